//! JSON Lines: the header, one event per line, the footer. Constant memory.

use std::io::{self, Write};
use std::ops::ControlFlow;

use super::{Renderer, WriteSink, wire};
use crate::trace::{Event, Footer, Header, Sink};

/// Streams the log as JSON Lines.
pub struct JsonLines<W: Write> {
    out: WriteSink<W>,
    /// One event's line, reused so that streaming allocates nothing per event.
    buffer: Vec<u8>,
}

impl<W: Write> JsonLines<W> {
    /// A JSON Lines renderer writing to `out`.
    pub fn new(out: W) -> Self {
        JsonLines {
            out: WriteSink::new(out),
            buffer: Vec::with_capacity(1024),
        }
    }

    fn line(&mut self, value: &impl serde::Serialize) -> io::Result<()> {
        let out = self.out.writer();
        serde_json::to_writer(&mut *out, value)?;
        out.write_all(b"\n")
    }
}

impl<W: Write> Sink for JsonLines<W> {
    fn event(&mut self, event: &Event) -> ControlFlow<()> {
        self.buffer.clear();
        wire::write_event(&mut self.buffer, event);
        self.buffer.push(b'\n');
        let result = self.out.writer().write_all(&self.buffer);
        self.out.check(result)
    }
}

impl<W: Write> Renderer for JsonLines<W> {
    fn begin(&mut self, header: &Header) -> io::Result<()> {
        self.line(header)
    }

    fn finish(&mut self, footer: &Footer) -> io::Result<()> {
        self.out.take_error()?;
        self.line(footer)?;
        self.out.writer().flush()
    }

    fn take_error(&mut self) -> io::Result<()> {
        self.out.take_error()
    }
}
