//! How a trace reads, for the subcommands that write one (`solve`, `render`):
//! language, cell names, seed style, and the HTML page's size.

use std::io::{BufWriter, Write};

use crate::render::{
    self, DEFAULT_MAX_EVENTS, Format, HTML_MAX_EVENTS_CAP, Lang, Notation, RenderOptions, Renderer,
    Seed, SeedProgram,
};
use clap::Args;
use clap::builder::PossibleValuesParser;

use crate::render::quiz::MAX_QUESTIONS;

use super::Failure;
use super::colour::ColourChoice;
use super::misuse::Misuse;

/// The language and the names of cells, for everything that tells a trace
/// in sentences (`solve`, `render`, `diff`), and for `check`'s summary and
/// `verify`'s verdict.
#[derive(Debug, Args)]
pub struct Words {
    /// The language of a text trace, an HTML page, `diff`'s and `check`'s
    /// text, `verify`'s verdict and a puzzle's errors: `en`; `zh-Hans`
    /// (Simplified Chinese, the Mainland's words) and `zh-Hant`
    /// (Traditional, Hong Kong's words), both with the seeds' 行 a row, 列 a
    /// column; `zh-TW`, Traditional with Taiwan's words (列 a row, 行 a
    /// column, 候選數).
    #[arg(long, default_value = "en", ignore_case = true, value_parser = super::args::lang())]
    lang: String,

    /// How cells are named: `rc` (r1c3), `index` (the seeds' 0-based
    /// [0,2]) or `a1` (C3: rows lettered from A, columns from 1, as in
    /// Norvig's essay); by default `rc` in English and `index` in Chinese.
    #[arg(long, value_parser = PossibleValuesParser::new(Notation::ALL.map(Notation::name)))]
    notation: Option<String>,
}

impl Words {
    /// The language and the notation asked for; without `--notation`, `rc`
    /// in English and the seeds' `index` in Chinese.
    pub fn resolve(&self) -> (Lang, Notation) {
        let lang = Lang::from_tag(&self.lang).unwrap_or_default();
        let notation = match self.notation.as_deref() {
            Some(name) => Notation::ALL
                .into_iter()
                .find(|n| n.name() == name)
                .unwrap_or_default(),
            None => lang.default_notation(),
        };
        (lang, notation)
    }
}

impl Look {
    /// The language asked for.
    pub fn lang(&self) -> Lang {
        self.words.resolve().0
    }

    /// The language and the notation asked for ([`Words::resolve`]).
    pub fn resolve(&self) -> (Lang, Notation) {
        self.words.resolve()
    }
}

/// `--style`: the tool's own words, or the seed program's output.
// No doc comment on the variants: clap would list them in `--help`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Style {
    Plain,
    Seed,
}

/// The options that shape a rendered trace.
#[derive(Debug, Args)]
pub struct Look {
    #[command(flatten)]
    words: Words,

    /// `seed`: print exactly what the seed program of the strategy prints
    /// (with `--lang zh-Hans`, seed 000's words in Simplified characters).
    #[arg(long, value_enum, default_value_t = Style::Plain)]
    style: Style,

    /// With `--format html`: the page holds at most this many events; the
    /// search goes on, is counted, and the page says what it left out.
    /// 1,000,000 unless given, at most 10,000,000 (a page of about 53 MB,
    /// 5.35 bytes an event).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=HTML_MAX_EVENTS_CAP))]
    html_max_events: Option<u64>,

    /// With `--format html`: the page opens without spoilers, showing the
    /// search tree, the heat map, the key moments and the counters only up
    /// to the step shown (the N key toggles it).
    #[arg(long)]
    no_spoilers: bool,

    /// With `--format html`: quiz mode. The page stops before N moments of
    /// the search and asks first: a cell's candidates, the next cell after a
    /// placement (under MRV any cell of a tie is right), whether a guess
    /// leads to a dead end, the digit a rule forces, and with the textbook's
    /// strategies which domain a guess wipes out, which value LCV tries
    /// first, which cell arc consistency propagates and the digit it prunes,
    /// where a backjump lands and
    /// which guesses it jumps over still had values; it checks the answer,
    /// explains it in the trace's words, then shows the step, and keeps the
    /// score. The moments: the events cut into N equal slices, one moment
    /// from each, the kinds in turn (the rarest first), a branch point or a
    /// choice preferred, then the one nearest the slice's middle; "will it
    /// lead to a dead end?" is kept near half yes, half no. A search with
    /// fewer moments asks fewer (the page says so). A step forward or playing
    /// stops at a question; while it is open, no jump passes it and N does
    /// not show spoilers; a jump made with no question open (slider, Page
    /// Up/Down, Home, End, D, S, B, W, J, O, a line of the log, `#step=N`)
    /// that would pass questions says so first: answer the first, jump
    /// anyway (they count as unanswered) or stay. Opens without spoilers
    /// (the tree would answer).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_QUESTIONS)))]
    quiz: Option<u32>,

    /// With `--format markdown` or `worksheet-html`: leave the answer key
    /// out of the worksheet (make the key as a second sheet without it).
    #[arg(long)]
    no_answers: bool,

    /// Colour the text trace (dead ends, solutions, undos, depth guides):
    /// `auto` on a terminal only, off when NO_COLOR is set, on through a
    /// pipe when CLICOLOR_FORCE is; never into `-o FILE` unless `always`.
    #[arg(long = "color", value_name = "WHEN", default_value = "auto")]
    pub colour: ColourChoice,
}

impl Look {
    /// Refuses options that `format` cannot honour, before any input is
    /// read: `--quiz` asks its questions on a page only, and the page's
    /// other options (`--html-max-events`, `--no-spoilers`) shape nothing
    /// else, so that none is silently ignored.
    pub fn check(&self, format: Format) -> Result<(), Failure> {
        let worksheet = matches!(format, Format::Markdown | Format::WorksheetHtml);
        if self.no_answers && !worksheet {
            return Err(Failure::Misuse(Misuse::NoAnswersNeedsWorksheet(
                format.name(),
            )));
        }
        if format == Format::Html {
            return Ok(());
        }
        if self.quiz.is_some() {
            return Err(Failure::Misuse(Misuse::QuizNeedsHtml(format.name())));
        }
        let page_only = [
            self.html_max_events.map(|_| "--html-max-events"),
            self.no_spoilers.then_some("--no-spoilers"),
        ];
        match page_only.into_iter().flatten().next() {
            Some(option) => Err(Failure::Misuse(Misuse::NeedsHtml {
                option,
                format: format.name(),
            })),
            None => Ok(()),
        }
    }

    /// The renderer for `format` of a search by `strategy`, writing to `out`;
    /// `title` names the puzzle on an HTML page; `colour` colours a text
    /// trace (see [`ColourChoice::colours`]).
    pub fn renderer<'w>(
        &self,
        format: Format,
        strategy: &str,
        title: Option<String>,
        colour: bool,
        out: Box<dyn Write + 'w>,
    ) -> Result<Box<dyn Renderer + 'w>, Failure> {
        let (lang, notation) = self.words.resolve();
        self.check(format)?;
        if self.style == Style::Seed {
            if format != Format::Text {
                return Err(Failure::Misuse(Misuse::SeedNeedsText));
            }
            let program = SeedProgram::for_strategy(strategy)
                .ok_or_else(|| Failure::Misuse(Misuse::NoSeedProgram(strategy.to_string())))?;
            return Ok(Box::new(Seed::for_lang(BufWriter::new(out), program, lang)));
        }
        let mut options = RenderOptions::default()
            .with_lang(lang)
            .with_notation(notation);
        options.colour = colour;
        options.title = title;
        options.max_events = self.html_max_events.unwrap_or(DEFAULT_MAX_EVENTS);
        options.no_spoilers = self.no_spoilers;
        options.quiz = self.quiz.unwrap_or(0);
        options.answers = !self.no_answers;
        Ok(render::renderer(format, options, out))
    }
}
