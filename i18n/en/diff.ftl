### `diff`'s words in one language; each field's holes are named in its comment.

# $a and $b (each a name and strategy) part at $step: $summary.
diff-part = { $a } and { $b } part at step { $step }: { $summary }

# The same at a level: compared event $step, each side's own $step_a and $step_b, $summary.
# Variables: $a, $b, $step, $step_a, $step_b, $summary.
diff-part-compared = { $a } and { $b } part at compared event { $step } ({ $step_a } of the first, { $step_b } of the second): { $summary }

# $a and $b differ past the events: $summary.
diff-differ = { $a } and { $b } differ: { $summary }

# A side's own step: $step.
diff-own-step = step { $step }

# A side that has ended.
diff-own-end = its end

# The level compared: $kinds.
diff-level = compared at the level of { $kinds } (of two events, the fields both write)

# Advice under a difference in the strategy's name alone (a student's own solver names itself).
diff-advice-ignore-strategy = = to compare the events of a trace that names its own strategy, add --ignore-strategy

# No step before the first difference.
diff-at-once = no step before it: they part at once

# The steps before, the same in both.
diff-before = the steps before, the same in both:

# The step where they part: $step.
diff-step = step { $step }:

# The compared event where they part: $step.
diff-compared-event = compared event { $step }:

# A trace that has ended.
diff-ended = (the trace has ended)

# The boards after step $step.
diff-boards-after = boards after step { $step }:

# The boards after compared event $step.
diff-boards-after-compared = boards after compared event { $step }:

# The boards at the end.
diff-boards-at-end = boards at the end:

# The counters' title.
diff-counters = counters:

# Identical: $a, $b, $header, $steps.
diff-identical = identical: { $a } and { $b }, { $header }, { $steps } events and footer

# Identical at a level: $kinds, $a, $b, $header, $steps, $steps_a, $steps_b. When $footer
# is `missing`, $missing (a trace's name) writes no footer, which the format makes optional.
diff-identical-level = identical at the level of { $kinds }: { $a } and { $b }, { $header }, { $steps } events compared (of { $steps_a } and { $steps_b }){ $footer ->
        [missing] ; { $missing } writes no footer (it is optional), so how the searches ended was not compared
       *[other] { " " }and the same end
    }


# The headers agree.
diff-same-header = the same header

# The headers agree but for the strategy's name.
diff-same-header-but-strategy = the same header but for the strategy's name

# Summary: different puzzles, $a and $b (their givens).
diff-puzzles = different puzzles: { $a } and { $b }

# Summary: no kind of event in common.
diff-no-common-kind = no kind of event to compare: the two traces write none in common

# Summary: the first trace ends here.
diff-first-ends = the first trace ends here

# Summary: the second trace ends here.
diff-second-ends = the second trace ends here

# Summary: both end here.
diff-both-end = both end here

# Summary: different events, $a and $b.
diff-events = different events: { $a } and { $b }

# Summary: a different $field, $a and $b.
diff-field = different { $field }: { $a } and { $b }

# Summary: the same $steps events, strategies $a and $b.
diff-strategy = the same { $steps } events, but strategy `{ $a }` and `{ $b }`

# Summary: the same $steps events, different options.
diff-options = the same { $steps } events, but different options (limits)

# Summary: the same $steps events, different schema versions.
diff-schema = the same { $steps } events, but different schema versions

# Summary: the same $steps events, different footers.
diff-footers = the same { $steps } events, but different footers

# A field that one event lacks.
diff-none = none

# Summary: a different cell, $a and $b (other fields than the cell and the digit keep the trace's names, in [`DiffWords::field`]).
diff-cell = different cell: { $a } and { $b }

# Summary: a different digit, $a and $b.
diff-digit = different digit: { $a } and { $b }

# A trace named in a difference: its file's $name and its $strategy.
diff-trace-named = { $name } ({ $strategy })
