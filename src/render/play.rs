//! A saved trace played into any renderer: the header, every event, then
//! the footer (or the one the events imply), byte for byte what the
//! renderer writes live. Here, above `read`, so that reading a trace needs
//! no renderer.

use std::io;

use super::{Renderer, RuleBroken};
use crate::read::{ReadError, TraceReader, recounted_footer};
use crate::trace::{Event, Footer, Stats};

/// Why [`play`] stopped.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The trace could not be read.
    #[error("{0}")]
    Read(#[from] ReadError),
    /// The renderer could not write.
    #[error("{0}")]
    Write(#[from] io::Error),
}

/// Plays a saved trace into `renderer`: its header, every event, then its
/// footer, or when it has none, the footer [`recounted_footer`](crate::read::recounted_footer) implies.
/// The output is byte for byte what the renderer writes live.
pub fn play<R: Renderer + ?Sized>(
    reader: &mut TraceReader<'_>,
    renderer: &mut R,
) -> Result<Footer, PlayError> {
    play_watched(reader, renderer, &mut |_: &TraceReader<'_>, _: &Event| {})
}

/// What watches a saved trace as it is played: each event as it is read
/// (with the reader, for its line), then, before the renderer finishes, the
/// rule the trace broke, if any, for the renderer to show.
pub trait Watcher {
    /// One event, just read.
    fn event(&mut self, reader: &TraceReader<'_>, event: &Event);
    /// After the last event: the first rule broken, told to the renderer
    /// before it finishes.
    fn verdict(&mut self, _reader: &TraceReader<'_>) -> Option<RuleBroken> {
        None
    }
}

impl<F: FnMut(&TraceReader<'_>, &Event)> Watcher for F {
    fn event(&mut self, reader: &TraceReader<'_>, event: &Event) {
        self(reader, event)
    }
}

/// [`play`], showing each event as it is read to `watch` too, with the
/// reader (for its line): `render` verifies the trace it draws this way,
/// in the same single pass.
pub fn play_watched<R: Renderer + ?Sized>(
    reader: &mut TraceReader<'_>,
    renderer: &mut R,
    watch: &mut dyn Watcher,
) -> Result<Footer, PlayError> {
    renderer.begin(reader.header())?;
    let mut stats = Stats::default();
    let mut last = None;
    while let Some(event) = reader.next_event()? {
        watch.event(reader, &event);
        stats.record(&event);
        if renderer.event(&event).is_break() {
            break;
        }
        last = Some(event);
    }
    renderer.take_error()?;
    if let Some(broken) = watch.verdict(reader) {
        renderer.rule_broken(&broken);
    }
    let footer = match reader.footer() {
        Some(footer) => *footer,
        None => recounted_footer(reader.header(), stats, last.as_ref()),
    };
    renderer.finish(&footer)?;
    Ok(footer)
}
