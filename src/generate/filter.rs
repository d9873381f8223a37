//! A difficulty filter, rated by our own strategies: what a teacher means
//! by difficulty here ("solvable by `singles` without a guess", "`mrv`
//! needs at least 10 guesses", "`candidates` makes at least 5,000
//! placements").

use std::fmt;

use crate::grid::Grid;
use crate::solver::{self, Strategy};
use crate::trace::{CounterName, End, Limits};

/// Which side of the bound a puzzle must fall on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The counter is at least the value.
    AtLeast,
    /// The counter is at most the value.
    AtMost,
}

/// `STRATEGY:COUNTER` at least or at most a value, counted by solving the
/// puzzle untraced to its first solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Filter {
    /// The strategy that rates the puzzle.
    pub strategy: Strategy,
    /// The counter read off its search.
    pub counter: CounterName,
    /// At least or at most.
    pub bound: Bound,
    /// The value.
    pub value: u64,
}

/// The placements past which a rating gives up: a filter that cannot be
/// decided within them rejects the puzzle (a generator must not spend
/// minutes on one candidate).
pub const MAX_PLACEMENTS: u64 = 10_000_000;

impl Filter {
    /// Reads `STRATEGY:COUNTER=VALUE` (`mrv:placements=10`).
    ///
    /// # Errors
    /// What is wrong, with what was expected.
    pub fn parse(text: &str, bound: Bound) -> Result<Filter, String> {
        let shape =
            "expected STRATEGY:COUNTER=VALUE, such as singles:placements=0 or mrv:dead_ends=5";
        let (rated, value) = text
            .split_once('=')
            .ok_or_else(|| format!("{shape}; found no `=`"))?;
        let (strategy, counter) = rated
            .split_once(':')
            .ok_or_else(|| format!("{shape}; found no `:` between the strategy and the counter"))?;
        let strategy: Strategy = strategy.trim().parse().map_err(|e| format!("{e}"))?;
        let counter = CounterName::ALL
            .into_iter()
            .find(|c| c.name() == counter.trim())
            .ok_or_else(|| {
                let names: Vec<&str> = CounterName::ALL.iter().map(|c| c.name()).collect();
                format!(
                    "unknown counter `{}`: expected one of {}",
                    crate::trace::shown_name(counter.trim()),
                    names.join(", ")
                )
            })?;
        let value = value.trim().parse().map_err(|_| {
            format!(
                "{shape}; `{}` is not a whole number",
                crate::trace::shown_name(value.trim())
            )
        })?;
        Ok(Filter {
            strategy,
            counter,
            bound,
            value,
        })
    }

    /// The counter on `grid` when the filter can tell, or `None` when the
    /// search stopped at [`MAX_PLACEMENTS`] before it could.
    pub fn measure(&self, grid: &Grid) -> Option<u64> {
        let limits = Limits {
            max_solutions: Some(1),
            max_steps: None,
            time_limit: None,
        };
        // Placements at least K are known once K are made: stop there.
        let budget = match (self.counter, self.bound) {
            (CounterName::Placements, Bound::AtLeast) => self.value.clamp(1, MAX_PLACEMENTS),
            (CounterName::Placements, Bound::AtMost) => (self.value + 1).min(MAX_PLACEMENTS),
            _ => MAX_PLACEMENTS,
        };
        let report = solver::count(grid, self.strategy, limits, Some(budget), None);
        let value = report.stats.get(self.counter);
        match report.end {
            End::PlacementLimit if self.counter == CounterName::Placements => Some(value),
            End::PlacementLimit => None,
            _ => Some(value),
        }
    }

    /// Whether `grid` passes, and the value measured.
    pub fn passes(&self, grid: &Grid) -> (bool, Option<u64>) {
        let measured = self.measure(grid);
        let pass = measured.is_some_and(|v| match self.bound {
            Bound::AtLeast => v >= self.value,
            Bound::AtMost => v <= self.value,
        });
        (pass, measured)
    }
}

impl fmt::Display for Filter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = match self.bound {
            Bound::AtLeast => ">=",
            Bound::AtMost => "<=",
        };
        write!(
            f,
            "{}:{} {op} {}",
            self.strategy.name(),
            self.counter.name(),
            self.value
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_read_and_refuse_clearly() {
        let f = Filter::parse("singles:placements=0", Bound::AtMost).unwrap();
        assert_eq!(f.to_string(), "singles:placements <= 0");
        let f = Filter::parse("backtrack+mrv+fc:dead_ends=3", Bound::AtLeast).unwrap();
        assert_eq!(f.counter, CounterName::DeadEnds);
        let err = Filter::parse("mrv:guesses=3", Bound::AtLeast).unwrap_err();
        assert!(err.contains("unknown counter `guesses`"), "{err}");
        assert!(
            Filter::parse("mrv placements=3", Bound::AtLeast)
                .unwrap_err()
                .contains("no `:`")
        );
        assert!(
            Filter::parse("mrv:placements", Bound::AtLeast)
                .unwrap_err()
                .contains("no `=`")
        );
        assert!(
            Filter::parse("fast:placements=1", Bound::AtLeast)
                .unwrap_err()
                .contains("unknown strategy")
        );
        assert!(
            Filter::parse("mrv:placements=-1", Bound::AtLeast)
                .unwrap_err()
                .contains("not a whole number")
        );
    }

    #[test]
    fn the_classic_puzzle_is_rated_by_its_counts() {
        let classic = crate::parse::parse_str(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        // 4,208 placements of `candidates` to its first solution (the
        // library pins it); singles solves it without a guess.
        let at_least =
            |v| Filter::parse(&format!("candidates:placements={v}"), Bound::AtLeast).unwrap();
        assert_eq!(at_least(4208).passes(&classic), (true, Some(4208)));
        assert!(!at_least(4209).passes(&classic).0);
        let no_guess = Filter::parse("singles:placements=0", Bound::AtMost).unwrap();
        assert_eq!(no_guess.passes(&classic), (true, Some(0)));
    }
}
