//! The words of the faults in backjumps ([`crate::verify::BackjumpClaim`]);
//! each field's holes are named in its comment. A guess is worded by the
//! narration's `guess_at_depth`, a list of them joined by
//! [`crate::render::TextbookWords::value_separator`], and a missed guess of
//! the cell's own conflicts by [`crate::render::TextbookWords::conflicts_miss`].
//! Wire names (`backjumped`, `undone`, `to`, `over`, `conflicts`) keep
//! their names in every language.

use serde::Serialize;

/// The backjump faults' words in one language.
#[derive(Debug, Serialize)]
pub struct BackjumpWords {
    /// The backjump to `{to}` = `{digit}` over `{over}` guesses is not
    /// carried out: `{remaining}` undos still due.
    pub not_carried_out: &'static str,
    /// Expected: the undo of `{cell}` = `{digit}`, the next of the
    /// backjump's `over` + 1.
    pub not_carried_out_expected: &'static str,
    /// A backjump from `{cell}` before its values are used up.
    pub not_used_up: &'static str,
    /// Expected: the backjump from `{cell}` right after its conflict set or
    /// the undo of its last value.
    pub not_used_up_expected: &'static str,
    /// The conflict set misses `{guess}` (a guess at its depth), passed on
    /// by a jump that landed on a guess of the cell.
    pub misses_passed_on: &'static str,
    /// The conflict set lists `{guess}`, which excludes none of `{cell}`'s
    /// digits and was passed on by no jump.
    pub lists_extra: &'static str,
    /// Expected: the `{conflicts}` of `{cell}`, its own and those passed on.
    pub conflicts_expected: &'static str,
    /// A backjump from `{cell}` with an empty conflict set.
    pub empty_set: &'static str,
    /// Expected: no backjump, the search ends.
    pub empty_set_expected: &'static str,
    /// Jumps to `{to}` = `{digit}`, but the latest guess of the conflict
    /// set is `{latest}` = `{latest_digit}` at `{depth}`.
    pub wrong_to: &'static str,
    /// Expected: to `{latest}` = `{latest_digit}`.
    pub wrong_to_expected: &'static str,
    /// `over` `{over}`, but `{skipped}` guesses stand between depth
    /// `{latest}` and the jump's `{depth}`.
    pub wrong_over: &'static str,
    /// Expected: `over` `{skipped}`.
    pub wrong_over_expected: &'static str,
    /// Expected, when the guess it lands on is the latest: no backjump, an
    /// ordinary backtrack.
    pub ordinary_backtrack_expected: &'static str,
    /// An ordinary backtrack from `{cell}`, but the latest guess of its
    /// conflict set is `{target}` = `{digit}` at `{depth}`.
    pub backjump_due: &'static str,
    /// Expected: backjumped from `{cell}` to `{target}` = `{digit}` over
    /// `{over}` guesses.
    pub backjump_due_expected: &'static str,
}
