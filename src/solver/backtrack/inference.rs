//! Inference after a placement: forward checking and maintaining arc
//! consistency, on domains kept beside the board.
//!
//! With no inference a cell's domain is its candidates, read off the board's
//! masks. With inference each empty cell keeps a domain of its own, which
//! prunings narrow; every pruning goes on a trail, so that undoing a guess
//! restores exactly the prunings made since it ([`Domains::mark`],
//! [`Domains::restore`]).

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::search::SearchState;
use super::{Inference, Peers};
use crate::grid::DigitSet;
use crate::trace::{End, Event, EventKind, PruneReason, Sink};

/// The cell whose domain an inference emptied: a dead end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Wipeout {
    /// The reading-order index of the cell left with no value.
    pub(crate) cell: usize,
}

/// The current domain of every empty cell.
pub(crate) struct Domains {
    inference: Inference,
    /// Each cell's domain as a mask, when inference keeps domains.
    masks: Vec<u32>,
    /// Every pruning standing, `(cell, digit)`, oldest first.
    prunings: Vec<(u16, u8)>,
    /// Whether a one-value cell's value has left its peers (arc consistency).
    propagated: Vec<bool>,
    /// The cells marked `propagated`, oldest first, so a level unmarks its own.
    propagations: Vec<u16>,
}

/// Where the trails stood: what [`Domains::restore`] goes back to.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mark {
    prunings: usize,
    propagations: usize,
}

/// What an inference step returns: the search stops (`Break`), or goes on
/// with a wipeout or none.
pub(crate) type Inferred = ControlFlow<End, Option<Wipeout>>;

impl Domains {
    /// The domains of `board`'s empty cells: their candidates.
    pub(crate) fn new(board: &Board, inference: Inference) -> Domains {
        let cells = board.cell_count();
        let keeps = inference != Inference::None;
        Domains {
            inference,
            masks: if keeps {
                (0..cells).map(|i| board.candidates(i).bits()).collect()
            } else {
                Vec::new()
            },
            prunings: Vec::new(),
            propagated: vec![false; if keeps { cells } else { 0 }],
            propagations: Vec::new(),
        }
    }

    /// The current domain of the empty cell at `index`.
    // Always inlined: MRV asks it of every empty cell at every level, and a
    // call there cost a quarter of the untraced search.
    #[inline(always)]
    pub(crate) fn get(&self, board: &Board, index: usize) -> DigitSet {
        match self.inference {
            Inference::None => board.candidates(index),
            Inference::ForwardChecking | Inference::Mac => DigitSet::from_bits(self.masks[index]),
        }
    }

    /// Where the trails stand now.
    pub(crate) fn mark(&self) -> Mark {
        Mark {
            prunings: self.prunings.len(),
            propagations: self.propagations.len(),
        }
    }

    /// The cells pruned since `mark`, oldest first: what a guess placed
    /// at `mark` has taken from its peers so far (FC-CBJ's `pruned_by`).
    pub(crate) fn pruned_since(&self, mark: Mark) -> impl Iterator<Item = usize> + '_ {
        self.prunings[mark.prunings..]
            .iter()
            .map(|&(cell, _)| usize::from(cell))
    }

    /// The cells pruned between `from` and `to`, oldest first.
    pub(crate) fn pruned_between(&self, from: Mark, to: Mark) -> impl Iterator<Item = usize> + '_ {
        self.prunings[from.prunings..to.prunings]
            .iter()
            .map(|&(cell, _)| usize::from(cell))
    }

    /// Puts back every pruning made since `mark`, and forgets the
    /// propagations made since.
    pub(crate) fn restore(&mut self, mark: Mark) {
        for (cell, digit) in self.prunings.drain(mark.prunings..) {
            self.masks[usize::from(cell)] |= 1 << digit;
        }
        for cell in self.propagations.drain(mark.propagations..) {
            self.propagated[usize::from(cell)] = false;
        }
    }

    /// Infers after `digit` was placed in the cell at `index` (already on
    /// the board), at `depth`: nothing, forward checking, or forward
    /// checking and then arc consistency.
    pub(crate) fn after_placement<S: Sink + ?Sized>(
        &mut self,
        s: &mut SearchState<'_, S>,
        peers: &Peers,
        index: usize,
        digit: u8,
        depth: u32,
    ) -> Inferred {
        match self.inference {
            Inference::None => ControlFlow::Continue(None),
            Inference::ForwardChecking => {
                self.prune_peers(s, peers, index, digit, depth, PruneReason::Placed)
            }
            Inference::Mac => {
                match self.prune_peers(s, peers, index, digit, depth, PruneReason::Placed)? {
                    None => self.propagate(s, peers, depth),
                    wiped => ControlFlow::Continue(wiped),
                }
            }
        }
    }

    /// Removes `digit` from the domain of each empty peer of the cell at
    /// `index` (just placed, or with `digit` its one value left, as `reason`
    /// says), in reading order, stopping at the first peer left with an
    /// empty domain.
    fn prune_peers<S: Sink + ?Sized>(
        &mut self,
        s: &mut SearchState<'_, S>,
        peers: &Peers,
        index: usize,
        digit: u8,
        depth: u32,
        reason: PruneReason,
    ) -> Inferred {
        let bit = 1u32 << digit;
        for &peer in peers.of(index) {
            let peer = usize::from(peer);
            if s.board.get(peer) != 0 || self.masks[peer] & bit == 0 {
                continue;
            }
            s.emit(EventKind::Pruned, depth, |b| Event::Pruned {
                cell: b.cell(peer),
                digit,
                depth,
                by: b.cell(index),
                reason,
            })?;
            self.masks[peer] &= !bit;
            self.prunings.push((peer as u16, digit));
            if self.masks[peer] == 0 {
                return ControlFlow::Continue(Some(Wipeout { cell: peer }));
            }
        }
        ControlFlow::Continue(None)
    }

    /// Arc consistency for the not-equal constraints: while some empty cell
    /// has a one-value domain that has not been propagated (the first in
    /// reading order), its value leaves its empty peers. Stops at the first
    /// domain emptied.
    pub(crate) fn propagate<S: Sink + ?Sized>(
        &mut self,
        s: &mut SearchState<'_, S>,
        peers: &Peers,
        depth: u32,
    ) -> Inferred {
        // A propagation can make a one-value cell anywhere, earlier in
        // reading order too, so each round looks from the first cell again.
        while let Some(cell) = (0..self.masks.len()).find(|&i| {
            !self.propagated[i] && s.board.get(i) == 0 && self.masks[i].count_ones() == 1
        }) {
            self.propagated[cell] = true;
            self.propagations.push(cell as u16);
            let digit = self.masks[cell].trailing_zeros() as u8;
            if let Some(wiped) =
                self.prune_peers(s, peers, cell, digit, depth, PruneReason::OneValue)?
            {
                return ControlFlow::Continue(Some(wiped));
            }
        }
        ControlFlow::Continue(None)
    }
}
