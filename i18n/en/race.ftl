### The race's words in one language.

race-heading = The race

# What the race shows and how to drive it.
race-intro = Every strategy searches at once, on one shared clock: at each tick every board makes the same number of placements (guesses), the fair budget. Counted in events (lines of its log) instead, a search that infers would be charged for every pruning it writes down. Space plays and pauses, ← and → step, Home and End jump to the start and the end.

# $cap: the recording cap of each strategy.
race-cap-note = Each board holds at most { $cap } events of its search (the walkthrough's recording cap); the table above counts the whole search.

# The clock switch's legend and its two choices.
race-clock = Shared clock

race-by-events = events

race-by-placements = placements

# The clock's position: $t of $max.
race-at-event = event { $t } of { $max }

# Variables: $t, $max.
race-at-placement = placement { $t } of { $max }

# The label of the controls' group.
race-controls = Race controls

# What the cells' looks mean.
race-legend = Bold: a given. Blue: placed by a guess. Green: deduced.

# A board's accessible name: $strategy.
race-board = board of { $strategy }

# A board still searching at the clock shown.
race-searching = searching…

# A board whose search ended: $outcome (solved, no solution) at $k.
race-done-at-event = { $outcome } at event { $k }

# Variables: $outcome, $k.
race-done-at-placement = { $outcome } at placement { $k }

# A board whose recording stopped at the cap: $recorded events kept, $events and $placements the whole search (the table's).
race-capped = stopped recording at { $recorded } events; the search went on to { $events } events and { $placements } placements (see the table)

# A board whose search a limit of `compare` stopped: $limit, $events, $placements.
race-limited = stopped by { $limit } after { $events } events and { $placements } placements

# The live summary, said when the clock stops: $clock, $done of $count.
race-live = { $clock }: { $done } of { $count } strategies finished

race-no-script = The race needs JavaScript; the table and the charts do not.

# A board's caption under its strategy's name: what the strategy does, in a few words (the five strategies, by name).
race-short =
    .candidates = the first empty cell, its candidates ascending
    .naive = every digit 1 to N checked, cells in reading order
    .mrv = the cell with the fewest candidates first
    .singles = singles deduced, then the fewest candidates first
    .dlx = exact cover with dancing links

# What a `backtrack` combination adds to plain backtracking, one part per choice (plain: none), joined by `race-adds-joint`.
race-adds =
    .plain = plain backtracking: the first empty cell, values ascending
    .mrv = fewest values first
    .degree = the degree heuristic
    .lcv = least-constraining value
    .fc = forward checking
    .mac = arc consistency
    .backjump = conflict-directed backjumping

race-adds-joint = ,{" "}

# Before the parts a combination adds: `adds `.
race-adds-lead = adds:{" "}

# The chooser of the boards the race shows (a projector fits fewer).
race-boards-shown = Boards shown

# The chooser's summary: $shown of $count boards.
race-boards-count = Boards shown: { $shown } of { $count }
