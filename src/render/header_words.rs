//! The words of the header's faults that the reader's own words do not
//! already say ([`crate::verify::HeaderClaim`]); each field's holes are
//! named in its comment. An unknown `schema_version` and the `header:`
//! frame are worded by the catalog's read errors.

use serde::Serialize;

/// The header faults' words in one language.
#[derive(Debug, Serialize)]
pub struct HeaderWords {
    /// The `{size}` does not match the `{shape}` box (`{side}` digits).
    pub size_mismatch: &'static str,
    /// Expected: the size the box's rows times its columns.
    pub size_mismatch_expected: &'static str,
    /// The `{givens}` are not a `{side}`x`{side}` grid.
    pub givens_not_grid: &'static str,
    /// Expected: `{cells}` characters, row by row, `.` for an empty cell,
    /// digits up to `{max}`.
    pub givens_not_grid_expected: &'static str,
}
