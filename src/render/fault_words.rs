//! The words of the faults `verify` words in every language
//! ([`crate::verify::Claim`]); each field's holes are named in its comment.

use serde::Serialize;

use super::backjump_words::BackjumpWords;
use super::bounds_words::BoundsWords;
use super::candidate_words::CandidateWords;
use super::choice_words::ChoiceWords;
use super::end_words::EndWords;
use super::header_words::HeaderWords;
use super::limit_words::LimitWords;
use super::search_words::SearchWords;
use super::solution_words::SolutionWords;
use super::textbook_words::TextbookWords;

/// The faults' words in one language.
#[derive(Debug, Serialize)]
pub struct FaultWords {
    /// A fault in the footer: `{found}`.
    pub footer: &'static str,
    /// `{cell}` is not empty: `{holds}`.
    pub not_empty: &'static str,
    /// Expected: an empty cell.
    pub not_empty_expected: &'static str,
    /// The cell holds nothing.
    pub holds_empty: &'static str,
    /// The cell holds the given `{digit}`.
    pub holds_given: &'static str,
    /// The cell holds `{digit}`, placed at `{step}`.
    pub holds_placed: &'static str,
    /// The cell holds `{digit}`, deduced at `{step}`.
    pub holds_deduced: &'static str,
    /// The cell holds `{digit}`.
    pub holds_digit: &'static str,
    /// A clash's `what` for a placement.
    pub illegal_placement: &'static str,
    /// A clash's `what` for a deduction.
    pub false_deduction: &'static str,
    /// `{what}`: `{digit}` at `{cell}`, but `{peer}` in the same `{unit}`
    /// holds it.
    pub clash: &'static str,
    /// Expected: one of the `{candidates}`.
    pub clash_expected: &'static str,
    /// The wrong `{depth}`.
    pub wrong_depth: &'static str,
    /// Expected: depth `{want}`, `{why}`.
    pub wrong_depth_expected: &'static str,
    /// Why: the placements standing.
    pub why_standing: &'static str,
    /// Why: the placements standing, this one included.
    pub why_standing_with_this: &'static str,
    /// Why: the placements standing, deductions not counted.
    pub why_standing_no_deductions: &'static str,
    /// Why: the depth of the deduction retracted.
    pub why_of_deduction: &'static str,
    /// Why: the depth of the placement undone.
    pub why_of_placement: &'static str,
    /// Undoes `{cell}` = `{digit}`, no placement standing.
    pub undo_nothing: &'static str,
    /// Expected: an undo of a placement standing.
    pub undo_nothing_expected: &'static str,
    /// Undoes `{cell}` = `{digit}`, but the most recent placement is `{top}`
    /// = `{top_digit}` (step `{step}`).
    pub undo_out_of_order: &'static str,
    /// Expected: `{top}` = `{top_digit}` undone first.
    pub undo_out_of_order_expected: &'static str,
    /// Wrong `{counters}` (each worded by [`FaultWords::counter`]).
    pub wrong_counters: &'static str,
    /// A counter `{name}`: `{said}`, and `{counted}` by the events.
    pub counter: &'static str,
    /// Between two counters.
    pub counter_separator: &'static str,
    /// Expected: the counters recounted.
    pub wrong_counters_expected: &'static str,
    /// The faults in candidate sets, exclusions and rejections.
    pub candidates: CandidateWords,
    /// The faults in dead ends, deductions, retractions, undos and chosen
    /// constraints.
    pub search: SearchWords,
    /// The faults in solutions.
    pub solutions: SolutionWords,
    /// The faults in the footer's `end`.
    pub ends: EndWords,
    /// The faults in a placement's `choice` and `of`.
    pub choices: ChoiceWords,
    /// The faults about the search's limits.
    pub limits: LimitWords,
    /// The faults in the header.
    pub header: HeaderWords,
    /// The faults in the textbook's prunings, orders and conflict sets.
    pub textbook: TextbookWords,
    /// The faults in backjumps.
    pub backjumps: BackjumpWords,
    /// The faults of a cell, digit or unit index off the puzzle.
    pub bounds: BoundsWords,
}
