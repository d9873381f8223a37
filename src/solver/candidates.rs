//! `candidates`, the search of seed 000: take the first empty cell in reading
//! order, work out its candidates, try each in ascending order, recurse.

use super::search::{Flow, SearchState};
use crate::trace::Sink;

/// Searches from the `next`-th empty cell of `empties` (all earlier ones are
/// filled, so it is the first empty cell in reading order).
pub(crate) fn search<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    empties: &[usize],
    next: usize,
    depth: u32,
) -> Flow {
    let Some(&index) = empties.get(next) else {
        return s.solved(depth);
    };
    s.branch(index, depth, &mut |s, depth| {
        search(s, empties, next + 1, depth)
    })
}
