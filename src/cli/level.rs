//! `--level`: what `diff` and `grade` compare, shared by both.

use std::path::Path;

use crate::diff::{KindSet, Level, LevelChoice, kinds_written};

use super::Failure;
use super::misuse::Misuse;

/// The help of `--level`, the same for `diff` and `grade`.
pub const HELP: &str = "What is compared: `full` (every event and field, and the footers), \
`common` (only the kinds of event both traces write, and of two events only the fields both \
write; footers by how the search ended: a student's trace of placements, undos and solutions \
against the full reference), or a list of kinds (`placed,undone,solved`)";

/// Parses `full`, `common` or a list of kinds.
pub fn parse(text: &str) -> Result<LevelChoice, String> {
    match text {
        "full" => Ok(LevelChoice::Full),
        "common" => Ok(LevelChoice::Common),
        kinds => KindSet::parse(kinds)
            .map(LevelChoice::Kinds)
            .map_err(|e| format!("{e}; or `full` or `common`")),
    }
}

/// The level for comparing the traces at `a` and `b`; `common` reads
/// each through once first, so it needs files, not standard input or a
/// pipe (`<(…)`, a FIFO), which a second reading would find empty.
pub fn resolve(choice: LevelChoice, a: &Path, b: &Path) -> Result<Level, Failure> {
    if choice != LevelChoice::Common {
        return Ok(choice.level(KindSet::EMPTY, KindSet::EMPTY));
    }
    if !super::io::can_read_twice(a) || !super::io::can_read_twice(b) {
        return Err(Failure::Misuse(Misuse::LevelCommonNeedsFiles));
    }
    Ok(choice.level(written(a)?, written(b)?))
}

/// The kinds of event the trace at `path` writes.
pub fn written(path: &Path) -> Result<KindSet, Failure> {
    let mut reader = super::io::open_trace(path)?;
    Ok(kinds_written(&mut reader)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse() {
        assert_eq!(parse("full"), Ok(LevelChoice::Full));
        assert_eq!(parse("common"), Ok(LevelChoice::Common));
        assert_eq!(
            parse("placed,solved"),
            Ok(LevelChoice::Kinds(KindSet::parse("placed,solved").unwrap()))
        );
        let err = parse("everything").unwrap_err();
        assert!(err.contains("`everything` is no kind of event"), "{err}");
        assert!(err.ends_with("or `full` or `common`"), "{err}");
    }
}
