//! The rule a deduction names: a naked single (one candidate left in the
//! cell) or a hidden single (one place left for the digit in the unit).

use crate::grid::{Cell, Unit, unit_cells};
use crate::trace::Rule;
use crate::verify::Verifier;
use crate::verify::claim::{Claim, SearchClaim};

impl Verifier {
    /// The single a deduction names really forces it on the board now.
    pub(super) fn check_rule(
        &self,
        cell: Cell,
        digit: u8,
        rule: Rule,
        unit: Option<Unit>,
    ) -> Result<(), Claim> {
        match rule {
            Rule::NakedSingle => {
                let candidates = self.candidates(cell);
                if candidates.len() != 1 {
                    let claim = SearchClaim::NakedSingle { cell, candidates };
                    return Err(Claim::Search(claim));
                }
            }
            Rule::HiddenSingle => {
                let Some(unit) = unit else {
                    return Err(Claim::Search(SearchClaim::HiddenNoUnit));
                };
                let other = unit_cells(self.shape, cell, unit).find(|&c| {
                    c != cell && self.board.get(c) == 0 && self.candidates(c).contains(digit)
                });
                if let Some(other) = other {
                    let claim = SearchClaim::HiddenSingle {
                        cell,
                        digit,
                        other,
                        unit,
                    };
                    return Err(Claim::Search(claim));
                }
            }
        }
        Ok(())
    }
}
