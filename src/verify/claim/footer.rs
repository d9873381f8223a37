//! What a fault in the footer's `end` says, as facts: an end the last
//! event contradicts, an exhausted search with a placement or deduction
//! left standing, a limit's end with no limit reached. Worded by each
//! catalog's [`crate::words::EndWords`]; the ends themselves keep their
//! wire names, what the student writes in the trace.

use crate::grid::{Cell, digit_char};
use crate::trace::End;
use crate::words::vars;
use crate::words::{Lang, Notation};

/// A fault in the footer's `end`, as facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndClaim {
    /// The footer says `end`, the last event makes it `implied`.
    Implied {
        /// The end the footer gives.
        end: End,
        /// The end the last event makes it.
        implied: End,
    },
    /// `exhausted`, but a placement (its cell, digit and step) stands.
    NotUndone(Cell, u8, u64),
    /// `exhausted`, but a deduction (its cell, digit and step) stands.
    NotRetracted(Cell, u8, u64),
    /// A limit's end (or the solutions asked for) the trace does not reach.
    NoReason(End),
}

impl EndClaim {
    /// What was found and what was expected, in `lang`'s words, cells named
    /// in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> (String, String) {
        let faults = &lang.verify().faults;
        let w = &faults.ends;
        let (found, expected) = match *self {
            EndClaim::Implied { end, implied } => (
                w.implied(vars::FaultsEndsImplied {
                    end: &end.name(),
                    implied: &implied.name(),
                }),
                w.implied_expected(vars::FaultsEndsImpliedExpected {
                    implied: &implied.name(),
                }),
            ),
            EndClaim::NotUndone(cell, digit, step) => (
                w.not_undone(vars::FaultsEndsNotUndone {
                    cell: &notation.cell(cell),
                    digit: &digit_char(digit),
                    step: &step,
                }),
                w.not_undone_expected.into(),
            ),
            EndClaim::NotRetracted(cell, digit, step) => (
                w.not_retracted(vars::FaultsEndsNotRetracted {
                    cell: &notation.cell(cell),
                    digit: &digit_char(digit),
                    step: &step,
                }),
                w.not_retracted_expected.into(),
            ),
            EndClaim::NoReason(end) => {
                // The limit events by their wire names, in every language.
                let what = match end {
                    End::StepLimit => "step_limit_reached",
                    End::TimeLimit => "time_limit_reached",
                    End::PlacementLimit => w.no_placement_limit,
                    _ => w.last_solution,
                };
                (
                    w.no_reason(vars::FaultsEndsNoReason {
                        end: &end.name(),
                        what: &what,
                    }),
                    w.no_reason_expected.into(),
                )
            }
        };
        (
            faults.footer(vars::FaultsFooter { found: &found }),
            expected,
        )
    }
}
