### The race's words in one language.

race-heading = The race

# What the race shows and how to drive it.
race-intro = Every strategy searches at once, on one shared clock: at each tick every board takes the same number of events (lines of its log) or of placements (guesses). Space plays and pauses, ← and → step, Home and End jump to the start and the end.

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
