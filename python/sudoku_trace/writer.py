"""A trace writer for your own solver: one method call per step of the search.

``TraceWriter`` writes the trace format of ``docs/trace-format.md`` (JSON
Lines: a header line, one line per event, a footer line), so that
``sudoku-trace verify``, ``render`` and ``diff`` can check, draw and compare
a search written in Python::

    with TraceWriter("mine.jsonl", puzzle=text) as trace:
        trace.candidates((0, 0), [1, 4], [(2, (2, 0), "column"), (3, (0, 2), "row")])
        trace.placed((0, 0), 1, choice=1, of=2)
        ...

The writer keeps what is tedious and easy to get wrong by hand: the header,
the ``depth`` of every event, the solutions' numbers, the footer's counters
and its ``end``. It checks every argument before it writes, so a slip in the
solver (a cell off the grid, an undo with no guess standing) is an exception
at the line that made it, not an invalid trace found later.

It uses the standard library only and never the compiled part of the
package, so it works from a source checkout (``PYTHONPATH=python``) too.
"""

from __future__ import annotations

import json
import re
import os
import secrets
import stat
import sys
import weakref
from types import TracebackType
from typing import IO, Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Type, Union, cast, get_args

from . import records as _records

__all__ = ["TraceWriter"]

Cell = Tuple[int, int]
"""A cell as ``(row, col)``, both counted from 0 (a list ``[row, col]`` will do)."""

Givens = Union[str, Sequence[Sequence[int]]]
"""The givens: a string (``.`` or ``0`` for empty), or rows of ints (0 for empty)."""

# The format's names, from the records generated from the tool's own schema
# (python/scripts/typed_records.py), so that they never drift from it.
UNITS: Tuple[str, ...] = get_args(_records.Unit)
"""The unit names of the format."""

RULES: Tuple[str, ...] = get_args(_records.Rule)
"""The deduction rules of the format."""

PRUNING_REASONS: Tuple[str, ...] = get_args(_records.PruneReason)
"""Why inference took a digit out of a domain (forward checking, arc consistency)."""

ENDS: Tuple[str, ...] = tuple(end for end in get_args(_records.End) if end != "placement_limit")
"""The footer's ``end`` values (``placement_limit`` is ``compare``'s own)."""

LIMIT_EVENTS = {"step_limit": "step_limit_reached", "time_limit": "time_limit_reached"}
"""The ends a trace must close with an event of its own, and that event."""

SCHEMA_VERSION = _records.SCHEMA_VERSION

MAX_SIZE = 25
"""The largest side the tool reads (boxes of at most 25 cells)."""

_SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""The symbol of digit d is ``_SYMBOLS[d - 1]``: 1-9, then A for 10, B for 11..."""


def _symbol_value(ch: str) -> int:
    """The digit a puzzle character stands for (0 for empty)."""
    if ch in ".0":
        return 0
    value = _SYMBOLS.find(ch.upper()) + 1
    if value == 0:
        raise ValueError(f"puzzle: {ch!r} is not a digit, a letter or '.'")
    return value


def _default_box(size: int) -> Tuple[int, int]:
    """The tool's box shape: rows = the largest divisor r of the size with r*r <= size."""
    rows = max(r for r in range(1, size + 1) if size % r == 0 and r * r <= size)
    if rows == 1 and size > 1:
        raise ValueError(f"puzzle: a {size}x{size} grid has no usual box shape; give box=(rows, cols)")
    return rows, size // rows


_LIBRARY_NAME = re.compile(r"^(?=[a-z0-9-]*[q-z-])[a-z][a-z0-9-]*$")


def _resolve(puzzle: Any, box: Any) -> Tuple[Givens, Any]:
    """A puzzle the writer reads itself (givens as text or rows), or one
    the command reads for it: a :class:`~sudoku_trace.Puzzle`, a path, or a
    library name (a string too short or too odd to be givens, such as
    ``"classic"``); with its box shape, ``box`` as given (``"2x3"`` or
    ``(2, 3)``) or the puzzle's own."""
    from ._puzzle import Puzzle

    if isinstance(box, str):
        from . import _options

        rows, cols = _options.box(box).split("x")
        box = (int(rows), int(cols))
    # A library name ("classic", "csp-6x6") is lower case and has a letter
    # no givens use (past "p", the symbol of 25) or a dash.
    named = isinstance(puzzle, str) and bool(_LIBRARY_NAME.match(puzzle.strip()))
    if not (isinstance(puzzle, (Puzzle, os.PathLike)) or named):
        return puzzle, box
    # These need the native module (the command reads the puzzle).
    chosen = puzzle if isinstance(puzzle, Puzzle) else (
        Puzzle.named(puzzle.strip()) if named else Puzzle.file(puzzle))
    read = chosen.read()
    own = (int(read["box"][0]), int(read["box"][1]))
    if box is not None and chosen._kind in ("named", "default") and tuple(box) != own:
        raise ValueError(f"box: the library's puzzle has its own box shape, {own[0]}x{own[1]}; leave box out")
    return read["givens"], own if box is None else box


def _read_puzzle(puzzle: Givens) -> List[int]:
    """The puzzle's cells row by row, 0 for empty; its size is checked by the caller."""
    if isinstance(puzzle, str):
        return [_symbol_value(ch) for ch in puzzle if not ch.isspace()]
    if isinstance(puzzle, (list, tuple)):
        cells = []
        size = len(puzzle)
        for r, row in enumerate(puzzle):
            if not isinstance(row, (list, tuple)) or len(row) != size:
                raise ValueError(f"puzzle: {size} rows, so each row is a list of {size} ints")
            for c, value in enumerate(row):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise TypeError(f"puzzle: rows[{r}][{c}] is {value!r}; expected an int from 0 (empty) to {size}")
                if not 0 <= value <= size:
                    raise ValueError(f"puzzle: rows[{r}][{c}] is {value}; expected an int from 0 (empty) to {size}")
                cells.append(value)
        return cells
    raise TypeError(f"puzzle: a string or a list of lists of ints, not {type(puzzle).__name__}")


def _writes_straight_through(path: str) -> bool:
    """Whether ``path`` is written directly, not through a file renamed over it.

    Anything that exists and is not a regular file (a device such as
    ``/dev/null`` or ``/dev/full``, a FIFO, a link to either) is opened and
    written as it is, as the command's ``-o`` does: renaming a file over
    it would replace the device for every program on the machine, and its
    errors (``/dev/full``'s ENOSPC) would never be seen. Links are
    followed, so a link to a regular file counts as one.
    """
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except (FileNotFoundError, NotADirectoryError):
        return False


def _rename_target(path: str) -> str:
    """The file a whole trace is renamed over: ``path``, or the file its links lead to.

    A symbolic link is never renamed over (that would replace the link by a
    file): the trace goes where the link points, beside its target, and the
    link stays. A dangling link gets its target created, as ``open`` would.
    """
    return os.path.realpath(path) if os.path.islink(path) else path


def _remove_if_left(path: str) -> None:
    """Removes a temporary file a writer never closed (its finaliser)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _create_beside(target: str) -> Tuple[str, IO[str]]:
    """A new hidden file in the target's folder, for the trace until it is whole.

    Renamed over the target on a clean exit (a rename within a folder
    replaces a file in one step). Created as ``open`` would create the
    target, so the trace gets the usual permissions. ``target`` is a
    regular file or none (see ``_writes_straight_through``), never a link
    (``_rename_target``).
    """
    folder, name = os.path.split(os.path.abspath(target))
    temp = os.path.join(folder, f".{name}.{secrets.token_hex(8)}.tmp")
    handle = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    return temp, os.fdopen(handle, "w", encoding="utf-8", newline="\n")


class TraceWriter:
    """Writes one search as a sudoku-trace JSON Lines trace: use it in a ``with`` block.

    Entering the block writes the header; each method writes one event;
    leaving the block cleanly writes the footer with the counters kept so
    far. If the block raises, no footer is written, and a file named by a
    path is not created (an older file of that name stays as it was): a
    trace cut short is never mistaken for a whole one.

    Args:
        out: where the trace goes: a path (``str`` or ``os.PathLike``;
            written to a temporary file beside it, renamed on a clean exit;
            a symbolic link stays, its target is written; a path that is
            no regular file, such as ``/dev/null`` or a FIFO, is written
            directly and closed on exit, its errors raised), a text file
            object (written as the search goes; not closed), or ``None``
            for standard output.
        puzzle: the givens, as a string of N*N symbols (``.`` or ``0`` for
            empty, 1-9 then A, B... for 10 and up; whitespace and newlines
            ignored) or as N lists of N ints (0 for empty); or, read by the
            command (it needs the native module), a
            :class:`~sudoku_trace.Puzzle`, a path, or a library name such
            as ``"classic"``.
        strategy: the header's name for the search. Any name will do, but
            ``verify`` reads a ``backtrack`` combination from it
            (``backtrack+fc``): a trace with ``pruned`` events must name one.
        box: the box shape ``(rows, cols)`` or ``"RxC"``; by default the
            puzzle's own (a library puzzle's, a :class:`~sudoku_trace.Puzzle`'s)
            or the tool's: rows is the largest divisor r of N with r*r <= N
            (2x2, 2x3, 3x3, 4x4).
        max_solutions: stop after this many solutions (``None``: find all);
            the footer's ``end`` is ``solution_limit`` once they are written.
        max_steps: the header's step limit (``None``: no limit); after that
            many events the only one left to write is ``step_limit_reached()``.
        time_limit: the header's time limit in seconds (``None``: none, and
            the header leaves it out); the solver that runs out of time
            calls ``time_limit_reached()``.
    """

    def __init__(
        self,
        out: Union[str, "os.PathLike[str]", IO[str], None] = None,
        *,
        puzzle: Any,
        strategy: str = "student",
        box: Union[Tuple[int, int], str, None] = None,
        max_solutions: Optional[int] = 1,
        max_steps: Optional[int] = None,
        time_limit: Optional[float] = None,
    ) -> None:
        puzzle, box = _resolve(puzzle, box)
        cells = _read_puzzle(puzzle)
        size = int(round(len(cells) ** 0.5))
        if size * size != len(cells) or size == 0:
            raise ValueError(f"puzzle: {len(cells)} cells, which is no square grid")
        self._size = size
        self._box = self._check_box(_default_box(size) if box is None else box)
        for value in cells:
            if not 0 <= value <= size:
                raise ValueError(f"puzzle: {value} is no digit of a {size}x{size} puzzle (1..{size}, 0 for empty)")
        self._givens = cells
        self._check_givens()
        if not isinstance(strategy, str) or not strategy:
            raise ValueError("strategy: a name, such as 'student' or 'backtrack+fc'")
        self._strategy = strategy
        self._max_solutions = self._check_limit("max_solutions", max_solutions)
        self._max_steps = self._check_limit("max_steps", max_steps, zero=True)
        if time_limit is not None and (isinstance(time_limit, bool) or not isinstance(time_limit, (int, float))
                                       or not time_limit > 0):
            raise ValueError(f"time_limit: None or a number of seconds > 0, not {time_limit!r}")
        self._time_limit = time_limit
        if out is not None and not isinstance(out, (str, os.PathLike)) and not hasattr(out, "write"):
            raise TypeError(f"out: a path, a text file or None, not {type(out).__name__}")
        self._out = out
        self._stream: Optional[IO[str]] = None
        self._temp_path: Optional[str] = None
        self._target: Optional[str] = None  # what the temporary file is renamed over
        self._owns_stream = False  # a file the writer opened, closed on exit
        self._cleanup: Optional["weakref.finalize[Any, Any]"] = None
        self._state = "new"  # then "open", then "closed"
        self._end: Optional[str] = None
        self._guesses: List[Tuple[Cell, int]] = []  # the placements standing, latest last
        self._deductions: List[Tuple[Cell, int, int]] = []  # (cell, digit, depth) standing
        self._stats = dict.fromkeys(
            ("placements", "deductions", "rejections", "dead_ends", "backtracks", "solutions", "max_depth", "events"),
            0,
        )
        self._textbook = dict.fromkeys(("prunings", "backjumps", "guesses_skipped"), 0)

    # ----- the grid -------------------------------------------------------

    @property
    def size(self) -> int:
        """N, the side of the grid."""
        return self._size

    @property
    def box(self) -> Tuple[int, int]:
        """The box shape ``(rows, cols)``."""
        return self._box

    @property
    def givens(self) -> str:
        """The header's ``givens``: the cells row by row, ``.`` for empty."""
        return "".join(_SYMBOLS[d - 1] if d else "." for d in self._givens)

    def grid(self) -> List[List[int]]:
        """The givens as N lists of N ints, 0 for empty: a fresh copy for the solver to fill in."""
        n = self._size
        return [self._givens[row * n : (row + 1) * n] for row in range(n)]

    @property
    def depth(self) -> int:
        """The number of guesses (``placed`` events) standing: the depth of the next event."""
        return len(self._guesses)

    @property
    def stats(self) -> Dict[str, int]:
        """The footer's counters so far (a copy); the textbook's only when not 0."""
        extra = {name: count for name, count in self._textbook.items() if count}
        return {**self._stats, **extra}

    @property
    def end(self) -> str:
        """How the search ended, as the footer will say.

        ``solution_limit`` once ``max_solutions`` solutions are written,
        ``step_limit`` after ``step_limit_reached()``, ``time_limit`` after
        ``time_limit_reached()``, else ``exhausted``; set it to
        ``"stopped"`` for a search stopped for any other reason.
        """
        if self._end is not None:
            return self._end
        if self._max_solutions is not None and self._stats["solutions"] >= self._max_solutions:
            return "solution_limit"
        return "exhausted"

    @end.setter
    def end(self, value: str) -> None:
        if value in LIMIT_EVENTS:
            raise ValueError(f"end: {value!r} comes with its event: call {LIMIT_EVENTS[value]}() instead")
        if value not in ENDS:
            raise ValueError(f"end: one of {', '.join(ENDS)}, not {value!r}")
        if self._end in LIMIT_EVENTS:
            raise ValueError(f"end: the trace ends at {LIMIT_EVENTS[self._end]}, so its end is {self._end!r}")
        self._end = value

    @property
    def finished(self) -> bool:
        """True once nothing may follow: the last solution asked for, or a limit's event, is written."""
        return self.end in ("solution_limit", *LIMIT_EVENTS)

    # ----- the with-block --------------------------------------------------

    def __enter__(self) -> "TraceWriter":
        """Opens the output and writes the header."""
        if self._state != "new":
            raise RuntimeError("a TraceWriter writes one trace: make a new one")
        if self._out is None:
            self._stream = sys.stdout
        elif isinstance(self._out, (str, os.PathLike)):
            path = os.fspath(self._out)
            if _writes_straight_through(path):
                self._stream = open(path, "w", encoding="utf-8", newline="\n")
            else:
                self._target = _rename_target(path)
                self._temp_path, self._stream = _create_beside(self._target)
                # A writer never closed (no with-block, or dropped half-way)
                # leaves no hidden file behind once it is collected, or at exit.
                self._cleanup = weakref.finalize(self, _remove_if_left, self._temp_path)
            self._owns_stream = True
        else:
            self._stream = self._out
        self._state = "open"
        options: Dict[str, Any] = {"max_solutions": self._max_solutions, "max_steps": self._max_steps}
        if self._time_limit is not None:
            options["time_limit"] = self._time_limit
        header = {
            "schema_version": SCHEMA_VERSION,
            "puzzle": {"size": self._size, "box": list(self._box), "givens": self.givens},
            "strategy": self._strategy,
            "options": options,
        }
        self._write(header)
        return self

    def __exit__(
        self,
        kind: Optional[Type[BaseException]],
        error: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        """Writes the footer on a clean exit; on an exception, leaves no file behind.

        A failed write, flush or close (a full disk, ``/dev/full``'s
        ENOSPC) raises here, and the file renamed over is then left as it
        was. A device or FIFO written directly keeps what reached it.
        """
        self._state = "closed"
        assert self._stream is not None
        whole = False
        try:
            if kind is None:
                self._write({"end": self.end, "stats": self.stats})
            self._stream.flush()
            whole = kind is None
        finally:
            closed = False
            try:
                if self._owns_stream:
                    self._stream.close()
                closed = True
            finally:
                if self._temp_path is not None:
                    if whole and closed:
                        os.replace(self._temp_path, cast(str, self._target))
                    else:
                        os.unlink(self._temp_path)
                    if self._cleanup is not None:
                        self._cleanup.detach()

    # ----- the events ------------------------------------------------------

    def candidates(
        self,
        cell: Sequence[int],
        candidates: Iterable[int],
        excluded: Iterable[Union[Sequence[Any], Mapping[str, Any]]],
    ) -> None:
        """``candidates_computed``: the digits that could go in the empty ``cell``.

        ``excluded`` gives every other digit with its reason, the first peer
        holding it (row first, then column, then box, each in reading
        order), as ``(digit, peer, unit)`` or ``{"digit", "peer", "unit"}``.
        Both lists may come in any order; they are written ascending.
        """
        cell = self._cell(cell)
        digits = sorted(self._digit(d, "candidates") for d in candidates)
        reasons: List[Tuple[int, Dict[str, Any]]] = []
        for item in excluded:
            if isinstance(item, Mapping):
                fields = (item.get("digit"), item.get("peer"), item.get("unit"))
            elif isinstance(item, (list, tuple)) and len(item) == 3:
                fields = tuple(item)
            else:
                raise TypeError(f"excluded: each is (digit, peer, unit) or a dict of them, not {item!r}")
            digit = self._digit(fields[0], "excluded digit")
            peer = self._peer(cell, fields[1], fields[2])
            reasons.append((digit, {"digit": digit, "peer": list(peer), "unit": fields[2]}))
        reasons.sort(key=lambda r: r[0])
        named = digits + [d for d, _ in reasons]
        if sorted(named) != list(range(1, self._size + 1)):
            raise ValueError(
                f"candidates and excluded: each digit 1..{self._size} once, in one or the other "
                f"(got candidates {digits}, excluded {[d for d, _ in reasons]})"
            )
        excluded_fields = [reason for _, reason in reasons]
        self._event("candidates_computed", cell=list(cell), depth=self.depth, candidates=digits, excluded=excluded_fields)

    def placed(self, cell: Sequence[int], digit: int, choice: Optional[int] = None, of: Optional[int] = None) -> None:
        """``placed``: a guess, ``digit`` written into the empty ``cell``; the depth rises by one.

        ``choice`` of ``of`` says which of the cell's candidates it is (1 for
        the first); give both or neither.
        """
        cell, digit = self._cell(cell), self._digit(digit)
        self._check_empty("placed", cell)
        fields: Dict[str, Any] = {}
        if (choice is None) != (of is None):
            raise ValueError("placed: give choice and of together, or neither")
        if choice is not None:
            for name, value in (("choice", choice), ("of", of)):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise TypeError(f"placed: {name} is an int, not {value!r}")
            if not 1 <= choice <= of <= self._size:  # type: ignore[operator]
                raise ValueError(f"placed: choice {choice} of {of} is not 1 <= choice <= of <= {self._size}")
            fields = {"choice": choice, "of": of}
        depth = self.depth + 1
        self._event("placed", cell=list(cell), digit=digit, depth=depth, **fields)
        self._guesses.append((cell, digit))
        self._stats["placements"] += 1
        self._stats["max_depth"] = max(self._stats["max_depth"], depth)

    def undone(self, cell: Sequence[int], digit: int) -> None:
        """``undone``: the latest guess standing taken back (a backtrack); the depth falls by one.

        The deductions made since that guess must be retracted first.
        """
        cell, digit = self._cell(cell), self._digit(digit)
        if not self._guesses:
            raise ValueError(f"undone: no guess is standing to take back ({list(cell)} = {digit})")
        if self._guesses[-1] != (cell, digit):
            latest_cell, latest_digit = self._guesses[-1]
            raise ValueError(
                f"undone: {list(cell)} = {digit} is not the latest guess standing, "
                f"{list(latest_cell)} = {latest_digit}"
            )
        if self._deductions and self._deductions[-1][2] == self.depth:
            raise ValueError("undone: retract the deductions made since this guess first")
        self._event("undone", cell=list(cell), digit=digit, depth=self.depth)
        self._guesses.pop()
        self._stats["backtracks"] += 1

    def dead_end(
        self,
        cell: Optional[Sequence[int]] = None,
        *,
        digit: Optional[int] = None,
        unit: Optional[str] = None,
        index: Optional[int] = None,
    ) -> None:
        """``dead_end``: stuck, at an empty ``cell`` where no digit fits.

        Or, instead of a cell, ``digit=``, ``unit=`` and ``index=``: a digit
        with no place left in that unit (rows, columns and boxes counted from
        0, boxes in reading order).
        """
        self._event("dead_end", **self._subject("dead_end", cell, digit, unit, index))
        self._stats["dead_ends"] += 1

    def constraint_chosen(
        self,
        options: int,
        cell: Optional[Sequence[int]] = None,
        *,
        digit: Optional[int] = None,
        unit: Optional[str] = None,
        index: Optional[int] = None,
    ) -> None:
        """``constraint_chosen``: exact cover (``dlx``) chose the constraint
        with the fewest ways to be met, ``options`` of them (0..N): an empty
        ``cell`` that must hold a digit, or instead ``digit=``, ``unit=`` and
        ``index=``: a digit that must appear once in that unit (rows, columns
        and boxes counted from 0, boxes in reading order). Each way is then
        tried in turn (``placed``)."""
        if not isinstance(options, int) or isinstance(options, bool) or not 0 <= options <= self._size:
            raise ValueError(f"constraint_chosen: options is 0..{self._size}, not {options!r}")
        fields = self._subject("constraint_chosen", cell, digit, unit, index)
        fields["options"] = options
        self._event("constraint_chosen", **fields)

    def rejected(self, cell: Sequence[int], digit: int, peer: Sequence[int], unit: str) -> None:
        """``rejected``: the conflict check refused ``digit`` in ``cell``: ``peer``, in ``unit``, holds it."""
        cell, digit = self._cell(cell), self._digit(digit)
        peer = self._peer(cell, peer, unit)
        self._event("rejected", cell=list(cell), digit=digit, depth=self.depth, peer=list(peer), unit=unit)
        self._stats["rejections"] += 1

    def deduced(self, cell: Sequence[int], digit: int, rule: str, unit: Optional[str] = None) -> None:
        """``deduced``: a digit forced by ``rule``, ``naked_single`` or ``hidden_single``.

        A hidden single names the ``unit`` where ``digit`` has no other
        place; a naked single names none. Deductions leave the depth as it is.
        """
        cell, digit = self._cell(cell), self._digit(digit)
        self._check_empty("deduced", cell)
        if rule not in RULES:
            raise ValueError(f"deduced: rule is one of {', '.join(RULES)}, not {rule!r}")
        fields: Dict[str, Any] = {}
        if rule == "hidden_single":
            if unit is None:
                raise ValueError("deduced: a hidden single names its unit")
            fields["unit"] = self._unit(unit)
        elif unit is not None:
            raise ValueError("deduced: a naked single names no unit")
        self._event("deduced", cell=list(cell), digit=digit, depth=self.depth, rule=rule, **fields)
        self._deductions.append((cell, digit, self.depth))
        self._stats["deductions"] += 1

    def retracted(self, cell: Sequence[int], digit: int) -> None:
        """``retracted``: a standing deduction taken away on the way back, the latest first."""
        cell, digit = self._cell(cell), self._digit(digit)
        if not self._deductions or self._deductions[-1] != (cell, digit, self.depth):
            raise ValueError(
                f"retracted: {list(cell)} = {digit} is not the latest deduction standing at depth {self.depth}"
            )
        self._event("retracted", cell=list(cell), digit=digit, depth=self.depth)
        self._deductions.pop()

    def solved(self, grid: Givens) -> None:
        """``solved``: every cell filled; ``grid`` as rows of ints or a string. Numbered 1, 2, 3..."""
        cells = _read_puzzle(grid)
        if len(cells) != self._size**2 or not all(1 <= d <= self._size for d in cells):
            raise ValueError(f"solved: the grid is {self._size}x{self._size} with a digit 1..{self._size} in each cell")
        if any(given and given != digit for given, digit in zip(self._givens, cells)):
            raise ValueError("solved: the grid does not keep the givens")
        number = self._stats["solutions"] + 1
        line = "".join(_SYMBOLS[d - 1] for d in cells)
        self._event("solved", number=number, depth=self.depth, grid=line)
        self._stats["solutions"] = number

    def step_limit_reached(self) -> None:
        """``step_limit_reached``: the search stops at ``max_steps``; the footer's end is ``step_limit``.

        Only once ``max_steps`` events are written: ``finished`` is then true,
        and the solver stops.
        """
        if self._max_steps is None or self._stats["events"] != self._max_steps:
            raise ValueError(f"step_limit_reached: only after max_steps ({self._max_steps}) events")
        self._limit_reached("step_limit")

    def time_limit_reached(self) -> None:
        """``time_limit_reached``: the search's time (``time_limit``) is up; the footer's end is ``time_limit``."""
        if self._time_limit is None:
            raise ValueError("time_limit_reached: only with a time_limit in the header")
        self._limit_reached("time_limit")

    def _limit_reached(self, end: str) -> None:
        """Writes a limit's event (its ``steps``: the events before it); nothing may follow."""
        self._event(LIMIT_EVENTS[end], steps=self._stats["events"], limit_event=True)
        self._end = end

    def pruned(self, cell: Sequence[int], digit: int, by: Sequence[int], reason: str) -> None:
        """``pruned``: inference took ``digit`` out of the domain of the empty ``cell``.

        ``by`` is the cell just placed with it (``reason="placed"``, forward
        checking) or an empty cell with ``digit`` as its only value left
        (``"one_value"``, arc consistency); either way a peer of ``cell``.
        """
        cell, digit = self._cell(cell), self._digit(digit)
        by = self._cell(by, "by")
        if not self._is_peer(cell, by):
            raise ValueError(f"pruned: by {list(by)} is no peer of {list(cell)}")
        if reason not in PRUNING_REASONS:
            raise ValueError(f"pruned: reason is one of {', '.join(PRUNING_REASONS)}, not {reason!r}")
        self._event("pruned", cell=list(cell), digit=digit, depth=self.depth, by=list(by), reason=reason)
        self._textbook["prunings"] += 1

    def values_ordered(self, cell: Sequence[int], values: Iterable[Union[Sequence[int], Mapping[str, int]]]) -> None:
        """``values_ordered``: the least-constraining-value order of ``cell``'s values.

        ``values`` in the order they will be tried, each ``(digit, removes)``
        or ``{"digit", "removes"}``: how many empty peers hold it in their domain.
        """
        cell = self._cell(cell)
        ordered = []
        for item in values:
            digit, removes = (item.get("digit"), item.get("removes")) if isinstance(item, Mapping) else tuple(item)
            if not isinstance(removes, int) or isinstance(removes, bool) or removes < 0:
                raise ValueError(f"values_ordered: removes is a count (an int >= 0), not {removes!r}")
            ordered.append({"digit": self._digit(digit, "values_ordered digit"), "removes": removes})
        self._event("values_ordered", cell=list(cell), depth=self.depth, values=ordered)

    def conflict_set(self, cell: Sequence[int], conflicts: Iterable[Union[Sequence[Any], Mapping[str, Any]]]) -> None:
        """``conflict_set``: after a dead end at ``cell``, the earliest guess excluding each of its digits.

        ``conflicts`` as ``(cell, depth)`` or ``{"cell", "depth"}``, the earliest first.
        """
        self._event("conflict_set", cell=list(self._cell(cell)), depth=self.depth, conflicts=self._conflicts(conflicts))

    def backjumped(
        self,
        cell: Sequence[int],
        to: Sequence[int],
        digit: int,
        over: int,
        conflicts: Iterable[Union[Sequence[Any], Mapping[str, Any]]],
    ) -> None:
        """``backjumped``: ``cell``'s values are used up; the search goes back to guess ``to`` = ``digit``.

        ``over`` guesses (at least 1) standing in between are undone without
        trying their other values; write their ``undone`` events next, the
        latest first, then the one of ``to``.
        """
        cell, to, digit = self._cell(cell), self._cell(to, "to"), self._digit(digit)
        if not isinstance(over, int) or isinstance(over, bool) or not 1 <= over < self.depth:
            raise ValueError(f"backjumped: over is 1 up to the depth less one ({self.depth - 1}), not {over!r}")
        fields: Dict[str, Any] = dict(to=list(to), digit=digit, over=over, conflicts=self._conflicts(conflicts))
        self._event("backjumped", cell=list(cell), depth=self.depth, **fields)
        self._textbook["backjumps"] += 1
        self._textbook["guesses_skipped"] += over

    # ----- checks at the door ---------------------------------------------

    def _event(self, kind: str, limit_event: bool = False, **fields: Any) -> None:
        """Writes one event once the writer is open and the search not over, and counts it."""
        if self._state != "open":
            raise RuntimeError(f"{kind}: write events inside the writer's with-block")
        if self.finished:
            last = LIMIT_EVENTS.get(self.end) or f"solution {self._max_solutions}, the last asked for,"
            raise ValueError(f"{kind}: nothing follows once {last} is written")
        if self._max_steps is not None and self._stats["events"] >= self._max_steps and not limit_event:
            raise ValueError(
                f"{kind}: max_steps ({self._max_steps}) events are written: call step_limit_reached() and stop"
            )
        self._write({"event": kind, **fields})
        self._stats["events"] += 1

    def _write(self, record: Dict[str, Any]) -> None:
        """One record on one line, compact as the tool writes it."""
        assert self._stream is not None
        self._stream.write(json.dumps(record, separators=(",", ":")) + "\n")

    def _subject(
        self, kind: str, cell: Optional[Sequence[int]], digit: Optional[int], unit: Optional[str],
        index: Optional[int],
    ) -> Dict[str, Any]:
        """The fields of a dead end's or a chosen constraint's subject, in
        the tool's order: a cell, or a digit in one unit; never both."""
        if cell is not None:
            if (digit, unit, index) != (None, None, None):
                raise ValueError(f"{kind}: a cell, or a digit, unit and index, not both")
            return {"cell": list(self._cell(cell)), "depth": self.depth}
        if digit is None or unit is None or index is None:
            raise ValueError(f"{kind}: a cell, or all of digit, unit and index")
        return {"depth": self.depth, "digit": self._digit(digit), "unit": self._unit(unit),
                "index": self._index(index)}

    def _cell(self, cell: Any, name: str = "cell") -> Cell:
        """``cell`` as a (row, col) tuple inside the grid."""
        if not isinstance(cell, (list, tuple)) or len(cell) != 2:
            raise TypeError(f"{name}: (row, col), not {cell!r}")
        for value in cell:
            if not isinstance(value, int) or isinstance(value, bool):
                raise TypeError(f"{name}: row and col are ints, not {value!r}")
        if not all(0 <= value < self._size for value in cell):
            side = self._size
            raise ValueError(f"{name}: {list(cell)} is off the {side}x{side} grid (row and col 0..{side - 1})")
        return (cell[0], cell[1])

    def _digit(self, digit: Any, name: str = "digit") -> int:
        """``digit`` checked to be 1..N."""
        if not isinstance(digit, int) or isinstance(digit, bool):
            raise TypeError(f"{name}: an int, not {digit!r}")
        if not 1 <= digit <= self._size:
            raise ValueError(f"{name}: {digit} is no digit of a {self._size}x{self._size} puzzle (1..{self._size})")
        return digit

    def _unit(self, unit: Any) -> str:
        """``unit`` checked to be a unit name."""
        if unit not in UNITS:
            raise ValueError(f"unit: one of {', '.join(UNITS)}, not {unit!r}")
        return str(unit)

    def _index(self, index: Any) -> int:
        """A unit's number, 0..N-1."""
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < self._size:
            raise ValueError(f"index: a unit's number 0..{self._size - 1}, not {index!r}")
        return index

    def _check_empty(self, kind: str, cell: Cell) -> None:
        """A digit goes only into a cell with no given, no guess and no deduction standing."""
        if self._givens[cell[0] * self._size + cell[1]]:
            raise ValueError(f"{kind}: cell {list(cell)} holds a given")
        standing = [c for c, _ in self._guesses] + [c for c, _, _ in self._deductions]
        if cell in standing:
            raise ValueError(f"{kind}: cell {list(cell)} already holds a digit standing")

    def _box_of(self, cell: Cell) -> int:
        """The number of the box holding ``cell``, boxes in reading order."""
        rows, cols = self._box
        return (cell[0] // rows) * (self._size // cols) + cell[1] // cols

    def _shares(self, cell: Cell, other: Cell, unit: str) -> bool:
        """True when ``other`` is in ``cell``'s row, column or box, as ``unit`` says."""
        if unit == "row":
            return cell[0] == other[0]
        if unit == "column":
            return cell[1] == other[1]
        return self._box_of(cell) == self._box_of(other)

    def _is_peer(self, cell: Cell, other: Cell) -> bool:
        """True when ``other`` is another cell of ``cell``'s row, column or box."""
        return other != cell and any(self._shares(cell, other, unit) for unit in UNITS)

    def _peer(self, cell: Cell, peer: Any, unit: Any) -> Cell:
        """``peer`` checked to be another cell in ``cell``'s ``unit``."""
        peer = self._cell(peer, "peer")
        if peer == cell or not self._shares(cell, peer, self._unit(unit)):
            raise ValueError(f"peer: {list(peer)} is not another cell of the {unit} of {list(cell)}")
        checked: Cell = peer
        return checked

    def _conflicts(self, conflicts: Iterable[Union[Sequence[Any], Mapping[str, Any]]]) -> List[Dict[str, Any]]:
        """A conflict set as the format writes it: ``{"cell", "depth"}``, the depths those of guesses."""
        written = []
        for item in conflicts:
            cell, depth = (item.get("cell"), item.get("depth")) if isinstance(item, Mapping) else tuple(item)
            if not isinstance(depth, int) or isinstance(depth, bool) or not 1 <= depth <= self.depth:
                raise ValueError(f"conflicts: a guess's depth is 1..{self.depth}, not {depth!r}")
            written.append({"cell": list(self._cell(cell, "conflict cell")), "depth": depth})
        return written

    def _check_box(self, box: Any) -> Tuple[int, int]:
        """A box shape (rows, cols) that tiles the grid."""
        if not isinstance(box, (list, tuple)) or len(box) != 2 or not all(isinstance(v, int) and v > 0 for v in box):
            raise TypeError(f"box: (rows, cols), two positive ints, not {box!r}")
        if box[0] * box[1] != self._size:
            raise ValueError(f"box: a {box[0]}x{box[1]} box does not fit a {self._size}x{self._size} puzzle")
        if min(box) < 2 or self._size > MAX_SIZE:
            raise ValueError(f"box: boxes need at least 2 rows and 2 columns, at most {MAX_SIZE} cells, not {box!r}")
        return (box[0], box[1])

    def _check_givens(self) -> None:
        """No digit twice in a row, column or box of the givens: such a puzzle is refused by the tool."""
        seen = set()
        for position, digit in enumerate(self._givens):
            if digit:
                cell = divmod(position, self._size)
                for key in (("row", cell[0]), ("column", cell[1]), ("box", self._box_of(cell))):
                    if (key, digit) in seen:
                        raise ValueError(f"puzzle: {digit} twice in {key[0]} {key[1]} (counted from 0)")
                    seen.add((key, digit))

    @staticmethod
    def _check_limit(name: str, value: Any, zero: bool = False) -> Optional[int]:
        """A limit: None, or a positive int (0 allowed for max_steps)."""
        if value is None:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or value < (0 if zero else 1):
            raise ValueError(f"{name}: None or an int >= {0 if zero else 1}, not {value!r}")
        return value
