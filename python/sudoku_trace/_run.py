"""Running the command line in process: the one way the API reaches Rust.

Every function of the package builds a ``sudoku-trace`` argument list and
runs it here, through the library's own command line, so that a report, a
page or an error in Python is byte for byte what the command prints.
"""

from __future__ import annotations

import os
from typing import Iterator, NamedTuple, Optional, Sequence, Union

Arg = Union[str, "os.PathLike[str]", int, float]


class SudokuTraceError(Exception):
    """A command that could not run: bad options, an unreadable puzzle or
    trace (exit code 2). The message is the command's own, ``error:``
    and its place included."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code


class Completed(NamedTuple):
    """What a command run in process gave back."""

    exit_code: int
    """0 solved (valid, identical), 1 no solution (invalid, different), 2 failed."""
    stdout: bytes
    """Its standard output."""
    stderr: str
    """Its standard error (notes, warnings, errors)."""

    @property
    def text(self) -> str:
        """Standard output as text."""
        return self.stdout.decode("utf-8")


def _argv(args: Sequence[Arg]) -> list:
    return [os.fspath(a) if isinstance(a, os.PathLike) else str(a) for a in args]


def _native():
    from . import _native as native

    return native


def run(args: Sequence[Arg], *, input: Union[bytes, str, None] = None, check: bool = False) -> Completed:
    """Runs ``sudoku-trace ARGS…`` in process, as the command would run.

    ``input`` is its standard input (a puzzle given as ``-``); without it,
    standard input is empty, never the notebook's. With ``check``, exit code
    2 raises :class:`SudokuTraceError`.

    >>> run(["check", "--puzzle", "norvig-hard1", "--no-time"]).exit_code
    0
    """
    data = input.encode("utf-8") if isinstance(input, str) else (input or b"")
    code, out, err = _native().run(_argv(args), data)
    done = Completed(code, bytes(out), bytes(err).decode("utf-8", "replace"))
    if check and code == 2:
        raise SudokuTraceError(done.stderr.strip() or f"sudoku-trace {' '.join(_argv(args))} failed")
    return done


def stream_lines(args: Sequence[Arg], *, input: Union[bytes, str, None] = None) -> Iterator[bytes]:
    """Runs ``sudoku-trace ARGS…`` in a thread of its own and yields its
    standard output line by line (without the line break), as it is written.

    Memory stays bounded however long the output; stopping the iteration
    early stops the command, as a closed pipe would. Exit code 2 raises
    :class:`SudokuTraceError` once the output is read."""
    data = input.encode("utf-8") if isinstance(input, str) else (input or b"")
    stream = _native().stream(_argv(args), data)
    done = False
    try:
        rest = b""
        for chunk in stream:
            lines = (rest + bytes(chunk)).split(b"\n")
            rest = lines.pop()
            yield from lines
        if rest:
            yield rest
        done = True
    finally:
        code, err = stream.finish()
        if done and code == 2:
            raise SudokuTraceError(bytes(err).decode("utf-8", "replace").strip())


def optional_args(**options: Optional[Arg]) -> list:
    """``--name value`` for each option given (``None`` and ``False`` left
    out, ``True`` a bare flag); underscores become dashes."""
    args: list = []
    for name, value in options.items():
        if value is None or value is False:
            continue
        args.append("--" + name.replace("_", "-"))
        if value is not True:
            args.append(value)
    return args
