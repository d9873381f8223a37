//! `backtrack`: the textbook's backtracking search for constraint
//! satisfaction (Russell and Norvig, *Artificial Intelligence: A Modern
//! Approach*, the CSP chapter), with its three plug-in choices and
//! conflict-directed backjumping.
//!
//! The variables are the empty cells (givens are not variables); a cell's
//! domain starts as its candidates. One file per idea:
//! [`select`] (which cell next), [`values`] (which digit first),
//! [`inference`] (what is pruned after a placement), [`backjump`] (where to
//! go back to). [`Choices`] names one combination, and its
//! [`Choices::name`] is the strategy's name in a trace (`backtrack+mrv+fc`),
//! so a trace says how it was searched without a field of its own.

pub(crate) mod backjump;
pub(crate) mod inference;
pub(crate) mod select;
pub(crate) mod values;

use std::fmt;
use std::ops::ControlFlow;

use super::board::Board;
use super::search::{Flow, SearchState};
use crate::trace::{Inferring, Sink, Textbook};
use inference::{Domains, Wipeout};

/// How `backtrack` picks the next cell (`--select`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Select {
    /// The first empty cell in reading order.
    #[default]
    First,
    /// The empty cell with the fewest values left in its current domain
    /// (minimum remaining values; ties: the first in reading order).
    Mrv,
    /// MRV, its ties broken by the degree heuristic: of the cells with the
    /// fewest values, the one with the most empty peers (the one that
    /// constrains the most cells still open); further ties: the first in
    /// reading order.
    MrvDegree,
}

/// The order in which `backtrack` tries a cell's values (`--values`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Values {
    /// Ascending digits.
    #[default]
    Ascending,
    /// Least-constraining value first: the value that removes the fewest
    /// options from the current domains of the cell's empty peers (ties:
    /// the smaller digit).
    Lcv,
}

/// What `backtrack` infers after each placement (`--inference`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Inference {
    /// Nothing: later cells just see fewer candidates (the `candidates` walk).
    #[default]
    None,
    /// Forward checking: the placed digit leaves the domain of every empty
    /// peer (peers in reading order); a peer left with an empty domain is a
    /// dead end.
    ForwardChecking,
    /// Maintaining arc consistency: forward checking, then, while some empty
    /// cell has a one-value domain not yet propagated, that value leaves the
    /// domains of its empty peers, to the fixpoint; also run once before the
    /// first guess.
    Mac,
}

impl Select {
    /// Every choice, in the order help texts list them.
    pub const ALL: [Select; 3] = [Select::First, Select::Mrv, Select::MrvDegree];

    /// The name on the command line and in strategy names.
    pub const fn name(self) -> &'static str {
        match self {
            Select::First => "first",
            Select::Mrv => "mrv",
            Select::MrvDegree => "mrv+degree",
        }
    }
}

impl Values {
    /// Every choice, in the order help texts list them.
    pub const ALL: [Values; 2] = [Values::Ascending, Values::Lcv];

    /// The name on the command line and in strategy names.
    pub const fn name(self) -> &'static str {
        match self {
            Values::Ascending => "ascending",
            Values::Lcv => "lcv",
        }
    }
}

impl Inference {
    /// Every choice, in the order help texts list them.
    pub const ALL: [Inference; 3] = [Inference::None, Inference::ForwardChecking, Inference::Mac];

    /// The name on the command line and in strategy names.
    pub const fn name(self) -> &'static str {
        match self {
            Inference::None => "none",
            Inference::ForwardChecking => "fc",
            Inference::Mac => "mac",
        }
    }
}

/// One combination of the textbook's choices: a `backtrack` search.
///
/// Only the combinations the search supports can be built
/// ([`Choices::new`]): backjumping runs with no inference or
/// forward checking (FC-CBJ), never with arc consistency.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Choices {
    select: Select,
    values: Values,
    inference: Inference,
    backjump: bool,
}

/// Why a combination of choices is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsupported {
    /// The inference asked for beside backjumping.
    pub inference: Inference,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "--backjump works with --inference none or fc only, not `{}`: arc consistency's \
             prunings by one-value cells have no single guess to blame",
            self.inference.name()
        )
    }
}

impl Choices {
    /// The combination of `select`, `values`, `inference` and, when
    /// `backjump`, conflict-directed backjumping; backjumping with arc
    /// consistency is [`Unsupported`] (with forward checking it is FC-CBJ).
    pub const fn new(
        select: Select,
        values: Values,
        inference: Inference,
        backjump: bool,
    ) -> Result<Choices, Unsupported> {
        if backjump && matches!(inference, Inference::Mac) {
            return Err(Unsupported { inference });
        }
        Ok(Choices {
            select,
            values,
            inference,
            backjump,
        })
    }

    /// Which cell comes next.
    pub const fn select(self) -> Select {
        self.select
    }

    /// Which value comes first.
    pub const fn values(self) -> Values {
        self.values
    }

    /// What is pruned after a placement.
    pub const fn inference(self) -> Inference {
        self.inference
    }

    /// Whether a cell whose values are used up jumps back to the latest
    /// guess in its conflict set instead of the latest guess.
    pub const fn backjump(self) -> bool {
        self.backjump
    }

    /// Every supported combination, in the order of [`Choices::name`]'s table.
    pub fn all() -> impl Iterator<Item = Choices> {
        Select::ALL.into_iter().flat_map(|select| {
            Values::ALL.into_iter().flat_map(move |values| {
                let inferring = Inference::ALL
                    .into_iter()
                    .map(move |inference| (inference, false));
                inferring
                    .chain([(Inference::None, true), (Inference::ForwardChecking, true)])
                    .map(move |(inference, backjump)| Choices {
                        select,
                        values,
                        inference,
                        backjump,
                    })
            })
        })
    }

    /// The strategy's name in traces: `backtrack`, then `+` and each choice
    /// that is not the default, in the order select, values, inference,
    /// backjump: `backtrack+fc`, `backtrack+mrv+lcv+mac`,
    /// `backtrack+backjump`. The issue's own shorthand (`mrv+lcv+fc`) after
    /// the search's name, so `compare`, `bench` and `diff` tell the
    /// combinations apart by name alone.
    pub const fn name(self) -> &'static str {
        // A table, not a format!, so that a strategy's name stays a
        // `&'static str` like every other strategy's. Rows of five by
        // select and values; a test holds each to its parts.
        const NAMES: [&str; 30] = [
            "backtrack",
            "backtrack+fc",
            "backtrack+mac",
            "backtrack+backjump",
            "backtrack+fc+backjump",
            "backtrack+lcv",
            "backtrack+lcv+fc",
            "backtrack+lcv+mac",
            "backtrack+lcv+backjump",
            "backtrack+lcv+fc+backjump",
            "backtrack+mrv",
            "backtrack+mrv+fc",
            "backtrack+mrv+mac",
            "backtrack+mrv+backjump",
            "backtrack+mrv+fc+backjump",
            "backtrack+mrv+lcv",
            "backtrack+mrv+lcv+fc",
            "backtrack+mrv+lcv+mac",
            "backtrack+mrv+lcv+backjump",
            "backtrack+mrv+lcv+fc+backjump",
            "backtrack+mrv+degree",
            "backtrack+mrv+degree+fc",
            "backtrack+mrv+degree+mac",
            "backtrack+mrv+degree+backjump",
            "backtrack+mrv+degree+fc+backjump",
            "backtrack+mrv+degree+lcv",
            "backtrack+mrv+degree+lcv+fc",
            "backtrack+mrv+degree+lcv+mac",
            "backtrack+mrv+degree+lcv+backjump",
            "backtrack+mrv+degree+lcv+fc+backjump",
        ];
        let last = match (self.inference, self.backjump) {
            (Inference::None, false) => 0,
            (Inference::ForwardChecking, false) => 1,
            (Inference::Mac, _) => 2,
            (Inference::None, true) => 3,
            (Inference::ForwardChecking, true) => 4,
        };
        let select = match self.select {
            Select::First => 0,
            Select::Mrv => 10,
            Select::MrvDegree => 20,
        };
        let values = match self.values {
            Values::Ascending => 0,
            Values::Lcv => 5,
        };
        NAMES[select + values + last]
    }

    /// The choices a strategy name such as `backtrack+mrv+fc` spells
    /// ([`Choices::name`]; only that spelling, so one search has one name).
    /// The name is read by [`Textbook::parse`], the one reader of these
    /// names, which `verify` uses without the solver.
    pub fn from_name(name: &str) -> Option<Choices> {
        let textbook = Textbook::parse(name)?;
        let select = match (textbook.mrv, textbook.degree) {
            (false, _) => Select::First,
            (true, false) => Select::Mrv,
            (true, true) => Select::MrvDegree,
        };
        let values = if textbook.lcv {
            Values::Lcv
        } else {
            Values::Ascending
        };
        let inference = match textbook.inference {
            Inferring::None => Inference::None,
            Inferring::ForwardChecking => Inference::ForwardChecking,
            Inferring::Mac => Inference::Mac,
        };
        Choices::new(select, values, inference, textbook.backjump).ok()
    }
}

impl fmt::Display for Choices {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The peers of every cell (same row, column or box), each list in reading
/// order: the order in which forward checking visits them, so that the first
/// peer wiped out, and so the dead end, is the same in every program that
/// follows the definition.
pub(crate) struct Peers {
    /// `per` peers for each cell, one after the other.
    flat: Vec<u16>,
    per: usize,
}

impl Peers {
    fn new(board: &Board) -> Peers {
        let (shape, side) = (board.shape(), board.side());
        let per = 2 * (side - 1) + (side - shape.rows()) - (shape.cols() - 1);
        let mut flat = Vec::with_capacity(board.cell_count() * per);
        for index in 0..board.cell_count() {
            let (row, col) = (index / side, index % side);
            let home = board.cell(index).box_index(shape);
            let before = flat.len();
            flat.extend(
                (0..board.cell_count())
                    .filter(|&p| {
                        p != index
                            && (p / side == row
                                || p % side == col
                                || board.cell(p).box_index(shape) == home)
                    })
                    .map(|p| p as u16),
            );
            debug_assert_eq!(flat.len() - before, per);
        }
        Peers { flat, per }
    }

    /// The peers of the cell at `index`, in reading order.
    #[inline]
    pub(crate) fn of(&self, index: usize) -> &[u16] {
        &self.flat[index * self.per..(index + 1) * self.per]
    }
}

/// Runs a `backtrack` search with `choices` from the current board.
pub(crate) fn search<S: Sink + ?Sized>(s: &mut SearchState<'_, S>, choices: Choices) -> Flow {
    let peers = Peers::new(&s.board);
    if choices.backjump() {
        return backjump::search(s, &peers, choices);
    }
    let mut domains = Domains::new(&s.board, choices.inference());
    if choices.inference() == Inference::Mac {
        // The textbook runs arc consistency once before the first guess:
        // the givens alone may leave cells with one value.
        if let Some(Wipeout { cell }) = domains.propagate(s, &peers, 0)? {
            return s.dead_end(cell, 0);
        }
    }
    descend(s, &peers, &mut domains, choices, 0)
}

/// One level of the chronological search: pick a cell, try its values in
/// order, infer after each placement, go one level down.
fn descend<S: Sink + ?Sized>(
    s: &mut SearchState<'_, S>,
    peers: &Peers,
    domains: &mut Domains,
    choices: Choices,
    depth: u32,
) -> Flow {
    let Some(index) = select::next(&s.board, domains, peers, choices.select()) else {
        return s.solved(depth);
    };
    s.candidates_computed(index, depth)?;
    let mut order = values::Order::default();
    values::order(
        &s.board,
        domains,
        peers,
        index,
        choices.values(),
        &mut order,
    );
    values::report(s, choices.values(), index, &order, depth)?;
    if order.is_empty() {
        return s.dead_end(index, depth);
    }
    let count = order.len() as u8;
    for (k, &digit) in order.digits().iter().enumerate() {
        s.place(index, digit, depth + 1, Some((k as u8 + 1, count)))?;
        let mark = domains.mark();
        match domains.after_placement(s, peers, index, digit, depth + 1)? {
            None => descend(s, peers, domains, choices, depth + 1)?,
            Some(Wipeout { cell }) => s.dead_end(cell, depth + 1)?,
        }
        // Undoing a guess restores every pruning made since it.
        domains.restore(mark);
        s.undo(index, depth + 1)?;
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{BoxShape, Grid};
    use crate::solver::Strategy;

    #[test]
    fn every_combination_has_one_name_that_reads_back() {
        let all: Vec<Choices> = Choices::all().collect();
        assert_eq!(all.len(), 30);
        let mut names: Vec<&str> = all.iter().map(|c| c.name()).collect();
        for choices in &all {
            assert_eq!(Choices::from_name(choices.name()), Some(*choices));
            let strategy: Strategy = choices.name().parse().unwrap();
            assert_eq!(strategy, Strategy::Backtrack(*choices));
        }
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 30);
        let named = |s, v, i, b| Choices::new(s, v, i, b).unwrap().name();
        assert_eq!(
            named(Select::First, Values::Ascending, Inference::None, false),
            "backtrack"
        );
        assert_eq!(
            named(Select::Mrv, Values::Lcv, Inference::Mac, false),
            "backtrack+mrv+lcv+mac"
        );
        assert_eq!(
            named(Select::First, Values::Lcv, Inference::None, true),
            "backtrack+lcv+backjump"
        );
        // One spelling per search: another order of the parts is no name.
        assert_eq!(Choices::from_name("backtrack+fc+mrv"), None);
        assert_eq!(Choices::from_name("backtrack+degree"), None);
        assert_eq!(Choices::from_name("backtrack+degree+mrv"), None);
        // What a reader of traces learns from the name is what the search did.
        for c in Choices::all() {
            let t = crate::trace::Textbook::parse(c.name()).expect("every name parses");
            assert_eq!(t.mrv, c.select() != Select::First);
            assert_eq!(t.degree, c.select() == Select::MrvDegree);
            // The table's name is its parts joined in their order.
            let mut parts = vec!["backtrack"];
            if c.select() != Select::First {
                parts.push(c.select().name());
            }
            if c.values() == Values::Lcv {
                parts.push("lcv");
            }
            if c.inference() != Inference::None {
                parts.push(c.inference().name());
            }
            if c.backjump() {
                parts.push("backjump");
            }
            assert_eq!(c.name(), parts.join("+"));
            assert_eq!(t.lcv, c.values() == Values::Lcv);
            assert_eq!(t.backjump, c.backjump());
            let inference = match t.inference {
                crate::trace::Inferring::None => Inference::None,
                crate::trace::Inferring::ForwardChecking => Inference::ForwardChecking,
                crate::trace::Inferring::Mac => Inference::Mac,
            };
            assert_eq!(inference, c.inference());
        }
    }

    #[test]
    fn backjumping_runs_without_inference_or_with_forward_checking() {
        let inference = Inference::Mac;
        assert_eq!(
            Choices::new(Select::First, Values::Ascending, inference, true),
            Err(Unsupported { inference })
        );
        let fc_cbj = Choices::new(
            Select::First,
            Values::Ascending,
            Inference::ForwardChecking,
            true,
        );
        assert_eq!(fc_cbj.map(Choices::name), Ok("backtrack+fc+backjump"));
    }

    #[test]
    fn peers_are_the_row_column_and_box_in_reading_order() {
        for (rows, cols) in [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (5, 5)] {
            let shape = BoxShape::new(rows, cols).unwrap();
            let board = Board::new(&Grid::empty(shape)).unwrap();
            let peers = Peers::new(&board);
            for index in 0..board.cell_count() {
                let cell = board.cell(index);
                let mut expected: Vec<u16> = crate::grid::Unit::ALL
                    .into_iter()
                    .flat_map(|unit| crate::grid::unit_cells(shape, cell, unit))
                    .filter(|&p| p != cell)
                    .map(|p| p.index(board.side()) as u16)
                    .collect();
                expected.sort_unstable();
                expected.dedup();
                assert_eq!(peers.of(index), expected, "{rows}x{cols} cell {index}");
            }
        }
    }
}
