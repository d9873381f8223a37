//! How many solutions a puzzle has: none, exactly one, or at least two.

use super::{Strategy, solve};
use crate::grid::{Cell, Grid};
use crate::trace::{End, Limits, NoSink};

/// What a search for up to two solutions found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Uniqueness {
    /// The puzzle has no solution.
    None,
    /// The puzzle has exactly one solution, this one.
    Unique(Grid),
    /// The puzzle has at least two solutions: two of them, and the first
    /// cell (in reading order) where they differ.
    Several(Grid, Grid, Cell),
    /// The step limit came before an answer.
    Undecided,
}

/// Looks for up to two solutions of `grid` with `strategy`, within `max_steps`.
pub fn uniqueness(grid: &Grid, strategy: Strategy, max_steps: Option<u64>) -> Uniqueness {
    let limits = Limits {
        max_solutions: Some(2),
        max_steps,
    };
    let report = solve(grid, strategy, limits, &mut NoSink);
    let mut found = report.solutions.into_iter();
    match (found.next(), found.next(), report.end) {
        (_, None, End::StepLimit) => Uniqueness::Undecided,
        (None, _, _) => Uniqueness::None,
        (Some(one), None, _) => Uniqueness::Unique(one),
        (Some(a), Some(b), _) => {
            let side = a.side();
            let at = (0..a.cells().len())
                .find(|&i| a.cells()[i] != b.cells()[i])
                .map(|i| Cell::from_index(i, side))
                .expect("two solutions found are different grids");
            Uniqueness::Several(a, b, at)
        }
    }
}
