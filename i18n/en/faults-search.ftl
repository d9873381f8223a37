### The search faults' words in one language.

# A false dead end: the domain of $cell still holds $domain.
faults-search-dead-end-domain = false dead end: the domain of { $cell } still holds { $domain }

# Expected: a dead end at a cell whose domain is empty.
faults-search-dead-end-domain-expected = a dead end at a cell whose domain is empty (its candidates among the givens, less the prunings standing)

# A false dead end: $cell still has $candidates.
faults-search-dead-end-candidates = false dead end: { $cell } still has candidates { $candidates }

# Expected: a dead end at a cell where no digit fits.
faults-search-dead-end-candidates-expected = a dead end at a cell where no digit fits

# A false dead end: $digit can still go in $unit (numbered), at $place.
faults-search-dead-end-unit = false dead end: { $digit } can still go in { $unit }, at { $place }

# Expected: a dead end for a digit with no place left in the unit.
faults-search-dead-end-unit-expected = a dead end for a digit with no place left in the unit

# $digit already stands in $unit (numbered), at $holder.
faults-search-digit-stands = { $digit } already stands in { $unit }, at { $holder }

# Expected: a digit the unit does not hold yet.
faults-search-digit-stands-expected = a digit the unit does not hold yet

# A false naked single: $cell has $candidates.
faults-search-naked-single = false naked single: { $cell } has candidates { $candidates }

# Expected: a cell with exactly one candidate.
faults-search-naked-single-expected = a naked single: a cell with exactly one candidate

# A hidden single that names no unit.
faults-search-hidden-no-unit = a hidden single that names no unit

# Expected: its `unit`.
faults-search-hidden-no-unit-expected = `unit`: the row, column or box where the digit has one place

# A false hidden single: $digit could also go at $other in the $unit.
faults-search-hidden-single = false hidden single: { $digit } could also go at { $other } in the { $unit }

# Expected: $cell with one place left in the $unit.
faults-search-hidden-single-expected = a hidden single: { $cell } with one place left in the { $unit }

# Nothing to retract: $cell holds no deduction ($holds, worded by the faults' `holds_*`).
faults-search-nothing-to-retract = nothing to retract: { $cell } holds no deduction ({ $holds })

# Expected: a retraction of a deduction standing.
faults-search-nothing-to-retract-expected = a retraction of a deduced digit that still stands

# Retracts $digit from $cell, but $deduced was deduced there (step $step).
faults-search-retracts-other = retracts { $digit } from { $cell }, but { $deduced } was deduced there (step { $step })

# Expected: the $deduced digit.
faults-search-retracts-other-expected = the deduced digit, { $deduced }

# Retracts $cell = $digit while $later = $later_digit, placed after it (step $step), stands.
faults-search-retracts-under-guess = retracts { $cell } = { $digit } while { $later } = { $later_digit }, placed after it (step { $step }), still stands

# Expected: the guesses after a deduction undone first.
faults-search-retracts-under-guess-expected = the guesses made after a deduction undone before it is retracted

# Undoes $cell = $digit while $later = $later_digit, deduced after it (step $step), stands.
faults-search-undo-under-deduction = undoes { $cell } = { $digit } while { $later } = { $later_digit }, deduced after it (step { $step }), still stands

# Expected: the deductions after a guess retracted first.
faults-search-undo-under-deduction-expected = the deductions that follow from a guess retracted before the guess is undone

# A constraint about a cell: $cell to fill.
faults-search-constraint-cell = { $cell } to fill

# A constraint about a digit: $digit to place in $unit (numbered).
faults-search-constraint-digit = { $digit } to place in { $unit }

# $what with $options options, but it has $ways.
faults-search-constraint-options = { $what } with { $options ->
        [one] { $options } option
       *[other] { $options } options
    }, but it has { $ways }

# Expected: options $ways.
faults-search-constraint-options-expected = options { $ways }: the placements that meet the constraint now

# A placement outside the domain: $digit not in the domain of $cell, $domain.
faults-search-outside-domain = placement outside the domain: { $digit } is not in the domain of { $cell }, { $domain }

# Expected: a value of the cell's current domain.
faults-search-outside-domain-expected = a placement of a value of the cell's current domain
