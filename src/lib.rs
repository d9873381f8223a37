//! Explains backtracking search by solving Sudoku out loud.
//!
//! A solver ([`solver::solve`]) pushes every step of its search into a
//! [`trace::Sink`] as an [`trace::Event`]; renderers turn that one event log
//! into text, JSON or JSON Lines.
//!
//! ```
//! use sudoku_trace::{parse, solver::{self, Strategy}, trace::{Event, Limits}};
//!
//! let grid = parse::parse_str("..3.\n.3.4\n2..3\n3.4.")?;
//! let mut events: Vec<Event> = Vec::new(); // any Sink; `NoSink` runs untraced
//! let report = solver::solve(&grid, Strategy::Candidates, Limits::default(), &mut events);
//! assert_eq!(report.stats.solutions, 1);
//! assert!(report.solutions[0].is_valid_solution());
//! assert_eq!(report.stats.events, events.len() as u64);
//! # Ok::<(), sudoku_trace::parse::ParseError>(())
//! ```
#![deny(missing_docs)]

pub mod diff;
pub mod grid;
pub mod parse;
pub mod read;
pub mod render;
pub mod replay;
pub mod schema;
pub mod solver;
pub mod trace;
pub mod verify;

pub use grid::{BoxShape, Cell, DigitSet, Grid, Unit};
pub use solver::{Report, Strategy, solve};
pub use trace::{Event, Sink, Stats};
