//! Which cell comes next: the first empty one, or the one with the fewest
//! values left (minimum remaining values).

use super::super::board::Board;
use super::Select;
use super::inference::Domains;

/// The empty cell `select` picks, or `None` when the board is full.
pub(crate) fn next(board: &Board, domains: &Domains, select: Select) -> Option<usize> {
    let mut empties = (0..board.cell_count()).filter(|&i| board.get(i) == 0);
    match select {
        Select::First => empties.next(),
        Select::Mrv => {
            let mut best: Option<(usize, usize)> = None;
            for index in empties {
                let count = domains.get(board, index).len();
                // Strictly fewer: ties stay with the first in reading order.
                if best.is_none_or(|(_, fewest)| count < fewest) {
                    best = Some((index, count));
                    if count == 0 {
                        break;
                    }
                }
            }
            best.map(|(index, _)| index)
        }
    }
}
