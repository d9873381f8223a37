//! What a fault in a backjump says, as facts: a backjump before its
//! values are used up, its conflict set missing a guess or listing one too
//! many, or empty, landing on the wrong guess or jumping over the wrong
//! number, its undos left out, or an ordinary backtrack where a backjump
//! was due. Worded by each catalog's [`crate::words::BackjumpWords`].

use super::{ConflictRule, Listed};
use crate::grid::{Cell, digit_char};
use crate::words::vars;
use crate::words::{Lang, Notation};

/// A guess on the path: its cell, digit and depth.
pub type OnPath = (Cell, u8, u32);

/// What is wrong in a backjump's conflict set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetWrong {
    /// It misses a guess of the cell's own conflicts, the earliest
    /// excluding the digit.
    MissesOwn(Listed, u8),
    /// It misses a guess a jump that landed on a guess of the cell passed
    /// on.
    MissesPassedOn(Listed),
    /// It lists a guess neither excluding a digit of the cell nor passed on.
    ListsExtra(Listed),
}

/// A fault in a backjump, as facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackjumpClaim {
    /// Another event while a backjump to `to` = `digit` over `over` guesses
    /// still owes `remaining` undos, `next` the one due next.
    NotCarriedOut {
        /// The guess the jump lands on and its digit.
        to: (Cell, u8),
        /// The guesses it jumps over.
        over: u32,
        /// The undos still due.
        remaining: u32,
        /// The guess to undo next and its digit.
        next: (Cell, u8),
    },
    /// A backjump from a cell before its values are used up.
    NotUsedUp(Cell),
    /// A backjump from `cell` whose conflict set is wrong: `wrong` says how,
    /// `truth` the set due.
    Conflicts {
        /// The cell jumped from.
        cell: Cell,
        /// What is wrong.
        wrong: SetWrong,
        /// The set due, the earliest first.
        truth: Vec<Listed>,
        /// The rule the cell's own conflicts follow.
        rule: ConflictRule,
    },
    /// A backjump from a cell with an empty conflict set.
    EmptySet(Cell),
    /// A backjump landing on `to` = `digit`, where the latest guess of its
    /// conflict set is `latest`.
    WrongTo {
        /// Where it lands, and the digit it names.
        to: (Cell, u8),
        /// The latest guess of the conflict set.
        latest: OnPath,
    },
    /// A backjump from `depth` over `over` guesses, where `latest` is the
    /// depth of the guess it lands on (no backjump when the two are equal).
    WrongOver {
        /// The `over` given.
        over: u32,
        /// The depth of the guess it lands on.
        latest: u32,
        /// The jump's depth.
        depth: u32,
    },
    /// An ordinary backtrack from `cell` where the latest guess of its
    /// conflict set is `target`, `over` guesses back.
    BackjumpDue {
        /// The cell whose level ends.
        cell: Cell,
        /// The latest guess of its conflict set.
        target: OnPath,
        /// The guesses a backjump would jump over.
        over: u32,
    },
}

impl BackjumpClaim {
    /// What was found and what was expected, in `lang`'s words, cells named
    /// in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> (String, String) {
        let w = &lang.verify().faults.backjumps;
        let textbook = &lang.verify().faults.textbook;
        let cell = |c: Cell| notation.cell(c);
        let digit = |d: u8| digit_char(d).to_string();
        let guess = |(g, depth): Listed| {
            lang.textbook().guess_at_depth(vars::TextbookGuessAtDepth {
                cell: &cell(g),
                depth: &depth,
            })
        };
        match self {
            BackjumpClaim::NotCarriedOut {
                to: (to, d),
                over,
                remaining,
                next: (next, next_digit),
            } => (
                w.not_carried_out(vars::FaultsBackjumpsNotCarriedOut {
                    to: &cell(*to),
                    digit: &digit(*d),
                    over: u64::from(*over),
                    remaining: u64::from(*remaining),
                }),
                w.not_carried_out_expected(vars::FaultsBackjumpsNotCarriedOutExpected {
                    cell: &cell(*next),
                    digit: &digit(*next_digit),
                }),
            ),
            BackjumpClaim::NotUsedUp(c) => (
                w.not_used_up(vars::FaultsBackjumpsNotUsedUp { cell: &cell(*c) }),
                w.not_used_up_expected(vars::FaultsBackjumpsNotUsedUpExpected { cell: &cell(*c) }),
            ),
            BackjumpClaim::Conflicts {
                cell: c,
                wrong,
                truth,
                rule,
            } => {
                let rule = &rule.word();
                let found = match *wrong {
                    SetWrong::MissesOwn(g, d) => {
                        textbook.conflicts_miss(vars::FaultsTextbookConflictsMiss {
                            guess: &guess(g),
                            digit: &digit(d),
                            rule,
                        })
                    }
                    SetWrong::MissesPassedOn(g) => {
                        w.misses_passed_on(vars::FaultsBackjumpsMissesPassedOn { guess: &guess(g) })
                    }
                    SetWrong::ListsExtra(g) => w.lists_extra(vars::FaultsBackjumpsListsExtra {
                        guess: &guess(g),
                        cell: &cell(*c),
                        rule,
                    }),
                };
                let list: Vec<String> = truth.iter().map(|&g| guess(g)).collect();
                let expected = w.conflicts_expected(vars::FaultsBackjumpsConflictsExpected {
                    conflicts: &format!("[{}]", list.join(textbook.value_separator)),
                    cell: &cell(*c),
                    rule,
                });
                (found, expected)
            }
            BackjumpClaim::EmptySet(c) => (
                w.empty_set(vars::FaultsBackjumpsEmptySet { cell: &cell(*c) }),
                w.empty_set_expected.into(),
            ),
            BackjumpClaim::WrongTo {
                to: (to, d),
                latest: (latest, latest_digit, depth),
            } => {
                let (latest, latest_digit) = (cell(*latest), digit(*latest_digit));
                (
                    w.wrong_to(vars::FaultsBackjumpsWrongTo {
                        to: &cell(*to),
                        digit: &digit(*d),
                        latest: &latest,
                        latest_digit: &latest_digit,
                        depth: &depth,
                    }),
                    w.wrong_to_expected(vars::FaultsBackjumpsWrongToExpected {
                        latest: &latest,
                        latest_digit: &latest_digit,
                    }),
                )
            }
            BackjumpClaim::WrongOver {
                over,
                latest,
                depth,
            } => {
                let skipped = depth - latest;
                let found = w.wrong_over(vars::FaultsBackjumpsWrongOver {
                    over,
                    skipped: u64::from(skipped),
                    latest,
                    depth,
                });
                let skipped = skipped.to_string();
                let expected = if latest == depth {
                    w.ordinary_backtrack_expected.into()
                } else {
                    w.wrong_over_expected(vars::FaultsBackjumpsWrongOverExpected {
                        skipped: &skipped,
                    })
                };
                (found, expected)
            }
            BackjumpClaim::BackjumpDue {
                cell: c,
                target: (target, d, depth),
                over,
            } => {
                let (c, target, d) = (cell(*c), cell(*target), digit(*d));
                (
                    w.backjump_due(vars::FaultsBackjumpsBackjumpDue {
                        cell: &c,
                        target: &target,
                        digit: &d,
                        depth: &depth,
                    }),
                    w.backjump_due_expected(vars::FaultsBackjumpsBackjumpDueExpected {
                        cell: &c,
                        target: &target,
                        digit: &d,
                        over: u64::from(*over),
                    }),
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(row: usize, col: usize) -> Cell {
        Cell::new(row, col)
    }

    /// Each backjump claim, in English as before the claims, and in
    /// Chinese with no English but the wire names in backquotes.
    #[test]
    fn backjump_faults_in_every_language() {
        let own = "r2c1's own (the earliest guess excluding each digit of its candidates among \
                   the givens) and those passed on to it by jumps that landed on its guesses";
        let conflicts = |wrong: SetWrong, truth: Vec<Listed>| BackjumpClaim::Conflicts {
            cell: c(1, 0),
            wrong,
            truth,
            rule: ConflictRule::Blamed,
        };
        let fc_cbj = |wrong: SetWrong, truth: Vec<Listed>| BackjumpClaim::Conflicts {
            cell: c(1, 0),
            wrong,
            truth,
            rule: ConflictRule::Pruned,
        };
        let cases = [
            (
                BackjumpClaim::NotCarriedOut {
                    to: (c(0, 0), 1),
                    over: 2,
                    remaining: 1,
                    next: (c(0, 0), 1),
                },
                "the backjump to r1c1 = 1 over 2 guesses is not carried out: 1 more undo due"
                    .to_string(),
                "undone r1c1 = 1 (a backjump is followed by over + 1 undos, the latest guess \
                 first, down to the guess it lands on)"
                    .to_string(),
            ),
            (
                BackjumpClaim::NotUsedUp(c(1, 0)),
                "a backjump from r2c1 before its values are used up".into(),
                "backjumped right after the conflict set of r2c1, or after the undo of its last value"
                    .into(),
            ),
            (
                conflicts(SetWrong::MissesOwn((c(0, 0), 1), 1), vec![(c(0, 0), 1)]),
                "the conflict set misses r1c1 (depth 1), the earliest guess excluding 1".into(),
                format!("conflicts [r1c1 (depth 1)]: {own}"),
            ),
            (
                conflicts(
                    SetWrong::MissesPassedOn((c(0, 5), 5)),
                    vec![(c(0, 1), 2), (c(0, 5), 5)],
                ),
                "the conflict set misses r1c6 (depth 5), passed on by a jump that landed on a \
                 guess of this cell"
                    .into(),
                format!("conflicts [r1c2 (depth 2), r1c6 (depth 5)]: {own}"),
            ),
            (
                conflicts(SetWrong::ListsExtra((c(0, 1), 2)), vec![(c(0, 0), 1)]),
                "the conflict set lists r1c2 (depth 2), which excludes none of r2c1's digits and \
                 was passed on by no jump"
                    .into(),
                format!("conflicts [r1c1 (depth 1)]: {own}"),
            ),
            (
                fc_cbj(SetWrong::ListsExtra((c(0, 1), 2)), vec![(c(0, 0), 1)]),
                "the conflict set lists r1c2 (depth 2), which pruned nothing from r2c1's domain \
                 and was passed on by no jump"
                    .into(),
                "conflicts [r1c1 (depth 1)]: r2c1's own (the guesses whose forward checking \
                 pruned its domain) and those passed on to it by jumps that landed on its guesses"
                    .into(),
            ),
            (
                BackjumpClaim::EmptySet(c(0, 2)),
                "a backjump from r1c3 with an empty conflict set".into(),
                "no backjump: with no guess to blame the search ends, undoing every guess standing"
                    .into(),
            ),
            (
                BackjumpClaim::WrongTo {
                    to: (c(0, 0), 4),
                    latest: (c(0, 1), 1, 2),
                },
                "jumps to r1c1 = 4, but the latest guess of its conflict set is r1c2 = 1 (depth 2)"
                    .into(),
                "to r1c2 = 1: a backjump lands on the latest guess of the conflict set".into(),
            ),
            (
                BackjumpClaim::WrongOver {
                    over: 1,
                    latest: 1,
                    depth: 3,
                },
                "over 1, but 2 guesses stand between depth 1 and the jump's depth 3".into(),
                "over 2: the depth less the depth of the guess it lands on".into(),
            ),
            (
                BackjumpClaim::WrongOver {
                    over: 0,
                    latest: 2,
                    depth: 2,
                },
                "over 0, but 0 guesses stand between depth 2 and the jump's depth 2".into(),
                "no backjump: going back to the latest guess is an ordinary backtrack".into(),
            ),
            (
                BackjumpClaim::BackjumpDue {
                    cell: c(1, 0),
                    target: (c(0, 0), 1, 1),
                    over: 2,
                },
                "an ordinary backtrack from r2c1, but the latest guess of its conflict set is \
                 r1c1 = 1 (depth 1)"
                    .into(),
                "backjumped from r2c1 to r1c1 = 1 over 2 guesses, before the undos".into(),
            ),
        ];
        for (claim, found, expected) in cases {
            assert_eq!(claim.worded(Lang::En, Notation::Rc), (found, expected));
            for lang in Lang::ALL.into_iter().skip(1) {
                let (found, expected) = claim.worded(lang, Notation::Rc);
                // `{`: a hole left unfilled.
                super::super::assert_no_english(
                    lang,
                    (&found, &expected),
                    &[
                        "jump", "conflict", "depth", "undo", "guess", "ordinary", "over", "digit",
                        "{",
                    ],
                );
            }
        }
    }
}
