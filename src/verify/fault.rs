//! Fault reporting: the first event that breaks the rules, how it reads, and
//! how the claims write a set of digits.

use std::fmt::{self, Write as _};

use super::claim::Claim;
use crate::grid::{DigitSet, Grid, digit_char};
use crate::read::ReadError;
use crate::trace::Event;
use crate::words::user_text::shown;
use crate::words::vars;
use crate::words::{Lang, Notation, VerifyWords};

/// The first event of a trace that breaks the rules, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
// Non-exhaustive: only `verify` makes one, and what it knows may grow.
#[non_exhaustive]
pub struct Fault {
    /// The step (event number, from 1), or `None` for the header or the footer.
    pub step: Option<u64>,
    /// The trace's name (a path, `<stdin>`), when known.
    pub source_name: Option<String>,
    /// The line of the trace file, when known (JSON Lines).
    pub line: Option<u64>,
    /// The faulty event, when the fault is in an event that could be read.
    pub event: Option<Event>,
    /// The board just before the faulty step.
    pub board: Option<Grid>,
    /// What the trace says and what the rules expected instead, as facts
    /// that every language words ([`Fault::said`]).
    pub claim: Claim,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En, Notation::Rc))
    }
}

impl Fault {
    /// What was found and what was expected, in `lang`, cells named in
    /// `notation`.
    pub fn said(&self, lang: Lang, notation: Notation) -> (String, String) {
        self.claim.worded(lang, notation)
    }

    /// The whole fault in `lang`, in its frame (the verdict's text after
    /// `invalid: `).
    pub fn worded(&self, lang: Lang, notation: Notation) -> String {
        let (found, expected) = self.said(lang, notation);
        self.framed(lang.verify(), &found, &expected)
    }

    /// The fault in `w`'s frame (its step, place, event, the expectation
    /// and the board before it), with `found` and `expected` worded by the
    /// caller: [`Fault::found`] and [`Fault::expected`] in English.
    pub(crate) fn framed(&self, w: &VerifyWords, found: &str, expected: &str) -> String {
        let mut s = match self.step {
            Some(step) => w.at_step(vars::VerifyAtStep {
                step: &step,
                found: &found,
            }),
            None => found.to_string(),
        };
        let place = match (&self.source_name, self.line) {
            (Some(name), Some(line)) => Some(format!("{}:{line}", shown(name))),
            (Some(name), None) => Some(shown(name).into_owned()),
            (None, Some(line)) => Some(w.line(vars::VerifyLine { line: &line })),
            (None, None) => None,
        };
        if let Some(place) = place {
            let _ = write!(s, "\n  {}", w.at(vars::VerifyAt { place: &place }));
        }
        if let Some(event) = &self.event {
            let json = serde_json::to_string(event).unwrap_or_default();
            let _ = write!(s, "\n  {}", w.event(vars::VerifyEvent { event: &json }));
        }
        let _ = write!(
            s,
            "\n  {}",
            w.expected(vars::VerifyExpected {
                expected: &expected
            })
        );
        if let Some(board) = &self.board {
            let title = if self.step.is_some() {
                w.board_before
            } else {
                w.board_at_end
            };
            let _ = write!(s, "\n  {title}");
            for line in board.to_string().lines() {
                let _ = write!(s, "\n    {}", line.trim_end());
            }
        }
        s
    }
}

impl Fault {
    /// The fault of a trace that breaks down partway (a malformed or
    /// truncated record), with the board before it when known.
    pub fn from_read_error(e: &ReadError, board: Option<Grid>) -> Fault {
        Fault {
            source_name: Some(e.source_name().to_string()),
            step: e.step(),
            line: e.line(),
            event: None,
            board,
            claim: Claim::Read {
                found: Box::new(e.found().clone()),
                column: e.column(),
                expected: Box::new(e.expected().clone()),
            },
        }
    }
}

impl std::error::Error for Fault {}

pub(super) fn digits(set: DigitSet) -> String {
    let list: Vec<String> = set.iter().map(|d| digit_char(d).to_string()).collect();
    format!("[{}]", list.join(", "))
}
