"""The ``sudoku-trace`` command of the wheel: the library's own command line."""

import signal
import sys


def main() -> int:
    """Runs ``sudoku-trace`` with ``sys.argv`` and returns its exit code.

    Python's handler of Ctrl-C would wait for the command to return before
    raising ``KeyboardInterrupt``; the command is the whole process here, so
    Ctrl-C gets its default effect back (the command cleans up after itself,
    as the binary does)."""
    if hasattr(signal, "SIGINT"):
        signal.signal(signal.SIGINT, signal.SIG_DFL)
    from . import _native

    sys.stdout.flush()
    # `python -m sudoku_trace` has the package's path as sys.argv[0]; the
    # native side skips it either way.
    return _native.main()


if __name__ == "__main__":
    sys.exit(main())
