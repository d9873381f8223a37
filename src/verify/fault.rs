//! Fault reporting: the first event that breaks the rules, how it reads, and
//! the words its messages name cells, digits and units with.

use std::fmt;

use crate::grid::{Cell, DigitSet, Grid, Unit, digit_char};
use crate::read::ReadError;
use crate::trace::Event;

/// The first event of a trace that breaks the rules, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// What the trace says, and what is wrong with it.
    pub found: String,
    /// What the rules expected instead.
    pub expected: String,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(step) => write!(f, "step {step}: {}", self.found)?,
            None => write!(f, "{}", self.found)?,
        }
        match (&self.source_name, self.line) {
            (Some(name), Some(line)) => write!(f, "\n  at:       {name}:{line}")?,
            (Some(name), None) => write!(f, "\n  at:       {name}")?,
            (None, Some(line)) => write!(f, "\n  at:       line {line}")?,
            (None, None) => {}
        }
        if let Some(event) = &self.event {
            let json = serde_json::to_string(event).unwrap_or_default();
            write!(f, "\n  event:    {json}")?;
        }
        write!(f, "\n  expected: {}", self.expected)?;
        if let Some(board) = &self.board {
            let moment = if self.step.is_some() {
                "before this step"
            } else {
                "at the end"
            };
            write!(f, "\n  board {moment}:")?;
            for line in board.to_string().lines() {
                write!(f, "\n    {}", line.trim_end())?;
            }
        }
        Ok(())
    }
}

impl Fault {
    /// The fault of a trace that breaks down partway (a malformed or
    /// truncated record), with the board before it when known.
    pub fn from_read_error(e: &ReadError, board: Option<Grid>) -> Fault {
        Fault {
            source_name: Some(e.source_name.clone()),
            step: e.step,
            line: e.line,
            event: None,
            board,
            found: match e.column {
                Some(col) => format!("{} (column {col})", e.found),
                None => e.found.clone(),
            },
            expected: e.expected.clone(),
        }
    }
}

impl std::error::Error for Fault {}

pub(super) fn rc(cell: Cell) -> String {
    format!("r{}c{}", cell.row + 1, cell.col + 1)
}

pub(super) fn digits(set: DigitSet) -> String {
    let list: Vec<String> = set.iter().map(|d| digit_char(d).to_string()).collect();
    format!("[{}]", list.join(", "))
}

pub(super) fn unit_name(unit: Unit) -> &'static str {
    match unit {
        Unit::Row => "row",
        Unit::Column => "column",
        Unit::Box => "box",
    }
}

/// `row 3`, `column 1`, `box 9`: a unit numbered from 1 as people count.
pub(super) fn numbered(unit: Unit, index: u8) -> String {
    format!("{} {}", unit_name(unit), index + 1)
}
