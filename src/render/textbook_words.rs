//! The words of the faults in the textbook's prunings: a pruning false,
//! out of turn or under a strategy that makes none, inference stopped
//! short, a wipeout the search walks past ([`crate::verify::TextbookClaim`]);
//! each field's holes are named in its comment. Wire names (`by`,
//! `dead_end`, the strategy) keep their names in every language.

use serde::Serialize;

/// The pruning faults' words in one language.
#[derive(Debug, Serialize)]
pub struct TextbookWords {
    /// The pruning due: `{digit}` from `{cell}` by `{by}` (`{why}`, a
    /// `why_*`).
    pub due: &'static str,
    /// Why, forward checking: `{by}` = `{digit}` placed.
    pub why_placed: &'static str,
    /// Why, arc consistency: `{by}` has `{digit}` as its only value.
    pub why_one_value: &'static str,
    /// `{cell}`'s domain wiped out, but the search goes on.
    pub wiped: &'static str,
    /// Expected: the dead end at `{cell}`.
    pub wiped_expected: &'static str,
    /// Inference stops short: `{cell}` still holds `{digit}`.
    pub stops_short: &'static str,
    /// A pruning, but the `{strategy}` makes no inference.
    pub no_inference: &'static str,
    /// Expected: prunings only under inference.
    pub no_inference_expected: &'static str,
    /// A one-value pruning, but the `{strategy}` only forward checks.
    pub only_forward: &'static str,
    /// Expected: prunings by a placed cell only.
    pub only_forward_expected: &'static str,
    /// A false pruning: `{cell}` is not a peer of `{by}`.
    pub not_peer: &'static str,
    /// Expected: a pruning of a peer of `by`.
    pub not_peer_expected: &'static str,
    /// A false pruning: `{digit}` is not in `{cell}`'s `{domain}`.
    pub not_in_domain: &'static str,
    /// Expected: a digit still in the cell's domain.
    pub not_in_domain_expected: &'static str,
    /// A false pruning: `{by}` does not hold `{digit}` (`{holds}`).
    pub by_not_placed: &'static str,
    /// Expected: `by` the cell just placed with `{digit}`.
    pub by_not_placed_expected: &'static str,
    /// A false pruning: `{by}` is not an empty cell with `{digit}` as its
    /// only value (`{domain}`, `{holds}`).
    pub by_not_one_value: &'static str,
    /// Expected: `by` an empty cell whose domain is `{digit}` alone.
    pub by_not_one_value_expected: &'static str,
    /// Prunes `{digit}` from `{cell}` by `{by}`, but `{due_digit}` from
    /// `{due_cell}` is due first.
    pub not_due_first: &'static str,
    /// Prunes `{digit}` from `{cell}` by `{by}`, but none is due.
    pub none_due: &'static str,
    /// Expected: prunings only where inference owes them.
    pub none_due_expected: &'static str,
    /// An order of values, but the `{strategy}` does not order by LCV.
    pub no_lcv: &'static str,
    /// Expected: `values_ordered` only under LCV.
    pub no_lcv_expected: &'static str,
    /// A value `{digit}` and its count `{removes}`, in a list.
    pub value_count: &'static str,
    /// Between two values of a list.
    pub value_separator: &'static str,
    /// `{digit}` is not in `{cell}`'s `{domain}`.
    pub value_not_in_domain: &'static str,
    /// `{digit}` removes `{said}`, but `{count}` empty peers of `{cell}`
    /// hold it.
    pub value_count_wrong: &'static str,
    /// The wrong order: `{values}`.
    pub value_order_wrong: &'static str,
    /// Expected: `{values}`, the `{domain}` in LCV order.
    pub values_expected: &'static str,
    /// `{what}`: a conflict set.
    pub what_conflict_set: &'static str,
    /// `{what}`: a backjump.
    pub what_backjump: &'static str,
    /// `{what}`, but the `{strategy}` does not backjump.
    pub no_backjump: &'static str,
    /// Expected: `{what}` only under backjumping.
    pub no_backjump_expected: &'static str,
    /// The conflict set lists `{depth}` out of order.
    pub list_out_of_order: &'static str,
    /// Expected: the guesses by depth, each once.
    pub list_out_of_order_expected: &'static str,
    /// The conflict set names `{cell}` at `{depth}`, but the guess there
    /// is `{standing}` = `{digit}`.
    pub list_wrong_cell: &'static str,
    /// Expected: each guess with its cell and depth.
    pub list_wrong_cell_expected: &'static str,
    /// The conflict set names a guess at `{depth}`, but `{standing}`
    /// guesses stand.
    pub list_not_standing: &'static str,
    /// Expected: guesses standing.
    pub list_not_standing_expected: &'static str,
    /// A conflict set of `{cell}` not after its dead end.
    pub not_after_dead_end: &'static str,
    /// Expected: `conflict_set` right after the dead end at `{cell}`.
    pub not_after_dead_end_expected: &'static str,
    /// The conflict set misses `{guess}` (a guess at its depth), the
    /// earliest excluding `{digit}`.
    pub conflicts_miss: &'static str,
    /// The conflict set lists `{guess}`, excluding none of `{cell}`'s
    /// digits.
    pub conflicts_extra: &'static str,
    /// Expected: the `{conflicts}` of `{cell}`, from its `{base}`.
    pub conflicts_expected: &'static str,
}
