//! How many solutions a puzzle has: none, exactly one, or at least two.

use super::{Deadline, Strategy, run};
use crate::grid::{Cell, Grid};
use crate::trace::{End, Limits, NoSink, Stats};

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
    /// A limit came before an answer: [`End::StepLimit`] or [`End::TimeLimit`].
    Undecided(End),
}

/// What a search for up to two solutions found, and what it did to find it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// None, one or several solutions, or undecided.
    pub uniqueness: Uniqueness,
    /// The counters of the search (untraced: the same as a trace of it
    /// would count).
    pub stats: Stats,
}

/// Looks for up to two solutions of `grid` with `strategy`, within `max_steps`.
pub fn uniqueness(grid: &Grid, strategy: Strategy, max_steps: Option<u64>) -> Uniqueness {
    search(grid, strategy, max_steps, None).uniqueness
}

/// [`uniqueness`] with the counters of the search, undecided also when
/// `deadline` (if any) expires first: what `check` reports.
pub fn uniqueness_counted(
    grid: &Grid,
    strategy: Strategy,
    max_steps: Option<u64>,
    deadline: Option<&Deadline>,
) -> Checked {
    search(grid, strategy, max_steps, deadline)
}

/// [`uniqueness`], undecided also when `deadline` expires first (see
/// [`super::solve_until`]).
pub fn uniqueness_until(
    grid: &Grid,
    strategy: Strategy,
    max_steps: Option<u64>,
    deadline: &Deadline,
) -> Uniqueness {
    search(grid, strategy, max_steps, Some(deadline)).uniqueness
}

fn search(
    grid: &Grid,
    strategy: Strategy,
    max_steps: Option<u64>,
    deadline: Option<&Deadline>,
) -> Checked {
    let limits = Limits {
        max_solutions: Some(2),
        max_steps,
        time_limit: None,
    };
    let report = run(grid, strategy, limits, deadline, None, &mut NoSink);
    let mut found = report.solutions.into_iter();
    let uniqueness = match (found.next(), found.next(), report.end) {
        (_, None, end @ (End::StepLimit | End::TimeLimit)) => Uniqueness::Undecided(end),
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
    };
    Checked {
        uniqueness,
        stats: report.stats,
    }
}
