#!/usr/bin/env python3
"""A student's backtracking solver (the first empty cell, its candidates in
ascending order) that writes its own search as a sudoku-trace trace with
TraceWriter: one call per step, and the writer keeps the header, the depth,
the counters and the footer. Step for step, its trace is the one of
`sudoku-trace solve --strategy candidates`.

    python3 solver.py puzzle.txt > trace.jsonl && sudoku-trace verify trace.jsonl

It needs the Python package (`pip install sudoku-trace`, or `PYTHONPATH=python`
in the repository); solver_plain.py writes the same trace with no library.
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
        grid[r][c] = 0
        trace.undone((r, c), d)
    return False

with trace:  # the header now, the footer at the end
    search()
