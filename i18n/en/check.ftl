### `check`'s summary in one language; each field's holes are named in its comment.

# The first line: $size, $box (as `3x3`), $givens, $empty.
check-well-formed = a well-formed { $size }x{ $size } puzzle ({ $box } boxes): { $givens ->
        [one] { $givens } given
       *[other] { $givens } givens
    }, { $empty ->
        [one] { $empty } empty cell
       *[other] { $empty } empty cells
    }

# No solution.
check-none = no solution

# Undecided: the step limit came first.
check-undecided-steps = undecided: the step limit came first

# Undecided: the time limit came first.
check-undecided-time = undecided: the time limit came first

# One solution, shown under it.
check-unique = exactly one solution:

# Two solutions, shown under it: $cell, $a and $b (its digit in each).
check-several = at least two solutions; they first differ at { $cell } ({ $a } in one, { $b } in the other):

# The last line, what the search did: $time (`searched_time`, or nothing with `--no-time`), $strategy, $engine, then the counters each worded by the fields below.
# Variables: $time, $strategy, $engine, $placements, $deductions, $dead_ends.
check-searched = searched{ $time } with { $strategy } ({ $engine } engine): { $placements }, { $deductions }, { $dead_ends }

# The time in `searched`: $time, with its unit (`8.6 µs`, `423.4 ms`).
check-searched-time = {" "}in { $time }

# The placements of `searched`: $n, the number.
check-placements = { $n ->
        [one] { $n } placement
       *[other] { $n } placements
    }

# The deductions of `searched`: $n, the number.
check-deductions = { $n ->
        [one] { $n } deduction
       *[other] { $n } deductions
    }

# The dead ends of `searched`: $n, the number.
check-dead-ends = { $n ->
        [one] { $n } dead end
       *[other] { $n } dead ends
    }
