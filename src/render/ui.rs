//! The walkthrough page's own words (buttons, headings, help, the legend),
//! from `i18n/<tag>/page.ftl` and `quiz.ftl` (see [`crate::words`]).

use crate::words::Lang;
pub(crate) use crate::words::{QuizWords, Ui};

/// The page's words in `lang`.
pub(crate) fn ui_words(lang: Lang) -> &'static Ui {
    lang.ui()
}

/// Quiz mode's words in `lang`.
pub(crate) fn quiz_words(lang: Lang) -> &'static QuizWords {
    lang.quiz()
}
