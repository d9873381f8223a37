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
