//! The build step of the words layer (`build/`), run on altered copies of
//! `i18n/`: each fault a translator can make fails the build, naming the
//! file, the line and the message; a new language is a folder and a
//! manifest entry.

use crate::common;

use crate::compile;
use crate::fonts;
use crate::manifest;

use std::fs;
use std::path::{Path, PathBuf};

/// A copy of `i18n/` in a temporary folder.
struct Copy {
    _dir: tempfile::TempDir,
    root: PathBuf,
}

impl Copy {
    fn new() -> Copy {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let root = dir.path().join("i18n");
        copy_tree(&common::root().join("i18n"), &root);
        Copy { _dir: dir, root }
    }

    /// Replaces `from` by `to` in `file` (relative to `i18n/`), which must
    /// hold `from`.
    fn edit(&self, file: &str, from: &str, to: &str) {
        let path = self.root.join(file);
        let text = fs::read_to_string(&path).expect("the file to edit");
        assert!(text.contains(from), "{file} holds no {from:?}");
        fs::write(&path, text.replacen(from, to, 1)).expect("written");
    }

    fn faults(&self) -> Vec<String> {
        match compile::compile(&self.root) {
            Ok(_) => Vec::new(),
            Err(faults) => faults,
        }
    }
}

fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).expect("a folder");
    for entry in fs::read_dir(from).expect("i18n/") {
        let entry = entry.expect("an entry");
        let path = entry.path();
        if path.is_dir() {
            copy_tree(&path, &to.join(entry.file_name()));
        } else {
            fs::copy(&path, to.join(entry.file_name())).expect("copied");
        }
    }
}

/// The one fault of `faults`, which must mention every one of `words`.
fn the_fault<'a>(faults: &'a [String], words: &[&str]) -> &'a str {
    assert_eq!(faults.len(), 1, "one fault expected: {faults:#?}");
    for word in words {
        assert!(
            faults[0].contains(word),
            "{:?} should mention {word:?}",
            faults[0]
        );
    }
    &faults[0]
}

#[test]
fn the_messages_as_they_are_compile() {
    let copy = Copy::new();
    let code = compile::compile(&copy.root).unwrap_or_else(|f| panic!("{f:#?}"));
    assert!(code.contains("pub struct Phrases"));
    assert!(code.contains("Lang::ZhTw => \"zh-TW\""));
}

#[test]
fn a_message_deleted_from_a_chinese_file_fails_the_build_by_name() {
    let copy = Copy::new();
    copy.edit(
        "zh-Hans/narration.ftl",
        "narration-undone =",
        "narration-undone-gone =",
    );
    let faults = copy.faults();
    assert!(
        faults
            .iter()
            .any(|f| f.contains("zh-Hans/narration.ftl")
                && f.contains("narration-undone is missing")),
        "{faults:#?}"
    );
}

#[test]
fn a_misspelt_variable_fails_the_build() {
    let copy = Copy::new();
    copy.edit("zh-Hant/narration.ftl", "{ $cell }", "{ $cel }");
    let faults = copy.faults();
    the_fault(
        &faults,
        &["zh-Hant/narration.ftl:", "narration-", "cel", "English"],
    );
}

#[test]
fn an_empty_message_fails_the_build() {
    let copy = Copy::new();
    copy.edit("zh-Hans/page.ftl", "page-skip = ", "page-skip = {\"\"}\n# ");
    let faults = copy.faults();
    the_fault(&faults, &["zh-Hans/page.ftl:", "page-skip", "empty"]);
}

#[test]
fn a_character_of_the_other_script_fails_the_build() {
    let copy = Copy::new();
    // 这 is Simplified; zh-Hant writes 這.
    copy.edit("zh-Hant/narration.ftl", "這", "这");
    let faults = copy.faults();
    the_fault(&faults, &["zh-Hant/narration.ftl:", "这", "traditional"]);
}

#[test]
fn taiwan_repeating_what_zh_hant_says_fails_the_build() {
    let copy = Copy::new();
    let zh_hant = fs::read_to_string(copy.root.join("zh-Hant/narration.ftl")).unwrap();
    let line = zh_hant
        .lines()
        .find(|l| l.starts_with("narration-solved ="))
        .expect("zh-Hant says narration-solved");
    let taiwan = copy.root.join("zh-TW/narration.ftl");
    let text = fs::read_to_string(&taiwan).unwrap();
    assert!(
        !text.contains("narration-solved ="),
        "zh-TW already says it"
    );
    fs::write(&taiwan, format!("{text}\n{line}\n")).unwrap();
    let faults = copy.faults();
    the_fault(
        &faults,
        &["zh-TW/narration.ftl:", "narration-solved", "zh-Hant"],
    );
}

#[test]
fn an_english_variable_without_a_comment_fails_the_build() {
    let copy = Copy::new();
    copy.edit(
        "en/narration.ftl",
        "# A solution: $number.\n",
        "# A solution.\n",
    );
    let faults = copy.faults();
    the_fault(
        &faults,
        &["en/narration.ftl:", "narration-solved", "$number"],
    );
}

#[test]
fn a_message_english_does_not_have_fails_the_build() {
    let copy = Copy::new();
    let path = copy.root.join("zh-Hans/check.ftl");
    let text = fs::read_to_string(&path).unwrap();
    fs::write(&path, format!("{text}\ncheck-extra = 多余\n")).unwrap();
    let faults = copy.faults();
    the_fault(
        &faults,
        &[
            "zh-Hans/check.ftl:",
            "check-extra",
            "not an English message",
        ],
    );
}

#[test]
fn broken_fluent_fails_the_build_with_its_line() {
    let copy = Copy::new();
    let path = copy.root.join("zh-Hans/check.ftl");
    let text = fs::read_to_string(&path).unwrap();
    let lines = text.lines().count();
    fs::write(&path, format!("{text}check-broken = {{ $oops\n")).unwrap();
    let faults = copy.faults();
    assert!(!faults.is_empty());
    assert!(
        faults
            .iter()
            .any(|f| f.contains(&format!("zh-Hans/check.ftl:{}", lines + 1))),
        "{faults:#?}"
    );
}

#[test]
fn a_new_language_is_a_folder_and_a_manifest_entry() {
    let copy = Copy::new();
    copy_tree(&copy.root.join("en"), &copy.root.join("en-GB"));
    let manifest = copy.root.join("languages.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    fs::write(
        &manifest,
        format!(
            "{text}\n[[language]]\ntag = \"en-GB\"\nvariant = \"EnGb\"\nabout = \"British English.\"\nscript = \"latin\"\nnotation = \"a1\"\nfallback = \"en\"\n"
        ),
    )
    .unwrap();
    // British English says only what differs: one message.
    for entry in fs::read_dir(copy.root.join("en-GB")).unwrap() {
        fs::remove_file(entry.unwrap().path()).unwrap();
    }
    fs::write(
        copy.root.join("en-GB/narration.ftl"),
        "narration-end-none = Search complete: no solution whatsoever.\n",
    )
    .unwrap();
    let code = compile::compile(&copy.root).unwrap_or_else(|f| panic!("{f:#?}"));
    assert!(code.contains("EnGb,"));
    assert!(code.contains("Lang::EnGb => \"en-GB\""));
    assert!(code.contains("Lang::EnGb => Notation::A1"));
    assert!(code.contains("no solution whatsoever."));
    assert!(code.contains("Lang::En, Lang::ZhHans, Lang::ZhHant, Lang::ZhTw, Lang::EnGb]"));
}

#[test]
fn a_selector_compiles_into_a_pattern_chosen_by_number() {
    let copy = Copy::new();
    let code = compile::compile(&copy.root).unwrap_or_else(|f| panic!("{f:#?}"));
    assert!(code.contains("placements: Pattern { lang: Lang::En, parts: &[Part::Select"));
    // Chinese says it without a selector, still a pattern (of one text).
    assert!(code.contains("placements: Pattern { lang: Lang::ZhHans, parts: &[Part::Var(\"n\"), Part::Text(\" 次\"), ] }"));
    assert!(code.contains("pub n: u64,"));
}

#[test]
fn a_plural_category_the_language_lacks_fails_the_build() {
    let copy = Copy::new();
    copy.edit(
        "zh-Hans/check.ftl",
        "check-placements = { $n } 次",
        "check-placements = { $n ->\n        [few] { $n } 次\n       *[other] { $n } 次\n    }",
    );
    let faults = copy.faults();
    the_fault(
        &faults,
        &[
            "zh-Hans/check.ftl:",
            "check-placements",
            "[few]",
            "plural category",
        ],
    );
}

/// A selector whose English keys are words chooses by the variable's text:
/// the variable stays text (`&dyn Display`), its keys compile to
/// `Key::Word`, and the text trace and the page choose by them.
#[test]
fn a_selector_on_a_word_compiles_into_a_pattern_chosen_by_text() {
    let copy = Copy::new();
    let code = compile::compile(&copy.root).unwrap_or_else(|f| panic!("{f:#?}"));
    assert!(code.contains("(Key::Word(\"pruned\"), &["), "no word key");
    let at = code
        .find("pub struct FaultsTextbookConflictsMiss")
        .expect("the message's variables");
    let fields = &code[at..at + code[at..].find('}').unwrap()];
    assert!(fields.contains("pub rule: &'a dyn Display,"), "{fields}");
    // Each language's words for both rules.
    let rule = |lang: sudoku_trace::words::Lang, word: &str| {
        lang.verify().faults.textbook.conflicts_miss(
            sudoku_trace::words::vars::FaultsTextbookConflictsMiss {
                guess: &"r1c2 (depth 1)",
                digit: &"1",
                rule: &word,
            },
        )
    };
    use sudoku_trace::words::Lang;
    assert!(rule(Lang::En, "pruned").contains("forward checking pruned 1"));
    assert!(rule(Lang::En, "blamed").contains("the earliest guess excluding 1"));
    assert!(rule(Lang::ZhHans, "pruned").contains("前向检查"));
    assert!(!rule(Lang::ZhHans, "blamed").contains("前向检查"));
}

#[test]
fn a_word_key_english_lacks_fails_the_build() {
    let copy = Copy::new();
    copy.edit(
        "zh-Hans/faults-textbook.ftl",
        "[pruned] 正是它的前向检查",
        "[prund] 正是它的前向检查",
    );
    let faults = copy.faults();
    the_fault(
        &faults,
        &[
            "zh-Hans/faults-textbook.ftl:",
            "faults-textbook-conflicts-miss",
            "[prund]",
            "not a key of English's selector",
        ],
    );
}

#[test]
fn a_selector_must_default_to_other() {
    let copy = Copy::new();
    copy.edit(
        "en/check.ftl",
        "       *[other] { $n } placements",
        "       *[many] { $n } placements",
    );
    let faults = copy.faults();
    the_fault(&faults, &["en/check.ftl:", "check-placements", "*[other]"]);
}

/// The pages' fonts are the manifest's: each language with fonts of its
/// own, or its fallback's, gets its rule (zh-TW takes zh-Hant's), and a
/// list that could end the rule is refused.
#[test]
fn the_pages_fonts_come_from_the_manifest() {
    let copy = Copy::new();
    let fonts = |copy: &Copy| {
        let languages = manifest::read(&copy.root.join("languages.toml")).expect("the manifest");
        fonts::css(&languages)
    };
    let css = fonts(&copy).expect("the fonts");
    for tag in ["zh-Hans", "zh-Hant", "zh-TW"] {
        assert!(css.contains(&format!("html:lang({tag}) body")), "{css}");
    }
    assert!(!css.contains("html:lang(en)"), "{css}");
    let tw = css
        .lines()
        .find(|l| l.contains("lang(zh-TW)"))
        .expect("zh-TW");
    assert!(tw.contains("\"PingFang TC\""), "{tw}");
    // A new language needs no template: its line in the manifest is enough.
    copy.edit(
        "languages.toml",
        "notation = \"rc\"\n",
        "notation = \"rc\"\nfonts = 'Georgia, serif'\n",
    );
    let css = fonts(&copy).expect("the fonts");
    assert!(
        css.contains("html:lang(en) body, html:lang(en) svg text { font-family: Georgia, serif; }"),
        "{css}"
    );
    copy.edit(
        "languages.toml",
        "Georgia, serif",
        "serif; } body { color: red",
    );
    let fault = fonts(&copy).expect_err("a list that ends the rule");
    assert!(
        fault.contains("`en`") && fault.contains("font-family"),
        "{fault}"
    );
}
