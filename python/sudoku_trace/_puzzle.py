"""What a ``puzzle`` argument may be, and the command-line arguments for it."""

from __future__ import annotations

import functools
import json
import operator
import os
import re
from typing import List, Sequence, Tuple, Union

from ._run import command

#: What a puzzle file's name ends with (the formats the command reads);
#: a string ending so is a path, never givens.
_FILE_NAME = re.compile(r"\.(txt|sdk|sdm|ss|sudoku|puzzle|json)$", re.IGNORECASE)

Puzzle = Union[None, str, bytes, "os.PathLike[str]", Sequence[Sequence[int]]]


@functools.lru_cache(maxsize=1)
def library() -> Tuple[dict, ...]:
    """The built-in library, as ``sudoku-trace puzzles --format json`` lists it."""
    return tuple(json.loads(command(["puzzles", "--format", "json"]).stdout))


def puzzles() -> List[dict]:
    """The library of famous puzzles: each a dict with its ``name``,
    ``size``, ``givens``, ``source``, what it ``teaches`` and the puzzle's
    text, as ``sudoku-trace puzzles --format json`` writes it."""
    return [dict(entry) for entry in library()]


def puzzle_args(puzzle: Puzzle) -> Tuple[list, bytes]:
    """The arguments naming ``puzzle``, and the standard input they read.

    ``puzzle`` is ``None`` (the seeds' classic puzzle), a name from the
    library (``"ai-escargot"``), a path (``pathlib.Path`` always; a ``str``
    when such a file exists), the givens as text (any format the command
    reads: ``"53..7...."``, a grid with separators), a file's bytes as read
    (the command names an encoding it does not read), or rows of ints (0 for an empty cell) or of strings (lines of the givens)."""
    if puzzle is None:
        return [], b""
    if isinstance(puzzle, os.PathLike):
        return [_positional(os.fspath(puzzle))], b""
    if isinstance(puzzle, (bytes, bytearray)):
        # A file's bytes as read: the command checks their encoding itself.
        return ["-"], bytes(puzzle)
    if isinstance(puzzle, str):
        if any(entry["name"] == puzzle for entry in library()):
            return ["--puzzle", puzzle], b""
        if "\n" not in puzzle and os.path.isfile(puzzle):
            return [_positional(puzzle)], b""
        if "\n" not in puzzle and (os.sep in puzzle or _FILE_NAME.search(puzzle)):
            # A path that names no file, not givens with a '/' in them.
            raise FileNotFoundError(f"no puzzle file {puzzle!r} (from {os.getcwd()})")
        if len(puzzle.strip()) < 16:
            raise ValueError(
                f"{puzzle!r} is neither a puzzle of the library (sudoku_trace.puzzles() lists them), "
                "an existing file, nor the givens of a puzzle (16 cells or more)"
            )
        return ["-"], puzzle.encode("utf-8")
    try:
        given = list(puzzle)
        rows = [list(row) for row in given]
    except TypeError:
        raise TypeError(
            f"a puzzle is a library name, a path, the givens as text or bytes, or rows of ints; not {type(puzzle).__name__}"
        ) from None
    if given and all(isinstance(row, str) for row in given):
        # Rows as text ("0030", "..3."): the lines of the givens as text,
        # read by the command, which names a bad character's place.
        return ["-"], "".join(f"{row}\n" for row in given).encode("utf-8")
    if not rows or any(len(row) != len(rows) for row in rows):
        raise ValueError("a puzzle as rows of ints must be square: N rows of N cells")
    alphabet = ".123456789ABCDEFGHIJKLMNOP"
    # Checked before indexing: a negative cell would index from the end
    # (-17 became 9), a bool or a float would pass for an int.
    largest = min(len(rows), len(alphabet) - 1)
    text = "\n".join("".join(alphabet[cell_value(d, r, c, largest)] for c, d in enumerate(row))
                     for r, row in enumerate(rows))
    return ["-"], (text + "\n").encode("utf-8")


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
