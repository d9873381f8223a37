### The sentences of the textbook's search (`backtrack`): inference, value order, conflict sets and backjumps, and its counters. Kept apart from [`Phrases`] because only that search says them; the walkthrough page carries both, and tells these steps in the same words as the text.

# Forward checking: $cell, $digit, $by (the cell just placed).
textbook-pruned-placed = prune { $digit } from { $cell }: { $by } = { $digit } was just placed

# Arc consistency: $cell, $digit, $by (the cell with one value left).
textbook-pruned-one-value = prune { $digit } from { $cell }: { $by } has only { $digit } left

# Values in least-constraining order: $cell, $values.
textbook-values-ordered = { $cell }: least-constraining value first: { $values }

# One value of that order: $digit, $removes (how many empty peers hold it in their domain).
textbook-value-cost = { $digit } ({ $removes ->
        [0] would remove it from no peer's domain
        [one] would remove { $digit } from { $removes } peer's domain
       *[other] would remove { $digit } from { $removes } peers' domains
    })

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

# A cell's domain under inference (`fc`, `mac`), in place of its candidates: $cell, $domain (the values left), $excluded (as narration-excluded lists them).
textbook-domain = { $cell }: domain { $domain }; excluded { $excluded }

# The same, with values arc consistency took out that no peer holds yet: $cell, $domain, $pruned (each as textbook-pruned-earlier-*), $excluded.
textbook-domain-pruned = { $cell }: domain { $domain }; { $pruned }; excluded { $excluded }

# A value an earlier arc-consistency pruning keeps out of the domain: $digit, $step (the pruning's), $by (the peer with one value left then).
textbook-pruned-earlier-one-value = { $digit } pruned by arc consistency at step { $step } ({ $by } had only { $digit } left)

# A value an earlier forward-checking pruning keeps out of the domain: $digit, $step, $by (the peer placed then).
textbook-pruned-earlier-placed = { $digit } pruned at step { $step } ({ $by } = { $digit })

# A guess under inference, ranked within the domain: $cell, $digit, $choice, $of.
textbook-placed-domain = try { $cell } = { $digit } (value { $choice } of { $of } in its domain)

# A wipeout under forward checking: $cell (the wiped-out cell), $guess and $digit (the guess whose inference did it), $step (the guess's step), $last (the last value taken), $at (the step that took it), $chain (the prunings that guess has set off so far).
textbook-wipeout-fc = domain of { $cell } wiped out: forward checking after { $guess } = { $digit } (step { $step }) took its last value, { $last }, at step { $at } ({ $chain ->
        [one] that guess's only pruning
       *[other] pruning { $chain } of that guess's chain
    }); found before the search reached { $cell }

# A wipeout under arc consistency: $cell, $guess, $digit, $step, $last, $at, $chain, as in textbook-wipeout-fc.
textbook-wipeout-mac = domain of { $cell } wiped out: arc consistency after { $guess } = { $digit } (step { $step }) took its last value, { $last }, at step { $at } ({ $chain ->
        [one] that guess's only pruning
       *[other] pruning { $chain } of that guess's chain
    }); found before the search reached { $cell }

# A wipeout before any guess (arc consistency on the givens): $cell, $last, $at.
textbook-wipeout-givens = domain of { $cell } wiped out: arc consistency on the givens alone took its last value, { $last }, at step { $at }, so the puzzle has no solution

# The conflict set at a dead end, with its rule: $cell, $guesses (each as textbook-guess-blamed), $givens (each as textbook-given-blamed).
textbook-conflict-set-blamed = conflict set of { $cell }: { $guesses }, each digit blamed on the earliest guess that rules it out; givens rule out { $givens }, and as givens are never undone, those digits blame no guess

# The same when no given rules out any of its digits: $cell, $guesses.
textbook-conflict-set-blamed-all = conflict set of { $cell }: { $guesses }, each digit blamed on the earliest guess that rules it out

# FC-CBJ's conflict set at a dead end: the guesses whose forward checking pruned the cell's domain: $cell, $guesses (each as textbook-guess-blamed, with the digits it pruned).
textbook-conflict-set-pruned = conflict set of { $cell }: { $guesses }, the guesses whose forward checking pruned its domain (FC-CBJ)

# One guess of a conflict set with the digits it is blamed for: $cell, $depth, $digits.
textbook-guess-blamed = { $cell } (depth { $depth }) for { $digits }

# One digit a given rules out: $digit, $cell (the given).
textbook-given-blamed = { $digit } ({ $cell })

# One guess on the path: $cell, $digit.
textbook-assignment = { $cell } = { $digit }

# A backjump from a dead end: $over (the guesses jumped over, 1 or more), $skipped (those guesses, each as textbook-assignment), $to, $digit, $cell, $guesses (the conflict set, the latest first).
textbook-backjumped-dead-end = jump back over { $over ->
        [one] { $over } guess
       *[other] { $over } guesses
    } to { $to } = { $digit }, skipping { $skipped }: the dead end at { $cell } was caused only by { $guesses }

# A backjump from a cell whose values are used up (not a dead end): $cell, $over, $skipped, $to, $digit, $guesses, as in textbook-backjumped-dead-end.
textbook-backjumped-no-value = { $cell } has no value left: jump back over { $over ->
        [one] { $over } guess
       *[other] { $over } guesses
    } to { $to } = { $digit }, skipping { $skipped }: only { $guesses } ruled out its values

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
