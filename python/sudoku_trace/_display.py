"""A page shown in a notebook: inside an ``iframe``'s ``srcdoc``, so that its
script and styles stay its own, and never too large for the notebook."""

from __future__ import annotations

import html

#: The most events a walkthrough shown in a notebook keeps (the page says
#: what it left out): about 5 bytes an event, so at most a few megabytes in
#: the notebook file. ``Result.render("html")`` has the command's own limit.
NOTEBOOK_MAX_EVENTS = 200_000

#: The most events of each strategy a comparison's race keeps in a notebook.
NOTEBOOK_RACE_MAX_EVENTS = 100_000


def iframe(page: str, *, title: str, height: int = 760) -> str:
    """``page`` (a whole HTML document) in an ``iframe`` of the notebook.

    ``srcdoc`` holds the page itself, escaped: it needs no file and no
    server, works offline, and its Content-Security-Policy, script and
    styles apply inside the frame only."""
    return (
        f'<iframe srcdoc="{html.escape(page, quote=True)}" title="{html.escape(title, quote=True)}" '
        f'style="width: 100%; height: {height}px; border: 1px solid #ccc; border-radius: 4px" '
        'loading="lazy"></iframe>'
    )
