#!/usr/bin/env python3
"""solver.py with one bug, for the lesson in docs/lesson.md: the trace it
writes looks right at first, but `sudoku-trace verify` finds a fault in it and
`sudoku-trace diff` the step where it parts from the reference. Find the bug.

    python3 buggy.py puzzle.txt > buggy.jsonl && sudoku-trace verify buggy.jsonl

Like solver.py it needs the Python package (`pip install sudoku-trace`, or
`PYTHONPATH=python` in the repository).
"""
import sys

from sudoku_trace import TraceWriter

text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
puzzle = "\n".join(line for line in text.splitlines() if not line.startswith("#"))  # '#' lines are comments
trace = TraceWriter(puzzle=puzzle)  # writes to standard output
n, (br, bc), grid = trace.size, trace.box, trace.grid()

def search():
    empty = [(r, c) for r in range(n) for c in range(n) if grid[r][c] == 0]
    if not empty:
        trace.solved(grid)
        return True
    r, c = empty[0]
    top, left, excluded = r - r % br, c - c % bc, {}
    units = [("row", [(r, j) for j in range(n)]), ("column", [(i, c) for i in range(n)]),
             ("box", [(top + i, left + j) for i in range(br) for j in range(bc)])]
    for unit, peers in units:  # the reason for each digit: the first peer holding it, row first
        for i, j in peers:
            if grid[i][j] and (i, j) != (r, c) and grid[i][j] not in excluded:
                excluded[grid[i][j]] = (grid[i][j], (i, j), unit)
    candidates = [d for d in range(1, n + 1) if d not in excluded]
    trace.candidates((r, c), candidates, excluded.values())
    if not candidates:
        trace.dead_end((r, c))
        return False
    for k, d in enumerate(candidates, 1):
        grid[r][c] = d
        trace.placed((r, c), d, choice=k, of=len(candidates))
        if search():
            return True
        trace.undone((r, c), d)
    return False

with trace:  # the header now, the footer at the end
    search()
