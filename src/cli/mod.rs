//! The command line: clap types, dispatch to the library, exit codes.
//!
//! Exit codes: 0 solved, 1 no solution (or stopped by a limit before one),
//! 2 bad usage or unreadable input.

mod io;
mod solve;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Explains backtracking search by solving Sudoku out loud.
#[derive(Debug, Parser)]
#[command(name = "sudoku-trace", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Solve a puzzle and trace every step of the search.
    Solve(solve::SolveArgs),
}

/// A failure that ends the command with exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// The puzzle could not be read or parsed.
    #[error("{0}")]
    Puzzle(#[from] sudoku_trace::parse::ParseError),
    /// A file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    /// The output could not be written.
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
    /// Options that do not go together.
    #[error("{0}")]
    Usage(String),
}

/// Runs the command line and returns the exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::run(args),
    };
    match result {
        Ok(code) => code,
        Err(Failure::Write { source, .. }) if source.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("error: {failure}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
