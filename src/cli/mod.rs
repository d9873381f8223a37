//! The command line: clap types, dispatch to the library, exit codes.
//!
//! Exit codes: 0 solved, 1 no solution (or stopped by a limit before one),
//! 2 bad usage or unreadable input; SIGINT, SIGTERM, SIGHUP or SIGQUIT
//! during the writing of `-o FILE` ends the process by that signal, after
//! cleaning up ([`interrupt`]).

mod args;
mod bench;
mod cancel;
mod check;
mod clap_errors;
mod clap_said;
mod clock;
mod colour;
mod compare;
mod console;
mod diff;
mod flood;
mod generate;
mod grade;
mod interrupt;
mod io;
mod level;
mod look;
mod misuse;
mod overwrite;
mod puzzle_arg;
mod puzzle_error;
mod puzzle_lines;
mod puzzles;
mod render;
mod schema;
mod shell;
mod solve;
mod summary;
mod verify;
mod verify_json;

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::render::Lang;
use crate::words::SystemError;
use crate::words::user_text::shown;
use crate::words::vars;

/// Explains backtracking search by solving Sudoku out loud.
#[derive(Debug, Parser)]
#[command(name = "sudoku-trace", version, about, long_about = None)]
pub(crate) struct Cli {
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

impl Command {
    /// The language the command speaks (`--lang`), English for one
    /// without it: its failures are told in it.
    fn lang(&self) -> Lang {
        match self {
            Command::Solve(args) => args.lang(),
            Command::Render(args) => args.lang(),
            Command::Verify(args) => args.lang(),
            Command::Diff(args) => args.lang(),
            Command::Grade(args) => args.lang(),
            Command::Compare(args) => args.lang(),
            Command::Check(args) => args.lang(),
            Command::Bench(args) => args.lang(),
            Command::Puzzles(args) => args.lang(),
            Command::Generate(args) => args.lang(),
            Command::Schema(_) | Command::Completions(_) | Command::Man(_) => Lang::En,
        }
    }
}

/// A failure that ends the command with exit code 2.
/// Its words are each catalog's (`UsageWords`, the puzzle and read
/// errors'), told by [`Failure::message`].
#[derive(Debug)]
pub(crate) enum Failure {
    /// The puzzle could not be read or parsed.
    Puzzle(crate::parse::ParseError),
    /// A file could not be read.
    Read {
        path: String,
        source: std::io::Error,
    },
    /// The output could not be written.
    Write {
        path: String,
        source: std::io::Error,
    },
    /// A saved trace could not be read.
    Trace(crate::read::ReadError),
    /// Options that do not go together, as data (told in `--lang`).
    Misuse(misuse::Misuse),
    /// A message already worded in the command's language (`bench`'s bad
    /// lines): printed after that language's `error: `.
    Worded(String),
    /// The caller of a captured run cancelled it ([`Cancel`]): what it
    /// wrote is cut short.
    Cancelled,
    /// The output path names one of the command's inputs: writing it would
    /// destroy what is being read.
    OutputIsInput {
        /// The output path as given.
        output: String,
        /// The input path as given (`<stdin>` for a redirected standard input).
        input: String,
    },
}

impl From<crate::parse::ParseError> for Failure {
    fn from(e: crate::parse::ParseError) -> Failure {
        Failure::Puzzle(e)
    }
}

impl From<crate::read::ReadError> for Failure {
    fn from(e: crate::read::ReadError) -> Failure {
        Failure::Trace(e)
    }
}

impl Failure {
    /// The message, `error: ` first, as printed, in `lang` (the command's
    /// `--lang`; English for a command without it).
    fn message(&self, lang: Lang) -> String {
        let w = lang.usage();
        let said = match self {
            Failure::Puzzle(e) => return puzzle_error::message(e, lang),
            Failure::Trace(e) => return puzzle_error::trace_message(e, lang),
            Failure::Read { path, source } => w.cannot_read(vars::CliCannotRead {
                path: &shown(path),
                source: &SystemError::from(source).worded(lang),
            }),
            Failure::Write { path, source } => w.cannot_write(vars::CliCannotWrite {
                path: &shown(path),
                source: &SystemError::from(source).worded(lang),
            }),
            Failure::Worded(message) => message.clone(),
            Failure::Misuse(misuse) => misuse.worded(lang),
            Failure::Cancelled => w.cancelled.to_string(),
            Failure::OutputIsInput { output, input } => w.output_is_input(vars::CliOutputIsInput {
                output: &shown(output),
                input: &shown(input),
            }),
        };
        lang.puzzle_errors()
            .error(vars::ParseError { message: &said })
    }
}

/// Runs the process's command line with its standard streams, and returns
/// its exit code.
pub fn main() -> ExitCode {
    ExitCode::from(run(std::env::args_os()))
}

/// Runs the command line `args` (the program's name first, as
/// [`std::env::args_os`] gives it) with the process's standard streams, and
/// returns its exit code: 0 solved (valid, identical, …), 1 no solution
/// (invalid, different, …), 2 bad usage or unreadable input.
pub fn run<I, T>(args: I) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let parsed = command()
        .try_get_matches_from(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    match parsed {
        Ok(cli) => dispatch(cli),
        Err(error) => {
            let lang = clap_said::asked_lang(&args).unwrap_or_default();
            usage(clap_errors::safe(error), lang)
        }
    }
}

/// The command line as clap builds it, the `help` subcommand told in our
/// words: clap's says "the given subcommand(s)", and no output of ours
/// writes "(s)".
pub(crate) fn command() -> clap::Command {
    let mut command = Cli::command();
    command.build();
    command.mut_subcommand("help", |help| {
        help.about("Print this message or the help of the given subcommand")
    })
}

/// Prints clap's error (or `--help`, `--version`) where clap would, on this
/// thread's streams, after a line in `lang` for an error (`clap_said`),
/// and returns its exit code: 2 for a usage error, 0 for help and version.
fn usage(error: clap::Error, lang: Lang) -> u8 {
    if let Some(line) = clap_said::line(&error, lang) {
        console::error_line(&line);
    }
    if console::is_captured() {
        let text = error.render().to_string();
        if error.use_stderr() {
            console::error_line(text.trim_end());
        } else {
            let _ = console::stdout().write_all(text.as_bytes());
        }
    } else {
        // clap's own printing: styled on a terminal, as the binary always was.
        let _ = error.print();
    }
    u8::try_from(error.exit_code()).unwrap_or(2)
}

pub use cancel::Cancel;
pub use console::Streams;

/// Runs the command line `args` as [`run`] does, with `streams` instead of
/// the process's: its standard input read from `streams.input` (a puzzle
/// given as `-`), its standard output and error written to `streams.out`
/// and `streams.err`, for programs that run the command in process (the
/// Python package); `streams.cancel` stops it early (searches stop at their
/// next check, exit code 2, no output file). Neither is a terminal: no
/// colour unless `--color always`, no progress bar, no flood guard; and no
/// signal handler is installed (the calling program keeps its own). Output
/// files (`-o FILE`) are written as always, whole or not at all.
pub fn run_captured<I, T>(args: I, streams: Streams) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    console::captured(streams, || run(args))
}

/// Runs the subcommand and maps a failure to its message and exit code 2.
fn dispatch(cli: Cli) -> u8 {
    let lang = cli.command.lang();
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
    // A cancelled run fails whatever its search said: it was cut short.
    let result = match result {
        _ if console::is_cancelled() => Err(Failure::Cancelled),
        other => other,
    };
    match result {
        Ok(code) => code,
        Err(Failure::Write { source, .. }) if source.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(failure) => {
            console::error_line(&terminal_safe(&failure.message(lang)));
            2
        }
    }
}

/// A message with its line breaks kept and every other control character
/// (an escape sequence in a file name or a puzzle line) and direction
/// control shown as its code point, so that input cannot act on the terminal.
pub(crate) fn terminal_safe(message: &str) -> String {
    crate::words::user_text::shown_lines(message)
}

/// A value from the command line as a message echoes it: its controls
/// shown as code points ([`terminal_safe`] without keeping line breaks) and
/// cut at 100 characters (a 5,000-character argument is not repeated whole).
pub(crate) fn echoed(value: &str) -> String {
    let cut = crate::trace::shown_name(value);
    crate::words::user_text::shown(&cut).into_owned()
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
