//! A board as the sheet draws it: the digits, under inference each empty
//! cell's domain, and at most one marked cell.

use crate::grid::{Cell, DigitSet, Grid};

/// A board kept for the sheet.
#[derive(Clone)]
pub(super) struct Board {
    /// The digits on the board.
    pub(super) grid: Grid,
    /// Under inference, every cell's domain by cell index (empty for a
    /// filled cell); `None` when the search keeps no domains.
    pub(super) domains: Option<Vec<DigitSet>>,
    /// A cell to mark and its sign: ✗ at a dead end, ? for a question.
    pub(super) mark: Option<(Cell, &'static str)>,
}

impl Board {
    /// `grid` with `domains` pencilled in, nothing marked.
    pub(super) fn new(grid: Grid, domains: Option<Vec<DigitSet>>) -> Board {
        Board {
            grid,
            domains,
            mark: None,
        }
    }

    /// The board with `cell` marked by `sign`.
    pub(super) fn marked(mut self, cell: Cell, sign: &'static str) -> Board {
        self.mark = Some((cell, sign));
        self
    }

    /// The sign in `cell` when it is the marked one and empty.
    pub(super) fn sign(&self, cell: Cell) -> Option<&'static str> {
        self.mark
            .filter(|(m, _)| *m == cell && self.grid.get(cell) == 0)
            .map(|(_, sign)| sign)
    }

    /// The domain pencilled in `cell`: none for a filled cell, or for the
    /// marked one (what the question asks about is not given away).
    pub(super) fn domain(&self, cell: Cell) -> Option<DigitSet> {
        if self.grid.get(cell) != 0 || self.sign(cell).is_some() {
            return None;
        }
        let domains = self.domains.as_ref()?;
        domains.get(cell.index(self.grid.side())).copied()
    }
}
