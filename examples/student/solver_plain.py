#!/usr/bin/env python3
"""A student's backtracking solver that prints its own search as a sudoku-trace
JSON Lines trace (a header, one event per line, a footer) with no library at
all, for a student who must not use one: the same search and the same trace
as solver.py, which lets the package's TraceWriter keep the depth, the
counters, the header and the footer instead.

    python3 solver_plain.py puzzle.txt > trace.jsonl && sudoku-trace verify trace.jsonl
"""
import json, sys

text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
lines = [line for line in text.splitlines() if not line.startswith("#")]  # '#' lines are comments
cells = [0 if ch in ".0" else int(ch) for line in lines for ch in line if ch in ".0123456789"]
n = int(len(cells) ** 0.5)
br = max(r for r in range(1, n + 1) if n % r == 0 and r * r <= n)  # box rows: 2 for 4x4 and 6x6, 3 for 9x9
bc = n // br
grid = [cells[r * n:(r + 1) * n] for r in range(n)]
stats = dict(placements=0, deductions=0, rejections=0, dead_ends=0, backtracks=0, solutions=0, max_depth=0, events=0)

def emit(event, **fields):
    stats["events"] += 1
    print(json.dumps({"event": event, **fields}))

def search(depth):
    empty = [(r, c) for r in range(n) for c in range(n) if grid[r][c] == 0]
    if not empty:
        stats["solutions"] += 1
        return emit("solved", number=1, depth=depth, grid="".join(str(d) for row in grid for d in row)) or True
    r, c = empty[0]
    top, left, excluded = r - r % br, c - c % bc, {}
    units = [("row", [(r, j) for j in range(n)]), ("column", [(i, c) for i in range(n)]),
             ("box", [(top + i, left + j) for i in range(br) for j in range(bc)])]
    for unit, peers in units:  # the reason for each digit: the first peer holding it, row first
        for i, j in peers:
            if grid[i][j] and (i, j) != (r, c) and grid[i][j] not in excluded:
                excluded[grid[i][j]] = {"digit": grid[i][j], "peer": [i, j], "unit": unit}
    candidates = [d for d in range(1, n + 1) if d not in excluded]
    emit("candidates_computed", cell=[r, c], depth=depth, candidates=candidates,
         excluded=[excluded[d] for d in sorted(excluded)])
    if not candidates:
        stats["dead_ends"] += 1
        return emit("dead_end", cell=[r, c], depth=depth) or False
    for k, d in enumerate(candidates, 1):
        grid[r][c] = d
        stats["placements"] += 1
        stats["max_depth"] = max(stats["max_depth"], depth + 1)
        emit("placed", cell=[r, c], digit=d, depth=depth + 1, choice=k, of=len(candidates))
        if search(depth + 1):
            return True
        grid[r][c], stats["backtracks"] = 0, stats["backtracks"] + 1
        emit("undone", cell=[r, c], digit=d, depth=depth + 1)
    return False

print(json.dumps({"schema_version": 1, "strategy": "student", "options": {"max_solutions": 1, "max_steps": None},
                  "puzzle": {"size": n, "box": [br, bc], "givens": "".join(str(d) if d else "." for d in cells)}}))
print(json.dumps({"end": "solution_limit" if search(0) else "exhausted", "stats": stats}))
