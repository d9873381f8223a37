//! `sudoku-trace verify`: a trace (ours or any solver's) checked against the
//! rules, event by event.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use sudoku_trace::read::TraceReader;
use sudoku_trace::verify::{self, Outcome};

use super::Failure;

const EXAMPLES: &str = "\
Examples:
  sudoku-trace solve --format jsonl -o trace.jsonl && sudoku-trace verify trace.jsonl
  python3 examples/student/solver.py | sudoku-trace verify -

Exit codes: 0 valid, 1 invalid (the first fault is shown), 2 unreadable.";

/// Options of `verify`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct VerifyArgs {
    /// The trace: JSON Lines or a JSON document (`-` for standard input).
    trace: PathBuf,
}

/// Runs `verify`: exit 0 valid, 1 invalid, 2 when the trace cannot be read.
pub fn run(args: VerifyArgs) -> Result<ExitCode, Failure> {
    let mut reader = TraceReader::open(&args.trace)?;
    match verify::verify(&mut reader)? {
        Outcome::Valid(report) => {
            print!("{report}");
            Ok(ExitCode::SUCCESS)
        }
        Outcome::Invalid(fault) => {
            println!("invalid: {fault}");
            Ok(ExitCode::from(1))
        }
    }
}
