//! Which value comes first: ascending digits, or the least-constraining
//! value (the one that removes the fewest options from the current domains
//! of the cell's empty peers; ties: the smaller digit).

use super::super::board::Board;
use super::super::search::{Flow, SearchState};
use super::inference::Domains;
use super::{Peers, Values};
use crate::grid::MAX_SIDE;
use crate::trace::{Event, EventKind, Sink, ValueCost};

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

    /// The values as [`Event::ValuesOrdered`] lists them: each digit with
    /// how many empty peers hold it in their domain (what placing it would
    /// remove).
    pub(crate) fn costs(&self) -> Vec<ValueCost> {
        self.digits()
            .iter()
            .zip(&self.removes)
            .map(|(&digit, &removes)| ValueCost { digit, removes })
            .collect()
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

/// Reports the least-constraining order of the cell at `index` (nothing to
/// report for ascending digits, nor for a cell with no value).
pub(crate) fn report<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    values: Values,
    index: usize,
    order: &Order,
    depth: u32,
) -> Flow {
    if values == Values::Ascending || order.is_empty() {
        return std::ops::ControlFlow::Continue(());
    }
    s.emit(EventKind::ValuesOrdered, depth, |b| Event::ValuesOrdered {
        cell: b.cell(index),
        depth,
        values: order.costs(),
    })
}
