"""One puzzle type (issue 28, item 6): ``Puzzle.named``, ``Puzzle.file`` and
``Puzzle.givens`` are taken the same way by solve, check, compare, grade and
the writer, plain values still where unambiguous, and a box as ``"2x3"`` or
``(2, 3)`` everywhere."""

import json

import pytest

import sudoku_trace as st
from sudoku_trace import Puzzle, TraceWriter

SIX = "1.....\n..3...\n......\n......\n...4..\n.....6\n"


def header(path):
    with open(path, encoding="utf-8") as f:
        return json.loads(f.readline())


def test_each_way_of_saying_a_puzzle_is_the_same_search(tmp_path):
    classic = st.solve("classic")
    text = st.puzzles()[0]["puzzle"]
    path = tmp_path / "classic.txt"
    path.write_text(text + "\n", encoding="utf-8")
    for puzzle in (Puzzle.named("classic"), Puzzle.file(path), Puzzle.givens(text), str(path), text, None):
        result = st.solve(puzzle)
        assert (result.placements, result.solutions) == (classic.placements, classic.solutions), puzzle
    assert st.check(Puzzle.file(path)).solutions == "unique"
    assert st.compare(Puzzle.givens(text), strategies=["dlx"]).rows[0]["placements"] == 51


def test_the_writer_takes_a_library_name_and_a_puzzle(tmp_path):
    # It failed: "puzzle: 7 cells, which is no square grid".
    with TraceWriter(tmp_path / "a.jsonl", puzzle="classic"):
        pass
    written = header(tmp_path / "a.jsonl")["puzzle"]
    assert written["givens"] == st.puzzles()[0]["puzzle"]
    assert written["box"] == [3, 3]
    # A library puzzle's own box: csp-6x6 is 2x3.
    with TraceWriter(tmp_path / "b.jsonl", puzzle=Puzzle.named("csp-6x6")):
        pass
    assert header(tmp_path / "b.jsonl")["puzzle"]["box"] == [2, 3]
    # A box as the command writes it, or as a tuple: the same header.
    for box in ("3x2", (3, 2)):
        out = tmp_path / f"c-{len(str(box))}.jsonl"
        with TraceWriter(out, puzzle=Puzzle.givens(SIX, box=box)):
            pass
        assert header(out)["puzzle"]["box"] == [3, 2]
    with pytest.raises(ValueError, match="its own box shape"):
        TraceWriter(tmp_path / "d.jsonl", puzzle="csp-6x6", box=(3, 2))


def test_grade_takes_the_givens_of_an_assignment(tmp_path):
    text = st.puzzles()[0]["puzzle"]
    submission = st.solve("classic").save(tmp_path / "s.jsonl")
    grades = st.grade(submission, puzzle=Puzzle.givens(text))
    assert grades.rows[0]["score"] == grades.rows[0]["max_score"]
    # The table runs the grade again, reading the same givens.
    assert "100/100" in grades.table()
    with pytest.raises(st.ArgumentError, match="puzzle or puzzle_file"):
        st.grade(submission, puzzle="classic", puzzle_file=submission)


def test_a_box_is_said_either_way_and_once():
    assert st.solve(SIX, box="3x2").puzzle["box"] == [3, 2]
    assert st.solve(SIX, box=(3, 2)).puzzle["box"] == [3, 2]
    assert st.solve(Puzzle.givens(SIX, box=(3, 2))).puzzle["box"] == [3, 2]
    with pytest.raises(st.ArgumentError, match="box") as found:
        st.solve(Puzzle.givens(SIX, box=(3, 2)), box="2x3")
    assert found.value.parameter == "box"
    with pytest.raises(st.ArgumentError, match="its own box shape"):
        st.solve(Puzzle.named("classic"), box="3x3")


def test_a_bad_puzzle_is_refused_by_name():
    with pytest.raises(st.ArgumentError, match="no puzzle named 'clasic' in the library; it has classic"):
        Puzzle.named("clasic")
    with pytest.raises(FileNotFoundError, match="no puzzle file 'missing.txt'"):
        Puzzle.file("missing.txt")
    with pytest.raises(st.ArgumentTypeError):
        Puzzle.givens(42)
    with pytest.raises(st.PuzzleError) as found:
        Puzzle.givens("1.3.\n.3.4\n2..3\n3.4x\n").read()
    assert (found.value.line, found.value.column) == (4, 4)


def test_a_puzzle_reads_shows_and_compares():
    assert Puzzle.named("csp-6x6").read()["box"] == [2, 3]
    assert Puzzle.givens(SIX, box=(3, 2)).read() == {"size": 6, "box": [3, 2], "givens": SIX.replace("\n", "")}
    assert repr(Puzzle.named("classic")) == "Puzzle.named('classic')"
    assert repr(Puzzle.givens(SIX, box="3x2")).startswith("Puzzle.givens('1.....")
    assert Puzzle.of("classic") == Puzzle.named("classic") == Puzzle.of(None)
    assert len({Puzzle.givens(SIX), Puzzle.givens(SIX), Puzzle.givens(SIX, box=(3, 2))}) == 2
