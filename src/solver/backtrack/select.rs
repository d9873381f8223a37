//! Which cell comes next: the first empty one, the one with the fewest
//! values left (minimum remaining values), or of those the one with the most
//! empty peers (the degree heuristic).

use super::super::board::Board;
use super::inference::Domains;
use super::{Peers, Select};

/// The empty cell `select` picks, or `None` when the board is full.
pub(crate) fn next(
    board: &Board,
    domains: &Domains,
    peers: &Peers,
    select: Select,
) -> Option<usize> {
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
        Select::MrvDegree => {
            // (index, values, empty peers): fewer values first, then more
            // empty peers; strictly better only, so further ties stay with
            // the first in reading order.
            let mut best: Option<(usize, usize, usize)> = None;
            for index in empties {
                let count = domains.get(board, index).len();
                if best.is_some_and(|(_, fewest, _)| count > fewest) {
                    continue;
                }
                let degree = peers
                    .of(index)
                    .iter()
                    .filter(|&&p| board.get(usize::from(p)) == 0)
                    .count();
                let better = best.is_none_or(|(_, fewest, most)| {
                    count < fewest || (count == fewest && degree > most)
                });
                if better {
                    best = Some((index, count, degree));
                }
            }
            best.map(|(index, _, _)| index)
        }
    }
}
