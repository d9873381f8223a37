### The candidate faults' words in one language.

# A false candidate set: $claimed for $cell; $why.
faults-candidates-wrong-set = false candidate set: { $claimed } for { $cell }; { $why }

# Why: $digit is no candidate, $peer in the same $unit holds it.
faults-candidates-set-held = { $digit } is not a candidate: { $peer } in the same { $unit } holds it

# Why: $digit is past a $side × $side puzzle's digits 1-$max.
faults-candidates-set-off-board = { $digit } is not a candidate: a { $side }x{ $side } puzzle has digits 1-{ $max }

# Why: $digit is missing, no peer holds it.
faults-candidates-set-missing = { $digit } is missing: no peer holds it

# Expected: the $candidates.
faults-candidates-wrong-set-expected = candidates { $candidates }

# Exclusions out of order: $digit after $after.
faults-candidates-out-of-order = exclusions out of order: { $digit } after { $after }

# Expected: each excluded digit once, ascending.
faults-candidates-out-of-order-expected = each excluded digit once, ascending

# $digit excluded by $peer, but no peer of $cell holds it.
faults-candidates-false-exclusion = false exclusion: { $digit } is excluded (by { $peer }), but no peer of { $cell } holds it

# Expected: $digit among the candidates.
faults-candidates-false-exclusion-expected = { $digit } among the candidates

# An exclusion naming the wrong unit: $digit, $peer, $unit, $why (a `wrong_unit_*`).
faults-candidates-exclusion-wrong-unit = exclusion reason names the wrong unit: { $digit } is excluded by { $peer } in the { $unit }; { $why }

# $digit excluded by $peer, not in the $unit of $cell.
faults-candidates-exclusion-not-in-unit = false exclusion reason: { $digit } is excluded by { $peer }, which is not in the { $unit } of { $cell }

# $digit excluded by $peer in the $unit, but $peer $held (`holds_nothing` or `holds_digit`).
faults-candidates-exclusion-holds-other = false exclusion reason: { $digit } is excluded by { $peer } in the { $unit }, but { $peer } { $held }

# $digit excluded by $peer in the $unit, not the first peer.
faults-candidates-exclusion-not-first = exclusion reason not the first: { $digit } is excluded by { $peer } in the { $unit }

# Expected: $digit excluded by $peer in the $unit, the first peer holding it.
faults-candidates-exclusion-expected = { $digit } excluded by { $peer } in the { $unit }, the first peer holding it (row first, then column, then box, in reading order)

# $digit is neither a candidate nor excluded.
faults-candidates-not-excluded = { $digit } is neither a candidate nor excluded

# A rejection naming the wrong unit: $digit at $cell, $peer, $unit, $why.
faults-candidates-rejection-wrong-unit = rejection reason names the wrong unit: { $digit } at { $cell } refused because of { $peer } in the { $unit }; { $why }

# A rejection by $peer, not in the $unit of $cell.
faults-candidates-rejection-not-in-unit = false rejection: { $peer } is not in the { $unit } of { $cell }

# A rejection of $digit at $cell, but $peer $held (`holds_nothing` or `holds_digit`).
faults-candidates-rejection-holds-other = false rejection of { $digit } at { $cell }: { $peer } { $held }

# $digit at $cell refused because of $peer in the $unit, not the first peer.
faults-candidates-rejection-not-first = rejection reason not the first: { $digit } at { $cell } refused because of { $peer } in the { $unit }

# Expected: $digit refused because of $peer in the $unit.
faults-candidates-rejection-expected = { $digit } refused because { $peer } in the { $unit } holds it, the first peer holding it (row first, then column, then box)

# Expected: no rejection, $digit fits $cell.
faults-candidates-rejection-none-expected = no rejection: no peer holds { $digit }, so it fits { $cell }

# Why the unit is wrong: $peer shares the $first with $cell, searched first.
faults-candidates-wrong-unit-shared = { $peer } is the first peer holding it, but it shares the { $first } with { $cell } too, which is searched first (row, then column, then box)

# Why the unit is wrong: $peer is not in the $unit of $cell; they share the $first.
faults-candidates-wrong-unit-apart = { $peer } is the first peer holding it, but it is not in the { $unit } of { $cell }: the unit they share is the { $first }

# What an empty peer holds, in $held.
faults-candidates-holds-nothing = holds nothing

# What a peer holding $digit holds, in $held.
faults-candidates-holds-digit = holds { $digit }
