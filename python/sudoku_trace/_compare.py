"""``compare``: every strategy of a line-up on one puzzle, as a table."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional, Tuple, Union

from . import _display, _options as o
from ._errors import ArgumentTypeError, PuzzleError
from ._puzzle import BoxLike, Puzzle, PuzzleLike
from ._result import Page
from ._run import command, optional_args


def compare(
    puzzle: PuzzleLike = None,
    *,
    line_up: Optional[o.LineUp] = None,
    strategies: Optional[List[str]] = None,
    max_placements: Optional[int] = None,
    max_steps: Optional[int] = None,
    time_limit: Optional[float] = None,
    time: bool = False,
    box: BoxLike = None,
) -> "Comparison":
    """Runs every strategy of ``line_up`` (``basic``, the five; ``csp``, the
    default, with the textbook's ladder; ``all``), or the list
    ``strategies`` in its order, on ``puzzle`` with the same limits, as
    ``sudoku-trace compare`` does. ``time=True`` adds each strategy's time
    (left out by default, so that the table is the same on every run).
    A bad argument raises :class:`ArgumentError` naming it; a puzzle that
    cannot be read, :class:`PuzzleError`: both at once, before any search.

    The searches themselves run when the comparison is first read (its
    ``rows``, ``document``, a page, ``to_pandas``), once: so
    ``compare(...).to_pandas()`` without pandas fails at once, not after
    every strategy has run."""
    o.optional(o.choice, "line_up", line_up, o.LineUp)
    if strategies is not None and (isinstance(strategies, str) or not all(isinstance(s, str) for s in strategies)):
        raise ArgumentTypeError("strategies", f"strategies must be a list of names, got {strategies!r}", strategies)
    for name in strategies or []:
        o.strategy_name("strategies", name)
    o.optional(o.whole, "max_placements", max_placements)
    o.optional(o.whole, "max_steps", max_steps)
    o.optional(o.seconds, "time_limit", time_limit)
    chosen = Puzzle.of(puzzle, box=box)
    # Read now (at once, the search takes long): a puzzle that cannot be
    # read is refused here, where the call is.
    read = chosen.read()
    args, data = chosen.solve_args()
    args += optional_args(
        line_up=line_up,
        max_placements=max_placements,
        max_steps=max_steps,
        time_limit=time_limit,
        strategies=",".join(strategies) if strategies else None,
        times=time,
    )
    return Comparison(read, args, data)


class Comparison:
    """What each strategy did on one puzzle: ``rows``, one dict each."""

    def __init__(self, puzzle: Dict[str, Any], args: List[Any], data: bytes):
        self.puzzle: Dict[str, Any] = puzzle
        """The puzzle: ``size``, ``box``, ``givens``."""
        self._args = args
        self._data = data
        self._document: Optional[Dict[str, Any]] = None

    @property
    def document(self) -> Dict[str, Any]:
        """The comparison as ``compare --format json`` writes it; the
        searches run the first time it is read."""
        if self._document is None:
            done = command(["compare", *self._args, "--format", "json"], input=self._data, reading=PuzzleError)
            self._document = json.loads(done.stdout)
        return self._document

    @property
    def rows(self) -> List[Dict[str, Any]]:
        """One dict a strategy: ``strategy``, ``end``, every counter, and
        ``micros`` (the time, when measured): flat, for a table."""
        rows = []
        for row in self.document["rows"]:
            flat = {"strategy": row["strategy"], "end": row["end"], **row["stats"]}
            if "micros" in row:
                flat["micros"] = row["micros"]
            rows.append(flat)
        return rows

    def to_pandas(self) -> Any:
        """The rows as a pandas ``DataFrame`` indexed by strategy (pandas is
        not required by the package: this needs it installed)."""
        try:
            import pandas
        except ImportError:
            raise ImportError("Comparison.to_pandas needs pandas: pip install pandas") from None
        return pandas.DataFrame(self.rows).set_index("strategy")

    def render(
        self, format: o.CompareFormat = "text", *, lang: Optional[o.Lang] = None, race_max_events: Optional[int] = None
    ) -> str:
        """The comparison as ``compare --format FORMAT`` writes it: ``text``
        (the table), ``json``, or ``html`` (the table, what each strategy
        does, a chart per counter, and the race)."""
        o.choice("format", format, o.CompareFormat)
        o.looks(lang, None)
        o.optional(o.whole, "race_max_events", race_max_events, 1, 2_000_000)
        words = optional_args(lang=lang, race_max_events=race_max_events)
        done = command(["compare", *self._args, "--format", format, *words], input=self._data, reading=PuzzleError)
        return done.text

    def page(self, *, lang: Optional[o.Lang] = None, race_max_events: Optional[int] = None) -> Page:
        """The comparison's page (table, chart and race), to show in a
        notebook or save; in a notebook each strategy's race keeps at most
        ``NOTEBOOK_RACE_MAX_EVENTS`` events unless ``race_max_events`` says."""
        if race_max_events is None:
            race_max_events = _display.NOTEBOOK_RACE_MAX_EVENTS
        # Tall enough for the table of every strategy and the first chart.
        page = self.render("html", lang=lang, race_max_events=race_max_events)
        return Page(page, "sudoku-trace: compare", height=1300)

    def _repr_html_(self) -> str:
        return self.page()._repr_html_()

    def __repr__(self) -> str:
        names = ", ".join(row["strategy"] for row in self.document["rows"])
        return f"<Comparison of {len(self.document['rows'])} strategies: {names}>"
