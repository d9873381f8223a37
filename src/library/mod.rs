//! Famous puzzles built into the binary, each with where it comes from, what
//! it teaches, and what our search does on it.
//!
//! The texts are files (`src/library/puzzles/`, or the samples in
//! `examples/puzzles/`) included at compile time, so `--puzzle NAME` needs
//! nothing on disk. Every number an entry states (size, box, givens, the
//! solutions, the placements of `candidates`, the step limit every strategy
//! finishes within) was computed by this crate's solver, and
//! `tests/it/library.rs` computes it again.
//!
//! ```
//! use sudoku_trace::library;
//!
//! let escargot = library::find("ai-escargot").expect("in the library");
//! assert_eq!(escargot.grid().filled(), escargot.givens);
//! assert_eq!(library::suggest("escargo"), ["ai-escargot"]);
//! ```

use crate::grid::{Cell, Grid};
use crate::parse;
use crate::words::{Lang, fill};

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

/// One puzzle of the library; what it teaches and where it comes from are
/// sentences in every language ([`Entry::teaches`], [`Entry::source`]).
/// More fields may come, hence `non_exhaustive`.
#[derive(Debug)]
#[non_exhaustive]
pub struct Entry {
    /// The name `--puzzle` takes: kebab-case, unique.
    pub name: &'static str,
    /// The side of the grid (9 for 9×9).
    pub size: usize,
    /// The box shape as (rows, columns).
    pub box_shape: (usize, usize),
    /// How many cells are given.
    pub givens: usize,
    /// Where the puzzle was published, as published (author, title,
    /// address, or the sample file it was generated into): never
    /// translated. [`Entry::source`] says it in a sentence.
    pub citation: &'static str,
    /// How many solutions it has.
    pub solutions: Solutions,
    /// The placements (guesses) of the `candidates` strategy up to its first
    /// solution, or, without a solution, until it has tried everything.
    pub candidates_placements: u64,
    /// Every strategy reaches its first solution (or proves there is none)
    /// within this many steps (events).
    pub step_limit: u64,
    /// The puzzle as a file holds it (with `#` comment lines).
    pub text: &'static str,
}

impl Entry {
    /// The puzzle.
    pub fn grid(&self) -> Grid {
        parse::parse_str(self.text).expect("a library puzzle parses (tests/it/library.rs)")
    }

    /// The puzzle on one line (`.` for an empty cell).
    pub fn line(&self) -> String {
        self.grid().to_line()
    }

    /// What it shows a class, in one sentence in `lang` (the message
    /// `puzzles-teaches`).
    pub fn teaches(&self, lang: Lang) -> &'static str {
        lang.puzzles().teaches[self.position()]
    }

    /// Where it was published, in a sentence in `lang` around
    /// [`Entry::citation`] (the message `puzzles-sources`); a cell named in
    /// it is in the language's default notation.
    pub fn source(&self, lang: Lang) -> String {
        // The cell `no-solution` adds a 9 to; the other sentences name none.
        let cell = lang.default_notation().cell(Cell::new(4, 6));
        fill(
            lang.puzzles().sources[self.position()],
            &[("citation", self.citation), ("cell", &cell)],
        )
    }

    /// Where this entry stands in [`ALL`], which the message lists follow.
    fn position(&self) -> usize {
        ALL.iter()
            .position(|e| e.name == self.name)
            .expect("an entry of the library")
    }
}

/// How many puzzles the library holds.
pub const COUNT: usize = 15;

/// Every puzzle, in the order of a lesson: small boards first, then easy to
/// hard, then the odd ones.
pub static ALL: &[Entry; COUNT] = &[
    Entry {
        name: "classic",
        size: 9,
        box_shape: (3, 3),
        givens: 30,
        citation: "Wikipedia, \"Sudoku\" (https://en.wikipedia.org/wiki/Sudoku)",
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
        citation: "examples/puzzles/four.txt",
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
        citation: "examples/puzzles/six.txt",
        solutions: Solutions::One,
        candidates_placements: 96,
        step_limit: 1_000,
        text: include_str!("../../examples/puzzles/six.txt"),
    },
    Entry {
        name: "wipeout-4x4",
        size: 4,
        box_shape: (2, 2),
        givens: 4,
        citation: "sudoku-trace generate --box 2x2 --count 2 --seed 7",
        solutions: Solutions::One,
        candidates_placements: 14,
        step_limit: 100,
        text: include_str!("puzzles/wipeout-4x4.txt"),
    },
    Entry {
        name: "csp-6x6",
        size: 6,
        box_shape: (2, 3),
        givens: 10,
        citation: "sudoku-trace generate --box 2x3 --count 617 --seed 25",
        solutions: Solutions::One,
        candidates_placements: 371,
        step_limit: 3_000,
        text: include_str!("puzzles/csp-6x6.txt"),
    },
    Entry {
        name: "sixteen",
        size: 16,
        box_shape: (4, 4),
        givens: 153,
        citation: "examples/puzzles/sixteen.txt",
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
        citation: "Peter Norvig, \"Solving Every Sudoku Puzzle\" (https://norvig.com/sudoku.html), grid1",
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
        citation: "Arto Inkala, \"AI Escargot\", 2006 (https://www.sudokuwiki.org/Escargot)",
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
        citation: "Arto Inkala, 2012",
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
        citation: "JPF, Sudoku Players' Forums, April 2007 (http://www.sudokusnake.com/eastermonster.php)",
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
        citation: "tarek, Sudoku Players' Forums (forum.enjoysudoku.com), 2007",
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
        citation: "Peter Norvig, \"Solving Every Sudoku Puzzle\" (https://norvig.com/sudoku.html), grid2",
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
        citation: "Wikipedia, \"Sudoku solving algorithms\" (https://en.wikipedia.org/wiki/Sudoku_solving_algorithms)",
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
        citation: "Peter Norvig, \"Solving Every Sudoku Puzzle\" (https://norvig.com/sudoku.html), hard1",
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
        citation: "examples/puzzles/unsolvable.txt",
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
