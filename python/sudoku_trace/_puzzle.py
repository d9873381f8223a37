"""What a ``puzzle`` argument may be, and the command-line arguments for it."""

from __future__ import annotations

import functools
import json
import operator
import os
import re
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _options as o
from ._errors import ArgumentError, ArgumentTypeError, PuzzleError
from ._run import command

#: What a puzzle file's name ends with (the formats the command reads);
#: a string ending so is a path, never givens.
_FILE_NAME = re.compile(r"\.(txt|sdk|sdm|ss|sudoku|puzzle|json)$", re.IGNORECASE)

PuzzleLike = Union[None, "Puzzle", str, bytes, "os.PathLike[str]", Sequence[Sequence[int]], Sequence[str]]
"""What a ``puzzle`` argument may be: a :class:`Puzzle`, or what
:meth:`Puzzle.of` reads as one (``None`` for the classic puzzle, a library
name, a path, the givens as text or bytes, rows of ints or of strings)."""

BoxLike = Union[str, Tuple[int, int], None]
"""A box shape: ``"2x3"`` or ``(2, 3)`` (rows, columns), or ``None`` for the usual one."""


@functools.lru_cache(maxsize=1)
def library() -> Tuple[Dict[str, Any], ...]:
    """The built-in library, as ``sudoku-trace puzzles --format json`` lists it."""
    return tuple(json.loads(command(["puzzles", "--format", "json"]).stdout))


def puzzles() -> List[Dict[str, Any]]:
    """The library of famous puzzles: each a dict with its ``name``,
    ``size``, ``givens``, ``source``, what it ``teaches`` and the puzzle's
    text, as ``sudoku-trace puzzles --format json`` writes it."""
    return [dict(entry) for entry in library()]


class Puzzle:
    """One puzzle, said once and taken the same way by every call that
    takes a ``puzzle`` (:func:`solve`, :func:`check`, :func:`compare`,
    :func:`grade`, :class:`TraceWriter`):

    >>> Puzzle.named("ai-escargot")              # from the library
    >>> Puzzle.file("homework/four.txt")          # a file, in any format the command reads
    >>> Puzzle.givens("53..7....6..195...", box=(2, 3))   # the givens themselves

    Every call still takes a plain value where it is unambiguous
    (:meth:`of` says how one is read), so ``solve("classic")`` and
    ``solve(Puzzle.named("classic"))`` are the same search.
    """

    __slots__ = ("_kind", "_value", "box")

    def __init__(self, kind: str, value: Union[str, bytes], box: Optional[str] = None) -> None:
        # Made by the constructors below, which check what they are given.
        self._kind = kind
        self._value = value
        self.box: Optional[str] = box
        """The box shape as ``"RxC"`` when not the usual one, else ``None``."""

    @classmethod
    def named(cls, name: str) -> "Puzzle":
        """The library's puzzle ``name`` (:func:`puzzles` lists them); its box is its own."""
        if not isinstance(name, str):
            raise ArgumentTypeError("puzzle", f"a library puzzle's name is a str, got {name!r}", name)
        if not any(entry["name"] == name for entry in library()):
            names = ", ".join(entry["name"] for entry in library())
            raise ArgumentError("puzzle", f"no puzzle named {name!r} in the library; it has {names}", name)
        return cls("named", name)

    @classmethod
    def file(cls, path: Union[str, "os.PathLike[str]"], *, box: BoxLike = None) -> "Puzzle":
        """The puzzle in the file at ``path`` (any format the command reads:
        a grid, a line of 81, ``.sdk``, ``.ss``, JSON), with its ``box``
        shape when not the usual one. The file must exist now."""
        if not isinstance(path, (str, os.PathLike)):
            raise ArgumentTypeError("puzzle", f"a puzzle file is a path, got {path!r}", path)
        name = os.fspath(path)
        if not os.path.isfile(name):
            raise FileNotFoundError(f"no puzzle file {name!r} (from {os.getcwd()})")
        return cls("file", name, _box_of(box))

    @classmethod
    def givens(
        cls, givens: Union[str, bytes, Sequence[Sequence[int]], Sequence[str]], *, box: BoxLike = None
    ) -> "Puzzle":
        """The givens themselves: text in any format the command reads
        (``"53..7...."``, a grid with separators), a file's bytes as read,
        rows of ints (0 for an empty cell, checked) or rows of strings
        (lines of the givens); with their ``box`` shape when not the usual
        one. The command reads them, and names a bad character's line and
        column (:class:`PuzzleError`)."""
        if isinstance(givens, (bytes, bytearray)):
            return cls("givens", bytes(givens), _box_of(box))
        if isinstance(givens, str):
            return cls("givens", givens.encode("utf-8"), _box_of(box))
        return cls("givens", _rows_text(givens), _box_of(box))

    @classmethod
    def of(cls, puzzle: PuzzleLike, *, box: BoxLike = None) -> "Puzzle":
        """``puzzle`` as a :class:`Puzzle`: itself; ``None``, the classic
        puzzle; a ``str`` that names a library puzzle, then one that names
        an existing file, then the givens as text (16 cells or more); a
        path; bytes; rows. A string that looks like a file's name but
        names none raises ``FileNotFoundError``, never read as givens.
        ``box`` is the call's own ``box`` argument: it must agree with a
        :class:`Puzzle`'s."""
        shape = _box_of(box)
        if isinstance(puzzle, Puzzle):
            if shape is not None and puzzle.box is not None and shape != puzzle.box:
                raise ArgumentError("box", f"box={box!r}, but the puzzle's box is {puzzle.box!r}", box)
            if shape is not None and puzzle.box is None:
                if puzzle._kind in ("named", "default"):
                    raise ArgumentError("box", "a library puzzle has its own box shape; leave box out", box)
                return cls(puzzle._kind, puzzle._value, shape)
            return puzzle
        if puzzle is None:
            # The command's own default, named by no argument.
            return cls("default", "classic") if shape is None else cls.givens(_classic_text(), box=shape)
        if isinstance(puzzle, os.PathLike):
            return cls.file(puzzle, box=shape)
        if isinstance(puzzle, (bytes, bytearray)):
            return cls.givens(puzzle, box=shape)
        if isinstance(puzzle, str):
            if any(entry["name"] == puzzle for entry in library()):
                if shape is not None:
                    raise ArgumentError("box", "a library puzzle has its own box shape; leave box out", box)
                return cls("named", puzzle)
            if "\n" not in puzzle and os.path.isfile(puzzle):
                return cls.file(puzzle, box=shape)
            if "\n" not in puzzle and (os.sep in puzzle or _FILE_NAME.search(puzzle)):
                # A path that names no file, not givens with a '/' in them.
                raise FileNotFoundError(f"no puzzle file {puzzle!r} (from {os.getcwd()})")
            if len(puzzle.strip()) < 16:
                raise ArgumentError(
                    "puzzle",
                    f"{puzzle!r} is neither a puzzle of the library (sudoku_trace.puzzles() lists them), "
                    "an existing file, nor the givens of a puzzle (16 cells or more)",
                    puzzle,
                )
            return cls.givens(puzzle, box=shape)
        return cls.givens(puzzle, box=shape)

    def read(self) -> Dict[str, Any]:
        """The puzzle as the command reads it: ``size``, ``box`` (``[rows,
        cols]``) and ``givens`` on one line (``.`` for an empty cell, then
        1-9, A-P), or :class:`PuzzleError` where it cannot be read."""
        args, data = self.solve_args()
        done = command(["solve", *args, "--max-steps", "1", "--format", "summary"], input=data, reading=PuzzleError)
        puzzle: Dict[str, Any] = json.loads(done.stdout)["puzzle"]
        return puzzle

    def solve_args(self) -> Tuple[List[str], bytes]:
        """The command's arguments naming this puzzle (``solve``,
        ``check``, ``compare``: a file as the positional argument), and
        the standard input they read."""
        return self._args([])

    def grade_args(self) -> Tuple[List[str], bytes]:
        """The arguments naming this puzzle as the assignment's (``grade``:
        a file after ``--puzzle-file``), and the standard input they read."""
        return self._args(["--puzzle-file"])

    def _args(self, file_flag: List[str]) -> Tuple[List[str], bytes]:
        if self._kind == "default":
            return [], b""
        if self._kind == "named":
            return ["--puzzle", str(self._value)], b""
        box = ["--box", self.box] if self.box else []
        if self._kind == "file":
            path = str(self._value)
            return [*file_flag, path if file_flag else _positional(path), *box], b""
        return [*file_flag, "-", *box], bytes(self._value)  # type: ignore[arg-type]

    def _key(self) -> Tuple[str, Union[str, bytes], Optional[str]]:
        # The default puzzle is the library's classic, however named.
        return ("named" if self._kind == "default" else self._kind, self._value, self.box)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Puzzle) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        box = f", box={self.box!r}" if self.box else ""
        if self._kind in ("named", "default"):
            return f"Puzzle.named({self._value!r})"
        if self._kind == "file":
            return f"Puzzle.file({self._value!r}{box})"
        text = bytes(self._value).decode("utf-8", "replace")  # type: ignore[arg-type]
        shown = text if len(text) <= 40 else text[:37] + "..."
        return f"Puzzle.givens({shown!r}{box})"


def puzzle_args(puzzle: PuzzleLike, box: BoxLike = None) -> Tuple[List[str], bytes]:
    """The arguments naming ``puzzle`` (see :meth:`Puzzle.of`) with its
    ``box``, and the standard input they read."""
    return Puzzle.of(puzzle, box=box).solve_args()


def _box_of(box: BoxLike) -> Optional[str]:
    """A box argument checked, as ``"RxC"``."""
    return None if box is None else o.box(box)


@functools.lru_cache(maxsize=1)
def _classic_text() -> bytes:
    """The classic puzzle's givens, for the default puzzle with a box of its own."""
    entry = next(entry for entry in library() if entry["name"] == "classic")
    return str(entry["puzzle"]).encode("utf-8")


def _rows_text(rows: Any) -> bytes:
    """Rows of ints (0 for empty) or of strings as the givens' text."""
    try:
        given = list(rows)
        cells = [list(row) for row in given]
    except TypeError:
        raise ArgumentTypeError(
            "puzzle",
            "a puzzle is a library name, a path, the givens as text or bytes, or rows of ints; "
            f"not {type(rows).__name__}",
            rows,
        ) from None
    if given and all(isinstance(row, str) for row in given):
        # Rows as text ("0030", "..3."): the lines of the givens as text,
        # read by the command, which names a bad character's place.
        return "".join(f"{row}\n" for row in given).encode("utf-8")
    if not cells or any(len(row) != len(cells) for row in cells):
        raise ArgumentError("puzzle", "a puzzle as rows of ints must be square: N rows of N cells", rows)
    alphabet = ".123456789ABCDEFGHIJKLMNOP"
    # Checked before indexing: a negative cell would index from the end
    # (-17 became 9), a bool or a float would pass for an int.
    largest = min(len(cells), len(alphabet) - 1)
    text = "\n".join("".join(alphabet[cell_value(d, r, c, largest)] for c, d in enumerate(row))
                     for r, row in enumerate(cells))
    return (text + "\n").encode("utf-8")


def _positional(path: str) -> str:
    """A path as the command's argument: one starting with ``-`` (``-x.txt``)
    as ``./-x.txt``, so that it is never read as an option."""
    return os.path.join(os.curdir, path) if path.startswith("-") else path


def cell_value(value: object, row: int, col: int, largest: int) -> int:
    """The cell ``rows[row][col]`` as an int 0..``largest``, or an error naming it.

    Any int will do (``numpy``'s too), but not a bool or a float.
    """
    try:
        if isinstance(value, bool):
            raise TypeError
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"puzzle: rows[{row}][{col}] is {value!r}; expected an int from 0 (empty) to {largest}"
        ) from None
    if not 0 <= number <= largest:
        raise ValueError(
            f"puzzle: rows[{row}][{col}] is {number}; expected an int from 0 (empty) to {largest}"
        )
    return number
