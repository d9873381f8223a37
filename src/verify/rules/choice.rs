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
        // Under inference the values are the cell's domain, and under LCV
        // they come in the order given for the cell at this depth.
        let order = self.value_order(cell, depth);
        let values = if self.infers() {
            "values of the cell's domain"
        } else {
            "candidates of the cell"
        };
        let (count, what) = match constraint {
            Some(options) => (options, "options of the constraint chosen"),
            None => (order.len() as u8, values),
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
                let nth = order[usize::from(choice) - 1];
                if nth != digit {
                    let (listed, how) = if self.textbook.is_some_and(|t| t.lcv)
                        && self.orders.get(depth).is_some_and(|o| o.is_some())
                    {
                        (order_list(&order), "in the LCV order given")
                    } else if self.infers() {
                        (
                            digits(self.domain(cell)),
                            "of the domain in ascending order",
                        )
                    } else {
                        (
                            digits(self.candidates(cell)),
                            "among the candidates in ascending order",
                        )
                    };
                    let noun = if self.infers() {
                        "values"
                    } else {
                        "candidates"
                    };
                    return Err(fault(
                        format!(
                            "choice {choice} of the {noun} {listed} is {}, but {} is placed",
                            digit_char(nth),
                            digit_char(digit)
                        ),
                        format!(
                            "choice {} for {}, its place {how}",
                            order.iter().position(|&d| d == digit).map_or(0, |p| p + 1),
                            digit_char(digit)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Digits in a given order, as messages list them: `[3, 1, 2]`.
fn order_list(order: &[u8]) -> String {
    let list: Vec<String> = order.iter().map(|&d| digit_char(d).to_string()).collect();
    format!("[{}]", list.join(", "))
}
