//! Which Rust struct each Fluent file becomes, and where it sits: a file
//! of `i18n/<tag>/` is one struct of messages, a top-level one a field of
//! the catalog (with an accessor on `Lang`), a nested one a field of its
//! parent. This is the code's shape, not words: a new file needs a line
//! here, a new message none.

/// One Fluent file's struct.
pub struct Group {
    /// The file's stem, which prefixes each of its messages' ids.
    pub file: &'static str,
    /// The struct's name.
    pub ty: &'static str,
    /// Its field in the parent (the catalog for a top-level group).
    pub field: &'static str,
    /// The parent group's file, if it is nested.
    pub parent: Option<&'static str>,
}

const fn top(file: &'static str, ty: &'static str, field: &'static str) -> Group {
    Group {
        file,
        ty,
        field,
        parent: None,
    }
}

const fn under(
    parent: &'static str,
    file: &'static str,
    ty: &'static str,
    field: &'static str,
) -> Group {
    Group {
        file,
        ty,
        field,
        parent: Some(parent),
    }
}

/// Every group, parents before their children.
pub const GROUPS: &[Group] = &[
    top("narration", "Phrases", "phrases"),
    top("strategies", "StrategyNames", "strategies"),
    top("system", "SystemWords", "system"),
    top("textbook", "TextbookPhrases", "textbook"),
    top("page", "Ui", "ui"),
    top("quiz", "QuizWords", "quiz"),
    top("worksheet", "WorksheetWords", "worksheet"),
    top("parse", "PuzzleErrorWords", "puzzle_errors"),
    top("check", "CheckWords", "check"),
    top("bench", "BenchWords", "bench"),
    top("diff", "DiffWords", "diff"),
    top("verify", "VerifyWords", "verify"),
    under("verify", "verify-kinds", "KindChecks", "kinds"),
    under("verify", "faults", "FaultWords", "faults"),
    under(
        "faults",
        "faults-candidates",
        "CandidateWords",
        "candidates",
    ),
    under("faults", "faults-search", "SearchWords", "search"),
    under("faults", "faults-solutions", "SolutionWords", "solutions"),
    under("faults", "faults-ends", "EndWords", "ends"),
    under("faults", "faults-choices", "ChoiceWords", "choices"),
    under("faults", "faults-limits", "LimitWords", "limits"),
    under("faults", "faults-header", "HeaderWords", "header"),
    under("faults", "faults-textbook", "TextbookWords", "textbook"),
    under("faults", "faults-backjumps", "BackjumpWords", "backjumps"),
    under("faults", "faults-bounds", "BoundsWords", "bounds"),
    top("grade", "GradeWords", "grade"),
    top("read", "ReadErrorWords", "read_errors"),
    top("cli", "UsageWords", "usage"),
    top("puzzles", "PuzzlesWords", "puzzles"),
    top("generate", "GenerateWords", "generate"),
    top("compare", "CompareWords", "compare"),
    under(
        "compare",
        "compare-backtrack",
        "CompareBacktrack",
        "backtrack",
    ),
    under("compare", "race", "RaceWords", "race"),
];

/// The group of `file`.
pub fn find(file: &str) -> Option<&'static Group> {
    GROUPS.iter().find(|g| g.file == file)
}
