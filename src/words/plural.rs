//! Which plural category a whole number takes in a language: CLDR's rules
//! (`intl_pluralrules`), the same data the page's `Intl.PluralRules` uses,
//! so the text and the page choose the same variant.

use std::sync::OnceLock;

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

use super::Lang;

/// A plural category of CLDR (`other` is a selector's default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// `zero`.
    Zero,
    /// `one`.
    One,
    /// `two`.
    Two,
    /// `few`.
    Few,
    /// `many`.
    Many,
    /// `other`.
    Other,
}

impl Category {
    /// The category's name in CLDR and Fluent (`one`).
    pub fn name(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }
}

/// The rules of each language, made once: CLDR keys them by language
/// (`zh`, not `zh-TW`); a language CLDR does not know has only `other`.
fn rules(lang: Lang) -> Option<&'static PluralRules> {
    static RULES: OnceLock<Vec<Option<PluralRules>>> = OnceLock::new();
    let all = RULES.get_or_init(|| {
        Lang::EVERY
            .iter()
            .map(|l| {
                let language = l.tag().split('-').next().unwrap_or("en");
                let id: LanguageIdentifier = language.parse().ok()?;
                PluralRules::create(id, PluralRuleType::CARDINAL).ok()
            })
            .collect()
    });
    all.get(lang as usize).and_then(Option::as_ref)
}

/// How many small numbers have their category worked out once per
/// language: the counts a trace's sentences choose by (a constraint's
/// options, a backjump's guesses) are small, and the text trace chooses
/// per event.
const SMALL: usize = 128;

/// The category `n` takes in `lang`.
pub fn category(lang: Lang, n: u64) -> Category {
    static SMALL_CATEGORIES: OnceLock<Vec<[Category; SMALL]>> = OnceLock::new();
    let tables = SMALL_CATEGORIES.get_or_init(|| {
        Lang::EVERY
            .iter()
            .map(|&l| std::array::from_fn(|k| by_rules(l, k as u64)))
            .collect()
    });
    match usize::try_from(n) {
        Ok(k) if k < SMALL => tables[lang as usize][k],
        _ => by_rules(lang, n),
    }
}

/// The category `n` takes in `lang`, by CLDR's rules.
fn by_rules(lang: Lang, n: u64) -> Category {
    let Some(rules) = rules(lang) else {
        return Category::Other;
    };
    match rules.select(n) {
        Ok(PluralCategory::ZERO) => Category::Zero,
        Ok(PluralCategory::ONE) => Category::One,
        Ok(PluralCategory::TWO) => Category::Two,
        Ok(PluralCategory::FEW) => Category::Few,
        Ok(PluralCategory::MANY) => Category::Many,
        _ => Category::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_has_one_and_other_and_chinese_other_only() {
        assert_eq!(category(Lang::En, 1), Category::One);
        assert_eq!(category(Lang::En, 0), Category::Other);
        assert_eq!(category(Lang::En, 2), Category::Other);
        for lang in [Lang::ZhHans, Lang::ZhHant, Lang::ZhTw] {
            assert_eq!(category(lang, 1), Category::Other, "{}", lang.tag());
        }
    }
}
