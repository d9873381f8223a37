//! The words of the faults in a placement's `choice` and `of`
//! ([`crate::verify::ChoiceClaim`]); each field's holes are named in its
//! comment.

use serde::Serialize;

/// The choice faults' words in one language.
#[derive(Debug, Serialize)]
pub struct ChoiceWords {
    /// `{among}`: the candidates of the cell.
    pub among_candidates: &'static str,
    /// `{among}`: the values of the cell's domain.
    pub among_domain: &'static str,
    /// `{among}`: the options of the constraint chosen.
    pub among_constraint: &'static str,
    /// A placement of `{cell}` out of `{of}`, but there are `{count}`
    /// `{among}`.
    pub wrong_of: &'static str,
    /// Expected: of `{count}`.
    pub wrong_of_expected: &'static str,
    /// Choice `{choice}` of `{count}` `{among}`.
    pub out_of_range: &'static str,
    /// Expected: a choice from 1 to `{count}`.
    pub out_of_range_expected: &'static str,
    /// Choice `{choice}` of the `{noun}` `{listed}` is `{nth}`, but
    /// `{digit}` is placed.
    pub wrong_choice: &'static str,
    /// `{noun}`: values.
    pub noun_values: &'static str,
    /// `{noun}`: candidates.
    pub noun_candidates: &'static str,
    /// Expected: choice `{place}` for `{digit}`, its place `{how}`.
    pub wrong_choice_expected: &'static str,
    /// `{how}`: in the LCV order given.
    pub how_lcv: &'static str,
    /// `{how}`: of the domain in ascending order.
    pub how_domain: &'static str,
    /// `{how}`: among the candidates in ascending order.
    pub how_candidates: &'static str,
}
