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
