### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-candidates-wrong-set = ƒȧȧŀşḗḗ ƈȧȧƞḓīīḓȧȧŧḗḗ şḗḗŧ: { $claimed } ƒǿǿř { $cell }; { $why }

faults-candidates-set-held = { $digit } īīş ƞǿǿŧ ȧȧ ƈȧȧƞḓīīḓȧȧŧḗḗ: { $peer } īīƞ ŧħḗḗ şȧȧḿḗḗ { $unit } ħǿǿŀḓş īīŧ

faults-candidates-set-off-board = { $digit } īīş ƞǿǿŧ ȧȧ ƈȧȧƞḓīīḓȧȧŧḗḗ: ȧȧ { $side }ẋ{ $side } ƥŭŭẑẑŀḗḗ ħȧȧş ḓīīɠīīŧş 1-{ $max }

faults-candidates-set-missing = { $digit } īīş ḿīīşşīīƞɠ: ƞǿǿ ƥḗḗḗḗř ħǿǿŀḓş īīŧ

faults-candidates-wrong-set-expected = ƈȧȧƞḓīīḓȧȧŧḗḗş { $candidates }

faults-candidates-out-of-order = ḗḗẋƈŀŭŭşīīǿǿƞş ǿǿŭŭŧ ǿǿƒ ǿǿřḓḗḗř: { $digit } ȧȧƒŧḗḗř { $after }

faults-candidates-out-of-order-expected = ḗḗȧȧƈħ ḗḗẋƈŀŭŭḓḗḗḓ ḓīīɠīīŧ ǿǿƞƈḗḗ, ȧȧşƈḗḗƞḓīīƞɠ

faults-candidates-false-exclusion = ƒȧȧŀşḗḗ ḗḗẋƈŀŭŭşīīǿǿƞ: { $digit } īīş ḗḗẋƈŀŭŭḓḗḗḓ (ƀẏ { $peer }), ƀŭŭŧ ƞǿǿ ƥḗḗḗḗř ǿǿƒ { $cell } ħǿǿŀḓş īīŧ

faults-candidates-false-exclusion-expected = { $digit } ȧȧḿǿǿƞɠ ŧħḗḗ ƈȧȧƞḓīīḓȧȧŧḗḗş

faults-candidates-exclusion-wrong-unit = ḗḗẋƈŀŭŭşīīǿǿƞ řḗḗȧȧşǿǿƞ ƞȧȧḿḗḗş ŧħḗḗ ẇřǿǿƞɠ ŭŭƞīīŧ: { $digit } īīş ḗḗẋƈŀŭŭḓḗḗḓ ƀẏ { $peer } īīƞ ŧħḗḗ { $unit }; { $why }

faults-candidates-exclusion-not-in-unit = ƒȧȧŀşḗḗ ḗḗẋƈŀŭŭşīīǿǿƞ řḗḗȧȧşǿǿƞ: { $digit } īīş ḗḗẋƈŀŭŭḓḗḗḓ ƀẏ { $peer }, ẇħīīƈħ īīş ƞǿǿŧ īīƞ ŧħḗḗ { $unit } ǿǿƒ { $cell }

faults-candidates-exclusion-holds-other = ƒȧȧŀşḗḗ ḗḗẋƈŀŭŭşīīǿǿƞ řḗḗȧȧşǿǿƞ: { $digit } īīş ḗḗẋƈŀŭŭḓḗḗḓ ƀẏ { $peer } īīƞ ŧħḗḗ { $unit }, ƀŭŭŧ { $peer } { $held }

faults-candidates-exclusion-not-first = ḗḗẋƈŀŭŭşīīǿǿƞ řḗḗȧȧşǿǿƞ ƞǿǿŧ ŧħḗḗ ƒīīřşŧ: { $digit } īīş ḗḗẋƈŀŭŭḓḗḗḓ ƀẏ { $peer } īīƞ ŧħḗḗ { $unit }

faults-candidates-exclusion-expected = { $digit } ḗḗẋƈŀŭŭḓḗḗḓ ƀẏ { $peer } īīƞ ŧħḗḗ { $unit }, ŧħḗḗ ƒīīřşŧ ƥḗḗḗḗř ħǿǿŀḓīīƞɠ īīŧ (řǿǿẇ ƒīīřşŧ, ŧħḗḗƞ ƈǿǿŀŭŭḿƞ, ŧħḗḗƞ ƀǿǿẋ, īīƞ řḗḗȧȧḓīīƞɠ ǿǿřḓḗḗř)

faults-candidates-not-excluded = { $digit } īīş ƞḗḗīīŧħḗḗř ȧȧ ƈȧȧƞḓīīḓȧȧŧḗḗ ƞǿǿř ḗḗẋƈŀŭŭḓḗḗḓ

faults-candidates-rejection-wrong-unit = řḗḗĵḗḗƈŧīīǿǿƞ řḗḗȧȧşǿǿƞ ƞȧȧḿḗḗş ŧħḗḗ ẇřǿǿƞɠ ŭŭƞīīŧ: { $digit } ȧȧŧ { $cell } řḗḗƒŭŭşḗḗḓ ƀḗḗƈȧȧŭŭşḗḗ ǿǿƒ { $peer } īīƞ ŧħḗḗ { $unit }; { $why }

faults-candidates-rejection-not-in-unit = ƒȧȧŀşḗḗ řḗḗĵḗḗƈŧīīǿǿƞ: { $peer } īīş ƞǿǿŧ īīƞ ŧħḗḗ { $unit } ǿǿƒ { $cell }

faults-candidates-rejection-holds-other = ƒȧȧŀşḗḗ řḗḗĵḗḗƈŧīīǿǿƞ ǿǿƒ { $digit } ȧȧŧ { $cell }: { $peer } { $held }

faults-candidates-rejection-not-first = řḗḗĵḗḗƈŧīīǿǿƞ řḗḗȧȧşǿǿƞ ƞǿǿŧ ŧħḗḗ ƒīīřşŧ: { $digit } ȧȧŧ { $cell } řḗḗƒŭŭşḗḗḓ ƀḗḗƈȧȧŭŭşḗḗ ǿǿƒ { $peer } īīƞ ŧħḗḗ { $unit }

faults-candidates-rejection-expected = { $digit } řḗḗƒŭŭşḗḗḓ ƀḗḗƈȧȧŭŭşḗḗ { $peer } īīƞ ŧħḗḗ { $unit } ħǿǿŀḓş īīŧ, ŧħḗḗ ƒīīřşŧ ƥḗḗḗḗř ħǿǿŀḓīīƞɠ īīŧ (řǿǿẇ ƒīīřşŧ, ŧħḗḗƞ ƈǿǿŀŭŭḿƞ, ŧħḗḗƞ ƀǿǿẋ)

faults-candidates-rejection-none-expected = ƞǿǿ řḗḗĵḗḗƈŧīīǿǿƞ: ƞǿǿ ƥḗḗḗḗř ħǿǿŀḓş { $digit }, şǿǿ īīŧ ƒīīŧş { $cell }

faults-candidates-wrong-unit-shared = { $peer } īīş ŧħḗḗ ƒīīřşŧ ƥḗḗḗḗř ħǿǿŀḓīīƞɠ īīŧ, ƀŭŭŧ īīŧ şħȧȧřḗḗş ŧħḗḗ { $first } ẇīīŧħ { $cell } ŧǿǿǿǿ, ẇħīīƈħ īīş şḗḗȧȧřƈħḗḗḓ ƒīīřşŧ (řǿǿẇ, ŧħḗḗƞ ƈǿǿŀŭŭḿƞ, ŧħḗḗƞ ƀǿǿẋ)

faults-candidates-wrong-unit-apart = { $peer } īīş ŧħḗḗ ƒīīřşŧ ƥḗḗḗḗř ħǿǿŀḓīīƞɠ īīŧ, ƀŭŭŧ īīŧ īīş ƞǿǿŧ īīƞ ŧħḗḗ { $unit } ǿǿƒ { $cell }: ŧħḗḗ ŭŭƞīīŧ ŧħḗḗẏ şħȧȧřḗḗ īīş ŧħḗḗ { $first }

faults-candidates-holds-nothing = ħǿǿŀḓş ƞǿǿŧħīīƞɠ

faults-candidates-holds-digit = ħǿǿŀḓş { $digit }
