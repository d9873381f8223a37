//! The pseudo-locale `en-XA` (Android's and Firefox's convention): every
//! English message accented and lengthened by the build
//! (`build/pseudo.rs`), so that any plain English word in an output is a
//! message that bypassed `i18n/`.

use crate::common;
use crate::common::corrupt;

use crate::pseudo;

use pseudo::{accented, verbatim};

#[test]
fn accenting_keeps_options_names_and_code() {
    assert_eq!(
        accented(" try r1c3 with --lang `zh-TW`, see *.jsonl and dead_end "),
        " ŧřẏ r1c3 ẇīīŧħ --lang `zh-TW`, şḗḗḗḗ *.jsonl ȧȧƞḓ dead_end "
    );
}

#[test]
fn the_pseudo_locale_is_accented_english_with_plurals_intact() {
    let out = run_pseudo(&["check", "--puzzle", "classic", "--no-time"]);
    assert!(
        out.contains("ŧřīīḗḗḓ") || out.contains("ƥŀȧȧƈḗḗḿḗḗƞŧş"),
        "{out}"
    );
    assert!(out.contains("0 ƥŀȧȧƈḗḗḿḗḗƞŧş"), "{out}");
}

/// The plain English words of `output`: runs of three or more ASCII
/// letters that are not part of a name that stays as typed (an option, a
/// wire or file name, a cell such as `r1c3`, code in backticks), not the
/// input quoted back, and not in `allowed`.
fn english_words(output: &str, allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for line in output.lines() {
        // The input's own text, quoted back: a source line under its number
        // (`3 | .98..x.6.`), a record from `{"` on.
        let numbered = line.trim_start().split_once(" | ");
        if numbered.is_some_and(|(n, _)| n.chars().all(|c| c.is_ascii_digit())) {
            continue;
        }
        let line = line.split_once("{\"").map_or(line, |(before, _)| before);
        let mut in_code = false;
        for token in line.split(|c: char| c.is_whitespace() || "()[]{},;:“”「」'\"".contains(c))
        {
            if token.matches('`').count() % 2 == 1 {
                in_code = !in_code;
                continue;
            }
            if in_code || token.contains('`') || verbatim(token) {
                continue;
            }
            let word = token.trim_matches(|c: char| !c.is_ascii_alphabetic());
            if word.len() >= 3
                && word.chars().all(|c| c.is_ascii_alphabetic())
                && !allowed.contains(&word)
                && !found.contains(&word.to_string())
            {
                found.push(word.to_string());
            }
        }
    }
    found
}

/// Names that are the same in every language: strategies, engines,
/// puzzles, formats.
const NAMES: &[&str] = &[
    "candidates",
    "naive",
    "mrv",
    "singles",
    "dlx",
    "backtrack",
    "bands",
    "general",
    "classic",
    "six",
    "sixteen",
    "json",
    "jsonl",
    "html",
    "text",
    "markdown",
    "summary",
    "none",
    "rc",
    "index",
    "sudoku",
    "trace",
    // Standard input's name where a file's would stand (`<stdin>:3`).
    "stdin",
];

/// Runs the tool with `args` and `--lang en-XA`, its standard output and
/// error together.
fn run_pseudo(args: &[&str]) -> String {
    let out = common::cmd()
        .args(args)
        .args(["--lang", "en-XA"])
        .current_dir(common::root())
        .output()
        .expect("it runs");
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Every word each command leaves in English, by command: what is printed
/// here is what still bypasses `i18n/` (the list the words issue and the
/// Chinese editor's pass work down). A new leak fails the test.
#[test]
fn commands_speak_the_pseudo_locale() {
    let cases = cases();
    let mut leaks = Vec::new();
    for (args, known) in cases {
        let output = run_pseudo(args);
        let allowed: Vec<&str> = NAMES.iter().chain(known.iter()).copied().collect();
        let words = english_words(&output, &allowed);
        if !words.is_empty() {
            leaks.push(format!("{}: {words:?}", args.join(" ")));
        }
    }
    assert!(
        leaks.is_empty(),
        "English outside i18n/:\n{}",
        leaks.join("\n")
    );
}

/// The words of `output` no language may leave in English, beyond
/// [`NAMES`] and `known`.
fn leaks(output: &str, known: &[&str]) -> Vec<String> {
    let allowed: Vec<&str> = NAMES.iter().chain(known).copied().collect();
    english_words(output, &allowed)
}

/// Every fault `verify` can find, from the corrupt traces of
/// `tests/it/verify_corrupt.rs` (one a fault): each told in the pseudo-locale,
/// its found and expected and the board.
#[test]
fn every_fault_speaks_the_pseudo_locale() {
    let mut found = Vec::new();
    for (name, trace) in corrupt::corrupt_traces() {
        let out = corrupt::run(&["verify", "-", "--lang", "en-XA"], &trace);
        // Invalid (1), or not a trace at all (2).
        assert!(matches!(out.status.code(), Some(1 | 2)), "{name}");
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        let words = leaks(&text, &[]);
        if !words.is_empty() {
            found.push(format!("{name}: {words:?}\n{text}"));
        }
    }
    assert!(
        found.is_empty(),
        "English outside i18n/:\n{}",
        found.join("\n")
    );
}

/// Every hostile file of the corpus, read by the commands that read it:
/// every refusal in the pseudo-locale.
#[test]
fn every_refusal_speaks_the_pseudo_locale() {
    let mut found = Vec::new();
    let corpus = common::root().join("tests/hostile");
    for (folder, commands) in [
        ("traces", &[&["verify"][..], &["render"][..]][..]),
        (
            "puzzles",
            &[
                &["check", "--no-time"][..],
                &["solve", "--max-steps", "5"][..],
            ][..],
        ),
    ] {
        let mut files: Vec<_> = std::fs::read_dir(corpus.join(folder))
            .expect("the corpus")
            .map(|e| e.expect("an entry").path())
            .collect();
        files.sort();
        for file in files {
            for command in commands {
                let mut args: Vec<&str> = command.to_vec();
                let path = file.to_str().expect("a UTF-8 path");
                args.push(path);
                let output = run_pseudo(&args);
                // The file's own words, quoted back (a strategy's name, a
                // line of the puzzle), are the file's.
                let bytes = std::fs::read(&file).expect("a corpus file");
                let mut text = String::from_utf8_lossy(&bytes).into_owned();
                // Its JSON strings as read, escapes (`\n`) decoded.
                for line in text.clone().lines() {
                    if let Ok(value) = serde_json::from_str::<serde_json::Value>(line) {
                        text.push(' ');
                        text.push_str(&strings(&value));
                    }
                }
                let own: Vec<&str> = text
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|w| w.len() >= 3)
                    .collect();
                let words = leaks(&output, &own);
                if !words.is_empty() {
                    found.push(format!("{}: {words:?}", args.join(" ")));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "English outside i18n/:\n{}",
        found.join("\n")
    );
}

/// Every string inside `value`, joined.
fn strings(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Array(items) => items.iter().map(strings).collect::<Vec<_>>().join(" "),
        serde_json::Value::Object(map) => map.values().map(strings).collect::<Vec<_>>().join(" "),
        _ => String::new(),
    }
}

/// The commands every language is run through, each with the words it may
/// leave in English.
fn cases() -> &'static [(&'static [&'static str], &'static [&'static str])] {
    &[
        (&["solve", "--max-steps", "60"], &[]),
        (
            &[
                "solve",
                "--strategy",
                "backtrack",
                "--inference",
                "fc",
                "--max-steps",
                "60",
            ],
            &[],
        ),
        (
            &[
                "solve",
                "--strategy",
                "backtrack",
                "--backjump",
                "--max-steps",
                "80",
            ],
            &[],
        ),
        (&["solve", "--strategy", "dlx", "--max-steps", "30"], &[]),
        (
            &["solve", "--format", "markdown", "--max-steps", "200"],
            &[],
        ),
        (&["check", "--puzzle", "classic", "--no-time"], &[]),
        (&["check", "--puzzle", "no-solution", "--no-time"], &[]),
        (&["puzzles"], &[]),
        (&["compare", "--puzzle", "first-4x4", "--no-time"], &[]),
        // A citation stays as published.
        (&["puzzles", "classic"], &["Wikipedia", "Sudoku", "https"]),
        (&["verify", "tests/fixtures/v1/four-candidates.jsonl"], &[]),
        (
            &["verify", "tests/fixtures/v1/norvig2-dlx-steps150.jsonl"],
            &[],
        ),
        (
            &[
                "diff",
                "tests/fixtures/v1/four-candidates.jsonl",
                "tests/fixtures/v1/norvig2-singles.jsonl",
            ],
            &[],
        ),
        (
            &["grade", "tests/fixtures/v1", "--puzzle", "first-4x4"],
            &[],
        ),
        (
            &[
                "bench",
                "examples/puzzles/classic.txt",
                "examples/puzzles/multi.txt",
                "--no-time",
            ],
            &[],
        ),
        (
            &[
                "generate", "--seed", "3", "--box", "2x2", "--format", "grid",
            ],
            &[],
        ),
        (
            &[
                "render",
                "tests/fixtures/v1/four-candidates.jsonl",
                "--format",
                "markdown",
            ],
            &[],
        ),
        (
            &[
                "diff",
                "tests/fixtures/v1/four-candidates.jsonl",
                "tests/fixtures/v1/four-candidates-doc.json",
                "--level",
                "placed,undone",
            ],
            &[],
        ),
        (&["check", "examples/puzzles/multi.txt", "--no-time"], &[]),
        (&["puzzles", "no-solution"], &[]),
        // The system's own message stays as the system words it.
        (
            &["solve", "tests/fixtures/no-such-file.txt"],
            &["such", "file", "directory", "error"],
        ),
    ]
}

/// No output of any command, in any language, counts with "(s)": English
/// chooses "1 solution" or "2 solutions" (issue 23). The help of every
/// subcommand, the man page and a completion script too.
#[test]
fn no_output_counts_with_an_s_in_parentheses() {
    let mut runs: Vec<Vec<String>> = Vec::new();
    for lang in ["en", "zh-Hans", "zh-Hant", "zh-TW"] {
        for (args, _) in cases() {
            let mut run: Vec<String> = args.iter().map(|a| a.to_string()).collect();
            run.extend(["--lang".to_string(), lang.to_string()]);
            runs.push(run);
        }
    }
    let help = common::cmd().arg("--help").output().expect("it runs");
    let help = String::from_utf8_lossy(&help.stdout).into_owned();
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(
        commands.contains(&"solve") && commands.contains(&"help"),
        "{help}"
    );
    runs.push(vec!["--help".into()]);
    for command in commands {
        runs.push(vec![command.into(), "--help".into()]);
    }
    runs.push(vec!["man".into()]);
    runs.push(vec!["completions".into(), "bash".into()]);
    for run in runs {
        let out = common::cmd()
            .args(&run)
            .current_dir(common::root())
            .output()
            .expect("it runs");
        for stream in [&out.stdout, &out.stderr] {
            let text = String::from_utf8_lossy(stream);
            assert!(!text.contains("(s)"), "{}:\n{text}", run.join(" "));
        }
    }
}
