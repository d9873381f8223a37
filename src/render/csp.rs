//! The Content-Security-Policy of the pages we write.
//!
//! A page is a file opened offline, and often one someone else made: a
//! course's page, or `render` of a trace another program wrote. Its policy,
//! a `<meta http-equiv>` right after the charset in `<head>`, allows what
//! the page holds and nothing more:
//!
//! - its one inline style and (the walkthrough only) its one inline script,
//!   each by the SHA-256 digest of its exact bytes, so an edit of the CSS or
//!   the JS stays allowed and anything injected is refused; no
//!   `'unsafe-inline'`, so no `style=` attribute either (the script styles
//!   through the CSSOM, which a policy does not restrict);
//! - no request of any kind: `default-src 'none'` covers fetch, images,
//!   fonts, media, frames, workers, objects and manifests;
//! - no `<base>` and no form submission, which `default-src` does not cover.
//!
//! So text that slipped past escaping could neither run nor phone home.
//! `frame-ancestors`, `report-uri` and `sandbox` mean nothing in a meta
//! tag, so they are left out rather than silently ignored.

use sha2::{Digest, Sha256};

use super::base64;

/// The policy of a page with `style` in its `<style>` element and, when
/// given, `script` in its one executable `<script>` element. Without a
/// script, `default-src 'none'` forbids every script.
pub(crate) fn policy(style: &str, script: Option<&str>) -> String {
    let mut directives = vec![String::from("default-src 'none'")];
    if let Some(script) = script {
        directives.push(format!("script-src {}", hash_source(script)));
    }
    directives.push(format!("style-src {}", hash_source(style)));
    directives.push(String::from("base-uri 'none'"));
    directives.push(String::from("form-action 'none'"));
    directives.join("; ")
}

/// The source expression that allows an inline element whose text is
/// exactly `content`.
pub(crate) fn hash_source(content: &str) -> String {
    format!(
        "'sha256-{}'",
        base64::encode(Sha256::digest(content.as_bytes()))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_source_is_the_base64_of_the_sha256_digest() {
        // `printf 'abc' | openssl dgst -sha256 -binary | base64`
        assert_eq!(
            hash_source("abc"),
            "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='"
        );
    }

    #[test]
    fn without_a_script_no_script_is_allowed() {
        let policy = policy("p {}", None);
        assert!(!policy.contains("script-src"), "{policy}");
        assert!(policy.starts_with("default-src 'none'; "), "{policy}");
        assert!(
            !policy.contains(['"', '<', '>', '&']),
            "the policy goes into an attribute unescaped"
        );
    }
}
