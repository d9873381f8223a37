//! The event log: what a search did, one fact at a time, and the sinks that receive it.
//!
//! A solver pushes [`Event`]s into a [`Sink`] from inside its recursion. The
//! log opens with a [`Header`] (the puzzle and how it is searched) and closes
//! with a [`Footer`] (how the search ended and its [`Stats`]); renderers,
//! saved traces and other people's solvers all meet in this format.

use std::ops::ControlFlow;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::grid::{BoxShape, Cell, DigitSet, Grid, MAX_SIDE, Unit};

mod effect;
mod kind;
mod stats;
mod subject;
mod textbook;

pub use effect::{Change, Effect, Origin};
pub use kind::EventKind;
pub use stats::{CounterName, Stats};
pub use subject::Subject;
pub use textbook::{Inferring, Textbook};

/// The version of the trace format. It rises on any incompatible change.
/// This crate writes it, and reads it and every version back to
/// [`OLDEST_SCHEMA_VERSION`].
pub const SCHEMA_VERSION: u32 = 1;

/// The oldest trace format version this crate still reads. Readers accept
/// every `schema_version` from it up to [`SCHEMA_VERSION`] and refuse any
/// other (a newer trace needs a newer sudoku-trace); raising
/// [`SCHEMA_VERSION`] does not raise this, so old traces stay readable
/// (`tests/fixtures/v1/` pins it).
pub const OLDEST_SCHEMA_VERSION: u32 = 1;

/// The most placements that stand at once: one in each cell of the largest
/// board. No `depth` is larger (each standing placement fills an empty
/// cell), so the schema bounds every depth by it, not by the `u32` it is
/// read into.
pub(crate) const MAX_DEPTH: u32 = (MAX_SIDE * MAX_SIDE) as u32;

/// The most peers a cell has on any board: `2(N - 1)` in its row and
/// column and `(rows - 1)(cols - 1)` more in its box, 64 on the 25×25
/// board. No value of a least-constraining-value order removes more
/// ([`ValueCost::removes`]).
pub(crate) const MAX_PEERS: usize = max_peers();

/// [`MAX_PEERS`], over every box shape up to [`MAX_SIDE`].
const fn max_peers() -> usize {
    let (mut most, mut rows) = (0, 2);
    while rows <= MAX_SIDE {
        let mut cols = 2;
        while rows * cols <= MAX_SIDE {
            let peers = 2 * (rows * cols - 1) + (rows - 1) * (cols - 1);
            if peers > most {
                most = peers;
            }
            cols += 1;
        }
        rows += 1;
    }
    most
}

/// One step of a search, as a learner would say it.
///
/// Cells are `[row, col]`, 0-based. `depth` is the number of search
/// placements standing on the current path: 0 before the first guess, and a
/// [`Event::Placed`] counts itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
// `non_exhaustive`: kinds of event will be added (the constraint-satisfaction
// events are next); a library user's match keeps compiling when they are.
#[non_exhaustive]
#[serde(tag = "event", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// The digits that could go in `cell` were worked out: every digit not
    /// already in the cell's row, column or box. Each other digit is listed in
    /// `excluded` with the peer that rules it out.
    CandidatesComputed {
        /// The empty cell examined.
        cell: Cell,
        /// Placements standing on the current path.
        #[schemars(range(max = MAX_DEPTH))]
        depth: u32,
        /// The digits that do not clash with any peer, ascending.
        candidates: DigitSet,
        /// Why each other digit cannot go here, ascending by digit.
        // Each digit once, so no two alike and at most N of them.
        #[schemars(length(max = MAX_SIDE), extend("uniqueItems" = true))]
        excluded: Vec<Exclusion>,
    },
    /// A digit was written into an empty cell as a guess the search may later take back.
    Placed {
        /// The cell filled.
        cell: Cell,
        /// The digit written.
        #[schemars(range(min = 1, max = MAX_SIDE))]
        digit: u8,
        /// Placements standing on the path, this one included.
        #[schemars(range(min = 1, max = MAX_DEPTH))]
        depth: u32,
        /// Which candidate this is (1 for the first), when the strategy
        /// computed the candidates; the naive walk does not.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(range(min = 1, max = MAX_SIDE))]
        choice: Option<u8>,
        /// How many candidates the cell had, alongside `choice`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        // 0 only alone, under a chosen constraint no placement can meet;
        // beside a `choice` it is at least that (`schema.rs` says so).
        #[schemars(range(max = MAX_SIDE))]
        of: Option<u8>,
    },
    /// The conflict check refused a digit: a peer already holds it.
    Rejected {
        /// The empty cell being filled.
        cell: Cell,
        /// The digit refused.
        #[schemars(range(min = 1, max = MAX_SIDE))]
        digit: u8,
        /// Placements standing on the current path.
        #[schemars(range(max = MAX_DEPTH))]
        depth: u32,
        /// The first peer that holds the digit (row first, then column, then box).
        peer: Cell,
        /// The unit `cell` and `peer` share.
        unit: Unit,
    },
    /// The search is stuck, so some earlier guess was wrong: either an empty
    /// `cell` where no digit fits, or a `digit` with no place left in a unit
    /// (`unit` and `index`).
    #[serde(
        serialize_with = "subject::write_dead_end",
        deserialize_with = "subject::read_dead_end"
    )]
    #[schemars(with = "subject::DeadEndFields")]
    DeadEnd {
        /// The cell, or the digit in its unit, where the search is stuck.
        subject: Subject,
        /// Placements standing on the current path.
        depth: u32,
    },
    /// A digit was written because a rule forces it, given the placements
    /// standing: no guess is involved, but a wrong guess above makes it wrong too.
    Deduced {
        /// The cell filled.
        cell: Cell,
        /// The digit written.
        #[schemars(range(min = 1, max = MAX_SIDE))]
        digit: u8,
        /// Placements standing on the current path (deductions do not count).
        #[schemars(range(max = MAX_DEPTH))]
        depth: u32,
        /// The rule that forces it.
        rule: Rule,
        /// For a hidden single, the unit where `digit` has no other place.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        unit: Option<Unit>,
    },
    /// A deduced digit was taken away on the way back: the guess that forced it is being undone.
    Retracted {
        /// The cell emptied again.
        cell: Cell,
        /// The digit taken away.
        #[schemars(range(min = 1, max = MAX_SIDE))]
        digit: u8,
        /// The depth of the deduction.
        #[schemars(range(max = MAX_DEPTH))]
        depth: u32,
    },
    /// Exact cover (`dlx`) chose the constraint with the fewest ways to be
    /// met: a `cell` that must hold a digit, or a `digit` that must appear
    /// once in a unit (`unit` and `index`). Each way is then tried in turn.
    #[serde(
        serialize_with = "subject::write_constraint",
        deserialize_with = "subject::read_constraint"
    )]
    #[schemars(with = "subject::ConstraintFields")]
    ConstraintChosen {
        /// The cell to fill, or the digit to place in its unit.
        subject: Subject,
        /// Placements standing on the current path.
        depth: u32,
        /// How many placements could meet it.
        options: u8,
    },
    /// A guess was taken back on the way back up: a backtrack.
    Undone {
        /// The cell emptied again.
        cell: Cell,
        /// The digit taken away.
        #[schemars(range(min = 1, max = MAX_SIDE))]
        digit: u8,
        /// The depth the placement had.
        #[schemars(range(min = 1, max = MAX_DEPTH))]
        depth: u32,
    },
    /// Every cell is filled without a clash: a solution.
    Solved {
        /// 1 for the first solution found, then 2, 3, …
        #[schemars(range(min = 1, max = u64::MAX))]
        number: u64,
        /// Placements standing on the current path.
        #[schemars(range(max = MAX_DEPTH))]
        depth: u32,
        /// The whole solved grid on one line, row by row: `N²` digits, `1` to
        /// `9` then `A`, `B`… for 10 and up, as [`Grid::to_line`] writes them.
        grid: String,
    },
    /// The search was stopped after `steps` events because of the step limit.
    StepLimitReached {
        /// The number of events before this one.
        #[schemars(range(max = u64::MAX))]
        steps: u64,
    },
    /// The search was stopped after `steps` events because its time was up
    /// (the header's `time_limit`). Where a search is cut depends on the
    /// clock, but every event before this one is the same as without a limit.
    TimeLimitReached {
        /// The number of events before this one.
        #[schemars(range(max = u64::MAX))]
        steps: u64,
    },
    /// Inference took `digit` out of the domain of the empty `cell`: the
    /// peer `by` was just placed with it (forward checking), or is an empty
    /// cell with `digit` as its only value left (arc consistency). The
    /// pruning stands until the guess standing at `depth` is undone (one at
    /// depth 0, before any guess, stands for good).
    Pruned {
        /// The empty cell whose domain lost a value.
        cell: Cell,
        /// The value taken out.
        #[schemars(range(min = 1, max = MAX_SIDE))]
        digit: u8,
        /// Placements standing on the current path.
        #[schemars(range(max = MAX_DEPTH))]
        depth: u32,
        /// The peer whose value rules `digit` out.
        by: Cell,
        /// Whether `by` was just placed or has one value left.
        reason: PruneReason,
    },
    /// The least-constraining-value order: the values of `cell` in the
    /// order they are tried, each with the number of options it would take
    /// from the current domains of the cell's empty peers (fewest first;
    /// ties: the smaller digit).
    ValuesOrdered {
        /// The empty cell about to be filled.
        cell: Cell,
        /// Placements standing on the current path.
        #[schemars(range(max = MAX_DEPTH))]
        depth: u32,
        /// The values in the order tried, with what each removes.
        // The cell's domain: each digit once, at most N of them.
        #[schemars(length(max = MAX_SIDE), extend("uniqueItems" = true))]
        values: Vec<ValueCost>,
    },
    /// The conflict set of `cell` at a dead end (conflict-directed
    /// backjumping): for every digit of the cell's domain (the digits no
    /// given excludes), the earliest guess that excludes it.
    ConflictSet {
        /// The empty cell where no digit fits.
        cell: Cell,
        /// Placements standing on the current path.
        #[schemars(range(max = MAX_DEPTH))]
        depth: u32,
        /// The guesses to blame, by depth, the earliest first.
        // One guess for a digit of the cell's domain at most.
        #[schemars(length(max = MAX_SIDE), extend("uniqueItems" = true))]
        conflicts: Vec<Guess>,
    },
    /// A backjump: the values of `cell` are used up (or it had none), and
    /// only the guesses of its conflict set took part in that, so the search
    /// goes back to the latest of them, `to` = `digit`, undoing the `over`
    /// guesses standing in between without trying their other values. The
    /// undos follow this event; `to`'s cell then inherits the rest of the set.
    Backjumped {
        /// The cell whose values are used up.
        cell: Cell,
        /// Placements standing on the current path (before the undos).
        // At least the guess gone back to and one gone over.
        #[schemars(range(min = 2, max = MAX_DEPTH))]
        depth: u32,
        /// The cell of the guess the search goes back to.
        to: Cell,
        /// That guess's digit.
        #[schemars(range(min = 1, max = MAX_SIDE))]
        digit: u8,
        /// How many guesses in between are undone, skipped (at least 1).
        // The guess gone back to stands below them all.
        #[schemars(range(min = 1, max = MAX_DEPTH - 1))]
        over: u32,
        /// The conflict set that justifies the jump, the earliest first; its
        /// last guess is `to`.
        // At most one guess a depth, each below this one.
        #[schemars(length(min = 1, max = MAX_DEPTH - 1), extend("uniqueItems" = true))]
        conflicts: Vec<Guess>,
    },
}

impl Event {
    /// The depth of the event, or 0 for events that have none.
    pub fn depth(&self) -> u32 {
        match self {
            Event::CandidatesComputed { depth, .. }
            | Event::Placed { depth, .. }
            | Event::Rejected { depth, .. }
            | Event::DeadEnd { depth, .. }
            | Event::Deduced { depth, .. }
            | Event::Retracted { depth, .. }
            | Event::ConstraintChosen { depth, .. }
            | Event::Undone { depth, .. }
            | Event::Solved { depth, .. }
            | Event::Pruned { depth, .. }
            | Event::ValuesOrdered { depth, .. }
            | Event::ConflictSet { depth, .. }
            | Event::Backjumped { depth, .. } => *depth,
            Event::StepLimitReached { .. } | Event::TimeLimitReached { .. } => 0,
        }
    }
}

/// A rule that forces a digit without guessing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// The cell has one candidate left: every other digit is in its row, column or box.
    NakedSingle,
    /// The digit has one place left in a row, column or box.
    HiddenSingle,
}

/// Why inference took a digit out of a cell's domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PruneReason {
    /// Forward checking: the peer was just placed with the digit.
    Placed,
    /// Arc consistency: the peer is an empty cell with the digit as its only value left.
    OneValue,
}

/// A value of a cell and how many options it would take from the current
/// domains of the cell's empty peers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ValueCost {
    /// The value.
    #[schemars(range(min = 1, max = MAX_SIDE))]
    pub digit: u8,
    /// How many empty peers hold it in their domain.
    #[schemars(range(max = MAX_PEERS))]
    pub removes: u8,
}

/// A guess on the current path: its cell and its depth (1 for the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Guess {
    /// The cell the guess filled.
    pub cell: Cell,
    /// Its depth: the placements standing once it was made.
    #[schemars(range(min = 1, max = MAX_DEPTH))]
    pub depth: u32,
}

/// Why a digit cannot go into a cell: `peer` already holds it, in the shared `unit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Exclusion {
    /// The digit ruled out.
    #[schemars(range(min = 1, max = MAX_SIDE))]
    pub digit: u8,
    /// The peer that holds it: the first in reading order within `unit`.
    pub peer: Cell,
    /// The unit searched first that holds the digit: row, then column, then box.
    pub unit: Unit,
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
// Non-exhaustive: it grows with the tool; a user's `match` keeps compiling.
#[non_exhaustive]
pub enum End {
    /// Every branch was explored: all solutions were found (maybe none).
    Exhausted,
    /// The search stopped after finding the number of solutions asked for.
    SolutionLimit,
    /// The search stopped at the step limit, with branches left unexplored.
    StepLimit,
    /// The search stopped at the time limit, with branches left unexplored.
    TimeLimit,
    /// The search stopped at its budget of placements, with branches left
    /// unexplored. Only an untraced search has one (`solver::count`, which
    /// `compare` runs): no event says so, so no trace ends this way.
    PlacementLimit,
    /// The sink asked the search to stop (for example, its output was closed).
    Stopped,
}

impl End {
    /// Its name on the wire, as a footer's `end` writes it (a test holds it
    /// to serde's).
    pub const fn name(self) -> &'static str {
        match self {
            End::Exhausted => "exhausted",
            End::SolutionLimit => "solution_limit",
            End::StepLimit => "step_limit",
            End::TimeLimit => "time_limit",
            End::PlacementLimit => "placement_limit",
            End::Stopped => "stopped",
        }
    }
}

/// The puzzle as the log records it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// The side `N`, the box's rows × cols: digits run from 1 to `N`.
    // 4: the smallest box is 2×2.
    #[schemars(range(min = 4, max = MAX_SIDE))]
    pub size: usize,
    /// The box shape, `[rows, cols]`.
    #[serde(rename = "box")]
    pub box_shape: BoxShape,
    /// The givens on one line, row by row: `N²` characters, `.` (or `0`)
    /// for an empty cell, `1` to `9` then `A`, `B`… (or `a`, `b`…) for 10
    /// and up.
    pub givens: String,
}

impl Puzzle {
    /// The log's record of `grid`.
    pub fn of(grid: &Grid) -> Puzzle {
        Puzzle {
            size: grid.side(),
            box_shape: grid.shape(),
            givens: grid.to_line(),
        }
    }

    /// How many cells are given and how many are empty (a `.` in `givens`).
    pub fn given_and_empty(&self) -> (usize, usize) {
        let givens = self.givens.chars().filter(|&c| c != '.').count();
        (givens, self.givens.chars().count() - givens)
    }
}

/// The search settings that shape the log.
// (Not in the doc comment, which is the schema's description too:
// `Limits::default()` sets no limit and finds every solution; the command
// line stops at the first, `Limits::FIRST_SOLUTION`.)
//
// Non-exhaustive: a limit added later (as `time_limit` was) must not break
// a user's code; build one from `Limits::default()` or `FIRST_SOLUTION` and
// the `with_*` methods.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct Limits {
    /// Stop after this many solutions (`None`: find them all).
    #[schemars(range(max = u64::MAX))]
    pub max_solutions: Option<u64>,
    /// Stop after this many events (`None`: no limit).
    #[schemars(range(max = u64::MAX))]
    pub max_steps: Option<u64>,
    /// Stop after about this many seconds (absent: no limit). The library
    /// never reads a clock: this records the limit, and whoever keeps the
    /// time stops the search (`solver::solve_until`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_limit: Option<f64>,
}

/// `Limits::default()` sets no limit: the search finds every solution.
/// The command line stops at the first one unless told otherwise:
/// [`Limits::FIRST_SOLUTION`] gives the same trace as `sudoku-trace solve`.
impl Limits {
    /// The command line's default: stop at the first solution, no other
    /// limit. `solve(&grid, strategy, Limits::FIRST_SOLUTION, sink)` writes
    /// the events `sudoku-trace solve --format jsonl` writes.
    pub const FIRST_SOLUTION: Limits = Limits {
        max_solutions: Some(1),
        max_steps: None,
        time_limit: None,
    };

    /// These limits, stopping after `max` solutions (`None`: all of them).
    pub const fn with_max_solutions(mut self, max: Option<u64>) -> Limits {
        self.max_solutions = max;
        self
    }

    /// These limits, stopping after `max` events (`None`: no limit).
    pub const fn with_max_steps(mut self, max: Option<u64>) -> Limits {
        self.max_steps = max;
        self
    }

    /// These limits, recording a limit of `seconds` (`None`: no limit),
    /// which whoever keeps the time enforces ([`crate::solver::solve_until`]).
    pub const fn with_time_limit(mut self, seconds: Option<f64>) -> Limits {
        self.time_limit = seconds;
        self
    }
}

/// The first record of a log: what is searched, and how.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct Header {
    /// The trace format version, [`SCHEMA_VERSION`] when written by this crate.
    pub schema_version: u32,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The strategy's name (`candidates`, `naive`, …).
    pub strategy: String,
    /// The limits the search ran under.
    pub options: Limits,
}

impl Header {
    /// The header of a search of `grid` by the strategy named `strategy`
    /// under `options`, in this crate's [`SCHEMA_VERSION`].
    pub fn new(grid: &Grid, strategy: &str, options: Limits) -> Header {
        Header {
            schema_version: SCHEMA_VERSION,
            puzzle: Puzzle::of(grid),
            strategy: strategy.to_string(),
            options,
        }
    }
}

/// A name from a trace (its strategy, a field's name) as a message shows
/// it: cut at 100 characters, since another program's trace may name it at
/// any length and a message must not echo megabytes, and its control
/// characters, line breaks and direction controls shown as code points
/// ([`crate::words::user_text::shown`]), so that it can neither act on a
/// terminal nor forge a line of the report.
pub fn shown_name(name: &str) -> std::borrow::Cow<'_, str> {
    const SHOWN: usize = 100;
    let cut = match name.char_indices().nth(SHOWN) {
        None => std::borrow::Cow::Borrowed(name),
        Some((cut, _)) => {
            let rest = name[cut..].chars().count();
            format!("{}… ({rest} more characters)", &name[..cut]).into()
        }
    };
    match crate::words::user_text::shown(&cut) {
        std::borrow::Cow::Borrowed(_) => cut,
        std::borrow::Cow::Owned(escaped) => escaped.into(),
    }
}

/// The last record of a log: how the search ended and what it counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct Footer {
    /// How the search ended.
    // Only an untraced search ends at a placement budget: `verify` refuses
    // a trace that says it did.
    #[schemars(extend("not" = { "const": End::PlacementLimit.name() }))]
    pub end: End,
    /// The counters.
    pub stats: Stats,
}

impl Footer {
    /// The footer of a search that ended as `end` having counted `stats`.
    pub fn new(end: End, stats: Stats) -> Footer {
        Footer { end, stats }
    }
}

/// Receives events from a search, pushed from inside its recursion.
///
/// The search calls [`Sink::event`] once per event, in order; the sink
/// answers [`ControlFlow::Continue`] to go on or [`ControlFlow::Break`] to
/// stop the search at once (it then ends with [`End::Stopped`]). A sink that
/// fails to write keeps its error and breaks.
pub trait Sink {
    /// Whether this sink looks at events at all. A search checks this once:
    /// when it is `false`, no event is built, so an unheard search costs the
    /// same as an untraced one.
    #[inline]
    fn is_listening(&self) -> bool {
        true
    }

    /// Takes one event; `Break` stops the search.
    fn event(&mut self, event: &Event) -> ControlFlow<()>;
}

impl<S: Sink + ?Sized> Sink for &mut S {
    #[inline]
    fn is_listening(&self) -> bool {
        (**self).is_listening()
    }
    #[inline]
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        (**self).event(event)
    }
}

impl<S: Sink + ?Sized> Sink for Box<S> {
    #[inline]
    fn is_listening(&self) -> bool {
        (**self).is_listening()
    }
    #[inline]
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        (**self).event(event)
    }
}

/// The sink that hears nothing: the search runs untraced.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoSink;

impl Sink for NoSink {
    #[inline]
    fn is_listening(&self) -> bool {
        false
    }
    #[inline]
    fn event(&mut self, _: &Event) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Keeps every event in memory, for tests and small searches.
impl Sink for Vec<Event> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        self.push(event.clone());
        ControlFlow::Continue(())
    }
}

/// Counts events without keeping them.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counter(pub Stats);

impl Sink for Counter {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        self.0.record(event);
        ControlFlow::Continue(())
    }
}

/// Sample events for tests across the crate.
#[cfg(test)]
pub(crate) mod samples {
    use super::{Event, Guess, PruneReason, Rule, Subject, ValueCost};
    use crate::grid::{Cell, DigitSet, Unit};

    /// One event of every kind, in the order of [`EventKind::ALL`].
    pub(crate) fn one_of_each() -> Vec<Event> {
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

    /// [`one_of_each`], plus the other subject of each kind about a
    /// [`Subject`]: every kind with every shape it comes in.
    pub(crate) fn one_of_each_shape() -> Vec<Event> {
        let mut events = one_of_each();
        let others: Vec<Event> = events
            .iter()
            .filter_map(|e| match *e {
                Event::DeadEnd { subject, depth } => Some(Event::DeadEnd {
                    subject: other(subject),
                    depth,
                }),
                Event::ConstraintChosen {
                    subject,
                    depth,
                    options,
                } => Some(Event::ConstraintChosen {
                    subject: other(subject),
                    depth,
                    options,
                }),
                _ => None,
            })
            .collect();
        events.extend(others);
        events
    }

    /// A subject of the other shape.
    fn other(subject: Subject) -> Subject {
        match subject {
            Subject::Cell(_) => Subject::Unit {
                digit: 2,
                unit: Unit::Column,
                index: 3,
            },
            Subject::Unit { .. } => Subject::Cell(Cell { row: 2, col: 3 }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{MAX_DEPTH, MAX_PEERS};
    use crate::grid::{BoxShape, Cell, MAX_SIDE, Unit, unit_cells};

    #[test]
    fn max_peers_is_the_most_peers_of_a_cell_on_any_board() {
        let peers = |shape: BoxShape| {
            let cell = Cell::new(0, 0);
            let mut peers: Vec<Cell> = Unit::ALL
                .into_iter()
                .flat_map(|unit| unit_cells(shape, cell, unit))
                .filter(|&peer| peer != cell)
                .collect();
            peers.sort_unstable();
            peers.dedup();
            peers.len()
        };
        let most = (2..=MAX_SIDE)
            .flat_map(|rows| (2..=MAX_SIDE / rows).filter_map(move |c| BoxShape::new(rows, c)))
            .map(peers)
            .max();
        assert_eq!(most, Some(MAX_PEERS));
        assert_eq!((MAX_PEERS, MAX_DEPTH), (64, 625));
    }
}
