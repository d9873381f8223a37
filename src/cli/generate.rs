//! `sudoku-trace generate`: fresh puzzles with exactly one solution, of any
//! size, minimal or with a target number of givens, symmetric or not,
//! rated by our own strategies; reproducible with `--seed`.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;

use crate::generate::{self, Bound, Filter, GiveUp, Options, Symmetry};
use crate::grid::{BoxShape, Grid, digit_char};
use crate::render::Lang;
use crate::words::vars;
use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use indicatif::{ProgressBar, ProgressStyle};

use super::io::Output;
use super::misuse::Misuse;
use super::{Failure, args};

const EXAMPLES: &str = "\
Examples:
  sudoku-trace generate                                a minimal 9x9 puzzle, one line
  sudoku-trace generate --seed 42 --count 30 -o class.txt
                                                       the same 30 puzzles every time
  sudoku-trace generate --box 2x3 --symmetry rotational --format grid
  sudoku-trace generate --givens 30 --at-most singles:placements=0
                                                       30 givens, solvable by singles without a guess
  sudoku-trace generate --at-least mrv:placements=20   mrv must guess at least 20 times
  sudoku-trace generate --box 4x4 --count 10 --threads 2 --format jsonl

Difficulty filters name a strategy, a counter and a value (STRATEGY:COUNTER=N;
`sudoku-trace solve --help` lists the strategies, the counters are those of a
footer: placements, deductions, dead_ends, backtracks, …). Each is measured by
solving the puzzle untraced to its first solution; a filter that cannot be
decided within 10,000,000 placements rejects the puzzle.

Exit codes: 0 every puzzle made, 1 a puzzle not made within --attempts
(standard output has the puzzles before it; -o FILE is written whole or
not at all), 2 bad usage.";

/// Options of `generate`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct GenerateArgs {
    /// The box shape as ROWSxCOLS: 2x2 (4x4), 2x3 (6x6), 3x3 (9x9), 4x4 (16x16), 5x5 (25x25).
    #[arg(long = "box", value_name = "RxC", default_value = "3x3", value_parser = args::box_shape)]
    box_shape: BoxShape,

    /// How many puzzles.
    #[arg(long, default_value_t = 1, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    count: u64,

    /// The run's seed: the same seed and options give the same puzzles on
    /// any number of threads. Without it a seed is drawn and shown on
    /// standard error, to make the run again.
    #[arg(long, value_name = "S")]
    seed: Option<u64>,

    /// Make puzzles on this many threads (default: all cores). The output
    /// keeps the order of a run on one thread.
    #[arg(long, value_name = "T")]
    threads: Option<usize>,

    /// Remove givens until none (or, with a symmetry, no symmetric group)
    /// can go without losing uniqueness; with --givens, keep only minimal
    /// puzzles with at most that many. The default up to 9x9 (a minimal
    /// 16x16 takes seconds to prove).
    #[arg(long)]
    minimal: bool,

    /// Stop removing at this many givens or fewer (the puzzle need not be
    /// minimal). Default on boards past 9x9: half the cells.
    #[arg(long, value_name = "N")]
    givens: Option<usize>,

    /// Which givens go together: none, rotational (a half turn about the
    /// centre) or mirror (left and right).
    #[arg(long, default_value = "none", value_parser = PossibleValuesParser::new(Symmetry::ALL.map(Symmetry::name))
        .map(|name| Symmetry::ALL.into_iter().find(|s| s.name() == name).expect("a listed name")))]
    symmetry: Symmetry,

    /// Keep a puzzle only when STRATEGY's COUNTER is at least N
    /// (`mrv:placements=20`); repeatable.
    #[arg(long, value_name = "STRATEGY:COUNTER=N", value_parser = |t: &str| Filter::parse(t, Bound::AtLeast))]
    at_least: Vec<Filter>,

    /// Keep a puzzle only when STRATEGY's COUNTER is at most N
    /// (`singles:placements=0`: solvable by singles without a guess); repeatable.
    #[arg(long, value_name = "STRATEGY:COUNTER=N", value_parser = |t: &str| Filter::parse(t, Bound::AtMost))]
    at_most: Vec<Filter>,

    /// Solved grids to try for one puzzle before giving up.
    #[arg(long, default_value_t = 1_000, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    attempts: u32,

    /// `line` (one puzzle a line, as `bench` reads), `grid` (rows, a blank
    /// line between puzzles), `ss` (Simple Sudoku's printed grid), `java`
    /// (the seed posts' array literal), `jsonl` (a record a puzzle, with its
    /// solution, seed, index and ratings).
    #[arg(long, short, value_enum, default_value_t = PuzzleFormat::Line)]
    format: PuzzleFormat,

    /// Write to this file (whole or not at all) instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,

    /// The language of the notes and errors (the seed drawn, a puzzle not
    /// made): `en`, `zh-Hans`, `zh-Hant` or `zh-TW`. Puzzles and
    /// `--format jsonl` are the same in every language.
    #[arg(long, default_value = "en", ignore_case = true, value_parser = args::lang())]
    lang: String,
}

impl GenerateArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        Lang::from_tag(&self.lang).unwrap_or_default()
    }
}

/// A seed drawn from the clock and the process, when none is given.
fn drawn_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    generate::Rng::new(nanos ^ u64::from(std::process::id()).rotate_left(32)).next_u64() >> 1
}

/// Runs `generate`.
pub fn run(args: GenerateArgs) -> Result<u8, Failure> {
    let side = args.box_shape.side();
    if let Some(n) = args.givens.filter(|&n| n > side * side) {
        return Err(Failure::Misuse(Misuse::GivensTooMany { n, side }));
    }
    refuse_contradictions(&args.at_least, &args.at_most)?;
    let lang = args.lang();
    let words = lang.generate();
    let seed = args.seed.unwrap_or_else(|| {
        let seed = drawn_seed();
        let note = words.seed_drawn(vars::GenerateSeedDrawn { seed: &seed });
        super::console::error_line(&note);
        seed
    });
    let defaults = Options::new(args.box_shape);
    let (minimal, givens) = match (args.minimal, args.givens) {
        (false, None) => (defaults.minimal, defaults.givens),
        (minimal, givens) => (minimal, givens),
    };
    let options = Options {
        symmetry: args.symmetry,
        givens,
        minimal,
        filters: args.at_least.iter().chain(&args.at_most).copied().collect(),
        attempts: args.attempts,
        ..defaults
    };
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, 256)
        .min(usize::try_from(args.count).unwrap_or(usize::MAX));
    let mut output = Output::open(args.output.as_deref())?;
    let name = output.name();
    let progress =
        ProgressBar::with_draw_target(Some(args.count), super::console::progress_target());
    progress.set_style(
        ProgressStyle::with_template(lang.bench().progress).expect("the template is valid"),
    );
    let written = {
        let mut writer = output.writer();
        let mut write = |index: u64, made: &generate::Generated| -> std::io::Result<()> {
            writer.write_all(shown(args.format, made, seed, index, &options).as_bytes())
        };
        make_all(&options, seed, args.count, threads, &progress, &mut write)
    };
    progress.finish_and_clear();
    match written {
        Ok(()) => {
            output.commit()?;
            Ok(0)
        }
        Err(Stop::Write(source)) => Err(Failure::Write { path: name, source }),
        Err(Stop::GaveUp(index, give_up)) => {
            // `-o FILE` is whole or not at all: a run cut short leaves an
            // earlier FILE as it was (standard output has had the puzzles
            // before this one).
            let kept = match &args.output {
                Some(path) if path.as_os_str() != "-" => {
                    words.nothing_written(vars::GenerateNothingWritten { name: &name })
                }
                _ => String::new(),
            };
            drop(output);
            let said = gave_up(&give_up, index, lang) + &kept;
            let said = lang
                .puzzle_errors()
                .error(vars::ParseError { message: &said });
            super::console::error_line(&super::terminal_safe(&said));
            Ok(1)
        }
    }
}

/// Refuses an `--at-least` and an `--at-most` on the same strategy's
/// counter that no puzzle can meet together (at least 20, at most 10):
/// otherwise every attempt is spent before the run gives up.
fn refuse_contradictions(at_least: &[Filter], at_most: &[Filter]) -> Result<(), Failure> {
    let said = |f: &Filter| format!("{}:{}={}", f.strategy.name(), f.counter.name(), f.value);
    for low in at_least {
        let clash = at_most.iter().find(|high| {
            high.strategy == low.strategy && high.counter == low.counter && high.value < low.value
        });
        if let Some(high) = clash {
            return Err(Failure::Misuse(Misuse::FiltersContradict {
                at_least: said(low),
                at_most: said(high),
            }));
        }
    }
    Ok(())
}

/// Puzzle `index` (from 0) not made within its attempts, in `lang`'s
/// words (English: as [`GiveUp`] displays it).
fn gave_up(give_up: &GiveUp, index: u64, lang: Lang) -> String {
    let w = lang.generate();
    let mut missed = Vec::new();
    if let Some((fewest, target)) = give_up.givens {
        missed.push(w.fewest_givens(vars::GenerateFewestGivens {
            fewest: &fewest,
            target: &target,
        }));
    }
    for (filter, n) in &give_up.failed {
        missed.push(w.failed_filter(vars::GenerateFailedFilter {
            n: &n,
            filter: &filter,
        }));
    }
    w.gave_up(vars::GenerateGaveUp {
        index: &(index + 1).to_string(),
        attempts: &give_up.attempts,
        missed: &missed.join(w.missed_separator),
    })
}

/// Why making stopped early.
enum Stop {
    Write(std::io::Error),
    GaveUp(u64, GiveUp),
}

/// Makes puzzles `0..count` on `threads` threads and hands each to `write`
/// in index order, as soon as every one before it is written: memory holds
/// only the puzzles made ahead of a slow one.
fn make_all(
    options: &Options,
    seed: u64,
    count: u64,
    threads: usize,
    progress: &ProgressBar,
    write: &mut dyn FnMut(u64, &generate::Generated) -> std::io::Result<()>,
) -> Result<(), Stop> {
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    // A cancelled run (a notebook's interrupt) starts no further puzzle.
    let cancel = super::console::cancel();
    let cancelled = || cancel.as_ref().is_some_and(|c| c.is_cancelled());
    let (send, receive) = mpsc::sync_channel(threads * 4);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let send = send.clone();
            let (next, stop, cancelled) = (&next, &stop, &cancelled);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) && !cancelled() {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= count {
                        break;
                    }
                    let made = generate::generate(options, seed, index);
                    if send.send((index, made)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        let mut result = Ok(());
        for (index, made) in receive {
            if cancelled() {
                stop.store(true, Ordering::Relaxed);
                break;
            }
            waiting.insert(index, made);
            while let Some(made) = waiting.remove(&due) {
                match made {
                    Ok(made) => {
                        if let Err(e) = write(due, &made) {
                            result = Err(Stop::Write(e));
                        }
                    }
                    Err(give_up) => result = Err(Stop::GaveUp(due, give_up)),
                }
                if result.is_err() {
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
                progress.inc(1);
                due += 1;
            }
            if result.is_err() {
                break;
            }
        }
        result
    })
}

/// A grid's rows as digit characters, `.` for an empty cell.
fn rows(grid: &Grid) -> Vec<String> {
    grid.cells()
        .chunks(grid.side())
        .map(|row| row.iter().map(|&d| cell_char(d)).collect())
        .collect()
}

fn cell_char(digit: u8) -> char {
    if digit == 0 { '.' } else { digit_char(digit) }
}

/// `--format` of `generate`.
// No doc comment on the variants: clap would list them in `--help`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum PuzzleFormat {
    Line,
    Grid,
    Ss,
    Java,
    Jsonl,
}

/// One generated puzzle in the output format.
fn shown(
    format: PuzzleFormat,
    made: &generate::Generated,
    seed: u64,
    index: u64,
    options: &Options,
) -> String {
    let grid = &made.puzzle;
    let shape = grid.shape();
    let mut s = String::new();
    match format {
        PuzzleFormat::Grid => {
            if index > 0 {
                s.push('\n');
            }
            for row in rows(grid) {
                let _ = writeln!(s, "{row}");
            }
        }
        PuzzleFormat::Ss => {
            if index > 0 {
                s.push('\n');
            }
            let stacks = shape.side() / shape.cols();
            let rule = vec!["-".repeat(shape.cols()); stacks].join("+");
            for (r, row) in rows(grid).iter().enumerate() {
                if r > 0 && r % shape.rows() == 0 {
                    let _ = writeln!(s, "{rule}");
                }
                let chars: Vec<char> = row.chars().collect();
                let parts: Vec<String> = chars
                    .chunks(shape.cols())
                    .map(|c| c.iter().collect())
                    .collect();
                let _ = writeln!(s, "{}", parts.join("|"));
            }
        }
        PuzzleFormat::Java => {
            if index > 0 {
                s.push('\n');
            }
            s.push_str("{\n");
            let side = grid.side();
            for (r, row) in grid.cells().chunks(side).enumerate() {
                let digits: Vec<String> = row.iter().map(u8::to_string).collect();
                let comma = if r + 1 < side { "," } else { "" };
                let _ = writeln!(s, "    {{{}}}{comma}", digits.join(", "));
            }
            s.push_str("}\n");
        }
        PuzzleFormat::Jsonl => {
            let ratings: Vec<serde_json::Value> = options
                .filters
                .iter()
                .zip(&made.measured)
                .map(|(f, v)| {
                    serde_json::json!({
                        "strategy": f.strategy.name(),
                        "counter": f.counter.name(),
                        "value": v,
                    })
                })
                .collect();
            let record = serde_json::json!({
                "puzzle": grid.to_line(),
                "size": grid.side(),
                "box": [shape.rows(), shape.cols()],
                "givens": grid.filled(),
                "solution": made.solution.to_line(),
                "seed": seed,
                "index": index,
                "attempts": made.attempts,
                "ratings": ratings,
            });
            let _ = writeln!(s, "{record}");
        }
        PuzzleFormat::Line => {
            let _ = writeln!(s, "{}", grid.to_line());
        }
    }
    s
}
