//! `sudoku-trace check`: is the puzzle well formed, and does it have no,
//! one, or several solutions?
//!
//! Exit codes: 0 exactly one solution, 1 none, 3 several, 2 unreadable,
//! 4 undecided within the step or time limit.

use std::fmt::Write as _;
use std::time::Instant;

use crate::grid::{BoxShape, Cell, Grid, digit_char};
use crate::parse::ParseOptions;
use crate::render::{Lang, Notation};
use crate::solver::{Strategy, Uniqueness, uniqueness_counted, untraced_engine};
use crate::trace::{End, Stats};
use crate::words::vars;
use clap::Args;
use serde::Serialize;

use super::args::ReportFormat;
use super::io::write_stdout;
use super::look::Words;
use super::puzzle_arg::PuzzleArg;
use super::{Failure, args, clock};

const EXAMPLES: &str = "\
Examples:
  sudoku-trace check puzzle.txt && echo 'a proper puzzle'
  sudoku-trace check examples/puzzles/multi.txt      shows two solutions and where they differ
  sudoku-trace check --puzzle norvig-hard1           a puzzle of the library
  sudoku-trace check - --format json < puzzle.txt
  sudoku-trace check puzzle.txt --no-time            the same output on every run
  sudoku-trace check puzzle.txt --lang zh-Hant      the summary (and any error) in Chinese

Exit codes: 0 exactly one solution, 1 no solution, 3 several solutions,
2 unreadable input, 4 undecided within --max-steps or --time-limit.";

/// Options of `check`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct CheckArgs {
    #[command(flatten)]
    puzzle: PuzzleArg,

    /// The box shape as ROWSxCOLS, when not the usual one.
    #[arg(long = "box", value_name = "RxC", value_parser = args::box_shape)]
    box_shape: Option<BoxShape>,

    /// Give up after this many steps of the search.
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,

    /// Give up after about this many seconds of search (fractions allowed: 0.5).
    #[arg(long, value_name = "SECONDS", value_parser = args::seconds, allow_negative_numbers = true)]
    time_limit: Option<f64>,

    /// `text` for people, `json` for scripts.
    #[arg(long, short, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,

    /// Leave out the time the search took, so that the output is the same
    /// on every run.
    #[arg(long)]
    no_time: bool,

    #[command(flatten)]
    words: Words,
}

impl CheckArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        self.words.resolve().0
    }
}

/// What `check` found, as `--format json` writes it.
#[derive(Serialize)]
struct Verdict {
    size: usize,
    #[serde(rename = "box")]
    box_shape: BoxShape,
    givens: usize,
    /// `none`, `unique`, `several` or `undecided`.
    solutions: &'static str,
    /// When undecided, the limit that came first: `step_limit` or `time_limit`.
    #[serde(skip_serializing_if = "Option::is_none")]
    limit: Option<End>,
    /// The solutions shown: one when unique, two that differ when several.
    shown: Vec<String>,
    /// Where the two shown solutions first differ, as `[row, col]`.
    first_difference: Option<Cell>,
    /// What the search did.
    search: Search,
}

/// The search behind a verdict, as `--format json` writes it.
#[derive(Serialize)]
struct Search {
    /// The strategy: `singles`.
    strategy: &'static str,
    /// The engine that ran it untraced: `bands` (9×9) or `general`.
    engine: &'static str,
    /// Its time in microseconds; absent with `--no-time`.
    #[serde(skip_serializing_if = "Option::is_none")]
    microseconds: Option<f64>,
    /// Its counters, as a trace of the same search would count them.
    stats: Stats,
}

/// Runs `check`.
pub fn run(args: CheckArgs) -> Result<u8, Failure> {
    let (lang, notation) = args.words.resolve();
    let grid = args.puzzle.read(ParseOptions {
        shape: args.box_shape,
    })?;
    // Singles proves uniqueness fastest on ordinary puzzles, and on 9×9
    // runs on its own engine (see `solver::untraced_engine`).
    let strategy = Strategy::Singles;
    let started = Instant::now();
    let checked = match clock::timer(args.time_limit) {
        Some(timer) => timer
            .time(|deadline| uniqueness_counted(&grid, strategy, args.max_steps, Some(deadline))),
        None => uniqueness_counted(&grid, strategy, args.max_steps, None),
    };
    let micros = started.elapsed().as_secs_f64() * 1e6;
    let found = checked.uniqueness;
    let (solutions, code, shown, first_difference) = match &found {
        Uniqueness::None => ("none", 1, vec![], None),
        Uniqueness::Unique(one) => ("unique", 0, vec![one], None),
        Uniqueness::Several(a, b, at) => ("several", 3, vec![a, b], Some(*at)),
        Uniqueness::Undecided(_) => ("undecided", 4, vec![], None),
    };
    let verdict = Verdict {
        size: grid.side(),
        box_shape: grid.shape(),
        givens: grid.filled(),
        solutions,
        limit: match found {
            Uniqueness::Undecided(end) => Some(end),
            _ => None,
        },
        shown: shown.iter().map(|g| g.to_line()).collect(),
        first_difference,
        search: Search {
            strategy: strategy.name(),
            engine: untraced_engine(&grid, strategy),
            microseconds: (!args.no_time).then_some(micros),
            stats: checked.stats,
        },
    };
    let output = if args.format == ReportFormat::Json {
        serde_json::to_string_pretty(&verdict).expect("the verdict serializes") + "\n"
    } else {
        text(&grid, &verdict, &shown, lang, notation)
    };
    write_stdout(&output)?;
    Ok(code)
}

/// The verdict in words, in `lang`, the cell where two solutions differ
/// named in `notation`.
fn text(grid: &Grid, v: &Verdict, shown: &[&Grid], lang: Lang, notation: Notation) -> String {
    let w = lang.check();
    let mut out = String::new();
    let side = grid.side();
    let _ = writeln!(
        out,
        "{}",
        w.well_formed(vars::CheckWellFormed {
            size: &side,
            r#box: &lang.phrases().dimensions(vars::NarrationDimensions {
                rows: &grid.shape().rows(),
                cols: &grid.shape().cols(),
            }),
            givens: v.givens as u64,
            empty: (side * side - v.givens) as u64,
        })
    );
    match (shown, v.first_difference) {
        ([], _) if v.solutions == "none" => {
            let _ = writeln!(out, "{}", w.none);
        }
        ([], _) => {
            let limit = match v.limit {
                Some(End::TimeLimit) => w.undecided_time,
                _ => w.undecided_steps,
            };
            let _ = writeln!(out, "{limit}");
        }
        ([one], _) => {
            let _ = writeln!(out, "{}", w.unique);
            for line in one.to_string().lines() {
                let _ = writeln!(out, "  {line}");
            }
        }
        ([a, b, ..], Some(cell)) => {
            let several = w.several(vars::CheckSeveral {
                cell: &notation.cell(cell),
                a: &digit_char(a.get(cell)),
                b: &digit_char(b.get(cell)),
            });
            let _ = writeln!(out, "{several}");
            for (l, r) in a.to_string().lines().zip(b.to_string().lines()) {
                let _ = writeln!(out, "  {l}   {r}");
            }
        }
        _ => unreachable!("two solutions come with the cell where they differ"),
    }
    let search = &v.search;
    let time = search.microseconds.map_or(String::new(), |us| {
        w.searched_time(vars::CheckSearchedTime {
            time: &lang.duration(us),
        })
    });
    let stats = &search.stats;
    let searched = w.searched(vars::CheckSearched {
        time: &time,
        strategy: &lang.strategy_named(search.strategy),
        engine: &search.engine,
        placements: &w.placements(vars::CheckPlacements {
            n: stats.placements,
        }),
        deductions: &w.deductions(vars::CheckDeductions {
            n: stats.deductions,
        }),
        dead_ends: &w.dead_ends(vars::CheckDeadEnds { n: stats.dead_ends }),
    });
    let _ = writeln!(out, "{searched}");
    out
}
