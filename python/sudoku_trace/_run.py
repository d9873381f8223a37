"""Running the command line in process: the one way the API reaches Rust.

Every function of the package builds a ``sudoku-trace`` argument list and
runs it here, through the library's own command line, so that a report, a
page or an error in Python is byte for byte what the command prints.
"""

from __future__ import annotations

import os
import re
from types import ModuleType
from typing import Iterator, List, NamedTuple, Optional, Sequence, Type, Union

from ._errors import ArgumentTypeError, SudokuTraceError, _ReadError, failure

Arg = Union[str, "os.PathLike[str]", int, float]


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


def _argv(args: Sequence[Arg]) -> List[str]:
    if isinstance(args, (str, bytes, bytearray)):
        raise ArgumentTypeError(
            "args",
            f"args must be a list of the command's arguments, such as {_as_list(args)!r}; got a "
            f"{type(args).__name__}",
            args,
        )
    argv: List[str] = []
    for a in args:
        if isinstance(a, os.PathLike):
            argv.append(os.fspath(a))
        elif isinstance(a, (str, int, float)) and not isinstance(a, bool):
            argv.append(str(a))
        else:
            raise ArgumentTypeError("args", f"args holds {a!r}: each argument is a str, a path or a number", a)
    return argv


def _as_list(text: Union[str, bytes, bytearray]) -> List[str]:
    """A command line given as one string, as the list it would be."""
    words = text.decode("utf-8", "replace") if isinstance(text, (bytes, bytearray)) else text
    return words.split()


def _native() -> ModuleType:
    from . import _native as native

    return native


def run(args: Sequence[Arg], *, input: Union[bytes, str, None] = None, check: bool = False) -> Completed:
    """Runs ``sudoku-trace ARGS…`` in process, as the command would run.

    ``input`` is its standard input (a puzzle given as ``-``); without it,
    standard input is empty, never the notebook's. With ``check``, exit code
    2 raises :class:`SudokuTraceError` with the command's message. ``args``
    is a list (``["solve", "--puzzle", "classic"]``): a string raises
    :class:`ArgumentTypeError` (a ``TypeError``).

    >>> run(["check", "--puzzle", "norvig-hard1", "--no-time"]).exit_code
    0
    """
    data = input.encode("utf-8") if isinstance(input, str) else (input or b"")
    code, out, err = _native().run(_argv(args), data)
    done = Completed(code, bytes(out), bytes(err).decode("utf-8", "replace"))
    if check and code == 2:
        raise SudokuTraceError(done.stderr.strip() or f"sudoku-trace {' '.join(_argv(args))} failed")
    return done


def stream_lines(
    args: Sequence[Arg], *, input: Union[bytes, str, None] = None, reading: Optional[Type[_ReadError]] = None
) -> Iterator[bytes]:
    """Runs ``sudoku-trace ARGS…`` in a thread of its own and yields its
    standard output line by line (without the line break), as it is written.

    Memory stays bounded however long the output; stopping the iteration
    early stops the command, as a closed pipe would. Exit code 2 raises
    :func:`refused`'s exception once the output is read."""
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
            raise refused(bytes(err).decode("utf-8", "replace").strip(), 2, reading)


def command(
    args: Sequence[Arg], *, input: Union[bytes, str, None] = None, reading: Optional[Type[_ReadError]] = None
) -> Completed:
    """Runs ``sudoku-trace ARGS…`` for a Python call: as :func:`run`, but
    exit code 2 raises :func:`refused`'s exception, in Python's words."""
    done = run(args, input=input)
    if done.exit_code == 2:
        raise refused(done.stderr.strip() or f"sudoku-trace {' '.join(_argv(args))} failed", 2, reading)
    return done


#: clap's lines about the command line (its usage, its help), which a
#: Python call's error leaves out.
_CLAP_LINES = re.compile(r"^(Usage: .*|For more information, try '--help'\.|\s*tip: .*)\n?", re.MULTILINE)


def refused(message: str, exit_code: int = 2, reading: Optional[Type[_ReadError]] = None) -> SudokuTraceError:
    """The exception for a Python call whose command failed: an
    :class:`ArgumentError` naming the Python parameter for a value clap
    refused (the Python checks come first: this is their net), a
    :class:`PuzzleError` or :class:`TraceError` (``reading``) for an input
    the command could not read, else :class:`SudokuTraceError`; never
    clap's usage or ``--help``."""
    from ._options import from_clap

    return from_clap(message) or failure(_CLAP_LINES.sub("", message).strip(), exit_code, reading)


def optional_args(**options: Optional[Arg]) -> List[str]:
    """``--name=value`` for each option given (``None`` and ``False`` left
    out, ``True`` a bare flag); underscores become dashes. One argument an
    option: a value starting with ``-`` stays a value, never an option."""
    args: List[str] = []
    for name, value in options.items():
        if value is None or value is False:
            continue
        flag = "--" + name.replace("_", "-")
        if value is True:
            args.append(flag)
        else:
            args.append(f"{flag}={os.fspath(value) if isinstance(value, os.PathLike) else value}")
    return args
