//! Famous puzzles built into the binary, each with where it comes from, what
//! it teaches, and what our search does on it.
//!
//! The texts are files (`src/library/puzzles/`, or the samples in
//! `examples/puzzles/`) included at compile time, so `--puzzle NAME` needs
//! nothing on disk. Every number an entry states (size, box, givens, the
//! solutions, the placements of `candidates`, the step limit every strategy
//! finishes within) was computed by this crate's solver, and
//! `tests/library.rs` computes it again.
//!
//! ```
//! use sudoku_trace::library;
//!
//! let escargot = library::find("ai-escargot").expect("in the library");
//! assert_eq!(escargot.grid().filled(), escargot.givens);
//! assert_eq!(library::suggest("escargo"), ["ai-escargot"]);
//! ```

use crate::grid::Grid;
use crate::parse;

/// How many solutions a puzzle has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Solutions {
    /// None: the search must exhaust every branch to prove it.
    None,
    /// Exactly one, as a proper puzzle should.
    One,
    /// More than one.
    Several,
}

/// One puzzle of the library. More fields may come (what it teaches in
/// other languages), hence `non_exhaustive`.
#[derive(Debug, serde::Serialize)]
#[non_exhaustive]
pub struct Entry {
    /// The name `--puzzle` takes: kebab-case, unique.
    pub name: &'static str,
    /// The side of the grid (9 for 9×9).
    pub size: usize,
    /// The box shape as (rows, columns).
    #[serde(rename = "box")]
    pub box_shape: (usize, usize),
    /// How many cells are given.
    pub givens: usize,
    /// Where the puzzle was published: a URL or a publication.
    pub source: &'static str,
    /// What it shows a class, in one sentence.
    pub teaches: &'static str,
    /// How many solutions it has.
    pub solutions: Solutions,
    /// The placements (guesses) of the `candidates` strategy up to its first
    /// solution, or, without a solution, until it has tried everything.
    pub candidates_placements: u64,
    /// Every strategy reaches its first solution (or proves there is none)
    /// within this many steps (events).
    pub step_limit: u64,
    /// The puzzle as a file holds it (with `#` comment lines).
    #[serde(skip)]
    pub text: &'static str,
}

impl Entry {
    /// The puzzle.
    pub fn grid(&self) -> Grid {
        parse::parse_str(self.text).expect("a library puzzle parses (tests/library.rs)")
    }

    /// The puzzle on one line (`.` for an empty cell).
    pub fn line(&self) -> String {
        self.grid().to_line()
    }
}

/// How many puzzles the library holds.
pub const COUNT: usize = 13;

/// Every puzzle, in the order of a lesson: small boards first, then easy to
/// hard, then the odd ones.
pub static ALL: &[Entry; COUNT] = &[
    Entry {
        name: "classic",
        size: 9,
        box_shape: (3, 3),
        givens: 30,
        source: "Wikipedia, \"Sudoku\" (https://en.wikipedia.org/wiki/Sudoku), the example puzzle; the one both seed posts solve",
        teaches: "Depth-first search step by step: try a candidate, go deeper, undo at a dead end.",
        solutions: Solutions::One,
        candidates_placements: 4_208,
        step_limit: 50_000,
        text: include_str!("../../examples/puzzles/classic.txt"),
    },
    Entry {
        name: "first-4x4",
        size: 4,
        box_shape: (2, 2),
        givens: 7,
        source: "generated for sudoku-trace (examples/puzzles/four.txt): a random grid, givens removed while the solution stays unique",
        teaches: "The whole search fits on one slide: every candidate, dead end and undo.",
        solutions: Solutions::One,
        candidates_placements: 16,
        step_limit: 100,
        text: include_str!("../../examples/puzzles/four.txt"),
    },
    Entry {
        name: "six",
        size: 6,
        box_shape: (2, 3),
        givens: 13,
        source: "generated for sudoku-trace (examples/puzzles/six.txt): a shuffled pattern grid, givens removed while the solution stays unique",
        teaches: "Boxes need not be square: 2x3 boxes change which cells are peers, not how the search works.",
        solutions: Solutions::One,
        candidates_placements: 96,
        step_limit: 1_000,
        text: include_str!("../../examples/puzzles/six.txt"),
    },
    Entry {
        name: "sixteen",
        size: 16,
        box_shape: (4, 4),
        givens: 153,
        source: "generated for sudoku-trace (examples/puzzles/sixteen.txt): a shuffled pattern grid, givens removed while the solution stays unique",
        teaches: "The same search on a 16x16 board: digits past 9 are letters, the steps are the same.",
        solutions: Solutions::One,
        candidates_placements: 1_087,
        step_limit: 20_000,
        text: include_str!("../../examples/puzzles/sixteen.txt"),
    },
    Entry {
        name: "norvig-grid1",
        size: 9,
        box_shape: (3, 3),
        givens: 32,
        source: "Peter Norvig, \"Solving Every Sudoku Puzzle\" (https://norvig.com/sudoku.html), grid1",
        teaches: "An easy puzzle: deducing singles solves it without a guess, blind search still guesses 200 times.",
        solutions: Solutions::One,
        candidates_placements: 200,
        step_limit: 2_000,
        text: include_str!("puzzles/norvig-grid1.txt"),
    },
    Entry {
        name: "ai-escargot",
        size: 9,
        box_shape: (3, 3),
        givens: 23,
        source: "Arto Inkala, \"AI Escargot\", 2006 (https://www.sudokuwiki.org/Escargot)",
        teaches: "Hard for people is not hard for a computer: the puzzle sold as the hardest costs blind search 8,969 guesses.",
        solutions: Solutions::One,
        candidates_placements: 8_969,
        step_limit: 100_000,
        text: include_str!("puzzles/ai-escargot.txt"),
    },
    Entry {
        name: "inkala-2012",
        size: 9,
        box_shape: (3, 3),
        givens: 21,
        source: "Arto Inkala, 2012, the \"world's hardest sudoku\" as the press published it (The Telegraph, June 2012)",
        teaches: "The press's \"world's hardest\": choosing the cell with the fewest candidates and deducing singles cut 49,558 guesses to 172.",
        solutions: Solutions::One,
        candidates_placements: 49_558,
        step_limit: 600_000,
        text: include_str!("../../examples/puzzles/arto_inkala.txt"),
    },
    Entry {
        name: "easter-monster",
        size: 9,
        box_shape: (3, 3),
        givens: 21,
        source: "JPF, Sudoku Players' Forums, April 2007 (http://www.sudokusnake.com/eastermonster.php)",
        teaches: "Some puzzles defeat deduction: singles get stuck, so even the cleverest strategy here must guess.",
        solutions: Solutions::One,
        candidates_placements: 262_014,
        step_limit: 3_000_000,
        text: include_str!("puzzles/easter-monster.txt"),
    },
    Entry {
        name: "golden-nugget",
        size: 9,
        box_shape: (3, 3),
        givens: 21,
        source: "tarek, Sudoku Players' Forums (forum.enjoysudoku.com), 2007; rated 11.9 by Sudoku Explainer 1.2.1 (http://www.sudokusnake.com/images/GoldenNugget.PNG)",
        teaches: "Among the hardest for human logic, yet search with deduction solves it in a few hundred guesses.",
        solutions: Solutions::One,
        candidates_placements: 304_053,
        step_limit: 4_000_000,
        text: include_str!("puzzles/golden-nugget.txt"),
    },
    Entry {
        name: "norvig-grid2",
        size: 9,
        box_shape: (3, 3),
        givens: 17,
        source: "Peter Norvig, \"Solving Every Sudoku Puzzle\" (https://norvig.com/sudoku.html), grid2",
        teaches: "Seventeen givens: blind search guesses 9.7 million times, taking the cell with the fewest candidates first 481.",
        solutions: Solutions::One,
        candidates_placements: 9_727_396,
        step_limit: 110_000_000,
        text: include_str!("../../examples/puzzles/norvig_grid2.txt"),
    },
    Entry {
        name: "wikipedia-anti-brute-force",
        size: 9,
        box_shape: (3, 3),
        givens: 17,
        source: "Wikipedia, \"Sudoku solving algorithms\" (https://en.wikipedia.org/wiki/Sudoku_solving_algorithms), the puzzle built against brute force (File:Sudoku_puzzle_hard_for_brute_force.svg)",
        teaches: "Built against trying 1 to 9 in reading order: 69 million guesses for blind search, none for deduction.",
        solutions: Solutions::One,
        candidates_placements: 69_175_316,
        step_limit: 800_000_000,
        text: include_str!("../../examples/puzzles/wikipedia_brute_force.txt"),
    },
    Entry {
        name: "norvig-hard1",
        size: 9,
        box_shape: (3, 3),
        givens: 17,
        source: "Peter Norvig, \"Solving Every Sudoku Puzzle\" (https://norvig.com/sudoku.html), hard1",
        teaches: "A heuristic can backfire: on this puzzle with several solutions, mrv guesses 13 times more than blind search.",
        solutions: Solutions::Several,
        candidates_placements: 419_194,
        step_limit: 20_000_000,
        text: include_str!("puzzles/norvig-hard1.txt"),
    },
    Entry {
        name: "no-solution",
        size: 9,
        box_shape: (3, 3),
        givens: 31,
        source: "the classic puzzle with a 9 added at r5c7 (examples/puzzles/unsolvable.txt); no given clashes",
        teaches: "Proving there is no solution means exhausting the tree: every branch ends in a dead end.",
        solutions: Solutions::None,
        candidates_placements: 1_954,
        step_limit: 25_000,
        text: include_str!("../../examples/puzzles/unsolvable.txt"),
    },
];

/// The entry named `name` (exactly, or in another case).
pub fn find(name: &str) -> Option<&'static Entry> {
    ALL.iter()
        .find(|e| e.name.eq_ignore_ascii_case(name.trim()))
}

/// The names close to `name`: those containing it or contained in it, and
/// those a few edits away, closest first.
pub fn suggest(name: &str) -> Vec<&'static str> {
    let wanted = name.trim().to_ascii_lowercase();
    if wanted.is_empty() {
        return vec![];
    }
    let mut close: Vec<(usize, &'static str)> = ALL
        .iter()
        .filter_map(|e| {
            // A name's last words alone count too: `escargot`, `grid3`.
            let distance = std::iter::once(e.name)
                .chain(e.name.match_indices('-').map(|(at, _)| &e.name[at + 1..]))
                .map(|tail| edit_distance(&wanted, tail))
                .min()
                .expect("a name is at least itself");
            let within = distance <= (wanted.chars().count() / 3).max(2);
            let part = wanted.len() >= 3 && (e.name.contains(&wanted) || wanted.contains(e.name));
            (within || part).then_some((distance, e.name))
        })
        .collect();
    close.sort();
    close.into_iter().map(|(_, name)| name).collect()
}

/// Levenshtein distance: the fewest insertions, deletions and substitutions
/// of characters that turn `a` into `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substituted = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substituted.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_edits() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("classic", "classic"), 0);
        assert_eq!(edit_distance("clasic", "classic"), 1);
    }

    #[test]
    fn names_are_unique_kebab_case() {
        for (i, e) in ALL.iter().enumerate() {
            assert!(
                e.name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{}",
                e.name
            );
            assert!(ALL[..i].iter().all(|o| o.name != e.name), "{}", e.name);
        }
    }

    #[test]
    fn close_names_are_suggested() {
        assert_eq!(suggest("clasic"), ["classic"]);
        assert_eq!(suggest("escargot"), ["ai-escargot"]);
        assert_eq!(
            suggest("norvig"),
            ["norvig-grid1", "norvig-grid2", "norvig-hard1"]
        );
        assert_eq!(suggest("grid3")[..2], ["norvig-grid1", "norvig-grid2"]);
        assert!(suggest("zebra").is_empty());
        assert!(suggest("").is_empty());
    }
}
