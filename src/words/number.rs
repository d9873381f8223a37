//! How a language writes a count, a limit and a duration, one way on every
//! screen (the text, the pages, the tables): English groups digits by three
//! (`9,727,396`); Chinese writes a count in plain digits, never a comma
//! (`5365241`, as the text trace always has), and a limit someone chose,
//! when round, in 万 or 亿 (`100 万`, `1 亿`), as CLDR's compact forms
//! write them (a comma inside a 万 count, `6,900 万`, mixes two systems).
//! Counts measured stay exact digits, so a table never mixes `1 万` with
//! `13820`. The page writes its numbers by the same rules (`countShown` and
//! `limitShown` in `templates/words.js`, given `data.numbers`).

use serde::Serialize;

use super::{Lang, Script, vars};

/// The units a language counts large numbers in, where it has them: the
/// characters for ten thousand and a hundred million (CLDR's `zh` and
/// `zh-Hant` compact patterns `0万`/`0萬`, `0亿`/`0億`). `None`: digits
/// grouped by three with a comma.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Myriads {
    /// Ten thousand: 万 or 萬.
    pub wan: &'static str,
    /// A hundred million: 亿 or 億.
    pub yi: &'static str,
}

impl Lang {
    /// The units this language counts large numbers in; `None` for a
    /// language that groups digits by three.
    pub fn myriads(self) -> Option<Myriads> {
        match self.script() {
            Script::Latin => None,
            Script::Simplified => Some(Myriads {
                wan: "万",
                yi: "亿",
            }),
            Script::Traditional => Some(Myriads {
                wan: "萬",
                yi: "億",
            }),
        }
    }

    /// `n` written as this language writes a count: `9,727,396` in
    /// English, `9727396` in Chinese.
    pub fn count(self, n: u64) -> String {
        match self.myriads() {
            None => grouped(n),
            Some(_) => n.to_string(),
        }
    }

    /// A limit or budget `n` (a number someone chose: `--max-steps`, the
    /// placements `compare` allows) as this language writes it: as a count
    /// in English (`100,000,000`); in Chinese a round one in its unit
    /// (`1 亿`, `6900 万`, `60 万`), any other in digits.
    pub fn limit(self, n: u64) -> String {
        let Some(units) = self.myriads() else {
            return grouped(n);
        };
        const WAN: u64 = 10_000;
        const YI: u64 = 100_000_000;
        if n >= YI && n % YI == 0 {
            format!("{} {}", n / YI, units.yi)
        } else if n >= WAN && n % WAN == 0 {
            format!("{} {}", n / WAN, units.wan)
        } else {
            n.to_string()
        }
    }

    /// A duration of `micros` microseconds in the unit that keeps it
    /// short: microseconds below a millisecond (one decimal), milliseconds
    /// below a second (one decimal), seconds from there (two decimals):
    /// `8.6 µs`, `423.4 ms`, `1.25 s`; in Chinese `8.6 微秒`, `0.42 秒`.
    pub fn duration(self, micros: f64) -> String {
        let w = self.phrases();
        if micros < 1e3 {
            w.microseconds(vars::NarrationMicroseconds {
                n: &format_args!("{micros:.1}"),
            })
        } else if micros < 1e6 {
            w.milliseconds(vars::NarrationMilliseconds {
                n: &format_args!("{:.1}", micros / 1e3),
            })
        } else {
            w.seconds(vars::NarrationSeconds {
                n: &format_args!("{:.2}", micros / 1e6),
            })
        }
    }
}

/// `n` with a comma between each group of three digits: `9,727,396`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_groups_digits_by_three() {
        assert_eq!(Lang::En.count(9_727_396), "9,727,396");
        assert_eq!(Lang::En.count(100_000_000), "100,000,000");
        assert_eq!(Lang::En.count(999), "999");
    }

    #[test]
    fn chinese_writes_counts_in_plain_digits() {
        assert_eq!(Lang::ZhHans.count(5_365_241), "5365241");
        assert_eq!(Lang::ZhHans.count(10_000), "10000");
        assert_eq!(Lang::ZhTw.count(100_000_000), "100000000");
    }

    #[test]
    fn chinese_writes_round_limits_in_myriads_and_others_plain() {
        assert_eq!(Lang::ZhHans.limit(100_000_000), "1 亿");
        assert_eq!(Lang::ZhHans.limit(69_000_000), "6900 万");
        assert_eq!(Lang::ZhHant.limit(1_000_000), "100 萬");
        assert_eq!(Lang::ZhTw.limit(300_000_000), "3 億");
        assert_eq!(Lang::ZhHans.limit(5_365_241), "5365241");
        assert_eq!(Lang::ZhHans.limit(10_000), "1 万");
        assert_eq!(Lang::ZhHans.limit(9_999), "9999");
        assert_eq!(Lang::ZhHans.limit(0), "0");
        assert_eq!(Lang::En.limit(100_000_000), "100,000,000");
    }

    #[test]
    fn a_duration_takes_the_unit_that_keeps_it_short() {
        assert_eq!(Lang::En.duration(8.6), "8.6 µs");
        assert_eq!(Lang::En.duration(423_407.5), "423.4 ms");
        assert_eq!(Lang::ZhHans.duration(423_407.5), "423.4 毫秒");
        assert_eq!(Lang::ZhHans.duration(1_250_000.0), "1.25 秒");
        assert_eq!(Lang::ZhHant.duration(8.64), "8.6 微秒");
    }
}
