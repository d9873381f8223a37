//! The comparison of strategies on one puzzle: a text table, JSON, and a
//! self-contained HTML page with the table, a line on what each strategy
//! does, and bar charts (inline SVG, on a logarithmic or a linear scale,
//! switched by radio buttons and the page's style), and, when the searches
//! were recorded, the race: every strategy's board replayed at once on one
//! shared clock (`race.rs`, the page's one script).

mod chart;
mod notes;
mod race;
mod skips;
mod words;

pub use skips::{SkipCounter, Skips, had_values_left};

pub use crate::render::html::Recording;
use race::RacePage;
pub use race::{DEFAULT_RACE_MAX_EVENTS, RACE_MAX_EVENTS_CAP};

use std::fmt::Write as _;
use std::sync::LazyLock;

use askama::Template;
use serde::Serialize;

use super::csp;
use crate::words::Lang;
use crate::words::vars;
use crate::words::width;
use chart::{Chart, Scale, Value};
use words::{Words, describe, words};

use crate::trace::{CounterName, End, Puzzle, Stats};

/// What one strategy did on the puzzle.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    /// The strategy's name.
    pub strategy: String,
    /// How its search ended.
    pub end: End,
    /// Its counters.
    pub stats: Stats,
    /// Wall time in microseconds, when measured.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub micros: Option<f64>,
    /// Backjumping's skipped guesses split into those with values left to
    /// try and those exhausted, when counted (a strategy that backjumps).
    #[serde(rename = "skipped", skip_serializing_if = "Option::is_none")]
    pub skips: Option<Skips>,
}

/// A comparison: the puzzle, the limits each strategy ran under, the rows.
#[derive(Clone, Debug, Serialize)]
pub struct Comparison {
    /// The puzzle compared on.
    pub puzzle: Puzzle,
    /// The budget of placements of each run (`solver::count`): the same
    /// number of guesses for every strategy.
    pub max_placements: Option<u64>,
    /// The step limit of each run: events, which strategies spend
    /// differently.
    pub max_steps: Option<u64>,
    /// The time limit of each run, in seconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_limit: Option<f64>,
    /// Which strategies were run (`basic`, `csp`, `all`: `compare
    /// --line-up`), when the caller says; none for a list of its own
    /// (`--strategies`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line_up: Option<String>,
    /// The puzzle's name (a library name or a file's), for the title and
    /// the heading, when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// One row per strategy.
    pub rows: Vec<Row>,
}

/// The counters always shown, in the order of the columns: the work first,
/// the solutions last.
const COLUMNS: [CounterName; 8] = [
    CounterName::Placements,
    CounterName::Deductions,
    CounterName::Rejections,
    CounterName::DeadEnds,
    CounterName::Backtracks,
    CounterName::MaxDepth,
    CounterName::Events,
    CounterName::Solutions,
];

/// The counters of the textbook's searches, shown after [`COLUMNS`] only when
/// some row used them, so that a table of the five strategies keeps its
/// columns.
const TEXTBOOK_COLUMNS: [CounterName; 3] = [
    CounterName::Prunings,
    CounterName::Backjumps,
    CounterName::GuessesSkipped,
];

/// Whether a limit stopped the run before it finished: its counts are lower bounds.
fn limited(row: &Row) -> bool {
    matches!(
        row.end,
        End::StepLimit | End::TimeLimit | End::PlacementLimit
    )
}

/// How a run ended, in a word or two.
fn outcome(row: &Row, words: &Words) -> &'static str {
    match (row.end, row.stats.solutions) {
        (End::PlacementLimit, _) => words.placement_limit,
        (End::StepLimit, _) => words.step_limit,
        (End::TimeLimit, _) => words.time_limit,
        (End::Stopped, _) => words.stopped,
        (_, 0) => words.no_solution,
        _ => words.solved,
    }
}

fn time(micros: Option<f64>, lang: Lang) -> String {
    micros.map_or(String::new(), |us| lang.duration(us))
}

impl Comparison {
    /// The counters shown, in the order of the columns: [`COLUMNS`], then
    /// those of [`TEXTBOOK_COLUMNS`] that some row used.
    fn columns(&self) -> Vec<CounterName> {
        let used = |&c: &CounterName| self.rows.iter().any(|r| r.stats.get(c) > 0);
        COLUMNS
            .into_iter()
            .chain(TEXTBOOK_COLUMNS.into_iter().filter(used))
            .collect()
    }

    fn title(&self, words: &Words, lang: Lang) -> String {
        let (givens, _) = self.puzzle.given_and_empty();
        let n = self.puzzle.size.to_string();
        let mut parts = Vec::new();
        if let Some(m) = self.max_placements {
            parts.push(words.placements_part(vars::ComparePlacementsPart {
                n: m,
                shown: &lang.limit(m),
            }));
        }
        if let Some(m) = self.max_steps {
            parts.push(words.steps_part(vars::CompareStepsPart {
                n: m,
                shown: &lang.limit(m),
            }));
        }
        if let Some(t) = self.time_limit {
            parts.push(words.seconds_part(vars::CompareSecondsPart { seconds: &t }));
        }
        let limit = if parts.is_empty() {
            words.no_limit.to_string()
        } else {
            words.at_most_each(vars::CompareAtMostEach {
                limits: &parts.join(words.and),
            })
        };
        match &self.name {
            Some(name) => words.title_named(vars::CompareTitleNamed {
                count: &self.rows.len(),
                // A file's name is outside text: no control may act.
                name: &crate::words::user_text::shown(name),
                n: &n,
                givens: givens as u64,
                limit: &limit,
            }),
            None => words.title(vars::CompareTitle {
                count: &self.rows.len(),
                n: &n,
                givens: givens as u64,
                limit: &limit,
            }),
        }
    }

    /// The page's title: the puzzle's name first, when it has one.
    fn page_title(&self, words: &Words) -> String {
        match &self.name {
            Some(name) => words.page_title_named(vars::ComparePageTitleNamed {
                name: &crate::words::user_text::shown(name),
            }),
            None => words.page_title.to_string(),
        }
    }

    /// The sentence under the table when a limit stopped some strategy,
    /// naming the limits that did.
    fn lower_bound_note(&self, words: &Words) -> Option<String> {
        let at = |end| self.rows.iter().any(|r| r.end == end);
        let limits: Vec<&str> = [
            (End::PlacementLimit, words.the_placement_limit),
            (End::StepLimit, words.the_step_limit),
            (End::TimeLimit, words.the_time_limit),
        ]
        .into_iter()
        .filter(|&(end, _)| at(end))
        .map(|(_, name)| name)
        .collect();
        (!limits.is_empty()).then(|| {
            words.lower_bound(vars::CompareLowerBound {
                limits: &limits.join(words.or),
            })
        })
    }

    /// A table for the terminal, in English.
    pub fn text(&self) -> String {
        self.text_in(Lang::En)
    }

    /// A table for the terminal, in `lang`. The counts of a strategy that a
    /// limit stopped are lower bounds, marked `≥` (but 0: it may be all there is).
    pub fn text_in(&self, lang: Lang) -> String {
        let words = words(lang);
        let columns = self.columns();
        let mut header = vec![words.strategy.to_string(), words.result.to_string()];
        header.extend(columns.iter().map(|&c| lang.counter_name(c).to_string()));
        let timed = self.rows.iter().any(|r| r.micros.is_some());
        if timed {
            header.push(words.time.into());
        }
        let mut table = vec![header];
        for row in &self.rows {
            let mut cells = vec![row.strategy.clone(), outcome(row, words).to_string()];
            cells.extend(columns.iter().map(|&c| {
                let n = row.stats.get(c);
                if limited(row) && n > 0 {
                    format!("≥{n}")
                } else {
                    n.to_string()
                }
            }));
            if timed {
                cells.push(time(row.micros, lang));
            }
            table.push(cells);
        }
        let widths: Vec<usize> = (0..table[0].len())
            .map(|c| {
                table
                    .iter()
                    .map(|r| width::columns(&r[c]))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = format!("{}\n\n", self.title(words, lang));
        for cells in &table {
            let line: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(c, text)| {
                    let pad = widths[c] - width::columns(text);
                    // Names left, numbers right.
                    if c < 2 {
                        format!("{text}{}", " ".repeat(pad))
                    } else {
                        format!("{}{text}", " ".repeat(pad))
                    }
                })
                .collect();
            out.push_str(line.join("  ").trim_end());
            out.push('\n');
        }
        if let Some(note) = self.lower_bound_note(words) {
            let _ = writeln!(out, "\n{note}");
        }
        for note in self.notes(words, lang) {
            let _ = writeln!(out, "\n{note}");
        }
        out
    }

    /// The comparison as one self-contained HTML page, in English.
    pub fn html(&self) -> String {
        self.html_in(Lang::En)
    }

    /// The comparison as one self-contained HTML page, in `lang`, without
    /// the race (and without a script).
    pub fn html_in(&self, lang: Lang) -> String {
        self.page(lang, None)
    }

    /// The page in `lang` with the race of `recordings`: one per row, in
    /// the same order, each the first events (at most `cap`) of the same
    /// search as the row's untraced run.
    pub fn html_with_race(&self, lang: Lang, recordings: &[Recording], cap: u64) -> String {
        assert_eq!(recordings.len(), self.rows.len(), "one recording per row");
        let race = self.race(lang, words(lang), recordings, cap);
        self.page(lang, Some(race))
    }

    fn page(&self, lang: Lang, race: Option<RacePage<'_>>) -> String {
        let words = words(lang);
        let columns = self.columns();
        let page = ComparePage {
            lang: lang.tag(),
            words,
            title: self.title(words, lang),
            page_title: self.page_title(words),
            notes: self.notes(words, lang),
            headers: columns.iter().map(|&c| lang.counter_name(c)).collect(),
            rows: self
                .rows
                .iter()
                .map(|r| {
                    let limited = limited(r);
                    PageRow {
                        parts: r.strategy.split('+').map(str::to_string).collect(),
                        outcome: outcome(r, words),
                        limited,
                        values: columns
                            .iter()
                            .map(|&c| {
                                let n = r.stats.get(c);
                                if limited && n > 0 {
                                    words.at_least(vars::CompareAtLeast { n: &lang.count(n) })
                                } else {
                                    lang.count(n)
                                }
                            })
                            .collect(),
                        time: time(r.micros, lang),
                    }
                })
                .collect(),
            timed: self.rows.iter().any(|r| r.micros.is_some()),
            lower_bound: self.lower_bound_note(words),
            fairness: self.max_placements.map(|n| {
                words.fairness(vars::CompareFairness {
                    n,
                    shown: &lang.limit(n),
                })
            }),
            described: self
                .rows
                .iter()
                .filter_map(|r| Some((r.strategy.clone(), describe(words, &r.strategy)?)))
                .collect(),
            figures: self.figures(lang),
            givens: self.puzzle.givens.clone(),
            policy: if race.is_some() {
                &RACE_POLICY
            } else {
                &POLICY
            },
            css: CSS,
            js: RACE_JS,
            race,
        };
        page.render().expect("the compare template renders")
    }

    /// One figure per counter that any strategy used, each with its chart on
    /// both scales.
    fn figures(&self, lang: Lang) -> Vec<Figure> {
        let words = words(lang);
        COLUMNS[..7]
            .iter()
            .chain(TEXTBOOK_COLUMNS.iter())
            .filter(|&&c| self.rows.iter().any(|r| r.stats.get(c) > 0))
            .enumerate()
            .map(|(k, &c)| {
                let values: Vec<Value> = self
                    .rows
                    .iter()
                    .map(|r| Value {
                        name: &r.strategy,
                        value: r.stats.get(c),
                        lower_bound: limited(r),
                    })
                    .collect();
                let name = lang.counter_name(c);
                let charts = [
                    (Scale::Log, words.log_scale),
                    (Scale::Linear, words.linear_scale),
                ]
                .into_iter()
                .map(|(scale, scale_name)| {
                    let label = words.chart_label(vars::CompareChartLabel {
                        name: &name,
                        scale: &scale_name,
                    });
                    chart::chart(
                        &values,
                        scale,
                        format!("c{k}-{}", scale.class()),
                        (
                            &label,
                            words.backtrack.colon,
                            lang.textbook().list_separator,
                        ),
                        &|n: &str| words.at_least(vars::CompareAtLeast { n: &n }),
                        lang,
                    )
                })
                .collect();
                Figure { name, charts }
            })
            .collect()
    }
}

struct PageRow {
    /// The strategy's name cut before each `+`, where a narrow screen may
    /// break the line.
    parts: Vec<String>,
    outcome: &'static str,
    limited: bool,
    /// The counts as shown: grouped by thousands, after `≥` when a limit
    /// stopped the strategy.
    values: Vec<String>,
    time: String,
}

/// One counter's charts, on each scale.
struct Figure {
    name: &'static str,
    charts: Vec<Chart>,
}

/// The page's style, included whole: the table's and charts', the race's,
/// then each language's fonts (from `i18n/languages.toml`, written by the
/// build).
const CSS: &str = concat!(
    include_str!("../../../templates/compare.css"),
    include_str!("../../../templates/race/race.css"),
    include_str!(concat!(env!("OUT_DIR"), "/fonts.css")),
);
/// The race's script. The walkthrough's `data.js` and `model.js` decode and
/// replay one search from the page's data; here they sit inside `runner`,
/// which runs them once per strategy on that strategy's data (`document.js`
/// hands them its element), and returns what the race needs
/// (`runner.js`). `race.js` then draws the boards and drives the clock. One
/// decoder and one replay for both pages, and still one inline script.
const RACE_JS: &str = concat!(
    "'use strict';\n(function () {\n",
    include_str!("../../../templates/words.js"),
    "\n",
    "function runner(id) {\n",
    include_str!("../../../templates/race/document.js"),
    include_str!("../../../templates/walkthrough/data.js"),
    "\n",
    include_str!("../../../templates/walkthrough/model.js"),
    "\n",
    include_str!("../../../templates/race/runner.js"),
    "}\n",
    include_str!("../../../templates/race/race.js"),
    "})();\n",
);
/// The page's Content-Security-Policy without the race: the style above,
/// and no script.
static POLICY: LazyLock<String> = LazyLock::new(|| csp::policy(CSS, None));
/// With the race: the style and the race's script.
static RACE_POLICY: LazyLock<String> = LazyLock::new(|| csp::policy(CSS, Some(RACE_JS)));

#[derive(Template)]
#[template(path = "compare.html")]
struct ComparePage<'a> {
    policy: &'static str,
    css: &'static str,
    js: &'static str,
    /// The race, when the searches were recorded.
    race: Option<RacePage<'a>>,
    lang: &'static str,
    words: &'static Words,
    title: String,
    /// The browser tab's title.
    page_title: String,
    /// What the counts say (`notes.rs`).
    notes: Vec<String>,
    headers: Vec<&'static str>,
    rows: Vec<PageRow>,
    timed: bool,
    lower_bound: Option<String>,
    fairness: Option<String>,
    /// Each strategy this crate knows, and what it does.
    described: Vec<(String, String)>,
    figures: Vec<Figure>,
    givens: String,
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::Puzzle;

    #[test]
    fn the_policy_allows_the_style_in_the_page_and_no_script() {
        let comparison = Comparison {
            puzzle: Puzzle {
                size: 4,
                box_shape: crate::grid::BoxShape::for_side(4).unwrap(),
                givens: "..3..3.42..33.4.".into(),
            },
            max_placements: None,
            max_steps: None,
            time_limit: None,
            line_up: None,
            name: None,
            rows: vec![],
        };
        let html = comparison.html();
        let style = &html[html.find("<style>").unwrap() + 7..html.find("</style>").unwrap()];
        assert_eq!(style, CSS);
        let policy = format!(
            "default-src 'none'; style-src {}; base-uri 'none'; form-action 'none'",
            csp::hash_source(style)
        );
        assert!(html.contains(&format!(
            "<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">"
        )));
        assert!(!html.contains("<script") && !html.contains(" style=\""));
    }

    #[test]
    fn the_race_page_holds_its_one_script_allowed_by_hash_and_says_where_a_recording_stopped() {
        use crate::solver::{self, Strategy};
        use crate::trace::Limits;
        let grid = crate::parse::parse_str("..3.\n.3.4\n2..3\n3.4.").unwrap();
        let puzzle = Puzzle::of(&grid);
        let limits = Limits {
            max_solutions: Some(1),
            ..Limits::default()
        };
        let mut rows = Vec::new();
        let mut recordings = Vec::new();
        for strategy in [Strategy::Naive, Strategy::Singles] {
            let report = solver::count(&grid, strategy, limits, None, None);
            // naive is cut at 5 events, singles kept whole.
            let cap = if strategy == Strategy::Naive {
                5
            } else {
                u64::MAX
            };
            let mut recording = Recording::new(&puzzle, cap);
            solver::solve(&grid, strategy, limits, &mut recording);
            rows.push(Row {
                strategy: strategy.name().into(),
                end: report.end,
                stats: report.stats,
                micros: None,
                skips: None,
            });
            recordings.push(recording);
        }
        let comparison = Comparison {
            puzzle,
            max_placements: None,
            max_steps: None,
            time_limit: None,
            line_up: None,
            name: None,
            rows,
        };
        let html = comparison.html_with_race(Lang::En, &recordings, 5);
        let script = &html[html.find("<script>").unwrap() + 8..html.rfind("</script>").unwrap()];
        assert_eq!(script, RACE_JS);
        assert!(html.contains(&format!("script-src {};", csp::hash_source(RACE_JS))));
        assert_eq!(
            html.matches("<script").count(),
            4,
            "the race's data, two runs, the script"
        );
        assert!(html.contains("stopped recording at 5 events; the search went on to"));
        assert!(html.contains(&format!(
            "solved at event {}",
            comparison.rows[1].stats.events
        )));
        assert_eq!(
            html,
            comparison.html_with_race(Lang::En, &recordings, 5),
            "deterministic"
        );
    }
}
