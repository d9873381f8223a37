//! `--color auto|always|never`: whether a text trace is coloured.
//!
//! The choice is made here, at the edge, and handed to the renderer as a
//! plain on or off. `auto` follows clap's own conventions (it asks
//! `anstream`, as clap does for its help): `NO_COLOR` (set and not empty)
//! turns colour off, `CLICOLOR_FORCE` (not `0`) turns it on even through a
//! pipe, `CLICOLOR=0` off; otherwise colour goes only to a terminal
//! (`TERM` not `dumb`). A trace written with `-o FILE` is never coloured
//! unless `--color always` asks for it.

use std::io::{self, IsTerminal};

use clap::ValueEnum;

use super::io::Output;

/// When to colour the text trace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColourChoice {
    /// On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it on).
    #[default]
    Auto,
    /// Always, even into a file or a pipe.
    Always,
    /// Never.
    Never,
}

impl ColourChoice {
    /// Whether the trace going to `output` is coloured.
    pub fn colours(self, output: &Output) -> bool {
        match self {
            ColourChoice::Always => true,
            ColourChoice::Never => false,
            ColourChoice::Auto => {
                matches!(output, Output::Stdout)
                    && !super::console::is_captured()
                    && anstream::AutoStream::choice(&io::stdout()) != anstream::ColorChoice::Never
            }
        }
    }
}

/// Whether what goes to `output` lands on a terminal: standard output, a
/// terminal (`-o /dev/tty` too).
pub fn is_terminal(output: &Output) -> bool {
    match output {
        Output::Stdout => super::console::stdout_is_terminal(),
        Output::Direct(file, _) => file.is_terminal(),
        Output::Atomic(..) => false,
    }
}
