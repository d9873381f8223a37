//! Singles to a fixed point, in exactly the order of the traced `singles`
//! (`solver/singles.rs`), so that every count matches, dead ends included.
//!
//! A traced pass reads every empty cell in reading order (a naked single is
//! written at once, so later cells see it; a cell with no candidate is a
//! dead end), then every unit, rows, columns, boxes (a digit with no place
//! is a dead end; a digit with one place is written, found from the sets
//! the cell pass read). Here a pass reads only the cells with at most one
//! candidate (`hot`, kept up to date by every placement) and the units
//! whose sets changed (`dirty`): any other cell finds nothing, and any other
//! unit was read before and found nothing and would find nothing again, so
//! skipping them changes neither the events nor their order.

use std::ops::ControlFlow;

use super::lanes::{digit_of, ones, zeros};
use super::state::State;
use super::tables::{ALL_CELLS, UNIT_BOARDS, after, units_after};
use crate::solver::search::Tally;
use crate::trace::{End, EventKind};

/// How propagation at one node ended.
pub(super) enum Fixpoint {
    /// No single is left and no contradiction was found.
    Consistent,
    /// A dead end was reported.
    DeadEnd,
}

/// Deduces singles until none is left, counting each event as the traced
/// search emits it (a deduction; at a dead end, the cell's candidates and
/// the dead end, or the dead end of a unit). `deductions` counts this
/// node's deductions, for the retractions on the way back.
pub(super) fn propagate(
    state: &mut State,
    tally: &mut Tally<'_>,
    depth: u32,
    deductions: &mut u32,
) -> ControlFlow<End, Fixpoint> {
    loop {
        state.refresh();
        let mut changed = false;
        // The cell pass: the cells with at most one candidate, in reading
        // order, each read after the deductions before it (which may have
        // made a cell after them hot, or taken a hot cell's last digit).
        let mut from = ALL_CELLS;
        loop {
            let next = state.hot & from;
            if next == 0 {
                break;
            }
            let i = next.trailing_zeros() as usize;
            from = after(i);
            let bits = state.cur[i];
            if bits == 0 {
                count(tally, EventKind::CandidatesComputed, depth)?;
                count(tally, EventKind::DeadEnd, depth)?;
                return ControlFlow::Continue(Fixpoint::DeadEnd);
            }
            if bits & (bits - 1) == 0 {
                count(tally, EventKind::Deduced, depth)?;
                // The cells after this one are still to be read: their
                // read sets follow the deduction; those before keep theirs.
                state.place(i, bits.trailing_zeros() as u8, after(i));
                *deductions += 1;
                changed = true;
            }
        }
        // The unit pass: the changed units, in order, from the read sets.
        let mut from = u32::MAX;
        loop {
            let next = state.dirty & from;
            if next == 0 {
                break;
            }
            let u = next.trailing_zeros() as usize;
            state.dirty &= !(1u32 << u);
            from = units_after(u);
            let counts = state.counts[u];
            let held = state.held[u];
            if zeros(counts) & !held != 0 {
                count(tally, EventKind::DeadEnd, depth)?;
                return ControlFlow::Continue(Fixpoint::DeadEnd);
            }
            let mut singles = ones(counts) & !held;
            while singles != 0 {
                let d = digit_of(singles.trailing_zeros());
                singles &= singles - 1;
                // Found, whether or not it can still be written: the traced
                // pass goes round again either way.
                changed = true;
                // Its one place among the sets the cell pass read; the
                // places it has now are among those. None left: a deduction
                // since the sets were read took the place or the digit, and
                // the next pass sees the contradiction.
                let now = state.places[usize::from(d)] & UNIT_BOARDS[u];
                if now == 0 {
                    continue;
                }
                let i = now.trailing_zeros() as usize;
                count(tally, EventKind::Deduced, depth)?;
                state.place(i, d, 0);
                *deductions += 1;
            }
        }
        if !changed {
            return ControlFlow::Continue(Fixpoint::Consistent);
        }
    }
}

/// Counts one event the traced search would emit here.
#[inline(always)]
pub(super) fn count(tally: &mut Tally<'_>, kind: EventKind, depth: u32) -> ControlFlow<End> {
    match tally.count(kind, depth, 0) {
        ControlFlow::Continue(()) => ControlFlow::Continue(()),
        ControlFlow::Break((end, _)) => ControlFlow::Break(end),
    }
}
