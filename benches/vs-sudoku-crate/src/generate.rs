//! `--generate N`: N minimal 9×9 puzzles made by `sudoku-trace generate`'s
//! library (`generate::generate` with the default options: minimal, no
//! symmetry, no filter) beside the crate's own generator
//! (`Sudoku::generate_with_symmetry(Symmetry::None)`, also minimal and
//! unique), one thread, the median of the rounds.

use std::time::Duration;

use sudoku_trace::generate::{Options, generate};
use sudoku_trace::grid::BoxShape;

use super::{Clock, median};

/// Times both generators and prints their rates, the ratio and the givens.
pub fn rows(n: u64, rounds: usize, markdown: bool) {
    let options = Options::new(BoxShape::new(3, 3).expect("3x3"));
    let mut our_givens = 0;
    let ours = median(
        (0..rounds)
            .map(|round| {
                let t = Clock::now();
                let mut givens = 0;
                for index in 0..n {
                    let made = generate(&options, round as u64, index).expect("a puzzle");
                    givens += made.puzzle.filled();
                }
                our_givens = givens;
                t.elapsed()
            })
            .collect(),
    );
    let mut their_givens = 0;
    let theirs: Duration = median(
        (0..rounds)
            .map(|_| {
                let t = Clock::now();
                let mut givens = 0;
                for _ in 0..n {
                    let s = sudoku::Sudoku::generate_with_symmetry(sudoku::Symmetry::None);
                    givens += s.iter().filter(Option::is_some).count();
                }
                their_givens = givens;
                t.elapsed()
            })
            .collect(),
    );
    let rate = |d: Duration| n as f64 / d.as_secs_f64();
    let ratio = ours.as_secs_f64() / theirs.as_secs_f64();
    let avg = |g: usize| g as f64 / n as f64;
    if markdown {
        println!(
            "| generator | puzzles | puzzles/s | time ÷ `sudoku` crate time | givens/puzzle |"
        );
        println!("|---|---:|---:|---:|---:|");
        println!(
            "| `sudoku` crate | {n} | {:.0} | 1.00 | {:.2} |",
            rate(theirs),
            avg(their_givens)
        );
        println!(
            "| `sudoku-trace generate --minimal` | {n} | {:.0} | {ratio:.2} | {:.2} |",
            rate(ours),
            avg(our_givens)
        );
    } else {
        println!(
            "generate {n} minimal 9x9: sudoku crate {:.0}/s ({:.2} givens), sudoku-trace {:.0}/s ({:.2} givens), ratio {ratio:.2}",
            rate(theirs),
            avg(their_givens),
            rate(ours),
            avg(our_givens)
        );
    }
}
