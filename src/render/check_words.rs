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
}
