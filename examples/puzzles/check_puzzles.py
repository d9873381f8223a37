#!/usr/bin/env python3
"""Check the example puzzles in examples/puzzles/.

Usage:  python3 examples/puzzles/check_puzzles.py [FILE...]
        (no arguments: every puzzle file in this script's directory)

For each puzzle file this script
  * parses it (all the formats used here: one 81-char line, N lines of N
    chars, space-separated cells, Simple Sudoku `.ss` with `|` and `---`
    separators, `.sdk` with `#` header lines, and rows of a Java array
    literal like `{5, 3, 0, ...},`).  Lines starting with `#` are skipped;
    `.` and `0` are empty cells; `A`..`G` mean 10..16.  The side N is
    deduced from the cell count (16, 36, 81, 256); boxes are 2x2, 2x3
    (2 rows x 3 columns), 3x3, 4x4;
  * checks that no two givens clash (same row, column or box);
  * counts solutions, stopping at 10 (fast bitmask solver, fewest-candidates
    cell first);
  * counts placements of the two naive searches the seed Java programs use
    (see tests/fixtures/seeds/):
      - "cand-first": seed 000 style. Take the first empty cell in reading
        order, compute its candidates, try them in ascending order, stop at
        the first solution.  Also counts dead ends (an empty cell with no
        candidate), i.e. the `無可備選值` lines seed 000 prints.
      - "naive-all": seed 001 style. For the first empty cell try 1..N in
        order, place each value that does not clash, and enumerate ALL
        solutions.
    A placement is one assignment of a value to an empty cell.  Both
    searches give up after --cap placements (default 3,000,000) and are then
    reported as ">cap".
Prints a summary table.  Exit status 1 if a file fails to parse or has
clashing givens.
"""
import math
import os
import sys

BOX = {4: (2, 2), 6: (2, 3), 9: (3, 3), 16: (4, 4)}
SYMBOLS = "123456789ABCDEFG"
PUZZLE_EXT = (".txt", ".ss", ".sdk")


def parse(text):
    """Return a flat list of ints (0 = empty) of length N*N."""
    cells = []
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if set(s) <= set("-+|"):  # .ss band separator
            continue
        for ch in s:
            if ch in " \t{},|;":
                continue
            if ch in ".0":
                cells.append(0)
            elif ch.upper() in SYMBOLS:
                cells.append(SYMBOLS.index(ch.upper()) + 1)
            else:
                raise ValueError("unexpected character %r in line %r" % (ch, line))
    n = math.isqrt(len(cells))
    if n * n != len(cells) or n not in BOX:
        raise ValueError("%d cells: not a 4/6/9/16 grid" % len(cells))
    if max(cells) > n:
        raise ValueError("value larger than %d" % n)
    return n, cells


class Grid:
    def __init__(self, n):
        self.n = n
        br, bc = BOX[n]
        self.box = [(r // br) * (n // bc) + (c // bc) for r in range(n) for c in range(n)]
        self.row = [i // n for i in range(n * n)]
        self.col = [i % n for i in range(n * n)]
        self.full = (1 << n) - 1


def clashes(n, cells):
    g = Grid(n)
    seen = {}
    bad = []
    for i, v in enumerate(cells):
        if not v:
            continue
        for key in (("r", g.row[i]), ("c", g.col[i]), ("b", g.box[i])):
            k = key + (v,)
            if k in seen:
                bad.append((seen[k], i, v))
            else:
                seen[k] = i
    return bad


def count_solutions(n, cells, limit=10):
    """Count solutions up to `limit` (MRV bitmask solver). Returns (count, first_solution)."""
    g = Grid(n)
    rows = [0] * n
    cols = [0] * n
    boxes = [0] * n
    grid = list(cells)
    for i, v in enumerate(grid):
        if v:
            b = 1 << (v - 1)
            rows[g.row[i]] |= b
            cols[g.col[i]] |= b
            boxes[g.box[i]] |= b
    empties = [i for i, v in enumerate(grid) if not v]
    found = [0, None]

    def rec(k):
        if k == len(empties):
            found[0] += 1
            if found[1] is None:
                found[1] = list(grid)
            return found[0] >= limit
        # choose the empty cell (among empties[k:]) with fewest candidates
        best, best_mask, best_cnt = k, 0, n + 1
        for j in range(k, len(empties)):
            i = empties[j]
            m = g.full & ~(rows[g.row[i]] | cols[g.col[i]] | boxes[g.box[i]])
            c = bin(m).count("1")
            if c < best_cnt:
                best, best_mask, best_cnt = j, m, c
                if c <= 1:
                    break
        if best_cnt == 0:
            return False
        empties[k], empties[best] = empties[best], empties[k]
        i = empties[k]
        r, c, bx = g.row[i], g.col[i], g.box[i]
        m = best_mask
        while m:
            b = m & -m
            m ^= b
            rows[r] |= b
            cols[c] |= b
            boxes[bx] |= b
            grid[i] = b.bit_length()
            stop = rec(k + 1)
            rows[r] ^= b
            cols[c] ^= b
            boxes[bx] ^= b
            grid[i] = 0
            if stop:
                empties[k], empties[best] = empties[best], empties[k]
                return True
        empties[k], empties[best] = empties[best], empties[k]
        return False

    rec(0)
    return found[0], found[1]


class Cap(Exception):
    pass


def naive_search(n, cells, stop_at_first, cap):
    """First empty cell in reading order, values ascending.

    Returns (placements, dead_ends, solutions); raises Cap beyond `cap`
    placements.  dead_ends counts cells reached with no candidate at all.
    """
    g = Grid(n)
    rows = [0] * n
    cols = [0] * n
    boxes = [0] * n
    for i, v in enumerate(cells):
        if v:
            b = 1 << (v - 1)
            rows[g.row[i]] |= b
            cols[g.col[i]] |= b
            boxes[g.box[i]] |= b
    empties = [i for i, v in enumerate(cells) if not v]
    st = [0, 0, 0]  # placements, dead ends, solutions
    sys.setrecursionlimit(10000)

    def rec(k):
        if k == len(empties):
            st[2] += 1
            return stop_at_first
        i = empties[k]
        r, c, bx = g.row[i], g.col[i], g.box[i]
        m = g.full & ~(rows[r] | cols[c] | boxes[bx])
        if not m:
            st[1] += 1
            return False
        while m:
            b = m & -m
            m ^= b
            st[0] += 1
            if st[0] > cap:
                raise Cap()
            rows[r] |= b
            cols[c] |= b
            boxes[bx] |= b
            stop = rec(k + 1)
            rows[r] ^= b
            cols[c] ^= b
            boxes[bx] ^= b
            if stop:
                return True
        return False

    rec(0)
    return tuple(st)


def fmt_grid(n, cells):
    return "".join(SYMBOLS[v - 1] if v else "." for v in cells)


def main(argv):
    cap = 3_000_000
    args = []
    it = iter(argv)
    for a in it:
        if a == "--cap":
            cap = int(next(it))
        else:
            args.append(a)
    here = os.path.dirname(os.path.abspath(__file__))
    if not args:
        args = sorted(os.path.join(here, f) for f in os.listdir(here) if f.endswith(PUZZLE_EXT))
    ok = True
    header = "%-28s %3s %6s %5s %10s %9s %12s" % (
        "file", "N", "givens", "sols", "cand-first", "deadends", "naive-all")
    print(header)
    print("-" * len(header))
    for path in args:
        name = os.path.basename(path)
        try:
            with open(path, encoding="utf-8") as f:
                n, cells = parse(f.read())
        except (OSError, ValueError) as e:
            print("%-28s PARSE ERROR: %s" % (name, e))
            ok = False
            continue
        bad = clashes(n, cells)
        if bad:
            print("%-28s CLASHING GIVENS: %s" % (name, bad[:3]))
            ok = False
            continue
        sols, _ = count_solutions(n, cells, 10)
        try:
            p1, d1, _ = naive_search(n, cells, True, cap)
            s1, s1d = str(p1), str(d1)
        except Cap:
            s1, s1d = ">%d" % cap, "?"
        try:
            p2, _, s = naive_search(n, cells, False, cap)
            s2 = str(p2)
            assert s == sols or sols >= 10
        except Cap:
            s2 = ">%d" % cap
        print("%-28s %3d %6d %5s %10s %9s %12s" % (
            name, n, sum(1 for v in cells if v), "10+" if sols >= 10 else sols, s1, s1d, s2))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
