//! No ordinal on an index (issue 26): Chinese `第 N 行` means "the N-th
//! row", so it is right only where N counts from 1 (`--notation rc`).
//! With indexes from 0 (the Chinese default, `[0,2]`) or a row's letter
//! (`a1`), a row, column or box is named by a label (`行 0`, `列 C`), in the
//! traces, the page and the lesson guides.

use crate::common;

use common::{stdout_of, tool};

const CHINESE: [&str; 3] = ["zh-Hans", "zh-Hant", "zh-TW"];

/// An ordinal: `第`, a number or letters, and a unit's word.
struct Ordinal {
    /// The number or letters counted.
    label: String,
    /// The text from `第` on, for the failure's message.
    found: String,
}

/// Every ordinal of a row, column or box in `text`.
fn ordinals_in(text: &str) -> Vec<Ordinal> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if c != '第' {
            continue;
        }
        let rest: String = chars[i + 1..].iter().take(8).collect();
        let word = rest.trim_start();
        let label: String = word
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        let after = word[label.len()..].trim_start();
        if !label.is_empty() && after.starts_with(['行', '列', '宫', '宮']) {
            found.push(Ordinal {
                label,
                found: format!("第{rest}"),
            });
        }
    }
    found
}

/// The ordinals of `text` wrong in `notation`: every one with indexes
/// from 0; with a1 those on a row's letters (columns and boxes count from
/// 1 there, so `第 3 列` is right).
fn wrong_ordinals(text: &str, notation: &str) -> Vec<String> {
    ordinals_in(text)
        .into_iter()
        .filter(|o| notation == "index" || o.label.chars().all(|c| c.is_ascii_uppercase()))
        .map(|o| o.found)
        .collect()
}

/// What `solve --strategy STRATEGY --lang LANG --notation NOTATION`
/// prints, with `more` arguments after.
fn solve(strategy: &str, lang: &str, notation: &str, more: &[&str]) -> String {
    let args = [
        &[
            "solve",
            "--strategy",
            strategy,
            "--lang",
            lang,
            "--notation",
            notation,
        ][..],
        more,
    ]
    .concat();
    String::from_utf8(stdout_of(tool().args(args))).expect("UTF-8")
}

#[test]
fn traces_and_pages_name_units_by_label_where_the_numbers_are_indexes_or_letters() {
    for lang in CHINESE {
        for notation in ["index", "a1"] {
            for strategy in ["singles", "dlx"] {
                let text = solve(strategy, lang, notation, &[]);
                let wrong = wrong_ordinals(&text, notation);
                assert!(wrong.is_empty(), "{lang} {notation} {strategy}: {wrong:?}");
                // The singles search names units (its hidden singles): the
                // check has something to look at.
                let labels = ["行 ", "列 ", "宫 ", "宮 "];
                assert!(
                    strategy != "singles" || labels.iter().any(|l| text.contains(l)),
                    "{lang} {strategy}: no unit named"
                );
            }
            let page = solve("singles", lang, notation, &["--format", "html"]);
            let wrong = wrong_ordinals(&page, notation);
            assert!(wrong.is_empty(), "{lang} {notation} page: {wrong:?}");
        }
        // Counted from 1, the ordinal is right and stays.
        let text = solve("singles", lang, "rc", &[]);
        assert!(
            !ordinals_in(&text).is_empty(),
            "{lang} rc: 第 3 行 expected"
        );
        assert!(!text.contains("第 0 "), "{lang} rc counts from 1");
    }
}

#[test]
fn the_lesson_guides_put_no_ordinal_on_an_index() {
    for guide in [
        "docs/lesson.zh-Hans.md",
        "docs/lesson.zh-Hant.md",
        "docs/lesson.zh-TW.md",
    ] {
        let text = std::fs::read_to_string(common::root().join(guide)).unwrap();
        assert!(!text.contains("第 0 "), "{guide}: 第 0");
    }
}

#[test]
fn the_finder_finds_an_ordinal_and_passes_a_label() {
    assert_eq!(
        wrong_ordinals("推出 [2,6] 填 5：第 2 行里只有", "index").len(),
        1
    );
    assert_eq!(wrong_ordinals("列 C 裡只有這一格；第 C 行", "a1").len(), 1);
    assert!(
        wrong_ordinals("第 3 列里只有", "a1").is_empty(),
        "a1 counts columns from 1"
    );
    assert!(ordinals_in("行 2 里只有这一格；第 3 步；第 1 个解").is_empty());
}
