### Written by tests/pseudo_locale.rs from en/: do not edit.

diff-part = { $a } ȧȧƞḓ { $b } ƥȧȧřŧ ȧȧŧ şŧḗḗƥ { $step }: { $summary }

diff-part-compared = { $a } ȧȧƞḓ { $b } ƥȧȧřŧ ȧȧŧ ƈǿǿḿƥȧȧřḗḗḓ ḗḗṽḗḗƞŧ { $step } ({ $step_a } ǿǿƒ ŧħḗḗ ƒīīřşŧ, { $step_b } ǿǿƒ ŧħḗḗ şḗḗƈǿǿƞḓ): { $summary }

diff-differ = { $a } ȧȧƞḓ { $b } ḓīīƒƒḗḗř: { $summary }

diff-own-step = şŧḗḗƥ { $step }

diff-own-end = īīŧş ḗḗƞḓ

diff-level = ƈǿǿḿƥȧȧřḗḗḓ ȧȧŧ ŧħḗḗ ŀḗḗṽḗḗŀ ǿǿƒ { $kinds } (ǿǿƒ ŧẇǿǿ ḗḗṽḗḗƞŧş, ŧħḗḗ ƒīīḗḗŀḓş ƀǿǿŧħ ẇřīīŧḗḗ)

diff-at-once = ƞǿǿ şŧḗḗƥ ƀḗḗƒǿǿřḗḗ īīŧ: ŧħḗḗẏ ƥȧȧřŧ ȧȧŧ ǿǿƞƈḗḗ

diff-before = ŧħḗḗ şŧḗḗƥş ƀḗḗƒǿǿřḗḗ, ŧħḗḗ şȧȧḿḗḗ īīƞ ƀǿǿŧħ:

diff-step = şŧḗḗƥ { $step }:

diff-compared-event = ƈǿǿḿƥȧȧřḗḗḓ ḗḗṽḗḗƞŧ { $step }:

diff-ended = (ŧħḗḗ ŧřȧȧƈḗḗ ħȧȧş ḗḗƞḓḗḗḓ)

diff-boards-after = ƀǿǿȧȧřḓş ȧȧƒŧḗḗř şŧḗḗƥ { $step }:

diff-boards-after-compared = ƀǿǿȧȧřḓş ȧȧƒŧḗḗř ƈǿǿḿƥȧȧřḗḗḓ ḗḗṽḗḗƞŧ { $step }:

diff-boards-at-end = ƀǿǿȧȧřḓş ȧȧŧ ŧħḗḗ ḗḗƞḓ:

diff-counters = ƈǿǿŭŭƞŧḗḗřş:

diff-identical = īīḓḗḗƞŧīīƈȧȧŀ: { $a } ȧȧƞḓ { $b }, { $header }, { $steps } ḗḗṽḗḗƞŧş ȧȧƞḓ ƒǿǿǿǿŧḗḗř

diff-identical-level = īīḓḗḗƞŧīīƈȧȧŀ ȧȧŧ ŧħḗḗ ŀḗḗṽḗḗŀ ǿǿƒ { $kinds }: { $a } ȧȧƞḓ { $b }, { $header }, { $steps } ḗḗṽḗḗƞŧş ƈǿǿḿƥȧȧřḗḗḓ (ǿǿƒ { $steps_a } ȧȧƞḓ { $steps_b }) ȧȧƞḓ ŧħḗḗ şȧȧḿḗḗ ḗḗƞḓ

diff-same-header = ŧħḗḗ şȧȧḿḗḗ ħḗḗȧȧḓḗḗř

diff-same-header-but-strategy = ŧħḗḗ şȧȧḿḗḗ ħḗḗȧȧḓḗḗř ƀŭŭŧ ƒǿǿř ŧħḗḗ şŧřȧȧŧḗḗɠẏ'ş ƞȧȧḿḗḗ

diff-puzzles = ḓīīƒƒḗḗřḗḗƞŧ ƥŭŭẑẑŀḗḗş: { $a } ȧȧƞḓ { $b }

diff-no-common-kind = ƞǿǿ ķīīƞḓ ǿǿƒ ḗḗṽḗḗƞŧ ŧǿǿ ƈǿǿḿƥȧȧřḗḗ: ŧħḗḗ ŧẇǿǿ ŧřȧȧƈḗḗş ẇřīīŧḗḗ ƞǿǿƞḗḗ īīƞ ƈǿǿḿḿǿǿƞ

diff-first-ends = ŧħḗḗ ƒīīřşŧ ŧřȧȧƈḗḗ ḗḗƞḓş ħḗḗřḗḗ

diff-second-ends = ŧħḗḗ şḗḗƈǿǿƞḓ ŧřȧȧƈḗḗ ḗḗƞḓş ħḗḗřḗḗ

diff-both-end = ƀǿǿŧħ ḗḗƞḓ ħḗḗřḗḗ

diff-events = ḓīīƒƒḗḗřḗḗƞŧ ḗḗṽḗḗƞŧş: { $a } ȧȧƞḓ { $b }

diff-field = ḓīīƒƒḗḗřḗḗƞŧ { $field }: { $a } ȧȧƞḓ { $b }

diff-strategy = ŧħḗḗ şȧȧḿḗḗ { $steps } ḗḗṽḗḗƞŧş, ƀŭŭŧ şŧřȧȧŧḗḗɠẏ `{ $a }` ȧȧƞḓ `{ $b }`

diff-options = ŧħḗḗ şȧȧḿḗḗ { $steps } ḗḗṽḗḗƞŧş, ƀŭŭŧ ḓīīƒƒḗḗřḗḗƞŧ ǿǿƥŧīīǿǿƞş (ŀīīḿīīŧş)

diff-schema = ŧħḗḗ şȧȧḿḗḗ { $steps } ḗḗṽḗḗƞŧş, ƀŭŭŧ ḓīīƒƒḗḗřḗḗƞŧ şƈħḗḗḿȧȧ ṽḗḗřşīīǿǿƞş

diff-footers = ŧħḗḗ şȧȧḿḗḗ { $steps } ḗḗṽḗḗƞŧş, ƀŭŭŧ ḓīīƒƒḗḗřḗḗƞŧ ƒǿǿǿǿŧḗḗřş

diff-none = ƞǿǿƞḗḗ

diff-cell = ḓīīƒƒḗḗřḗḗƞŧ ƈḗḗŀŀ: { $a } ȧȧƞḓ { $b }

diff-digit = ḓīīƒƒḗḗřḗḗƞŧ ḓīīɠīīŧ: { $a } ȧȧƞḓ { $b }
