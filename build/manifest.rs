//! `i18n/languages.toml`: every language, in the order the tool lists them.

use std::path::Path;

use serde::Deserialize;

/// One language of the manifest.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Language {
    /// The BCP 47 tag: the folder's name, `--lang`'s value, `<html lang>`.
    pub tag: String,
    /// The name of its `Lang` variant.
    pub variant: String,
    /// What it is, for the variant's doc comment.
    pub about: String,
    /// The script its messages are written in: `latin`, `simplified`,
    /// `traditional`.
    pub script: String,
    /// How it names cells when `--notation` is not given: `rc`, `index`, `a1`.
    pub notation: String,
    /// The language a missing message is taken from (zh-TW from zh-Hant).
    #[serde(default)]
    pub fallback: Option<String>,
    /// Offered to users (`--lang`, `Lang::ALL`); a pseudo-locale for tests
    /// is not.
    #[serde(default = "listed")]
    pub listed: bool,
    /// A pseudo-locale derived from English at build time (no folder).
    #[serde(default)]
    pub pseudo: bool,
    /// The pages' fonts in this language (a CSS `font-family` list), where
    /// the default does not show its script well; a language with a
    /// fallback and no fonts of its own takes its fallback's.
    #[serde(default)]
    pub fonts: Option<String>,
}

fn listed() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    language: Vec<Language>,
}

/// The languages of the manifest at `path`, checked: English first (the
/// reference), tags unique, each fallback an earlier language without one.
pub fn read(path: &Path) -> Result<Vec<Language>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let manifest: Manifest =
        toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let languages = manifest.language;
    let place = path.display();
    if languages.first().map(|l| l.tag.as_str()) != Some("en") {
        return Err(format!(
            "{place}: the first language must be `en`, the reference"
        ));
    }
    for (i, language) in languages.iter().enumerate() {
        if languages[..i]
            .iter()
            .any(|l| l.tag == language.tag || l.variant == language.variant)
        {
            return Err(format!("{place}: `{}` is listed twice", language.tag));
        }
        if !["latin", "simplified", "traditional"].contains(&language.script.as_str()) {
            return Err(format!(
                "{place}: `{}` has script `{}`; expected latin, simplified or traditional",
                language.tag, language.script
            ));
        }
        if !["rc", "index", "a1"].contains(&language.notation.as_str()) {
            return Err(format!(
                "{place}: `{}` has notation `{}`; expected rc, index or a1",
                language.tag, language.notation
            ));
        }
        if let Some(fallback) = &language.fallback {
            let Some(base) = languages[..i].iter().find(|l| &l.tag == fallback) else {
                return Err(format!(
                    "{place}: `{}` falls back to `{fallback}`, which is not listed before it",
                    language.tag
                ));
            };
            if base.fallback.is_some() {
                return Err(format!(
                    "{place}: `{fallback}` has a fallback of its own: one step only"
                ));
            }
        }
    }
    Ok(languages)
}
