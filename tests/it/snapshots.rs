//! Snapshots of every output format, in both languages and every notation,
//! for the classic puzzle (its first 300 steps: the full trace is pinned
//! byte for byte by the seed 000 fixture) and the whole 4×4 search.

use crate::common;

fn solve(args: &[&str]) -> String {
    let out = common::cmd()
        .current_dir(common::root())
        .arg("solve")
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.code().is_some_and(|c| c < 2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("output is UTF-8")
}

const CLASSIC: &[&str] = &["examples/puzzles/classic.txt", "--max-steps", "300"];
const FOUR: &[&str] = &["examples/puzzles/four.txt"];

fn with(base: &[&'static str], extra: &[&'static str]) -> Vec<&'static str> {
    base.iter().chain(extra).copied().collect()
}

#[test]
fn text_in_each_language_and_notation() {
    for (puzzle, base) in [("classic", CLASSIC), ("four", FOUR)] {
        for (lang, notation) in [
            ("en", "rc"),
            ("en", "index"),
            ("zh-Hant", "rc"),
            ("zh-Hant", "index"),
            ("zh-Hans", "index"),
            ("zh-TW", "index"),
            ("en", "a1"),
        ] {
            let text = solve(&with(base, &["--lang", lang, "--notation", notation]));
            crate::in_snapshots!({
                insta::assert_snapshot!(format!("text_{puzzle}_{lang}_{notation}"), text);
            });
        }
    }
}

#[test]
fn language_tags_are_read_in_any_case() {
    assert_eq!(
        solve(&with(FOUR, &["--lang", "zh-tw"])),
        solve(&with(FOUR, &["--lang", "zh-TW"]))
    );
    assert_eq!(
        solve(&with(FOUR, &["--lang", "ZH-HANS"])),
        solve(&with(FOUR, &["--lang", "zh-Hans"]))
    );
}

#[test]
fn chinese_defaults_to_the_seeds_notation() {
    for lang in ["zh-Hant", "zh-Hans", "zh-TW"] {
        assert_eq!(
            solve(&with(FOUR, &["--lang", lang])),
            solve(&with(FOUR, &["--lang", lang, "--notation", "index"])),
            "{lang}"
        );
    }
}

/// The runs whose first sentence of each kind of event the Chinese
/// snapshots show: every sentence of the narration, refused digits,
/// singles, exact cover's constraints, the textbook's prunings, orders,
/// conflict sets and backjumps, and a step limit.
const EVERY_KIND: &[&[&str]] = &[
    &["examples/puzzles/four.txt", "--strategy", "naive"],
    &[
        "examples/puzzles/norvig_grid2.txt",
        "--strategy",
        "singles",
        "--max-steps",
        "3000",
    ],
    &["examples/puzzles/arto_inkala.txt", "--strategy", "dlx"],
    &[
        "examples/puzzles/classic.txt",
        "--strategy",
        "backtrack",
        "--inference",
        "fc",
        "--max-steps",
        "100",
    ],
    &[
        "examples/puzzles/classic.txt",
        "--strategy",
        "backtrack",
        "--values",
        "lcv",
        "--inference",
        "mac",
        "--max-steps",
        "200",
    ],
    &[
        "examples/puzzles/classic.txt",
        "--strategy",
        "backtrack",
        "--backjump",
        "--max-steps",
        "3000",
    ],
];

/// Each kind of event's first sentence in `lang`, named by the kind, over
/// the runs of [`EVERY_KIND`], then the last run's summary.
fn first_sentence_of_each_kind(lang: &str) -> String {
    let mut seen = Vec::new();
    let mut out = String::new();
    let mut summary = String::new();
    for args in EVERY_KIND {
        let jsonl = solve(&[args, &["--format", "jsonl"][..]].concat());
        // A kind with its rule or reason, and whether it names a unit: a
        // naked and a hidden single, a pruning by forward checking and by
        // arc consistency, a dead end at a cell and in a unit each count.
        let kinds: Vec<String> = jsonl
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter_map(|v| {
                let kind = v["event"].as_str()?;
                let how = [&v["rule"], &v["reason"]]
                    .into_iter()
                    .filter_map(|f| f.as_str())
                    .chain(v.get("index").map(|_| "unit"))
                    .map(|f| format!(" {f}"))
                    .collect::<String>();
                Some(format!("{kind}{how}"))
            })
            .collect();
        let text = solve(&[args, &["--lang", lang][..]].concat());
        let sentences: Vec<&str> = text
            .lines()
            .filter_map(|l| {
                l.get(..6)?.trim().parse::<u64>().ok()?;
                l.get(8..).map(str::trim_start)
            })
            .collect();
        assert_eq!(kinds.len(), sentences.len(), "{args:?}");
        for (kind, sentence) in kinds.iter().zip(&sentences) {
            if !seen.contains(kind) {
                out.push_str(&format!("{kind}: {sentence}\n"));
                seen.push(kind.clone());
            }
        }
        let tail: Vec<&str> = text
            .lines()
            .rev()
            .take_while(|l| !l.trim().is_empty())
            .collect();
        summary = tail.into_iter().rev().collect::<Vec<_>>().join("\n");
    }
    format!("{out}\n{summary}\n")
}

#[test]
fn every_kind_of_sentence_in_simplified_and_taiwan_chinese() {
    for lang in ["zh-Hans", "zh-TW"] {
        let sentences = first_sentence_of_each_kind(lang);
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("sentences_{lang}"), sentences);
        });
    }
}

#[test]
fn json_and_json_lines() {
    for (puzzle, base) in [("classic", CLASSIC), ("four", FOUR)] {
        for format in ["json", "jsonl"] {
            let out = solve(&with(base, &["--format", format]));
            crate::in_snapshots!({
                insta::assert_snapshot!(format!("{format}_{puzzle}"), out);
            });
        }
    }
}

#[test]
fn naive_text_on_four() {
    let text = solve(&with(FOUR, &["--strategy", "naive", "--all-solutions"]));
    crate::in_snapshots!({
        insta::assert_snapshot!("text_four_naive_all", text);
    });
}

fn compare(args: &[&str]) -> String {
    let out = common::cmd()
        .current_dir(common::root())
        .arg("compare")
        .args(["--no-time", "--line-up", "basic"])
        .args(args)
        .output()
        .expect("runs");
    String::from_utf8(out.stdout).expect("output is UTF-8")
}

#[test]
fn compare_in_simplified_and_taiwan_chinese() {
    for (lang, words) in [
        (
            "zh-Hans",
            [
                "试填",
                "停在步数上限的策略没有走完：它的计数（≥）只是下限。",
            ],
        ),
        (
            "zh-TW",
            [
                "填數",
                "停在步數上限的策略沒有跑完：它的計數（≥）只是下限。",
            ],
        ),
    ] {
        let table = compare(&["--puzzle", "first-4x4", "--lang", lang]);
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("compare_four_{lang}"), table);
        });
        let limited = compare(&["--max-steps", "100", "--lang", lang]);
        assert!(limited.ends_with(&format!("{}\n", words[1])), "{limited}");
        let page = compare(&["--lang", lang, "--format", "html"]);
        assert!(page.contains(&format!("<html lang=\"{lang}\">")), "{lang}");
        assert!(
            page.contains(&format!("<th scope=\"col\">{}</th>", words[0])),
            "{lang}"
        );
    }
}

/// The worksheet of the classic puzzle (the whole search) in each language.
#[test]
fn worksheet_of_the_classic_puzzle_in_each_language() {
    for lang in ["en", "zh-Hans", "zh-Hant", "zh-TW"] {
        let sheet = solve(&["--format", "markdown", "--lang", lang]);
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("worksheet_classic_{lang}"), sheet);
        });
    }
}

/// The worksheet's answers are the trace's: the candidates of the cell it
/// asks about are those the text trace gives at that step, and the
/// placements before the first dead end are the guesses the text trace
/// makes before it.
#[test]
fn the_worksheet_answers_from_the_trace() {
    let sheet = solve(&["--format", "markdown"]);
    let text = solve(&[]);
    let steps: Vec<&str> = text
        .lines()
        .filter(|l| l.get(..6).is_some_and(|n| n.trim().parse::<u64>().is_ok()))
        .map(|l| l[8..].trim_start())
        .collect();
    let answers = &sheet[sheet.find("## Answer key").expect("an answer key")..];
    let first = answers.lines().find(|l| l.starts_with("1. ")).unwrap();
    // "1. \\[4, 8, 9\\]. The trace, step 21: …" (Markdown's brackets escaped)
    let step: usize = first
        .split("step ")
        .nth(1)
        .and_then(|r| r.split(':').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    let candidates = first[3..first.find(']').unwrap() + 1].replace('\\', "");
    assert!(
        steps[step - 1].contains(&format!("candidates {candidates}")),
        "{first} against step {step}: {}",
        steps[step - 1]
    );
    let dead = steps
        .iter()
        .position(|s| s.starts_with("dead end"))
        .unwrap();
    let tries = steps[..dead]
        .iter()
        .filter(|s| s.starts_with("try "))
        .count();
    assert!(
        answers.contains(&format!(
            "3. {tries}: the first dead end is step {}.",
            dead + 1
        )),
        "{answers}"
    );
    // Markdown the renderers read: pipe tables with a header rule.
    assert!(sheet.contains("|---|:---:|"));
}

/// The walkthrough page of the classic puzzle with its words showing: the
/// page's markup, and its data (every sentence template, the buttons, help
/// and legend, the names of cells and units) pretty-printed; the script,
/// the style and the encoded events (the same in every language, and
/// tested by the browser tests) stand as their sizes.
fn walkthrough_words(page: &str) -> String {
    let cut = |page: &str, open: &str, close: &str, what: &str| -> String {
        let start = page
            .find(open)
            .unwrap_or_else(|| panic!("the page has {open}"))
            + open.len();
        let end = start + page[start..].find(close).expect("closed");
        format!("{}/* {what} */{}", &page[..start], &page[end..])
    };
    let data_open = r#"<script type="application/json" id="walkthrough-data">"#;
    let start = page.find(data_open).expect("the page has its data") + data_open.len();
    let end = start + page[start..].find("</script>").expect("closed");
    let mut data: serde_json::Value = serde_json::from_str(&page[start..end]).unwrap();
    let events = data["events"].as_str().unwrap().len();
    data["events"] = format!("({events} characters of encoded events)").into();
    let page = format!(
        "{}\n{}\n{}",
        &page[..start],
        serde_json::to_string_pretty(&data).unwrap(),
        &page[end..]
    );
    let mut page = cut(&page, "<style>", "</style>", "the style");
    // The policy's hashes change with every edit of the script or style.
    let mut from = 0;
    while let Some(at) = page[from..].find("'sha256-") {
        let start = from + at + "'sha256-".len();
        let end = start + page[start..].find('\'').expect("a hash ends");
        page.replace_range(start..end, "…");
        from = start;
    }
    // The player script: the last `<script>` of the page.
    let at = page.rfind("<script>").expect("the player");
    let (head, tail) = page.split_at(at);
    format!("{head}{}", cut(tail, "<script>", "</script>", "the player"))
}

/// The classic puzzle's walkthrough in each language.
#[test]
fn walkthrough_of_the_classic_puzzle_in_each_language() {
    for lang in ["en", "zh-Hans", "zh-Hant", "zh-TW"] {
        let page = solve(&["--format", "html", "--lang", lang]);
        let words = walkthrough_words(&page);
        assert!(
            words.len() < page.len() / 4,
            "the events and the script are left out"
        );
        crate::in_snapshots!({
            insta::assert_snapshot!(format!("walkthrough_classic_{lang}"), words);
        });
    }
}
