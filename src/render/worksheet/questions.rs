//! The sheet's questions, drawn from what the strategy does: a cell's
//! candidates (its domain under inference), the cell after an undo and the
//! placements before the first dead end for a blind search; under inference
//! the values one guess prunes and the domain a guess wipes out; under LCV
//! the order of a cell's values; under backjumping a conflict set and where
//! the jump lands.
//!
//! Each question is taken from the trace after the sheet's first steps (so
//! the list above does not answer it), and its answer quotes the trace, so
//! it is right by construction. A question is kept as soon as it is found,
//! and nothing more is kept once every question the strategy asks has one.

use super::board::Board;
use crate::grid::{Cell, Grid};
use crate::render::text::Sentences;
use crate::trace::{Change, Event, Inferring, Origin, Subject, Textbook};

/// A guess seen, with the board (and domains) just before it.
pub(super) struct GuessSeen {
    /// Its step.
    pub(super) step: u64,
    /// Its cell.
    pub(super) cell: Cell,
    /// Its digit.
    pub(super) digit: u8,
    /// The board before it.
    pub(super) board: Board,
}

/// A cell's candidates or domain before the step that computes them.
pub(super) struct CandidatesQuestion {
    /// The step that computes them.
    pub(super) step: u64,
    /// The cell.
    pub(super) cell: Cell,
    /// The board, the cell marked ?.
    pub(super) board: Board,
    /// The answer.
    pub(super) values: Vec<u8>,
    /// Whether the search infers, and the question asks for the domain.
    pub(super) domain: bool,
    /// The trace's sentence.
    pub(super) sentence: String,
}

/// Which cell comes next after an undo.
pub(super) struct NextQuestion {
    /// The undo's step.
    pub(super) step: u64,
    /// The undo's sentence.
    pub(super) sentence: String,
    /// The step, cell and sentence that answer it, once seen.
    pub(super) answer: Option<(u64, Cell, String)>,
}

/// The prunings one guess sets off.
pub(super) struct PruningQuestion {
    /// The guess.
    pub(super) guess: GuessSeen,
    /// Each cell and the value taken out, in order.
    pub(super) prunings: Vec<(Cell, u8)>,
    /// The steps of the first and last pruning.
    pub(super) from: u64,
    /// See `from`.
    pub(super) to: u64,
}

/// The domain a guess wipes out.
pub(super) struct WipeoutQuestion {
    /// The guess.
    pub(super) guess: GuessSeen,
    /// The wiped-out cell.
    pub(super) cell: Cell,
    /// The wipeout's step and sentence.
    pub(super) step: u64,
    /// See `step`.
    pub(super) sentence: String,
}

/// The order LCV gives a cell's values.
pub(super) struct OrderQuestion {
    /// The ordering's step.
    pub(super) step: u64,
    /// The cell.
    pub(super) cell: Cell,
    /// The board, the cell marked ?.
    pub(super) board: Board,
    /// The values in the order tried.
    pub(super) order: Vec<u8>,
    /// The trace's sentence.
    pub(super) sentence: String,
}

/// A dead end, its conflict set and the backjump that follows.
pub(super) struct BackjumpQuestion {
    /// The dead end's step.
    pub(super) step: u64,
    /// Its cell.
    pub(super) cell: Cell,
    /// The board, the cell marked ✗.
    pub(super) board: Board,
    /// The guesses standing, the first first.
    pub(super) path: Vec<(Cell, u8)>,
    /// The conflict set's step and sentence.
    pub(super) conflict: Option<(u64, String)>,
    /// The backjump's step and sentence, once seen.
    pub(super) jump: Option<(u64, String)>,
}

impl OrderQuestion {
    /// Whether LCV changed the ascending order: the better question.
    fn reorders(&self) -> bool {
        self.order.windows(2).any(|w| w[0] > w[1])
    }
}

/// The questions found so far, and what is needed to find the rest.
#[derive(Default)]
pub(super) struct Questions {
    textbook: Option<Textbook>,
    pub(super) candidates: Option<CandidatesQuestion>,
    pub(super) next: Option<NextQuestion>,
    pub(super) pruning: Option<PruningQuestion>,
    pub(super) wipeout: Option<WipeoutQuestion>,
    pub(super) order: Option<OrderQuestion>,
    pub(super) backjump: Option<BackjumpQuestion>,
    /// The latest guess, while a pruning or wipeout question is open.
    guess: Option<GuessSeen>,
    /// The prunings since that guess.
    chain: Vec<(Cell, u8)>,
    /// The step of the chain's first pruning.
    chain_from: u64,
    /// The last step followed.
    last_step: u64,
}

impl Questions {
    /// The questions for a search whose strategy spells `textbook` (`None`
    /// for the strategies outside the CSP chapter).
    pub(super) fn new(textbook: Option<Textbook>) -> Questions {
        Questions {
            textbook,
            ..Questions::default()
        }
    }

    fn infers(&self) -> bool {
        self.textbook.is_some_and(Textbook::infers)
    }

    fn backjumps(&self) -> bool {
        self.textbook.is_some_and(|t| t.backjump)
    }

    /// The inference the search makes, for the pruning question's words.
    pub(super) fn inference(&self) -> Inferring {
        self.textbook.map(|t| t.inference).unwrap_or_default()
    }

    /// Whether the blind search's questions are asked: which cell comes
    /// next after an undo, how many placements before the first dead end.
    pub(super) fn asks_blind(&self) -> bool {
        !self.infers() && !self.backjumps()
    }

    /// Whether the order question is still open (LCV orders values; one
    /// that changes the ascending order not yet seen).
    fn order_open(&self) -> bool {
        self.textbook.is_some_and(|t| t.lcv) && self.order.as_ref().is_none_or(|q| !q.reorders())
    }

    /// Whether a guess's board is needed: a pruning or wipeout question is open.
    fn guess_open(&self) -> bool {
        self.infers() && (self.pruning.is_none() || self.wipeout.is_none())
    }

    /// Follows `event` at `step`, before the sentences and the board follow
    /// it: `board` and `sentences` are the search just before the event.
    /// `open` says the first steps are told, so questions may be taken.
    pub(super) fn before(
        &mut self,
        step: u64,
        event: &Event,
        board: &Grid,
        sentences: &Sentences,
        open: bool,
    ) {
        self.last_step = step;
        let snapshot = || Board::new(board.clone(), sentences.domains_now());
        self.follow_chain(step, event, sentences, open);
        match event {
            Event::Placed { cell, digit, .. } if self.guess_open() => {
                self.guess = Some(GuessSeen {
                    step,
                    cell: *cell,
                    digit: *digit,
                    board: snapshot(),
                });
                self.chain.clear();
            }
            Event::CandidatesComputed {
                cell, candidates, ..
            } if open && self.candidates.is_none() => {
                let domain = sentences.domain(*cell, *candidates);
                let values = domain.unwrap_or(*candidates);
                if values.len() > 1 {
                    self.candidates = Some(CandidatesQuestion {
                        step,
                        cell: *cell,
                        board: snapshot().marked(*cell, "?"),
                        values: values.iter().collect(),
                        domain: domain.is_some(),
                        sentence: sentences.tell(event),
                    });
                }
            }
            Event::ValuesOrdered { cell, values, .. }
                if open && values.len() > 1 && self.order_open() =>
            {
                let question = OrderQuestion {
                    step,
                    cell: *cell,
                    board: snapshot().marked(*cell, "?"),
                    order: values.iter().map(|v| v.digit).collect(),
                    sentence: sentences.tell(event),
                };
                if self.order.is_none() || question.reorders() {
                    self.order = Some(question);
                }
            }
            _ => {}
        }
        if self.backjumps() && self.backjump.as_ref().is_none_or(|q| q.jump.is_none()) {
            self.follow_backjump(step, event, board, sentences, open);
        }
        if self.asks_blind() {
            self.follow_next(step, event, sentences, open);
        }
    }

    /// The prunings after a guess: a chain of two or more that ends
    /// without a wipeout is the pruning question; a wipeout is the wipeout
    /// question.
    fn follow_chain(&mut self, step: u64, event: &Event, sentences: &Sentences, open: bool) {
        // The chain is gathered from the guess on, but a question is only
        // taken once the first steps are told (they would answer it).
        let Some(guess) = &self.guess else { return };
        if guess.step >= step {
            return;
        }
        match event {
            Event::Pruned { cell, digit, .. } => {
                if self.chain.is_empty() {
                    self.chain_from = step;
                }
                self.chain.push((*cell, *digit));
            }
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                ..
            } => {
                let wiped = self.chain.last().is_some_and(|(c, _)| c == cell);
                if wiped && open && self.wipeout.is_none() {
                    let guess = self.guess.take().expect("checked above");
                    self.wipeout = Some(WipeoutQuestion {
                        guess,
                        cell: *cell,
                        step,
                        sentence: sentences.tell(event),
                    });
                }
                self.guess = None;
                self.chain.clear();
            }
            _ => {
                let fits = (2..=8).contains(&self.chain.len());
                if fits && open && self.pruning.is_none() {
                    let guess = self.guess.take().expect("checked above");
                    self.pruning = Some(PruningQuestion {
                        guess,
                        prunings: std::mem::take(&mut self.chain),
                        from: self.chain_from,
                        to: step - 1,
                    });
                }
                // A chain is told as it follows its guess; any other event
                // closes it (a guess that sets off a new one is kept above).
                if !matches!(event, Event::Placed { .. }) {
                    self.guess = None;
                    self.chain.clear();
                }
            }
        }
    }

    /// A dead end's board and path, then its conflict set and backjump.
    fn follow_backjump(
        &mut self,
        step: u64,
        event: &Event,
        board: &Grid,
        sentences: &Sentences,
        open: bool,
    ) {
        match event {
            Event::DeadEnd {
                subject: Subject::Cell(cell),
                ..
            } if open => {
                self.backjump = Some(BackjumpQuestion {
                    step,
                    cell: *cell,
                    board: Board::new(board.clone(), None).marked(*cell, "✗"),
                    path: sentences.guesses(),
                    conflict: None,
                    jump: None,
                });
            }
            Event::ConflictSet { .. } => {
                if let Some(q) = &mut self.backjump {
                    q.conflict = Some((step, sentences.tell(event)));
                }
            }
            Event::Backjumped { .. } => {
                if let Some(q) = &mut self.backjump {
                    q.jump = Some((step, sentences.tell(event)));
                }
            }
            // A dead end undone step by step (no jump) is no question.
            _ => {
                if self.backjump.as_ref().is_some_and(|q| q.jump.is_none()) {
                    self.backjump = None;
                }
            }
        }
    }

    /// Which cell comes next: the first cell named after the undo asked
    /// about; while the search goes on undoing, the question moves to the
    /// last undo of the run (the next cell is then a new choice).
    fn follow_next(&mut self, step: u64, event: &Event, sentences: &Sentences, open: bool) {
        let undo = event.kind().change() == Change::Clear(Origin::Guess);
        match &mut self.next {
            Some(q) if q.answer.is_none() => {
                if undo {
                    q.step = step;
                    q.sentence = sentences.tell(event);
                } else if let Some(cell) = super::named_cell(event) {
                    q.answer = Some((step, cell, sentences.tell(event)));
                }
            }
            None if undo && open => {
                self.next = Some(NextQuestion {
                    step,
                    sentence: sentences.tell(event),
                    answer: None,
                });
            }
            _ => {}
        }
    }
}
