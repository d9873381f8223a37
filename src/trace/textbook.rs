//! What a `backtrack` strategy name says about its search: the textbook's
//! choices, spelled in the header's `strategy` (`backtrack+mrv+lcv+fc`).
//!
//! Here, in `trace`, so that a reader of traces (`verify`) learns how a
//! trace was searched from the trace alone, without the solver.

/// The inference a `backtrack` search makes after each placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Inferring {
    /// None: a cell's domain is its candidates.
    #[default]
    None,
    /// Forward checking (`fc`).
    ForwardChecking,
    /// Maintaining arc consistency (`mac`).
    Mac,
}

/// The choices a `backtrack` strategy name spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Textbook {
    /// `mrv`: the cell with the fewest values left comes next.
    pub mrv: bool,
    /// `degree` (after `mrv` only): MRV's ties go to the cell with the most
    /// empty peers.
    pub degree: bool,
    /// `lcv`: the least-constraining value first.
    pub lcv: bool,
    /// `fc` or `mac`, or no inference.
    pub inference: Inferring,
    /// `backjump`: conflict-directed backjumping.
    pub backjump: bool,
}

impl Textbook {
    /// The choices of a strategy name: `backtrack`, then `+` and each
    /// choice that is not the default, in the order select (`mrv`, then
    /// `degree` beside it only), values, inference, backjump (`backjump`
    /// never beside `mac`). `None` for any other name, and for the
    /// same words in another order.
    pub fn parse(name: &str) -> Option<Textbook> {
        let mut words = name.split('+');
        if words.next() != Some("backtrack") {
            return None;
        }
        let mut choices = Textbook::default();
        // Each word's place in the order; a word must come after the one before.
        let mut next = 0;
        for word in words {
            let place = match word {
                "mrv" => 1,
                "degree" => 2,
                "lcv" => 3,
                "fc" | "mac" => 4,
                "backjump" => 5,
                _ => return None,
            };
            if place <= next {
                return None;
            }
            next = place;
            match word {
                "mrv" => choices.mrv = true,
                "degree" => choices.degree = true,
                "lcv" => choices.lcv = true,
                "fc" => choices.inference = Inferring::ForwardChecking,
                "mac" => choices.inference = Inferring::Mac,
                _ => choices.backjump = true,
            }
        }
        // Backjumping with forward checking is FC-CBJ; with arc
        // consistency it is no search of this tool's.
        if choices.backjump && choices.inference == Inferring::Mac {
            return None;
        }
        // The degree heuristic breaks MRV's ties: it has none without MRV.
        if choices.degree && !choices.mrv {
            return None;
        }
        Some(choices)
    }

    /// Whether the search keeps domains of its own, which prunings narrow.
    pub fn infers(self) -> bool {
        self.inference != Inferring::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_in_their_one_spelling() {
        let t = Textbook::parse("backtrack+mrv+lcv+fc").expect("a name");
        assert!(t.mrv && t.lcv && t.inference == Inferring::ForwardChecking && !t.backjump);
        assert_eq!(Textbook::parse("backtrack"), Some(Textbook::default()));
        assert_eq!(Textbook::parse("backtrack+fc+mrv"), None);
        assert_eq!(Textbook::parse("backtrack+mac+backjump"), None);
        let t = Textbook::parse("backtrack+fc+backjump").expect("FC-CBJ");
        assert!(t.backjump && t.inference == Inferring::ForwardChecking);
        assert_eq!(Textbook::parse("backtrack+mrv+mrv"), None);
        let t = Textbook::parse("backtrack+mrv+degree+fc").expect("a name");
        assert!(t.mrv && t.degree && !t.lcv && t.inference == Inferring::ForwardChecking);
        assert_eq!(Textbook::parse("backtrack+degree"), None);
        assert_eq!(Textbook::parse("backtrack+degree+mrv"), None);
        assert_eq!(Textbook::parse("backtrack+mrv+lcv+degree"), None);
        assert_eq!(Textbook::parse("backtrack+"), None);
        assert_eq!(Textbook::parse("candidates"), None);
    }
}
