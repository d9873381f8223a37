### Quiz mode's words (`--quiz`): the questions, the answers, the score. They travel in the page only when it asks questions.

# The panel's heading.
quiz-heading = Quiz

# $n, $total.
quiz-question = Question { $n } of { $total }

# $right, $total, $answered: the score, shown throughout.
quiz-score = Quiz: { $right } of { $total } right, { $answered } answered

# $asked, $total: the search has fewer moments than asked for.
quiz-fewer = You asked for { $asked } questions; this search has { $total } good moments for them.

# $cell.
quiz-ask-candidates = Which candidates does { $cell } have?

quiz-ask-next = Which cell will the search try next?

# $cell, $digit.
quiz-ask-dead = The search is about to try { $digit } in { $cell }. Will this guess lead to a dead end?

# $cell.
quiz-ask-forced = A rule forces a digit into { $cell }. Which one?

# $cell.
quiz-ask-pruned = Arc consistency takes a digit out of the domain of { $cell }. Which one?

# $cell.
quiz-ask-backjump = { $cell } has no value left. Which guess does the search jump back to?

# $cell: the guess's cell, $digit: its digit.
quiz-ask-wipeout = The search is about to try { $digit } in { $cell }, and its inference will wipe out a domain. Which cell's domain does it find empty?

# $cell: the cell whose values the least-constraining value orders.
quiz-ask-lcv = The least-constraining value orders the values of { $cell }. Which does it try first?

quiz-ask-propagates = Arc consistency goes on: a cell with one value left takes it out of its peers' domains. Which cell does it propagate next?

# $cell: the cell whose values ran out; $landing: the guess the backjump lands on, as "r2c5 = 7".
quiz-ask-skipped = { $cell } has no value left, and the search jumps back to { $landing }. Which of the guesses it jumps over still had values to try?

# Said in the panel when a jump or N (spoilers) would pass the open question or show its answer.
quiz-hold = Answer this question or skip it (Escape) first: a jump would pass it, and N would show its answer.

# How to answer with several digits.
quiz-hint-digits = Press the digits (or type them), then Check (Enter). Escape skips.

# How to answer with one digit.
quiz-hint-digit = Press the digit (or type it). Escape skips.

# $example: a cell's name in the page's notation.
quiz-hint-cell = Click the cell on the board or type its name, such as { $example }, then Check (Enter). Escape skips.

# How to answer by picking one of a few.
quiz-hint-choice = Pick one. Escape skips.

# A standing guess as an answer's button: $guess, as "r2c5 = 7"; $depth, its depth.
quiz-guess = { $guess } (depth { $depth })

# How to answer by toggling guesses (pressing none answers "none").
quiz-hint-guesses = Press each guess that still had values (Space), then Check (Enter); press none if none had. Escape skips.

# The label of the field for a cell's name.
quiz-cell-name = Cell name

quiz-yes = Yes

quiz-no = No

quiz-check = Check

quiz-skip = Skip

quiz-show-step = Show the step

quiz-right = Right.

quiz-wrong = Not quite.

quiz-skipped = Skipped.

# $answer.
quiz-answer = The answer: { $answer }.

# $answer: what the learner answered, beside a wrong answer.
quiz-you-said = You said { $answer }.

# Why a guess leads to a dead end (before the trace's undo).
quiz-dead-yes = Every way on from this guess fails, so the search takes it back.

# Why it does not (before the trace's solution).
quiz-dead-no = This guess stays on the way to a solution.

# Why the guesses with values left matter, after a skipped-guesses question; $others: how many of the guesses jumped over had tried their last value.
quiz-skipped-reason = Those values are the work backjumping saves: backtracking one step at a time would have tried each of them.{ $others ->
        [0] {""}
        [one] {" "}The other guess had tried its last value already.
       *[other] {" "}The other { $others } guesses had tried their last value already.
    }

# $count: how many cells tie (at least 2); $values: how many values each has; $cells: their names; $taken: the cell the search takes.
quiz-tie = { $count } cells tie with the fewest values ({ $values ->
        [one] one value
       *[other] { $values } values
    } each): { $cells }. MRV may take any of them, so each is a right answer; this search takes the first in reading order, { $taken }.

# $count: how many cells could propagate (at least 2); $cells: their names; $taken: the cell the search propagates.
quiz-tie-propagates = { $count } cells have one value left that a peer still holds: { $cells }. Arc consistency reaches the same domains whichever goes first, so each is a right answer; this search takes the first in reading order, { $taken }.

# An empty set of candidates.
quiz-none = none

# $step, $sentence: the explanation, in the narration's words.
quiz-trace-says = The trace, step { $step }: { $sentence }

quiz-final-title = Quiz over

# $right, $total.
quiz-final-score = { $right } of { $total } right

# $wrong, $skipped, $open.
quiz-final-detail = { $wrong } wrong, { $skipped } skipped, { $open } passed by without an answer (a jump).

# $name: a typed name that names no cell.
quiz-unknown-cell = No cell is called { $name }.

# The heading of the notice a jump shows before it passes questions not yet answered; $count.
quiz-pass-title = { $count ->
        [one] A question on the way
       *[other] { $count } questions on the way
    }

# $step: where the jump goes; $count: how many questions it passes.
quiz-pass-body = The jump to step { $step } passes { $count ->
        [one] a question you have not answered. It counts as not answered, and a step forward still asks it.
       *[other] { $count } questions you have not answered. They count as not answered, and a step forward still asks them.
    }

# $step: the board of the first question passed.
quiz-pass-answer = Answer the first (step { $step })

# Goes on with the jump.
quiz-pass-jump = Jump anyway

# Leaves the board where it is.
quiz-pass-stay = Stay here

# Pairs of keys and what they do in a question, added to the keys' list of a page that asks.
quiz-key-list =
    .enter-key = Enter
    .enter-does = check the answer; then show the step
    .escape-key = Escape
    .escape-does = skip the question (it counts as skipped)
    .digits-key = 1–9
    .digits-does = toggle a candidate, or answer with a digit
