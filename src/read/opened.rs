//! A trace read from a file the caller has already opened: `grade` opens a
//! student's file once, checks that it is a regular file (not a FIFO that
//! would block, a device, or a symbolic link it did not ask to follow), and
//! reads that same open file, never the path again, so that nothing can be
//! swapped in between the check and the reading.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom};

use super::{ReadError, TraceReader, document};

/// A reader of `file` from its start, with a place of its own: several
/// readers of one open file (the passes of `grade`, a document read twice)
/// never move each other.
struct At<'f> {
    file: &'f File,
    offset: u64,
}

impl Read for At<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        // Each read says where it starts, whoever read the file last.
        let mut file = self.file;
        file.seek(SeekFrom::Start(self.offset))?;
        let n = file.read(buf)?;
        self.offset += n as u64;
        Ok(n)
    }
}

impl<'f> TraceReader<'f> {
    /// Reads the header of the trace in `file`, an open file read from its
    /// start, named `name` in messages. Like [`TraceReader::open`], a
    /// document whose header comes after its events is read twice, both
    /// times from this file.
    pub fn from_file(
        name: impl Into<String>,
        file: &'f File,
    ) -> Result<TraceReader<'f>, ReadError> {
        let reopen: document::Reopen<'f> = Box::new(move || {
            Ok(
                Box::new(BufReader::with_capacity(1 << 16, At { file, offset: 0 }))
                    as Box<dyn BufRead>,
            )
        });
        TraceReader::read(name, At { file, offset: 0 }, Some(reopen))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_reading_of_one_open_file_starts_at_its_start() {
        let dir = std::env::temp_dir().join(format!("sudoku-trace-opened-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.jsonl");
        // A document whose header comes after its events: read twice.
        let text = r#"{"events":[{"event":"placed","cell":[2,2],"digit":4,"depth":1}],"options":{"max_solutions":1,"max_steps":null},"puzzle":{"size":4,"box":[2,2],"givens":"1234341221.34.21"},"schema_version":1,"strategy":"mine"}"#;
        std::fs::write(&path, text).unwrap();
        let file = File::open(&path).unwrap();
        let mut first = TraceReader::from_file("t", &file).unwrap();
        // A second reader between the first one's reads does not move it.
        let mut second = TraceReader::from_file("t", &file).unwrap();
        assert_eq!(first.header().strategy, "mine");
        assert!(first.next_event().unwrap().is_some());
        assert!(second.next_event().unwrap().is_some());
        assert!(first.next_event().unwrap().is_none());
        assert!(second.next_event().unwrap().is_none());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
