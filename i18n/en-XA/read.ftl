### Written by tests/pseudo_locale.rs from en/: do not edit.

read-error = ḗḗřřǿǿř: { $message }

read-at-step = şŧḗḗƥ { $step }: { $found }

read-in-header = ħḗḗȧȧḓḗḗř: { $found }

read-expected = = ḗḗẋƥḗḗƈŧḗḗḓ { $expected }

read-column = { $found } (ƈǿǿŀŭŭḿƞ { $column })

read-cannot-open = ƈȧȧƞƞǿǿŧ ǿǿƥḗḗƞ: { $error }

read-cannot-read = ƈȧȧƞƞǿǿŧ řḗḗȧȧḓ: { $error }

read-cannot-read-again = ƈȧȧƞƞǿǿŧ řḗḗȧȧḓ ȧȧɠȧȧīīƞ: { $error }

read-truncated = ŧħḗḗ īīƞƥŭŭŧ ḗḗƞḓş īīƞ ŧħḗḗ ḿīīḓḓŀḗḗ ǿǿƒ ȧȧ ĴŞǾǾȠ ṽȧȧŀŭŭḗḗ

read-too-long = ȧȧ ṽȧȧŀŭŭḗḗ ŀǿǿƞɠḗḗř ŧħȧȧƞ { $limit } ƀẏŧḗḗş, ŧħḗḗ ŀīīḿīīŧ ǿǿƒ ǿǿƞḗḗ řḗḗƈǿǿřḓ

read-line-too-long = ȧȧ ŀīīƞḗḗ ŀǿǿƞɠḗḗř ŧħȧȧƞ { $limit } ƀẏŧḗḗş, ŧħḗḗ ŀīīḿīīŧ ǿǿƒ ǿǿƞḗḗ řḗḗƈǿǿřḓ

read-too-deep = ȧȧřřȧȧẏş ȧȧƞḓ ǿǿƀĵḗḗƈŧş ƞḗḗşŧḗḗḓ ḿǿǿřḗḗ ŧħȧȧƞ { $limit } ḓḗḗḗḗƥ

read-not-utf8 = īīƞṽȧȧŀīīḓ UTF-8: ƀẏŧḗḗ { $byte } (ƀẏŧḗḗ { $offset } ǿǿƒ ŧħḗḗ īīƞƥŭŭŧ)

read-byte = ƀẏŧḗḗ { $byte }

read-unexpected = ƞǿǿŧ ĴŞǾǾȠ: { $found } ẇħḗḗřḗḗ { $here } şħǿǿŭŭŀḓ ƀḗḗ

read-not-json = ƞǿǿŧ ĴŞǾǾȠ: { $found }

read-trailing = ƞǿǿŧ ĴŞǾǾȠ: ŧřȧȧīīŀīīƞɠ ƈħȧȧřȧȧƈŧḗḗřş ({ $found })

read-field = { $field }: { $found }

read-footer = ƒǿǿǿǿŧḗḗř: { $found }

read-empty = ŧħḗḗ īīƞƥŭŭŧ īīş ḗḗḿƥŧẏ

read-begins-with = ȧȧ ĴŞǾǾȠ { $kind } ẇħḗḗřḗḗ ŧħḗḗ ŧřȧȧƈḗḗ ƀḗḗɠīīƞş

read-kind-array = ȧȧřřȧȧẏ

read-kind-string = şŧřīīƞɠ

read-kind-number = ƞŭŭḿƀḗḗř

read-kind-boolean = ƀǿǿǿǿŀḗḗȧȧƞ

read-kind-object = ǿǿƀĵḗḗƈŧ

read-no-version = ƞǿǿ `schema_version`: ŧħīīş īīş ƞǿǿŧ ŧħḗḗ ħḗḗȧȧḓḗḗř ǿǿƒ ȧȧ ŧřȧȧƈḗḗ

read-unknown-version = ŭŭƞķƞǿǿẇƞ schema_version { $version }

read-begins-with-event = ŧħḗḗ ŧřȧȧƈḗḗ ƀḗḗɠīīƞş ẇīīŧħ ȧȧƞ ḗḗṽḗḗƞŧ

read-after-footer = ȧȧ ŀīīƞḗḗ ȧȧƒŧḗḗř ŧħḗḗ ƒǿǿǿǿŧḗḗř

read-second-header = ȧȧ şḗḗƈǿǿƞḓ ħḗḗȧȧḓḗḗř

read-no-event-field = ȧȧ řḗḗƈǿǿřḓ ẇīīŧħ ƞǿǿ `event` ƒīīḗḗŀḓ

read-an-array = ȧȧƞ ȧȧřřȧȧẏ

read-a-string = ȧȧ şŧřīīƞɠ

read-a-boolean = ȧȧ ƀǿǿǿǿŀḗḗȧȧƞ

read-a-number = ȧȧ ƞŭŭḿƀḗḗř

read-not-a-record = { $kind } ẇħḗḗřḗḗ ȧȧ řḗḗƈǿǿřḓ (ȧȧ ĴŞǾǾȠ ǿǿƀĵḗḗƈŧ) şħǿǿŭŭŀḓ ƀḗḗ

read-no-events = ḿīīşşīīƞɠ ƒīīḗḗŀḓ `events`

read-before-events = `{ $field }` ƀḗḗƒǿǿřḗḗ `events`

read-unknown-field = ŭŭƞķƞǿǿẇƞ ƒīīḗḗŀḓ `{ $field }`

read-missing-field = ḿīīşşīīƞɠ ƒīīḗḗŀḓ `{ $field }`

read-events-before = `events` ƀḗḗƒǿǿřḗḗ ŧħḗḗ ħḗḗȧȧḓḗḗř'ş `{ $field }`

read-events-gone = `events` ɠǿǿƞḗḗ ǿǿƞ ŧħḗḗ şḗḗƈǿǿƞḓ řḗḗȧȧḓīīƞɠ (ḓīīḓ ŧħḗḗ ƒīīŀḗḗ ƈħȧȧƞɠḗḗ?)

read-after-events = `{ $field }` ȧȧƒŧḗḗř ŧħḗḗ ḗḗṽḗḗƞŧş

read-here-value = ȧȧ ṽȧȧŀŭŭḗḗ

read-here-end-of-header-line = ŧħḗḗ ḗḗƞḓ ǿǿƒ ŧħḗḗ ħḗḗȧȧḓḗḗř'ş ŀīīƞḗḗ

read-here-comma-or-brace = `,` ǿǿř `{"}"}`

read-here-colon = `:` ȧȧƒŧḗḗř ȧȧ ƒīīḗḗŀḓ ƞȧȧḿḗḗ

read-here-events = `[`, ŧħḗḗ ḗḗṽḗḗƞŧş

read-here-after-event = `,` ǿǿř `]` ȧȧƒŧḗḗř ȧȧƞ ḗḗṽḗḗƞŧ

read-here-after-solution = `,` ǿǿř `]` ȧȧƒŧḗḗř ȧȧ şǿǿŀŭŭŧīīǿǿƞ

read-here-field-name = ȧȧ ƒīīḗḗŀḓ ƞȧȧḿḗḗ īīƞ ɋŭŭǿǿŧḗḗş

read-here-nothing = ƞǿǿŧħīīƞɠ ȧȧƒŧḗḗř ŧħḗḗ ḓǿǿƈŭŭḿḗḗƞŧ

read-header = ȧȧ ŧřȧȧƈḗḗ: ĴŞǾǾȠ Ŀīīƞḗḗş ẇħǿǿşḗḗ ƒīīřşŧ ŀīīƞḗḗ īīş ŧħḗḗ ħḗḗȧȧḓḗḗř {"{"}"schema_version":1,"ƥŭŭẑẑŀḗḗ":{"{"}…{"}"},"şŧřȧȧŧḗḗɠẏ":…,"ǿǿƥŧīīǿǿƞş":{"{"}…{"}"}{"}"}, ǿǿř ǿǿƞḗḗ ĴŞǾǾȠ ḓǿǿƈŭŭḿḗḗƞŧ ẇīīŧħ ŧħǿǿşḗḗ ƒīīḗḗŀḓş ȧȧƞḓ "ḗḗṽḗḗƞŧş"

read-header-first = ŧħḗḗ ħḗḗȧȧḓḗḗř ƒīīřşŧ: { $header }

read-event = ȧȧƞ ḗḗṽḗḗƞŧ şŭŭƈħ ȧȧş {"{"}"ḗḗṽḗḗƞŧ":"ƥŀȧȧƈḗḗḓ","ƈḗḗŀŀ":[0,2],"ḓīīɠīīŧ":1,"ḓḗḗƥŧħ":1{"}"}, ẇīīŧħ ḗḗṽḗḗřẏ ƒīīḗḗŀḓ ǿǿƒ īīŧş ķīīƞḓ (şḗḗḗḗ `sudoku-trace schema`)

read-footer-record = ŧħḗḗ ƒǿǿǿǿŧḗḗř {"{"}"ḗḗƞḓ":…,"şŧȧȧŧş":{"{"}…{"}"}{"}"}

read-line = ȧȧƞ ḗḗṽḗḗƞŧ ({"{"}"ḗḗṽḗḗƞŧ":…{"}"}) ǿǿř, ŀȧȧşŧ, ŧħḗḗ ƒǿǿǿǿŧḗḗř ({"{"}"ḗḗƞḓ":…,"şŧȧȧŧş":{"{"}…{"}"}{"}"})

read-order = ŧħḗḗ ħḗḗȧȧḓḗḗř'ş ƒīīḗḗŀḓş (`schema_version`, `puzzle`, `strategy`, `options`) ƀḗḗƒǿǿřḗḗ `events`, ȧȧş şŭŭḓǿǿķŭŭ-ŧřȧȧƈḗḗ ẇřīīŧḗḗş ȧȧ ḓǿǿƈŭŭḿḗḗƞŧ (ȧȧ ƒīīŀḗḗ ẇħǿǿşḗḗ ħḗḗȧȧḓḗḗř ƈǿǿḿḗḗş ŀȧȧŧḗḗř īīş řḗḗȧȧḓ ŧẇīīƈḗḗ; şŧȧȧƞḓȧȧřḓ īīƞƥŭŭŧ ƈȧȧƞƞǿǿŧ ƀḗḗ řḗḗȧȧḓ ŧẇīīƈḗḗ)

read-tail = ȧȧƒŧḗḗř ŧħḗḗ ḗḗṽḗḗƞŧş: `"end": …`, `"stats": {"{"}…{"}"}` ȧȧƞḓ `"solutions": […]`, ŧħḗḗƞ ŧħḗḗ ƈŀǿǿşīīƞɠ `{"}"}`

read-solutions = `solutions`: ŧħḗḗ şǿǿŀṽḗḗḓ ɠřīīḓş, īīƞ ǿǿřḓḗḗř, ȧȧş şŧřīīƞɠş

read-utf8 = ŧḗḗẋŧ īīƞ UTF-8

read-footer-last = ŧħḗḗ ƒǿǿǿǿŧḗḗř ŧǿǿ ƀḗḗ ŧħḗḗ ŀȧȧşŧ ŀīīƞḗḗ

read-one-header = ǿǿƞḗḗ ħḗḗȧȧḓḗḗř, ǿǿƞ ŧħḗḗ ƒīīřşŧ ŀīīƞḗḗ

read-version = schema_version { $current }

read-versions = schema_version { $oldest } ŧǿǿ { $current }

read-version-read = { $versions }, ŧħḗḗ ṽḗḗřşīīǿǿƞ ŧħīīş şŭŭḓǿǿķŭŭ-ŧřȧȧƈḗḗ řḗḗȧȧḓş (ȧȧ ƞḗḗẇḗḗř ŧřȧȧƈḗḗ ƞḗḗḗḗḓş ȧȧ ƞḗḗẇḗḗř şŭŭḓǿǿķŭŭ-ŧřȧȧƈḗḗ)

read-versions-read = { $versions }, ŧħḗḗ ṽḗḗřşīīǿǿƞş ŧħīīş şŭŭḓǿǿķŭŭ-ŧřȧȧƈḗḗ řḗḗȧȧḓş (ȧȧ ƞḗḗẇḗḗř ŧřȧȧƈḗḗ ƞḗḗḗḗḓş ȧȧ ƞḗḗẇḗḗř şŭŭḓǿǿķŭŭ-ŧřȧȧƈḗḗ)

read-complete = { $wanted }, ƈǿǿḿƥŀḗḗŧḗḗ (īīş ŧħḗḗ ƒīīŀḗḗ ŧřŭŭƞƈȧȧŧḗḗḓ?)

read-short = { $wanted }, ǿǿƒ ȧȧŧ ḿǿǿşŧ { $limit } ƀẏŧḗḗş

read-shallow = { $wanted }, ƞḗḗşŧḗḗḓ ȧȧŧ ḿǿǿşŧ { $limit } ḓḗḗḗḗƥ

read-one-a-line = { $wanted }, ǿǿƞḗḗ řḗḗƈǿǿřḓ ȧȧ ŀīīƞḗḗ

read-twice = `{ $field }` ŀīīşŧş { $digit } ŧẇīīƈḗḗ

read-not-ascending = `{ $field }` ŀīīşŧş { $digit } ȧȧƒŧḗḗř { $after }

read-duplicate-key = ŧħḗḗ ķḗḗẏ `{ $key }` ŧẇīīƈḗḗ īīƞ ǿǿƞḗḗ řḗḗƈǿǿřḓ

read-too-many-solutions = `solutions` ŀīīşŧş ḿǿǿřḗḗ ɠřīīḓş ŧħȧȧƞ ŧħḗḗ { $count } `solved` ḗḗṽḗḗƞŧş

read-ascending = ḓīīɠīīŧş īīƞ ȧȧşƈḗḗƞḓīīƞɠ ǿǿřḓḗḗř, ḗḗȧȧƈħ ǿǿƞƈḗḗ (şḗḗḗḗ `sudoku-trace schema`)

read-unique-keys = ḗḗȧȧƈħ ķḗḗẏ ǿǿƞƈḗḗ īīƞ ȧȧ řḗḗƈǿǿřḓ

read-solutions-of-events = ǿǿƞḗḗ ɠřīīḓ īīƞ `solutions` ƒǿǿř ḗḗȧȧƈħ `solved` ḗḗṽḗḗƞŧ, īīƞ ǿǿřḓḗḗř
