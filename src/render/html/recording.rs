//! One search recorded in the walkthrough's compact encoding, for a page
//! that holds several: the race of `compare`. The same codes, checked
//! against the same model of the board, as the walkthrough's renderer; the
//! recording stops the search at its cap rather than counting on, because
//! the race takes the search's totals from `compare`'s untraced run.

use std::ops::ControlFlow;

use serde::Serialize;

use super::codec::{self, LAYOUT, Layout, base64, encode};
use super::codes::{self, CodeInfo};
use super::model::{Model, givens_of};
use crate::trace::{Change, CounterName, Event, Inferring, Puzzle, Sink, Textbook};

/// A sink that keeps the first `cap` events of a search as the
/// walkthrough's codes, then stops the search. An event that travels whole
/// (as JSON: a backjump's conflict set, say) costs its length, so the
/// recording also stops when its data would outgrow `cap` codes: a page of
/// several recordings stays bounded by the walkthrough's cap each, however
/// the strategies spend their events.
pub struct Recording {
    puzzle: Puzzle,
    model: Model,
    cap: u64,
    /// Where the search stops anyway, when known (the events of an
    /// untraced run of the same search): the recording stops it there too.
    end: u64,
    /// The bytes of data kept: 4 a code, plus each raw event's JSON.
    bytes: u64,
    codes: Vec<u32>,
    /// The events that travel whole, in order; a code points at each.
    raw: Vec<Event>,
    /// Whether a recorded event prunes a domain.
    prunes: bool,
}

impl Recording {
    /// An empty recording of a search of `puzzle` that keeps at most `cap` events.
    pub fn new(puzzle: &Puzzle, cap: u64) -> Recording {
        Recording {
            puzzle: puzzle.clone(),
            model: Model::new(puzzle.box_shape, &givens_of(puzzle)),
            cap,
            end: u64::MAX,
            bytes: 0,
            codes: Vec::with_capacity(cap.min(1 << 20) as usize),
            raw: Vec::new(),
            prunes: false,
        }
    }

    /// The same recording, stopping the search after `events` events even
    /// if its cap would take more: the point where an untraced run of the
    /// same search stopped (by a placement budget, say, which no event
    /// records), so that the recording is that search and no more.
    pub fn stopping_at(self, events: u64) -> Recording {
        Recording {
            end: events,
            ..self
        }
    }

    /// How many events it holds.
    pub fn len(&self) -> u64 {
        self.codes.len() as u64
    }

    /// Whether it holds as much as it may: `cap` events, or their data, or
    /// the search up to where it stops anyway.
    fn full(&self) -> bool {
        self.len() >= self.cap.min(self.end) || self.bytes >= self.cap.saturating_mul(4)
    }

    /// Whether it holds no event.
    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }

    /// What the walkthrough's `data.js` and `model.js` read, for the
    /// search of the strategy named `strategy`: the fields of the
    /// walkthrough's page data they use, and no others.
    pub(crate) fn data(&self, strategy: &str) -> RecordingData<'_> {
        let infers = Textbook::parse(strategy).is_some_and(|t| t.inference != Inferring::None);
        RecordingData {
            puzzle: &self.puzzle,
            counters: &CounterName::ALL,
            domains: self.prunes || infers,
            codes: &codes::TABLE,
            layout: &LAYOUT,
            events: base64(&self.codes),
            raw: &self.raw,
        }
    }
}

impl Sink for Recording {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        if self.full() {
            return ControlFlow::Break(());
        }
        let code = encode(&self.model, event, self.len()).unwrap_or_else(|| {
            let index = self.raw.len() as u32;
            self.bytes += serde_json::to_string(event).map_or(0, |json| json.len() as u64 + 1);
            self.raw.push(event.clone());
            codec::raw(index)
        });
        self.bytes += 4;
        self.codes.push(code);
        self.prunes |= event.kind().change() == Change::Prune;
        self.model.apply(event);
        if self.full() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

/// The part of the walkthrough's page data a replay needs (`PageData` in
/// `html/mod.rs`, same names).
#[derive(Serialize)]
pub(crate) struct RecordingData<'a> {
    puzzle: &'a Puzzle,
    counters: &'a [CounterName],
    domains: bool,
    codes: &'a [CodeInfo],
    layout: &'a Layout,
    events: String,
    raw: &'a [Event],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;
    use crate::solver::{self, Strategy};
    use crate::trace::Limits;

    #[test]
    fn a_recording_stops_the_search_at_its_cap_and_encodes_every_event() {
        let grid = parse::parse_str(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        for strategy in Strategy::ALL {
            let mut all = Recording::new(&Puzzle::of(&grid), u64::MAX);
            let whole = solver::solve(&grid, strategy, Limits::default(), &mut all);
            assert_eq!(all.len(), whole.stats.events, "{strategy}");
            assert!(all.raw.is_empty(), "{strategy} left raw events");
            let mut cut = Recording::new(&Puzzle::of(&grid), 40);
            solver::solve(&grid, strategy, Limits::default(), &mut cut);
            assert_eq!(cut.len(), whole.stats.events.min(40), "{strategy}");
            assert_eq!(cut.codes[..], all.codes[..cut.codes.len()], "{strategy}");
        }
        // Events that travel whole (lcv's orders of values) count against
        // the cap's data, not against where the search stops.
        let strategy: Strategy = "backtrack+mrv+lcv+fc".parse().unwrap();
        let whole = solver::count(&grid, strategy, Limits::default(), None, None);
        let mut all = Recording::new(&Puzzle::of(&grid), 100_000).stopping_at(whole.stats.events);
        solver::solve(&grid, strategy, Limits::default(), &mut all);
        assert!(!all.raw.is_empty());
        assert_eq!(all.len(), whole.stats.events);
        let mut at = Recording::new(&Puzzle::of(&grid), 100_000).stopping_at(30);
        solver::solve(&grid, strategy, Limits::default(), &mut at);
        assert_eq!(at.len(), 30);
        // A small cap is full of their data before it is full of events.
        let mut small = Recording::new(&Puzzle::of(&grid), 100);
        solver::solve(&grid, strategy, Limits::default(), &mut small);
        assert!(small.len() < 100 && small.bytes >= 400, "{}", small.len());
    }
}
