//! `--style seed` prints exactly what the seed Java programs print.
//!
//! The expected files were made by compiling and running the seed programs
//! themselves: see `tests/fixtures/seeds/README.md`.

use crate::common;

fn seed_output(args: &[&str]) -> Vec<u8> {
    let out = common::cmd()
        .current_dir(common::root())
        .args(["solve", "--style", "seed"])
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.code() == Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(common::root().join("tests/fixtures/seeds").join(name)).expect("fixture exists")
}

fn assert_same(ours: Vec<u8>, expected: Vec<u8>, what: &str) {
    if ours != expected {
        let (a, b) = (
            String::from_utf8_lossy(&ours),
            String::from_utf8_lossy(&expected),
        );
        let line = a.lines().zip(b.lines()).position(|(x, y)| x != y);
        panic!(
            "{what}: output differs from the Java program's (first differing line: {line:?}; {} vs {} bytes)",
            ours.len(),
            expected.len()
        );
    }
}

#[test]
fn seed000_on_the_classic_puzzle() {
    assert_same(
        seed_output(&[]),
        fixture("seed000_classic.out"),
        "seed 000, classic",
    );
}

#[test]
fn seed000_on_a_puzzle_with_several_solutions() {
    assert_same(
        seed_output(&["examples/puzzles/multi.txt"]),
        fixture("seed000_multi.out"),
        "seed 000, multi",
    );
}

#[test]
fn seed001_enumerates_like_the_java_program() {
    assert_same(
        seed_output(&[
            "--strategy",
            "naive",
            "--all-solutions",
            "examples/puzzles/classic_seed001.txt",
        ]),
        fixture("seed001_classic.out"),
        "seed 001, classic",
    );
}

#[test]
fn seed001_on_a_puzzle_with_several_solutions() {
    assert_same(
        seed_output(&[
            "--strategy",
            "naive",
            "--all-solutions",
            "examples/puzzles/multi.txt",
        ]),
        fixture("seed001_multi.out"),
        "seed 001, multi",
    );
}

#[test]
fn seed000_reads_its_own_array_literal() {
    assert_same(
        seed_output(&["examples/puzzles/classic_seed000_array.txt"]),
        fixture("seed000_classic.out"),
        "seed 000 from its array",
    );
}

use crate::script;

/// Seed 000's lines as a reader of Simplified Chinese gets them: the same
/// words in Simplified characters, everything else the seed's bytes.
fn in_simplified(seed: &[u8]) -> String {
    String::from_utf8(seed.to_vec())
        .expect("the seed prints UTF-8")
        .replace("已用備選數為", "已用备选数为")
        .replace("，共有備選數：", "，共有备选数：")
        .replace("無可備選值，無解情況為：", "无可备选值，无解情况为：")
        .replace("最終結果：", "最终结果：")
}

/// `args` with `--lang lang` after them.
fn with_lang<'a>(args: &[&'a str], lang: &'a str) -> Vec<&'a str> {
    let mut all = args.to_vec();
    all.extend(["--lang", lang]);
    all
}

#[test]
fn seed000_keeps_its_bytes_in_every_language_but_simplified_chinese() {
    for (args, expected) in [
        (vec![], "seed000_classic.out"),
        (vec!["examples/puzzles/multi.txt"], "seed000_multi.out"),
    ] {
        for lang in ["en", "zh-Hant", "zh-TW", "en-XA"] {
            assert_same(
                seed_output(&with_lang(&args, lang)),
                fixture(expected),
                &format!("seed 000, {expected}, --lang {lang}"),
            );
        }
    }
}

#[test]
fn seed000_speaks_simplified_chinese_under_zh_hans() {
    for (args, expected) in [
        (vec![], "seed000_classic.out"),
        (vec!["examples/puzzles/multi.txt"], "seed000_multi.out"),
    ] {
        let ours = String::from_utf8(seed_output(&with_lang(&args, "zh-Hans"))).expect("UTF-8");
        let traditional = script::foreign("simplified", &ours);
        assert!(
            traditional.is_empty(),
            "{expected}: Traditional characters under zh-Hans: {traditional:?}"
        );
        assert!(
            ours == in_simplified(&fixture(expected)),
            "{expected}: under zh-Hans, not the seed's lines in Simplified characters"
        );
    }
    let first = String::from_utf8(seed_output(&["--lang", "zh-Hans"])).expect("UTF-8");
    assert!(
        first.starts_with("[0,2]已用备选数为1，共有备选数：[1, 2, 4]\n"),
        "{}",
        first.lines().next().unwrap_or_default()
    );
}

#[test]
fn seed001_prints_no_words_and_is_the_same_in_every_language() {
    let args = [
        "--strategy",
        "naive",
        "--all-solutions",
        "examples/puzzles/multi.txt",
    ];
    for lang in ["en", "zh-Hans", "zh-Hant", "zh-TW"] {
        assert_same(
            seed_output(&with_lang(&args, lang)),
            fixture("seed001_multi.out"),
            &format!("seed 001, multi, --lang {lang}"),
        );
    }
}
