//! What differs between two traces, as facts rather than a sentence,
//! worded in any language ([`Summary::worded`]); `Display` is the English
//! sentence that JSON's `summary` holds.

use std::fmt;

use crate::grid::Cell;
use crate::trace::EventKind;
use crate::words::vars;
use crate::words::{Lang, Notation};

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

impl Summary {
    /// What differs in `lang`, cells named in `notation`.
    pub fn worded(&self, lang: Lang, notation: Notation) -> String {
        let w = lang.diff();
        let value = |v: &Option<String>| v.clone().unwrap_or_else(|| w.none.to_string());
        let cell = |c: &Option<Cell>| c.map_or_else(|| w.none.to_string(), |c| notation.cell(c));
        match self {
            Summary::Puzzles { a, b } => w.puzzles(vars::DiffPuzzles { a: &a, b: &b }),
            Summary::NoCommonKind => w.no_common_kind.into(),
            Summary::FirstEnds => w.first_ends.into(),
            Summary::SecondEnds => w.second_ends.into(),
            Summary::BothEnd => w.both_end.into(),
            Summary::Events { a, b } => {
                // Each kind in the language, with the name the trace writes.
                let named = |name: &str| match EventKind::from_name(name) {
                    Some(kind) => lang.kinds_named([kind]),
                    None => format!("`{name}`"),
                };
                w.events(vars::DiffEvents {
                    a: &named(a),
                    b: &named(b),
                })
            }
            Summary::Field { field, a, b } => {
                let (a, b) = (value(a), value(b));
                match field.as_str() {
                    "digit" => w.digit(vars::DiffDigit { a: &a, b: &b }),
                    _ => w.field(vars::DiffField {
                        field: &field,
                        a: &a,
                        b: &b,
                    }),
                }
            }
            Summary::Cell { field, a, b } => {
                let (a, b) = (cell(a), cell(b));
                match field.as_str() {
                    "cell" => w.cell(vars::DiffCell { a: &a, b: &b }),
                    _ => w.field(vars::DiffField {
                        field: &field,
                        a: &a,
                        b: &b,
                    }),
                }
            }
            Summary::Strategy { steps, a, b } => w.strategy(vars::DiffStrategy {
                steps: &steps,
                a: &a,
                b: &b,
            }),
            Summary::Options { steps } => w.options(vars::DiffOptions { steps: &steps }),
            Summary::Schema { steps } => w.schema(vars::DiffSchema { steps: &steps }),
            Summary::Footers { steps } => w.footers(vars::DiffFooters { steps: &steps }),
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En, Notation::Rc))
    }
}
