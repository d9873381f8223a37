### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-footer = ƒǿǿǿǿŧḗḗř: { $found }

faults-not-empty = { $cell } īīş ƞǿǿŧ ḗḗḿƥŧẏ: { $holds }

faults-not-empty-expected = ȧȧƞ ḗḗḿƥŧẏ ƈḗḗŀŀ

faults-holds-empty = īīŧ īīş ḗḗḿƥŧẏ

faults-holds-given = īīŧ ħǿǿŀḓş ŧħḗḗ ɠīīṽḗḗƞ { $digit }

faults-holds-placed = īīŧ ħǿǿŀḓş { $digit }, ƥŀȧȧƈḗḗḓ ȧȧŧ şŧḗḗƥ { $step }

faults-holds-deduced = īīŧ ħǿǿŀḓş { $digit }, ḓḗḗḓŭŭƈḗḗḓ ȧȧŧ şŧḗḗƥ { $step }

faults-holds-digit = īīŧ ħǿǿŀḓş { $digit }

faults-illegal-placement = īīŀŀḗḗɠȧȧŀ ƥŀȧȧƈḗḗḿḗḗƞŧ

faults-false-deduction = ƒȧȧŀşḗḗ ḓḗḗḓŭŭƈŧīīǿǿƞ

faults-clash = { $what }: { $digit } ȧȧŧ { $cell }, ƀŭŭŧ { $peer } īīƞ ŧħḗḗ şȧȧḿḗḗ { $unit } ħǿǿŀḓş { $digit }

faults-clash-expected = ȧȧ ḓīīɠīīŧ ƞǿǿ ƥḗḗḗḗř ħǿǿŀḓş: ǿǿƞḗḗ ǿǿƒ ŧħḗḗ ƈȧȧƞḓīīḓȧȧŧḗḗş { $candidates }

faults-wrong-depth = ẇřǿǿƞɠ ḓḗḗƥŧħ { $depth }

faults-wrong-depth-expected = ḓḗḗƥŧħ { $want }: { $why }

faults-why-standing = ŧħḗḗ ƞŭŭḿƀḗḗř ǿǿƒ ƥŀȧȧƈḗḗḿḗḗƞŧş şŧȧȧƞḓīīƞɠ (ƥŀȧȧƈḗḗḓ ȧȧƞḓ ƞǿǿŧ ẏḗḗŧ ŭŭƞḓǿǿƞḗḗ)

faults-why-standing-with-this = ŧħḗḗ ƞŭŭḿƀḗḗř ǿǿƒ ƥŀȧȧƈḗḗḿḗḗƞŧş şŧȧȧƞḓīīƞɠ, ŧħīīş ǿǿƞḗḗ īīƞƈŀŭŭḓḗḗḓ

faults-why-standing-no-deductions = ŧħḗḗ ƞŭŭḿƀḗḗř ǿǿƒ ƥŀȧȧƈḗḗḿḗḗƞŧş şŧȧȧƞḓīīƞɠ (ḓḗḗḓŭŭƈŧīīǿǿƞş ḓǿǿ ƞǿǿŧ ƈǿǿŭŭƞŧ)

faults-why-of-deduction = ŧħḗḗ ḓḗḗƥŧħ ǿǿƒ ŧħḗḗ ḓḗḗḓŭŭƈŧīīǿǿƞ īīŧ řḗḗŧřȧȧƈŧş

faults-why-of-placement = ŧħḗḗ ḓḗḗƥŧħ ǿǿƒ ŧħḗḗ ƥŀȧȧƈḗḗḿḗḗƞŧ īīŧ ŭŭƞḓǿǿḗḗş

faults-undo-nothing = ŭŭƞḓǿǿḗḗş { $cell } = { $digit }, ƀŭŭŧ ƞǿǿ ƥŀȧȧƈḗḗḿḗḗƞŧ şŧȧȧƞḓş

faults-undo-nothing-expected = ȧȧƞ ŭŭƞḓǿǿ ǿǿƞŀẏ ǿǿƒ ȧȧ ƥŀȧȧƈḗḗḿḗḗƞŧ şŧȧȧƞḓīīƞɠ

faults-undo-out-of-order = ŭŭƞḓǿǿ ǿǿŭŭŧ ǿǿƒ ǿǿřḓḗḗř: ŭŭƞḓǿǿḗḗş { $cell } = { $digit }, ƀŭŭŧ ŧħḗḗ ḿǿǿşŧ řḗḗƈḗḗƞŧ ƥŀȧȧƈḗḗḿḗḗƞŧ şŧȧȧƞḓīīƞɠ īīş { $top } = { $top_digit } (şŧḗḗƥ { $step })

faults-undo-out-of-order-expected = ŭŭƞḓǿǿƞḗḗ { $top } = { $top_digit } ƒīīřşŧ: ŭŭƞḓǿǿş ŧȧȧķḗḗ ƀȧȧƈķ ƥŀȧȧƈḗḗḿḗḗƞŧş, ŧħḗḗ ḿǿǿşŧ řḗḗƈḗḗƞŧ ƒīīřşŧ

faults-wrong-counters = ẇřǿǿƞɠ ƈǿǿŭŭƞŧḗḗřş: { $counters }

faults-counter = { $name } { $said } (ŧħḗḗ ḗḗṽḗḗƞŧş ƈǿǿŭŭƞŧ { $counted })

faults-counter-separator = ,{" "}

faults-wrong-counters-expected = ŧħḗḗ ƈǿǿŭŭƞŧḗḗřş řḗḗƈǿǿŭŭƞŧḗḗḓ ƒřǿǿḿ ŧħḗḗ ḗḗṽḗḗƞŧş, ȧȧş Şŧȧȧŧş::from_events ḓḗḗƒīīƞḗḗş ŧħḗḗḿ
