//! Where two traces part: the first step at which their events differ.
//!
//! [`diff`] reads two traces side by side, both streamed, and stops comparing
//! at the first step whose events differ (another kind of event, another
//! cell, another digit, or any other field), keeping a few steps of context
//! before it and both boards there. It then reads both to the end to count
//! them. Two traces whose headers, events and footers all agree are
//! identical, whatever form (JSON or JSON Lines) each was saved in.
//!
//! At a [`Level::Written`] only some kinds of event are compared, and only
//! the fields both events write ([`level`]): a student's trace of
//! placements, undos and solutions against the full reference.

pub mod level;
mod summary;

use std::collections::VecDeque;

use serde::Serialize;

use crate::grid::{BoxShape, Cell, Grid};
use crate::read::{ReadError, TraceReader};
use crate::replay::Replay;
use crate::trace::{End, Event, Header, Stats, shown_name};

pub use level::{KindSet, Level, LevelChoice, kinds_written};
pub use summary::Summary;

/// One trace at the point where the two part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Side {
    /// The trace's name (its path).
    pub name: String,
    /// The strategy its header names.
    pub strategy: String,
    /// Its event at the step where they part, or `None` when it has ended.
    pub event: Option<Event>,
    /// That event's step in this trace (from 1), counting every event it
    /// wrote; the same as the difference's step at the full level. `None`
    /// when the trace has ended there, or they differ past the events.
    pub step: Option<u64>,
    /// Its board after that event (the givens with every standing placement),
    /// one line, `.` for empty; `None` when its puzzle record is malformed.
    pub board: Option<String>,
    /// Its counters, recounted from all its events.
    pub stats: Stats,
    /// How its search ended, from its footer (`None` without one).
    pub end: Option<End>,
}

/// The first difference between two traces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difference {
    /// The first step (from 1) where the events differ, or `None` when
    /// the events agree and only the headers or footers differ (or the
    /// puzzles, which makes the steps incomparable). At a
    /// [`Level::Written`], the number of compared events up to it (each
    /// side's own step is in [`Side::step`]).
    pub step: Option<u64>,
    /// What differs, in a few words: `event`, `cell`, `digit`, another
    /// field's name, `length`, `puzzle`, `header`, `footer`, or `level`
    /// (the traces write no kind of event in common).
    pub field: String,
    /// The same, as an English sentence (`--format json` writes it).
    pub summary: String,
    /// What differs, as facts, for the command line to word in any language.
    #[serde(skip)]
    pub facts: Summary,
    /// The steps just before the difference, the same in both: `(step,
    /// event)`, numbered and written as in the first trace.
    pub context: Vec<(u64, Event)>,
    /// The first trace there.
    pub a: Side,
    /// The second trace there.
    pub b: Side,
    /// The puzzle's box shape, to print the boards.
    pub shape: BoxShape,
    /// The level the traces were compared at.
    #[serde(serialize_with = "level_names")]
    pub level: Level,
}

/// The level as JSON: `"full"`, or the list of kinds compared.
fn level_names<S: serde::Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
    match level {
        Level::Full => s.serialize_str("full"),
        Level::Written(kinds) => s.collect_seq(kinds.kinds().map(|k| k.name())),
    }
}

/// What comparing two traces found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The same header, the same events and the same footer (at a
    /// [`Level::Written`], the same compared events and the same end).
    Identical {
        /// The number of events compared.
        steps: u64,
    },
    /// The first difference.
    Different(Box<Difference>),
}

/// A trace being read, with its board and counters.
struct Reading<'a, 'r> {
    reader: &'a mut TraceReader<'r>,
    replay: Option<Replay>,
    stats: Stats,
    level: Level,
    /// The step of the last event read, counting every event.
    step: u64,
}

impl Reading<'_, '_> {
    /// The next event the level compares; the others are counted and
    /// replayed on the way.
    fn next(&mut self) -> Result<Option<Event>, ReadError> {
        while let Some(event) = self.reader.next_event()? {
            self.step += 1;
            self.stats.record(&event);
            if let Some(replay) = &mut self.replay {
                replay.apply(&event);
            }
            if self.level.compares(event.kind()) {
                return Ok(Some(event));
            }
        }
        Ok(None)
    }

    /// Reads to the end, counting.
    fn drain(&mut self) -> Result<(), ReadError> {
        while let Some(event) = self.reader.next_event()? {
            self.stats.record(&event);
        }
        Ok(())
    }

    fn side(self, event: Option<Event>, step: Option<u64>, board: Option<Grid>) -> Side {
        Side {
            name: self.reader.name().to_string(),
            strategy: self.reader.header().strategy.clone(),
            event,
            step,
            board: board.map(|g| g.to_line()),
            stats: self.stats,
            end: self.reader.footer().map(|f| f.end),
        }
    }
}

/// Compares the traces of `a` and `b`, keeping `context` steps (at most
/// [`MAX_CONTEXT`]) before the first difference.
pub fn diff(
    a: &mut TraceReader<'_>,
    b: &mut TraceReader<'_>,
    context: usize,
) -> Result<Comparison, ReadError> {
    diff_with(
        a,
        b,
        Options {
            context,
            ..Options::default()
        },
    )
}

/// The most steps of context a difference keeps: [`Options::context`] is
/// cut to it, and `diff --context` admits no more. Every step kept is an
/// event in memory; unbounded, `--context 18446744073709551615` took
/// 3.71 GB (issue 22, item 16). A thousand steps is more than a person
/// reads before a difference.
pub const MAX_CONTEXT: usize = 1_000;

/// How [`diff_with`] compares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// How many equal steps to keep before the difference; at most
    /// [`MAX_CONTEXT`] are kept, whatever it says.
    pub context: usize,
    /// Whether two headers that differ only in the strategy's name are the
    /// same: a student's trace names its own solver (`"strategy":
    /// "student"`) but should match the reference event for event.
    pub ignore_strategy: bool,
    /// Whether two headers that differ only in their options (the limits
    /// the search ran under) are the same: a grader's reference and a
    /// student's trace need not record the same limits.
    pub ignore_options: bool,
    /// Whether a footer that only one trace writes is no difference at
    /// [`Level::Full`] too: the format makes the footer optional, and a
    /// grader must not take points for it (a [`Level::Written`] comparison
    /// never counts it).
    pub footer_optional: bool,
    /// Which events and fields are compared.
    pub level: Level,
}

/// [`diff`], with the header's strategy name or options ignored on
/// request, at any [`Level`].
pub fn diff_with(
    a: &mut TraceReader<'_>,
    b: &mut TraceReader<'_>,
    options: Options,
) -> Result<Comparison, ReadError> {
    let (context, level) = (options.context.min(MAX_CONTEXT), options.level);
    let (header_a, header_b) = (a.header().clone(), b.header().clone());
    let shape = header_a.puzzle.box_shape;
    let mut ra = Reading {
        replay: Replay::from_puzzle(&header_a.puzzle),
        reader: a,
        stats: Stats::default(),
        level,
        step: 0,
    };
    let mut rb = Reading {
        replay: Replay::from_puzzle(&header_b.puzzle),
        reader: b,
        stats: Stats::default(),
        level,
        step: 0,
    };
    if header_a.puzzle != header_b.puzzle {
        ra.drain()?;
        rb.drain()?;
        let facts = Summary::Puzzles {
            a: header_a.puzzle.givens.clone(),
            b: header_b.puzzle.givens.clone(),
        };
        return Ok(Comparison::Different(Box::new(Difference {
            step: None,
            field: "puzzle".into(),
            summary: facts.to_string(),
            facts,
            context: Vec::new(),
            a: ra.side(None, None, None),
            b: rb.side(None, None, None),
            shape,
            level,
        })));
    }
    if level == Level::Written(KindSet::EMPTY) {
        // Nothing compared would read as "identical": say there is nothing.
        ra.drain()?;
        rb.drain()?;
        return Ok(Comparison::Different(Box::new(Difference {
            step: None,
            field: "level".into(),
            summary: Summary::NoCommonKind.to_string(),
            facts: Summary::NoCommonKind,
            context: Vec::new(),
            a: ra.side(None, None, None),
            b: rb.side(None, None, None),
            shape,
            level,
        })));
    }
    let mut recent: VecDeque<(u64, Event)> = VecDeque::with_capacity(context + 1);
    let mut step = 0;
    loop {
        step += 1;
        let (ea, eb) = (ra.next()?, rb.next()?);
        let same = match (&ea, &eb) {
            (None, None) => break,
            (Some(x), Some(y)) => level.same(x, y),
            _ => false,
        };
        if same {
            if context > 0 {
                if recent.len() == context {
                    recent.pop_front();
                }
                recent.extend(ea.map(|event| (ra.step, event)));
            }
            continue;
        }
        let (field, facts) = describe(&ea, &eb, level);
        let (step_a, step_b) = (ea.as_ref().map(|_| ra.step), eb.as_ref().map(|_| rb.step));
        let (board_a, board_b) = (
            ra.replay.as_ref().map(|r| r.grid().clone()),
            rb.replay.as_ref().map(|r| r.grid().clone()),
        );
        ra.drain()?;
        rb.drain()?;
        return Ok(Comparison::Different(Box::new(Difference {
            step: Some(step),
            field,
            summary: facts.to_string(),
            facts,
            context: recent.into(),
            a: ra.side(ea, step_a, board_a),
            b: rb.side(eb, step_b, board_b),
            shape,
            level,
        })));
    }
    let steps = step - 1;
    let (footer_a, footer_b) = (ra.reader.footer().copied(), rb.reader.footer().copied());
    let header_field = header_difference(&header_a, &header_b, options, steps);
    let footers_agree = match (level, footer_a, footer_b) {
        // The footer is optional: one that only one trace writes is, like
        // an event kind only one writes, nothing the other could agree with.
        (Level::Written(_), None, _) | (Level::Written(_), _, None) => true,
        (Level::Full, None, Some(_)) | (Level::Full, Some(_), None) => options.footer_optional,
        (Level::Full, _, _) => footer_a == footer_b,
        // A trace that leaves events out counts differently: what must
        // agree is how the search ended.
        (Level::Written(_), Some(a), Some(b)) => a.end == b.end,
    };
    let (field, facts) = match (header_field, footers_agree) {
        (None, true) => return Ok(Comparison::Identical { steps }),
        (Some(what), _) => ("header".to_string(), what),
        (None, false) => ("footer".to_string(), Summary::Footers { steps }),
    };
    let (board_a, board_b) = (
        ra.replay.as_ref().map(|r| r.grid().clone()),
        rb.replay.as_ref().map(|r| r.grid().clone()),
    );
    Ok(Comparison::Different(Box::new(Difference {
        step: None,
        field,
        summary: facts.to_string(),
        facts,
        context: recent.into(),
        a: ra.side(None, None, board_a),
        b: rb.side(None, None, board_b),
        shape,
        level,
    })))
}

fn header_difference(a: &Header, b: &Header, options: Options, steps: u64) -> Option<Summary> {
    if a.strategy != b.strategy && !options.ignore_strategy {
        Some(Summary::Strategy {
            steps,
            a: shown_name(&a.strategy).into_owned(),
            b: shown_name(&b.strategy).into_owned(),
        })
    } else if a.options != b.options && !options.ignore_options {
        Some(Summary::Options { steps })
    } else if a.schema_version != b.schema_version {
        Some(Summary::Schema { steps })
    } else {
        None
    }
}

/// The field that differs first (event kind, cell, digit, then the others
/// in order; at a [`Level::Written`], of the fields both write) and what
/// differs there.
fn describe(a: &Option<Event>, b: &Option<Event>, level: Level) -> (String, Summary) {
    let (a, b) = match (a, b) {
        (Some(a), Some(b)) => (a, b),
        (None, Some(_)) => return ("length".into(), Summary::FirstEnds),
        (Some(_), None) => return ("length".into(), Summary::SecondEnds),
        (None, None) => return ("length".into(), Summary::BothEnd),
    };
    let (ma, mb) = match level {
        Level::Written(_) if a.kind() == b.kind() => level::shared_fields(a, b),
        _ => (level::fields(a), level::fields(b)),
    };
    let (ma, mb) = (&ma, &mb);
    let mut keys: Vec<&String> = ma.keys().chain(mb.keys()).collect();
    let rank = |k: &str| match k {
        "event" => 0,
        "cell" => 1,
        "digit" => 2,
        _ => 3,
    };
    keys.sort_by_key(|k| rank(k));
    keys.dedup();
    let key = keys
        .into_iter()
        .find(|k| ma.get(*k) != mb.get(*k))
        .map_or_else(|| "event".to_string(), |k| k.to_string());
    if key == "cell" || key == "peer" {
        // Kept as cells, so that the summary names them in the notation
        // the steps are told in.
        let cell = |m: &serde_json::Map<String, serde_json::Value>| match m.get(&key)? {
            serde_json::Value::Array(pair) if pair.len() == 2 => {
                let small = |v: &serde_json::Value| u8::try_from(v.as_u64()?).ok();
                Some(Cell {
                    row: small(&pair[0])?,
                    col: small(&pair[1])?,
                })
            }
            _ => None,
        };
        let (ca, cb) = (cell(ma), cell(mb));
        // A malformed cell falls through to its JSON, as before.
        let malformed = |m: &serde_json::Map<String, serde_json::Value>, c: Option<Cell>| {
            m.contains_key(&key) && c.is_none()
        };
        if !malformed(ma, ca) && !malformed(mb, cb) {
            return (
                key.clone(),
                Summary::Cell {
                    field: key,
                    a: ca,
                    b: cb,
                },
            );
        }
    }
    let show = |m: &serde_json::Map<String, serde_json::Value>| {
        Some(match m.get(&key)? {
            serde_json::Value::String(s) => s.clone(),
            serde_json::Value::Array(pair)
                if (key == "cell" || key == "peer") && pair.len() == 2 =>
            {
                match (pair[0].as_u64(), pair[1].as_u64()) {
                    (Some(r), Some(c)) => format!("r{}c{}", r + 1, c + 1),
                    _ => serde_json::Value::Array(pair.clone()).to_string(),
                }
            }
            v => v.to_string(),
        })
    };
    let (va, vb) = (show(ma), show(mb));
    let facts = if key == "event" {
        let name = |v: Option<String>| v.unwrap_or_else(|| "none".into());
        Summary::Events {
            a: name(va),
            b: name(vb),
        }
    } else {
        Summary::Field {
            field: key.clone(),
            a: va,
            b: vb,
        }
    };
    (key, facts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{self, Strategy};
    use crate::trace::{Footer, Limits};

    fn saved(strategy: Strategy) -> Vec<u8> {
        let grid = crate::parse::parse_str("1234\n3412\n2.4.\n4.23").unwrap();
        saved_search(&grid, strategy, Some(1))
    }

    /// The JSON Lines of `strategy` on `grid`, stopping after
    /// `max_solutions`.
    fn saved_search(grid: &Grid, strategy: Strategy, max_solutions: Option<u64>) -> Vec<u8> {
        let limits = Limits {
            max_solutions,
            max_steps: None,
            time_limit: None,
        };
        // Written with serde, which the JSON Lines renderer is held equal
        // to, so that `diff` reads a trace without the renderers.
        let mut events: Vec<Event> = Vec::new();
        let report = solver::solve(grid, strategy, limits, &mut events);
        let header = Header::new(grid, strategy.name(), limits);
        let footer = Footer {
            end: report.end,
            stats: report.stats,
        };
        let mut out = serde_json::to_string(&header).unwrap() + "\n";
        for event in &events {
            out += &(serde_json::to_string(event).unwrap() + "\n");
        }
        out += &(serde_json::to_string(&footer).unwrap() + "\n");
        out.into_bytes()
    }

    #[test]
    fn the_same_trace_is_identical() {
        let a = saved(Strategy::Candidates);
        let mut ra = TraceReader::from_reader("a", a.as_slice()).unwrap();
        let mut rb = TraceReader::from_reader("b", a.as_slice()).unwrap();
        assert_eq!(
            diff(&mut ra, &mut rb, 3).unwrap(),
            Comparison::Identical { steps: 11 }
        );
    }

    /// Issue 22, item 16: a context of `usize::MAX` overflowed (and asked
    /// for that much room); any context keeps at most [`MAX_CONTEXT`] steps.
    #[test]
    fn the_context_kept_is_at_most_max_context_whatever_is_asked() {
        // The first solution's search, and the whole search: the same
        // thousands of steps, then one ends and the other goes on.
        let grid =
            crate::parse::parse_str(include_str!("../../examples/puzzles/classic.txt")).unwrap();
        let first = saved_search(&grid, Strategy::Candidates, Some(1));
        let all = saved_search(&grid, Strategy::Candidates, None);
        for asked in [MAX_CONTEXT, MAX_CONTEXT + 1, usize::MAX] {
            let mut ra = TraceReader::from_reader("first", first.as_slice()).unwrap();
            let mut rb = TraceReader::from_reader("all", all.as_slice()).unwrap();
            let options = Options {
                context: asked,
                ignore_options: true,
                ..Options::default()
            };
            let Comparison::Different(d) = diff_with(&mut ra, &mut rb, options).unwrap() else {
                panic!("one search goes on");
            };
            let step = d.step.expect("they part at a step");
            assert!(step > 2 * MAX_CONTEXT as u64, "parted at {step}");
            assert_eq!(d.context.len(), MAX_CONTEXT, "context {asked}");
            assert_eq!(d.context.last().map(|(s, _)| *s), Some(step - 1));
        }
    }

    #[test]
    fn candidates_and_naive_part_at_the_first_step() {
        let (a, b) = (saved(Strategy::Candidates), saved(Strategy::Naive));
        let mut ra = TraceReader::from_reader("a", a.as_slice()).unwrap();
        let mut rb = TraceReader::from_reader("b", b.as_slice()).unwrap();
        let Comparison::Different(d) = diff(&mut ra, &mut rb, 3).unwrap() else {
            panic!("they differ");
        };
        assert_eq!(d.step, Some(1));
        assert_eq!(d.field, "event");
        assert_eq!(
            d.summary,
            "different events: candidate sets (`candidates_computed`) and placements (`placed`)"
        );
        assert_eq!(d.a.stats.events, 11);
        assert_eq!(d.b.stats.events, 12);
    }
}
