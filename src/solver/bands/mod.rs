//! The 9×9 engine of `singles` when nobody listens (`--format none`,
//! `check`, `bench`, uniqueness, `count`): the same search tree as the
//! traced `singles` (`solver/singles.rs`), event for event, on a board
//! built for 9×9.
//!
//! What makes it fast, against the traced search's full passes:
//!
//! - the candidates are kept digit-major, one 81-bit board of places per
//!   digit (the three 27-bit bands of JCZSolve and tdoku, end to end in a
//!   `u128`), so a placement takes its digit from every peer with one AND
//!   and learns which peers lost it with another ([`state::State::place`]);
//! - a pass reads only the cells and units that changed since it last read
//!   them ([`propagate`]), instead of all 81 cells and 27 units;
//! - no event is built, no board of any size, no allocation but the
//!   solutions; a guess copies the node's board and taking it back drops
//!   the copy.
//!
//! What it keeps from the traced search, so that the counters agree:
//! the order of deductions (cells in reading order, then rows, columns,
//! boxes, the hidden singles of a pass found from the candidate sets as the
//! cell pass read them, a set read before a later deduction staying too
//! large), hence where a dead end is found and how many deductions came
//! before it; the branch cell (the fewest candidates, the first in reading
//! order); the digits in ascending order; and every event's place in the
//! log, so that the step limit, the deadline and the budget of placements
//! stop it exactly where they stop the traced search
//! (`tests/it/same_tree.rs` holds the two to the same `Report`).

mod lanes;
mod propagate;
mod state;
mod tables;

use std::ops::ControlFlow;

use super::search::{Deadline, KEPT_SOLUTIONS, Tally};
use super::{Report, search::Flow};
use crate::grid::{BoxShape, Grid};
use crate::trace::{End, EventKind, Limits, Stats};
use propagate::{Fixpoint, count, propagate};
use state::State;

/// Whether this engine takes `grid`: 9×9 with 3×3 boxes.
pub(crate) fn fits(grid: &Grid) -> bool {
    grid.shape() == BoxShape::new(3, 3).expect("3x3 is a box shape")
}

/// Runs `singles` untraced on a 9×9 `grid` ([`fits`]), as
/// [`super::count`] would with the traced engine.
pub(crate) fn solve(
    grid: &Grid,
    limits: Limits,
    deadline: Option<&Deadline>,
    max_placements: Option<u64>,
) -> Report {
    debug_assert!(fits(grid));
    // Givens that clash: no solution and no event, as `Board::new` says.
    let Some(mut state) = State::new(grid.cells()) else {
        return Report {
            end: End::Exhausted,
            stats: Stats::default(),
            solutions: Vec::new(),
        };
    };
    let mut run = Run {
        tally: Tally::new(limits, deadline, max_placements),
        solutions: Vec::new(),
        shape: grid.shape(),
    };
    let end = match run.search(&mut state, 0) {
        ControlFlow::Continue(()) => End::Exhausted,
        ControlFlow::Break(end) => end,
    };
    Report {
        end,
        stats: run.tally.stats,
        solutions: run.solutions,
    }
}

/// A search in progress: the counters and limits, and the solutions found.
struct Run<'s> {
    tally: Tally<'s>,
    solutions: Vec<Grid>,
    shape: BoxShape,
}

impl Run<'_> {
    /// One node: propagate, then report a solution or branch; on the way
    /// back, take this node's deductions back (one event each).
    fn search(&mut self, state: &mut State, depth: u32) -> Flow {
        let mut deductions = 0;
        if let Fixpoint::Consistent = propagate(state, &mut self.tally, depth, &mut deductions)? {
            match state.branch_cell() {
                None => self.solved(state, depth)?,
                Some(i) => self.branch(state, i, depth)?,
            }
        }
        if let ControlFlow::Break((end, _)) =
            self.tally
                .count_many(EventKind::Retracted, depth, u64::from(deductions))
        {
            return ControlFlow::Break(end);
        }
        ControlFlow::Continue(())
    }

    /// Tries each candidate of cell `i`, ascending, each on a copy of the board.
    fn branch(&mut self, state: &State, i: usize, depth: u32) -> Flow {
        count(&mut self.tally, EventKind::CandidatesComputed, depth)?;
        let mut digits = state.cur[i];
        while digits != 0 {
            let d = digits.trailing_zeros() as u8;
            digits &= digits - 1;
            if !self.tally.may_place() {
                return ControlFlow::Break(End::PlacementLimit);
            }
            count(&mut self.tally, EventKind::Placed, depth + 1)?;
            let mut child = *state;
            child.place(i, d, 0);
            self.search(&mut child, depth + 1)?;
            count(&mut self.tally, EventKind::Undone, depth + 1)?;
        }
        ControlFlow::Continue(())
    }

    /// Reports the full board; stops when enough solutions were found.
    fn solved(&mut self, state: &State, depth: u32) -> Flow {
        count(&mut self.tally, EventKind::Solved, depth)?;
        let number = self.tally.stats.solutions;
        if self.solutions.len() < KEPT_SOLUTIONS {
            let grid = Grid::from_cells(self.shape, state.cells.to_vec())
                .expect("a full 9x9 board is a well-formed grid");
            self.solutions.push(grid);
        }
        if self.tally.enough_solutions(number) {
            return ControlFlow::Break(End::SolutionLimit);
        }
        ControlFlow::Continue(())
    }
}
