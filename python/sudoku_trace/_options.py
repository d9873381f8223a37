"""The choices the command takes, defined once as ``Literal`` types, and
the checks that refuse a bad argument in Python's words before the command
runs (``max_steps must be a positive integer, got -1``), never in the
command line's (``unexpected argument '-1'``, ``--help``)."""

from __future__ import annotations

import math
import operator
import re
from typing import Any, Literal, Optional, Tuple, Union, get_args

from ._errors import ArgumentError, ArgumentTypeError

Strategy = Literal["candidates", "naive", "mrv", "singles", "dlx", "backtrack"]
"""``--strategy``: a strategy's name (``backtrack`` with its choices)."""
Select = Literal["first", "mrv", "mrv+degree"]
"""``--select``: which cell ``backtrack`` fills next."""
Values = Literal["ascending", "lcv"]
"""``--values``: in which order ``backtrack`` tries a cell's values."""
Inference = Literal["none", "fc", "mac"]
"""``--inference``: what ``backtrack`` infers after each placement."""
Lang = Literal["en", "zh-Hans", "zh-Hant", "zh-TW"]
"""``--lang``: the language of a text, a page, a report or an error."""
Notation = Literal["rc", "index", "a1"]
"""``--notation``: how cells are named."""
Style = Literal["plain", "seed"]
"""``--style``: ``seed`` prints what the seed program prints."""
Color = Literal["auto", "always", "never"]
"""``--color``: colours in a text trace."""
Format = Literal["text", "json", "jsonl", "html", "markdown", "worksheet-html"]
"""``--format`` of a rendered trace."""
LineUp = Literal["basic", "csp", "all"]
"""``compare --line-up``: which strategies."""
CompareFormat = Literal["text", "json", "html"]
"""``compare --format``."""
GradeFormat = Literal["text", "markdown", "json", "gradescope"]
"""``grade --format``: the class table."""
Symmetry = Literal["none", "rotational", "mirror"]
"""``generate --symmetry``: of the givens."""

#: The largest count the command takes (a u64).
_U64 = 2**64 - 1
#: The longest wait the command takes, in seconds (a Duration).
_LONGEST = float(2**63)


def choice(parameter: str, value: object, choices: Any, *, ignore_case: bool = False) -> str:
    """``value`` when it is one of the ``Literal`` type ``choices``; else an
    error naming ``parameter`` and every choice."""
    names: Tuple[str, ...] = get_args(choices)
    if not isinstance(value, str):
        raise ArgumentTypeError(parameter, f"{parameter} must be a str, got {value!r}", value)
    for name in names:
        if value == name or (ignore_case and value.lower() == name.lower()):
            return name
    listed = ", ".join(repr(name) for name in names)
    raise ArgumentError(parameter, f"{parameter} must be one of {listed}, got {value!r}", value)


_BACKTRACK_NAME = re.compile(r"^backtrack(\+mrv(\+degree)?)?(\+lcv)?(\+fc|\+mac)?(\+backjump)?$")


def strategy_name(parameter: str, name: str) -> str:
    """A strategy's full name as traces write it: one of ``Strategy``, or a
    ``backtrack`` combination (``backtrack+mrv+degree+lcv+fc+backjump``, in
    that order; backjumping not with ``mac``)."""
    if name in get_args(Strategy):
        return name
    combination = _BACKTRACK_NAME.match(name)
    if combination and not (combination.group(4) == "+mac" and combination.group(5)):
        return name
    raise ArgumentError(
        parameter,
        f"{parameter}: {name!r} is no strategy: one of {', '.join(get_args(Strategy))}, or a backtrack "
        "combination such as 'backtrack+mrv+fc' (select, values, inference, backjump in that order; "
        "backjump not with mac)",
        name,
    )


def whole(parameter: str, value: object, least: int = 1, most: int = _U64) -> int:
    """``value`` when it is an int from ``least`` to ``most`` (not a bool,
    not a float); else an error naming ``parameter``."""
    if isinstance(value, bool):
        number = None
    else:
        try:
            number = operator.index(value)  # type: ignore[arg-type]
        except TypeError:
            number = None
    if least == 1 and most == _U64:
        wanted = "a positive integer"
    elif least == 0 and most == _U64:
        wanted = "a non-negative integer"
    else:
        wanted = f"an integer from {least} to {most:,}"
    if number is None:
        raise ArgumentTypeError(parameter, f"{parameter} must be {wanted}, got {value!r}", value)
    if not least <= number <= most:
        raise ArgumentError(parameter, f"{parameter} must be {wanted}, got {value!r}", value)
    return number


def number(parameter: str, value: object, *, positive: bool) -> float:
    """``value`` when it is a finite real number, above 0 when
    ``positive``, else 0 or more; else an error naming ``parameter``."""
    wanted = "a positive number" if positive else "a number, 0 or more"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            value = float(operator.index(value))  # type: ignore[arg-type]
        except TypeError:
            raise ArgumentTypeError(parameter, f"{parameter} must be {wanted}, got {value!r}", value) from None
    x = float(value)
    if not math.isfinite(x) or x < 0 or (positive and x == 0) or x >= _LONGEST:
        raise ArgumentError(parameter, f"{parameter} must be {wanted}, got {value!r}", value)
    return x


def seconds(parameter: str, value: object) -> float:
    """A time limit: a positive, finite number of seconds."""
    return number(parameter, value, positive=True)


_BOX = re.compile(r"^\s*(\d+)\s*[xX×]\s*(\d+)\s*$")


def box(value: Union[str, Tuple[int, int]]) -> str:
    """``box``: a box shape as ``"2x3"`` or ``(2, 3)`` (rows, columns), as
    the command's ``--box`` takes it: at least 2 rows and 2 columns, at
    most 25 cells."""
    if isinstance(value, str):
        shape = _BOX.match(value)
        if not shape:
            raise ArgumentError("box", f"box must be rows x columns such as '2x3' or (2, 3), got {value!r}", value)
        rows, cols = int(shape.group(1)), int(shape.group(2))
    elif isinstance(value, tuple) and len(value) == 2:
        rows, cols = (whole("box", side, 1, 25) for side in value)
    else:
        raise ArgumentTypeError("box", f"box must be rows x columns such as '2x3' or (2, 3), got {value!r}", value)
    if rows < 2 or cols < 2 or rows * cols > 25:
        raise ArgumentError(
            "box", f"box must have at least 2 rows and 2 columns and at most 25 cells, got {value!r}", value
        )
    return f"{rows}x{cols}"


def optional(check: Any, parameter: str, value: Optional[Any], *args: Any, **kwargs: Any) -> Any:
    """``check(parameter, value, …)``, or ``None`` when ``value`` is ``None``."""
    return None if value is None else check(parameter, value, *args, **kwargs)


def looks(
    lang: Optional[str],
    notation: Optional[str],
    style: Optional[str] = None,
    color: Optional[str] = None,
) -> None:
    """Checks the options that word a text: ``lang``, ``notation``, ``style``, ``color``."""
    optional(choice, "lang", lang, Lang, ignore_case=True)
    optional(choice, "notation", notation, Notation)
    optional(choice, "style", style, Style)
    optional(choice, "color", color, Color)


#: clap's words for a value it refused: the option, the value, why.
_CLAP_INVALID = re.compile(
    r"^error: invalid value '(?P<value>.*)' for '--(?P<option>[a-z-]+)(?: <[^>]*>)?'(?::\s*(?P<why>.*))?$"
    r"(?:\n\s*\[possible values: (?P<values>[^\]]*)\])?",
    re.MULTILINE,
)


def from_clap(message: str) -> Optional[ArgumentError]:
    """The :class:`ArgumentError` for clap's message of a value it refused
    (``invalid value 'x' for '--level <LEVEL>': …``), in Python's words:
    the option as the Python parameter, no usage, no ``--help``. ``None``
    for any other message."""
    found = _CLAP_INVALID.search(message)
    if not found:
        return None
    parameter = found.group("option").replace("-", "_")
    parameter = {"times": "time"}.get(parameter, parameter)
    value = found.group("value")
    if found.group("values"):
        listed = ", ".join(repr(v.strip()) for v in found.group("values").split(","))
        text = f"{parameter} must be one of {listed}, got {value!r}"
    else:
        text = f"{parameter}: {found.group('why') or 'not a value it takes'}; got {value!r}"
    return ArgumentError(parameter, text, value)
