//! `generate` (issue 13, item 3): puzzles of every size with exactly one
//! solution, proved twice (by `check`'s own search and by exact cover,
//! an independent engine), reproducible with `--seed` on any number of
//! threads, in every output format a reader of ours takes back.

use crate::common;

use assert_cmd::Command;
use sudoku_trace::generate::{self, Options, Symmetry};
use sudoku_trace::grid::{BoxShape, Grid};
use sudoku_trace::parse;
use sudoku_trace::solver::{self, Strategy, Uniqueness, uniqueness};
use sudoku_trace::trace::Limits;

fn cmd() -> Command {
    common::cmd()
}

fn generate_cli(args: &[&str]) -> (Option<i32>, String, String) {
    let out = cmd().arg("generate").args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The solutions exact cover finds, up to two: a search that shares
/// nothing with `singles`, which the generator proves uniqueness with.
fn dlx_solutions(grid: &Grid) -> Vec<Grid> {
    let limits = Limits::default().with_max_solutions(Some(2));
    solver::count(grid, Strategy::Dlx, limits, None, None).solutions
}

#[test]
fn thousands_of_puzzles_of_every_size_have_exactly_one_solution() {
    let sizes: [(usize, usize, u64); 7] = [
        (2, 2, 2_000),
        (2, 3, 800),
        (3, 2, 400),
        (2, 4, 200),
        (3, 3, 1_000),
        (4, 4, 60),
        (5, 5, 4),
    ];
    let mut total = 0;
    for (rows, cols, count) in sizes {
        let shape = BoxShape::new(rows, cols).unwrap();
        let options = Options::new(shape);
        for index in 0..count {
            let made = generate::generate(&options, 2026, index).unwrap();
            let what = format!("{rows}x{cols} #{index}: {}", made.puzzle.to_line());
            assert_eq!(
                uniqueness(&made.puzzle, Strategy::Singles, None),
                Uniqueness::Unique(made.solution.clone()),
                "{what}"
            );
            assert_eq!(
                dlx_solutions(&made.puzzle),
                std::slice::from_ref(&made.solution),
                "{what}"
            );
            assert!(made.solution.keeps_givens(&made.puzzle), "{what}");
            if let Some(target) = options.givens {
                assert_eq!(made.puzzle.filled(), target, "{what}");
            }
            total += 1;
        }
    }
    assert!(total > 4_000);
}

#[test]
fn minimal_puzzles_lose_uniqueness_without_any_given() {
    for (rows, cols, symmetry) in [
        (3, 3, Symmetry::None),
        (2, 3, Symmetry::None),
        (3, 3, Symmetry::Rotational),
        (3, 3, Symmetry::Mirror),
    ] {
        let options = Options::new(BoxShape::new(rows, cols).unwrap()).with_symmetry(symmetry);
        for index in 0..40 {
            let puzzle = generate::generate(&options, 8, index).unwrap().puzzle;
            // Each group of givens taken away: exact cover finds two solutions.
            for orbit in symmetry.orbits(puzzle.side()) {
                if puzzle.cells()[orbit[0]] == 0 {
                    continue;
                }
                let mut cells = puzzle.cells().to_vec();
                for &i in &orbit {
                    cells[i] = 0;
                }
                let fewer = Grid::from_cells(puzzle.shape(), cells).unwrap();
                assert_eq!(dlx_solutions(&fewer).len(), 2, "{symmetry:?} {orbit:?}");
            }
        }
    }
}

#[test]
fn a_seed_gives_the_same_puzzles_on_any_number_of_threads() {
    let one = generate_cli(&["--seed", "77", "--count", "24", "--threads", "1"]);
    let two = generate_cli(&["--seed", "77", "--count", "24", "--threads", "2"]);
    let again = generate_cli(&["--seed", "77", "--count", "24", "--threads", "3"]);
    assert_eq!(one.0, Some(0));
    assert_eq!(one.1.lines().count(), 24);
    assert_eq!(one.1, two.1);
    assert_eq!(one.1, again.1);
    assert!(one.2.is_empty(), "a given seed is not announced: {}", one.2);
    let other = generate_cli(&["--seed", "78", "--count", "24"]);
    assert_ne!(one.1, other.1);
    // Puzzle k of a run is puzzle k of any longer run.
    let longer = generate_cli(&["--seed", "77", "--count", "30"]);
    assert!(longer.1.starts_with(&one.1));

    // No seed: one is drawn and shown, and it makes the run again.
    let drawn = generate_cli(&["--count", "3"]);
    let seed = drawn
        .2
        .strip_prefix("seed ")
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("the drawn seed is shown: {}", drawn.2));
    assert_eq!(generate_cli(&["--seed", seed, "--count", "3"]).1, drawn.1);
}

#[test]
fn every_output_format_reads_back_as_a_unique_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    for (shape, format) in [
        ("3x3", "line"),
        ("2x3", "grid"),
        ("3x3", "ss"),
        ("4x4", "ss"),
        ("3x3", "java"),
        ("4x4", "grid"),
        ("5x5", "line"),
        ("2x2", "java"),
    ] {
        let file = dir.path().join(format!("{shape}.{format}"));
        let (code, _, err) = generate_cli(&[
            "--seed",
            "5",
            "--box",
            shape,
            "--format",
            format,
            "-o",
            file.to_str().unwrap(),
        ]);
        assert_eq!(code, Some(0), "{err}");
        let mut check = cmd();
        check.arg("check").arg(&file);
        if shape != "3x3" && shape != "4x4" && shape != "5x5" && shape != "2x2" {
            check.args(["--box", shape]);
        }
        let out = check.output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{shape} {format}: {text}");
        // And the same puzzle as the one-line form.
        let line = generate_cli(&["--seed", "5", "--box", shape]).1;
        let bytes = std::fs::read(&file).unwrap();
        let read = parse::parse(
            &bytes,
            parse::ParseOptions {
                shape: BoxShape::new(shape[..1].parse().unwrap(), shape[2..].parse().unwrap()),
            },
        );
        assert_eq!(read.unwrap().to_line() + "\n", line, "{shape} {format}");
    }
}

#[test]
fn json_lines_carry_the_solution_and_the_ratings() {
    let (code, out, _) = generate_cli(&[
        "--seed",
        "3",
        "--count",
        "5",
        "--format",
        "jsonl",
        "--at-most",
        "singles:placements=0",
        "--at-least",
        "candidates:placements=55",
    ]);
    assert_eq!(code, Some(0));
    for (index, line) in out.lines().enumerate() {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["index"], index as u64);
        assert_eq!(record["seed"], 3);
        let puzzle = parse::parse_str(record["puzzle"].as_str().unwrap()).unwrap();
        assert_eq!(record["givens"], puzzle.filled() as u64);
        let solution = parse::parse_str(record["solution"].as_str().unwrap()).unwrap();
        assert_eq!(dlx_solutions(&puzzle), [solution]);
        // The ratings are what solving the puzzle counts.
        let limits = Limits::FIRST_SOLUTION;
        let singles = solver::count(&puzzle, Strategy::Singles, limits, None, None);
        assert_eq!(
            singles.stats.placements, 0,
            "solvable by singles without a guess"
        );
        let candidates = solver::count(&puzzle, Strategy::Candidates, limits, None, None);
        assert!(candidates.stats.placements >= 55);
        let ratings = record["ratings"].as_array().unwrap();
        assert_eq!(ratings[0]["strategy"], "candidates");
        assert!(ratings[0]["value"].as_u64().unwrap() >= 55);
        assert_eq!(ratings[1]["value"], 0);
    }
}

#[test]
fn targets_and_symmetry_hold_from_the_command_line() {
    let (code, out, _) = generate_cli(&[
        "--seed",
        "4",
        "--count",
        "10",
        "--givens",
        "32",
        "--symmetry",
        "rotational",
    ]);
    assert_eq!(code, Some(0));
    for line in out.lines() {
        let grid = parse::parse_str(line).unwrap();
        // Pairs of cells go together, the centre alone: 31 or 32 givens.
        assert!((31..=32).contains(&grid.filled()), "{line}");
        let cells = grid.cells();
        for i in 0..81 {
            assert_eq!(cells[i] == 0, cells[80 - i] == 0, "{line}");
        }
    }
}

#[test]
fn what_cannot_be_made_says_so_and_keeps_what_was() {
    let dir = tempfile::tempdir().unwrap();
    let out_file = dir.path().join("out.txt");
    std::fs::write(&out_file, "kept\n").unwrap();
    let (code, _, err) = generate_cli(&[
        "--seed",
        "1",
        "--givens",
        "12",
        "--attempts",
        "3",
        "-o",
        out_file.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("error: puzzle 1: no puzzle within 3 attempts: the fewest givens reached was"),
        "{err}"
    );
    assert!(err.contains("the target 12"), "{err}");
    assert!(err.contains("nothing written to"), "{err}");
    assert_eq!(std::fs::read_to_string(&out_file).unwrap(), "kept\n");

    for (args, expected) in [
        (
            vec!["--givens", "82"],
            "--givens 82 is more than the 81 cells",
        ),
        (vec!["--box", "0x3"], "--box"),
        (vec!["--count", "0"], "--count"),
        (
            vec!["--at-least", "mrv:guesses=3"],
            "unknown counter `guesses`",
        ),
        (vec!["--at-most", "mrv=3"], "no `:`"),
        (vec!["--symmetry", "diagonal"], "diagonal"),
        (vec!["--attempts", "0"], "--attempts"),
        (vec!["--seed", "-1"], "-1"),
    ] {
        let (code, _, err) = generate_cli(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

/// The README's sample is what the tool prints.
#[test]
fn the_readme_sample_is_real() {
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    let marker = "$ sudoku-trace generate --seed 42 --count 3\n";
    let start = readme.find(marker).expect("the README shows generate") + marker.len();
    let end = start + readme[start..].find("```").expect("the block closes");
    let real = generate_cli(&["--seed", "42", "--count", "3"]).1;
    assert_eq!(&readme[start..end], real);
}

/// A smaller item of issue 22: `--at-least` above `--at-most` on the same
/// strategy's counter used up every attempt (1,000 by default) before giving
/// up; it is refused at the door, naming both filters. Equal bounds, or
/// bounds on different counters, still go through.
#[test]
fn contradictory_filters_are_refused_before_any_attempt() {
    let (code, out, err) = generate_cli(&[
        "--seed",
        "1",
        "--attempts",
        "2",
        "--at-least",
        "mrv:placements=20",
        "--at-most",
        "singles:placements=0",
        "--at-most",
        "mrv:placements=10",
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(out.is_empty());
    assert!(
        err.contains("--at-least mrv:placements=20 and --at-most mrv:placements=10 contradict")
            && err.contains("expected an --at-least value no greater than the --at-most value"),
        "{err}"
    );
    for fine in [
        [
            "--at-least",
            "singles:placements=0",
            "--at-most",
            "singles:placements=0",
        ],
        [
            "--at-least",
            "mrv:placements=20",
            "--at-most",
            "singles:placements=10",
        ],
        [
            "--at-least",
            "mrv:dead_ends=20",
            "--at-most",
            "mrv:placements=10",
        ],
    ] {
        let mut args = vec!["--seed", "1", "--attempts", "1", "--box", "2x2"];
        args.extend(fine);
        let (code, _, err) = generate_cli(&args);
        assert!(code == Some(0) || code == Some(1), "{fine:?}: {err}");
    }
}
