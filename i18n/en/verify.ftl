### `verify`'s words in one language; each field's holes are named in its comment.

# The first line of a valid trace: $steps, $strategy, $size.
verify-valid = valid: { $steps } steps of a { $strategy } search on a { $size }x{ $size } puzzle follow the rules

# The title of the list of what was checked.
verify-checked = checked:

# The header's line, under the counts: $version.
verify-header = header  schema version { $version }, the puzzle and the limits

# The footer's line, under the counts.
verify-footer = footer  the counters and the end, recounted from the events

# The kinds of event a trace could hold and this one does not: $kinds (each
# a name from verify-kind-names with its wire name in backticks).
verify-not-in-trace = not in this trace: { $kinds }

# No placement gives its choice among the candidates.
verify-no-choice = not checked: the choice among the candidates (no placement gives `choice` or `of`)

# No footer, so no counters and no end to check.
verify-no-footer = not checked: the counters and the end (no footer)

# The givens clash.
verify-clashing-givens = note: the givens clash, so the puzzle has no solution

# The verdict of a trace that breaks the rules: $fault (the fault in its frame).
verify-invalid = invalid: { $fault }

# A fault at a step: $step, $found.
verify-at-step = step { $step }: { $found }

# Where the fault is: $place (file and line, file, or [`VerifyWords::line`]).
verify-at = at:       { $place }

# A line of an unnamed trace: $line.
verify-line = line { $line }

# The faulty event: $event (its JSON).
verify-event = event:    { $event }

# What the rules expected: $expected.
verify-expected = expected: { $expected }

# The title of the board before the faulty step.
verify-board-before = board before this step:

# The title of the board at the end (a fault after the events).
verify-board-at-end = board at the end:

# `render`'s one warning of a trace that breaks the rules: $head (the fault's step and what was found).
verify-render-warning = warning: the trace breaks the rules (rendered all the same): { $head }

# Under it: $expected.
verify-render-expected = = expected { $expected }

# The command for the full report: $command.
verify-render-run = = run { $command } for the full report

# That command, the trace read from standard input: $command.
verify-render-stdin = { $command } on the same input

# The name of each kind of event, in the order of the trace format's list.
verify-kind-names =
    .candidates-computed = candidate sets
    .placed = placements
    .rejected = rejections
    .dead-end = dead ends
    .deduced = deductions
    .retracted = retractions
    .constraint-chosen = chosen constraints
    .undone = undos
    .solved = solutions
    .step-limit-reached = the step limit
    .time-limit-reached = the time limit
    .pruned = prunings
    .values-ordered = LCV orders
    .conflict-set = conflict sets
    .backjumped = backjumps

# One kind of event in `not-in-trace`'s list: $name (from verify-kind-names), $wire (its name in the trace format).
verify-kind-named = { $name } (`{ $wire }`)

# Between two kinds in `not-in-trace`'s list.
verify-kind-separator = ,{" "}
