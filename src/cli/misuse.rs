//! The command line's own usage errors, as data: options that do not go
//! together, told in the language of `--lang` from each catalog's
//! [`UsageWords`] (clap's own errors, like `--help`, stay English).

use crate::render::Lang;
use crate::words::UsageWords;
use crate::words::vars;

/// Options that do not go together, or arguments that give nothing to do.
#[derive(Debug)]
pub enum Misuse {
    /// Backtracking's choices (`--select`…) beside another strategy: the
    /// options given, the strategy.
    ChoicesWithoutBacktrack(Vec<&'static str>, String),
    /// `--backjump` with inference (its name).
    BackjumpWithInference(&'static str),
    /// `grade` found no trace file among its arguments.
    NoSubmission,
    /// `--box` with `--puzzle`.
    BoxWithPuzzle,
    /// `--quiz` with a format other than `html` (its name).
    QuizNeedsHtml(&'static str),
    /// `--style seed` with a format other than text.
    SeedNeedsText,
    /// `--no-answers` with a format that is no worksheet (its name).
    NoAnswersNeedsWorksheet(&'static str),
    /// `--style seed` with a strategy no seed program follows.
    NoSeedProgram(String),
    /// `--level common` with a trace on standard input or a pipe.
    LevelCommonNeedsFiles,
    /// `compare --strategies` naming one strategy twice (its name).
    StrategyTwice {
        /// The strategy named twice.
        name: String,
    },
    /// An option of the HTML page with another format: the option, the
    /// format's name (issue 22: never ignored silently).
    NeedsHtml {
        /// The option given (`--no-spoilers`).
        option: &'static str,
        /// The format asked for instead.
        format: &'static str,
    },
    /// `generate --at-least` and `--at-most` on the same strategy's counter
    /// that no puzzle can meet together: both filters as given.
    FiltersContradict {
        /// The `--at-least` filter (`mrv:placements=20`).
        at_least: String,
        /// The `--at-most` filter, with a smaller value.
        at_most: String,
    },
    /// `generate --givens N` beyond the cells of a `side`×`side` board.
    GivensTooMany {
        /// The givens asked for.
        n: usize,
        /// The board's side.
        side: usize,
    },
    // issue 22 (grade)
    /// `grade -o` names a file a walk of a folder graded would find.
    OutputInFolder {
        /// The output path as given.
        output: String,
        /// The folder as given.
        folder: String,
    },
    /// `grade`'s reference search stopped at its step limit (the one
    /// without `--max-steps`) before its end.
    ReferenceSteps(u64),
    /// `grade`'s reference search stopped at `--time-limit` (its seconds)
    /// before its end.
    ReferenceTime(f64),
    // issue 22 (io)
    /// `--format none` with `-o FILE` (FILE as given): FILE would be emptied.
    NoneWithOutput(String),
    /// Standard input (`-`) named as two inputs: it can be read only once.
    StdinTwice,
}

impl Misuse {
    /// The message in `lang`, without the `error: ` before it.
    pub fn worded(&self, lang: Lang) -> String {
        let w: &UsageWords = lang.usage();
        match self {
            Misuse::ChoicesWithoutBacktrack(given, strategy) => {
                w.choices_without_backtrack(vars::CliChoicesWithoutBacktrack {
                    given: &given.join(w.list_separator),
                    strategy: &strategy,
                })
            }
            Misuse::BackjumpWithInference(inference) => {
                w.backjump_with_inference(vars::CliBackjumpWithInference {
                    inference: &inference,
                })
            }
            Misuse::NoSubmission => w.no_submission.to_string(),
            Misuse::BoxWithPuzzle => w.box_with_puzzle.to_string(),
            Misuse::QuizNeedsHtml(format) => {
                w.quiz_needs_html(vars::CliQuizNeedsHtml { format: &format })
            }
            Misuse::SeedNeedsText => w.seed_needs_text.to_string(),
            Misuse::NoAnswersNeedsWorksheet(format) => {
                w.no_answers_needs_worksheet(vars::CliNoAnswersNeedsWorksheet { format: &format })
            }
            Misuse::NoSeedProgram(strategy) => w.no_seed_program(vars::CliNoSeedProgram {
                strategy: &strategy,
            }),
            Misuse::LevelCommonNeedsFiles => w.level_common_needs_files.to_string(),
            Misuse::StrategyTwice { name } => {
                w.strategy_twice(vars::CliStrategyTwice { name: &name })
            }
            Misuse::NeedsHtml { option, format } => w.needs_html(vars::CliNeedsHtml {
                option: &option,
                format: &format,
            }),
            Misuse::FiltersContradict { at_least, at_most } => {
                w.filters_contradict(vars::CliFiltersContradict {
                    at_least: &at_least,
                    at_most: &at_most,
                })
            }
            Misuse::GivensTooMany { n, side } => w.givens_too_many(vars::CliGivensTooMany {
                n: &n,
                cells: &(side * side).to_string(),
                side: &side,
            }),
            Misuse::OutputInFolder { output, folder } => {
                w.output_in_folder(vars::CliOutputInFolder {
                    output: &output,
                    folder: &folder,
                })
            }
            Misuse::ReferenceSteps(steps) => {
                w.reference_steps(vars::CliReferenceSteps { steps: &steps })
            }
            Misuse::ReferenceTime(seconds) => {
                w.reference_time(vars::CliReferenceTime { seconds: &seconds })
            }
            Misuse::NoneWithOutput(output) => w.none_with_output(vars::CliNoneWithOutput {
                output: &super::echoed(output),
            }),
            Misuse::StdinTwice => w.stdin_twice.to_string(),
        }
    }
}
