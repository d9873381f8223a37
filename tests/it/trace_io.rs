//! Saved traces as an interface: rendering a saved trace equals the live
//! render byte for byte; everything our strategies emit verifies; diff
//! finds where two traces part; the schema is pinned by a snapshot.

use crate::common;

use assert_cmd::Command;
use sudoku_trace::diff::{self, Comparison};
use sudoku_trace::grid::Grid;
use sudoku_trace::read::TraceReader;
use sudoku_trace::render::{self, Format, Lang, Notation, RenderOptions};
use sudoku_trace::solver::{self, Strategy};
use sudoku_trace::trace::{EventKind, Footer, Header, Limits};
use sudoku_trace::verify::{self, Outcome};

/// The two anti-brute-force puzzles run for tens of millions of steps: they
/// are cut at this many, with a `step_limit_reached` event. Every other
/// example runs to its first solution.
const CAP: u64 = 100_000;

fn cap(name: &str) -> Option<u64> {
    matches!(name, "norvig_grid2.txt" | "wikipedia_brute_force.txt").then_some(CAP)
}

fn limits(name: &str) -> Limits {
    Limits::FIRST_SOLUTION.with_max_steps(cap(name))
}

/// The live output of `format` for a search of `grid`.
fn live(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
    format: Format,
    text: RenderOptions,
) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut renderer = render::renderer(format, text, Box::new(&mut out));
        renderer
            .begin(&Header::new(grid, strategy.name(), limits))
            .unwrap();
        let report = solver::solve(grid, strategy, limits, &mut renderer);
        renderer.take_error().unwrap();
        renderer
            .finish(&Footer::new(report.end, report.stats))
            .unwrap();
    }
    out
}

/// The output of `format` for the saved trace `saved`.
fn rendered(saved: &[u8], format: Format, text: RenderOptions) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut reader = TraceReader::from_reader("saved", saved).unwrap();
        let mut renderer = render::renderer(format, text, Box::new(&mut out));
        sudoku_trace::render::play(&mut reader, &mut *renderer).unwrap();
    }
    out
}

fn text_options() -> [RenderOptions; 2] {
    [
        RenderOptions::default(),
        RenderOptions::default()
            .with_lang(Lang::ZhHant)
            .with_notation(Notation::Index),
    ]
}

#[test]
fn rendering_a_saved_trace_equals_the_live_render() {
    for path in common::example_puzzles() {
        let grid = common::read_grid(&path);
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        for strategy in Strategy::ALL {
            let plain = RenderOptions::default();
            let jsonl = live(&grid, strategy, limits(&name), Format::Jsonl, plain.clone());
            let json = live(&grid, strategy, limits(&name), Format::Json, plain.clone());
            // Every format that writes something (the HTML page too, once
            // it exists), and text and HTML in both languages.
            let mut outputs = Vec::new();
            for format in Format::ALL.into_iter().filter(|&f| f != Format::None) {
                match format {
                    Format::Json | Format::Jsonl => outputs.push((format, plain.clone())),
                    _ => outputs.extend(text_options().map(|t| (format, t))),
                }
            }
            for (format, text) in outputs {
                let want = live(&grid, strategy, limits(&name), format, text.clone());
                for (form, saved) in [("jsonl", &jsonl), ("json", &json)] {
                    let got = rendered(saved, format, text.clone());
                    assert!(
                        got == want,
                        "{name}, {strategy}: rendering the saved {form} as {} differs from the live output",
                        format.name()
                    );
                }
            }
        }
    }
}

#[test]
fn everything_our_strategies_emit_verifies() {
    for path in common::example_puzzles() {
        let grid = common::read_grid(&path);
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        for strategy in Strategy::ALL {
            // The first solution; every solution where there are several.
            let all = name == "multi.txt" || name == "four.txt";
            for max_solutions in [Some(1), None].into_iter().take(1 + usize::from(all)) {
                let limits = Limits::default()
                    .with_max_solutions(max_solutions)
                    .with_max_steps(cap(&name));
                let saved = live(
                    &grid,
                    strategy,
                    limits,
                    Format::Jsonl,
                    RenderOptions::default(),
                );
                let mut reader = TraceReader::from_reader(&name, saved.as_slice()).unwrap();
                match verify::verify(&mut reader).unwrap() {
                    Outcome::Valid(report) => {
                        assert!(report.footer);
                        assert!(report.steps > 0 || name == "unsolvable.txt");
                    }
                    Outcome::Invalid(fault) => {
                        panic!("{name}, {strategy}, {max_solutions:?}: {fault}")
                    }
                }
            }
        }
    }
}

/// Runs the binary in the repository root.
fn cmd() -> Command {
    let mut c = common::cmd();
    c.current_dir(common::root());
    c
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary directory")
}

/// `solve --format html` stops at 10,000,000 steps unless told; the header
/// records the limit, so every run here names the same one.
const SAME_LIMIT: [&str; 2] = ["--max-steps", "10000000"];

/// The command line too: `render` of a saved trace, from a file and from
/// standard input, equals `solve`'s live output.
#[test]
fn the_render_command_equals_solve() {
    let dir = temp_dir();
    for puzzle in ["examples/puzzles/classic.txt", "examples/puzzles/six.txt"] {
        for strategy in Strategy::names() {
            let saved_jsonl = dir.path().join("t.jsonl");
            let saved_json = dir.path().join("t.json");
            for (format, path) in [("jsonl", &saved_jsonl), ("json", &saved_json)] {
                cmd()
                    .args(["solve", puzzle, "-s", strategy, "--format", format])
                    .args(SAME_LIMIT)
                    .arg("-o")
                    .arg(path)
                    .assert()
                    .code(0);
            }
            let name = puzzle.rsplit('/').next().unwrap();
            for args in [
                &["--format", "text"][..],
                &["--format", "json"],
                &["--format", "jsonl"],
                &["--lang", "zh-Hant"],
                &["--format", "html"],
            ] {
                let want = cmd()
                    .args(["solve", puzzle, "-s", strategy])
                    .args(SAME_LIMIT)
                    .args(args)
                    .output()
                    .unwrap()
                    .stdout;
                // `solve` names the page after the puzzle file; `render` is told.
                let title: &[&str] = if args.contains(&"html") {
                    &["--title", name]
                } else {
                    &[]
                };
                for path in [&saved_jsonl, &saved_json] {
                    let got = cmd()
                        .arg("render")
                        .arg(path)
                        .args(args)
                        .args(title)
                        .output()
                        .unwrap();
                    assert_eq!(got.status.code(), Some(0));
                    assert!(got.stdout == want, "{puzzle} {strategy} {args:?} {path:?}");
                }
                let piped = cmd()
                    .args(["render", "-"])
                    .args(args)
                    .args(title)
                    .write_stdin(std::fs::read(&saved_jsonl).unwrap())
                    .output()
                    .unwrap();
                assert!(
                    piped.stdout == want,
                    "{puzzle} {strategy} {args:?} from stdin"
                );
            }
        }
    }
    // The seed programs' own output, from a saved trace.
    let saved = dir.path().join("naive.jsonl");
    cmd()
        .args([
            "solve",
            "--strategy",
            "naive",
            "--all-solutions",
            "--format",
            "jsonl",
            "-o",
        ])
        .arg(&saved)
        .assert()
        .code(0);
    let want =
        std::fs::read(common::root().join("tests/fixtures/seeds/seed001_classic.out")).unwrap();
    let got = cmd()
        .arg("render")
        .arg(&saved)
        .args(["--style", "seed"])
        .output()
        .unwrap();
    assert!(
        got.stdout == want,
        "render --style seed differs from seed 001"
    );
}

#[test]
fn render_refuses_what_it_cannot_read() {
    let dir = temp_dir();
    let bad = dir.path().join("bad.jsonl");
    std::fs::write(&bad, "{\"schema_version\":99}\n").unwrap();
    cmd()
        .arg("render")
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("unknown schema_version 99"));
    cmd()
        .args(["render", "no/such/trace.jsonl"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("cannot open"));
}

fn saved(grid: &Grid, strategy: Strategy, format: Format) -> Vec<u8> {
    let limits = Limits::FIRST_SOLUTION;
    live(grid, strategy, limits, format, RenderOptions::default())
}

fn compare(a: &[u8], b: &[u8]) -> Comparison {
    let mut ra = TraceReader::from_reader("a", a).unwrap();
    let mut rb = TraceReader::from_reader("b", b).unwrap();
    diff::diff(&mut ra, &mut rb, 3).unwrap()
}

#[test]
fn diff_finds_where_candidates_and_mrv_part_on_the_classic_puzzle() {
    let grid = common::puzzle("classic.txt");
    let a = saved(&grid, Strategy::Candidates, Format::Jsonl);
    let b = saved(&grid, Strategy::Mrv, Format::Jsonl);
    let Comparison::Different(d) = compare(&a, &b) else {
        panic!("candidates and mrv search differently");
    };
    // candidates looks at the first empty cell, r1c3; mrv at the cell with
    // the fewest candidates, r5c5 (one candidate, 5).
    assert_eq!(d.step, Some(1));
    assert_eq!(d.field, "cell");
    assert_eq!(d.summary, "different cell: r1c3 and r5c5");
    assert_eq!((d.a.stats.placements, d.b.stats.placements), (4208, 51));
}

#[test]
fn diff_says_identical_for_a_trace_and_its_rerendered_copy() {
    let grid = common::puzzle("classic.txt");
    for strategy in Strategy::ALL {
        let jsonl = saved(&grid, strategy, Format::Jsonl);
        let json = rendered(&jsonl, Format::Json, RenderOptions::default());
        let again = rendered(&json, Format::Jsonl, RenderOptions::default());
        assert_eq!(again, jsonl);
        assert!(matches!(
            compare(&jsonl, &json),
            Comparison::Identical { .. }
        ));
    }
}

#[test]
fn the_diff_command() {
    let dir = temp_dir();
    let (a, b, c) = (
        dir.path().join("a.jsonl"),
        dir.path().join("b.jsonl"),
        dir.path().join("a.json"),
    );
    for (strategy, path) in [("candidates", &a), ("mrv", &b)] {
        cmd()
            .args([
                "solve",
                "examples/puzzles/four.txt",
                "-s",
                strategy,
                "--format",
                "jsonl",
                "-o",
            ])
            .arg(path)
            .assert()
            .code(0);
    }
    cmd()
        .arg("render")
        .arg(&a)
        .args(["--format", "json", "-o"])
        .arg(&c)
        .assert()
        .code(0);
    cmd()
        .arg("diff")
        .arg(&a)
        .arg(&c)
        .assert()
        .code(0)
        .stdout(predicates::str::starts_with("identical:"));
    let out = cmd().arg("diff").arg(&a).arg(&b).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let text = text.replace(&a.display().to_string(), "a.jsonl");
    let text = text.replace(&b.display().to_string(), "b.jsonl");
    crate::in_snapshots!({
        insta::assert_snapshot!("diff_four_candidates_mrv", text);
    });
    let out = cmd()
        .arg("diff")
        .arg(&a)
        .arg(&b)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["identical"], false);
    assert_eq!(value["step"], 1);
    assert_eq!(value["a"]["stats"]["placements"], 16);
}

#[test]
fn diff_tells_its_steps_as_the_text_trace_does_in_any_language_and_notation() {
    // A whole trace against the same search cut at 20 steps: they part at
    // step 21, after three steps of context.
    let dir = tempfile::tempdir().unwrap();
    let (whole, cut) = (dir.path().join("whole.jsonl"), dir.path().join("cut.jsonl"));
    for (path, limit) in [(&whole, None), (&cut, Some("20"))] {
        let mut c = cmd();
        c.args(["solve", "--format", "jsonl", "-o"]).arg(path);
        if let Some(limit) = limit {
            c.args(["--max-steps", limit]);
        }
        // 1: the cut search found no solution.
        let code = c.output().unwrap().status.code();
        assert!(matches!(code, Some(0 | 1)), "{code:?}");
    }
    for (lang, notation) in [("en", "rc"), ("zh-Hans", "a1"), ("zh-TW", "index")] {
        let text = cmd()
            .args([
                "solve",
                "--format",
                "text",
                "--lang",
                lang,
                "--notation",
                notation,
            ])
            .output()
            .unwrap()
            .stdout;
        let text = String::from_utf8(text).unwrap();
        // The text trace's sentence of step n, without its number and indent.
        let sentence = |n: u64| {
            text.lines()
                .find(|l| l.get(..6).and_then(|p| p.trim().parse::<u64>().ok()) == Some(n))
                .map(|l| l[8..].trim_start().to_string())
                .unwrap()
        };
        let out = cmd()
            .arg("diff")
            .arg(&whole)
            .arg(&cut)
            .args(["--lang", lang, "--notation", notation])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let shown = String::from_utf8(out.stdout).unwrap();
        for n in 18..=21 {
            let line = match n {
                21 => format!("  a  {}", sentence(21)),
                _ => format!("  {n:>8}  {}", sentence(n)),
            };
            assert!(
                shown.contains(&line),
                "{lang} {notation}: {line:?} in\n{shown}"
            );
        }
        assert!(!shown.contains("{\"event\""), "no JSON in the text form");
    }
    // The JSON form keeps the events as JSON.
    let out = cmd()
        .arg("diff")
        .arg(&whole)
        .arg(&cut)
        .args(["--format", "json", "--lang", "zh-Hans"])
        .output()
        .unwrap();
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["step"], 21);
    assert_eq!(value["b"]["event"]["event"], "step_limit_reached");
}

#[test]
fn the_schema_is_pinned() {
    let out = cmd().arg("schema").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text, sudoku_trace::schema::trace_schema_json());
    // Every event kind is described, with its doc comment.
    let schema: serde_json::Value = serde_json::from_str(&text).unwrap();
    let events = schema["$defs"]["Event"]["oneOf"].as_array().unwrap();
    assert_eq!(events.len(), EventKind::ALL.len());
    assert!(
        events
            .iter()
            .all(|e| e["description"].as_str().is_some_and(|d| !d.is_empty()))
    );
    crate::in_snapshots!({
        insta::assert_snapshot!("schema", text);
    });
}

/// A document written with its keys sorted by name (Python's
/// `json.dump(..., sort_keys=True)`, serde_json's `Value`) has its header
/// after its events: a file is read twice and renders, verifies and diffs
/// as the original; standard input, which cannot be read twice, is refused
/// with the reason.
#[test]
fn a_document_with_sorted_keys_reads_from_a_file() {
    let dir = temp_dir();
    let original = dir.path().join("original.json");
    let sorted = dir.path().join("sorted.json");
    let trace = cmd()
        .args([
            "solve",
            "examples/puzzles/multi.txt",
            "--all-solutions",
            "--format",
            "json",
        ])
        .output()
        .unwrap()
        .stdout;
    std::fs::write(&original, &trace).unwrap();
    // serde_json's map is ordered by key: `end` and `events` come first.
    let value: serde_json::Value = serde_json::from_slice(&trace).unwrap();
    let text = serde_json::to_string_pretty(&value).unwrap();
    assert!(text.find("\"events\"") < text.find("\"schema_version\""));
    std::fs::write(&sorted, &text).unwrap();
    for format in ["text", "json", "jsonl", "html"] {
        let render = |path: &std::path::Path| {
            cmd()
                .args(["render", "--format", format])
                .arg(path)
                .output()
                .unwrap()
        };
        let (a, b) = (render(&original), render(&sorted));
        assert_eq!(
            b.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&b.stderr)
        );
        assert!(a.stdout == b.stdout, "render --format {format} differs");
    }
    cmd().arg("verify").arg(&sorted).assert().code(0);
    cmd()
        .arg("diff")
        .arg(&original)
        .arg(&sorted)
        .assert()
        .code(0);
    let piped = cmd()
        .args(["render", "-"])
        .write_stdin(text)
        .output()
        .unwrap();
    assert_eq!(piped.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&piped.stderr).contains("standard input cannot be read twice"),
        "{}",
        String::from_utf8_lossy(&piped.stderr)
    );
}

/// `diff --ignore-strategy`: a trace that names another strategy but walks
/// the same search is identical; any other difference still shows.
#[test]
fn diff_can_ignore_the_strategys_name() {
    let dir = temp_dir();
    let trace = cmd()
        .args(["solve", "examples/puzzles/four.txt", "--format", "jsonl"])
        .output()
        .unwrap()
        .stdout;
    let ours = dir.path().join("ours.jsonl");
    let student = dir.path().join("student.jsonl");
    let other = dir.path().join("other.jsonl");
    std::fs::write(&ours, &trace).unwrap();
    let text = String::from_utf8(trace).unwrap();
    let renamed = text.replacen("\"strategy\":\"candidates\"", "\"strategy\":\"student\"", 1);
    assert_ne!(renamed, text);
    std::fs::write(&student, &renamed).unwrap();
    // The same header, one event short: a real difference.
    let mut lines: Vec<&str> = renamed.lines().collect();
    lines.remove(1);
    std::fs::write(&other, lines.join("\n") + "\n").unwrap();
    let diff = |args: &[&str], a: &std::path::Path, b: &std::path::Path| {
        cmd().arg("diff").args(args).arg(a).arg(b).output().unwrap()
    };
    assert_eq!(diff(&[], &student, &ours).status.code(), Some(1));
    let same = diff(&["--ignore-strategy"], &student, &ours);
    assert_eq!(same.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&same.stdout).starts_with("identical: "));
    assert_eq!(
        diff(&["--ignore-strategy"], &other, &ours).status.code(),
        Some(1)
    );
}

/// Issue 22, item 2: `-o` through an ordinary symbolic link writes the file
/// the link points to, whole, and leaves the link a link (it was replaced
/// by a regular file).
#[cfg(unix)]
#[test]
fn output_through_a_link_writes_its_target_and_keeps_the_link() {
    let dir = temp_dir();
    let target = dir.path().join("target.json");
    let link = dir.path().join("link.json");
    std::fs::write(&target, "old").unwrap();
    std::os::unix::fs::symlink("target.json", &link).unwrap();
    cmd()
        .args([
            "solve",
            "examples/puzzles/four.txt",
            "--format",
            "summary",
            "-o",
        ])
        .arg(&link)
        .assert()
        .success();
    let kind = std::fs::symlink_metadata(&link).unwrap().file_type();
    assert!(kind.is_symlink(), "the link is still a link");
    let written = std::fs::read_to_string(&target).unwrap();
    assert!(written.contains("\"schema_version\""), "{written}");
    // No temporary file left beside the link or the target.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

/// Issue 22, item 2: `-o /dev/stdout` with standard output redirected to a
/// file (`> log.txt`) replaced `/dev/stdout` by a regular file and left
/// `log.txt` empty. The real `/dev/stdout` is never used here (as root the
/// bug would replace it for every process): a link made in a temporary
/// folder to `/proc/self/fd/1` is the same chain, one link shorter.
#[cfg(target_os = "linux")]
#[test]
fn output_through_a_link_to_a_descriptor_writes_to_that_descriptor() {
    let dir = temp_dir();
    let stdout = dir.path().join("stdout");
    std::os::unix::fs::symlink("/proc/self/fd/1", &stdout).unwrap();
    for append in [false, true] {
        let log = dir.path().join("log.txt");
        std::fs::write(&log, "before\n").unwrap();
        let file = std::fs::OpenOptions::new()
            .write(true)
            .append(append)
            .truncate(!append)
            .open(&log)
            .unwrap();
        let status = std::process::Command::new(common::binary())
            .args([
                "solve",
                "examples/puzzles/four.txt",
                "--format",
                "summary",
                "-o",
            ])
            .arg(&stdout)
            .current_dir(common::root())
            .stdout(file)
            .status()
            .unwrap();
        assert!(status.success());
        let kind = std::fs::symlink_metadata(&stdout).unwrap().file_type();
        assert!(kind.is_symlink(), "the link is still a link");
        let logged = std::fs::read_to_string(&log).unwrap();
        // `>>` appends after what was there, as a shell's redirection does.
        assert_eq!(logged.starts_with("before\n{"), append, "{logged}");
        assert!(logged.contains("\"schema_version\""), "{logged}");
    }
}

/// Issue 22, item 4: `--format none -o FILE` emptied FILE (exit 0).
#[test]
fn format_none_with_an_output_file_is_refused_and_the_file_kept() {
    let dir = temp_dir();
    let keep = dir.path().join("keep.txt");
    std::fs::write(&keep, "keep me\n").unwrap();
    let out = cmd()
        .args([
            "solve",
            "examples/puzzles/four.txt",
            "--format",
            "none",
            "-o",
        ])
        .arg(&keep)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("--format none writes nothing"), "{said}");
    assert_eq!(std::fs::read_to_string(&keep).unwrap(), "keep me\n");
    // Without -o, `none` is the exit code alone, as before.
    cmd()
        .args(["solve", "examples/puzzles/four.txt", "--format", "none"])
        .assert()
        .success()
        .stdout("");
}

/// Issue 22: a write error named the random temporary file (`at path
/// ".x.txt.sudoku-trace-tmp-Oq5YQI"`), so the message changed run to run.
#[test]
fn a_write_error_names_the_output_file_only() {
    let dir = temp_dir();
    let missing = dir.path().join("no-such-folder").join("x.txt");
    let said = |_: u8| {
        let out = cmd()
            .args(["solve", "examples/puzzles/four.txt", "-o"])
            .arg(&missing)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        String::from_utf8(out.stderr).unwrap()
    };
    let first = said(1);
    assert!(!first.contains("sudoku-trace-tmp"), "{first}");
    assert!(first.contains(&*missing.to_string_lossy()), "{first}");
    assert_eq!(first, said(2), "the same message every run");
}

/// Issue 22, item 18: `diff - -` took the standard-input lock twice and
/// hung; now it is refused at once.
#[test]
fn diff_of_standard_input_with_itself_is_refused() {
    let trace = std::fs::read(common::root().join("tests/hostile/traces/crlf.jsonl")).unwrap();
    let out = cmd()
        .args(["diff", "-", "-"])
        .write_stdin(trace)
        .timeout(std::time::Duration::from_secs(30))
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "ended, not killed by the timeout"
    );
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("can be read only once"), "{said}");
}

/// Issue 22, item 18: a pipe named as a file (`<(…)`, here `/dev/stdin`)
/// was read twice by `--level common` and reported as empty; it is
/// refused as standard input is, and read once everywhere else.
#[cfg(target_os = "linux")]
#[test]
fn a_pipe_named_as_a_file_is_read_once() {
    let trace = cmd()
        .args(["solve", "examples/puzzles/four.txt", "--format", "jsonl"])
        .output()
        .unwrap()
        .stdout;
    let dir = temp_dir();
    let saved = dir.path().join("t.jsonl");
    std::fs::write(&saved, &trace).unwrap();
    let common = cmd()
        .args(["diff", "--level", "common", "/dev/stdin"])
        .arg(&saved)
        .write_stdin(trace.clone())
        .output()
        .unwrap();
    assert_eq!(common.status.code(), Some(2));
    let said = String::from_utf8_lossy(&common.stderr);
    assert!(said.contains("a pipe"), "{said}");
    assert!(!said.contains("empty"), "{said}");
    cmd()
        .args(["diff", "/dev/stdin"])
        .arg(&saved)
        .write_stdin(trace)
        .assert()
        .code(0);
    // A document with its keys sorted (`events` before the header) needs a
    // second reading: a pipe is told so, as standard input is, instead of
    // being read again and found cut short at 1:1.
    let document = cmd()
        .args(["solve", "examples/puzzles/four.txt", "--format", "json"])
        .output()
        .unwrap()
        .stdout;
    let value: serde_json::Value = serde_json::from_slice(&document).unwrap();
    let map = value.as_object().unwrap();
    let mut keys: Vec<&String> = map.keys().collect();
    keys.sort();
    let fields: Vec<String> = keys
        .iter()
        .map(|k| format!("{}:{}", serde_json::to_string(k).unwrap(), map[*k]))
        .collect();
    let sorted = format!("{{{}}}", fields.join(",")).into_bytes();
    let at = |key: &str| keys.iter().position(|k| *k == key).unwrap();
    assert!(at("events") < at("schema_version"));
    let piped = cmd()
        .args(["verify", "/dev/stdin"])
        .write_stdin(sorted)
        .output()
        .unwrap();
    assert_eq!(piped.status.code(), Some(2));
    let said = String::from_utf8_lossy(&piped.stderr);
    assert!(said.contains("`events` before the header"), "{said}");
}
