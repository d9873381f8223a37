//! The end of the trace: how the search ended, in one sentence, and the
//! table of counters.

use std::io::{self, Write};

use crate::trace::{CounterName, End, Footer};
use crate::words::vars;
use crate::words::width::columns as width;
use crate::words::{Counter, Phrases, TextbookPhrases};

/// The end of a search in one sentence, and the counters with their definitions.
pub(crate) fn write_summary(
    out: &mut impl Write,
    phrases: &Phrases,
    textbook: &TextbookPhrases,
    footer: &Footer,
) -> io::Result<()> {
    let solutions = footer.stats.solutions;
    let end = match footer.end {
        End::Exhausted if solutions == 0 => phrases.end_none.to_string(),
        End::Exhausted => phrases.end_exhausted(vars::NarrationEndExhausted { solutions }),
        End::SolutionLimit => {
            phrases.end_solution_limit(vars::NarrationEndSolutionLimit { solutions })
        }
        End::StepLimit => phrases.end_step_limit(vars::NarrationEndStepLimit { solutions }),
        End::TimeLimit => phrases.end_time_limit(vars::NarrationEndTimeLimit { solutions }),
        End::PlacementLimit => {
            phrases.end_placement_limit(vars::NarrationEndPlacementLimit { solutions })
        }
        End::Stopped => phrases.end_stopped.to_string(),
    };
    writeln!(out, "{end}")?;
    writeln!(out, "{}", phrases.counters_title)?;
    // The textbook's counters join the table only when not 0, as they join
    // a footer: the other strategies' tables stay as they were.
    let rows: Vec<(&Counter, u64)> = phrases
        .counters
        .iter()
        .chain(&textbook.counters)
        .map(|c| (c, footer.stats.get(c.key)))
        .filter(|&(c, value)| value > 0 || !CounterName::WHEN_USED.contains(&c.key))
        .collect();
    let name_width = rows.iter().map(|(c, _)| width(c.name)).max().unwrap_or(0);
    let value_width = rows
        .iter()
        .map(|(_, v)| v.to_string().len())
        .max()
        .unwrap_or(0);
    for &(counter, value) in &rows {
        let pad = name_width - width(counter.name);
        writeln!(
            out,
            "  {}{:pad$}  {value:>value_width$}  {}",
            counter.name, "", counter.definition
        )?;
    }
    Ok(())
}
