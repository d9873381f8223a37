"""sudoku-trace: explains backtracking search by solving Sudoku out loud.

>>> import sudoku_trace as st
>>> result = st.solve("classic")             # untraced: the counters and solutions
>>> result.placements
4208
>>> first = next(result.events())           # the trace, lazily, as dicts
>>> first["event"]
'candidates_computed'
>>> st.verify(result).valid                 # any trace: a path, a string, dicts
True

In a notebook a :class:`Result` shows its walkthrough page and a
:class:`Comparison` (:func:`compare`) its table, chart and race.
:class:`TraceWriter` writes a trace from a student's own solver. A
``puzzle`` is said the same way everywhere: a :class:`Puzzle`
(``Puzzle.named("classic")``, ``Puzzle.file(path)``,
``Puzzle.givens(text_or_rows, box=(2, 3))``), or a plain value where it
is unambiguous.

Everything runs the library's own command line in process (``run`` runs
any command), so reports, pages and errors are the command's; an argument
the command would refuse is refused first, in Python's words
(:class:`ArgumentError`, a ``ValueError`` naming the parameter). The native
module is imported on first use: the pure-Python parts (the writer) work
from a source checkout without it.
"""

from ._check import Check, check, generate
from ._compare import Comparison, compare
from ._grade import Grades, grade
from ._puzzle import Puzzle, puzzles
from ._reports import DiffReport, VerifyReport, diff, render, verify, walkthrough
from ._result import Page, Result, solve
from ._errors import ArgumentError, ArgumentTypeError, PuzzleError, SudokuTraceError, TraceError, TraceWarning
from ._run import Completed, run
from .writer import TraceWriter



def __getattr__(name: str) -> str:
    # The version is the native module's, read when asked: importing the
    # package must not need the native module (see above).
    if name == "__version__":
        from ._native import __version__

        return __version__
    raise AttributeError(f"module 'sudoku_trace' has no attribute {name!r}")


__all__ = [
    "solve",
    "Result",
    "Page",
    "verify",
    "VerifyReport",
    "diff",
    "DiffReport",
    "render",
    "walkthrough",
    "compare",
    "Comparison",
    "puzzles",
    "Puzzle",
    "check",
    "Check",
    "generate",
    "grade",
    "Grades",
    "run",
    "Completed",
    "SudokuTraceError",
    "ArgumentError",
    "ArgumentTypeError",
    "PuzzleError",
    "TraceError",
    "TraceWarning",
    "TraceWriter",
]
