"""``grade``: a class's traces checked and compared with the reference, as
``sudoku-trace grade`` does, for a teacher's notebook."""

from __future__ import annotations

import json
import os
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _options as o
from ._errors import ArgumentError, ArgumentTypeError, PuzzleError
from ._puzzle import BoxLike, Puzzle, PuzzleLike
from ._run import command, optional_args

Path = Union[str, "os.PathLike[str]"]


def grade(
    submissions: Union[Path, Sequence[Path]],
    *,
    puzzle: PuzzleLike = None,
    puzzle_file: Optional[Path] = None,
    box: BoxLike = None,
    strategy: o.Strategy = "candidates",
    select: Optional[o.Select] = None,
    values: Optional[o.Values] = None,
    inference: Optional[o.Inference] = None,
    backjump: bool = False,
    level: Optional[str] = None,
    points_rules: Optional[float] = None,
    points_solution: Optional[float] = None,
    points_search: Optional[float] = None,
    partial_credit: bool = False,
    max_steps: Optional[int] = None,
    time_limit: Optional[float] = None,
    lang: Optional[o.Lang] = None,
    notation: Optional[o.Notation] = None,
) -> "Grades":
    """Grades ``submissions`` (trace files, or folders of them) against the
    reference search of ``strategy`` on the assignment's puzzle (``puzzle``:
    a :class:`Puzzle`, or a library name, a path, the givens, as
    :func:`solve` takes it; ``puzzle_file`` is a path too, kept for older
    notebooks), as ``sudoku-trace grade`` does:
    the rules, the solution and the search, with the points of each check
    and ``level`` as the command takes them. One bad file never stops the
    class: it scores zero with the reason.

    The reference search may take 1,000,000 steps; one that needs more, or
    that ``time_limit`` (seconds) stops, raises :class:`SudokuTraceError`
    rather than grade against part of it. ``max_steps`` is the
    assignment's own limit: each submission is compared with the
    reference's first ``max_steps`` steps.

    A bad argument raises :class:`ArgumentError` naming it; a submission
    that does not exist (a mistyped folder), ``FileNotFoundError``."""
    from ._result import search_args

    choices = search_args(strategy, select, values, inference, backjump)
    for name, points in (("points_rules", points_rules), ("points_solution", points_solution),
                         ("points_search", points_search)):
        if points is not None and o.number(name, points, positive=False) > 1_000_000:
            raise ArgumentError(name, f"{name} must be at most 1000000, got {points!r}", points)
    o.optional(o.whole, "max_steps", max_steps)
    o.optional(o.seconds, "time_limit", time_limit)
    o.looks(lang, notation)
    if level is not None and not isinstance(level, str):
        raise ArgumentTypeError("level", f"level must be 'full', 'common' or kinds such as 'placed,solved', "
                                  f"got {level!r}", level)
    paths = [submissions] if isinstance(submissions, (str, os.PathLike)) else list(submissions)
    args: List[Any] = []
    for path in paths:
        # A mistyped folder is an error, never a class of one failed student.
        if not os.path.exists(path):
            raise FileNotFoundError(f"submissions: no file or folder {os.fspath(path)!r} (from {os.getcwd()})")
        name = os.fspath(path)
        args.append(os.path.join(os.curdir, name) if name.startswith("-") else name)
    if puzzle is not None and puzzle_file is not None:
        raise ArgumentError("puzzle_file", "give the assignment's puzzle once: puzzle or puzzle_file", puzzle_file)
    assignment = Puzzle.file(puzzle_file, box=box) if puzzle_file is not None else Puzzle.of(puzzle, box=box)
    puzzle_args, data = assignment.grade_args()
    args += choices
    args += puzzle_args
    args += optional_args(
        level=level,
        points_rules=points_rules,
        points_solution=points_solution,
        points_search=points_search,
        partial_credit=partial_credit,
        max_steps=max_steps,
        time_limit=time_limit,
        lang=lang,
        notation=notation,
    )
    found = command(["grade", *args, "--format", "json"], input=data, reading=PuzzleError)
    return Grades(json.loads(found.stdout), args, data)


class Grades:
    """A class's grades: ``submissions``, one dict each (its name, score,
    and each check's marks and finding), as ``grade --format json`` writes
    them; :meth:`table` and :meth:`to_pandas` for reading them."""

    def __init__(self, document: Dict[str, Any], args: List[Any], data: bytes = b""):
        self.document = document
        """The grades as ``grade --format json`` writes them."""
        self._args = args
        self._data = data

    @property
    def submissions(self) -> List[Dict[str, Any]]:
        """One dict a submission: ``name``, ``score``, ``max_score``, ``marks``."""
        return list(self.document["submissions"])

    @property
    def rows(self) -> List[Dict[str, Any]]:
        """One flat dict a submission: its name, score, each check's score,
        and its ``note``: why it lost points (see :func:`note`)."""
        rows = []
        for entry in self.submissions:
            row: Dict[str, Any] = {"name": entry["name"], "score": entry["score"], "max_score": entry["max_score"]}
            row.update({mark["check"]: mark["score"] for mark in entry["marks"]})
            row["note"] = note(entry)
            rows.append(row)
        return rows

    def table(self, format: o.GradeFormat = "text") -> str:
        """The class table as the command writes it: ``text``, ``markdown``,
        or ``gradescope`` (the ``results.json`` Gradescope's autograder reads)."""
        o.choice("format", format, o.GradeFormat)
        return command(["grade", *self._args, "--format", format], input=self._data).text

    def to_pandas(self) -> Any:
        """The rows as a pandas ``DataFrame`` indexed by name (needs pandas)."""
        try:
            import pandas
        except ImportError:
            raise ImportError("Grades.to_pandas needs pandas: pip install pandas") from None
        return pandas.DataFrame(self.rows).set_index("name")

    def _repr_html_(self) -> str:
        import html

        rows = self.rows
        head = "".join(f"<th>{html.escape(str(k))}</th>" for k in (rows[0] if rows else {}))
        body = "".join(
            "<tr>" + "".join(f'<td style="text-align: left; white-space: pre-wrap">{html.escape(str(v))}</td>'
                             for v in row.values()) + "</tr>" for row in rows
        )
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __repr__(self) -> str:
        full = self.document.get("full_marks", 0)
        lines = [f"<Grades of {len(self.submissions)} submissions, {full} with full marks>"]
        for row in self.rows:
            lines.append(f"  {row['name']}: {row['score']:g}/{row['max_score']:g}: {row['note']}")
        return "\n".join(lines)


def note(entry: Dict[str, Any]) -> str:
    """Why a submission lost points, on one line a reason: why it could
    not be read, else each check that lost points and what it found;
    ``full marks`` when none did."""
    if entry.get("failure"):
        return str(entry["failure"]).splitlines()[0]
    lost = [
        f"{mark['check']}: {str(mark.get('output', '')).splitlines()[0] if mark.get('output') else 'no points'}"
        for mark in entry["marks"]
        if mark["score"] < mark["max_score"]
    ]
    return "; ".join(lost) or "full marks"
