//! Renderers: each turns the event log into one output format.
//!
//! A [`Renderer`] is a [`Sink`] that also hears the log's [`Header`] before
//! the first event and its [`Footer`] after the last. [`Format`] picks one at
//! the command line's edge; the solver never knows which.

mod base64;
pub mod compare;
mod csp;
mod html;
mod json;
mod jsonl;
mod palette;
mod play;
pub mod quiz;
mod seed;
mod text;
mod ui;
mod wire;
mod worksheet;

use std::io::{self, Write};
use std::ops::ControlFlow;

pub use crate::words::{Lang, Notation};
pub use html::{DEFAULT_MAX_EVENTS, DEFAULT_MAX_STEPS, HTML_MAX_EVENTS_CAP, Html, HtmlOptions};
pub use json::Json;
pub use jsonl::JsonLines;
pub use play::{PlayError, Watcher, play, play_watched};

/// The first rule a drawn trace breaks, as its reader is told it: the step
/// (`None` for the header or the footer), what the trace says and what the
/// rules expected, in the page's language.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RuleBroken {
    /// The step, from 1.
    pub step: Option<u64>,
    /// What the trace says.
    pub found: String,
    /// What the rules expected instead.
    pub expected: String,
}
pub use seed::{Seed, SeedProgram};
pub use text::{Sentences, Text};
pub use worksheet::{Layout, Worksheet, WorksheetOptions};

use crate::trace::{Event, Footer, Header, Sink};

/// A sink that writes a whole log: header, events, footer.
pub trait Renderer: Sink {
    /// Writes what comes before the first event.
    fn begin(&mut self, header: &Header) -> io::Result<()>;
    /// Told, before [`Renderer::finish`], that the trace being drawn breaks
    /// the rules: its first fault, worded by the caller. A page says so at
    /// its top; the others leave it to the caller's warning.
    fn rule_broken(&mut self, _broken: &RuleBroken) {}
    /// Writes what comes after the last event and flushes.
    fn finish(&mut self, footer: &Footer) -> io::Result<()>;
    /// The write error that made an event stop the search, if any.
    fn take_error(&mut self) -> io::Result<()>;
}

/// The output formats of a trace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Format {
    /// Annotated sentences, one per event.
    #[default]
    Text,
    /// One JSON document with every event.
    Json,
    /// JSON Lines: a header, one event per line, a footer; streamed.
    Jsonl,
    /// A self-contained HTML page that replays the search step by step.
    Html,
    /// A Markdown worksheet: the puzzle, the first steps, the key moments,
    /// the counters and questions with their answers ([`Worksheet`]).
    Markdown,
    /// The worksheet as a printable HTML page: boards with box lines,
    /// domains pencilled, the answer key on a page of its own.
    WorksheetHtml,
    /// Nothing: the search runs untraced.
    None,
}

impl Format {
    /// Every format, as listed to users.
    pub const ALL: [Format; 7] = [
        Format::Text,
        Format::Json,
        Format::Jsonl,
        Format::Html,
        Format::Markdown,
        Format::WorksheetHtml,
        Format::None,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Jsonl => "jsonl",
            Format::Html => "html",
            Format::Markdown => "markdown",
            Format::WorksheetHtml => "worksheet-html",
            Format::None => "none",
        }
    }
}

/// How a text trace reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TextOptions {
    /// The language of the sentences.
    pub lang: Lang,
    /// How cells are named.
    pub notation: Notation,
}

/// The renderer for `format`, writing to `out`.
pub fn renderer<'w>(
    format: Format,
    text: TextOptions,
    out: Box<dyn Write + 'w>,
) -> Box<dyn Renderer + 'w> {
    let out = io::BufWriter::with_capacity(1 << 16, out);
    match format {
        Format::Text => Box::new(Text::new(out, text.lang, text.notation)),
        Format::Json => Box::new(Json::new(out)),
        Format::Jsonl => Box::new(JsonLines::new(out)),
        Format::Html => Box::new(Html::new(
            out,
            HtmlOptions {
                lang: text.lang,
                notation: text.notation,
                ..HtmlOptions::default()
            },
        )),
        Format::Markdown | Format::WorksheetHtml => Box::new(Worksheet::with_options(
            out,
            WorksheetOptions {
                lang: text.lang,
                notation: text.notation,
                layout: if format == Format::Markdown {
                    Layout::Markdown
                } else {
                    Layout::Html
                },
                answers: true,
            },
        )),
        Format::None => Box::new(Silent),
    }
}

/// Writes nothing and listens to nothing, so the search runs untraced.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl Sink for Silent {
    fn is_listening(&self) -> bool {
        false
    }
    fn event(&mut self, _: &Event) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

impl Renderer for Silent {
    fn begin(&mut self, _: &Header) -> io::Result<()> {
        Ok(())
    }
    fn finish(&mut self, _: &Footer) -> io::Result<()> {
        Ok(())
    }
    fn take_error(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A writer that remembers its first error, so a sink can stop the search
/// and the caller can still learn why.
pub(crate) struct WriteSink<W: Write> {
    out: W,
    error: Option<io::Error>,
}

impl<W: Write> WriteSink<W> {
    pub(crate) fn new(out: W) -> Self {
        WriteSink { out, error: None }
    }

    pub(crate) fn writer(&mut self) -> &mut W {
        &mut self.out
    }

    /// Keeps the error of a failed write and asks the search to stop.
    pub(crate) fn check(&mut self, result: io::Result<()>) -> ControlFlow<()> {
        match result {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => {
                self.error.get_or_insert(e);
                ControlFlow::Break(())
            }
        }
    }

    pub(crate) fn take_error(&mut self) -> io::Result<()> {
        self.error.take().map_or(Ok(()), Err)
    }
}
