### Every sentence the narration uses, as templates.

# Opening line: $strategy, $size, $givens, $empty.
narration-title = { $strategy } search on a { $size }x{ $size } puzzle: { $givens } givens, { $empty } empty cells

# A board's or a box's size, as a heading or a table gives it: $rows, $cols.
narration-dimensions = { $rows }x{ $cols }

# A duration in microseconds, below a millisecond: $n, with one decimal.
narration-microseconds = { $n } µs

# A duration in milliseconds, below a second: $n, with one decimal.
narration-milliseconds = { $n } ms

# A duration in seconds: $n, with two decimals.
narration-seconds = { $n } s

# Candidates found: $cell, $candidates, $excluded.
narration-candidates = { $cell }: candidates { $candidates }; excluded { $excluded }

# No candidate at all: $cell, $excluded.
narration-no-candidates = { $cell }: no candidates; excluded { $excluded }

# One excluded digit: $digit, $unit, $peer.
narration-excluded = { $digit } ({ $unit } { $peer })

# Separator between excluded digits.
narration-list-separator = ,{" "}

# A guess with its rank: $cell, $digit, $choice, $of.
narration-placed-choice = try { $cell } = { $digit } (candidate { $choice } of { $of })

# A guess without a rank: $cell, $digit.
narration-placed = try { $cell } = { $digit }

# A refused digit: $cell, $digit, $unit, $peer.
narration-rejected = reject { $digit } at { $cell }: { $peer } in the same { $unit } holds { $digit }

# A dead end at a cell: $cell.
narration-dead-end = dead end at { $cell }: no digit fits

# A dead end in a unit: $digit, $unit (numbered).
narration-dead-end-unit = dead end: { $digit } has no place left in { $unit }

# A naked single: $cell, $digit.
narration-naked-single = deduce { $cell } = { $digit }: its only candidate (naked single)

# A hidden single: $cell, $digit, $unit (numbered).
narration-hidden-single = deduce { $cell } = { $digit }: the only place for { $digit } in { $unit } (hidden single)

# A deduction taken back: $cell, $digit.
narration-retracted = take back { $cell } = { $digit } (deduced)

# Exact cover chose a cell: $cell, $options.
narration-constraint-cell = { $cell } needs a digit: { $options ->
        [one] { $options } option
       *[other] { $options } options
    }, the fewest

# Exact cover chose a digit in a unit: $digit, $unit (numbered), $options.
narration-constraint-unit = { $digit } must go somewhere in { $unit }: { $options ->
        [one] { $options } option
       *[other] { $options } options
    }, the fewest

# A backtrack: $cell, $digit.
narration-undone = undo { $cell } = { $digit }

# A solution: $number.
narration-solved = solution { $number } found

# The step limit: $steps.
narration-step-limit = step limit reached after { $steps } steps: search stopped

# The time limit: $steps.
narration-time-limit = time limit reached after { $steps } steps: search stopped

# The names of the row, column and box units.
narration-units =
    .row = row
    .column = column
    .box = box

# One row, column or box by number, counted from 1 (an ordinal reads right): $n.
narration-numbered-units =
    .row = row { $n }
    .column = column { $n }
    .box = box { $n }

# One row, column or box by a label that is no count: an index from 0, or a row's letter (a1): $n. Chinese says 行 0, not 第 0 行, which would be "the zeroth row".
narration-labelled-units =
    .row = row { $n }
    .column = column { $n }
    .box = box { $n }

# The end of a search that found solutions and explored everything: $solutions.
narration-end-exhausted = Search complete: { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }.

# The end of a search that found no solution after exploring everything.
narration-end-none = Search complete: no solution.

# The end of a search stopped after enough solutions: $solutions.
narration-end-solution-limit = Stopped after { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }, as asked.

# The end of a search stopped by the step limit: $solutions.
narration-end-step-limit = Stopped at the step limit with { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }; the search is unfinished.

# The end of a search stopped by the time limit: $solutions.
narration-end-time-limit = Stopped at the time limit with { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }; the search is unfinished.

# The end of a search stopped by its budget of placements: $solutions.
narration-end-placement-limit = Stopped at the placement limit with { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }; the search is unfinished.

# The end of a search stopped by its reader.
narration-end-stopped = Stopped by the reader.

# Title of the counter table.
narration-counters-title = Counters:

# The counters every search has, in the order of [`CounterName::EVERY_SEARCH`] (a test holds it).
narration-counters =
    .placements-name = placements
    .placements-definition = digits written into empty cells as guesses
    .deductions-name = deductions
    .deductions-definition = digits written because a rule forces them
    .rejections-name = rejections
    .rejections-definition = digits refused by the conflict check
    .dead-ends-name = dead ends
    .dead-ends-definition = points where no digit fits a cell or no cell takes a digit
    .backtracks-name = backtracks
    .backtracks-definition = guesses taken back (undone)
    .solutions-name = solutions
    .solutions-definition = full grids without a clash
    .max-depth-name = max depth
    .max-depth-definition = most guesses standing at once
    .events-name = events
    .events-definition = steps in the trace
