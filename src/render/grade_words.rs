//! The words of `grade`'s class table and of each check's finding, per
//! language: the table's headings, the last line, and the reasons a check
//! gives (JSON's and Gradescope's keys and test names stay English: tools
//! read them; their `output` strings follow the language).

use serde::Serialize;

/// `grade`'s words in one language; each field's holes are named in its
/// comment.
#[derive(Debug, Serialize)]
pub struct GradeWords {
    /// The heading of the submissions' column.
    pub submission: &'static str,
    /// The heading of the rules' column.
    pub rules: &'static str,
    /// The heading of the solution's column.
    pub solution: &'static str,
    /// The heading of the search's column.
    pub search: &'static str,
    /// The heading of the total's column.
    pub total: &'static str,
    /// The heading of the note's column.
    pub note: &'static str,
    /// The note of a grade without a problem.
    pub full_marks: &'static str,
    /// A note's problem in a check: `{check}` (its column), `{output}`.
    pub problem: &'static str,
    /// The last line: `{full}` of `{count}` earned full marks.
    pub summary: &'static str,
    /// Zero on every check, the file unreadable: `{error}`.
    pub unreadable: &'static str,
    /// Zero on every check, another puzzle: `{theirs}` and `{ours}` (their
    /// givens).
    pub another_puzzle: &'static str,
    /// Solution: `{found}` solved grids, the reference finds `{want}`.
    pub solved_count: &'static str,
    /// Solution: solved grid `{k}` differs from the reference's.
    pub solved_grid: &'static str,
    /// Solution: the ends differ, `{end}` and the reference's `{want}`
    /// (each as the footer names it, or [`GradeWords::no_footer`]).
    pub ends: &'static str,
    /// Solution: right, `{solved}` grids, ending `{end}`.
    pub solved_same: &'static str,
    /// An end without a footer.
    pub no_footer: &'static str,
    /// Search: no `placed` events to compare.
    pub no_placements: &'static str,
    /// Search: compared at every event.
    pub every_event: &'static str,
    /// Search: compared at the events `{kinds}` only.
    pub events: &'static str,
    /// Search: the same, `{steps}` events compared, `{at}` (the level).
    pub same_search: &'static str,
    /// Search: where it parts, `{step}` the compared event and `{own}` the
    /// submission's own step.
    pub parts_compared: &'static str,
    /// Search: parts at step `{step}`.
    pub parts: &'static str,
    /// Search: differs past the events.
    pub differs: &'static str,
    /// Search: the submission ends first; `{event}` the reference's next.
    pub submission_ends: &'static str,
    /// Search: the submission goes on; `{event}` its next.
    pub submission_goes_on: &'static str,
    /// Search: different events, `{summary}`, `{theirs}` and `{ours}` (each
    /// told as the text trace tells it).
    pub different_events: &'static str,
    /// Search, in all: `{place}` of `{total}` compared (`{at}`): `{what}`.
    pub parted: &'static str,
    /// A folder given with no trace file in it (a warning; the class is
    /// graded without it): `{folder}`.
    pub empty_folder: &'static str,
    // issue 22 (grade)
    /// Zero on every check: a symbolic link found in a folder, not followed.
    pub symbolic_link: &'static str,
    /// Zero on every check: a FIFO, a device or a socket, not read.
    pub not_a_file: &'static str,
    /// Zero on every check: a folder that could not be listed, `{error}`
    /// the system's message.
    pub unreadable_folder: &'static str,
    /// Zero on every check: a folder more than `{depth}` folders deep, not read.
    pub too_deep: &'static str,
    /// Gradescope's `output` when a student's folder holds several traces:
    /// `{file}` the one graded (the first that reads as a trace, in name
    /// order), `{files}` the others (joined by `", "`), ignored.
    pub one_counts: &'static str,
    /// A warning: the reference stopped at the `--max-steps {steps}` given,
    /// and the submissions are compared with that much of it.
    pub reference_cut: &'static str,
}
