//! `singles`: before each branch, deduce to a fixed point with naked singles
//! (a cell with one candidate) and hidden singles (a digit with one place in
//! a row, column or box); then branch like `mrv`. Going back takes the
//! deductions of that level back too.

use std::ops::ControlFlow;

use super::search::{Flow, SearchState};
use crate::grid::{DigitSet, Unit};
use crate::trace::{Rule, Sink};

/// The cells of every unit, by unit number (rows, then columns, then boxes).
pub(crate) struct Units {
    side: usize,
    members: Vec<u16>,
}

impl Units {
    pub(crate) fn new(shape: crate::grid::BoxShape) -> Units {
        let side = shape.side();
        let mut members = Vec::with_capacity(3 * side * side);
        for unit in Unit::ALL {
            for k in 0..side {
                // The first cell of unit k of this kind, then its members in reading order.
                let anchor = match unit {
                    Unit::Row => crate::grid::Cell::new(k, 0),
                    Unit::Column => crate::grid::Cell::new(0, k),
                    Unit::Box => crate::grid::Cell::new(
                        k / (side / shape.cols()) * shape.rows(),
                        k % (side / shape.cols()) * shape.cols(),
                    ),
                };
                members.extend(
                    crate::grid::unit_cells(shape, anchor, unit).map(|c| c.index(side) as u16),
                );
            }
        }
        Units { side, members }
    }

    fn cells(&self, unit: usize) -> &[u16] {
        &self.members[unit * self.side..(unit + 1) * self.side]
    }
}

/// Searches from the current board, with the unit tables of its shape.
pub(crate) fn search<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    units: &Units,
    cands: &mut Vec<u32>,
    depth: u32,
) -> Flow {
    let mark = s.trail.len();
    if propagate(s, units, cands, depth)? {
        match fewest_candidates(cands) {
            None => s.solved(depth)?,
            Some(index) => {
                s.branch(index, depth, &mut |s, depth| search(s, units, cands, depth))?
            }
        }
    }
    while s.trail.len() > mark {
        let index = s.trail.pop().expect("the trail is longer than the mark") as usize;
        s.retract(index, depth)?;
    }
    ControlFlow::Continue(())
}

/// The empty cell with the fewest candidates, the first in reading order
/// among equals, read from the sets of propagation's last pass: that pass
/// changed nothing, so they are exact (and 0 for filled cells).
fn fewest_candidates(cands: &[u32]) -> Option<usize> {
    let mut best: Option<(usize, u32)> = None;
    for (index, &bits) in cands.iter().enumerate() {
        if bits != 0 && best.is_none_or(|(_, fewest)| bits.count_ones() < fewest) {
            best = Some((index, bits.count_ones()));
        }
    }
    best.map(|(index, _)| index)
}

/// Deduces singles until none is left. `Continue(false)` after reporting a
/// contradiction (a cell with no candidate, or a digit with no place in a unit).
///
/// Each pass first looks at every empty cell (naked singles), keeping its
/// candidates in `cands`, then at every unit (hidden singles) through those
/// kept sets. A set kept before a deduction of the same pass may be too large,
/// never too small: it can only hide a single until the next pass, and each
/// hidden single is checked against the board before it is written.
fn propagate<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    units: &Units,
    cands: &mut Vec<u32>,
    depth: u32,
) -> ControlFlow<crate::trace::End, bool> {
    cands.resize(s.board.cell_count(), 0);
    // Indexed loops: the board and `cands` are read and written by index together.
    #[allow(clippy::needless_range_loop)]
    loop {
        let mut changed = false;
        for index in 0..s.board.cell_count() {
            if s.board.get(index) != 0 {
                cands[index] = 0;
                continue;
            }
            let candidates = s.board.candidates(index);
            let bits = candidates.bits();
            cands[index] = bits;
            // Bit tests rather than a count: this is the hottest loop.
            if bits == 0 {
                s.candidates_computed(index, depth)?;
                s.dead_end(index, depth)?;
                return ControlFlow::Continue(false);
            }
            if bits & (bits - 1) == 0 {
                let digit = candidates.first().expect("one candidate");
                s.deduce(index, digit, depth, Rule::NakedSingle, None)?;
                s.trail.push(index as u16);
                cands[index] = 0;
                changed = true;
            }
        }
        for (kind_index, kind) in Unit::ALL.into_iter().enumerate() {
            for number in 0..units.side {
                let unit = kind_index * units.side + number;
                let (mut once, mut twice) = (0u32, 0u32);
                for &cell in units.cells(unit) {
                    let c = cands[cell as usize];
                    twice |= once & c;
                    once |= c;
                }
                let held = s.board.unit_mask(kind_index, number);
                let missing = DigitSet::from_bits(s.board.full() & !held & !once);
                if let Some(digit) = missing.first() {
                    s.dead_end_in_unit(digit, unit, depth)?;
                    return ControlFlow::Continue(false);
                }
                for digit in DigitSet::from_bits(once & !twice & !held).iter() {
                    let bit = 1u32 << digit;
                    changed = true;
                    let place = units
                        .cells(unit)
                        .iter()
                        .map(|&c| c as usize)
                        .find(|&c| cands[c] & bit != 0);
                    // A deduction since the sets were kept may have taken the
                    // place (another hidden single in the same cell), or the
                    // digit: the next pass sees the contradiction.
                    let Some(index) = place else { continue };
                    if s.board.get(index) != 0 || !s.board.candidates(index).contains(digit) {
                        continue;
                    }
                    s.deduce(index, digit, depth, Rule::HiddenSingle, Some(kind))?;
                    s.trail.push(index as u16);
                    cands[index] = 0;
                }
            }
        }
        if !changed {
            return ControlFlow::Continue(true);
        }
    }
}
