//! What differs between two traces, as facts rather than a sentence: the
//! command line words them in any language; `Display` is the English
//! sentence that JSON's `summary` holds.

use std::fmt;

use crate::grid::Cell;

/// What differs first between two traces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Summary {
    /// Different puzzles: the givens of each, one line.
    Puzzles {
        /// The first trace's givens.
        a: String,
        /// The second trace's givens.
        b: String,
    },
    /// The level compares no kind of event both traces write.
    NoCommonKind,
    /// The first trace ends where the second goes on.
    FirstEnds,
    /// The second trace ends where the first goes on.
    SecondEnds,
    /// Both end here (at a field both leave out).
    BothEnd,
    /// Different kinds of event, by their names in the trace.
    Events {
        /// The first trace's event.
        a: String,
        /// The second trace's event.
        b: String,
    },
    /// Another field of the same kind of event, by its name in the trace,
    /// and each side's value (`None` when that side lacks the field).
    Field {
        /// The field's name (`cell`, `digit`, `depth` …).
        field: String,
        /// The first trace's value.
        a: Option<String>,
        /// The second trace's value.
        b: Option<String>,
    },
    /// A cell of the same kind of event (`cell` or `peer`), and each
    /// side's cell (`None` when that side lacks the field).
    Cell {
        /// The field's name.
        field: String,
        /// The first trace's cell.
        a: Option<Cell>,
        /// The second trace's cell.
        b: Option<Cell>,
    },
    /// The same events but headers naming different strategies.
    Strategy {
        /// The events compared.
        steps: u64,
        /// The first trace's strategy.
        a: String,
        /// The second trace's strategy.
        b: String,
    },
    /// The same events but headers with different options (limits).
    Options {
        /// The events compared.
        steps: u64,
    },
    /// The same events but different schema versions.
    Schema {
        /// The events compared.
        steps: u64,
    },
    /// The same events but different footers.
    Footers {
        /// The events compared.
        steps: u64,
    },
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = |v: &Option<String>| v.clone().unwrap_or_else(|| "none".into());
        match self {
            Summary::Puzzles { a, b } => write!(f, "different puzzles: {a} and {b}"),
            Summary::NoCommonKind => {
                f.write_str("no kind of event to compare: the two traces write none in common")
            }
            Summary::FirstEnds => f.write_str("the first trace ends here"),
            Summary::SecondEnds => f.write_str("the second trace ends here"),
            Summary::BothEnd => f.write_str("both end here"),
            Summary::Events { a, b } => write!(f, "different events: {a} and {b}"),
            Summary::Field { field, a, b } => {
                write!(f, "different {field}: {} and {}", value(a), value(b))
            }
            Summary::Cell { field, a, b } => {
                let name = |c: &Option<Cell>| {
                    c.map_or("none".into(), |c| format!("r{}c{}", c.row + 1, c.col + 1))
                };
                write!(f, "different {field}: {} and {}", name(a), name(b))
            }
            Summary::Strategy { steps, a, b } => {
                write!(f, "the same {steps} events, but strategy `{a}` and `{b}`")
            }
            Summary::Options { steps } => {
                write!(f, "the same {steps} events, but different options (limits)")
            }
            Summary::Schema { steps } => {
                write!(f, "the same {steps} events, but different schema versions")
            }
            Summary::Footers { steps } => {
                write!(f, "the same {steps} events, but different footers")
            }
        }
    }
}
