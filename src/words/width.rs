//! How many columns a text takes in a terminal: Unicode's East Asian Width
//! (the `unicode-width` crate), so that tables line up in every language
//! (two columns for a Chinese character, none for a combining mark) and a
//! caret stands under the character it points at. The one measure for the
//! tables of `diff`, `grade`, `puzzles` and the counters, and for the
//! caret under a bad puzzle line.

use unicode_width::UnicodeWidthChar;

/// Columns `text` takes; a control character takes none (outside text is
/// shown with its controls written out before it is measured).
pub fn columns(text: &str) -> usize {
    text.chars().map(char_columns).sum()
}

/// Columns one character takes.
pub fn char_columns(c: char) -> usize {
    c.width().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_takes_two_columns_and_a_combining_mark_none() {
        assert_eq!(columns("dead ends"), 9);
        assert_eq!(columns("死路"), 4);
        assert_eq!(columns("試填，"), 6);
        assert_eq!(columns("e\u{301}"), 1);
        assert_eq!(columns("µs …"), 4);
    }
}
