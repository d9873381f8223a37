//! The sheet in words, before any layout: what [`super::markdown`] and
//! [`super::html`] both draw, so the two say the same things.

use std::io::Write;

use super::Worksheet;
use super::board::Board;
use super::first_steps::Line;
use crate::grid::{Cell, digit_char};
use crate::trace::{CounterName, Footer, Header, Inferring};
use crate::words::{WorksheetWords, vars};

/// A line of the first steps: its step (or steps), depth and words.
pub(super) struct StepLine {
    /// `5`, or `5–9` for a chain of prunings.
    pub(super) steps: String,
    /// The depth, shown as indentation.
    pub(super) level: u32,
    /// The sentence.
    pub(super) text: String,
}

/// A key moment: its title, the trace's sentence and the board after it.
pub(super) struct Moment<'a> {
    /// The heading.
    pub(super) title: String,
    /// The trace's sentence, quoted.
    pub(super) quote: &'a str,
    /// The board.
    pub(super) board: &'a Board,
}

/// A question, with the board it is asked on, if any.
pub(super) struct Asked<'a> {
    /// The question.
    pub(super) text: String,
    /// Its board.
    pub(super) board: Option<&'a Board>,
}

/// Everything the sheet says.
pub(super) struct Sheet<'a> {
    /// The heading.
    pub(super) title: String,
    /// The line under it.
    pub(super) summary: String,
    /// How to read pencilled domains, when the boards show them.
    pub(super) domains_note: Option<&'static str>,
    /// The puzzle's heading and board.
    pub(super) puzzle_heading: &'static str,
    /// See `puzzle_heading`.
    pub(super) puzzle: &'a Board,
    /// The first steps' heading and lines.
    pub(super) first_heading: String,
    /// See `first_heading`.
    pub(super) first: Vec<StepLine>,
    /// The key moments' heading and moments.
    pub(super) moments_heading: &'static str,
    /// See `moments_heading`.
    pub(super) moments: Vec<Moment<'a>>,
    /// Said in place of the solution, when the search found none.
    pub(super) no_solution: Option<String>,
    /// The counters' heading, column names and rows (name, value, definition).
    pub(super) counters_heading: &'static str,
    /// See `counters_heading`.
    pub(super) counter_columns: [&'static str; 3],
    /// See `counters_heading`.
    pub(super) counters: Vec<(&'static str, u64, &'static str)>,
    /// The questions' heading and questions.
    pub(super) questions_heading: &'static str,
    /// See `questions_heading`.
    pub(super) questions: Vec<Asked<'a>>,
    /// The answer key's heading and answers (`None`: left out, `--no-answers`).
    pub(super) answers_heading: &'static str,
    /// See `answers_heading`.
    pub(super) answers: Option<Vec<String>>,
    /// Said where the answer key would be, when it is left out.
    pub(super) no_answers: &'static str,
}

impl<W: Write> Worksheet<W> {
    /// The sheet of the search followed, in the sheet's language.
    pub(super) fn sheet<'a>(&'a self, header: &Header, footer: &Footer) -> Option<Sheet<'a>> {
        let w = self.options.lang.worksheet();
        let p = self.options.lang.phrases();
        let size = header.puzzle.size.to_string();
        let (givens, empty) = header.puzzle.given_and_empty();
        let (givens, empty) = (givens.to_string(), empty.to_string());
        let puzzle = self.puzzle.as_ref()?;
        let first = self
            .first
            .lines()
            .iter()
            .map(|line| self.step_line(line))
            .collect();
        let mut moments = Vec::new();
        if let Some((snap, _)) = &self.dead_end {
            let step = snap.step.to_string();
            let title = w.first_dead_end(vars::WorksheetFirstDeadEnd { step: &step });
            moments.push(snap.moment(title));
        }
        if let Some((n, snap)) = &self.longest {
            let (n, step) = (n.to_string(), snap.step.to_string());
            let title = w.longest_backtrack(vars::WorksheetLongestBacktrack { n: &n, step: &step });
            moments.push(snap.moment(title));
        }
        let no_solution = match &self.solution {
            Some(snap) => {
                let step = snap.step.to_string();
                moments.push(snap.moment(w.solution(vars::WorksheetSolution { step: &step })));
                None
            }
            None => {
                let steps = self.step.to_string();
                Some(w.no_solution(vars::WorksheetNoSolution { steps: &steps }))
            }
        };
        let textbook = &self.options.lang.textbook().counters;
        let counters = p
            .counters
            .iter()
            .chain(textbook.iter())
            .filter(|c| !CounterName::WHEN_USED.contains(&c.key) || footer.stats.get(c.key) > 0)
            .map(|c| (c.name, footer.stats.get(c.key), c.definition))
            .collect();
        let (questions, answers) = self.questions_and_answers(w);
        let last = self.first.last_step().to_string();
        Some(Sheet {
            title: w.title(vars::WorksheetTitle {
                strategy: &self.options.lang.strategy_named(&header.strategy),
            }),
            summary: w.summary(vars::WorksheetSummary {
                size: &size,
                givens: &givens,
                empty: &empty,
            }),
            domains_note: puzzle.domains.is_some().then_some(w.domains_note),
            puzzle_heading: w.puzzle,
            puzzle,
            first_heading: w.first_steps(vars::WorksheetFirstSteps { n: &last }),
            first,
            moments_heading: w.moments,
            moments,
            no_solution,
            counters_heading: w.counters,
            counter_columns: w.counter_columns,
            counters,
            questions_heading: w.questions,
            questions,
            answers_heading: w.answers,
            answers: self.options.answers.then_some(answers),
            no_answers: w.no_answers,
        })
    }

    /// A first-steps line in words.
    fn step_line(&self, line: &Line) -> StepLine {
        match line {
            Line::Told {
                step,
                level,
                sentence,
            } => StepLine {
                steps: step.to_string(),
                level: *level,
                text: sentence.clone(),
            },
            Line::Chain {
                from,
                to,
                level,
                prunings,
            } => StepLine {
                steps: if from == to {
                    from.to_string()
                } else {
                    format!("{from}–{to}")
                },
                level: *level,
                text: self.options.lang.worksheet().chain(vars::WorksheetChain {
                    count: prunings.len() as u64,
                    list: &self.prunings(prunings),
                }),
            },
        }
    }

    /// Prunings as a list in words: "4 from r3c5, 4 from r3c6".
    fn prunings(&self, prunings: &[(Cell, u8)]) -> String {
        let w = self.options.lang.worksheet();
        let items: Vec<String> = prunings
            .iter()
            .map(|&(cell, digit)| {
                w.pruned_item(vars::WorksheetPrunedItem {
                    digit: &digit_char(digit).to_string(),
                    cell: &self.options.notation.cell(cell),
                })
            })
            .collect();
        items.join(self.options.lang.phrases().list_separator)
    }

    /// A guess in words: "r1c3 = 1".
    fn guess(&self, cell: Cell, digit: u8) -> String {
        self.options.lang.worksheet().guess(vars::WorksheetGuess {
            cell: &self.options.notation.cell(cell),
            digit: &digit_char(digit).to_string(),
        })
    }

    /// Values as a list: "[1, 4, 7]".
    fn values(values: &[u8]) -> String {
        let list: Vec<String> = values.iter().map(|&d| digit_char(d).to_string()).collect();
        format!("[{}]", list.join(", "))
    }

    /// The questions the search offers, each with its answer.
    fn questions_and_answers<'a>(&'a self, w: &WorksheetWords) -> (Vec<Asked<'a>>, Vec<String>) {
        let mut asked = Vec::new();
        let mut answers = Vec::new();
        let n = &self.options.notation;
        let q = &self.questions;
        // Under LCV the ordering right after a cell's domain states that
        // domain: the domain question would be answered by the next one.
        let ordered_next = |c: &super::questions::CandidatesQuestion| {
            q.order
                .as_ref()
                .is_some_and(|o| o.cell == c.cell && o.step == c.step + 1)
        };
        if let Some(c) = q.candidates.as_ref().filter(|c| !ordered_next(c)) {
            let (step, cell) = (c.step.to_string(), n.cell(c.cell));
            let text = if c.domain {
                w.ask_domain(vars::WorksheetAskDomain {
                    step: &step,
                    cell: &cell,
                })
            } else {
                w.ask_candidates(vars::WorksheetAskCandidates {
                    step: &step,
                    cell: &cell,
                })
            };
            asked.push(Asked {
                text,
                board: Some(&c.board),
            });
            answers.push(w.answer_candidates(vars::WorksheetAnswerCandidates {
                candidates: &Self::values(&c.values),
                step: &step,
                sentence: &c.sentence,
            }));
        }
        if let Some(p) = &q.pruning {
            let step = p.guess.step.to_string();
            let guess = self.guess(p.guess.cell, p.guess.digit);
            let ask = vars::WorksheetAskPruningFc {
                step: &step,
                guess: &guess,
            };
            let text = match q.inference() {
                Inferring::Mac => w.ask_pruning_mac(vars::WorksheetAskPruningMac {
                    step: ask.step,
                    guess: ask.guess,
                }),
                _ => w.ask_pruning_fc(ask),
            };
            asked.push(Asked {
                text,
                board: Some(&p.guess.board),
            });
            answers.push(w.answer_pruning(vars::WorksheetAnswerPruning {
                list: &self.prunings(&p.prunings),
                from: &p.from.to_string(),
                to: &p.to.to_string(),
            }));
        }
        if let Some(x) = &q.wipeout {
            let step = x.guess.step.to_string();
            asked.push(Asked {
                text: w.ask_wipeout(vars::WorksheetAskWipeout {
                    step: &step,
                    guess: &self.guess(x.guess.cell, x.guess.digit),
                }),
                board: Some(&x.guess.board),
            });
            answers.push(w.answer_wipeout(vars::WorksheetAnswerWipeout {
                cell: &n.cell(x.cell),
                step: &x.step.to_string(),
                sentence: &x.sentence,
            }));
        }
        if let Some(o) = &q.order {
            let mut domain = o.order.clone();
            domain.sort_unstable();
            let step = o.step.to_string();
            asked.push(Asked {
                text: w.ask_order(vars::WorksheetAskOrder {
                    step: &step,
                    cell: &n.cell(o.cell),
                    domain: &Self::values(&domain),
                }),
                board: Some(&o.board),
            });
            answers.push(w.answer_order(vars::WorksheetAnswerOrder {
                order: &Self::values(&o.order),
                step: &step,
                sentence: &o.sentence,
            }));
        }
        if let Some(b) = &q.backjump
            && let (Some((conflict_step, conflict)), Some((jump_step, jump))) =
                (&b.conflict, &b.jump)
        {
            let path: Vec<String> = b.path.iter().map(|&(c, d)| self.guess(c, d)).collect();
            asked.push(Asked {
                text: w.ask_backjump(vars::WorksheetAskBackjump {
                    step: &b.step.to_string(),
                    cell: &n.cell(b.cell),
                    path: &path.join(self.options.lang.phrases().list_separator),
                }),
                board: Some(&b.board),
            });
            answers.push(w.answer_backjump(vars::WorksheetAnswerBackjump {
                conflict_step: &conflict_step.to_string(),
                conflict,
                jump_step: &jump_step.to_string(),
                jump,
            }));
        }
        if let Some(x) = &q.next
            && let Some((at, cell, sentence)) = &x.answer
        {
            asked.push(Asked {
                text: w.ask_next(vars::WorksheetAskNext {
                    step: &x.step.to_string(),
                    sentence: &x.sentence,
                }),
                board: None,
            });
            answers.push(w.answer_next(vars::WorksheetAnswerNext {
                cell: &n.cell(*cell),
                step: &at.to_string(),
                sentence,
            }));
        }
        if q.asks_blind()
            && let Some((snap, placements)) = &self.dead_end
        {
            asked.push(Asked {
                text: w.ask_placements.to_string(),
                board: None,
            });
            answers.push(w.answer_placements(vars::WorksheetAnswerPlacements {
                n: &placements.to_string(),
                step: &snap.step.to_string(),
            }));
        }
        (asked, answers)
    }
}
