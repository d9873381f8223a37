//! Quiz mode (`--quiz N`) from the command line: the same input gives the
//! same page, `render` asks like `solve`, and hostile counts and formats are
//! refused with a usage error. The page itself is tested in a browser
//! (`tests/browser/quiz.test.mjs`); the choice of moments in
//! `src/render/quiz/`.

use crate::common;

use assert_cmd::Command;

fn cmd() -> Command {
    let mut c = common::cmd();
    c.current_dir(common::root());
    c
}

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = cmd().args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_same_search_gives_the_same_quiz_byte_for_byte() {
    let args = ["solve", "--format", "html", "--quiz", "7"];
    let (code, first, _) = run(&args);
    assert_eq!(code, Some(0));
    let (_, second, _) = run(&args);
    assert!(first == second, "two runs, two pages");
    assert!(first.contains(r#""quiz":{"asked":7,"moments":[{"at":"#));
    assert!(first.contains(r#"id="quiz""#), "the question's panel");
    assert!(
        first.contains(r#""no_spoilers":true"#),
        "a quiz opens without spoilers"
    );
    // Without --quiz, no trace of it in the data or the markup.
    let (_, plain, _) = run(&["solve", "--format", "html"]);
    assert!(!plain.contains(r#""quiz":"#) && !plain.contains(r#"id="quiz""#));
}

#[test]
fn render_asks_the_questions_solve_asks() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("classic.jsonl");
    let (_, jsonl, _) = run(&["solve", "--format", "jsonl"]);
    std::fs::write(&trace, jsonl).unwrap();
    let trace = trace.to_str().unwrap();
    let (code, page, _) = run(&["render", trace, "--format", "html", "--quiz", "7"]);
    assert_eq!(code, Some(0));
    let (_, solved, _) = run(&["solve", "--format", "html", "--quiz", "7"]);
    let moments = |page: &str| {
        let start = page.find(r#""quiz":"#).expect("a quiz");
        let end = start + page[start..].find("],").expect("the moments end");
        page[start..end].to_string()
    };
    assert_eq!(moments(&page), moments(&solved));
}

#[test]
fn a_count_out_of_range_or_a_format_without_a_page_is_a_usage_error() {
    for n in ["0", "51", "18446744073709551616", "-3", "many"] {
        let (code, out, err) = run(&["solve", "--format", "html", &format!("--quiz={n}")]);
        assert_eq!(code, Some(2), "--quiz {n}");
        assert!(out.is_empty());
        assert!(err.contains("--quiz <N>"), "--quiz {n}: {err}");
    }
    let (_, _, err) = run(&["solve", "--format", "html", "--quiz", "0"]);
    assert!(err.contains("0 is not in 1..=50"), "{err}");
    for format in ["text", "json", "jsonl", "markdown", "none"] {
        let (code, out, err) = run(&["solve", "--format", format, "--quiz", "3"]);
        assert_eq!(code, Some(2), "--format {format}");
        assert!(out.is_empty());
        assert!(
            err.contains("--quiz asks its questions on the walkthrough page: add --format html"),
            "--format {format}: {err}"
        );
    }
    let (code, _, err) = run(&["render", "-", "--quiz", "3"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--format html"), "{err}");
}

#[test]
fn a_search_with_fewer_moments_asks_fewer() {
    let (code, page, _) = run(&[
        "solve",
        "examples/puzzles/four.txt",
        "--format",
        "html",
        "--quiz",
        "50",
    ]);
    assert_eq!(code, Some(0));
    let start = page.find(r#""moments":["#).unwrap();
    let end = start + page[start..].find("],").unwrap();
    let asked = page[start..end].matches(r#""at":"#).count();
    assert!(
        (1..50).contains(&asked),
        "{asked} questions on a short search"
    );
    assert!(
        page.contains(r#""asked":50"#),
        "the page knows what was asked"
    );
}
