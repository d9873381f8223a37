### What checking events of each kind means, as the report of a valid trace says it; the last few are the variants for events without an optional detail, or under the textbook's inference.

# `candidates_computed`.
verify-kinds-candidates-computed = candidate sets and exclusion reasons (the first peer holding each digit)

# `candidates_computed`, none excluding a digit.
verify-kinds-candidates-no-exclusion = candidate sets (no digit excluded, so no exclusion reason)

# `placed`.
verify-kinds-placed = placements (an empty cell, no clash, the depth, the choice among the candidates)

# `placed`, none giving `choice` or `of`.
verify-kinds-placed-no-choice = placements (an empty cell, no clash, the depth)

# `placed`, only $choices of them giving `choice` or `of`.
verify-kinds-placed-some-choices = placements (an empty cell, no clash, the depth; for the { $choices } giving `choice` or `of`, the choice among the candidates)

# `placed` in a search that infers (domains, LCV orders).
verify-kinds-placed-domain = placements (an empty cell, no clash, the depth, a value of the cell's domain, the choice among its values, in the LCV order when one is given)

# `rejected`.
verify-kinds-rejected = rejections (the named peer holds the digit)

# `dead_end`.
verify-kinds-dead-end = dead ends (no digit fits the cell, or the digit has no place in the unit)

# `dead_end` in a search that infers.
verify-kinds-dead-end-domain = dead ends (the cell's domain is empty: its candidates among the givens, less the prunings standing)

# `deduced`.
verify-kinds-deduced = deductions (forced by the naked or hidden single they name)

# `retracted`.
verify-kinds-retracted = retractions (a standing deduction taken back)

# `constraint_chosen`.
verify-kinds-constraint-chosen = chosen constraints (the number of ways to meet them)

# `undone`.
verify-kinds-undone = undos (the most recent placement standing first)

# `solved`.
verify-kinds-solved = solutions (complete, valid, keep the givens, numbered 1, 2, 3…)

# `step_limit_reached`.
verify-kinds-step-limit-reached = the step limit (after exactly the header's number of steps)

# `time_limit_reached`.
verify-kinds-time-limit-reached = the time limit (the header sets one; nothing follows it)

# `pruned`.
verify-kinds-pruned = prunings (true: the digit was in the domain of an empty peer of the placed or one-value cell; complete: each one due, in order, after every placement, to the fixpoint under arc consistency)

# `values_ordered`.
verify-kinds-values-ordered = LCV orders (the domain's values, each with the empty peers holding it in their domain, fewest first, ties the smaller digit)

# `conflict_set`.
verify-kinds-conflict-set = conflict sets (after a dead end, the earliest guess excluding each digit of the cell's candidates among the givens)

# `backjumped`.
verify-kinds-backjumped = backjumps (the cell's conflict set, its own and what jumps passed on; to the latest guess of it, over the guesses in between, whose undos follow)
