//! The walkthrough: one self-contained HTML page that replays the search
//! step by step, for a projector, a course page or a student alone.
//!
//! HTML is the one format that holds the whole log in memory, because the
//! page is written at the end, in one piece. It stays small: each event is
//! one `u32` ([`encode`]), and whatever the page can work out again from the
//! board (candidates, excluded digits and the peers that exclude them, the
//! peer behind a rejection, depths, the solved grid) is left out. The renderer
//! checks every such fact against its own copy of the board as it goes; an
//! event that does not match (a log written by another program, say) travels
//! whole, as JSON, so the page never shows a guess of its own.
//!
//! The page is the askama template `templates/walkthrough.html`, with its
//! style in `walkthrough.css` beside it and its script in the files of
//! `walkthrough/`, joined into one (`JS` says how). The
//! script tells each step with the templates of [`crate::words`], so the
//! page says exactly what the text trace says. A Content-Security-Policy
//! allows that style and that script and nothing else ([`super::csp`]);
//! outside text (the title, a foreign trace's strategy) is escaped and
//! isolated ([`super::user_text`]).
//!
//! Past the recording cap ([`HtmlOptions::max_events`]) events are only
//! counted: the page says how many it holds out of how many the search made.

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::sync::LazyLock;

use askama::Template;
use serde::Serialize;

use super::csp;
use super::quiz::{Moment, Picker};
use super::ui::{QuizWords, Ui, quiz_words, ui_words};
use super::{Renderer, RuleBroken};
use crate::grid::{BoxShape, Unit};
use crate::trace::{
    Change, CounterName, End, Event, Footer, Header, Inferring, Limits, Puzzle, Sink, Stats,
    Textbook,
};
use crate::words::user_text::{self, Framed};
use crate::words::vars;
use crate::words::{Lang, Notation, Phrases, TextbookPhrases};

mod codec;
mod codes;
mod model;
mod recording;

use codec::{LAYOUT, Layout, base64, encode};
use codes::CodeInfo;
use model::{Model, givens_of};
pub use recording::Recording;
pub(crate) use recording::RecordingData;

/// How many events a page holds unless told otherwise.
pub const DEFAULT_MAX_EVENTS: u64 = 1_000_000;

/// The most events `--html-max-events` admits: the whole of a search at
/// [`DEFAULT_MAX_STEPS`], a page of about 53 MB (5.35 bytes an event) that
/// `solve` writes in about 100 MB of memory (`BENCHMARKS.md`). Unbounded, a
/// page grew to 708 MB and its writer to 1.9 GB (issue 22, item 16).
pub const HTML_MAX_EVENTS_CAP: u64 = 10_000_000;

/// The step limit of an HTML search unless told otherwise: a search that long
/// takes seconds to trace, and a page could show only its beginning anyway.
pub const DEFAULT_MAX_STEPS: u64 = 10_000_000;

/// How a walkthrough page reads and how much it holds. New options will
/// come: build it from [`HtmlOptions::default`] (or
/// [`super::RenderOptions::page`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct HtmlOptions {
    /// The language of the narration and of the page.
    pub lang: Lang,
    /// How cells are named.
    pub notation: Notation,
    /// What the puzzle is called (a file name, say); shown escaped.
    pub title: Option<String>,
    /// The recording cap: the page holds at most this many events.
    pub max_events: u64,
    /// Whether the page opens without spoilers: the tree, the heat map, the
    /// key moments and the counters only up to the step shown (N toggles).
    pub no_spoilers: bool,
    /// Quiz mode: how many questions the page asks before the steps they
    /// are about ([`super::quiz`]); 0 for none. A quiz opens without
    /// spoilers, as the tree would give its answers away.
    pub quiz: u32,
}

impl Default for HtmlOptions {
    fn default() -> Self {
        HtmlOptions {
            lang: Lang::En,
            notation: Notation::Rc,
            title: None,
            max_events: DEFAULT_MAX_EVENTS,
            no_spoilers: false,
            quiz: 0,
        }
    }
}

/// Writes the log as one self-contained HTML page.
pub struct Html<W: Write> {
    out: W,
    options: HtmlOptions,
    header: Option<Header>,
    model: Model,
    /// One code per recorded event (see [`encode`]).
    codes: Vec<u32>,
    /// The events that travel whole, in order; a code points at each.
    raw: Vec<Event>,
    /// Every event heard, recorded or not.
    heard: u64,
    /// Whether a recorded event prunes a domain.
    prunes: bool,
    /// Quiz mode's moments, followed when it asks questions.
    picker: Option<Picker>,
    /// The first rule the drawn trace breaks, said at the page's top.
    broken: Option<RuleBroken>,
    /// Whether a recorded event is a solution.
    solution_recorded: bool,
    /// The first solution past the recording cap, when none is recorded:
    /// the page shows it, so that a capped page still reaches the solution
    /// its search found.
    late_solution: Option<LateSolution>,
}

/// A solution the search found past the page's recording cap.
#[derive(Debug, Serialize)]
struct LateSolution {
    /// Its step, from 1.
    step: u64,
    /// 1 for the first solution.
    number: u64,
    /// The solved grid on one line.
    grid: String,
}

impl<W: Write> Html<W> {
    /// A page writer with `options`, writing to `out` when the log is finished.
    pub fn new(out: W, options: HtmlOptions) -> Html<W> {
        Html {
            out,
            options,
            header: None,
            model: Model::new(BoxShape::for_side(9).expect("9 has a box shape"), &[]),
            codes: Vec::new(),
            raw: Vec::new(),
            heard: 0,
            prunes: false,
            picker: None,
            broken: None,
            solution_recorded: false,
            late_solution: None,
        }
    }

    fn record(&mut self, event: &Event) {
        let code = match encode(&self.model, event, self.heard) {
            Some(code) => code,
            None => {
                let index = self.raw.len() as u32;
                self.raw.push(event.clone());
                // 28 bits of index: far more events than a page can hold.
                codec::raw(index)
            }
        };
        self.codes.push(code);
        self.prunes |= event.kind().change() == Change::Prune;
        if let Some(picker) = &mut self.picker {
            picker.follow(event);
        }
        self.model.apply(event);
    }
}

impl<W: Write> Sink for Html<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        if self.heard < self.options.max_events {
            self.solution_recorded |= matches!(event, Event::Solved { .. });
            self.record(event);
        } else if let Event::Solved { number, grid, .. } = event
            && !self.solution_recorded
            && self.late_solution.is_none()
        {
            self.late_solution = Some(LateSolution {
                step: self.heard + 1,
                number: *number,
                grid: grid.clone(),
            });
        }
        self.heard += 1;
        ControlFlow::Continue(())
    }
}

impl<W: Write> Renderer for Html<W> {
    fn rule_broken(&mut self, broken: &RuleBroken) {
        self.broken = Some(broken.clone());
    }

    fn begin(&mut self, header: &Header) -> io::Result<()> {
        let givens = givens_of(&header.puzzle);
        self.model = Model::new(header.puzzle.box_shape, &givens);
        self.header = Some(header.clone());
        if self.options.quiz > 0 {
            let mut picker = Picker::new(header.puzzle.size);
            // Under MRV a "which cell next" takes any cell of a tie; under
            // MAC a question on propagation any cell that could propagate.
            let textbook = Textbook::parse(&header.strategy);
            if let Ok(givens) = crate::bounds::puzzle_grid(&header.puzzle) {
                if textbook.is_some_and(|t| t.inference == Inferring::Mac) {
                    picker = picker.following_domains(givens.clone());
                }
                if let Some(t) = textbook.filter(|t| t.mrv) {
                    picker = picker.choosing_by_fewest_values(givens, t.degree);
                }
            }
            self.picker = Some(picker);
        }
        let expected = header
            .options
            .max_steps
            .map_or(self.options.max_events, |m| m.saturating_add(1))
            .min(self.options.max_events);
        self.codes.reserve(expected.min(1 << 20) as usize);
        Ok(())
    }

    fn finish(&mut self, footer: &Footer) -> io::Result<()> {
        let header = self.header.take().ok_or_else(|| {
            io::Error::new(io::ErrorKind::InvalidInput, "finish called before begin")
        })?;
        let options = &self.options;
        let phrases = options.lang.phrases();
        let ui = ui_words(options.lang);
        // Outside text (the puzzle's name, a foreign trace's strategy) goes
        // in with its direction controls shown (see `user_text`).
        let name = options.title.as_deref().map(user_text::shown);
        let strategy = options.lang.strategy_named(&header.strategy);
        let title = match &name {
            Some(name) => ui.page_title_named(vars::PagePageTitleNamed { name: &name }),
            None => ui.page_title.to_string(),
        };
        let heading = match &name {
            Some(name) => user_text::frame(ui.page_title_named, "name", name, &[]),
            None => user_text::frame(ui.page_title, "name", "", &[]),
        };
        let size = header.puzzle.size.to_string();
        let (givens, empty) = header.puzzle.given_and_empty();
        let summary = user_text::frame(
            phrases.title,
            "strategy",
            &strategy,
            &[
                ("size", &size),
                ("givens", &givens.to_string()),
                ("empty", &empty.to_string()),
            ],
        );
        // The textbook's choices, when the strategy's name spells them.
        let textbook = Textbook::parse(&header.strategy);
        let quiz = self.picker.as_ref().map(|picker| Quiz {
            asked: options.quiz,
            moments: picker.pick(options.quiz),
            words: quiz_words(options.lang),
        });
        let data = PageData {
            format: 2,
            title: &title,
            lang: options.lang.tag(),
            notation: options.notation.name(),
            names: Names::new(options.notation, header.puzzle.size, phrases),
            numbers: options.lang.myriads(),
            phrases,
            ui,
            puzzle: &header.puzzle,
            strategy: &strategy,
            options: header.options,
            end: footer.end,
            stats: footer.stats,
            recorded: self.codes.len() as u64,
            heard: self.heard,
            max_events: options.max_events,
            broken: self.broken.as_ref(),
            late_solution: self.late_solution.as_ref(),
            no_spoilers: options.no_spoilers || quiz.is_some(),
            counters: &CounterName::ALL,
            textbook: options.lang.textbook(),
            domains: self.prunes || textbook.is_some_and(|t| t.inference != Inferring::None),
            ideas: textbook.map(Ideas::of),
            codes: &codes::TABLE,
            layout: &LAYOUT,
            events: base64(&self.codes),
            raw: &self.raw,
            quiz: quiz.as_ref(),
        };
        let (policy, css, js) = match quiz {
            Some(_) => (&*POLICY_QUIZ, CSS_QUIZ, JS_QUIZ),
            None => (&*POLICY, CSS, JS),
        };
        let page = Page {
            lang: options.lang.tag(),
            policy,
            title: &title,
            heading: &heading,
            summary: &summary,
            ui,
            shows: Shows::of(data.domains, textbook, ui),
            quiz: quiz.as_ref().map(|q| q.words),
            data: &data,
            css,
            js,
        };
        page.write_into(&mut self.out)?;
        self.out.flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The page's style, included whole, then each language's fonts (from
/// `i18n/languages.toml`, written by the build).
const CSS: &str = concat!(
    include_str!("../../../templates/walkthrough.css"),
    include_str!(concat!(env!("OUT_DIR"), "/fonts.css")),
);
/// The style of a page that asks questions: quiz mode's rules after it.
const CSS_QUIZ: &str = concat!(
    include_str!("../../../templates/walkthrough.css"),
    include_str!(concat!(env!("OUT_DIR"), "/fonts.css")),
    include_str!("../../../templates/walkthrough-quiz.css"),
);

/// The page's script: the files of `templates/walkthrough/`, one idea each,
/// joined at compile time in this order inside one function. So each file
/// sees the names of those before it (what runs at load may use only
/// those; functions may use any name once the page runs), nothing reaches
/// `window` but what `main.js` puts there, and the page still holds one
/// inline script, whose exact bytes the policy below hashes. `$quiz` is
/// quiz mode's file: `quiz.js` in a page that asks questions, else
/// `quiz-off.js`, its names asking nothing, so other pages carry none of it.
macro_rules! script {
    ($quiz:literal) => {
        concat!(
            "'use strict';\n(function () {\n",
            include_str!("../../../templates/words.js"),
            "\n",
            include_str!("../../../templates/walkthrough/data.js"),
            "\n",
            include_str!("../../../templates/walkthrough/model.js"),
            "\n",
            include_str!("../../../templates/walkthrough/narration.js"),
            "\n",
            include_str!("../../../templates/walkthrough/ideas.js"),
            "\n",
            include_str!("../../../templates/walkthrough/board.js"),
            "\n",
            include_str!("../../../templates/walkthrough/panels.js"),
            "\n",
            include_str!("../../../templates/walkthrough/tree.js"),
            "\n",
            include_str!("../../../templates/walkthrough/step.js"),
            "\n",
            include_str!("../../../templates/walkthrough/controls.js"),
            "\n",
            include_str!($quiz),
            "\n",
            include_str!("../../../templates/walkthrough/main.js"),
            "})();\n",
        )
    };
}
/// The script of a page without questions.
const JS: &str = script!("../../../templates/walkthrough/quiz-off.js");
/// The script of a page that asks questions.
const JS_QUIZ: &str = script!("../../../templates/walkthrough/quiz.js");
/// The page's Content-Security-Policy: the style and the script above,
/// hashed once, as the template writes them (byte for byte, nothing
/// around them).
static POLICY: LazyLock<String> = LazyLock::new(|| csp::policy(CSS, Some(JS)));
/// The policy of a page that asks questions.
static POLICY_QUIZ: LazyLock<String> = LazyLock::new(|| csp::policy(CSS_QUIZ, Some(JS_QUIZ)));

#[derive(Template)]
#[template(path = "walkthrough.html")]
struct Page<'a> {
    lang: &'a str,
    policy: &'a str,
    /// The `<title>`: plain text, with the name's controls shown.
    title: &'a str,
    /// The `<h1>`, the name isolated in `<bdi>`.
    heading: &'a Framed,
    /// The strategy isolated in `<bdi>`.
    summary: &'a Framed,
    ui: &'a Ui,
    /// What of the textbook's ideas the page can show: the legend's
    /// marks, the jumps and their keys.
    shows: Shows,
    /// Quiz mode's words, when the page asks questions (its panel).
    quiz: Option<&'a QuizWords>,
    data: &'a PageData<'a>,
    css: &'a str,
    js: &'a str,
}

/// What of the textbook's ideas a page can show, so that its legend lists
/// only marks that can occur on it, and its jumps and keys only ideas its
/// search has: domains, prunings and wipeouts where the search infers;
/// conflict sets, skipped and landing guesses where it backjumps; value
/// orders where it orders values.
struct Shows {
    /// The legend's textbook items: the sample's class, the sample and what it means.
    legend: Vec<[&'static str; 3]>,
    /// The keys of the jumps below, with what they do.
    keys: Vec<[&'static str; 2]>,
    /// Whether the search can wipe out a domain (a jump to each wipeout).
    wipeouts: bool,
    /// Whether it backjumps (a jump to each backjump past untried values).
    backjumps: bool,
    /// Whether it orders values (a jump to each order LCV changes).
    reorders: bool,
}

impl Shows {
    fn of(domains: bool, textbook: Option<Textbook>, ui: &'static Ui) -> Shows {
        // Destructured, so that a mark added to the message is a compile
        // error here until this says where it can occur.
        let [domain, pruned, wiped, conflict, skipped, landing, order] = ui.legend_textbook;
        let [wipeout_key, backjump_key, reorder_key] = ui.idea_keys;
        let backjumps = textbook.is_some_and(|t| t.backjump);
        let reorders = textbook.is_some_and(|t| t.lcv);
        let mut legend = Vec::new();
        let mut keys = Vec::new();
        let item = |class: &'static str, [mark, means]: [&'static str; 2]| [class, mark, means];
        if domains {
            legend.extend([
                item("domain", domain),
                item("pruned", pruned),
                item("wiped", wiped),
            ]);
            keys.push(wipeout_key);
        }
        if backjumps {
            legend.extend([
                item("conflict", conflict),
                item("skipped", skipped),
                item("landing", landing),
            ]);
            keys.push(backjump_key);
        }
        if reorders {
            legend.push(item("order", order));
            keys.push(reorder_key);
        }
        Shows {
            legend,
            keys,
            wipeouts: domains,
            backjumps,
            reorders,
        }
    }
}

/// What the page's search does of the textbook's (`backtrack…`): its
/// inference (`none`, `fc` or `mac`: a wipeout is said as forward
/// checking's or arc consistency's), whether it orders values (`lcv`) and
/// whether it backjumps. The key moments and jumps follow them.
#[derive(Serialize)]
struct Ideas {
    inference: &'static str,
    mrv: bool,
    /// Whether MRV's ties go to the cell with the most empty peers.
    degree: bool,
    lcv: bool,
    backjump: bool,
}

impl Ideas {
    fn of(textbook: Textbook) -> Ideas {
        Ideas {
            inference: match textbook.inference {
                Inferring::None => "none",
                Inferring::ForwardChecking => "fc",
                Inferring::Mac => "mac",
            },
            mrv: textbook.mrv,
            degree: textbook.degree,
            lcv: textbook.lcv,
            backjump: textbook.backjump,
        }
    }
}

/// How the page names cells: [`Notation::cell_template`] filled with a row's
/// and a column's name, and each unit in the page's language.
#[derive(Serialize)]
struct Names {
    cell: &'static str,
    /// The rows', columns' and boxes' numbers or letters (`3`, `C`), for
    /// cell names.
    units: [Vec<String>; 3],
    /// The rows', columns' and boxes' names (`row 3`, `第 3 行`, `行 2`), as
    /// [`crate::words::Phrases::numbered_unit`] gives them: the page does
    /// not choose between an ordinal and a label itself.
    labels: [Vec<String>; 3],
}

impl Names {
    fn new(notation: Notation, side: usize, phrases: &Phrases) -> Names {
        let names = |unit| (0..side).map(|i| notation.unit(unit, i)).collect();
        let labels = |unit| {
            (0..side)
                .map(|i| phrases.numbered_unit(unit, i as u8, notation))
                .collect()
        };
        Names {
            cell: notation.cell_template(),
            units: [names(Unit::Row), names(Unit::Column), names(Unit::Box)],
            labels: [labels(Unit::Row), labels(Unit::Column), labels(Unit::Box)],
        }
    }
}

/// Everything the script needs, as one JSON object in the page.
#[derive(Serialize)]
struct PageData<'a> {
    /// The version of this object's layout, for the script.
    format: u32,
    title: &'a str,
    lang: &'a str,
    notation: &'a str,
    /// The names of the rows, columns and boxes in the notation, and the
    /// cell name's template they fill: the script names cells with them.
    names: Names,
    /// How the page's language writes large numbers (`Lang::myriads`):
    /// the script writes counts and limits as the text does.
    numbers: Option<crate::words::Myriads>,
    phrases: &'a Phrases,
    ui: &'a Ui,
    puzzle: &'a Puzzle,
    strategy: &'a str,
    options: Limits,
    end: End,
    /// The counters of the whole search, recorded or not.
    stats: Stats,
    /// Events in the page.
    recorded: u64,
    /// Events the search made.
    heard: u64,
    /// The recording cap.
    max_events: u64,
    /// The first rule the trace breaks (a trace from elsewhere drawn as
    /// written); `null` for one that keeps them.
    broken: Option<&'a RuleBroken>,
    /// The first solution past the recording cap when the page holds none.
    late_solution: Option<&'a LateSolution>,
    /// Whether the page opens without spoilers.
    no_spoilers: bool,
    /// The counters, by name, in the order of every table.
    counters: &'a [CounterName],
    /// The sentences of the textbook's search (prunings, value orders,
    /// conflict sets, backjumps) and its counters' names and definitions
    /// (the table shows those the search used).
    textbook: &'a TextbookPhrases,
    /// Whether every empty cell shows its domain: the search infers (its
    /// strategy says `fc` or `mac`, or a trace from elsewhere prunes).
    domains: bool,
    /// The textbook's choices the strategy's name spells, which decide how
    /// the page says and shows its ideas; `null` for another strategy.
    ideas: Option<Ideas>,
    /// The page's event codes, indexed by code ([`codes`]).
    codes: &'a [CodeInfo],
    /// The widths of the fields of a code ([`codec`]).
    layout: &'a Layout,
    /// The codes, little-endian `u32`s in base64.
    events: String,
    /// The events that travel whole.
    raw: &'a [Event],
    /// Quiz mode, when the page asks questions; left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    quiz: Option<&'a Quiz>,
}

/// Quiz mode's part of the page's data: a few numbers per question.
#[derive(Serialize)]
struct Quiz {
    /// How many questions were asked for (the moments may be fewer).
    asked: u32,
    /// Where the page stops and what it asks, in order.
    moments: Vec<Moment>,
    words: &'static QuizWords,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;
    use crate::solver::{self, Strategy};
    use crate::trace::{Limits, SCHEMA_VERSION};

    const FOUR: &str = "..3.\n.3.4\n2..3\n3.4.";
    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn page(
        text: &str,
        strategy: Strategy,
        limits: Limits,
        options: HtmlOptions,
    ) -> (String, usize) {
        let grid = parse::parse_str(text).expect("test puzzle parses");
        let mut out = Vec::new();
        let raw;
        {
            let mut html = Html::new(&mut out, options);
            let header = Header {
                schema_version: SCHEMA_VERSION,
                puzzle: Puzzle::of(&grid),
                strategy: strategy.name().into(),
                options: limits,
            };
            html.begin(&header).unwrap();
            let report = solver::solve(&grid, strategy, limits, &mut html);
            raw = html.raw.len();
            html.finish(&Footer {
                end: report.end,
                stats: report.stats,
            })
            .unwrap();
        }
        (String::from_utf8(out).unwrap(), raw)
    }

    #[test]
    fn every_strategy_encodes_without_raw_events() {
        for strategy in Strategy::ALL {
            for puzzle in [FOUR, CLASSIC] {
                let limits = Limits {
                    max_solutions: None,
                    max_steps: Some(200_000),
                    time_limit: None,
                };
                let (_, raw) = page(puzzle, strategy, limits, HtmlOptions::default());
                assert_eq!(raw, 0, "{strategy} left events the page cannot rebuild");
            }
        }
    }

    #[test]
    fn user_text_is_escaped_and_scripts_cannot_be_closed_early() {
        let options = HtmlOptions {
            title: Some("</script><b>x&y</b>".into()),
            ..HtmlOptions::default()
        };
        let (html, _) = page(FOUR, Strategy::Candidates, Limits::default(), options);
        assert!(!html.contains("<b>x"), "the title must be escaped");
        assert_eq!(
            html.matches("</script>").count(),
            2,
            "only the two script tags close"
        );
        assert!(
            !JS.contains("</script") && !JS_QUIZ.contains("</script"),
            "the script must not close its own tag"
        );
        assert!(
            !CSS_QUIZ.contains("</style"),
            "the style must not close its own tag"
        );
        assert!(
            !html.contains("http://") && !html.contains("https://"),
            "no network"
        );
    }

    #[test]
    fn every_file_of_the_script_is_in_the_script() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/templates/walkthrough");
        let mut files = 0;
        for entry in std::fs::read_dir(dir).expect("the script's folder") {
            let path = entry.expect("an entry").path();
            let text = std::fs::read_to_string(&path).expect("a text file");
            assert!(
                JS.contains(&text) || JS_QUIZ.contains(&text),
                "{} is not joined into JS",
                path.display()
            );
            files += 1;
        }
        assert!(files > 1, "the script is split into files");
    }

    /// The text of the first `<tag>` element of `page` (one without attributes).
    fn inline<'p>(page: &'p str, tag: &str) -> &'p str {
        let open = format!("<{tag}>");
        let start = page.find(&open).expect("the element is there") + open.len();
        let end = page[start..].find(&format!("</{tag}>")).expect("it closes");
        &page[start..start + end]
    }

    #[test]
    fn the_policy_allows_exactly_the_style_and_the_script_in_the_page() {
        // A page without questions, and one with (its own style and script).
        for (quiz, css, js) in [(0, CSS, JS), (3, CSS_QUIZ, JS_QUIZ)] {
            let options = HtmlOptions {
                quiz,
                ..HtmlOptions::default()
            };
            let (html, _) = page(FOUR, Strategy::Candidates, Limits::default(), options);
            let head =
                "<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"";
            assert!(html.contains(head), "the policy comes first in <head>");
            let policy = html[html.find(head).unwrap() + head.len()..]
                .split('"')
                .next()
                .unwrap();
            let style = csp::hash_source(inline(&html, "style"));
            let script = csp::hash_source(inline(&html, "script"));
            assert_eq!(
                policy,
                format!(
                    "default-src 'none'; script-src {script}; style-src {style}; base-uri 'none'; form-action 'none'"
                )
            );
            assert_eq!(inline(&html, "style"), css);
            assert_eq!(inline(&html, "script"), js);
            assert_eq!(html.matches("<script>").count(), 1, "one script to allow");
            assert_eq!(html.matches("<style>").count(), 1, "one style to allow");
            assert!(
                !html.contains(" style=\""),
                "no style attribute: the policy refuses them"
            );
            assert_eq!(html.contains("id=\"quiz\""), quiz > 0, "the quiz's panel");
        }
        assert!(
            !JS.contains("function submitQuiz") && JS_QUIZ.contains("function submitQuiz"),
            "a page without questions carries none of quiz mode's code"
        );
    }

    #[test]
    fn outside_text_is_isolated_with_its_controls_shown() {
        let options = HtmlOptions {
            title: Some("a\u{202E}b.txt".into()),
            ..HtmlOptions::default()
        };
        let (html, _) = page(FOUR, Strategy::Candidates, Limits::default(), options);
        assert!(!html.contains('\u{202E}'));
        assert!(html.contains("<title>Sudoku search walkthrough: a[U+202E]b.txt</title>"));
        assert!(html.contains("<h1>Sudoku search walkthrough: <bdi>a[U+202E]b.txt</bdi></h1>"));
        assert!(html.contains("<p class=\"summary\"><bdi>candidates</bdi> search on a 4x4"));
        let (plain, _) = page(
            FOUR,
            Strategy::Candidates,
            Limits::default(),
            HtmlOptions::default(),
        );
        assert!(plain.contains("<h1>Sudoku search walkthrough</h1>"));
    }

    #[test]
    fn the_cap_records_the_beginning_and_counts_the_rest() {
        let options = HtmlOptions {
            max_events: 10,
            ..HtmlOptions::default()
        };
        let limits = Limits {
            max_solutions: Some(1),
            max_steps: None,
            time_limit: None,
        };
        let (html, _) = page(CLASSIC, Strategy::Candidates, limits, options);
        assert!(html.contains("\"recorded\":10,\"heard\":13820,"));
        assert!(
            html.contains("\"events\":13820}"),
            "the counters count it all"
        );
    }

    /// Issue 28, item 5: a capped page keeps the solution its search found
    /// past the cap, when it holds none; a page holding one keeps no other.
    #[test]
    fn a_capped_page_keeps_the_solution_past_its_cap() {
        let late = |max_events: u64, limits: Limits| {
            let options = HtmlOptions {
                max_events,
                ..HtmlOptions::default()
            };
            let (html, _) = page(CLASSIC, Strategy::Candidates, limits, options);
            // The data's field (the page's words have a message of that name).
            let at = ["\"late_solution\":{", "\"late_solution\":null"]
                .iter()
                .find_map(|key| html.find(key))
                .expect("the page's data says");
            html[at..at + html[at..].find(['}', ',']).unwrap()].to_string()
        };
        let grid = crate::parse::parse_str(CLASSIC).unwrap();
        let mut events: Vec<Event> = Vec::new();
        solver::solve(
            &grid,
            Strategy::Candidates,
            Limits::FIRST_SOLUTION,
            &mut events,
        );
        let Some(Event::Solved { grid: solved, .. }) = events.last() else {
            panic!("the classic ends solved");
        };
        let kept = late(10, Limits::FIRST_SOLUTION);
        assert_eq!(kept, "\"late_solution\":{\"step\":13820");
        let (html, _) = page(
            CLASSIC,
            Strategy::Candidates,
            Limits::FIRST_SOLUTION,
            HtmlOptions {
                max_events: 10,
                ..HtmlOptions::default()
            },
        );
        assert!(html.contains(&format!("\"number\":1,\"grid\":\"{solved}\"}}")));
        assert_eq!(
            late(20_000, Limits::FIRST_SOLUTION),
            "\"late_solution\":null"
        );
        // A puzzle with four solutions, the first at step 17: a page of its
        // first 20 events holds that one and keeps none of the others; one
        // of its first 10 keeps the first past the cap, solution 1.
        let several = |max_events: u64| {
            let options = HtmlOptions {
                max_events,
                ..HtmlOptions::default()
            };
            page(
                "1234\n3412\n....\n....",
                Strategy::Candidates,
                Limits::default(),
                options,
            )
            .0
        };
        assert!(several(20).contains("\"late_solution\":null"));
        assert!(several(10).contains("\"late_solution\":{\"step\":17,\"number\":1,"));
    }
}
