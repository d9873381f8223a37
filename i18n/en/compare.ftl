### The words of the comparison of strategies: its table (text and page), its notes and charts, and a line on what each strategy does.

# $count strategies, $n, $givens, $limit.
compare-title = { $count } strategies on a { $n }x{ $n } puzzle with { $givens ->
        [one] { $givens } given
       *[other] { $givens } givens
    } (first solution; { $limit })

compare-no-limit = no limit

# $limits: the parts below, joined by `compare-and`.
compare-at-most-each = at most { $limits } each

# The placement budget: $n (the number, choosing the words), $shown (it written with separators).
compare-placements-part = { $n ->
        [one] { $shown } placement
       *[other] { $shown } placements
    }

# The step budget: $n (the number, choosing the words), $shown (it written with separators).
compare-steps-part = { $n ->
        [one] { $shown } step
       *[other] { $shown } steps
    }

# $seconds.
compare-seconds-part = { $seconds } s

compare-and = {" "}and{" "}

compare-or = {" "}or{" "}

compare-strategy = strategy

compare-result = result

compare-time = time

compare-step-limit = step limit

compare-time-limit = time limit

compare-placement-limit = placement limit

compare-stopped = stopped

compare-no-solution = no solution

compare-solved = solved

# $limits: the names below, joined by `compare-or`.
compare-lower-bound = A strategy at { $limits } was stopped before it finished: its counts (≥) are lower bounds.

compare-the-placement-limit = the placement limit

compare-the-step-limit = the step limit

compare-the-time-limit = the time limit

compare-page-title = sudoku-trace compare

compare-puzzle = Puzzle:

compare-caption = Counters of each strategy

# Why the placement budget is fair, under the table: $n (the budget, choosing the words), $shown (it written with separators).
compare-fairness = Every strategy has the same budget of { $n ->
        [one] { $shown } placement
       *[other] { $shown } placements
    } (guesses), so one stopped by it made at least as many as any that finished: more placements never look like fewer.

# The heading of the list of what each strategy does.
compare-what-each-does = What each strategy does

# The heading of the charts.
compare-charts = Charts

# The legend of the scale switch, and its two choices.
compare-scale = Scale

compare-log-scale = logarithmic

compare-linear-scale = linear

compare-log-note = Logarithmic scale: each tick to the right is ten times more, so large gaps look small.

compare-linear-note = Linear scale: a bar twice as long is twice as much.

# What a dashed bar end means.
compare-capped-note = A bar with a dashed end and an arrow (≥) was stopped by a limit: the true count is at least that much.

# $name: a counter; $scale: one of the two scales.
compare-chart-label = { $name } per strategy, { $scale } scale

# A value that is a lower bound: $n.
compare-at-least = ≥ { $n }

# The five strategies, by name.
# What each strategy does, in one line, by its name.
compare-strategies =
    .candidates = Takes the first empty cell in reading order and tries each of its candidates (the digits not in its row, column or box), ascending; a cell with none is a dead end, and the search undoes its last guess.
    .naive = Walks the cells in reading order and tries 1 to N in each, refusing every digit a peer already holds: the same tree as candidates, with each refusal reported.
    .mrv = Branches on the empty cell with the fewest candidates (minimum remaining values); no deduction.
    .singles = Before each branch, deduces naked singles (a cell with one candidate) and hidden singles (a digit with one place in a unit) to a fixed point; then branches like mrv.
    .dlx = Knuth's Algorithm X with dancing links over the exact-cover matrix, covering the constraint with the fewest options first.

# The title with the puzzle's name: $count strategies, $name (the library's name or the file's), $n, $givens, $limit.
compare-title-named = { $count } strategies on { $name }, a { $n }x{ $n } puzzle with { $givens ->
        [one] { $givens } given
       *[other] { $givens } givens
    } (first solution; { $limit })

# The page's title (a browser tab's) with the puzzle's name: $name.
compare-page-title-named = { $name }: strategies compared (sudoku-trace)

# The heading of the notes that explain the counts.
compare-notes = What the counts say

# Two strategies that differ only in fc against mac, with the same prunings and dead ends: $fc and $mac (their names), $prunings and $dead_ends (the counts, written with separators), $fc_placements and $mac_placements, $fewer (the difference).
compare-note-same-work = { $fc } and { $mac } removed the same values (prunings: { $prunings }) and met the same dead ends ({ $dead_ends }), yet { $mac } made { $fewer } fewer placements ({ $mac_placements } against { $fc_placements }). That is its only edge here: a cell left with one value is settled by arc consistency before the next guess, while forward checking guesses that value first and undoes it when the branch dies. The search is no smarter on this puzzle.

# A heuristic that made more placements on this puzzle: $idea (its name, `race-adds`), $pairs (the pairs below, joined by `compare-note-worse-joint`).
compare-note-worse = On this puzzle { $idea } made things worse: { $pairs }. A heuristic is a bet on the usual case, and here it lost.

# One pair: $with (the strategy with the heuristic), $more (its placements), $without (the same strategy without it), $less (its placements).
compare-note-worse-pair = { $with } made { $more } placements against { $less } for { $without }

compare-note-worse-joint = ;{" "}

# Backjumping's skipped guesses split: $name (the strategy), $total, $untried (guesses skipped whose cell still had values to try), $exhausted (the rest); each written with separators.
compare-note-skipped = { $name } skipped { $total } guesses in its backjumps: { $untried } of them still had values left to try (the work a jump saves), { $exhausted } had tried their last value already (chronological backtracking would have undone them too).
