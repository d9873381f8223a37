//! The level two traces are compared at.
//!
//! Students often trace less than a reference does: their placements, undos
//! and solutions, but no candidate sets, and placements without the
//! `choice`/`of` fields. Compared event for event with the full reference,
//! such a trace "parts at step 1" though its search is the reference's.
//! [`Level::Written`] compares only the kinds of event both traces write
//! (found by [`kinds_written`], a first pass over each), and within two
//! events of a kind only the fields both write.

use std::fmt;

use serde_json::{Map, Value};

use crate::read::{ReadError, TraceReader};
use crate::trace::{Event, EventKind};

/// A set of kinds of event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KindSet(u32);

// One bit per kind: the set must hold every kind there is.
const _: () = assert!(EventKind::ALL.len() <= 32);

impl KindSet {
    /// No kind.
    pub const EMPTY: KindSet = KindSet(0);

    /// Every kind.
    pub fn all() -> KindSet {
        EventKind::ALL.into_iter().collect()
    }

    /// Whether `kind` is in the set.
    pub fn contains(self, kind: EventKind) -> bool {
        self.0 & (1 << kind.index()) != 0
    }

    /// The set with `kind` added.
    pub fn with(self, kind: EventKind) -> KindSet {
        KindSet(self.0 | (1 << kind.index()))
    }

    /// The kinds in both sets.
    pub fn and(self, other: KindSet) -> KindSet {
        KindSet(self.0 & other.0)
    }

    /// Whether the set has no kind.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds, in the format document's order.
    pub fn kinds(self) -> impl Iterator<Item = EventKind> {
        EventKind::ALL
            .into_iter()
            .filter(move |&k| self.contains(k))
    }

    /// A comma-separated list of wire names (`placed,undone,solved`).
    ///
    /// # Errors
    /// The first name that is no kind of event, with the names there are.
    pub fn parse(text: &str) -> Result<KindSet, String> {
        let mut set = KindSet::EMPTY;
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match EventKind::from_name(name) {
                Some(kind) => set = set.with(kind),
                None => {
                    let names: Vec<&str> = EventKind::ALL.iter().map(|k| k.name()).collect();
                    return Err(format!(
                        "`{}` is no kind of event; expected some of {}",
                        crate::trace::shown_name(name),
                        names.join(", ")
                    ));
                }
            }
        }
        if set.is_empty() {
            return Err("expected at least one kind of event".into());
        }
        Ok(set)
    }
}

impl FromIterator<EventKind> for KindSet {
    fn from_iter<I: IntoIterator<Item = EventKind>>(iter: I) -> KindSet {
        iter.into_iter().fold(KindSet::EMPTY, KindSet::with)
    }
}

impl fmt::Display for KindSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.kinds().map(EventKind::name).collect();
        f.write_str(&names.join(", "))
    }
}

/// What two traces are compared on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Level {
    /// Every event and every field, the headers and the footers whole.
    #[default]
    Full,
    /// Only events of these kinds (each trace's others are read, counted
    /// and replayed, but skipped), only the fields both events write, and
    /// of the footers only how the search ended.
    Written(KindSet),
}

impl Level {
    /// Whether an event of `kind` is compared.
    pub fn compares(self, kind: EventKind) -> bool {
        match self {
            Level::Full => true,
            Level::Written(kinds) => kinds.contains(kind),
        }
    }

    /// Whether two events are the same at this level.
    pub fn same(self, a: &Event, b: &Event) -> bool {
        match self {
            Level::Full => a == b,
            Level::Written(_) => a == b || a.kind() == b.kind() && shared_fields_agree(a, b),
        }
    }
}

/// An event's fields as a JSON object, as the trace writes them.
pub(super) fn fields(event: &Event) -> Map<String, Value> {
    match serde_json::to_value(event) {
        Ok(Value::Object(map)) => map,
        _ => Map::new(),
    }
}

/// The fields of `a` and `b` as JSON objects, less those only one writes.
pub(super) fn shared_fields(a: &Event, b: &Event) -> (Map<String, Value>, Map<String, Value>) {
    let (mut ma, mut mb) = (fields(a), fields(b));
    ma.retain(|k, _| mb.contains_key(k));
    mb.retain(|k, _| ma.contains_key(k));
    (ma, mb)
}

fn shared_fields_agree(a: &Event, b: &Event) -> bool {
    let (ma, mb) = shared_fields(a, b);
    ma == mb
}

/// The level asked for, before the traces are read: `--level` of `diff`
/// and `grade`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelChoice {
    /// Every event and field.
    Full,
    /// The kinds both traces write (the level a student wrote at): found
    /// by a first pass over each ([`kinds_written`]).
    Common,
    /// These kinds.
    Kinds(KindSet),
}

impl LevelChoice {
    /// The level for two traces that write the kinds `a` and `b`.
    pub fn level(self, a: KindSet, b: KindSet) -> Level {
        match self {
            LevelChoice::Full => Level::Full,
            LevelChoice::Common => Level::Written(a.and(b)),
            LevelChoice::Kinds(kinds) => Level::Written(kinds),
        }
    }
}

/// The kinds of event a trace writes, read to its end.
///
/// # Errors
/// A record that cannot be read.
pub fn kinds_written(reader: &mut TraceReader<'_>) -> Result<KindSet, ReadError> {
    let mut kinds = KindSet::EMPTY;
    while let Some(event) = reader.next_event()? {
        kinds = kinds.with(event.kind());
    }
    Ok(kinds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;

    fn placed(choice: Option<u8>) -> Event {
        Event::Placed {
            cell: Cell::new(0, 1),
            digit: 3,
            depth: 1,
            choice,
            of: choice.map(|_| 2),
        }
    }

    #[test]
    fn kinds_parse_from_their_wire_names() {
        let set = KindSet::parse("placed, undone,solved").unwrap();
        assert_eq!(set.to_string(), "placed, undone, solved");
        assert!(set.contains(EventKind::Placed));
        assert!(!set.contains(EventKind::CandidatesComputed));
        let err = KindSet::parse("placed,guessed").unwrap_err();
        assert!(err.contains("`guessed` is no kind of event"), "{err}");
        assert!(err.contains("candidates_computed"), "{err}");
        assert!(KindSet::parse(" , ").is_err());
    }

    #[test]
    fn a_written_level_ignores_the_fields_one_side_leaves_out() {
        let (full, plain) = (placed(Some(1)), placed(None));
        assert!(!Level::Full.same(&full, &plain));
        let level = Level::Written(KindSet::all());
        assert!(level.same(&full, &plain));
        assert!(!level.same(&placed(Some(1)), &placed(Some(2))));
        let other = Event::Placed {
            cell: Cell::new(0, 1),
            digit: 4,
            depth: 1,
            choice: None,
            of: None,
        };
        assert!(
            !level.same(&plain, &other),
            "a field both write still counts"
        );
    }
}
