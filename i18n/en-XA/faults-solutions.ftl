### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-solutions-unfilled = ȧȧ şǿǿŀŭŭŧīīǿǿƞ ẇħīīŀḗḗ { $cell } īīş ḗḗḿƥŧẏ ({ $filled } ǿǿƒ { $cells } ƈḗḗŀŀş ƒīīŀŀḗḗḓ)

faults-solutions-unfilled-expected = ȧȧ şǿǿŀŭŭŧīīǿǿƞ ǿǿƞŀẏ ẇħḗḗƞ ḗḗṽḗḗřẏ ƈḗḗŀŀ īīş ƒīīŀŀḗḗḓ

faults-solutions-clash = ȧȧƞ īīƞṽȧȧŀīīḓ şǿǿŀŭŭŧīīǿǿƞ: { $a } ȧȧƞḓ { $b } ƀǿǿŧħ ħǿǿŀḓ { $digit } īīƞ ŧħḗḗ { $unit }

faults-solutions-clash-expected = ḗḗȧȧƈħ ḓīīɠīīŧ ǿǿƞƈḗḗ īīƞ ḗḗṽḗḗřẏ řǿǿẇ, ƈǿǿŀŭŭḿƞ ȧȧƞḓ ƀǿǿẋ

faults-solutions-wrong-grid = ẇřǿǿƞɠ şǿǿŀŭŭŧīīǿǿƞ: { $what }

faults-solutions-grid-length = ŧħḗḗ ɠřīīḓ ħȧȧş { $len } ƈħȧȧřȧȧƈŧḗḗřş, ƞǿǿŧ { $cells }

faults-solutions-grid-differs = ŧħḗḗ ɠřīīḓ ħȧȧş { $found } ȧȧŧ { $cell }, ẇħḗḗřḗḗ ŧħḗḗ ƀǿǿȧȧřḓ ħǿǿŀḓş { $held }

faults-solutions-grid-changes-given = ŧħḗḗ ɠřīīḓ ƈħȧȧƞɠḗḗş ŧħḗḗ ɠīīṽḗḗƞ { $given } ȧȧŧ { $cell } ŧǿǿ { $found }

faults-solutions-wrong-grid-expected = ŧħḗḗ ƀǿǿȧȧřḓ ŧħḗḗ ḗḗṽḗḗƞŧş ƀŭŭīīŀŧ: { $line }

faults-solutions-number = şǿǿŀŭŭŧīīǿǿƞ ƞŭŭḿƀḗḗř { $number }

faults-solutions-number-expected = ƞŭŭḿƀḗḗř { $want }: şǿǿŀŭŭŧīīǿǿƞş ȧȧřḗḗ ƞŭŭḿƀḗḗřḗḗḓ 1, 2, 3… īīƞ ǿǿřḓḗḗř

faults-solutions-not-listed = şǿǿŀŭŭŧīīǿǿƞ { $number } īīş ƞǿǿŧ ŧħḗḗ ḓǿǿƈŭŭḿḗḗƞŧ'ş şǿǿŀŭŭŧīīǿǿƞş[{ $k }]

faults-solutions-list-length = ŧħḗḗ ḓǿǿƈŭŭḿḗḗƞŧ ŀīīşŧş { $listed } şǿǿŀŭŭŧīīǿǿƞş, ŧħḗḗ ḗḗṽḗḗƞŧş ƒīīƞḓ { $found }

faults-solutions-list-expected = ŧħḗḗ `solutions` ŀīīşŧ ŧǿǿ ħǿǿŀḓ ḗḗṽḗḗřẏ şǿǿŀṽḗḗḓ ɠřīīḓ, īīƞ ǿǿřḓḗḗř
