//! `sudoku-trace diff`: the first step where two traces part.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::diff::{self, Comparison, Difference, Level, LevelChoice, Side, Summary};
use crate::grid::{BoxShape, Grid, digit_char};
use crate::render::Sentences;
use crate::trace::{CounterName, shown_name};
use crate::words::user_text::columns;
use crate::words::vars;
use crate::words::{DiffWords, Lang, Notation};
use clap::Args;

use super::Failure;
use super::args::ReportFormat;
use super::look::Words;
use super::misuse::Misuse;

const EXAMPLES: &str = "\
Examples:
  sudoku-trace solve -s candidates --format jsonl -o a.jsonl
  sudoku-trace solve -s mrv --format jsonl -o b.jsonl
  sudoku-trace diff a.jsonl b.jsonl                 where the two searches part
  sudoku-trace diff a.jsonl b.jsonl --lang zh-Hans  the steps told in Chinese
  sudoku-trace diff a.jsonl b.jsonl --format json   the same, for tools (events as JSON)
  sudoku-trace diff student.jsonl a.jsonl --level common --ignore-strategy
                                                    a student's trace of placements, undos
                                                    and solutions against the full reference

Exit codes: 0 identical, 1 different, 2 unreadable.";

/// Options of `diff`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct DiffArgs {
    /// The first trace (`-` for standard input).
    a: PathBuf,
    /// The second trace.
    b: PathBuf,
    /// How many steps before the difference to show (at most 1,000: each
    /// is an event held in memory).
    #[arg(long, default_value_t = 3, value_name = "N", value_parser = clap::value_parser!(u64).range(..=diff::MAX_CONTEXT as u64))]
    context: u64,
    /// `text` for people, `json` for tools (its `summary` stays in English
    /// whatever `--lang` says: a field for tools to read).
    #[arg(long, short, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,

    #[command(flatten)]
    words: Words,

    /// Count two traces that differ only in the strategy their headers name
    /// as identical: for a student's trace (`"strategy": "student"`) against
    /// the reference.
    #[arg(long)]
    ignore_strategy: bool,

    #[arg(long, default_value = "full", value_name = "LEVEL", value_parser = super::level::parse, help = super::level::HELP)]
    level: LevelChoice,
}

impl DiffArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        self.words.resolve().0
    }
}

/// Runs `diff`: exit 0 identical, 1 different, 2 when a trace cannot be read
/// (told in the language of `--lang`).
pub fn run(args: DiffArgs) -> Result<u8, Failure> {
    let level = super::level::resolve(args.level, &args.a, &args.b)?;
    // One standard input cannot be two traces: its lock would be taken
    // twice, and a second reader would find nothing (issue 22).
    if args.a == Path::new("-") && args.b == Path::new("-") {
        return Err(Failure::Misuse(Misuse::StdinTwice));
    }
    let mut a = super::io::open_trace(&args.a)?;
    let mut b = super::io::open_trace(&args.b)?;
    let options = diff::Options {
        context: usize::try_from(args.context).expect("at most MAX_CONTEXT"),
        ignore_strategy: args.ignore_strategy,
        ignore_options: false,
        footer_optional: false,
        level,
    };
    let comparison = diff::diff_with(&mut a, &mut b, options)?;
    let said = worded(&comparison, level, (&a, &b), &args.words);
    let text = if args.format == ReportFormat::Json {
        let mut value = match &comparison {
            Comparison::Identical { steps } => {
                serde_json::json!({ "identical": true, "steps": steps, "level": level_json(level) })
            }
            Comparison::Different(d) => {
                let mut value = serde_json::to_value(d).expect("a difference serializes");
                value["identical"] = false.into();
                value
            }
        };
        // The text verdict beside the facts, so that one run gives both.
        value["text"] = said.into();
        let mut text = serde_json::to_string_pretty(&value).expect("JSON serializes");
        text.push('\n');
        text
    } else {
        // File and strategy names come from outside: no escape sequence may act.
        super::terminal_safe(&said)
    };
    let mut out = super::console::stdout();
    // A closed pipe (`| head`) still gets the verdict's exit code.
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            return Err(Failure::Write {
                path: "<stdout>".into(),
                source: e,
            });
        }
        _ => {}
    }
    Ok(match comparison {
        Comparison::Identical { .. } => 0,
        Comparison::Different(_) => 1,
    })
}

/// The comparison in words, in the language of `words`: identical (at
/// which level, and whether a footer was left out), or the difference with
/// its context, boards and counters.
fn worded(
    comparison: &Comparison,
    level: Level,
    (a, b): (&crate::read::TraceReader<'_>, &crate::read::TraceReader<'_>),
    words: &Words,
) -> String {
    let (lang, notation) = words.resolve();
    let w = lang.diff();
    match &comparison {
        Comparison::Identical { steps } => {
            let header = if a.header().strategy == b.header().strategy {
                w.same_header
            } else {
                w.same_header_but_strategy
            };
            let (name_a, name_b, steps) = (a.name(), b.name(), steps.to_string());
            let mut said = match level {
                Level::Full => w.identical(vars::DiffIdentical {
                    a: &name_a,
                    b: &name_b,
                    header: &header,
                    steps: &steps,
                }),
                Level::Written(kinds) => {
                    // A footer only one trace writes was not compared.
                    let missing = match (a.footer().is_some(), b.footer().is_some()) {
                        (false, true) => Some(&name_a),
                        (true, false) => Some(&name_b),
                        _ => None,
                    };
                    let kinds = lang.kinds_named(kinds.kinds());
                    let (steps_a, steps_b) = (a.step(), b.step());
                    w.identical_level(vars::DiffIdenticalLevel {
                        kinds: &kinds,
                        a: &name_a,
                        b: &name_b,
                        header: &header,
                        steps: &steps,
                        steps_a: &steps_a,
                        steps_b: &steps_b,
                        footer: &if missing.is_some() { "missing" } else { "both" },
                        missing: &missing.map_or(String::new(), |m| m.to_string()),
                    })
                }
            };
            said.push('\n');
            said
        }
        Comparison::Different(d) => {
            describe(d, lang, notation, &Sentences::new(lang, notation, d.shape))
        }
    }
}

/// A side's own step, or that it has ended.
fn own_step(w: &DiffWords, side: &Side) -> String {
    match side.step {
        Some(n) => w.own_step(vars::DiffOwnStep { step: &n }),
        None => w.own_end.into(),
    }
}

/// The level as JSON, as a difference writes it.
fn level_json(level: Level) -> serde_json::Value {
    match level {
        Level::Full => "full".into(),
        Level::Written(kinds) => kinds.kinds().map(|k| k.name()).collect(),
    }
}

/// A trace named with its strategy, as `lang` writes a note in brackets.
fn label(side: &Side, lang: Lang) -> String {
    lang.diff().trace_named(vars::DiffTraceNamed {
        name: &crate::words::user_text::shown(&side.name),
        strategy: &shown_name(&side.strategy),
    })
}

/// The difference in words, boards side by side, and both sets of counters;
/// each step told as the text trace tells it, in `lang`.
fn describe(d: &Difference, lang: Lang, notation: Notation, sentences: &Sentences) -> String {
    let w = lang.diff();
    let mut s = String::new();
    let (a, b) = (&d.a, &d.b);
    let (label_a, label_b) = (label(a, lang), label(b, lang));
    let said = d.facts.worded(lang, notation);
    let (step_a, step_b) = (own_step(w, a), own_step(w, b));
    let (a_, b_) = (&label_a, &label_b);
    let head = match (d.step, d.level) {
        (Some(step), Level::Full) => w.part(vars::DiffPart {
            a: a_,
            b: b_,
            step: &step,
            summary: &said,
        }),
        (Some(step), Level::Written(_)) => w.part_compared(vars::DiffPartCompared {
            a: a_,
            b: b_,
            step: &step,
            step_a: &step_a,
            step_b: &step_b,
            summary: &said,
        }),
        (None, _) => w.differ(vars::DiffDiffer {
            a: a_,
            b: b_,
            summary: &said,
        }),
    };
    let _ = writeln!(s, "{head}");
    if matches!(d.facts, Summary::Strategy { .. }) {
        let _ = writeln!(s, "{}", w.advice_ignore_strategy);
    }
    if let Level::Written(kinds) = d.level {
        let _ = writeln!(
            s,
            "{}",
            w.level(vars::DiffLevel {
                kinds: &lang.kinds_named(kinds.kinds())
            })
        );
    }
    if let Some(step) = d.step {
        if d.context.is_empty() {
            let _ = writeln!(s, "\n{}", w.at_once);
        } else {
            let _ = writeln!(s, "\n{}", w.before);
            for (n, event) in &d.context {
                let _ = writeln!(s, "  {n:>8}  {}", sentences.tell(event));
            }
        }
        let title = match d.level {
            Level::Full => w.step(vars::DiffStep { step: &step }),
            Level::Written(_) => w.compared_event(vars::DiffComparedEvent { step: &step }),
        };
        let _ = writeln!(s, "\n{title}");
        for (name, side) in [("a", a), ("b", b)] {
            let event = match &side.event {
                Some(e) => sentences.tell(e),
                None => w.ended.into(),
            };
            let _ = writeln!(s, "  {name}  {event}");
        }
    }
    if let (Some(ga), Some(gb)) = (board(a, d.shape), board(b, d.shape)) {
        let when = match (d.step, d.level) {
            (Some(step), Level::Full) => w.boards_after(vars::DiffBoardsAfter { step: &step }),
            (Some(step), Level::Written(_)) => {
                w.boards_after_compared(vars::DiffBoardsAfterCompared { step: &step })
            }
            (None, _) => w.boards_at_end.into(),
        };
        let la: Vec<String> = ga
            .to_string()
            .lines()
            .map(|l| l.trim_end().to_string())
            .collect();
        let width = la.iter().map(String::len).max().unwrap_or(0);
        let _ = writeln!(s, "\n{when}");
        let _ = writeln!(s, "  {:width$}    b", "a");
        for (x, y) in la.iter().zip(gb.to_string().lines()) {
            let _ = writeln!(s, "  {x:width$}    {}", y.trim_end());
        }
    }
    // The textbook's counters only when one side has them, as footers
    // and the text's table show them: other diffs read as they always did.
    let shown: Vec<CounterName> = CounterName::ALL
        .into_iter()
        .filter(|&c| {
            !CounterName::WHEN_USED.contains(&c) || a.stats.get(c) > 0 || b.stats.get(c) > 0
        })
        .collect();
    let name = shown
        .iter()
        .map(|&c| columns(lang.counter_name(c)))
        .max()
        .unwrap_or(0)
        .max(12);
    let _ = writeln!(s, "\n{}", w.counters);
    let _ = writeln!(s, "  {:name$} {:>12} {:>12}", "", "a", "b");
    for counter in shown {
        let (x, y) = (a.stats.get(counter), b.stats.get(counter));
        let title = lang.counter_name(counter);
        let pad = " ".repeat(name - columns(title));
        let _ = writeln!(s, "  {title}{pad} {x:>12} {y:>12}");
    }
    s
}

/// A side's board as a grid, to print.
fn board(side: &Side, shape: BoxShape) -> Option<Grid> {
    let line = side.board.as_ref()?;
    let size = shape.side();
    let cells = line
        .chars()
        .map(|c| (1..=size as u8).find(|&d| digit_char(d) == c).unwrap_or(0))
        .collect();
    Grid::from_cells(shape, cells)
}
