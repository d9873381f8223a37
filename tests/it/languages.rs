//! The command line's own messages in every language (issue 11): a
//! puzzle's errors (`solve`, `compare` and `check` take `--lang`),
//! `check`'s summary, `bench`'s report, `diff`'s words, `verify`'s
//! verdicts and `grade`'s class table, each snapshotted per language.

use crate::common;
use crate::common::corrupt;

use assert_cmd::Command;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

const LANGS: [&str; 4] = ["en", "zh-Hant", "zh-Hans", "zh-TW"];

/// Asserts that `text`, said in `lang`, holds none of the `english` words.
fn assert_free_of(lang: &str, text: &str, english: &[&str]) {
    for word in english {
        assert!(!text.contains(word), "{lang}: {word} in\n{text}");
    }
}

fn run(args: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
    let mut command = common::cmd();
    said(command.args(args).write_stdin(stdin.to_vec()))
}

/// Runs `sudoku-trace ARGS…` in `dir`, then `--lang LANG`.
fn run_in(dir: &std::path::Path, args: &[&str], lang: &str) -> (Option<i32>, String, String) {
    let mut command = common::cmd();
    said(command.current_dir(dir).args(args).args(["--lang", lang]))
}

/// The exit code, standard output and standard error of `command`.
fn said(command: &mut Command) -> (Option<i32>, String, String) {
    let out = command.output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A puzzle with one fault of each kind the parser reports (the clash in
/// a row, a column and a box; the three ways a file is not UTF-8).
fn faults() -> Vec<(&'static str, Vec<u8>, Vec<&'static str>)> {
    let clash = |at: usize| {
        let mut text = CLASSIC.to_string();
        text.replace_range(at..at + 1, "5");
        text.into_bytes()
    };
    let mut ragged: Vec<String> = (0..9)
        .map(|r| CLASSIC[r * 9..r * 9 + 9].to_string())
        .collect();
    ragged[3].pop();
    let utf16: Vec<u8> = [0xff, 0xfe]
        .into_iter()
        .chain("1234\n".encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    vec![
        (
            "unknown character",
            b"53..7....\n6..1x5...".to_vec(),
            vec![],
        ),
        (
            "in an array",
            b"{{5, 3, 0},\n {6, a, 0}}\n".to_vec(),
            vec![],
        ),
        ("80 cells", CLASSIC.as_bytes()[..80].to_vec(), vec![]),
        ("82 cells", format!("{CLASSIC}1").into_bytes(), vec![]),
        (
            "35 cells, --box 3x2",
            ".".repeat(35).into_bytes(),
            vec!["--box", "3x2"],
        ),
        ("ragged line", ragged.join("\n").into_bytes(), vec![]),
        (
            "digit too large",
            b"1234\n3412\n2143\n4325".to_vec(),
            vec![],
        ),
        ("clash in a row", clash(2), vec![]),
        ("clash in a column", clash(27), vec![]),
        ("clash in a box", clash(10), vec![]),
        ("too large", vec![b'.'; (1 << 20) + 1], vec![]),
        ("empty", b"# just a header\n".to_vec(), vec![]),
        ("Windows-1252", b"# R\xe4tsel\n1234\n".to_vec(), vec![]),
        ("binary", b"\x01\x02\xff".to_vec(), vec![]),
        ("a byte", b"53..7\x81.".to_vec(), vec![]),
        ("UTF-16", utf16, vec![]),
        (
            "two puzzles",
            format!("{CLASSIC}\n{CLASSIC}\n").into_bytes(),
            vec![],
        ),
        (
            "--box 2x3 on 9x9",
            ".".repeat(81).into_bytes(),
            vec!["--box", "2x3"],
        ),
    ]
}

#[test]
fn puzzle_errors_in_every_language() {
    for lang in LANGS {
        let mut shown = String::new();
        for (name, bytes, extra) in faults() {
            let mut args = vec!["solve", "-", "--lang", lang];
            args.extend(extra);
            let (code, stdout, stderr) = run(&args, &bytes);
            assert_eq!(code, Some(2), "{lang} {name}");
            assert!(stdout.is_empty());
            if lang == "en" {
                assert!(stderr.starts_with("error: "), "{stderr}");
            } else {
                assert!(!stderr.contains("expected"), "{lang} {name}: {stderr}");
            }
            shown.push_str(&format!("── {name}\n{stderr}\n"));
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_puzzle_errors_{lang}"), shown);
        });
    }
}

#[test]
fn compare_and_check_word_their_puzzle_errors_too() {
    for command in ["compare", "check"] {
        let (code, _, stderr) = run(
            &[command, "-", "--lang", "zh-Hant"],
            b"1234\n3412\n2143\n4325",
        );
        assert_eq!(code, Some(2));
        assert!(
            stderr.starts_with("錯誤：數字 5 對 4×4 的數獨來說太大\n"),
            "{command}: {stderr}"
        );
        assert!(stderr.contains("^ 需要 1-4 的數字"), "{stderr}");
    }
}

#[test]
fn check_in_every_language() {
    for lang in LANGS {
        let mut shown = String::new();
        for (args, stdin) in [
            (vec!["check", "-"], CLASSIC.as_bytes().to_vec()),
            (vec!["check", "../examples/puzzles/multi.txt"], vec![]),
            (
                vec!["check", "../examples/puzzles/multi.txt", "--notation", "rc"],
                vec![],
            ),
            (vec!["check", "../examples/puzzles/unsolvable.txt"], vec![]),
            (
                vec!["check", "-", "--max-steps", "1"],
                ".".repeat(81).into_bytes(),
            ),
        ] {
            let mut args = args;
            // The time the search took varies: its words are checked below.
            args.extend(["--lang", lang, "--no-time"]);
            let out = common::cmd()
                .current_dir(common::root().join("tests"))
                .args(&args)
                .write_stdin(stdin)
                .output()
                .unwrap();
            shown.push_str(&format!(
                "── {} (exit {:?})\n{}\n",
                args.join(" "),
                out.status.code(),
                String::from_utf8(out.stdout).unwrap()
            ));
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_check_{lang}"), shown);
        });
    }
    // With its time, the last line says it in the language's words.
    for (lang, before, after) in [
        ("en", "searched in ", " µs with singles (bands engine): "),
        ("zh-Hant", "，費時 ", " 微秒：填數 "),
        ("zh-Hans", "，用时 ", " 微秒：试填 "),
        ("zh-TW", "，費時 ", " 微秒：填數 "),
    ] {
        let out = common::cmd()
            .args(["check", "--lang", lang])
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        let last = text.lines().last().unwrap();
        let at = last
            .find(before)
            .unwrap_or_else(|| panic!("{lang}: {last}"));
        let rest = &last[at + before.len()..];
        let end = rest.find(after).unwrap_or_else(|| panic!("{lang}: {last}"));
        assert!(rest[..end].parse::<f64>().is_ok(), "{lang}: {last}");
    }
}

/// Saves the four-cell-a-side puzzle's trace by `strategy` as JSON Lines in `dir`.
/// English words of `bench`'s report, none of which a Chinese report may
/// hold (its file names and options aside).
const BENCH_ENGLISH: [&str; 14] = [
    "puzzle",
    "solved",
    "solution",
    "skipped",
    "malformed",
    "median",
    "worst",
    "placement",
    "deduction",
    "dead end",
    "expected",
    "unfinished",
    "limit",
    "thread",
];

#[test]
fn bench_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let unsolvable =
        "53..7....6..195....98....6.8...6...34..8.39.17...2...6.6....28....419..5....8..79";
    let mut set = format!("# a set\n{CLASSIC}\n{unsolvable}\n123\n").into_bytes();
    set.extend_from_slice(b"\xff\n");
    std::fs::write(dir.path().join("set.txt"), set).unwrap();
    std::fs::write(dir.path().join("empty.txt"), "# nothing\n\n").unwrap();
    std::fs::write(
        dir.path().join("blank.txt"),
        format!("{}\n", ".".repeat(81)),
    )
    .unwrap();
    std::fs::write(dir.path().join("long.txt"), "1".repeat(70_000) + "\n").unwrap();
    for lang in LANGS {
        let mut shown = String::new();
        for args in [
            &["set.txt", "--keep-going", "--threads", "1"][..],
            &["set.txt"],
            &["empty.txt", "blank.txt", "-s", "naive", "--max-steps", "5"],
            &["empty.txt"],
            &["long.txt", "--keep-going"],
        ] {
            let args = [&["bench"][..], args, &["--no-time"]].concat();
            let (code, stdout, stderr) = run_in(dir.path(), &args, lang);
            if lang != "en" {
                let words = (stdout.clone() + &stderr).replace("--keep-going", "");
                assert_free_of(lang, &words, &BENCH_ENGLISH);
            }
            shown.push_str(&format!(
                "── {} (exit {code:?})\n{stdout}{stderr}\n",
                args[..args.len() - 1].join(" "),
            ));
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_bench_{lang}"), shown);
        });
    }
    // With the time, the machine's lines are in the language's words too.
    for (lang, words) in [
        (
            "en",
            ["2 threads, in ", "puzzles/s", " µs per puzzle", "worst"],
        ),
        ("zh-Hans", ["个线程，用时 ", "每秒题数", "每题 ", "最慢"]),
        ("zh-Hant", ["個線程，費時 ", "每秒題數", "每題 ", "最慢"]),
        ("zh-TW", ["個執行緒，費時 ", "每秒題數", "每題 ", "最慢"]),
    ] {
        let (code, stdout, _) = run_in(dir.path(), &["bench", "blank.txt", "--threads", "2"], lang);
        assert_eq!(code, Some(0), "{stdout}");
        for word in words {
            assert!(stdout.contains(word), "{lang}: {word} not in\n{stdout}");
        }
    }
}

#[test]
fn usage_errors_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("puzzle.txt"), CLASSIC).unwrap();
    std::fs::create_dir(dir.path().join("empty")).unwrap();
    for lang in LANGS {
        let mut shown = String::new();
        for args in [
            &["solve", "--quiz", "3"][..],
            &["solve", "--style", "seed", "--format", "jsonl"],
            &["solve", "--style", "seed", "-s", "dlx"],
            &["solve", "--puzzle", "classic", "--box", "3x3"],
            &["solve", "-s", "mrv", "--select", "mrv", "--backjump"],
            &[
                "solve",
                "-s",
                "backtrack",
                "--inference",
                "mac",
                "--backjump",
            ],
            &["bench", "puzzle.txt", "--inference", "mac", "--backjump"],
            &["check", "missing.txt"],
            &["solve", "puzzle.txt", "-o", "puzzle.txt"],
            &["diff", "-", "-", "--level", "common"],
            &["grade", "empty"],
            &["generate", "--givens", "100"],
            // issue 22 (io)
            &["solve", "puzzle.txt", "--format", "none", "-o", "out.txt"],
            &["diff", "-", "-"],
        ] {
            let (code, _, stderr) = run_in(dir.path(), args, lang);
            assert_eq!(code, Some(2), "{lang} {args:?}: {stderr}");
            if lang != "en" {
                // Option names, file names and the system's own message
                // (after the last `：`) are the same in every language.
                let words: String = stderr
                    .lines()
                    .map(|l| match l.rsplit_once('：') {
                        Some((before, _)) if l.contains("(os error") => before,
                        _ => l,
                    })
                    .flat_map(str::split_whitespace)
                    .filter(|w| !w.starts_with("--") && !w.contains(".txt"))
                    .collect::<Vec<_>>()
                    .join(" ")
                    .split('`')
                    .step_by(2)
                    .collect();
                assert_free_of(
                    lang,
                    &words,
                    &[
                        "error",
                        "expected",
                        "cannot",
                        "refusing",
                        "choose",
                        "works",
                        "grade",
                        "submission",
                        "does not",
                        "asks",
                        "prints",
                        "reads",
                        "program",
                        "nothing",
                        "once",
                        "pipe",
                    ],
                );
            }
            shown.push_str(&format!("── {} (exit 2)\n{stderr}\n", args.join(" ")));
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_usage_{lang}"), shown);
        });
    }
}

#[test]
fn puzzles_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    for lang in LANGS {
        let mut shown = String::new();
        for args in [
            &["puzzles"][..],
            &["puzzles", "no-solution"],
            &["puzzles", "classic"],
        ] {
            let (code, stdout, stderr) = run_in(dir.path(), args, lang);
            assert_eq!(code, Some(0), "{stderr}");
            if lang != "en" {
                // Names, sources and commands stay as they are published.
                let words: String = stdout
                    .lines()
                    .filter(|l| !l.contains("source") && !l.starts_with("出") && !l.contains("`"))
                    .map(|l| {
                        let words = l.split_whitespace().skip(1);
                        words
                            .filter(|w| !w.starts_with("--"))
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect();
                assert_free_of(
                    lang,
                    &words,
                    &[
                        "teaches",
                        "search",
                        "givens",
                        "boxes",
                        "solution",
                        "placements",
                        "steps",
                        "guess",
                        "puzzle",
                    ],
                );
            }
            shown.push_str(&format!("── {}\n{stdout}\n", args.join(" ")));
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_puzzles_{lang}"), shown);
        });
    }
}

/// `text` without its option names (`--attempts`), which are the same in
/// every language.
fn without_options(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("--") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let end = after
            .find(|c: char| !(c.is_ascii_lowercase() || c == '-'))
            .unwrap_or(after.len());
        rest = &after[end..];
    }
    out + rest
}

#[test]
fn generate_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("class.txt"), "an earlier file\n").unwrap();
    let hopeless = [
        "generate",
        "--seed",
        "1",
        "--attempts",
        "2",
        "--givens",
        "20",
        "--at-least",
        "naive:placements=100000000",
        "-o",
        "class.txt",
    ];
    for lang in LANGS {
        let (code, stdout, stderr) = run_in(dir.path(), &hopeless, lang);
        assert_eq!(code, Some(1), "{stderr}");
        assert!(stdout.is_empty());
        // Without --seed, the seed drawn is told in the language too.
        let (code, _, drawn) = run_in(dir.path(), &["generate", "--count", "1"], lang);
        assert_eq!(code, Some(0), "{drawn}");
        if lang != "en" {
            let words = without_options(&format!("{stderr}{drawn}"));
            assert_free_of(
                lang,
                &words,
                &[
                    "error", "puzzle", "attempts", "fewest", "expected", "nothing", "seed",
                ],
            );
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_generate_{lang}"), stderr);
        });
    }
    let kept = std::fs::read_to_string(dir.path().join("class.txt")).unwrap();
    assert_eq!(kept, "an earlier file\n");
}

fn saved(dir: &std::path::Path, strategy: &str) -> String {
    let name = format!("{strategy}.jsonl");
    common::cmd()
        .current_dir(dir)
        .args([
            "solve", "-", "-s", strategy, "--format", "jsonl", "-o", &name,
        ])
        .write_stdin("1234\n3412\n2.4.\n4.23\n")
        .assert()
        .success();
    name
}

#[test]
fn diff_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (saved(dir.path(), "candidates"), saved(dir.path(), "mrv"));
    let naive = saved(dir.path(), "naive");
    for lang in LANGS {
        let mut shown = String::new();
        for args in [
            vec!["diff", &a, &b],
            vec!["diff", &a, &naive],
            vec!["diff", &a, &a],
            vec!["diff", &a, &b, "--level", "common"],
        ] {
            let mut args = args;
            args.extend(["--lang", lang]);
            let out = common::cmd()
                .current_dir(dir.path())
                .args(&args)
                .output()
                .unwrap();
            assert!(
                out.stderr.is_empty(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            shown.push_str(&format!(
                "── {} (exit {:?})\n{}\n",
                args.join(" "),
                out.status.code(),
                String::from_utf8(out.stdout).unwrap()
            ));
        }
        if lang != "en" {
            assert_free_of(
                lang,
                &shown,
                &[
                    "part at",
                    "counters:",
                    "boards after",
                    "identical",
                    "different",
                ],
            );
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_diff_{lang}"), shown);
        });
    }
}

#[test]
fn diff_json_keeps_its_english_summary() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (saved(dir.path(), "candidates"), saved(dir.path(), "naive"));
    let out = common::cmd()
        .current_dir(dir.path())
        .args(["diff", &a, &b, "--format", "json", "--lang", "zh-Hant"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["summary"],
        "different events: candidate sets (`candidates_computed`) and placements (`placed`)"
    );
}

/// The four-cell-a-side trace by `candidates`, broken in a few ways a
/// student's solver breaks it, each written in `dir`: (name, file).
fn broken(dir: &std::path::Path) -> Vec<(&'static str, String)> {
    let good = std::fs::read_to_string(dir.join(saved(dir, "candidates"))).unwrap();
    let lines: Vec<&str> = good.lines().collect();
    let write = |name: &str, lines: Vec<String>| {
        let file = format!("{name}.jsonl");
        std::fs::write(dir.join(&file), lines.join("\n") + "\n").unwrap();
        file
    };
    let own = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    // The undo forgotten (the lesson's bug): the next placement lands on a
    // filled cell.
    let mut no_undo = own(&lines);
    no_undo.remove(5);
    // A clash: the first guess a digit its row already holds.
    let mut clash = own(&lines);
    clash[2] = clash[2].replace(r#""digit":1"#, r#""digit":2"#);
    // A placement at the wrong depth.
    let mut depth = own(&lines);
    depth[2] = depth[2].replace(r#""depth":1"#, r#""depth":2"#);
    // The undo written twice: the second takes back nothing.
    let mut twice = own(&lines);
    twice.insert(5, lines[5].to_string());
    // The footer's counters wrong.
    let mut counters = own(&lines);
    let last = counters.len() - 1;
    counters[last] = counters[last].replace(r#""placements":4"#, r#""placements":5"#);
    // No footer: partial, still valid.
    let mut partial = own(&lines);
    partial.pop();
    // Cut in the middle of a record.
    let mut truncated = own(&lines);
    truncated.truncate(4);
    truncated[3].truncate(20);
    vec![
        ("valid", write("valid", own(&lines))),
        ("undo forgotten", write("no_undo", no_undo)),
        ("clash", write("clash", clash)),
        ("wrong depth", write("depth", depth)),
        ("undo twice", write("twice", twice)),
        ("footer counters", write("counters", counters)),
        ("no footer", write("partial", partial)),
        ("truncated", write("truncated", truncated)),
    ]
}

#[test]
fn verify_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let traces = broken(dir.path());
    // A textbook trace too, for the report's words of its kinds.
    let textbook = "textbook.jsonl";
    common::cmd()
        .current_dir(dir.path())
        .args([
            "solve",
            "-",
            "-s",
            "backtrack",
            "--select",
            "mrv",
            "--inference",
            "fc",
        ])
        .args(["--format", "jsonl", "-o", textbook])
        .write_stdin("1234\n3412\n2.4.\n4.23\n")
        .assert()
        .success();
    for lang in LANGS {
        let mut shown = String::new();
        let named = traces
            .iter()
            .map(|(name, file)| (*name, file.as_str()))
            .chain([("textbook", textbook)]);
        for (name, file) in named {
            let out = common::cmd()
                .current_dir(dir.path())
                .args(["verify", file, "--lang", lang])
                .output()
                .unwrap();
            let stdout = String::from_utf8(out.stdout).unwrap();
            let code = out.status.code();
            assert_eq!(
                code,
                Some(i32::from(
                    !name.contains("valid") && name != "no footer" && name != "textbook"
                )),
                "{lang} {name}: {stdout}"
            );
            if lang != "en" {
                for english in ["valid:", "checked:", "expected:", "board before", "  at:"] {
                    // The event's own JSON keeps its English keys, and the
                    // wire names in backquotes are the trace's own.
                    let words = stdout
                        .lines()
                        .filter(|l| !l.contains(r#"{"event""#))
                        .map(|l| l.split('`').step_by(2).collect::<String>());
                    assert!(
                        !words.clone().any(|l| l.contains(english)),
                        "{lang} {name}: {english} in\n{stdout}"
                    );
                }
            }
            shown.push_str(&format!("── {name} (exit {code:?})\n{stdout}\n"));
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_verify_{lang}"), shown);
        });
    }
}

#[test]
fn grade_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    std::fs::create_dir(&class).unwrap();
    let traces = broken(dir.path());
    for (_, file) in &traces[..3] {
        std::fs::rename(dir.path().join(file), class.join(file)).unwrap();
    }
    let mrv = saved(dir.path(), "mrv");
    std::fs::rename(dir.path().join(&mrv), class.join(&mrv)).unwrap();
    std::fs::write(class.join("not_a_trace.jsonl"), "{\"nope\":1}\n").unwrap();
    std::fs::write(dir.path().join("puzzle.txt"), "1234\n3412\n2.4.\n4.23\n").unwrap();
    for lang in LANGS {
        let mut shown = String::new();
        for format in ["text", "markdown"] {
            let out = common::cmd()
                .current_dir(dir.path())
                .args([
                    "grade",
                    "--puzzle-file",
                    "puzzle.txt",
                    "class",
                    "--lang",
                    lang,
                ])
                .args(["--format", format])
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(1), "{lang} {format}");
            shown.push_str(&format!(
                "── {format}\n{}\n",
                String::from_utf8(out.stdout).unwrap()
            ));
        }
        if lang != "en" {
            assert_free_of(
                lang,
                &shown,
                &[
                    "submission",
                    "full marks",
                    "parts at",
                    "invalid:",
                    "solved grid",
                ],
            );
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_grade_{lang}"), shown);
        });
    }
    // Gradescope's keys and test names stay English; its output follows --lang.
    let out = common::cmd()
        .current_dir(dir.path())
        .args(["grade", "--puzzle-file", "puzzle.txt", "class/valid.jsonl"])
        .args(["--format", "gradescope", "--lang", "zh-TW"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["output"], "1 份作業中有 1 份拿到滿分");
    assert_eq!(json["tests"][0]["name"], "follows the rules");
    assert!(
        json["tests"][0]["output"]
            .as_str()
            .unwrap()
            .starts_with("有效：")
    );
}

#[test]
fn render_warns_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let traces = broken(dir.path());
    let (_, clash) = &traces[2];
    let mut shown = String::new();
    for lang in LANGS {
        let out = common::cmd()
            .current_dir(dir.path())
            .args(["render", clash, "--lang", lang])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{lang}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        shown.push_str(&format!("── {lang}\n{stderr}\n"));
    }
    crate::in_snapshots!({
        insta::assert_snapshot!("languages_render_warning", shown);
    });
}

#[test]
fn read_errors_in_every_language() {
    let traces = common::root().join("tests/hostile/traces");
    let files = [
        "empty.jsonl",
        "truncated_header.jsonl",
        "truncated_in_a_string.jsonl",
        "schema_version_999.jsonl",
        "schema_version_missing.jsonl",
        "top_level_array.json",
        "invalid_utf8.jsonl",
        "nested_10000.json",
        "two_headers.jsonl",
        "document_then_garbage.json",
        "document_events_not_an_array.json",
        "cell_off_the_board.jsonl",
        "no_such_file.jsonl",
    ];
    for lang in LANGS {
        let mut shown = String::new();
        for file in files {
            let out = common::cmd()
                .current_dir(&traces)
                .args(["verify", file, "--lang", lang])
                .output()
                .unwrap();
            let (stdout, stderr) = (
                String::from_utf8(out.stdout).unwrap(),
                String::from_utf8(out.stderr).unwrap(),
            );
            if lang != "en" {
                for english in ["error:", "= expected", "header:", "not JSON", "the input"] {
                    assert!(
                        !stderr.contains(english),
                        "{lang} {file}: {english} in\n{stderr}"
                    );
                }
            }
            shown.push_str(&format!(
                "── {file} (exit {:?})\n{stdout}{stderr}\n",
                out.status.code()
            ));
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_read_errors_{lang}"), shown);
        });
    }
}

/// The corrupt traces of `tests/it/common/corrupt.rs` whose faults every
/// language words (a [`sudoku_trace::verify::Claim`] each), by name.
const WORDED: &[&str] = &[
    "false_candidate_set",
    "missing_candidate",
    "false_exclusion_reason",
    "exclusion_reason_not_the_first",
    "false_rejection",
    "false_dead_end",
    "false_unit_dead_end",
    "wipeout_dead_end_with_a_value_left",
    "false_naked_single",
    "false_hidden_single",
    "retraction_of_a_guess",
    "false_constraint_count",
    "wrong_solution",
    "solution_with_an_empty_cell",
    "wrong_solution_number",
    "wrong_end",
    "wrong_choice",
    "event_after_the_last_solution",
    "time_limit_without_one_in_the_header",
    "event_after_the_time_limit",
    "forgotten_pruning",
    "forgotten_last_pruning",
    "forgotten_arc_consistency_pruning",
    "false_pruning",
    "wrong_lcv_order",
    "wrong_lcv_count",
    "conflict_set_missing_a_guess",
    "backjump_to_the_wrong_guess",
    "missing_backjump",
    "backjump_missing_an_inherited_guess",
    "backjump_wrong_over",
    "backjump_too_few_undos",
];

/// More corruptions of the tiny trace's candidates, the naive one's
/// rejections, the singles' deductions, the tiny trace's choices and
/// solution, and the backjumps of four.txt and unsolvable.txt, for the
/// claims `corrupt.rs` does not reach: (name, trace).
fn more_corrupt() -> Vec<(&'static str, String)> {
    let edit = |strategy: &str, line: usize, from: &str, to: &str| {
        let mut lines = corrupt::trace(corrupt::TINY, strategy);
        assert!(lines[line].contains(from), "{} has no {from}", lines[line]);
        lines[line] = lines[line].replacen(from, to, 1);
        lines.join("\n") + "\n"
    };
    // four.txt with backjumping, line k = step k: step 15 backjumps from
    // r2c1 (its set [r1c1 (depth 1)]) to r1c1 = 1 over 2 guesses.
    let cbj = || corrupt::backtrack_trace(&corrupt::four(), &["--backjump"]);
    let cbj_edit = |line: usize, from: &str, to: &str| {
        let mut lines = cbj();
        assert!(lines[line].contains(from), "{} has no {from}", lines[line]);
        lines[line] = lines[line].replacen(from, to, 1);
        lines.join("\n") + "\n"
    };
    let set = r#""conflicts":[{"cell":[0,0],"depth":1}]}"#;
    let two = r#"{"digit":2,"peer":[2,0],"unit":"row"}"#;
    let four = r#"{"digit":4,"peer":[2,2],"unit":"row"}"#;
    vec![
        (
            "exclusions_out_of_order",
            edit(
                "candidates",
                1,
                &format!("{two},{four}"),
                &format!("{four},{two}"),
            ),
        ),
        (
            "exclusion_no_peer_holds",
            edit(
                "candidates",
                1,
                two,
                &format!(r#"{two},{{"digit":3,"peer":[3,1],"unit":"column"}}"#),
            ),
        ),
        (
            "candidate_not_excluded",
            edit("candidates", 1, &format!(",{four}"), ""),
        ),
        (
            "exclusion_in_a_unit_apart",
            edit(
                "candidates",
                1,
                two,
                r#"{"digit":2,"peer":[2,0],"unit":"column"}"#,
            ),
        ),
        (
            "exclusion_by_a_peer_outside",
            edit(
                "candidates",
                1,
                two,
                r#"{"digit":2,"peer":[0,0],"unit":"row"}"#,
            ),
        ),
        (
            "rejection_in_a_unit_apart",
            edit("naive", 2, r#""unit":"row""#, r#""unit":"box""#),
        ),
        (
            "rejection_by_a_peer_outside",
            edit("naive", 2, r#""peer":[2,1]"#, r#""peer":[0,1]"#),
        ),
        (
            "rejection_not_the_first",
            edit(
                "naive",
                3,
                r#""peer":[2,0],"unit":"row""#,
                r#""peer":[3,2],"unit":"box""#,
            ),
        ),
        (
            "hidden_single_without_a_unit",
            edit("singles", 3, r#","unit":"row""#, ""),
        ),
        ("dead_end_for_a_digit_the_row_holds", {
            let mut lines = corrupt::trace(corrupt::TINY, "candidates");
            let dead_end = r#"{"event":"dead_end","depth":0,"digit":2,"unit":"row","index":2}"#;
            lines.insert(1, dead_end.into());
            lines.join("\n") + "\n"
        }),
        (
            "solution_changing_a_given",
            edit("candidates", 11, "1234341223414123", "2234341223414123"),
        ),
        (
            "solution_unlike_the_board",
            edit("candidates", 11, "1234341223414123", "1234341221414123"),
        ),
        (
            "placement_of_the_wrong_count",
            edit("candidates", 2, r#""of":2"#, r#""of":3"#),
        ),
        // Steps 13 and 14, r2c1's dead end and conflict set, left out: its
        // values are not used up when it backjumps.
        ("backjump_before_its_values_are_used_up", {
            let mut lines = cbj();
            lines.drain(13..15);
            lines.join("\n") + "\n"
        }),
        (
            "backjump_missing_its_own_guess",
            cbj_edit(15, set, r#""conflicts":[]}"#),
        ),
        (
            "backjump_listing_an_extra_guess",
            cbj_edit(
                15,
                set,
                r#""conflicts":[{"cell":[0,0],"depth":1},{"cell":[0,1],"depth":2}]}"#,
            ),
        ),
        // Step 8 undoes r1c2 = 2, the latest guess of r1c4's set: an
        // ordinary backtrack, not a backjump over 0 guesses.
        ("backjump_to_the_latest_guess", {
            let mut lines = cbj();
            let jump = r#"{"event":"backjumped","cell":[0,3],"depth":2,"to":[0,1],"digit":2,"over":0,"conflicts":[{"cell":[0,0],"depth":1},{"cell":[0,1],"depth":2}]}"#;
            lines.insert(8, jump.into());
            lines.join("\n") + "\n"
        }),
        // The last undo leaves no guess standing: a backjump from r1c3, the
        // first cell chosen, has no guess to blame.
        ("backjump_with_an_empty_conflict_set", {
            let puzzle = std::fs::read_to_string(common::puzzle_path("unsolvable.txt")).unwrap();
            let mut lines = corrupt::backtrack_trace(&puzzle, &["--backjump"]);
            let last = lines.len() - 1;
            assert!(lines[last - 1].contains(r#""cell":[0,2],"digit":4,"depth":1"#));
            let jump = r#"{"event":"backjumped","cell":[0,2],"depth":0,"to":[0,2],"digit":4,"over":0,"conflicts":[]}"#;
            lines.insert(last, jump.into());
            lines.join("\n") + "\n"
        }),
    ]
}

#[test]
fn corrupt_faults_in_every_language() {
    let corrupt = corrupt::corrupt_traces();
    let named = WORDED
        .iter()
        .map(|name| {
            let (_, text) = corrupt
                .iter()
                .find(|(n, _)| n == name)
                .expect("a corrupt trace");
            (*name, text.clone())
        })
        .chain(more_corrupt());
    let named: Vec<(&str, String)> = named.collect();
    for lang in LANGS {
        let mut shown = String::new();
        for (name, text) in &named {
            let (code, stdout, stderr) = run(&["verify", "-", "--lang", lang], text.as_bytes());
            assert_eq!(code, Some(1), "{lang} {name}: {stdout}{stderr}");
            if lang != "en" {
                for english in [
                    "candidate",
                    "exclu",
                    "reject",
                    "refused",
                    "expected:",
                    "peer",
                    "nothing",
                    "dead end",
                    "single",
                    "retract",
                    "option",
                    "domain",
                    "solution",
                    "grid",
                    "footer",
                    "the last event",
                    "choice",
                    "placed",
                    "limit",
                    "header",
                    "backjump",
                    "conflict set",
                    "depth",
                    "undo",
                    "guess",
                    "ordinary",
                ] {
                    // The event's own JSON keeps its English keys, and the
                    // wire names in backquotes are the trace's own.
                    let words = stdout
                        .lines()
                        .filter(|l| !l.contains(r#"{"event""#))
                        .map(|l| l.split('`').step_by(2).collect::<String>());
                    assert!(
                        !words.clone().any(|l| l.contains(english)),
                        "{lang} {name}: {english} in\n{stdout}"
                    );
                }
            }
            shown.push_str(&format!("── {name}\n{stdout}\n"));
        }
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("languages_faults_{lang}"), shown);
        });
    }
}

/// Issue 22's new usage errors (an option of the page with another format;
/// `--at-least` above `--at-most`), in every language: the Chinese ones
/// keep only option names, formats and the filters as given.
#[test]
fn page_options_and_contradictory_filters_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("puzzle.txt"), CLASSIC).unwrap();
    for lang in LANGS {
        for args in [
            &["solve", "puzzle.txt", "--no-spoilers"][..],
            &["compare", "puzzle.txt", "--race-max-events", "5"],
            &[
                "generate",
                "--at-least",
                "mrv:placements=20",
                "--at-most",
                "mrv:placements=10",
            ],
        ] {
            let (code, _, stderr) = run_in(dir.path(), args, lang);
            assert_eq!(code, Some(2), "{lang} {args:?}: {stderr}");
            if lang != "en" {
                let words: String = stderr
                    .split_whitespace()
                    .filter(|w| !w.starts_with("--") && !w.contains(':'))
                    .collect::<Vec<_>>()
                    .join(" ");
                assert_free_of(
                    lang,
                    &words,
                    &[
                        "error",
                        "expected",
                        "shapes",
                        "page",
                        "leave",
                        "contradict",
                        "value",
                        "puzzle",
                        "counter",
                    ],
                );
            }
        }
    }
}

/// Both pages carry each language's fonts from `i18n/languages.toml`,
/// inside their one style (which the page's policy hashes): zh-TW's
/// Traditional fonts, taken from zh-Hant, its fallback.
#[test]
fn the_pages_carry_each_languages_fonts_from_the_manifest() {
    for page_of in ["solve", "compare"] {
        let command = [
            page_of,
            "--puzzle",
            "first-4x4",
            "--format",
            "html",
            "--lang",
            "zh-TW",
        ];
        let (code, page, err) = run(&command, b"");
        assert_eq!(code, Some(0), "{err}");
        let style = page
            .split("<style>")
            .nth(1)
            .and_then(|s| s.split("</style>").next())
            .expect("one style");
        let rule = style
            .lines()
            .find(|l| l.starts_with("html:lang(zh-TW) body"))
            .unwrap_or_else(|| panic!("{command:?}: no zh-TW fonts in\n{style}"));
        assert!(rule.contains("\"PingFang TC\""), "{rule}");
    }
}
