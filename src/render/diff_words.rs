//! The words of `diff`'s text, per language: where two traces part and
//! the summary of what differs (the library's [`crate::diff::Summary`]);
//! the steps themselves are told in the text trace's sentences.

use serde::Serialize;

/// `diff`'s words in one language; each field's holes are named in its
/// comment.
#[derive(Debug, Serialize)]
pub struct DiffWords {
    /// `{a}` and `{b}` (each a name and strategy) part at `{step}`: `{summary}`.
    pub part: &'static str,
    /// The same at a level: compared event `{step}`, each side's own
    /// `{step_a}` and `{step_b}`, `{summary}`.
    pub part_compared: &'static str,
    /// `{a}` and `{b}` differ past the events: `{summary}`.
    pub differ: &'static str,
    /// A side's own step: `{step}`.
    pub own_step: &'static str,
    /// A side that has ended.
    pub own_end: &'static str,
    /// The level compared: `{kinds}`.
    pub level: &'static str,
    /// No step before the first difference.
    pub at_once: &'static str,
    /// The steps before, the same in both.
    pub before: &'static str,
    /// The step where they part: `{step}`.
    pub step: &'static str,
    /// The compared event where they part: `{step}`.
    pub compared_event: &'static str,
    /// A trace that has ended.
    pub ended: &'static str,
    /// The boards after step `{step}`.
    pub boards_after: &'static str,
    /// The boards after compared event `{step}`.
    pub boards_after_compared: &'static str,
    /// The boards at the end.
    pub boards_at_end: &'static str,
    /// The counters' title.
    pub counters: &'static str,
    /// Identical: `{a}`, `{b}`, `{header}`, `{steps}`.
    pub identical: &'static str,
    /// Identical at a level: `{kinds}`, `{a}`, `{b}`, `{header}`,
    /// `{steps}`, `{steps_a}`, `{steps_b}`.
    pub identical_level: &'static str,
    /// The headers agree.
    pub same_header: &'static str,
    /// The headers agree but for the strategy's name.
    pub same_header_but_strategy: &'static str,
    /// Summary: different puzzles, `{a}` and `{b}` (their givens).
    pub puzzles: &'static str,
    /// Summary: no kind of event in common.
    pub no_common_kind: &'static str,
    /// Summary: the first trace ends here.
    pub first_ends: &'static str,
    /// Summary: the second trace ends here.
    pub second_ends: &'static str,
    /// Summary: both end here.
    pub both_end: &'static str,
    /// Summary: different events, `{a}` and `{b}`.
    pub events: &'static str,
    /// Summary: a different `{field}`, `{a}` and `{b}`.
    pub field: &'static str,
    /// Summary: the same `{steps}` events, strategies `{a}` and `{b}`.
    pub strategy: &'static str,
    /// Summary: the same `{steps}` events, different options.
    pub options: &'static str,
    /// Summary: the same `{steps}` events, different schema versions.
    pub schema: &'static str,
    /// Summary: the same `{steps}` events, different footers.
    pub footers: &'static str,
    /// A field that one event lacks.
    pub none: &'static str,
    /// Summary: a different cell, `{a}` and `{b}` (other fields than the
    /// cell and the digit keep the trace's names, in [`DiffWords::field`]).
    pub cell: &'static str,
    /// Summary: a different digit, `{a}` and `{b}`.
    pub digit: &'static str,
}
