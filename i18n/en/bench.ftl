### `bench`'s words in one language.

# The first line: $puzzles, $strategy, then $timing (the `timing` field, or nothing with `--no-time`).
bench-title = { $puzzles ->
        [one] { $puzzles } puzzle
       *[other] { $puzzles } puzzles
    } with { $strategy }{ $timing }

# The run's threads and time in the first line: $threads, $seconds.
bench-timing = , { $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }, in { $seconds } s

# Every puzzle solved: $solved.
bench-solved-all = {"  "}solved       { $solved } (every solution valid and keeping its givens)

# Some puzzles not solved: $solved, $puzzles, $no_solution, $unfinished, $timed_out (the `timed_out` field, or nothing), $wrong.
bench-solved-some = {"  "}solved       { $solved } of { $puzzles }: { $no_solution } without solution, { $unfinished } unfinished{ $timed_out }, { $wrong } wrong

# How many of the unfinished stopped at the time limit: $n.
bench-timed-out = {" "}({ $n } at the time limit)

# Lines skipped with `--keep-going`: $n.
bench-skipped = {"  "}skipped      { $n ->
        [one] { $n } malformed line
       *[other] { $n } malformed lines
    }

# Puzzles a second: $n.
bench-per-second = {"  "}puzzles/s    { $n }

# The median time: $us (microseconds).
bench-median = {"  "}median       { $us } µs per puzzle

# The worst time: $us, $at (the `worst_at` field, or nothing).
bench-worst = {"  "}worst        { $us } µs{ $at }

# Where the worst puzzle is: $at (`FILE:LINE`).
bench-worst-at = {" "}({ $at })

# The counters per puzzle: $placements, $deductions, $dead_ends.
bench-per-puzzle = {"  "}per puzzle   { $placements } placements, { $deductions } deductions, { $dead_ends } dead ends

# A puzzle without solution, after `FILE:LINE: `.
bench-no-solution = no solution

# A puzzle stopped at the step limit, after `FILE:LINE: `.
bench-step-limited = unfinished at the step limit

# A puzzle stopped at the time limit, after `FILE:LINE: `.
bench-time-limited = unfinished at the time limit

# A solution that breaks the rules or loses a given (a bug in a strategy), after `FILE:LINE: `.
bench-wrong = WRONG SOLUTION (a bug: please report it)

# A line that is no puzzle: $what (the puzzle error's words) and $expected (its `expected` frame).
bench-bad-line = { $what }; { $expected }

# The note after a line's error (only the encoding's): $note.
bench-bad-line-note = {" "}({ $note })

# A line longer than $limit bytes.
bench-line-too-long = a line longer than { $limit } bytes; expected one puzzle per line

# A bad line reported and skipped with `--keep-going`: $line (`FILE:LINE:COL: ` and what is wrong).
bench-skipped-line = skipped { $line }

# A bad line that stops the run: $line, as in `skipped_line`.
bench-stopped-at-line = { $line } (use --keep-going to skip bad lines)

# Files with only blank or `#` lines: $files.
bench-no-puzzle =
    no puzzle in { $files }: only blank or # lines
    {"  "}= expected one puzzle per line

# Between the files of `no_puzzle`.
bench-files-separator = ,{" "}

# The progress bar on a terminal (`bench` and `generate`), an indicatif template: `{bar:40}`, $pos, $len, $per_sec, $eta.
bench-progress = {"{"}bar:40{"}"} { $pos }/{ $len } puzzles, { $per_sec }, { $eta } left
