//! The board at any step of a log, rebuilt from the givens and the events
//! ([`Replay`]), and what the textbook's sentences need besides
//! ([`Reasoning`]: domains with the prunings that narrowed them, the path
//! of guesses, the dead end a conflict set is told of).

mod reasoning;

pub use reasoning::{Blame, Pruning, Reasoning, StandingGuess};

use crate::grid::{Cell, Grid};
use crate::trace::{Effect, Event, Puzzle};

/// A board that follows a log by each event's [`Effect`]: placements and
/// deductions fill cells, undos and retractions empty them.
///
/// Renderers that show the board use it, since events carry changes, not boards.
#[derive(Clone, Debug)]
pub struct Replay {
    grid: Grid,
}

impl Replay {
    /// The board before the first event: the givens.
    pub fn new(givens: Grid) -> Replay {
        Replay { grid: givens }
    }

    /// The board of a log's puzzle record, if the record is well formed
    /// (as [`crate::bounds::puzzle_grid`] checks it).
    pub fn from_puzzle(puzzle: &Puzzle) -> Option<Replay> {
        crate::bounds::puzzle_grid(puzzle).ok().map(Replay::new)
    }

    /// Applies one event to the board, as its [`Effect`] says. An event
    /// naming a cell off the board or a digit past its side (another
    /// program's trace, unverified) leaves the board as it is.
    pub fn apply(&mut self, event: &Event) {
        let side = self.grid.side();
        let fits = |cell: Cell, digit: u8| self.grid.contains(cell) && usize::from(digit) <= side;
        match event.effect() {
            Effect::Fill { cell, digit, .. } if fits(cell, digit) => self.grid.set(cell, digit),
            Effect::Clear { cell, .. } if fits(cell, 0) => self.grid.set(cell, 0),
            Effect::Fill { .. } | Effect::Clear { .. } | Effect::Prune { .. } | Effect::None => {}
        }
    }

    /// The board now.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }
}
