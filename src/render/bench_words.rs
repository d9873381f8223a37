//! The words of `bench`'s report, per language: its summary, the verdict
//! on each puzzle it did not solve, and the lines of a puzzle file it
//! could not read. Each field's holes are named in its comment; the
//! summary's lines carry their own labels and padding, so that each
//! language aligns its own column.

use serde::Serialize;

/// `bench`'s words in one language.
#[derive(Debug, Serialize)]
pub struct BenchWords {
    /// The first line: `{puzzles}`, `{strategy}`, then `{timing}` (the
    /// `timing` field, or nothing with `--no-time`).
    pub title: &'static str,
    /// The run's threads and time in the first line: `{threads}`,
    /// `{seconds}`.
    pub timing: &'static str,
    /// Every puzzle solved: `{solved}`.
    pub solved_all: &'static str,
    /// Some puzzles not solved: `{solved}`, `{puzzles}`, `{no_solution}`,
    /// `{unfinished}`, `{timed_out}` (the `timed_out` field, or nothing),
    /// `{wrong}`.
    pub solved_some: &'static str,
    /// How many of the unfinished stopped at the time limit: `{n}`.
    pub timed_out: &'static str,
    /// Lines skipped with `--keep-going`: `{n}`.
    pub skipped: &'static str,
    /// Puzzles a second: `{n}`.
    pub per_second: &'static str,
    /// The median time: `{us}` (microseconds).
    pub median: &'static str,
    /// The worst time: `{us}`, `{at}` (the `worst_at` field, or nothing).
    pub worst: &'static str,
    /// Where the worst puzzle is: `{at}` (`FILE:LINE`).
    pub worst_at: &'static str,
    /// The counters per puzzle: `{placements}`, `{deductions}`,
    /// `{dead_ends}`.
    pub per_puzzle: &'static str,
    /// A puzzle without solution, after `FILE:LINE: `.
    pub no_solution: &'static str,
    /// A puzzle stopped at the step limit, after `FILE:LINE: `.
    pub step_limited: &'static str,
    /// A puzzle stopped at the time limit, after `FILE:LINE: `.
    pub time_limited: &'static str,
    /// A solution that breaks the rules or loses a given (a bug in a
    /// strategy), after `FILE:LINE: `.
    pub wrong: &'static str,
    /// A line that is no puzzle: `{what}` (the puzzle error's words) and
    /// `{expected}` (its `expected` frame).
    pub bad_line: &'static str,
    /// The note after a line's error (only the encoding's): `{note}`.
    pub bad_line_note: &'static str,
    /// A line longer than `{limit}` bytes.
    pub line_too_long: &'static str,
    /// A bad line reported and skipped with `--keep-going`: `{line}`
    /// (`FILE:LINE:COL: ` and what is wrong).
    pub skipped_line: &'static str,
    /// A bad line that stops the run: `{line}`, as in `skipped_line`.
    pub stopped_at_line: &'static str,
    /// Files with only blank or `#` lines: `{files}`.
    pub no_puzzle: &'static str,
    /// Between the files of `no_puzzle`.
    pub files_separator: &'static str,
    /// The progress bar on a terminal (`bench` and `generate`), an
    /// indicatif template: `{bar:40}`, `{pos}`, `{len}`, `{per_sec}`,
    /// `{eta}`.
    pub progress: &'static str,
}
