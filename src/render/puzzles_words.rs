//! The words of `puzzles`, the library's listing, per language: the
//! table's headings, one puzzle's details, and what each puzzle teaches (in
//! the library's order). Names, sources and grids stay as published.

use serde::Serialize;

/// `puzzles`' words in one language.
#[derive(Debug, Serialize)]
pub struct PuzzlesWords {
    /// The table's headings: name, size, givens, what it teaches.
    pub headings: [&'static str; 4],
    /// Under a row with `--sources`: `{source}`.
    pub source_row: &'static str,
    /// Under the table: `{count}`.
    pub footer: &'static str,
    /// One puzzle's first line: `{name}`, `{n}` (its side), `{rows}`,
    /// `{cols}` (its box), `{givens}`, `{solutions}` (one of `solutions`).
    pub details: &'static str,
    /// How many solutions: none, one, several.
    pub solutions: [&'static str; 3],
    /// What it teaches: `{teaches}`.
    pub teaches_line: &'static str,
    /// Where it was published: `{source}`.
    pub source_line: &'static str,
    /// What our search does on it: `{placements}`, `{first}` (one of
    /// `until`), `{limit}`.
    pub search_line: &'static str,
    /// Until when `candidates` counts: to try everything (no solution), to
    /// its first solution.
    pub until: [&'static str; 2],
    /// What each puzzle teaches, in the library's order
    /// ([`crate::library::ALL`]): a puzzle without its sentence in some
    /// language is a compile error.
    pub teaches: &'static [&'static str; crate::library::COUNT],
}
