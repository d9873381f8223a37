"""grade from Python: the command's grades, as dicts, a table and a DataFrame."""

import json

import pytest

import sudoku_trace as st


def test_grades_are_the_commands(a_class, cli):
    grades = st.grade(a_class, puzzle="first-4x4")
    by_name = {row["name"].rsplit("/", 1)[-1]: row for row in grades.rows}
    assert by_name["alice.jsonl"]["score"] == by_name["alice.jsonl"]["max_score"] == 100
    assert by_name["bob.jsonl"]["rules"] == 0
    assert by_name["carol.jsonl"]["score"] == 0
    carol = next(s for s in grades.submissions if s["name"].endswith("carol.jsonl"))
    assert "failure" in carol
    _, table, _ = cli("grade", "--puzzle", "first-4x4", a_class)
    assert grades.table() == table.decode()
    results = json.loads(grades.table("gradescope"))
    assert {"name", "score", "max_score", "output"} <= set(results["tests"][0])
    pandas = pytest.importorskip("pandas")
    assert isinstance(grades.to_pandas(), pandas.DataFrame)
    assert "<table>" in grades._repr_html_()


def test_grade_in_the_class_language(a_class):
    english = st.grade(a_class, puzzle="first-4x4").table()
    chinese = st.grade(a_class, puzzle="first-4x4", lang="zh-Hant").table()
    assert chinese != english


def test_grade_without_a_puzzle_is_the_commands_error(a_class):
    with pytest.raises(st.SudokuTraceError):
        st.grade(a_class, puzzle="no-such-puzzle")


def test_the_reference_search_is_bounded(a_class):
    # A reference cut by the time limit is refused, never graded against.
    with pytest.raises(st.SudokuTraceError, match="time-limit"):
        st.grade(a_class / "alice.jsonl", puzzle="norvig-grid2", time_limit=0.05)
    # The assignment's own step limit: the whole search handed in finds a
    # solution the reference's first 10 steps do not reach.
    whole = st.grade(a_class / "alice.jsonl", puzzle="first-4x4")
    cut = st.grade(a_class / "alice.jsonl", puzzle="first-4x4", max_steps=10)
    assert whole.rows[0]["solution"] > 0
    assert cut.rows[0]["solution"] == 0
