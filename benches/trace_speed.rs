//! How fast the solver runs untraced, and how fast a trace streams out.
//!
//! Solves Norvig's `grid2` (the first solution, 9.7 million placements with
//! the `candidates` strategy) several times each way and prints the median:
//!
//! - untraced (the no-op sink): placements per second;
//! - traced into a counter that writes nothing: events per second, the cost
//!   of building the events alone;
//! - traced into the JSON Lines and the text renderers, writing to
//!   `/dev/null` through the same 64 KiB buffer as the command line: events
//!   per second.
//!
//! Rates are counts over the median wall-clock time. On Linux the median
//! time on a CPU is shown too, with the rate it gives: on a busy machine the
//! wall clock also counts the time spent waiting for a core.
//!
//! Run with `cargo bench --bench trace_speed`; `-- --runs N` changes the
//! number of runs (5 by default).

use std::fs::{File, OpenOptions};
use std::io::{self, BufWriter};
use std::time::{Duration, Instant};

use sudoku_trace::grid::Grid;
use sudoku_trace::parse;
use sudoku_trace::render::{JsonLines, Lang, Notation, Renderer, Text};
use sudoku_trace::solver::{self, Strategy};
use sudoku_trace::trace::{Counter, Footer, Header, Limits, NoSink, Stats};

/// Norvig's grid2, from "Solving Every Sudoku Puzzle".
const GRID2: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

const LIMITS: Limits = Limits::FIRST_SOLUTION;

fn main() -> io::Result<()> {
    let runs = runs_from_args();
    let grid = parse::parse_str(GRID2).expect("grid2 parses");
    println!("Norvig grid2, strategy candidates, first solution; median of {runs} runs\n");
    println!(
        "{:<32} {:>10} {:>8} {:>8}  {:>9} {:>9}",
        "run", "count", "wall s", "cpu s", "M/s wall", "M/s cpu"
    );

    let untraced = measure(runs, || {
        Ok(solver::solve(&grid, Strategy::Candidates, LIMITS, &mut NoSink).stats)
    })?;
    untraced.row("untraced: placements", untraced.stats.placements);

    let counted = measure(runs, || {
        let mut counter = Counter::default();
        solver::solve(&grid, Strategy::Candidates, LIMITS, &mut counter);
        Ok(counter.0)
    })?;
    counted.row("traced, counted only: events", counted.stats.events);

    let jsonl = measure(runs, || traced(&grid, JsonLines::new))?;
    jsonl.row("traced to JSON Lines: events", jsonl.stats.events);

    let text = measure(runs, || {
        traced(&grid, |out| Text::new(out, Lang::En, Notation::Rc))
    })?;
    text.row("traced to text: events", text.stats.events);
    Ok(())
}

/// `--runs N` among the arguments (cargo adds `--bench`, which is ignored).
fn runs_from_args() -> usize {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == "--runs")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(5)
}

/// One whole traced run, as the command line does it: header, events, footer.
fn traced<R: Renderer>(
    grid: &Grid,
    renderer: impl FnOnce(BufWriter<File>) -> R,
) -> io::Result<Stats> {
    let null = OpenOptions::new().write(true).open("/dev/null")?;
    let mut renderer = renderer(BufWriter::with_capacity(1 << 16, null));
    let header = Header::new(grid, Strategy::Candidates.name(), LIMITS);
    renderer.begin(&header)?;
    let report = solver::solve(grid, Strategy::Candidates, LIMITS, &mut renderer);
    renderer.take_error()?;
    renderer.finish(&Footer::new(report.end, report.stats))?;
    Ok(report.stats)
}

struct Measured {
    stats: Stats,
    /// The median wall-clock time of a run.
    wall: Duration,
    /// The median time on a CPU, where the system tells it.
    cpu: Option<Duration>,
}

impl Measured {
    fn row(&self, name: &str, count: u64) {
        let rate = |time: Duration| format!("{:.2}", count as f64 / time.as_secs_f64() / 1e6);
        let seconds = |time: Duration| format!("{:.3}", time.as_secs_f64());
        println!(
            "{name:<32} {count:>10} {:>8} {:>8}  {:>9} {:>9}",
            seconds(self.wall),
            self.cpu.map_or("-".into(), seconds),
            rate(self.wall),
            self.cpu.map_or("-".into(), rate),
        );
    }
}

/// Runs `run` `runs` times; every run must count the same.
fn measure(runs: usize, mut run: impl FnMut() -> io::Result<Stats>) -> io::Result<Measured> {
    let mut wall = Vec::with_capacity(runs);
    let mut cpu = Vec::with_capacity(runs);
    let mut stats = None;
    for _ in 0..runs {
        let (start, cpu_start) = (Instant::now(), cpu_time());
        let counted = run()?;
        wall.push(start.elapsed());
        if let (Some(a), Some(b)) = (cpu_start, cpu_time()) {
            cpu.push(b.saturating_sub(a));
        }
        assert!(
            stats.is_none_or(|s| s == counted),
            "runs of one search counted differently"
        );
        stats = Some(counted);
    }
    Ok(Measured {
        stats: stats.expect("at least one run"),
        wall: median(&mut wall).expect("at least one run"),
        cpu: median(&mut cpu),
    })
}

fn median(times: &mut [Duration]) -> Option<Duration> {
    times.sort();
    times.get(times.len() / 2).copied()
}

/// The time this thread has spent on a CPU, from Linux's scheduler
/// statistics; `None` where they cannot be read.
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}
