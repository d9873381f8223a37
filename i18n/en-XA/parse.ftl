### Written by tests/pseudo_locale.rs from en/: do not edit.

parse-error = ḗḗřřǿǿř: { $message }

parse-expected = ḗḗẋƥḗḗƈŧḗḗḓ { $expected }

parse-note = ƞǿǿŧḗḗ: { $note }

parse-unknown-character = ŭŭƞķƞǿǿẇƞ ƈħȧȧřȧȧƈŧḗḗř { $found }

parse-wrong-cell-count = ƒǿǿŭŭƞḓ { $found } ƈḗḗŀŀş, ẇħīīƈħ īīş ƞǿǿ ƥŭŭẑẑŀḗḗ şīīẑḗḗ

parse-ragged-line = ŀīīƞḗḗ { $line } ħȧȧş { $found } ƈḗḗŀŀş ẇħḗḗřḗḗ ŧħḗḗ ǿǿŧħḗḗř ŀīīƞḗḗş ħȧȧṽḗḗ { $expected }

parse-digit-too-large = ḓīīɠīīŧ { $digit } īīş ŧǿǿǿǿ ŀȧȧřɠḗḗ ƒǿǿř ȧȧ { $side }ẋ{ $side } ƥŭŭẑẑŀḗḗ

parse-clash = { $second } ȧȧƞḓ { $first } ƀǿǿŧħ ħǿǿŀḓ { $digit } īīƞ { $unit }

parse-too-large = ŧħḗḗ īīƞƥŭŭŧ īīş ŀȧȧřɠḗḗř ŧħȧȧƞ { $limit } ƀẏŧḗḗş, ḿǿǿřḗḗ ŧħȧȧƞ ȧȧƞẏ ƥŭŭẑẑŀḗḗ ŧȧȧķḗḗş

parse-empty = ŧħḗḗ īīƞƥŭŭŧ ħǿǿŀḓş ƞǿǿ ƥŭŭẑẑŀḗḗ

parse-not-utf8 = ŧħḗḗ īīƞƥŭŭŧ īīş ƞǿǿŧ UTF-8 ŧḗḗẋŧ

parse-multiple-puzzles = ḿǿǿřḗḗ ŧħȧȧƞ ǿǿƞḗḗ ƥŭŭẑẑŀḗḗ: ȧȧ şḗḗƈǿǿƞḓ ǿǿƞḗḗ şŧȧȧřŧş ǿǿƞ ŀīīƞḗḗ { $line }

parse-shape-mismatch = ȧȧ { $shape } ƀǿǿẋ ḓǿǿḗḗş ƞǿǿŧ ƒīīŧ ȧȧ { $side }ẋ{ $side } ƥŭŭẑẑŀḗḗ

parse-no-box-shape = ȧȧ { $side }ẋ{ $side } ɠřīīḓ ħȧȧş ƞǿǿ ŭŭşŭŭȧȧŀ ƀǿǿẋ şħȧȧƥḗḗ

parse-expected-small-input = ǿǿƞḗḗ ƥŭŭẑẑŀḗḗ ǿǿƒ ȧȧŧ ḿǿǿşŧ { $limit } ƀẏŧḗḗş (ȧȧ ƒīīŀḗḗ ǿǿƒ ḿȧȧƞẏ ƥŭŭẑẑŀḗḗş, ǿǿƞḗḗ ƥḗḗř ŀīīƞḗḗ, īīş řḗḗȧȧḓ ƀẏ `sudoku-trace bench`)

parse-expected-puzzle = ǿǿƞḗḗ ƥŭŭẑẑŀḗḗ: ȧȧ ŀīīƞḗḗ ǿǿƒ 81 ƈḗḗŀŀş, ǿǿř 9 ŀīīƞḗḗş ǿǿƒ 9 ƈḗḗŀŀş

parse-expected-box-shape-for = ȧȧ ƀǿǿẋ şħȧȧƥḗḗ ŘẋƇ ẇīīŧħ R*C = { $side }

parse-expected-side-with-box-shape = ȧȧ şīīḓḗḗ ẇīīŧħ ȧȧ ƀǿǿẋ şħȧȧƥḗḗ, ǿǿř --box ŘẋƇ

parse-expected-digit-up-to = 1-{ $max }, ǿǿř 0 . _ ƒǿǿř ȧȧƞ ḗḗḿƥŧẏ ƈḗḗŀŀ

parse-expected-once-per-unit = ḗḗȧȧƈħ ḓīīɠīīŧ ȧȧŧ ḿǿǿşŧ ǿǿƞƈḗḗ īīƞ ḗḗṽḗḗřẏ řǿǿẇ, ƈǿǿŀŭŭḿƞ ȧȧƞḓ ƀǿǿẋ

parse-expected-utf8 = UTF-8 ŧḗḗẋŧ

parse-expected-utf8-saved = UTF-8 ŧḗḗẋŧ (şȧȧṽḗḗ ŧħḗḗ ƒīīŀḗḗ ȧȧş UTF-8)

parse-expected-cell-character = ȧȧ ḓīīɠīīŧ 1-9 (ȦȦ-Ƥ ƒǿǿř 10 ŧǿǿ 25), ǿǿř 0 . _ ƒǿǿř ȧȧƞ ḗḗḿƥŧẏ ƈḗḗŀŀ

parse-expected-array-character = ȧȧ ƞŭŭḿƀḗḗř (0 ƒǿǿř ȧȧƞ ḗḗḿƥŧẏ ƈḗḗŀŀ), ȧȧ ƈǿǿḿḿȧȧ ǿǿř ȧȧ ƀřȧȧƈḗḗ īīƞ ȧȧƞ ȧȧřřȧȧẏ ŀīīŧḗḗřȧȧŀ

parse-expected-cells = { $cells } ƈḗḗŀŀş ƒǿǿř ȧȧ { $side }ẋ{ $side } ƥŭŭẑẑŀḗḗ

parse-expected-one-puzzle = ǿǿƞḗḗ ƥŭŭẑẑŀḗḗ ƥḗḗř īīƞƥŭŭŧ

parse-expected-cells-per-line = { $cells } ƈḗḗŀŀş ǿǿƞ ḗḗṽḗḗřẏ ŀīīƞḗḗ

parse-note-clash-at = { $cell } īīş ȧȧŧ ŀīīƞḗḗ { $line }, ƈǿǿŀŭŭḿƞ { $col }

parse-note-encoding = ŧħḗḗ ƒīīŀḗḗ ŀǿǿǿǿķş ŀīīķḗḗ { $encoding }: { $save }

parse-note-windows-1252 = ƀẏŧḗḗ { $byte } īīş { $value }, { $shown } īīƞ Windows-1252: ŧħḗḗ ƒīīŀḗḗ ŀǿǿǿǿķş ŀīīķḗḗ Windows-1252 (ǿǿř Latin-1); { $save }

parse-note-binary = ƀẏŧḗḗ { $byte } īīş { $value }; ŧħḗḗ ƒīīŀḗḗ ŀǿǿǿǿķş ƀīīƞȧȧřẏ, ƞǿǿŧ ȧȧ ƥŭŭẑẑŀḗḗ ŧḗḗẋŧ

parse-note-byte = ƀẏŧḗḗ { $byte } īīş { $value }

parse-note-extra-cell = ŧħīīş īīş ƈḗḗŀŀ { $cell }{ $sizes }

parse-note-missing-cells = { $missing } ƈḗḗŀŀş ȧȧřḗḗ ḿīīşşīīƞɠ{ $sizes }

parse-sizes = ; ƥŭŭẑẑŀḗḗş ħȧȧṽḗḗ { $sizes } ƈḗḗŀŀş, ǿǿř ḿǿǿřḗḗ ŭŭƥ ŧǿǿ 625 (25x25)

parse-sizes-separator = ,{" "}

parse-save = şȧȧṽḗḗ īīŧ ȧȧş UTF-8 (īīƞ ḿǿǿşŧ ḗḗḓīīŧǿǿřş: Şȧȧṽḗḗ ȦȦş, ḗḗƞƈǿǿḓīīƞɠ UTF-8)

parse-encoding = ŬŬŦƑ-{ $bits } ({ $order }, { $bom })

parse-little-endian = ŀīīŧŧŀḗḗ-ḗḗƞḓīīȧȧƞ

parse-big-endian = ƀīīɠ-ḗḗƞḓīīȧȧƞ

parse-with-bom = ẇīīŧħ ȧȧ ƀẏŧḗḗ ǿǿřḓḗḗř ḿȧȧřķ

parse-without-bom = ẇīīŧħǿǿŭŭŧ ȧȧ ƀẏŧḗḗ ǿǿřḓḗḗř ḿȧȧřķ
