//! `mrv`: branch on the empty cell with the fewest candidates (minimum
//! remaining values; ties go to the first in reading order). No deduction:
//! choosing well alone can help a lot, or, on some puzzles, hurt.

use super::search::{Flow, SearchState};
use crate::trace::Sink;

/// The empty cell with the fewest candidates, first in reading order among
/// equals, or `None` when the board is full. Stops early at a cell with none.
pub(crate) fn fewest_candidates<S: Sink + ?Sized>(s: &SearchState<'_, S>) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None;
    for index in (0..s.board.cell_count()).filter(|&i| s.board.get(i) == 0) {
        let count = s.board.candidates(index).len();
        if best.is_none_or(|(_, fewest)| count < fewest) {
            best = Some((index, count));
            if count == 0 {
                break;
            }
        }
    }
    best.map(|(index, _)| index)
}

/// Searches from the current board.
pub(crate) fn search<S: Sink + ?Sized>(s: &mut SearchState<'_, S>, depth: u32) -> Flow {
    let Some(index) = fewest_candidates(s) else {
        return s.solved(depth);
    };
    s.branch(index, depth, &mut search)
}
