//! The board of the 9×9 engine: candidates kept digit-major (one 81-bit
//! board of places per digit) and cell-major (a digit set per cell, now and
//! as the pass last read it), plus what the traced pass order needs to be
//! replayed without rescanning.

use super::lanes::spread;
use super::tables::{
    ALL_CELLS, ALL_DIGITS, ALL_UNITS, PEERS, UNIT_BOARDS, UNIT_CELLS, UNIT_MASK_OF, UNITS_OF,
};

/// One search node's board. `Copy`, about 1 KB: a guess copies it, and
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
    /// For each unit, how many of its `kept` sets hold each digit
    /// ([`super::lanes`]), kept in step with `kept`.
    pub(super) counts: [u64; 27],
    /// The digits each unit holds, one bit in each held digit's counter of
    /// [`super::lanes`] (so a unit's counts are read against them directly).
    pub(super) held: [u64; 27],
    /// The empty cells.
    pub(super) empty: u128,
    /// The empty cells with at most one candidate: the only cells where
    /// the cell pass finds something (a naked single or a dead end). A
    /// cell's candidates only shrink, so it stays here until it is filled.
    pub(super) hot: u128,
    /// Cells whose `kept` set is older than `cur` (read before a later
    /// deduction of the same pass): brought up to date when the next pass
    /// reads them.
    pub(super) stale: u128,
    /// Units whose `kept` sets or held digits changed since the pass last
    /// looked at them: only these can hold a hidden single or a missing digit.
    pub(super) dirty: u32,
}

impl State {
    /// The board of `cells` (0 for empty), every cell and unit still to
    /// be looked at; `None` when two givens clash.
    pub(super) fn new(cells: &[u8]) -> Option<State> {
        let mut held = [0u16; 27];
        let mut empty = ALL_CELLS;
        for (i, &d) in cells.iter().enumerate() {
            if d != 0 {
                let digit = 1u16 << d;
                for u in UNITS_OF[i] {
                    // A unit that already holds the digit: two givens clash.
                    if held[usize::from(u)] & digit != 0 {
                        return None;
                    }
                    held[usize::from(u)] |= digit;
                }
                empty &= !(1u128 << i);
            }
        }
        // Digit-major first: a digit's places are the empty cells outside
        // every unit holding it.
        let mut places = [0u128; 10];
        for (d, place) in places.iter_mut().enumerate().skip(1) {
            let mut seen = 0u128;
            for (u, &h) in held.iter().enumerate() {
                if h & 1 << d != 0 {
                    seen |= UNIT_BOARDS[u];
                }
            }
            *place = empty & !seen;
        }
        let mut cur = [0u16; 81];
        let mut hot = 0u128;
        let mut rest = empty;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            let [r, c, b] = UNITS_OF[i].map(usize::from);
            cur[i] = ALL_DIGITS & !(held[r] | held[c] | held[b]);
            if cur[i] & cur[i].wrapping_sub(1) == 0 {
                hot |= 1 << i;
            }
            rest &= rest - 1;
        }
        let mut counts = [0u64; 27];
        for (u, count) in counts.iter_mut().enumerate() {
            *count = UNIT_CELLS[u]
                .iter()
                .map(|&c| spread(cur[usize::from(c)]))
                .sum();
        }
        let mut board = [0u8; 81];
        board.copy_from_slice(cells);
        Some(State {
            cells: board,
            cur,
            kept: cur,
            counts,
            places,
            held: held.map(spread),
            empty,
            hot,
            stale: 0,
            dirty: ALL_UNITS,
        })
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
        // The cell leaves every digit's board: nine ANDs without a branch
        // cost less than a loop over its candidates.
        for places in &mut self.places {
            *places &= !bit;
        }
        self.cells[i] = d;
        self.cur[i] = 0;
        let gone = spread(self.kept[i]);
        for u in UNITS_OF[i] {
            self.counts[usize::from(u)] -= gone;
        }
        self.kept[i] = 0;
        self.empty &= !bit;
        self.hot &= !bit;
        self.stale = (self.stale | (affected & !in_step)) & !bit;
        let lane = spread(digit);
        for u in UNITS_OF[i] {
            self.held[usize::from(u)] |= lane;
        }
        self.dirty |= UNIT_MASK_OF[i];
        let mut rest = affected;
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            let left = self.cur[j] & !digit;
            self.cur[j] = left;
            // Without a branch: whether the cell is left with one digit or none.
            self.hot |= u128::from(left & left.wrapping_sub(1) == 0) << j;
            rest &= rest - 1;
        }
        let mut follow = affected & in_step;
        let gone = spread(digit);
        while follow != 0 {
            let j = follow.trailing_zeros() as usize;
            // In step, so `kept` is `cur` and holds the digit.
            debug_assert!(self.kept[j] & digit != 0);
            self.kept[j] &= !digit;
            for u in UNITS_OF[j] {
                self.counts[usize::from(u)] -= gone;
            }
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
            // `cur` only loses digits, so the stale set holds it.
            let gone = spread(self.kept[j] & !self.cur[j]);
            for u in UNITS_OF[j] {
                self.counts[usize::from(u)] -= gone;
            }
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
