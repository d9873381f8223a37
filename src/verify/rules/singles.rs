//! The rule a deduction names: a naked single (one candidate left in the
//! cell) or a hidden single (one place left for the digit in the unit).

use crate::grid::{Cell, Unit, digit_char, unit_cells};
use crate::trace::Rule;
use crate::verify::Verifier;
use crate::verify::fault::{Fault, digits, rc, unit_name};

impl Verifier {
    /// The single a deduction names really forces it on the board now.
    pub(super) fn check_rule(
        &self,
        cell: Cell,
        digit: u8,
        rule: Rule,
        unit: Option<Unit>,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        match rule {
            Rule::NakedSingle => {
                let candidates = self.candidates(cell);
                if candidates.len() != 1 {
                    return Err(fault(
                        format!(
                            "false naked single: {} has candidates {}",
                            rc(cell),
                            digits(candidates)
                        ),
                        "a naked single: a cell with exactly one candidate".into(),
                    ));
                }
            }
            Rule::HiddenSingle => {
                let Some(unit) = unit else {
                    return Err(fault(
                        "a hidden single that names no unit".into(),
                        "`unit`: the row, column or box where the digit has one place".into(),
                    ));
                };
                let other = unit_cells(self.shape, cell, unit).find(|&c| {
                    c != cell && self.board.get(c) == 0 && self.candidates(c).contains(digit)
                });
                if let Some(other) = other {
                    return Err(fault(
                        format!(
                            "false hidden single: {} could also go at {} in the {}",
                            digit_char(digit),
                            rc(other),
                            unit_name(unit)
                        ),
                        format!(
                            "a hidden single: {} with one place left in the {}",
                            rc(cell),
                            unit_name(unit)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}
