### Written by tests/pseudo_locale.rs from en/: do not edit.

worksheet-title = Ɓȧȧƈķŧřȧȧƈķīīƞɠ ẇǿǿřķşħḗḗḗḗŧ: ŧħḗḗ { $strategy } şḗḗȧȧřƈħ

worksheet-summary = ȦȦ { $size }ẋ{ $size } ƥŭŭẑẑŀḗḗ ẇīīŧħ { $givens } ɠīīṽḗḗƞş ȧȧƞḓ { $empty } ḗḗḿƥŧẏ ƈḗḗŀŀş. Ɓǿǿŀḓ ḓīīɠīīŧş ȧȧřḗḗ ɠīīṽḗḗƞş.

worksheet-puzzle = Ŧħḗḗ ƥŭŭẑẑŀḗḗ

worksheet-first-steps = Ŧħḗḗ ƒīīřşŧ { $n } şŧḗḗƥş

worksheet-moments = Ķḗḗẏ ḿǿǿḿḗḗƞŧş

worksheet-first-dead-end = Ŧħḗḗ ƒīīřşŧ ḓḗḗȧȧḓ ḗḗƞḓ (şŧḗḗƥ { $step })

worksheet-longest-backtrack = Ŧħḗḗ ŀǿǿƞɠḗḗşŧ ƀȧȧƈķŧřȧȧƈķ: { $n } ɠŭŭḗḗşşḗḗş ŧȧȧķḗḗƞ ƀȧȧƈķ īīƞ ȧȧ řǿǿẇ (ŭŭƥ ŧǿǿ şŧḗḗƥ { $step })

worksheet-solution = Ŧħḗḗ ƒīīřşŧ şǿǿŀŭŭŧīīǿǿƞ (şŧḗḗƥ { $step })

worksheet-no-solution = Ŧħḗḗ şḗḗȧȧřƈħ ḗḗƞḓḗḗḓ ẇīīŧħǿǿŭŭŧ ȧȧ şǿǿŀŭŭŧīīǿǿƞ ȧȧƒŧḗḗř { $steps } şŧḗḗƥş.

worksheet-counters = Ƈǿǿŭŭƞŧḗḗřş

worksheet-counter-columns =
    .counter = ƈǿǿŭŭƞŧḗḗř
    .value = ṽȧȧŀŭŭḗḗ
    .counts = ẇħȧȧŧ īīŧ ƈǿǿŭŭƞŧş

worksheet-questions = Ɋŭŭḗḗşŧīīǿǿƞş

worksheet-ask-candidates = ȦȦŧ şŧḗḗƥ { $step } ŧħḗḗ şḗḗȧȧřƈħ ŀǿǿǿǿķş ȧȧŧ { $cell } (ḿȧȧřķḗḗḓ ?) ǿǿƞ ŧħīīş ƀǿǿȧȧřḓ. Ẇħīīƈħ ƈȧȧƞḓīīḓȧȧŧḗḗş ḓǿǿḗḗş { $cell } ħȧȧṽḗḗ?

worksheet-ask-next = ȦȦŧ şŧḗḗƥ { $step } ŧħḗḗ şḗḗȧȧřƈħ ḓǿǿḗḗş ŧħīīş: { $sentence }. Ẇħīīƈħ ƈḗḗŀŀ ḓǿǿḗḗş īīŧ ŀǿǿǿǿķ ȧȧŧ ƞḗḗẋŧ?

worksheet-ask-placements = Ħǿǿẇ ḿȧȧƞẏ ƥŀȧȧƈḗḗḿḗḗƞŧş ḓǿǿḗḗş ŧħḗḗ şḗḗȧȧřƈħ ḿȧȧķḗḗ ƀḗḗƒǿǿřḗḗ īīŧş ƒīīřşŧ ḓḗḗȧȧḓ ḗḗƞḓ?

worksheet-answers = ȦȦƞşẇḗḗř ķḗḗẏ

worksheet-answer-candidates = { $candidates }. Ŧħḗḗ ŧřȧȧƈḗḗ, şŧḗḗƥ { $step }: { $sentence }

worksheet-answer-next = { $cell }. Ŧħḗḗ ŧřȧȧƈḗḗ, şŧḗḗƥ { $step }: { $sentence }

worksheet-answer-placements = { $n }: ŧħḗḗ ƒīīřşŧ ḓḗḗȧȧḓ ḗḗƞḓ īīş şŧḗḗƥ { $step }.
