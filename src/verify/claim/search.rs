//! What a fault in the search's own reasoning says, as facts: a dead end
//! where a digit still fits, a single that is not one, a retraction or an
//! undo out of turn, a constraint's options miscounted, a placement outside
//! the domain. Worded by each catalog's [`crate::words::SearchWords`].

use super::{Holds, holds_said};
use crate::grid::{Cell, DigitSet, Unit, digit_char};
use crate::trace::Subject;
use crate::words::vars;
use crate::words::{Lang, Notation};

/// A fault in a dead end, a deduction, a retraction, an undo or a chosen
/// constraint, as facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchClaim {
    /// A dead end at a cell whose domain still holds values.
    DeadEndDomain {
        /// The cell.
        cell: Cell,
        /// Its domain.
        domain: DigitSet,
    },
    /// A dead end at a cell that still has candidates.
    DeadEndCandidates {
        /// The cell.
        cell: Cell,
        /// Its candidates.
        candidates: DigitSet,
    },
    /// A dead end for a digit that still has a place in the unit.
    DeadEndUnit {
        /// The digit.
        digit: u8,
        /// The unit.
        unit: Unit,
        /// Its index, from 0.
        index: u8,
        /// The first place left.
        place: Cell,
    },
    /// A digit, about to be placed in a unit, that already stands there.
    DigitStands {
        /// The digit.
        digit: u8,
        /// The unit.
        unit: Unit,
        /// Its index, from 0.
        index: u8,
        /// The cell holding it.
        holder: Cell,
    },
    /// A naked single at a cell without exactly one candidate.
    NakedSingle {
        /// The cell.
        cell: Cell,
        /// Its candidates.
        candidates: DigitSet,
    },
    /// A hidden single that names no unit.
    HiddenNoUnit,
    /// A hidden single whose digit has another place in the unit.
    HiddenSingle {
        /// The cell deduced.
        cell: Cell,
        /// The digit.
        digit: u8,
        /// Another place for it.
        other: Cell,
        /// The unit named.
        unit: Unit,
    },
    /// A retraction at a cell that holds no deduction.
    NothingToRetract {
        /// The cell.
        cell: Cell,
        /// What it holds.
        holds: Holds,
    },
    /// A retraction of another digit than the one deduced.
    RetractsOther {
        /// The cell.
        cell: Cell,
        /// The digit retracted.
        digit: u8,
        /// The digit deduced there, and its step.
        deduced: (u8, u64),
    },
    /// A retraction while a placement made after the deduction stands.
    RetractsUnderGuess {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: u8,
        /// The placement standing: its cell, digit and step.
        later: (Cell, u8, u64),
    },
    /// An undo while a deduction made after the placement stands.
    UndoUnderDeduction {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: u8,
        /// The deduction standing: its cell, digit and step.
        later: (Cell, u8, u64),
    },
    /// A chosen constraint with the wrong number of options.
    ConstraintOptions {
        /// What the constraint is about.
        subject: Subject,
        /// The options the trace gives.
        options: u8,
        /// The ways to meet it now.
        ways: usize,
    },
    /// A placement of a value outside the cell's domain.
    OutsideDomain {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: u8,
        /// The domain.
        domain: DigitSet,
    },
}

impl SearchClaim {
    /// What was found and what was expected, in `lang`'s words, cells named
    /// in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> (String, String) {
        let w = &lang.verify().faults.search;
        let cell = |c: Cell| notation.cell(c);
        let digit = |d: u8| digit_char(d).to_string();
        let unit = |u: Unit| lang.phrases().unit(u);
        let set = |s: DigitSet| crate::verify::fault::digits(s);
        match *self {
            SearchClaim::DeadEndDomain { cell: c, domain } => (
                w.dead_end_domain(vars::FaultsSearchDeadEndDomain {
                    cell: &cell(c),
                    domain: &set(domain),
                }),
                w.dead_end_domain_expected.into(),
            ),
            SearchClaim::DeadEndCandidates {
                cell: c,
                candidates,
            } => (
                w.dead_end_candidates(vars::FaultsSearchDeadEndCandidates {
                    cell: &cell(c),
                    candidates: &set(candidates),
                }),
                w.dead_end_candidates_expected.into(),
            ),
            SearchClaim::DeadEndUnit {
                digit: d,
                unit: u,
                index,
                place,
            } => (
                w.dead_end_unit(vars::FaultsSearchDeadEndUnit {
                    digit: &digit(d),
                    unit: &lang.phrases().numbered_unit(u, index, notation),
                    place: &cell(place),
                }),
                w.dead_end_unit_expected.into(),
            ),
            SearchClaim::DigitStands {
                digit: d,
                unit: u,
                index,
                holder,
            } => (
                w.digit_stands(vars::FaultsSearchDigitStands {
                    digit: &digit(d),
                    unit: &lang.phrases().numbered_unit(u, index, notation),
                    holder: &cell(holder),
                }),
                w.digit_stands_expected.into(),
            ),
            SearchClaim::NakedSingle {
                cell: c,
                candidates,
            } => (
                w.naked_single(vars::FaultsSearchNakedSingle {
                    cell: &cell(c),
                    candidates: &set(candidates),
                }),
                w.naked_single_expected.into(),
            ),
            SearchClaim::HiddenNoUnit => {
                (w.hidden_no_unit.into(), w.hidden_no_unit_expected.into())
            }
            SearchClaim::HiddenSingle {
                cell: c,
                digit: d,
                other,
                unit: u,
            } => (
                w.hidden_single(vars::FaultsSearchHiddenSingle {
                    digit: &digit(d),
                    other: &cell(other),
                    unit: &unit(u),
                }),
                w.hidden_single_expected(vars::FaultsSearchHiddenSingleExpected {
                    cell: &cell(c),
                    unit: &unit(u),
                }),
            ),
            SearchClaim::NothingToRetract { cell: c, holds } => (
                w.nothing_to_retract(vars::FaultsSearchNothingToRetract {
                    cell: &cell(c),
                    holds: &holds_said(&lang.verify().faults, holds),
                }),
                w.nothing_to_retract_expected.into(),
            ),
            SearchClaim::RetractsOther {
                cell: c,
                digit: d,
                deduced: (deduced, step),
            } => (
                w.retracts_other(vars::FaultsSearchRetractsOther {
                    digit: &digit(d),
                    cell: &cell(c),
                    deduced: &digit(deduced),
                    step: &step,
                }),
                w.retracts_other_expected(vars::FaultsSearchRetractsOtherExpected {
                    deduced: &digit(deduced),
                }),
            ),
            SearchClaim::RetractsUnderGuess {
                cell: c,
                digit: d,
                later,
            } => (
                w.retracts_under_guess(vars::FaultsSearchRetractsUnderGuess {
                    cell: &cell(c),
                    digit: &digit(d),
                    later: &cell(later.0),
                    later_digit: &digit(later.1),
                    step: &later.2,
                }),
                w.retracts_under_guess_expected.into(),
            ),
            SearchClaim::UndoUnderDeduction {
                cell: c,
                digit: d,
                later,
            } => (
                w.undo_under_deduction(vars::FaultsSearchUndoUnderDeduction {
                    cell: &cell(c),
                    digit: &digit(d),
                    later: &cell(later.0),
                    later_digit: &digit(later.1),
                    step: &later.2,
                }),
                w.undo_under_deduction_expected.into(),
            ),
            SearchClaim::ConstraintOptions {
                subject,
                options,
                ways,
            } => {
                let what = match subject {
                    Subject::Cell(c) => {
                        w.constraint_cell(vars::FaultsSearchConstraintCell { cell: &cell(c) })
                    }
                    Subject::Unit {
                        digit: d,
                        unit: u,
                        index,
                    } => w.constraint_digit(vars::FaultsSearchConstraintDigit {
                        digit: &digit(d),
                        unit: &lang.phrases().numbered_unit(u, index, notation),
                    }),
                };
                let ways = ways.to_string();
                (
                    w.constraint_options(vars::FaultsSearchConstraintOptions {
                        what: &what,
                        options: u64::from(options),
                        ways: &ways,
                    }),
                    w.constraint_options_expected(vars::FaultsSearchConstraintOptionsExpected {
                        ways: &ways,
                    }),
                )
            }
            SearchClaim::OutsideDomain {
                cell: c,
                digit: d,
                domain,
            } => (
                w.outside_domain(vars::FaultsSearchOutsideDomain {
                    digit: &digit(d),
                    cell: &cell(c),
                    domain: &set(domain),
                }),
                w.outside_domain_expected.into(),
            ),
        }
    }
}
