"""TraceWriter (``sudoku_trace.writer``): the traces it writes are the tool's.

The student examples that use it verify and are, step for step, the
reference's search; the tool's own traces, written again through the writer
(its depth, counters, numbering and footer, not the tool's), come out byte
for byte the same; a with-block that raises leaves no file; every argument
check raises before anything is written.
"""

import io
import json
import pathlib
import subprocess
import sys

import pytest

import sudoku_trace
from sudoku_trace.writer import TraceWriter

ROOT = pathlib.Path(__file__).resolve().parents[2]
PUZZLES = ROOT / "examples" / "puzzles"
STUDENT = ROOT / "examples" / "student"
FOUR = "..3. .3.4 2..3 3.4."  # examples/puzzles/four.txt


def run_example(name: str, puzzle: str) -> str:
    """The trace a student example prints for a puzzle of examples/puzzles/."""
    done = subprocess.run(
        [sys.executable, str(STUDENT / name), str(PUZZLES / puzzle)],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def reference(tmp_path: pathlib.Path, puzzle: str, strategy: str = "candidates", **options) -> pathlib.Path:
    """The tool's own trace of a puzzle, saved as JSON Lines."""
    path = tmp_path / f"{puzzle}.{strategy}.reference.jsonl"
    return sudoku_trace.solve(PUZZLES / puzzle, strategy, **options).save(path)


# ----- the examples --------------------------------------------------------

SEARCHES = ["four.txt", "six.txt", "classic.txt", "unsolvable.txt"]


@pytest.mark.parametrize("puzzle", SEARCHES)
@pytest.mark.parametrize(
    "example, strategy, options",
    [
        ("solver.py", "candidates", {}),
        ("forward_checking.py", "backtrack", {"inference": "fc"}),
    ],
)
def test_an_example_is_the_references_search_step_for_step(tmp_path, puzzle, example, strategy, options):
    trace = run_example(example, puzzle)
    report = sudoku_trace.verify(trace)
    assert report.valid, report.text
    ours = reference(tmp_path, puzzle, strategy, **options)
    compared = sudoku_trace.diff(trace, ours, ignore_strategy=True)
    assert compared.identical, compared.text
    # Byte for byte, but for the name: the writer writes records as the tool does.
    ours_name = json.loads(ours.read_text().splitlines()[0])["strategy"]
    assert trace.replace('"strategy":"student"', f'"strategy":"{ours_name}"', 1) == ours.read_text()


@pytest.mark.parametrize("puzzle", ["four.txt", "classic.txt"])
def test_the_plain_solver_writes_what_the_writer_writes(puzzle):
    compared = sudoku_trace.diff(run_example("solver_plain.py", puzzle), run_example("solver.py", puzzle))
    assert compared.identical, compared.text


def test_the_buggy_example_keeps_its_bug(tmp_path):
    """The lesson's bug: verify finds its fault at step 36, diff parts at step 16."""
    trace = run_example("buggy.py", "classic.txt")
    report = sudoku_trace.verify(trace)
    assert not report.valid and report.exit_code == 1
    assert report.text.startswith("invalid: step 36: false exclusion reason"), report.text
    compared = sudoku_trace.diff(trace, reference(tmp_path, "classic.txt"), ignore_strategy=True)
    assert not compared.identical
    assert "part at step 16" in compared.text, compared.text


# ----- the tool's traces, written again --------------------------------------


METHODS = {"candidates_computed": "candidates"}
"""The writer's method for an event, where its name is not the event's."""

COMPUTED = {"event", "depth", "number", "steps"}
"""The fields the writer finds itself; the rest are its methods' arguments."""


def rewrite(reference_text: str) -> str:
    """The trace written again through a TraceWriter from its events alone.

    Each event is passed to its method without its depth, number or any
    counter: the writer must find them itself for the copy to be the same.
    """
    header, *events, footer = [json.loads(line) for line in reference_text.splitlines()]
    out = io.StringIO()
    puzzle = header["puzzle"]
    options = header["options"]
    with TraceWriter(
        out,
        puzzle=puzzle["givens"],
        strategy=header["strategy"],
        box=tuple(puzzle["box"]),
        max_solutions=options["max_solutions"],
        max_steps=options["max_steps"],
        time_limit=options.get("time_limit"),
    ) as trace:
        for event in events:
            method = getattr(trace, METHODS.get(event["event"], event["event"]))
            method(**{name: value for name, value in event.items() if name not in COMPUTED})
    assert json.loads(out.getvalue().splitlines()[-1]) == footer
    return out.getvalue()


REWRITTEN = [
    ("four.txt", "candidates", {}),
    ("classic.txt", "candidates", {}),
    ("six.txt", "naive", {}),  # rejected
    ("arto_inkala.txt", "singles", {}),  # deduced, retracted, a digit's dead end
    ("classic.txt", "backtrack", {"inference": "fc"}),  # pruned
    ("six.txt", "backtrack", {"select": "mrv", "values": "lcv", "inference": "mac"}),  # values_ordered, one_value
    ("classic.txt", "backtrack", {"backjump": True}),  # conflict_set, backjumped
    ("multi.txt", "candidates", {"all_solutions": True}),  # solutions 1, 2, 3...; exhausted
    ("classic.txt", "candidates", {"max_steps": 100}),  # step_limit_reached
]


@pytest.mark.parametrize("puzzle, strategy, options", REWRITTEN)
def test_the_tools_trace_written_again_is_the_same(tmp_path, puzzle, strategy, options):
    text = reference(tmp_path, puzzle, strategy, **options).read_text()
    assert rewrite(text) == text


def test_depth_and_counters():
    """The depth rises with a guess, falls with its undo; deductions leave it."""
    out = io.StringIO()
    with TraceWriter(out, puzzle=FOUR) as trace:
        assert trace.depth == 0
        trace.placed((0, 0), 1)
        trace.deduced((0, 1), 4, "naked_single")
        assert trace.depth == 1
        trace.placed((0, 3), 2)
        assert trace.depth == 2
        trace.undone((0, 3), 2)
        trace.retracted((0, 1), 4)
        trace.undone((0, 0), 1)
        assert trace.depth == 0
        assert trace.stats == dict(
            placements=2, deductions=1, rejections=0, dead_ends=0, backtracks=2, solutions=0, max_depth=2, events=6
        )
    depths = [record.get("depth") for record in map(json.loads, out.getvalue().splitlines()[1:-1])]
    assert depths == [1, 1, 2, 2, 1, 1]
    assert json.loads(out.getvalue().splitlines()[-1])["end"] == "exhausted"


def test_the_solver_says_how_the_search_ended():
    out = io.StringIO()
    with TraceWriter(out, puzzle=FOUR) as trace:
        with pytest.raises(ValueError, match=r"call step_limit_reached\(\) instead"):
            trace.end = "step_limit"
        with pytest.raises(ValueError, match="end: one of"):
            trace.end = "tired"
        trace.end = "stopped"
    assert json.loads(out.getvalue().splitlines()[-1])["end"] == "stopped"
    assert sudoku_trace.verify(out.getvalue()).valid


def test_a_time_limit():
    out = io.StringIO()
    with TraceWriter(out, puzzle=FOUR, time_limit=2.5) as trace:
        trace.placed((0, 0), 4)
        trace.time_limit_reached()
        assert trace.finished
        with pytest.raises(ValueError, match="nothing follows once time_limit_reached is written"):
            trace.undone((0, 0), 4)
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert lines[0]["options"] == {"max_solutions": 1, "max_steps": None, "time_limit": 2.5}
    assert lines[-2] == {"event": "time_limit_reached", "steps": 1}
    assert lines[-1]["end"] == "time_limit"
    assert sudoku_trace.verify(out.getvalue()).valid


# ----- whole or not at all ---------------------------------------------------


def test_a_path_is_written_on_a_clean_exit(tmp_path):
    target = tmp_path / "trace.jsonl"
    with TraceWriter(target, puzzle=FOUR) as trace:
        trace.placed((0, 0), 1)
        trace.undone((0, 0), 1)
        assert not target.exists()
    assert sudoku_trace.verify(target).valid
    assert list(tmp_path.iterdir()) == [target]
    plain = tmp_path / "plain.txt"
    plain.write_text("")
    assert target.stat().st_mode == plain.stat().st_mode  # the permissions of any new file


def test_a_with_block_that_raises_leaves_no_file(tmp_path):
    target = tmp_path / "trace.jsonl"
    with pytest.raises(KeyError):
        with TraceWriter(str(target), puzzle=FOUR) as trace:
            trace.placed((0, 0), 1)
            raise KeyError("the solver's own bug")
    assert list(tmp_path.iterdir()) == []
    target.write_text("an older trace\n")
    with pytest.raises(KeyError):
        with TraceWriter(target, puzzle=FOUR):
            raise KeyError("again")
    assert target.read_text() == "an older trace\n"
    assert list(tmp_path.iterdir()) == [target]


def test_a_file_object_gets_no_footer_when_the_block_raises():
    out = io.StringIO()
    with pytest.raises(RuntimeError):
        with TraceWriter(out, puzzle=FOUR) as trace:
            trace.placed((0, 0), 1)
            raise RuntimeError("stop")
    assert [json.loads(line).get("event") for line in out.getvalue().splitlines()] == [None, "placed"]
    assert not out.closed


def test_standard_output_by_default(capsys):
    with TraceWriter(puzzle=[[0, 0, 3, 0], [0, 3, 0, 4], [2, 0, 0, 3], [3, 0, 4, 0]]):
        pass
    header = json.loads(capsys.readouterr().out.splitlines()[0])
    assert header["puzzle"] == {"size": 4, "box": [2, 2], "givens": "..3..3.42..33.4."}
    assert header["strategy"] == "student"


# ----- checks at the door ----------------------------------------------------


@pytest.mark.parametrize(
    "arguments, error, words",
    [
        (dict(puzzle="123"), ValueError, "no square grid"),
        (dict(puzzle="1" * 7 + "." * 42), ValueError, "no usual box shape"),
        (dict(puzzle="11.." + "." * 12), ValueError, "twice in row 0"),
        (dict(puzzle="5..." + "." * 12), ValueError, "no digit"),
        (dict(puzzle="?" * 16), ValueError, "not a digit"),
        (dict(puzzle="." * 26 * 26), ValueError, "at most 25 cells"),
        (dict(puzzle=42), TypeError, "a string or a list"),
        (dict(puzzle=[[0] * 4] * 3), ValueError, "each row"),
        (dict(puzzle=FOUR, box=(4, 1)), ValueError, "at least 2 rows"),
        (dict(puzzle=FOUR, box=(3, 2)), ValueError, "does not fit"),
        (dict(puzzle=FOUR, max_solutions=0), ValueError, "max_solutions"),
        (dict(puzzle=FOUR, strategy=""), ValueError, "strategy"),
        (dict(puzzle=FOUR, time_limit=0), ValueError, "time_limit"),
        (dict(puzzle=FOUR, out=3), TypeError, "out: a path, a text file or None"),
    ],
)
def test_a_bad_header_raises(arguments, error, words):
    with pytest.raises(error, match=words):
        TraceWriter(**{"out": io.StringIO(), **arguments})


@pytest.mark.parametrize(
    "steps, error, words",
    [
        ("t.placed((4, 0), 1)", ValueError, r"off the 4x4 grid"),
        ("t.placed((0, -1), 1)", ValueError, r"off the 4x4 grid"),
        ("t.placed('a1', 1)", TypeError, r"\(row, col\)"),
        ("t.placed((0, 0), 5)", ValueError, r"5 is no digit"),
        ("t.placed((0, 0), 0)", ValueError, r"0 is no digit"),
        ("t.placed((0, 0), True)", TypeError, r"an int"),
        ("t.placed((0, 2), 1)", ValueError, r"holds a given"),
        ("t.placed((0, 0), 1); t.placed((0, 0), 2)", ValueError, r"already holds a digit standing"),
        ("t.deduced((0, 0), 4, 'naked_single'); t.deduced((0, 0), 4, 'naked_single')", ValueError,
         r"already holds a digit standing"),
        ("t.placed((0, 0), 1, choice=1)", ValueError, r"choice and of together"),
        ("t.placed((0, 0), 1, choice=3, of=2)", ValueError, r"choice 3 of 2"),
        ("t.undone((0, 0), 1)", ValueError, r"no guess is standing"),
        ("t.placed((0, 0), 1); t.undone((0, 0), 4)", ValueError, r"not the latest guess"),
        ("t.placed((0, 0), 1); t.deduced((0, 1), 2, 'naked_single'); t.undone((0, 0), 1)", ValueError,
         r"retract the deductions"),
        ("t.retracted((0, 1), 2)", ValueError, r"not the latest deduction"),
        ("t.deduced((0, 0), 1, 'guess')", ValueError, r"rule is one of"),
        ("t.deduced((0, 0), 1, 'hidden_single')", ValueError, r"names its unit"),
        ("t.deduced((0, 0), 1, 'hidden_single', 'diagonal')", ValueError, r"unit: one of"),
        ("t.rejected((0, 0), 3, (0, 2), 'column')", ValueError, r"not another cell of the column"),
        ("t.rejected((0, 0), 3, (0, 2), 'line')", ValueError, r"unit: one of"),
        ("t.candidates((0, 0), [1, 4], [(2, (2, 0), 'column')])", ValueError, r"each digit 1..4 once"),
        ("t.candidates((0, 0), [1], [{'digit': 2}])", TypeError, r"peer: \(row, col\)"),
        ("t.dead_end()", ValueError, r"a cell, or all of digit, unit and index"),
        ("t.dead_end((0, 0), digit=1)", ValueError, r"not both"),
        ("t.dead_end(digit=1, unit='box', index=4)", ValueError, r"index: a unit's number 0..3"),
        ("t.pruned((0, 0), 1, (3, 3), 'placed')", ValueError, r"no peer"),
        ("t.pruned((0, 0), 1, (0, 1), 'because')", ValueError, r"reason is one of"),
        ("t.solved('1234')", ValueError, r"the grid is 4x4"),
        ("t.solved('1' * 16)", ValueError, r"does not keep the givens"),
        ("t.solved('4231132424133142'); t.placed((0, 0), 1)", ValueError, r"nothing follows"),
        ("t.step_limit_reached()", ValueError, r"only after max_steps"),
        ("t.time_limit_reached()", ValueError, r"only with a time_limit"),
        ("t.backjumped((0, 0), (0, 1), 1, 1, [])", ValueError, r"over is 1 up to"),
        ("t.conflict_set((0, 0), [((0, 1), 1)])", ValueError, r"a guess's depth is 1..0"),
    ],
)
def test_a_bad_step_raises_and_writes_nothing(steps, error, words):
    """The steps before the last are right; the last raises and leaves the output as it was."""
    *before, bad = steps.split("; ")
    out = io.StringIO()
    with TraceWriter(out, puzzle=FOUR) as trace:
        for step in before:
            eval(step, {"t": trace})
        written = out.getvalue()
        with pytest.raises(error, match=words):
            eval(bad, {"t": trace})
        assert out.getvalue() == written


def test_max_steps_stops_the_events():
    out = io.StringIO()
    with TraceWriter(out, puzzle=FOUR, max_steps=1) as trace:
        trace.placed((0, 0), 1)
        with pytest.raises(ValueError, match="call step_limit_reached"):
            trace.placed((0, 1), 2)
        trace.step_limit_reached()
        assert trace.finished
    assert json.loads(out.getvalue().splitlines()[-1])["end"] == "step_limit"


def test_events_outside_the_block_raise():
    trace = TraceWriter(io.StringIO(), puzzle=FOUR)
    with pytest.raises(RuntimeError, match="with-block"):
        trace.placed((0, 0), 1)


def test_the_writer_needs_no_native_module():
    """The writer imports with the compiled module missing, as in a source checkout."""
    program = (
        "import sys; sys.modules['sudoku_trace._native'] = None\n"
        "from sudoku_trace import TraceWriter\n"
        "with TraceWriter(puzzle='..3..3.42..33.4.'): pass\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("\n") == 2


# ----- what a path is: devices, FIFOs and links (issue 22, item 3) -----------
#
# A path that is no regular file is written straight through; a link is never
# renamed over. The tests that write to /dev do so only through guards: any
# attempt to create, rename or remove a file in /dev fails the test before it
# happens, so a regression cannot replace a device node (the tests may run as
# root); everything else happens in a temporary folder.


def write_four(out) -> None:
    """A whole, valid trace of examples/puzzles/four.txt's first guess and its undo."""
    with TraceWriter(out, puzzle=FOUR) as trace:
        trace.placed((0, 0), 1)
        trace.undone((0, 0), 1)


@pytest.fixture
def dev_guarded(monkeypatch):
    """Refuses, as a failed test, any file created, renamed or removed in /dev."""
    import os

    def in_dev(path) -> bool:
        return os.path.dirname(os.path.abspath(os.fspath(path))) == "/dev"

    def guard(name, real):
        def guarded(*args, **kwargs):
            paths = [a for a in args[:2] if isinstance(a, (str, bytes, os.PathLike))]
            if name == "open" and not (len(args) > 1 and args[1] & os.O_CREAT):
                paths = []
            if any(in_dev(p) for p in paths):
                raise AssertionError(f"os.{name}{args!r}: the writer must not touch /dev's entries")
            return real(*args, **kwargs)

        return guarded

    for name in ("open", "replace", "rename", "unlink", "remove"):
        monkeypatch.setattr(os, name, guard(name, getattr(os, name)))


def device(path: str):
    """The (kind, device number, inode) of a path, its links not followed."""
    import os
    import stat

    found = os.lstat(path)
    return stat.S_IFMT(found.st_mode), found.st_rdev, found.st_ino


def test_the_writer_decides_to_write_devices_and_fifos_directly(tmp_path):
    import os

    from sudoku_trace.writer import _rename_target, _writes_straight_through

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    regular = tmp_path / "trace.jsonl"
    regular.write_text("")
    link = tmp_path / "link"
    link.symlink_to(regular)
    for path in ["/dev/null", "/dev/full", str(fifo)]:
        assert _writes_straight_through(path), path
    for path in [str(regular), str(link), str(tmp_path / "new.jsonl"), str(tmp_path / "none" / "new.jsonl")]:
        assert not _writes_straight_through(path), path
    assert _rename_target(str(link)) == os.path.realpath(regular)
    assert _rename_target(str(regular)) == str(regular)


def test_dev_null_stays_a_device(dev_guarded):
    import stat

    before = device("/dev/null")
    assert before[0] == stat.S_IFCHR
    write_four("/dev/null")
    assert device("/dev/null") == before


def test_dev_full_raises_enospc_and_stays_a_device(dev_guarded):
    import errno
    import os

    before, entries = device("/dev/full"), set(os.listdir("/dev"))
    with pytest.raises(OSError) as error:
        write_four("/dev/full")
    assert error.value.errno == errno.ENOSPC
    assert device("/dev/full") == before
    assert set(os.listdir("/dev")) == entries, "no temporary file left in /dev"


def test_a_fifo_is_written_through_and_stays_a_fifo(tmp_path):
    import os
    import stat
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received = []
    # A daemon: were the FIFO replaced, its reader would wait for ever.
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()), daemon=True)
    reader.start()
    write_four(fifo)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    reader.join(timeout=60)
    assert sudoku_trace.verify(received[0]).valid
    assert list(tmp_path.iterdir()) == [fifo]


def test_a_link_to_a_file_stays_a_link_and_its_target_gets_the_trace(tmp_path):
    import os

    folder, elsewhere = tmp_path / "here", tmp_path / "elsewhere"
    folder.mkdir()
    elsewhere.mkdir()
    target = elsewhere / "trace.jsonl"
    target.write_text("an older trace\n")
    link = folder / "trace.jsonl"
    link.symlink_to(target)
    write_four(link)
    assert os.path.islink(link) and os.readlink(link) == str(target)
    assert sudoku_trace.verify(target).valid
    assert list(folder.iterdir()) == [link] and list(elsewhere.iterdir()) == [target]
    # A dangling link gets its target, as open() would; the link stays.
    dangling = folder / "later.jsonl"
    dangling.symlink_to(elsewhere / "later.jsonl")
    write_four(dangling)
    assert os.path.islink(dangling) and sudoku_trace.verify(elsewhere / "later.jsonl").valid


def test_a_link_to_a_device_stays_a_link(tmp_path, dev_guarded):
    import os

    link = tmp_path / "null"
    link.symlink_to("/dev/null")
    before = device("/dev/null")
    write_four(link)
    assert os.path.islink(link) and device("/dev/null") == before
    assert list(tmp_path.iterdir()) == [link]


def test_a_writer_never_closed_leaves_no_temporary_file(tmp_path):
    import gc

    target = tmp_path / "trace.jsonl"
    trace = TraceWriter(target, puzzle=FOUR)
    trace.__enter__()
    trace.placed((0, 0), 1)
    assert len(list(tmp_path.iterdir())) == 1, "the hidden file being written"
    del trace
    gc.collect()
    assert list(tmp_path.iterdir()) == []


# ----- rows of ints ----------------------------------------------------------


@pytest.mark.parametrize(
    "row, error, words",
    [
        ([-17, 0, 0, 0], ValueError, r"rows\[1\]\[0\] is -17; expected an int from 0 \(empty\) to 4"),
        ([0, 0, 5, 0], ValueError, r"rows\[1\]\[2\] is 5; expected an int from 0 \(empty\) to 4"),
        ([0, True, 0, 0], TypeError, r"rows\[1\]\[1\] is True; expected an int"),
        ([0, 0, 0, 2.0], TypeError, r"rows\[1\]\[3\] is 2.0; expected an int"),
    ],
)
def test_a_bad_cell_in_rows_is_named(row, error, words):
    rows = [[0, 0, 3, 0], row, [2, 0, 0, 3], [3, 0, 4, 0]]
    with pytest.raises(error, match=words):
        TraceWriter(io.StringIO(), puzzle=rows)
