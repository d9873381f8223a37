//! Chinese output says everything in Chinese: no run of English words
//! (two or more in a row) in what any command prints in zh-Hans, zh-Hant
//! or zh-TW, but what is English by design: option, wire and file names
//! and commands a reader types (`--strategy`, `placed`, in backticks or
//! not, one word each), a strategy's code after its name, a citation as
//! published (a puzzle's source line), a document's section title quoted
//! where it is pointed to, and clap's own message under the line that
//! says it in the language, and the input's own line quoted under an
//! error.

use crate::common;

use std::path::Path;

const CHINESE: [&str; 3] = ["zh-Hans", "zh-Hant", "zh-TW"];

/// English by design, where a run of words is allowed.
const ALLOWED: [&str; 2] = [
    // A section of docs/trace-format.md, named as it is titled.
    "The footer",
    // A command to type, in the footer of `puzzles`.
    "sudoku-trace puzzles",
];

/// Every command's output in `lang`, standard output and error, less what
/// is English by design line by line (a source's citation; clap's message).
fn outputs(lang: &str, dir: &Path) -> Vec<(String, String)> {
    let trace = dir.join("classic.jsonl");
    let naive = dir.join("naive.jsonl");
    let run = |args: &[&str]| {
        let out = common::tool().args(args).output().unwrap();
        let mut text = String::from_utf8(out.stdout).unwrap();
        text.push_str(&String::from_utf8(out.stderr).unwrap());
        text
    };
    std::fs::write(&trace, run(&["solve", "--format", "jsonl"])).unwrap();
    let naive_trace = run(&["solve", "--strategy", "naive", "--format", "jsonl"]);
    std::fs::write(&naive, &naive_trace).unwrap();
    let broken = dir.join("broken.jsonl");
    let text = std::fs::read_to_string(&trace).unwrap();
    std::fs::write(
        &broken,
        text.replace("\"dead_ends\":1246", "\"dead_ends\":1247"),
    )
    .unwrap();
    let (trace, naive, broken) = (
        trace.to_str().unwrap().to_string(),
        naive.to_str().unwrap().to_string(),
        broken.to_str().unwrap().to_string(),
    );
    let commands: Vec<Vec<&str>> = vec![
        vec!["solve", "--max-steps", "300"],
        vec!["solve", "--strategy", "singles"],
        vec![
            "solve",
            "--strategy",
            "backtrack",
            "--select",
            "mrv",
            "--inference",
            "mac",
            "--max-steps",
            "300",
        ],
        vec![
            "solve",
            "--strategy",
            "backtrack",
            "--backjump",
            "--max-steps",
            "400",
        ],
        vec!["solve", "--strategy", "dlx", "--max-steps", "100"],
        vec!["solve", "--format", "markdown"],
        vec!["compare", "--no-time"],
        vec!["puzzles"],
        vec!["puzzles", "ai-escargot"],
        vec!["puzzles", "inkala-2012"],
        vec!["puzzles", "no-solution"],
        vec!["puzzles", "norvig-grid2"],
        vec!["check"],
        vec!["verify", &trace],
        vec!["verify", &broken],
        vec!["diff", &trace, &naive],
        vec!["solve", "no-such-file.txt"],
        vec!["solve", "--strategy", "foo"],
        vec!["generate", "--givens", "40", "--count", "1", "--seed", "1"],
    ];
    let mut outputs: Vec<(String, String)> = commands
        .iter()
        .map(|args| {
            let mut args = args.clone();
            args.extend(["--lang", lang]);
            (args.join(" "), run(&args))
        })
        .collect();
    // Every refusal of the hostile corpus of puzzles.
    let mut hostile: Vec<_> = std::fs::read_dir(common::root().join("tests/hostile/puzzles"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    hostile.sort();
    for path in hostile {
        let path = path.to_str().unwrap();
        outputs.push((
            path.into(),
            run(&["solve", path, "--max-steps", "10", "--lang", lang]),
        ));
    }
    outputs
}

/// The runs of two or more English words in `line`, outside backticks.
fn english_runs(line: &str) -> Vec<String> {
    let mut runs = Vec::new();
    let mut words: Vec<&str> = Vec::new();
    let outside: String = line
        .split('`')
        .enumerate()
        .map(|(i, part)| if i % 2 == 0 { part } else { " | " })
        .collect();
    let flush = |words: &mut Vec<&str>, runs: &mut Vec<String>| {
        if words.len() >= 2 {
            runs.push(words.join(" "));
        }
        words.clear();
    };
    // A Chinese character or punctuation ends a run, as a space does not.
    for segment in outside.split(|c: char| !c.is_ascii()) {
        for token in segment.split(' ') {
            let word = token.trim_matches(|c: char| ",.:;'\"()".contains(c));
            let english = word.len() >= 2
                && word
                    .chars()
                    .all(|c| c.is_ascii_alphabetic() || c == '\'' || c == '-')
                && !word.starts_with('-');
            if english {
                words.push(word);
            } else if !token.is_empty() {
                flush(&mut words, &mut runs);
            }
        }
        flush(&mut words, &mut runs);
    }
    flush(&mut words, &mut runs);
    runs
}

#[test]
fn no_run_of_english_words_in_chinese_output() {
    let dir = tempfile::tempdir().unwrap();
    let mut found = Vec::new();
    for lang in CHINESE {
        for (command, text) in outputs(lang, dir.path()) {
            // clap's own message, under the line that says it in Chinese.
            let said = text.split("clap").next().unwrap_or(&text);
            for line in said.lines() {
                // A puzzle's source: the citation as published; the input's
                // own line, quoted under the error (`4 | 4325`).
                let quoted = line
                    .trim_start()
                    .split_once(" |")
                    .is_some_and(|(n, _)| n.chars().all(|c| c.is_ascii_digit()));
                if line.starts_with("出处") || line.starts_with("出處") || quoted {
                    continue;
                }
                for run in english_runs(line) {
                    if !ALLOWED.iter().any(|a| run.contains(a)) {
                        found.push(format!("{command}: {run:?} in {line:?}"));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "English inside Chinese:\n{}",
        found.join("\n")
    );
}

/// The check finds what it looks for: an English sentence in a Chinese
/// line, and not a lone option or a backticked wire name.
#[test]
fn the_check_sees_english_and_lets_names_be() {
    assert_eq!(
        english_runs("错误：cannot read the file"),
        ["cannot read the file"]
    );
    assert!(english_runs("用 --strategy backtrack 搜索 `dead_end placed`").is_empty());
    assert!(english_runs("回溯＋前向检查（backtrack+fc）").is_empty());
}

/// Issue 26, finding 1: no ordinal on an index from 0 (`第 0 行`, `第 0 宫`,
/// "the zeroth row") in any command's output, in any Chinese language, with
/// the languages' own notation (indexes from 0).
#[test]
fn no_ordinal_on_a_zero_index_in_any_chinese_output() {
    let dir = tempfile::tempdir().unwrap();
    let mut found = Vec::new();
    let (mut seen, mut labels) = (0, 0);
    for lang in CHINESE {
        for (command, text) in outputs(lang, dir.path()) {
            seen += 1;
            // The case guarded: a unit of index 0 named, as a label.
            labels += ["行 0", "列 0", "宫 0", "宮 0"]
                .iter()
                .filter(|l| text.contains(*l))
                .count();
            for line in text
                .lines()
                .filter(|l| l.contains("第 0 ") || l.contains("第0"))
            {
                found.push(format!("{command}: {line:?}"));
            }
        }
    }
    assert!(seen > 30, "{seen} outputs");
    assert!(labels >= 3, "the outputs name units of index 0 ({labels})");
    assert!(
        found.is_empty(),
        "an ordinal on index 0:\n{}",
        found.join("\n")
    );
}
