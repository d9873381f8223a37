### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-bounds-cell = ƈḗḗŀŀ [{ $row }, { $col }] īīş ǿǿŭŭŧşīīḓḗḗ ŧħḗḗ { $side }ẋ{ $side } ɠřīīḓ

faults-bounds-cell-expected = {"["}řǿǿẇ, ƈǿǿŀ] ẇīīŧħ ḗḗȧȧƈħ ƒřǿǿḿ 0 ŧǿǿ { $last }

faults-bounds-digit = ḓīīɠīīŧ { $digit } īīƞ ȧȧ { $side }ẋ{ $side } ƥŭŭẑẑŀḗḗ

faults-bounds-digit-expected = ȧȧ ḓīīɠīīŧ ƒřǿǿḿ 1 ŧǿǿ { $side }

faults-bounds-unit-index = ŭŭƞīīŧ īīƞḓḗḗẋ { $index } īīƞ ȧȧ { $side }ẋ{ $side } ƥŭŭẑẑŀḗḗ

faults-bounds-unit-index-expected = ȧȧƞ īīƞḓḗḗẋ ƒřǿǿḿ 0 ŧǿǿ { $last }
