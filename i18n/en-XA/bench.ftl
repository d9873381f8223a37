### Written by tests/pseudo_locale.rs from en/: do not edit.

bench-title = { $puzzles } ƥŭŭẑẑŀḗḗş ẇīīŧħ { $strategy }{ $timing }

bench-timing = , { $threads } ŧħřḗḗȧȧḓ(ş), īīƞ { $seconds } ş

bench-solved-all = {"  "}şǿǿŀṽḗḗḓ       { $solved } (ḗḗṽḗḗřẏ şǿǿŀŭŭŧīīǿǿƞ ṽȧȧŀīīḓ ȧȧƞḓ ķḗḗḗḗƥīīƞɠ īīŧş ɠīīṽḗḗƞş)

bench-solved-some = {"  "}şǿǿŀṽḗḗḓ       { $solved } ǿǿƒ { $puzzles }: { $no_solution } ẇīīŧħǿǿŭŭŧ şǿǿŀŭŭŧīīǿǿƞ, { $unfinished } ŭŭƞƒīīƞīīşħḗḗḓ{ $timed_out }, { $wrong } ẇřǿǿƞɠ

bench-timed-out = {" "}({ $n } ȧȧŧ ŧħḗḗ ŧīīḿḗḗ ŀīīḿīīŧ)

bench-skipped = {"  "}şķīīƥƥḗḗḓ      { $n } ḿȧȧŀƒǿǿřḿḗḗḓ ŀīīƞḗḗ(ş)

bench-per-second = {"  "}puzzles/s    { $n }

bench-median = {"  "}ḿḗḗḓīīȧȧƞ       { $us } µş ƥḗḗř ƥŭŭẑẑŀḗḗ

bench-worst = {"  "}ẇǿǿřşŧ        { $us } µş{ $at }

bench-worst-at = {" "}({ $at })

bench-per-puzzle = {"  "}ƥḗḗř ƥŭŭẑẑŀḗḗ   { $placements } ƥŀȧȧƈḗḗḿḗḗƞŧş, { $deductions } ḓḗḗḓŭŭƈŧīīǿǿƞş, { $dead_ends } ḓḗḗȧȧḓ ḗḗƞḓş

bench-no-solution = ƞǿǿ şǿǿŀŭŭŧīīǿǿƞ

bench-step-limited = ŭŭƞƒīīƞīīşħḗḗḓ ȧȧŧ ŧħḗḗ şŧḗḗƥ ŀīīḿīīŧ

bench-time-limited = ŭŭƞƒīīƞīīşħḗḗḓ ȧȧŧ ŧħḗḗ ŧīīḿḗḗ ŀīīḿīīŧ

bench-wrong = ẆŘǾǾȠƓ ŞǾǾĿŬŬŦĪĪǾǾȠ (ȧȧ ƀŭŭɠ: ƥŀḗḗȧȧşḗḗ řḗḗƥǿǿřŧ īīŧ)

bench-bad-line = { $what }; { $expected }

bench-bad-line-note = {" "}({ $note })

bench-line-too-long = ȧȧ ŀīīƞḗḗ ŀǿǿƞɠḗḗř ŧħȧȧƞ { $limit } ƀẏŧḗḗş; ḗḗẋƥḗḗƈŧḗḗḓ ǿǿƞḗḗ ƥŭŭẑẑŀḗḗ ƥḗḗř ŀīīƞḗḗ

bench-skipped-line = şķīīƥƥḗḗḓ { $line }

bench-stopped-at-line = { $line } (ŭŭşḗḗ --keep-going ŧǿǿ şķīīƥ ƀȧȧḓ ŀīīƞḗḗş)

bench-no-puzzle =
    ƞǿǿ ƥŭŭẑẑŀḗḗ īīƞ { $files }: ǿǿƞŀẏ ƀŀȧȧƞķ ǿǿř # ŀīīƞḗḗş
    {"  "}= ḗḗẋƥḗḗƈŧḗḗḓ ǿǿƞḗḗ ƥŭŭẑẑŀḗḗ ƥḗḗř ŀīīƞḗḗ

bench-files-separator = ,{" "}

bench-progress = {"{"}ƀȧȧř:40{"}"} { $pos }/{ $len } ƥŭŭẑẑŀḗḗş, { $per_sec }, { $eta } ŀḗḗƒŧ
