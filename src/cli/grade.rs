//! `sudoku-trace grade`: a class's traces checked and compared with the
//! reference search, into a table or Gradescope's `results.json`.
//!
//! Exit codes: 0 every submission earned full marks, 1 some did not, 2 bad
//! usage (no submission found, an unreadable puzzle, a reference search
//! stopped by a limit).

use std::io::{BufWriter, Write as _};
use std::path::{Path, PathBuf};

use crate::diff::LevelChoice;
use crate::grade::{self, Points, Reference, table};
use crate::grid::{BoxShape, Grid};
use crate::library::Entry;
use crate::parse::{self, ParseOptions};
use crate::render::Lang;
use crate::render::{JsonLines, Renderer};
use crate::solver::{self, Strategy};
use crate::trace::{End, Footer, Header, Limits, Puzzle, SCHEMA_VERSION};
use crate::words::vars;
use clap::Args;

use super::interrupt::Pending;
use super::io::{Output, read_puzzle};
use super::look::Words;
use super::misuse::Misuse;
use super::overwrite::refuse_overwrite;
use super::{Failure, args, clock};

const EXAMPLES: &str = "\
Examples:
  sudoku-trace grade --strategy candidates submissions/      every trace in the folder, a table
  sudoku-trace grade --puzzle norvig-hard1 -s mrv a.jsonl b.jsonl --format markdown
  sudoku-trace grade -s candidates /autograder/submission --format gradescope \\
      -o /autograder/results/results.json                    Gradescope's autograder
  sudoku-trace grade -s candidates class/ --points-rules 50 --points-solution 0 \\
      --points-search 50 --partial-credit
  sudoku-trace grade -s candidates class/ --lang zh-Hant     the table and findings in Chinese

Each submission is checked three ways: it follows the rules (as `verify`),
it finds the reference's solved grids and ends as it does, and it searches
as the reference (as `diff`; by default only the kinds of event and the
fields the student wrote are compared, so a trace of placements, undos and
solutions is compared at that level). A file that cannot be read, or that
traces another puzzle, scores zero with the reason.

Exit codes: 0 every submission earned full marks, 1 some did not,
2 bad usage, no submission found, or a reference stopped by a limit.";

/// Options of `grade`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct GradeArgs {
    /// The students' traces: files (JSON Lines or JSON), or folders, read
    /// recursively (16 folders deep) for `*.jsonl` and `*.json` in name
    /// order. In a folder, hidden files and folders are skipped, and a
    /// symbolic link is never followed: a trace's link, a FIFO, a device or
    /// a folder that cannot be listed scores zero with the reason.
    #[arg(required = true, value_name = "SUBMISSION")]
    submissions: Vec<PathBuf>,

    /// The assignment's puzzle from the library (`sudoku-trace puzzles`);
    /// the classic puzzle when neither this nor --puzzle-file is given.
    #[arg(long = "puzzle", value_name = "NAME", value_parser = super::puzzle_arg::named, conflicts_with = "puzzle_file")]
    named: Option<&'static Entry>,

    /// The assignment's puzzle from a file.
    #[arg(long, value_name = "FILE")]
    puzzle_file: Option<PathBuf>,

    /// The box shape of --puzzle-file as ROWSxCOLS, when not the usual one.
    #[arg(long = "box", value_name = "RxC", value_parser = args::box_shape, requires = "puzzle_file")]
    box_shape: Option<BoxShape>,

    /// The strategy the students implement: the reference's.
    #[arg(long, short, default_value = "candidates", value_parser = args::strategy())]
    strategy: Strategy,

    #[command(flatten)]
    choices: args::BacktrackArgs,

    /// The reference stops after this many solutions, as the students'
    /// solvers should.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..), conflicts_with = "all_solutions")]
    solutions: u64,

    /// The reference finds every solution.
    #[arg(long)]
    all_solutions: bool,

    /// The reference search stops after this many events (steps), and each
    /// submission is compared with that much of it (the students' solvers
    /// should stop there too: `solve --max-steps N`). Without it the
    /// reference may take 1,000,000 steps (75 to 350 MB in the temporary
    /// folder, a few seconds); one that needs more is refused, not cut
    /// short.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    max_steps: Option<u64>,

    /// The reference search may take about this many seconds (fractions
    /// allowed: 0.5); one that needs longer is refused, not cut short.
    #[arg(long, value_name = "SECONDS", value_parser = args::seconds, allow_negative_numbers = true)]
    time_limit: Option<f64>,

    #[arg(long, default_value = "common", value_name = "LEVEL", value_parser = super::level::parse, help = super::level::HELP)]
    level: LevelChoice,

    /// Points for following the rules.
    #[arg(long, default_value_t = 40.0, value_name = "P", value_parser = non_negative, allow_negative_numbers = true)]
    points_rules: f64,

    /// Points for finding the reference's solved grids and ending as it does.
    #[arg(long, default_value_t = 20.0, value_name = "P", value_parser = non_negative, allow_negative_numbers = true)]
    points_solution: f64,

    /// Points for searching as the reference does.
    #[arg(long, default_value_t = 40.0, value_name = "P", value_parser = non_negative, allow_negative_numbers = true)]
    points_search: f64,

    /// A search that parts from the reference earns the share of the
    /// reference's compared events it matched before parting (rounded
    /// down to a hundredth), instead of nothing.
    #[arg(long)]
    partial_credit: bool,

    /// `text` or `markdown` (a class table), `json` (every finding), or
    /// `gradescope` (the autograder's results.json, for one student: of
    /// several traces only the first that reads as one, in name order,
    /// is graded, and the others are named as ignored). With `--lang`,
    /// JSON's and results.json's keys and test names stay English; the
    /// findings (`output`) follow the language.
    #[arg(long, short, value_enum, default_value_t = GradeFormat::Text)]
    format: GradeFormat,

    #[command(flatten)]
    words: Words,

    /// Write to this file (whole or not at all) instead of standard output;
    /// never one of the submissions, nor a trace's name inside a folder
    /// graded (the next run would grade it).
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,
}

impl GradeArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        self.words.resolve().0
    }
}

/// The most points a check may be worth: three of them add up to a finite
/// total that prints as a number (1e308 each would be `inf`).
const MAX_POINTS: f64 = 1_000_000.0;

/// Points: a finite number, 0 or more, at most [`MAX_POINTS`].
fn non_negative(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if (0.0..=MAX_POINTS).contains(&x) => Ok(x),
        _ => Err(format!(
            "expected a number of points, 0 or more and at most 1000000 (such as 40 or 12.5), found `{}`",
            super::echoed(text)
        )),
    }
}

/// The reference's steps without `--max-steps`: enough for every
/// library puzzle's reference with the default strategy, and a bound on
/// the temporary file (an event takes 75 to 350 bytes of JSON Lines, the
/// most on a 25×25 board).
const DEFAULT_MAX_STEPS: u64 = 1_000_000;

/// `--format` of `grade`.
// No doc comment on the variants: clap would list them in `--help`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GradeFormat {
    Text,
    Markdown,
    Json,
    Gradescope,
}

/// Runs `grade`.
pub fn run(args: GradeArgs) -> Result<u8, Failure> {
    let strategy = args.choices.strategy(args.strategy)?;
    let (lang, notation) = args.words.resolve();
    let walk = grade::find(&args.submissions);
    for folder in &walk.empty {
        let folder = super::terminal_safe(&folder.display().to_string());
        super::console::error_line(
            &lang
                .grade()
                .empty_folder(vars::GradeEmptyFolder { folder: &folder }),
        );
    }
    refuse_output(&args, &walk.found)?;
    if walk.found.is_empty() {
        return Err(Failure::Misuse(Misuse::NoSubmission));
    }
    let grid = puzzle(&args)?;
    // Gradescope's folder is one student's: one submission counts.
    let (counted, ignored) = if args.format == GradeFormat::Gradescope {
        let one = grade::the_one(&walk.found).expect("something was found");
        let (counted, ignored): (Vec<_>, Vec<_>) =
            walk.found.iter().enumerate().partition(|(k, _)| *k == one);
        (
            counted.into_iter().map(|(_, f)| f).collect(),
            ignored.into_iter().map(|(_, f)| f).collect(),
        )
    } else {
        (walk.found.iter().collect::<Vec<_>>(), Vec::new())
    };
    let limits = Limits {
        max_solutions: (!args.all_solutions).then_some(args.solutions),
        max_steps: Some(args.max_steps.unwrap_or(DEFAULT_MAX_STEPS)),
        time_limit: args.time_limit,
    };
    // A cancelled run (a notebook's interrupt) stops its reference search
    // midway, and grades nobody against that part.
    let reference_file = write_reference(&grid, strategy, limits, &args, lang)?;
    let reference = Reference::open(reference_file.path())?;
    let points = Points {
        rules: args.points_rules,
        solution: args.points_solution,
        search: args.points_search,
        partial: args.partial_credit,
    };
    let mut grades = Vec::with_capacity(counted.len());
    for found in counted {
        // Cancelled, it stops between submissions.
        if super::console::is_cancelled() {
            return Err(Failure::Cancelled);
        }
        grades.push(grade::grade_found(
            &reference, found, &points, args.level, lang, notation,
        ));
    }
    let ignored: Vec<String> = ignored
        .iter()
        .map(|f| f.path().display().to_string())
        .collect();
    let text = match args.format {
        // File names come from outside: no escape sequence may act.
        GradeFormat::Markdown => super::terminal_safe(&table::markdown_in(&grades, lang)),
        GradeFormat::Json => table::json(&grades),
        GradeFormat::Gradescope => table::gradescope_one(&grades[0], &ignored, lang),
        GradeFormat::Text => super::terminal_safe(&table::text_in(&grades, lang)),
    };
    let mut output = Output::open(args.output.as_deref())?;
    let name = output.name();
    output
        .writer()
        .write_all(text.as_bytes())
        .map_err(|source| Failure::Write { path: name, source })?;
    output.commit()?;
    Ok(if grades.iter().all(grade::Grade::is_full) {
        0
    } else {
        1
    })
}

/// Refuses an `-o` that would write over an input: a file named, a file
/// found in a folder (under any of its names), or a trace's name inside a
/// folder graded, which the next run would grade.
fn refuse_output(args: &GradeArgs, found: &[grade::Found]) -> Result<(), Failure> {
    let Some(output) = args.output.as_deref().filter(|p| *p != Path::new("-")) else {
        return Ok(());
    };
    let mut inputs: Vec<Option<&Path>> =
        args.submissions.iter().map(|p| Some(p.as_path())).collect();
    inputs.push(args.puzzle_file.as_deref());
    inputs.extend(found.iter().map(|f| Some(f.path())));
    refuse_overwrite(Some(output), &inputs)?;
    for folder in args.submissions.iter().filter(|p| p.is_dir()) {
        if grade::folder::would_find(folder, output) {
            return Err(Failure::Misuse(Misuse::OutputInFolder {
                output: output.display().to_string(),
                folder: folder.display().to_string(),
            }));
        }
    }
    Ok(())
}

/// The assignment's puzzle.
fn puzzle(args: &GradeArgs) -> Result<Grid, Failure> {
    match (args.named, &args.puzzle_file) {
        (Some(entry), _) => parse::parse_str(entry.text)
            .map_err(|e| Failure::Puzzle(e.with_source(format!("<{}>", entry.name)))),
        (None, Some(path)) => read_puzzle(
            Some(path),
            ParseOptions {
                shape: args.box_shape,
            },
        ),
        (None, None) => read_puzzle(None, ParseOptions::default()),
    }
}

/// The reference trace, as JSON Lines in a temporary file: read once per
/// submission, never held in memory; removed when dropped, and on Ctrl-C,
/// SIGTERM (as `-o`'s temporary file is). A search stopped by a limit it
/// was not given, or by time, is refused: grading against part of it would
/// be wrong.
fn write_reference(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
    args: &GradeArgs,
    lang: Lang,
) -> Result<Pending, Failure> {
    let failure = |source| Failure::Write {
        path: "the reference trace (a temporary file)".into(),
        source,
    };
    let mut file = Pending::create(
        tempfile::Builder::new()
            .prefix("sudoku-trace-reference-")
            .suffix(".jsonl"),
        &std::env::temp_dir(),
    )
    .map_err(failure)?;
    let end = {
        let mut renderer = JsonLines::new(BufWriter::new(file.file_mut()));
        let header = Header {
            schema_version: SCHEMA_VERSION,
            puzzle: Puzzle::of(grid),
            strategy: strategy.name().to_string(),
            options: limits,
        };
        renderer.begin(&header).map_err(failure)?;
        // Under --time-limit, or in a run that can be cancelled.
        let report = match clock::timer(args.time_limit) {
            Some(timer) => timer.time(|deadline| {
                solver::solve_until(grid, strategy, limits, deadline, &mut renderer)
            }),
            None => solver::solve(grid, strategy, limits, &mut renderer),
        };
        renderer.take_error().map_err(failure)?;
        renderer
            .finish(&Footer {
                end: report.end,
                stats: report.stats,
            })
            .map_err(failure)?;
        report.end
    };
    // A cancelled run's search stopped for that, whatever its end says.
    if super::console::is_cancelled() {
        return Err(Failure::Cancelled);
    }
    match (end, args.max_steps, args.time_limit) {
        (End::StepLimit, None, _) => Err(Failure::Misuse(Misuse::ReferenceSteps(
            limits.max_steps.unwrap_or(DEFAULT_MAX_STEPS),
        ))),
        (End::StepLimit, Some(steps), _) => {
            super::console::error_line(
                &lang
                    .grade()
                    .reference_cut(vars::GradeReferenceCut { steps: &steps }),
            );
            Ok(file)
        }
        (End::TimeLimit, _, Some(seconds)) => Err(Failure::Misuse(Misuse::ReferenceTime(seconds))),
        _ => Ok(file),
    }
}
