//! The walkthrough page's own words (buttons, headings, help, the legend),
//! from `i18n/<tag>/page.ftl` and `quiz.ftl` (see [`crate::words`]).

use crate::words::Lang;
pub(crate) use crate::words::{QuizWords, Ui};

/// The page's words in `lang`.
pub(crate) fn ui_words(lang: Lang) -> &'static Ui {
    lang.ui()
}

impl Ui {
    /// A button's tooltip: what it does and the key that does it too,
    /// `First step (Home)`, `第一步（Home）`.
    pub(crate) fn tip(&self, action: &str, key: &str) -> String {
        self.key_tip(crate::words::vars::PageKeyTip {
            action: &action,
            key: &key,
        })
    }
}

/// Quiz mode's words in `lang`.
pub(crate) fn quiz_words(lang: Lang) -> &'static QuizWords {
    lang.quiz()
}
