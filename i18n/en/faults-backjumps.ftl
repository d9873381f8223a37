### The backjump faults' words in one language.

# The backjump to $to = $digit over $over guesses is not carried out: $remaining undos still due.
faults-backjumps-not-carried-out = the backjump to { $to } = { $digit } over { $over ->
        [one] { $over } guess
       *[other] { $over } guesses
    } is not carried out: { $remaining ->
        [one] { $remaining } more undo
       *[other] { $remaining } more undos
    } due

# Expected: the undo of $cell = $digit, the next of the backjump's `over` + 1.
faults-backjumps-not-carried-out-expected = undone { $cell } = { $digit } (a backjump is followed by over + 1 undos, the latest guess first, down to the guess it lands on)

# A backjump from $cell before its values are used up.
faults-backjumps-not-used-up = a backjump from { $cell } before its values are used up

# Expected: the backjump from $cell right after its conflict set or the undo of its last value.
faults-backjumps-not-used-up-expected = backjumped right after the conflict set of { $cell }, or after the undo of its last value

# The conflict set misses $guess (a guess at its depth), passed on by a jump that landed on a guess of the cell.
faults-backjumps-misses-passed-on = the conflict set misses { $guess }, passed on by a jump that landed on a guess of this cell

# The conflict set lists $guess, which excludes none of $cell's digits (under the $rule
# `pruned`, FC-CBJ's: pruned none of its domain) and was passed on by no jump.
faults-backjumps-lists-extra = the conflict set lists { $guess }, which { $rule ->
        [pruned] pruned nothing from { $cell }'s domain
       *[other] excludes none of { $cell }'s digits
    } and was passed on by no jump

# Expected: the $conflicts of $cell, its own (by the $rule `pruned` under FC-CBJ) and
# those passed on.
faults-backjumps-conflicts-expected = conflicts { $conflicts }: { $cell }'s own ({ $rule ->
        [pruned] the guesses whose forward checking pruned its domain
       *[other] the earliest guess excluding each digit of its candidates among the givens
    }) and those passed on to it by jumps that landed on its guesses

# A backjump from $cell with an empty conflict set.
faults-backjumps-empty-set = a backjump from { $cell } with an empty conflict set

# Expected: no backjump, the search ends.
faults-backjumps-empty-set-expected = no backjump: with no guess to blame the search ends, undoing every guess standing

# Jumps to $to = $digit, but the latest guess of the conflict set is $latest = $latest_digit at $depth.
faults-backjumps-wrong-to = jumps to { $to } = { $digit }, but the latest guess of its conflict set is { $latest } = { $latest_digit } (depth { $depth })

# Expected: to $latest = $latest_digit.
faults-backjumps-wrong-to-expected = to { $latest } = { $latest_digit }: a backjump lands on the latest guess of the conflict set

# `over` $over, but $skipped guesses stand between depth $latest and the jump's $depth.
faults-backjumps-wrong-over = over { $over }, but { $skipped ->
        [one] { $skipped } guess stands
       *[other] { $skipped } guesses stand
    } between depth { $latest } and the jump's depth { $depth }

# Expected: `over` $skipped.
faults-backjumps-wrong-over-expected = over { $skipped }: the depth less the depth of the guess it lands on

# Expected, when the guess it lands on is the latest: no backjump, an ordinary backtrack.
faults-backjumps-ordinary-backtrack-expected = no backjump: going back to the latest guess is an ordinary backtrack

# An ordinary backtrack from $cell, but the latest guess of its conflict set is $target = $digit at $depth.
faults-backjumps-backjump-due = an ordinary backtrack from { $cell }, but the latest guess of its conflict set is { $target } = { $digit } (depth { $depth })

# Expected: backjumped from $cell to $target = $digit over $over guesses.
faults-backjumps-backjump-due-expected = backjumped from { $cell } to { $target } = { $digit } over { $over ->
        [one] { $over } guess
       *[other] { $over } guesses
    }, before the undos
