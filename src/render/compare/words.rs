//! The words of the comparison (`i18n/<tag>/compare.ftl`, with
//! `compare-backtrack.ftl` and `race.ftl`), and a line on what each
//! strategy does (the counters' names come from [`Lang::phrases`], as in
//! the text trace).

use crate::trace::{Inferring, Textbook};
use crate::words::Lang;
pub(super) use crate::words::{CompareWords as Words, RaceWords};

/// The strategies `compare-strategies` describes, in the order of its
/// attributes (a test holds each line to its strategy).
const DESCRIBED: [&str; 5] = ["candidates", "naive", "mrv", "singles", "dlx"];

/// The words in `lang`.
pub(super) fn words(lang: Lang) -> &'static Words {
    lang.compare()
}

/// What the strategy named `name` does, in one line; `None` for a name this
/// crate does not know (another program's).
pub(super) fn describe(words: &Words, name: &str) -> Option<String> {
    if let Some(k) = DESCRIBED.iter().position(|n| *n == name) {
        return Some(words.strategies[k].to_string());
    }
    let choices = Textbook::parse(name)?;
    let b = &words.backtrack;
    let mut parts = vec![if choices.mrv { b.mrv } else { b.first }];
    if choices.degree {
        parts.push(b.degree);
    }
    parts.push(if choices.lcv { b.lcv } else { b.ascending });
    match choices.inference {
        Inferring::None => {}
        Inferring::ForwardChecking => parts.push(b.fc),
        Inferring::Mac => parts.push(b.mac),
    }
    if choices.backjump {
        parts.push(b.backjump);
    }
    Some(format!(
        "{}{}{}{}",
        b.search,
        b.colon,
        parts.join(b.joint),
        b.stop
    ))
}

/// What the strategy named `name` does in a few words, for a race board's
/// caption: the five by name (`race-short`), a `backtrack` combination by
/// what it adds to plain backtracking (`race-adds`); `None` for a name this
/// crate does not know.
pub(super) fn short(words: &Words, name: &str) -> Option<String> {
    let race = &words.race;
    if let Some(k) = DESCRIBED.iter().position(|n| *n == name) {
        return Some(race.short[k].to_string());
    }
    let choices = Textbook::parse(name)?;
    let mut parts = Vec::new();
    if choices.mrv {
        parts.push(race.adds[1]);
    }
    if choices.degree {
        parts.push(race.adds[2]);
    }
    if choices.lcv {
        parts.push(race.adds[3]);
    }
    match choices.inference {
        Inferring::None => {}
        Inferring::ForwardChecking => parts.push(race.adds[4]),
        Inferring::Mac => parts.push(race.adds[5]),
    }
    if choices.backjump {
        parts.push(race.adds[6]);
    }
    Some(if parts.is_empty() {
        race.adds[0].to_string()
    } else {
        format!("{}{}", race.adds_lead, parts.join(race.adds_joint))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_strategy_of_every_line_up_is_described_in_every_language() {
        for lang in Lang::ALL {
            let words = words(lang);
            for name in ["candidates", "naive", "mrv", "singles", "dlx"] {
                assert!(describe(words, name).is_some(), "{name}");
            }
            let line = describe(words, "backtrack+mrv+lcv+mac").expect("a backtrack name");
            assert!(line.contains("(mrv)") || line.contains("（mrv）"), "{line}");
            assert!(line.contains("mac"), "{line}");
            assert!(describe(words, "student").is_none());
        }
        // Each line is its strategy's: the attributes of compare-strategies
        // are in the order of DESCRIBED.
        for (name, start) in [
            ("candidates", "Takes the first"),
            ("naive", "Walks"),
            ("mrv", "Branches"),
            ("singles", "Before each"),
            ("dlx", "Knuth's"),
        ] {
            assert!(
                describe(words(Lang::En), name).unwrap().starts_with(start),
                "{name}"
            );
        }
        // A race board's caption: each part the combination adds, in order.
        assert_eq!(
            short(words(Lang::En), "backtrack+mrv+lcv+mac").unwrap(),
            "adds: fewest values first, least-constraining value, arc consistency"
        );
        assert!(
            short(words(Lang::En), "backtrack")
                .unwrap()
                .starts_with("plain")
        );
        assert!(
            short(words(Lang::En), "dlx")
                .unwrap()
                .contains("dancing links")
        );
        assert_eq!(
            short(words(Lang::En), "backtrack+mrv+degree+fc").unwrap(),
            "adds: fewest values first, the degree heuristic, forward checking"
        );
        assert_eq!(
            describe(words(Lang::En), "backtrack+mrv+degree").unwrap(),
            "The textbook's backtracking search (Russell and Norvig): the cell with the fewest values left first (mrv); of those, the one with the most empty peers (degree); values ascending."
        );
        assert_eq!(
            describe(words(Lang::En), "backtrack+backjump").unwrap(),
            "The textbook's backtracking search (Russell and Norvig): the first empty cell in reading order; values ascending; conflict-directed backjumping: at a dead end, jump back to the latest guess that caused it."
        );
    }
}
