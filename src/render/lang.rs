//! The words of the tool as the renderers see them: now in [`crate::words`]
//! (the messages in `i18n/<tag>/*.ftl`, compiled at build time); this module
//! re-exports them and holds their tests.

#[cfg(test)]
pub(super) mod check;
#[cfg(test)]
mod tests;

pub use crate::words::{Counter, Lang, Notation, Phrases, TextbookPhrases, fill};
