//! The textbook's ideas said in their own words, with what the search has
//! done so far ([`Reasoning`]): under inference a cell's *domain* (the
//! values pruned earlier named with their step and reason) and a guess's
//! rank in it; a dead end that inference found as a *wipeout*, with the
//! guess and the pruning that caused it; a conflict set with its rule (the
//! givens' digits apart, each other digit blamed on the earliest guess);
//! a backjump naming the guesses it skips, and "no value left" where a cell's
//! values ran out without a dead end.
//!
//! A sentence that needs no more than its event is told by `narrator.rs`
//! and `textbook.rs`, as `diff` tells single events too.

use super::narrator::Narrator;
use super::template::Value;
use crate::grid::{Cell, DigitSet, digit_char};
use crate::replay::{Blame, Reasoning, StandingGuess};
use crate::trace::{Event, Guess, Inferring, PruneReason, Subject, Textbook};
use crate::words::vars;

impl Narrator {
    /// Appends the sentence of `event` told with what `reasoning` knows of
    /// the search before it, if `textbook`'s search says it otherwise than
    /// the event alone; `false` (nothing written) when it does not.
    pub(super) fn tell_in_context(
        &self,
        out: &mut Vec<u8>,
        event: &Event,
        reasoning: &Reasoning,
        textbook: Textbook,
    ) -> bool {
        let text = match event {
            Event::CandidatesComputed {
                cell,
                candidates,
                excluded,
                ..
            } if textbook.infers() && !candidates.is_empty() => {
                let domain = reasoning.domain(*cell, *candidates);
                let pruned: Vec<String> = candidates
                    .minus(domain)
                    .iter()
                    .filter_map(|d| reasoning.pruning(*cell, d))
                    .map(|p| {
                        let (digit, by) = (digit_char(p.digit), self.notation.cell(p.by));
                        match p.reason {
                            PruneReason::OneValue => self.textbook.pruned_earlier_one_value(
                                vars::TextbookPrunedEarlierOneValue {
                                    digit: &digit,
                                    step: &p.step,
                                    by: &by,
                                },
                            ),
                            PruneReason::Placed => self.textbook.pruned_earlier_placed(
                                vars::TextbookPrunedEarlierPlaced {
                                    digit: &digit,
                                    step: &p.step,
                                    by: &by,
                                },
                            ),
                        }
                    })
                    .collect();
                let cell = self.notation.cell(*cell);
                let domain = self.written(Value::Digits(domain));
                let excluded = self.written(Value::Excluded(excluded));
                if pruned.is_empty() {
                    self.textbook.domain(vars::TextbookDomain {
                        cell: &cell,
                        domain: &domain,
                        excluded: &excluded,
                    })
                } else {
                    self.textbook.domain_pruned(vars::TextbookDomainPruned {
                        cell: &cell,
                        domain: &domain,
                        pruned: &pruned.join(self.phrases.list_separator),
                        excluded: &excluded,
                    })
                }
            }
            Event::Placed {
                cell,
                digit,
                choice: Some(choice),
                of: Some(of),
                ..
            } if textbook.infers() => self.textbook.placed_domain(vars::TextbookPlacedDomain {
                cell: &self.notation.cell(*cell),
                digit: &digit_char(*digit),
                choice,
                of,
            }),
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                depth,
            } if textbook.infers() && reasoning.domain_now(*cell).is_empty() => {
                let Some(last) = reasoning.last_pruning(*cell) else {
                    return false;
                };
                self.wipeout(*cell, *depth, last.digit, last.step, reasoning, textbook)
            }
            Event::ConflictSet {
                cell, conflicts, ..
            } if !conflicts.is_empty() && textbook.infers() => {
                self.conflict_set_pruned(*cell, conflicts, reasoning)
            }
            Event::ConflictSet {
                cell, conflicts, ..
            } if !conflicts.is_empty() => self.conflict_set(*cell, conflicts, reasoning),
            Event::Backjumped {
                cell,
                to,
                digit,
                over,
                conflicts,
                ..
            } => {
                let path = reasoning.path();
                let skipped = path
                    .get(path.len().saturating_sub(*over as usize)..)
                    .unwrap_or_default()
                    .iter()
                    .map(|g| self.assignment(g))
                    .collect();
                let guesses: Vec<String> = conflicts
                    .iter()
                    .rev()
                    .map(|g| self.notation.cell(g.cell))
                    .collect();
                let (to, digit) = (self.notation.cell(*to), digit_char(*digit));
                let (skipped, guesses) = (self.list(skipped), self.list(guesses));
                let over = u64::from(*over);
                let cell_name = self.notation.cell(*cell);
                if reasoning.dead_end() == Some(*cell) {
                    self.textbook
                        .backjumped_dead_end(vars::TextbookBackjumpedDeadEnd {
                            over,
                            skipped: &skipped,
                            to: &to,
                            digit: &digit,
                            cell: &cell_name,
                            guesses: &guesses,
                        })
                } else {
                    self.textbook
                        .backjumped_no_value(vars::TextbookBackjumpedNoValue {
                            cell: &cell_name,
                            over,
                            skipped: &skipped,
                            to: &to,
                            digit: &digit,
                            guesses: &guesses,
                        })
                }
            }
            _ => return false,
        };
        out.extend_from_slice(text.as_bytes());
        true
    }

    /// The wipeout of `cell`'s domain at `depth`: its last value `last`
    /// taken at step `at`, by the inference after the guess standing at
    /// `depth` (or on the givens, before any guess).
    fn wipeout(
        &self,
        cell: Cell,
        depth: u32,
        last: u8,
        at: u64,
        reasoning: &Reasoning,
        textbook: Textbook,
    ) -> String {
        let (name, last) = (self.notation.cell(cell), digit_char(last));
        let Some(guess) = reasoning.guess_at(depth) else {
            return self.textbook.wipeout_givens(vars::TextbookWipeoutGivens {
                cell: &name,
                last: &last,
                at: &at,
            });
        };
        let (by, digit) = (self.notation.cell(guess.cell), digit_char(guess.digit));
        let chain = reasoning.chain(depth) as u64;
        match textbook.inference {
            Inferring::Mac => self.textbook.wipeout_mac(vars::TextbookWipeoutMac {
                cell: &name,
                guess: &by,
                digit: &digit,
                step: &guess.step,
                last: &last,
                at: &at,
                chain,
            }),
            Inferring::ForwardChecking | Inferring::None => {
                self.textbook.wipeout_fc(vars::TextbookWipeoutFc {
                    cell: &name,
                    guess: &by,
                    digit: &digit,
                    step: &guess.step,
                    last: &last,
                    at: &at,
                    chain,
                })
            }
        }
    }

    /// FC-CBJ's conflict set of the dead end at `cell`: `pruned_by`, each
    /// guess with the digits its forward checking pruned from the cell's
    /// domain (the pruning guesses marked, as the issue asks).
    fn conflict_set_pruned(
        &self,
        cell: Cell,
        conflicts: &[Guess],
        reasoning: &Reasoning,
    ) -> String {
        let side = self.shape.side() as u8;
        let guesses = conflicts
            .iter()
            .map(|g| {
                let at = self.notation.cell(g.cell);
                let digits: Vec<String> = (1..=side)
                    .filter(|&d| {
                        reasoning
                            .pruning(cell, d)
                            .is_some_and(|p| p.depth == g.depth)
                    })
                    .map(|d| digit_char(d).into())
                    .collect();
                if digits.is_empty() {
                    return self.textbook.guess_at_depth(vars::TextbookGuessAtDepth {
                        cell: &at,
                        depth: &g.depth,
                    });
                }
                self.textbook.guess_blamed(vars::TextbookGuessBlamed {
                    cell: &at,
                    depth: &g.depth,
                    digits: &self.list(digits),
                })
            })
            .collect();
        self.textbook
            .conflict_set_pruned(vars::TextbookConflictSetPruned {
                cell: &self.notation.cell(cell),
                guesses: &self.list(guesses),
            })
    }

    /// The conflict set of the dead end at `cell` with its rule: each guess
    /// of the event's `conflicts` with the digits blamed on it (none if the
    /// log blames a guess the board does not), and the digits the givens
    /// rule out.
    fn conflict_set(&self, cell: Cell, conflicts: &[Guess], reasoning: &Reasoning) -> String {
        let side = self.shape.side() as u8;
        let mut blamed: Vec<(StandingGuess, DigitSet)> = Vec::new();
        let mut givens = Vec::new();
        for digit in 1..=side {
            match reasoning.blame(cell, digit) {
                Blame::Given(at) => {
                    givens.push(self.textbook.given_blamed(vars::TextbookGivenBlamed {
                        digit: &digit_char(digit),
                        cell: &self.notation.cell(at),
                    }))
                }
                Blame::Guess(guess) => match blamed.iter_mut().find(|(g, _)| *g == guess) {
                    Some((_, digits)) => *digits = digits.with(digit),
                    None => blamed.push((guess, DigitSet::default().with(digit))),
                },
                Blame::Free => {}
            }
        }
        let guesses = conflicts
            .iter()
            .map(|g| {
                let at = self.notation.cell(g.cell);
                let digits = blamed
                    .iter()
                    .find(|(b, _)| b.depth == g.depth && b.cell == g.cell)
                    .map_or(DigitSet::default(), |(_, digits)| *digits);
                if digits.is_empty() {
                    return self.textbook.guess_at_depth(vars::TextbookGuessAtDepth {
                        cell: &at,
                        depth: &g.depth,
                    });
                }
                let digits: Vec<String> = digits.iter().map(|d| digit_char(d).into()).collect();
                self.textbook.guess_blamed(vars::TextbookGuessBlamed {
                    cell: &at,
                    depth: &g.depth,
                    digits: &self.list(digits),
                })
            })
            .collect();
        let (cell, guesses) = (self.notation.cell(cell), self.list(guesses));
        if givens.is_empty() {
            self.textbook
                .conflict_set_blamed_all(vars::TextbookConflictSetBlamedAll {
                    cell: &cell,
                    guesses: &guesses,
                })
        } else {
            self.textbook
                .conflict_set_blamed(vars::TextbookConflictSetBlamed {
                    cell: &cell,
                    guesses: &guesses,
                    givens: &self.list(givens),
                })
        }
    }

    /// A guess as the path names it: `r2c3 = 4`.
    fn assignment(&self, guess: &StandingGuess) -> String {
        self.textbook.assignment(vars::TextbookAssignment {
            cell: &self.notation.cell(guess.cell),
            digit: &digit_char(guess.digit),
        })
    }

    /// One value as its hole in a sentence shows it.
    fn written(&self, value: Value<'_>) -> String {
        let mut out = Vec::new();
        self.value(&mut out, value);
        String::from_utf8_lossy(&out).into_owned()
    }
}
