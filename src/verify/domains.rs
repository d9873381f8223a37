//! The verifier's own domains, for the textbook's search (`backtrack` with
//! inference): a cell's domain is its candidates among the givens, less the
//! prunings standing. A pruning belongs to the guess standing at its depth
//! and is put back when that guess is undone; a pruning at depth 0 is never
//! put back. Bounded by the board: a digit leaves a cell's domain at most
//! once while it stands, so at most cells × digits prunings stand.

use crate::grid::{Cell, DigitSet, Grid};

/// Every cell's domain, as the prunings standing leave it.
#[derive(Clone, Debug)]
pub(super) struct Domains {
    side: usize,
    /// Each cell's candidates among the givens alone.
    base: Vec<DigitSet>,
    /// The digits pruned from each cell, standing.
    pruned: Vec<DigitSet>,
    /// The prunings standing, oldest first, with their depth.
    trail: Vec<(u32, Cell, u8)>,
}

impl Domains {
    /// The domains before any pruning: each cell's candidates among `givens`.
    pub(super) fn new(givens: &Grid) -> Domains {
        let side = givens.side();
        let base = (0..side * side)
            .map(|i| givens.candidates(Cell::from_index(i, side)))
            .collect();
        Domains {
            side,
            base,
            pruned: vec![DigitSet::default(); side * side],
            trail: Vec::new(),
        }
    }

    /// The candidates of `cell` among the givens alone: its domain before
    /// any pruning, and the digits a conflict set accounts for.
    pub(super) fn base(&self, cell: Cell) -> DigitSet {
        self.base[cell.index(self.side)]
    }

    /// The current domain of `cell`.
    pub(super) fn get(&self, cell: Cell) -> DigitSet {
        let i = cell.index(self.side);
        self.base[i].minus(self.pruned[i])
    }

    /// The guesses, by depth, whose prunings of `cell` stand, each with
    /// the first digit it took: FC-CBJ's `pruned_by`, the earliest first.
    pub(super) fn pruned_by(&self, cell: Cell) -> Vec<(u32, u8)> {
        let mut by: Vec<(u32, u8)> = Vec::new();
        for &(depth, c, digit) in &self.trail {
            if c == cell && depth > 0 && !by.iter().any(|&(d, _)| d == depth) {
                by.push((depth, digit));
            }
        }
        by.sort_by_key(|&(depth, _)| depth);
        by
    }

    /// Takes `digit` out of the domain of `cell`, for the guess at `depth`.
    pub(super) fn prune(&mut self, cell: Cell, digit: u8, depth: u32) {
        let i = cell.index(self.side);
        self.pruned[i] = self.pruned[i].with(digit);
        self.trail.push((depth, cell, digit));
    }

    /// Puts back every pruning made under the guess at `depth` or deeper:
    /// the guess at `depth` is undone. Depth 0 is never undone.
    pub(super) fn undo(&mut self, depth: u32) {
        while let Some(&(d, cell, digit)) = self.trail.last() {
            if d < depth || d == 0 {
                break;
            }
            let i = cell.index(self.side);
            self.pruned[i] = self.pruned[i].without(digit);
            self.trail.pop();
        }
    }
}
