//! Notes under the comparison where counts tell a story a class might
//! misread (issue 25): two searches that did the same work but count it
//! differently, a heuristic that made things worse on this puzzle, and
//! backjumping's skipped guesses split into those that saved work and
//! those that did not.

use super::words::Words;
use super::{Comparison, Row, limited};
use crate::trace::{Inferring, Textbook};
use crate::words::Lang;
use crate::words::{RaceWords, vars};

/// One idea a `backtrack` combination can add: its name in `race-adds`
/// and whether `with` is `without` plus that idea alone.
struct Idea {
    name: fn(&RaceWords) -> &'static str,
    adds: fn(without: Textbook, with: Textbook) -> bool,
}

/// `a` and `b` equal but for the fields `differ` sets on a copy of `a`.
fn but(a: Textbook, b: Textbook, differ: impl Fn(&mut Textbook)) -> bool {
    let mut changed = a;
    differ(&mut changed);
    changed != a && changed == b
}

/// `with` is `without` with forward checking replaced by arc consistency.
fn mac_over_fc(without: Textbook, with: Textbook) -> bool {
    without.inference == Inferring::ForwardChecking
        && but(without, with, |t| t.inference = Inferring::Mac)
}

const IDEAS: [Idea; 6] = [
    Idea {
        name: |w| w.adds[1],
        adds: |a, b| but(a, b, |t| t.mrv = true),
    },
    Idea {
        name: |w| w.adds[2],
        adds: |a, b| a.mrv && but(a, b, |t| t.degree = true),
    },
    Idea {
        name: |w| w.adds[3],
        adds: |a, b| but(a, b, |t| t.lcv = true),
    },
    Idea {
        name: |w| w.adds[4],
        adds: |a, b| {
            a.inference == Inferring::None
                && but(a, b, |t| t.inference = Inferring::ForwardChecking)
        },
    },
    Idea {
        name: |w| w.adds[5],
        adds: mac_over_fc,
    },
    Idea {
        name: |w| w.adds[6],
        adds: |a, b| but(a, b, |t| t.backjump = true),
    },
];

/// A row that finished (no limit stopped it) and whose name is a
/// `backtrack` combination: only such counts can be set side by side.
fn textbook(row: &Row) -> Option<Textbook> {
    (!limited(row)).then(|| Textbook::parse(&row.strategy))?
}

impl Comparison {
    /// The notes, in `words`' language, in the order: same work, worse,
    /// skipped guesses.
    pub(super) fn notes(&self, words: &Words, lang: Lang) -> Vec<String> {
        let mut notes = self.same_work(words, lang);
        notes.extend(self.worse(words, lang));
        notes.extend(self.skipped(words, lang));
        notes
    }

    /// Forward checking and arc consistency on otherwise equal searches that
    /// removed the same values and met the same dead ends: the placements
    /// differ only by the forced values FC guesses and MAC settles.
    fn same_work(&self, words: &Words, lang: Lang) -> Vec<String> {
        let mut notes = Vec::new();
        for fc in &self.rows {
            for mac in &self.rows {
                let (Some(a), Some(b)) = (textbook(fc), textbook(mac)) else {
                    continue;
                };
                let same = (fc.stats.prunings, fc.stats.dead_ends)
                    == (mac.stats.prunings, mac.stats.dead_ends);
                if mac_over_fc(a, b) && same && mac.stats.placements < fc.stats.placements {
                    notes.push(words.note_same_work(vars::CompareNoteSameWork {
                        fc: &fc.strategy,
                        mac: &mac.strategy,
                        prunings: &lang.count(fc.stats.prunings),
                        dead_ends: &lang.count(fc.stats.dead_ends),
                        fc_placements: &lang.count(fc.stats.placements),
                        mac_placements: &lang.count(mac.stats.placements),
                        fewer: &lang.count(fc.stats.placements - mac.stats.placements),
                    }));
                }
            }
        }
        notes
    }

    /// Each idea that, added to a search of the comparison, made more
    /// placements than the search without it.
    fn worse(&self, words: &Words, lang: Lang) -> Vec<String> {
        IDEAS
            .iter()
            .filter_map(|idea| {
                let mut pairs = Vec::new();
                for without in &self.rows {
                    for with in &self.rows {
                        let (Some(a), Some(b)) = (textbook(without), textbook(with)) else {
                            continue;
                        };
                        if (idea.adds)(a, b) && with.stats.placements > without.stats.placements {
                            pairs.push(words.note_worse_pair(vars::CompareNoteWorsePair {
                                with: &with.strategy,
                                more: &lang.count(with.stats.placements),
                                without: &without.strategy,
                                less: &lang.count(without.stats.placements),
                            }));
                        }
                    }
                }
                (!pairs.is_empty()).then(|| {
                    words.note_worse(vars::CompareNoteWorse {
                        idea: &(idea.name)(&words.race),
                        pairs: &pairs.join(words.note_worse_joint),
                    })
                })
            })
            .collect()
    }

    /// Backjumping's skipped guesses, split.
    fn skipped(&self, words: &Words, lang: Lang) -> Vec<String> {
        self.rows
            .iter()
            .filter_map(|row| {
                let skips = row.skips.filter(|s| s.untried + s.exhausted > 0)?;
                Some(words.note_skipped(vars::CompareNoteSkipped {
                    name: &row.strategy,
                    total: &lang.count(skips.untried + skips.exhausted),
                    untried: &lang.count(skips.untried),
                    exhausted: &lang.count(skips.exhausted),
                }))
            })
            .collect()
    }
}
