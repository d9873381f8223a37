//! `sudoku-trace grade`: a class's traces checked and compared with the
//! reference search, into a table or Gradescope's `results.json`.
//!
//! Exit codes: 0 every submission earned full marks, 1 some did not, 2 bad
//! usage (no submission found, an unreadable puzzle).

use std::io::{BufWriter, Write as _};
use std::path::{Path, PathBuf};

use crate::diff::LevelChoice;
use crate::grade::{self, Points, Reference, table};
use crate::grid::{BoxShape, Grid};
use crate::library::Entry;
use crate::parse::{self, ParseOptions};
use crate::render::Lang;
use crate::render::lang::fill;
use crate::render::{JsonLines, Renderer};
use crate::solver::{self, Strategy};
use crate::trace::{Footer, Header, Limits, Puzzle, SCHEMA_VERSION};
use clap::Args;

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
2 bad usage or no submission found.";

/// Options of `grade`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct GradeArgs {
    /// The students' traces: files (JSON Lines or JSON), or folders, read
    /// recursively for `*.jsonl` and `*.json` in name order (hidden files
    /// and folders skipped, symbolic links to folders not followed).
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
    /// `gradescope` (the autograder's results.json). With `--lang`, JSON's
    /// and results.json's keys and test names stay English; the findings
    /// (`output`) follow the language.
    #[arg(long, short, default_value = "text", value_parser = ["text", "markdown", "json", "gradescope"])]
    format: String,

    #[command(flatten)]
    words: Words,

    /// Write to this file (whole or not at all) instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,
}

impl GradeArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        self.words.resolve().0
    }
}

/// Points: a finite number, 0 or more.
fn non_negative(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x.is_finite() && x >= 0.0 => Ok(x),
        _ => Err(format!(
            "expected a number of points, 0 or more (such as 40 or 12.5), found `{}`",
            super::echoed(text)
        )),
    }
}

/// Runs `grade`.
pub fn run(args: GradeArgs) -> Result<u8, Failure> {
    let strategy = args.choices.strategy(args.strategy)?;
    let mut inputs: Vec<Option<&Path>> =
        args.submissions.iter().map(|p| Some(p.as_path())).collect();
    inputs.push(args.puzzle_file.as_deref());
    refuse_overwrite(args.output.as_deref(), &inputs)?;
    let (lang, notation) = args.words.resolve();
    let grid = puzzle(&args)?;
    let files = submissions(&args.submissions, lang)?;
    let limits = Limits {
        max_solutions: (!args.all_solutions).then_some(args.solutions),
        max_steps: None,
        time_limit: None,
    };
    let reference_file = write_reference(&grid, strategy, limits)?;
    // A cancelled run (a notebook's interrupt) stops its reference search
    // midway, and grades nobody against that part.
    if super::console::is_cancelled() {
        return Err(Failure::Cancelled);
    }
    let reference = Reference::open(reference_file.path())?;
    let points = Points {
        rules: args.points_rules,
        solution: args.points_solution,
        search: args.points_search,
        partial: args.partial_credit,
    };
    let mut grades = Vec::with_capacity(files.len());
    for file in &files {
        // Cancelled, it stops between submissions.
        if super::console::is_cancelled() {
            return Err(Failure::Cancelled);
        }
        grades.push(grade::grade_in(
            &reference, file, &points, args.level, lang, notation,
        ));
    }
    let text = match args.format.as_str() {
        // File names come from outside: no escape sequence may act.
        "markdown" => super::terminal_safe(&table::markdown_in(&grades, lang)),
        "json" => table::json(&grades),
        "gradescope" => table::gradescope_in(&grades, lang),
        _ => super::terminal_safe(&table::text_in(&grades, lang)),
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

/// The reference trace, as JSON Lines in a temporary file (removed when
/// dropped): read once per submission, never held in memory.
fn write_reference(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
) -> Result<tempfile::NamedTempFile, Failure> {
    let failure = |source| Failure::Write {
        path: "the reference trace (a temporary file)".into(),
        source,
    };
    let file = tempfile::Builder::new()
        .prefix("sudoku-trace-reference-")
        .suffix(".jsonl")
        .tempfile()
        .map_err(failure)?;
    {
        let mut renderer = JsonLines::new(BufWriter::new(file.as_file()));
        let header = Header {
            schema_version: SCHEMA_VERSION,
            puzzle: Puzzle::of(grid),
            strategy: strategy.name().to_string(),
            options: limits,
        };
        renderer.begin(&header).map_err(failure)?;
        // In a run that can be cancelled, under a timer without limit.
        let report = match clock::timer(None) {
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
    }
    Ok(file)
}

/// How deep folders are read: deeper is surely a mistake (or a loop).
const MAX_DEPTH: usize = 16;

/// The submissions: each file as given, each folder's traces in name order;
/// a folder without any is named in a warning in `lang`.
fn submissions(paths: &[PathBuf], lang: Lang) -> Result<Vec<PathBuf>, Failure> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            let before = files.len();
            walk(path, 0, &mut files)?;
            if files.len() == before {
                let folder = super::terminal_safe(&path.display().to_string());
                super::console::error_line(&fill(
                    lang.grade().empty_folder,
                    &[("folder", &folder)],
                ));
            }
        } else {
            // A missing or unreadable file is graded: zero, with the reason.
            files.push(path.clone());
        }
    }
    if files.is_empty() {
        return Err(Failure::Misuse(Misuse::NoSubmission));
    }
    Ok(files)
}

fn walk(dir: &Path, depth: usize, files: &mut Vec<PathBuf>) -> Result<(), Failure> {
    let read_failure = |source| Failure::Read {
        path: dir.display().to_string(),
        source,
    };
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .map_err(read_failure)?
        .collect::<Result<_, _>>()
        .map_err(read_failure)?;
    entries.sort_by_key(std::fs::DirEntry::file_name);
    for entry in entries {
        let name = entry.file_name();
        if name.to_string_lossy().starts_with('.') {
            continue;
        }
        let path = entry.path();
        // The entry's own type: a symbolic link is not followed into a folder.
        let kind = entry.file_type().map_err(read_failure)?;
        if kind.is_dir() {
            if depth < MAX_DEPTH {
                walk(&path, depth + 1, files)?;
            }
        } else if matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("jsonl" | "json")
        ) {
            files.push(path);
        }
    }
    Ok(())
}
