//! A space separates Chinese from Latin letters and digits, never two
//! Chinese characters. A message's template cannot know which side of that
//! rule a value falls on: `{ $limit } 步` is right for `600` and wrong for
//! `60 万`, `{ $strategy } 的盘面` right for `student` and wrong for
//! `舞蹈链（dlx）`. So every formatter (`fill`, `Pattern::format`, and the
//! page's `fill` in `templates/words.js`, which follows the same rule) drops
//! the one space a template puts between a value ending in a Chinese
//! character and a Chinese character of its own, and the one it puts
//! between a Chinese character of its own and a value starting with one
//! (`需要 { $expected }` before `UTF-8 文本` and before `一道题目`).

/// Whether `c` is written without a space beside a Chinese character: a
/// CJK ideograph, or CJK or full-width punctuation (`）」、`).
pub fn is_chinese(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{303F}' // CJK punctuation: 、。「」
        | '\u{3400}'..='\u{4DBF}' // CJK extension A
        | '\u{4E00}'..='\u{9FFF}' // CJK unified ideographs
        | '\u{F900}'..='\u{FAFF}' // CJK compatibility ideographs
        | '\u{FF01}'..='\u{FF0F}' // full-width ！（），
        | '\u{FF1A}'..='\u{FF20}' // full-width ：；？
    )
}

/// The template text `rest` that follows a value just written at the end
/// of `out`, less its leading space when the value ends in a Chinese
/// character (past a closing isolation mark, U+2069) and `rest` goes on
/// with one.
pub(crate) fn after_value<'a>(out: &str, rest: &'a str) -> &'a str {
    let Some(after) = rest.strip_prefix(' ') else {
        return rest;
    };
    let value_end = out.chars().rev().find(|&c| c != '\u{2069}');
    match (value_end, after.chars().next()) {
        (Some(a), Some(b)) if is_chinese(a) && is_chinese(b) => after,
        _ => rest,
    }
}

/// `out` after a value was written at `start`: the template's space just
/// before the value goes when a Chinese character precedes it and the
/// value starts with one.
pub(crate) fn before_value(out: &mut String, start: usize) {
    let Some(head) = out[..start].strip_suffix(' ') else {
        return;
    };
    let before = head.chars().next_back();
    let first = out[start..].chars().find(|&c| c != '\u{2068}');
    if let (Some(a), Some(b)) = (before, first) {
        if is_chinese(a) && is_chinese(b) {
            out.remove(start - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_space_between_two_chinese_characters_goes() {
        assert_eq!(after_value("最多 60 万", " 步"), "步");
        assert_eq!(after_value("舞蹈链（dlx）\u{2069}", " 的盘面"), "的盘面");
    }

    #[test]
    fn a_space_before_a_value_goes_between_two_chinese_characters() {
        let mut out = "需要 一道题目".to_string();
        before_value(&mut out, "需要 ".len());
        assert_eq!(out, "需要一道题目");
        let mut out = "需要 UTF-8 文本".to_string();
        before_value(&mut out, "需要 ".len());
        assert_eq!(out, "需要 UTF-8 文本");
        let mut out = "expected 一".to_string();
        before_value(&mut out, "expected ".len());
        assert_eq!(out, "expected 一");
    }

    #[test]
    fn a_space_beside_latin_or_digits_stays() {
        assert_eq!(after_value("最多 600", " 步"), " 步");
        assert_eq!(after_value("student", " 的盘面"), " 的盘面");
        assert_eq!(after_value("60 万", " steps"), " steps");
        assert_eq!(after_value("60 万", "步"), "步");
        assert_eq!(after_value("", " 步"), " 步");
    }
}
