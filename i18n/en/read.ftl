### The read errors' words in one language.

# The first line of a trace that cannot be read: $message (the error in its frame).
read-error = error: { $message }

# An error in an event: $step, $found.
read-at-step = step { $step }: { $found }

# An error in the header: $found.
read-in-header = header: { $found }

# Under the place: $expected.
read-expected = = expected { $expected }

# A verify fault's finding with its column: $found, $column.
read-column = { $found } (column { $column })

# The file cannot be opened: $error (the system's message).
read-cannot-open = cannot open: { $error }

# The input cannot be read: $error.
read-cannot-read = cannot read: { $error }

# The file cannot be read a second time: $error.
read-cannot-read-again = cannot read again: { $error }

# The input ends inside a value.
read-truncated = the input ends in the middle of a JSON value

# A value longer than $limit bytes.
read-too-long = a value longer than { $limit } bytes, the limit of one record

# A line longer than $limit bytes.
read-line-too-long = a line longer than { $limit } bytes, the limit of one record

# Nesting deeper than $limit.
read-too-deep = arrays and objects nested more than { $limit } deep

# Invalid UTF-8: $byte at $offset.
read-not-utf8 = invalid UTF-8: byte { $byte } (byte { $offset } of the input)

# A byte that is no printable character: $byte.
read-byte = byte { $byte }

# Not JSON: $found where $here should be.
read-unexpected = not JSON: { $found } where { $here } should be

# Not JSON: $found (serde's message).
read-not-json = not JSON: { $found }

# Trailing characters after the header: $found.
read-trailing = not JSON: trailing characters ({ $found })

# A field's value is wrong: $field, $found.
read-field = { $field }: { $found }

# In the footer: $found.
read-footer = footer: { $found }

# The input is empty.
read-empty = the input is empty

# A JSON $kind where the trace begins.
read-begins-with = a JSON { $kind } where the trace begins

# The kind of a JSON array.
read-kind-array = array

# The kind of a JSON string.
read-kind-string = string

# The kind of a JSON number.
read-kind-number = number

# The kind of a JSON boolean.
read-kind-boolean = boolean

# The kind of a JSON object.
read-kind-object = object

# No `schema_version`.
read-no-version = no `schema_version`: this is not the header of a trace

# A `schema_version` not read: $version.
read-unknown-version = unknown schema_version { $version }

# The trace begins with an event.
read-begins-with-event = the trace begins with an event

# A line after the footer.
read-after-footer = a line after the footer

# A second header.
read-second-header = a second header

# A record without `event`.
read-no-event-field = a record with no `event` field

# An array, where a record should be.
read-an-array = an array

# A string, where a record should be.
read-a-string = a string

# A boolean, where a record should be.
read-a-boolean = a boolean

# A number, where a record should be.
read-a-number = a number

# $kind where a record should be.
read-not-a-record = { $kind } where a record (a JSON object) should be

# A document without `events`.
read-no-events = missing field `events`

# The footer's $field before the events.
read-before-events = `{ $field }` before `events`

# An unknown header field: $field.
read-unknown-field = unknown field `{ $field }`

# A missing field: $field.
read-missing-field = missing field `{ $field }`

# `events` before the header's $field.
read-events-before = `events` before the header's `{ $field }`

# `events` gone on the second reading.
read-events-gone = `events` gone on the second reading (did the file change?)

# $field after the events.
read-after-events = `{ $field }` after the events

# Where a value should be.
read-here-value = a value

# Where the header's line should end.
read-here-end-of-header-line = the end of the header's line

# Where `,` or `}` should be.
read-here-comma-or-brace = `,` or `{"}"}`

# Where `:` should follow a field name.
read-here-colon = `:` after a field name

# Where `[` should open the events.
read-here-events = `[`, the events

# Where `,` or `]` should follow an event.
read-here-after-event = `,` or `]` after an event

# Where `,` or `]` should follow a solution.
read-here-after-solution = `,` or `]` after a solution

# Where a field name in quotes should be.
read-here-field-name = a field name in quotes

# Where nothing should follow the document.
read-here-nothing = nothing after the document

# Expected: a trace, its header first.
read-header = a trace: JSON Lines whose first line is the header {"{"}"schema_version":1,"puzzle":{"{"}…{"}"},"strategy":…,"options":{"{"}…{"}"}{"}"}, or one JSON document with those fields and "events"

# Expected: the header first, then $header.
read-header-first = the header first: { $header }

# Expected: an event with every field of its kind.
read-event = an event such as {"{"}"event":"placed","cell":[0,2],"digit":1,"depth":1{"}"}, with every field of its kind (see `sudoku-trace schema`)

# Expected: the footer.
read-footer-record = the footer {"{"}"end":…,"stats":{"{"}…{"}"}{"}"}

# Expected: an event or, last, the footer.
read-line = an event ({"{"}"event":…{"}"}) or, last, the footer ({"{"}"end":…,"stats":{"{"}…{"}"}{"}"})

# Expected: a document's header fields before its events.
read-order = the header's fields (`schema_version`, `puzzle`, `strategy`, `options`) before `events`, as sudoku-trace writes a document (a file whose header comes later is read twice; standard input cannot be read twice)

# Expected: what follows a document's events.
read-tail = after the events: `"end": …`, `"stats": {"{"}…{"}"}` and `"solutions": […]`, then the closing `{"}"}`

# Expected: the `solutions` list.
read-solutions = `solutions`: the solved grids, in order, as strings

# Expected: text in UTF-8.
read-utf8 = text in UTF-8

# Expected: the footer last.
read-footer-last = the footer to be the last line

# Expected: one header, on the first line.
read-one-header = one header, on the first line

# One version read: $current.
read-version = schema_version { $current }

# The versions read: $oldest to $current.
read-versions = schema_version { $oldest } to { $current }

# Expected: $versions, the one version read.
read-version-read = { $versions }, the version this sudoku-trace reads (a newer trace needs a newer sudoku-trace)

# Expected: $versions, the versions read.
read-versions-read = { $versions }, the versions this sudoku-trace reads (a newer trace needs a newer sudoku-trace)

# Expected: $wanted, complete.
read-complete = { $wanted }, complete (is the file truncated?)

# Expected: $wanted, of at most $limit bytes.
read-short = { $wanted }, of at most { $limit } bytes

# Expected: $wanted, nested at most $limit deep.
read-shallow = { $wanted }, nested at most { $limit } deep

# Expected: $wanted, one record a line.
read-one-a-line = { $wanted }, one record a line

# Found: $field lists $digit twice.
read-twice = `{ $field }` lists { $digit } twice

# Found: $field lists $digit after $after.
read-not-ascending = `{ $field }` lists { $digit } after { $after }

# Found: the key $key twice in one record.
read-duplicate-key = the key `{ $key }` twice in one record

# Found: `solutions` lists more grids than the $count `solved` events.
read-too-many-solutions = `solutions` lists more grids than the { $count } `solved` events

# Expected: digits in ascending order, each once.
read-ascending = digits in ascending order, each once (see `sudoku-trace schema`)

# Expected: each key once in a record.
read-unique-keys = each key once in a record

# Expected: one grid in `solutions` for each `solved` event.
read-solutions-of-events = one grid in `solutions` for each `solved` event, in order

# A field of a trace that does not fit the board: $field (its name in the JSON), $holds (what it holds, one of the `bounds-` messages below or a number).
read-bounds-found = `{ $field }` is { $holds }

# Expected of a header's `size`: $side (its box's), $rows, $cols.
read-bounds-side-of-box = { $side }, the side of its { $rows }x{ $cols } box

# A grid on one line of $count characters.
read-bounds-characters = { $count ->
        [one] { $count } character long
       *[other] { $count } characters long
    }

# Expected of a puzzle's givens: $cells, $max (the largest digit).
read-bounds-givens-expected = { $cells } cells, each . or a digit 1-{ $max }

# Expected of a solution's grid: $cells, $max (the largest digit).
read-bounds-grid-expected = { $cells } digits 1-{ $max }, a full grid

# A grid's character that does not fit: $char (quoted), $at (its cell, from 1).
read-bounds-char-at = { $char } at cell { $at }

# Expected of a placement's `choice`: $of.
read-bounds-choice-expected = 1 to `of` ({ $of })

# A cell off the board: $row, $col (from 0), $side.
read-bounds-cell = {"["}{ $row },{ $col }], off the { $side }x{ $side } board

# Expected of a cell: $last (the side less one).
read-bounds-cell-expected = a cell [row,col] with both from 0 to { $last }

# A digit outside the board's: $digit, $side.
read-bounds-digit = { $digit }, no digit of a { $side }x{ $side } board

# Expected of a digit: $side.
read-bounds-digit-expected = a digit from 1 to { $side }

# A list of digits with one outside the board's: $digits (the list, joined by commas), $digit, $side.
read-bounds-digits = {"["}{ $digits }], and { $digit } is no digit of a { $side }x{ $side } board

# Expected of a list of digits: $side.
read-bounds-digits-expected = digits from 1 to { $side }

# Expected of a list or number: $most, $side.
read-bounds-length-expected = at most { $most } on a { $side }x{ $side } board

# Expected of a count of candidates or options: $side.
read-bounds-count-expected = at most { $side }, the side of the board

# Expected of a unit's index: $last (the side less one).
read-bounds-index-expected = a row, column or box from 0 to { $last }

# serde_json's complaints, by frame (src/read/serde_said.rs): what serde met, $found (a kind from read-serde-kinds and its value), and what it $expected (from read-serde-types, read-serde-one-of, or serde's words in backticks).
read-serde-invalid-type = invalid type: { $found }, expected { $expected }

# As read-serde-invalid-type: $found, $expected.
read-serde-invalid-value = invalid value: { $found }, expected { $expected }

# A list of $length values where $expected.
read-serde-invalid-length = invalid length { $length }, expected { $expected }

# A name $name (in backticks) that is no variant: $expected.
read-serde-unknown-variant = unknown variant { $name }, expected { $expected }

# A field $name (in backticks) the record has no place for: $expected.
read-serde-unknown-field = unknown field { $name }, expected { $expected }

# A field $name (in backticks) missing.
read-serde-missing-field = missing field { $name }

# A field $name (in backticks) given twice.
read-serde-duplicate-field = duplicate field { $name }

# A box shape no board has: $rows, $cols, $max (the widest board).
read-serde-no-box = no { $rows }x{ $cols } box: both sides must be at least 2 and the grid at most { $max } wide

# A list of $n values, as serde expected it.
read-serde-elements = { $n ->
        [one] { $n } element in sequence
       *[other] { $n } elements in sequence
    }

# Names to choose from: $names (each in backticks, joined by commas).
read-serde-one-of = one of { $names }

# The kinds of value serde names, in serde's order.
read-serde-kinds =
    .integer = integer
    .floating-point = floating point
    .string = string
    .boolean = boolean
    .null = null
    .sequence = sequence
    .map = map
    .char = char
    .unit-value = unit value
    .byte-array = byte array

# The types the trace format reads, as serde names what it expected.
read-serde-types =
    .u8 = u8
    .u16 = u16
    .u32 = u32
    .u64 = u64
    .sequence = a sequence
    .string = a string

# serde_json's syntax errors, in its order.
read-serde-syntax =
    .eof-list = EOF while parsing a list
    .eof-object = EOF while parsing an object
    .eof-string = EOF while parsing a string
    .eof-value = EOF while parsing a value
    .expected-colon = expected `:`
    .expected-list-comma = expected `,` or `]`
    .expected-object-comma = expected `,` or `{"}"}`
    .expected-ident = expected ident
    .expected-value = expected value
    .invalid-escape = invalid escape
    .invalid-number = invalid number
    .number-out-of-range = number out of range
    .invalid-unicode = invalid unicode code point
    .control-character = control character (\u0000-\u001F) found while parsing a string
    .key-must-be-string = key must be a string
    .lone-surrogate = lone leading surrogate in hex escape
    .trailing-comma = trailing comma
    .trailing-characters = trailing characters
    .end-of-hex-escape = unexpected end of hex escape
    .recursion-limit = recursion limit exceeded
    .float-key = float key must be finite (got NaN or +/-inf)
