### The end faults' words in one language.

# End $end, but the last event makes it $implied.
faults-ends-implied = end `{ $end }`, but the last event makes it `{ $implied }`

# Expected: end $implied.
faults-ends-implied-expected = end `{ $implied }`

# End `exhausted`, but $cell = $digit (step $step) was never undone.
faults-ends-not-undone = end `exhausted`, but { $cell } = { $digit } (step { $step }) was never undone

# Expected: every placement undone.
faults-ends-not-undone-expected = an exhausted search to have undone every placement

# End `exhausted`, but $cell = $digit (step $step) was never retracted.
faults-ends-not-retracted = end `exhausted`, but { $cell } = { $digit } (step { $step }) was never retracted

# Expected: every deduction retracted.
faults-ends-not-retracted-expected = an exhausted search to have retracted every deduction

# End $end, but the trace does not end at $what.
faults-ends-no-reason = end `{ $end }`, but the trace does not end at { $what }

# $what for a placement limit: an event of one (there is none).
faults-ends-no-placement-limit = an event of a placement limit (there is none)

# $what for the solution limit: the last solution asked for.
faults-ends-last-solution = the last solution the header asks for

# Expected: end `exhausted`, or `stopped`.
faults-ends-no-reason-expected = end `exhausted`, or `stopped`
