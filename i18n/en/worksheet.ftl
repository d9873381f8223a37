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
