//! The words of the faults about the search's limits
//! ([`crate::verify::LimitClaim`]); each field's holes are named in its
//! comment. Field names of the trace (`options.max_steps`) keep their
//! names in every language.

use serde::Serialize;

/// The limit faults' words in one language.
#[derive(Debug, Serialize)]
pub struct LimitWords {
    /// An event after `{why}` (a `closed_*`).
    pub after_close: &'static str,
    /// `{why}`: the step limit.
    pub closed_step: &'static str,
    /// `{why}`: the time limit.
    pub closed_time: &'static str,
    /// `{why}`: the last solution the header asks for.
    pub closed_solution: &'static str,
    /// Expected: the trace to end there.
    pub after_close_expected: &'static str,
    /// A step past the header's limit of `{limit}` steps.
    pub past_step_limit: &'static str,
    /// Expected: `step_limit_reached` at this step.
    pub past_step_limit_expected: &'static str,
    /// The step limit reached after `{steps}`, but the header sets
    /// `{limit}` (a `limit_of` or `no_step_limit`).
    pub step_limit_mismatch: &'static str,
    /// `{limit}`: a limit of `{n}` steps.
    pub limit_of: &'static str,
    /// `{limit}`: no step limit.
    pub no_step_limit: &'static str,
    /// Expected: the header's `options.max_steps`.
    pub step_limit_mismatch_expected: &'static str,
    /// The time limit reached, but the header sets none.
    pub no_time_limit: &'static str,
    /// Expected: a header with `options.time_limit`.
    pub no_time_limit_expected: &'static str,
    /// The step limit says `{steps}` came before it, but `{before}` did.
    pub steps_before_step: &'static str,
    /// The time limit says `{steps}` came before it, but `{before}` did.
    pub steps_before_time: &'static str,
    /// Expected: steps `{before}`.
    pub steps_before_expected: &'static str,
}
