### The pruning faults' words in one language.

# The pruning due: $digit from $cell by $by ($why, a `why_*`).
faults-textbook-due = pruned { $digit } from { $cell } by { $by } ({ $why })

# Why, forward checking: $by = $digit placed.
faults-textbook-why-placed = forward checking of { $by } = { $digit }: its empty peers holding { $digit } lose it, in reading order

# Why, arc consistency: $by has $digit as its only value.
faults-textbook-why-one-value = arc consistency: { $by } has { $digit } as its only value, and its empty peers lose it, in reading order

# $cell's domain wiped out, but the search goes on.
faults-textbook-wiped = { $cell } has no value left after the last pruning, but the search goes on

# Expected: the dead end at $cell.
faults-textbook-wiped-expected = dead_end at { $cell }: a wiped-out domain is a dead end

# Inference stops short: $cell still holds $digit.
faults-textbook-stops-short = inference stops short: { $cell } still holds { $digit } in its domain

# A pruning, but the $strategy makes no inference.
faults-textbook-no-inference = a pruning, but the strategy `{ $strategy }` makes no inference

# Expected: prunings only under inference.
faults-textbook-no-inference-expected = prunings only under inference: a strategy named backtrack+fc or backtrack+mac (with its other choices)

# A one-value pruning, but the $strategy only forward checks.
faults-textbook-only-forward = a one-value pruning, but `{ $strategy }` only forward checks

# Expected: prunings by a placed cell only.
faults-textbook-only-forward-expected = prunings by a placed cell only (reason placed)

# A false pruning: $cell is not a peer of $by.
faults-textbook-not-peer = false pruning: { $cell } is not a peer of { $by }

# Expected: a pruning of a peer of `by`.
faults-textbook-not-peer-expected = a pruning of a peer (same row, column or box) of `by`

# A false pruning: $digit is not in $cell's $domain.
faults-textbook-not-in-domain = false pruning: { $digit } is not in the domain of { $cell }, { $domain }

# Expected: a digit still in the cell's domain.
faults-textbook-not-in-domain-expected = a pruning of a digit still in the cell's domain

# A false pruning: $by does not hold $digit ($holds).
faults-textbook-by-not-placed = false pruning: { $by } does not hold { $digit } ({ $holds })

# Expected: `by` the cell just placed with $digit.
faults-textbook-by-not-placed-expected = `by` the cell just placed with { $digit }

# A false pruning: $by is not an empty cell with $digit as its only value ($domain, $holds).
faults-textbook-by-not-one-value = false pruning: { $by } is not an empty cell with { $digit } as its only value (domain { $domain }, { $holds })

# Expected: `by` an empty cell whose domain is $digit alone.
faults-textbook-by-not-one-value-expected = `by` an empty cell whose domain is [{ $digit }]

# Prunes $digit from $cell by $by, but $due_digit from $due_cell is due first.
faults-textbook-not-due-first = prunes { $digit } from { $cell } by { $by }, but another pruning is due first: { $due_digit } from { $due_cell }

# Prunes $digit from $cell by $by, but none is due.
faults-textbook-none-due = prunes { $digit } from { $cell } by { $by }, but no pruning is due here

# Expected: prunings only where inference owes them.
faults-textbook-none-due-expected = prunings only right after a placement (forward checking) or while a one-value cell's value is still in an empty peer's domain (arc consistency)

# An order of values, but the $strategy does not order by LCV.
faults-textbook-no-lcv = an order of values, but the strategy `{ $strategy }` does not order by LCV

# Expected: `values_ordered` only under LCV.
faults-textbook-no-lcv-expected = values_ordered only under a strategy named backtrack+lcv (with its other choices)

# A value $digit and its count $removes, in a list.
faults-textbook-value-count = { $digit } ({ $removes })

# Between two values of a list.
faults-textbook-value-separator = ,{" "}

# $digit is not in $cell's $domain.
faults-textbook-value-not-in-domain = { $digit } is not in the domain of { $cell }, { $domain }

# $digit removes $said, but $count empty peers of $cell hold it.
faults-textbook-value-count-wrong = wrong count: { $digit } removes { $said }, but { $count ->
        [one] { $count } empty peer of { $cell } holds it
       *[other] { $count } empty peers of { $cell } hold it
    }

# The wrong order: $values.
faults-textbook-value-order-wrong = wrong order: { $values }

# Expected: $values, the $domain in LCV order.
faults-textbook-values-expected = values { $values }: the domain { $domain }, each with the number of empty peers holding it in their current domain, fewest first (ties: the smaller digit)

# $what: a conflict set.
faults-textbook-what-conflict-set = a conflict set

# $what: a backjump.
faults-textbook-what-backjump = a backjump

# $what, but the $strategy does not backjump.
faults-textbook-no-backjump = { $what }, but the strategy `{ $strategy }` does not backjump

# Expected: $what only under backjumping.
faults-textbook-no-backjump-expected = { $what } only under a strategy named backtrack+backjump (with its other choices)

# The conflict set lists $depth out of order.
faults-textbook-list-out-of-order = the conflict set lists depth { $depth } out of order

# Expected: the guesses by depth, each once.
faults-textbook-list-out-of-order-expected = the guesses by depth, the earliest first, each once

# The conflict set names $cell at $depth, but the guess there is $standing = $digit.
faults-textbook-list-wrong-cell = the conflict set names { $cell } at depth { $depth }, but the guess at depth { $depth } is { $standing } = { $digit }

# Expected: each guess with its cell and depth.
faults-textbook-list-wrong-cell-expected = each guess with its cell and depth on the current path

# The conflict set names a guess at $depth, but $standing guesses stand.
faults-textbook-list-not-standing = the conflict set names a guess at depth { $depth }, but { $standing ->
        [one] { $standing } guess stands
       *[other] { $standing } guesses stand
    }

# Expected: guesses standing.
faults-textbook-list-not-standing-expected = guesses standing on the current path

# A conflict set of $cell not after its dead end.
faults-textbook-not-after-dead-end = a conflict set of { $cell } not after its dead end

# Expected: `conflict_set` right after the dead end at $cell.
faults-textbook-not-after-dead-end-expected = conflict_set right after dead_end at { $cell }

# The conflict set misses $guess (a guess at its depth), the earliest excluding $digit;
# under the $rule `pruned` (FC-CBJ), the guess whose forward checking pruned $digit.
faults-textbook-conflicts-miss = the conflict set misses { $guess }, { $rule ->
        [pruned] whose forward checking pruned { $digit } from this cell's domain
       *[other] the earliest guess excluding { $digit }
    }

# The conflict set lists $guess, excluding none of $cell's digits; under the $rule
# `pruned` (FC-CBJ), pruning none of its domain.
faults-textbook-conflicts-extra = the conflict set lists { $guess }, { $rule ->
        [pruned] whose forward checking pruned nothing from { $cell }'s domain
       *[other] the earliest guess excluding none of { $cell }'s digits
    }

# Expected: the $conflicts of $cell, from its $base; under the $rule `pruned`
# (FC-CBJ), the guesses whose forward checking pruned its domain.
faults-textbook-conflicts-expected = conflicts { $conflicts }: { $rule ->
        [pruned] the guesses whose forward checking pruned a value from { $cell }'s domain (FC-CBJ)
       *[other] for each digit of { $cell }'s candidates among the givens { $base }, the earliest guess excluding it
    }
