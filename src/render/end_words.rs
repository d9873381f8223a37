//! The words of the faults in a footer's `end`
//! ([`crate::verify::EndClaim`]); each field's holes are named in its
//! comment. The ends keep their wire names in every language.

use serde::Serialize;

/// The end faults' words in one language.
#[derive(Debug, Serialize)]
pub struct EndWords {
    /// End `{end}`, but the last event makes it `{implied}`.
    pub implied: &'static str,
    /// Expected: end `{implied}`.
    pub implied_expected: &'static str,
    /// End `exhausted`, but `{cell}` = `{digit}` (step `{step}`) was never
    /// undone.
    pub not_undone: &'static str,
    /// Expected: every placement undone.
    pub not_undone_expected: &'static str,
    /// End `exhausted`, but `{cell}` = `{digit}` (step `{step}`) was never
    /// retracted.
    pub not_retracted: &'static str,
    /// Expected: every deduction retracted.
    pub not_retracted_expected: &'static str,
    /// End `{end}`, but the trace does not end at `{what}`.
    pub no_reason: &'static str,
    /// `{what}` for a placement limit: an event of one (there is none).
    pub no_placement_limit: &'static str,
    /// `{what}` for the solution limit: the last solution asked for.
    pub last_solution: &'static str,
    /// Expected: end `exhausted`, or `stopped`.
    pub no_reason_expected: &'static str,
}
