//! `sudoku-trace completions SHELL` and `sudoku-trace man`: the command line
//! described for the shell and for `man`, generated from the same clap
//! definition that parses it, so they cannot drift from it.

use std::io::Write as _;

use clap::Args;
use clap_complete::Shell;

use super::Failure;

/// Options of `completions`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  sudoku-trace completions bash > ~/.local/share/bash-completion/completions/sudoku-trace
  sudoku-trace completions zsh > ~/.zfunc/_sudoku-trace
  sudoku-trace completions fish > ~/.config/fish/completions/sudoku-trace.fish")]
pub struct CompletionsArgs {
    /// The shell to complete for.
    shell: Shell,
}

/// Options of `man`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  sudoku-trace man > sudoku-trace.1 && man ./sudoku-trace.1")]
pub struct ManArgs {}

/// Prints the completion script of `args.shell` on standard output.
pub fn completions(args: CompletionsArgs) -> Result<u8, Failure> {
    let mut command = super::command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "sudoku-trace", &mut script);
    write_stdout(&script)
}

/// Prints the man page (roff) on standard output.
pub fn man(_: ManArgs) -> Result<u8, Failure> {
    let mut page = Vec::new();
    clap_mangen::Man::new(super::command())
        .render(&mut page)
        .map_err(|source| Failure::Write {
            path: "<stdout>".into(),
            source,
        })?;
    write_stdout(&page)
}

fn write_stdout(bytes: &[u8]) -> Result<u8, Failure> {
    let mut out = super::console::stdout();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|source| Failure::Write {
            path: "<stdout>".into(),
            source,
        })?;
    Ok(0)
}
