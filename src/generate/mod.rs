//! Fresh puzzles for a class: a random solved grid, then givens taken away
//! one group at a time (a cell, or a cell and its symmetric image) while
//! the puzzle keeps exactly one solution, as `check` proves it.
//!
//! - **Minimal** (the default up to 9×9): every group is tried once, in a random
//!   order, and stays removed when the puzzle is still unique. One pass is
//!   enough: a given that could not go when more givens stood cannot go
//!   later either (fewer givens only allow more solutions). With a
//!   symmetry, minimal means no *group* can go.
//! - **A target** (`givens`): removing stops at that many givens or fewer
//!   (then the puzzle need not be minimal); with `minimal`, only a minimal
//!   puzzle with at most that many givens is kept. The default on boards
//!   larger than 9×9 is half the cells: proving uniqueness gets costly as a
//!   16×16 board empties (a minimal one takes seconds, not milliseconds),
//!   so minimal is asked for there, not assumed.
//! - **Filters** ([`Filter`]): the puzzle is rated by our own strategies
//!   and kept only when every filter passes.
//!
//! A candidate that misses its target or a filter is thrown away and a new
//! solved grid drawn, up to `attempts` times. Puzzle `index` of a run with
//! `seed` depends on nothing else ([`Rng::for_puzzle`]): the same seed gives
//! the same puzzles, in the same order, on any number of threads.

mod fill;
mod filter;
mod rng;
mod symmetry;

pub use fill::random_solution;
pub use filter::{Bound, Filter, MAX_PLACEMENTS};
pub use rng::Rng;
pub use symmetry::Symmetry;

use std::fmt;

use crate::grid::{BoxShape, Grid};
use crate::solver::{Strategy, Uniqueness, uniqueness};

/// What to generate: [`Options::new`] and the `with_*` methods, or its
/// fields set one by one.
#[derive(Clone, Debug, PartialEq, Eq)]
// Non-exhaustive: it grows with the tool; build it from its constructor.
#[non_exhaustive]
pub struct Options {
    /// The board: its box shape (the side is rows × cols).
    pub shape: BoxShape,
    /// Which givens go together.
    pub symmetry: Symmetry,
    /// Stop removing at this many givens or fewer.
    pub givens: Option<usize>,
    /// Remove until no group can go (the default when `givens` is not set).
    pub minimal: bool,
    /// Every filter a puzzle must pass.
    pub filters: Vec<Filter>,
    /// Solved grids tried for one puzzle before giving up.
    pub attempts: u32,
}

impl Options {
    /// The default puzzles of `shape`, with no symmetry and no filter:
    /// minimal up to 9×9, half the cells given on larger boards.
    pub fn new(shape: BoxShape) -> Options {
        let side = shape.side();
        let small = side <= 9;
        Options {
            shape,
            symmetry: Symmetry::None,
            givens: (!small).then_some(side * side / 2),
            minimal: small,
            filters: Vec::new(),
            attempts: 1_000,
        }
    }

    /// These options, their givens going together by `symmetry`.
    pub fn with_symmetry(mut self, symmetry: Symmetry) -> Options {
        self.symmetry = symmetry;
        self
    }
}

/// One generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// Solved grids drawn to find it (1 when the first would do).
    pub attempts: u32,
    /// What each filter measured, in the order of [`Options::filters`].
    pub measured: Vec<u64>,
}

/// Why no puzzle came within the attempts, as facts (the command line
/// words them in a language; `Display` in English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GiveUp {
    /// The attempts made.
    pub attempts: u32,
    /// With a target of givens: the fewest reached, and the target.
    pub givens: Option<(usize, usize)>,
    /// Each filter that turned candidates away, with how many it did.
    pub failed: Vec<(Filter, u32)>,
}

impl fmt::Display for GiveUp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut missed = Vec::new();
        if let Some((fewest, target)) = self.givens {
            missed.push(format!(
                "the fewest givens reached was {fewest}, the target {target}"
            ));
        }
        for (filter, n) in &self.failed {
            missed.push(format!("{n} failed {filter}"));
        }
        write!(
            f,
            "no puzzle within {} attempts: {}\n  = expected a target and filters that puzzles \
             of this size can meet (try fewer filters, a higher --givens, or more --attempts)",
            self.attempts,
            missed.join("; ")
        )
    }
}

impl std::error::Error for GiveUp {}

/// Whether `grid` has exactly one solution, proved as `check` proves it.
fn is_unique(grid: &Grid) -> bool {
    matches!(
        uniqueness(grid, Strategy::Singles, None),
        Uniqueness::Unique(_)
    )
}

/// The givens of `solution` taken away while the puzzle stays unique.
fn remove(solution: &Grid, options: &Options, rng: &mut Rng) -> Grid {
    let mut orbits = options.symmetry.orbits(solution.side());
    rng.shuffle(&mut orbits);
    let mut cells = solution.cells().to_vec();
    let shape = solution.shape();
    let stop_at = options.givens.filter(|_| !options.minimal);
    let mut filled = cells.len();
    for orbit in orbits {
        if stop_at.is_some_and(|target| filled <= target) {
            break;
        }
        for &i in &orbit {
            cells[i] = 0;
        }
        let candidate = Grid::from_cells(shape, cells.clone()).expect("the same shape");
        if is_unique(&candidate) {
            filled -= orbit.len();
        } else {
            for &i in &orbit {
                cells[i] = solution.cells()[i];
            }
        }
    }
    Grid::from_cells(shape, cells).expect("the same shape")
}

/// Puzzle `index` of a run seeded with `seed`.
///
/// # Errors
/// [`GiveUp`] when no candidate met the target and the filters within
/// `options.attempts` solved grids.
pub fn generate(options: &Options, seed: u64, index: u64) -> Result<Generated, GiveUp> {
    let mut rng = Rng::for_puzzle(seed, index);
    let mut fewest = usize::MAX;
    let mut failed: Vec<u32> = vec![0; options.filters.len()];
    for attempt in 1..=options.attempts.max(1) {
        let solution = random_solution(options.shape, &mut rng);
        let puzzle = remove(&solution, options, &mut rng);
        fewest = fewest.min(puzzle.filled());
        if options
            .givens
            .is_some_and(|target| puzzle.filled() > target)
        {
            continue;
        }
        let mut measured = Vec::with_capacity(options.filters.len());
        let mut passed = true;
        for (k, filter) in options.filters.iter().enumerate() {
            let (pass, value) = filter.passes(&puzzle);
            if !pass {
                failed[k] += 1;
                passed = false;
                break;
            }
            measured.push(value.unwrap_or_default());
        }
        if passed {
            return Ok(Generated {
                puzzle,
                solution,
                attempts: attempt,
                measured,
            });
        }
    }
    Err(GiveUp {
        attempts: options.attempts.max(1),
        givens: options.givens.map(|target| (fewest, target)),
        failed: options
            .filters
            .iter()
            .zip(&failed)
            .filter(|(_, n)| **n > 0)
            .map(|(filter, n)| (*filter, *n))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(rows: usize, cols: usize) -> BoxShape {
        BoxShape::new(rows, cols).unwrap()
    }

    /// Whether no group of `symmetry` can be removed from `puzzle`.
    fn is_minimal(puzzle: &Grid, symmetry: Symmetry) -> bool {
        symmetry.orbits(puzzle.side()).into_iter().all(|orbit| {
            if orbit.iter().any(|&i| puzzle.cells()[i] == 0) {
                return true;
            }
            let mut cells = puzzle.cells().to_vec();
            for &i in &orbit {
                cells[i] = 0;
            }
            !is_unique(&Grid::from_cells(puzzle.shape(), cells).unwrap())
        })
    }

    #[test]
    fn puzzles_are_unique_minimal_and_keep_their_solution() {
        for (rows, cols, count) in [(2, 2, 50), (2, 3, 30), (3, 2, 20), (3, 3, 20)] {
            let options = Options::new(shape(rows, cols));
            for index in 0..count {
                let g = generate(&options, 11, index).unwrap();
                assert!(is_unique(&g.puzzle), "{rows}x{cols} #{index}");
                assert!(g.solution.is_valid_solution() && g.solution.keeps_givens(&g.puzzle));
                assert!(
                    is_minimal(&g.puzzle, Symmetry::None),
                    "{rows}x{cols} #{index}"
                );
            }
        }
    }

    #[test]
    fn a_symmetric_puzzle_has_its_givens_in_groups() {
        for symmetry in [Symmetry::Rotational, Symmetry::Mirror] {
            let options = Options {
                symmetry,
                ..Options::new(shape(3, 3))
            };
            for index in 0..10 {
                let g = generate(&options, 3, index).unwrap();
                for orbit in symmetry.orbits(9) {
                    let given: Vec<bool> =
                        orbit.iter().map(|&i| g.puzzle.cells()[i] != 0).collect();
                    assert!(
                        given.iter().all(|&x| x == given[0]),
                        "{symmetry:?} {orbit:?}"
                    );
                }
                assert!(is_unique(&g.puzzle) && is_minimal(&g.puzzle, symmetry));
            }
        }
    }

    #[test]
    fn a_target_stops_removing_there() {
        let options = Options {
            givens: Some(40),
            minimal: false,
            ..Options::new(shape(3, 3))
        };
        for index in 0..10 {
            let g = generate(&options, 5, index).unwrap();
            assert_eq!(
                g.puzzle.filled(),
                40,
                "one cell at a time reaches it exactly"
            );
            assert!(is_unique(&g.puzzle));
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle() {
        let options = Options::new(shape(3, 3));
        assert_eq!(generate(&options, 9, 4), generate(&options, 9, 4));
        assert_ne!(
            generate(&options, 9, 4).unwrap().puzzle,
            generate(&options, 9, 5).unwrap().puzzle
        );
        assert_ne!(
            generate(&options, 9, 4).unwrap().puzzle,
            generate(&options, 10, 4).unwrap().puzzle
        );
    }

    #[test]
    fn filters_keep_only_the_puzzles_that_pass() {
        let options = Options {
            filters: vec![
                Filter::parse("singles:placements=0", Bound::AtMost).unwrap(),
                Filter::parse("candidates:placements=60", Bound::AtLeast).unwrap(),
            ],
            ..Options::new(shape(3, 3))
        };
        for index in 0..5 {
            let g = generate(&options, 1, index).unwrap();
            for (filter, &value) in options.filters.iter().zip(&g.measured) {
                assert!(filter.passes(&g.puzzle).0, "{filter}");
                assert_eq!(filter.measure(&g.puzzle), Some(value));
            }
        }
        let impossible = Options {
            givens: Some(3),
            attempts: 2,
            ..Options::new(shape(3, 3))
        };
        let err = generate(&impossible, 1, 0).unwrap_err();
        assert_eq!(err.attempts, 2);
        assert!(err.to_string().contains("the target 3"), "{err}");
    }
}
