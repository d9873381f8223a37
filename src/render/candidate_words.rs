//! The words of the faults in candidate sets, exclusion reasons and
//! rejections ([`crate::verify::CandidateClaim`]); each field's holes are
//! named in its comment.

use serde::Serialize;

/// The candidate faults' words in one language.
#[derive(Debug, Serialize)]
pub struct CandidateWords {
    /// A false candidate set: `{claimed}` for `{cell}`; `{why}`.
    pub wrong_set: &'static str,
    /// Why: `{digit}` is no candidate, `{peer}` in the same `{unit}` holds it.
    pub set_held: &'static str,
    /// Why: `{digit}` is past a `{side}`x`{side}` puzzle's digits 1-`{max}`.
    pub set_off_board: &'static str,
    /// Why: `{digit}` is missing, no peer holds it.
    pub set_missing: &'static str,
    /// Expected: the `{candidates}`.
    pub wrong_set_expected: &'static str,
    /// Exclusions out of order: `{digit}` after `{after}`.
    pub out_of_order: &'static str,
    /// Expected: each excluded digit once, ascending.
    pub out_of_order_expected: &'static str,
    /// `{digit}` excluded by `{peer}`, but no peer of `{cell}` holds it.
    pub false_exclusion: &'static str,
    /// Expected: `{digit}` among the candidates.
    pub false_exclusion_expected: &'static str,
    /// An exclusion naming the wrong unit: `{digit}`, `{peer}`, `{unit}`,
    /// `{why}` (a `wrong_unit_*`).
    pub exclusion_wrong_unit: &'static str,
    /// `{digit}` excluded by `{peer}`, not in the `{unit}` of `{cell}`.
    pub exclusion_not_in_unit: &'static str,
    /// `{digit}` excluded by `{peer}` in the `{unit}`, but `{peer}`
    /// `{held}` (`holds_nothing` or `holds_digit`).
    pub exclusion_holds_other: &'static str,
    /// `{digit}` excluded by `{peer}` in the `{unit}`, not the first peer.
    pub exclusion_not_first: &'static str,
    /// Expected: `{digit}` excluded by `{peer}` in the `{unit}`, the first
    /// peer holding it.
    pub exclusion_expected: &'static str,
    /// `{digit}` is neither a candidate nor excluded.
    pub not_excluded: &'static str,
    /// A rejection naming the wrong unit: `{digit}` at `{cell}`, `{peer}`,
    /// `{unit}`, `{why}`.
    pub rejection_wrong_unit: &'static str,
    /// A rejection by `{peer}`, not in the `{unit}` of `{cell}`.
    pub rejection_not_in_unit: &'static str,
    /// A rejection of `{digit}` at `{cell}`, but `{peer}` `{held}`
    /// (`holds_nothing` or `holds_digit`).
    pub rejection_holds_other: &'static str,
    /// `{digit}` at `{cell}` refused because of `{peer}` in the `{unit}`,
    /// not the first peer.
    pub rejection_not_first: &'static str,
    /// Expected: `{digit}` refused because of `{peer}` in the `{unit}`.
    pub rejection_expected: &'static str,
    /// Expected: no rejection, `{digit}` fits `{cell}`.
    pub rejection_none_expected: &'static str,
    /// Why the unit is wrong: `{peer}` shares the `{first}` with `{cell}`,
    /// searched first.
    pub wrong_unit_shared: &'static str,
    /// Why the unit is wrong: `{peer}` is not in the `{unit}` of `{cell}`;
    /// they share the `{first}`.
    pub wrong_unit_apart: &'static str,
    /// What an empty peer holds, in `{held}`.
    pub holds_nothing: &'static str,
    /// What a peer holding `{digit}` holds, in `{held}`.
    pub holds_digit: &'static str,
}
