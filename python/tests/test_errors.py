"""Errors in Python's words (issue 28, item 7): a bad argument is refused
before the command runs, naming the Python parameter; a failure carries
what the command knows; clap's usage and ``--help`` never reach the user."""

import re
import typing

import pytest

import sudoku_trace as st
from sudoku_trace import _options

#: What only the command line says: its usage, its help, its options.
CLAP = re.compile(r"Usage:|--help|'-- |--[a-z]+(-[a-z]+)* <|unexpected argument")


def refused(error: pytest.ExceptionInfo) -> str:
    message = str(error.value)
    assert not CLAP.search(message), message
    return message


@pytest.mark.parametrize(
    "call, kind, parameter, words",
    [
        (lambda: st.solve("classic", max_steps=-1), ValueError, "max_steps",
         "max_steps must be a positive integer, got -1"),
        (lambda: st.solve("classic", max_steps=0), ValueError, "max_steps", "got 0"),
        (lambda: st.solve("classic", max_steps=2.5), TypeError, "max_steps", "got 2.5"),
        (lambda: st.solve("classic", solutions=0), ValueError, "solutions", "positive integer, got 0"),
        (lambda: st.solve("classic", time_limit=-1), ValueError, "time_limit", "positive number, got -1"),
        (lambda: st.solve("classic", time_limit=float("nan")), ValueError, "time_limit", "got nan"),
        (lambda: st.solve("classic", strategy="MRV"), ValueError, "strategy",
         "strategy must be one of 'candidates', 'naive', 'mrv', 'singles', 'dlx', 'backtrack', got 'MRV'"),
        (lambda: st.solve("classic", select="fewest"), ValueError, "select", "got 'fewest'"),
        (lambda: st.solve("classic", "mrv", inference="fc"), ValueError, "inference",
         "inference is a choice of strategy='backtrack', not of strategy='mrv'"),
        (lambda: st.solve("classic", "backtrack", inference="mac", backjump=True), ValueError, "backjump",
         "backjump works with inference='none' or 'fc' (FC-CBJ)"),
        (lambda: st.solve("1234341221434321", box="1x1"), ValueError, "box",
         "at least 2 rows"),
        (lambda: st.solve("classic", box="3by3"), ValueError, "box", "got '3by3'"),
        (lambda: st.solve("classic").render("pdf"), ValueError, "format", "got 'pdf'"),
        (lambda: st.solve("classic").render(lang="fr"), ValueError, "lang", "got 'fr'"),
        (lambda: st.solve("classic").render("html", quiz=99), ValueError, "quiz", "from 1 to 50, got 99"),
        (lambda: st.check("classic", max_steps=-5), ValueError, "max_steps", "got -5"),
        (lambda: st.compare("classic", line_up="every"), ValueError, "line_up", "got 'every'"),
        (lambda: st.compare("classic", strategies="mrv"), TypeError, "strategies", "a list of names"),
        (lambda: st.compare("classic", strategies=["mrv", "fastest"]), ValueError, "strategies", "fastest"),
        (lambda: st.generate(-1), ValueError, "count", "count must be an integer from 1"),
        (lambda: st.generate(1, symmetry="spiral"), ValueError, "symmetry", "got 'spiral'"),
        (lambda: st.diff("a.jsonl", "b.jsonl", context=-1), ValueError, "context", "got -1"),
        (lambda: st.verify("a.jsonl", notation="xy"), ValueError, "notation", "got 'xy'"),
        (lambda: st.grade("x.jsonl", puzzle="classic", points_rules=-1), ValueError, "points_rules", "got -1"),
        (lambda: st.run("solve --puzzle classic"), TypeError, "args", "['solve', '--puzzle', 'classic']"),
        (lambda: st.run(["solve", None]), TypeError, "args", "None"),
    ],
)
def test_a_bad_argument_is_named_in_pythons_words(call, kind, parameter, words):
    with pytest.raises(kind) as error:
        call()
    assert words in refused(error)
    assert error.value.parameter == parameter
    # Still a SudokuTraceError: the except clauses written for it catch it.
    assert isinstance(error.value, st.SudokuTraceError)


def test_a_value_only_the_command_checks_is_said_in_pythons_words():
    # The kinds of a level are the command's to check: its refusal is
    # translated, the option named as the Python parameter.
    with pytest.raises(ValueError) as error:
        st.diff(st.solve("classic"), st.solve("classic"), level="placed,nothing")
    message = refused(error)
    assert message.startswith("level: ") and "'placed,nothing'" in message
    assert error.value.parameter == "level"


def test_the_choices_are_the_commands(cli):
    # One place for each list of choices, the same as the command's.
    for literal, command, option in [
        (_options.Strategy, "solve", "--strategy"),
        (_options.Select, "solve", "--select"),
        (_options.Values, "solve", "--values"),
        (_options.Inference, "solve", "--inference"),
        (_options.Lang, "solve", "--lang"),
        (_options.Notation, "solve", "--notation"),
        (_options.Style, "solve", "--style"),
        (_options.Color, "solve", "--color"),
        (_options.Format, "render", "--format"),
        (_options.LineUp, "compare", "--line-up"),
        (_options.CompareFormat, "compare", "--format"),
        (_options.GradeFormat, "grade", "--format"),
        (_options.Symmetry, "generate", "--symmetry"),
    ]:
        _, _, err = cli(command, f"{option}=no-such-choice")
        listed = re.search(r"\[possible values: ([^\]]*)\]", err).group(1).split(", ")
        assert list(typing.get_args(literal)) == listed, option


def test_an_unreadable_puzzle_is_a_puzzle_error_with_its_place():
    with pytest.raises(st.PuzzleError) as error:
        st.solve("1234\n3412\n2.4.\n4.2X\n")
    assert (error.value.source, error.value.line, error.value.column) == ("<stdin>", 4, 4)
    assert "unknown character 'X'" in error.value.message
    assert isinstance(error.value, st.SudokuTraceError)


def test_an_unreadable_trace_is_a_trace_error_with_its_place():
    records = list(st.solve("1234341221434321"[:12] + "....").trace())
    broken = [dict(r) for r in records]
    del broken[2]["event"]
    with pytest.raises(st.TraceError) as error:
        st.render(broken)
    assert (error.value.source, error.value.line, error.value.step) == ("trace.jsonl", 3, 2)
    with pytest.raises(st.TraceError) as error:
        st.render('{"not": "a trace"}')
    assert (error.value.source, error.value.line) == ("trace.jsonl", 1)


def test_run_keeps_the_commands_own_words():
    # `run` is the command line itself: its errors are the command's.
    done = st.run(["solve", "--max-steps", "-1"])
    assert done.exit_code == 2 and "Usage:" in done.stderr
