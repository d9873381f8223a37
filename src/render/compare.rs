//! The comparison of strategies on one puzzle: a text table, JSON, and a
//! self-contained HTML page with a bar chart (inline SVG, no script).

use std::fmt::Write as _;
use std::sync::LazyLock;

use askama::Template;
use serde::Serialize;

use super::csp;
use super::lang::{Lang, fill};

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
    /// Which strategies were run (`basic`, `csp`, `all`: `compare
    /// --line-up`), when the caller says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line_up: Option<String>,
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

/// Whether a limit stopped the run before it finished.
fn limited(row: &Row) -> bool {
    matches!(row.end, End::StepLimit | End::TimeLimit)
}

/// How a run ended, in a word or two.
fn outcome(row: &Row, words: &Words) -> &'static str {
    match (row.end, row.stats.solutions) {
        (End::StepLimit, _) => words.step_limit,
        (End::TimeLimit, _) => words.time_limit,
        (End::Stopped, _) => words.stopped,
        (_, 0) => words.no_solution,
        _ => words.solved,
    }
}

/// The words of the table and the page, in one language (the counters'
/// names come from [`Lang::phrases`], as in the text trace). Kept here,
/// beside the table they label, rather than in the language's catalog
/// (`lang/<language>.rs`); a test holds them to the same rules.
#[derive(Serialize)]
struct Words {
    /// `{count}` strategies, `{n}`, `{givens}`, `{limit}`.
    title: &'static str,
    no_limit: &'static str,
    /// `{steps}`.
    steps_each: &'static str,
    /// `{seconds}`.
    seconds_each: &'static str,
    /// `{steps}`, `{seconds}`.
    both_each: &'static str,
    strategy: &'static str,
    result: &'static str,
    time: &'static str,
    step_limit: &'static str,
    time_limit: &'static str,
    stopped: &'static str,
    no_solution: &'static str,
    solved: &'static str,
    /// `{limits}`: one of the three below.
    lower_bound: &'static str,
    the_step_limit: &'static str,
    the_time_limit: &'static str,
    the_step_or_time_limit: &'static str,
    page_title: &'static str,
    puzzle: &'static str,
    caption: &'static str,
    scale_note: &'static str,
    /// `{name}`: a counter.
    chart_label: &'static str,
}

static EN: Words = Words {
    title: "{count} strategies on a {n}x{n} puzzle with {givens} givens (first solution; {limit})",
    no_limit: "no step limit",
    steps_each: "at most {steps} steps each",
    seconds_each: "at most {seconds} s each",
    both_each: "at most {steps} steps and {seconds} s each",
    strategy: "strategy",
    result: "result",
    time: "time",
    step_limit: "step limit",
    time_limit: "time limit",
    stopped: "stopped",
    no_solution: "no solution",
    solved: "solved",
    lower_bound: "A strategy at {limits} was stopped before it finished: its counts are a lower bound.",
    the_step_limit: "the step limit",
    the_time_limit: "the time limit",
    the_step_or_time_limit: "the step or time limit",
    page_title: "sudoku-trace compare",
    puzzle: "Puzzle:",
    caption: "Counters of each strategy",
    scale_note: "Bars use a logarithmic scale: each step to the right is ten times more. A strategy marked ⚠ hit the step limit, so its counts are a lower bound.",
    chart_label: "{name} per strategy, logarithmic scale",
};

static ZH_HANT: Words = Words {
    title: "{count} 種策略解同一道 {n}x{n} 數獨（已知數 {givens} 個；解到第一個解為止；{limit}）",
    no_limit: "不限步數",
    steps_each: "每種最多 {steps} 步",
    seconds_each: "每種最多 {seconds} 秒",
    both_each: "每種最多 {steps} 步、{seconds} 秒",
    strategy: "策略",
    result: "結果",
    time: "時間",
    step_limit: "到步數上限",
    time_limit: "到時間上限",
    stopped: "已中止",
    no_solution: "無解",
    solved: "已解",
    lower_bound: "停在{limits}的策略沒有走完：它的數字只是下限。",
    the_step_limit: "步數上限",
    the_time_limit: "時間上限",
    the_step_or_time_limit: "步數或時間上限",
    page_title: "sudoku-trace 策略比較",
    puzzle: "謎題：",
    caption: "各策略的計數",
    scale_note: "長條用對數刻度：往右每一格就多十倍。標 ⚠ 的策略停在步數上限，它的數字只是下限。",
    chart_label: "{name}（各策略，對數刻度）",
};

static ZH_HANS: Words = Words {
    title: "{count} 种策略解同一道 {n}x{n} 数独（已知数 {givens} 个；解到第一个解为止；{limit}）",
    no_limit: "不限步数",
    steps_each: "每种最多 {steps} 步",
    seconds_each: "每种最多 {seconds} 秒",
    both_each: "每种最多 {steps} 步、{seconds} 秒",
    strategy: "策略",
    result: "结果",
    time: "用时",
    step_limit: "到步数上限",
    time_limit: "到时间上限",
    stopped: "已中止",
    no_solution: "无解",
    solved: "已解出",
    lower_bound: "停在{limits}的策略没有走完：它的计数只是下限。",
    the_step_limit: "步数上限",
    the_time_limit: "时间上限",
    the_step_or_time_limit: "步数或时间上限",
    page_title: "sudoku-trace 策略比较",
    puzzle: "题目：",
    caption: "各策略的计数",
    scale_note: "条形图用对数刻度：往右每一格就多十倍。标 ⚠ 的策略停在了步数上限，它的计数只是下限。",
    chart_label: "{name}（各策略，对数刻度）",
};

/// Taiwan's words: 提示數 for the givens, as in its narration (`lang/zh_tw.rs`).
static ZH_TW: Words = Words {
    title: "{count} 種策略解同一道 {n}x{n} 數獨（提示數 {givens} 個；解到第一個解為止；{limit}）",
    no_limit: "不限步數",
    steps_each: "每種最多 {steps} 步",
    seconds_each: "每種最多 {seconds} 秒",
    both_each: "每種最多 {steps} 步、{seconds} 秒",
    strategy: "策略",
    result: "結果",
    time: "耗時",
    step_limit: "達步數上限",
    time_limit: "達時間上限",
    stopped: "已中止",
    no_solution: "無解",
    solved: "已解出",
    lower_bound: "停在{limits}的策略沒有跑完：它的計數只是下限。",
    the_step_limit: "步數上限",
    the_time_limit: "時間上限",
    the_step_or_time_limit: "步數或時間上限",
    page_title: "sudoku-trace 策略比較",
    puzzle: "題目：",
    caption: "各策略的計數",
    scale_note: "長條圖使用對數刻度：往右每一格就多十倍。標 ⚠ 的策略停在步數上限，它的計數只是下限。",
    chart_label: "{name}（各策略，對數刻度）",
};

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::ZhHans => &ZH_HANS,
        Lang::ZhHant => &ZH_HANT,
        Lang::ZhTw => &ZH_TW,
    }
}

/// A counter's name in `lang`, as the text trace's counter table gives it.
fn counter_name(lang: Lang, counter: CounterName) -> &'static str {
    lang.phrases()
        .counters
        .iter()
        .chain(lang.textbook().counters.iter())
        .find(|c| c.key == counter)
        .map_or(counter.title(), |c| c.name)
}

/// Terminal columns of a short label: CJK characters take two.
fn width(s: &str) -> usize {
    s.chars()
        .map(|c| if (c as u32) >= 0x2E80 { 2 } else { 1 })
        .sum()
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
    /// The counters shown, in the order of the columns: [`COLUMNS`], then
    /// those of [`TEXTBOOK_COLUMNS`] that some row used.
    fn columns(&self) -> Vec<CounterName> {
        let used = |&c: &CounterName| self.rows.iter().any(|r| r.stats.get(c) > 0);
        COLUMNS
            .into_iter()
            .chain(TEXTBOOK_COLUMNS.into_iter().filter(used))
            .collect()
    }

    fn title(&self, words: &Words) -> String {
        let givens = self.puzzle.givens.chars().filter(|&c| c != '.').count();
        let n = self.puzzle.size.to_string();
        let (steps, seconds) = (
            self.max_steps.map(|m| m.to_string()).unwrap_or_default(),
            self.time_limit.map(|t| t.to_string()).unwrap_or_default(),
        );
        let limit = match (self.max_steps, self.time_limit) {
            (None, None) => words.no_limit,
            (Some(_), None) => words.steps_each,
            (None, Some(_)) => words.seconds_each,
            (Some(_), Some(_)) => words.both_each,
        };
        let limit = fill(limit, &[("steps", &steps), ("seconds", &seconds)]);
        fill(
            words.title,
            &[
                ("count", &self.rows.len().to_string()),
                ("n", &n),
                ("givens", &givens.to_string()),
                ("limit", &limit),
            ],
        )
    }

    /// A table for the terminal, in English.
    pub fn text(&self) -> String {
        self.text_in(Lang::En)
    }

    /// A table for the terminal, in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        let words = words(lang);
        let columns = self.columns();
        let mut header = vec![words.strategy.to_string(), words.result.to_string()];
        header.extend(columns.iter().map(|&c| counter_name(lang, c).to_string()));
        let timed = self.rows.iter().any(|r| r.micros.is_some());
        if timed {
            header.push(words.time.into());
        }
        let mut table = vec![header];
        for row in &self.rows {
            let mut cells = vec![row.strategy.clone(), outcome(row, words).to_string()];
            cells.extend(columns.iter().map(|&c| row.stats.get(c).to_string()));
            if timed {
                cells.push(time(row.micros));
            }
            table.push(cells);
        }
        let widths: Vec<usize> = (0..table[0].len())
            .map(|c| table.iter().map(|r| width(&r[c])).max().unwrap_or(0))
            .collect();
        let mut out = format!("{}\n\n", self.title(words));
        for cells in &table {
            let line: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(c, text)| {
                    let pad = widths[c] - width(text);
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
            (true, false) => Some(words.the_step_limit),
            (false, true) => Some(words.the_time_limit),
            (true, true) => Some(words.the_step_or_time_limit),
        };
        if let Some(limits) = limits {
            let _ = writeln!(out, "\n{}", fill(words.lower_bound, &[("limits", limits)]));
        }
        out
    }

    /// The comparison as one self-contained HTML page, in English.
    pub fn html(&self) -> String {
        self.html_in(Lang::En)
    }

    /// The comparison as one self-contained HTML page, in `lang`.
    pub fn html_in(&self, lang: Lang) -> String {
        let words = words(lang);
        let columns = self.columns();
        let page = ComparePage {
            lang: lang.tag(),
            page_title: words.page_title,
            title: self.title(words),
            strategy: words.strategy,
            result: words.result,
            time: words.time,
            puzzle: words.puzzle,
            caption: words.caption,
            scale_note: words.scale_note,
            headers: columns.iter().map(|&c| counter_name(lang, c)).collect(),
            rows: self
                .rows
                .iter()
                .map(|r| PageRow {
                    strategy: r.strategy.clone(),
                    outcome: outcome(r, words),
                    limited: limited(r),
                    values: columns.iter().map(|&c| r.stats.get(c)).collect(),
                    time: time(r.micros),
                })
                .collect(),
            timed: self.rows.iter().any(|r| r.micros.is_some()),
            charts: self.charts(lang),
            givens: self.puzzle.givens.clone(),
            policy: &POLICY,
            css: CSS,
        };
        page.render().expect("the compare template renders")
    }

    /// One bar chart per counter that any strategy used, on a log scale.
    fn charts(&self, lang: Lang) -> Vec<Chart> {
        const WIDTH: f64 = 520.0;
        // Room for the labels left of the bars: the five strategies' names
        // fit in 130 pixels, the textbook's (`backtrack+mrv+lcv+mac`) need
        // about 8 pixels a character.
        let longest = self.rows.iter().map(|r| width(&r.strategy)).max();
        let left = longest.map_or(130, |n| (n * 8 + 10).max(130));
        COLUMNS[..7]
            .iter()
            .chain(TEXTBOOK_COLUMNS.iter())
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
                            x: left,
                            value_x: format!("{:.1}", left as f64 + width.max(1.0) + 6.0),
                            class: format!("s{}", i % 6),
                        }
                    })
                    .collect::<Vec<_>>();
                let name = counter_name(lang, c);
                Chart {
                    name,
                    label: fill(words(lang).chart_label, &[("name", name)]),
                    width: left + 630,
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
    /// What the chart shows, for screen readers.
    label: String,
    width: usize,
    height: usize,
    bars: Vec<Bar>,
}

struct Bar {
    label: String,
    value: u64,
    y: usize,
    text_y: usize,
    /// Where the bar starts, right of the label.
    x: usize,
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
    lang: &'static str,
    page_title: &'static str,
    title: String,
    strategy: &'static str,
    result: &'static str,
    time: &'static str,
    puzzle: &'static str,
    caption: &'static str,
    scale_note: &'static str,
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
            line_up: None,
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
    fn every_language_has_every_word_with_its_holes_in_its_own_script() {
        let faults: Vec<String> = Lang::ALL
            .into_iter()
            .flat_map(|lang| crate::render::lang::check::faults(lang, &EN, words(lang)))
            .collect();
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }
}
