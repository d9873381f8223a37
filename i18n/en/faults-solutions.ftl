### The solution faults' words in one language.

# A solution while $cell is empty ($filled of $cells filled).
faults-solutions-unfilled = a solution while { $cell } is empty ({ $filled } of { $cells } cells filled)

# Expected: a solution only when every cell is filled.
faults-solutions-unfilled-expected = a solution only when every cell is filled

# An invalid solution: $a and $b both hold $digit in the $unit.
faults-solutions-clash = an invalid solution: { $a } and { $b } both hold { $digit } in the { $unit }

# Expected: each digit once in every unit.
faults-solutions-clash-expected = each digit once in every row, column and box

# A wrong solution: $what (a `grid_*`).
faults-solutions-wrong-grid = wrong solution: { $what }

# The grid has $len characters, not $cells.
faults-solutions-grid-length = the grid has { $len } characters, not { $cells }

# The grid has $found at $cell, where the board holds $held.
faults-solutions-grid-differs = the grid has { $found } at { $cell }, where the board holds { $held }

# The grid changes the given $given at $cell to $found.
faults-solutions-grid-changes-given = the grid changes the given { $given } at { $cell } to { $found }

# Expected: the board the events built, $line.
faults-solutions-wrong-grid-expected = the board the events built: { $line }

# Solution number $number.
faults-solutions-number = solution number { $number }

# Expected: number $want, numbered in order.
faults-solutions-number-expected = number { $want }: solutions are numbered 1, 2, 3… in order

# Solution $number is not the document's `solutions[$k]`.
faults-solutions-not-listed = solution { $number } is not the document's solutions[{ $k }]

# The document lists $listed solutions, the events find $found.
faults-solutions-list-length = the document lists { $listed } solutions, the events find { $found }

# Expected: the `solutions` list to hold every solved grid, in order.
faults-solutions-list-expected = the `solutions` list to hold every solved grid, in order
