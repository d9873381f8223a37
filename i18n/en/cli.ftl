### The usage errors' words in one language.

# A file that cannot be read: $path, $source (the system's message).
cli-cannot-read = cannot read { $path }: { $source }

# A file that cannot be written: $path, $source.
cli-cannot-write = cannot write { $path }: { $source }

# The output is one of the inputs: $output, $input.
cli-output-is-input =
    refusing to write { $output }: it is the same file as the input { $input }, which would be lost
    {"  "}= expected an output path that is not one of the inputs

# The caller stopped the run (a notebook's interrupt).
cli-cancelled = cancelled

# Backtracking's choices beside another strategy: $given (the options, joined by `list_separator`), $strategy.
cli-choices-without-backtrack =
    { $given } choose how --strategy backtrack searches; --strategy { $strategy } takes no choices
    {"  "}= expected --strategy backtrack, or none of --select, --values, --inference, --backjump

# Between the options of `choices_without_backtrack`, and the values of `usage_takes`.
cli-list-separator = ,{" "}

# `--backjump` with inference: $inference.
cli-backjump-with-inference =
    --backjump works with --inference none or fc only, not `{ $inference }`: arc consistency's prunings by one-value cells have no single guess to blame
    {"  "}= expected --inference none or fc with --backjump, or --inference mac without it

# `grade` found no trace file among its arguments.
cli-no-submission =
    no submission to grade
    {"  "}= expected trace files (*.jsonl, *.json) or folders holding them

# `--box` with `--puzzle`.
cli-box-with-puzzle = --box does not go with --puzzle: a library puzzle has its own box shape

# `--quiz` without `--format html`: $format.
cli-quiz-needs-html = --quiz asks its questions on the walkthrough page: add --format html (not { $format })

# `--style seed` with a format other than text.
cli-seed-needs-text = --style seed prints text: leave out --format or use --format text

# `--style seed` with a strategy no seed program follows: $strategy.
cli-no-seed-program = no seed program searches like `{ $strategy }`: --style seed needs the candidates or naive strategy

# `--level common` with a trace on standard input.
cli-level-common-needs-files = --level common reads each trace twice, so it needs files, not `-` or a pipe (`<(…)`) that can be read only once; save it to a file or name the kinds (--level placed,undone,solved)

# `--givens $n, more than the $cells of a $side × $side board.
cli-givens-too-many =
    --givens { $n } is more than the { $cells } cells of a { $side }x{ $side } board
    {"  "}= expected at most { $cells }

# `grade -o $output where a walk of the folder $folder graded would find it.
cli-output-in-folder =
    refusing to write { $output }: it is inside { $folder }, a folder being graded, where the next run would grade it as a submission
    {"  "}= expected an output path outside the folders graded (or a name not ending in .jsonl or .json)

# `grade`'s reference search stopped at $steps steps, its limit without `--max-steps`, before its end.
cli-reference-steps =
    the reference search stopped at { $steps } steps (the limit without --max-steps) before it ended: grading against part of it would be wrong
    {"  "}= expected --max-steps N to grade against a longer search (or against its first N steps), or a puzzle and strategy whose search is shorter

# `grade`'s reference search stopped at `--time-limit $seconds before its end.
cli-reference-time =
    the reference search stopped at --time-limit { $seconds } before it ended: grading against part of it would be wrong
    {"  "}= expected a larger --time-limit, or none

# `--format none` with `-o FILE`: nothing would be written, and FILE emptied ($output).
cli-none-with-output =
    --format none writes nothing, so -o { $output } would only empty that file
    {"  "}= expected a format that writes (text, jsonl, json, html or summary) with -o, or no -o

# Standard input (`-`) named twice: it can be read only once.
cli-stdin-twice =
    standard input (`-`) can be read only once, and it is named twice
    {"  "}= expected at most one `-`: save one of those inputs to a file first

# An option of the HTML page with another format: $option, $format.
cli-needs-html = { $option } shapes the HTML page only: add --format html (not { $format }), or leave out { $option }

# `generate --at-least $at_least and `--at-most $at_most on the same counter, the least above the most.
cli-filters-contradict =
    --at-least { $at_least } and --at-most { $at_most } contradict each other: no puzzle has that counter both at least the one and at most the other, so every attempt would be spent in vain
    {"  "}= expected an --at-least value no greater than the --at-most value of the same strategy and counter

# `--no-answers` with a format that is no worksheet: $format.
cli-no-answers-needs-worksheet = --no-answers leaves the answer key out of a worksheet: add --format markdown or --format worksheet-html (not { $format }), or leave out --no-answers

# `compare --strategies` naming one strategy twice: $name.
cli-strategy-twice = --strategies names { $name } twice: each strategy is run once, so name it once

# A usage error clap found, said in the language in a line above clap's own message, which stays English: $said (one of the `cli-usage-*` below).
cli-usage-line = { $said }; clap says, in English:

# An option given a value it does not take: $option (as clap names it, `--strategy <STRATEGY>`), $value (the value given, quoted), $takes (`cli-usage-takes`, or nothing).
cli-usage-invalid-value = { $option } does not take { $value }{ $takes }

# The values an option takes: $values (listed, joined by `list_separator`).
cli-usage-takes = ; it takes { $values }

# An option or argument that does not exist: $option (as given).
cli-usage-unknown = there is no option { $option }

# An argument or option missing: $what (as clap names it).
cli-usage-missing = { $what } is required

# Two options that do not go together: $a, $b (as clap names them).
cli-usage-conflict = { $a } cannot be used with { $b }

# A subcommand that does not exist: $name (as given).
cli-usage-no-subcommand = there is no command { $name }

# Any other usage error.
cli-usage-other = the command line is not valid

# A value from the command line quoted in `cli-usage-*`: $text.
cli-usage-quoted = '{ $text }'
