"""What a ``trace`` argument may be, and a file the command can read for it."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Mapping, Union

if TYPE_CHECKING:
    from ._result import Result

#: The start of the temporary folders' names, which reports leave out.
TEMPORARY = "sudoku-trace-"

Trace = Union[str, "os.PathLike[str]", Iterable[Mapping[str, Any]], "Result"]


def _holds_a_trace(text: str) -> bool:
    """Whether a string is a trace's text rather than a path: a record
    starts with ``{``, and no path holds a line break or a NUL."""
    return text.lstrip().startswith("{") or any(c in text for c in "\n\r\x00")


@contextlib.contextmanager
def trace_file(trace: Trace, name: str = "trace.jsonl") -> Iterator[str]:
    """A path to ``trace`` for the length of the ``with`` block.

    ``trace`` is a path (``pathlib.Path``, or a ``str`` on one line that
    does not start with ``{``), a ``str`` holding a trace (JSON Lines or one JSON
    document), records as dicts (the header, the events, the footer: as
    :meth:`Result.trace` yields them or a :class:`TraceWriter` writes them),
    or a :class:`Result` (its trace, searched again). Anything but a path is
    written to a temporary file called ``name``, so that messages name it."""
    from ._result import Result  # noqa: F811 (the module imports this one)

    if isinstance(trace, os.PathLike):
        yield os.fspath(trace)
        return
    if isinstance(trace, str) and not _holds_a_trace(trace):
        yield trace
        return
    with tempfile.TemporaryDirectory(prefix=TEMPORARY) as folder:
        path = os.path.join(folder, name)
        if isinstance(trace, Result):
            trace.save(path, format="jsonl")
        elif isinstance(trace, str):
            with open(path, "w", encoding="utf-8") as f:
                f.write(trace)
        else:
            with open(path, "w", encoding="utf-8") as f:
                for record in trace:
                    if not isinstance(record, Mapping):
                        raise TypeError(f"a trace's records are dicts, not {type(record).__name__}")
                    f.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
        yield path


def file_name(trace: Trace, default: str) -> str:
    """The name a report gives ``trace`` when it is no file of the user's:
    a :class:`Result` by its puzzle and strategy (``classic-candidates.jsonl``),
    anything else ``default``."""
    from ._result import Result

    if isinstance(trace, Result):
        return trace._file_name()
    return default


def shown(text: str, *paths: str) -> str:
    """``text`` with the temporary folders of ``paths`` left out: a report
    names a trace given as a string or as dicts by its file's name alone
    (``a.jsonl``), not by a folder that is gone once the call returns."""
    for path in paths:
        folder = os.path.dirname(path)
        if os.path.basename(folder).startswith(TEMPORARY):
            text = text.replace(folder + os.sep, "")
    return text
