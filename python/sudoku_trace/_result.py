"""``solve``: one puzzle, one strategy, and what the search found."""

from __future__ import annotations

import json
import os
import pathlib
from typing import Any, Dict, Iterator, List, Optional, Tuple, Union, cast

from . import _display, _options as o
from ._errors import ArgumentError, PuzzleError, SudokuTraceError
from ._puzzle import BoxLike, PuzzleLike, puzzle_args
from ._run import command, optional_args, stream_lines
from .records import End, Event, PuzzleRecord, Record, Stats


def solve(
    puzzle: PuzzleLike = None,
    strategy: o.Strategy = "candidates",
    *,
    select: Optional[o.Select] = None,
    values: Optional[o.Values] = None,
    inference: Optional[o.Inference] = None,
    backjump: bool = False,
    solutions: int = 1,
    all_solutions: bool = False,
    max_steps: Optional[int] = None,
    time_limit: Optional[float] = None,
    box: BoxLike = None,
) -> "Result":
    """Searches ``puzzle`` with ``strategy`` and returns the :class:`Result`.

    The search runs untraced (as fast as the command with ``--format
    none``); its trace is searched again, the same step for step, only when
    asked for: :meth:`Result.events`, :meth:`Result.render`,
    :meth:`Result.save`, or the walkthrough a notebook shows.

    ``puzzle``: a :class:`Puzzle` (``Puzzle.named("ai-escargot")``,
    ``Puzzle.file(path)``, ``Puzzle.givens(text_or_rows)``), or a plain
    value read as :meth:`Puzzle.of` says: ``None`` (the seeds' classic
    puzzle), a library name (see :func:`puzzles`), a path, the givens as
    text, or rows of ints (0 empty, 0..N, checked) or of strings. ``strategy``: ``candidates``, ``naive``,
    ``mrv``, ``singles``, ``dlx`` or ``backtrack``, the last with its
    choices ``select`` (``first``, ``mrv``, ``mrv+degree``), ``values``
    (``ascending``, ``lcv``), ``inference`` (``none``, ``fc``, ``mac``) and
    ``backjump`` (with ``none``, or ``fc``: FC-CBJ).
    The limits: stop after ``solutions`` solutions (or find
    ``all_solutions``), ``max_steps`` events, ``time_limit`` seconds.
    ``box``: the box shape as ``"2x3"`` or ``(2, 3)`` when not the usual one.

    A bad argument raises :class:`ArgumentError` (a ``ValueError``) or
    :class:`ArgumentTypeError` (a ``TypeError``) naming it, before the
    search; a puzzle the command cannot read, :class:`PuzzleError` with
    its ``line`` and ``column``.

    >>> solve().placements
    4208
    """
    strategy_args = search_args(strategy, select, values, inference, backjump)
    o.whole("solutions", solutions)
    o.optional(o.whole, "max_steps", max_steps)
    o.optional(o.seconds, "time_limit", time_limit)
    args, data = puzzle_args(puzzle, box)
    args += strategy_args
    args += ["--all-solutions"] if all_solutions else [f"--solutions={solutions}"]
    args += optional_args(max_steps=max_steps, time_limit=time_limit)
    done = command(["solve", *args, "--format", "summary"], input=data, reading=PuzzleError)
    return Result(json.loads(done.stdout), args, data)


def search_args(
    strategy: str, select: Optional[str], values: Optional[str], inference: Optional[str], backjump: bool
) -> List[Any]:
    """``--strategy`` and its choices, checked: each one of its names, and
    the choices of ``backtrack`` only with ``strategy="backtrack"``
    (``backjump`` without inference)."""
    o.choice("strategy", strategy, o.Strategy)
    o.optional(o.choice, "select", select, o.Select)
    o.optional(o.choice, "values", values, o.Values)
    o.optional(o.choice, "inference", inference, o.Inference)
    if strategy != "backtrack":
        given = [name for name, value in (("select", select), ("values", values), ("inference", inference),
                                          ("backjump", backjump or None)) if value is not None]
        if given:
            raise ArgumentError(
                given[0], f"{', '.join(given)} {'is a choice' if len(given) == 1 else 'are choices'} of "
                f"strategy='backtrack', not of strategy={strategy!r}", strategy)
    elif backjump and inference == "mac":
        raise ArgumentError(
            "backjump", f"backjump works with inference='none' or 'fc' (FC-CBJ), got inference={inference!r}",
            inference)
    return ["--strategy", strategy, *optional_args(select=select, values=values, inference=inference,
                                                    backjump=backjump)]


class Result:
    """What a search found and counted, and its trace on demand.

    ``stats`` holds every counter (``placements``, ``backtracks``,
    ``dead_ends``, …, as the trace's footer does: see the README's
    counters); the common ones are attributes too. ``solutions`` are the
    grids found, each on one line (the first 64 when there are more)."""

    def __init__(self, summary: Dict[str, Any], args: List[Any], data: bytes):
        self.puzzle: PuzzleRecord = summary["puzzle"]
        """The puzzle: ``size``, ``box``, ``givens`` on one line."""
        self.strategy: str = summary["strategy"]
        """The strategy's name, as the trace's header writes it (``backtrack+mrv+fc``)."""
        self.options: Dict[str, Any] = summary["options"]
        """The limits the search ran under."""
        self.end: End = summary["end"]
        """How it ended: ``exhausted``, ``solution_limit``, ``step_limit``, ``time_limit``."""
        self.stats: Stats = summary["stats"]
        """Every counter."""
        self.solutions: List[str] = summary["solutions"]
        """The solutions found, each a line of N² digits."""
        self._args = args
        self._data = data
        self._page: Optional[str] = None

    placements = property(lambda self: self.stats["placements"], doc="Digits written by a guess.")
    backtracks = property(lambda self: self.stats["backtracks"], doc="Guesses taken back.")
    dead_ends = property(lambda self: self.stats["dead_ends"], doc="Positions where the search was stuck.")
    steps = property(lambda self: self.stats["events"], doc="Every event of the trace.")

    @property
    def solved(self) -> bool:
        """Whether the search found a solution."""
        return self.stats["solutions"] > 0

    def trace(self) -> Iterator[Record]:
        """Every record of the trace, as plain dicts in the documented
        format: the header, each event, the footer (docs/trace-format.md).

        Lazy: the search runs again in a thread as the records are read, in
        bounded memory however long the trace; stopping early stops it.
        The same search gives the same trace, step for step, except that a
        search cut by ``time_limit`` may stop at another step."""
        for line in stream_lines(["solve", *self._args, "--format", "jsonl"], input=self._data, reading=PuzzleError):
            yield json.loads(line)

    def events(self) -> Iterator[Event]:
        """The trace's events, without its header and footer (see :meth:`trace`),
        each typed by its kind (:mod:`sudoku_trace.records`)."""
        return (cast(Event, record) for record in self.trace() if "event" in record)

    def render(
        self,
        format: o.Format = "text",
        *,
        lang: Optional[o.Lang] = None,
        notation: Optional[o.Notation] = None,
        style: Optional[o.Style] = None,
        quiz: Optional[int] = None,
        no_spoilers: bool = False,
        html_max_events: Optional[int] = None,
        color: Optional[o.Color] = None,
    ) -> str:
        """The trace in ``format`` (``text``, ``json``, ``jsonl``, ``html``,
        ``markdown``), exactly as ``sudoku-trace solve --format FORMAT``
        writes it, with the command's options: ``lang`` (``en``,
        ``zh-Hans``, ``zh-Hant``, ``zh-TW``), ``notation`` (``rc``,
        ``index``, ``a1``), ``style="seed"``, ``quiz=N``, ``no_spoilers``,
        ``html_max_events``, ``color`` (``always`` for a terminal's colours).
        The whole text is built in memory: for a long trace, :meth:`save`
        it or iterate :meth:`events`."""
        o.choice("format", format, o.Format)
        looks = _looks(lang, notation, style, quiz, no_spoilers, html_max_events, color)
        done = command(["solve", *self._args, *self._page_steps(format), "--format", format, *looks],
                       input=self._data, reading=PuzzleError)
        return done.text

    def _page_steps(self, format: str) -> List[str]:
        """A page's search stops at 10,000,000 steps unless told otherwise;
        a result that went further (and was not stopped by a step limit of
        its own) gets its own step count, so that its page's search ends as
        it did, at its solution: the page then keeps that solution past its
        recording cap."""
        if format != "html" or any(str(a).startswith("--max-steps") for a in self._args):
            return []
        return [f"--max-steps={self.steps}"] if self.steps > _HTML_MAX_STEPS else []

    def save(self, path: Union[str, "os.PathLike[str]"], format: o.Format = "jsonl", **looks: Any) -> pathlib.Path:
        """Writes the trace to ``path`` in ``format`` (whole or not at all,
        as ``-o`` does), with the options of :meth:`render`; returns the path."""
        o.choice("format", format, o.Format)
        looks_args = _looks(**looks)
        out = os.fspath(path)
        command(["solve", *self._args, *self._page_steps(format), "--format", format, *looks_args, f"--output={out}"],
                input=self._data, reading=PuzzleError)
        return pathlib.Path(out)

    def walkthrough(self, **looks: Any) -> "Page":
        """The walkthrough page, to show in a notebook (its ``_repr_html_``)
        or to :meth:`Page.save`; options as :meth:`render`. In a notebook
        the page keeps at most ``NOTEBOOK_MAX_EVENTS`` events unless
        ``html_max_events`` says otherwise (it says what it left out)."""
        if "html_max_events" not in looks and self.steps > _display.NOTEBOOK_MAX_EVENTS:
            looks["html_max_events"] = _display.NOTEBOOK_MAX_EVENTS
        return Page(self.render("html", **looks), f"sudoku-trace: {self.strategy}")

    def _file_name(self) -> str:
        """The trace's file name in a report: the puzzle's library name
        (when it has one) and the strategy, ``classic-candidates.jsonl``."""
        named = [self._args[i + 1] for i, a in enumerate(self._args[:-1]) if a == "--puzzle"]
        strategy = self.strategy.replace("+", "-")
        return f"{named[0]}-{strategy}.jsonl" if named else f"{strategy}.jsonl"

    def _repr_html_(self) -> str:
        if self._page is None:
            self._page = self.walkthrough()._repr_html_()
        return self._page

    def __repr__(self) -> str:
        size = self.puzzle["size"]
        return (
            f"<Result {self.strategy} on a {size}x{size} puzzle: {self.end}, "
            f"{self.placements:,} placements, {_count(self.stats['solutions'], 'solution')}, {self.steps:,} steps>"
        )


class Page:
    """A whole HTML page (a walkthrough, a comparison), shown in a notebook
    inside an ``iframe`` of its own."""

    def __init__(self, html: str, title: str, height: int = 760):
        self.html = html
        """The page, as the command writes it."""
        self.title = title
        """What the frame is called, for screen readers."""
        self.height = height
        """The frame's height in the notebook, in CSS pixels: the page
        scrolls inside it (set it higher to see more at once)."""

    def save(self, path: Union[str, "os.PathLike[str]"]) -> pathlib.Path:
        """Writes the page to ``path``."""
        out = pathlib.Path(path)
        out.write_text(self.html, encoding="utf-8")
        return out

    def _repr_html_(self) -> str:
        return _display.iframe(self.html, title=self.title, height=self.height)

    def __repr__(self) -> str:
        return f"<Page {self.title!r}: {len(self.html):,} characters>"


#: The step limit of ``solve --format html`` when none is given.
_HTML_MAX_STEPS = 10_000_000


def _looks(
    lang: Optional[str] = None,
    notation: Optional[str] = None,
    style: Optional[str] = None,
    quiz: Optional[int] = None,
    no_spoilers: bool = False,
    html_max_events: Optional[int] = None,
    color: Optional[str] = None,
) -> List[str]:
    """The command's options that shape a rendered trace, checked."""
    o.looks(lang, notation, style, color)
    o.optional(o.whole, "quiz", quiz, 1, 50)
    o.optional(o.whole, "html_max_events", html_max_events, 1, 10_000_000)
    return optional_args(
        lang=lang,
        notation=notation,
        style=style,
        quiz=quiz,
        no_spoilers=no_spoilers,
        html_max_events=html_max_events,
        color=color,
    )


__all__ = ["solve", "Result", "Page", "SudokuTraceError", "search_args"]


def _count(n: int, noun: str) -> str:
    """``1 solution``, ``2 solutions``."""
    return f"{n:,} {noun}" + ("" if n == 1 else "s")
