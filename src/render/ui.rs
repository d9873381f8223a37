//! The walkthrough page's own words (buttons, headings, help, the legend):
//! what a language must say. Each language's words are in its catalog
//! beside its narration (`src/render/lang/<language>.rs`, see
//! [`super::lang`]).

use serde::Serialize;

use super::lang::Lang;
#[cfg(doc)]
use super::lang::Phrases;

/// The page's own words (buttons, headings, help), per language; the
/// narration itself comes from [`Phrases`].
#[derive(Debug, Serialize)]
pub struct Ui {
    pub(super) page_title: &'static str,
    /// `{name}`: the puzzle's name.
    pub(super) page_title_named: &'static str,
    pub(super) skip: &'static str,
    pub(super) no_script: &'static str,
    pub(super) board: &'static str,
    pub(super) player: &'static str,
    pub(super) first: &'static str,
    pub(super) prev: &'static str,
    pub(super) play: &'static str,
    pub(super) pause: &'static str,
    pub(super) next: &'static str,
    pub(super) last: &'static str,
    pub(super) speed: &'static str,
    /// `{n}`.
    pub(super) per_second: &'static str,
    pub(super) slider: &'static str,
    pub(super) jumps: &'static str,
    pub(super) next_dead_end: &'static str,
    pub(super) next_solution: &'static str,
    pub(super) branch: &'static str,
    /// `{step}`, `{total}`.
    pub(super) step_of: &'static str,
    /// `{depth}`.
    pub(super) depth: &'static str,
    pub(super) narration: &'static str,
    pub(super) start: &'static str,
    pub(super) candidates: &'static str,
    pub(super) excluded_help: &'static str,
    /// `{digit}`, `{unit}`, `{peer}`: the label of one excluded digit's button.
    pub(super) excluded_item: &'static str,
    pub(super) nearby: &'static str,
    pub(super) path: &'static str,
    pub(super) path_empty: &'static str,
    /// `{choice}`, `{of}`.
    pub(super) path_choice: &'static str,
    pub(super) counters: &'static str,
    pub(super) counter: &'static str,
    pub(super) so_far: &'static str,
    pub(super) at_end: &'static str,
    pub(super) definition: &'static str,
    pub(super) show_definitions: &'static str,
    pub(super) hide_definitions: &'static str,
    /// `{recorded}`, `{heard}`, `{cap}`.
    pub(super) truncated: &'static str,
    /// `{recorded}`, `{heard}`: the recording cap's notice in a few words.
    pub(super) truncated_short: &'static str,
    /// `{limit}`: the step limit's notice in a few words.
    pub(super) step_limited_short: &'static str,
    /// `{limit}`: the time limit's notice in a few words.
    pub(super) time_limited_short: &'static str,
    /// Closes a dialog.
    pub(super) close: &'static str,
    /// `{limit}`.
    pub(super) step_limited: &'static str,
    /// `{limit}` (seconds), `{steps}`.
    pub(super) time_limited: &'static str,
    pub(super) heat: &'static str,
    pub(super) heat_help: &'static str,
    pub(super) heat_whole: &'static str,
    pub(super) heat_so_far: &'static str,
    /// `{cell}`, `{undos}`, `{dead}`.
    pub(super) heat_cell: &'static str,
    pub(super) tree: &'static str,
    pub(super) tree_help: &'static str,
    pub(super) tree_root: &'static str,
    /// `{placements}`, `{cell}`.
    pub(super) tree_failed_one: &'static str,
    /// `{placements}`, `{dead}`, `{cell}`.
    pub(super) tree_failed_many: &'static str,
    /// `{placements}`.
    pub(super) tree_failed_none: &'static str,
    /// `{placements}`.
    pub(super) tree_unfinished: &'static str,
    /// `{solutions}`.
    pub(super) tree_solutions: &'static str,
    pub(super) tree_here: &'static str,
    /// A run of guesses drawn as one line: `{n}`.
    pub(super) tree_chain: &'static str,
    /// `{n}`, `{from}`, `{to}`.
    pub(super) tree_chain_unfold: &'static str,
    /// `{n}`.
    pub(super) tree_chain_fold: &'static str,
    pub(super) unfold: &'static str,
    pub(super) fold: &'static str,
    /// `{n}`.
    pub(super) tree_more: &'static str,
    pub(super) moments: &'static str,
    pub(super) moment_puzzle: &'static str,
    /// `{step}`.
    pub(super) moment_first_dead_end: &'static str,
    /// `{n}`, `{step}`.
    pub(super) moment_retreat: &'static str,
    /// `{number}`, `{step}`.
    pub(super) moment_solution: &'static str,
    /// `{step}`.
    pub(super) moment_last: &'static str,
    pub(super) go_to: &'static str,
    pub(super) keys: &'static str,
    /// Pairs of keys and what they do.
    pub(super) key_list: [[&'static str; 2]; 13],
    pub(super) legend: &'static str,
    /// Pairs of a sample and what it means.
    pub(super) legend_items: [[&'static str; 2]; 8],
    /// `{number}`.
    pub(super) solved_banner: &'static str,
    pub(super) dead_banner: &'static str,
    pub(super) cell_given: &'static str,
    pub(super) cell_guess: &'static str,
    pub(super) cell_deduced: &'static str,
    pub(super) cell_empty: &'static str,
    pub(super) cell_current: &'static str,
    pub(super) cell_dead: &'static str,
    /// `{digit}`.
    pub(super) cell_taken_back: &'static str,
    pub(super) cell_peer: &'static str,
    /// `{digit}`: a cell that could take the digit a unit needs.
    pub(super) cell_option: &'static str,
    /// `{digits}`: the values left in an empty cell's domain (a search that infers).
    pub(super) cell_domain: &'static str,
    /// An empty cell whose domain inference emptied.
    pub(super) cell_wiped: &'static str,
    /// `{digit}`: the digit a pruning takes out of the current cell.
    pub(super) cell_pruned: &'static str,
    /// The peer whose value causes the pruning.
    pub(super) cell_cause: &'static str,
    /// A guess's cell in the conflict set of this step.
    pub(super) cell_conflict: &'static str,
    /// A guess a backjump skips, on the path.
    pub(super) path_skipped: &'static str,
    /// The guess a backjump goes back to, on the path.
    pub(super) path_target: &'static str,
    /// A guess in the conflict set, on the path.
    pub(super) path_conflict: &'static str,
    /// Pairs of a sample and what it means, for the textbook's search
    /// (domains, prunings, conflict sets, backjumps).
    pub(super) legend_textbook: [[&'static str; 2]; 5],
    pub(super) end: &'static str,
}

/// Quiz mode's words (`--quiz`): the questions, the answers, the score.
/// They travel in the page only when it asks questions.
#[derive(Debug, Serialize)]
pub struct QuizWords {
    /// The panel's heading.
    pub(super) heading: &'static str,
    /// `{n}`, `{total}`.
    pub(super) question: &'static str,
    /// `{right}`, `{total}`, `{answered}`: the score, shown throughout.
    pub(super) score: &'static str,
    /// `{asked}`, `{total}`: the search has fewer moments than asked for.
    pub(super) fewer: &'static str,
    /// `{cell}`.
    pub(super) ask_candidates: &'static str,
    pub(super) ask_next: &'static str,
    /// `{cell}`, `{digit}`.
    pub(super) ask_dead: &'static str,
    /// `{cell}`.
    pub(super) ask_forced: &'static str,
    /// `{cell}`.
    pub(super) ask_pruned: &'static str,
    /// `{cell}`.
    pub(super) ask_backjump: &'static str,
    /// How to answer with several digits.
    pub(super) hint_digits: &'static str,
    /// How to answer with one digit.
    pub(super) hint_digit: &'static str,
    /// `{example}`: a cell's name in the page's notation.
    pub(super) hint_cell: &'static str,
    /// How to answer by picking one of a few.
    pub(super) hint_choice: &'static str,
    /// The label of the field for a cell's name.
    pub(super) cell_name: &'static str,
    pub(super) yes: &'static str,
    pub(super) no: &'static str,
    pub(super) check: &'static str,
    pub(super) skip: &'static str,
    pub(super) show_step: &'static str,
    pub(super) right: &'static str,
    pub(super) wrong: &'static str,
    pub(super) skipped: &'static str,
    /// `{answer}`.
    pub(super) answer: &'static str,
    /// `{answer}`: what the learner answered, beside a wrong answer.
    pub(super) you_said: &'static str,
    /// Why a guess leads to a dead end (before the trace's undo).
    pub(super) dead_yes: &'static str,
    /// Why it does not (before the trace's solution).
    pub(super) dead_no: &'static str,
    /// An empty set of candidates.
    pub(super) none: &'static str,
    /// `{step}`, `{sentence}`: the explanation, in the narration's words.
    pub(super) trace_says: &'static str,
    pub(super) final_title: &'static str,
    /// `{right}`, `{total}`.
    pub(super) final_score: &'static str,
    /// `{wrong}`, `{skipped}`, `{open}`.
    pub(super) final_detail: &'static str,
    /// `{name}`: a typed name that names no cell.
    pub(super) unknown_cell: &'static str,
    /// Pairs of keys and what they do in a question, added to the keys'
    /// list of a page that asks.
    pub(super) key_list: [[&'static str; 2]; 3],
}

/// The page's words in `lang`.
pub fn ui_words(lang: Lang) -> &'static Ui {
    lang.catalog().ui
}

/// Quiz mode's words in `lang`.
pub fn quiz_words(lang: Lang) -> &'static QuizWords {
    lang.catalog().quiz
}
