//! What a fault in the textbook's prunings says, as facts: a pruning
//! false, out of turn or under a strategy that makes none, inference
//! stopped short, a wipeout the search walks past. Worded by each
//! catalog's [`crate::words::TextbookWords`].

use super::{Holds, holds_said};
use crate::grid::{Cell, DigitSet, digit_char};
use crate::trace::{PruneReason, ValueCost};
use crate::words::vars;
use crate::words::{Lang, Notation};

/// A pruning: `digit` from `cell`, by `by` for `reason`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pruning {
    /// The cell pruned.
    pub cell: Cell,
    /// The digit.
    pub digit: u8,
    /// The cell that prunes it.
    pub by: Cell,
    /// Why.
    pub reason: PruneReason,
}

/// A fault in a pruning or its completeness, as facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextbookClaim {
    /// A domain wiped out, but the next event is not its dead end.
    Wiped(Cell),
    /// An event while a pruning is due.
    StopsShort(Pruning),
    /// A pruning under a strategy that makes no inference.
    NoInference(String),
    /// A one-value pruning under forward checking.
    OnlyForward(String),
    /// A pruning of a cell not a peer of `by`.
    NotPeer(Pruning),
    /// A pruning of a digit not in the cell's domain.
    NotInDomain(Pruning, DigitSet),
    /// A forward-checking pruning by a cell that does not hold the digit.
    ByNotPlaced(Pruning, Holds),
    /// A one-value pruning by a cell whose domain is not the digit alone.
    ByNotOneValue(Pruning, DigitSet, Holds),
    /// A pruning while another is due first.
    NotDueFirst(Pruning, Pruning),
    /// A pruning while none is due.
    NoneDue(Pruning),
    /// An order of values under a strategy that does not order by LCV.
    NoLcv(String),
    /// An order of values at `cell`, wrong: `wrong` says how; `truth` is
    /// the order due, of the `domain`.
    WrongOrder {
        /// The cell.
        cell: Cell,
        /// What is wrong.
        wrong: OrderWrong,
        /// The order due.
        truth: Vec<ValueCost>,
        /// The cell's domain.
        domain: DigitSet,
    },
    /// A conflict set or backjump under a strategy that does not backjump.
    NoBackjump(Backjumping, String),
    /// A conflict set listing a depth out of order.
    ListOutOfOrder(u32),
    /// A conflict set naming a cell at a depth where another guess stands:
    /// the cell and depth named, the cell and digit standing there.
    ListWrongCell(Listed, (Cell, u8)),
    /// A conflict set naming a depth where no guess stands: the depth and
    /// the guesses standing.
    ListNotStanding(u32, usize),
    /// A conflict set not right after its cell's dead end.
    NotAfterDeadEnd(Cell),
    /// A conflict set of `cell` wrong: it misses a guess (with the digit it
    /// excludes) or lists one excluding none; `truth` the set due, `base`
    /// the cell's candidates among the givens.
    ConflictSet {
        /// The cell.
        cell: Cell,
        /// The guess missed, with its digit, or listed wrongly.
        wrong: (Listed, Option<u8>),
        /// The set due.
        truth: Vec<Listed>,
        /// The cell's candidates among the givens.
        base: DigitSet,
        /// The rule the set is due by.
        rule: ConflictRule,
    },
}

/// The textbook's kind a strategy without backjumping does not write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backjumping {
    /// A conflict set.
    ConflictSet,
    /// A backjump.
    Backjump,
}

/// A guess of a conflict set: its cell and depth.
pub type Listed = (Cell, u32);

/// Which rule makes a cell's own conflict set: the messages choose their
/// words by it (`{ $rule -> [pruned] … }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConflictRule {
    /// CBJ's: for each digit of the cell's candidates among the givens, the
    /// earliest guess excluding it.
    Blamed,
    /// FC-CBJ's: the guesses whose forward checking pruned the cell's
    /// domain.
    Pruned,
}

impl ConflictRule {
    /// The word the messages select by.
    pub fn word(self) -> &'static str {
        match self {
            ConflictRule::Blamed => "blamed",
            ConflictRule::Pruned => "pruned",
        }
    }
}

/// What is wrong in an order of values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OrderWrong {
    /// A value not in the domain.
    NotInDomain(u8),
    /// A value whose count is not its empty peers holding it: the digit,
    /// the count given and the count true.
    Count(u8, u8, u8),
    /// The right values and counts in the wrong order.
    Order(Vec<ValueCost>),
}

impl TextbookClaim {
    /// What was found and what was expected, in `lang`'s words, cells named
    /// in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> (String, String) {
        let w = &lang.verify().faults.textbook;
        let cell = |c: Cell| notation.cell(c);
        let digit = |d: u8| digit_char(d).to_string();
        let set = |s: DigitSet| crate::verify::fault::digits(s);
        let holds = |h: Holds| holds_said(&lang.verify().faults, h);
        let due = |p: Pruning| {
            let (by, d) = (&cell(p.by), &digit(p.digit));
            let why = match p.reason {
                PruneReason::Placed => w.why_placed(vars::FaultsTextbookWhyPlaced { by, digit: d }),
                PruneReason::OneValue => {
                    w.why_one_value(vars::FaultsTextbookWhyOneValue { by, digit: d })
                }
            };
            w.due(vars::FaultsTextbookDue {
                digit: d,
                cell: &cell(p.cell),
                by,
                why: &why,
            })
        };
        // A pruning's digit, cell and the cell it is due to, as named.
        let named = |p: Pruning| (digit(p.digit), cell(p.cell), cell(p.by));
        match self {
            TextbookClaim::Wiped(c) => (
                w.wiped(vars::FaultsTextbookWiped { cell: &cell(*c) }),
                w.wiped_expected(vars::FaultsTextbookWipedExpected { cell: &cell(*c) }),
            ),
            TextbookClaim::StopsShort(p) => {
                let (d, c, _) = named(*p);
                let found = w.stops_short(vars::FaultsTextbookStopsShort {
                    cell: &c,
                    digit: &d,
                });
                (found, due(*p))
            }
            TextbookClaim::NoInference(strategy) => (
                w.no_inference(vars::FaultsTextbookNoInference {
                    strategy: &strategy,
                }),
                w.no_inference_expected.into(),
            ),
            TextbookClaim::OnlyForward(strategy) => (
                w.only_forward(vars::FaultsTextbookOnlyForward {
                    strategy: &strategy,
                }),
                w.only_forward_expected.into(),
            ),
            TextbookClaim::NotPeer(p) => {
                let (_, c, by) = named(*p);
                (
                    w.not_peer(vars::FaultsTextbookNotPeer { cell: &c, by: &by }),
                    w.not_peer_expected.into(),
                )
            }
            TextbookClaim::NotInDomain(p, domain) => {
                let (d, c, _) = named(*p);
                let found = w.not_in_domain(vars::FaultsTextbookNotInDomain {
                    digit: &d,
                    cell: &c,
                    domain: &set(*domain),
                });
                (found, w.not_in_domain_expected.into())
            }
            TextbookClaim::ByNotPlaced(p, h) => {
                let (d, _, by) = named(*p);
                let found = w.by_not_placed(vars::FaultsTextbookByNotPlaced {
                    by: &by,
                    digit: &d,
                    holds: &holds(*h),
                });
                let expected =
                    w.by_not_placed_expected(vars::FaultsTextbookByNotPlacedExpected { digit: &d });
                (found, expected)
            }
            TextbookClaim::ByNotOneValue(p, domain, h) => {
                let (d, _, by) = named(*p);
                let found = w.by_not_one_value(vars::FaultsTextbookByNotOneValue {
                    by: &by,
                    digit: &d,
                    domain: &set(*domain),
                    holds: &holds(*h),
                });
                let expected =
                    w.by_not_one_value_expected(vars::FaultsTextbookByNotOneValueExpected {
                        digit: &d,
                    });
                (found, expected)
            }
            TextbookClaim::NotDueFirst(p, first) => {
                let (d, c, by) = named(*p);
                let found = w.not_due_first(vars::FaultsTextbookNotDueFirst {
                    digit: &d,
                    cell: &c,
                    by: &by,
                    due_digit: &digit(first.digit),
                    due_cell: &cell(first.cell),
                });
                (found, due(*first))
            }
            TextbookClaim::NoneDue(p) => {
                let (d, c, by) = named(*p);
                let found = w.none_due(vars::FaultsTextbookNoneDue {
                    digit: &d,
                    cell: &c,
                    by: &by,
                });
                (found, w.none_due_expected.into())
            }
            TextbookClaim::NoBackjump(what, strategy) => {
                let what = match what {
                    Backjumping::ConflictSet => w.what_conflict_set,
                    Backjumping::Backjump => w.what_backjump,
                };
                (
                    w.no_backjump(vars::FaultsTextbookNoBackjump {
                        what: &what,
                        strategy: &strategy,
                    }),
                    w.no_backjump_expected(vars::FaultsTextbookNoBackjumpExpected { what: &what }),
                )
            }
            TextbookClaim::ListOutOfOrder(depth) => (
                w.list_out_of_order(vars::FaultsTextbookListOutOfOrder { depth: &depth }),
                w.list_out_of_order_expected.into(),
            ),
            TextbookClaim::ListWrongCell((c, depth), (s, d)) => (
                w.list_wrong_cell(vars::FaultsTextbookListWrongCell {
                    cell: &cell(*c),
                    depth: &depth,
                    standing: &cell(*s),
                    digit: &digit(*d),
                }),
                w.list_wrong_cell_expected.into(),
            ),
            TextbookClaim::ListNotStanding(depth, standing) => (
                w.list_not_standing(vars::FaultsTextbookListNotStanding {
                    depth,
                    standing: *standing as u64,
                }),
                w.list_not_standing_expected.into(),
            ),
            TextbookClaim::NotAfterDeadEnd(c) => (
                w.not_after_dead_end(vars::FaultsTextbookNotAfterDeadEnd { cell: &cell(*c) }),
                w.not_after_dead_end_expected(vars::FaultsTextbookNotAfterDeadEndExpected {
                    cell: &cell(*c),
                }),
            ),
            TextbookClaim::ConflictSet {
                cell: c,
                wrong: ((g, depth), excluded),
                truth,
                base,
                rule,
            } => {
                let guess = |(g, depth): Listed| {
                    lang.textbook().guess_at_depth(vars::TextbookGuessAtDepth {
                        cell: &cell(g),
                        depth: &depth,
                    })
                };
                let list: Vec<String> = truth.iter().map(|&g| guess(g)).collect();
                let expected = w.conflicts_expected(vars::FaultsTextbookConflictsExpected {
                    conflicts: &format!("[{}]", list.join(w.value_separator)),
                    cell: &cell(*c),
                    base: &set(*base),
                    rule: &rule.word(),
                });
                let found = match excluded {
                    Some(d) => w.conflicts_miss(vars::FaultsTextbookConflictsMiss {
                        guess: &guess((*g, *depth)),
                        digit: &digit(*d),
                        rule: &rule.word(),
                    }),
                    None => w.conflicts_extra(vars::FaultsTextbookConflictsExtra {
                        guess: &guess((*g, *depth)),
                        cell: &cell(*c),
                        rule: &rule.word(),
                    }),
                };
                (found, expected)
            }
            TextbookClaim::NoLcv(strategy) => (
                w.no_lcv(vars::FaultsTextbookNoLcv {
                    strategy: &strategy,
                }),
                w.no_lcv_expected.into(),
            ),
            TextbookClaim::WrongOrder {
                cell: c,
                wrong,
                truth,
                domain,
            } => {
                let listed = |vs: &[ValueCost]| {
                    vs.iter()
                        .map(|v| {
                            w.value_count(vars::FaultsTextbookValueCount {
                                digit: &digit(v.digit),
                                removes: &v.removes,
                            })
                        })
                        .collect::<Vec<_>>()
                        .join(w.value_separator)
                };
                let found = match wrong {
                    OrderWrong::NotInDomain(d) => {
                        w.value_not_in_domain(vars::FaultsTextbookValueNotInDomain {
                            digit: &digit(*d),
                            cell: &cell(*c),
                            domain: &set(*domain),
                        })
                    }
                    OrderWrong::Count(d, said, count) => {
                        w.value_count_wrong(vars::FaultsTextbookValueCountWrong {
                            digit: &digit(*d),
                            said,
                            count: u64::from(*count),
                            cell: &cell(*c),
                        })
                    }
                    OrderWrong::Order(given) => {
                        w.value_order_wrong(vars::FaultsTextbookValueOrderWrong {
                            values: &listed(given),
                        })
                    }
                };
                let expected = w.values_expected(vars::FaultsTextbookValuesExpected {
                    values: &listed(truth),
                    domain: &set(*domain),
                });
                (found, expected)
            }
        }
    }
}
