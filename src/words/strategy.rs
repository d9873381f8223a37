//! A strategy as a heading or a sentence names it: in the language, with
//! its code after it where the two differ (`回溯＋前向检查（backtrack+fc）`),
//! from `i18n/<tag>/strategies.ftl`. English's names are the codes, so
//! English says the code alone.

use std::borrow::Cow;

use super::user_text;
use super::{Lang, vars};
use crate::trace::{Inferring, Textbook};

/// The five strategies `strategies-names` lists, in its order.
const NAMED: [&str; 5] = ["candidates", "naive", "mrv", "singles", "dlx"];

impl Lang {
    /// The strategy `code` (a trace's `strategy`) named in this language:
    /// the name and the code, or the code alone where the language's name
    /// is the code. A name this crate does not know (another program's)
    /// is shown whole, made safe to print (`user_text::shown`).
    pub fn strategy_named(self, code: &str) -> Cow<'_, str> {
        self.known_strategy_named(code)
            .unwrap_or_else(|| user_text::shown(code))
    }

    /// [`Lang::strategy_named`] for a strategy this crate knows; `None`
    /// for another program's, which a caller shows its own way (one line
    /// cuts it: `trace::shown_name`).
    pub fn known_strategy_named(self, code: &str) -> Option<Cow<'_, str>> {
        let name = self.strategy_name(code)?;
        if name == code {
            return Some(Cow::Borrowed(code));
        }
        let words = self.strategies();
        Some(Cow::Owned(words.named(vars::StrategiesNamed {
            name: &name,
            code: &code,
        })))
    }

    /// The name of strategy `code` in this language alone, `None` for a
    /// strategy this crate does not know.
    fn strategy_name(self, code: &str) -> Option<String> {
        let words = self.strategies();
        if let Some(k) = NAMED.iter().position(|n| *n == code) {
            return Some(words.names[k].to_string());
        }
        let choices = Textbook::parse(code)?;
        let parts = &words.backtrack;
        let mut name = vec![parts[0]];
        if choices.mrv {
            name.push(parts[1]);
        }
        if choices.degree {
            name.push(parts[2]);
        }
        if choices.lcv {
            name.push(parts[3]);
        }
        match choices.inference {
            Inferring::None => {}
            Inferring::ForwardChecking => name.push(parts[4]),
            Inferring::Mac => name.push(parts[5]),
        }
        if choices.backjump {
            name.push(parts[6]);
        }
        Some(name.join(words.joint))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// English's names are the codes: every strategy and combination the
    /// solver writes reads back as itself, so the names' order in the
    /// Fluent lists matches `NAMED` and the parts' order.
    #[test]
    fn english_names_each_strategy_by_its_code() {
        for code in NAMED.iter().copied().chain(COMBINATIONS) {
            assert_eq!(Lang::En.strategy_named(code), code);
        }
    }

    const COMBINATIONS: [&str; 9] = [
        "backtrack",
        "backtrack+mrv+degree+fc",
        "backtrack+mrv+degree+lcv+backjump",
        "backtrack+mrv",
        "backtrack+lcv+fc",
        "backtrack+mrv+lcv+mac",
        "backtrack+backjump",
        "backtrack+mrv+fc",
        "backtrack+mrv+lcv+backjump",
    ];

    #[test]
    fn chinese_names_a_strategy_first_and_its_code_after() {
        assert_eq!(
            Lang::ZhHans.strategy_named("backtrack+mrv+fc"),
            "回溯＋最少剩余值＋前向检查（backtrack+mrv+fc）"
        );
        assert_eq!(Lang::ZhHans.strategy_named("dlx"), "舞蹈链（dlx）");
        assert_eq!(
            Lang::ZhHans.strategy_named("backtrack+mrv+degree+fc"),
            "回溯＋最少剩余值＋度启发式＋前向检查（backtrack+mrv+degree+fc）"
        );
        assert_eq!(
            Lang::ZhHant.strategy_named("backtrack+mrv+degree"),
            "回溯＋最少剩餘值＋度數啟發式（backtrack+mrv+degree）"
        );
        assert_eq!(
            Lang::ZhTw.strategy_named("backtrack+mac"),
            "回溯＋弧一致性（backtrack+mac）"
        );
        assert_eq!(
            Lang::ZhHant.strategy_named("backtrack+lcv+backjump"),
            "回溯＋最少約束值＋衝突引導回跳（backtrack+lcv+backjump）"
        );
    }

    /// Another program's strategy is shown as it came, made safe to print.
    #[test]
    fn an_unknown_strategy_is_its_code_shown_safely() {
        assert_eq!(Lang::ZhHans.strategy_named("student"), "student");
        assert_eq!(
            Lang::ZhHans.strategy_named("backtrack+fc+mrv"),
            "backtrack+fc+mrv"
        );
        assert_eq!(Lang::ZhHans.strategy_named("a\u{202e}b"), "a[U+202E]b");
    }
}
