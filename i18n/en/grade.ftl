### `grade`'s words in one language; each field's holes are named in its comment.

# The heading of the submissions' column.
grade-submission = submission

# The heading of the rules' column.
grade-rules = rules

# The heading of the solution's column.
grade-solution = solution

# The heading of the search's column.
grade-search = search

# The heading of the total's column.
grade-total = total

# The heading of the note's column.
grade-note = note

# The note of a grade without a problem.
grade-full-marks = full marks

# A note's problem in a check: $check (its column), $output.
grade-problem = { $check }: { $output }

# The last line: $full of $count earned full marks.
grade-summary = { $full } of { $count } submissions earned full marks

# Zero on every check, the file unreadable: $error.
grade-unreadable = unreadable: { $error }

# Zero on every check, another puzzle: $theirs and $ours (their givens).
grade-another-puzzle = traces another puzzle: { $theirs }, not { $ours }

# Solution: $found solved grids, the reference finds $want.
grade-solved-count = { $found ->
        [one] { $found } solved grid
       *[other] { $found } solved grids
    }, the reference finds { $want }

# Solution: solved grid $k differs from the reference's.
grade-solved-grid = solved grid { $k } is not the reference's

# Solution: the ends differ, $end and the reference's $want (each as the footer names it, or [`GradeWords::no_footer`]).
grade-ends = ends { $end }, the reference ends { $want }

# Solution: right, $solved grids, ending $end.
grade-solved-same = { $solved ->
        [one] { $solved } solved grid
       *[other] { $solved } solved grids
    } as the reference, ending { $end }

# Solution: right, $solved grids, and no footer (optional in the format, so no points lost); $want, how the reference ends, as the footer names it.
grade-solved-no-footer = { $solved ->
        [one] { $solved } solved grid
       *[other] { $solved } solved grids
    } as the reference; no footer (optional; one would say how the search ended: { $want })

# An end without a footer.
grade-no-footer = without a footer

# Search: no `placed` events to compare.
grade-no-placements = writes no `placed` events: there is no search to compare

# Search: compared at every event.
grade-every-event = every event

# Search: compared at the events of $kinds only (their names, joined).
grade-events = only { $kinds }

# Search: the same, $steps events compared, $at (the level).
grade-same-search = the reference's search, { $steps } events compared ({ $at })

# Search: where it parts, $step the compared event and $own the submission's own step.
grade-parts-compared = parts at compared event { $step } (its step { $own })

# Search: parts at step $step.
grade-parts = parts at step { $step }

# Search: differs past the events.
grade-differs = differs

# Search: the submission ends first; $event the reference's next.
grade-submission-ends = the submission ends there; the reference goes on: { $event }

# Search: the submission goes on; $event its next.
grade-submission-goes-on = the submission goes on past the reference's end: { $event }

# Search: different events, $summary, $theirs and $ours (each told as the text trace tells it).
grade-different-events = { $summary }; the submission: { $theirs }; the reference: { $ours }

# Search, in all: $place of $total compared ($at): $what.
grade-parted = { $place } of { $total } compared ({ $at }): { $what }

# A folder given with no trace file in it (a warning; the class is graded without it): $folder.
grade-empty-folder = warning: { $folder }: no *.jsonl or *.json file in this folder

# Zero on every check: a symbolic link found in a folder, not followed.
grade-symbolic-link = a symbolic link, not followed

# Zero on every check: a FIFO, a device or a socket, not read.
grade-not-a-file = not a regular file (a FIFO, a device or a socket): not read

# Zero on every check: a folder that could not be listed, $error the system's message.
grade-unreadable-folder = unreadable folder: { $error }

# Zero on every check: a folder more than $depth folders deep, not read.
grade-too-deep = a folder more than { $depth } folders deep: not read

# Gradescope's `output` when a student's folder holds several traces: $file the one graded (the first that reads as a trace, in name order), $files the others (joined by `", "`), ignored.
grade-one-counts = one submission counts: { $file } (the first trace in name order); ignored: { $files }

# A warning: the reference stopped at the `--max-steps $steps given, and the submissions are compared with that much of it.
grade-reference-cut = warning: the reference search stops at --max-steps { $steps }: each submission is compared with its first { $steps } steps
