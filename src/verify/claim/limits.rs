//! What a fault about the search's limits says, as facts: an event after
//! the trace closed, a step past the header's limit, a limit event the
//! header does not set or that miscounts the steps before it. Worded by
//! each catalog's [`crate::words::LimitWords`].

use crate::words::Lang;
use crate::words::vars;

/// What closed the trace: no event may follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closed {
    /// The step limit reached.
    StepLimit,
    /// The time limit reached.
    TimeLimit,
    /// The last solution the header asks for.
    LastSolution,
}

/// Which limit a limit event reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// The step limit.
    Step,
    /// The time limit.
    Time,
}

/// A fault about the limits, as facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitClaim {
    /// An event after the trace closed.
    AfterClose(Closed),
    /// A step past the header's `limit` of steps.
    PastStepLimit(u64),
    /// The step limit reached after `steps`, but the header sets `limit`.
    StepLimitMismatch {
        /// The steps the event gives.
        steps: u64,
        /// The header's limit, if any.
        limit: Option<u64>,
    },
    /// The time limit reached, but the header sets none.
    NoTimeLimit,
    /// A limit event that says `steps` came before it, where `before` did.
    StepsBefore {
        /// The limit.
        limit: Limit,
        /// The steps the event gives.
        steps: u64,
        /// The steps before it.
        before: u64,
    },
}

impl LimitClaim {
    /// What was found and what was expected, in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> (String, String) {
        let w = &lang.verify().faults.limits;
        match *self {
            LimitClaim::AfterClose(closed) => {
                let why = match closed {
                    Closed::StepLimit => w.closed_step,
                    Closed::TimeLimit => w.closed_time,
                    Closed::LastSolution => w.closed_solution,
                };
                (
                    w.after_close(vars::FaultsLimitsAfterClose { why: &why }),
                    w.after_close_expected.into(),
                )
            }
            LimitClaim::PastStepLimit(limit) => (
                w.past_step_limit(vars::FaultsLimitsPastStepLimit { limit: &limit }),
                w.past_step_limit_expected.into(),
            ),
            LimitClaim::StepLimitMismatch { steps, limit } => {
                let limit = match limit {
                    Some(n) => w.limit_of(vars::FaultsLimitsLimitOf { n: &n }),
                    None => w.no_step_limit.into(),
                };
                (
                    w.step_limit_mismatch(vars::FaultsLimitsStepLimitMismatch {
                        steps: &steps,
                        limit: &limit,
                    }),
                    w.step_limit_mismatch_expected.into(),
                )
            }
            LimitClaim::NoTimeLimit => (w.no_time_limit.into(), w.no_time_limit_expected.into()),
            LimitClaim::StepsBefore {
                limit,
                steps,
                before,
            } => {
                let found = match limit {
                    Limit::Step => w.steps_before_step(vars::FaultsLimitsStepsBeforeStep {
                        steps: &steps,
                        before: &before,
                    }),
                    Limit::Time => w.steps_before_time(vars::FaultsLimitsStepsBeforeTime {
                        steps: &steps,
                        before: &before,
                    }),
                };
                let before = before.to_string();
                (
                    found,
                    w.steps_before_expected(vars::FaultsLimitsStepsBeforeExpected {
                        before: &before,
                    }),
                )
            }
        }
    }
}
