//! `sudoku-trace diff`: the first step where two traces part.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use sudoku_trace::diff::{self, Comparison, Difference, Level, Side};
use sudoku_trace::grid::{BoxShape, Grid, digit_char};
use sudoku_trace::read::TraceReader;
use sudoku_trace::render::Sentences;
use sudoku_trace::trace::{CounterName, shown_name};

use super::Failure;
use super::level::LevelArg;
use super::look::Words;

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
    /// How many steps before the difference to show.
    #[arg(long, default_value_t = 3, value_name = "N")]
    context: usize,
    /// `text` for people, `json` for tools.
    #[arg(long, short, default_value = "text", value_parser = ["text", "json"])]
    format: String,

    #[command(flatten)]
    words: Words,

    /// Count two traces that differ only in the strategy their headers name
    /// as identical: for a student's trace (`"strategy": "student"`) against
    /// the reference.
    #[arg(long)]
    ignore_strategy: bool,

    #[arg(long, default_value = "full", value_name = "LEVEL", value_parser = super::level::parse, help = super::level::HELP)]
    level: LevelArg,
}

/// Runs `diff`: exit 0 identical, 1 different, 2 when a trace cannot be read.
pub fn run(args: DiffArgs) -> Result<ExitCode, Failure> {
    let level = args.level.resolve(&args.a, &args.b)?;
    let mut a = TraceReader::open(&args.a)?;
    let mut b = TraceReader::open(&args.b)?;
    let options = diff::Options {
        context: args.context,
        ignore_strategy: args.ignore_strategy,
        ignore_options: false,
        level,
    };
    let comparison = diff::diff_with(&mut a, &mut b, options)?;
    let text = if args.format == "json" {
        let value = match &comparison {
            Comparison::Identical { steps } => {
                serde_json::json!({ "identical": true, "steps": steps, "level": level_json(level) })
            }
            Comparison::Different(d) => {
                let mut value = serde_json::to_value(d).expect("a difference serializes");
                value["identical"] = false.into();
                value
            }
        };
        let mut text = serde_json::to_string_pretty(&value).expect("JSON serializes");
        text.push('\n');
        text
    } else {
        match &comparison {
            Comparison::Identical { steps } => {
                let header = if a.header().strategy == b.header().strategy {
                    "the same header"
                } else {
                    "the same header but for the strategy's name"
                };
                match level {
                    Level::Full => format!(
                        "identical: {} and {}, {header}, {steps} events and footer\n",
                        a.name(),
                        b.name()
                    ),
                    Level::Written(kinds) => format!(
                        "identical at the level of {kinds}: {} and {}, {header}, \
                         {steps} events compared (of {} and {}) and the same end\n",
                        a.name(),
                        b.name(),
                        a.step(),
                        b.step()
                    ),
                }
            }
            Comparison::Different(d) => {
                let (lang, notation) = args.words.resolve();
                describe(d, &Sentences::new(lang, notation, d.shape))
            }
        }
    };
    // File and strategy names come from outside: no escape sequence may act.
    let text = if args.format == "json" {
        text
    } else {
        super::terminal_safe(&text)
    };
    let mut out = std::io::stdout().lock();
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
        Comparison::Identical { .. } => ExitCode::SUCCESS,
        Comparison::Different(_) => ExitCode::from(1),
    })
}

/// A side's own step, or that it has ended.
fn own_step(side: &Side) -> String {
    match side.step {
        Some(n) => format!("step {n}"),
        None => "its end".into(),
    }
}

/// The level as JSON, as a difference writes it.
fn level_json(level: Level) -> serde_json::Value {
    match level {
        Level::Full => "full".into(),
        Level::Written(kinds) => kinds.kinds().map(|k| k.name()).collect(),
    }
}

fn label(side: &Side) -> String {
    format!("{} ({})", side.name, shown_name(&side.strategy))
}

/// The difference in words, boards side by side, and both sets of counters;
/// each step told as the text trace tells it.
fn describe(d: &Difference, sentences: &Sentences) -> String {
    let mut s = String::new();
    let (a, b) = (&d.a, &d.b);
    let at = match (d.step, d.level) {
        (Some(step), Level::Full) => format!("part at step {step}"),
        (Some(step), Level::Written(_)) => format!(
            "part at compared event {step} ({} of the first, {} of the second)",
            own_step(a),
            own_step(b)
        ),
        (None, _) => "differ".to_string(),
    };
    let _ = writeln!(s, "{} and {} {at}: {}", label(a), label(b), d.summary);
    if let Level::Written(kinds) = d.level {
        let _ = writeln!(
            s,
            "compared at the level of {kinds} (of two events, the fields both write)"
        );
    }
    if let Some(step) = d.step {
        if d.context.is_empty() {
            let _ = writeln!(s, "\nno step before it: they part at once");
        } else {
            let _ = writeln!(s, "\nthe steps before, the same in both:");
            for (n, event) in &d.context {
                let _ = writeln!(s, "  {n:>8}  {}", sentences.tell(event));
            }
        }
        match d.level {
            Level::Full => {
                let _ = writeln!(s, "\nstep {step}:");
            }
            Level::Written(_) => {
                let _ = writeln!(s, "\ncompared event {step}:");
            }
        }
        for (name, side) in [("a", a), ("b", b)] {
            let event = match &side.event {
                Some(e) => sentences.tell(e),
                None => "(the trace has ended)".into(),
            };
            let _ = writeln!(s, "  {name}  {event}");
        }
    }
    if let (Some(ga), Some(gb)) = (board(a, d.shape), board(b, d.shape)) {
        let when = match (d.step, d.level) {
            (Some(step), Level::Full) => format!("after step {step}"),
            (Some(step), Level::Written(_)) => format!("after compared event {step}"),
            (None, _) => "at the end".into(),
        };
        let la: Vec<String> = ga
            .to_string()
            .lines()
            .map(|l| l.trim_end().to_string())
            .collect();
        let width = la.iter().map(String::len).max().unwrap_or(0);
        let _ = writeln!(s, "\nboards {when}:");
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
        .map(|c| c.title().len())
        .max()
        .unwrap_or(0)
        .max(12);
    let _ = writeln!(s, "\ncounters:");
    let _ = writeln!(s, "  {:name$} {:>12} {:>12}", "", "a", "b");
    for counter in shown {
        let (x, y) = (a.stats.get(counter), b.stats.get(counter));
        let _ = writeln!(s, "  {:name$} {x:>12} {y:>12}", counter.title());
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
