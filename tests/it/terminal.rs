//! The text trace on a terminal: colour where a person reads it, never in a
//! file or a pipe unless asked, and the flood guard that stops a trace of
//! millions of steps on a terminal but not in a file or a pipe.
//!
//! A terminal is a pseudo-terminal made by util-linux's `script` (its
//! output is the terminal's, line ends as `\r\n`). Without `script` the
//! terminal tests skip with a message, except under `CI=true`, where they
//! fail.

use crate::common;

use std::path::PathBuf;
use std::process::{Command, Output};

/// The binary under test.
fn binary() -> PathBuf {
    common::binary()
}

/// A command with the colour variables of the caller's environment cleared,
/// and a terminal that can show colour.
fn clean(mut command: Command) -> Command {
    for var in ["NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "CI"] {
        command.env_remove(var);
    }
    command.env("TERM", "xterm-256color");
    command
}

/// Runs the binary with `args` and `env` through a pipe.
fn piped(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = clean(Command::new(binary()));
    command.args(args).envs(env.iter().copied());
    command.output().expect("the binary runs")
}

/// Runs the binary with `args` and `env` on a pseudo-terminal; `None` (with
/// a message) where `script` is missing outside CI.
fn on_terminal(args: &[&str], env: &[(&str, &str)]) -> Option<Output> {
    let found = Command::new("script").arg("--version").output().is_ok();
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "`script` (util-linux) is needed for the terminal tests"
        );
        eprintln!("skipped: no `script` (util-linux) to make a terminal");
        return None;
    }
    let quoted: Vec<String> = std::iter::once(binary().display().to_string())
        .chain(args.iter().map(|a| a.to_string()))
        .map(|a| format!("'{}'", a.replace('\'', r"'\''")))
        .collect();
    let mut command = clean(Command::new("script"));
    // -q: no banner; -e: the command's exit code; -c: the command; the
    // typescript goes nowhere.
    command
        .args(["-qec", &quoted.join(" "), "/dev/null"])
        .envs(env.iter().copied());
    Some(command.output().expect("script runs"))
}

fn has_escapes(bytes: &[u8]) -> bool {
    bytes.contains(&0x1b)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).replace("\r\n", "\n")
}

#[test]
fn a_terminal_gets_colour_unless_told_otherwise() {
    let Some(out) = on_terminal(&["solve"], &[]) else {
        return;
    };
    assert_eq!(out.status.code(), Some(0));
    let shown = text(&out.stdout);
    // A dead end in bold red, a solution in bold green, an undo in yellow.
    assert!(shown.contains("\x1b[1m\x1b[31mdead end at r1c9: no digit fits\x1b[0m"));
    assert!(shown.contains("\x1b[1m\x1b[32msolution 1 found\x1b[0m"));
    assert!(shown.contains("\x1b[33mundo r1c8 = 9\x1b[0m"));
    // The depth guides: a faint dot every five levels.
    assert!(
        shown.contains("\x1b[2m 13820      ·    ·    ·    ·    ·    ·    ·    ·    ·    · \x1b[0m")
    );

    for (args, env) in [
        (&["solve", "--color", "never"][..], &[][..]),
        (&["solve"], &[("NO_COLOR", "1")]),
        // NO_COLOR wins over CLICOLOR_FORCE, as in clap (anstream).
        (&["solve"], &[("NO_COLOR", "1"), ("CLICOLOR_FORCE", "1")]),
        (&["solve"], &[("CLICOLOR", "0")]),
        (&["solve"], &[("TERM", "dumb")]),
    ] {
        let out = on_terminal(args, env).expect("script was found above");
        assert_eq!(out.status.code(), Some(0));
        assert!(!has_escapes(&out.stdout), "{args:?} {env:?}");
    }
}

#[test]
fn a_pipe_gets_colour_only_when_asked() {
    let plain = piped(&["solve"], &[]);
    assert!(!has_escapes(&plain.stdout));
    assert!(!has_escapes(
        &piped(&["solve", "--color", "never"], &[]).stdout
    ));
    assert!(!has_escapes(
        &piped(&["solve"], &[("NO_COLOR", "1")]).stdout
    ));

    let always = piped(&["solve", "--color", "always"], &[]);
    assert!(has_escapes(&always.stdout));
    let forced = piped(&["solve"], &[("CLICOLOR_FORCE", "1")]);
    assert_eq!(forced.stdout, always.stdout);
    // `always` wins over NO_COLOR: it was asked for on this command line.
    let both = piped(&["solve", "--color", "always"], &[("NO_COLOR", "1")]);
    assert_eq!(both.stdout, always.stdout);

    // Colour adds escapes and draws the depth guides in the indentation;
    // the words, the numbers and the layout are the plain trace's.
    let mut stripped = String::new();
    let mut rest = text(&always.stdout);
    while let Some(start) = rest.find('\x1b') {
        stripped.push_str(&rest[..start]);
        let end = rest[start..].find('m').expect("an SGR sequence ends in m");
        rest = rest[start + end + 1..].to_string();
    }
    stripped.push_str(&rest);
    assert_eq!(stripped.replace('·', " "), text(&plain.stdout));
}

#[test]
fn the_text_trace_of_render_is_coloured_the_same_way() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    let trace = trace.to_str().unwrap();
    assert!(
        piped(&["solve", "--format", "jsonl", "-o", trace], &[])
            .status
            .success()
    );
    let solved = piped(&["solve", "--color", "always"], &[]);
    let rendered = piped(&["render", trace, "--color", "always"], &[]);
    assert_eq!(rendered.stdout, solved.stdout);
    assert!(!has_escapes(&piped(&["render", trace], &[]).stdout));
}

#[test]
fn a_file_gets_no_colour_and_no_limit_even_from_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("trace.txt");
    let path = file.to_str().unwrap();
    // 165,091 steps: past the terminal's limit.
    let Some(out) = on_terminal(&["solve", "--puzzle", "inkala-2012", "-o", path], &[]) else {
        return;
    };
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    let written = std::fs::read(&file).unwrap();
    assert!(!has_escapes(&written));
    assert!(text(&written).contains("  events      165091  steps in the trace"));
}

#[test]
fn a_terminal_trace_stops_at_the_flood_guard_and_says_how_to_go_further() {
    // The time limit only keeps a build without the guard from scrolling
    // 4.1 GB through the terminal: the guard stops the search long before.
    let grid2 = ["solve", "--puzzle", "norvig-grid2", "--time-limit", "10"];
    for format in ["text", "jsonl"] {
        let Some(out) = on_terminal(&[&grid2[..], &["-f", format]].concat(), &[]) else {
            return;
        };
        // Stopped before a solution: exit 1, as with --max-steps.
        assert_eq!(out.status.code(), Some(1), "{format}");
        let shown = text(&out.stdout);
        // `script` puts standard error on the same terminal, after the trace.
        let note = "note: stopped after 100000 steps, the limit for a trace written to a terminal\n  \
                    = to go further: --max-steps N (a larger limit), -o FILE, or a pipe (| less); \
                    files and pipes are not limited\n";
        assert!(
            shown.ends_with(note),
            "{format}: {}",
            &shown[shown.len() - 400..]
        );
        // The trace ends as a --max-steps trace ends: the limit's event, then the footer.
        let trace = &shown[..shown.len() - note.len()];
        match format {
            "text" => {
                assert!(trace.contains("step limit reached after 100000 steps: search stopped"));
                assert!(trace.contains("  events      100001  steps in the trace\n"));
            }
            _ => {
                let lines: Vec<&str> = trace.lines().collect();
                assert!(lines[0].contains(r#""max_steps":100000"#), "{}", lines[0]);
                assert_eq!(
                    lines[lines.len() - 2],
                    r#"{"event":"step_limit_reached","steps":100000}"#
                );
                assert!(lines[lines.len() - 1].contains(r#""end":"step_limit""#));
            }
        }
    }
    // A limit of the user's is the limit, and says nothing more.
    let Some(out) = on_terminal(&[&grid2[..], &["--max-steps", "200000"]].concat(), &[]) else {
        return;
    };
    let shown = text(&out.stdout);
    assert!(shown.contains("  events      200001  steps in the trace"));
    assert!(!shown.contains("note:"));
}

#[test]
fn a_pipe_is_not_limited() {
    // 165,091 steps, past the terminal's limit, whole through a pipe.
    let out = piped(&["solve", "--puzzle", "inkala-2012", "-f", "jsonl"], &[]);
    assert_eq!(out.status.code(), Some(0));
    let shown = text(&out.stdout);
    assert!(shown.lines().last().unwrap().contains(r#""events":165091"#));
    assert!(out.stderr.is_empty());
}
