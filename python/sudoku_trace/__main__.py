"""``python -m sudoku_trace ARGS…``: the command, where the ``sudoku-trace``
script is not on the PATH (a notebook's ``!python -m sudoku_trace …``)."""

import sys

from ._cli import main

sys.exit(main())
