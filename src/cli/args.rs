//! Argument parsers shared by the subcommands.

use clap::builder::{PossibleValuesParser, TypedValueParser};
use sudoku_trace::grid::BoxShape;
use sudoku_trace::solver::Strategy;

/// `--strategy`: one of the strategies' names.
pub fn strategy() -> impl TypedValueParser<Value = Strategy> {
    PossibleValuesParser::new(Strategy::names())
        .map(|name| name.parse().expect("clap only passes listed names"))
}

/// `--box RxC`: a box shape such as `2x3`.
pub fn box_shape(text: &str) -> Result<BoxShape, String> {
    let (r, c) = text
        .split_once(['x', 'X', '×'])
        .ok_or_else(|| format!("expected ROWSxCOLS such as 2x3, found `{text}`"))?;
    let number = |s: &str| {
        s.trim()
            .parse::<usize>()
            .map_err(|_| format!("`{s}` is not a number"))
    };
    BoxShape::new(number(r)?, number(c)?)
        .ok_or_else(|| "boxes need at least 2 rows and 2 columns, at most 25 cells".into())
}

/// `--time-limit SECONDS`: a positive, finite number of seconds, fractions allowed.
pub fn seconds(text: &str) -> Result<f64, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("expected a number of seconds such as 0.5, found `{text}`"))?;
    if !(seconds.is_finite() && seconds > 0.0) {
        return Err(format!(
            "expected a positive number of seconds such as 0.5, found `{text}`"
        ));
    }
    std::time::Duration::try_from_secs_f64(seconds)
        .map_err(|_| format!("`{text}` seconds is too long to wait for"))?;
    Ok(seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_positive_and_finite() {
        assert_eq!(seconds("0.5"), Ok(0.5));
        assert_eq!(seconds("2"), Ok(2.0));
        assert_eq!(seconds("1e-3"), Ok(0.001));
        for bad in ["0", "-1", "nan", "inf", "-inf", "", "1s", "1e300"] {
            assert!(seconds(bad).is_err(), "{bad}");
        }
    }
}
