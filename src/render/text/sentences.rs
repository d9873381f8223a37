//! One event told at a time, for a reader that shows single steps.

use super::narrator::Narrator;
use crate::grid::BoxShape;
use crate::trace::Event;
use crate::words::{Lang, Notation};

/// One event at a time in the text trace's words, for a reader that shows
/// single steps (`diff`'s context) rather than a whole trace.
pub struct Sentences {
    narrator: Narrator,
}

impl Sentences {
    /// The sentences of `lang` naming cells in `notation`, for a puzzle
    /// whose boxes have `shape` (a hidden single numbers its box).
    pub fn new(lang: Lang, notation: Notation, shape: BoxShape) -> Sentences {
        let mut narrator = Narrator::new(lang.phrases(), lang.textbook(), notation);
        narrator.shape = shape;
        Sentences { narrator }
    }

    /// The sentence of `event`, exactly as the text trace writes it (without
    /// its step number and indentation).
    pub fn tell(&self, event: &Event) -> String {
        let mut out = Vec::new();
        self.narrator.sentence(&mut out, event);
        String::from_utf8_lossy(&out).into_owned()
    }
}
