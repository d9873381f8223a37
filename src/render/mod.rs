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

use crate::trace::{Footer, Header, NoSink, Sink};

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
// Non-exhaustive: it grows with the tool; a user's `match` keeps compiling.
#[non_exhaustive]
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

/// How a trace is rendered, whatever its format: every renderer reads the
/// language and the cell names, and each format its own part (a text
/// trace's colour; a page's title, size, spoilers and quiz; a worksheet's
/// answers). New options will come: build it from [`RenderOptions::default`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RenderOptions {
    /// The language of the words.
    pub lang: Lang,
    /// How cells are named.
    pub notation: Notation,
    /// `text`: colour (ANSI escapes), for a terminal.
    pub colour: bool,
    /// `html`: what the puzzle is called (a file name, say); shown escaped.
    pub title: Option<String>,
    /// `html`: the recording cap, at most this many events on the page.
    pub max_events: u64,
    /// `html`: the page opens without spoilers ([`HtmlOptions::no_spoilers`]).
    pub no_spoilers: bool,
    /// `html`: how many quiz questions the page asks; 0 for none.
    pub quiz: u32,
    /// `markdown` and `worksheet-html`: the answer key is on the sheet.
    pub answers: bool,
}

impl Default for RenderOptions {
    fn default() -> Self {
        let page = HtmlOptions::default();
        RenderOptions {
            lang: page.lang,
            notation: page.notation,
            colour: false,
            title: page.title,
            max_events: page.max_events,
            no_spoilers: page.no_spoilers,
            quiz: page.quiz,
            answers: WorksheetOptions::default().answers,
        }
    }
}

impl RenderOptions {
    /// These options in `lang`.
    pub fn with_lang(mut self, lang: Lang) -> Self {
        self.lang = lang;
        self
    }

    /// These options naming cells by `notation`.
    pub fn with_notation(mut self, notation: Notation) -> Self {
        self.notation = notation;
        self
    }

    /// The page's part of these options.
    pub fn page(&self) -> HtmlOptions {
        HtmlOptions {
            lang: self.lang,
            notation: self.notation,
            title: self.title.clone(),
            max_events: self.max_events,
            no_spoilers: self.no_spoilers,
            quiz: self.quiz,
        }
    }

    /// The worksheet's part of these options, laid out as `layout`.
    pub fn worksheet(&self, layout: Layout) -> WorksheetOptions {
        WorksheetOptions {
            lang: self.lang,
            notation: self.notation,
            layout,
            answers: self.answers,
        }
    }
}

/// The renderer for `format`, writing to `out`: the one place a format
/// becomes a renderer (the command line's `--style seed` aside, which
/// prints a seed program's output instead).
pub fn renderer<'w>(
    format: Format,
    options: RenderOptions,
    out: Box<dyn Write + 'w>,
) -> Box<dyn Renderer + 'w> {
    let out = io::BufWriter::with_capacity(1 << 16, out);
    match format {
        Format::Text => {
            Box::new(Text::new(out, options.lang, options.notation).coloured(options.colour))
        }
        Format::Json => Box::new(Json::new(out)),
        Format::Jsonl => Box::new(JsonLines::new(out)),
        Format::Html => Box::new(Html::new(out, options.page())),
        Format::Markdown => Box::new(Worksheet::with_options(
            out,
            options.worksheet(Layout::Markdown),
        )),
        Format::WorksheetHtml => Box::new(Worksheet::with_options(
            out,
            options.worksheet(Layout::Html),
        )),
        Format::None => Box::new(NoSink),
    }
}

/// `--format none`: the sink that hears nothing ([`NoSink`]) renders
/// nothing either, so the search runs untraced.
impl Renderer for NoSink {
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
