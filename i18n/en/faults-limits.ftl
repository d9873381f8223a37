### The limit faults' words in one language.

# An event after $why (a `closed_*`).
faults-limits-after-close = an event after { $why }

# $why: the step limit.
faults-limits-closed-step = the step limit

# $why: the time limit.
faults-limits-closed-time = the time limit

# $why: the last solution the header asks for.
faults-limits-closed-solution = the last solution the header asks for

# Expected: the trace to end there.
faults-limits-after-close-expected = the trace to end there

# A step past the header's limit of $limit steps.
faults-limits-past-step-limit = a step past the header's limit of { $limit } steps

# Expected: `step_limit_reached` at this step.
faults-limits-past-step-limit-expected = step_limit_reached at this step

# The step limit reached after $steps, but the header sets $limit (a `limit_of` or `no_step_limit`).
faults-limits-step-limit-mismatch = the step limit is reached after { $steps } steps, but the header sets { $limit }

# $limit: a limit of $n steps.
faults-limits-limit-of = a limit of { $n } steps

# $limit: no step limit.
faults-limits-no-step-limit = no step limit

# Expected: the header's `options.max_steps`.
faults-limits-step-limit-mismatch-expected = the limit of the header's options.max_steps

# The time limit reached, but the header sets none.
faults-limits-no-time-limit = the time limit is reached, but the header sets no time limit

# Expected: a header with `options.time_limit`.
faults-limits-no-time-limit-expected = a header with options.time_limit

# The step limit says $steps came before it, but $before did.
faults-limits-steps-before-step = the step limit says { $steps } steps came before it, but { $before } did

# The time limit says $steps came before it, but $before did.
faults-limits-steps-before-time = the time limit says { $steps } steps came before it, but { $before } did

# Expected: steps $before.
faults-limits-steps-before-expected = steps { $before }
