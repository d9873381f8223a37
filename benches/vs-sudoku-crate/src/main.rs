//! Solves the same puzzle files with the `sudoku` crate and with each
//! sudoku-trace strategy, in one run, and prints puzzles per second, the
//! ratio to the `sudoku` crate, and our placements per puzzle.
//!
//! Usage: `cargo run --release -- FILE… [--rounds N] [--markdown]
//! [--only singles,check]` (from `benches/vs-sudoku-crate/`).
//! Single-threaded; each figure is the median of the rounds. Besides the
//! strategies (untraced, first solution), the `check` rows time
//! `uniqueness` (what `sudoku-trace check` runs: up to two solutions)
//! against the crate's `solutions_count_up_to(2)`; `--only` keeps the rows
//! named (a strategy's name, `check`). Times are wall-clock, or with
//! `--cpu` the time the thread spent on a CPU (Linux's scheduler
//! statistics), which a busy machine inflates far less. `--generate N`
//! also times N minimal puzzles made by each side's generator
//! (`generate.rs`).

mod generate;

use std::time::{Duration, Instant};

use sudoku_trace::parse::parse_str;
use sudoku_trace::solver::{Strategy, Uniqueness, solve, uniqueness};
use sudoku_trace::trace::{End, Limits, NoSink};

/// Strategies that search without propagation can take minutes on one hard
/// puzzle; this cap per puzzle keeps the run short, and the table reports
/// how many puzzles hit it. `singles` and `dlx` are never capped.
const STEP_CAP: u64 = 200_000;

fn cap(strategy: Strategy) -> Option<u64> {
    match strategy {
        Strategy::Singles | Strategy::Dlx => None,
        _ => Some(STEP_CAP),
    }
}

struct Set {
    name: String,
    lines: Vec<String>,
}

/// The time this thread has spent on a CPU, from Linux's scheduler
/// statistics (as `benches/trace_speed.rs` reads it).
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").expect("Linux's schedstat");
    let nanos = stat
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number of nanoseconds");
    Duration::from_nanos(nanos)
}

/// Whether `--cpu` was given: time by CPU time instead of the wall clock.
static CPU: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// A stopwatch on the clock `--cpu` chose.
struct Clock(Instant, Duration);

impl Clock {
    fn now() -> Clock {
        let cpu = CPU.load(std::sync::atomic::Ordering::Relaxed);
        Clock(
            Instant::now(),
            if cpu { cpu_time() } else { Duration::ZERO },
        )
    }
    fn elapsed(&self) -> Duration {
        if CPU.load(std::sync::atomic::Ordering::Relaxed) {
            cpu_time() - self.1
        } else {
            self.0.elapsed()
        }
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut files = Vec::new();
    let mut rounds = 5;
    let mut markdown = false;
    let mut only: Option<Vec<String>> = None;
    let mut to_generate: Option<u64> = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--generate" => {
                to_generate = Some(
                    args.next()
                        .and_then(|n| n.parse().ok())
                        .expect("--generate N"),
                )
            }
            "--rounds" => {
                rounds = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("--rounds N")
            }
            "--markdown" => markdown = true,
            "--cpu" => CPU.store(true, std::sync::atomic::Ordering::Relaxed),
            "--only" => {
                only = Some(
                    args.next()
                        .expect("--only NAME,NAME")
                        .split(',')
                        .map(String::from)
                        .collect(),
                )
            }
            _ => files.push(arg),
        }
    }
    let sets: Vec<Set> = files
        .iter()
        .map(|f| Set {
            name: std::path::Path::new(f)
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned(),
            lines: std::fs::read_to_string(f)
                .expect("readable puzzle file")
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(String::from)
                .collect(),
        })
        .collect();

    if markdown {
        println!(
            "| set | puzzles | solver | puzzles/s | time ÷ `sudoku` crate time | placements/puzzle | dead ends/puzzle | capped |"
        );
        println!("|---|---:|---|---:|---:|---:|---:|---:|");
    }
    for set in &sets {
        // The reference: the `sudoku` crate, first solution.
        let reference: Vec<sudoku::Sudoku> = set
            .lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("valid line"))
            .collect();
        let theirs = median(
            (0..rounds)
                .map(|_| {
                    let t = Clock::now();
                    for s in &reference {
                        std::hint::black_box(s.some_solution());
                    }
                    t.elapsed()
                })
                .collect(),
        );
        let n = set.lines.len() as f64;
        let their_rate = n / theirs.as_secs_f64();
        row(
            markdown,
            &set.name,
            set.lines.len(),
            "sudoku crate",
            their_rate,
            1.0,
            None,
            None,
            0,
        );

        let grids: Vec<_> = set
            .lines
            .iter()
            .map(|l| parse_str(l).expect("valid line"))
            .collect();
        let wanted = |name: &str| only.as_ref().is_none_or(|o| o.iter().any(|n| n == name));
        for strategy in Strategy::ALL {
            if !wanted(strategy.name()) {
                continue;
            }
            eprintln!("{}: {strategy}…", set.name);
            let limits = Limits::FIRST_SOLUTION.with_max_steps(cap(strategy));
            // One untimed pass to verify and count; then the timed rounds.
            let (mut placements, mut dead_ends, mut capped) = (0u64, 0u64, 0usize);
            for (grid, theirs) in grids.iter().zip(&reference) {
                let report = solve(grid, strategy, limits, &mut NoSink);
                placements += report.stats.placements;
                dead_ends += report.stats.dead_ends;
                match report.solutions.first() {
                    Some(ours) => {
                        assert!(ours.is_valid_solution() && ours.keeps_givens(grid));
                        let expected = theirs
                            .some_solution()
                            .expect("solvable")
                            .to_str_line()
                            .to_string();
                        assert_eq!(
                            ours.to_line(),
                            expected,
                            "{}: strategies disagree",
                            set.name
                        );
                    }
                    None => {
                        assert_eq!(
                            report.end,
                            End::StepLimit,
                            "{}: no solution found",
                            set.name
                        );
                        capped += 1;
                    }
                }
            }
            // Slow strategies get one round: they take seconds, not microseconds.
            let strategy_rounds = if capped > 0 || placements as f64 / n > 10_000.0 {
                1
            } else {
                rounds
            };
            let ours = median(
                (0..strategy_rounds)
                    .map(|_| {
                        let t = Clock::now();
                        for grid in &grids {
                            std::hint::black_box(solve(grid, strategy, limits, &mut NoSink));
                        }
                        t.elapsed()
                    })
                    .collect(),
            );
            let rate = n / ours.as_secs_f64();
            row(
                markdown,
                &set.name,
                set.lines.len(),
                strategy.name(),
                rate,
                ours.as_secs_f64() / theirs.as_secs_f64(),
                Some(placements as f64 / n),
                Some(dead_ends as f64 / n),
                capped,
            );
        }
        if wanted("check") {
            eprintln!("{}: check…", set.name);
            check_rows(markdown, set, &reference, &grids, rounds);
        }
    }
    if let Some(n) = to_generate {
        generate::rows(n, rounds, markdown);
    }
}

/// `check` beside the crate: up to two solutions of every puzzle, each
/// verdict held to the crate's count.
fn check_rows(
    markdown: bool,
    set: &Set,
    reference: &[sudoku::Sudoku],
    grids: &[sudoku_trace::grid::Grid],
    rounds: usize,
) {
    for (grid, theirs) in grids.iter().zip(reference) {
        let ours = match uniqueness(grid, Strategy::Singles, None) {
            Uniqueness::None => 0,
            Uniqueness::Unique(_) => 1,
            Uniqueness::Several(..) => 2,
            Uniqueness::Undecided(end) => panic!("{}: undecided ({end:?})", set.name),
        };
        assert_eq!(
            ours,
            theirs.solutions_count_up_to(2),
            "{}: check disagrees",
            set.name
        );
    }
    let theirs = median(
        (0..rounds)
            .map(|_| {
                let t = Clock::now();
                for s in reference {
                    std::hint::black_box(s.solutions_count_up_to(2));
                }
                t.elapsed()
            })
            .collect(),
    );
    let ours = median(
        (0..rounds)
            .map(|_| {
                let t = Clock::now();
                for grid in grids {
                    std::hint::black_box(uniqueness(grid, Strategy::Singles, None));
                }
                t.elapsed()
            })
            .collect(),
    );
    let n = grids.len() as f64;
    let name = set.name.as_str();
    row(
        markdown,
        name,
        grids.len(),
        "sudoku crate: count up to 2",
        n / theirs.as_secs_f64(),
        1.0,
        None,
        None,
        0,
    );
    row(
        markdown,
        name,
        grids.len(),
        "check (uniqueness)",
        n / ours.as_secs_f64(),
        ours.as_secs_f64() / theirs.as_secs_f64(),
        None,
        None,
        0,
    );
}

#[allow(clippy::too_many_arguments)]
fn row(
    markdown: bool,
    set: &str,
    count: usize,
    solver: &str,
    rate: f64,
    ratio: f64,
    placements: Option<f64>,
    dead_ends: Option<f64>,
    capped: usize,
) {
    let opt = |v: Option<f64>| v.map_or("".to_string(), |v| format!("{v:.2}"));
    if markdown {
        println!(
            "| {set} | {count} | {solver} | {rate:.0} | {ratio:.2} | {} | {} | {capped} |",
            opt(placements),
            opt(dead_ends)
        );
    } else {
        println!(
            "{set:34} {solver:12} {rate:>12.0}/s  time x{ratio:<8.2} placements {:>10} dead ends {:>10} capped {capped}",
            opt(placements),
            opt(dead_ends)
        );
    }
}
