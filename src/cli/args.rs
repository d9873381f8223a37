//! Argument parsers shared by the subcommands.

use crate::grid::BoxShape;
use crate::solver::{Choices, Inference, LineUp, Select, Strategy, Values};
use crate::words::Lang;
use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};

use super::Failure;
use super::misuse::Misuse;

/// `--format` of the commands that print a report: `text` for people,
/// `json` for scripts (`bench`, `check`, `diff`, `puzzles`, `verify`).
// The variants carry no doc comment: clap would list them in `--help` as
// described values, and the option's own help already says what each is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ReportFormat {
    Text,
    Json,
}

/// `--lang`: a language's tag. A language only tests use (the pseudo-locale
/// `en-XA`) is accepted but not listed in `--help` or completions.
pub fn lang() -> PossibleValuesParser {
    PossibleValuesParser::new(
        Lang::EVERY.map(|l| clap::builder::PossibleValue::new(l.tag()).hide(!l.listed())),
    )
}

/// `--strategy`: one of the strategies' names.
pub fn strategy() -> impl TypedValueParser<Value = Strategy> {
    PossibleValuesParser::new(Strategy::names())
        .map(|name| name.parse().expect("clap only passes listed names"))
}

/// `--line-up` of `compare`: one of the line-ups' names.
pub fn line_up() -> impl TypedValueParser<Value = LineUp> {
    PossibleValuesParser::new(LineUp::ALL.map(LineUp::name)).map(|name| {
        LineUp::ALL
            .into_iter()
            .find(|l| l.name() == name)
            .expect("clap only passes listed names")
    })
}

/// The choices of `--strategy backtrack`, for the commands that take a strategy.
#[derive(Debug, Default, Args)]
pub struct BacktrackArgs {
    /// With `--strategy backtrack`: the next cell is the first empty one in
    /// reading order, or the one with the fewest values left in its domain
    /// [default: first]
    #[arg(long, value_name = "CELL", value_parser = PossibleValuesParser::new(Select::ALL.map(Select::name))
        .map(|name| Select::ALL.into_iter().find(|s| s.name() == name).expect("a listed name")))]
    select: Option<Select>,

    /// With `--strategy backtrack`: a cell's values in ascending order, or
    /// the least-constraining value first [default: ascending]
    #[arg(long, value_name = "ORDER", value_parser = PossibleValuesParser::new(Values::ALL.map(Values::name))
        .map(|name| Values::ALL.into_iter().find(|v| v.name() == name).expect("a listed name")))]
    values: Option<Values>,

    /// With `--strategy backtrack`: after each placement, no inference,
    /// forward checking, or maintaining arc consistency [default: none]
    #[arg(long, value_name = "HOW", value_parser = PossibleValuesParser::new(Inference::ALL.map(Inference::name))
        .map(|name| Inference::ALL.into_iter().find(|i| i.name() == name).expect("a listed name")))]
    inference: Option<Inference>,

    /// With `--strategy backtrack` and `--inference none` or `fc` (FC-CBJ):
    /// conflict-directed backjumping (a cell whose values are used up jumps
    /// back to the latest guess that took part in its failure)
    #[arg(long)]
    backjump: bool,
}

impl BacktrackArgs {
    /// The strategy `--strategy` names, with these choices when it is
    /// `backtrack`. A choice beside another strategy, or a combination the
    /// search does not support, is a usage error: never a silent fallback.
    pub fn strategy(&self, strategy: Strategy) -> Result<Strategy, Failure> {
        let given: Vec<&str> = [
            self.select.map(|_| "--select"),
            self.values.map(|_| "--values"),
            self.inference.map(|_| "--inference"),
            self.backjump.then_some("--backjump"),
        ]
        .into_iter()
        .flatten()
        .collect();
        if !matches!(strategy, Strategy::Backtrack(_)) {
            return match given.as_slice() {
                [] => Ok(strategy),
                given => Err(Failure::Misuse(Misuse::ChoicesWithoutBacktrack(
                    given.to_vec(),
                    strategy.to_string(),
                ))),
            };
        }
        Choices::new(
            self.select.unwrap_or_default(),
            self.values.unwrap_or_default(),
            self.inference.unwrap_or_default(),
            self.backjump,
        )
        .map(Strategy::Backtrack)
        .map_err(|unsupported| {
            Failure::Misuse(Misuse::BackjumpWithInference(unsupported.inference.name()))
        })
    }
}

/// `--box RxC`: a box shape such as `2x3`.
pub fn box_shape(text: &str) -> Result<BoxShape, String> {
    let (r, c) = text.split_once(['x', 'X', '×']).ok_or_else(|| {
        format!(
            "expected ROWSxCOLS such as 2x3, found `{}`",
            super::echoed(text)
        )
    })?;
    // What was found is the whole argument: one side of it alone may be
    // empty (`3x`), which says nothing quoted (issue 22).
    let number = |s: &str, which: &str| {
        s.trim().parse::<usize>().map_err(|_| {
            let found = format!(
                "expected ROWSxCOLS such as 2x3, found `{}`",
                super::echoed(text)
            );
            if s.trim().is_empty() {
                format!("{found}: no number of {which}")
            } else {
                format!("{found}: `{}` is not a number of {which}", super::echoed(s))
            }
        })
    };
    BoxShape::new(number(r, "rows")?, number(c, "columns")?)
        .ok_or_else(|| "boxes need at least 2 rows and 2 columns, at most 25 cells".into())
}

/// `--time-limit SECONDS`: a positive, finite number of seconds, fractions allowed.
pub fn seconds(text: &str) -> Result<f64, String> {
    let seconds: f64 = text.trim().parse().map_err(|_| {
        format!(
            "expected a number of seconds such as 0.5, found `{}`",
            super::echoed(text)
        )
    })?;
    if !(seconds.is_finite() && seconds > 0.0) {
        return Err(format!(
            "expected a positive number of seconds such as 0.5, found `{}`",
            super::echoed(text)
        ));
    }
    std::time::Duration::try_from_secs_f64(seconds)
        .map_err(|_| format!("`{}` seconds is too long to wait for", super::echoed(text)))?;
    Ok(seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_that_is_no_shape_says_what_was_found() {
        assert_eq!(
            box_shape("3x").unwrap_err(),
            "expected ROWSxCOLS such as 2x3, found `3x`: no number of columns"
        );
        assert_eq!(
            box_shape("ax3").unwrap_err(),
            "expected ROWSxCOLS such as 2x3, found `ax3`: `a` is not a number of rows"
        );
        assert!(box_shape("3x2").is_ok());
    }

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
