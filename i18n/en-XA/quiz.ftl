### Written by tests/pseudo_locale.rs from en/: do not edit.

quiz-heading = Ɋŭŭīīẑ

quiz-question = Ɋŭŭḗḗşŧīīǿǿƞ { $n } ǿǿƒ { $total }

quiz-score = Ɋŭŭīīẑ: { $right } ǿǿƒ { $total } řīīɠħŧ, { $answered } ȧȧƞşẇḗḗřḗḗḓ

quiz-fewer = Ẏǿǿŭŭ ȧȧşķḗḗḓ ƒǿǿř { $asked } ɋŭŭḗḗşŧīīǿǿƞş; ŧħīīş şḗḗȧȧřƈħ ħȧȧş { $total } ɠǿǿǿǿḓ ḿǿǿḿḗḗƞŧş ƒǿǿř ŧħḗḗḿ.

quiz-ask-candidates = Ẇħīīƈħ ƈȧȧƞḓīīḓȧȧŧḗḗş ḓǿǿḗḗş { $cell } ħȧȧṽḗḗ?

quiz-ask-next = Ẇħīīƈħ ƈḗḗŀŀ ẇīīŀŀ ŧħḗḗ şḗḗȧȧřƈħ ŧřẏ ƞḗḗẋŧ?

quiz-ask-dead = Ŧħḗḗ şḗḗȧȧřƈħ īīş ȧȧƀǿǿŭŭŧ ŧǿǿ ŧřẏ { $digit } īīƞ { $cell }. Ẇīīŀŀ ŧħīīş ɠŭŭḗḗşş ŀḗḗȧȧḓ ŧǿǿ ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ?

quiz-ask-forced = ȦȦ řŭŭŀḗḗ ƒǿǿřƈḗḗş ȧȧ ḓīīɠīīŧ īīƞŧǿǿ { $cell }. Ẇħīīƈħ ǿǿƞḗḗ?

quiz-ask-pruned = ĪĪƞƒḗḗřḗḗƞƈḗḗ ŧȧȧķḗḗş ȧȧ ḓīīɠīīŧ ǿǿŭŭŧ ǿǿƒ ŧħḗḗ ḓǿǿḿȧȧīīƞ ǿǿƒ { $cell }. Ẇħīīƈħ ǿǿƞḗḗ?

quiz-ask-backjump = { $cell } ħȧȧş ƞǿǿ ṽȧȧŀŭŭḗḗ ŀḗḗƒŧ. Ẇħīīƈħ ɠŭŭḗḗşş ḓǿǿḗḗş ŧħḗḗ şḗḗȧȧřƈħ ĵŭŭḿƥ ƀȧȧƈķ ŧǿǿ?

quiz-hint-digits = Ƥřḗḗşş ŧħḗḗ ḓīīɠīīŧş (ǿǿř ŧẏƥḗḗ ŧħḗḗḿ), ŧħḗḗƞ Ƈħḗḗƈķ (ḖḖƞŧḗḗř). ḖḖşƈȧȧƥḗḗ şķīīƥş.

quiz-hint-digit = Ƥřḗḗşş ŧħḗḗ ḓīīɠīīŧ (ǿǿř ŧẏƥḗḗ īīŧ). ḖḖşƈȧȧƥḗḗ şķīīƥş.

quiz-hint-cell = Ƈŀīīƈķ ŧħḗḗ ƈḗḗŀŀ ǿǿƞ ŧħḗḗ ƀǿǿȧȧřḓ ǿǿř ŧẏƥḗḗ īīŧş ƞȧȧḿḗḗ, şŭŭƈħ ȧȧş { $example }, ŧħḗḗƞ Ƈħḗḗƈķ (ḖḖƞŧḗḗř). ḖḖşƈȧȧƥḗḗ şķīīƥş.

quiz-hint-choice = Ƥīīƈķ ǿǿƞḗḗ. ḖḖşƈȧȧƥḗḗ şķīīƥş.

quiz-cell-name = Ƈḗḗŀŀ ƞȧȧḿḗḗ

quiz-yes = Ẏḗḗş

quiz-no = Ƞǿǿ

quiz-check = Ƈħḗḗƈķ

quiz-skip = Şķīīƥ

quiz-show-step = Şħǿǿẇ ŧħḗḗ şŧḗḗƥ

quiz-right = Řīīɠħŧ.

quiz-wrong = Ƞǿǿŧ ɋŭŭīīŧḗḗ.

quiz-skipped = Şķīīƥƥḗḗḓ.

quiz-answer = Ŧħḗḗ ȧȧƞşẇḗḗř: { $answer }.

quiz-you-said = Ẏǿǿŭŭ şȧȧīīḓ { $answer }.

quiz-dead-yes = ḖḖṽḗḗřẏ ẇȧȧẏ ǿǿƞ ƒřǿǿḿ ŧħīīş ɠŭŭḗḗşş ƒȧȧīīŀş, şǿǿ ŧħḗḗ şḗḗȧȧřƈħ ŧȧȧķḗḗş īīŧ ƀȧȧƈķ.

quiz-dead-no = Ŧħīīş ɠŭŭḗḗşş şŧȧȧẏş ǿǿƞ ŧħḗḗ ẇȧȧẏ ŧǿǿ ȧȧ şǿǿŀŭŭŧīīǿǿƞ.

quiz-none = ƞǿǿƞḗḗ

quiz-trace-says = Ŧħḗḗ ŧřȧȧƈḗḗ, şŧḗḗƥ { $step }: { $sentence }

quiz-final-title = Ɋŭŭīīẑ ǿǿṽḗḗř

quiz-final-score = { $right } ǿǿƒ { $total } řīīɠħŧ

quiz-final-detail = { $wrong } ẇřǿǿƞɠ, { $skipped } şķīīƥƥḗḗḓ, { $open } ƥȧȧşşḗḗḓ ƀẏ ẇīīŧħǿǿŭŭŧ ȧȧƞ ȧȧƞşẇḗḗř (ȧȧ ĵŭŭḿƥ).

quiz-unknown-cell = Ƞǿǿ ƈḗḗŀŀ īīş ƈȧȧŀŀḗḗḓ { $name }.

quiz-key-list =
    .enter-key = ḖḖƞŧḗḗř
    .enter-does = ƈħḗḗƈķ ŧħḗḗ ȧȧƞşẇḗḗř; ŧħḗḗƞ şħǿǿẇ ŧħḗḗ şŧḗḗƥ
    .escape-key = ḖḖşƈȧȧƥḗḗ
    .escape-does = şķīīƥ ŧħḗḗ ɋŭŭḗḗşŧīīǿǿƞ (īīŧ ƈǿǿŭŭƞŧş ȧȧş şķīīƥƥḗḗḓ)
    .digits-key = 1–9
    .digits-does = ŧǿǿɠɠŀḗḗ ȧȧ ƈȧȧƞḓīīḓȧȧŧḗḗ, ǿǿř ȧȧƞşẇḗḗř ẇīīŧħ ȧȧ ḓīīɠīīŧ
