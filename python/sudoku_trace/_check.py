"""``check`` and ``generate``: is a puzzle proper, and fresh puzzles with
exactly one solution, as ``sudoku-trace check`` and ``generate`` give them."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _options as o
from ._errors import PuzzleError, SudokuTraceError
from ._puzzle import BoxLike, PuzzleLike, puzzle_args
from ._run import command, optional_args


class Check:
    """What ``sudoku-trace check`` found: ``solutions`` is ``"none"``,
    ``"unique"``, ``"several"`` or ``"undecided"`` (a limit came first);
    ``shown`` the solutions it shows (one when unique, two that differ
    when several); the rest as ``check --format json`` writes it."""

    def __init__(self, document: Dict[str, Any]):
        self.document = document
        """The verdict as ``check --format json`` writes it."""

    @property
    def solutions(self) -> str:
        """``"none"``, ``"unique"``, ``"several"`` or ``"undecided"``."""
        return str(self.document["solutions"])

    @property
    def unique(self) -> bool:
        """Whether the puzzle has exactly one solution: a proper puzzle."""
        return self.solutions == "unique"

    @property
    def shown(self) -> List[str]:
        """The solutions shown, each as one line of digits."""
        return list(self.document["shown"])

    @property
    def givens(self) -> int:
        """How many cells are given."""
        return int(self.document["givens"])

    @property
    def first_difference(self) -> Optional[List[int]]:
        """Where two solutions first differ (``[row, col]`` from 0), when several."""
        return self.document.get("first_difference")

    def __repr__(self) -> str:
        return f"<Check {self.solutions}: {self.givens} givens>"


def check(
    puzzle: PuzzleLike = None,
    *,
    box: BoxLike = None,
    max_steps: Optional[int] = None,
    time_limit: Optional[float] = None,
    lang: Optional[o.Lang] = None,
) -> Check:
    """Checks ``puzzle`` (a :class:`Puzzle`, or a library name, a path,
    givens as text or rows of ints; the classic puzzle by default): well formed, and with no,
    one or several solutions, as ``sudoku-trace check`` does. A puzzle
    that cannot be read raises :class:`PuzzleError` with the command's
    message (in ``lang``: ``"zh-Hans"``, ``"zh-Hant"``, ``"zh-TW"``); a bad
    argument, :class:`ArgumentError` naming it."""
    o.optional(o.whole, "max_steps", max_steps)
    o.optional(o.seconds, "time_limit", time_limit)
    o.looks(lang, None)
    args, stdin = puzzle_args(puzzle, box)
    options = optional_args(max_steps=max_steps, time_limit=time_limit, lang=lang)
    done = command(["check", *args, *options, "--format", "json", "--no-time"], input=stdin, reading=PuzzleError)
    return Check(json.loads(done.stdout))


def generate(
    count: int = 1,
    *,
    box: Union[str, Tuple[int, int], None] = None,
    seed: Optional[int] = None,
    minimal: bool = False,
    givens: Optional[int] = None,
    symmetry: Optional[o.Symmetry] = None,
    at_least: Sequence[str] = (),
    at_most: Sequence[str] = (),
    attempts: Optional[int] = None,
    threads: Optional[int] = None,
    lang: Optional[o.Lang] = None,
) -> List[Dict[str, Any]]:
    """Makes ``count`` fresh puzzles with exactly one solution, as
    ``sudoku-trace generate`` does: each a dict with its ``puzzle`` (one
    line, ``.`` for an empty cell), ``solution``, ``givens``, ``seed``,
    ``index`` and the ``ratings`` the filters measured. The same ``seed``
    and options give the same puzzles; without one a seed is drawn (each
    dict says which). Filters name a strategy, a counter and a value:
    ``at_most=["singles:placements=0"]`` (solvable by singles without a
    guess), ``at_least=["mrv:placements=20"]``. A puzzle not made within
    ``attempts`` solved grids raises :class:`SudokuTraceError` (exit code
    1) with the command's message, in ``lang`` when given."""
    # Checked here, in Python's words: a negative number would reach the
    # command as an option of its own ("unexpected argument '-1'").
    o.whole("count", count, 1, 10_000_000)
    o.optional(o.whole, "seed", seed, 0)
    o.optional(o.whole, "givens", givens, 0)
    o.optional(o.whole, "attempts", attempts, 1, 2**32 - 1)
    o.optional(o.whole, "threads", threads, 1)
    o.optional(o.choice, "symmetry", symmetry, o.Symmetry)
    o.looks(lang, None)
    options = optional_args(
        count=count,
        box=None if box is None else o.box(box),
        seed=seed,
        minimal=minimal,
        givens=givens,
        symmetry=symmetry,
        attempts=attempts,
        threads=threads,
        lang=lang,
    )
    for bound, filters in (("--at-least", at_least), ("--at-most", at_most)):
        if isinstance(filters, str):
            filters = [filters]
        for one in filters:
            if not isinstance(one, str):
                raise o.ArgumentTypeError(bound[2:].replace("-", "_"), f"{bound[2:].replace('-', '_')} holds {one!r}:"
                                          " each filter is a str such as 'singles:placements=0'", one)
            options.append(f"{bound}={one}")
    done = command(["generate", *options, "--format", "jsonl"])
    if done.exit_code != 0:
        # Not every puzzle was made within its attempts: the command says
        # which, and the caller asked for all of them.
        raise SudokuTraceError(done.stderr.strip(), exit_code=done.exit_code)
    return [json.loads(line) for line in done.text.splitlines()]
