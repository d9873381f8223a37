//! The flood guard: a trace written to a terminal stops at
//! [`TERMINAL_MAX_STEPS`] unless `--max-steps` says otherwise.
//!
//! Norvig's grid2 writes 32 million events, 4.1 GB of text: on a terminal
//! that is minutes of scrolling nobody reads, and a class's projector stuck
//! until Ctrl-C. Files and pipes are not limited (a pager or `grep` is how a
//! long trace is read), and the stopped trace is a whole one: it ends with
//! its `step_limit_reached` event and footer, as with `--max-steps`.

use crate::render::Format;
use crate::trace::{End, Limits};

/// The step limit of a text or JSON trace written to a terminal.
///
/// 100,000 steps print in a few seconds (about 8 MB of text) and hold every
/// trace a class reads on screen: the classic puzzle (13,820 steps), AI
/// Escargot (29,426; 91,979 with `naive`), every small board. The searches
/// it stops (Inkala's 165,091 steps, grid2's 32 million) are read in a file
/// or a pager anyway.
pub const TERMINAL_MAX_STEPS: u64 = 100_000;

/// Whether the guard applies: a format that writes every step, to a
/// terminal, with no `--max-steps` of the user's.
pub fn applies(format: Format, max_steps: Option<u64>, to_terminal: bool) -> bool {
    let floods = matches!(format, Format::Text | Format::Json | Format::Jsonl);
    floods && max_steps.is_none() && to_terminal
}

/// What to say on standard error when the guard stopped a search: why it
/// stopped and the three ways to go further. `None` when the search ended
/// on its own (or the guard did not apply).
pub fn note(guarded: bool, limits: Limits, end: End) -> Option<String> {
    let steps = limits.max_steps?;
    (guarded && end == End::StepLimit).then(|| {
        format!(
            "note: stopped after {steps} steps, the limit for a trace written to a terminal\n  \
             = to go further: --max-steps N (a larger limit), -o FILE, or a pipe (| less); \
             files and pipes are not limited"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_terminal_without_a_limit_is_guarded() {
        assert!(applies(Format::Text, None, true));
        assert!(applies(Format::Jsonl, None, true));
        assert!(!applies(Format::Text, None, false));
        assert!(!applies(Format::Text, Some(5), true));
        assert!(!applies(Format::None, None, true));
        assert!(!applies(Format::Html, None, true));
    }
}
