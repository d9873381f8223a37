### The bounds faults' words in one language.

# The cell `[$row, $col]` is outside the $side × $side grid.
faults-bounds-cell = cell [{ $row }, { $col }] is outside the { $side }x{ $side } grid

# Expected: a row and a column each from 0 to $last.
faults-bounds-cell-expected = {"["}row, col] with each from 0 to { $last }

# $digit in a $side × $side puzzle.
faults-bounds-digit = digit { $digit } in a { $side }x{ $side } puzzle

# Expected: a digit from 1 to $side.
faults-bounds-digit-expected = a digit from 1 to { $side }

# Unit index $index in a $side × $side puzzle.
faults-bounds-unit-index = unit index { $index } in a { $side }x{ $side } puzzle

# Expected: an index from 0 to $last.
faults-bounds-unit-index-expected = an index from 0 to { $last }
