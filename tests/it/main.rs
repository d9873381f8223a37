//! The integration tests: one crate, one module per behaviour, run against
//! the `sudoku-trace` binary (`common::tool`, from the repository's root)
//! and the library.
//!
//! One crate links the library once; the browser suite (`tests/browser.rs`)
//! and the example puzzles' insta glob (`tests/examples_glob.rs`) are crates
//! of their own (minutes of Chromium; insta's glob counts failures for its
//! whole process). Run one module with its path:
//! `cargo test --test it csp::`.

#[macro_use]
mod common;
mod reference;

// The build step of the words layer (build/), compiled into the tests: its
// files name each other `crate::…`, so they sit at this crate's root.
#[path = "../../build/check.rs"]
mod check;
#[path = "../../build/compile.rs"]
#[allow(dead_code)] // `build`, which writes the file, is the build script's
mod compile;
#[path = "../../build/emit.rs"]
mod emit;
#[path = "../../build/fonts.rs"]
mod fonts;
#[path = "../../build/groups.rs"]
mod groups;
#[path = "../../build/manifest.rs"]
mod manifest;
#[path = "../../build/messages.rs"]
#[allow(dead_code)] // the build's error positions, which the tests need not
mod messages;
#[path = "../../build/plural.rs"]
mod plural;
#[path = "../../build/pseudo.rs"]
mod pseudo;
#[path = "../../build/script.rs"]
#[allow(dead_code)] // the build's pair list is all the tests need
mod script;

// The search: counters, strategies, the library of puzzles, the generator.
mod corpus;
mod counters;
mod csp;
mod generate;
mod library;
mod library_lessons;
mod same_tree;
mod strategies;

// The trace as an interface: saved, read back, checked against its schema,
// written by other programs, corrupted.
mod docs;
mod interop;
mod reproducible;
mod robustness;
mod schema_compat;
mod schema_strict;
mod trace_io;

// Checking a trace: verify, diff, grade.
mod grade;
mod grade_feedback;
mod json_verdicts;
mod verify_corrupt;

// What the renderers draw and say.
mod course_snapshot;
mod quiz;
mod seeds;
mod snapshots;
mod terminal;
mod textbook_ideas;
mod worksheet;

// The words: every language, the glossaries, the pseudo-locale, the lessons.
mod chinese_without_english;
mod glossary;
mod i18n_build;
mod languages;
mod lesson;
mod ordinals;
mod pseudo_locale;

// The command line: arguments, errors, hostile input, limits, signals, the
// in-process run of the Python package, what a newcomer reads.
mod cli;
mod errors;
mod guard_rails;
mod hostile;
mod in_process;
mod interrupt;
mod limits;
mod newcomer;
mod readme;
mod shell;
mod subcommands;

// The house: the layers of ARCHITECTURE.md.
mod layers;
