//! Standard base64 (RFC 4648, with padding), for the two things a page
//! carries as base64: the walkthrough's event codes and the SHA-256 digests
//! in its Content-Security-Policy. Twenty lines are cheaper than a
//! dependency.

/// `bytes` in standard base64, with padding.
pub(crate) fn encode(bytes: impl IntoIterator<Item = u8>) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut bytes = bytes.into_iter();
    let mut out = Vec::with_capacity(bytes.size_hint().0.div_ceil(3) * 4);
    loop {
        let chunk = [bytes.next(), bytes.next(), bytes.next()];
        let [Some(a), b, c] = chunk else { break };
        let n = (u32::from(a) << 16) | (u32::from(b.unwrap_or(0)) << 8) | u32::from(c.unwrap_or(0));
        out.push(ALPHABET[(n >> 18) as usize & 63]);
        out.push(ALPHABET[(n >> 12) as usize & 63]);
        out.push(if b.is_some() {
            ALPHABET[(n >> 6) as usize & 63]
        } else {
            b'='
        });
        out.push(if c.is_some() {
            ALPHABET[n as usize & 63]
        } else {
            b'='
        });
    }
    String::from_utf8(out).expect("base64 is ASCII")
}

#[cfg(test)]
mod tests {
    use super::encode;

    #[test]
    fn matches_the_standard_alphabet_and_padding() {
        assert_eq!(encode(*b""), "");
        // RFC 4648's examples.
        assert_eq!(encode(*b"f"), "Zg==");
        assert_eq!(encode(*b"fo"), "Zm8=");
        assert_eq!(encode(*b"foo"), "Zm9v");
        assert_eq!(encode(*b"foobar"), "Zm9vYmFy");
        assert_eq!(encode([0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0]), "/////wAAAAA=");
    }
}
