//! A sink of your own: count something the built-in counters do not.
//!
//! This one keeps, for every cell, how many guesses were written into it,
//! and prints the grid of those counts: where the search spent its effort.
//! A sink sees every event as the solver pushes it, so nothing is stored.
//!
//! ```sh
//! cargo run --example custom_sink -- examples/puzzles/classic.txt
//! ```

use std::ops::ControlFlow;

use sudoku_trace::trace::{Event, Limits, Sink};
use sudoku_trace::{Strategy, parse, solve};

/// Guesses per cell, by reading-order index.
struct GuessesPerCell {
    side: usize,
    counts: Vec<u64>,
}

impl Sink for GuessesPerCell {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        if let Event::Placed { cell, .. } = event {
            self.counts[cell.index(self.side)] += 1;
        }
        ControlFlow::Continue(())
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = match std::env::args().nth(1) {
        Some(path) => std::fs::read_to_string(path)?,
        None => "..3.\n.3.4\n2..3\n3.4.".to_string(),
    };
    let grid = parse::parse_str(&text)?;
    let side = grid.side();
    let mut sink = GuessesPerCell {
        side,
        counts: vec![0; side * side],
    };
    let limits = Limits::FIRST_SOLUTION;
    let report = solve(&grid, Strategy::Candidates, limits, &mut sink);
    println!(
        "guesses per cell ({} in all, {} taken back):",
        report.stats.placements, report.stats.backtracks
    );
    let width = sink.counts.iter().max().map_or(1, |m| m.to_string().len());
    for row in sink.counts.chunks(side) {
        let cells: Vec<String> = row.iter().map(|n| format!("{n:>width$}")).collect();
        println!("  {}", cells.join(" "));
    }
    let busiest = (0..side * side).max_by_key(|&i| (sink.counts[i], std::cmp::Reverse(i)));
    if let Some(i) = busiest {
        println!("busiest cell: r{}c{}", i / side + 1, i % side + 1);
    }
    Ok(())
}
