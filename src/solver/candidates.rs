//! `candidates`, the search of seed 000: take the first empty cell in reading
//! order, work out its candidates, try each in ascending order, recurse.

use std::ops::ControlFlow;

use super::search::{Flow, Search};
use crate::trace::Sink;

/// Searches from the `next`-th empty cell of `empties` (all earlier ones are
/// filled, so it is the first empty cell in reading order).
pub(crate) fn search<S: Sink + ?Sized>(
    s: &mut Search<'_, S>,
    empties: &[usize],
    next: usize,
    depth: u32,
) -> Flow {
    let Some(&index) = empties.get(next) else {
        return s.solved(depth);
    };
    s.candidates_computed(index, depth)?;
    let candidates = s.board.candidates(index);
    if candidates.is_empty() {
        return s.dead_end(index, depth);
    }
    let count = candidates.len() as u8;
    for (k, digit) in candidates.iter().enumerate() {
        s.place(index, digit, depth + 1, Some((k as u8 + 1, count)))?;
        search(s, empties, next + 1, depth + 1)?;
        s.undo(index, depth + 1)?;
    }
    ControlFlow::Continue(())
}
