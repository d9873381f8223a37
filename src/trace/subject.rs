//! What a dead end or a chosen constraint is about: one cell, or one digit in one unit.
//!
//! On the wire these are flat fields (`cell`, or `digit` with `unit` and
//! `index`), as the format has always written them. In Rust they are one
//! [`Subject`], so "neither a cell nor a unit" (or both) cannot be built: a
//! record that says so is refused when it is read, with the fields it has.

use schemars::JsonSchema;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Event, EventKind, MAX_DEPTH};
use crate::grid::{Cell, MAX_SIDE, Unit};

/// One cell, or one digit in one row, column or box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    /// An empty cell: where no digit fits (a dead end), or that must be
    /// filled (a constraint).
    Cell(Cell),
    /// A digit in a unit: with no place left (a dead end), or that must
    /// appear once (a constraint).
    Unit {
        /// The digit.
        digit: u8,
        /// The kind of unit.
        unit: Unit,
        /// Which row, column or box, from 0 (boxes in reading order).
        index: u8,
    },
}

impl EventKind {
    /// Whether an event of this kind is about a [`Subject`] (a cell, or a
    /// digit in a unit): the kinds that come in two shapes.
    pub const fn has_subject(self) -> bool {
        match self {
            EventKind::DeadEnd | EventKind::ConstraintChosen => true,
            EventKind::CandidatesComputed
            | EventKind::Placed
            | EventKind::Rejected
            | EventKind::Deduced
            | EventKind::Retracted
            | EventKind::Undone
            | EventKind::Solved
            | EventKind::StepLimitReached
            | EventKind::TimeLimitReached
            | EventKind::Pruned
            | EventKind::ValuesOrdered
            | EventKind::ConflictSet
            | EventKind::Backjumped => false,
        }
    }
}

impl Event {
    /// What the event is about, for the kinds that have a [`Subject`].
    pub fn subject(&self) -> Option<Subject> {
        match *self {
            Event::DeadEnd { subject, .. } | Event::ConstraintChosen { subject, .. } => {
                Some(subject)
            }
            Event::CandidatesComputed { .. }
            | Event::Placed { .. }
            | Event::Rejected { .. }
            | Event::Deduced { .. }
            | Event::Retracted { .. }
            | Event::Undone { .. }
            | Event::Solved { .. }
            | Event::StepLimitReached { .. }
            | Event::TimeLimitReached { .. }
            | Event::Pruned { .. }
            | Event::ValuesOrdered { .. }
            | Event::ConflictSet { .. }
            | Event::Backjumped { .. } => None,
        }
    }
}

/// A dead end's fields as the format writes them (the schema's description
/// of the `dead_end` event comes from here).
#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct DeadEndFields {
    /// The empty cell with no candidate left (absent for a unit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cell: Option<Cell>,
    /// Placements standing on the current path.
    #[schemars(range(max = MAX_DEPTH))]
    depth: u32,
    /// The digit with no place left in the unit (absent for a cell).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = MAX_SIDE))]
    digit: Option<u8>,
    /// The kind of unit where `digit` has no place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    unit: Option<Unit>,
    /// Which row, column or box, from 0 (boxes in reading order).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(max = MAX_SIDE - 1))]
    index: Option<u8>,
}

/// A chosen constraint's fields as the format writes them.
#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct ConstraintFields {
    /// The cell that must be filled (absent for a unit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cell: Option<Cell>,
    /// Placements standing on the current path.
    #[schemars(range(max = MAX_DEPTH))]
    depth: u32,
    /// The digit that must appear in the unit (absent for a cell).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = MAX_SIDE))]
    digit: Option<u8>,
    /// The kind of unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    unit: Option<Unit>,
    /// Which row, column or box, from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(max = MAX_SIDE - 1))]
    index: Option<u8>,
    /// How many placements could meet it.
    #[schemars(range(max = MAX_SIDE))]
    options: u8,
}

impl Subject {
    /// The flat fields of the format: `cell`, or `digit`, `unit` and `index`.
    fn flat(self) -> (Option<Cell>, Option<u8>, Option<Unit>, Option<u8>) {
        match self {
            Subject::Cell(cell) => (Some(cell), None, None, None),
            Subject::Unit { digit, unit, index } => (None, Some(digit), Some(unit), Some(index)),
        }
    }

    /// The subject the flat fields name, if they name exactly one.
    fn from_flat(
        what: &str,
        cell: Option<Cell>,
        digit: Option<u8>,
        unit: Option<Unit>,
        index: Option<u8>,
    ) -> Result<Subject, String> {
        match (cell, digit, unit, index) {
            (Some(cell), None, None, None) => Ok(Subject::Cell(cell)),
            (None, Some(digit), Some(unit), Some(index)) => {
                Ok(Subject::Unit { digit, unit, index })
            }
            _ => {
                let named: Vec<&str> = [
                    cell.map(|_| "`cell`"),
                    digit.map(|_| "`digit`"),
                    unit.map(|_| "`unit`"),
                    index.map(|_| "`index`"),
                ]
                .into_iter()
                .flatten()
                .collect();
                let found = match named.as_slice() {
                    [] => "none of them".to_string(),
                    named => named.join(", "),
                };
                Err(format!(
                    "{what} names `cell`, or `digit` with `unit` and `index`; found {found}"
                ))
            }
        }
    }
}

/// Reads a `dead_end` event's fields (serde's variant hook).
pub(super) fn read_dead_end<'de, D: Deserializer<'de>>(d: D) -> Result<(Subject, u32), D::Error> {
    let f = DeadEndFields::deserialize(d)?;
    let subject = Subject::from_flat("a dead end", f.cell, f.digit, f.unit, f.index)
        .map_err(D::Error::custom)?;
    Ok((subject, f.depth))
}

/// Writes a `dead_end` event's fields (serde's variant hook).
pub(super) fn write_dead_end<S: Serializer>(
    subject: &Subject,
    depth: &u32,
    s: S,
) -> Result<S::Ok, S::Error> {
    let (cell, digit, unit, index) = subject.flat();
    DeadEndFields {
        cell,
        depth: *depth,
        digit,
        unit,
        index,
    }
    .serialize(s)
}

/// Reads a `constraint_chosen` event's fields (serde's variant hook).
pub(super) fn read_constraint<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<(Subject, u32, u8), D::Error> {
    let f = ConstraintFields::deserialize(d)?;
    let subject = Subject::from_flat("a chosen constraint", f.cell, f.digit, f.unit, f.index)
        .map_err(D::Error::custom)?;
    Ok((subject, f.depth, f.options))
}

/// Writes a `constraint_chosen` event's fields (serde's variant hook).
pub(super) fn write_constraint<S: Serializer>(
    subject: &Subject,
    depth: &u32,
    options: &u8,
    s: S,
) -> Result<S::Ok, S::Error> {
    let (cell, digit, unit, index) = subject.flat();
    ConstraintFields {
        cell,
        depth: *depth,
        digit,
        unit,
        index,
        options: *options,
    }
    .serialize(s)
}

#[cfg(test)]
mod tests {
    use crate::trace::samples::one_of_each_shape;
    use crate::trace::{Event, Subject};

    #[test]
    fn the_kinds_with_a_subject_are_those_whose_events_have_one() {
        for event in one_of_each_shape() {
            assert_eq!(
                event.subject().is_some(),
                event.kind().has_subject(),
                "{event:?}"
            );
        }
    }

    fn read(json: &str) -> Result<Event, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn a_subject_is_a_cell_or_a_digit_in_a_unit_and_travels_flat() {
        for json in [
            r#"{"event":"dead_end","cell":[1,2],"depth":3}"#,
            r#"{"event":"dead_end","depth":0,"digit":4,"unit":"box","index":2}"#,
            r#"{"event":"constraint_chosen","cell":[0,0],"depth":1,"options":2}"#,
            r#"{"event":"constraint_chosen","depth":1,"digit":9,"unit":"row","index":8,"options":0}"#,
        ] {
            let event = read(json).unwrap();
            assert_eq!(serde_json::to_string(&event).unwrap(), json);
        }
        assert!(matches!(
            read(r#"{"event":"dead_end","cell":[1,2],"depth":3}"#),
            Ok(Event::DeadEnd {
                subject: Subject::Cell(_),
                depth: 3
            })
        ));
    }

    #[test]
    fn neither_or_both_or_half_a_unit_is_refused_naming_the_fields_found() {
        for (json, found) in [
            (r#"{"event":"dead_end","depth":0}"#, "found none of them"),
            (
                r#"{"event":"dead_end","cell":[0,0],"depth":0,"digit":1,"unit":"row","index":0}"#,
                "found `cell`, `digit`, `unit`, `index`",
            ),
            (
                r#"{"event":"constraint_chosen","depth":0,"digit":1,"unit":"row","options":1}"#,
                "found `digit`, `unit`",
            ),
        ] {
            let error = read(json).unwrap_err();
            // The position is the reader's to add: an event's fields are
            // buffered behind its tag, so serde_json knows none here.
            assert!(error.contains(found), "{json}: {error}");
        }
        let unknown = read(r#"{"event":"dead_end","cell":[0,0],"depth":0,"why":1}"#).unwrap_err();
        assert!(unknown.contains("unknown field `why`"), "{unknown}");
    }
}
