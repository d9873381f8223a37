//! Candidate sets and the reasons a digit is not a candidate: the first peer
//! holding it (row first, then column, then box, in reading order), as both
//! `candidates_computed` and `rejected` name it.

use crate::grid::{Cell, DigitSet, Unit, unit_cells};
use crate::trace::Exclusion;
use crate::verify::Verifier;
use crate::verify::claim::{CandidateClaim, Claim, ReasonWrong, SetWhy};

impl Verifier {
    /// A claimed candidate set against the board, then each exclusion reason
    /// against the first peer holding its digit.
    pub(super) fn check_candidates(
        &self,
        cell: Cell,
        claimed: DigitSet,
        excluded: &[Exclusion],
    ) -> Result<(), Claim> {
        let truth = self.candidates(cell);
        let say = |claim| Err(Claim::Candidates(claim));
        if claimed != truth {
            let why = match claimed.minus(truth).first() {
                // Within the side, a digit that is no candidate has a holder;
                // past it (a 5 on a 4x4 board) it has none.
                Some(digit) => match self.first_holder(cell, digit) {
                    Some((peer, unit)) => SetWhy::Held { digit, peer, unit },
                    None => SetWhy::OffBoard {
                        digit,
                        side: self.side() as u8,
                    },
                },
                None => SetWhy::Missing(truth.minus(claimed).first().expect("the sets differ")),
            };
            return say(CandidateClaim::WrongSet {
                cell,
                claimed,
                truth,
                why,
            });
        }
        let reasons = self.exclusions(cell);
        for (k, given) in excluded.iter().enumerate() {
            if k > 0 && excluded[k - 1].digit >= given.digit {
                return say(CandidateClaim::OutOfOrder {
                    digit: given.digit,
                    after: excluded[k - 1].digit,
                });
            }
            self.digit(given.digit)?;
            self.in_grid(given.peer)?;
            let Some(truth) = reasons.iter().find(|r| r.digit == given.digit) else {
                return say(CandidateClaim::FalseExclusion {
                    cell,
                    digit: given.digit,
                    peer: given.peer,
                });
            };
            if given == truth {
                continue;
            }
            let first = Some((truth.peer, truth.unit));
            let wrong = self.reason_wrong(cell, given.digit, given.peer, given.unit, first);
            return say(CandidateClaim::Reason {
                cell,
                digit: given.digit,
                peer: given.peer,
                unit: given.unit,
                wrong,
                truth: (truth.peer, truth.unit),
            });
        }
        if let Some(missing) = reasons
            .iter()
            .find(|r| !excluded.iter().any(|e| e.digit == r.digit))
        {
            return say(CandidateClaim::NotExcluded {
                digit: missing.digit,
                truth: (missing.peer, missing.unit),
            });
        }
        Ok(())
    }

    /// A rejection names the first peer holding the digit, the same reason a
    /// candidate set gives for excluding it.
    pub(super) fn check_rejection(
        &self,
        cell: Cell,
        digit: u8,
        peer: Cell,
        unit: Unit,
    ) -> Result<(), Claim> {
        let first = self.first_holder(cell, digit);
        if first == Some((peer, unit)) {
            return Ok(());
        }
        let wrong = self.reason_wrong(cell, digit, peer, unit, first);
        let claim = CandidateClaim::Rejection {
            cell,
            digit,
            peer,
            unit,
            wrong,
            first,
        };
        Err(Claim::Candidates(claim))
    }

    /// What is wrong with a reason naming `peer` in `unit` for `digit` at
    /// `cell`, when the right one is `first` (the first peer holding the
    /// digit and the unit searched first that holds both, or `None` when no
    /// peer holds it): the right peer in another unit, a peer outside the
    /// unit, a peer holding something else, or a later peer holding it.
    fn reason_wrong(
        &self,
        cell: Cell,
        digit: u8,
        peer: Cell,
        unit: Unit,
        first: Option<(Cell, Unit)>,
    ) -> ReasonWrong {
        let shares = peer != cell && unit_cells(self.shape, cell, unit).any(|c| c == peer);
        let held = self.board.get(peer);
        if let Some((first_peer, first_unit)) = first
            && first_peer == peer
        {
            ReasonWrong::WrongUnit {
                first: first_unit,
                shares,
            }
        } else if !shares {
            ReasonWrong::NotInUnit
        } else if held != digit {
            ReasonWrong::HoldsOther(held)
        } else {
            ReasonWrong::NotFirst
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::verifier;
    use crate::grid::{Cell, Unit};
    use crate::trace::{Event, Exclusion};

    /// The fault of r3c4's candidates on the tiny board ([1]: 2 and 4 held
    /// in its row, 3 by r4c4, in its column and its box) with the reason
    /// for 2 or 3 replaced by `reason`.
    fn candidates_fault(reason: Exclusion) -> String {
        let mut excluded = vec![
            Exclusion {
                digit: 2,
                peer: Cell::new(2, 0),
                unit: Unit::Row,
            },
            Exclusion {
                digit: 3,
                peer: Cell::new(3, 3),
                unit: Unit::Column,
            },
            Exclusion {
                digit: 4,
                peer: Cell::new(2, 2),
                unit: Unit::Row,
            },
        ];
        let k = usize::from(reason.digit) - 2;
        excluded[k] = reason;
        let event = Event::CandidatesComputed {
            cell: Cell::new(2, 3),
            depth: 0,
            candidates: [1].into_iter().collect(),
            excluded,
        };
        verifier().check(&event).unwrap_err().to_string()
    }

    #[test]
    fn the_right_peer_in_a_later_unit_they_share_names_the_unit() {
        let fault = candidates_fault(Exclusion {
            digit: 3,
            peer: Cell::new(3, 3),
            unit: Unit::Box,
        });
        assert!(
            fault.starts_with(
                "step 1: exclusion reason names the wrong unit: 3 is excluded by r4c4 in the box; \
                 r4c4 is the first peer holding it, but it shares the column with r3c4 too, \
                 which is searched first (row, then column, then box)"
            ),
            "{fault}"
        );
        assert!(
            fault.contains("expected: 3 excluded by r4c4 in the column"),
            "{fault}"
        );
    }

    #[test]
    fn the_right_peer_in_a_unit_it_does_not_share_names_the_unit() {
        let fault = candidates_fault(Exclusion {
            digit: 3,
            peer: Cell::new(3, 3),
            unit: Unit::Row,
        });
        assert!(
            fault.starts_with(
                "step 1: exclusion reason names the wrong unit: 3 is excluded by r4c4 in the row; \
                 r4c4 is the first peer holding it, but it is not in the row of r3c4: \
                 the unit they share is the column"
            ),
            "{fault}"
        );
    }

    #[test]
    fn a_later_peer_holding_the_digit_is_not_the_first() {
        let fault = candidates_fault(Exclusion {
            digit: 2,
            peer: Cell::new(1, 3),
            unit: Unit::Column,
        });
        assert!(
            fault.starts_with(
                "step 1: exclusion reason not the first: 2 is excluded by r2c4 in the column\n"
            ),
            "{fault}"
        );
        assert!(
            fault.contains("expected: 2 excluded by r3c1 in the row"),
            "{fault}"
        );
    }

    #[test]
    fn a_rejection_by_the_right_peer_in_a_later_unit_names_the_unit() {
        let event = Event::Rejected {
            cell: Cell::new(2, 3),
            digit: 3,
            depth: 0,
            peer: Cell::new(3, 3),
            unit: Unit::Box,
        };
        let fault = verifier().check(&event).unwrap_err().to_string();
        assert!(
            fault.starts_with(
                "step 1: rejection reason names the wrong unit: 3 at r3c4 refused because of r4c4 \
                 in the box; r4c4 is the first peer holding it, but it shares the column with r3c4 \
                 too, which is searched first"
            ),
            "{fault}"
        );
    }

    /// Found by fuzzing (`fuzz/`), before the reader checked digits against
    /// the board: a claimed candidate past the side has no peer holding it.
    #[test]
    fn a_candidate_past_the_side_is_a_fault() {
        let event = Event::CandidatesComputed {
            cell: Cell::new(2, 1),
            depth: 0,
            candidates: [1, 3, 5].into_iter().collect(),
            excluded: Vec::new(),
        };
        let fault = verifier().check(&event).unwrap_err();
        assert!(
            fault.to_string().contains("a 4x4 puzzle has digits 1-4"),
            "{fault}"
        );
    }
}
