//! A placement's `choice` and `of`: its place among the candidates of the
//! cell, or among the options of the constraint chosen at its depth.

use crate::grid::{Cell, digit_char};
use crate::verify::Verifier;
use crate::verify::fault::{Fault, digits, rc};

impl Verifier {
    /// A placement's `choice` and `of`, when it gives them: counted among the
    /// options of the constraint chosen at its depth, else among the candidates.
    pub(super) fn check_choice(
        &self,
        cell: Cell,
        digit: u8,
        choice: Option<u8>,
        of: Option<u8>,
        fault: &dyn Fn(String, String) -> Box<Fault>,
    ) -> Result<(), Box<Fault>> {
        if choice.is_none() && of.is_none() {
            return Ok(());
        }
        let depth = self.placements.len();
        let constraint = self.constraints.get(depth).copied().flatten();
        let candidates = self.candidates(cell);
        let (count, what) = match constraint {
            Some(options) => (options, "options of the constraint chosen"),
            None => (candidates.len() as u8, "candidates of the cell"),
        };
        if let Some(of) = of
            && of != count
        {
            return Err(fault(
                format!(
                    "placement of {} out of {of}, but there are {count} {what}",
                    rc(cell)
                ),
                format!("of {count}"),
            ));
        }
        if let Some(choice) = choice {
            if choice == 0 || choice > count {
                return Err(fault(
                    format!("choice {choice} of {count} {what}"),
                    format!("a choice from 1 to {count}"),
                ));
            }
            if constraint.is_none() {
                let nth = candidates
                    .iter()
                    .nth(usize::from(choice) - 1)
                    .expect("choice is at most the number of candidates");
                if nth != digit {
                    return Err(fault(
                        format!(
                            "choice {choice} of the candidates {} is {}, but {} is placed",
                            digits(candidates),
                            digit_char(nth),
                            digit_char(digit)
                        ),
                        format!(
                            "choice {} for {}, its place among the candidates in ascending order",
                            candidates
                                .iter()
                                .position(|d| d == digit)
                                .map_or(0, |p| p + 1),
                            digit_char(digit)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}
