//! The verifier's own plain board: the givens, the placements and
//! deductions standing on them, and what the rules ask of the board now.
//! It shares no code with the solvers' boards, so a bug there cannot hide
//! itself here.

use super::Verifier;
use super::claim::{BoundsClaim, Claim, Holds, SearchClaim};
use crate::grid::{Cell, DigitSet, Unit, unit_cells};
use crate::trace::{Effect, Exclusion, Origin};

/// A placement standing on the current path.
#[derive(Clone, Copy, Debug)]
pub(super) struct Standing {
    pub(super) cell: Cell,
    pub(super) digit: u8,
    pub(super) depth: u32,
    pub(super) step: u64,
    /// For a deduction: how many placements stood when it was made.
    pub(super) under: usize,
}

impl Verifier {
    /// Follows a valid event on the verifier's own board and path, as its
    /// [`Effect`] says: a guess goes on the path, a deduction stands under
    /// the guesses made before it, an undo takes the top guess off, a
    /// retraction its cell's deduction.
    pub(super) fn follow(&mut self, effect: Effect, depth: u32) {
        match effect {
            Effect::Fill { cell, digit, by } => {
                let standing = Standing {
                    cell,
                    digit,
                    depth,
                    step: self.step,
                    under: self.placements.len(),
                };
                match by {
                    Origin::Guess => self.placements.push(Standing {
                        under: 0,
                        ..standing
                    }),
                    Origin::Rule => self.deductions.push(standing),
                }
                self.board.set(cell, digit);
            }
            Effect::Clear { cell, by, .. } => {
                match by {
                    Origin::Guess => drop(self.placements.pop()),
                    Origin::Rule => {
                        if let Some(at) = self.deductions.iter().rposition(|d| d.cell == cell) {
                            self.deductions.remove(at);
                        }
                    }
                }
                self.board.set(cell, 0);
            }
            // Domains follow prunings and undos in `follow_textbook`.
            Effect::Prune { .. } | Effect::None => {}
        }
    }

    /// The side of the puzzle: its number of digits, rows and columns.
    pub(super) fn side(&self) -> usize {
        self.shape.side()
    }

    /// The number of placements standing: the depth of the next event.
    pub(super) fn depth(&self) -> u32 {
        self.placements.len() as u32
    }

    /// A cell on the board; the reader checks this too, but a caller of
    /// [`Verifier::check`] may not go through the reader.
    pub(super) fn in_grid(&self, cell: Cell) -> Result<(), Claim> {
        let side = self.side();
        if usize::from(cell.row) < side && usize::from(cell.col) < side {
            return Ok(());
        }
        let claim = BoundsClaim::Cell {
            row: cell.row,
            col: cell.col,
            side,
        };
        Err(Claim::Bounds(claim))
    }

    /// What a cell holds.
    pub(super) fn holds(&self, cell: Cell) -> Holds {
        let digit = self.board.get(cell);
        if digit == 0 {
            return Holds::Empty;
        }
        if self.givens.get(cell) != 0 {
            return Holds::Given(digit);
        }
        if let Some(p) = self.placements.iter().rev().find(|p| p.cell == cell) {
            return Holds::Placed(digit, p.step);
        }
        if let Some(p) = self.deductions.iter().rev().find(|p| p.cell == cell) {
            return Holds::Deduced(digit, p.step);
        }
        Holds::Digit(digit)
    }

    /// A cell on the board that holds nothing yet.
    pub(super) fn empty_cell(&self, cell: Cell) -> Result<(), Claim> {
        self.in_grid(cell)?;
        if self.board.get(cell) == 0 {
            return Ok(());
        }
        let holds = self.holds(cell);
        Err(Claim::NotEmpty { cell, holds })
    }

    /// A digit of this puzzle, 1 to the side.
    pub(super) fn digit(&self, digit: u8) -> Result<(), Claim> {
        let side = self.side();
        if digit >= 1 && usize::from(digit) <= side {
            return Ok(());
        }
        Err(Claim::Bounds(BoundsClaim::Digit { digit, side }))
    }

    /// A row, column or box index of this puzzle, 0 to the side less one.
    pub(super) fn unit_index(&self, index: u8) -> Result<(), Claim> {
        let side = self.side();
        if usize::from(index) < side {
            return Ok(());
        }
        Err(Claim::Bounds(BoundsClaim::UnitIndex { index, side }))
    }

    /// The first peer of `cell` holding `digit` ([`Grid::first_holder`]).
    pub(super) fn first_holder(&self, cell: Cell, digit: u8) -> Option<(Cell, Unit)> {
        self.board.first_holder(cell, digit)
    }

    /// The digits no peer of `cell` holds.
    pub(super) fn candidates(&self, cell: Cell) -> DigitSet {
        self.board.candidates(cell)
    }

    /// Every peer reason, ascending by digit, as [`Event::CandidatesComputed`] lists them.
    pub(super) fn exclusions(&self, cell: Cell) -> Vec<Exclusion> {
        self.board
            .holders(cell)
            .iter()
            .enumerate()
            .filter_map(|(digit, h)| {
                h.map(|(peer, unit)| Exclusion {
                    digit: digit as u8,
                    peer,
                    unit,
                })
            })
            .collect()
    }

    /// No peer of `cell` holds `digit`; `deduction` names the event in the
    /// fault (a deduction, or else a placement).
    pub(super) fn no_clash(&self, cell: Cell, digit: u8, deduction: bool) -> Result<(), Claim> {
        let Some((peer, unit)) = self.first_holder(cell, digit) else {
            return Ok(());
        };
        let candidates = self.candidates(cell);
        Err(Claim::Clash {
            deduction,
            digit,
            cell,
            peer,
            unit,
            candidates,
        })
    }

    /// The empty cells of a unit where `digit` could go, or a fault when the
    /// unit already holds it.
    pub(super) fn places(&self, digit: u8, unit: Unit, index: u8) -> Result<Vec<Cell>, Claim> {
        let side = self.side();
        let index = usize::from(index);
        let anchor = match unit {
            Unit::Row => Cell::new(index, 0),
            Unit::Column => Cell::new(0, index),
            Unit::Box => {
                let across = side / self.shape.cols();
                Cell::new(
                    index / across * self.shape.rows(),
                    index % across * self.shape.cols(),
                )
            }
        };
        let cells: Vec<Cell> = unit_cells(self.shape, anchor, unit).collect();
        if let Some(&holder) = cells.iter().find(|&&c| self.board.get(c) == digit) {
            let claim = SearchClaim::DigitStands {
                digit,
                unit,
                index: index as u8,
                holder,
            };
            return Err(Claim::Search(claim));
        }
        Ok(cells
            .into_iter()
            .filter(|&c| self.board.get(c) == 0 && self.candidates(c).contains(digit))
            .collect())
    }
}
