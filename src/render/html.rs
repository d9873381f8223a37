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
//! script tells each step with the templates of [`super::lang`], so the
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

use super::Renderer;
use super::csp;
use super::lang::{Lang, Notation, Phrases, fill};
use super::user_text::{self, Framed};
use crate::grid::{BoxShape, Cell, Grid, Unit};
use crate::trace::{
    Effect, End, Event, Footer, Header, Limits, Origin, Puzzle, Rule, Sink, Stats, Subject,
};

/// How many events a page holds unless told otherwise.
pub const DEFAULT_MAX_EVENTS: u64 = 1_000_000;

/// The step limit of an HTML search unless told otherwise: a search that long
/// takes seconds to trace, and a page could show only its beginning anyway.
pub const DEFAULT_MAX_STEPS: u64 = 10_000_000;

/// How a walkthrough page reads and how much it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HtmlOptions {
    /// The language of the narration and of the page.
    pub lang: Lang,
    /// How cells are named.
    pub notation: Notation,
    /// What the puzzle is called (a file name, say); shown escaped.
    pub title: Option<String>,
    /// The recording cap: the page holds at most this many events.
    pub max_events: u64,
}

impl Default for HtmlOptions {
    fn default() -> Self {
        HtmlOptions {
            lang: Lang::En,
            notation: Notation::Rc,
            title: None,
            max_events: DEFAULT_MAX_EVENTS,
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
        }
    }

    fn record(&mut self, event: &Event) {
        let code = match encode(&self.model, event, self.heard) {
            Some(code) => code,
            None => {
                let index = self.raw.len() as u32;
                self.raw.push(event.clone());
                // 28 bits of index: far more events than a page can hold.
                KIND_RAW | (index << 4)
            }
        };
        self.codes.push(code);
        self.model.apply(event);
    }
}

impl<W: Write> Sink for Html<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        if self.heard < self.options.max_events {
            self.record(event);
        }
        self.heard += 1;
        ControlFlow::Continue(())
    }
}

impl<W: Write> Renderer for Html<W> {
    fn begin(&mut self, header: &Header) -> io::Result<()> {
        let givens = givens_of(&header.puzzle);
        self.model = Model::new(header.puzzle.box_shape, &givens);
        self.header = Some(header.clone());
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
        let strategy = user_text::shown(&header.strategy);
        let title = match &name {
            Some(name) => fill(ui.page_title_named, &[("name", name)]),
            None => ui.page_title.to_string(),
        };
        let heading = match &name {
            Some(name) => user_text::frame(ui.page_title_named, "name", name, &[]),
            None => user_text::frame(ui.page_title, "name", "", &[]),
        };
        let size = header.puzzle.size.to_string();
        let givens = header.puzzle.givens.chars().filter(|&c| c != '.').count();
        let empty = header.puzzle.givens.chars().count() - givens;
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
        let data = PageData {
            format: 1,
            title: &title,
            lang: options.lang.tag(),
            notation: match options.notation {
                Notation::Rc => "rc",
                Notation::Index => "index",
            },
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
            events: base64(&self.codes),
            raw: &self.raw,
        };
        let page = Page {
            lang: options.lang.tag(),
            policy: &POLICY,
            title: &title,
            heading: &heading,
            summary: &summary,
            ui,
            data: &data,
            css: CSS,
            js: JS,
        };
        page.write_into(&mut self.out)?;
        self.out.flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The page's style, included whole.
const CSS: &str = include_str!("../../templates/walkthrough.css");
/// The page's script: the files of `templates/walkthrough/`, one idea each,
/// joined at compile time in this order inside one function. So each file
/// sees the names of those before it (what runs at load may use only
/// those; functions may use any name once the page runs), nothing reaches
/// `window` but what `main.js` puts there, and the page still holds one
/// inline script, whose exact bytes the policy below hashes.
const JS: &str = concat!(
    "'use strict';\n(function () {\n",
    include_str!("../../templates/walkthrough/data.js"),
    "\n",
    include_str!("../../templates/walkthrough/model.js"),
    "\n",
    include_str!("../../templates/walkthrough/narration.js"),
    "\n",
    include_str!("../../templates/walkthrough/board.js"),
    "\n",
    include_str!("../../templates/walkthrough/panels.js"),
    "\n",
    include_str!("../../templates/walkthrough/tree.js"),
    "\n",
    include_str!("../../templates/walkthrough/step.js"),
    "\n",
    include_str!("../../templates/walkthrough/controls.js"),
    "\n",
    include_str!("../../templates/walkthrough/main.js"),
    "})();\n",
);
/// The page's Content-Security-Policy: the style and the script above,
/// hashed once, as the template writes them (byte for byte, nothing
/// around them).
static POLICY: LazyLock<String> = LazyLock::new(|| csp::policy(CSS, Some(JS)));

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
    data: &'a PageData<'a>,
    css: &'a str,
    js: &'a str,
}

/// Everything the script needs, as one JSON object in the page.
#[derive(Serialize)]
struct PageData<'a> {
    /// The version of this object's layout, for the script.
    format: u32,
    title: &'a str,
    lang: &'a str,
    notation: &'a str,
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
    /// The codes, little-endian `u32`s in base64.
    events: String,
    /// The events that travel whole.
    raw: &'a [Event],
}

// The code of one event, a `u32`:
//
//   bits  0..4   kind (below)
//   bits  4..14  the cell, as its reading-order index; or, for a unit, its
//                kind (0 row, 1 column, 2 box) plus 4 × its number
//   bits 14..19  the digit
//   bits 19..32  what else the kind needs
//
// A raw event is `KIND_RAW` with its index among the raw events in bits 4..32.
const KIND_CANDIDATES: u32 = 0;
/// Extra: the choice and, shifted by 5, how many there were (both 0 when absent).
const KIND_PLACED: u32 = 1;
const KIND_REJECTED: u32 = 2;
const KIND_DEAD_CELL: u32 = 3;
const KIND_DEAD_UNIT: u32 = 4;
/// Extra: 1 for a hidden single, plus 2 × the unit (0 none, 1 row, 2 column, 3 box).
const KIND_DEDUCED: u32 = 5;
const KIND_RETRACTED: u32 = 6;
/// Extra: the number of options.
const KIND_CONSTRAINT_CELL: u32 = 7;
/// Extra: the number of options.
const KIND_CONSTRAINT_UNIT: u32 = 8;
const KIND_UNDONE: u32 = 9;
const KIND_SOLVED: u32 = 10;
const KIND_STEP_LIMIT: u32 = 11;
const KIND_TIME_LIMIT: u32 = 12;
const KIND_RAW: u32 = 15;

/// The code of `event`, the `step`-th of the log (from 0), given the board
/// before it; `None` when the page could not work the event out again from
/// the code and the board, so it must travel whole.
fn encode(model: &Model, event: &Event, step: u64) -> Option<u32> {
    let pack = |kind: u32, slot: u32, digit: u8, extra: u32| {
        kind | (slot << 4) | (u32::from(digit) << 14) | (extra << 19)
    };
    let standing = model.stack.len() as u32;
    match event {
        Event::CandidatesComputed {
            cell,
            depth,
            candidates,
            excluded,
        } => {
            let index = model.index(*cell)?;
            let ok = *depth == standing
                && model.board.cells()[index] == 0
                && model.reasons_match(*cell, |d, reason| match reason {
                    None => candidates.contains(d) && !excluded.iter().any(|e| e.digit == d),
                    Some((peer, unit)) => {
                        !candidates.contains(d)
                            && excluded
                                .iter()
                                .any(|e| e.digit == d && e.peer == peer && e.unit == unit)
                    }
                })
                && excluded.len() + candidates.len() == model.side
                && excluded.windows(2).all(|w| w[0].digit < w[1].digit)
                && candidates.iter().all(|d| usize::from(d) <= model.side);
            ok.then(|| pack(KIND_CANDIDATES, index as u32, 0, 0))
        }
        Event::Placed {
            cell,
            digit,
            depth,
            choice,
            of,
        } => {
            let index = model.index(*cell)?;
            let extra = match (choice, of) {
                (Some(k), Some(n)) if *k < 32 && *n < 32 => u32::from(*k) | (u32::from(*n) << 5),
                (None, None) => 0,
                _ => return None,
            };
            (*depth == standing + 1 && model.is_digit(*digit))
                .then(|| pack(KIND_PLACED, index as u32, *digit, extra))
        }
        Event::Rejected {
            cell,
            digit,
            depth,
            peer,
            unit,
        } => {
            let index = model.index(*cell)?;
            let ok = *depth == standing
                && model.is_digit(*digit)
                && model.reason(*cell, *digit) == Some((*peer, *unit));
            ok.then(|| pack(KIND_REJECTED, index as u32, *digit, 0))
        }
        Event::DeadEnd { subject, depth } => {
            let (kind, slot, digit) = model.subject(KIND_DEAD_CELL, KIND_DEAD_UNIT, *subject)?;
            (*depth == standing).then(|| pack(kind, slot, digit, 0))
        }
        Event::Deduced {
            cell,
            digit,
            depth,
            rule,
            unit,
        } => {
            let index = model.index(*cell)?;
            let hidden = u32::from(*rule == Rule::HiddenSingle);
            let unit = unit.map_or(0, |u| unit_number(u) + 1);
            (*depth == standing && model.is_digit(*digit))
                .then(|| pack(KIND_DEDUCED, index as u32, *digit, hidden | (unit << 1)))
        }
        Event::Retracted { cell, digit, depth } => {
            let index = model.index(*cell)?;
            (*depth == standing && model.is_digit(*digit))
                .then(|| pack(KIND_RETRACTED, index as u32, *digit, 0))
        }
        Event::ConstraintChosen {
            subject,
            depth,
            options,
        } => {
            let (kind, slot, digit) =
                model.subject(KIND_CONSTRAINT_CELL, KIND_CONSTRAINT_UNIT, *subject)?;
            (*depth == standing).then(|| pack(kind, slot, digit, u32::from(*options)))
        }
        Event::Undone { cell, digit, depth } => {
            let index = model.index(*cell)?;
            let ok = *depth == standing
                && model.stack.last() == Some(&(index as u16))
                && model.is_digit(*digit);
            ok.then(|| pack(KIND_UNDONE, index as u32, *digit, 0))
        }
        Event::Solved {
            number,
            depth,
            grid,
        } => {
            let ok = *number == model.solutions + 1
                && *depth == standing
                && grid.len() == model.board.cells().len()
                && grid
                    .bytes()
                    .zip(model.board.cells())
                    .all(|(c, &d)| u32::from(d) == digit_value(c));
            ok.then_some(KIND_SOLVED)
        }
        Event::StepLimitReached { steps } => (*steps == step).then_some(KIND_STEP_LIMIT),
        Event::TimeLimitReached { steps } => (*steps == step).then_some(KIND_TIME_LIMIT),
        Event::Pruned { .. }
        | Event::ValuesOrdered { .. }
        | Event::ConflictSet { .. }
        | Event::Backjumped { .. } => None,
    }
}

/// The digit a character of a one-line grid writes (0 for `.`, or for anything else).
fn digit_value(c: u8) -> u32 {
    (c as char).to_digit(36).unwrap_or(0)
}

fn unit_number(unit: Unit) -> u32 {
    match unit {
        Unit::Row => 0,
        Unit::Column => 1,
        Unit::Box => 2,
    }
}

/// The puzzle's givens as digits, one per cell (0 for an empty cell).
fn givens_of(puzzle: &Puzzle) -> Vec<u8> {
    puzzle
        .givens
        .bytes()
        .map(|c| digit_value(c) as u8)
        .collect()
}

/// The board and the path as the page will rebuild them, followed event by event.
struct Model {
    side: usize,
    board: Grid,
    /// The cells of the placements standing, the deepest last.
    stack: Vec<u16>,
    solutions: u64,
}

impl Model {
    fn new(shape: BoxShape, givens: &[u8]) -> Model {
        let cells = (0..shape.cell_count())
            .map(|i| {
                givens
                    .get(i)
                    .copied()
                    .filter(|&d| usize::from(d) <= shape.side())
                    .unwrap_or(0)
            })
            .collect();
        Model {
            side: shape.side(),
            board: Grid::from_cells(shape, cells).expect("every cell checked against the side"),
            stack: Vec::new(),
            solutions: 0,
        }
    }

    fn index(&self, cell: Cell) -> Option<usize> {
        let ok = usize::from(cell.row) < self.side && usize::from(cell.col) < self.side;
        ok.then(|| cell.index(self.side))
    }

    fn is_digit(&self, digit: u8) -> bool {
        digit >= 1 && usize::from(digit) <= self.side
    }

    fn unit_slot(&self, unit: Unit, number: u8) -> Option<u32> {
        (usize::from(number) < self.side).then(|| unit_number(unit) | (u32::from(number) << 2))
    }

    /// The code of a subject: `on_cell` with the cell's index, or `on_unit`
    /// with the unit's slot and the digit; `None` off the board.
    fn subject(&self, on_cell: u32, on_unit: u32, subject: Subject) -> Option<(u32, u32, u8)> {
        match subject {
            Subject::Cell(cell) => Some((on_cell, self.index(cell)? as u32, 0)),
            Subject::Unit { digit, unit, index } => {
                let slot = self.unit_slot(unit, index)?;
                self.is_digit(digit).then_some((on_unit, slot, digit))
            }
        }
    }

    /// Why `digit` cannot go into `cell` ([`Grid::first_holder`]: the rule of
    /// the solver's candidate computation and conflict check).
    fn reason(&self, cell: Cell, digit: u8) -> Option<(Cell, Unit)> {
        self.board.first_holder(cell, digit)
    }

    /// Whether `check` holds for every digit and its reason (`None` for a candidate).
    fn reasons_match(&self, cell: Cell, check: impl Fn(u8, Option<(Cell, Unit)>) -> bool) -> bool {
        let first = self.board.holders(cell);
        (1..=self.side).all(|d| check(d as u8, first[d]))
    }

    /// Follows `event`, with the values it carries (so that an event that
    /// travels whole moves the board as the page will move it).
    fn apply(&mut self, event: &Event) {
        if let Event::Solved { number, .. } = *event {
            self.solutions = number;
        }
        match event.effect() {
            Effect::Fill { cell, digit, by } => {
                if let Some(i) = self.index(cell) {
                    self.board.set(cell, digit);
                    if by == Origin::Guess {
                        self.stack.push(i as u16);
                    }
                }
            }
            Effect::Clear { cell, by, .. } => {
                if self.index(cell).is_some() {
                    self.board.set(cell, 0);
                    if by == Origin::Guess {
                        self.stack.pop();
                    }
                }
            }
            Effect::Prune { .. } | Effect::None => {}
        }
    }
}

/// `codes` as little-endian bytes in standard base64, with padding.
fn base64(codes: &[u32]) -> String {
    super::base64::encode(codes.iter().flat_map(|c| c.to_le_bytes()))
}

/// The page's own words (buttons, headings, help), per language; the
/// narration itself comes from [`Phrases`].
#[derive(Debug, Serialize)]
pub struct Ui {
    page_title: &'static str,
    /// `{name}`: the puzzle's name.
    page_title_named: &'static str,
    skip: &'static str,
    no_script: &'static str,
    board: &'static str,
    player: &'static str,
    first: &'static str,
    prev: &'static str,
    play: &'static str,
    pause: &'static str,
    next: &'static str,
    last: &'static str,
    speed: &'static str,
    /// `{n}`.
    per_second: &'static str,
    slider: &'static str,
    jumps: &'static str,
    next_dead_end: &'static str,
    next_solution: &'static str,
    branch: &'static str,
    /// `{step}`, `{total}`.
    step_of: &'static str,
    /// `{depth}`.
    depth: &'static str,
    narration: &'static str,
    start: &'static str,
    candidates: &'static str,
    excluded_help: &'static str,
    /// `{digit}`, `{unit}`, `{peer}`: the label of one excluded digit's button.
    excluded_item: &'static str,
    nearby: &'static str,
    path: &'static str,
    path_empty: &'static str,
    /// `{choice}`, `{of}`.
    path_choice: &'static str,
    counters: &'static str,
    counter: &'static str,
    so_far: &'static str,
    at_end: &'static str,
    definition: &'static str,
    show_definitions: &'static str,
    hide_definitions: &'static str,
    /// `{recorded}`, `{heard}`, `{cap}`.
    truncated: &'static str,
    /// `{limit}`.
    step_limited: &'static str,
    /// `{limit}` (seconds), `{steps}`.
    time_limited: &'static str,
    heat: &'static str,
    heat_help: &'static str,
    heat_whole: &'static str,
    heat_so_far: &'static str,
    /// `{cell}`, `{undos}`, `{dead}`.
    heat_cell: &'static str,
    tree: &'static str,
    tree_help: &'static str,
    /// `{limit}`, `{events}`.
    tree_too_big: &'static str,
    tree_root: &'static str,
    /// `{placements}`, `{cell}`.
    tree_failed_one: &'static str,
    /// `{placements}`, `{dead}`, `{cell}`.
    tree_failed_many: &'static str,
    /// `{placements}`.
    tree_failed_none: &'static str,
    /// `{placements}`.
    tree_unfinished: &'static str,
    /// `{solutions}`.
    tree_solutions: &'static str,
    tree_here: &'static str,
    unfold: &'static str,
    fold: &'static str,
    /// `{n}`.
    tree_more: &'static str,
    moments: &'static str,
    moment_puzzle: &'static str,
    /// `{step}`.
    moment_first_dead_end: &'static str,
    /// `{n}`, `{step}`.
    moment_retreat: &'static str,
    /// `{number}`, `{step}`.
    moment_solution: &'static str,
    /// `{step}`.
    moment_last: &'static str,
    go_to: &'static str,
    keys: &'static str,
    /// Pairs of keys and what they do.
    key_list: [[&'static str; 2]; 11],
    legend: &'static str,
    /// Pairs of a sample and what it means.
    legend_items: [[&'static str; 2]; 8],
    /// `{number}`.
    solved_banner: &'static str,
    dead_banner: &'static str,
    cell_given: &'static str,
    cell_guess: &'static str,
    cell_deduced: &'static str,
    cell_empty: &'static str,
    cell_current: &'static str,
    cell_dead: &'static str,
    /// `{digit}`.
    cell_taken_back: &'static str,
    cell_peer: &'static str,
    /// `{digit}`: a cell that could take the digit a unit needs.
    cell_option: &'static str,
    end: &'static str,
}

/// The page's words in `lang`.
pub fn ui_words(lang: Lang) -> &'static Ui {
    match lang {
        Lang::En => &UI_EN,
        Lang::ZhHant => &UI_ZH_HANT,
    }
}

static UI_EN: Ui = Ui {
    page_title: "Sudoku search walkthrough",
    page_title_named: "Sudoku search walkthrough: {name}",
    skip: "Skip to the player",
    no_script: "This walkthrough replays the search with JavaScript; please allow scripts for this page.",
    board: "The board at this step",
    player: "Player",
    first: "First step",
    prev: "Previous step",
    play: "Play",
    pause: "Pause",
    next: "Next step",
    last: "Last step",
    speed: "Speed",
    per_second: "{n}/s",
    slider: "Step",
    jumps: "Jump to",
    next_dead_end: "Next dead end",
    next_solution: "Next solution",
    branch: "Back to the last branch point",
    step_of: "Step {step} of {total}",
    depth: "depth {depth}",
    narration: "What happens",
    start: "The givens, before the first step.",
    candidates: "Candidates",
    excluded_help: "Excluded digits: hover over or focus one to see the peer that excludes it.",
    excluded_item: "{digit}: excluded by {peer} in the same {unit}",
    nearby: "Nearby steps",
    path: "Path of choices",
    path_empty: "No guess is standing: only the givens.",
    path_choice: "candidate {choice} of {of}",
    counters: "Counters",
    counter: "counter",
    so_far: "so far",
    at_end: "at the end",
    definition: "definition",
    show_definitions: "Show definitions",
    hide_definitions: "Hide definitions",
    truncated: "This page holds the first {recorded} of the {heard} events of the search (the recording cap, --html-max-events {cap}). The rest cannot be replayed here; the counters at the end count the whole search.",
    step_limited: "The search was stopped at its step limit ({limit} steps, --max-steps) before it finished: what it would have done next is not in this page.",
    time_limited: "The search was stopped at its time limit ({limit} s, --time-limit) after {steps} steps, before it finished: what it would have done next is not in this page.",
    heat: "Heat map",
    heat_help: "How often each cell was taken back (undone or retracted) or was a dead end: the number is the sum, darker is more.",
    heat_whole: "Whole search",
    heat_so_far: "Up to this step",
    heat_cell: "{cell}: {undos} taken back, {dead} dead end(s)",
    tree: "Search tree",
    tree_help: "Each guess is a node; a guess whose whole subtree failed is folded into one line. Unfold a node to look inside; choose a guess to jump to it.",
    tree_too_big: "The tree is drawn for searches of up to {limit} events; this page holds {events}.",
    tree_root: "start: the givens",
    tree_failed_one: "✗ {placements} placements, dead end at {cell}",
    tree_failed_many: "✗ {placements} placements, {dead} dead ends, the first at {cell}",
    tree_failed_none: "✗ {placements} placements",
    tree_unfinished: "… {placements} placements, unfinished",
    tree_solutions: "✓ {solutions} solution(s)",
    tree_here: "you are here",
    unfold: "Unfold",
    fold: "Fold",
    tree_more: "… and {n} more",
    moments: "Key moments",
    moment_puzzle: "The puzzle",
    moment_first_dead_end: "The first dead end (step {step})",
    moment_retreat: "The longest backtrack: {n} guesses taken back in a row (step {step})",
    moment_solution: "Solution {number} (step {step})",
    moment_last: "Where the page ends (step {step})",
    go_to: "Go to this step",
    keys: "Keyboard",
    key_list: [
        ["← →", "previous / next step (with Shift: 10 steps)"],
        ["Page Up / Page Down", "100 steps back / forward"],
        ["Space", "play / pause (Enter presses a focused button)"],
        ["Home / End", "first / last step"],
        ["D / Shift+D", "next / previous dead end"],
        ["S / Shift+S", "next / previous solution"],
        [
            "B",
            "back to the last branch point (the deepest guess standing)",
        ],
        ["+ / −", "faster / slower"],
        ["T", "show or hide the definitions of the counters"],
        ["H", "heat map: the whole search, or up to this step"],
        ["?", "show or hide this list"],
    ],
    legend: "Legend",
    legend_items: [
        ["5", "a given: part of the puzzle"],
        ["5", "a guess: placed by the search, may be taken back"],
        ["5", "deduced: forced by a rule"],
        ["▶", "the current cell"],
        ["✗", "a dead end"],
        ["↶", "a digit taken back"],
        ["◎", "the peer that excludes a digit"],
        ["✓", "a solution"],
    ],
    solved_banner: "✓ Solution {number}!",
    dead_banner: "✗ Dead end",
    cell_given: "given",
    cell_guess: "guess",
    cell_deduced: "deduced",
    cell_empty: "empty",
    cell_current: "current cell",
    cell_dead: "dead end",
    cell_taken_back: "{digit} taken back",
    cell_peer: "excluding peer",
    cell_option: "could take {digit}",
    end: "The end of the search",
};

static UI_ZH_HANT: Ui = Ui {
    page_title: "數獨搜尋逐步解說",
    page_title_named: "數獨搜尋逐步解說：{name}",
    skip: "跳到播放器",
    no_script: "本頁以 JavaScript 重播搜尋過程，請允許本頁執行指令碼。",
    board: "此步的盤面",
    player: "播放器",
    first: "第一步",
    prev: "上一步",
    play: "播放",
    pause: "暫停",
    next: "下一步",
    last: "最後一步",
    speed: "速度",
    per_second: "{n} 步/秒",
    slider: "步驟",
    jumps: "跳到",
    next_dead_end: "下一條死路",
    next_solution: "下一個解",
    branch: "回到上一個分支點",
    step_of: "第 {step} 步，共 {total} 步",
    depth: "深度 {depth}",
    narration: "這一步",
    start: "已知數，第一步之前。",
    candidates: "備選數",
    excluded_help: "排除的數字：指向或聚焦其中一個，可看到排除它的格子。",
    excluded_item: "{digit}：同{unit}的 {peer} 已有",
    nearby: "前後幾步",
    path: "選擇路徑",
    path_empty: "目前沒有猜測：只有已知數。",
    path_choice: "第 {choice} 個備選數，共 {of} 個",
    counters: "統計",
    counter: "項目",
    so_far: "目前",
    at_end: "最後",
    definition: "定義",
    show_definitions: "顯示定義",
    hide_definitions: "隱藏定義",
    truncated: "本頁只收錄搜尋 {heard} 個事件中的前 {recorded} 個（收錄上限 --html-max-events {cap}）。其餘無法在此重播；「最後」一欄的統計涵蓋整個搜尋。",
    step_limited: "搜尋在步數上限（{limit} 步，--max-steps）停止，尚未完成：之後的過程不在本頁中。",
    time_limited: "搜尋在時間上限（{limit} 秒，--time-limit）停止，共 {steps} 步，尚未完成：之後的過程不在本頁中。",
    heat: "熱度圖",
    heat_help: "每格被撤回（回溯或撤回推得）或走到死路的次數：數字為兩者之和，顏色越深越多。",
    heat_whole: "整個搜尋",
    heat_so_far: "到這一步為止",
    heat_cell: "{cell}：回溯 {undos} 次，死路 {dead} 次",
    tree: "搜尋樹",
    tree_help: "每個猜測是一個節點；整棵子樹都失敗的猜測摺成一行。展開節點可看內部；選擇猜測可跳到該步。",
    tree_too_big: "搜尋樹只畫 {limit} 個事件以內的搜尋；本頁有 {events} 個。",
    tree_root: "開始：已知數",
    tree_failed_one: "✗ 填數 {placements} 次，死路在 {cell}",
    tree_failed_many: "✗ 填數 {placements} 次，死路 {dead} 條，第一條在 {cell}",
    tree_failed_none: "✗ 填數 {placements} 次",
    tree_unfinished: "… 填數 {placements} 次，未完成",
    tree_solutions: "✓ {solutions} 個解",
    tree_here: "目前位置",
    unfold: "展開",
    fold: "摺疊",
    tree_more: "… 還有 {n} 個",
    moments: "關鍵時刻",
    moment_puzzle: "題目",
    moment_first_dead_end: "第一條死路（第 {step} 步）",
    moment_retreat: "最長的回溯：連續撤回 {n} 個猜測（第 {step} 步）",
    moment_solution: "第 {number} 個解（第 {step} 步）",
    moment_last: "本頁的最後一步（第 {step} 步）",
    go_to: "跳到這一步",
    keys: "鍵盤",
    key_list: [
        ["← →", "上一步／下一步（加 Shift：10 步）"],
        ["Page Up / Page Down", "後退／前進 100 步"],
        ["空白鍵", "播放／暫停（Enter 按下聚焦的按鈕）"],
        ["Home / End", "第一步／最後一步"],
        ["D / Shift+D", "下一條／上一條死路"],
        ["S / Shift+S", "下一個／上一個解"],
        ["B", "回到上一個分支點（最深的猜測）"],
        ["+ / −", "加快／放慢"],
        ["T", "顯示或隱藏統計的定義"],
        ["H", "熱度圖：整個搜尋，或到這一步為止"],
        ["?", "顯示或隱藏此列表"],
    ],
    legend: "圖例",
    legend_items: [
        ["5", "已知數：題目的一部分"],
        ["5", "猜測：搜尋填入，可能撤回"],
        ["5", "推得：規則強制"],
        ["▶", "目前的格子"],
        ["✗", "死路"],
        ["↶", "撤回的數字"],
        ["◎", "排除某數字的格子"],
        ["✓", "解"],
    ],
    solved_banner: "✓ 找到第 {number} 個解！",
    dead_banner: "✗ 死路",
    cell_given: "已知數",
    cell_guess: "猜測",
    cell_deduced: "推得",
    cell_empty: "空格",
    cell_current: "目前的格子",
    cell_dead: "死路",
    cell_taken_back: "撤回 {digit}",
    cell_peer: "排除的格子",
    cell_option: "可填 {digit}",
    end: "搜尋結束",
};

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
    fn base64_matches_the_standard_alphabet_and_padding() {
        assert_eq!(base64(&[]), "");
        // "Man" plus one byte: the classic example, padded.
        assert_eq!(base64(&[u32::from_le_bytes(*b"Mana")]), "TWFuYQ==");
        assert_eq!(base64(&[0xFFFF_FFFF, 0]), "/////wAAAAA=");
    }

    #[test]
    fn an_event_that_does_not_match_the_board_travels_whole() {
        let grid = parse::parse_str(FOUR).unwrap();
        let givens: Vec<u8> = grid.cells().to_vec();
        let model = Model::new(grid.shape(), &givens);
        let wrong = Event::Placed {
            cell: Cell::new(0, 0),
            digit: 1,
            depth: 3,
            choice: None,
            of: None,
        };
        assert_eq!(encode(&model, &wrong, 0), None);
        let right = Event::Placed {
            cell: Cell::new(0, 0),
            digit: 1,
            depth: 1,
            choice: None,
            of: None,
        };
        assert_eq!(encode(&model, &right, 0), Some(KIND_PLACED | (1 << 14)));
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
            !JS.contains("</script"),
            "the script must not close its own tag"
        );
        assert!(
            !CSS.contains("</style"),
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
                JS.contains(&text),
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
        let (html, _) = page(
            FOUR,
            Strategy::Candidates,
            Limits::default(),
            HtmlOptions::default(),
        );
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
        assert_eq!(inline(&html, "style"), CSS);
        assert_eq!(inline(&html, "script"), JS);
        assert_eq!(html.matches("<script>").count(), 1, "one script to allow");
        assert_eq!(html.matches("<style>").count(), 1, "one style to allow");
        assert!(
            !html.contains(" style=\""),
            "no style attribute: the policy refuses them"
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
}
