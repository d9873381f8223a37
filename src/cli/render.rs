//! `sudoku-trace render`: a saved trace (JSON or JSON Lines, from any
//! solver) into any output format, exactly as a live run would print it.

use std::path::{Path, PathBuf};

use crate::read::TraceReader;
use crate::render::{Format, Lang};
use crate::render::{PlayError, RuleBroken, Watcher, play_watched};
use crate::trace::Event;
use crate::verify::{Fault, Watch};
use crate::words::vars;
use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};

use super::Failure;
use super::io::Output;
use super::look::Look;
use super::misuse::Misuse;
use super::overwrite::refuse_overwrite;

const EXAMPLES: &str = "\
Examples:
  sudoku-trace solve --format jsonl -o trace.jsonl && sudoku-trace render trace.jsonl
  sudoku-trace render trace.jsonl --lang zh-Hant      the saved search told in Chinese
  sudoku-trace render trace.json --format jsonl       one form into the other
  python3 my_solver.py puzzle.txt | sudoku-trace render -
                                                      any solver's trace, from a pipe
  sudoku-trace render trace.jsonl --format html --title puzzle.txt -o walk.html

The trace is verified as it is drawn (in the same pass). One that breaks the
rules is still rendered, with one warning on standard error: its first fault,
where it is and what was expected; `sudoku-trace verify FILE` gives the full
report.

Output: the rendering on standard output (or in -o FILE); warnings and
errors on standard error.
Exit codes: 0 rendered (a warning or not), 2 unreadable (the error on
standard error; -o FILE is then left as it was).";

/// Options of `render`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct RenderArgs {
    /// The saved trace: JSON Lines or a JSON document (`-` for standard input).
    trace: PathBuf,

    /// The output format.
    #[arg(long, short, default_value = "text", value_parser = formats())]
    format: Format,

    /// Write to this file (whole or not at all) instead of standard output.
    /// It is written as `.FILE.sudoku-trace-tmp-XXXXXX` beside FILE and
    /// renamed when complete; interrupted (Ctrl-C, SIGTERM, SIGHUP,
    /// SIGQUIT), that file is removed and an earlier FILE stays as it was.
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,

    #[command(flatten)]
    look: Look,

    /// With `--format html`: what the page calls the puzzle (`solve` uses
    /// the puzzle's file name, so pass it to get the page `solve` makes).
    #[arg(long, value_name = "NAME")]
    title: Option<String>,
}

impl RenderArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        self.look.lang()
    }
}

/// Every format that writes something (`none` has nothing to render).
fn formats() -> impl TypedValueParser<Value = Format> {
    let names: Vec<&'static str> = Format::ALL
        .into_iter()
        .filter(|&f| f != Format::None)
        .map(Format::name)
        .collect();
    PossibleValuesParser::new(names).map(|name| format_named(&name))
}

/// The format `--format` names: clap passes only the names listed.
pub(super) fn format_named(name: &str) -> Format {
    Format::ALL
        .into_iter()
        .find(|f| f.name() == name)
        .expect("clap only passes listed names")
}

/// Runs `render`: exit 0 when the trace was rendered (even one that breaks
/// the rules: then one warning on standard error), 2 when it cannot be read.
pub fn run(args: RenderArgs) -> Result<u8, Failure> {
    refuse_overwrite(args.output.as_deref(), &[Some(&args.trace)])?;
    let format = args.format;
    args.look.check(format)?;
    if args.title.is_some() && format != Format::Html {
        return Err(Failure::Misuse(Misuse::NeedsHtml {
            option: "--title",
            format: format.name(),
        }));
    }
    let mut reader = super::io::open_trace(&args.trace)?;
    let mut output = Output::open(args.output.as_deref())?;
    let name = output.name();
    let write_failure = |source| Failure::Write {
        path: name.clone(),
        source,
    };
    {
        let strategy = reader.header().strategy.clone();
        let colour = args.look.colour.colours(&output);
        let mut renderer = args.look.renderer(
            format,
            &strategy,
            args.title.clone(),
            colour,
            output.writer(),
        )?;
        // Verified in the same pass, so that a trace that breaks the rules
        // is not drawn without a word (a page says it at its top);
        // checking stops at the first fault.
        let (lang, notation) = args.look.resolve();
        let mut watching = Watching {
            watch: Some(Watch::new(&reader)),
            fault: None,
            lang,
            notation,
        };
        let played = play_watched(&mut reader, &mut *renderer, &mut watching);
        match played {
            Ok(_) => {
                if let Some(fault) = &watching.fault {
                    warn(fault, &args.trace, &args.look);
                }
            }
            Err(PlayError::Read(e)) => {
                if let Some(fault) = watching.watch.as_ref().and_then(Watch::fault) {
                    warn(fault, &args.trace, &args.look);
                }
                return Err(Failure::Trace(e));
            }
            Err(PlayError::Write(e)) => return Err(write_failure(e)),
        }
    }
    output.commit()?;
    Ok(0)
}

/// The verifier watching a trace as it is drawn: its first fault kept for
/// the warning, and told to the renderer in `--lang`'s words.
struct Watching {
    /// Taken when the last event is read: its verdict consumes it.
    watch: Option<Watch>,
    fault: Option<Box<Fault>>,
    lang: Lang,
    notation: crate::words::Notation,
}

impl Watcher for Watching {
    fn event(&mut self, reader: &TraceReader<'_>, event: &Event) {
        if let Some(watch) = &mut self.watch {
            watch.event(reader, event);
        }
    }

    fn verdict(&mut self, reader: &TraceReader<'_>) -> Option<RuleBroken> {
        let fault = self.watch.take()?.finish(reader)?;
        let (found, expected) = fault.said(self.lang, self.notation);
        let broken = RuleBroken {
            step: fault.step,
            found,
            expected,
        };
        self.fault = Some(fault);
        Some(broken)
    }
}

/// The one warning of a rendered trace that breaks the rules: its first
/// fault, where it is and what was expected, as `verify` words them in the
/// language of `--lang`, and the command for the full report.
fn warn(fault: &Fault, trace: &Path, look: &Look) {
    let (lang, notation) = look.resolve();
    let w = lang.verify();
    let (found, expected) = fault.said(lang, notation);
    let head = match fault.step {
        Some(step) => w.at_step(vars::VerifyAtStep {
            step: &step,
            found: &found,
        }),
        None => found,
    };
    let name = fault.source_name.as_deref().unwrap_or_default();
    let place = match fault.line {
        Some(line) => format!("{name}:{line}"),
        None => name.to_string(),
    };
    // The full report in the same language.
    let lang_arg = match lang {
        Lang::En => String::new(),
        other => format!(" --lang {}", other.tag()),
    };
    let command = if trace == Path::new("-") {
        let command = format!("`sudoku-trace verify -{lang_arg}`");
        w.render_stdin(vars::VerifyRenderStdin { command: &command })
    } else {
        format!("`sudoku-trace verify {}{lang_arg}`", trace.display())
    };
    let text = format!(
        "{}\n --> {place}\n  {}\n  {}",
        w.render_warning(vars::VerifyRenderWarning { head: &head }),
        w.render_expected(vars::VerifyRenderExpected {
            expected: &expected
        }),
        w.render_run(vars::VerifyRenderRun { command: &command }),
    );
    super::console::error_line(&super::terminal_safe(&text));
}
