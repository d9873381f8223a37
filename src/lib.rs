//! Explains backtracking search by solving Sudoku out loud.
//!
//! A solver ([`solver::solve`]) pushes every step of its search into a
//! [`trace::Sink`] as an [`trace::Event`]; renderers ([`render`]) turn that
//! one event log into text, JSON or JSON Lines. A saved log is an interface:
//! [`read`] reads it back (ours or any other program's), [`verify`] checks it
//! against the rules, [`diff`] finds where two logs part, and [`schema`]
//! publishes its format.
//!
//! | step | with |
//! |---|---|
//! | parse a puzzle | [`parse::parse_str`], [`parse::parse`] (every common format, positioned errors) |
//! | take a famous one | [`library::find`] (`"ai-escargot"`, `"norvig-hard1"`, …; [`library::ALL`] lists them, each with its source and what it teaches) |
//! | search it | [`solve`] with a [`Strategy`] and any [`Sink`]: `Vec<Event>` collects, [`trace::Counter`] counts, [`trace::NoSink`] runs untraced, your own type streams |
//! | write the log | a [`render::Renderer`]: [`render::Text`], [`render::Json`], [`render::JsonLines`], or [`render::renderer`] for a [`render::Format`] |
//! | read a log back | [`read::TraceReader`] (JSON or JSON Lines, streamed), [`render::play`] into any renderer |
//! | check a log | [`verify::verify`], or [`verify::Verifier`] event by event |
//! | compare two logs | [`diff::diff`] |
//!
//! ```
//! use sudoku_trace::render::{self, Format, JsonLines, Renderer, RenderOptions};
//! use sudoku_trace::trace::{Event, Footer, Header, Limits};
//! use sudoku_trace::{parse, read, verify, Strategy, solve};
//!
//! // Parse a puzzle and search it, collecting every event.
//! let grid = parse::parse_str("..3.\n.3.4\n2..3\n3.4.")?;
//! let limits = Limits::FIRST_SOLUTION;
//! let mut events: Vec<Event> = Vec::new(); // any Sink; `NoSink` runs untraced
//! let report = solve(&grid, Strategy::Candidates, limits, &mut events);
//! assert_eq!(report.stats.solutions, 1);
//! assert!(report.solutions[0].is_valid_solution());
//! assert_eq!(report.stats.events, events.len() as u64);
//!
//! // Or stream the events straight into a renderer: here JSON Lines.
//! let mut saved = Vec::new();
//! let mut jsonl = JsonLines::new(&mut saved);
//! jsonl.begin(&Header::new(&grid, "candidates", limits))?;
//! let report = solve(&grid, Strategy::Candidates, limits, &mut jsonl);
//! jsonl.finish(&Footer::new(report.end, report.stats))?;
//! drop(jsonl);
//!
//! // Read the saved trace back, check it against the rules...
//! let mut reader = read::TraceReader::from_reader("saved.jsonl", saved.as_slice())?;
//! assert!(matches!(verify::verify(&mut reader)?, verify::Outcome::Valid(_)));
//!
//! // ...and render it as text: the same bytes as rendering it live.
//! let mut text = Vec::new();
//! let mut reader = read::TraceReader::from_reader("saved.jsonl", saved.as_slice())?;
//! render::play(&mut reader, &mut *render::renderer(Format::Text, RenderOptions::default(), Box::new(&mut text)))?;
//! assert!(String::from_utf8(text)?.contains("solution 1 found"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

pub mod bounds;
#[cfg(feature = "cli")]
pub mod cli;
pub mod diff;
pub mod generate;
pub mod grade;
pub mod grid;
pub mod library;
pub mod parse;
pub mod read;
pub mod render;
pub mod replay;
pub mod schema;
pub mod solver;
pub mod trace;
pub mod verify;
pub mod words;

pub use grid::{BoxShape, Cell, DigitSet, Grid, Unit};
pub use solver::{Report, Strategy, solve};
pub use trace::{Event, Sink, Stats};
