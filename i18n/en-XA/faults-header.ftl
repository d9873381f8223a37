### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-header-size-mismatch = şīīẑḗḗ { $size } ḓǿǿḗḗş ƞǿǿŧ ḿȧȧŧƈħ ŧħḗḗ { $shape } ƀǿǿẋ ({ $side } ḓīīɠīīŧş)

faults-header-size-mismatch-expected = şīīẑḗḗ = ƀǿǿẋ řǿǿẇş × ƀǿǿẋ ƈǿǿŀŭŭḿƞş

faults-header-givens-not-grid = ɠīīṽḗḗƞş `{ $givens }` ȧȧřḗḗ ƞǿǿŧ ȧȧ { $side }ẋ{ $side } ɠřīīḓ

faults-header-givens-not-grid-expected = { $cells } ƈħȧȧřȧȧƈŧḗḗřş, řǿǿẇ ƀẏ řǿǿẇ: `.` ƒǿǿř ȧȧƞ ḗḗḿƥŧẏ ƈḗḗŀŀ, ḓīīɠīīŧş 1-9 ŧħḗḗƞ ȦȦ, Ɓ, … ŭŭƥ ŧǿǿ { $max }
