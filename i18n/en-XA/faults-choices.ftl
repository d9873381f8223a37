### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-choices-among-candidates = ƈȧȧƞḓīīḓȧȧŧḗḗş ǿǿƒ ŧħḗḗ ƈḗḗŀŀ

faults-choices-among-domain = ṽȧȧŀŭŭḗḗş ǿǿƒ ŧħḗḗ ƈḗḗŀŀ'ş ḓǿǿḿȧȧīīƞ

faults-choices-among-constraint = ǿǿƥŧīīǿǿƞş ǿǿƒ ŧħḗḗ ƈǿǿƞşŧřȧȧīīƞŧ ƈħǿǿşḗḗƞ

faults-choices-wrong-of = ƥŀȧȧƈḗḗḿḗḗƞŧ ǿǿƒ { $cell } ǿǿŭŭŧ ǿǿƒ { $of }, ƀŭŭŧ ŧħḗḗřḗḗ ȧȧřḗḗ { $count } { $among }

faults-choices-wrong-of-expected = ǿǿƒ { $count }

faults-choices-out-of-range = ƈħǿǿīīƈḗḗ { $choice } ǿǿƒ { $count } { $among }

faults-choices-out-of-range-expected = ȧȧ ƈħǿǿīīƈḗḗ ƒřǿǿḿ 1 ŧǿǿ { $count }

faults-choices-wrong-choice = ƈħǿǿīīƈḗḗ { $choice } ǿǿƒ ŧħḗḗ { $noun } { $listed } īīş { $nth }, ƀŭŭŧ { $digit } īīş ƥŀȧȧƈḗḗḓ

faults-choices-noun-values = ṽȧȧŀŭŭḗḗş

faults-choices-noun-candidates = ƈȧȧƞḓīīḓȧȧŧḗḗş

faults-choices-wrong-choice-expected = ƈħǿǿīīƈḗḗ { $place } ƒǿǿř { $digit }, īīŧş ƥŀȧȧƈḗḗ { $how }

faults-choices-how-lcv = īīƞ ŧħḗḗ ĿƇṼ ǿǿřḓḗḗř ɠīīṽḗḗƞ

faults-choices-how-domain = ǿǿƒ ŧħḗḗ ḓǿǿḿȧȧīīƞ īīƞ ȧȧşƈḗḗƞḓīīƞɠ ǿǿřḓḗḗř

faults-choices-how-candidates = ȧȧḿǿǿƞɠ ŧħḗḗ ƈȧȧƞḓīīḓȧȧŧḗḗş īīƞ ȧȧşƈḗḗƞḓīīƞɠ ǿǿřḓḗḗř
