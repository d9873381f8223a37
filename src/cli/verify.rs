//! `sudoku-trace verify`: a trace (ours or any solver's) checked against the
//! rules, event by event.

use std::io::Write;
use std::path::PathBuf;

use crate::render::Lang;
use crate::verify::{self, Outcome};
use crate::words::vars;
use clap::Args;

use super::Failure;
use super::args::ReportFormat;
use super::look::Words;

const EXAMPLES: &str = "\
Examples:
  sudoku-trace solve --format jsonl -o trace.jsonl && sudoku-trace verify trace.jsonl
  python3 examples/student/solver.py examples/puzzles/four.txt | sudoku-trace verify -
  python3 examples/student/solver_plain.py examples/puzzles/four.txt | sudoku-trace verify -
  sudoku-trace verify trace.jsonl --lang zh-Hant    the verdict in Chinese

The first student solver writes its trace with the Python package's
TraceWriter (pip install sudoku-trace); the second with no library at all.

Output: the verdict on standard output, valid (with what the trace's events
let it check) or invalid (the first fault: its step, line, event, the board
before it and what was expected); with --format json, the same as one JSON
document for scripts (docs/trace-format.md, verify's JSON); errors on
standard error.
Exit codes: 0 valid, 1 invalid, 2 unreadable (the error on standard error).";

/// Options of `verify`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct VerifyArgs {
    /// The trace: JSON Lines or a JSON document (`-` for standard input).
    trace: PathBuf,

    /// `text` for people, `json` for scripts: the verdict's facts (the
    /// fault's step, line, event, board, and what was found and expected,
    /// in `--lang`), with the text verdict beside them.
    #[arg(long, short, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,

    #[command(flatten)]
    words: Words,
}

impl VerifyArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        self.words.resolve().0
    }
}

/// Runs `verify`: exit 0 valid, 1 invalid, 2 when the trace cannot be read
/// (told in the language of `--lang`).
pub fn run(args: VerifyArgs) -> Result<u8, Failure> {
    // Opening reads only the header (both forms are streamed), so a record
    // that breaks down shows up in `verify`, as a fault at its step.
    let mut reader = super::io::open_trace(&args.trace)?;
    let outcome = verify::verify(&mut reader)?;
    // Cut short by a cancelled read, the verdict would be about a part.
    if super::console::is_cancelled() {
        return Err(Failure::Cancelled);
    }
    let (lang, notation) = args.words.resolve();
    let w = lang.verify();
    let (text, code) = match &outcome {
        Outcome::Valid(report) => (report.worded(lang), 0),
        Outcome::Invalid(fault) => {
            let said = fault.worded(lang, notation);
            (w.invalid(vars::VerifyInvalid { fault: &said }) + "\n", 1)
        }
    };
    let text = match args.format {
        ReportFormat::Json => {
            let verdict = super::verify_json::verdict(&outcome, &text, lang, notation);
            serde_json::to_string_pretty(&verdict).expect("the verdict serializes") + "\n"
        }
        ReportFormat::Text => text,
    };
    // File and strategy names come from outside: no escape sequence may act.
    let text = super::terminal_safe(&text);
    let mut out = super::console::stdout();
    // A closed pipe (`| head`) still gets the verdict's exit code.
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            return Err(Failure::Write {
                path: "<stdout>".into(),
                source: e,
            });
        }
        _ => {}
    }
    Ok(code)
}
