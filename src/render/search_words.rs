//! The words of the faults in the search's own reasoning: dead ends,
//! deductions, retractions, undos, chosen constraints
//! ([`crate::verify::SearchClaim`]); each field's holes are named in its
//! comment.

use serde::Serialize;

/// The search faults' words in one language.
#[derive(Debug, Serialize)]
pub struct SearchWords {
    /// A false dead end: the domain of `{cell}` still holds `{domain}`.
    pub dead_end_domain: &'static str,
    /// Expected: a dead end at a cell whose domain is empty.
    pub dead_end_domain_expected: &'static str,
    /// A false dead end: `{cell}` still has `{candidates}`.
    pub dead_end_candidates: &'static str,
    /// Expected: a dead end at a cell where no digit fits.
    pub dead_end_candidates_expected: &'static str,
    /// A false dead end: `{digit}` can still go in `{unit}` (numbered), at
    /// `{place}`.
    pub dead_end_unit: &'static str,
    /// Expected: a dead end for a digit with no place left in the unit.
    pub dead_end_unit_expected: &'static str,
    /// `{digit}` already stands in `{unit}` (numbered), at `{holder}`.
    pub digit_stands: &'static str,
    /// Expected: a digit the unit does not hold yet.
    pub digit_stands_expected: &'static str,
    /// A false naked single: `{cell}` has `{candidates}`.
    pub naked_single: &'static str,
    /// Expected: a cell with exactly one candidate.
    pub naked_single_expected: &'static str,
    /// A hidden single that names no unit.
    pub hidden_no_unit: &'static str,
    /// Expected: its `unit`.
    pub hidden_no_unit_expected: &'static str,
    /// A false hidden single: `{digit}` could also go at `{other}` in the
    /// `{unit}`.
    pub hidden_single: &'static str,
    /// Expected: `{cell}` with one place left in the `{unit}`.
    pub hidden_single_expected: &'static str,
    /// Nothing to retract: `{cell}` holds no deduction (`{holds}`, worded
    /// by the faults' `holds_*`).
    pub nothing_to_retract: &'static str,
    /// Expected: a retraction of a deduction standing.
    pub nothing_to_retract_expected: &'static str,
    /// Retracts `{digit}` from `{cell}`, but `{deduced}` was deduced there
    /// (step `{step}`).
    pub retracts_other: &'static str,
    /// Expected: the `{deduced}` digit.
    pub retracts_other_expected: &'static str,
    /// Retracts `{cell}` = `{digit}` while `{later}` = `{later_digit}`,
    /// placed after it (step `{step}`), stands.
    pub retracts_under_guess: &'static str,
    /// Expected: the guesses after a deduction undone first.
    pub retracts_under_guess_expected: &'static str,
    /// Undoes `{cell}` = `{digit}` while `{later}` = `{later_digit}`,
    /// deduced after it (step `{step}`), stands.
    pub undo_under_deduction: &'static str,
    /// Expected: the deductions after a guess retracted first.
    pub undo_under_deduction_expected: &'static str,
    /// A constraint about a cell: `{cell}` to fill.
    pub constraint_cell: &'static str,
    /// A constraint about a digit: `{digit}` to place in `{unit}`
    /// (numbered).
    pub constraint_digit: &'static str,
    /// `{what}` with `{options}` options, but it has `{ways}`.
    pub constraint_options: &'static str,
    /// Expected: options `{ways}`.
    pub constraint_options_expected: &'static str,
    /// A placement outside the domain: `{digit}` not in the domain of
    /// `{cell}`, `{domain}`.
    pub outside_domain: &'static str,
    /// Expected: a value of the cell's current domain.
    pub outside_domain_expected: &'static str,
}
