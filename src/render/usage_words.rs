//! The words of the command line's own usage errors and of files it cannot
//! read or write, per language; each field's holes are named in its
//! comment. Option names (`--quiz`, `--format html`) are the command
//! line's and stay as they are in every language; a system's own message
//! (`{source}`) stays in the system's words.

use serde::Serialize;

/// The usage errors' words in one language.
#[derive(Debug, Serialize)]
pub struct UsageWords {
    /// A file that cannot be read: `{path}`, `{source}` (the system's
    /// message).
    pub cannot_read: &'static str,
    /// A file that cannot be written: `{path}`, `{source}`.
    pub cannot_write: &'static str,
    /// The output is one of the inputs: `{output}`, `{input}`.
    pub output_is_input: &'static str,
    /// The caller stopped the run (a notebook's interrupt).
    pub cancelled: &'static str,
    /// Backtracking's choices beside another strategy: `{given}` (the
    /// options, joined by `list_separator`), `{strategy}`.
    pub choices_without_backtrack: &'static str,
    /// Between the options of `choices_without_backtrack`.
    pub list_separator: &'static str,
    /// `--backjump` with inference: `{inference}`.
    pub backjump_with_inference: &'static str,
    /// `grade` found no trace file among its arguments.
    pub no_submission: &'static str,
    /// `--box` with `--puzzle`.
    pub box_with_puzzle: &'static str,
    /// `--quiz` without `--format html`: `{format}`.
    pub quiz_needs_html: &'static str,
    /// `--style seed` with a format other than text.
    pub seed_needs_text: &'static str,
    /// `--style seed` with a strategy no seed program follows:
    /// `{strategy}`.
    pub no_seed_program: &'static str,
    /// `--level common` with a trace on standard input.
    pub level_common_needs_files: &'static str,
    /// `--givens {n}`, more than the `{cells}` of a `{side}`x`{side}`
    /// board.
    pub givens_too_many: &'static str,
    // issue 22 (grade)
    /// `grade -o {output}` where a walk of the folder `{folder}` graded
    /// would find it.
    pub output_in_folder: &'static str,
    /// `grade`'s reference search stopped at `{steps}` steps, its limit
    /// without `--max-steps`, before its end.
    pub reference_steps: &'static str,
    /// `grade`'s reference search stopped at `--time-limit {seconds}`
    /// before its end.
    pub reference_time: &'static str,
    // issue 22 (io)
    /// `--format none` with `-o FILE`: nothing would be written, and FILE
    /// emptied (`{output}`).
    pub none_with_output: &'static str,
    /// Standard input (`-`) named twice: it can be read only once.
    pub stdin_twice: &'static str,
    // issue 22 (limits)
    /// An option of the HTML page with another format: `{option}`,
    /// `{format}`.
    pub needs_html: &'static str,
    /// `generate --at-least {at_least}` and `--at-most {at_most}` on the
    /// same counter, the least above the most.
    pub filters_contradict: &'static str,
}
