//! The counters of a search, each defined once in terms of events.
//!
//! [`Stats::count`] is the one definition: the solvers count through it as
//! they search (even when no one listens and no event is built), and
//! [`Stats::from_events`] recounts a saved log through it, so the two
//! cannot drift apart. [`CounterName`] names the counters, in the order every
//! table shows them.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{Event, EventKind, MAX_DEPTH};

/// The counters of a search. Each has one definition, in terms of events, so
/// anyone can recount them from a trace ([`Stats::from_events`]).
/// A counter absent from a footer reads as 0; a field that is not a counter
/// is refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
// `default`: a counter added in a later version leaves older traces, which
// lack it, readable (as 0, the right count when a trace of their version
// cannot hold the events it counts). `deny_unknown_fields` still refuses a
// misspelt counter. The schema bounds each counter by the integer it is
// read into (a count past it is refused when read), and `max_depth` by the
// deepest path there is.
#[serde(default, deny_unknown_fields)]
// Non-exhaustive: counters come with strategies (prunings and backjumps
// came with the textbook's search); start from `Stats::default()`.
#[non_exhaustive]
pub struct Stats {
    /// A **placement** is a guess: a digit written into an empty cell by the
    /// search (one [`Event::Placed`]). Givens are not placements.
    #[schemars(range(max = u64::MAX))]
    pub placements: u64,
    /// A **deduction** is a digit written because a rule forces it (one
    /// [`Event::Deduced`]); only `singles` deduces.
    #[schemars(range(max = u64::MAX))]
    pub deductions: u64,
    /// A **rejection** is a digit the conflict check refused because a peer
    /// already holds it (one [`Event::Rejected`]; only the naive walk checks
    /// digits one by one).
    #[schemars(range(max = u64::MAX))]
    pub rejections: u64,
    /// A **dead end** is a point where the search cannot go on: an empty cell
    /// where no digit fits, or a digit with no place left in a unit (one
    /// [`Event::DeadEnd`]).
    #[schemars(range(max = u64::MAX))]
    pub dead_ends: u64,
    /// A **backtrack** is a placement taken back on the way back up (one
    /// [`Event::Undone`]). When the search stops at its first solution,
    /// `placements - backtracks` is the number of empty cells of the puzzle.
    #[schemars(range(max = u64::MAX))]
    pub backtracks: u64,
    /// A **solution** is a full grid without a clash (one [`Event::Solved`]).
    #[schemars(range(max = u64::MAX))]
    pub solutions: u64,
    /// The **maximum depth** is the largest number of placements standing at once
    /// (the largest `depth` of an [`Event::Placed`]).
    #[schemars(range(max = MAX_DEPTH))]
    pub max_depth: u32,
    /// **Events** is the length of the log, every kind of event counted,
    /// including the step-limit or time-limit event.
    #[schemars(range(max = u64::MAX))]
    pub events: u64,
    /// A **pruning** is a digit taken out of an empty cell's domain by
    /// inference, forward checking or arc consistency (one
    /// [`Event::Pruned`]). Left out of a footer when 0.
    #[serde(skip_serializing_if = "is_zero")]
    #[schemars(range(max = u64::MAX))]
    pub prunings: u64,
    /// A **backjump** is a jump back over at least one guess to the latest
    /// guess of a conflict set (one [`Event::Backjumped`]). Left out of a
    /// footer when 0.
    #[serde(skip_serializing_if = "is_zero")]
    #[schemars(range(max = u64::MAX))]
    pub backjumps: u64,
    /// **Guesses skipped** counts the guesses backjumps went over: undone
    /// without their cells trying their other values (the sum of the
    /// `over` of every [`Event::Backjumped`]). Left out of a footer when 0.
    #[serde(skip_serializing_if = "is_zero")]
    #[schemars(range(max = u64::MAX))]
    pub guesses_skipped: u64,
}

// The counters of the textbook's search are written only when they are not
// 0: every other strategy's footer (and every saved trace and snapshot)
// stays byte for byte as it was, and a reader takes a missing one as 0.
fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// One of the counters of [`Stats`], by name. It serializes as its
/// [`CounterName::name`], the counter's field in a footer's `stats`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CounterName {
    /// [`Stats::placements`].
    Placements,
    /// [`Stats::deductions`].
    Deductions,
    /// [`Stats::rejections`].
    Rejections,
    /// [`Stats::dead_ends`].
    DeadEnds,
    /// [`Stats::backtracks`].
    Backtracks,
    /// [`Stats::solutions`].
    Solutions,
    /// [`Stats::max_depth`].
    MaxDepth,
    /// [`Stats::events`].
    Events,
    /// [`Stats::prunings`].
    Prunings,
    /// [`Stats::backjumps`].
    Backjumps,
    /// [`Stats::guesses_skipped`].
    GuessesSkipped,
}

impl CounterName {
    /// Every counter, in the order of the fields of [`Stats`] (the order
    /// every table and report shows them in).
    pub const ALL: [CounterName; 11] = [
        CounterName::Placements,
        CounterName::Deductions,
        CounterName::Rejections,
        CounterName::DeadEnds,
        CounterName::Backtracks,
        CounterName::Solutions,
        CounterName::MaxDepth,
        CounterName::Events,
        CounterName::Prunings,
        CounterName::Backjumps,
        CounterName::GuessesSkipped,
    ];

    /// The counters every search has, shown in every table (the first of
    /// [`CounterName::ALL`]).
    pub const EVERY_SEARCH: [CounterName; 8] = [
        CounterName::Placements,
        CounterName::Deductions,
        CounterName::Rejections,
        CounterName::DeadEnds,
        CounterName::Backtracks,
        CounterName::Solutions,
        CounterName::MaxDepth,
        CounterName::Events,
    ];

    /// The counters of the textbook's search (the rest of
    /// [`CounterName::ALL`]): a footer and the text's table show them only
    /// when they are not 0.
    pub const WHEN_USED: [CounterName; 3] = [
        CounterName::Prunings,
        CounterName::Backjumps,
        CounterName::GuessesSkipped,
    ];

    /// The counter's name in a trace: its field in the footer's `stats`.
    pub const fn name(self) -> &'static str {
        match self {
            CounterName::Placements => "placements",
            CounterName::Deductions => "deductions",
            CounterName::Rejections => "rejections",
            CounterName::DeadEnds => "dead_ends",
            CounterName::Backtracks => "backtracks",
            CounterName::Solutions => "solutions",
            CounterName::MaxDepth => "max_depth",
            CounterName::Events => "events",
            CounterName::Prunings => "prunings",
            CounterName::Backjumps => "backjumps",
            CounterName::GuessesSkipped => "guesses_skipped",
        }
    }
}

impl Serialize for CounterName {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Stats {
    /// Counts one event of kind `kind` at depth `depth` that jumps back
    /// over `over` guesses (0 for every kind but [`EventKind::Backjumped`]):
    /// the definition of every counter. The solvers call it without
    /// building the event.
    #[inline]
    pub fn count(&mut self, kind: EventKind, depth: u32, over: u32) {
        self.events += 1;
        match kind {
            EventKind::Placed => {
                self.placements += 1;
                self.max_depth = self.max_depth.max(depth);
            }
            EventKind::Deduced => self.deductions += 1,
            EventKind::Rejected => self.rejections += 1,
            EventKind::DeadEnd => self.dead_ends += 1,
            EventKind::Undone => self.backtracks += 1,
            EventKind::Solved => self.solutions += 1,
            EventKind::Pruned => self.prunings += 1,
            EventKind::Backjumped => {
                self.backjumps += 1;
                self.guesses_skipped += u64::from(over);
            }
            EventKind::CandidatesComputed
            | EventKind::Retracted
            | EventKind::ConstraintChosen
            | EventKind::StepLimitReached
            | EventKind::TimeLimitReached
            | EventKind::ValuesOrdered
            | EventKind::ConflictSet => {}
        }
    }

    /// Adds one event to the counters ([`Stats::count`]).
    pub fn record(&mut self, event: &Event) {
        let over = match *event {
            Event::Backjumped { over, .. } => over,
            _ => 0,
        };
        self.count(event.kind(), event.depth(), over);
    }

    /// The counters of a log, recounted from its events.
    pub fn from_events<'a>(events: impl IntoIterator<Item = &'a Event>) -> Stats {
        let mut stats = Stats::default();
        events.into_iter().for_each(|e| stats.record(e));
        stats
    }

    /// The value of one counter.
    pub fn get(&self, counter: CounterName) -> u64 {
        match counter {
            CounterName::Placements => self.placements,
            CounterName::Deductions => self.deductions,
            CounterName::Rejections => self.rejections,
            CounterName::DeadEnds => self.dead_ends,
            CounterName::Backtracks => self.backtracks,
            CounterName::Solutions => self.solutions,
            CounterName::MaxDepth => u64::from(self.max_depth),
            CounterName::Events => self.events,
            CounterName::Prunings => self.prunings,
            CounterName::Backjumps => self.backjumps,
            CounterName::GuessesSkipped => self.guesses_skipped,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_names_are_the_fields_of_the_footer_in_order() {
        let stats = Stats {
            placements: 1,
            deductions: 2,
            rejections: 3,
            dead_ends: 4,
            backtracks: 5,
            solutions: 6,
            max_depth: 7,
            events: 8,
            prunings: 9,
            backjumps: 10,
            guesses_skipped: 11,
        };
        let json = serde_json::to_value(stats).unwrap();
        let fields: Vec<&str> = json
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        let names: Vec<&str> = CounterName::ALL.iter().map(|c| c.name()).collect();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        let mut fields_sorted = fields.clone();
        fields_sorted.sort_unstable();
        assert_eq!(sorted, fields_sorted);
        for (i, counter) in CounterName::ALL.into_iter().enumerate() {
            assert_eq!(stats.get(counter), i as u64 + 1, "{}", counter.name());
            assert_eq!(json[counter.name()], i as u64 + 1);
        }
    }
}
