### A puzzle error's words in one language; each field's holes are named in its comment. The English ones say exactly what `Display` says.

# The first line: $message (the error with its frame).
parse-error = error: { $message }

# Beside the caret: $expected.
parse-expected = expected { $expected }

# Under the frame: $note.
parse-note = note: { $note }

# $found (quoted): a character that is no cell.
parse-unknown-character = unknown character { $found }

# $found cells make no puzzle.
parse-wrong-cell-count = found { $found } cells, which is no puzzle size

# Line $line holds $found cells, the others $expected.
parse-ragged-line = line { $line } has { $found } cells where the other lines have { $expected }

# $digit too large for $side.
parse-digit-too-large = digit { $digit } is too large for a { $side }x{ $side } puzzle

# $second and $first both hold $digit in $unit (named as the narration names a numbered unit).
parse-clash = { $second } and { $first } both hold { $digit } in { $unit }

# The input past $limit bytes.
parse-too-large = the input is larger than { $limit } bytes, more than any puzzle takes

# No puzzle at all.
parse-empty = the input holds no puzzle

# Not UTF-8.
parse-not-utf8 = the input is not UTF-8 text

# A second puzzle from line $line.
parse-multiple-puzzles = more than one puzzle: a second one starts on line { $line }

# A $shape box and a $side side.
parse-shape-mismatch = a { $shape } box does not fit a { $side }x{ $side } puzzle

# A $side with no box shape.
parse-no-box-shape = a { $side }x{ $side } grid has no usual box shape

# Expected: one puzzle of at most $limit bytes.
parse-expected-small-input = one puzzle of at most { $limit } bytes (a file of many puzzles, one per line, is read by `sudoku-trace bench`)

# Expected: one puzzle, in the usual layouts.
parse-expected-puzzle = one puzzle: a line of 81 cells, or 9 lines of 9 cells

# Expected: a box shape for $side.
parse-expected-box-shape-for = a box shape RxC with R*C = { $side }

# Expected: a side with a box shape, or `--box`.
parse-expected-side-with-box-shape = a side with a box shape, or --box RxC

# Expected: a digit up to $max, or an empty cell.
parse-expected-digit-up-to = 1-{ $max }, or 0 . _ for an empty cell

# Expected: each digit once per unit.
parse-expected-once-per-unit = each digit at most once in every row, column and box

# Expected: UTF-8 text.
parse-expected-utf8 = UTF-8 text

# Expected: UTF-8 text, saved so.
parse-expected-utf8-saved = UTF-8 text (save the file as UTF-8)

# Expected: a cell character.
parse-expected-cell-character = a digit 1-9 (A-P for 10 to 25), or 0 . _ for an empty cell

# Expected: what an array literal holds.
parse-expected-array-character = a number (0 for an empty cell), a comma or a brace in an array literal

# Expected: $cells cells for a $side side.
parse-expected-cells = { $cells } cells for a { $side }x{ $side } puzzle

# Expected: one puzzle per input.
parse-expected-one-puzzle = one puzzle per input

# Expected: $cells cells on every line.
parse-expected-cells-per-line = { $cells } cells on every line

# $cell is at line $line, column $col.
parse-note-clash-at = { $cell } is at line { $line }, column { $col }

# The file is in $encoding; $save.
parse-note-encoding = the file looks like { $encoding }: { $save }

# Byte $byte is $value, $shown in Windows-1252; $save.
parse-note-windows-1252 = byte { $byte } is { $value }, { $shown } in Windows-1252: the file looks like Windows-1252 (or Latin-1); { $save }

# Byte $byte is $value in a binary file.
parse-note-binary = byte { $byte } is { $value }; the file looks binary, not a puzzle text

# Byte $byte is $value.
parse-note-byte = byte { $byte } is { $value }

# The first extra cell, number $cell, then $sizes (or nothing).
parse-note-extra-cell = this is cell { $cell }{ $sizes }

# $missing cells missing, then $sizes (or nothing).
parse-note-missing-cells = { $missing } cells are missing{ $sizes }

# The puzzle sizes, $sizes listed as `81 (9x9)`.
parse-sizes = ; puzzles have { $sizes } cells, or more up to 625 (25x25)

# Between the sizes listed.
parse-sizes-separator = ,{" "}

# One size listed: $cells, the puzzle's cells, and $side, its side.
parse-size = { $cells } ({ $side }x{ $side })

# How to save a file as UTF-8.
parse-save = save it as UTF-8 (in most editors: Save As, encoding UTF-8)

# A wide encoding: $bits, $order, $bom.
parse-encoding = UTF-{ $bits } ({ $order }, { $bom })

# Little-endian.
parse-little-endian = little-endian

# Big-endian.
parse-big-endian = big-endian

# With a byte order mark.
parse-with-bom = with a byte order mark

# Without a byte order mark.
parse-without-bom = without a byte order mark
