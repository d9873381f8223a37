#!/usr/bin/env python3
"""A student's forward-checking solver (the first empty cell, values in
ascending order) that writes its own search as a sudoku-trace trace with
TraceWriter. Compare it with the reference, step by step:

    python3 forward_checking.py puzzle.txt > mine.jsonl
    sudoku-trace solve puzzle.txt --strategy backtrack --inference fc --format jsonl -o ref.jsonl
    sudoku-trace diff mine.jsonl ref.jsonl
    sudoku-trace verify mine.jsonl

The header names the search `backtrack+fc`: verify holds prunings to the
rules of the inference the name says (forward checking here). It needs the
Python package (`pip install sudoku-trace`, or `PYTHONPATH=python` in the
repository).
"""
import sys

from sudoku_trace import TraceWriter

text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
puzzle = "\n".join(line for line in text.splitlines() if not line.startswith("#"))  # '#' lines are comments
trace = TraceWriter(puzzle=puzzle, strategy="backtrack+fc")  # writes to standard output
n, (br, bc), grid = trace.size, trace.box, trace.grid()

def units(r, c):
    top, left = r - r % br, c - c % bc
    return [("row", [(r, j) for j in range(n)]), ("column", [(i, c) for i in range(n)]),
            ("box", [(top + i, left + j) for i in range(br) for j in range(bc)])]

def peers(r, c):  # every other cell of its row, column and box, in reading order
    return sorted({p for _, cells in units(r, c) for p in cells} - {(r, c)})

# The variables are the empty cells; each domain starts as the cell's candidates.
domain = {(r, c): {d for d in range(1, n + 1) if all(grid[i][j] != d for i, j in peers(r, c))}
          for r in range(n) for c in range(n) if grid[r][c] == 0}

def search():
    empty = [(r, c) for r in range(n) for c in range(n) if grid[r][c] == 0]
    if not empty:
        trace.solved(grid)
        return True
    r, c = empty[0]
    excluded = {}
    for unit, cells in units(r, c):  # the reason for each digit: the first peer holding it, row first
        for i, j in cells:
            if grid[i][j] and (i, j) != (r, c) and grid[i][j] not in excluded:
                excluded[grid[i][j]] = (grid[i][j], (i, j), unit)
    values = sorted(domain[(r, c)])
    trace.candidates((r, c), values, excluded.values())
    if not values:
        trace.dead_end((r, c))
        return False
    for k, d in enumerate(values, 1):
        grid[r][c] = d
        trace.placed((r, c), d, choice=k, of=len(values))
        pruned, wiped_out = [], False
        for i, j in peers(r, c):  # forward checking: d leaves the domain of every empty peer
            if grid[i][j] == 0 and d in domain[(i, j)]:
                domain[(i, j)].remove(d)
                pruned.append((i, j))
                trace.pruned((i, j), d, by=(r, c), reason="placed")
                if not domain[(i, j)]:  # a wipeout: this placement is a dead end
                    trace.dead_end((i, j))
                    wiped_out = True
                    break
        if not wiped_out and search():
            return True
        for p in pruned:  # undo the placement and give its prunings back
            domain[p].add(d)
        grid[r][c] = 0
        trace.undone((r, c), d)
    return False

with trace:  # the header now, the footer at the end
    search()
