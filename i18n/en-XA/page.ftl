### Written by tests/pseudo_locale.rs from en/: do not edit.

page-page-title = Şŭŭḓǿǿķŭŭ şḗḗȧȧřƈħ ẇȧȧŀķŧħřǿǿŭŭɠħ

page-page-title-named = Şŭŭḓǿǿķŭŭ şḗḗȧȧřƈħ ẇȧȧŀķŧħřǿǿŭŭɠħ: { $name }

page-skip = Şķīīƥ ŧǿǿ ŧħḗḗ ƥŀȧȧẏḗḗř

page-no-script = Ŧħīīş ẇȧȧŀķŧħřǿǿŭŭɠħ řḗḗƥŀȧȧẏş ŧħḗḗ şḗḗȧȧřƈħ ẇīīŧħ ĴȧȧṽȧȧŞƈřīīƥŧ; ƥŀḗḗȧȧşḗḗ ȧȧŀŀǿǿẇ şƈřīīƥŧş ƒǿǿř ŧħīīş ƥȧȧɠḗḗ.

page-board = Ŧħḗḗ ƀǿǿȧȧřḓ ȧȧŧ ŧħīīş şŧḗḗƥ

page-player = Ƥŀȧȧẏḗḗř

page-first = Ƒīīřşŧ şŧḗḗƥ

page-prev = Ƥřḗḗṽīīǿǿŭŭş şŧḗḗƥ

page-play = Ƥŀȧȧẏ

page-pause = Ƥȧȧŭŭşḗḗ

page-next = Ƞḗḗẋŧ şŧḗḗƥ

page-last = Ŀȧȧşŧ şŧḗḗƥ

page-speed = Şƥḗḗḗḗḓ

page-per-second = { $n }/s

page-slider = Şŧḗḗƥ

page-jumps = Ĵŭŭḿƥ ŧǿǿ

page-next-dead-end = Ƞḗḗẋŧ ḓḗḗȧȧḓ ḗḗƞḓ

page-next-solution = Ƞḗḗẋŧ şǿǿŀŭŭŧīīǿǿƞ

page-branch = Ɓȧȧƈķ ŧǿǿ ŧħḗḗ ŀȧȧşŧ ƀřȧȧƞƈħ ƥǿǿīīƞŧ

page-step-of = Şŧḗḗƥ { $step } ǿǿƒ { $total }

page-depth = ḓḗḗƥŧħ { $depth }

page-narration = Ẇħȧȧŧ ħȧȧƥƥḗḗƞş

page-start = Ŧħḗḗ ɠīīṽḗḗƞş, ƀḗḗƒǿǿřḗḗ ŧħḗḗ ƒīīřşŧ şŧḗḗƥ.

page-candidates = Ƈȧȧƞḓīīḓȧȧŧḗḗş

page-excluded-help = ḖḖẋƈŀŭŭḓḗḗḓ ḓīīɠīīŧş: ħǿǿṽḗḗř ǿǿṽḗḗř ǿǿř ƒǿǿƈŭŭş ǿǿƞḗḗ ŧǿǿ şḗḗḗḗ ŧħḗḗ ƥḗḗḗḗř ŧħȧȧŧ ḗḗẋƈŀŭŭḓḗḗş īīŧ.

page-excluded-item = { $digit }: ḗḗẋƈŀŭŭḓḗḗḓ ƀẏ { $peer } īīƞ ŧħḗḗ şȧȧḿḗḗ { $unit }

page-nearby = Ƞḗḗȧȧřƀẏ şŧḗḗƥş

page-path = Ƥȧȧŧħ ǿǿƒ ƈħǿǿīīƈḗḗş

page-path-empty = Ƞǿǿ ɠŭŭḗḗşş īīş şŧȧȧƞḓīīƞɠ: ǿǿƞŀẏ ŧħḗḗ ɠīīṽḗḗƞş.

page-path-choice = ƈȧȧƞḓīīḓȧȧŧḗḗ { $choice } ǿǿƒ { $of }

page-counters = Ƈǿǿŭŭƞŧḗḗřş

page-counter = ƈǿǿŭŭƞŧḗḗř

page-so-far = şǿǿ ƒȧȧř

page-at-end = ȧȧŧ ŧħḗḗ ḗḗƞḓ

page-definition = ḓḗḗƒīīƞīīŧīīǿǿƞ

page-show-definitions = Şħǿǿẇ ḓḗḗƒīīƞīīŧīīǿǿƞş

page-hide-definitions = Ħīīḓḗḗ ḓḗḗƒīīƞīīŧīīǿǿƞş

page-truncated = Ŧħīīş ƥȧȧɠḗḗ ħǿǿŀḓş ŧħḗḗ ƒīīřşŧ { $recorded } ǿǿƒ ŧħḗḗ { $heard } ḗḗṽḗḗƞŧş ǿǿƒ ŧħḗḗ şḗḗȧȧřƈħ (ŧħḗḗ řḗḗƈǿǿřḓīīƞɠ ƈȧȧƥ, --html-max-events { $cap }). Ŧħḗḗ řḗḗşŧ ƈȧȧƞƞǿǿŧ ƀḗḗ řḗḗƥŀȧȧẏḗḗḓ ħḗḗřḗḗ; ŧħḗḗ ƈǿǿŭŭƞŧḗḗřş ȧȧŧ ŧħḗḗ ḗḗƞḓ ƈǿǿŭŭƞŧ ŧħḗḗ ẇħǿǿŀḗḗ şḗḗȧȧřƈħ.

page-truncated-short = ħǿǿŀḓş { $recorded } ǿǿƒ { $heard } ḗḗṽḗḗƞŧş

page-step-limited-short = şŧǿǿƥƥḗḗḓ ȧȧŧ īīŧş şŧḗḗƥ ŀīīḿīīŧ ({ $limit } şŧḗḗƥş)

page-time-limited-short = şŧǿǿƥƥḗḗḓ ȧȧŧ īīŧş ŧīīḿḗḗ ŀīīḿīīŧ ({ $limit } ş)

page-close = Ƈŀǿǿşḗḗ

page-step-limited = Ŧħḗḗ şḗḗȧȧřƈħ ẇȧȧş şŧǿǿƥƥḗḗḓ ȧȧŧ īīŧş şŧḗḗƥ ŀīīḿīīŧ ({ $limit } şŧḗḗƥş, --max-steps) ƀḗḗƒǿǿřḗḗ īīŧ ƒīīƞīīşħḗḗḓ: ẇħȧȧŧ īīŧ ẇǿǿŭŭŀḓ ħȧȧṽḗḗ ḓǿǿƞḗḗ ƞḗḗẋŧ īīş ƞǿǿŧ īīƞ ŧħīīş ƥȧȧɠḗḗ.

page-time-limited = Ŧħḗḗ şḗḗȧȧřƈħ ẇȧȧş şŧǿǿƥƥḗḗḓ ȧȧŧ īīŧş ŧīīḿḗḗ ŀīīḿīīŧ ({ $limit } ş, --time-limit) ȧȧƒŧḗḗř { $steps } şŧḗḗƥş, ƀḗḗƒǿǿřḗḗ īīŧ ƒīīƞīīşħḗḗḓ: ẇħȧȧŧ īīŧ ẇǿǿŭŭŀḓ ħȧȧṽḗḗ ḓǿǿƞḗḗ ƞḗḗẋŧ īīş ƞǿǿŧ īīƞ ŧħīīş ƥȧȧɠḗḗ.

page-heat = Ħḗḗȧȧŧ ḿȧȧƥ

page-heat-help = Ħǿǿẇ ǿǿƒŧḗḗƞ ḗḗȧȧƈħ ƈḗḗŀŀ ẇȧȧş ŧȧȧķḗḗƞ ƀȧȧƈķ (ŭŭƞḓǿǿƞḗḗ ǿǿř řḗḗŧřȧȧƈŧḗḗḓ) ǿǿř ẇȧȧş ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ: ŧħḗḗ ƞŭŭḿƀḗḗř īīş ŧħḗḗ şŭŭḿ, ḓȧȧřķḗḗř īīş ḿǿǿřḗḗ.

page-heat-whole = Ẇħǿǿŀḗḗ şḗḗȧȧřƈħ

page-heat-so-far = ŬŬƥ ŧǿǿ ŧħīīş şŧḗḗƥ

page-heat-cell = { $cell }: { $undos } ŧȧȧķḗḗƞ ƀȧȧƈķ, { $dead } ḓḗḗȧȧḓ ḗḗƞḓ(ş)

page-tree = Şḗḗȧȧřƈħ ŧřḗḗḗḗ

page-tree-help = ḖḖȧȧƈħ ɠŭŭḗḗşş īīş ȧȧ ƞǿǿḓḗḗ, ƞŭŭḿƀḗḗřḗḗḓ ẇīīŧħ īīŧş ḓḗḗƥŧħ; ȧȧ ɠŭŭḗḗşş ẇħǿǿşḗḗ ẇħǿǿŀḗḗ şŭŭƀŧřḗḗḗḗ ƒȧȧīīŀḗḗḓ īīş ƒǿǿŀḓḗḗḓ īīƞŧǿǿ ǿǿƞḗḗ ŀīīƞḗḗ, ȧȧƞḓ şǿǿ īīş ȧȧ řŭŭƞ ǿǿƒ ɠŭŭḗḗşşḗḗş ŧħȧȧŧ ḗḗȧȧƈħ ŀḗḗḓ ŧǿǿ ȧȧ şīīƞɠŀḗḗ ƞḗḗẋŧ ɠŭŭḗḗşş. ŬŬƞƒǿǿŀḓ ȧȧ ŀīīƞḗḗ ŧǿǿ ŀǿǿǿǿķ īīƞşīīḓḗḗ; ƈħǿǿǿǿşḗḗ ȧȧ ɠŭŭḗḗşş ŧǿǿ ĵŭŭḿƥ ŧǿǿ īīŧ. Ŧħḗḗ ɠŭŭḗḗşş ǿǿƒ ŧħīīş şŧḗḗƥ īīş ħīīɠħŀīīɠħŧḗḗḓ ȧȧƞḓ ḿȧȧřķḗḗḓ ▶.

page-tree-root = şŧȧȧřŧ: ŧħḗḗ ɠīīṽḗḗƞş

page-tree-failed-one = ✗ { $placements } ƥŀȧȧƈḗḗḿḗḗƞŧ(ş), ḓḗḗȧȧḓ ḗḗƞḓ ȧȧŧ { $cell }

page-tree-failed-many = ✗ { $placements } ƥŀȧȧƈḗḗḿḗḗƞŧş, { $dead } ḓḗḗȧȧḓ ḗḗƞḓş, ŧħḗḗ ƒīīřşŧ ȧȧŧ { $cell }

page-tree-failed-none = ✗ { $placements } ƥŀȧȧƈḗḗḿḗḗƞŧ(ş)

page-tree-unfinished = … { $placements } ƥŀȧȧƈḗḗḿḗḗƞŧ(ş), ŭŭƞƒīīƞīīşħḗḗḓ

page-tree-solutions = ✓ { $solutions } şǿǿŀŭŭŧīīǿǿƞ(ş)

page-tree-here = ẏǿǿŭŭ ȧȧřḗḗ ħḗḗřḗḗ

page-tree-chain = ({ $n } ɠŭŭḗḗşşḗḗş)

page-tree-chain-unfold = ŬŬƞƒǿǿŀḓ ŧħḗḗ { $n } ɠŭŭḗḗşşḗḗş ƒřǿǿḿ { $from } ŧǿǿ { $to }, ǿǿƞḗḗ ŀīīƞḗḗ ḗḗȧȧƈħ

page-tree-chain-fold = Ƒǿǿŀḓ ŧħḗḗşḗḗ { $n } ɠŭŭḗḗşşḗḗş ƀȧȧƈķ īīƞŧǿǿ ǿǿƞḗḗ ŀīīƞḗḗ

page-unfold = ŬŬƞƒǿǿŀḓ

page-fold = Ƒǿǿŀḓ

page-tree-more = … ȧȧƞḓ { $n } ḿǿǿřḗḗ

page-moments = Ķḗḗẏ ḿǿǿḿḗḗƞŧş

page-moment-puzzle = Ŧħḗḗ ƥŭŭẑẑŀḗḗ

page-moment-first-dead-end = Ŧħḗḗ ƒīīřşŧ ḓḗḗȧȧḓ ḗḗƞḓ (şŧḗḗƥ { $step })

page-moment-retreat = Ŧħḗḗ ŀǿǿƞɠḗḗşŧ ƀȧȧƈķŧřȧȧƈķ: { $n } ɠŭŭḗḗşşḗḗş ŧȧȧķḗḗƞ ƀȧȧƈķ īīƞ ȧȧ řǿǿẇ (şŧḗḗƥ { $step })

page-moment-solution = Şǿǿŀŭŭŧīīǿǿƞ { $number } (şŧḗḗƥ { $step })

page-moment-last = Ẇħḗḗřḗḗ ŧħḗḗ ƥȧȧɠḗḗ ḗḗƞḓş (şŧḗḗƥ { $step })

page-go-to = Ɠǿǿ ŧǿǿ ŧħīīş şŧḗḗƥ

page-keys = Ķḗḗẏƀǿǿȧȧřḓ

page-key-list =
    .step-key = ← →
    .step-does = ƥřḗḗṽīīǿǿŭŭş / ƞḗḗẋŧ şŧḗḗƥ (ẇīīŧħ Şħīīƒŧ: 10 şŧḗḗƥş)
    .hundred-key = Ƥȧȧɠḗḗ ŬŬƥ / Ƥȧȧɠḗḗ Ḓǿǿẇƞ
    .hundred-does = 100 şŧḗḗƥş ƀȧȧƈķ / ƒǿǿřẇȧȧřḓ
    .play-key = Şƥȧȧƈḗḗ
    .play-does = ƥŀȧȧẏ / ƥȧȧŭŭşḗḗ (ḖḖƞŧḗḗř ƥřḗḗşşḗḗş ȧȧ ƒǿǿƈŭŭşḗḗḓ ƀŭŭŧŧǿǿƞ)
    .ends-key = Ħǿǿḿḗḗ / ḖḖƞḓ
    .ends-does = ƒīīřşŧ / ŀȧȧşŧ şŧḗḗƥ
    .dead-end-key = Ḓ / Shift+D
    .dead-end-does = ƞḗḗẋŧ / ƥřḗḗṽīīǿǿŭŭş ḓḗḗȧȧḓ ḗḗƞḓ
    .solution-key = Ş / Shift+S
    .solution-does = ƞḗḗẋŧ / ƥřḗḗṽīīǿǿŭŭş şǿǿŀŭŭŧīīǿǿƞ
    .branch-key = Ɓ
    .branch-does = ƀȧȧƈķ ŧǿǿ ŧħḗḗ ŀȧȧşŧ ƀřȧȧƞƈħ ƥǿǿīīƞŧ (ŧħḗḗ ḓḗḗḗḗƥḗḗşŧ ɠŭŭḗḗşş şŧȧȧƞḓīīƞɠ ŧħȧȧŧ ħȧȧḓ ȧȧƞǿǿŧħḗḗř ƈħǿǿīīƈḗḗ)
    .speed-key = + / −
    .speed-does = ƒȧȧşŧḗḗř / şŀǿǿẇḗḗř
    .definitions-key = Ŧ
    .definitions-does = şħǿǿẇ ǿǿř ħīīḓḗḗ ŧħḗḗ ḓḗḗƒīīƞīīŧīīǿǿƞş ǿǿƒ ŧħḗḗ ƈǿǿŭŭƞŧḗḗřş
    .heat-key = Ħ
    .heat-does = ħḗḗȧȧŧ ḿȧȧƥ: ŧħḗḗ ẇħǿǿŀḗḗ şḗḗȧȧřƈħ, ǿǿř ŭŭƥ ŧǿǿ ŧħīīş şŧḗḗƥ
    .projector-key = Ƥ
    .projector-does = ƥřǿǿĵḗḗƈŧǿǿř ḿǿǿḓḗḗ: ǿǿƞŀẏ ŧħḗḗ ƀǿǿȧȧřḓ, ŧħḗḗ şŧḗḗƥ ȧȧƞḓ īīŧş şḗḗƞŧḗḗƞƈḗḗ, ȧȧş ŀȧȧřɠḗḗ ȧȧş ŧħḗḗ şƈřḗḗḗḗƞ ȧȧŀŀǿǿẇş (ḖḖşƈȧȧƥḗḗ ŀḗḗȧȧṽḗḗş)
    .spoilers-key = Ƞ
    .spoilers-does = ƞǿǿ şƥǿǿīīŀḗḗřş: ŧħḗḗ ŧřḗḗḗḗ, ŧħḗḗ ħḗḗȧȧŧ ḿȧȧƥ, ŧħḗḗ ķḗḗẏ ḿǿǿḿḗḗƞŧş ȧȧƞḓ ŧħḗḗ ƈǿǿŭŭƞŧḗḗřş ǿǿƞŀẏ ŭŭƥ ŧǿǿ ŧħīīş şŧḗḗƥ
    .help-key = ?
    .help-does = şħǿǿẇ ǿǿř ħīīḓḗḗ ŧħīīş ŀīīşŧ

page-legend = Ŀḗḗɠḗḗƞḓ

page-legend-items =
    .given-mark = 5
    .given-means = ȧȧ ɠīīṽḗḗƞ: ƥȧȧřŧ ǿǿƒ ŧħḗḗ ƥŭŭẑẑŀḗḗ
    .guess-mark = 5
    .guess-means = ȧȧ ɠŭŭḗḗşş: ƥŀȧȧƈḗḗḓ ƀẏ ŧħḗḗ şḗḗȧȧřƈħ, ḿȧȧẏ ƀḗḗ ŧȧȧķḗḗƞ ƀȧȧƈķ
    .deduced-mark = 5
    .deduced-means = ḓḗḗḓŭŭƈḗḗḓ: ƒǿǿřƈḗḗḓ ƀẏ ȧȧ řŭŭŀḗḗ
    .current-mark = ▶
    .current-means = ŧħḗḗ ƈŭŭřřḗḗƞŧ ƈḗḗŀŀ
    .dead-end-mark = ✗
    .dead-end-means = ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ
    .undone-mark = ↶
    .undone-means = ȧȧ ḓīīɠīīŧ ŧȧȧķḗḗƞ ƀȧȧƈķ
    .peer-mark = ◎
    .peer-means = ŧħḗḗ ƥḗḗḗḗř ŧħȧȧŧ ḗḗẋƈŀŭŭḓḗḗş ȧȧ ḓīīɠīīŧ
    .solution-mark = ✓
    .solution-means = ȧȧ şǿǿŀŭŭŧīīǿǿƞ

page-solved-banner = ✓ Şǿǿŀŭŭŧīīǿǿƞ { $number }!

page-dead-banner = ✗ Ḓḗḗȧȧḓ ḗḗƞḓ

page-cell-given = ɠīīṽḗḗƞ

page-cell-guess = ɠŭŭḗḗşş

page-cell-deduced = ḓḗḗḓŭŭƈḗḗḓ

page-cell-empty = ḗḗḿƥŧẏ

page-cell-current = ƈŭŭřřḗḗƞŧ ƈḗḗŀŀ

page-cell-dead = ḓḗḗȧȧḓ ḗḗƞḓ

page-cell-taken-back = { $digit } ŧȧȧķḗḗƞ ƀȧȧƈķ

page-cell-peer = ḗḗẋƈŀŭŭḓīīƞɠ ƥḗḗḗḗř

page-cell-option = ƈǿǿŭŭŀḓ ŧȧȧķḗḗ { $digit }

page-cell-domain = ṽȧȧŀŭŭḗḗş ŀḗḗƒŧ: { $digits }

page-cell-wiped = ƞǿǿ ṽȧȧŀŭŭḗḗ ŀḗḗƒŧ: īīŧş ḓǿǿḿȧȧīīƞ īīş ẇīīƥḗḗḓ ǿǿŭŭŧ

page-cell-pruned = { $digit } ƥřŭŭƞḗḗḓ

page-cell-cause = ŧħḗḗ ƈȧȧŭŭşḗḗ ǿǿƒ ŧħḗḗ ƥřŭŭƞīīƞɠ

page-cell-conflict = ȧȧ ɠŭŭḗḗşş īīƞ ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ

page-path-skipped = şķīīƥƥḗḗḓ

page-path-target = ĵŭŭḿƥş ƀȧȧƈķ ħḗḗřḗḗ

page-path-conflict = ƈǿǿƞƒŀīīƈŧ şḗḗŧ

page-legend-textbook =
    .domain-mark = 1 2
    .domain-means = ƥḗḗƞƈīīŀ ḿȧȧřķş: ŧħḗḗ ṽȧȧŀŭŭḗḗş ŀḗḗƒŧ īīƞ ȧȧƞ ḗḗḿƥŧẏ ƈḗḗŀŀ'ş ḓǿǿḿȧȧīīƞ
    .pruned-mark = 4
    .pruned-means = ȧȧ ṽȧȧŀŭŭḗḗ ƥřŭŭƞḗḗḓ ƒřǿǿḿ ŧħḗḗ ḓǿǿḿȧȧīīƞ (īīŧş ƈȧȧŭŭşḗḗ ḿȧȧřķḗḗḓ ◎)
    .wipeout-mark = ∅
    .wipeout-means = ȧȧ ḓǿǿḿȧȧīīƞ ẇīīƥḗḗḓ ǿǿŭŭŧ: ƞǿǿ ṽȧȧŀŭŭḗḗ ŀḗḗƒŧ, ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ
    .conflict-mark = ⚑
    .conflict-means = ȧȧ ɠŭŭḗḗşş īīƞ ŧħḗḗ ƈǿǿƞƒŀīīƈŧ şḗḗŧ ǿǿƒ ȧȧ ḓḗḗȧȧḓ ḗḗƞḓ
    .skipped-mark = ⋯
    .skipped-means = ȧȧ ɠŭŭḗḗşş ȧȧ ƀȧȧƈķĵŭŭḿƥ şķīīƥş (ɠřḗḗẏḗḗḓ ǿǿƞ ŧħḗḗ ƥȧȧŧħ)

page-end = Ŧħḗḗ ḗḗƞḓ ǿǿƒ ŧħḗḗ şḗḗȧȧřƈħ
