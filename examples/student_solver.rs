//! A student's own solver, written without this crate's strategies, that
//! writes its search as a JSON Lines trace with this crate's types, so that
//! `sudoku-trace verify` (or any other program) can check it.
//!
//! It walks the cells in reading order and tries every digit that fits, like
//! a first backtracking exercise; it reports placements, undos and the
//! solution, and its counters in the footer. No candidate lists: `verify`
//! says which checks such a partial trace allows.
//!
//! ```sh
//! cargo run --example student_solver -- examples/puzzles/four.txt > trace.jsonl
//! sudoku-trace verify trace.jsonl
//! ```

use std::io::{self, Write};

use sudoku_trace::grid::{Cell, Grid};
use sudoku_trace::render::{JsonLines, Renderer};
use sudoku_trace::trace::{End, Event, Footer, Header, Limits, Sink, Stats};

/// The student's search: every event goes to the trace and to the counters.
struct Student<'w, W: Write> {
    grid: Grid,
    trace: &'w mut JsonLines<W>,
    stats: Stats,
}

impl<W: Write> Student<'_, W> {
    fn emit(&mut self, event: Event) {
        self.stats.record(&event);
        let _ = self.trace.event(&event);
    }

    /// Whether `digit` may go into `cell`: no peer holds it.
    fn fits(&self, cell: Cell, digit: u8) -> bool {
        let (side, shape) = (self.grid.side(), self.grid.shape());
        (0..side).all(|k| {
            let (r, c) = (cell.row as usize, cell.col as usize);
            let (top, left) = (r - r % shape.rows(), c - c % shape.cols());
            let box_cell = Cell::new(top + k / shape.cols(), left + k % shape.cols());
            [Cell::new(r, k), Cell::new(k, c), box_cell]
                .iter()
                .all(|&peer| peer == cell || self.grid.get(peer) != digit)
        })
    }

    /// Solves from cell `index` on; `true` once a solution is found.
    fn search(&mut self, index: usize, depth: u32) -> bool {
        let side = self.grid.side();
        let Some(index) = (index..side * side).find(|&i| self.grid.cells()[i] == 0) else {
            self.emit(Event::Solved {
                number: 1,
                depth,
                grid: self.grid.to_line(),
            });
            return true;
        };
        let cell = Cell::from_index(index, side);
        for digit in 1..=side as u8 {
            if !self.fits(cell, digit) {
                continue;
            }
            self.grid.set(cell, digit);
            let placed = Event::Placed {
                cell,
                digit,
                depth: depth + 1,
                choice: None,
                of: None,
            };
            self.emit(placed);
            if self.search(index + 1, depth + 1) {
                return true;
            }
            self.grid.set(cell, 0);
            self.emit(Event::Undone {
                cell,
                digit,
                depth: depth + 1,
            });
        }
        false
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = match std::env::args().nth(1) {
        Some(path) => std::fs::read_to_string(path)?,
        None => "..3.\n.3.4\n2..3\n3.4.".to_string(),
    };
    let grid = sudoku_trace::parse::parse_str(&text)?;
    let limits = Limits::FIRST_SOLUTION;
    let mut trace = JsonLines::new(io::stdout().lock());
    trace.begin(&Header::new(&grid, "student", limits))?;
    let mut student = Student {
        grid,
        trace: &mut trace,
        stats: Stats::default(),
    };
    let solved = student.search(0, 0);
    let stats = student.stats;
    let end = if solved {
        End::SolutionLimit
    } else {
        End::Exhausted
    };
    trace.take_error()?;
    trace.finish(&Footer::new(end, stats))?;
    Ok(())
}
