//! A message that chooses its words by a number (`{ $n -> [one] … *[other]
//! … }` in its Fluent file) or by a word (`{ $rule -> [pruned] … *[other]
//! … }`), compiled by the build into parts and formatted
//! here with the language's plural rules. A message without a selector in
//! any language stays a plain `&'static str` template.

use std::fmt::{Display, Write};

use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};

use super::Lang;
use super::plural::{Category, category};

/// A compiled message with selectors, in one language.
#[derive(Debug)]
pub struct Pattern {
    /// The language whose plural rules choose the variants.
    pub(crate) lang: Lang,
    /// Its parts, in order.
    pub(crate) parts: &'static [Part],
}

/// A piece of a [`Pattern`].
#[derive(Debug)]
pub enum Part {
    /// Text written as it is.
    Text(&'static str),
    /// A variable's value.
    Var(&'static str),
    /// The variant of the first arm whose key the number (or word) `var`
    /// matches, else `other`.
    Select {
        /// The variable holding the number or the word.
        var: &'static str,
        /// The keyed variants, in the file's order.
        arms: &'static [(Key, &'static [Part])],
        /// The default variant.
        other: &'static [Part],
    },
}

/// The key of a variant: an exact number, a plural category or a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// `[0]`: exactly this number.
    Exact(u64),
    /// `[one]`, `[few]`: a plural category.
    Category(Category),
    /// `[pruned]`: a variable whose text is this word.
    Word(&'static str),
}

impl Key {
    /// The first of `keys` that `n` matches in `lang`: its exact number, or
    /// the plural category `lang`'s rules give it.
    pub fn matching(keys: &[Key], lang: Lang, n: u64) -> Option<usize> {
        let wanted = category(lang, n);
        keys.iter().position(|key| match key {
            Key::Exact(k) => *k == n,
            Key::Category(c) => *c == wanted,
            Key::Word(_) => false,
        })
    }

    /// The first of `keys` that is the word `text`.
    pub fn matching_word(keys: &[Key], text: &str) -> Option<usize> {
        keys.iter()
            .position(|key| matches!(key, Key::Word(w) if *w == text))
    }
}

/// A value a [`Pattern`] is formatted with.
#[derive(Clone, Copy)]
pub enum Arg<'a> {
    /// Anything written as it displays.
    Text(&'a dyn Display),
    /// A number, which a selector may choose by.
    Number(u64),
}

impl Pattern {
    /// The message with `values`: each variable as it displays, each
    /// selector's variant chosen by its number's plural category. A
    /// variable without a value is written as `{name}`, as `fill` leaves it.
    pub fn format(&self, values: &[(&str, Arg<'_>)]) -> String {
        let mut out = String::new();
        self.write(&mut out, self.parts, values);
        out
    }

    /// The variant of a selector on `n`.
    pub fn choose(
        &self,
        arms: &'static [(Key, &'static [Part])],
        other: &'static [Part],
        n: u64,
    ) -> &'static [Part] {
        let keys: Vec<Key> = arms.iter().map(|(key, _)| *key).collect();
        Key::matching(&keys, self.lang, n).map_or(other, |i| arms[i].1)
    }

    /// The variant of a selector on a word.
    fn choose_word(
        arms: &'static [(Key, &'static [Part])],
        other: &'static [Part],
        word: &str,
    ) -> &'static [Part] {
        arms.iter()
            .find(|(key, _)| matches!(key, Key::Word(w) if *w == word))
            .map_or(other, |(_, arm)| arm)
    }

    fn write(&self, out: &mut String, parts: &'static [Part], values: &[(&str, Arg<'_>)]) {
        let find = |name: &str| values.iter().find(|(k, _)| *k == name).map(|(_, v)| *v);
        // Whether the last part written was a value (see `spacing`).
        let mut after_value = false;
        for part in parts {
            let was_value = std::mem::replace(&mut after_value, matches!(part, Part::Var(_)));
            match part {
                Part::Text(text) if was_value => {
                    let text = super::spacing::after_value(out, text);
                    out.push_str(text)
                }
                Part::Text(text) => out.push_str(text),
                Part::Var(name) => match find(name) {
                    Some(Arg::Text(v)) => {
                        let start = out.len();
                        let _ = write!(out, "{v}");
                        super::spacing::before_value(out, start);
                    }
                    Some(Arg::Number(n)) => {
                        let _ = write!(out, "{n}");
                    }
                    None => {
                        let _ = write!(out, "{{{name}}}");
                    }
                },
                Part::Select { var, arms, other } => {
                    let chosen = match find(var) {
                        Some(Arg::Number(n)) => self.choose(arms, other, n),
                        Some(Arg::Text(v)) => Self::choose_word(arms, other, &v.to_string()),
                        None => other,
                    };
                    self.write(out, chosen, values);
                }
            }
        }
    }
}

/// The page's form of a pattern: a JSON array of parts, text as strings,
/// `{"var": name}`, and `{"plural": name, "arms": [[key, parts]…],
/// "other": parts}` with keys as `"one"`, `"=0"` or `"=pruned"`, formatted by the page's
/// one formatter with `Intl.PluralRules`.
impl Serialize for Pattern {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Parts(self.parts).serialize(serializer)
    }
}

struct Parts(&'static [Part]);

impl Serialize for Parts {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for part in self.0 {
            match part {
                Part::Text(text) => seq.serialize_element(text)?,
                Part::Var(name) => seq.serialize_element(&VarPart(name))?,
                Part::Select { var, arms, other } => {
                    seq.serialize_element(&PluralPart { var, arms, other })?
                }
            }
        }
        seq.end()
    }
}

struct VarPart(&'static str);

impl Serialize for VarPart {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(1))?;
        map.serialize_entry("var", self.0)?;
        map.end()
    }
}

struct PluralPart {
    var: &'static str,
    arms: &'static [(Key, &'static [Part])],
    other: &'static [Part],
}

impl Serialize for PluralPart {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let arms: Vec<(String, Parts)> = self
            .arms
            .iter()
            .map(|(key, parts)| {
                let key = match key {
                    Key::Exact(n) => format!("={n}"),
                    Key::Category(c) => c.name().to_string(),
                    Key::Word(w) => format!("={w}"),
                };
                (key, Parts(parts))
            })
            .collect();
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("plural", self.var)?;
        map.serialize_entry("arms", &arms)?;
        map.serialize_entry("other", &Parts(self.other))?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use crate::words::{Lang, vars};

    #[test]
    fn english_chooses_one_or_other_by_the_number() {
        let w = Lang::En.check();
        assert_eq!(w.dead_ends(vars::CheckDeadEnds { n: 1 }), "1 dead end");
        assert_eq!(w.dead_ends(vars::CheckDeadEnds { n: 0 }), "0 dead ends");
        assert_eq!(w.dead_ends(vars::CheckDeadEnds { n: 2 }), "2 dead ends");
    }

    #[test]
    fn chinese_says_the_same_words_for_every_number() {
        for n in [0, 1, 2] {
            let said = Lang::ZhHans.check().dead_ends(vars::CheckDeadEnds { n });
            assert_eq!(said, format!("{n} 条"));
        }
    }

    #[test]
    fn the_page_receives_a_word_key_as_equals_the_word() {
        let json =
            serde_json::to_string(&Lang::En.verify().faults.textbook.conflicts_miss).unwrap();
        assert!(
            json.contains(r#"{"plural":"rule","arms":[["=pruned","#),
            "{json}"
        );
    }

    #[test]
    fn the_page_receives_a_selector_as_parts() {
        let json = serde_json::to_string(&Lang::En.check().placements).unwrap();
        assert_eq!(
            json,
            r#"[{"plural":"n","arms":[["one",[{"var":"n"}," placement"]]],"other":[{"var":"n"}," placements"]}]"#
        );
    }
}
