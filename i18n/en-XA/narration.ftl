### Written by tests/pseudo_locale.rs from en/: do not edit.

narration-title = { $strategy } şḗḗȧȧřƈħ ǿǿƞ ȧȧ { $size }ẋ{ $size } ƥŭŭẑẑŀḗḗ: { $givens } ɠīīṽḗḗƞş, { $empty } ḗḗḿƥŧẏ ƈḗḗŀŀş

narration-candidates = { $cell }: ƈȧȧƞḓīīḓȧȧŧḗḗş { $candidates }; ḗḗẋƈŀŭŭḓḗḗḓ { $excluded }

narration-no-candidates = { $cell }: ƞǿǿ ƈȧȧƞḓīīḓȧȧŧḗḗş; ḗḗẋƈŀŭŭḓḗḗḓ { $excluded }

narration-excluded = { $digit } ({ $unit } { $peer })

narration-list-separator = ,{" "}

narration-placed-choice = ŧřẏ { $cell } = { $digit } (ƈȧȧƞḓīīḓȧȧŧḗḗ { $choice } ǿǿƒ { $of })

narration-placed = ŧřẏ { $cell } = { $digit }

narration-rejected = řḗḗĵḗḗƈŧ { $digit } ȧȧŧ { $cell }: { $peer } īīƞ ŧħḗḗ şȧȧḿḗḗ { $unit } ħǿǿŀḓş { $digit }

narration-dead-end = ḓḗḗȧȧḓ ḗḗƞḓ ȧȧŧ { $cell }: ƞǿǿ ḓīīɠīīŧ ƒīīŧş

narration-dead-end-unit = ḓḗḗȧȧḓ ḗḗƞḓ: { $digit } ħȧȧş ƞǿǿ ƥŀȧȧƈḗḗ ŀḗḗƒŧ īīƞ { $unit }

narration-naked-single = ḓḗḗḓŭŭƈḗḗ { $cell } = { $digit }: īīŧş ǿǿƞŀẏ ƈȧȧƞḓīīḓȧȧŧḗḗ (ƞȧȧķḗḗḓ şīīƞɠŀḗḗ)

narration-hidden-single = ḓḗḗḓŭŭƈḗḗ { $cell } = { $digit }: ŧħḗḗ ǿǿƞŀẏ ƥŀȧȧƈḗḗ ƒǿǿř { $digit } īīƞ { $unit } (ħīīḓḓḗḗƞ şīīƞɠŀḗḗ)

narration-retracted = ŧȧȧķḗḗ ƀȧȧƈķ { $cell } = { $digit } (ḓḗḗḓŭŭƈḗḗḓ)

narration-constraint-cell = { $cell } ƞḗḗḗḗḓş ȧȧ ḓīīɠīīŧ: { $options } ǿǿƥŧīīǿǿƞ(ş), ŧħḗḗ ƒḗḗẇḗḗşŧ

narration-constraint-unit = { $digit } ḿŭŭşŧ ɠǿǿ şǿǿḿḗḗẇħḗḗřḗḗ īīƞ { $unit }: { $options } ǿǿƥŧīīǿǿƞ(ş), ŧħḗḗ ƒḗḗẇḗḗşŧ

narration-undone = ŭŭƞḓǿǿ { $cell } = { $digit }

narration-solved = şǿǿŀŭŭŧīīǿǿƞ { $number } ƒǿǿŭŭƞḓ

narration-step-limit = şŧḗḗƥ ŀīīḿīīŧ řḗḗȧȧƈħḗḗḓ ȧȧƒŧḗḗř { $steps } şŧḗḗƥş: şḗḗȧȧřƈħ şŧǿǿƥƥḗḗḓ

narration-time-limit = ŧīīḿḗḗ ŀīīḿīīŧ řḗḗȧȧƈħḗḗḓ ȧȧƒŧḗḗř { $steps } şŧḗḗƥş: şḗḗȧȧřƈħ şŧǿǿƥƥḗḗḓ

narration-units =
    .row = řǿǿẇ
    .column = ƈǿǿŀŭŭḿƞ
    .box = ƀǿǿẋ

narration-numbered-units =
    .row = řǿǿẇ { $n }
    .column = ƈǿǿŀŭŭḿƞ { $n }
    .box = ƀǿǿẋ { $n }

narration-end-exhausted = Şḗḗȧȧřƈħ ƈǿǿḿƥŀḗḗŧḗḗ: { $solutions } şǿǿŀŭŭŧīīǿǿƞ(ş).

narration-end-none = Şḗḗȧȧřƈħ ƈǿǿḿƥŀḗḗŧḗḗ: ƞǿǿ şǿǿŀŭŭŧīīǿǿƞ.

narration-end-solution-limit = Şŧǿǿƥƥḗḗḓ ȧȧƒŧḗḗř { $solutions } şǿǿŀŭŭŧīīǿǿƞ(ş), ȧȧş ȧȧşķḗḗḓ.

narration-end-step-limit = Şŧǿǿƥƥḗḗḓ ȧȧŧ ŧħḗḗ şŧḗḗƥ ŀīīḿīīŧ ẇīīŧħ { $solutions } şǿǿŀŭŭŧīīǿǿƞ(ş); ŧħḗḗ şḗḗȧȧřƈħ īīş ŭŭƞƒīīƞīīşħḗḗḓ.

narration-end-time-limit = Şŧǿǿƥƥḗḗḓ ȧȧŧ ŧħḗḗ ŧīīḿḗḗ ŀīīḿīīŧ ẇīīŧħ { $solutions } şǿǿŀŭŭŧīīǿǿƞ(ş); ŧħḗḗ şḗḗȧȧřƈħ īīş ŭŭƞƒīīƞīīşħḗḗḓ.

narration-end-placement-limit = Şŧǿǿƥƥḗḗḓ ȧȧŧ ŧħḗḗ ƥŀȧȧƈḗḗḿḗḗƞŧ ŀīīḿīīŧ ẇīīŧħ { $solutions } şǿǿŀŭŭŧīīǿǿƞ(ş); ŧħḗḗ şḗḗȧȧřƈħ īīş ŭŭƞƒīīƞīīşħḗḗḓ.

narration-end-stopped = Şŧǿǿƥƥḗḗḓ ƀẏ ŧħḗḗ řḗḗȧȧḓḗḗř.

narration-counters-title = Ƈǿǿŭŭƞŧḗḗřş:

narration-counters =
    .placements-name = ƥŀȧȧƈḗḗḿḗḗƞŧş
    .placements-definition = ḓīīɠīīŧş ẇřīīŧŧḗḗƞ īīƞŧǿǿ ḗḗḿƥŧẏ ƈḗḗŀŀş ȧȧş ɠŭŭḗḗşşḗḗş
    .deductions-name = ḓḗḗḓŭŭƈŧīīǿǿƞş
    .deductions-definition = ḓīīɠīīŧş ẇřīīŧŧḗḗƞ ƀḗḗƈȧȧŭŭşḗḗ ȧȧ řŭŭŀḗḗ ƒǿǿřƈḗḗş ŧħḗḗḿ
    .rejections-name = řḗḗĵḗḗƈŧīīǿǿƞş
    .rejections-definition = ḓīīɠīīŧş řḗḗƒŭŭşḗḗḓ ƀẏ ŧħḗḗ ƈǿǿƞƒŀīīƈŧ ƈħḗḗƈķ
    .dead-ends-name = ḓḗḗȧȧḓ ḗḗƞḓş
    .dead-ends-definition = ƥǿǿīīƞŧş ẇħḗḗřḗḗ ƞǿǿ ḓīīɠīīŧ ƒīīŧş ȧȧ ƈḗḗŀŀ ǿǿř ƞǿǿ ƈḗḗŀŀ ŧȧȧķḗḗş ȧȧ ḓīīɠīīŧ
    .backtracks-name = ƀȧȧƈķŧřȧȧƈķş
    .backtracks-definition = ɠŭŭḗḗşşḗḗş ŧȧȧķḗḗƞ ƀȧȧƈķ (ŭŭƞḓǿǿƞḗḗ)
    .solutions-name = şǿǿŀŭŭŧīīǿǿƞş
    .solutions-definition = ƒŭŭŀŀ ɠřīīḓş ẇīīŧħǿǿŭŭŧ ȧȧ ƈŀȧȧşħ
    .max-depth-name = ḿȧȧẋ ḓḗḗƥŧħ
    .max-depth-definition = ḿǿǿşŧ ɠŭŭḗḗşşḗḗş şŧȧȧƞḓīīƞɠ ȧȧŧ ǿǿƞƈḗḗ
    .events-name = ḗḗṽḗḗƞŧş
    .events-definition = şŧḗḗƥş īīƞ ŧħḗḗ ŧřȧȧƈḗḗ
