//! What a fault in the header says, as facts: a `schema_version` not read,
//! a size that is not its box's side, givens that are not a grid. The
//! reader refuses these at the door; the verifier says them again for
//! callers that build it from a header of their own. Worded by each
//! catalog's [`crate::words::HeaderWords`] and read errors.

use crate::grid::{BoxShape, digit_char};
use crate::words::Lang;
use crate::words::vars;

/// A fault in the header, as facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeaderClaim {
    /// A `schema_version` outside those read.
    UnknownVersion {
        /// The version the header gives.
        version: u32,
        /// The oldest version read.
        oldest: u32,
        /// The current version.
        current: u32,
    },
    /// A size that is not the box's side.
    SizeMismatch {
        /// The size the header gives.
        size: usize,
        /// The box.
        shape: BoxShape,
    },
    /// Givens that are not a grid of the box's side.
    NotAGrid {
        /// The givens as written.
        givens: String,
        /// The side of the grid.
        side: usize,
    },
}

impl HeaderClaim {
    /// What was found and what was expected, in `lang`'s words.
    pub fn worded(&self, lang: Lang) -> (String, String) {
        let w = &lang.verify().faults.header;
        let r = lang.read_errors();
        let (found, expected) = match self {
            HeaderClaim::UnknownVersion {
                version,
                oldest,
                current,
            } => {
                let versions = if oldest == current {
                    r.version(vars::ReadVersion { current: &current })
                } else {
                    r.versions(vars::ReadVersions {
                        oldest: &oldest,
                        current: &current,
                    })
                };
                (
                    r.unknown_version(vars::ReadUnknownVersion { version: &version }),
                    versions,
                )
            }
            HeaderClaim::SizeMismatch { size, shape } => (
                w.size_mismatch(vars::FaultsHeaderSizeMismatch {
                    size: &size,
                    shape: &shape,
                    side: &shape.side(),
                }),
                w.size_mismatch_expected.into(),
            ),
            HeaderClaim::NotAGrid { givens, side } => (
                w.givens_not_grid(vars::FaultsHeaderGivensNotGrid {
                    givens: &givens,
                    side: &side,
                }),
                w.givens_not_grid_expected(vars::FaultsHeaderGivensNotGridExpected {
                    cells: &(side * side).to_string(),
                    max: &digit_char(*side as u8).to_string(),
                }),
            ),
        };
        (r.in_header(vars::ReadInHeader { found: &found }), expected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{Header, Limits};
    use crate::verify::Verifier;
    use crate::words::Notation;

    fn header() -> Header {
        let grid = crate::parse::parse_str("1234\n3412\n2.4.\n4.23\n").expect("parses");
        Header::new(&grid, "candidates", Limits::default())
    }

    /// Each header fault, in English as before the claims, and in Chinese
    /// with no English but the wire names in backquotes.
    #[test]
    fn header_faults_in_every_language() {
        let mut version = header();
        version.schema_version = 99;
        let mut size = header();
        size.puzzle.size = 9;
        let mut givens = header();
        givens.puzzle.givens = "12".into();
        let english = [
            (
                version,
                "header: unknown schema_version 99",
                match (
                    crate::trace::OLDEST_SCHEMA_VERSION,
                    crate::trace::SCHEMA_VERSION,
                ) {
                    (oldest, current) if oldest == current => format!("schema_version {current}"),
                    (oldest, current) => format!("schema_version {oldest} to {current}"),
                },
            ),
            (
                size,
                "header: size 9 does not match the 2x2 box (4 digits)",
                "size = box rows × box columns".to_string(),
            ),
            (
                givens,
                "header: givens `12` are not a 4x4 grid",
                "16 characters, row by row: `.` for an empty cell, digits 1-9 then A, B, … up to 4"
                    .to_string(),
            ),
        ];
        for (header, found, expected) in english {
            let fault = Verifier::new(&header).expect_err("a faulty header");
            let (said, wanted) = fault.said(Lang::En, Notation::Rc);
            assert_eq!((said.as_str(), &wanted), (found, &expected));
            for lang in Lang::ALL.into_iter().skip(1) {
                let (found, expected) = fault.said(lang, Notation::Rc);
                super::super::assert_no_english(
                    lang,
                    (&found, &expected),
                    &["header", "size", "givens", "grid", "box", "digits"],
                );
            }
        }
        assert_eq!(
            HeaderClaim::UnknownVersion {
                version: 3,
                oldest: 2,
                current: 2
            }
            .worded(Lang::En),
            (
                "header: unknown schema_version 3".into(),
                "schema_version 2".into()
            )
        );
    }
}
