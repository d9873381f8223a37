//! The page's event codes: the number in the low bits of an event's code
//! ([`super::codec`]) that says what kind of event it is, and what the
//! script should do with each.
//!
//! The table is made from the trace's own definitions, never copied: one
//! code per [`EventKind`] in the order of [`EventKind::ALL`], two for a kind
//! about a [`crate::trace::Subject`] ([`EventKind::has_subject`]: a cell,
//! then a digit in a unit). Each code travels into the page (`data.codes`)
//! with its kind's wire name, its subject's shape, where its slot points,
//! its effect ([`EventKind::change`]), whether it ends a path
//! ([`EventKind::ends_a_path`]) and the counters it moves (found by counting
//! one event of the kind with [`Stats::count`]). So a new kind of event
//! gets a code, a board change and its counting in the page without a line
//! here; only its narration and its drawing in the script are new work.

use std::sync::LazyLock;

use serde::Serialize;

use crate::trace::{Change, CounterName, EventKind, Origin, Stats};

/// The shape of a code's subject, for the kinds that have one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Shape {
    /// The event is about one cell.
    Cell,
    /// The event is about a digit in one row, column or box.
    Unit,
}

/// How many codes there are: one per kind, two for a kind with a subject.
pub(super) const COUNT: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < EventKind::ALL.len() {
        n += if EventKind::ALL[i].has_subject() {
            2
        } else {
            1
        };
        i += 1;
    }
    n
};

/// Each kind's first code, by [`EventKind::index`].
const FIRST: [u32; EventKind::ALL.len()] = {
    let mut first = [0; EventKind::ALL.len()];
    let mut next = 0;
    let mut i = 0;
    while i < EventKind::ALL.len() {
        first[i] = next;
        next += if EventKind::ALL[i].has_subject() {
            2
        } else {
            1
        };
        i += 1;
    }
    first
};

/// The code of an event of `kind`, about a subject of shape `shape` when
/// the kind has one.
pub(super) const fn code(kind: EventKind, shape: Option<Shape>) -> u32 {
    match shape {
        Some(Shape::Unit) => FIRST[kind.index()] + 1,
        Some(Shape::Cell) | None => FIRST[kind.index()],
    }
}

/// Every code's kind and shape, in the order of the codes.
pub(super) fn all() -> impl Iterator<Item = (EventKind, Option<Shape>)> {
    EventKind::ALL.into_iter().flat_map(|kind| {
        let shapes: &[Option<Shape>] = if kind.has_subject() {
            &[Some(Shape::Cell), Some(Shape::Unit)]
        } else {
            &[None]
        };
        shapes.iter().map(move |&shape| (kind, shape))
    })
}

/// One code as the script reads it: `data.codes[code]`.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub(super) struct CodeInfo {
    /// The kind's wire name, as a raw event's `event` field holds it.
    pub(super) kind: &'static str,
    /// For a kind with a subject, the shape this code stands for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) subject: Option<Shape>,
    /// What the code's slot holds ([`super::codec::slot`]).
    pub(super) slot: Option<Shape>,
    /// What the event does to the board and the path.
    pub(super) effect: &'static str,
    /// Whether the event ends a path of the search.
    pub(super) ends_path: bool,
    /// The counters that go up by one.
    pub(super) counts: Vec<CounterName>,
    /// The counters raised to the event's depth when it is deeper.
    pub(super) raises: Vec<CounterName>,
    /// The counters that go up by the event's `over` (a backjump's guesses).
    pub(super) adds_over: Vec<CounterName>,
}

/// The name of a change in the page: `fill_guess`, `clear_rule`, `none`…
pub(super) const fn effect_name(change: Change) -> &'static str {
    match change {
        Change::Fill(Origin::Guess) => "fill_guess",
        Change::Fill(Origin::Rule) => "fill_rule",
        Change::Clear(Origin::Guess) => "clear_guess",
        Change::Clear(Origin::Rule) => "clear_rule",
        Change::Prune => "prune",
        Change::None => "none",
    }
}

/// A depth no counter moves to by counting one event, except one that
/// follows the depth.
const PROBE_DEPTH: u32 = 7;

/// An `over` no counter moves by, except one that adds it.
const PROBE_OVER: u32 = 5;

/// The counters one event of `kind` moves, read off [`Stats::count`] by
/// counting one event into fresh counters: those that go up by one, those
/// raised to its depth and those that add its `over`.
pub(super) fn moves(kind: EventKind) -> [Vec<CounterName>; 3] {
    let mut stats = Stats::default();
    stats.count(kind, PROBE_DEPTH, PROBE_OVER);
    let moved_to = |value: u32| {
        CounterName::ALL
            .into_iter()
            .filter(|&c| stats.get(c) == u64::from(value))
            .collect()
    };
    [moved_to(1), moved_to(PROBE_DEPTH), moved_to(PROBE_OVER)]
}

/// The table of codes, as every page carries it.
pub(super) static TABLE: LazyLock<Vec<CodeInfo>> = LazyLock::new(table);

/// The table of codes, made from the trace's definitions.
fn table() -> Vec<CodeInfo> {
    all()
        .map(|(kind, subject)| {
            let [counts, raises, adds_over] = moves(kind);
            CodeInfo {
                kind: kind.name(),
                subject,
                slot: super::codec::slot(kind, subject),
                effect: effect_name(kind.change()),
                ends_path: kind.ends_a_path(),
                counts,
                raises,
                adds_over,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::samples::one_of_each_shape;
    use crate::trace::{Event, Subject};

    fn shape_of(event: &Event) -> Option<Shape> {
        event.subject().map(|s| match s {
            Subject::Cell(_) => Shape::Cell,
            Subject::Unit { .. } => Shape::Unit,
        })
    }

    #[test]
    fn every_kind_has_a_code_and_a_kind_with_a_subject_one_per_shape() {
        let table = table();
        assert_eq!(table.len(), COUNT);
        for kind in EventKind::ALL {
            let shapes: Vec<Option<Shape>> = table
                .iter()
                .filter(|c| c.kind == kind.name())
                .map(|c| c.subject)
                .collect();
            let want = if kind.has_subject() {
                vec![Some(Shape::Cell), Some(Shape::Unit)]
            } else {
                vec![None]
            };
            assert_eq!(shapes, want, "{}", kind.name());
            for shape in want {
                let info = &table[code(kind, shape) as usize];
                assert_eq!((info.kind, info.subject), (kind.name(), shape));
            }
        }
        // The numbers are the page's since before the table: an old page's
        // codes still mean what they meant.
        assert_eq!(code(EventKind::CandidatesComputed, None), 0);
        assert_eq!(code(EventKind::DeadEnd, Some(Shape::Unit)), 4);
        assert_eq!(code(EventKind::TimeLimitReached, None), 12);
    }

    /// Adds `n` to one counter (a test's way to write any counter by name).
    fn add(stats: &mut Stats, c: CounterName, n: u64) {
        match c {
            CounterName::Placements => stats.placements += n,
            CounterName::Deductions => stats.deductions += n,
            CounterName::Rejections => stats.rejections += n,
            CounterName::DeadEnds => stats.dead_ends += n,
            CounterName::Backtracks => stats.backtracks += n,
            CounterName::Solutions => stats.solutions += n,
            CounterName::Events => stats.events += n,
            CounterName::MaxDepth => stats.max_depth += n as u32,
            CounterName::Prunings => stats.prunings += n,
            CounterName::Backjumps => stats.backjumps += n,
            CounterName::GuessesSkipped => stats.guesses_skipped += n,
        }
    }

    /// Counts `event` as the script does with `info`: one more for each
    /// counter it counts, the depth for each it raises, its `over` for
    /// each that adds it.
    fn page_count(info: &CodeInfo, stats: &mut Stats, event: &Event) {
        for &c in &info.counts {
            add(stats, c, 1);
        }
        for &c in &info.raises {
            assert_eq!(c, CounterName::MaxDepth, "only the depth follows the depth");
            stats.max_depth = stats.max_depth.max(event.depth());
        }
        let over = match *event {
            Event::Backjumped { over, .. } => over,
            _ => 0,
        };
        for &c in &info.adds_over {
            add(stats, c, u64::from(over));
        }
    }

    #[test]
    fn each_code_says_what_its_events_do_and_count() {
        let table = table();
        let events = one_of_each_shape();
        for info in &table {
            let event = events
                .iter()
                .find(|e| e.kind().name() == info.kind && shape_of(e) == info.subject)
                .unwrap_or_else(|| panic!("a sample of {} {:?}", info.kind, info.subject));
            assert_eq!(
                info.effect,
                effect_name(event.effect().change()),
                "{event:?}"
            );
            assert_eq!(info.ends_path, event.kind().ends_a_path());
            // Counted from counters of every size, the page's way and
            // Stats::count agree, whether the event is deeper or not.
            for before in [
                Stats::default(),
                Stats {
                    placements: 5,
                    deductions: 4,
                    rejections: 3,
                    dead_ends: 2,
                    backtracks: 1,
                    solutions: 1,
                    max_depth: 60,
                    events: 20,
                    prunings: 7,
                    backjumps: 2,
                    guesses_skipped: 9,
                },
            ] {
                let mut want = before;
                want.record(event);
                let mut got = before;
                page_count(info, &mut got, event);
                assert_eq!(got, want, "{event:?}");
            }
        }
    }

    #[test]
    fn no_code_reaches_the_raw_code() {
        for (kind, shape) in all() {
            assert!(code(kind, shape) < super::super::codec::RAW);
        }
    }
}
