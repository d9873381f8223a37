//! The words of the faults of a cell, digit or unit index off the puzzle
//! ([`crate::verify::BoundsClaim`]); each field's holes are named in its
//! comment.

use serde::Serialize;

/// The bounds faults' words in one language.
#[derive(Debug, Serialize)]
pub struct BoundsWords {
    /// The cell `[{row}, {col}]` is outside the `{side}`x`{side}` grid.
    pub cell: &'static str,
    /// Expected: a row and a column each from 0 to `{last}`.
    pub cell_expected: &'static str,
    /// `{digit}` in a `{side}`x`{side}` puzzle.
    pub digit: &'static str,
    /// Expected: a digit from 1 to `{side}`.
    pub digit_expected: &'static str,
    /// Unit index `{index}` in a `{side}`x`{side}` puzzle.
    pub unit_index: &'static str,
    /// Expected: an index from 0 to `{last}`.
    pub unit_index_expected: &'static str,
}
