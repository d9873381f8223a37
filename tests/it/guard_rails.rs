//! The defects a new user hit, each pinned: an output path that is one of
//! the inputs, and inputs far larger than any puzzle.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::Output;
use std::time::Duration;

use assert_cmd::Command;

fn cmd() -> Command {
    let mut c = common::cmd();
    c.current_dir(common::root());
    c
}

/// The binary run under an address-space limit (in KiB) by the shell, so
/// that a run that reads a whole large input into memory fails instead of
/// passing unnoticed; `ulimit -v` bounds virtual memory, which for this
/// single-threaded run sits a few MB above its resident memory.
fn bounded(kib: u32, dir: &Path, args: &[&str]) -> Output {
    let binary = common::binary();
    let mut script = format!("ulimit -v {kib} && exec '{}'", binary.display());
    for arg in args {
        script.push_str(&format!(" '{arg}'"));
    }
    Command::new("bash")
        .args(["-c", &script])
        .current_dir(dir)
        .timeout(Duration::from_secs(30))
        .output()
        .expect("bash runs")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

const CLASSIC_FILE: &str = "examples/puzzles/classic.txt";

/// Every way of naming one file twice: as given, with `./`, absolute, by a
/// symbolic link and by a hard link.
#[cfg(unix)]
fn names_of(dir: &Path, file: &str) -> Vec<String> {
    let link = format!("link-{file}");
    let hard = format!("hard-{file}");
    std::os::unix::fs::symlink(dir.join(file), dir.join(&link)).unwrap();
    fs::hard_link(dir.join(file), dir.join(&hard)).unwrap();
    vec![
        file.to_string(),
        format!("./{file}"),
        dir.join(file).display().to_string(),
        link,
        hard,
    ]
}

#[cfg(unix)]
#[test]
fn an_output_that_is_the_input_is_refused_by_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = fs::read(common::root().join(CLASSIC_FILE)).unwrap();
    fs::write(dir.path().join("p.txt"), &puzzle).unwrap();
    let trace = cmd()
        .args(["solve", CLASSIC_FILE, "--format", "jsonl"])
        .output()
        .unwrap()
        .stdout;
    fs::write(dir.path().join("t.jsonl"), &trace).unwrap();

    let p_names = names_of(dir.path(), "p.txt");
    let t_names = names_of(dir.path(), "t.jsonl");
    let mut runs: Vec<Vec<String>> = Vec::new();
    for out in &p_names {
        for command in ["solve", "compare"] {
            runs.push(vec![
                command.into(),
                "p.txt".into(),
                "-o".into(),
                out.clone(),
            ]);
        }
    }
    for out in &t_names {
        runs.push(vec![
            "render".into(),
            "t.jsonl".into(),
            "-o".into(),
            out.clone(),
        ]);
    }
    for args in runs {
        let output = common::cmd()
            .current_dir(dir.path())
            .args(&args)
            .output()
            .unwrap();
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {message}");
        assert!(
            message.contains(&format!("refusing to write {}", args[3]))
                && message.contains(&format!("the input {}", args[1])),
            "{args:?}: {message}"
        );
    }
    assert_eq!(fs::read(dir.path().join("p.txt")).unwrap(), puzzle);
    assert_eq!(fs::read(dir.path().join("t.jsonl")).unwrap(), trace);
}

#[cfg(unix)]
#[test]
fn a_standard_input_read_from_the_output_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.txt");
    let puzzle = fs::read(common::root().join(CLASSIC_FILE)).unwrap();
    fs::write(&path, &puzzle).unwrap();
    // A redirect (`< p.txt`), so standard input is the file itself, not a pipe.
    let output = common::tool()
        .current_dir(dir.path())
        .args(["solve", "-", "-o", "p.txt"])
        .stdin(fs::File::open(&path).unwrap())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("the input <stdin>"));
    assert_eq!(fs::read(&path).unwrap(), puzzle);
}

#[test]
fn other_outputs_are_still_written() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("walk.txt");
    cmd()
        .args(["solve", CLASSIC_FILE, "-o"])
        .arg(&out)
        .assert()
        .code(0);
    assert!(
        fs::read_to_string(&out)
            .unwrap()
            .contains("solution 1 found")
    );
}

/// The issue's file: `lines` lines of a million digits each.
fn million_digit_lines(path: &Path, lines: usize) {
    let line = "123456789".repeat(116_508) + "\n";
    fs::write(path, line.repeat(lines)).unwrap();
}

#[cfg(unix)]
#[test]
fn huge_puzzle_files_are_refused_at_once_in_little_memory() {
    let dir = tempfile::tempdir().unwrap();
    million_digit_lines(&dir.path().join("10mb.txt"), 10);
    million_digit_lines(&dir.path().join("100mb.txt"), 100);
    for file in ["10mb.txt", "100mb.txt"] {
        for command in ["solve", "check", "compare"] {
            let output = bounded(80_000, dir.path(), &[command, file]);
            let message = stderr(&output);
            assert_eq!(output.status.code(), Some(2), "{command} {file}: {message}");
            assert!(
                message.contains("the input is larger than 1048576 bytes")
                    && message.contains(&format!("--> {file}")),
                "{command} {file}: {message}"
            );
        }
        // Standard input is cut off at the limit, not read to its end.
        let script = format!(
            "ulimit -v 80000 && exec '{}' solve - < {file}",
            common::binary().display()
        );
        let output = Command::new("bash")
            .args(["-c", &script])
            .current_dir(dir.path())
            .timeout(Duration::from_secs(30))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        assert!(stderr(&output).contains("--> <stdin>"));
        // bench reads a line at a time and refuses the first long one.
        let output = bounded(80_000, dir.path(), &["bench", "--threads", "1", file]);
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        assert!(
            stderr(&output).contains(&format!(
                "{file}:1: a line longer than 65536 bytes; expected one puzzle per line"
            )),
            "{}",
            stderr(&output)
        );
    }
}

/// Inputs just under the size limit, shaped to hit every path of the
/// parser: each is answered with an error in bounded time (a quadratic path
/// would take minutes on these).
#[test]
fn inputs_under_the_limit_are_answered_in_bounded_time() {
    let limit = sudoku_trace::parse::MAX_INPUT_BYTES;
    let shapes: Vec<(&str, String)> = vec![
        ("one long line", "123456789".repeat(limit / 9)),
        (
            "a thousand long lines",
            ("1".repeat(1000) + "\n").repeat(1000),
        ),
        ("half a million short lines", "1\n".repeat(limit / 2 - 1)),
        ("lines between blank lines", "1\n\n".repeat(limit / 3 - 1)),
        (
            "puzzles between blank lines",
            ("1".repeat(81) + "\n\n").repeat(limit / 83 - 1),
        ),
        (
            "an array literal",
            format!("{{{}}}", "1,".repeat(limit / 2 - 2)),
        ),
        ("spaced numbers", "10 ".repeat(limit / 3 - 1)),
        ("separators", "|".repeat(limit - 1)),
        ("comments", ("#".repeat(1000) + "\n").repeat(1000)),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in shapes {
        assert!(text.len() <= limit, "{name}");
        let path = dir.path().join("shape.txt");
        fs::write(&path, &text).unwrap();
        let output = cmd()
            .args(["check"])
            .arg(&path)
            .timeout(Duration::from_secs(20))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{name}: {}", stderr(&output));
        assert!(stderr(&output).starts_with("error: "), "{name}");
    }
}

/// No byte of outside text (a file name, a puzzle line, a trace's strategy)
/// reaches the terminal as an escape sequence or a direction control.
#[cfg(unix)]
#[test]
fn outside_text_cannot_act_on_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let name = "bad\u{1b}[2J\u{202e}.txt";
    fs::write(dir.path().join(name), "12\u{1b}[31m3.").unwrap();
    let header = r#"{"schema_version":1,"puzzle":{"size":4,"box":[2,2],"givens":"1234341221.34.21"},"strategy":"evil\u001b]0;pwned\u0007\u202e","options":{"max_solutions":1,"max_steps":null}}"#;
    let trace = format!(
        "{header}\n{}\n",
        r#"{"event":"placed","cell":[2,2],"digit":3,"depth":1}"#
    );
    fs::write(dir.path().join("t\u{1b}[2J.jsonl"), trace).unwrap();
    let runs: [&[&str]; 6] = [
        &["solve", name],
        &["solve", "missing\u{1b}[2J.txt"],
        &["bench", name],
        &["render", "t\u{1b}[2J.jsonl"],
        &["verify", "t\u{1b}[2J.jsonl"],
        &["diff", "t\u{1b}[2J.jsonl", "t\u{1b}[2J.jsonl"],
    ];
    for args in runs {
        let output = common::cmd()
            .current_dir(dir.path())
            .args(args)
            .output()
            .unwrap();
        let all = [output.stdout.as_slice(), output.stderr.as_slice()].concat();
        let text = String::from_utf8_lossy(&all);
        assert!(!text.is_empty(), "{args:?}");
        assert!(
            !text.contains(['\u{1b}', '\u{7}', '\u{202e}']),
            "{args:?}: {text:?}"
        );
    }
}

/// The crafted traces that crashed or garbled the tools: each field is
/// checked at the door, so `render` and `diff` refuse them (exit 2) and
/// `verify` calls them invalid (exit 1), naming the step, line and field.
#[test]
fn fields_that_do_not_fit_the_board_are_refused_at_the_door() {
    let header = r#"{"schema_version":1,"puzzle":{"size":4,"box":[2,2],"givens":"1234341221.34.21"},"strategy":"candidates","options":{"max_solutions":1,"max_steps":null}}"#;
    let crafted = [
        (
            r#"{"event":"placed","cell":[3,9],"digit":4,"depth":1}"#,
            "`cell` is [3,9], off the 4x4 board",
        ),
        // Cell 5 of 16 by index: once silently written as r2c2.
        (
            r#"{"event":"placed","cell":[0,5],"digit":4,"depth":1}"#,
            "`cell` is [0,5], off the 4x4 board",
        ),
        (
            r#"{"event":"candidates_computed","cell":[2,2],"depth":0,"candidates":[20],"excluded":[]}"#,
            "`candidates` is [20], and 20 is no digit of a 4x4 board",
        ),
        (
            r#"{"event":"solved","number":1,"depth":0,"grid":"12343412214343212"}"#,
            "`grid` is 17 characters long",
        ),
        (
            r#"{"event":"undone","cell":[2,2],"digit":200,"depth":1}"#,
            "`digit` is 200, no digit of a 4x4 board",
        ),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (event, message) in crafted {
        let path = dir.path().join("crafted.jsonl");
        fs::write(&path, format!("{header}\n{event}\n")).unwrap();
        let path = path.display().to_string();
        let runs: [(&[&str], i32); 5] = [
            (&["render", &path], 2),
            (&["render", &path, "--style", "seed"], 2),
            (&["render", &path, "--format", "html"], 2),
            (&["diff", &path, &path], 2),
            (&["verify", &path], 1),
        ];
        for (args, code) in runs {
            let output = cmd().args(args).output().unwrap();
            let all =
                String::from_utf8_lossy(&[output.stdout, output.stderr].concat()).into_owned();
            assert_eq!(output.status.code(), Some(code), "{args:?} {event}: {all}");
            assert!(
                all.contains(&format!("step 1: {message}")) && all.contains("crafted.jsonl:2"),
                "{args:?} {event}: {all}"
            );
        }
    }
}
