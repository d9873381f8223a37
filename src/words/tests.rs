//! The catalogs: counters in order, what each puzzle teaches, numbers
//! stated alike in every language, and the words for rows and columns
//! its readers use.

use super::check::SCRIPT_PAIRS;
use super::*;
use crate::trace::CounterName;
use crate::words::vars;

#[test]
fn fill_replaces_every_named_hole() {
    let s = fill(
        "{a} and {b}, {a} again, {unknown}",
        &[("a", "1"), ("b", "2")],
    );
    assert_eq!(s, "1 and 2, 1 again, {unknown}");
}

#[test]
fn every_language_names_every_counter_in_order() {
    for lang in Lang::ALL {
        let keys: Vec<CounterName> = lang.phrases().counters.iter().map(|c| c.key).collect();
        assert_eq!(keys, CounterName::EVERY_SEARCH, "{}", lang.tag());
        let keys: Vec<CounterName> = lang.textbook().counters.iter().map(|c| c.key).collect();
        assert_eq!(keys, CounterName::WHEN_USED, "{}", lang.tag());
    }
    // The two lists are written apart from `ALL`: together they are all.
    let all: Vec<CounterName> = CounterName::EVERY_SEARCH
        .into_iter()
        .chain(CounterName::WHEN_USED)
        .collect();
    assert_eq!(all, CounterName::ALL);
}

/// The numbers a sentence states, as values: `8,969`, `9.7 million`
/// (9,700,000) and `970 万` (the same) alike.
fn stated_numbers(text: &str) -> Vec<u64> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        let after = &rest[start..];
        let end = after
            .find(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
            .unwrap_or(after.len());
        let digits = after[..end].trim_end_matches(['.', ',']);
        let value: f64 = digits.replace(',', "").parse().expect("a number");
        let tail = after[digits.len()..].trim_start();
        let scale = if tail.starts_with("million") {
            1e6
        } else if tail.starts_with('万') || tail.starts_with('萬') {
            1e4
        } else {
            1.0
        };
        found.push((value * scale).round() as u64);
        rest = &after[digits.len()..];
    }
    found.sort_unstable();
    found
}

#[test]
fn every_language_states_the_numbers_english_states_of_each_puzzle() {
    let english = Lang::En.puzzles().teaches;
    let grid2 = crate::library::find("norvig-grid2").expect("in the library");
    assert_eq!(stated_numbers(grid2.teaches(Lang::En)), [481, 9_700_000]);
    for lang in Lang::ALL {
        for (said, original) in lang.puzzles().teaches.iter().zip(english) {
            assert_eq!(
                stated_numbers(said),
                stated_numbers(original),
                "{}: {said}",
                lang.tag()
            );
        }
    }
}

#[test]
fn the_script_pairs_differ() {
    for &(simplified, traditional) in SCRIPT_PAIRS {
        assert_ne!(simplified, traditional);
    }
}

#[test]
fn taiwan_calls_a_row_lie_and_a_column_hang() {
    let units = |lang: Lang| {
        let p = lang.phrases();
        (p.units, p.numbered_units)
    };
    assert_eq!(
        units(Lang::ZhTw),
        (["列", "行", "宮"], ["第 {n} 列", "第 {n} 行", "第 {n} 宮"])
    );
    // The seeds, in either script, the other way round.
    assert_eq!(
        units(Lang::ZhHant),
        (["行", "列", "宮"], ["第 {n} 行", "第 {n} 列", "第 {n} 宮"])
    );
    assert_eq!(
        units(Lang::ZhHans),
        (["行", "列", "宫"], ["第 {n} 行", "第 {n} 列", "第 {n} 宫"])
    );
    // Inside sentences too: a dead end lists row, column, box in that order.
    let dead_end = |lang: Lang| lang.phrases().counters[3].definition;
    assert!(dead_end(Lang::ZhTw).contains("某列、行或宮"));
    assert!(dead_end(Lang::ZhHans).contains("某行、列或宫"));
}

#[test]
fn taiwan_and_the_seeds_name_candidates_each_in_their_own_word() {
    assert!(Lang::ZhTw.phrases().candidates.contains("候選數"));
    assert!(Lang::ZhHant.phrases().candidates.contains("備選數"));
    assert!(Lang::ZhHans.phrases().candidates.contains("备选数"));
    for (path, message) in super::check::messages(Lang::ZhTw.catalog()) {
        assert!(!message.contains("備選"), "zh-TW {path}: {message}");
    }
}

#[test]
fn tags_read_back_in_any_case() {
    for lang in Lang::ALL {
        assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        assert_eq!(Lang::from_tag(&lang.tag().to_lowercase()), Some(lang));
    }
    assert_eq!(Lang::from_tag("zh-tw"), Some(Lang::ZhTw));
    assert_eq!(Lang::from_tag("zh"), None);
}

#[test]
fn the_command_lines_messages_use_each_languages_words_too() {
    let once = |lang: Lang| lang.puzzle_errors().expected_once_per_unit;
    assert!(once(Lang::ZhTw).contains("每一列、每一行、每一宮"));
    assert!(once(Lang::ZhHant).contains("每一行、每一列、每一宮"));
    assert!(once(Lang::ZhHans).contains("每一行、每一列、每一宫"));
    // Taiwan's givens are 提示數, the seeds' 已知數, in check's summary too.
    let well_formed = |lang: Lang| {
        lang.check().well_formed(vars::CheckWellFormed {
            size: &9,
            r#box: &"3x3",
            givens: 30,
            empty: 51,
        })
    };
    assert!(well_formed(Lang::ZhTw).contains("提示數"));
    assert!(well_formed(Lang::ZhHant).contains("已知數"));
    assert!(well_formed(Lang::ZhHans).contains("已知数"));
}
