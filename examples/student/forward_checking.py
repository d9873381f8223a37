#!/usr/bin/env python3
"""A student's forward-checking solver (first empty cell, values ascending)
that prints its own search as a sudoku-trace JSON Lines trace. Compare it with
the reference, step by step:

    python3 forward_checking.py puzzle.txt > mine.jsonl
    sudoku-trace solve puzzle.txt --strategy backtrack --inference fc --format jsonl -o ref.jsonl
    sudoku-trace diff mine.jsonl ref.jsonl
    sudoku-trace verify mine.jsonl

The header names the search `backtrack+fc`: verify holds prunings to the
rules of the inference the name says (forward checking here).
"""
import json, sys

text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
lines = [line for line in text.splitlines() if not line.startswith("#")]  # '#' lines are comments
cells = [0 if ch in ".0" else int(ch) for line in lines for ch in line if ch in ".0123456789"]
n = int(len(cells) ** 0.5)
br = max(r for r in range(1, n + 1) if n % r == 0 and r * r <= n)  # box rows: 2 for 4x4 and 6x6, 3 for 9x9
bc = n // br
grid = [cells[r * n:(r + 1) * n] for r in range(n)]
stats = dict(placements=0, deductions=0, rejections=0, dead_ends=0, backtracks=0, solutions=0, max_depth=0,
             events=0, prunings=0)

def emit(event, **fields):
    stats["events"] += 1
    print(json.dumps({"event": event, **fields}))

def units(r, c):
    top, left = r - r % br, c - c % bc
    return [("row", [(r, j) for j in range(n)]), ("column", [(i, c) for i in range(n)]),
            ("box", [(top + i, left + j) for i in range(br) for j in range(bc)])]

def peers(r, c):  # every other cell of its row, column and box, in reading order
    return sorted({p for _, cells in units(r, c) for p in cells} - {(r, c)})

# The variables are the empty cells; each domain starts as the cell's candidates.
domain = {(r, c): {d for d in range(1, n + 1) if all(grid[i][j] != d for i, j in peers(r, c))}
          for r in range(n) for c in range(n) if grid[r][c] == 0}

def search(depth):
    empty = [(r, c) for r in range(n) for c in range(n) if grid[r][c] == 0]
    if not empty:
        stats["solutions"] += 1
        return emit("solved", number=1, depth=depth, grid="".join(str(d) for row in grid for d in row)) or True
    r, c = empty[0]
    excluded = {}
    for unit, cells in units(r, c):  # the reason for each digit: the first peer holding it, row first
        for i, j in cells:
            if grid[i][j] and (i, j) != (r, c) and grid[i][j] not in excluded:
                excluded[grid[i][j]] = {"digit": grid[i][j], "peer": [i, j], "unit": unit}
    values = sorted(domain[(r, c)])
    emit("candidates_computed", cell=[r, c], depth=depth, candidates=values,
         excluded=[excluded[d] for d in sorted(excluded)])
    if not values:
        stats["dead_ends"] += 1
        return emit("dead_end", cell=[r, c], depth=depth) or False
    for k, d in enumerate(values, 1):
        grid[r][c] = d
        stats["placements"] += 1
        stats["max_depth"] = max(stats["max_depth"], depth + 1)
        emit("placed", cell=[r, c], digit=d, depth=depth + 1, choice=k, of=len(values))
        pruned, wiped_out = [], False
        for i, j in peers(r, c):  # forward checking: d leaves the domain of every empty peer
            if grid[i][j] == 0 and d in domain[(i, j)]:
                domain[(i, j)].remove(d)
                pruned.append((i, j))
                stats["prunings"] += 1
                emit("pruned", cell=[i, j], digit=d, depth=depth + 1, by=[r, c], reason="placed")
                if not domain[(i, j)]:  # a wipeout: this placement is a dead end
                    stats["dead_ends"] += 1
                    emit("dead_end", cell=[i, j], depth=depth + 1)
                    wiped_out = True
                    break
        if not wiped_out and search(depth + 1):
            return True
        for p in pruned:  # undo the placement and give its prunings back
            domain[p].add(d)
        grid[r][c], stats["backtracks"] = 0, stats["backtracks"] + 1
        emit("undone", cell=[r, c], digit=d, depth=depth + 1)
    return False

print(json.dumps({"schema_version": 1, "strategy": "backtrack+fc", "options": {"max_solutions": 1, "max_steps": None},
                  "puzzle": {"size": n, "box": [br, bc], "givens": "".join(str(d) if d else "." for d in cells)}}))
print(json.dumps({"end": "solution_limit" if search(0) else "exhausted", "stats": stats}))
