//! One event told at a time, for a reader that shows single steps.

use super::narrator::Narrator;
use crate::grid::{BoxShape, Cell, DigitSet};
use crate::replay::{Reasoning, Replay};
use crate::trace::{Event, Header, Textbook};
use crate::words::{Lang, Notation};

/// One event at a time in the text trace's words, for a reader that shows
/// single steps (`diff`'s context) rather than a whole trace.
///
/// Told alone, an event says what it carries. A reader that goes through a
/// whole trace (the worksheet) can [`Sentences::begin`] it and
/// [`Sentences::follow`] each event after telling it: the textbook's ideas
/// are then told as the text trace tells them, with the search so far (a
/// domain, a wipeout, a backjump's skipped guesses).
pub struct Sentences {
    narrator: Narrator,
    reasoning: Option<(Textbook, Reasoning)>,
}

impl Sentences {
    /// The sentences of `lang` naming cells in `notation`, for a puzzle
    /// whose boxes have `shape` (a hidden single numbers its box).
    pub fn new(lang: Lang, notation: Notation, shape: BoxShape) -> Sentences {
        let mut narrator = Narrator::new(lang.phrases(), lang.textbook(), notation);
        narrator.shape = shape;
        Sentences {
            narrator,
            reasoning: None,
        }
    }

    /// Starts following the trace of `header`: from now on a textbook
    /// search's events are told with the search so far, which
    /// [`Sentences::follow`] keeps up to date.
    pub fn begin(&mut self, header: &Header) {
        self.narrator.shape = header.puzzle.box_shape;
        self.reasoning = Textbook::parse(&header.strategy)
            .zip(Replay::from_puzzle(&header.puzzle))
            .map(|(textbook, replay)| (textbook, Reasoning::new(replay.grid().clone())));
    }

    /// The sentence of `event`, exactly as the text trace writes it (without
    /// its step number and indentation).
    pub fn tell(&self, event: &Event) -> String {
        let mut out = Vec::new();
        let told = self
            .reasoning
            .as_ref()
            .is_some_and(|(textbook, reasoning)| {
                self.narrator
                    .tell_in_context(&mut out, event, reasoning, *textbook)
            });
        if !told {
            self.narrator.sentence(&mut out, event);
        }
        String::from_utf8_lossy(&out).into_owned()
    }

    /// Follows `event`, once told, when [`Sentences::begin`] started following.
    pub fn follow(&mut self, event: &Event) {
        if let Some((_, reasoning)) = &mut self.reasoning {
            reasoning.apply(event);
        }
    }

    /// The textbook's choices of the search followed, when it is one.
    pub fn textbook(&self) -> Option<Textbook> {
        self.reasoning.as_ref().map(|(textbook, _)| *textbook)
    }

    /// The domain of every cell now (by cell index; empty for a filled
    /// cell), when the search followed infers; `None` when it does not.
    pub fn domains_now(&self) -> Option<Vec<DigitSet>> {
        let (textbook, reasoning) = self.reasoning.as_ref()?;
        let side = reasoning.side();
        textbook.infers().then(|| {
            (0..side * side)
                .map(|i| reasoning.domain_now(Cell::from_index(i, side)))
                .collect()
        })
    }

    /// The guesses standing (cell and digit, the first first), when a
    /// textbook search is followed; empty otherwise.
    pub fn guesses(&self) -> Vec<(Cell, u8)> {
        self.reasoning
            .as_ref()
            .map_or_else(Vec::new, |(_, reasoning)| {
                reasoning.path().iter().map(|g| (g.cell, g.digit)).collect()
            })
    }

    /// The domain of `cell` whose candidates are `candidates`, when the
    /// search followed infers (its values pruned taken out); `None` when it
    /// does not, and a cell's values are its candidates.
    pub fn domain(&self, cell: Cell, candidates: DigitSet) -> Option<DigitSet> {
        let (textbook, reasoning) = self.reasoning.as_ref()?;
        textbook
            .infers()
            .then(|| reasoning.domain(cell, candidates))
    }
}
