### Written by tests/pseudo_locale.rs from en/: do not edit.

faults-search-dead-end-domain = ƒȧȧŀşḗḗ ḓḗḗȧȧḓ ḗḗƞḓ: ŧħḗḗ ḓǿǿḿȧȧīīƞ ǿǿƒ { $cell } şŧīīŀŀ ħǿǿŀḓş { $domain }

faults-search-dead-end-domain-expected = ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ ȧȧŧ ȧȧ ƈḗḗŀŀ ẇħǿǿşḗḗ ḓǿǿḿȧȧīīƞ īīş ḗḗḿƥŧẏ (īīŧş ƈȧȧƞḓīīḓȧȧŧḗḗş ȧȧḿǿǿƞɠ ŧħḗḗ ɠīīṽḗḗƞş, ŀḗḗşş ŧħḗḗ ƥřŭŭƞīīƞɠş şŧȧȧƞḓīīƞɠ)

faults-search-dead-end-candidates = ƒȧȧŀşḗḗ ḓḗḗȧȧḓ ḗḗƞḓ: { $cell } şŧīīŀŀ ħȧȧş ƈȧȧƞḓīīḓȧȧŧḗḗş { $candidates }

faults-search-dead-end-candidates-expected = ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ ȧȧŧ ȧȧ ƈḗḗŀŀ ẇħḗḗřḗḗ ƞǿǿ ḓīīɠīīŧ ƒīīŧş

faults-search-dead-end-unit = ƒȧȧŀşḗḗ ḓḗḗȧȧḓ ḗḗƞḓ: { $digit } ƈȧȧƞ şŧīīŀŀ ɠǿǿ īīƞ { $unit }, ȧȧŧ { $place }

faults-search-dead-end-unit-expected = ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ ƒǿǿř ȧȧ ḓīīɠīīŧ ẇīīŧħ ƞǿǿ ƥŀȧȧƈḗḗ ŀḗḗƒŧ īīƞ ŧħḗḗ ŭŭƞīīŧ

faults-search-digit-stands = { $digit } ȧȧŀřḗḗȧȧḓẏ şŧȧȧƞḓş īīƞ { $unit }, ȧȧŧ { $holder }

faults-search-digit-stands-expected = ȧȧ ḓīīɠīīŧ ŧħḗḗ ŭŭƞīīŧ ḓǿǿḗḗş ƞǿǿŧ ħǿǿŀḓ ẏḗḗŧ

faults-search-naked-single = ƒȧȧŀşḗḗ ƞȧȧķḗḗḓ şīīƞɠŀḗḗ: { $cell } ħȧȧş ƈȧȧƞḓīīḓȧȧŧḗḗş { $candidates }

faults-search-naked-single-expected = ȧȧ ƞȧȧķḗḗḓ şīīƞɠŀḗḗ: ȧȧ ƈḗḗŀŀ ẇīīŧħ ḗḗẋȧȧƈŧŀẏ ǿǿƞḗḗ ƈȧȧƞḓīīḓȧȧŧḗḗ

faults-search-hidden-no-unit = ȧȧ ħīīḓḓḗḗƞ şīīƞɠŀḗḗ ŧħȧȧŧ ƞȧȧḿḗḗş ƞǿǿ ŭŭƞīīŧ

faults-search-hidden-no-unit-expected = `unit`: ŧħḗḗ řǿǿẇ, ƈǿǿŀŭŭḿƞ ǿǿř ƀǿǿẋ ẇħḗḗřḗḗ ŧħḗḗ ḓīīɠīīŧ ħȧȧş ǿǿƞḗḗ ƥŀȧȧƈḗḗ

faults-search-hidden-single = ƒȧȧŀşḗḗ ħīīḓḓḗḗƞ şīīƞɠŀḗḗ: { $digit } ƈǿǿŭŭŀḓ ȧȧŀşǿǿ ɠǿǿ ȧȧŧ { $other } īīƞ ŧħḗḗ { $unit }

faults-search-hidden-single-expected = ȧȧ ħīīḓḓḗḗƞ şīīƞɠŀḗḗ: { $cell } ẇīīŧħ ǿǿƞḗḗ ƥŀȧȧƈḗḗ ŀḗḗƒŧ īīƞ ŧħḗḗ { $unit }

faults-search-nothing-to-retract = ƞǿǿŧħīīƞɠ ŧǿǿ řḗḗŧřȧȧƈŧ: { $cell } ħǿǿŀḓş ƞǿǿ ḓḗḗḓŭŭƈŧīīǿǿƞ ({ $holds })

faults-search-nothing-to-retract-expected = ȧȧ řḗḗŧřȧȧƈŧīīǿǿƞ ǿǿƒ ȧȧ ḓḗḗḓŭŭƈḗḗḓ ḓīīɠīīŧ ŧħȧȧŧ şŧīīŀŀ şŧȧȧƞḓş

faults-search-retracts-other = řḗḗŧřȧȧƈŧş { $digit } ƒřǿǿḿ { $cell }, ƀŭŭŧ { $deduced } ẇȧȧş ḓḗḗḓŭŭƈḗḗḓ ŧħḗḗřḗḗ (şŧḗḗƥ { $step })

faults-search-retracts-other-expected = ŧħḗḗ ḓḗḗḓŭŭƈḗḗḓ ḓīīɠīīŧ, { $deduced }

faults-search-retracts-under-guess = řḗḗŧřȧȧƈŧş { $cell } = { $digit } ẇħīīŀḗḗ { $later } = { $later_digit }, ƥŀȧȧƈḗḗḓ ȧȧƒŧḗḗř īīŧ (şŧḗḗƥ { $step }), şŧīīŀŀ şŧȧȧƞḓş

faults-search-retracts-under-guess-expected = ŧħḗḗ ɠŭŭḗḗşşḗḗş ḿȧȧḓḗḗ ȧȧƒŧḗḗř ȧȧ ḓḗḗḓŭŭƈŧīīǿǿƞ ŭŭƞḓǿǿƞḗḗ ƀḗḗƒǿǿřḗḗ īīŧ īīş řḗḗŧřȧȧƈŧḗḗḓ

faults-search-undo-under-deduction = ŭŭƞḓǿǿḗḗş { $cell } = { $digit } ẇħīīŀḗḗ { $later } = { $later_digit }, ḓḗḗḓŭŭƈḗḗḓ ȧȧƒŧḗḗř īīŧ (şŧḗḗƥ { $step }), şŧīīŀŀ şŧȧȧƞḓş

faults-search-undo-under-deduction-expected = ŧħḗḗ ḓḗḗḓŭŭƈŧīīǿǿƞş ŧħȧȧŧ ƒǿǿŀŀǿǿẇ ƒřǿǿḿ ȧȧ ɠŭŭḗḗşş řḗḗŧřȧȧƈŧḗḗḓ ƀḗḗƒǿǿřḗḗ ŧħḗḗ ɠŭŭḗḗşş īīş ŭŭƞḓǿǿƞḗḗ

faults-search-constraint-cell = { $cell } ŧǿǿ ƒīīŀŀ

faults-search-constraint-digit = { $digit } ŧǿǿ ƥŀȧȧƈḗḗ īīƞ { $unit }

faults-search-constraint-options = { $what } ẇīīŧħ { $options } ǿǿƥŧīīǿǿƞ(ş), ƀŭŭŧ īīŧ ħȧȧş { $ways }

faults-search-constraint-options-expected = ǿǿƥŧīīǿǿƞş { $ways }: ŧħḗḗ ƥŀȧȧƈḗḗḿḗḗƞŧş ŧħȧȧŧ ḿḗḗḗḗŧ ŧħḗḗ ƈǿǿƞşŧřȧȧīīƞŧ ƞǿǿẇ

faults-search-outside-domain = ƥŀȧȧƈḗḗḿḗḗƞŧ ǿǿŭŭŧşīīḓḗḗ ŧħḗḗ ḓǿǿḿȧȧīīƞ: { $digit } īīş ƞǿǿŧ īīƞ ŧħḗḗ ḓǿǿḿȧȧīīƞ ǿǿƒ { $cell }, { $domain }

faults-search-outside-domain-expected = ȧȧ ƥŀȧȧƈḗḗḿḗḗƞŧ ǿǿƒ ȧȧ ṽȧȧŀŭŭḗḗ ǿǿƒ ŧħḗḗ ƈḗḗŀŀ'ş ƈŭŭřřḗḗƞŧ ḓǿǿḿȧȧīīƞ
