//! `sudoku-trace solve`: one puzzle, one strategy, one trace.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::grid::BoxShape;
use crate::parse::ParseOptions;
use crate::render::Lang;
use crate::render::{DEFAULT_MAX_STEPS, Format};
use crate::solver::{self, Strategy};
use crate::trace::{Footer, Header, Limits, NoSink, Sink};
use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};

use super::io::Output;
use super::look::Look;
use super::misuse::Misuse;
use super::overwrite::refuse_overwrite;
use super::puzzle_arg::PuzzleArg;
use super::summary::{SUMMARY, Summary};
use super::{Failure, args, clock, colour, flood};

const EXAMPLES: &str = "\
Examples:
  sudoku-trace solve                              the classic puzzle of the seed posts, traced
  sudoku-trace solve puzzle.txt --lang zh-Hant    the same walk in Chinese, cells as [i,j]
  sudoku-trace solve --puzzle ai-escargot         a puzzle of the library (sudoku-trace puzzles)
  sudoku-trace solve --strategy naive --style seed --all-solutions
                                                  seed 001's output, byte for byte
  sudoku-trace solve puzzle.txt --format jsonl -o trace.jsonl
  sudoku-trace solve --format html -o walk.html   a page that replays the search step by step
  sudoku-trace solve --strategy backtrack --select mrv --inference fc
                                                  the textbook's search: MRV and forward checking
  cat puzzle.txt | sudoku-trace solve - --format none && echo solved";

/// Options of `solve`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct SolveArgs {
    #[command(flatten)]
    puzzle: PuzzleArg,

    /// How to search.
    #[arg(long, short, default_value = "candidates", value_parser = args::strategy())]
    strategy: Strategy,

    #[command(flatten)]
    choices: args::BacktrackArgs,

    /// The output format (`markdown`: a worksheet; `worksheet-html`: the
    /// same worksheet as a page to print, boxes drawn and domains
    /// pencilled; `none`: no trace, just the exit code; `summary`:
    /// no trace either, one JSON document with the header's fields, how the
    /// search ended, every counter and the solutions, each on one line).
    #[arg(long, short, default_value = "text", value_parser = formats())]
    format: Written,

    /// Write the trace to this file (whole or not at all) instead of standard
    /// output. It is written as `.FILE.sudoku-trace-tmp-XXXXXX` beside FILE
    /// and renamed when complete; interrupted (Ctrl-C, SIGTERM, SIGHUP,
    /// SIGQUIT), that file is removed and an earlier FILE stays as it was.
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,

    #[command(flatten)]
    look: Look,

    /// Stop after this many solutions.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..), conflicts_with = "all_solutions")]
    solutions: u64,

    /// Find every solution.
    #[arg(long)]
    all_solutions: bool,

    /// Stop after this many events (steps) and say so (with `--format
    /// html`, 10,000,000 unless given; a text or JSON trace written to a
    /// terminal, 100,000 unless given: files and pipes are not limited).
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,

    /// Stop the search after about this many seconds (fractions allowed:
    /// 0.5) and say so. The trace may be cut shorter, but every event
    /// written is the same as without a limit.
    #[arg(long, value_name = "SECONDS", value_parser = args::seconds, allow_negative_numbers = true)]
    time_limit: Option<f64>,

    /// The box shape as ROWSxCOLS (for example 3x2), when not the usual one.
    #[arg(long = "box", value_name = "RxC", value_parser = args::box_shape)]
    box_shape: Option<BoxShape>,
}

impl SolveArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        self.look.lang()
    }
}

/// What `solve --format` writes: a trace in one of the renderers' formats,
/// or the summary of an untraced search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Written {
    /// A trace in this format (`none`: nothing).
    Trace(Format),
    /// `summary`: one JSON document, no trace.
    Summary,
}

/// The names `--format` takes: every trace format, and `summary`.
fn formats() -> impl TypedValueParser<Value = Written> {
    let mut names: Vec<&str> = Format::ALL.map(Format::name).to_vec();
    names.push(SUMMARY);
    PossibleValuesParser::new(names).map(|name| match name.as_str() {
        SUMMARY => Written::Summary,
        name => Written::Trace(super::render::format_named(name)),
    })
}

/// Runs `solve`.
pub fn run(args: SolveArgs) -> Result<u8, Failure> {
    refuse_overwrite(args.output.as_deref(), &[args.puzzle.path()])?;
    let strategy = args.choices.strategy(args.strategy)?;
    let summary = args.format == Written::Summary;
    let format = match args.format {
        Written::Trace(format) => format,
        Written::Summary => Format::None,
    };
    args.look.check(format)?;
    // `none` writes nothing: FILE would only be emptied (issue 22).
    if let Some(output) = args.output.as_deref().filter(|p| *p != Path::new("-"))
        && format == Format::None
        && !summary
    {
        return Err(Failure::Misuse(Misuse::NoneWithOutput(
            output.display().to_string(),
        )));
    }
    let timer = clock::timer(args.time_limit);

    let grid = args.puzzle.read(ParseOptions {
        shape: args.box_shape,
    })?;
    let title = args.puzzle.title();
    let mut output = Output::open(args.output.as_deref())?;
    let guarded = flood::applies(format, args.max_steps, colour::is_terminal(&output));
    let limits = Limits {
        max_solutions: (!args.all_solutions).then_some(args.solutions),
        max_steps: args
            .max_steps
            .or((format == Format::Html).then_some(DEFAULT_MAX_STEPS))
            .or(guarded.then_some(flood::TERMINAL_MAX_STEPS)),
        time_limit: args.time_limit,
    };
    let name = output.name();
    let write_failure = |source| Failure::Write {
        path: name.clone(),
        source,
    };
    let header = Header::new(&grid, strategy.name(), limits);
    // The search, with the timer's deadline when there is one.
    let search = |sink: &mut dyn Sink| match &timer {
        Some(timer) => {
            timer.time(|deadline| solver::solve_until(&grid, strategy, limits, deadline, sink))
        }
        None => solver::solve(&grid, strategy, limits, sink),
    };
    if summary {
        let report = search(&mut NoSink);
        let text = Summary::new(&header, &report).to_json();
        output
            .writer()
            .write_all(text.as_bytes())
            .map_err(write_failure)?;
        output.commit()?;
        return Ok(exit_code(report.stats.solutions));
    }
    let report = {
        let colour = args.look.colour.colours(&output);
        let mut renderer =
            args.look
                .renderer(format, strategy.name(), title, colour, output.writer())?;
        renderer.begin(&header).map_err(write_failure)?;
        let report = search(&mut renderer);
        renderer.take_error().map_err(write_failure)?;
        let footer = Footer {
            end: report.end,
            stats: report.stats,
        };
        renderer.finish(&footer).map_err(write_failure)?;
        report
    };
    output.commit()?;
    if let Some(note) = flood::note(guarded, limits, report.end) {
        super::console::error_line(&note.to_string());
    }
    Ok(exit_code(report.stats.solutions))
}

/// 0 when the search found a solution, 1 when not.
fn exit_code(solutions: u64) -> u8 {
    if solutions > 0 { 0 } else { 1 }
}
