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
    type Err = String;
    fn from_str(s: &str) -> Result<Strategy, String> {
        Strategy::ALL
            .into_iter()
            .find(|st| st.name() == s)
            .or_else(|| Choices::from_name(s).map(Strategy::Backtrack))
            .ok_or_else(|| {
                format!(
                    "unknown strategy `{s}`: expected one of {}",
                    Strategy::names().join(", ")
                )
            })
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
    type Err = String;
    fn from_str(s: &str) -> Result<LineUp, String> {
        LineUp::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| format!("unknown line-up `{s}`: expected basic, csp or all"))
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
pub struct Report {
    /// How the search ended.
    pub end: End,
    /// The counters.
    pub stats: Stats,
    /// The first solutions found, at most [`KEPT_SOLUTIONS`] of them.
    pub solutions: Vec<Grid>,
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
/// let limits = Limits { max_solutions: Some(1), max_steps: None, time_limit: Some(0.5) };
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
/// let limits = Limits { max_solutions: Some(1), max_steps: None, time_limit: None };
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
    let mut search = search::Search::new(board, sink, limits, deadline, max_placements);
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
