//! What each kind of event does to the board and to the path, defined once.
//!
//! Everything that follows a log step by step (the board replay behind the
//! text and seed renderers, the walkthrough's model and, through the page
//! data, its script, the text's indentation, the verifier once its rules
//! have passed) reads an event's [`Effect`] instead of matching on the
//! events itself, so a new kind of event is decided here, once. What every
//! event of a kind does, without its cell and digit, is the kind's
//! [`Change`] ([`EventKind::change`]): tables by kind (the walkthrough's
//! event codes) read that, and a test holds every event's effect to it.

use super::{Event, EventKind};
use crate::grid::Cell;

/// What an event does to the board and to the path of standing guesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Effect {
    /// `digit` is written into the empty `cell`. A guess also goes on top of
    /// the path (the depth grows by one); a deduction does not.
    Fill {
        /// The cell filled.
        cell: Cell,
        /// The digit written.
        digit: u8,
        /// A guess or a deduction.
        by: Origin,
    },
    /// `cell` is emptied again. Taking back a guess also takes it off the top
    /// of the path (the depth falls by one); taking back a deduction does not.
    Clear {
        /// The cell emptied.
        cell: Cell,
        /// The digit taken away.
        digit: u8,
        /// Whether a guess or a deduction is taken back.
        by: Origin,
    },
    /// `digit` leaves the domain of the empty `cell` (inference). The board
    /// does not change. The pruning belongs to the guess standing at the
    /// event's depth: undoing that guess ([`Effect::Clear`] by a guess at
    /// the same depth) puts back every pruning made since it was placed, so
    /// a reader keeps the prunings in a stack by depth; one at depth 0 (arc
    /// consistency before the first guess) is never put back.
    Prune {
        /// The cell whose domain loses the digit.
        cell: Cell,
        /// The digit taken out.
        digit: u8,
    },
    /// Nothing changes: the search looked (candidates, a refused digit, a
    /// chosen constraint, an order of values, a conflict set, a backjump,
    /// which the undos after it carry out), reached the end of a path (a
    /// dead end, a solution) or stopped.
    None,
}

/// What every event of one kind does: an [`Effect`] without its cell and
/// digit. It grows with [`Effect`], so a match outside this crate needs a
/// wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Change {
    /// A digit is written ([`Effect::Fill`]).
    Fill(Origin),
    /// A digit is taken away ([`Effect::Clear`]).
    Clear(Origin),
    /// A digit leaves a cell's domain ([`Effect::Prune`]).
    Prune,
    /// Nothing changes ([`Effect::None`]).
    None,
}

/// Who wrote a digit: the search's guess, or a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A guess ([`Event::Placed`], taken back by [`Event::Undone`]): it stands on the path.
    Guess,
    /// A deduction ([`Event::Deduced`], taken back by [`Event::Retracted`]).
    Rule,
}

impl Effect {
    /// What the effect does, without its cell and digit.
    pub fn change(self) -> Change {
        match self {
            Effect::Fill { by, .. } => Change::Fill(by),
            Effect::Clear { by, .. } => Change::Clear(by),
            Effect::Prune { .. } => Change::Prune,
            Effect::None => Change::None,
        }
    }

    /// The level at which a reader sees the event, as placements standing:
    /// a guess and its undo sit at the level of the cell they fill (one
    /// above their own depth), everything else at its depth.
    pub fn level(self, depth: u32) -> u32 {
        match self {
            Effect::Fill {
                by: Origin::Guess, ..
            }
            | Effect::Clear {
                by: Origin::Guess, ..
            } => depth.saturating_sub(1),
            Effect::Fill {
                by: Origin::Rule, ..
            }
            | Effect::Clear {
                by: Origin::Rule, ..
            }
            | Effect::Prune { .. }
            | Effect::None => depth,
        }
    }
}

impl Event {
    /// What the event does to the board and the path.
    pub fn effect(&self) -> Effect {
        match *self {
            Event::Placed { cell, digit, .. } => Effect::Fill {
                cell,
                digit,
                by: Origin::Guess,
            },
            Event::Deduced { cell, digit, .. } => Effect::Fill {
                cell,
                digit,
                by: Origin::Rule,
            },
            Event::Undone { cell, digit, .. } => Effect::Clear {
                cell,
                digit,
                by: Origin::Guess,
            },
            Event::Retracted { cell, digit, .. } => Effect::Clear {
                cell,
                digit,
                by: Origin::Rule,
            },
            Event::Pruned { cell, digit, .. } => Effect::Prune { cell, digit },
            Event::CandidatesComputed { .. }
            | Event::Rejected { .. }
            | Event::DeadEnd { .. }
            | Event::ConstraintChosen { .. }
            | Event::Solved { .. }
            | Event::StepLimitReached { .. }
            | Event::TimeLimitReached { .. }
            | Event::ValuesOrdered { .. }
            | Event::ConflictSet { .. }
            | Event::Backjumped { .. } => Effect::None,
        }
    }

    /// The level at which a reader sees the event ([`Effect::level`]): what
    /// the text indents by and the tree hangs the event under.
    pub fn level(&self) -> u32 {
        self.effect().level(self.depth())
    }
}

impl EventKind {
    /// What every event of this kind does ([`Event::effect`] without the
    /// cell and digit; a test holds the two together).
    pub const fn change(self) -> Change {
        match self {
            EventKind::Placed => Change::Fill(Origin::Guess),
            EventKind::Deduced => Change::Fill(Origin::Rule),
            EventKind::Undone => Change::Clear(Origin::Guess),
            EventKind::Retracted => Change::Clear(Origin::Rule),
            EventKind::Pruned => Change::Prune,
            EventKind::CandidatesComputed
            | EventKind::Rejected
            | EventKind::DeadEnd
            | EventKind::ConstraintChosen
            | EventKind::Solved
            | EventKind::StepLimitReached
            | EventKind::TimeLimitReached
            | EventKind::ValuesOrdered
            | EventKind::ConflictSet
            | EventKind::Backjumped => Change::None,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::trace::samples::one_of_each_shape;

    #[test]
    fn every_event_changes_what_its_kind_says() {
        for event in one_of_each_shape() {
            assert_eq!(event.effect().change(), event.kind().change(), "{event:?}");
        }
    }
}
