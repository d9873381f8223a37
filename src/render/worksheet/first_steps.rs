//! The sheet's first steps: the trace's opening told in full, except that
//! the prunings one guess sets off are told as one line, so that under
//! inference the list reaches past the second guess.

use crate::grid::Cell;
use crate::trace::Event;

/// How many lines the sheet tells.
pub(super) const LINES: usize = 15;

/// One line of the first steps.
pub(super) enum Line {
    /// One event told: its step, depth and sentence.
    Told {
        /// The event's step.
        step: u64,
        /// Its depth, shown as indentation.
        level: u32,
        /// The trace's sentence.
        sentence: String,
    },
    /// A run of prunings, steps `from` to `to`.
    Chain {
        /// The first pruning's step.
        from: u64,
        /// The last pruning's step.
        to: u64,
        /// Their depth.
        level: u32,
        /// Each cell and the value taken out of it.
        prunings: Vec<(Cell, u8)>,
    },
}

/// The first steps as they are followed.
#[derive(Default)]
pub(super) struct FirstSteps {
    lines: Vec<Line>,
    /// Set once the lines are all told: the event that would start one more.
    done: bool,
    /// The last step told.
    last: u64,
}

impl FirstSteps {
    /// Whether `event` at `step` is still part of the first steps (and
    /// needs its sentence): a pruning that joins a chain needs none.
    pub(super) fn wants_sentence(&self, event: &Event) -> bool {
        !self.done && !matches!(event, Event::Pruned { .. })
    }

    /// Follows `event` at `step`; `sentence` is its sentence when
    /// [`FirstSteps::wants_sentence`] asked for it.
    pub(super) fn follow(&mut self, step: u64, event: &Event, sentence: Option<String>) {
        if self.done {
            return;
        }
        if let Event::Pruned { cell, digit, .. } = *event
            && let Some(Line::Chain { to, prunings, .. }) = self.lines.last_mut()
            && *to + 1 == step
        {
            prunings.push((cell, digit));
            *to = step;
            self.last = step;
            return;
        }
        if self.lines.len() == LINES {
            self.done = true;
            return;
        }
        let level = event.level();
        let line = match *event {
            Event::Pruned { cell, digit, .. } => Line::Chain {
                from: step,
                to: step,
                level,
                prunings: vec![(cell, digit)],
            },
            _ => Line::Told {
                step,
                level,
                sentence: sentence.unwrap_or_default(),
            },
        };
        self.lines.push(line);
        self.last = step;
    }

    /// Whether every line is told: the questions may start.
    pub(super) fn done(&self) -> bool {
        self.done
    }

    /// The last step the lines tell.
    pub(super) fn last_step(&self) -> u64 {
        self.last
    }

    /// The lines, in order.
    pub(super) fn lines(&self) -> &[Line] {
        &self.lines
    }
}
