//! The words of the faults in solutions ([`crate::verify::SolutionClaim`]);
//! each field's holes are named in its comment.

use serde::Serialize;

/// The solution faults' words in one language.
#[derive(Debug, Serialize)]
pub struct SolutionWords {
    /// A solution while `{cell}` is empty (`{filled}` of `{cells}` filled).
    pub unfilled: &'static str,
    /// Expected: a solution only when every cell is filled.
    pub unfilled_expected: &'static str,
    /// An invalid solution: `{a}` and `{b}` both hold `{digit}` in the
    /// `{unit}`.
    pub clash: &'static str,
    /// Expected: each digit once in every unit.
    pub clash_expected: &'static str,
    /// A wrong solution: `{what}` (a `grid_*`).
    pub wrong_grid: &'static str,
    /// The grid has `{len}` characters, not `{cells}`.
    pub grid_length: &'static str,
    /// The grid has `{found}` at `{cell}`, where the board holds `{held}`.
    pub grid_differs: &'static str,
    /// The grid changes the given `{given}` at `{cell}` to `{found}`.
    pub grid_changes_given: &'static str,
    /// Expected: the board the events built, `{line}`.
    pub wrong_grid_expected: &'static str,
    /// Solution number `{number}`.
    pub number: &'static str,
    /// Expected: number `{want}`, numbered in order.
    pub number_expected: &'static str,
    /// Solution `{number}` is not the document's `solutions[{k}]`.
    pub not_listed: &'static str,
    /// The document lists `{listed}` solutions, the events find `{found}`.
    pub list_length: &'static str,
    /// Expected: the `solutions` list to hold every solved grid, in order.
    pub list_expected: &'static str,
}
