//! The worksheet: a handout of one search, for slides or print, as
//! Markdown (`--format markdown`) or as a printable HTML page
//! (`--format worksheet-html`).
//!
//! It holds the puzzle, the first steps (under inference the prunings of
//! one guess told as one line), the key moments as boards (the first dead
//! end, the longest backtrack, the first solution), the counters with their
//! definitions, and questions drawn from what the strategy does
//! ([`questions`]), taken from the trace so their answers are right by
//! construction, with an answer key at the end unless it is left out.
//! Under inference every board pencils in each empty cell's domain, so
//! forward checking can be worked on paper. The renderer follows the search
//! as it streams and keeps only what the sheet shows (a few sentences and
//! boards), so any search fits in little memory; it writes the sheet at the end.

mod board;
mod first_steps;
mod html;
mod markdown;
mod questions;
mod sheet;

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::text::Sentences;
use super::{Renderer, WriteSink};
use crate::grid::{BoxShape, Cell, Grid};
use crate::replay::Replay;
use crate::trace::{Change, Event, Footer, Header, Origin, Sink, Stats, Subject};
use crate::words::{Lang, Notation};
use board::Board;
use first_steps::FirstSteps;
use questions::Questions;

/// How a worksheet is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// Markdown, for slides, GitHub and pandoc.
    #[default]
    Markdown,
    /// A printable HTML page: box lines, domains, page breaks.
    Html,
}

/// How a worksheet reads. New options will come: build it from
/// [`WorksheetOptions::default`] (or [`super::RenderOptions::worksheet`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct WorksheetOptions {
    /// The language of its words.
    pub lang: Lang,
    /// How cells are named.
    pub notation: Notation,
    /// Markdown or HTML.
    pub layout: Layout,
    /// Whether the answer key is part of the sheet (`--no-answers` leaves it out).
    pub answers: bool,
}

impl Default for WorksheetOptions {
    fn default() -> WorksheetOptions {
        WorksheetOptions {
            lang: Lang::default(),
            notation: Notation::default(),
            layout: Layout::default(),
            answers: true,
        }
    }
}

/// A board kept for the sheet, with the step and sentence that led to it.
struct Snapshot {
    step: u64,
    board: Board,
    sentence: String,
}

impl Snapshot {
    fn moment(&self, title: String) -> sheet::Moment<'_> {
        sheet::Moment {
            title,
            quote: &self.sentence,
            board: &self.board,
        }
    }
}

/// Writes a worksheet of the search.
pub struct Worksheet<W: Write> {
    out: WriteSink<W>,
    options: WorksheetOptions,
    sentences: Sentences,
    header: Option<Header>,
    /// The puzzle's givens, bold in every board.
    givens: Option<Grid>,
    /// The puzzle as the sheet draws it (under inference, with the domains).
    puzzle: Option<Board>,
    replay: Option<Replay>,
    step: u64,
    stats: Stats,
    first: FirstSteps,
    dead_end: Option<(Snapshot, u64)>,
    run: u64,
    longest: Option<(u64, Snapshot)>,
    solution: Option<Snapshot>,
    questions: Questions,
}

impl<W: Write> Worksheet<W> {
    /// A Markdown worksheet in `lang`, naming cells in `notation`, with its answers.
    pub fn new(out: W, lang: Lang, notation: Notation) -> Worksheet<W> {
        Worksheet::with_options(
            out,
            WorksheetOptions {
                lang,
                notation,
                ..WorksheetOptions::default()
            },
        )
    }

    /// A worksheet as `options` say.
    pub fn with_options(out: W, options: WorksheetOptions) -> Worksheet<W> {
        let shape = BoxShape::for_side(9).expect("9 has a box shape");
        Worksheet {
            out: WriteSink::new(out),
            options,
            sentences: Sentences::new(options.lang, options.notation, shape),
            header: None,
            givens: None,
            puzzle: None,
            replay: None,
            step: 0,
            stats: Stats::default(),
            first: FirstSteps::default(),
            dead_end: None,
            run: 0,
            longest: None,
            solution: None,
            questions: Questions::default(),
        }
    }

    /// The board now, with the domains now under inference.
    fn board(&self) -> Option<Board> {
        let grid = self.replay.as_ref()?.grid().clone();
        Some(Board::new(grid, self.sentences.domains_now()))
    }

    /// Follows one event: what the sheet keeps of it. Sentences are told
    /// with the search before the event; boards are drawn after it.
    fn follow(&mut self, event: &Event) {
        self.step += 1;
        let step = self.step;
        let Some(replay) = &mut self.replay else {
            return;
        };
        let open = self.first.done();
        self.questions
            .before(step, event, replay.grid(), &self.sentences, open);
        let change = event.kind().change();
        let undo = change == Change::Clear(Origin::Guess);
        let run = if undo { self.run + 1 } else { 0 };
        let ends = event.kind().ends_a_path();
        let is_solution = matches!(event, Event::Solved { .. });
        let wanted = self.first.wants_sentence(event)
            || (run > 1 && self.longest.as_ref().is_none_or(|(n, _)| run > *n))
            || (ends && is_solution && self.solution.is_none())
            || (ends && !is_solution && self.dead_end.is_none());
        let sentence = wanted.then(|| self.sentences.tell(event));
        self.first.follow(step, event, sentence.clone());
        self.sentences.follow(event);
        replay.apply(event);
        self.stats.record(event);
        self.run = run;
        let Some(sentence) = sentence else { return };
        let Some(board) = self.board() else { return };
        if run > 1 && self.longest.as_ref().is_none_or(|(n, _)| run > *n) {
            let snapshot = Snapshot {
                step,
                board,
                sentence,
            };
            self.longest = Some((run, snapshot));
        } else if ends && is_solution && self.solution.is_none() {
            self.solution = Some(Snapshot {
                step,
                board,
                sentence,
            });
        } else if ends && !is_solution && self.dead_end.is_none() {
            let board = match named_cell(event) {
                Some(cell) => board.marked(cell, "✗"),
                None => board,
            };
            let placements = self.stats.placements;
            let snapshot = Snapshot {
                step,
                board,
                sentence,
            };
            self.dead_end = Some((snapshot, placements));
        }
    }
}

/// The cell an event is about, if any: its subject's, or its own cell.
/// Every kind is listed, so a new one must say.
pub(super) fn named_cell(event: &Event) -> Option<Cell> {
    match *event {
        Event::CandidatesComputed { cell, .. }
        | Event::Placed { cell, .. }
        | Event::Rejected { cell, .. }
        | Event::Deduced { cell, .. }
        | Event::Retracted { cell, .. }
        | Event::Undone { cell, .. }
        | Event::Pruned { cell, .. }
        | Event::ValuesOrdered { cell, .. }
        | Event::ConflictSet { cell, .. }
        | Event::Backjumped { cell, .. } => Some(cell),
        Event::DeadEnd { subject, .. } | Event::ConstraintChosen { subject, .. } => match subject {
            Subject::Cell(cell) => Some(cell),
            Subject::Unit { .. } => None,
        },
        Event::Solved { .. } | Event::StepLimitReached { .. } | Event::TimeLimitReached { .. } => {
            None
        }
    }
}

impl<W: Write> Sink for Worksheet<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        self.follow(event);
        ControlFlow::Continue(())
    }
}

impl<W: Write> Renderer for Worksheet<W> {
    fn begin(&mut self, header: &Header) -> io::Result<()> {
        self.replay = Replay::from_puzzle(&header.puzzle);
        self.givens = self.replay.as_ref().map(|r| r.grid().clone());
        let options = self.options;
        self.sentences = Sentences::new(options.lang, options.notation, header.puzzle.box_shape);
        self.sentences.begin(header);
        self.questions = Questions::new(self.sentences.textbook());
        self.puzzle = self.board();
        self.header = Some(header.clone());
        Ok(())
    }

    fn finish(&mut self, footer: &Footer) -> io::Result<()> {
        let header = self.header.take().ok_or_else(|| {
            io::Error::new(io::ErrorKind::InvalidInput, "finish called before begin")
        })?;
        let (Some(sheet), Some(givens)) = (self.sheet(&header, footer), &self.givens) else {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "the puzzle in the header is no board",
            ));
        };
        let text = match self.options.layout {
            Layout::Markdown => markdown::markdown(&sheet, givens, self.options.notation),
            Layout::Html => html::html(&sheet, givens, self.options.lang, self.options.notation),
        };
        drop(sheet);
        let out = self.out.writer();
        out.write_all(text.as_bytes())?;
        out.flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}
