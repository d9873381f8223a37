//! Which value comes first: ascending digits, or the least-constraining
//! value (the one that removes the fewest options from the current domains
//! of the cell's empty peers; ties: the smaller digit).

use super::super::board::Board;
use super::inference::Domains;
use super::{Peers, Values};
use crate::grid::MAX_SIDE;

/// A cell's values in the order they are tried, with the options each
/// removes from its empty peers' domains (kept for LCV; 0 when ascending).
/// Fixed-size, so ordering allocates nothing.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Order {
    digits: [u8; MAX_SIDE],
    removes: [u8; MAX_SIDE],
    len: usize,
}

impl Default for Order {
    fn default() -> Order {
        Order {
            digits: [0; MAX_SIDE],
            removes: [0; MAX_SIDE],
            len: 0,
        }
    }
}

impl Order {
    /// The digits, in the order to try them.
    pub(crate) fn digits(&self) -> &[u8] {
        &self.digits[..self.len]
    }

    /// For each digit of [`Order::digits`], how many empty peers hold it in
    /// their domain (what placing it would remove).
    #[allow(dead_code)] // read by the LCV event, once it exists
    pub(crate) fn removes(&self) -> &[u8] {
        &self.removes[..self.len]
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Fills `out` with the values of the empty cell at `index` in the order
/// `values` tries them.
pub(crate) fn order(
    board: &Board,
    domains: &Domains,
    peers: &Peers,
    index: usize,
    values: Values,
    out: &mut Order,
) {
    out.len = 0;
    for digit in domains.get(board, index).iter() {
        let removes = match values {
            Values::Ascending => 0,
            Values::Lcv => peers
                .of(index)
                .iter()
                .map(|&p| usize::from(p))
                .filter(|&p| board.get(p) == 0 && domains.get(board, p).contains(digit))
                .count() as u8,
        };
        out.digits[out.len] = digit;
        out.removes[out.len] = removes;
        out.len += 1;
    }
    if values == Values::Lcv {
        // Digits are distinct, so sorting (count, digit) is deterministic
        // and puts equal counts in ascending digit order.
        let mut pairs = [(0u8, 0u8); MAX_SIDE];
        for (pair, (&removes, &digit)) in pairs.iter_mut().zip(out.removes.iter().zip(&out.digits))
        {
            *pair = (removes, digit);
        }
        let pairs = &mut pairs[..out.len];
        pairs.sort_unstable();
        for (k, &(removes, digit)) in pairs.iter().enumerate() {
            out.digits[k] = digit;
            out.removes[k] = removes;
        }
    }
}
