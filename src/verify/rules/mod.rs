//! The rules, one function per kind of event: what each event claims, held
//! against the board just before it. A valid event then changes the board
//! by its [`crate::trace::Effect`] (`Verifier::follow`), not here.
//! The longer checks behind them have files of their own: `candidates` (a
//! candidate set and the first peer that excludes each digit, as candidate
//! sets and rejections name it), `choice` (a placement's place among its
//! options), `singles` (the rule a deduction names) and `solution` (a
//! solved grid).

mod candidates;
mod choice;
mod csp;
mod singles;
mod solution;

pub(super) use csp::{Jump, Level, Phase};

use super::Verifier;
use super::claim::{Claim, Closed, DepthWhy, Limit, LimitClaim, SearchClaim};
use crate::grid::{Cell, DigitSet, Unit};
use crate::trace::{Event, EventKind, Exclusion, Rule, Subject};

/// The depth of most events: the guesses they are made under.
const STANDING: DepthWhy = DepthWhy::Standing;

/// The fault of an event at the wrong depth, `why` saying which depth is right.
fn expect_depth(depth: u32, want: u32, why: DepthWhy) -> Result<(), Claim> {
    if depth == want {
        Ok(())
    } else {
        Err(Claim::WrongDepth { depth, want, why })
    }
}

impl Verifier {
    /// The trace is still open for `event`: nothing follows an event that
    /// closes it, and only `step_limit_reached` comes at the step past the
    /// header's limit.
    pub(super) fn check_open(&self, event: &Event) -> Result<(), Claim> {
        if let Some(why) = self.closed {
            return Err(Claim::Limit(LimitClaim::AfterClose(why)));
        }
        if let Some(limit) = self.header.options.max_steps
            && limit.checked_add(1) == Some(self.step)
            && event.kind() != EventKind::StepLimitReached
        {
            return Err(Claim::Limit(LimitClaim::PastStepLimit(limit)));
        }
        Ok(())
    }

    /// A candidate set: the cell is empty, and the set and every exclusion reason are
    /// true of the board now.
    pub(super) fn check_candidates_computed(
        &self,
        cell: Cell,
        depth: u32,
        candidates: DigitSet,
        excluded: &[Exclusion],
    ) -> Result<(), Claim> {
        self.empty_cell(cell)?;
        expect_depth(depth, self.depth(), STANDING)?;
        self.check_candidates(cell, candidates, excluded)?;
        Ok(())
    }

    /// A placement: an empty cell, no clash, one level deeper, and its choice among
    /// the candidates or the options of the constraint chosen; then it stands.
    pub(super) fn check_placed(
        &mut self,
        cell: Cell,
        digit: u8,
        depth: u32,
        choice: Option<u8>,
        of: Option<u8>,
    ) -> Result<(), Claim> {
        self.empty_cell(cell)?;
        self.digit(digit)?;
        self.no_clash(cell, digit, false)?;
        expect_depth(depth, self.depth() + 1, DepthWhy::StandingWithThis)?;
        if self.infers() && !self.domain(cell).contains(digit) {
            let domain = self.domain(cell);
            let claim = SearchClaim::OutsideDomain {
                cell,
                digit,
                domain,
            };
            return Err(Claim::Search(claim));
        }
        self.check_choice(cell, digit, choice, of)?;
        self.constraints.truncate(depth as usize);
        Ok(())
    }

    /// A rejection: the named peer holds the digit, and is the first peer to.
    pub(super) fn check_rejected(
        &self,
        cell: Cell,
        digit: u8,
        depth: u32,
        peer: Cell,
        unit: Unit,
    ) -> Result<(), Claim> {
        self.empty_cell(cell)?;
        self.digit(digit)?;
        self.in_grid(peer)?;
        expect_depth(depth, self.depth(), STANDING)?;
        self.check_rejection(cell, digit, peer, unit)?;
        Ok(())
    }

    /// A dead end: no digit fits the cell, or the digit has no place left in the unit.
    pub(super) fn check_dead_end(&self, subject: Subject, depth: u32) -> Result<(), Claim> {
        expect_depth(depth, self.depth(), STANDING)?;
        match subject {
            Subject::Cell(cell) => {
                self.empty_cell(cell)?;
                if self.infers() {
                    let domain = self.domain(cell);
                    if !domain.is_empty() {
                        let claim = SearchClaim::DeadEndDomain { cell, domain };
                        return Err(Claim::Search(claim));
                    }
                    return Ok(());
                }
                let candidates = self.candidates(cell);
                if !candidates.is_empty() {
                    let claim = SearchClaim::DeadEndCandidates { cell, candidates };
                    return Err(Claim::Search(claim));
                }
            }
            Subject::Unit { digit, unit, index } => {
                self.digit(digit)?;
                self.unit_index(index)?;
                let places = self.places(digit, unit, index)?;
                if let Some(&place) = places.first() {
                    let claim = SearchClaim::DeadEndUnit {
                        digit,
                        unit,
                        index,
                        place,
                    };
                    return Err(Claim::Search(claim));
                }
            }
        }
        Ok(())
    }

    /// A deduction: forced by the single it names, at the depth of the guesses
    /// standing; then it stands until retracted.
    pub(super) fn check_deduced(
        &mut self,
        cell: Cell,
        digit: u8,
        depth: u32,
        rule: Rule,
        unit: Option<Unit>,
    ) -> Result<(), Claim> {
        self.empty_cell(cell)?;
        self.digit(digit)?;
        self.no_clash(cell, digit, true)?;
        expect_depth(depth, self.depth(), DepthWhy::StandingNoDeductions)?;
        self.check_rule(cell, digit, rule, unit)?;
        Ok(())
    }

    /// A retraction: takes back a standing deduction once the guesses made after
    /// it are undone.
    pub(super) fn check_retracted(
        &mut self,
        cell: Cell,
        digit: u8,
        depth: u32,
    ) -> Result<(), Claim> {
        self.in_grid(cell)?;
        let Some(at) = self.deductions.iter().rposition(|d| d.cell == cell) else {
            let holds = self.holds(cell);
            let claim = SearchClaim::NothingToRetract { cell, holds };
            return Err(Claim::Search(claim));
        };
        let deduction = self.deductions[at];
        if deduction.digit != digit {
            let claim = SearchClaim::RetractsOther {
                cell,
                digit,
                deduced: (deduction.digit, deduction.step),
            };
            return Err(Claim::Search(claim));
        }
        expect_depth(depth, deduction.depth, DepthWhy::OfDeduction)?;
        if let Some(later) = self.placements.get(deduction.under) {
            let claim = SearchClaim::RetractsUnderGuess {
                cell,
                digit,
                later: (later.cell, later.digit, later.step),
            };
            return Err(Claim::Search(claim));
        }
        Ok(())
    }

    /// A chosen constraint: its number of options is the number of ways to meet it
    /// now; remembered for the placements that follow at its depth.
    pub(super) fn check_constraint_chosen(
        &mut self,
        subject: Subject,
        depth: u32,
        options: u8,
    ) -> Result<(), Claim> {
        expect_depth(depth, self.depth(), STANDING)?;
        let ways = match subject {
            Subject::Cell(cell) => {
                self.empty_cell(cell)?;
                self.candidates(cell).len()
            }
            Subject::Unit { digit, unit, index } => {
                self.digit(digit)?;
                self.unit_index(index)?;
                self.places(digit, unit, index)?.len()
            }
        };
        if usize::from(options) != ways {
            let claim = SearchClaim::ConstraintOptions {
                subject,
                options,
                ways,
            };
            return Err(Claim::Search(claim));
        }
        let depth = depth as usize;
        if self.constraints.len() <= depth {
            self.constraints.resize(depth + 1, None);
        }
        self.constraints[depth] = Some(options);
        Ok(())
    }

    /// An undo: takes back the most recent placement standing, once the deductions
    /// that followed from it are retracted.
    pub(super) fn check_undone(&mut self, cell: Cell, digit: u8, depth: u32) -> Result<(), Claim> {
        self.in_grid(cell)?;
        let Some(&top) = self.placements.last() else {
            return Err(Claim::UndoNothing { cell, digit });
        };
        if top.cell != cell || top.digit != digit {
            let top = (top.cell, top.digit, top.step);
            return Err(Claim::UndoOutOfOrder { cell, digit, top });
        }
        expect_depth(depth, top.depth, DepthWhy::OfPlacement)?;
        if let Some(d) = self
            .deductions
            .iter()
            .find(|d| d.under >= self.placements.len())
        {
            let claim = SearchClaim::UndoUnderDeduction {
                cell,
                digit,
                later: (d.cell, d.digit, d.step),
            };
            return Err(Claim::Search(claim));
        }
        self.constraints.truncate(depth as usize);
        self.check_backtrack(depth)?;
        Ok(())
    }

    /// A solution: complete, valid, the board the events built, numbered in order;
    /// the last one the header asks for closes the trace.
    pub(super) fn check_solved(
        &mut self,
        number: u64,
        depth: u32,
        grid: &str,
    ) -> Result<(), Claim> {
        self.check_solution(number, grid)?;
        expect_depth(depth, self.depth(), STANDING)?;
        if self.header.options.max_solutions == Some(number) {
            self.closed = Some(Closed::LastSolution);
        }
        Ok(())
    }

    /// The step limit: after exactly the header's number of steps; it closes the trace.
    pub(super) fn check_step_limit(&mut self, steps: u64) -> Result<(), Claim> {
        self.check_steps_before(Limit::Step, steps)?;
        let limit = self.header.options.max_steps;
        if limit != Some(steps) {
            let claim = LimitClaim::StepLimitMismatch { steps, limit };
            return Err(Claim::Limit(claim));
        }
        self.closed = Some(Closed::StepLimit);
        Ok(())
    }

    /// The time limit: the header sets one; it closes the trace.
    pub(super) fn check_time_limit(&mut self, steps: u64) -> Result<(), Claim> {
        self.check_steps_before(Limit::Time, steps)?;
        if self.header.options.time_limit.is_none() {
            return Err(Claim::Limit(LimitClaim::NoTimeLimit));
        }
        self.closed = Some(Closed::TimeLimit);
        Ok(())
    }

    /// A limit event's `steps`: the number of events before it. `limit`
    /// names the limit in the message.
    fn check_steps_before(&self, limit: Limit, steps: u64) -> Result<(), Claim> {
        let before = self.step - 1;
        if steps == before {
            return Ok(());
        }
        let claim = LimitClaim::StepsBefore {
            limit,
            steps,
            before,
        };
        Err(Claim::Limit(claim))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{Header, Limits};

    /// The small 4x4 puzzle of `docs/trace-format.md`.
    pub(super) fn verifier() -> Verifier {
        let grid = crate::parse::parse_str("1234\n3412\n2.4.\n4.23\n").expect("parses");
        let limits = Limits {
            max_solutions: Some(1),
            ..Limits::default()
        };
        Verifier::new(&Header::new(&grid, "candidates", limits)).expect("a valid header")
    }
}
