"""sudoku-trace: explains backtracking search by solving Sudoku out loud.

The native module (``sudoku_trace._native``) is imported on first use, so
that the pure-Python parts (``sudoku_trace.writer``) work from a source
checkout without it.
"""
