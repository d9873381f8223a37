//! The lesson guides (`docs/lesson.md`, `docs/lesson.zh-Hant.md`,
//! `docs/lesson.zh-TW.md`, `docs/lesson.zh-Hans.md`) are run, not just read.
//!
//! The convention, stated at the top of each guide:
//!
//! - Every fenced block is a ```` ```console ```` block. A line `$ COMMAND` is a
//!   command; the lines under it, up to the next `$` line or the end of the
//!   block, are what it prints on standard output, exactly (trailing spaces
//!   aside). A line `…` stands for lines left out (at the start, the middle or
//!   the end); a command with nothing under it prints nothing. Standard error
//!   must stay empty.
//! - A command is `sudoku-trace ARGS…` or `python3 FILE ARGS…`, words split on
//!   spaces, no quotes or pipes; `> FILE` at its end writes its standard output
//!   to FILE. `# exit N` at its end says it exits with N (otherwise 0).
//! - The commands run in a scratch folder holding a copy of `examples/puzzles/`
//!   and `examples/student/`, in order, so a file one writes the next can read;
//!   `python3` imports `sudoku_trace` (the examples' `TraceWriter`) from the
//!   repository's `python/` folder, as with the package installed.
//!   A file written with `-o FILE` must exist afterwards.
//! - Every number in the prose (outside the blocks and HTML comments; inline
//!   code included) must appear, as a whole number written the same way
//!   (`4208`, `100,000,000`), in what that guide's commands print, or in a
//!   Markdown file they write. The minutes of a section, `(N min)`, `（N 分鐘）`
//!   or `（N 分钟）` at the end of a heading, are the plan's, not the tool's:
//!   the sections' minutes add up to the title's, 45.
//! - Inline code that starts with `sudoku-trace ` is one of the guide's commands.
//! - The four guides run the same commands in the same order, apart from
//!   `--lang`: none in English; in Chinese, the guide's own on every command
//!   whose output is words (`solve`, `compare`, `diff`, `render`, unless its
//!   format is `json`, `jsonl` or `none`). Their sections have the same minutes.

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// A guide, its language and how it writes a section's minutes.
struct Guide {
    file: &'static str,
    lang: Option<&'static str>,
    minutes: (&'static str, &'static str),
}

const GUIDES: [Guide; 4] = [
    Guide {
        file: "docs/lesson.md",
        lang: None,
        minutes: ("(", " min)"),
    },
    Guide {
        file: "docs/lesson.zh-Hant.md",
        lang: Some("zh-Hant"),
        minutes: ("（", " 分鐘）"),
    },
    Guide {
        file: "docs/lesson.zh-TW.md",
        lang: Some("zh-TW"),
        minutes: ("（", " 分鐘）"),
    },
    Guide {
        file: "docs/lesson.zh-Hans.md",
        lang: Some("zh-Hans"),
        minutes: ("（", " 分钟）"),
    },
];

/// The length of the lesson the issue asks for.
const LESSON_MINUTES: u32 = 45;

/// One `$` line of a guide and the output shown under it.
#[derive(Debug)]
struct Step {
    /// The command as written, without its `# exit N`.
    text: String,
    /// The line of the guide it is on (1-based).
    line: usize,
    program: String,
    args: Vec<String>,
    redirect: Option<String>,
    exit: i32,
    shown: Vec<String>,
}

/// What a guide holds: its commands, its prose, its sections' minutes.
struct Parsed {
    steps: Vec<Step>,
    /// The prose: every line outside the fenced blocks, HTML comments removed,
    /// each with its line number.
    prose: Vec<(usize, String)>,
    title_minutes: Option<u32>,
    section_minutes: Vec<u32>,
}

fn read_guide(guide: &Guide) -> String {
    std::fs::read_to_string(common::root().join(guide.file))
        .unwrap_or_else(|e| panic!("{}: {e}", guide.file))
}

/// The text with every `<!-- … -->` blanked (newlines kept, so line numbers hold).
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find("<!--") {
        out.push_str(&rest[..open]);
        let close = rest[open..]
            .find("-->")
            .map(|k| open + k + 3)
            .expect("an HTML comment is closed");
        out.extend(rest[open..close].chars().filter(|&c| c == '\n'));
        rest = &rest[close..];
    }
    out.push_str(rest);
    out
}

/// `(N min)` (or the guide's form) at the end of a heading: N and the heading without it.
fn minutes_of<'a>(heading: &'a str, guide: &Guide) -> Option<(u32, &'a str)> {
    let (open, close) = guide.minutes;
    let body = heading.trim_end().strip_suffix(close)?;
    let at = body.rfind(open)?;
    let n = body[at + open.len()..].parse().ok()?;
    Some((n, &body[..at]))
}

fn parse_command(text: &str, line: usize, file: &str) -> Step {
    let (text, exit) = match text.split_once(" # exit ") {
        Some((command, code)) => (
            command.trim_end(),
            code.trim()
                .parse()
                .unwrap_or_else(|_| panic!("{file}:{line}: `# exit N` needs a number")),
        ),
        None => (text.trim_end(), 0),
    };
    for bad in ['|', '&', ';', '<', '\'', '"', '`', '$', '*', '(', ')', '#'] {
        assert!(
            !text.contains(bad),
            "{file}:{line}: the test runs commands without a shell: no {bad:?} in {text:?}"
        );
    }
    let mut words: Vec<String> = text.split_whitespace().map(String::from).collect();
    let redirect = match words.iter().position(|w| w == ">") {
        Some(at) => {
            assert_eq!(
                at + 2,
                words.len(),
                "{file}:{line}: `> FILE` ends a command"
            );
            let target = words.pop();
            words.pop();
            target
        }
        None => None,
    };
    assert!(
        !words.iter().any(|w| w.contains('>')),
        "{file}:{line}: `>` stands alone, before the file, at the end"
    );
    let program = words.remove(0);
    assert!(
        program == "sudoku-trace" || program == "python3",
        "{file}:{line}: a command runs sudoku-trace or python3, not {program:?}"
    );
    Step {
        text: text.to_string(),
        line,
        program,
        args: words,
        redirect,
        exit,
        shown: Vec::new(),
    }
}

fn parse(guide: &Guide) -> Parsed {
    let text = without_comments(&read_guide(guide));
    let file = guide.file;
    let mut parsed = Parsed {
        steps: Vec::new(),
        prose: Vec::new(),
        title_minutes: None,
        section_minutes: Vec::new(),
    };
    let mut in_block = false;
    let mut block_has_command = false;
    for (k, raw) in text.lines().enumerate() {
        let line = k + 1;
        if let Some(info) = raw.trim_start().strip_prefix("```") {
            if in_block {
                assert!(info.is_empty(), "{file}:{line}: a fence closes bare");
                in_block = false;
            } else {
                assert_eq!(
                    info.trim(),
                    "console",
                    "{file}:{line}: every block is a console block of commands the test runs"
                );
                in_block = true;
                block_has_command = false;
            }
            continue;
        }
        if in_block {
            if let Some(command) = raw.strip_prefix("$ ") {
                parsed.steps.push(parse_command(command, line, file));
                block_has_command = true;
            } else {
                assert!(
                    block_has_command,
                    "{file}:{line}: a block begins with a command"
                );
                let step = parsed.steps.last_mut().expect("the block's command");
                step.shown.push(raw.trim_end().to_string());
            }
            continue;
        }
        let mut prose = raw.to_string();
        if let Some(heading) = raw.strip_prefix("# ") {
            if let Some((n, rest)) = minutes_of(heading, guide) {
                parsed.title_minutes = Some(n);
                prose = rest.to_string();
            }
        } else if let Some(heading) = raw.strip_prefix("## ") {
            if let Some((n, rest)) = minutes_of(heading, guide) {
                parsed.section_minutes.push(n);
                prose = rest.to_string();
            }
        }
        parsed.prose.push((line, prose));
    }
    assert!(!in_block, "{file}: a block is left open");
    parsed
}

/// Every number in a text: digits, with `,` or `.` between groups of digits
/// (`4208`, `1,246`, `9.7`), whole (never part of a longer number).
fn numbers(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        if !chars[k].is_ascii_digit() {
            k += 1;
            continue;
        }
        let start = k;
        while k < chars.len() {
            if chars[k].is_ascii_digit() {
                k += 1;
            } else if (chars[k] == ',' || chars[k] == '.')
                && chars.get(k + 1).is_some_and(char::is_ascii_digit)
            {
                k += 2;
            } else {
                break;
            }
        }
        found.push(chars[start..k].iter().collect());
    }
    found
}

/// The inline code spans of a line of prose.
fn code_spans(line: &str) -> Vec<&str> {
    line.split('`').skip(1).step_by(2).collect()
}

/// The value of an option (`--lang X`, `-f X`), if given.
fn option<'a>(args: &'a [String], names: &[&str]) -> Option<&'a str> {
    args.iter()
        .position(|a| names.contains(&a.as_str()))
        .and_then(|k| args.get(k + 1))
        .map(String::as_str)
}

/// The arguments without `--lang X`.
fn without_lang(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut words = args.iter();
    while let Some(word) = words.next() {
        if word == "--lang" {
            words.next();
        } else {
            out.push(word.clone());
        }
    }
    out
}

/// The shown lines match the real ones: exactly, or as an excerpt where a line
/// `…` stands for any number of lines left out.
fn shown_matches(shown: &[String], real: &[String]) -> Result<(), String> {
    let is_cut = |l: &String| l.trim() == "…";
    let open_start = shown.first().is_some_and(is_cut);
    let open_end = shown.last().is_some_and(is_cut);
    let segments: Vec<&[String]> = shown.split(is_cut).filter(|s| !s.is_empty()).collect();
    let mut at = 0;
    for (k, segment) in segments.iter().enumerate() {
        let first = k == 0;
        let last = k + 1 == segments.len();
        let fits = |p: usize| real.get(p..p + segment.len()) == Some(*segment);
        let place = if last && !open_end {
            let p = real.len().checked_sub(segment.len()).filter(|&p| p >= at);
            p.filter(|&p| fits(p) && (open_start || !first || p == 0))
        } else if first && !open_start {
            Some(0).filter(|&p| fits(p))
        } else {
            (at..=real.len().saturating_sub(segment.len())).find(|&p| fits(p))
        };
        match place {
            Some(p) => at = p + segment.len(),
            None => {
                return Err(format!(
                    "these shown lines are not in the real output{}:\n{}",
                    if first && !open_start {
                        " at its start"
                    } else if last && !open_end {
                        " at its end"
                    } else {
                        ", in order"
                    },
                    segment.join("\n")
                ));
            }
        }
    }
    if segments.is_empty() && !open_start && !real.is_empty() {
        return Err("nothing is shown, but it prints (show it, or `…`)".into());
    }
    Ok(())
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_file() {
            std::fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

/// Runs a guide's commands in a scratch folder; checks exit codes, shown output
/// and written files; returns everything the commands printed or wrote as text.
fn run_guide(guide: &Guide, parsed: &Parsed) -> String {
    let file = guide.file;
    let scratch = tempfile::tempdir().unwrap();
    for dir in ["examples/puzzles", "examples/student"] {
        copy_dir(&common::root().join(dir), &scratch.path().join(dir));
    }
    let mut printed = String::new();
    for step in &parsed.steps {
        let program = match step.program.as_str() {
            "sudoku-trace" => env!("CARGO_BIN_EXE_sudoku-trace"),
            other => other,
        };
        let mut command = match step.program.as_str() {
            "python3" => common::python3(),
            _ => Command::new(program),
        };
        let out = command
            .args(&step.args)
            .current_dir(scratch.path())
            .env_remove("CLICOLOR_FORCE")
            .output()
            .unwrap_or_else(|e| panic!("{file}:{}: {program} does not run: {e}", step.line));
        let here = format!("{file}:{} `{}`", step.line, step.text);
        let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(step.exit),
            "{here}: the exit code (mark another with `# exit N`); standard error:\n{stderr}"
        );
        assert!(stderr.is_empty(), "{here}: standard error:\n{stderr}");
        let real: Vec<String> = match &step.redirect {
            Some(target) => {
                std::fs::write(scratch.path().join(target), &stdout).unwrap();
                Vec::new()
            }
            None => stdout.lines().map(|l| l.trim_end().to_string()).collect(),
        };
        if let Err(why) = shown_matches(&step.shown, &real) {
            panic!(
                "{here}: {why}\n--- the real output ---\n{}",
                real.join("\n")
            );
        }
        printed.push_str(&stdout);
        printed.push('\n');
        if let Some(target) = option(&step.args, &["-o", "--output"]) {
            let path = scratch.path().join(target);
            let written = std::fs::read(&path)
                .unwrap_or_else(|e| panic!("{here}: {target} was not written: {e}"));
            assert!(!written.is_empty(), "{here}: {target} is empty");
            if target.ends_with(".md") {
                printed.push_str(&String::from_utf8(written).expect("UTF-8 Markdown"));
                printed.push('\n');
            }
        }
    }
    printed
}

fn check_guide(guide: &Guide) {
    let file = guide.file;
    let parsed = parse(guide);
    assert!(!parsed.steps.is_empty(), "{file}: no commands");

    // The plan's minutes.
    assert_eq!(
        parsed.title_minutes,
        Some(LESSON_MINUTES),
        "{file}: the title gives the lesson's length"
    );
    assert_eq!(
        parsed.section_minutes.iter().sum::<u32>(),
        LESSON_MINUTES,
        "{file}: the sections' minutes {:?} add up to the lesson's",
        parsed.section_minutes
    );

    // Inline commands are the guide's commands.
    let commands: BTreeSet<&str> = parsed.steps.iter().map(|s| s.text.as_str()).collect();
    for (line, prose) in &parsed.prose {
        for span in code_spans(prose) {
            if span.starts_with("sudoku-trace ") {
                assert!(
                    commands.contains(span),
                    "{file}:{line}: `{span}` is not one of the guide's commands (so it is not run)"
                );
            }
        }
    }

    // Run them; then every number in the prose is in what they printed.
    let printed = run_guide(guide, &parsed);
    let known: BTreeSet<String> = numbers(&printed).into_iter().collect();
    let mut quoted = 0;
    for (line, prose) in &parsed.prose {
        for number in numbers(prose) {
            quoted += 1;
            assert!(
                known.contains(&number),
                "{file}:{line}: {number} is quoted, but none of the guide's commands prints it \
                 (written so: thousands separators as the tool prints them)"
            );
        }
    }
    assert!(quoted > 20, "{file}: the prose quotes the tool's numbers");
}

#[test]
fn the_english_guide_runs_as_written() {
    check_guide(&GUIDES[0]);
}

#[test]
fn the_traditional_chinese_guide_runs_as_written() {
    check_guide(&GUIDES[1]);
}

#[test]
fn the_taiwan_guide_runs_as_written() {
    check_guide(&GUIDES[2]);
}

#[test]
fn the_simplified_chinese_guide_runs_as_written() {
    check_guide(&GUIDES[3]);
}

#[test]
fn the_guides_run_the_same_commands() {
    let parsed: Vec<Parsed> = GUIDES.iter().map(parse).collect();
    let plan = |p: &Parsed| -> Vec<(String, Vec<String>, Option<String>, i32)> {
        p.steps
            .iter()
            .map(|s| {
                (
                    s.program.clone(),
                    without_lang(&s.args),
                    s.redirect.clone(),
                    s.exit,
                )
            })
            .collect()
    };
    let english = plan(&parsed[0]);
    for (guide, p) in GUIDES.iter().zip(&parsed).skip(1) {
        let theirs = plan(p);
        for (k, (a, b)) in english.iter().zip(&theirs).enumerate() {
            assert_eq!(
                a,
                b,
                "{} command {} (line {}) is not the English guide's (line {}), --lang aside",
                guide.file,
                k + 1,
                p.steps[k].line,
                parsed[0].steps[k].line
            );
        }
        assert_eq!(
            english.len(),
            theirs.len(),
            "{}: as many commands as the English guide",
            guide.file
        );
        assert_eq!(
            p.section_minutes, parsed[0].section_minutes,
            "{}: the same sections' minutes as the English guide",
            guide.file
        );
    }
    for (guide, p) in GUIDES.iter().zip(&parsed) {
        for step in &p.steps {
            let lang = option(&step.args, &["--lang"]);
            let here = format!("{}:{} `{}`", guide.file, step.line, step.text);
            match guide.lang {
                None => assert_eq!(lang, None, "{here}: the English guide runs in English"),
                Some(own) => {
                    let format = option(&step.args, &["-f", "--format"]);
                    let words = step.program == "sudoku-trace"
                        && matches!(
                            step.args.first().map(String::as_str),
                            Some("solve" | "compare" | "diff" | "render")
                        )
                        && !matches!(format, Some("json" | "jsonl" | "none"));
                    if words {
                        assert_eq!(lang, Some(own), "{here}: shown in the guide's language");
                    } else {
                        assert!(lang.is_none() || lang == Some(own), "{here}: --lang {own}");
                    }
                }
            }
        }
    }
}

/// The matcher itself: exact output, cuts at the start, middle and end.
#[test]
fn shown_output_matches_exactly_or_as_a_marked_excerpt() {
    let lines = |s: &str| -> Vec<String> { s.lines().map(String::from).collect() };
    let real = lines("a\nb\nc\nd\ne");
    assert!(shown_matches(&lines("a\nb\nc\nd\ne"), &real).is_ok());
    assert!(shown_matches(&lines("a\nb\nc\nd"), &real).is_err());
    assert!(shown_matches(&lines("b\nc\nd\ne"), &real).is_err());
    assert!(shown_matches(&lines("a\n…\ne"), &real).is_ok());
    assert!(shown_matches(&lines("…\nc\n…"), &real).is_ok());
    assert!(shown_matches(&lines("…\nc\nd"), &real).is_err());
    assert!(shown_matches(&lines("…\nd\ne"), &real).is_ok());
    assert!(shown_matches(&lines("a\nb\n…"), &real).is_ok());
    assert!(shown_matches(&lines("a\n…\nb\n…\nd\n…"), &real).is_ok());
    assert!(shown_matches(&lines("a\n…\nd\n…\nb\n…"), &real).is_err());
    assert!(shown_matches(&lines("…\nc\nx\n…"), &real).is_err());
    assert!(shown_matches(&lines("…"), &real).is_ok());
    assert!(shown_matches(&[], &real).is_err());
    assert!(shown_matches(&[], &[]).is_ok());
    assert_eq!(
        numbers("placements 4208, ≥1,000,000 at r1c9; 9.7 million."),
        ["4208", "1,000,000", "1", "9", "9.7"]
    );
}
