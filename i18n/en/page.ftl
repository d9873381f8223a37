### The page's own words (buttons, headings, help), per language; the narration itself comes from [`Phrases`].

page-page-title = Sudoku search walkthrough

# $name: the puzzle's name.
page-page-title-named = Sudoku search walkthrough: { $name }

page-skip = Skip to the player

page-no-script = This walkthrough replays the search with JavaScript; please allow scripts for this page.

page-board = The board at this step

page-player = Player

page-first = First step

# A button's tooltip: $action (what it does), $key (the key that does it too).
page-key-tip = { $action } ({ $key })

# The space bar, in a tooltip.
page-space-key = Space

page-prev = Previous step

page-play = Play

page-pause = Pause

page-next = Next step

page-last = Last step

page-speed = Speed

# $n.
page-per-second = { $n }/s

page-slider = Step

page-jumps = Jump to

page-next-dead-end = Next dead end

page-next-wipeout = Next wipeout

page-next-backjump = Next backjump past untried values

page-next-reorder = Next LCV order

page-next-solution = Next solution

page-branch = Back to the last branch point

# $step, $total.
page-step-of = Step { $step } of { $total }

# $depth.
page-depth = depth { $depth }

page-narration = What happens

# What step 0 says, the board holding only the givens: $title, the trace's opening line.
page-start = { $title } — The givens, before the first step.

page-candidates = Candidates

page-excluded-help = Excluded digits: hover over or focus one to see the peer that excludes it.

# $digit, $unit, $peer: the label of one excluded digit's button.
page-excluded-item = { $digit }: excluded by { $peer } in the same { $unit }

page-nearby = Nearby steps

page-path = Path of choices

page-path-empty = No guess is standing: only the givens.

# $choice, $of.
page-path-choice = candidate { $choice } of { $of }

# $choice, $of: a guess's rank in its cell's domain, where the search infers.
page-path-value = value { $choice } of { $of } in its domain

page-counters = Counters

page-counter = counter

page-so-far = so far

page-at-end = at the end

page-definition = definition

page-show-definitions = Show definitions

page-hide-definitions = Hide definitions

# $recorded, $heard, $cap.
page-truncated = This page holds the first { $recorded } of the { $heard } events of the search (the recording cap, --html-max-events { $cap }). The rest cannot be replayed here; the counters at the end count the whole search.

# A trace that breaks the rules, drawn all the same: its first fault at $step, what the trace says ($found) and what the rules expected ($expected).
page-rules-broken = This trace breaks the rules at step { $step }: { $found }. Expected: { $expected }. It is drawn as it was written; `sudoku-trace verify` gives the whole report.

# $step: the broken rule's notice in a few words.
page-rules-broken-short = breaks the rules at step { $step }

# A solution the search found past the recording cap, the page holding none: solution $number at step $step, past the $recorded events the page holds; its board follows.
page-late-solution = The search found solution { $number } at step { $step }, past the { $recorded } events this page holds. Here is its board; ✓ Next solution comes here.

# $number, $step: the late solution's notice in a few words.
page-late-solution-short = solution { $number } at step { $step }, past the page

# $recorded, $heard: the recording cap's notice in a few words.
page-truncated-short = holds { $recorded } of { $heard } events

# $limit: the step limit's notice in a few words.
page-step-limited-short = stopped at its step limit ({ $limit } steps)

# $limit: the time limit's notice in a few words.
page-time-limited-short = stopped at its time limit ({ $limit } s)

# Closes a dialog.
page-close = Close

# $limit.
page-step-limited = The search was stopped at its step limit ({ $limit } steps, --max-steps) before it finished: what it would have done next is not in this page.

# $limit (seconds), $steps.
page-time-limited = The search was stopped at its time limit ({ $limit } s, --time-limit) after { $steps } steps, before it finished: what it would have done next is not in this page.

page-heat = Heat map

page-heat-help = How often each cell was taken back (undone or retracted) or was a dead end: the number is the sum, darker is more.

page-heat-whole = Whole search

page-heat-so-far = Up to this step

# One cell of the heat map: $cell, $undos (times taken back), $dead (dead ends there).
page-heat-cell = { $cell }: { $undos } taken back, { $dead ->
        [one] { $dead } dead end
       *[other] { $dead } dead ends
    }

page-tree = Search tree

page-tree-help = Each guess is a node, numbered with its depth; a guess whose whole subtree failed is folded into one line, and so is a run of guesses that each led to a single next guess. Unfold a line to look inside; choose a guess to jump to it. The guess of this step is highlighted and marked ▶.

page-tree-root = start: the givens

# A failed subtree of the search tree: $placements made in it, $dead dead ends met, the first at $cell (none when $dead is 0).
page-tree-failed = { $dead ->
        [0] ✗ { $placements ->
            [one] { $placements } placement
           *[other] { $placements } placements
        }
        [one] ✗ { $placements ->
            [one] { $placements } placement
           *[other] { $placements } placements
        }, dead end at { $cell }
       *[other] ✗ { $placements } placements, { $dead } dead ends, the first at { $cell }
    }

# A subtree the trace leaves unfinished: $placements made in it.
page-tree-unfinished = … { $placements ->
        [one] { $placements } placement
       *[other] { $placements } placements
    }, unfinished

# A subtree holding solutions: $solutions, how many.
page-tree-solutions = ✓ { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }

page-tree-here = you are here

# A run of guesses drawn as one line: $n.
page-tree-chain = ({ $n } guesses)

# $n, $from, $to.
page-tree-chain-unfold = Unfold the { $n } guesses from { $from } to { $to }, one line each

# $n.
page-tree-chain-fold = Fold these { $n } guesses back into one line

page-unfold = Unfold

page-fold = Fold

# $n.
page-tree-more = … and { $n } more

page-moments = Key moments

page-moment-puzzle = The puzzle

# $step.
page-moment-first-dead-end = The first dead end (step { $step })

# $step: the first dead end found as a wipeout (inference emptied a domain).
page-moment-first-wipeout = The first wipeout (step { $step })

# $step: the first backjump that skips a guess with values left untried.
page-moment-first-skip = The first backjump past untried values (step { $step })

# $step: the first value order that differs from ascending (least-constraining value).
page-moment-first-reorder = The first value order LCV changes (step { $step })

# $n: the most prunings that followed one guess; $step: that guess's.
page-moment-longest-chain = The longest propagation: { $n ->
        [one] { $n } pruning
       *[other] { $n } prunings
    } after one guess (step { $step })

# $n, $step.
page-moment-retreat = The longest backtrack: { $n } guesses taken back in a row (step { $step })

# $number, $step.
page-moment-solution = Solution { $number } (step { $step })

# $step.
page-moment-last = Where the page ends (step { $step })

page-go-to = Go to this step

page-keys = Keyboard

# Pairs of keys and what they do.
page-key-list =
    .step-key = ← →
    .step-does = previous / next step (with Shift: 10 steps)
    .hundred-key = Page Up / Page Down
    .hundred-does = 100 steps back / forward
    .play-key = Space
    .play-does = play / pause (on a focused button, Space and Enter press it)
    .ends-key = Home / End
    .ends-does = first / last step
    .dead-end-key = D / Shift+D
    .dead-end-does = next / previous dead end
    .solution-key = S / Shift+S
    .solution-does = next / previous solution
    .branch-key = B
    .branch-does = back to the last branch point (the deepest guess standing that had another choice)
    .speed-key = + / −
    .speed-does = faster / slower
    .definitions-key = T
    .definitions-does = show or hide the definitions of the counters
    .heat-key = H
    .heat-does = heat map: the whole search, or up to this step
    .projector-key = P
    .projector-does = projector mode: only the board, the step, its sentence and the buttons that step, as large as the screen allows (Escape leaves)
    .spoilers-key = N
    .spoilers-does = no spoilers: the tree, the heat map, the key moments and the counters only up to this step
    .help-key = ?
    .help-does = show or hide this list

# Pairs of keys and what they do, for the jumps of the textbook's ideas (each shown only where the page's search has it).
page-idea-keys =
    .wipeout-key = W / Shift+W
    .wipeout-does = next / previous wipeout: a domain inference emptied
    .backjump-key = J / Shift+J
    .backjump-does = next / previous backjump that skips a guess with values left untried
    .reorder-key = O / Shift+O
    .reorder-does = next / previous value order that least-constraining-value changes from ascending

page-legend = Legend

# Pairs of a sample and what it means.
page-legend-items =
    .given-mark = 5
    .given-means = a given: part of the puzzle
    .guess-mark = 5
    .guess-means = a guess: placed by the search, may be taken back
    .deduced-mark = 5
    .deduced-means = deduced: forced by a rule
    .current-mark = ▶
    .current-means = the current cell
    .dead-end-mark = ✗
    .dead-end-means = a dead end
    .undone-mark = ↶
    .undone-means = a digit taken back
    .peer-mark = ◎
    .peer-means = the peer that excludes a digit
    .solution-mark = ✓
    .solution-means = a solution

# $number.
page-solved-banner = ✓ Solution { $number }!

page-dead-banner = ✗ Dead end

# Over the board at a dead end inference found: a domain wiped out.
page-wipeout-banner = ∅ Domain wiped out

page-cell-given = given

# Between the parts of a spoken label: a cell and what it holds, what a moment marks there.
page-label-separator = { ", " }

# A key moment's cell as a screen reader says it: the $cell's name, then $said (what it holds and what the moment marks, joined by page-label-separator).
page-cell-label = { $cell }: { $said }

page-cell-guess = guess

page-cell-deduced = deduced

page-cell-empty = empty

page-cell-current = current cell

page-cell-dead = dead end

# $digit.
page-cell-taken-back = { $digit } taken back

page-cell-peer = excluding peer

# $digit: a cell that could take the digit a unit needs.
page-cell-option = could take { $digit }

# $digits: the values left in an empty cell's domain (a search that infers).
page-cell-domain = values left: { $digits }

# An empty cell whose domain inference emptied.
page-cell-wiped = no value left: its domain is wiped out

# $digit: the digit a pruning takes out of the current cell.
page-cell-pruned = { $digit } pruned

# The peer whose value causes the pruning.
page-cell-cause = the cause of the pruning

# A guess's cell in the conflict set of this step.
page-cell-conflict = a guess in the conflict set

# A guess a backjump skips, on the path.
page-path-skipped = skipped

# The guess a backjump goes back to, on the path.
page-path-target = jumps back here

# A guess in the conflict set, on the path.
page-path-conflict = conflict set

# The guess whose chain of prunings wiped out a domain, at the wipeout.
page-cell-wipe-cause = the guess whose inference wiped out a domain

# A guess a backjump skips, on the board.
page-cell-skipped = skipped by the backjump: taken back without trying its other values

# The guess a backjump goes back to, on the board.
page-cell-landing = the guess the backjump goes back to

# $digit: at a value order, a peer whose domain the value shown would shrink.
page-cell-would-lose = would lose { $digit } from its domain

# Above the values of a value order (least-constraining value).
page-order-help = The values in the order tried, each with what it would remove: point at or focus one to see the peers whose domain it would shrink.

# Pairs of a sample and what it means, for the textbook's search (domains, prunings, conflict sets, backjumps).
page-legend-textbook =
    .domain-mark = 1 2
    .domain-means = pencil marks: the values left in an empty cell's domain
    .pruned-mark = 4
    .pruned-means = a value pruned from the domain (its cause marked ◎)
    .wipeout-mark = ∅
    .wipeout-means = a domain wiped out: no value left, a dead end inference found (its cause marked ◎)
    .conflict-mark = ⚑
    .conflict-means = a guess in the conflict set of a dead end
    .skipped-mark = ⋯
    .skipped-means = a guess a backjump skips: struck on the board, greyed on the path
    .landing-mark = ↩
    .landing-means = the guess a backjump goes back to (the rest of its conflict set ⚑)
    .order-mark = 7
    .order-means = at a value order, a peer whose domain the value would shrink

page-end = The end of the search

# The button that enters projector mode (the P key does too).
page-projector = Projector mode

# The button, shown only in projector mode, that leaves it (Escape and P do too).
page-projector-exit = Leave projector mode

# The switch that turns the keys of one letter or symbol on or off.
page-single-keys = Single-key shortcuts

# Under the switch: which keys it turns off, which always work, and that the choice is kept.
page-single-keys-help = The keys of one letter or symbol (D, S, B, W, J, O, T, H, P, N, +, −, ?) work only while this is on, so that speech input cannot trigger them by accident. The arrows, Page Up / Page Down, Home, End, Space and Escape always work. This browser remembers the choice.

# What a screen reader hears when the page moves to a step: $step, $total, and $sentence, the step's sentence.
page-announce-step = Step { $step } of { $total }: { $sentence }

# What a screen reader hears when playing starts (it stays quiet while playing).
page-announce-playing = Playing

# What a screen reader hears when playing stops: $step, $total, and $sentence, the step's sentence.
page-announce-paused = Paused at step { $step } of { $total }: { $sentence }

# At the last step, what a screen reader hears: $said, the step as page-announce-step or page-announce-paused says it, then $closing, the closing sentence (a step's sentence has no full stop of its own).
page-announce-closing = { $said }. { $closing }
