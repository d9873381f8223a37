"""``verify``, ``diff`` and ``render`` of saved traces: the command's own
reports, with what they found as attributes."""

from __future__ import annotations

import json
import warnings
from typing import Any, Dict, Optional

from . import _display
from . import _options as o
from ._errors import TraceError, TraceWarning
from ._result import Page, _looks
from ._run import Completed, optional_args, refused, run
from ._traces import Trace, file_name, shown, trace_file


class VerifyReport:
    """``sudoku-trace verify``'s verdict on a trace: truthy when valid.

    ``fault`` holds an invalid trace's first fault as facts (its ``step``,
    ``line``, ``event``, ``board`` as rows, and what was ``found`` and
    ``expected``); ``checked`` what a valid trace was checked for (its
    ``steps``, ``kinds``, recounted ``stats``), as ``verify --format json``
    writes them (docs/trace-format.md, verify's JSON)."""

    def __init__(self, exit_code: int, text: str, document: Optional[Dict[str, Any]] = None):
        self.exit_code = exit_code
        """0 valid, 1 invalid."""
        self.text = text
        """The verdict as the command prints it: what was checked, or the first fault."""
        self.document: Dict[str, Any] = document if document is not None else {}
        """The verdict as ``verify --format json`` writes it."""

    @property
    def valid(self) -> bool:
        """Whether every event follows the rules."""
        return self.exit_code == 0

    @property
    def fault(self) -> Optional[Dict[str, Any]]:
        """The first fault (``step``, ``line``, ``event``, ``board``,
        ``found``, ``expected``), or ``None`` for a valid trace."""
        fault: Optional[Dict[str, Any]] = self.document.get("fault")
        return fault

    @property
    def checked(self) -> Optional[Dict[str, Any]]:
        """What a valid trace was checked for (``steps``, ``kinds``,
        ``stats``, ``footer``, …), or ``None`` for an invalid one."""
        checked: Optional[Dict[str, Any]] = self.document.get("checked")
        return checked

    def __bool__(self) -> bool:
        return self.valid

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        # The whole report: a fault's expected value and board included.
        return f"<VerifyReport {'valid' if self.valid else 'invalid'}>\n{self.text.rstrip()}"

    def _repr_html_(self) -> str:
        import html

        return f"<pre>{html.escape(self.text.rstrip())}</pre>"


class DiffReport:
    """``sudoku-trace diff``'s answer: truthy when the traces are identical."""

    def __init__(self, exit_code: int, text: str, data: Dict[str, Any]):
        self.exit_code = exit_code
        """0 identical, 1 different."""
        self.text = text
        """The answer as the command prints it for people."""
        self.data = data
        """The answer as ``diff --format json`` writes it for tools."""

    @property
    def identical(self) -> bool:
        """Whether the traces are the same, step for step."""
        return self.exit_code == 0

    def __bool__(self) -> bool:
        return self.identical

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<DiffReport {'identical' if self.identical else 'different'}: {self.data}>"


def _checked(done: Completed, what: str, *paths: str) -> Completed:
    """``done``, or the :class:`TraceError` (or other failure) its exit code 2 says."""
    if done.exit_code == 2:
        raise refused(shown(done.stderr.strip(), *paths) or f"{what} failed", 2, TraceError)
    return done


def verify(trace: Trace, *, lang: Optional[o.Lang] = None, notation: Optional[o.Notation] = None) -> VerifyReport:
    """Checks ``trace`` against the rules, event by event, as ``sudoku-trace
    verify`` does. ``trace``: a path, a string holding a trace, records as
    dicts, or a :class:`Result`; ``lang`` and ``notation`` word the verdict
    (``zh-Hant``, ``index``, …). An unreadable trace raises
    :class:`TraceError` with the command's message and its place."""
    o.looks(lang, notation)
    with trace_file(trace) as path:
        # One run: the JSON verdict carries the text one too.
        args = ["verify", path, "--format", "json", *optional_args(lang=lang, notation=notation)]
        done = _checked(run(args), "verify", path)
        document = json.loads(shown(done.text, path))
        return VerifyReport(done.exit_code, document["text"], document)


def diff(
    a: Trace,
    b: Trace,
    *,
    level: Optional[str] = None,
    ignore_strategy: bool = False,
    context: Optional[int] = None,
    lang: Optional[o.Lang] = None,
    notation: Optional[o.Notation] = None,
) -> DiffReport:
    """The first step where traces ``a`` and ``b`` part, as ``sudoku-trace
    diff`` finds it. ``level``: ``full`` (every event and field),
    ``common`` (only the kinds of event and fields both traces write, as a
    student's trace is graded) or a list of kinds; ``ignore_strategy``:
    two traces differing only in their headers' strategy name are
    identical; ``context``, ``lang``, ``notation`` shape the text. An
    unreadable trace raises :class:`TraceError`."""
    o.optional(o.whole, "context", context, 0, 1_000)
    o.looks(lang, notation)
    if level is not None and not isinstance(level, str):
        raise o.ArgumentTypeError("level", f"level must be 'full', 'common' or kinds such as 'placed,solved', "
                                  f"got {level!r}", level)
    options = optional_args(level=level, ignore_strategy=ignore_strategy, context=context)
    words = optional_args(lang=lang, notation=notation)
    name_a, name_b = file_name(a, "a.jsonl"), file_name(b, "b.jsonl")
    if name_a == name_b:
        name_a, name_b = f"a-{name_a}", f"b-{name_b}"
    with trace_file(a, name_a) as first, trace_file(b, name_b) as second:
        # One run: the JSON carries the text verdict beside the facts.
        done = _checked(run(["diff", first, second, *options, *words, "--format", "json"]), "diff", first, second)
        data = json.loads(shown(done.text, first, second))
        return DiffReport(done.exit_code, data.pop("text"), data)


def render(trace: Trace, format: o.Format = "text", *, title: Optional[str] = None, **looks: Any) -> str:
    """A saved trace (ours or any solver's) in ``format``, as ``sudoku-trace
    render`` writes it; options as :meth:`Result.render`, and ``title`` for
    a page. A trace that breaks the rules is drawn all the same, with a
    :class:`TraceWarning` (``warnings.warn``) carrying the command's warning
    (see :func:`verify` for the whole report)."""
    o.choice("format", format, o.Format)
    if title is not None and not isinstance(title, str):
        raise o.ArgumentTypeError("title", f"title must be a str, got {title!r}", title)
    with trace_file(trace) as path:
        done = run(["render", path, "--format", format, *optional_args(title=title), *_looks(**looks)])
        _checked(done, "render", path)
        warning = shown(done.stderr.strip(), path)
        if warning.startswith("warning:"):
            # The command's own words, its "warning: " prefix left to Python.
            warnings.warn(TraceWarning(warning[len("warning:"):].strip()), stacklevel=_caller_level())
        return shown(done.text, path)


def _caller_level() -> int:
    """The stack level of the user's call: past ``walkthrough`` when it called ``render``."""
    import inspect

    frame = inspect.currentframe()
    level = 1
    while frame is not None and frame.f_globals.get("__name__") == __name__:
        frame = frame.f_back
        level += 1
    return level - 1


def walkthrough(trace: Trace, *, title: Optional[str] = None, **looks: Any) -> Page:
    """A saved trace's walkthrough page, to show in a notebook or save.

    As :meth:`Result.walkthrough`: the page keeps at most
    ``NOTEBOOK_MAX_EVENTS`` events unless ``html_max_events`` says otherwise
    (it says what it left out), so a long trace never fills the notebook."""
    looks.setdefault("html_max_events", _display.NOTEBOOK_MAX_EVENTS)
    return Page(render(trace, "html", title=title, **looks), title or "sudoku-trace walkthrough")
