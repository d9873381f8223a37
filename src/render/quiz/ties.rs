//! Ties: the cells a question about a choice of cell accepts when the
//! idea allows several and this tool's search breaks the tie in reading
//! order.
//!
//! - MRV says "a cell with the fewest values" ([`TieFinder::tie`]), and
//!   the degree heuristic "of those, one with the most empty peers"
//!   ([`TieFinder::by_degree`]);
//! - arc consistency propagates any cell whose one value left a peer
//!   still holds, in any order, reaching the same domains
//!   ([`TieFinder::propagating`]).
//!
//! A learner who names another cell of the tie has chosen as the idea
//! does, so the page takes it as right and says which the search took.
//! The domains are the ones the page draws: a cell's candidates on the
//! board less the values inference pruned ([`Reasoning::domain`]), as the
//! search counts them.

use serde::Serialize;

use crate::grid::{Cell, DigitSet, Grid, Unit};
use crate::replay::Reasoning;
use crate::trace::Event;

/// The cells tied at one choice.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tie {
    /// Every cell of the tie, by reading-order index, in reading order.
    pub cells: Vec<u32>,
    /// How many values each of them has (the fewest; 1 for propagation).
    pub values: u32,
}

impl Tie {
    /// The tie as a question's list of right answers: only when it has more
    /// than one cell and holds `answer`, the cell the search took (one that
    /// does not, from another program's trace, leaves the answer alone).
    pub fn accepting(self, answer: u32) -> Option<Tie> {
        (self.cells.len() > 1 && self.cells.contains(&answer)).then_some(self)
    }
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

    /// Every cell's domain as the board stands (empty for a filled cell).
    ///
    /// Asked at every placement of a long search, so the units' digits are
    /// gathered in one pass over the board rather than per cell.
    fn domains(&self) -> Vec<Option<DigitSet>> {
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
        cells
            .iter()
            .enumerate()
            .map(|(index, &digit)| {
                (digit == 0).then(|| {
                    let held = rows[index / side] | cols[index % side] | boxes[self.boxes[index]];
                    let domain = DigitSet::from_bits(full & !held);
                    if self.prunes {
                        self.reasoning.domain(Cell::from_index(index, side), domain)
                    } else {
                        domain
                    }
                })
            })
            .collect()
    }

    /// The cells arc consistency may propagate now: every empty cell with
    /// one value left that an empty peer still holds in its domain (its
    /// propagation would prune). Arc consistency reaches the same domains
    /// whichever it takes first; this tool's search takes the first in
    /// reading order.
    pub fn propagating(&self) -> Tie {
        let board = self.reasoning.board();
        let side = board.side();
        let domains = self.domains();
        let cells = (0..side * side)
            .filter(|&index| {
                let Some(domain) = domains[index].filter(|d| d.len() == 1) else {
                    return false;
                };
                let digit = domain.first().unwrap_or(0);
                let cell = Cell::from_index(index, side);
                Unit::ALL.iter().any(|&unit| {
                    board.unit_cells(cell, unit).any(|peer| {
                        peer != cell && domains[peer.index(side)].is_some_and(|d| d.contains(digit))
                    })
                })
            })
            .map(|index| index as u32)
            .collect();
        Tie { cells, values: 1 }
    }

    /// The tie on the board as it stands: every empty cell whose domain
    /// has the fewest values. Empty when the board is full.
    pub fn tie(&self) -> Tie {
        let mut tie = Tie {
            cells: Vec::new(),
            values: u32::MAX,
        };
        for (index, domain) in self.domains().into_iter().enumerate() {
            let Some(domain) = domain else {
                continue;
            };
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

    /// Of `tie`'s cells, those with the most empty peers (the degree
    /// heuristic, which breaks MRV's ties; further ties go to reading
    /// order, so each of them is right).
    pub fn by_degree(&self, tie: Tie) -> Tie {
        let board = self.reasoning.board();
        let side = board.side();
        let cells = board.cells();
        let degree = |index: u32| {
            let cell = Cell::from_index(index as usize, side);
            let mut empty: Vec<Cell> = Unit::ALL
                .iter()
                .flat_map(|&unit| board.unit_cells(cell, unit))
                .filter(|&peer| peer != cell && cells[peer.index(side)] == 0)
                .collect();
            // A peer in the cell's box and row (or column) is one peer.
            empty.sort_unstable();
            empty.dedup();
            empty.len()
        };
        let most = tie.cells.iter().map(|&c| degree(c)).max().unwrap_or(0);
        Tie {
            cells: tie
                .cells
                .into_iter()
                .filter(|&c| degree(c) == most)
                .collect(),
            values: tie.values,
        }
    }
}
