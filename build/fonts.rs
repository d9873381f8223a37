//! The pages' fonts by language (`fonts` in the manifest), as CSS rules
//! that both pages' styles end with (`$OUT_DIR/fonts.css`): a language that
//! needs its own fonts names them in `languages.toml`, not in a template.

use crate::manifest::Language;

/// One rule per language with fonts of its own or its fallback's:
/// `html:lang(TAG) body, html:lang(TAG) svg text { font-family: …; }`.
/// Refuses a list that could end the rule (a brace, a semicolon, a
/// comment or markup).
pub fn css(languages: &[Language]) -> Result<String, String> {
    let mut out = String::from("/* The pages' fonts by language, from i18n/languages.toml. */\n");
    for language in languages {
        let fonts = language.fonts.as_ref().or_else(|| {
            let fallback = language.fallback.as_ref()?;
            languages
                .iter()
                .find(|l| &l.tag == fallback)?
                .fonts
                .as_ref()
        });
        let Some(fonts) = fonts else {
            continue;
        };
        if fonts.contains(['{', '}', ';', '<', '>', '\\']) || fonts.contains("/*") {
            return Err(format!(
                "i18n/languages.toml: the fonts of `{}` must be a plain font-family list",
                language.tag
            ));
        }
        let tag = &language.tag;
        out.push_str(&format!(
            "html:lang({tag}) body, html:lang({tag}) svg text {{ font-family: {fonts}; }}\n"
        ));
    }
    Ok(out)
}
