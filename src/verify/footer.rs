//! The end of a trace: the footer's counters and end, recounted from the
//! events, and a document's `solutions` list against the solutions found.

use super::Verifier;
use super::claim::{Claim, EndClaim, SolutionClaim};
use super::fault::Fault;
use super::report::Report;
use crate::read::FooterLines;
use crate::trace::{CounterName, End, Event, EventKind, Footer};

impl Verifier {
    /// Checks the solutions kept (see [`Verifier::keep_solutions`]) against
    /// a document's `solutions` list, once every event has been checked.
    /// Does nothing when no solutions were kept.
    pub fn check_solution_list(&self, list: &[String]) -> Result<(), Box<Fault>> {
        let Some(kept) = &self.kept else {
            return Ok(());
        };
        for (k, (step, event)) in kept.iter().enumerate() {
            let Event::Solved { number, grid, .. } = event else {
                continue;
            };
            if list.get(k) != Some(grid) {
                return Err(Box::new(Fault {
                    step: Some(*step),
                    source_name: None,
                    line: None,
                    event: Some(event.clone()),
                    board: None,
                    claim: Claim::Solution(SolutionClaim::NotListed {
                        number: *number,
                        index: k as u64,
                    }),
                }));
            }
        }
        match self.list_length_fault(list) {
            Some(fault) => Err(fault),
            None => Ok(()),
        }
    }

    /// The fault of a `solutions` list longer or shorter than the solutions found.
    fn list_length_fault(&self, list: &[String]) -> Option<Box<Fault>> {
        (list.len() as u64 != self.stats.solutions).then(|| {
            Box::new(Fault {
                step: None,
                source_name: None,
                line: None,
                event: None,
                board: Some(self.board.clone()),
                claim: Claim::Solution(SolutionClaim::ListLength {
                    listed: list.len(),
                    found: self.stats.solutions,
                }),
            })
        })
    }

    /// Checks the footer, if any, against the events, and reports what was checked.
    ///
    /// Every counter is compared, including those the footer leaves out,
    /// which read as 0 ([`crate::trace::Stats`] defaults them). That is
    /// right for a trace of an older version that lacks a counter added
    /// later: its version cannot hold the events the new counter counts, so
    /// the recount is 0 too and they agree. A counter left out while the
    /// events it counts are there (a `max_depth` missing beside placements)
    /// is a wrong counter, and reported as one.
    pub fn finish(&self, footer: Option<&Footer>) -> Result<Report, Box<Fault>> {
        self.finish_at(footer, FooterLines::default())
    }

    /// [`Verifier::finish`], with a fault in the footer placed at the line
    /// of the part it is about ([`crate::read::TraceReader::footer_lines`]).
    pub fn finish_at(
        &self,
        footer: Option<&Footer>,
        lines: FooterLines,
    ) -> Result<Report, Box<Fault>> {
        let fault_at = |line: Option<u64>| {
            // The claim words the footer's prefix itself, in every language.
            move |claim: Claim| {
                Box::new(Fault {
                    step: None,
                    source_name: None,
                    line,
                    event: None,
                    board: Some(self.board.clone()),
                    claim,
                })
            }
        };
        if let Some(mut fault) = self
            .solution_list
            .as_deref()
            .and_then(|list| self.list_length_fault(list))
        {
            fault.line = lines.solutions;
            return Err(fault);
        }
        if let Some(footer) = footer {
            let (a, b) = (footer.stats, self.stats);
            let wrong: Vec<(CounterName, u64, u64)> = CounterName::ALL
                .into_iter()
                .map(|c| (c, a.get(c), b.get(c)))
                .filter(|(_, said, counted)| said != counted)
                .collect();
            if !wrong.is_empty() {
                // The claim words the footer's prefix itself, in every language.
                return Err(fault_at(lines.stats)(Claim::WrongCounters(wrong)));
            }
            self.check_end(footer.end).map_err(fault_at(lines.end))?;
        }
        Ok(Report {
            strategy: self.header.strategy.clone(),
            schema_version: self.header.schema_version,
            size: self.side(),
            steps: self.step,
            counts: self.counts,
            choices: self.choices,
            exclusions: self.exclusions,
            stats: self.stats,
            footer: footer.is_some(),
            clashing_givens: self.clashing_givens,
        })
    }

    /// The footer's `end` agrees with the last event: a limit reached, the
    /// last solution asked for, or an exhausted search with nothing standing.
    fn check_end(&self, end: End) -> Result<(), Claim> {
        let limit_event = self.last.as_ref().and_then(|e| e.kind().limit_end());
        let solution_limit = self.header.options.max_solutions == Some(self.stats.solutions)
            && self.last.as_ref().map(Event::kind) == Some(EventKind::Solved);
        let implied = if limit_event.is_some() {
            limit_event
        } else if solution_limit {
            Some(End::SolutionLimit)
        } else {
            None
        };
        let say = |claim| Err(Claim::End(claim));
        match (end, implied) {
            (End::Stopped, _) => Ok(()),
            (end, Some(implied)) if end != implied => say(EndClaim::Implied { end, implied }),
            (End::Exhausted, None) => {
                if let Some(p) = self.placements.last() {
                    return say(EndClaim::NotUndone(p.cell, p.digit, p.step));
                }
                if let Some(d) = self.deductions.last() {
                    return say(EndClaim::NotRetracted(d.cell, d.digit, d.step));
                }
                Ok(())
            }
            (end, None) if end != End::Exhausted => say(EndClaim::NoReason(end)),
            _ => Ok(()),
        }
    }
}
