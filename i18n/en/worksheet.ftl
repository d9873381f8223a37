### The worksheet's own words, per language (the narration comes from [`super::lang::Phrases`]).

# $strategy: the sheet's title.
worksheet-title = Backtracking worksheet: the { $strategy } search

# $size, $givens, $empty: under the title.
worksheet-summary = A { $size }x{ $size } puzzle with { $givens } givens and { $empty } empty cells. Bold digits are givens.

worksheet-puzzle = The puzzle

# $n.
worksheet-first-steps = The first { $n } steps

worksheet-moments = Key moments

# $step (the sentence follows as a quote).
worksheet-first-dead-end = The first dead end (step { $step })

# $n guesses taken back in a row, ending at $step.
worksheet-longest-backtrack = The longest backtrack: { $n } guesses taken back in a row (up to step { $step })

# $step.
worksheet-solution = The first solution (step { $step })

# $steps.
worksheet-no-solution = The search ended without a solution after { $steps } steps.

worksheet-counters = Counters

# The counters table's header: counter, value, what it counts.
worksheet-counter-columns =
    .counter = counter
    .value = value
    .counts = what it counts

worksheet-questions = Questions

# $step, $cell: the board shown is the one before that step.
worksheet-ask-candidates = At step { $step } the search looks at { $cell } (marked ?) on this board. Which candidates does { $cell } have?

# The same question under inference (`fc`, `mac`): the values left in the cell's domain. $step, $cell.
worksheet-ask-domain = At step { $step } the search looks at { $cell } (marked ?) on this board. Which values are left in the domain of { $cell }? (Inference may have pruned values no peer on the board holds: follow the steps before it.)

# $step, $sentence.
worksheet-ask-next = At step { $step } the search does this: { $sentence }. Which cell does it look at next?

worksheet-ask-placements = How many placements does the search make before its first dead end?

worksheet-answers = Answer key

# $candidates, $step, $sentence.
worksheet-answer-candidates = { $candidates }. The trace, step { $step }: { $sentence }

# $cell, $step, $sentence.
worksheet-answer-next = { $cell }. The trace, step { $step }: { $sentence }

# $n, $step.
worksheet-answer-placements = { $n }: the first dead end is step { $step }.

# The first steps under inference: the prunings one guess sets off, told as one line. $count (how many), $list (each as worksheet-pruned-item, joined).
worksheet-chain = inference removes { $count ->
        [one] one value
       *[other] { $count } values
    }: { $list }

# One pruning in a list: $digit taken out of $cell.
worksheet-pruned-item = { $digit } from { $cell }

# Under the puzzle, when the sheet draws domains: how to read them.
worksheet-domains-note = Under inference each empty cell shows its domain, the values still open to it, in small digits.

# A pruning question under forward checking (`fc`): $step, $guess (the cell and digit tried, as "r1c3 = 1").
worksheet-ask-pruning-fc = At step { $step } the search tries { $guess } on this board (each empty cell shows its domain). Which values does forward checking remove, and from which cells?

# The same under arc consistency (`mac`): $step, $guess.
worksheet-ask-pruning-mac = At step { $step } the search tries { $guess } on this board (each empty cell shows its domain). Which values does arc consistency remove, and from which cells?

# $list (as worksheet-pruned-item, joined), $from and $to (the steps of the first and last pruning).
worksheet-answer-pruning = { $list }. The trace, steps { $from } to { $to }.

# A wipeout question: $step, $guess, as in worksheet-ask-pruning.
worksheet-ask-wipeout = At step { $step } the search tries { $guess } on this board (each empty cell shows its domain). Inference then wipes out one cell's domain. Which cell, and which value goes last?

# $cell (the wiped-out cell), $step and $sentence (the trace's wipeout).
worksheet-answer-wipeout = { $cell }. The trace, step { $step }: { $sentence }

# An LCV question: $step, $cell, $domain (the values to order).
worksheet-ask-order = At step { $step } the search orders the values { $domain } of { $cell } (marked ?), least constraining first: a value that would remove fewer values from its peers' domains comes first, ties in ascending order. In which order does it try them?

# $order (the values in the order tried), $step and $sentence (the trace's ordering).
worksheet-answer-order = { $order }. The trace, step { $step }: { $sentence }

# A backjump question: $step, $cell (marked ✗), $path (the guesses standing, the first first).
worksheet-ask-backjump = At step { $step } { $cell } (marked ✗) has no value left. The guesses standing, the first first: { $path }. Which of them form its conflict set, and to which guess does the search jump back?

# $conflict and $jump: the trace's two sentences, each with its step ($conflict_step, $jump_step).
worksheet-answer-backjump = The trace, step { $conflict_step }: { $conflict }. Step { $jump_step }: { $jump }

# One guess of a path: $cell, $digit.
worksheet-guess = { $cell } = { $digit }

# The answer key left out (--no-answers): said where it would be, so a teacher knows.
worksheet-no-answers = The answer key is not part of this sheet.
