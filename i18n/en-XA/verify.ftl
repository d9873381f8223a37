### Written by tests/pseudo_locale.rs from en/: do not edit.

verify-valid = ṽȧȧŀīīḓ: { $steps } şŧḗḗƥş ǿǿƒ ȧȧ { $strategy } şḗḗȧȧřƈħ ǿǿƞ ȧȧ { $size }ẋ{ $size } ƥŭŭẑẑŀḗḗ ƒǿǿŀŀǿǿẇ ŧħḗḗ řŭŭŀḗḗş

verify-checked = ƈħḗḗƈķḗḗḓ:

verify-header = ħḗḗȧȧḓḗḗř  şƈħḗḗḿȧȧ ṽḗḗřşīīǿǿƞ { $version }, ŧħḗḗ ƥŭŭẑẑŀḗḗ ȧȧƞḓ ŧħḗḗ ŀīīḿīīŧş

verify-footer = ƒǿǿǿǿŧḗḗř  ŧħḗḗ ƈǿǿŭŭƞŧḗḗřş ȧȧƞḓ ŧħḗḗ ḗḗƞḓ, řḗḗƈǿǿŭŭƞŧḗḗḓ ƒřǿǿḿ ŧħḗḗ ḗḗṽḗḗƞŧş

verify-not-in-trace = ƞǿǿŧ īīƞ ŧħīīş ŧřȧȧƈḗḗ: { $kinds }

verify-no-choice = ƞǿǿŧ ƈħḗḗƈķḗḗḓ: ŧħḗḗ ƈħǿǿīīƈḗḗ ȧȧḿǿǿƞɠ ŧħḗḗ ƈȧȧƞḓīīḓȧȧŧḗḗş (ƞǿǿ ƥŀȧȧƈḗḗḿḗḗƞŧ ɠīīṽḗḗş `choice` ǿǿř `of`)

verify-no-footer = ƞǿǿŧ ƈħḗḗƈķḗḗḓ: ŧħḗḗ ƈǿǿŭŭƞŧḗḗřş ȧȧƞḓ ŧħḗḗ ḗḗƞḓ (ƞǿǿ ƒǿǿǿǿŧḗḗř)

verify-clashing-givens = ƞǿǿŧḗḗ: ŧħḗḗ ɠīīṽḗḗƞş ƈŀȧȧşħ, şǿǿ ŧħḗḗ ƥŭŭẑẑŀḗḗ ħȧȧş ƞǿǿ şǿǿŀŭŭŧīīǿǿƞ

verify-invalid = īīƞṽȧȧŀīīḓ: { $fault }

verify-at-step = şŧḗḗƥ { $step }: { $found }

verify-at = ȧȧŧ:       { $place }

verify-line = ŀīīƞḗḗ { $line }

verify-event = ḗḗṽḗḗƞŧ:    { $event }

verify-expected = ḗḗẋƥḗḗƈŧḗḗḓ: { $expected }

verify-board-before = ƀǿǿȧȧřḓ ƀḗḗƒǿǿřḗḗ ŧħīīş şŧḗḗƥ:

verify-board-at-end = ƀǿǿȧȧřḓ ȧȧŧ ŧħḗḗ ḗḗƞḓ:

verify-render-warning = ẇȧȧřƞīīƞɠ: ŧħḗḗ ŧřȧȧƈḗḗ ƀřḗḗȧȧķş ŧħḗḗ řŭŭŀḗḗş (řḗḗƞḓḗḗřḗḗḓ ȧȧŀŀ ŧħḗḗ şȧȧḿḗḗ): { $head }

verify-render-expected = = ḗḗẋƥḗḗƈŧḗḗḓ { $expected }

verify-render-run = = řŭŭƞ { $command } ƒǿǿř ŧħḗḗ ƒŭŭŀŀ řḗḗƥǿǿřŧ

verify-render-stdin = { $command } ǿǿƞ ŧħḗḗ şȧȧḿḗḗ īīƞƥŭŭŧ
