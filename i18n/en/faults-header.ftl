### The header faults' words in one language.

# The $size does not match the $shape box ($side digits).
faults-header-size-mismatch = size { $size } does not match the { $shape } box ({ $side } digits)

# Expected: the size the box's rows times its columns.
faults-header-size-mismatch-expected = size = box rows × box columns

# The $givens are not a $side × $side grid.
faults-header-givens-not-grid = givens `{ $givens }` are not a { $side }x{ $side } grid

# Expected: $cells characters, row by row, `.` for an empty cell, digits up to $max.
faults-header-givens-not-grid-expected = { $cells } characters, row by row: `.` for an empty cell, digits 1-9 then A, B, … up to { $max }
