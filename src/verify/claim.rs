//! What a fault says, as facts, for the faults a student's solver makes
//! most (a filled cell placed again, a clash, a wrong depth, an undo out of
//! order, wrong counters, a wrong candidate set or reason, a false dead end
//! or deduction, a wrong choice, solution, end or limit, a faulty header, a pruning, an LCV order, a conflict set, a backjump, a
//! cell, digit or index off the puzzle): each catalog words them
//! ([`FaultWords`]). The claims of one kind of event live in a
//! file of their own under `claim/`, so that this match stays short. Every
//! fault the verifier finds has a claim; a [`super::Fault`] made without
//! one is told in English only, in [`super::Fault::found`] and
//! [`super::Fault::expected`], inside the language's frame.

mod backjump;
mod bounds;
mod candidates;
mod choice;
mod footer;
mod header;
mod limits;
mod search;
mod solution;
mod textbook;

/// Asserts that a fault told in `lang` holds none of the `english` words
/// outside its backquoted wire names (the unit tests of each claim).
#[cfg(test)]
fn assert_no_english(lang: Lang, (found, expected): (&str, &str), english: &[&str]) {
    let words: String = format!("{found} {expected}")
        .split('`')
        .step_by(2)
        .collect();
    for word in english {
        assert!(
            !words.contains(word),
            "{lang:?}: {word} in {found} / {expected}"
        );
    }
}

use std::fmt;

pub use backjump::{BackjumpClaim, OnPath, SetWrong};
pub use bounds::BoundsClaim;
pub use candidates::{CandidateClaim, ReasonWrong, SetWhy};
pub use choice::{Among, ChoiceClaim, Order};
pub use footer::EndClaim;
pub use header::HeaderClaim;
pub use limits::{Closed, Limit, LimitClaim};
pub use search::SearchClaim;
pub use solution::{GridWrong, SolutionClaim};
pub use textbook::{Backjumping, ConflictRule, Listed, OrderWrong, Pruning, TextbookClaim};

use crate::grid::{Cell, DigitSet, Unit, digit_char};
use crate::read::{Found, Wanted};
use crate::trace::CounterName;
use crate::words::vars;
use crate::words::{FaultWords, Lang, Notation};

/// What a cell holds, as a fault says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holds {
    /// Nothing.
    Empty,
    /// A given digit.
    Given(u8),
    /// A digit placed at a step.
    Placed(u8, u64),
    /// A digit deduced at a step.
    Deduced(u8, u64),
    /// A digit, neither given nor standing (never in a checked trace).
    Digit(u8),
}

/// Why an event's depth is the one expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepthWhy {
    /// The placements standing.
    Standing,
    /// The placements standing, this one included.
    StandingWithThis,
    /// The placements standing, deductions not counted.
    StandingNoDeductions,
    /// The depth of the deduction retracted.
    OfDeduction,
    /// The depth of the placement undone.
    OfPlacement,
}

/// A fault's facts, worded by each catalog.
#[derive(Clone, Debug, PartialEq, Eq)]
// Non-exhaustive: it grows with the tool; a user's `match` keeps compiling.
#[non_exhaustive]
pub enum Claim {
    /// A placement or deduction on a filled cell.
    NotEmpty {
        /// The cell.
        cell: Cell,
        /// What it holds.
        holds: Holds,
    },
    /// A placement (or a deduction) of a digit a peer holds.
    Clash {
        /// A deduction rather than a placement.
        deduction: bool,
        /// The digit.
        digit: u8,
        /// The cell.
        cell: Cell,
        /// The first peer holding the digit.
        peer: Cell,
        /// The unit the two share.
        unit: Unit,
        /// The cell's candidates.
        candidates: DigitSet,
    },
    /// An event at the wrong depth.
    WrongDepth {
        /// The depth the event gives.
        depth: u32,
        /// The depth expected.
        want: u32,
        /// Why that one.
        why: DepthWhy,
    },
    /// An undo while no placement stands.
    UndoNothing {
        /// The cell undone.
        cell: Cell,
        /// The digit undone.
        digit: u8,
    },
    /// An undo of another placement than the most recent one standing.
    UndoOutOfOrder {
        /// The cell undone.
        cell: Cell,
        /// The digit undone.
        digit: u8,
        /// The most recent placement standing: its cell, digit and step.
        top: (Cell, u8, u64),
    },
    /// A footer whose counters are not the events' count.
    WrongCounters(Vec<(CounterName, u64, u64)>),
    /// A record that cannot be read, partway through the trace: what was
    /// found (with its column, when known) and expected, as the reader
    /// says it.
    Read {
        /// What was found (boxed: a claim is returned by every rule, so it
        /// stays small).
        found: Box<Found>,
        /// Its column.
        column: Option<u64>,
        /// What was expected.
        expected: Box<Wanted>,
    },
    /// A wrong candidate set, exclusion reason or rejection.
    Candidates(CandidateClaim),
    /// A fault in a dead end, a deduction, a retraction, an undo or a
    /// chosen constraint.
    Search(SearchClaim),
    /// A fault in a solution or the document's list of them.
    Solution(SolutionClaim),
    /// A fault in the footer's `end`.
    End(EndClaim),
    /// A fault in a placement's `choice` or `of`.
    Choice(ChoiceClaim),
    /// A fault about the search's limits.
    Limit(LimitClaim),
    /// A fault in the header.
    Header(HeaderClaim),
    /// A fault in the textbook's prunings.
    Textbook(TextbookClaim),
    /// A fault in a backjump.
    Backjump(BackjumpClaim),
    /// A cell, digit or unit index off the puzzle.
    Bounds(BoundsClaim),
}

impl Claim {
    /// What was found and what was expected, in `lang`'s words, cells named
    /// in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> (String, String) {
        let w = &lang.verify().faults;
        let cell = |c: Cell| notation.cell(c);
        let digit = |d: u8| digit_char(d).to_string();
        match self {
            Claim::NotEmpty { cell: c, holds } => (
                w.not_empty(vars::FaultsNotEmpty {
                    cell: &cell(*c),
                    holds: &holds_said(w, *holds),
                }),
                w.not_empty_expected.into(),
            ),
            Claim::Clash {
                deduction,
                digit: d,
                cell: c,
                peer,
                unit,
                candidates,
            } => {
                let what = if *deduction {
                    w.false_deduction
                } else {
                    w.illegal_placement
                };
                let found = w.clash(vars::FaultsClash {
                    what: &what,
                    digit: &digit(*d),
                    cell: &cell(*c),
                    peer: &cell(*peer),
                    unit: &lang.phrases().unit(*unit),
                });
                let candidates = super::fault::digits(*candidates);
                (
                    found,
                    w.clash_expected(vars::FaultsClashExpected {
                        candidates: &candidates,
                    }),
                )
            }
            Claim::WrongDepth { depth, want, why } => {
                let why = match why {
                    DepthWhy::Standing => w.why_standing,
                    DepthWhy::StandingWithThis => w.why_standing_with_this,
                    DepthWhy::StandingNoDeductions => w.why_standing_no_deductions,
                    DepthWhy::OfDeduction => w.why_of_deduction,
                    DepthWhy::OfPlacement => w.why_of_placement,
                };
                (
                    w.wrong_depth(vars::FaultsWrongDepth { depth: &depth }),
                    w.wrong_depth_expected(vars::FaultsWrongDepthExpected {
                        want: &want,
                        why: &why,
                    }),
                )
            }
            Claim::UndoNothing { cell: c, digit: d } => (
                w.undo_nothing(vars::FaultsUndoNothing {
                    cell: &cell(*c),
                    digit: &digit(*d),
                }),
                w.undo_nothing_expected.into(),
            ),
            Claim::UndoOutOfOrder {
                cell: c,
                digit: d,
                top: (top, top_digit, step),
            } => {
                let (top, top_digit) = (cell(*top), digit(*top_digit));
                let found = w.undo_out_of_order(vars::FaultsUndoOutOfOrder {
                    cell: &cell(*c),
                    digit: &digit(*d),
                    top: &top,
                    top_digit: &top_digit,
                    step: &step,
                });
                let expected = w.undo_out_of_order_expected(vars::FaultsUndoOutOfOrderExpected {
                    top: &top,
                    top_digit: &top_digit,
                });
                (found, expected)
            }
            Claim::Read {
                found,
                column,
                expected,
            } => {
                let found = found.worded(lang);
                let found = match column {
                    Some(column) => lang.read_errors().column(vars::ReadColumn {
                        found: &found,
                        column: &column,
                    }),
                    None => found,
                };
                (found, expected.worded(lang))
            }
            Claim::Candidates(claim) => claim.worded(lang, notation),
            Claim::Search(claim) => claim.worded(lang, notation),
            Claim::Solution(claim) => claim.worded(lang, notation),
            Claim::End(claim) => claim.worded(lang, notation),
            Claim::Choice(claim) => claim.worded(lang, notation),
            Claim::Limit(claim) => claim.worded(lang),
            Claim::Header(claim) => claim.worded(lang),
            Claim::Textbook(claim) => claim.worded(lang, notation),
            Claim::Backjump(claim) => claim.worded(lang, notation),
            Claim::Bounds(claim) => claim.worded(lang),
            Claim::WrongCounters(wrong) => {
                // The counter in the language, and the footer's own key:
                // what the student fixes in the trace.
                let listed: Vec<String> = wrong
                    .iter()
                    .map(|(name, said, counted)| {
                        let (title, key) = (lang.counter_name(*name), name.name());
                        let counter = if title == key {
                            format!("`{key}`")
                        } else {
                            w.counter_named(vars::FaultsCounterNamed {
                                title: &title,
                                name: &key,
                            })
                        };
                        w.counter(vars::FaultsCounter {
                            counter: &counter,
                            said: &said,
                            counted: &counted,
                        })
                    })
                    .collect();
                let found = w.wrong_counters(vars::FaultsWrongCounters {
                    counters: &listed.join(w.counter_separator),
                });
                (
                    w.footer(vars::FaultsFooter { found: &found }),
                    w.wrong_counters_expected.into(),
                )
            }
        }
    }
}

/// What a cell holds, in `w`'s words.
fn holds_said(w: &FaultWords, holds: Holds) -> String {
    let d = |d: u8| digit_char(d).to_string();
    match holds {
        Holds::Empty => w.holds_empty.into(),
        Holds::Given(g) => w.holds_given(vars::FaultsHoldsGiven { digit: &d(g) }),
        Holds::Placed(p, step) => w.holds_placed(vars::FaultsHoldsPlaced {
            digit: &d(p),
            step: &step,
        }),
        Holds::Deduced(p, step) => w.holds_deduced(vars::FaultsHoldsDeduced {
            digit: &d(p),
            step: &step,
        }),
        Holds::Digit(p) => w.holds_digit(vars::FaultsHoldsDigit { digit: &d(p) }),
    }
}

/// In English, as the faults without a claim of their own say it.
impl fmt::Display for Holds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&holds_said(&Lang::En.verify().faults, *self))
    }
}
