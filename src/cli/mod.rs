//! The command line: clap types, dispatch to the library, exit codes.
//!
//! Exit codes: 0 solved, 1 no solution (or stopped by a limit before one),
//! 2 bad usage or unreadable input; SIGINT or SIGTERM during the writing of
//! `-o FILE` ends the process by that signal, after cleaning up ([`interrupt`]).

mod args;
mod bench;
mod check;
mod clap_errors;
mod clock;
mod colour;
mod compare;
mod diff;
mod flood;
mod generate;
mod grade;
mod interrupt;
mod io;
mod level;
mod look;
mod overwrite;
mod puzzle_arg;
mod puzzle_error;
mod puzzle_lines;
mod puzzles;
mod render;
mod schema;
mod shell;
mod solve;
mod verify;

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
    /// Render a saved trace (JSON or JSON Lines, from any solver) in any format.
    Render(render::RenderArgs),
    /// Check a trace against the rules, event by event: exit 0 valid, 1 invalid, 2 unreadable.
    Verify(verify::VerifyArgs),
    /// The first step where two traces part: exit 0 identical, 1 different, 2 unreadable.
    Diff(diff::DiffArgs),
    /// Grade a class's traces: the rules, the solution, the search against the reference.
    Grade(grade::GradeArgs),
    /// Print the JSON Schema of the trace format.
    Schema(schema::SchemaArgs),
    /// Run every strategy on one puzzle and compare what each did.
    Compare(compare::CompareArgs),
    /// Check a puzzle: well formed, how many givens, none, one or several solutions.
    Check(check::CheckArgs),
    /// Make fresh puzzles with exactly one solution: any size, minimal or a target of givens, rated by our strategies.
    Generate(generate::GenerateArgs),
    /// Solve every puzzle of puzzle files (one per line), untraced, and time it.
    Bench(bench::BenchArgs),
    /// List the library of famous puzzles that `--puzzle NAME` takes.
    Puzzles(puzzles::PuzzlesArgs),
    /// Print the completion script for a shell (bash, zsh, fish, elvish, powershell).
    Completions(shell::CompletionsArgs),
    /// Print the man page (roff), generated from the same definition as --help.
    Man(shell::ManArgs),
}

/// A failure that ends the command with exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// The puzzle could not be read or parsed.
    #[error("{0}")]
    Puzzle(#[from] sudoku_trace::parse::ParseError),
    /// The puzzle could not be read, to be told in a language (`--lang`).
    #[error("{0}")]
    PuzzleIn(sudoku_trace::parse::ParseError, sudoku_trace::render::Lang),
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
    /// A saved trace could not be read.
    #[error("{0}")]
    Trace(#[from] sudoku_trace::read::ReadError),
    /// Options that do not go together.
    #[error("{0}")]
    Usage(String),
    /// The output path names one of the command's inputs: writing it would
    /// destroy what is being read.
    #[error(
        "refusing to write {output}: it is the same file as the input {input}, which would be lost\n  = expected an output path that is not one of the inputs"
    )]
    OutputIsInput {
        /// The output path as given.
        output: String,
        /// The input path as given (`<stdin>` for a redirected standard input).
        input: String,
    },
}

impl Failure {
    /// The same failure, a puzzle error told in `lang` (the commands that
    /// take `--lang` word their puzzle's errors in it).
    pub fn in_lang(self, lang: sudoku_trace::render::Lang) -> Failure {
        match self {
            Failure::Puzzle(e) => Failure::PuzzleIn(e, lang),
            other => other,
        }
    }

    /// The message, `error: ` first, as printed.
    fn message(&self) -> String {
        match self {
            Failure::PuzzleIn(e, lang) => puzzle_error::message(e, *lang),
            other => format!("error: {other}"),
        }
    }
}

/// Runs the command line and returns the exit code.
pub fn main() -> ExitCode {
    let cli = Cli::try_parse().unwrap_or_else(|error| clap_errors::safe(error).exit());
    let result = match cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Render(args) => render::run(args),
        Command::Verify(args) => verify::run(args),
        Command::Diff(args) => diff::run(args),
        Command::Grade(args) => grade::run(args),
        Command::Schema(args) => schema::run(args),
        Command::Compare(args) => compare::run(args),
        Command::Check(args) => check::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Generate(args) => generate::run(args),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Completions(args) => shell::completions(args),
        Command::Man(args) => shell::man(args),
    };
    match result {
        Ok(code) => code,
        Err(Failure::Write { source, .. }) if source.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("{}", terminal_safe(&failure.message()));
            ExitCode::from(2)
        }
    }
}

/// A message with its line breaks kept and every other control character
/// (an escape sequence in a file name or a puzzle line) and direction
/// control shown as its code point, so that input cannot act on the terminal.
pub(crate) fn terminal_safe(message: &str) -> String {
    sudoku_trace::render::user_text::shown_lines(message)
}

/// A value from the command line as a message echoes it: its controls
/// shown as code points ([`terminal_safe`] without keeping line breaks) and
/// cut at 100 characters (a 5,000-character argument is not repeated whole).
pub(crate) fn echoed(value: &str) -> String {
    let cut = sudoku_trace::trace::shown_name(value);
    sudoku_trace::render::user_text::shown(&cut).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_cannot_act_on_the_terminal() {
        assert_eq!(
            terminal_safe("cannot read a\u{1b}[2J.txt\n --> b\u{202e}txt.exe"),
            "cannot read a[U+001B][2J.txt\n --> b[U+202E]txt.exe"
        );
    }
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
