//! What a fault in a placement's `choice` and `of` says, as facts: the
//! count of what it chose among, a choice out of range, the digit not the
//! one at its place. Worded by each catalog's [`crate::words::ChoiceWords`].

use crate::grid::{Cell, digit_char};
use crate::words::vars;
use crate::words::{Lang, Notation};

/// What a placement chose among.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Among {
    /// The candidates of the cell.
    Candidates,
    /// The values of the cell's domain (under inference).
    Domain,
    /// The options of the constraint chosen at its depth.
    Constraint,
}

/// The order a placement's choice counts in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The LCV order given for the cell.
    Lcv,
    /// The domain, ascending.
    Domain,
    /// The candidates, ascending.
    Candidates,
}

/// A fault in a placement's `choice` or `of`, as facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceClaim {
    /// `of` is not the count of what it chose among.
    WrongOf {
        /// The cell.
        cell: Cell,
        /// The `of` given.
        of: u8,
        /// The count.
        count: u8,
        /// What it chose among.
        among: Among,
    },
    /// A choice outside 1 to `count`.
    OutOfRange {
        /// The choice given.
        choice: u8,
        /// The count.
        count: u8,
        /// What it chose among.
        among: Among,
    },
    /// The digit at place `choice` of `listed` is `nth`, not `digit`.
    WrongChoice {
        /// The choice given.
        choice: u8,
        /// The values (rather than the candidates) of the cell.
        values: bool,
        /// The digits listed, in order.
        listed: Vec<u8>,
        /// The digit at that place.
        nth: u8,
        /// The digit placed.
        digit: u8,
        /// Its own place, from 1 (0 when it is not listed).
        place: usize,
        /// The order counted in.
        order: Order,
    },
}

impl ChoiceClaim {
    /// What was found and what was expected, in `lang`'s words, cells named
    /// in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> (String, String) {
        let w = &lang.verify().faults.choices;
        let digit = |d: u8| digit_char(d).to_string();
        let among = |a: Among| match a {
            Among::Candidates => w.among_candidates,
            Among::Domain => w.among_domain,
            Among::Constraint => w.among_constraint,
        };
        match self {
            ChoiceClaim::WrongOf {
                cell,
                of,
                count,
                among: a,
            } => (
                w.wrong_of(vars::FaultsChoicesWrongOf {
                    cell: &notation.cell(*cell),
                    of: &of,
                    count: &count,
                    among: &among(*a),
                }),
                w.wrong_of_expected(vars::FaultsChoicesWrongOfExpected { count: &count }),
            ),
            ChoiceClaim::OutOfRange {
                choice,
                count,
                among: a,
            } => (
                w.out_of_range(vars::FaultsChoicesOutOfRange {
                    choice: &choice,
                    count: &count,
                    among: &among(*a),
                }),
                w.out_of_range_expected(vars::FaultsChoicesOutOfRangeExpected { count: &count }),
            ),
            ChoiceClaim::WrongChoice {
                choice,
                values,
                listed,
                nth,
                digit: d,
                place,
                order,
            } => {
                let noun = if *values {
                    w.noun_values
                } else {
                    w.noun_candidates
                };
                let list: Vec<String> = listed.iter().map(|&x| digit(x)).collect();
                let how = match order {
                    Order::Lcv => w.how_lcv,
                    Order::Domain => w.how_domain,
                    Order::Candidates => w.how_candidates,
                };
                (
                    w.wrong_choice(vars::FaultsChoicesWrongChoice {
                        choice: &choice,
                        noun: &noun,
                        listed: &format!("[{}]", list.join(", ")),
                        nth: &digit(*nth),
                        digit: &digit(*d),
                    }),
                    w.wrong_choice_expected(vars::FaultsChoicesWrongChoiceExpected {
                        place: &place,
                        digit: &digit(*d),
                        how: &how,
                    }),
                )
            }
        }
    }
}
