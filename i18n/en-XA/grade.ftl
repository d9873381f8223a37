### Written by tests/pseudo_locale.rs from en/: do not edit.

grade-submission = şŭŭƀḿīīşşīīǿǿƞ

grade-rules = řŭŭŀḗḗş

grade-solution = şǿǿŀŭŭŧīīǿǿƞ

grade-search = şḗḗȧȧřƈħ

grade-total = ŧǿǿŧȧȧŀ

grade-note = ƞǿǿŧḗḗ

grade-full-marks = ƒŭŭŀŀ ḿȧȧřķş

grade-problem = { $check }: { $output }

grade-summary = { $full } ǿǿƒ { $count } şŭŭƀḿīīşşīīǿǿƞş ḗḗȧȧřƞḗḗḓ ƒŭŭŀŀ ḿȧȧřķş

grade-unreadable = ŭŭƞřḗḗȧȧḓȧȧƀŀḗḗ: { $error }

grade-another-puzzle = ŧřȧȧƈḗḗş ȧȧƞǿǿŧħḗḗř ƥŭŭẑẑŀḗḗ: { $theirs }, ƞǿǿŧ { $ours }

grade-solved-count = { $found } şǿǿŀṽḗḗḓ ɠřīīḓ(ş), ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ ƒīīƞḓş { $want }

grade-solved-grid = şǿǿŀṽḗḗḓ ɠřīīḓ { $k } īīş ƞǿǿŧ ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ'ş

grade-ends = ḗḗƞḓş { $end }, ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ ḗḗƞḓş { $want }

grade-solved-same = { $solved } şǿǿŀṽḗḗḓ ɠřīīḓ(ş) ȧȧş ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ, ḗḗƞḓīīƞɠ { $end }

grade-no-footer = ẇīīŧħǿǿŭŭŧ ȧȧ ƒǿǿǿǿŧḗḗř

grade-no-placements = ẇřīīŧḗḗş ƞǿǿ `placed` ḗḗṽḗḗƞŧş: ŧħḗḗřḗḗ īīş ƞǿǿ şḗḗȧȧřƈħ ŧǿǿ ƈǿǿḿƥȧȧřḗḗ

grade-every-event = ḗḗṽḗḗřẏ ḗḗṽḗḗƞŧ

grade-events = ḗḗṽḗḗƞŧş { $kinds }

grade-same-search = ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ'ş şḗḗȧȧřƈħ, { $steps } ḗḗṽḗḗƞŧş ƈǿǿḿƥȧȧřḗḗḓ ({ $at })

grade-parts-compared = ƥȧȧřŧş ȧȧŧ ƈǿǿḿƥȧȧřḗḗḓ ḗḗṽḗḗƞŧ { $step } (īīŧş şŧḗḗƥ { $own })

grade-parts = ƥȧȧřŧş ȧȧŧ şŧḗḗƥ { $step }

grade-differs = ḓīīƒƒḗḗřş

grade-submission-ends = ŧħḗḗ şŭŭƀḿīīşşīīǿǿƞ ḗḗƞḓş ŧħḗḗřḗḗ; ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ ɠǿǿḗḗş ǿǿƞ: { $event }

grade-submission-goes-on = ŧħḗḗ şŭŭƀḿīīşşīīǿǿƞ ɠǿǿḗḗş ǿǿƞ ƥȧȧşŧ ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ'ş ḗḗƞḓ: { $event }

grade-different-events = { $summary }; ŧħḗḗ şŭŭƀḿīīşşīīǿǿƞ: { $theirs }; ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ: { $ours }

grade-parted = { $place } ǿǿƒ { $total } ƈǿǿḿƥȧȧřḗḗḓ ({ $at }): { $what }

grade-empty-folder = ẇȧȧřƞīīƞɠ: { $folder }: ƞǿǿ *.jsonl ǿǿř *.json ƒīīŀḗḗ īīƞ ŧħīīş ƒǿǿŀḓḗḗř

grade-symbolic-link = ȧȧ şẏḿƀǿǿŀīīƈ ŀīīƞķ, ƞǿǿŧ ƒǿǿŀŀǿǿẇḗḗḓ

grade-not-a-file = ƞǿǿŧ ȧȧ řḗḗɠŭŭŀȧȧř ƒīīŀḗḗ (ȧȧ ƑĪĪƑǾǾ, ȧȧ ḓḗḗṽīīƈḗḗ ǿǿř ȧȧ şǿǿƈķḗḗŧ): ƞǿǿŧ řḗḗȧȧḓ

grade-unreadable-folder = ŭŭƞřḗḗȧȧḓȧȧƀŀḗḗ ƒǿǿŀḓḗḗř: { $error }

grade-too-deep = ȧȧ ƒǿǿŀḓḗḗř ḿǿǿřḗḗ ŧħȧȧƞ { $depth } ƒǿǿŀḓḗḗřş ḓḗḗḗḗƥ: ƞǿǿŧ řḗḗȧȧḓ

grade-one-counts = ǿǿƞḗḗ şŭŭƀḿīīşşīīǿǿƞ ƈǿǿŭŭƞŧş: { $file } (ŧħḗḗ ƒīīřşŧ ŧřȧȧƈḗḗ īīƞ ƞȧȧḿḗḗ ǿǿřḓḗḗř); īīɠƞǿǿřḗḗḓ: { $files }

grade-reference-cut = ẇȧȧřƞīīƞɠ: ŧħḗḗ řḗḗƒḗḗřḗḗƞƈḗḗ şḗḗȧȧřƈħ şŧǿǿƥş ȧȧŧ --max-steps { $steps }: ḗḗȧȧƈħ şŭŭƀḿīīşşīīǿǿƞ īīş ƈǿǿḿƥȧȧřḗḗḓ ẇīīŧħ īīŧş ƒīīřşŧ { $steps } şŧḗḗƥş
