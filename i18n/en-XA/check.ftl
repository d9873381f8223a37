### Written by tests/pseudo_locale.rs from en/: do not edit.

check-well-formed = ȧȧ ẇḗḗŀŀ-ƒǿǿřḿḗḗḓ { $size }ẋ{ $size } ƥŭŭẑẑŀḗḗ ({ $box } ƀǿǿẋḗḗş): { $givens } ɠīīṽḗḗƞş, { $empty } ḗḗḿƥŧẏ ƈḗḗŀŀş

check-none = ƞǿǿ şǿǿŀŭŭŧīīǿǿƞ

check-undecided-steps = ŭŭƞḓḗḗƈīīḓḗḗḓ: ŧħḗḗ şŧḗḗƥ ŀīīḿīīŧ ƈȧȧḿḗḗ ƒīīřşŧ

check-undecided-time = ŭŭƞḓḗḗƈīīḓḗḗḓ: ŧħḗḗ ŧīīḿḗḗ ŀīīḿīīŧ ƈȧȧḿḗḗ ƒīīřşŧ

check-unique = ḗḗẋȧȧƈŧŀẏ ǿǿƞḗḗ şǿǿŀŭŭŧīīǿǿƞ:

check-several = ȧȧŧ ŀḗḗȧȧşŧ ŧẇǿǿ şǿǿŀŭŭŧīīǿǿƞş; ŧħḗḗẏ ƒīīřşŧ ḓīīƒƒḗḗř ȧȧŧ { $cell } ({ $a } īīƞ ǿǿƞḗḗ, { $b } īīƞ ŧħḗḗ ǿǿŧħḗḗř):

check-searched = şḗḗȧȧřƈħḗḗḓ{ $time } ẇīīŧħ { $strategy } ({ $engine } ḗḗƞɠīīƞḗḗ): { $placements }, { $deductions }, { $dead_ends }

check-searched-time = {" "}īīƞ { $us } µş

check-placement = { $n } ƥŀȧȧƈḗḗḿḗḗƞŧ

check-placements = { $n } ƥŀȧȧƈḗḗḿḗḗƞŧş

check-deduction = { $n } ḓḗḗḓŭŭƈŧīīǿǿƞ

check-deductions = { $n } ḓḗḗḓŭŭƈŧīīǿǿƞş

check-dead-end = { $n } ḓḗḗȧȧḓ ḗḗƞḓ

check-dead-ends = { $n } ḓḗḗȧȧḓ ḗḗƞḓş
