### `puzzles`' words in one language.

# The table's headings: name, size, givens, what it teaches.
puzzles-headings =
    .name = name
    .size = size
    .givens = givens
    .teaches = what it teaches

# Under a row with `--sources`: $source.
puzzles-source-row = source: { $source }

# Under the table: $count.
puzzles-footer =
    { $count } puzzles; use one with --puzzle NAME on solve, compare and check;
    `sudoku-trace puzzles NAME` shows one.

# One puzzle's first line: $name, $n (its side), $rows, $cols (its box), $givens, $solutions (one of `solutions`).
puzzles-details = { $name }: { $n }x{ $n }, { $rows }x{ $cols } boxes, { $givens } givens, { $solutions }

# How many solutions: none, one, several.
puzzles-solutions =
    .none = no solution
    .one = one solution
    .several = several solutions

# What it teaches: $teaches.
puzzles-teaches-line = teaches:  { $teaches }

# Where it was published: $source.
puzzles-source-line = source:   { $source }

# What our search does on it: $placements, $first (one of `until`), $limit.
puzzles-search-line = search:   candidates makes { $placements } placements { $first }; every strategy ends within { $limit } steps

# Until when `candidates` counts: to try everything (no solution), to its first solution.
puzzles-until =
    .everything = to try everything
    .first = to its first solution

# What each puzzle teaches, in the library's order ([`crate::library::ALL`]): a puzzle without its sentence in some language is a compile error.
puzzles-teaches =
    .classic = Depth-first search step by step: try a candidate, go deeper, undo at a dead end.
    .first-4x4 = The whole search fits on one slide: every candidate, dead end and undo.
    .six = Boxes need not be square: 2x3 boxes change which cells are peers, not how the search works.
    .wipeout-4x4 = Forward checking on one slide: the first guess wipes out a domain at step 5, before the search reaches that cell; blind search makes 14 placements, forward checking 13, arc consistency 12 with no dead end.
    .csp-6x6 = The CSP chapter on one board: dead ends fall from 119 to 73 with forward checking and to 10 with arc consistency; mrv cuts 371 placements to 75, and lcv on top to 29; backjumping skips 34 guesses that still had values to try, and with forward checking (FC-CBJ) cuts its 222 placements to 160.
    .sixteen = The same search on a 16x16 board: digits past 9 are letters, the steps are the same.
    .norvig-grid1 = An easy puzzle: deducing singles solves it without a guess, blind search still guesses 200 times.
    .ai-escargot = Hard for people is not hard for a computer: the puzzle sold as the hardest costs blind search 8,969 guesses; and least-constraining values backfire on it: 1,702 placements with mrv+lcv+fc against 217 with mrv+fc.
    .inkala-2012 = The press's "world's hardest": choosing the cell with the fewest candidates and deducing singles cut 49,558 guesses to 172.
    .easter-monster = Some puzzles defeat deduction: singles get stuck, so even the cleverest strategy here must guess.
    .golden-nugget = Among the hardest for human logic, yet search with deduction solves it in a few hundred guesses.
    .norvig-grid2 = Seventeen givens: blind search guesses 9.7 million times, taking the cell with the fewest candidates first 481.
    .wikipedia-anti-brute-force = Built against trying 1 to 9 in reading order: 69 million guesses for blind search, none for deduction.
    .norvig-hard1 = A heuristic can backfire: on this puzzle with several solutions, mrv guesses 13 times more than blind search.
    .no-solution = Proving there is no solution means exhausting the tree: every branch ends in a dead end.

# Where each puzzle was published, in the library's order: $citation (the
# publication as published: author, title, address; never translated),
# $cell (the cell `no-solution` adds a 9 to, in the language's notation).
puzzles-sources =
    .classic = { $citation }, the example puzzle; the one both seed posts solve
    .first-4x4 = generated for sudoku-trace ({ $citation }): a random grid, givens removed while the solution stays unique
    .six = generated for sudoku-trace ({ $citation }): a shuffled pattern grid, givens removed while the solution stays unique
    .wipeout-4x4 = generated for sudoku-trace ({ $citation }): picked because forward checking's first guess wipes out a domain
    .csp-6x6 = generated for sudoku-trace ({ $citation }): picked because each idea of the chapter changes the search on it
    .sixteen = generated for sudoku-trace ({ $citation }): a shuffled pattern grid, givens removed while the solution stays unique
    .norvig-grid1 = { $citation }
    .ai-escargot = { $citation }
    .inkala-2012 = { $citation }, the "world's hardest sudoku" as the press published it (The Telegraph, June 2012)
    .easter-monster = { $citation }
    .golden-nugget = { $citation }; rated 11.9 by Sudoku Explainer 1.2.1 (http://www.sudokusnake.com/images/GoldenNugget.PNG)
    .norvig-grid2 = { $citation }
    .wikipedia-anti-brute-force = { $citation }, the puzzle built against brute force (File:Sudoku_puzzle_hard_for_brute_force.svg)
    .norvig-hard1 = { $citation }
    .no-solution = the classic puzzle with a 9 added at { $cell } ({ $citation }); no given clashes
