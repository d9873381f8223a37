//! One word for each idea: every language with a glossary
//! (`i18n/<tag>/glossary.toml`) is held to it, in every message the
//! language shows (its own files and, for a language with a fallback, the
//! fallback's messages it does not override) and in its lesson guide.
//! Each term's `use` word must appear somewhere; none of its `avoid` words
//! may appear anywhere (a synonym, or another region's word, would make a
//! class wonder whether two ideas are meant).

use crate::common;

use crate::messages;

use std::collections::BTreeMap;
use std::path::Path;

use messages::{Piece, Value};

/// The languages held to a glossary, each with its fallback: zh-TW is held
/// to its own words (列 a row, 限制, 推論, 弧一致性…) in every message it
/// shows, its overrides and the zh-Hant messages it inherits.
const CHINESE: &[(&str, Option<&str>)] = &[
    ("zh-Hans", None),
    ("zh-Hant", None),
    ("zh-TW", Some("zh-Hant")),
];

#[derive(serde::Deserialize)]
struct Glossary {
    lesson: String,
    terms: BTreeMap<String, Term>,
}

#[derive(serde::Deserialize)]
struct Term {
    #[serde(rename = "use")]
    word: String,
    #[serde(default)]
    avoid: Vec<String>,
}

/// The text a message can show: its literal pieces, every selector
/// variant's included (each can be shown), read as the build reads them.
fn text_of(value: &Value) -> String {
    let mut text = String::new();
    let mut add = |pieces: &[Piece]| {
        Piece::walk(pieces, &mut |piece| match piece {
            Piece::Text(t) => text.push_str(t),
            _ => text.push(' '),
        })
    };
    match value {
        Value::Text(pieces) => add(pieces),
        Value::List(items) => items.iter().for_each(|(_, pieces)| add(pieces)),
    }
    text
}

/// Every message of the Fluent files in `folder`, by id, as text.
fn messages_in(folder: &Path) -> BTreeMap<String, String> {
    let catalog = messages::read_folder(folder).expect("the build reads it too");
    catalog
        .values()
        .flat_map(|file| &file.messages)
        .map(|m| (m.id.clone(), text_of(&m.value)))
        .collect()
}

fn messages_of(tag: &str) -> BTreeMap<String, String> {
    messages_in(&common::root().join("i18n").join(tag))
}

/// What a reader of `tag` is shown: its fallback's messages, its own over them.
fn shown(tag: &str, fallback: Option<&str>) -> BTreeMap<String, String> {
    let mut all = fallback.map(messages_of).unwrap_or_default();
    all.extend(messages_of(tag));
    all
}

fn glossary(tag: &str) -> Glossary {
    let path = common::root().join("i18n").join(tag).join("glossary.toml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (every Chinese language has a glossary)",
            path.display()
        )
    });
    toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_chinese_message_and_lesson_keeps_to_its_glossary() {
    let mut faults = Vec::new();
    for &(tag, fallback) in CHINESE {
        let glossary = glossary(tag);
        let messages = shown(tag, fallback);
        assert!(
            messages.len() > 100,
            "{tag}: {} messages read",
            messages.len()
        );
        let lesson_path = common::root().join(&glossary.lesson);
        let lesson = std::fs::read_to_string(&lesson_path)
            .unwrap_or_else(|e| panic!("{tag}: {}: {e}", lesson_path.display()));
        for (name, term) in &glossary.terms {
            let used =
                messages.values().any(|m| m.contains(&term.word)) || lesson.contains(&term.word);
            if !used {
                faults.push(format!(
                    "{tag}: {name} is {:?}, which no message or lesson line uses",
                    term.word
                ));
            }
            for avoid in &term.avoid {
                let ids: Vec<&String> = messages
                    .iter()
                    .filter(|(_, m)| m.contains(avoid.as_str()))
                    .map(|(id, _)| id)
                    .collect();
                if !ids.is_empty() {
                    faults.push(format!(
                        "{tag}: {avoid:?} for {name} (say {:?}) in {ids:?}",
                        term.word
                    ));
                }
                let lines: Vec<usize> = lesson
                    .lines()
                    .enumerate()
                    .filter(|(_, l)| l.contains(avoid.as_str()))
                    .map(|(n, _)| n + 1)
                    .collect();
                if !lines.is_empty() {
                    faults.push(format!(
                        "{tag}: {avoid:?} for {name} (say {:?}) in {} lines {lines:?}",
                        term.word, glossary.lesson
                    ));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The test reads what it claims to: an avoided word planted in a copy of
/// the messages is found (a glossary check that could not fail would let
/// every synonym back in).
#[test]
fn an_avoided_word_is_found_in_a_message_and_in_a_selector_variant() {
    let dir = tempfile::tempdir().unwrap();
    let source = "p-a = 前向检验\np-b = { $n ->\n    [one] x\n   *[other] 弧一致性\n}\n";
    std::fs::write(dir.path().join("p.ftl"), source).unwrap();
    let texts = messages_in(dir.path());
    assert!(texts["p-a"].contains("前向检验"));
    assert!(texts["p-b"].contains("弧一致性"), "{:?}", texts["p-b"]);
}
