//! The kinds of event, each named once.
//!
//! An event's kind used to be spelled in several places: the serde tag, the
//! verifier's list of kinds, the JSON encoder's literals, the page's codes.
//! [`EventKind`] is the one list: its [`EventKind::name`] is the wire name
//! (the serde tag, held equal by a test), its [`EventKind::index`] the
//! position in [`EventKind::ALL`], and [`Event::kind`] is an exhaustive
//! match, so a new kind of event does not compile until it has a kind.

use super::{End, Event};

/// What kind of step an [`Event`] is, without its fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EventKind {
    /// [`Event::CandidatesComputed`].
    CandidatesComputed,
    /// [`Event::Placed`].
    Placed,
    /// [`Event::Rejected`].
    Rejected,
    /// [`Event::DeadEnd`].
    DeadEnd,
    /// [`Event::Deduced`].
    Deduced,
    /// [`Event::Retracted`].
    Retracted,
    /// [`Event::ConstraintChosen`].
    ConstraintChosen,
    /// [`Event::Undone`].
    Undone,
    /// [`Event::Solved`].
    Solved,
    /// [`Event::StepLimitReached`].
    StepLimitReached,
    /// [`Event::TimeLimitReached`].
    TimeLimitReached,
    /// [`Event::Pruned`].
    Pruned,
    /// [`Event::ValuesOrdered`].
    ValuesOrdered,
    /// [`Event::ConflictSet`].
    ConflictSet,
    /// [`Event::Backjumped`].
    Backjumped,
}

impl EventKind {
    /// Every kind, in the order the format document lists them.
    pub const ALL: [EventKind; 15] = [
        EventKind::CandidatesComputed,
        EventKind::Placed,
        EventKind::Rejected,
        EventKind::DeadEnd,
        EventKind::Deduced,
        EventKind::Retracted,
        EventKind::ConstraintChosen,
        EventKind::Undone,
        EventKind::Solved,
        EventKind::StepLimitReached,
        EventKind::TimeLimitReached,
        EventKind::Pruned,
        EventKind::ValuesOrdered,
        EventKind::ConflictSet,
        EventKind::Backjumped,
    ];

    /// The kind's name in a trace: the value of an event's `"event"` field.
    pub const fn name(self) -> &'static str {
        match self {
            EventKind::CandidatesComputed => "candidates_computed",
            EventKind::Placed => "placed",
            EventKind::Rejected => "rejected",
            EventKind::DeadEnd => "dead_end",
            EventKind::Deduced => "deduced",
            EventKind::Retracted => "retracted",
            EventKind::ConstraintChosen => "constraint_chosen",
            EventKind::Undone => "undone",
            EventKind::Solved => "solved",
            EventKind::StepLimitReached => "step_limit_reached",
            EventKind::TimeLimitReached => "time_limit_reached",
            EventKind::Pruned => "pruned",
            EventKind::ValuesOrdered => "values_ordered",
            EventKind::ConflictSet => "conflict_set",
            EventKind::Backjumped => "backjumped",
        }
    }

    /// The kind's position in [`EventKind::ALL`], for tables indexed by kind.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether an event of this kind ends a path of the search (a dead end
    /// or a solution): where a reader wants to see the whole board.
    pub const fn ends_a_path(self) -> bool {
        match self {
            EventKind::DeadEnd | EventKind::Solved => true,
            EventKind::CandidatesComputed
            | EventKind::Placed
            | EventKind::Rejected
            | EventKind::Deduced
            | EventKind::Retracted
            | EventKind::ConstraintChosen
            | EventKind::Undone
            | EventKind::StepLimitReached
            | EventKind::TimeLimitReached
            | EventKind::Pruned
            | EventKind::ValuesOrdered
            | EventKind::ConflictSet
            | EventKind::Backjumped => false,
        }
    }

    /// How a search ends when an event of this kind is its last: the step
    /// or time limit for the limit events, nothing for the others (their
    /// end depends on more than the last event).
    pub const fn limit_end(self) -> Option<End> {
        match self {
            EventKind::StepLimitReached => Some(End::StepLimit),
            EventKind::TimeLimitReached => Some(End::TimeLimit),
            EventKind::CandidatesComputed
            | EventKind::Placed
            | EventKind::Rejected
            | EventKind::DeadEnd
            | EventKind::Deduced
            | EventKind::Retracted
            | EventKind::ConstraintChosen
            | EventKind::Undone
            | EventKind::Solved
            | EventKind::Pruned
            | EventKind::ValuesOrdered
            | EventKind::ConflictSet
            | EventKind::Backjumped => None,
        }
    }

    /// The kind with the wire name `name`, if there is one.
    pub fn from_name(name: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

impl Event {
    /// The event's kind.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::CandidatesComputed { .. } => EventKind::CandidatesComputed,
            Event::Placed { .. } => EventKind::Placed,
            Event::Rejected { .. } => EventKind::Rejected,
            Event::DeadEnd { .. } => EventKind::DeadEnd,
            Event::Deduced { .. } => EventKind::Deduced,
            Event::Retracted { .. } => EventKind::Retracted,
            Event::ConstraintChosen { .. } => EventKind::ConstraintChosen,
            Event::Undone { .. } => EventKind::Undone,
            Event::Solved { .. } => EventKind::Solved,
            Event::StepLimitReached { .. } => EventKind::StepLimitReached,
            Event::TimeLimitReached { .. } => EventKind::TimeLimitReached,
            Event::Pruned { .. } => EventKind::Pruned,
            Event::ValuesOrdered { .. } => EventKind::ValuesOrdered,
            Event::ConflictSet { .. } => EventKind::ConflictSet,
            Event::Backjumped { .. } => EventKind::Backjumped,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, DigitSet, Unit};
    use crate::trace::{Guess, PruneReason, Rule, Subject, ValueCost};

    /// One event of every kind, in the order of [`EventKind::ALL`].
    fn one_of_each() -> Vec<Event> {
        let cell = Cell { row: 0, col: 1 };
        vec![
            Event::CandidatesComputed {
                cell,
                depth: 0,
                candidates: DigitSet::single(1),
                excluded: vec![],
            },
            Event::Placed {
                cell,
                digit: 1,
                depth: 1,
                choice: None,
                of: None,
            },
            Event::Rejected {
                cell,
                digit: 2,
                depth: 1,
                peer: Cell { row: 0, col: 0 },
                unit: Unit::Row,
            },
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                depth: 1,
            },
            Event::Deduced {
                cell,
                digit: 3,
                depth: 0,
                rule: Rule::NakedSingle,
                unit: None,
            },
            Event::Retracted {
                cell,
                digit: 3,
                depth: 0,
            },
            Event::ConstraintChosen {
                subject: Subject::Unit {
                    digit: 1,
                    unit: Unit::Box,
                    index: 2,
                },
                depth: 0,
                options: 2,
            },
            Event::Undone {
                cell,
                digit: 1,
                depth: 1,
            },
            Event::Solved {
                number: 1,
                depth: 4,
                grid: "1234341221434321".into(),
            },
            Event::StepLimitReached { steps: 9 },
            Event::TimeLimitReached { steps: 9 },
            Event::Pruned {
                cell,
                digit: 4,
                depth: 1,
                by: Cell { row: 0, col: 2 },
                reason: PruneReason::Placed,
            },
            Event::ValuesOrdered {
                cell,
                depth: 0,
                values: vec![ValueCost {
                    digit: 2,
                    removes: 1,
                }],
            },
            Event::ConflictSet {
                cell,
                depth: 2,
                conflicts: vec![Guess {
                    cell: Cell { row: 0, col: 0 },
                    depth: 1,
                }],
            },
            Event::Backjumped {
                cell,
                depth: 3,
                to: Cell { row: 0, col: 0 },
                digit: 1,
                over: 2,
                conflicts: vec![Guess {
                    cell: Cell { row: 0, col: 0 },
                    depth: 1,
                }],
            },
        ]
    }

    #[test]
    fn a_kinds_name_is_its_serde_tag() {
        let events = one_of_each();
        assert_eq!(events.len(), EventKind::ALL.len());
        for (event, kind) in events.iter().zip(EventKind::ALL) {
            assert_eq!(event.kind(), kind);
            let json = serde_json::to_value(event).unwrap();
            assert_eq!(json["event"], kind.name(), "{json}");
            assert_eq!(EventKind::from_name(kind.name()), Some(kind));
        }
    }

    #[test]
    fn indexes_are_positions_in_all() {
        for (i, kind) in EventKind::ALL.into_iter().enumerate() {
            assert_eq!(kind.index(), i);
        }
        assert_eq!(EventKind::from_name("teleported"), None);
    }
}
