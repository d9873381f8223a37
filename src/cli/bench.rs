//! `sudoku-trace bench`: solve every puzzle of some files, untraced, verify
//! each solution and report the speed.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::grid::Grid;
use crate::render::Lang;
use crate::solver::{self, Deadline, Strategy};
use crate::trace::{End, Limits, NoSink, Stats};
use crate::words::vars;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use super::args::ReportFormat;
use super::clock::Timer;
use super::io::write_stdout;
use super::puzzle_lines::{self, Line};
use super::{Failure, args, clock};

const EXAMPLES: &str = "\
Examples:
  sudoku-trace bench puzzles.txt                      singles on every line, all cores
  sudoku-trace bench a.txt b.txt --strategy dlx --threads 1 --format json
  sudoku-trace bench hard.txt --strategy candidates --max-steps 10000000 --keep-going
  sudoku-trace bench hard.txt --strategy naive --time-limit 0.5   no puzzle longer than about 0.5 s
  sudoku-trace bench hard.txt --strategy backtrack --select mrv --inference mac
  sudoku-trace bench puzzles.txt --lang zh-Hans       the report and any error in Chinese

Exit codes: 0 every puzzle solved, 1 a puzzle without solution, unfinished at
a limit (each named on standard error) or solved wrongly, 2 unreadable input.";

/// Options of `bench`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct BenchArgs {
    /// Files with one puzzle per line (blank lines and `#` lines are
    /// skipped; `-` reads standard input, once).
    #[arg(required = true)]
    files: Vec<PathBuf>,

    /// How to search.
    #[arg(long, short, default_value = "singles", value_parser = args::strategy())]
    strategy: Strategy,

    #[command(flatten)]
    choices: args::BacktrackArgs,

    /// Solve on this many threads (default: all cores). Results keep the input order.
    #[arg(long)]
    threads: Option<usize>,

    /// Report malformed lines and go on, instead of stopping at the first.
    #[arg(long)]
    keep_going: bool,

    /// Give up on a puzzle after this many steps (counted as unfinished).
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,

    /// Give up on a puzzle after about this many seconds (fractions allowed:
    /// 0.5; counted as unfinished).
    #[arg(long, value_name = "SECONDS", value_parser = args::seconds, allow_negative_numbers = true)]
    time_limit: Option<f64>,

    /// `text` for people, `json` for scripts.
    #[arg(long, short, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,

    /// The language of the report, of each unsolved puzzle's verdict and of
    /// a line that is no puzzle: `en`; `zh-Hans` (Simplified Chinese),
    /// `zh-Hant` (Traditional, the seeds' words) or `zh-TW` (Traditional,
    /// Taiwan's words). `--format json` keeps its English keys.
    #[arg(long, default_value = "en", ignore_case = true, value_parser = args::lang())]
    lang: String,

    /// Leave out what depends on the machine (the thread count and every
    /// time), so that the report is byte-identical run after run and on
    /// any number of threads.
    #[arg(long)]
    no_time: bool,
}

impl BenchArgs {
    /// The language of `--lang`, for every message of the command.
    pub fn lang(&self) -> Lang {
        Lang::from_tag(&self.lang).unwrap_or_default()
    }
}

/// One puzzle to solve, and where it came from.
struct Job {
    file: usize,
    line: usize,
    grid: Grid,
}

/// What solving one puzzle gave.
struct Outcome {
    time: Duration,
    stats: Stats,
    verdict: Verdict,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Solved,
    NoSolution,
    /// Stopped at the step limit before a solution.
    StepLimited,
    /// Stopped at the time limit before a solution.
    TimeLimited,
    Invalid,
}

/// How many puzzles are read, then solved together, at a time: the most
/// grids in memory at once, whatever the length of the input (issue 22,
/// item 15: every puzzle and outcome of a million-line file was held, 261 MB).
const CHUNK: usize = 4096;

/// What the report needs of every puzzle solved, and nothing else: each
/// puzzle's time as a number (for the median), the counts and sums, and
/// where the slowest was. No grid and no outcome is kept, so a run holds
/// 8 bytes a puzzle.
#[derive(Default)]
struct Tally {
    /// Each puzzle's time in nanoseconds, in input order.
    times: Vec<u64>,
    solved: usize,
    no_solution: usize,
    step_limited: usize,
    time_limited: usize,
    invalid: usize,
    placements: u64,
    deductions: u64,
    dead_ends: u64,
    /// The slowest puzzle: its time, file (an index of the files) and line;
    /// the first of equals.
    worst: Option<(Duration, usize, usize)>,
}

impl Tally {
    /// Counts the outcome of the puzzle on `line` of file `file`.
    fn add(&mut self, file: usize, line: usize, outcome: &Outcome) {
        let nanos = u64::try_from(outcome.time.as_nanos()).unwrap_or(u64::MAX);
        self.times.push(nanos);
        *match outcome.verdict {
            Verdict::Solved => &mut self.solved,
            Verdict::NoSolution => &mut self.no_solution,
            Verdict::StepLimited => &mut self.step_limited,
            Verdict::TimeLimited => &mut self.time_limited,
            Verdict::Invalid => &mut self.invalid,
        } += 1;
        self.placements += outcome.stats.placements;
        self.deductions += outcome.stats.deductions;
        self.dead_ends += outcome.stats.dead_ends;
        if self.worst.is_none_or(|(time, _, _)| outcome.time > time) {
            self.worst = Some((outcome.time, file, line));
        }
    }

    /// How many puzzles were counted.
    fn puzzles(&self) -> usize {
        self.times.len()
    }

    /// The median time (of the two middle ones, their mean); sorts the
    /// times in place rather than holding a second copy.
    fn median(&mut self) -> Duration {
        let times = &mut self.times;
        times.sort_unstable();
        let nanos = match times.len() {
            0 => 0,
            n if n % 2 == 1 => times[n / 2],
            n => ((u128::from(times[n / 2 - 1]) + u128::from(times[n / 2])) / 2) as u64,
        };
        Duration::from_nanos(nanos)
    }

    /// The bytes the tally holds, on the heap and in itself.
    #[cfg(test)]
    fn held_bytes(&self) -> usize {
        std::mem::size_of::<Self>() + self.times.capacity() * std::mem::size_of::<u64>()
    }
}

/// A run in progress: the puzzles read but not yet solved (at most
/// [`CHUNK`]), and the tally of those solved.
struct Bench<'a> {
    files: &'a [PathBuf],
    strategy: Strategy,
    limits: Limits,
    timer: Option<&'a Timer>,
    threads: usize,
    lang: Lang,
    progress: &'a ProgressBar,
    pending: Vec<Job>,
    tally: Tally,
    /// The wall-clock time spent solving (reading the files is not timed).
    elapsed: Duration,
}

impl Bench<'_> {
    /// Takes one puzzle; a full chunk is solved at once.
    fn push(&mut self, job: Job) {
        self.pending.push(job);
        if self.pending.len() >= CHUNK {
            self.flush();
        }
    }

    /// Solves the puzzles read so far, names each one not solved on
    /// standard error (in input order) and counts them all; their grids
    /// are dropped.
    fn flush(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        self.progress.inc_length(self.pending.len() as u64);
        let started = Instant::now();
        let outcomes = solve_all(
            &self.pending,
            self.strategy,
            self.limits,
            self.timer,
            self.threads,
            self.progress,
        );
        self.elapsed += started.elapsed();
        let words = self.lang.bench();
        for (job, outcome) in self.pending.drain(..).zip(&outcomes) {
            self.tally.add(job.file, job.line, outcome);
            let problem = match outcome.verdict {
                Verdict::Solved => continue,
                Verdict::NoSolution => words.no_solution,
                Verdict::StepLimited => words.step_limited,
                Verdict::TimeLimited => words.time_limited,
                Verdict::Invalid => words.wrong,
            };
            // Already shown safely: no second pass over the name.
            let name = shown_file(&self.files[job.file]);
            self.progress.suspend(|| {
                super::console::error_line(&format!("{name}:{}: {problem}", job.line));
            });
        }
    }
}

/// The figures of a run, as `--format json` writes them.
#[derive(Serialize)]
struct Figures {
    strategy: &'static str,
    /// Absent with `--no-time`.
    #[serde(flatten)]
    timing: Option<Timing>,
    puzzles: usize,
    solved: usize,
    no_solution: usize,
    /// Stopped at a limit before a solution: the step limit or the time limit.
    unfinished: usize,
    /// Of those, the puzzles stopped at the time limit.
    timed_out: usize,
    invalid: usize,
    skipped_lines: usize,
    placements_per_puzzle: f64,
    deductions_per_puzzle: f64,
    dead_ends_per_puzzle: f64,
}

/// What depends on the machine: the threads and the clock.
#[derive(Serialize)]
struct Timing {
    threads: usize,
    seconds: f64,
    puzzles_per_second: f64,
    median_us: f64,
    worst_us: f64,
    worst_at: Option<String>,
}

/// Runs `bench`.
pub fn run(mut args: BenchArgs) -> Result<u8, Failure> {
    // Settled first: a choice that does not fit the strategy is a usage
    // error before any file is read.
    args.strategy = args.choices.strategy(args.strategy)?;
    let lang = Lang::from_tag(&args.lang).unwrap_or_default();
    let words = lang.bench();
    // Standard input can be read once: a second `-` would find it empty.
    if args.files.iter().filter(|f| *f == Path::new("-")).count() > 1 {
        return Err(Failure::Misuse(super::misuse::Misuse::StdinTwice));
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let limits = Limits {
        max_solutions: Some(1),
        max_steps: args.max_steps,
        time_limit: args.time_limit,
    };
    let timer = clock::timer(args.time_limit);
    // Its length grows as the files are read: they are never held whole.
    let progress = ProgressBar::with_draw_target(Some(0), super::console::progress_target());
    progress
        .set_style(ProgressStyle::with_template(words.progress).expect("the template is valid"));
    let mut bench = Bench {
        files: &args.files,
        strategy: args.strategy,
        limits,
        timer: timer.as_ref(),
        threads,
        lang,
        progress: &progress,
        pending: Vec::with_capacity(CHUNK),
        tally: Tally::default(),
        elapsed: Duration::ZERO,
    };
    let read = read_jobs(&args.files, args.keep_going, lang, &mut bench);
    progress.finish_and_clear();
    let skipped = read?;
    let (mut tally, elapsed) = (bench.tally, bench.elapsed);
    // Nothing to time is a mistake (an empty file, the wrong file), not a
    // run that went well; every line skipped is reported as such below.
    if tally.puzzles() == 0 && skipped == 0 {
        let names: Vec<String> = args.files.iter().map(|f| shown_file(f)).collect();
        let files = names.join(words.files_separator);
        return Err(Failure::Worded(
            words.no_puzzle(vars::BenchNoPuzzle { files: &files }),
        ));
    }
    let figures = summarize(&args, &mut tally, skipped, threads, elapsed);
    let output = if args.format == ReportFormat::Json {
        serde_json::to_string_pretty(&figures).expect("figures serialize") + "\n"
    } else {
        text(&figures, lang)
    };
    write_stdout(&output)?;
    let all_good = figures.solved == figures.puzzles && skipped == 0;
    Ok(if all_good { 0 } else { 1 })
}

/// A puzzle file's name as a message or the report shows it: `<stdin>`
/// for `-`, any other name with its control characters, line breaks and
/// direction controls as code points (issue 22: the "worst" line printed
/// an escape sequence in a file name raw).
fn shown_file(path: &Path) -> String {
    if path == Path::new("-") {
        return "<stdin>".into();
    }
    crate::words::user_text::shown(&path.display().to_string()).into_owned()
}

/// Reads every puzzle line into `bench`, which solves them a chunk at a
/// time; the lines skipped. A malformed line is fatal, or reported and
/// skipped with `keep_going`; either way told in `lang`.
fn read_jobs(
    files: &[PathBuf],
    keep_going: bool,
    lang: Lang,
    bench: &mut Bench<'_>,
) -> Result<usize, Failure> {
    let words = lang.bench();
    let mut skipped = 0;
    for (file, path) in files.iter().enumerate() {
        let name = shown_file(path);
        let mut fatal = None;
        puzzle_lines::for_each_line(path, |line| match line {
            Line::Puzzle(line, grid) => {
                bench.push(Job { file, line, grid });
                true
            }
            Line::Bad(line, bad) => {
                let message = format!("{name}:{line}{}", bad.worded(lang));
                if !keep_going {
                    fatal = Some(Failure::Worded(
                        words.stopped_at_line(vars::BenchStoppedAtLine { line: &message }),
                    ));
                    return false;
                }
                let skipped_line = words.skipped_line(vars::BenchSkippedLine { line: &message });
                bench.progress.suspend(|| {
                    super::console::error_line(&super::terminal_safe(&skipped_line));
                });
                skipped += 1;
                true
            }
        })
        .map_err(|source| Failure::Read {
            path: name.clone(),
            source,
        })?;
        if let Some(failure) = fatal {
            return Err(failure);
        }
    }
    bench.flush();
    Ok(skipped)
}

/// Solves every job on `threads` threads; the outcomes come back in input order.
fn solve_all(
    jobs: &[Job],
    strategy: Strategy,
    limits: Limits,
    timer: Option<&Timer>,
    threads: usize,
    progress: &ProgressBar,
) -> Vec<Outcome> {
    // Small batches keep the threads busy to the end even when a few puzzles are hard.
    const BATCH: usize = 16;
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(jobs.len()));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let deadline = Arc::new(Deadline::new());
                let mut mine = Vec::new();
                loop {
                    let start = next.fetch_add(BATCH, Ordering::Relaxed);
                    if start >= jobs.len() {
                        break;
                    }
                    let end = (start + BATCH).min(jobs.len());
                    for (k, job) in jobs[start..end].iter().enumerate() {
                        let outcome = match timer {
                            Some(timer) => {
                                let _armed = timer.arm(&deadline);
                                solve_one(&job.grid, strategy, limits, Some(&deadline))
                            }
                            None => solve_one(&job.grid, strategy, limits, None),
                        };
                        mine.push((start + k, outcome));
                    }
                    progress.inc((end - start) as u64);
                }
                results
                    .lock()
                    .expect("no thread panics while holding it")
                    .extend(mine);
            });
        }
    });
    let mut results = results.into_inner().expect("no thread panicked");
    results.sort_unstable_by_key(|(index, _)| *index);
    results.into_iter().map(|(_, outcome)| outcome).collect()
}

fn solve_one(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
    deadline: Option<&Deadline>,
) -> Outcome {
    let started = Instant::now();
    let report = match deadline {
        Some(deadline) => solver::solve_until(grid, strategy, limits, deadline, &mut NoSink),
        None => solver::solve(grid, strategy, limits, &mut NoSink),
    };
    let time = started.elapsed();
    let verdict = match report.solutions.first() {
        Some(s) if s.is_valid_solution() && s.keeps_givens(grid) => Verdict::Solved,
        Some(_) => Verdict::Invalid,
        None if report.end == End::StepLimit => Verdict::StepLimited,
        None if report.end == End::TimeLimit => Verdict::TimeLimited,
        None => Verdict::NoSolution,
    };
    Outcome {
        time,
        stats: report.stats,
        verdict,
    }
}

fn summarize(
    args: &BenchArgs,
    tally: &mut Tally,
    skipped: usize,
    threads: usize,
    elapsed: Duration,
) -> Figures {
    let puzzles = tally.puzzles();
    let per_puzzle = |total: u64| total as f64 / puzzles.max(1) as f64;
    let seconds = elapsed.as_secs_f64();
    let timing = Timing {
        threads,
        seconds,
        puzzles_per_second: if seconds > 0.0 {
            puzzles as f64 / seconds
        } else {
            0.0
        },
        median_us: tally.median().as_secs_f64() * 1e6,
        worst_us: tally
            .worst
            .map_or(0.0, |(time, _, _)| time.as_secs_f64() * 1e6),
        worst_at: tally
            .worst
            .map(|(_, file, line)| format!("{}:{}", shown_file(&args.files[file]), line)),
    };
    Figures {
        strategy: args.strategy.name(),
        timing: (!args.no_time).then_some(timing),
        puzzles,
        solved: tally.solved,
        no_solution: tally.no_solution,
        unfinished: tally.step_limited + tally.time_limited,
        timed_out: tally.time_limited,
        invalid: tally.invalid,
        skipped_lines: skipped,
        placements_per_puzzle: per_puzzle(tally.placements),
        deductions_per_puzzle: per_puzzle(tally.deductions),
        dead_ends_per_puzzle: per_puzzle(tally.dead_ends),
    }
}

/// The report in `lang`'s words.
fn text(f: &Figures, lang: Lang) -> String {
    let w = lang.bench();
    let mut out = String::new();
    let timing = f.timing.as_ref().map_or(String::new(), |t| {
        w.timing(vars::BenchTiming {
            threads: t.threads as u64,
            seconds: &format_args!("{:.3}", t.seconds),
        })
    });
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    line(w.title(vars::BenchTitle {
        puzzles: f.puzzles as u64,
        strategy: &lang.strategy_named(f.strategy),
        timing: &timing,
    }));
    let unsolved = f.no_solution + f.unfinished + f.invalid;
    if unsolved == 0 {
        line(w.solved_all(vars::BenchSolvedAll { solved: &f.solved }));
    } else {
        let timed_out = if f.timed_out > 0 {
            w.timed_out(vars::BenchTimedOut { n: &f.timed_out })
        } else {
            String::new()
        };
        line(w.solved_some(vars::BenchSolvedSome {
            solved: &f.solved,
            puzzles: &f.puzzles,
            no_solution: &f.no_solution,
            unfinished: &f.unfinished,
            timed_out: &timed_out,
            wrong: &f.invalid,
        }));
    }
    if f.skipped_lines > 0 {
        line(w.skipped(vars::BenchSkipped {
            n: f.skipped_lines as u64,
        }));
    }
    if let Some(t) = &f.timing {
        line(w.per_second(vars::BenchPerSecond {
            n: &format_args!("{:.0}", t.puzzles_per_second),
        }));
        line(w.median(vars::BenchMedian {
            us: &format_args!("{:.1}", t.median_us),
        }));
        let at = t.worst_at.as_deref().map_or(String::new(), |at| {
            w.worst_at(vars::BenchWorstAt { at: &at })
        });
        line(w.worst(vars::BenchWorst {
            us: &format_args!("{:.1}", t.worst_us),
            at: &at,
        }));
    }
    line(w.per_puzzle(vars::BenchPerPuzzle {
        placements: &format_args!("{:.2}", f.placements_per_puzzle),
        deductions: &format_args!("{:.2}", f.deductions_per_puzzle),
        dead_ends: &format_args!("{:.2}", f.dead_ends_per_puzzle),
    }));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(micros: u64, verdict: Verdict) -> Outcome {
        Outcome {
            time: Duration::from_micros(micros),
            stats: Stats {
                placements: 2,
                ..Stats::default()
            },
            verdict,
        }
    }

    /// Issue 22, item 15: the tally keeps 8 bytes a puzzle (its time) and
    /// nothing else that grows: no grid, no outcome.
    #[test]
    fn the_tally_holds_a_number_a_puzzle_and_no_puzzle() {
        let mut tally = Tally::default();
        let n = 200_000;
        for i in 0..n {
            let verdict = if i % 10 == 0 {
                Verdict::StepLimited
            } else {
                Verdict::Solved
            };
            tally.add(0, i + 1, &outcome(1 + (i as u64 % 7), verdict));
        }
        assert_eq!(tally.puzzles(), n);
        let times = tally.times.capacity() * std::mem::size_of::<u64>();
        assert_eq!(tally.held_bytes(), std::mem::size_of::<Tally>() + times);
        // A vector's room is at most twice what it holds.
        assert!(times <= 2 * 8 * n, "{times} bytes for {n} puzzles");
        // A 9x9 grid alone takes more than the whole tally's share of it.
        assert!(std::mem::size_of::<Tally>() < 200);
        assert_eq!((tally.solved, tally.step_limited), (n - n / 10, n / 10));
        assert_eq!(tally.placements, 2 * n as u64);
    }

    #[test]
    fn the_tally_finds_the_median_and_the_first_slowest() {
        let mut tally = Tally::default();
        for (line, micros) in [(1, 5), (2, 9), (3, 1), (4, 9)] {
            tally.add(0, line, &outcome(micros, Verdict::Solved));
        }
        assert_eq!(tally.median(), Duration::from_micros(7));
        assert_eq!(tally.worst, Some((Duration::from_micros(9), 0, 2)));
        tally.add(1, 7, &outcome(2, Verdict::NoSolution));
        assert_eq!(tally.median(), Duration::from_micros(5));
        assert_eq!(Tally::default().median(), Duration::ZERO);
    }

    /// The run reads a chunk of puzzles, solves it and drops its grids: a
    /// file of several chunks never has more than one chunk in memory, and
    /// every puzzle is counted once, in order.
    #[test]
    fn a_run_holds_at_most_one_chunk_of_puzzles() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("many.txt");
        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
        let n = 2 * CHUNK + 5;
        std::fs::write(&path, line.repeat(n)).unwrap();
        let files = [path];
        let progress = ProgressBar::hidden();
        let mut bench = Bench {
            files: &files,
            strategy: Strategy::Singles,
            limits: Limits {
                max_solutions: Some(1),
                ..Limits::default()
            },
            timer: None,
            threads: 2,
            lang: Lang::En,
            progress: &progress,
            pending: Vec::with_capacity(CHUNK),
            tally: Tally::default(),
            elapsed: Duration::ZERO,
        };
        let mut most = 0;
        let skipped = puzzle_lines::for_each_line(&files[0], |read| {
            if let Line::Puzzle(line, grid) = read {
                bench.push(Job {
                    file: 0,
                    line,
                    grid,
                });
                most = most.max(bench.pending.len());
            }
            true
        });
        assert!(skipped.is_ok());
        assert!(most < CHUNK, "{most} puzzles held at once");
        assert_eq!(bench.tally.puzzles(), 2 * CHUNK);
        bench.flush();
        assert_eq!(bench.tally.puzzles(), n);
        assert!(bench.pending.is_empty() && bench.pending.capacity() < 2 * CHUNK);
        assert_eq!(bench.tally.solved, n);
    }

    #[test]
    fn every_language_has_a_progress_bar_indicatif_draws() {
        for lang in Lang::ALL {
            let template = lang.bench().progress;
            assert!(
                ProgressStyle::with_template(template).is_ok(),
                "{}: {template}",
                lang.tag()
            );
        }
    }
}
