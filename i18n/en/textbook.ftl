### The sentences of the textbook's search (`backtrack`): inference, value order, conflict sets and backjumps, and its counters. Kept apart from [`Phrases`] because only that search says them; the walkthrough page carries both, and tells these steps in the same words as the text.

# Forward checking: $cell, $digit, $by (the cell just placed).
textbook-pruned-placed = prune { $digit } from { $cell }: { $by } = { $digit } was just placed

# Arc consistency: $cell, $digit, $by (the cell with one value left).
textbook-pruned-one-value = prune { $digit } from { $cell }: { $by } has only { $digit } left

# Values in least-constraining order: $cell, $values.
textbook-values-ordered = { $cell }: least-constraining value first: { $values }

# One value of that order: $digit, $removes.
textbook-value-cost = { $digit } (removes { $removes })

# The conflict set at a dead end: $cell, $guesses (each with its depth).
textbook-conflict-set = conflict set of { $cell }: { $guesses }, the guesses that rule out its digits

# An empty conflict set: $cell.
textbook-conflict-set-empty = conflict set of { $cell } is empty: the givens alone rule out its digits

# One guess of a conflict set with its depth: $cell, $depth.
textbook-guess-at-depth = { $cell } (depth { $depth })

# A backjump: $over (the guesses jumped over, 1 or more), $to, $digit, $cell, $guesses (the latest first).
textbook-backjumped = jump back over { $over ->
        [one] { $over } guess
       *[other] { $over } guesses
    } to { $to } = { $digit }: the dead end at { $cell } was caused only by { $guesses }

# Between the items of a list of cells but the last two.
textbook-list-separator = ,{" "}

# Between the last two items of a list of cells.
textbook-list-last = {" "}and{" "}

# The counters of [`CounterName::WHEN_USED`], in that order.
textbook-counters =
    .prunings-name = prunings
    .prunings-definition = digits taken out of a domain by inference
    .backjumps-name = backjumps
    .backjumps-definition = jumps back over at least one guess
    .guesses-skipped-name = guesses skipped
    .guesses-skipped-definition = guesses the backjumps went over
