//! What a fault in a candidate set, an exclusion reason or a rejection
//! says, as facts: the faults of `candidates_computed` and `rejected`, the
//! events a student's solver gets wrong most after placements. Worded by
//! each catalog's [`crate::words::CandidateWords`].

use crate::grid::{Cell, DigitSet, Unit, digit_char};
use crate::words::vars;
use crate::words::{Lang, Notation};

/// Why a claimed candidate set is not the board's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetWhy {
    /// A digit claimed that a peer holds.
    Held {
        /// The digit.
        digit: u8,
        /// The first peer holding it.
        peer: Cell,
        /// The unit the two share.
        unit: Unit,
    },
    /// A digit claimed past the puzzle's side (a 5 on a 4x4 board).
    OffBoard {
        /// The digit.
        digit: u8,
        /// The puzzle's side.
        side: u8,
    },
    /// A candidate left out that no peer holds.
    Missing(u8),
}

/// What is wrong with a reason (an exclusion's or a rejection's) that
/// names `peer` in `unit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReasonWrong {
    /// The right peer, the wrong unit: `first` is the first unit it shares
    /// with the cell; `shares`, whether the unit named holds both cells.
    WrongUnit {
        /// The unit searched first that holds both.
        first: Unit,
        /// Whether the unit named holds both cells too.
        shares: bool,
    },
    /// The peer is not in that unit of the cell.
    NotInUnit,
    /// The peer holds another digit (or nothing, 0).
    HoldsOther(u8),
    /// The peer holds the digit, but is not the first one searched.
    NotFirst,
}

/// A fault in a candidate set or a reason, as facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CandidateClaim {
    /// A candidate set that is not the board's.
    WrongSet {
        /// The cell.
        cell: Cell,
        /// The set the trace gives.
        claimed: DigitSet,
        /// The board's.
        truth: DigitSet,
        /// The first difference.
        why: SetWhy,
    },
    /// Exclusions not in ascending order of digit.
    OutOfOrder {
        /// The digit listed.
        digit: u8,
        /// The digit listed before it.
        after: u8,
    },
    /// A digit excluded that no peer holds.
    FalseExclusion {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: u8,
        /// The peer the exclusion names.
        peer: Cell,
    },
    /// An exclusion whose reason is wrong.
    Reason {
        /// The cell.
        cell: Cell,
        /// The digit excluded.
        digit: u8,
        /// The peer named.
        peer: Cell,
        /// The unit named.
        unit: Unit,
        /// What is wrong with it.
        wrong: ReasonWrong,
        /// The right reason: the first peer holding the digit, and the unit.
        truth: (Cell, Unit),
    },
    /// A digit neither among the candidates nor excluded.
    NotExcluded {
        /// The digit.
        digit: u8,
        /// The right reason: the first peer holding it, and the unit.
        truth: (Cell, Unit),
    },
    /// A rejection whose reason is wrong.
    Rejection {
        /// The cell.
        cell: Cell,
        /// The digit rejected.
        digit: u8,
        /// The peer named.
        peer: Cell,
        /// The unit named.
        unit: Unit,
        /// What is wrong with it.
        wrong: ReasonWrong,
        /// The right reason, or `None` when no peer holds the digit.
        first: Option<(Cell, Unit)>,
    },
}

impl CandidateClaim {
    /// What was found and what was expected, in `lang`'s words, cells named
    /// in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> (String, String) {
        let w = &lang.verify().faults.candidates;
        let cell = |c: Cell| notation.cell(c);
        let digit = |d: u8| digit_char(d).to_string();
        let unit = |u: Unit| lang.phrases().unit(u);
        let set = |s: DigitSet| crate::verify::fault::digits(s);
        // The right reason of an exclusion, as both faults of one expect it.
        let reason = |d: u8, (peer, u): (Cell, Unit)| {
            w.exclusion_expected(vars::FaultsCandidatesExclusionExpected {
                digit: &digit(d),
                peer: &cell(peer),
                unit: &unit(u),
            })
        };
        // Why a reason naming the right peer in the wrong unit is wrong.
        let wrong_unit = |c: Cell, peer: Cell, u: Unit, first: Unit, shares: bool| {
            if shares {
                w.wrong_unit_shared(vars::FaultsCandidatesWrongUnitShared {
                    peer: &cell(peer),
                    first: &unit(first),
                    cell: &cell(c),
                })
            } else {
                w.wrong_unit_apart(vars::FaultsCandidatesWrongUnitApart {
                    peer: &cell(peer),
                    unit: &unit(u),
                    cell: &cell(c),
                    first: &unit(first),
                })
            }
        };
        let held = |h: u8| {
            if h == 0 {
                w.holds_nothing.to_string()
            } else {
                w.holds_digit(vars::FaultsCandidatesHoldsDigit { digit: &digit(h) })
            }
        };
        // An exclusion reason that names `peer` in `u` wrongly, as `wrong` says.
        let exclusion = |c: Cell, d: u8, peer: Cell, u: Unit, wrong: ReasonWrong| {
            let (d, p, un) = (&digit(d), &cell(peer), &unit(u));
            match wrong {
                ReasonWrong::WrongUnit { first, shares } => {
                    w.exclusion_wrong_unit(vars::FaultsCandidatesExclusionWrongUnit {
                        digit: d,
                        peer: p,
                        unit: un,
                        why: &wrong_unit(c, peer, u, first, shares),
                    })
                }
                ReasonWrong::NotInUnit => {
                    w.exclusion_not_in_unit(vars::FaultsCandidatesExclusionNotInUnit {
                        digit: d,
                        peer: p,
                        unit: un,
                        cell: &cell(c),
                    })
                }
                ReasonWrong::HoldsOther(h) => {
                    w.exclusion_holds_other(vars::FaultsCandidatesExclusionHoldsOther {
                        digit: d,
                        peer: p,
                        unit: un,
                        held: &held(h),
                    })
                }
                ReasonWrong::NotFirst => {
                    w.exclusion_not_first(vars::FaultsCandidatesExclusionNotFirst {
                        digit: d,
                        peer: p,
                        unit: un,
                    })
                }
            }
        };
        // A rejection that names `peer` in `u` wrongly, as `wrong` says.
        let rejection = |c: Cell, d: u8, peer: Cell, u: Unit, wrong: ReasonWrong| {
            let (d, p, un, at) = (&digit(d), &cell(peer), &unit(u), &cell(c));
            match wrong {
                ReasonWrong::WrongUnit { first, shares } => {
                    w.rejection_wrong_unit(vars::FaultsCandidatesRejectionWrongUnit {
                        digit: d,
                        cell: at,
                        peer: p,
                        unit: un,
                        why: &wrong_unit(c, peer, u, first, shares),
                    })
                }
                ReasonWrong::NotInUnit => {
                    w.rejection_not_in_unit(vars::FaultsCandidatesRejectionNotInUnit {
                        peer: p,
                        unit: un,
                        cell: at,
                    })
                }
                ReasonWrong::HoldsOther(h) => {
                    w.rejection_holds_other(vars::FaultsCandidatesRejectionHoldsOther {
                        digit: d,
                        cell: at,
                        peer: p,
                        held: &held(h),
                    })
                }
                ReasonWrong::NotFirst => {
                    w.rejection_not_first(vars::FaultsCandidatesRejectionNotFirst {
                        digit: d,
                        cell: at,
                        peer: p,
                        unit: un,
                    })
                }
            }
        };
        match *self {
            CandidateClaim::WrongSet {
                cell: c,
                claimed,
                truth,
                why,
            } => {
                let why = match why {
                    SetWhy::Held {
                        digit: d,
                        peer,
                        unit: u,
                    } => w.set_held(vars::FaultsCandidatesSetHeld {
                        digit: &digit(d),
                        peer: &cell(peer),
                        unit: &unit(u),
                    }),
                    SetWhy::OffBoard { digit: d, side } => {
                        w.set_off_board(vars::FaultsCandidatesSetOffBoard {
                            digit: &digit(d),
                            side: &side,
                            max: &digit(side),
                        })
                    }
                    SetWhy::Missing(d) => {
                        w.set_missing(vars::FaultsCandidatesSetMissing { digit: &digit(d) })
                    }
                };
                (
                    w.wrong_set(vars::FaultsCandidatesWrongSet {
                        claimed: &set(claimed),
                        cell: &cell(c),
                        why: &why,
                    }),
                    w.wrong_set_expected(vars::FaultsCandidatesWrongSetExpected {
                        candidates: &set(truth),
                    }),
                )
            }
            CandidateClaim::OutOfOrder { digit: d, after } => (
                w.out_of_order(vars::FaultsCandidatesOutOfOrder {
                    digit: &digit(d),
                    after: &digit(after),
                }),
                w.out_of_order_expected.into(),
            ),
            CandidateClaim::FalseExclusion {
                cell: c,
                digit: d,
                peer,
            } => (
                w.false_exclusion(vars::FaultsCandidatesFalseExclusion {
                    digit: &digit(d),
                    peer: &cell(peer),
                    cell: &cell(c),
                }),
                w.false_exclusion_expected(vars::FaultsCandidatesFalseExclusionExpected {
                    digit: &digit(d),
                }),
            ),
            CandidateClaim::Reason {
                cell: c,
                digit: d,
                peer,
                unit: u,
                wrong,
                truth,
            } => {
                let found = exclusion(c, d, peer, u, wrong);
                (found, reason(d, truth))
            }
            CandidateClaim::NotExcluded { digit: d, truth } => (
                w.not_excluded(vars::FaultsCandidatesNotExcluded { digit: &digit(d) }),
                reason(d, truth),
            ),
            CandidateClaim::Rejection {
                cell: c,
                digit: d,
                peer,
                unit: u,
                wrong,
                first,
            } => {
                let found = rejection(c, d, peer, u, wrong);
                let expected = match first {
                    Some((p, fu)) => {
                        w.rejection_expected(vars::FaultsCandidatesRejectionExpected {
                            digit: &digit(d),
                            peer: &cell(p),
                            unit: &unit(fu),
                        })
                    }
                    None => {
                        w.rejection_none_expected(vars::FaultsCandidatesRejectionNoneExpected {
                            digit: &digit(d),
                            cell: &cell(c),
                        })
                    }
                };
                (found, expected)
            }
        }
    }
}
