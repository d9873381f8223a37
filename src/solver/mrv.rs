//! `mrv`: branch on the empty cell with the fewest candidates (minimum
//! remaining values; ties go to the first in reading order). No deduction:
//! choosing well alone can help a lot, or, on some puzzles, hurt.

use std::ops::ControlFlow;

use super::search::{Flow, Search};
use crate::trace::Sink;

/// The empty cell with the fewest candidates, first in reading order among
/// equals, or `None` when the board is full. Stops early at a cell with none.
pub(crate) fn fewest_candidates<S: Sink + ?Sized>(s: &Search<'_, S>) -> Option<usize> {
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
pub(crate) fn search<S: Sink + ?Sized>(s: &mut Search<'_, S>, depth: u32) -> Flow {
    let Some(index) = fewest_candidates(s) else {
        return s.solved(depth);
    };
    branch(s, index, depth, search)
}

/// Computes the candidates of the cell at `index` and tries each in
/// ascending order, calling `next` for the level below.
pub(crate) fn branch<S: Sink + ?Sized>(
    s: &mut Search<'_, S>,
    index: usize,
    depth: u32,
    next: fn(&mut Search<'_, S>, u32) -> Flow,
) -> Flow {
    s.candidates_computed(index, depth)?;
    let candidates = s.board.candidates(index);
    if candidates.is_empty() {
        return s.dead_end(index, depth);
    }
    let count = candidates.len() as u8;
    for (k, digit) in candidates.iter().enumerate() {
        s.place(index, digit, depth + 1, Some((k as u8 + 1, count)))?;
        next(s, depth + 1)?;
        s.undo(index, depth + 1)?;
    }
    ControlFlow::Continue(())
}
