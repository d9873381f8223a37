//! The page's bar charts: one per counter, on a logarithmic and on a linear
//! scale, with ticks, numbers with thousands separators, and a bar stopped
//! by a limit drawn as a lower bound that visibly goes on (a dashed end
//! with an arrow, and `≥` before its number).
//!
//! Every length across the chart is a percentage of its width, so a chart
//! fills any screen from a phone to a projector and never overflows it:
//! each strategy's name and number sit on a line above its bar.

/// How far right the largest value reaches, in percent of the width: the
/// rest is for the dashed end of a stopped bar and the last tick's number.
const REACH: f64 = 88.0;
/// Where the dashed end of a stopped bar stops, in percent.
const DASH_TO: f64 = 98.0;
/// The height of one strategy's lines (its name and number, then its bar), in pixels.
const ROW: usize = 38;
/// Room below the rows for the ticks' numbers.
const AXIS: usize = 26;

/// A scale along the bars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Scale {
    /// Each tick ten times the one before (of the value plus one, so that
    /// 0 sits at the left edge).
    Log,
    /// Evenly spaced ticks.
    Linear,
}

impl Scale {
    /// The class the page's style shows or hides the scale by.
    pub(super) fn class(self) -> &'static str {
        match self {
            Scale::Log => "log",
            Scale::Linear => "linear",
        }
    }

    /// Where `value` lies, in percent of the width, when `max` reaches [`REACH`].
    fn at(self, value: u64, max: u64) -> f64 {
        if max == 0 {
            return 0.0;
        }
        let share = match self {
            Scale::Log => ((value + 1) as f64).log10() / ((max + 1) as f64).log10(),
            Scale::Linear => value as f64 / max as f64,
        };
        share * REACH
    }

    /// The ticks up to `max`: 0 and the powers of ten, or 0 and even steps
    /// of 1, 2 or 5 times a power of ten.
    fn ticks(self, max: u64) -> Vec<u64> {
        let mut ticks = vec![0];
        match self {
            Scale::Log => {
                let mut t = 10u64;
                while t <= max {
                    ticks.push(t);
                    t = t.saturating_mul(10);
                }
            }
            Scale::Linear => {
                let step = nice_step(max);
                let mut t = step;
                while t <= max {
                    ticks.push(t);
                    t += step;
                }
            }
        }
        ticks
    }
}

/// A round step (1, 2, 2.5 or 5 times a power of ten) that cuts `0..=max`
/// into about four.
fn nice_step(max: u64) -> u64 {
    let rough = (max / 4).max(1);
    let mut power = 1u64;
    while power.saturating_mul(10) <= rough {
        power *= 10;
    }
    // In tenths of `power`; 2.5 only where it is a whole number.
    [10, 20, 25, 50, 100]
        .into_iter()
        .filter(|&m| m != 25 || power >= 10)
        .map(|m| m * power / 10)
        .find(|&s| s >= rough)
        .unwrap_or(power * 10)
}

/// One strategy's value of the counter charted.
pub(super) struct Value<'a> {
    /// The strategy's name.
    pub name: &'a str,
    /// The count.
    pub value: u64,
    /// Whether a limit stopped the strategy: the count is a lower bound.
    pub lower_bound: bool,
}

/// One chart on one scale, ready for the template.
pub(crate) struct Chart {
    /// `log` or `linear`.
    pub scale: &'static str,
    /// What the chart shows, with every value, for a screen reader.
    pub label: String,
    /// Unique within the page, for the arrow's marker.
    pub id: String,
    pub height: usize,
    pub bars: Vec<Bar>,
    pub ticks: Vec<Tick>,
    /// Where the rows end and the ticks' numbers begin.
    pub axis_y: usize,
    pub tick_text_y: usize,
}

/// One strategy's bar.
pub(crate) struct Bar {
    pub name: String,
    /// The number as shown: grouped, and after `≥` for a lower bound.
    pub shown: String,
    pub text_y: usize,
    pub y: usize,
    pub mid_y: usize,
    /// The bar's length, in percent (at least a sliver, so 0 shows).
    pub width: String,
    pub lower_bound: bool,
    /// The dashed end of a lower bound: from the bar's end to [`DASH_TO`].
    pub dash_from: String,
    pub dash_to: String,
    /// One of seven colours, by the strategy's row (`s0` to `s6`).
    pub class: String,
    /// The pattern over the colour: 0 none, 1 stripes, 2 dots, 3 stripes
    /// the other way, 4 a grid, so that the 35 rows of `--line-up all`
    /// never share a look.
    pub pattern: usize,
}

/// How many colours the style has; rows past them take a pattern too.
const COLOURS: usize = 7;

/// How many looks a bar's colour can carry (none and four patterns).
const PATTERNS: usize = 5;

/// One tick: its line across the rows and its number below them.
pub(crate) struct Tick {
    pub x: String,
    pub shown: String,
    /// `start`, `middle` or `end`, so the number stays inside the chart.
    pub anchor: &'static str,
    /// A tick whose number a narrow screen leaves out, so the numbers never overlap.
    pub minor: bool,
}

/// The chart of `values` on `scale`. `id` is unique in the page; `label`
/// names the chart for a screen reader, its values after `colon`,
/// separated by `and` (the language's list separator);
/// `at_least` shows a lower bound (its number as written); `lang` writes
/// the values as counts and the ticks, round by construction, as limits.
pub(super) fn chart(
    values: &[Value],
    scale: Scale,
    id: String,
    (label, colon, and): (&str, &str, &str),
    at_least: &dyn Fn(&str) -> String,
    lang: crate::words::Lang,
) -> Chart {
    let max = values.iter().map(|v| v.value).max().unwrap_or(0);
    let shown = |v: &Value| {
        let n = lang.count(v.value);
        if v.lower_bound && v.value > 0 {
            at_least(&n)
        } else {
            n
        }
    };
    let bars = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let end = scale.at(v.value, max);
            Bar {
                name: v.name.to_string(),
                shown: shown(v),
                text_y: ROW * i + 14,
                y: ROW * i + 19,
                mid_y: ROW * i + 26,
                width: format!("{:.2}%", end.max(0.3)),
                lower_bound: v.lower_bound,
                dash_from: format!("{end:.2}%"),
                dash_to: format!("{DASH_TO:.2}%"),
                class: format!("s{}", i % COLOURS),
                pattern: i / COLOURS % PATTERNS,
            }
        })
        .collect::<Vec<_>>();
    let all = scale.ticks(max);
    // At most four numbers on a narrow screen: every second or third tick.
    let every = all.len().div_ceil(4).max(1);
    let ticks = all
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let x = scale.at(t, max);
            Tick {
                x: format!("{x:.2}%"),
                shown: lang.limit(t),
                anchor: match x {
                    x if x < 1.0 => "start",
                    x if x > 80.0 => "end",
                    _ => "middle",
                },
                minor: i % every != 0,
            }
        })
        .collect();
    let described: Vec<String> = values
        .iter()
        .map(|v| format!("{} {}", v.name, shown(v)))
        .collect();
    let rows = ROW * values.len() + 4;
    Chart {
        scale: scale.class(),
        label: format!("{label}{colon}{}", described.join(and)),
        id,
        height: rows + AXIS,
        bars,
        ticks,
        axis_y: rows,
        tick_text_y: rows + 18,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_powers_of_ten_or_round_steps() {
        assert_eq!(Scale::Log.ticks(4208), [0, 10, 100, 1000]);
        assert_eq!(Scale::Linear.ticks(4208), [0, 2000, 4000]);
        assert_eq!(
            Scale::Linear.ticks(9_727_396),
            [0, 2_500_000, 5_000_000, 7_500_000]
        );
        assert_eq!(
            Scale::Linear.ticks(1_000_000),
            [0, 250_000, 500_000, 750_000, 1_000_000]
        );
        assert_eq!(Scale::Linear.ticks(3), [0, 1, 2, 3]);
        assert_eq!(nice_step(100_000_000), 25_000_000);
    }

    #[test]
    fn a_gap_of_82_times_looks_82_times_on_the_linear_scale_only() {
        let (small, large) = (Scale::Linear.at(1, 82), Scale::Linear.at(82, 82));
        assert!((large / small - 82.0).abs() < 1e-9);
        let (small, large) = (
            Scale::Log.at(3860, 317_000),
            Scale::Log.at(317_000, 317_000),
        );
        assert!(large / small < 1.6, "{}", large / small);
    }

    #[test]
    fn a_lower_bound_says_so_and_goes_on() {
        let values = [
            Value {
                name: "candidates",
                value: 1_000_000,
                lower_bound: true,
            },
            Value {
                name: "mrv",
                value: 481,
                lower_bound: false,
            },
        ];
        let chart = chart(
            &values,
            Scale::Log,
            "c0-log".into(),
            ("placements", ": ", ", "),
            &|n: &str| format!("≥ {n}"),
            crate::words::Lang::En,
        );
        assert_eq!(chart.bars[0].shown, "≥ 1,000,000");
        assert!(chart.bars[0].lower_bound && !chart.bars[1].lower_bound);
        assert_eq!(chart.bars[0].width, "88.00%");
        assert_eq!(chart.bars[0].dash_to, "98.00%");
        assert_eq!(chart.label, "placements: candidates ≥ 1,000,000, mrv 481");
    }
}
