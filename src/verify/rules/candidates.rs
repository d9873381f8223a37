//! Candidate sets and the reasons a digit is not a candidate: the first peer
//! holding it (row first, then column, then box, in reading order), as both
//! `candidates_computed` and `rejected` name it.

use crate::grid::{Cell, DigitSet, Unit, digit_char, unit_cells};
use crate::trace::Exclusion;
use crate::verify::Verifier;
use crate::verify::fault::{Fault, digits, rc, unit_name};

impl Verifier {
    /// A claimed candidate set against the board, then each exclusion reason
    /// against the first peer holding its digit.
    pub(super) fn check_candidates(
        &self,
        cell: Cell,
        claimed: DigitSet,
        excluded: &[Exclusion],
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let truth = self.candidates(cell);
        if claimed != truth {
            let why = match claimed.minus(truth).first() {
                // Within the side, a digit that is no candidate has a holder;
                // past it (a 5 on a 4x4 board) it has none.
                Some(d) => match self.first_holder(cell, d) {
                    Some((peer, unit)) => format!(
                        "{} is not a candidate: {} in the same {} holds it",
                        digit_char(d),
                        rc(peer),
                        unit_name(unit)
                    ),
                    None => {
                        let side = self.side();
                        format!(
                            "{} is not a candidate: a {side}x{side} puzzle has digits 1-{}",
                            digit_char(d),
                            digit_char(side as u8)
                        )
                    }
                },
                None => {
                    let d = truth.minus(claimed).first().expect("the sets differ");
                    format!("{} is missing: no peer holds it", digit_char(d))
                }
            };
            return Err(fault(
                format!(
                    "false candidate set: {} for {}; {why}",
                    digits(claimed),
                    rc(cell)
                ),
                format!("candidates {}", digits(truth)),
            ));
        }
        let reasons = self.exclusions(cell);
        let expected_reason = |e: &Exclusion| {
            format!(
                "{} excluded by {} in the {}, the first peer holding it (row first, then column, then box, in reading order)",
                digit_char(e.digit),
                rc(e.peer),
                unit_name(e.unit)
            )
        };
        for (k, given) in excluded.iter().enumerate() {
            if k > 0 && excluded[k - 1].digit >= given.digit {
                return Err(fault(
                    format!(
                        "exclusions out of order: {} after {}",
                        digit_char(given.digit),
                        digit_char(excluded[k - 1].digit)
                    ),
                    "each excluded digit once, ascending".into(),
                ));
            }
            self.digit(given.digit, fault)?;
            self.in_grid(given.peer, fault)?;
            let Some(truth) = reasons.iter().find(|r| r.digit == given.digit) else {
                return Err(fault(
                    format!(
                        "false exclusion: {} is excluded (by {}), but no peer of {} holds it",
                        digit_char(given.digit),
                        rc(given.peer),
                        rc(cell)
                    ),
                    format!("{} among the candidates", digit_char(given.digit)),
                ));
            };
            if given == truth {
                continue;
            }
            let shares = given.peer != cell
                && unit_cells(self.shape, cell, given.unit).any(|c| c == given.peer);
            let held = self.board.get(given.peer);
            let found = if given.peer == truth.peer {
                format!(
                    "exclusion reason names the wrong unit: {} is excluded by {} in the {}; {}",
                    digit_char(given.digit),
                    rc(given.peer),
                    unit_name(given.unit),
                    wrong_unit(cell, given.peer, given.unit, truth.unit, shares)
                )
            } else if !shares {
                format!(
                    "false exclusion reason: {} is excluded by {}, which is not in the {} of {}",
                    digit_char(given.digit),
                    rc(given.peer),
                    unit_name(given.unit),
                    rc(cell)
                )
            } else if held != given.digit {
                format!(
                    "false exclusion reason: {} is excluded by {} in the {}, but {} holds {}",
                    digit_char(given.digit),
                    rc(given.peer),
                    unit_name(given.unit),
                    rc(given.peer),
                    held_word(held)
                )
            } else {
                format!(
                    "exclusion reason not the first: {} is excluded by {} in the {}",
                    digit_char(given.digit),
                    rc(given.peer),
                    unit_name(given.unit)
                )
            };
            return Err(fault(found, expected_reason(truth)));
        }
        if let Some(missing) = reasons
            .iter()
            .find(|r| !excluded.iter().any(|e| e.digit == r.digit))
        {
            return Err(fault(
                format!(
                    "{} is neither a candidate nor excluded",
                    digit_char(missing.digit)
                ),
                expected_reason(missing),
            ));
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
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        let first = self.first_holder(cell, digit);
        let expected = match first {
            Some((p, u)) => format!(
                "{} refused because {} in the {} holds it, the first peer holding it (row first, then column, then box)",
                digit_char(digit),
                rc(p),
                unit_name(u)
            ),
            None => format!(
                "no rejection: no peer holds {}, so it fits {}",
                digit_char(digit),
                rc(cell)
            ),
        };
        if first == Some((peer, unit)) {
            return Ok(());
        }
        let shares = peer != cell && unit_cells(self.shape, cell, unit).any(|c| c == peer);
        let held = self.board.get(peer);
        let found = if let Some((first_peer, first_unit)) = first
            && first_peer == peer
        {
            format!(
                "rejection reason names the wrong unit: {} at {} refused because of {} in the {}; {}",
                digit_char(digit),
                rc(cell),
                rc(peer),
                unit_name(unit),
                wrong_unit(cell, peer, unit, first_unit, shares)
            )
        } else if !shares {
            format!(
                "false rejection: {} is not in the {} of {}",
                rc(peer),
                unit_name(unit),
                rc(cell)
            )
        } else if held != digit {
            format!(
                "false rejection of {} at {}: {} holds {}",
                digit_char(digit),
                rc(cell),
                rc(peer),
                held_word(held)
            )
        } else {
            format!(
                "rejection reason not the first: {} at {} refused because of {} in the {}",
                digit_char(digit),
                rc(cell),
                rc(peer),
                unit_name(unit)
            )
        };
        Err(fault(found, expected))
    }
}

/// Why a reason that names the right peer (the first holding the digit)
/// but `unit` instead of `first`, the first unit it shares with `cell` in
/// the order searched, is wrong: `shares`, whether `unit` holds both cells.
fn wrong_unit(cell: Cell, peer: Cell, unit: Unit, first: Unit, shares: bool) -> String {
    if shares {
        format!(
            "{} is the first peer holding it, but it shares the {} with {} too, which is searched first (row, then column, then box)",
            rc(peer),
            unit_name(first),
            rc(cell)
        )
    } else {
        format!(
            "{} is the first peer holding it, but it is not in the {} of {}: the unit they share is the {}",
            rc(peer),
            unit_name(unit),
            rc(cell),
            unit_name(first)
        )
    }
}

/// What a cell holds, as a fault names it: its digit, or `nothing`.
fn held_word(held: u8) -> String {
    if held == 0 {
        "nothing".to_string()
    } else {
        digit_char(held).to_string()
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
            fault.found.contains("a 4x4 puzzle has digits 1-4"),
            "{fault}"
        );
    }
}
