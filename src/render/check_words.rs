//! The words of `check`'s text summary, per language.

use serde::Serialize;

/// `check`'s summary in one language; each field's holes are named in its
/// comment.
#[derive(Debug, Serialize)]
pub struct CheckWords {
    /// The first line: `{size}`, `{box}` (as `3x3`), `{givens}`, `{empty}`.
    pub well_formed: &'static str,
    /// No solution.
    pub none: &'static str,
    /// Undecided: the step limit came first.
    pub undecided_steps: &'static str,
    /// Undecided: the time limit came first.
    pub undecided_time: &'static str,
    /// One solution, shown under it.
    pub unique: &'static str,
    /// Two solutions, shown under it: `{cell}`, `{a}` and `{b}` (its digit
    /// in each).
    pub several: &'static str,
    /// The last line, what the search did: `{time}` (`searched_time`, or
    /// nothing with `--no-time`), `{strategy}`, `{engine}`, then the
    /// counters each worded by the fields below.
    pub searched: &'static str,
    /// The time in `searched`: `{us}`, microseconds.
    pub searched_time: &'static str,
    /// One placement: `{n}`.
    pub placement: &'static str,
    /// Several (or no) placements: `{n}`.
    pub placements: &'static str,
    /// One deduction: `{n}`.
    pub deduction: &'static str,
    /// Several (or no) deductions: `{n}`.
    pub deductions: &'static str,
    /// One dead end: `{n}`.
    pub dead_end: &'static str,
    /// Several (or no) dead ends: `{n}`.
    pub dead_ends: &'static str,
}
