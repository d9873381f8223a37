### The faults' words in one language.

# A fault in the footer: $found.
faults-footer = footer: { $found }

# $cell is not empty: $holds.
faults-not-empty = { $cell } is not empty: { $holds }

# Expected: an empty cell.
faults-not-empty-expected = an empty cell

# The cell holds nothing.
faults-holds-empty = it is empty

# The cell holds the given $digit.
faults-holds-given = it holds the given { $digit }

# The cell holds $digit, placed at $step.
faults-holds-placed = it holds { $digit }, placed at step { $step }

# The cell holds $digit, deduced at $step.
faults-holds-deduced = it holds { $digit }, deduced at step { $step }

# The cell holds $digit.
faults-holds-digit = it holds { $digit }

# A clash's `what` for a placement.
faults-illegal-placement = illegal placement

# A clash's `what` for a deduction.
faults-false-deduction = false deduction

# $what: $digit at $cell, but $peer in the same $unit holds it.
faults-clash = { $what }: { $digit } at { $cell }, but { $peer } in the same { $unit } holds { $digit }

# Expected: one of the $candidates.
faults-clash-expected = a digit no peer holds: one of the candidates { $candidates }

# The wrong $depth.
faults-wrong-depth = wrong depth { $depth }

# Expected: depth $want, $why.
faults-wrong-depth-expected = depth { $want }: { $why }

# Why: the placements standing.
faults-why-standing = the number of placements standing (placed and not yet undone)

# Why: the placements standing, this one included.
faults-why-standing-with-this = the number of placements standing, this one included

# Why: the placements standing, deductions not counted.
faults-why-standing-no-deductions = the number of placements standing (deductions do not count)

# Why: the depth of the deduction retracted.
faults-why-of-deduction = the depth of the deduction it retracts

# Why: the depth of the placement undone.
faults-why-of-placement = the depth of the placement it undoes

# Undoes $cell = $digit, no placement standing.
faults-undo-nothing = undoes { $cell } = { $digit }, but no placement stands

# Expected: an undo of a placement standing.
faults-undo-nothing-expected = an undo only of a placement standing

# Undoes $cell = $digit, but the most recent placement is $top = $top_digit (step $step).
faults-undo-out-of-order = undo out of order: undoes { $cell } = { $digit }, but the most recent placement standing is { $top } = { $top_digit } (step { $step })

# Expected: $top = $top_digit undone first.
faults-undo-out-of-order-expected = undone { $top } = { $top_digit } first: undos take back placements, the most recent first

# Wrong $counters (each worded by [`FaultWords::counter`]).
faults-wrong-counters = wrong counters: { $counters }

# A counter: $counter (its name, `counter-named` or the footer's key alone where they are the same word), $said, and $counted by the events.
faults-counter = { $counter } { $said } (the events count { $counted })

# A counter by name: $title (its name in the language), $name (the footer's key).
faults-counter-named = { $title } (`{ $name }`)

# Between two counters.
faults-counter-separator = ,{" "}

# Expected: the counters recounted.
faults-wrong-counters-expected = the counters recounted from the events, as docs/trace-format.md defines them (“The footer”)
