//! `sudoku-trace compare`: every strategy on one puzzle, side by side.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use crate::grid::BoxShape;
use crate::parse::ParseOptions;
use crate::render::Lang;
use crate::render::compare::{
    Comparison, DEFAULT_RACE_MAX_EVENTS, RACE_MAX_EVENTS_CAP, Recording, Row, SkipCounter, Skips,
};
use crate::solver::{self, LineUp, Strategy, UnknownName};
use crate::trace::{End, Limits, Puzzle};
use clap::Args;

use super::io::Output;
use super::misuse::Misuse;
use super::overwrite::refuse_overwrite;
use super::puzzle_arg::PuzzleArg;
use super::{Failure, args, clock};

const EXAMPLES: &str = "\
Examples:
  sudoku-trace compare                                  the classic puzzle
  sudoku-trace compare --puzzle norvig-hard1            a puzzle of the library
  sudoku-trace compare examples/puzzles/norvig_grid2.txt --max-placements 1000000
  sudoku-trace compare examples/puzzles/norvig_grid2.txt --time-limit 2
  sudoku-trace compare puzzle.txt --format html -o compare.html
  sudoku-trace compare --puzzle inkala-2012 --lang zh-Hant
  sudoku-trace compare --line-up basic                  the five strategies alone
  sudoku-trace compare --line-up all                    every combination of backtrack too
  sudoku-trace compare --strategies backtrack+fc,backtrack+mac,backtrack+mrv+fc,backtrack+mrv+mac
                                                        these four, in this order
  sudoku-trace compare --times                          with each strategy's time";

/// The placement budget of each strategy unless `--max-placements` says
/// otherwise: every strategy of every line-up finishes within it on every
/// puzzle of the library (`tests/it/library.rs`).
pub const DEFAULT_MAX_PLACEMENTS: u64 = 100_000_000;

/// Options of `compare`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct CompareArgs {
    #[command(flatten)]
    puzzle: PuzzleArg,

    /// Which strategies: `basic` (the five: candidates, naive, mrv,
    /// singles, dlx), `csp` (the five, then the textbook's backtracking:
    /// backtrack+fc, +mac, +mrv+fc, +mrv+mac, +mrv+degree+fc, +mrv+lcv+fc,
    /// +mrv+lcv+mac, +backjump, +fc+backjump), or `all` (the five and all 30
    /// combinations of backtrack).
    #[arg(long = "line-up", value_name = "WHICH", default_value = "csp", value_parser = args::line_up())]
    line_up: LineUp,

    /// These strategies instead of a line-up, in this order, separated by
    /// commas: any of `candidates`, `naive`, `mrv`, `singles`, `dlx`, and
    /// `backtrack` with its choices joined by `+` as a trace names them
    /// (`backtrack+mrv+lcv+fc`, `backtrack+backjump`: `solve --help` lists
    /// the choices). Each at most once.
    #[arg(long, value_name = "A,B,…", value_delimiter = ',', value_parser = strategy, conflicts_with = "line_up")]
    strategies: Vec<Strategy>,

    /// Stop each strategy before its placement number N+1: the same budget
    /// of guesses for every strategy, so one stopped by it (marked, its
    /// counts shown as lower bounds, `≥`) made at least as many placements
    /// as any that finished, and a ranking by placements is never upside
    /// down. The default lets every strategy finish on every puzzle of the
    /// library (the most, 82 million, is `backtrack+lcv` on norvig-grid2);
    /// on a 9x9 board it bounds a run at a few seconds per strategy stopped,
    /// but a placement costs more on a bigger board (an empty 25x25 takes
    /// minutes): `--time-limit` bounds a run on any board.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_PLACEMENTS)]
    max_placements: u64,

    /// Stop each strategy after this many steps (events) as well; none by
    /// default. Strategies spend steps differently (naive one for every
    /// refused digit), so a step limit stops them at different points of
    /// the same search: the placement budget is the fair limit.
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,

    /// Stop each strategy after about this many seconds (fractions allowed:
    /// 0.5); a stopped one is marked.
    #[arg(long, value_name = "SECONDS", value_parser = args::seconds, allow_negative_numbers = true)]
    time_limit: Option<f64>,

    /// `text`, `json`, or `html` (one page: the table, what each strategy
    /// does, and a bar chart per counter on a log or a linear scale).
    #[arg(long, short, value_enum, default_value_t = CompareFormat::Text)]
    format: CompareFormat,

    /// Write to this file (whole or not at all) instead of standard output.
    /// It is written as `.FILE.sudoku-trace-tmp-XXXXXX` beside FILE and
    /// renamed when complete; interrupted (Ctrl-C, SIGTERM, SIGHUP,
    /// SIGQUIT), that file is removed and an earlier FILE stays as it was.
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,

    /// The language of the table, the page and a puzzle's errors: `en`; `zh-Hans` (Simplified
    /// Chinese, the Mainland's words) and `zh-Hant` (Traditional, Hong
    /// Kong's words), both with the seeds' 行 a row, 列 a column; `zh-TW`,
    /// Traditional with Taiwan's words (列 a row, 行 a column, 候選數).
    #[arg(long, default_value = "en", ignore_case = true, value_parser = args::lang())]
    lang: String,

    /// With `--format html`: the race of the page keeps at most this many
    /// events of each strategy's search (the walkthrough's recording cap),
    /// and no more data than that many coded events (an event that travels
    /// whole, such as a backjump's conflict set, takes more); a board cut by
    /// it says so and how far the search went on. The page grows by about
    /// 5.3 bytes a kept event, so at most about 5.3 MB a strategy at the
    /// default (1,000,000 unless given), 10.6 MB at the most (2,000,000).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=RACE_MAX_EVENTS_CAP))]
    race_max_events: Option<u64>,

    /// Show how long each strategy took. Left out unless asked: a time
    /// varies from run to run (the output is otherwise the same on every
    /// run), and in class microseconds are noise beside the counts.
    #[arg(long)]
    times: bool,

    /// Leave out the times: the default now, still taken so that older
    /// scripts run.
    #[arg(long, hide = true, conflicts_with = "times")]
    no_time: bool,

    /// The box shape as ROWSxCOLS, when not the usual one.
    #[arg(long = "box", value_name = "RxC", value_parser = args::box_shape)]
    box_shape: Option<BoxShape>,
}

impl CompareArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        Lang::from_tag(&self.lang).unwrap_or_default()
    }
}

/// `--format` of `compare`.
// No doc comment on the variants: clap would list them in `--help`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CompareFormat {
    Text,
    Json,
    Html,
}

impl CompareFormat {
    /// The format's name, as `--format` takes it.
    fn name(self) -> &'static str {
        match self {
            CompareFormat::Text => "text",
            CompareFormat::Json => "json",
            CompareFormat::Html => "html",
        }
    }
}

/// Runs `compare`.
pub fn run(args: CompareArgs) -> Result<u8, Failure> {
    if args.race_max_events.is_some() && args.format != CompareFormat::Html {
        // Only the page has a race: never ignored silently.
        return Err(Failure::Misuse(Misuse::NeedsHtml {
            option: "--race-max-events",
            format: args.format.name(),
        }));
    }
    refuse_overwrite(args.output.as_deref(), &[args.puzzle.path()])?;
    let lang = Lang::from_tag(&args.lang).unwrap_or_default();
    let grid = args.puzzle.read(ParseOptions {
        shape: args.box_shape,
    })?;
    // Opened first: a file that cannot be written fails before the
    // searches, and an interruption during them removes the temporary file.
    let mut output = Output::open(args.output.as_deref())?;
    let limits = Limits {
        max_solutions: Some(1),
        max_steps: args.max_steps,
        time_limit: args.time_limit,
    };
    let timer = clock::timer(args.time_limit);
    let line_up: Option<LineUp> = args.strategies.is_empty().then_some(args.line_up);
    let strategies = match line_up {
        Some(line_up) => line_up.strategies(),
        None => unique(&args.strategies)?,
    };
    let rows: Vec<Row> = strategies
        .iter()
        .copied()
        .map(|strategy| {
            let started = Instant::now();
            let budget = Some(args.max_placements);
            let report = match &timer {
                Some(timer) => timer.time(|deadline| {
                    solver::count(&grid, strategy, limits, budget, Some(deadline))
                }),
                None => solver::count(&grid, strategy, limits, budget, None),
            };
            let micros = started.elapsed().as_secs_f64() * 1e6;
            Row {
                strategy: strategy.name().to_string(),
                end: report.end,
                stats: report.stats,
                micros: args.times.then_some(micros),
                // Split only a search that finished: one stopped by a
                // limit would run on, traced, without it.
                skips: (report.stats.backjumps > 0 && !stopped(report.end))
                    .then(|| skips(&grid, strategy, limits)),
            }
        })
        .collect();
    let solved = rows.iter().any(|r| r.stats.solutions > 0);
    let comparison = Comparison {
        puzzle: Puzzle::of(&grid),
        max_placements: Some(args.max_placements),
        max_steps: args.max_steps,
        time_limit: args.time_limit,
        line_up: line_up.map(|l| l.name().to_string()),
        name: args.puzzle.name(),
        rows,
    };
    let text = match args.format {
        CompareFormat::Json => {
            serde_json::to_string_pretty(&comparison).expect("a comparison serializes") + "\n"
        }
        CompareFormat::Html => {
            let cap = args.race_max_events.unwrap_or(DEFAULT_RACE_MAX_EVENTS);
            let recordings = record(&grid, &strategies, &comparison, limits, cap);
            comparison.html_with_race(lang, &recordings, cap)
        }
        CompareFormat::Text => comparison.text_in(lang),
    };
    let name = output.name();
    output
        .writer()
        .write_all(text.as_bytes())
        .map_err(|source| Failure::Write { path: name, source })?;
    output.commit()?;
    Ok(if solved { 0 } else { 1 })
}

/// Each strategy's search again, traced, for the race: the same search as
/// its untraced run (no time limit, so that the page does not depend on the
/// clock; the events of the untraced run instead, where it stopped), kept up
/// to `cap` events.
fn record(
    grid: &crate::Grid,
    strategies: &[Strategy],
    comparison: &Comparison,
    limits: Limits,
    cap: u64,
) -> Vec<Recording> {
    let limits = Limits {
        time_limit: None,
        ..limits
    };
    strategies
        .iter()
        .zip(&comparison.rows)
        .map(|(&strategy, row)| {
            let mut recording =
                Recording::new(&comparison.puzzle, cap).stopping_at(row.stats.events);
            solver::solve(grid, strategy, limits, &mut recording);
            recording
        })
        .collect()
}

/// Backjumping's skipped guesses split ([`Skips`]), from the same search
/// traced (no time limit: the split must not depend on the clock; a search
/// stopped by a limit is split up to where its trace got).
fn skips(grid: &crate::Grid, strategy: Strategy, limits: Limits) -> Skips {
    let mut counter = SkipCounter::default();
    let limits = Limits {
        time_limit: None,
        ..limits
    };
    solver::solve(grid, strategy, limits, &mut counter);
    counter.skips()
}

/// Whether a limit stopped a search.
fn stopped(end: End) -> bool {
    matches!(
        end,
        End::PlacementLimit | End::StepLimit | End::TimeLimit | End::Stopped
    )
}

/// `--strategies`: one name, as `solve --strategy` and a trace spell it.
fn strategy(name: &str) -> Result<Strategy, UnknownName> {
    name.trim().parse()
}

/// The strategies of `--strategies`, refused when one is named twice (two
/// rows of the same search would only look like a comparison).
fn unique(strategies: &[Strategy]) -> Result<Vec<Strategy>, Failure> {
    for (k, s) in strategies.iter().enumerate() {
        if strategies[..k].contains(s) {
            return Err(Failure::Misuse(Misuse::StrategyTwice {
                name: s.name().to_string(),
            }));
        }
    }
    Ok(strategies.to_vec())
}
