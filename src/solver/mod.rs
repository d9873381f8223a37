//! The strategies and the driver that runs one of them on a grid.
//!
//! Every strategy searches depth first and reports what it does through the
//! [`Sink`] it is given; with [`crate::trace::NoSink`] the same code is the
//! fast untraced solver, except 9×9 `singles`, which then runs on an engine
//! of its own that walks the same tree ([`untraced_engine`]). The five
//! fixed strategies try digits ascending; `backtrack` takes the textbook's
//! choices ([`Choices`]).

mod backtrack;
mod bands;
mod board;
mod candidates;
mod dlx;
mod mrv;
mod naive;
mod search;
mod singles;
mod uniqueness;

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use crate::grid::Grid;
use crate::trace::{End, Limits, NoSink, Sink, Stats};
pub use backtrack::{Choices, Inference, Select, Unsupported, Values};
pub use search::{DEADLINE_EVERY, Deadline, KEPT_SOLUTIONS};
pub use uniqueness::{Checked, Uniqueness, uniqueness, uniqueness_counted, uniqueness_until};

/// How the search chooses the next cell and the digits to try.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
// Non-exhaustive: it grows with the tool; a user's `match` keeps compiling.
#[non_exhaustive]
pub enum Strategy {
    /// Seed 000: the first empty cell in reading order, its candidates
    /// computed from the row, column and box, each tried in ascending order.
    #[default]
    Candidates,
    /// Seed 001: cells in reading order, every digit 1..N tried and refused
    /// by the conflict check when a peer holds it.
    Naive,
    /// Minimum remaining values: the empty cell with the fewest candidates
    /// (the first in reading order among equals), no deduction.
    Mrv,
    /// Naked and hidden singles deduced to a fixed point before each branch,
    /// then branching like `mrv`.
    Singles,
    /// Knuth's Algorithm X with dancing links: the constraint with the
    /// fewest ways to be met is covered first.
    Dlx,
    /// The textbook's backtracking search for constraint satisfaction, with
    /// its choices of cell order, value order and inference, or
    /// conflict-directed backjumping. Named by [`Choices::name`]
    /// (`backtrack`, `backtrack+mrv+fc`, …).
    Backtrack(Choices),
}

impl Strategy {
    /// Every strategy that takes no choices, in the order they are listed to
    /// users (`compare` runs these; [`Strategy::Backtrack`] has a
    /// combination of [`Choices`] besides, [`Choices::all`]).
    pub const ALL: [Strategy; 5] = [
        Strategy::Candidates,
        Strategy::Naive,
        Strategy::Mrv,
        Strategy::Singles,
        Strategy::Dlx,
    ];

    /// The name used on the command line and in traces.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Candidates => "candidates",
            Strategy::Naive => "naive",
            Strategy::Mrv => "mrv",
            Strategy::Singles => "singles",
            Strategy::Dlx => "dlx",
            Strategy::Backtrack(choices) => choices.name(),
        }
    }

    /// The names `--strategy` takes: every strategy of [`Strategy::ALL`],
    /// then `backtrack` (its choices have options of their own).
    pub fn names() -> [&'static str; 6] {
        let [a, b, c, d, e] = Strategy::ALL.map(Strategy::name);
        [a, b, c, d, e, Choices::default().name()]
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Strategy, UnknownName> {
        Strategy::ALL
            .into_iter()
            .find(|st| st.name() == s)
            .or_else(|| Choices::from_name(s).map(Strategy::Backtrack))
            .ok_or_else(|| UnknownName {
                what: "strategy",
                name: s.to_string(),
                expected: Strategy::names().join(", "),
            })
    }
}

/// A name [`Strategy`] or [`LineUp`] does not know: its `Display` says which
/// name, and the names expected instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} `{name}`: expected one of {expected}")]
pub struct UnknownName {
    what: &'static str,
    name: String,
    expected: String,
}

impl UnknownName {
    /// The name as it was given.
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// Which strategies `compare` runs side by side (`--line-up`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum LineUp {
    /// The five strategies of [`Strategy::ALL`].
    Basic,
    /// The five, then the textbook's line-up ([`LineUp::TEXTBOOK`]): forward
    /// checking and arc consistency with and without MRV and LCV, and
    /// backjumping.
    #[default]
    Csp,
    /// The five, then every combination of `backtrack` ([`Choices::all`]).
    All,
}

impl LineUp {
    /// Every line-up, in the order help texts list them.
    pub const ALL: [LineUp; 3] = [LineUp::Basic, LineUp::Csp, LineUp::All];

    /// The `backtrack` combinations of [`LineUp::Csp`], as the CSP chapter
    /// builds them up: inference first, then the cell order, then the value
    /// order, and backjumping last. MRV's tie-breaker, the degree
    /// heuristic, comes right after MRV with forward checking; FC-CBJ,
    /// backjumping with forward checking, after backjumping alone.
    pub const TEXTBOOK: [&'static str; 9] = [
        "backtrack+fc",
        "backtrack+mac",
        "backtrack+mrv+fc",
        "backtrack+mrv+mac",
        "backtrack+mrv+degree+fc",
        "backtrack+mrv+lcv+fc",
        "backtrack+mrv+lcv+mac",
        "backtrack+backjump",
        "backtrack+fc+backjump",
    ];

    /// The name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            LineUp::Basic => "basic",
            LineUp::Csp => "csp",
            LineUp::All => "all",
        }
    }

    /// The strategies, in the order of the rows.
    pub fn strategies(self) -> Vec<Strategy> {
        let backtrack: Vec<Choices> = match self {
            LineUp::Basic => Vec::new(),
            LineUp::Csp => LineUp::TEXTBOOK
                .iter()
                .map(|name| Choices::from_name(name).expect("a textbook combination is supported"))
                .collect(),
            LineUp::All => Choices::all().collect(),
        };
        Strategy::ALL
            .into_iter()
            .chain(backtrack.into_iter().map(Strategy::Backtrack))
            .collect()
    }
}

impl FromStr for LineUp {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<LineUp, UnknownName> {
        LineUp::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| UnknownName {
                what: "line-up",
                name: s.to_string(),
                expected: LineUp::ALL.map(LineUp::name).join(", "),
            })
    }
}

/// Which engine runs `strategy` on `grid` when nobody listens (`count`,
/// `solve` with [`NoSink`], uniqueness): `"bands"`, the 9×9 engine of
/// `singles` (the traced search's tree on a board built for 9×9), or
/// `"general"`, the one engine of every strategy and size, which also
/// traces.
pub fn untraced_engine(grid: &Grid, strategy: Strategy) -> &'static str {
    if strategy == Strategy::Singles && bands::fits(grid) {
        "bands"
    } else {
        "general"
    }
}

/// What a finished search reports.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Report {
    /// How the search ended.
    pub end: End,
    /// The counters.
    pub stats: Stats,
    /// The first solutions found, at most [`KEPT_SOLUTIONS`] of them.
    pub solutions: Vec<Grid>,
}

/// A search to run: `strategy` on `grid`, and the options that shape it,
/// each a method so that an option added later breaks no caller. [`solve`],
/// [`solve_until`] and [`count`] are its shorthands.
///
/// ```
/// use sudoku_trace::solver::{Search, Strategy};
/// use sudoku_trace::trace::{End, Limits};
///
/// let grid = sudoku_trace::parse::parse_str(
///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
/// )?;
/// let mut events = Vec::new();
/// let traced = Search::new(&grid, Strategy::Mrv)
///     .limits(Limits::FIRST_SOLUTION.with_max_steps(Some(50)))
///     .run(&mut events);
/// assert_eq!(traced.end, End::StepLimit);
/// assert_eq!(events.len(), 51); // 50 steps, then the one that says the limit
/// // A budget of placements is for a search nobody traces: it counts.
/// let counted = Search::new(&grid, Strategy::Naive)
///     .limits(Limits::FIRST_SOLUTION)
///     .max_placements(100)
///     .count();
/// assert_eq!(counted.end, End::PlacementLimit);
/// assert_eq!(counted.stats.placements, 100);
/// # Ok::<(), sudoku_trace::parse::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug)]
#[must_use = "a search does nothing until it is run"]
pub struct Search<'a> {
    grid: &'a Grid,
    strategy: Strategy,
    limits: Limits,
    deadline: Option<&'a Deadline>,
}

impl<'a> Search<'a> {
    /// `strategy` on `grid`, finding every solution ([`Limits::default`]):
    /// no limit, no deadline, no budget of placements.
    pub fn new(grid: &'a Grid, strategy: Strategy) -> Search<'a> {
        Search {
            grid,
            strategy,
            limits: Limits::default(),
            deadline: None,
        }
    }

    /// Within `limits` (solutions, steps; a time limit recorded).
    pub fn limits(mut self, limits: Limits) -> Search<'a> {
        self.limits = limits;
        self
    }

    /// Stopping with [`End::TimeLimit`] once `deadline` has expired (see
    /// [`solve_until`]).
    pub fn deadline(mut self, deadline: &'a Deadline) -> Search<'a> {
        self.deadline = Some(deadline);
        self
    }

    /// Stopping with [`End::PlacementLimit`] instead of making placement
    /// number `max + 1` (see [`count`]). No event records a budget, so a
    /// search with one is counted, never traced: [`Budgeted::count`].
    pub fn max_placements(self, max: u64) -> Budgeted<'a> {
        Budgeted { search: self, max }
    }

    /// Runs the search, pushing every event into `sink`.
    pub fn run<S: Sink + ?Sized>(self, sink: &mut S) -> Report {
        run(
            self.grid,
            self.strategy,
            self.limits,
            self.deadline,
            None,
            sink,
        )
    }

    /// Runs the search untraced, for its counters and solutions.
    pub fn count(self) -> Report {
        self.run(&mut NoSink)
    }
}

/// A [`Search`] within a budget of placements, which only counts: a trace
/// has no event that would record the budget.
#[derive(Clone, Copy, Debug)]
#[must_use = "a search does nothing until it is run"]
pub struct Budgeted<'a> {
    search: Search<'a>,
    max: u64,
}

impl Budgeted<'_> {
    /// Runs the search untraced, stopping before placement number `max + 1`.
    pub fn count(self) -> Report {
        let s = self.search;
        run(
            s.grid,
            s.strategy,
            s.limits,
            s.deadline,
            Some(self.max),
            &mut NoSink,
        )
    }
}

/// Runs `strategy` on `grid` within `limits`, pushing every event into `sink`.
///
/// A grid whose givens already clash has no solution: the search ends at once,
/// [`End::Exhausted`], with no events. `limits.time_limit` is only recorded:
/// to stop a search when its time is up, use [`solve_until`].
pub fn solve<S: Sink + ?Sized>(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
    sink: &mut S,
) -> Report {
    run(grid, strategy, limits, None, None, sink)
}

/// [`solve`], also stopping with [`End::TimeLimit`] (and a last
/// [`crate::trace::Event::TimeLimitReached`]) once `deadline` has expired.
///
/// The deadline is looked at every [`DEADLINE_EVERY`] events, so the events
/// sent are always the first ones of the search [`solve`] makes: a time limit
/// cuts the log shorter, and changes nothing in it.
///
/// ```
/// use sudoku_trace::solver::{Deadline, Strategy, solve_until};
/// use sudoku_trace::trace::{End, Limits, NoSink};
///
/// let grid = sudoku_trace::parse::parse_str(
///     "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
/// )?;
/// let deadline = Deadline::new();
/// // A timer thread would call this when the time is up.
/// deadline.expire();
/// let limits = Limits::FIRST_SOLUTION.with_time_limit(Some(0.5));
/// let report = solve_until(&grid, Strategy::Naive, limits, &deadline, &mut NoSink);
/// assert_eq!(report.end, End::TimeLimit);
/// assert_eq!(report.stats.events, 1); // the time-limit event alone
/// # Ok::<(), sudoku_trace::parse::ParseError>(())
/// ```
pub fn solve_until<S: Sink + ?Sized>(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
    deadline: &Deadline,
    sink: &mut S,
) -> Report {
    run(grid, strategy, limits, Some(deadline), None, sink)
}

/// [`solve`] untraced, for its counters and solutions only, within a
/// budget of placements as well as `limits` (and `deadline`, when given):
/// the search stops with [`End::PlacementLimit`] instead of making
/// placement number `max_placements + 1`.
///
/// Strategies spend events differently (`naive` reports every refused
/// digit), so a step limit stops them at different points of the same
/// search; a placement budget stops every strategy after the same number of
/// guesses, so one stopped by it made at least as many as any that finished
/// within it (`compare`). No event records the budget, so there is no trace
/// of such a search.
///
/// ```
/// use sudoku_trace::solver::{Strategy, count};
/// use sudoku_trace::trace::{End, Limits};
///
/// let grid = sudoku_trace::parse::parse_str(
///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
/// )?;
/// let limits = Limits::FIRST_SOLUTION;
/// for strategy in [Strategy::Candidates, Strategy::Naive] {
///     let report = count(&grid, strategy, limits, Some(1000), None);
///     assert_eq!(report.end, End::PlacementLimit);
///     assert_eq!(report.stats.placements, 1000);
/// }
/// # Ok::<(), sudoku_trace::parse::ParseError>(())
/// ```
pub fn count(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
    max_placements: Option<u64>,
    deadline: Option<&Deadline>,
) -> Report {
    run(
        grid,
        strategy,
        limits,
        deadline,
        max_placements,
        &mut NoSink,
    )
}

fn run<S: Sink + ?Sized>(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
    deadline: Option<&Deadline>,
    max_placements: Option<u64>,
    sink: &mut S,
) -> Report {
    // Nobody listens: 9×9 `singles` runs on its own engine, which makes
    // the same search tree and the same counts without building events.
    if strategy == Strategy::Singles && !sink.is_listening() && bands::fits(grid) {
        return bands::solve(grid, limits, deadline, max_placements);
    }
    let Some(board) = board::Board::new(grid) else {
        return Report {
            end: End::Exhausted,
            stats: Stats::default(),
            solutions: Vec::new(),
        };
    };
    let mut search = search::SearchState::new(board, sink, limits, deadline, max_placements);
    let flow = match strategy {
        Strategy::Candidates => {
            let empties: Vec<usize> = (0..grid.cells().len())
                .filter(|&i| grid.cells()[i] == 0)
                .collect();
            candidates::search(&mut search, &empties, 0, 0)
        }
        Strategy::Naive => naive::search(&mut search, 0, 0),
        Strategy::Mrv => mrv::search(&mut search, 0),
        Strategy::Singles => {
            let units = singles::Units::new(grid.shape());
            singles::search(&mut search, &units, &mut Vec::new(), 0)
        }
        Strategy::Dlx => {
            let mut links = dlx::Links::new(&search.board);
            dlx::search(&mut search, &mut links, 0)
        }
        Strategy::Backtrack(choices) => backtrack::search(&mut search, choices),
    };
    let end = match flow {
        ControlFlow::Continue(()) => End::Exhausted,
        ControlFlow::Break(end) => end,
    };
    Report {
        end,
        stats: search.tally.stats,
        solutions: search.solutions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_name_is_an_error_that_keeps_the_name() {
        let e = "MRV".parse::<Strategy>().unwrap_err();
        assert_eq!(e.name(), "MRV");
        let said = e.to_string();
        assert!(
            said.starts_with("unknown strategy `MRV`: expected one of candidates, naive, mrv,"),
            "{said}"
        );
        let boxed: Box<dyn std::error::Error> = Box::new(e);
        assert!(boxed.source().is_none());
        let e = "most".parse::<LineUp>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown line-up `most`: expected one of basic, csp, all"
        );
    }

    #[test]
    fn every_backtrack_name_reads_back_through_the_one_reader() {
        let mut named = 0;
        for choices in Choices::all() {
            assert_eq!(Choices::from_name(choices.name()), Some(choices));
            named += 1;
        }
        assert_eq!(named, 30);
        for wrong in [
            "backtrack+fc+mrv",
            "backtrack+mac+backjump",
            "backtrack+degree",
            "mrv",
        ] {
            assert_eq!(Choices::from_name(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn a_search_runs_as_its_shorthands_do() {
        let grid = crate::parse::parse_str("..3.\n.3.4\n2..3\n3.4.").unwrap();
        let mut by_builder = Vec::new();
        let built = Search::new(&grid, Strategy::Mrv)
            .limits(Limits::FIRST_SOLUTION)
            .run(&mut by_builder);
        let mut by_solve = Vec::new();
        let solved = solve(&grid, Strategy::Mrv, Limits::FIRST_SOLUTION, &mut by_solve);
        assert_eq!(built, solved);
        assert_eq!(by_builder, by_solve);
        let counted = count(&grid, Strategy::Naive, Limits::default(), Some(2), None);
        let budget = Search::new(&grid, Strategy::Naive)
            .max_placements(2)
            .count();
        assert_eq!(
            (counted.end, budget.end),
            (End::PlacementLimit, End::PlacementLimit)
        );
        assert_eq!(counted, budget);
    }
}
