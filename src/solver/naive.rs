//! `naive`, the search of seed 001: walk the cells in reading order; in an
//! empty cell try every digit 1..N with the row, column and box check.

use std::ops::ControlFlow;

use super::search::{Flow, SearchState};
use crate::trace::Sink;

/// Searches from the cell at reading-order `index` onwards.
pub(crate) fn search<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    index: usize,
    depth: u32,
) -> Flow {
    // Givens are stepped over, as seed 001 does one recursion at a time.
    let Some(index) = (index..s.board.cell_count()).find(|&i| s.board.get(i) == 0) else {
        return s.solved(depth);
    };
    let allowed = s.board.candidates(index);
    for digit in 1..=s.board.side() as u8 {
        if !allowed.contains(digit) {
            s.reject(index, digit, depth)?;
            continue;
        }
        s.place(index, digit, depth + 1, None)?;
        search(s, index + 1, depth + 1)?;
        s.undo(index, depth + 1)?;
    }
    if allowed.is_empty() {
        s.dead_end(index, depth)?;
    }
    ControlFlow::Continue(())
}
