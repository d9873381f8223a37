//! The words of `generate`'s notes and of a puzzle it could not make, per
//! language; each field's holes are named in its comment. Filters keep
//! their command-line form (`mrv:placements >= 20`) in every language.

use serde::Serialize;

/// `generate`'s words in one language.
#[derive(Debug, Serialize)]
pub struct GenerateWords {
    /// The seed drawn for a run without `--seed`: `{seed}`.
    pub seed_drawn: &'static str,
    /// No puzzle within the attempts, after the language's `error: `:
    /// `{index}` (from 1), `{attempts}`, `{missed}` (the parts below,
    /// joined by `missed_separator`).
    pub gave_up: &'static str,
    /// With a target of givens: `{fewest}` reached, `{target}`.
    pub fewest_givens: &'static str,
    /// A filter that turned candidates away: `{n}`, `{filter}`.
    pub failed_filter: &'static str,
    /// Between the parts of `{missed}`.
    pub missed_separator: &'static str,
    /// An output file left as it was: `{name}`.
    pub nothing_written: &'static str,
}
