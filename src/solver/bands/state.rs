//! The board of the 9×9 engine: candidates kept digit-major (one 81-bit
//! board of places per digit) and cell-major (a digit set per cell), plus
//! what the traced pass order needs to be replayed without rescanning.

use super::tables::{ALL_CELLS, ALL_DIGITS, ALL_UNITS, PEERS, UNIT_MASK_OF, UNITS_OF};

/// One search node's board. `Copy`, about 700 bytes: a guess copies it, and
/// taking the guess back is dropping the copy.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// The digit of each cell, 0 when empty.
    pub(super) cells: [u8; 81],
    /// Each cell's candidates now (bit `d` for digit `d`; 0 when filled).
    pub(super) cur: [u16; 81],
    /// Each cell's candidates as the traced pass last *read* them (its
    /// `cands`): the hidden singles of a pass are found from these, so a
    /// set read before a later deduction of the same pass stays too large,
    /// exactly as in the traced search. 0 when filled.
    pub(super) kept: [u16; 81],
    /// Digit-major: `places[d]` holds the empty cells where `d` is still a
    /// candidate (the three bands of digit `d` end to end); slot 0 unused.
    /// A placement finds the peers it takes `d` from with one AND.
    pub(super) places: [u128; 10],
    /// The digits each unit holds (bit `d`), as the board's unit masks.
    pub(super) held: [u16; 27],
    /// The empty cells.
    pub(super) empty: u128,
    /// Empty cells whose candidates changed since the pass last read them:
    /// only these can have become a naked single or a dead end.
    pub(super) touched: u128,
    /// Cells whose `kept` set is older than `cur` (read before a later
    /// deduction of the same pass): brought up to date when the next pass
    /// reads them.
    pub(super) stale: u128,
    /// Units whose `kept` sets or held digits changed since the pass last
    /// looked at them: only these can hold a hidden single or a missing digit.
    pub(super) dirty: u32,
}

impl State {
    /// The board of `cells` (0 for empty), which must not clash; every
    /// cell and unit is still to be looked at.
    pub(super) fn new(cells: &[u8]) -> State {
        let mut state = State {
            cells: [0; 81],
            cur: [ALL_DIGITS; 81],
            kept: [ALL_DIGITS; 81],
            places: [ALL_CELLS; 10],
            held: [0; 27],
            empty: ALL_CELLS,
            touched: 0,
            stale: 0,
            dirty: 0,
        };
        for (i, &d) in cells.iter().enumerate() {
            if d != 0 {
                state.place(i, d, 0);
            }
        }
        state.kept = state.cur;
        state.touched = state.empty;
        state.stale = 0;
        state.dirty = ALL_UNITS;
        state
    }

    /// Writes `d` into the empty cell `i` and takes `d` from its peers.
    /// `in_step`: the cells whose `kept` set follows the change (cells the
    /// pass has still to read); the other affected cells become stale.
    #[inline(always)]
    pub(super) fn place(&mut self, i: usize, d: u8, in_step: u128) {
        let bit = 1u128 << i;
        let digit = 1u16 << d;
        let affected = self.places[usize::from(d)] & PEERS[i];
        self.places[usize::from(d)] &= !PEERS[i];
        let mut others = self.cur[i];
        while others != 0 {
            self.places[others.trailing_zeros() as usize] &= !bit;
            others &= others - 1;
        }
        self.cells[i] = d;
        self.cur[i] = 0;
        self.kept[i] = 0;
        self.empty &= !bit;
        self.touched = (self.touched | affected) & !bit;
        self.stale = (self.stale | (affected & !in_step)) & !bit;
        for u in UNITS_OF[i] {
            self.held[usize::from(u)] |= digit;
        }
        self.dirty |= UNIT_MASK_OF[i];
        let mut rest = affected;
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            self.cur[j] &= !digit;
            rest &= rest - 1;
        }
        let mut follow = affected & in_step;
        while follow != 0 {
            let j = follow.trailing_zeros() as usize;
            self.kept[j] &= !digit;
            self.dirty |= UNIT_MASK_OF[j];
            follow &= follow - 1;
        }
    }

    /// Brings the stale `kept` sets up to date, as a new pass reads every cell.
    #[inline]
    pub(super) fn refresh(&mut self) {
        let mut rest = self.stale;
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            self.kept[j] = self.cur[j];
            self.dirty |= UNIT_MASK_OF[j];
            rest &= rest - 1;
        }
        self.stale = 0;
    }

    /// The empty cell with the fewest candidates, the first in reading
    /// order among equals (the traced search's branch cell), or `None` when
    /// the board is full. Only at a fixed point, where no cell has fewer
    /// than two, so the first cell with two ends the scan.
    #[inline]
    pub(super) fn branch_cell(&self) -> Option<usize> {
        let mut best: Option<(usize, u32)> = None;
        let mut rest = self.empty;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            let n = self.cur[i].count_ones();
            if best.is_none_or(|(_, fewest)| n < fewest) {
                best = Some((i, n));
                if n <= 2 {
                    break;
                }
            }
            rest &= rest - 1;
        }
        best.map(|(i, _)| i)
    }
}
