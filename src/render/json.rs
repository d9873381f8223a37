//! One JSON document: the header's fields, every event (one per line), the
//! end, the counters and the solutions. Streamed: only the solutions are kept.

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::{Renderer, WriteSink, wire};
use crate::trace::{Event, Footer, Header, Sink};

/// Writes the log as one JSON document.
pub struct Json<W: Write> {
    out: WriteSink<W>,
    first: bool,
    solutions: Vec<String>,
    /// One event's JSON, reused so that streaming allocates nothing per event.
    buffer: Vec<u8>,
}

impl<W: Write> Json<W> {
    /// A JSON renderer writing to `out`.
    pub fn new(out: W) -> Self {
        Json {
            out: WriteSink::new(out),
            first: true,
            solutions: Vec::new(),
            buffer: Vec::with_capacity(1024),
        }
    }

    fn field(&mut self, name: &str, value: &impl serde::Serialize, last: bool) -> io::Result<()> {
        let out = self.out.writer();
        write!(out, "  \"{name}\": ")?;
        serde_json::to_writer(&mut *out, value)?;
        out.write_all(if last { b"\n" } else { b",\n" })
    }

    fn write_event(&mut self, event: &Event) -> io::Result<()> {
        if let Event::Solved { grid, .. } = event {
            self.solutions.push(grid.clone());
        }
        self.buffer.clear();
        self.buffer
            .extend_from_slice(if self.first { b"\n    " } else { b",\n    " });
        self.first = false;
        wire::write_event(&mut self.buffer, event);
        self.out.writer().write_all(&self.buffer)
    }
}

impl<W: Write> Sink for Json<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        let result = self.write_event(event);
        self.out.check(result)
    }
}

impl<W: Write> Renderer for Json<W> {
    fn begin(&mut self, header: &Header) -> io::Result<()> {
        self.out.writer().write_all(b"{\n")?;
        self.field("schema_version", &header.schema_version, false)?;
        self.field("puzzle", &header.puzzle, false)?;
        self.field("strategy", &header.strategy, false)?;
        self.field("options", &header.options, false)?;
        self.out.writer().write_all(b"  \"events\": [")
    }

    fn finish(&mut self, footer: &Footer) -> io::Result<()> {
        self.out.take_error()?;
        let close: &[u8] = if self.first { b"],\n" } else { b"\n  ],\n" };
        self.out.writer().write_all(close)?;
        self.field("end", &footer.end, false)?;
        self.field("stats", &footer.stats, false)?;
        let solutions = std::mem::take(&mut self.solutions);
        self.field("solutions", &solutions, true)?;
        let out = self.out.writer();
        out.write_all(b"}\n")?;
        out.flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}
