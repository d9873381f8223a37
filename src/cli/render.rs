//! `sudoku-trace render`: a saved trace (JSON or JSON Lines, from any
//! solver) into any output format, exactly as a live run would print it.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use clap::builder::PossibleValuesParser;
use sudoku_trace::read::{self, PlayError, TraceReader};
use sudoku_trace::render::{
    self, DEFAULT_MAX_EVENTS, Format, Html, HtmlOptions, Lang, Notation, Renderer, Seed,
    SeedProgram, TextOptions,
};

use super::Failure;
use super::io::Output;

const EXAMPLES: &str = "\
Examples:
  sudoku-trace solve --format jsonl -o trace.jsonl && sudoku-trace render trace.jsonl
  sudoku-trace render trace.jsonl --lang zh-Hant      the saved search told in Chinese
  sudoku-trace render trace.json --format jsonl       one form into the other
  python3 my_solver.py | sudoku-trace render -        any solver's trace, from a pipe
  sudoku-trace render trace.jsonl --format html --title puzzle.txt -o walk.html";

/// Options of `render`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct RenderArgs {
    /// The saved trace: JSON Lines or a JSON document (`-` for standard input).
    trace: PathBuf,

    /// The output format.
    #[arg(long, short, default_value = "text", value_parser = PossibleValuesParser::new(formats()))]
    format: String,

    /// Write to this file (whole or not at all) instead of standard output.
    #[arg(long, short)]
    output: Option<PathBuf>,

    /// The language of a text trace.
    #[arg(long, default_value = "en", value_parser = PossibleValuesParser::new(Lang::ALL.map(Lang::tag)))]
    lang: String,

    /// How cells are named: `rc` (r1c3) or `index` (the seeds' 0-based [0,2]);
    /// by default `rc` in English and `index` in Chinese.
    #[arg(long, value_parser = ["rc", "index"])]
    notation: Option<String>,

    /// `seed`: print exactly what the seed program of the trace's strategy prints.
    #[arg(long, default_value = "plain", value_parser = ["plain", "seed"])]
    style: String,

    /// With `--format html`: what the page calls the puzzle (`solve` uses
    /// the puzzle's file name, so pass it to get the page `solve` makes).
    #[arg(long, value_name = "NAME")]
    title: Option<String>,

    /// With `--format html`: the page holds at most this many events.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_EVENTS, value_parser = clap::value_parser!(u64).range(1..))]
    html_max_events: u64,
}

/// Every format that writes something (`none` has nothing to render).
fn formats() -> Vec<&'static str> {
    Format::ALL
        .into_iter()
        .filter(|&f| f != Format::None)
        .map(Format::name)
        .collect()
}

/// Runs `render`: exit 0 when the trace was rendered, 2 when it cannot be read.
pub fn run(args: RenderArgs) -> Result<ExitCode, Failure> {
    let format = Format::ALL
        .into_iter()
        .find(|f| f.name() == args.format)
        .unwrap_or_default();
    let lang = Lang::from_tag(&args.lang).unwrap_or_default();
    let notation = match args.notation.as_deref() {
        Some("rc") => Notation::Rc,
        Some(_) => Notation::Index,
        None if lang == Lang::En => Notation::Rc,
        None => Notation::Index,
    };
    let mut reader = TraceReader::open(&args.trace)?;
    let seed = if args.style == "seed" {
        if format != Format::Text {
            return Err(Failure::Usage(
                "--style seed prints text: leave out --format or use --format text".into(),
            ));
        }
        let strategy = &reader.header().strategy;
        let program = SeedProgram::for_strategy(strategy).ok_or_else(|| {
            Failure::Usage(format!(
                "no seed program searches like `{strategy}`: --style seed renders candidates or naive traces"
            ))
        })?;
        Some(program)
    } else {
        None
    };

    let mut output = Output::open(args.output.as_deref())?;
    let name = output.name();
    let write_failure = |source| Failure::Write {
        path: name.clone(),
        source,
    };
    {
        let out = output.writer();
        let mut renderer: Box<dyn Renderer + '_> = match seed {
            Some(program) => Box::new(Seed::new(std::io::BufWriter::new(out), program)),
            None if format == Format::Html => Box::new(Html::new(
                std::io::BufWriter::new(out),
                HtmlOptions {
                    lang,
                    notation,
                    title: args.title.clone(),
                    max_events: args.html_max_events,
                },
            )),
            None => render::renderer(format, TextOptions { lang, notation }, out),
        };
        read::play(&mut reader, &mut *renderer).map_err(|e| match e {
            PlayError::Read(e) => Failure::Trace(e),
            PlayError::Write(e) => write_failure(e),
        })?;
    }
    output.commit()?;
    Ok(ExitCode::SUCCESS)
}
