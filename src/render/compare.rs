//! The comparison of strategies on one puzzle: a text table, JSON, and a
//! self-contained HTML page with a bar chart (inline SVG, no script).

use std::fmt::Write as _;
use std::sync::LazyLock;

use askama::Template;
use serde::Serialize;

use super::csp;

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
}

/// A comparison: the puzzle, the limits each strategy ran under, the rows.
#[derive(Clone, Debug, Serialize)]
pub struct Comparison {
    /// The puzzle compared on.
    pub puzzle: Puzzle,
    /// The step limit of each run.
    pub max_steps: Option<u64>,
    /// The time limit of each run, in seconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_limit: Option<f64>,
    /// One row per strategy.
    pub rows: Vec<Row>,
}

/// The counters shown, in the order of the columns: the work first, the
/// solutions last.
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

/// Whether a limit stopped the run before it finished.
fn limited(row: &Row) -> bool {
    matches!(row.end, End::StepLimit | End::TimeLimit)
}

/// How a run ended, in a word or two.
fn outcome(row: &Row) -> &'static str {
    match (row.end, row.stats.solutions) {
        (End::StepLimit, _) => "step limit",
        (End::TimeLimit, _) => "time limit",
        (End::Stopped, _) => "stopped",
        (_, 0) => "no solution",
        _ => "solved",
    }
}

fn time(micros: Option<f64>) -> String {
    match micros {
        None => String::new(),
        Some(us) if us < 1000.0 => format!("{us:.0} µs"),
        Some(us) if us < 1e6 => format!("{:.1} ms", us / 1e3),
        Some(us) => format!("{:.2} s", us / 1e6),
    }
}

impl Comparison {
    fn title(&self) -> String {
        let givens = self.puzzle.givens.chars().filter(|&c| c != '.').count();
        let n = self.puzzle.size;
        let limit = match (self.max_steps, self.time_limit) {
            (None, None) => String::from("no step limit"),
            (Some(m), None) => format!("at most {m} steps each"),
            (None, Some(t)) => format!("at most {t} s each"),
            (Some(m), Some(t)) => format!("at most {m} steps and {t} s each"),
        };
        format!(
            "{} strategies on a {n}x{n} puzzle with {givens} givens (first solution; {limit})",
            self.rows.len()
        )
    }

    /// A table for the terminal.
    pub fn text(&self) -> String {
        let mut header = vec!["strategy".to_string(), "result".to_string()];
        header.extend(COLUMNS.iter().map(|c| c.title().to_string()));
        let timed = self.rows.iter().any(|r| r.micros.is_some());
        if timed {
            header.push("time".into());
        }
        let mut table = vec![header];
        for row in &self.rows {
            let mut cells = vec![row.strategy.clone(), outcome(row).to_string()];
            cells.extend(COLUMNS.iter().map(|&c| row.stats.get(c).to_string()));
            if timed {
                cells.push(time(row.micros));
            }
            table.push(cells);
        }
        let widths: Vec<usize> = (0..table[0].len())
            .map(|c| {
                table
                    .iter()
                    .map(|r| r[c].chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = format!("{}\n\n", self.title());
        for cells in &table {
            let line: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(c, text)| {
                    let pad = widths[c] - text.chars().count();
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
        let at = |end| self.rows.iter().any(|r| r.end == end);
        let limits = match (at(End::StepLimit), at(End::TimeLimit)) {
            (false, false) => None,
            (true, false) => Some("the step limit"),
            (false, true) => Some("the time limit"),
            (true, true) => Some("the step or time limit"),
        };
        if let Some(limits) = limits {
            let _ = writeln!(
                out,
                "\nA strategy at {limits} was stopped before it finished: its counts are a lower bound."
            );
        }
        out
    }

    /// The comparison as one self-contained HTML page.
    pub fn html(&self) -> String {
        let page = ComparePage {
            title: self.title(),
            headers: COLUMNS.iter().map(|c| c.title()).collect(),
            rows: self
                .rows
                .iter()
                .map(|r| PageRow {
                    strategy: r.strategy.clone(),
                    outcome: outcome(r),
                    limited: limited(r),
                    values: COLUMNS.iter().map(|&c| r.stats.get(c)).collect(),
                    time: time(r.micros),
                })
                .collect(),
            timed: self.rows.iter().any(|r| r.micros.is_some()),
            charts: self.charts(),
            givens: self.puzzle.givens.clone(),
            policy: &POLICY,
            css: CSS,
        };
        page.render().expect("the compare template renders")
    }

    /// One bar chart per counter that any strategy used, on a log scale.
    fn charts(&self) -> Vec<Chart> {
        const WIDTH: f64 = 520.0;
        COLUMNS[..7]
            .iter()
            .filter(|&&c| self.rows.iter().any(|r| r.stats.get(c) > 0))
            .map(|&c| {
                let max = self.rows.iter().map(|r| r.stats.get(c)).max().unwrap_or(0);
                let scale = ((max + 1) as f64).log10().max(1e-9);
                let bars = self
                    .rows
                    .iter()
                    .enumerate()
                    .map(|(i, r)| {
                        let value = r.stats.get(c);
                        let width = ((value + 1) as f64).log10() / scale * WIDTH;
                        Bar {
                            label: r.strategy.clone(),
                            value,
                            y: 6 + 26 * i,
                            text_y: 23 + 26 * i,
                            width: format!("{:.1}", width.max(1.0)),
                            value_x: format!("{:.1}", 130.0 + width.max(1.0) + 6.0),
                            class: format!("s{}", i % 6),
                        }
                    })
                    .collect::<Vec<_>>();
                Chart {
                    name: c.title(),
                    height: 12 + 26 * bars.len(),
                    bars,
                }
            })
            .collect()
    }
}

struct PageRow {
    strategy: String,
    outcome: &'static str,
    limited: bool,
    values: Vec<u64>,
    time: String,
}

struct Chart {
    name: &'static str,
    height: usize,
    bars: Vec<Bar>,
}

struct Bar {
    label: String,
    value: u64,
    y: usize,
    text_y: usize,
    width: String,
    value_x: String,
    class: String,
}

/// The page's style, included whole.
const CSS: &str = include_str!("../../templates/compare.css");
/// The page's Content-Security-Policy: the style above, and no script.
static POLICY: LazyLock<String> = LazyLock::new(|| csp::policy(CSS, None));

#[derive(Template)]
#[template(path = "compare.html")]
struct ComparePage {
    policy: &'static str,
    css: &'static str,
    title: String,
    headers: Vec<&'static str>,
    rows: Vec<PageRow>,
    timed: bool,
    charts: Vec<Chart>,
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
            max_steps: None,
            time_limit: None,
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
}
