//! The plural categories a language has for whole numbers, from CLDR's
//! rules (`intl_pluralrules`, the data `Intl.PluralRules` uses in the page),
//! so that a selector's `[few]` in a language without it fails the build.

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// The categories `tag`'s language gives some whole number, `other`
/// always among them. CLDR's rules are keyed by language (`zh`, not
/// `zh-TW`).
pub fn categories(tag: &str) -> Vec<&'static str> {
    let language = tag.split('-').next().unwrap_or(tag);
    let Ok(id) = language.parse::<LanguageIdentifier>() else {
        return vec!["other"];
    };
    let Ok(rules) = PluralRules::create(id, PluralRuleType::CARDINAL) else {
        return vec!["other"];
    };
    let mut out = vec!["other"];
    for n in 0..=1_000u64 {
        let name = match rules.select(n) {
            Ok(PluralCategory::ZERO) => "zero",
            Ok(PluralCategory::ONE) => "one",
            Ok(PluralCategory::TWO) => "two",
            Ok(PluralCategory::FEW) => "few",
            Ok(PluralCategory::MANY) => "many",
            _ => "other",
        };
        if !out.contains(&name) {
            out.push(name);
        }
    }
    out
}
