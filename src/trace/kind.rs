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
#[non_exhaustive]
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

    /// What every reader needs to know of the kind, in one table: a new
    /// kind is one arm here (the compiler asks for it).
    const fn facts(self) -> Facts {
        const fn plain(name: &'static str) -> Facts {
            Facts {
                name,
                ends_a_path: false,
                limit_end: None,
            }
        }
        match self {
            EventKind::CandidatesComputed => plain("candidates_computed"),
            EventKind::Placed => plain("placed"),
            EventKind::Rejected => plain("rejected"),
            EventKind::DeadEnd => Facts {
                ends_a_path: true,
                ..plain("dead_end")
            },
            EventKind::Deduced => plain("deduced"),
            EventKind::Retracted => plain("retracted"),
            EventKind::ConstraintChosen => plain("constraint_chosen"),
            EventKind::Undone => plain("undone"),
            EventKind::Solved => Facts {
                ends_a_path: true,
                ..plain("solved")
            },
            EventKind::StepLimitReached => Facts {
                limit_end: Some(End::StepLimit),
                ..plain("step_limit_reached")
            },
            EventKind::TimeLimitReached => Facts {
                limit_end: Some(End::TimeLimit),
                ..plain("time_limit_reached")
            },
            EventKind::Pruned => plain("pruned"),
            EventKind::ValuesOrdered => plain("values_ordered"),
            EventKind::ConflictSet => plain("conflict_set"),
            EventKind::Backjumped => plain("backjumped"),
        }
    }

    /// The kind's name in a trace: the value of an event's `"event"` field.
    pub const fn name(self) -> &'static str {
        self.facts().name
    }

    /// The kind's position in [`EventKind::ALL`], for tables indexed by kind.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether an event of this kind ends a path of the search (a dead end
    /// or a solution): where a reader wants to see the whole board.
    pub const fn ends_a_path(self) -> bool {
        self.facts().ends_a_path
    }

    /// How a search ends when an event of this kind is its last: the step
    /// or time limit for the limit events, nothing for the others (their
    /// end depends on more than the last event).
    pub const fn limit_end(self) -> Option<End> {
        self.facts().limit_end
    }

    /// The kind with the wire name `name`, if there is one.
    pub fn from_name(name: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// The facts of one kind ([`EventKind::facts`]).
struct Facts {
    name: &'static str,
    ends_a_path: bool,
    limit_end: Option<End>,
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
    use crate::trace::samples::one_of_each;

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
    fn paths_end_at_dead_ends_and_solutions_and_limits_end_searches() {
        let ends: Vec<EventKind> = EventKind::ALL
            .into_iter()
            .filter(|k| k.ends_a_path())
            .collect();
        assert_eq!(ends, [EventKind::DeadEnd, EventKind::Solved]);
        let limits: Vec<(EventKind, End)> = EventKind::ALL
            .into_iter()
            .filter_map(|k| k.limit_end().map(|end| (k, end)))
            .collect();
        assert_eq!(
            limits,
            [
                (EventKind::StepLimitReached, End::StepLimit),
                (EventKind::TimeLimitReached, End::TimeLimit)
            ]
        );
    }

    #[test]
    fn an_ends_name_is_its_serde_name() {
        for end in [
            End::Exhausted,
            End::SolutionLimit,
            End::StepLimit,
            End::TimeLimit,
            End::PlacementLimit,
            End::Stopped,
        ] {
            assert_eq!(serde_json::to_value(end).unwrap(), end.name());
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
