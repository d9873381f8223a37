### `generate`'s words in one language.

# The seed drawn for a run without `--seed`: $seed.
generate-seed-drawn = seed { $seed } (give --seed { $seed } to make these puzzles again)

# No puzzle within the attempts, after the language's `error: `: $index (from 1), $attempts, $missed (the parts below, joined by `missed_separator`).
generate-gave-up =
    puzzle { $index }: no puzzle within { $attempts } attempts: { $missed }
    {"  "}= expected a target and filters that puzzles of this size can meet (try fewer filters, a higher --givens, or more --attempts)

# With a target of givens: $fewest reached, $target.
generate-fewest-givens = the fewest givens reached was { $fewest }, the target { $target }

# A filter that turned candidates away: $n, $filter.
generate-failed-filter = { $n } failed { $filter }

# Between the parts of $missed.
generate-missed-separator = ;{" "}

# An output file left as it was: $name.
generate-nothing-written =
    {""}
    {"  "}= nothing written to { $name }
