//! A placement's `choice` and `of`: its place among the candidates of the
//! cell, or among the options of the constraint chosen at its depth.

use crate::grid::Cell;
use crate::verify::Verifier;
use crate::verify::claim::{Among, ChoiceClaim, Claim, Order};

impl Verifier {
    /// A placement's `choice` and `of`, when it gives them: counted among the
    /// options of the constraint chosen at its depth, else among the candidates.
    pub(super) fn check_choice(
        &self,
        cell: Cell,
        digit: u8,
        choice: Option<u8>,
        of: Option<u8>,
    ) -> Result<(), Claim> {
        if choice.is_none() && of.is_none() {
            return Ok(());
        }
        let depth = self.placements.len();
        let constraint = self.constraints.get(depth).copied().flatten();
        // Under inference the values are the cell's domain, and under LCV
        // they come in the order given for the cell at this depth.
        let order = self.value_order(cell, depth);
        let values = if self.infers() {
            Among::Domain
        } else {
            Among::Candidates
        };
        let (count, among) = match constraint {
            Some(options) => (options, Among::Constraint),
            None => (order.len() as u8, values),
        };
        let say = |claim| Err(Claim::Choice(claim));
        if let Some(of) = of
            && of != count
        {
            return say(ChoiceClaim::WrongOf {
                cell,
                of,
                count,
                among,
            });
        }
        if let Some(choice) = choice {
            if choice == 0 || choice > count {
                return say(ChoiceClaim::OutOfRange {
                    choice,
                    count,
                    among,
                });
            }
            if constraint.is_none() {
                let nth = order[usize::from(choice) - 1];
                if nth != digit {
                    let (listed, how) = if self.textbook.is_some_and(|t| t.lcv)
                        && self.orders.get(depth).is_some_and(|o| o.is_some())
                    {
                        (order.to_vec(), Order::Lcv)
                    } else if self.infers() {
                        (self.domain(cell).iter().collect(), Order::Domain)
                    } else {
                        (self.candidates(cell).iter().collect(), Order::Candidates)
                    };
                    return say(ChoiceClaim::WrongChoice {
                        choice,
                        values: self.infers(),
                        listed,
                        nth,
                        digit,
                        place: order.iter().position(|&d| d == digit).map_or(0, |p| p + 1),
                        order: how,
                    });
                }
            }
        }
        Ok(())
    }
}
