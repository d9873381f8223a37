//! MRV's ties: the cells a "which cell next" question accepts when the
//! search chooses by the fewest values left.
//!
//! MRV itself only says "a cell with the fewest values"; this tool's
//! search breaks ties in reading order. A learner who names another cell
//! of the tie has chosen as MRV does, so the page takes it as right and
//! says which the search took. The domains are the ones the page draws:
//! a cell's candidates on the board less the values inference pruned
//! ([`Reasoning::domain`]), as the search counts them.

use serde::Serialize;

use crate::grid::{Cell, DigitSet, Grid};
use crate::replay::Reasoning;
use crate::trace::Event;

/// The cells tied for the fewest values at one choice.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tie {
    /// Every empty cell with the fewest values, by reading-order index,
    /// in reading order.
    pub cells: Vec<u32>,
    /// How many values each of them has.
    pub values: u32,
}

/// Follows the board and the domains to say, at any event, which cells
/// tie for the fewest values.
pub struct TieFinder {
    reasoning: Reasoning,
    /// Each cell's box, by reading-order index.
    boxes: Vec<usize>,
    /// Whether an event so far pruned a domain (else a domain is the
    /// cell's candidates, and no pruning needs looking up).
    prunes: bool,
}

impl TieFinder {
    /// Before the first event of a search from `givens`.
    pub fn new(givens: Grid) -> TieFinder {
        let side = givens.side();
        let boxes = (0..side * side)
            .map(|i| Cell::from_index(i, side).box_index(givens.shape()))
            .collect();
        TieFinder {
            reasoning: Reasoning::new(givens),
            boxes,
            prunes: false,
        }
    }

    /// Follows one event (after the tie before it has been asked for).
    pub fn apply(&mut self, event: &Event) {
        self.prunes |= matches!(event, Event::Pruned { .. });
        self.reasoning.apply(event);
    }

    /// The tie on the board as it stands: every empty cell whose domain
    /// has the fewest values. Empty when the board is full.
    ///
    /// Asked at every placement of a long search, so the units' digits are
    /// gathered in one pass over the board rather than per cell.
    pub fn tie(&self) -> Tie {
        let board = self.reasoning.board();
        let side = board.side();
        let cells = board.cells();
        let mut rows = vec![0u32; side];
        let mut cols = vec![0u32; side];
        let mut boxes = vec![0u32; side];
        for (index, &digit) in cells.iter().enumerate() {
            if digit != 0 {
                let bit = 1u32 << digit;
                rows[index / side] |= bit;
                cols[index % side] |= bit;
                boxes[self.boxes[index]] |= bit;
            }
        }
        let full = DigitSet::full(side).bits();
        let mut tie = Tie {
            cells: Vec::new(),
            values: u32::MAX,
        };
        for (index, &digit) in cells.iter().enumerate() {
            if digit != 0 {
                continue;
            }
            let held = rows[index / side] | cols[index % side] | boxes[self.boxes[index]];
            let mut domain = DigitSet::from_bits(full & !held);
            if self.prunes {
                domain = self.reasoning.domain(Cell::from_index(index, side), domain);
            }
            let values = domain.len() as u32;
            if values < tie.values {
                tie.values = values;
                tie.cells.clear();
            }
            if values == tie.values {
                tie.cells.push(index as u32);
            }
        }
        if tie.cells.is_empty() {
            tie.values = 0;
        }
        tie
    }
}
