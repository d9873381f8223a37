//! What a newcomer tripped over in the README and the help (issue 11,
//! item 8), each pinned.

use crate::common;

use std::fs;

fn run(args: &[&str]) -> std::process::Output {
    common::cmd()
        .current_dir(common::root())
        .args(args)
        .output()
        .expect("runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

fn readme() -> String {
    fs::read_to_string(common::root().join("README.md")).expect("README.md")
}

#[test]
fn the_readme_says_what_ci_run_costs_and_installs() {
    let readme = readme();
    let at = readme
        .find("`.ci/run` takes about")
        .expect("how long .ci/run takes");
    let note = &readme[at..at + 600];
    assert!(note.contains("apt-get"), "{note}");
    assert!(note.contains("as root"), "{note}");
    // What the note names is what the script does.
    let script = fs::read_to_string(common::root().join(".ci/run")).expect(".ci/run");
    for package in ["chromium", "nodejs", "npm", "fonts-noto-cjk"] {
        assert!(
            script.contains(package) && note.contains(package),
            "{package}"
        );
    }
}

#[test]
fn the_readme_says_how_to_install_before_the_bare_command() {
    let readme = readme();
    let install = readme
        .find("cargo install --path cli")
        .expect("the README says how to install");
    // The first command line in a code block that runs the bare command.
    let mut in_block = false;
    let mut offset = 0;
    let mut first = None;
    for line in readme.split_inclusive('\n') {
        if line.starts_with("```") {
            in_block = !in_block;
        } else if in_block {
            let command = line.trim_start().trim_start_matches("$ ");
            if command.starts_with("sudoku-trace ") || command.contains("| sudoku-trace ") {
                first = Some(offset);
                break;
            }
        }
        offset += line.len();
    }
    let first = first.expect("the README runs sudoku-trace");
    assert!(
        install < first,
        "`cargo install --path cli` comes after the first bare `sudoku-trace` at byte {first}"
    );
}

#[test]
fn help_examples_give_the_student_solver_its_puzzle() {
    // Without a file the solver waits on standard input: an example that
    // leaves it out hangs for whoever copies it.
    for command in ["verify", "render", "solve", "compare", "check", "diff"] {
        let help = text(&run(&[command, "--help"]).stdout);
        for line in help.lines().filter(|l| l.contains(".py")) {
            let after = line.split(".py").nth(1).unwrap_or_default();
            assert!(
                after
                    .trim_start()
                    .starts_with(|c: char| c.is_alphanumeric()),
                "{command} --help runs a solver without a puzzle: {line}"
            );
        }
    }
    let help = text(&run(&["verify", "--help"]).stdout);
    for solver in SOLVERS {
        assert!(help.contains(&format!(
            "python3 {solver} examples/puzzles/four.txt | sudoku-trace verify -"
        )));
    }
}

/// The student solvers `verify --help` shows: with the package's
/// `TraceWriter`, and with no library.
const SOLVERS: [&str; 2] = [
    "examples/student/solver.py",
    "examples/student/solver_plain.py",
];

#[test]
fn the_verify_help_examples_run() {
    for solver in SOLVERS {
        let student = common::python3()
            .current_dir(common::root())
            .args([solver, "examples/puzzles/four.txt"])
            .output();
        let Ok(student) = student else {
            eprintln!("python3 is missing: the example is not run");
            return;
        };
        assert!(
            student.status.success(),
            "{solver}: {}",
            text(&student.stderr)
        );
        let out = common::cmd()
            .current_dir(common::root())
            .args(["verify", "-"])
            .write_stdin(student.stdout)
            .output()
            .expect("runs");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{solver}: {}",
            text(&out.stdout)
        );
    }
}

/// The second student example, a forward-checking solver in Python, makes
/// the search of `solve --strategy backtrack --inference fc` step for step:
/// `diff` finds its trace identical to the reference's, prunings and
/// wipeouts included, on the 4×4 puzzle, a 6×6 one, the classic 9×9 and an
/// unsolvable one (the whole search).
#[test]
fn the_forward_checking_student_example_matches_the_reference() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for puzzle in ["four.txt", "six.txt", "classic.txt", "unsolvable.txt"] {
        let path = format!("examples/puzzles/{puzzle}");
        let student = common::python3()
            .current_dir(common::root())
            .args(["examples/student/forward_checking.py", &path])
            .output();
        let Ok(student) = student else {
            eprintln!("python3 is missing: the example is not run");
            return;
        };
        assert!(student.status.success(), "{}", text(&student.stderr));
        let mine = dir.path().join(format!("{puzzle}.student.jsonl"));
        fs::write(&mine, &student.stdout).expect("written");
        let reference = dir.path().join(format!("{puzzle}.reference.jsonl"));
        let (mine, reference) = (mine.to_str().unwrap(), reference.to_str().unwrap());
        let solved = run(&[
            "solve",
            &path,
            "--strategy",
            "backtrack",
            "--inference",
            "fc",
            "--format",
            "jsonl",
            "-o",
            reference,
        ]);
        assert!(solved.status.code().is_some_and(|c| c <= 1), "{solved:?}");
        let diff = run(&["diff", mine, reference]);
        assert_eq!(
            diff.status.code(),
            Some(0),
            "{puzzle}: {}",
            text(&diff.stdout)
        );
        assert!(text(&diff.stdout).starts_with("identical: "), "{puzzle}");
        assert!(
            text(&student.stdout).contains(r#""event":"pruned""#),
            "{puzzle}"
        );

        // The student's trace names its search `backtrack+fc`, so verify
        // holds its prunings to forward checking's rules, and it holds.
        let verified = run(&["verify", mine]);
        let report = text(&verified.stdout);
        assert_eq!(verified.status.code(), Some(0), "{puzzle}: {report}");
        assert!(report.contains("prunings"), "{puzzle}: {report}");
    }
}

#[test]
fn a_header_without_options_is_named_once() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let header = r#"{"schema_version":1,"puzzle":{"size":4,"box":[2,2],"givens":"..3..3.42..33.4."},"strategy":"candidates""#;
    let files = [
        ("lines.jsonl", format!("{header}}}\n")),
        ("document.json", format!("{header},\"events\":[]}}\n")),
        (
            "sorted.json",
            // Keys sorted, `events` first: the header is read in a second pass.
            r#"{"events":[],"puzzle":{"box":[2,2],"givens":"..3..3.42..33.4.","size":4},"schema_version":1,"strategy":"candidates"}"#.to_string() + "\n",
        ),
    ];
    for (name, content) in files {
        let path = dir.path().join(name);
        fs::write(&path, content).expect("written");
        let path = path.to_str().expect("a UTF-8 path");
        for command in [
            vec!["verify", path],
            vec!["render", path],
            vec!["diff", path, path],
        ] {
            let out = run(&command);
            assert_eq!(out.status.code(), Some(2), "{command:?}");
            let err = text(&out.stderr);
            assert!(
                err.starts_with("error: header: missing field `options`\n"),
                "{command:?}: {err}"
            );
            assert!(!err.contains("header: header"), "{command:?}: {err}");
        }
    }
}

#[test]
fn compare_speaks_chinese() {
    let out = run(&[
        "compare",
        "--no-time",
        "--lang",
        "zh-Hant",
        "--puzzle",
        "first-4x4",
    ]);
    assert_eq!(out.status.code(), Some(0));
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("compare_four_zh_hant", text(&out.stdout));
    });
    let out = run(&[
        "compare",
        "--no-time",
        "--lang",
        "zh-Hant",
        "--max-steps",
        "100",
    ]);
    let table = text(&out.stdout);
    assert!(table.contains("到步數上限"), "{table}");
    assert!(
        table.ends_with("停在步數上限的策略沒有走完：它的數字（≥）只是下限。\n"),
        "{table}"
    );
    let out = run(&[
        "compare",
        "--no-time",
        "--lang",
        "zh-Hant",
        "--max-placements",
        "100",
    ]);
    let table = text(&out.stdout);
    assert!(table.contains("每種最多 100 次填數"), "{table}");
    assert!(table.contains("到填數上限"), "{table}");
    assert!(
        table.ends_with("停在填數上限的策略沒有走完：它的數字（≥）只是下限。\n"),
        "{table}"
    );

    let out = run(&[
        "compare",
        "--no-time",
        "--lang",
        "zh-Hant",
        "--format",
        "html",
    ]);
    let page = text(&out.stdout);
    for words in [
        "<html lang=\"zh-Hant\">",
        "<title>classic：策略比較（sudoku-trace）</title>",
        "<th scope=\"col\">策略</th><th scope=\"col\">結果</th><th scope=\"col\">填數</th>",
        "<figcaption>死路</figcaption>",
        "aria-label=\"死路（各策略，對數刻度）：candidates 1246、",
        "對數刻度：往右每過一個刻度，數量就乘以十",
        "<legend>刻度</legend>",
        "<dt>naive</dt><dd>按閱讀順序走過每一格",
    ] {
        assert!(page.contains(words), "{words}");
    }
    // English stays the default, word for word.
    let english = text(&run(&["compare", "--no-time", "--format", "html"]).stdout);
    assert!(
        english.contains("<html lang=\"en\">")
            && english.contains("<th scope=\"col\">placements</th>")
    );
    let out = run(&["compare", "--lang", "fr"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_brute_force_puzzle_cites_its_public_source() {
    let sources =
        fs::read_to_string(common::root().join("examples/puzzles/SOURCES.md")).expect("SOURCES.md");
    let line = sources
        .lines()
        .find(|l| l.starts_with("- `wikipedia_brute_force.txt`"))
        .expect("the puzzle is listed");
    assert!(
        line.contains("https://en.wikipedia.org/wiki/Sudoku_solving_algorithms"),
        "{line}"
    );
    for line in sources.lines() {
        assert!(
            !line.contains("/work/") && !line.contains("(copied from `/"),
            "a local path: {line}"
        );
    }
}
