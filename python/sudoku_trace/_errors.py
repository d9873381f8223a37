"""The package's exceptions: one base, :class:`SudokuTraceError`, and a
subclass for each kind of failure, carrying what the command knows.

An argument the command would refuse is refused in Python first
(:class:`ArgumentError`, a ``ValueError``; :class:`ArgumentTypeError`, a
``TypeError``), naming the Python parameter; a puzzle or a trace that
cannot be read raises :class:`PuzzleError` or :class:`TraceError`, the
command's message with its place (``--> FILE:LINE:COLUMN``) parsed.
Every one is a :class:`SudokuTraceError`, so ``except SudokuTraceError``
catches them all.
"""

from __future__ import annotations

import re
from typing import Optional, Type

#: The place of a read error, as the command writes it in every language:
#: `` --> FILE``, `` --> FILE:LINE`` or `` --> FILE:LINE:COLUMN``.
_PLACE = re.compile(r"^ --> (.+?)(?::(\d+))?(?::(\d+))?\s*$", re.MULTILINE)
#: The step a trace's error is at (the English message's words).
_STEP = re.compile(r"^error: step (\d+):", re.MULTILINE)


class SudokuTraceError(Exception):
    """A command that could not run: bad options, an unreadable puzzle or
    trace (exit code 2). The message is the command's own, ``error:``
    and its place included. The base of the package's exceptions."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message)
        self.message = message
        """What went wrong, as the command (or the argument check) says it."""
        self.exit_code = exit_code
        """The command's exit code: 2 failed (1 for ``generate`` without every puzzle)."""


class ArgumentError(SudokuTraceError, ValueError):
    """An argument of a Python call with a value the command does not take
    (``max_steps=-1``, ``strategy="MRV"``), refused before the command
    runs. A ``ValueError`` too."""

    def __init__(self, parameter: str, message: str, value: object = None):
        super().__init__(message)
        self.parameter = parameter
        """The Python parameter's name (``max_steps``)."""
        self.value = value
        """The value refused."""


class ArgumentTypeError(SudokuTraceError, TypeError):
    """An argument of a Python call of a type the parameter does not take
    (``st.run("solve")``: a string, not a list). A ``TypeError`` too."""

    def __init__(self, parameter: str, message: str, value: object = None):
        super().__init__(message)
        self.parameter = parameter
        """The Python parameter's name."""
        self.value = value
        """The value refused."""


class _ReadError(SudokuTraceError):
    """An input the command could not read, with its place parsed from the
    command's message."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message, exit_code)
        place = _PLACE.search(message)
        self.source: Optional[str] = place.group(1) if place else None
        """The file the command read (``<stdin>`` for givens passed as text,
        ``trace.jsonl`` for a trace passed as a string or dicts), when it
        says."""
        self.line: Optional[int] = int(place.group(2)) if place and place.group(2) else None
        """The line of the error, from 1, when the command names one."""
        self.column: Optional[int] = int(place.group(3)) if place and place.group(3) else None
        """The column of the error, from 1, when the command names one."""


class PuzzleError(_ReadError):
    """A puzzle the command could not read: an unknown character, a grid
    that is not square, a file that cannot be opened. ``line`` and
    ``column`` say where, when the command does."""


class TraceError(_ReadError):
    """A trace the command could not read (not a check of its rules:
    :func:`verify` reports those). ``line`` says where, ``step`` the step
    of the event when the message names one."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message, exit_code)
        step = _STEP.search(message)
        self.step: Optional[int] = int(step.group(1)) if step else None
        """The step of the record that could not be read, when named."""


class TraceWarning(UserWarning):
    """A trace drawn although it breaks the rules: the command's warning
    (``the trace breaks the rules (rendered all the same): step …``), as
    :func:`render` and :func:`walkthrough` raise it with ``warnings.warn``."""


def failure(message: str, exit_code: int = 2, reading: Optional[Type[_ReadError]] = None) -> SudokuTraceError:
    """The exception for a command's failure: ``reading``
    (:class:`PuzzleError`, :class:`TraceError`) when the message places an
    input (`` --> FILE…``, or a file that cannot be read), the base class
    otherwise."""
    if reading is not None and (_PLACE.search(message) or message.startswith("error: cannot read ")):
        return reading(message, exit_code)
    return SudokuTraceError(message, exit_code)
