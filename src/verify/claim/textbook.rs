//! What a fault in the textbook's prunings says, as facts: a pruning
//! false, out of turn or under a strategy that makes none, inference
//! stopped short, a wipeout the search walks past. Worded by each
//! catalog's [`crate::words::TextbookWords`].

use super::{Holds, holds_said};
use crate::grid::{Cell, DigitSet, digit_char};
use crate::trace::{PruneReason, ValueCost};
use crate::words::fill;
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
            let why = match p.reason {
                PruneReason::Placed => w.why_placed,
                PruneReason::OneValue => w.why_one_value,
            };
            let why = fill(why, &[("by", &cell(p.by)), ("digit", &digit(p.digit))]);
            fill(
                w.due,
                &[
                    ("digit", &digit(p.digit)),
                    ("cell", &cell(p.cell)),
                    ("by", &cell(p.by)),
                    ("why", &why),
                ],
            )
        };
        let pruning = |template: &str, p: Pruning| {
            fill(
                template,
                &[
                    ("digit", &digit(p.digit)),
                    ("cell", &cell(p.cell)),
                    ("by", &cell(p.by)),
                ],
            )
        };
        match self {
            TextbookClaim::Wiped(c) => (
                fill(w.wiped, &[("cell", &cell(*c))]),
                fill(w.wiped_expected, &[("cell", &cell(*c))]),
            ),
            TextbookClaim::StopsShort(p) => (pruning(w.stops_short, *p), due(*p)),
            TextbookClaim::NoInference(strategy) => (
                fill(w.no_inference, &[("strategy", strategy)]),
                w.no_inference_expected.into(),
            ),
            TextbookClaim::OnlyForward(strategy) => (
                fill(w.only_forward, &[("strategy", strategy)]),
                w.only_forward_expected.into(),
            ),
            TextbookClaim::NotPeer(p) => (pruning(w.not_peer, *p), w.not_peer_expected.into()),
            TextbookClaim::NotInDomain(p, domain) => (
                fill(&pruning(w.not_in_domain, *p), &[("domain", &set(*domain))]),
                w.not_in_domain_expected.into(),
            ),
            TextbookClaim::ByNotPlaced(p, h) => (
                fill(&pruning(w.by_not_placed, *p), &[("holds", &holds(*h))]),
                pruning(w.by_not_placed_expected, *p),
            ),
            TextbookClaim::ByNotOneValue(p, domain, h) => (
                fill(
                    &pruning(w.by_not_one_value, *p),
                    &[("domain", &set(*domain)), ("holds", &holds(*h))],
                ),
                pruning(w.by_not_one_value_expected, *p),
            ),
            TextbookClaim::NotDueFirst(p, first) => (
                fill(
                    &pruning(w.not_due_first, *p),
                    &[
                        ("due_digit", &digit(first.digit)),
                        ("due_cell", &cell(first.cell)),
                    ],
                ),
                due(*first),
            ),
            TextbookClaim::NoneDue(p) => (pruning(w.none_due, *p), w.none_due_expected.into()),
            TextbookClaim::NoBackjump(what, strategy) => {
                let what = match what {
                    Backjumping::ConflictSet => w.what_conflict_set,
                    Backjumping::Backjump => w.what_backjump,
                };
                (
                    fill(w.no_backjump, &[("what", what), ("strategy", strategy)]),
                    fill(w.no_backjump_expected, &[("what", what)]),
                )
            }
            TextbookClaim::ListOutOfOrder(depth) => (
                fill(w.list_out_of_order, &[("depth", &depth.to_string())]),
                w.list_out_of_order_expected.into(),
            ),
            TextbookClaim::ListWrongCell((c, depth), (s, d)) => (
                fill(
                    w.list_wrong_cell,
                    &[
                        ("cell", &cell(*c)),
                        ("depth", &depth.to_string()),
                        ("standing", &cell(*s)),
                        ("digit", &digit(*d)),
                    ],
                ),
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
                fill(w.not_after_dead_end, &[("cell", &cell(*c))]),
                fill(w.not_after_dead_end_expected, &[("cell", &cell(*c))]),
            ),
            TextbookClaim::ConflictSet {
                cell: c,
                wrong: ((g, depth), excluded),
                truth,
                base,
            } => {
                let guess = |(g, depth): Listed| {
                    fill(
                        lang.textbook().guess_at_depth,
                        &[("cell", &cell(g)), ("depth", &depth.to_string())],
                    )
                };
                let list: Vec<String> = truth.iter().map(|&g| guess(g)).collect();
                let expected = fill(
                    w.conflicts_expected,
                    &[
                        ("conflicts", &format!("[{}]", list.join(w.value_separator))),
                        ("cell", &cell(*c)),
                        ("base", &set(*base)),
                    ],
                );
                let found = match excluded {
                    Some(d) => fill(
                        w.conflicts_miss,
                        &[("guess", &guess((*g, *depth))), ("digit", &digit(*d))],
                    ),
                    None => fill(
                        w.conflicts_extra,
                        &[("guess", &guess((*g, *depth))), ("cell", &cell(*c))],
                    ),
                };
                (found, expected)
            }
            TextbookClaim::NoLcv(strategy) => (
                fill(w.no_lcv, &[("strategy", strategy)]),
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
                            fill(
                                w.value_count,
                                &[
                                    ("digit", &digit(v.digit)),
                                    ("removes", &v.removes.to_string()),
                                ],
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(w.value_separator)
                };
                let found = match wrong {
                    OrderWrong::NotInDomain(d) => fill(
                        w.value_not_in_domain,
                        &[
                            ("digit", &digit(*d)),
                            ("cell", &cell(*c)),
                            ("domain", &set(*domain)),
                        ],
                    ),
                    OrderWrong::Count(d, said, count) => {
                        w.value_count_wrong(vars::FaultsTextbookValueCountWrong {
                            digit: &digit(*d),
                            said,
                            count: u64::from(*count),
                            cell: &cell(*c),
                        })
                    }
                    OrderWrong::Order(given) => {
                        fill(w.value_order_wrong, &[("values", &listed(given))])
                    }
                };
                let expected = fill(
                    w.values_expected,
                    &[("values", &listed(truth)), ("domain", &set(*domain))],
                );
                (found, expected)
            }
        }
    }
}
