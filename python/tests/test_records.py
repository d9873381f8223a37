"""The trace's records as TypedDicts generated from the tool's own schema
(issue 28, items 8 and 9): the committed module is what the generator
writes today, the writer has a method for every kind of event and takes
its names from the records, and a DLX-style solver writes a trace that
verifies and matches the tool's, event for event."""

import importlib.util
import json
import pathlib
from typing import get_args

import sudoku_trace as st
from sudoku_trace import TraceWriter, records, writer

ROOT = pathlib.Path(__file__).resolve().parents[2]

#: The writer's method for a kind, where its name is not the kind's.
METHOD = {"candidates_computed": "candidates"}


def generator():
    spec = importlib.util.spec_from_file_location("typed_records", ROOT / "python/scripts/typed_records.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_records_are_generated_from_the_schema_of_today():
    schema = json.loads(st.run(["schema"], check=True).stdout)
    written = (ROOT / "python/sudoku_trace/records.py").read_text(encoding="utf-8")
    assert generator().module(schema) == written, (
        "records.py drifted from the schema: python python/scripts/typed_records.py > python/sudoku_trace/records.py"
    )
    kinds = [variant["properties"]["event"]["const"] for variant in schema["$defs"]["Event"]["oneOf"]]
    assert list(records.KINDS) == kinds
    assert records.SCHEMA_VERSION == schema["$defs"]["Header"]["properties"]["schema_version"]["const"]


def test_the_generator_fails_a_kind_it_does_not_know():
    # A kind added to the format shows up as a class and in KINDS, so the
    # committed module no longer matches.
    schema = json.loads(st.run(["schema"], check=True).stdout)
    variant = json.loads(json.dumps(schema["$defs"]["Event"]["oneOf"][0]))
    variant["properties"]["event"]["const"] = "guessed_twice"
    schema["$defs"]["Event"]["oneOf"].append(variant)
    text = generator().module(schema)
    assert "class GuessedTwiceEvent(TypedDict):" in text and '"guessed_twice",' in text


def test_the_writer_writes_every_kind_with_the_records_names():
    for kind in records.KINDS:
        assert callable(getattr(TraceWriter, METHOD.get(kind, kind), None)), f"TraceWriter has no method for {kind}"
    assert writer.UNITS == get_args(records.Unit) == ("row", "column", "box")
    assert writer.RULES == get_args(records.Rule)
    assert writer.PRUNING_REASONS == get_args(records.PruneReason)
    assert set(writer.ENDS) == set(get_args(records.End)) - {"placement_limit"}
    assert writer.SCHEMA_VERSION == records.SCHEMA_VERSION


def test_a_dlx_style_solver_writes_the_tools_trace(tmp_path):
    # It could not: the writer had no constraint_chosen.
    for name in ("first-4x4", "norvig-hard1"):
        reference = st.solve(name, "dlx")
        out = tmp_path / f"{name}.jsonl"
        with TraceWriter(out, puzzle=name, strategy="dlx") as trace:
            for event in reference.events():
                fields = {k: v for k, v in event.items() if k not in ("event", "depth")}
                kind = event["event"]
                if kind == "constraint_chosen":
                    options = fields.pop("options")
                    trace.constraint_chosen(options, fields.pop("cell", None), **fields)
                elif kind == "placed":
                    trace.placed(**fields)
                elif kind == "undone":
                    trace.undone(**fields)
                elif kind == "solved":
                    trace.solved(fields["grid"])
                elif kind == "dead_end":
                    trace.dead_end(fields.pop("cell", None), **fields)
                else:
                    raise AssertionError(f"dlx writes {kind}?")
        assert st.verify(out).valid, st.verify(out).text
        assert st.diff(out, reference), st.diff(out, reference).text
