//! The annotated text trace: one numbered line per event, indented by depth,
//! the board at each dead end and solution, the counters at the end.
//!
//! A trace can run to tens of millions of lines, so the phrases of
//! [`crate::words`] are split into text and holes once
//! ([`Template`](template::Template)) and every step is written straight
//! into one reused buffer; the output is byte for byte what [`fill`] and
//! `format!` would write.
//!
//! One idea a file: [`Text`] here lays out the steps (numbers, indentation,
//! colour, boards); `narrator.rs` tells the core events and `textbook.rs`
//! the textbook's; `template.rs` holds the split phrases and fills them;
//! `ideas.rs` tells the textbook's ideas with what the search has done so
//! far (domains, wipeouts, conflict sets, backjumps: [`Reasoning`]);
//! `cells.rs` writes cell names and short text in one copy; `board.rs`
//! draws the board, `summary.rs` the end and the counters; `sentences.rs`
//! tells one event at a time, for `diff`.

mod board;
mod cells;
mod ideas;
mod narrator;
mod sentences;
mod summary;
mod template;
mod textbook;

#[cfg(test)]
mod tests;

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::palette::{self, Palette};
use super::{Renderer, WriteSink, wire};
use crate::grid::MAX_SIDE;
use crate::replay::{Reasoning, Replay};
use crate::trace::{Event, EventKind, Footer, Header, Sink, Textbook};
use crate::words::vars;
use crate::words::{Lang, Notation};
use board::{BOARD_INDENT, push_board, write_board};
use narrator::Narrator;
pub use sentences::Sentences;
pub(crate) use summary::write_summary;

/// Writes the trace as sentences in one language.
pub struct Text<W: Write> {
    out: WriteSink<W>,
    narrator: Narrator,
    /// The language, for the words the narrator does not hold (the title's
    /// strategy).
    lang: Lang,
    replay: Option<Replay>,
    /// For the textbook's search (`backtrack…`), its choices and what its
    /// sentences need to know of the search so far; `None` otherwise, so
    /// the other strategies pay nothing for it.
    reasoning: Option<(Textbook, Reasoning)>,
    step: u64,
    /// One step's lines, reused so that a step allocates nothing.
    buffer: Vec<u8>,
    /// The colours, on a terminal; `None` writes plain text.
    palette: Option<Palette>,
}

impl<W: Write> Text<W> {
    /// A text renderer writing to `out`.
    pub fn new(out: W, lang: Lang, notation: Notation) -> Text<W> {
        Text {
            out: WriteSink::new(out),
            narrator: Narrator::new(lang.phrases(), lang.textbook(), notation),
            lang,
            replay: None,
            reasoning: None,
            step: 0,
            buffer: Vec::with_capacity(1024),
            palette: None,
        }
    }

    /// The same renderer, colouring dead ends, solutions, undos and limits
    /// and drawing depth guides when `on` (for a terminal: the caller
    /// decides); off, the bytes are exactly those of plain text.
    pub fn coloured(mut self, on: bool) -> Text<W> {
        self.palette = on.then(Palette::new);
        self
    }

    fn write_event(&mut self, event: &Event) -> io::Result<()> {
        if self.palette.is_some() {
            return self.write_coloured_event(event);
        }
        self.step += 1;
        if let Some(replay) = &mut self.replay {
            replay.apply(event);
        }
        // A guess and its undo sit at the level of the cell they fill.
        let level = event.level();
        let out = &mut self.buffer;
        out.clear();
        // `{step:>6}  {indent}{sentence}\n`
        let digits = self.step.checked_ilog10().map_or(1, |d| d as usize + 1);
        out.resize(6usize.saturating_sub(digits), b' ');
        wire::write_u64(out, self.step);
        // No search stands deeper than a board has cells; a depth past that
        // (another program's trace, unverified) must not cost gigabytes of indent.
        let level = (level as usize).min(MAX_SIDE * MAX_SIDE);
        out.resize(out.len() + 2 + level, b' ');
        tell(&self.narrator, &mut self.reasoning, out, event);
        out.push(b'\n');
        if event.kind().ends_a_path()
            && let Some(replay) = &self.replay
        {
            push_board(out, replay.grid());
        }
        self.out.writer().write_all(out)
    }

    /// [`Text::write_event`] in colour: the step number and the depth
    /// guides faint, the sentence (and the board of a solution) in the
    /// colour of its kind. Kept apart so that plain text, by far the most
    /// written, keeps its loop as it was.
    #[cold]
    #[inline(never)]
    fn write_coloured_event(&mut self, event: &Event) -> io::Result<()> {
        let palette = self.palette.as_ref().expect("called only with a palette");
        self.step += 1;
        if let Some(replay) = &mut self.replay {
            replay.apply(event);
        }
        let level = (event.level() as usize).min(MAX_SIDE * MAX_SIDE);
        let out = &mut self.buffer;
        out.clear();
        out.extend_from_slice(&palette.faint);
        let digits = self.step.checked_ilog10().map_or(1, |d| d as usize + 1);
        out.resize(out.len() + 6usize.saturating_sub(digits), b' ');
        wire::write_u64(out, self.step);
        out.extend_from_slice(b"  ");
        // One dotted column for every five levels, on the lines deeper than
        // that, always a space clear of the sentence.
        for column in 2..2 + level {
            if (column - 1) % palette::GUIDE_EVERY == 0 && column <= level {
                out.extend_from_slice(palette::GUIDE.as_bytes());
            } else {
                out.push(b' ');
            }
        }
        out.extend_from_slice(&palette.reset);
        let style = palette.of(event.kind());
        if let Some(style) = style {
            out.extend_from_slice(style);
        }
        tell(&self.narrator, &mut self.reasoning, out, event);
        if style.is_some() {
            out.extend_from_slice(&palette.reset);
        }
        out.push(b'\n');
        if event.kind().ends_a_path()
            && let Some(replay) = &self.replay
        {
            let solution = event.kind() == EventKind::Solved;
            if solution {
                out.extend_from_slice(&palette.solution);
            }
            push_board(out, replay.grid());
            if solution {
                // Before the blank line that closes the board.
                out.pop();
                out.extend_from_slice(&palette.reset);
                out.push(b'\n');
            }
        }
        self.out.writer().write_all(out)
    }
}

/// Appends the sentence of `event`: in the words of the textbook's ideas
/// when its search says it so (told with the state before the event, which
/// `reasoning` then follows), else the event's own.
fn tell(
    narrator: &Narrator,
    reasoning: &mut Option<(Textbook, Reasoning)>,
    out: &mut Vec<u8>,
    event: &Event,
) {
    match reasoning {
        Some((textbook, reasoning)) => {
            if !narrator.tell_in_context(out, event, reasoning, *textbook) {
                narrator.sentence(out, event);
            }
            reasoning.apply(event);
        }
        None => narrator.sentence(out, event),
    }
}

impl<W: Write> Sink for Text<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        let result = self.write_event(event);
        self.out.check(result)
    }
}

impl<W: Write> Renderer for Text<W> {
    fn begin(&mut self, header: &Header) -> io::Result<()> {
        self.replay = Replay::from_puzzle(&header.puzzle);
        self.reasoning = Textbook::parse(&header.strategy)
            .zip(self.replay.as_ref())
            .map(|(textbook, replay)| (textbook, Reasoning::new(replay.grid().clone())));
        self.narrator.shape = header.puzzle.box_shape;
        let size = header.puzzle.size.to_string();
        let (givens, empty) = header.puzzle.given_and_empty();
        let title = self.narrator.phrases.title(vars::NarrationTitle {
            strategy: &self.lang.strategy_named(&header.strategy),
            size: &size,
            givens: &givens,
            empty: &empty,
        });
        let out = self.out.writer();
        writeln!(out, "{title}")?;
        writeln!(out)?;
        if let Some(replay) = &self.replay {
            write_board(self.out.writer(), replay.grid(), BOARD_INDENT)?;
        }
        Ok(())
    }

    fn finish(&mut self, footer: &Footer) -> io::Result<()> {
        self.out.take_error()?;
        let out = self.out.writer();
        writeln!(out)?;
        write_summary(out, self.narrator.phrases, self.narrator.textbook, footer)?;
        out.flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}
