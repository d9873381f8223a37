//! The colours of a text trace read on a terminal.
//!
//! Colour only ever repeats what the words and the layout already say
//! ("dead end", "undo", "solution", the indentation), so a reader who cannot
//! tell red from green, or a trace printed in black and white, loses
//! nothing. The escape sequences are worked out once, with `anstyle` (the
//! styles clap's own help is drawn with), and the renderer writes them as
//! plain bytes: whether to colour is decided by the caller (`cli` knows the
//! terminal), never here.

use anstyle::{AnsiColor, Style};

use crate::trace::EventKind;

/// Every how many levels of depth a guide is drawn in the indentation.
pub(crate) const GUIDE_EVERY: usize = 5;

/// The depth guide: a faint dot in the indentation every [`GUIDE_EVERY`]
/// levels, so that a depth can be read off a column, not only guessed from
/// a run of spaces.
pub(crate) const GUIDE: &str = "·";

/// The escape sequences of each part of a coloured trace.
pub(crate) struct Palette {
    /// The step number and the depth guides: faint.
    pub faint: Vec<u8>,
    /// A dead end: red.
    pub dead_end: Vec<u8>,
    /// A solution and its board: green.
    pub solution: Vec<u8>,
    /// An undo, a deduction taken back, a backjump: yellow.
    pub undo: Vec<u8>,
    /// A step or time limit: magenta.
    pub limit: Vec<u8>,
    /// Back to the terminal's own colours.
    pub reset: Vec<u8>,
}

impl Palette {
    /// The palette of the text trace.
    pub(crate) fn new() -> Palette {
        let code = |style: Style| style.render().to_string().into_bytes();
        let colour = |c: AnsiColor| Style::new().fg_color(Some(c.into()));
        Palette {
            faint: code(Style::new().dimmed()),
            dead_end: code(colour(AnsiColor::Red).bold()),
            solution: code(colour(AnsiColor::Green).bold()),
            undo: code(colour(AnsiColor::Yellow)),
            limit: code(colour(AnsiColor::Magenta).bold()),
            reset: anstyle::Reset.render().to_string().into_bytes(),
        }
    }

    /// The style of a step of kind `kind`, if it has one.
    pub(crate) fn of(&self, kind: EventKind) -> Option<&[u8]> {
        match kind {
            EventKind::DeadEnd => Some(&self.dead_end),
            EventKind::Solved => Some(&self.solution),
            EventKind::Undone | EventKind::Retracted | EventKind::Backjumped => Some(&self.undo),
            EventKind::StepLimitReached | EventKind::TimeLimitReached => Some(&self.limit),
            _ => None,
        }
    }
}
