//! Where the command's standard streams are: the process's own, or the
//! input and the two writers given by a program that runs the command line
//! in process ([`super::run_captured`]: the Python package).
//!
//! Captured streams are never a terminal: no colour, no progress bar, no
//! flood guard. They are per thread, so that a program may run several
//! commands at once (the Python package streams a trace from a thread of
//! its own while the caller reads it).

use std::cell::RefCell;
use std::io::{self, IsTerminal, Read, Write};
use std::sync::Arc;

use super::cancel::Cancel;

/// What a program running the command line in process gives it instead of
/// the process's streams ([`super::run_captured`]).
pub struct Streams {
    /// Standard input (a puzzle given as `-`): read once, as a pipe.
    pub input: Vec<u8>,
    /// Standard output.
    pub out: Box<dyn Write>,
    /// Standard error.
    pub err: Box<dyn Write>,
    /// The caller's request to stop the command early, if it may make one.
    pub cancel: Option<Arc<Cancel>>,
}

impl Streams {
    /// `input` in, `out` and `err` out, no way to cancel.
    pub fn new(input: Vec<u8>, out: Box<dyn Write>, err: Box<dyn Write>) -> Streams {
        Streams {
            input,
            out,
            err,
            cancel: None,
        }
    }

    /// The same streams, the command stopped when `cancel` says so.
    pub fn cancelled_by(self, cancel: Arc<Cancel>) -> Streams {
        Streams {
            cancel: Some(cancel),
            ..self
        }
    }
}

/// The streams of a captured run.
struct Captured {
    /// Standard input, until a command reads it (once, as a pipe).
    input: Option<Vec<u8>>,
    /// The caller's request to stop the command, if it may make one.
    cancel: Option<Arc<Cancel>>,
    out: Box<dyn Write>,
    err: Box<dyn Write>,
}

thread_local! {
    static CAPTURED: RefCell<Option<Captured>> = const { RefCell::new(None) };
}

/// Runs `body` with this thread's standard input read from `input`, its
/// standard output going to `out` and its standard error to `err`; the
/// process's own streams again afterwards.
pub fn captured<R>(streams: Streams, body: impl FnOnce() -> R) -> R {
    /// Puts the process's streams back even when `body` panics.
    struct Restore(Option<Captured>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let earlier = self.0.take();
            CAPTURED.with(|c| {
                if let Some(mut done) = c.replace(earlier) {
                    let _ = done.out.flush();
                    let _ = done.err.flush();
                }
            });
        }
    }
    let earlier = CAPTURED.with(|c| {
        c.replace(Some(Captured {
            input: Some(streams.input),
            cancel: streams.cancel,
            out: streams.out,
            err: streams.err,
        }))
    });
    let _restore = Restore(earlier);
    body()
}

/// The request to stop this thread's captured run, if its caller can make one.
pub fn cancel() -> Option<Arc<Cancel>> {
    CAPTURED.with(|c| c.borrow().as_ref().and_then(|c| c.cancel.clone()))
}

/// Whether this thread's captured run was cancelled.
pub fn is_cancelled() -> bool {
    cancel().is_some_and(|c| c.is_cancelled())
}

/// Whether this thread's streams are captured.
pub fn is_captured() -> bool {
    CAPTURED.with(|c| c.borrow().is_some())
}

/// Whether standard output is a terminal (a captured one never is).
pub fn stdout_is_terminal() -> bool {
    !is_captured() && io::stdout().is_terminal()
}

/// Standard input: the captured input (read once; empty afterwards, and
/// never the process's own, which a captured run must not wait on), or the
/// process's.
pub fn stdin() -> Box<dyn Read> {
    match CAPTURED.with(|c| c.borrow_mut().as_mut().map(|c| c.input.take())) {
        Some(input) => Box::new(io::Cursor::new(input.unwrap_or_default())),
        None => Box::new(io::stdin().lock()),
    }
}

/// Standard output as a writer.
pub fn stdout() -> Box<dyn Write> {
    if is_captured() {
        Box::new(Stream::Out)
    } else {
        Box::new(io::stdout().lock())
    }
}

/// Writes one line to standard error, as `eprintln!` does; a failed write
/// is ignored, as `eprintln!` cannot ignore it.
pub fn error_line(line: &str) {
    if is_captured() {
        let _ = writeln!(Stream::Err, "{line}");
    } else {
        let _ = writeln!(io::stderr().lock(), "{line}");
    }
}

/// Where a progress bar is drawn: standard error, unless captured.
pub fn progress_target() -> indicatif::ProgressDrawTarget {
    if is_captured() {
        indicatif::ProgressDrawTarget::hidden()
    } else {
        indicatif::ProgressDrawTarget::stderr()
    }
}

/// One of the captured streams, written through this thread's [`CAPTURED`].
enum Stream {
    Out,
    Err,
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.with(|w| w.write(buf))
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.with(|w| w.write_all(buf))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.with(|w| w.flush())
    }
}

impl Stream {
    fn with<R>(&self, f: impl FnOnce(&mut dyn Write) -> io::Result<R>) -> io::Result<R> {
        CAPTURED.with(|c| match c.borrow_mut().as_mut() {
            Some(captured) => f(match self {
                Stream::Out => &mut *captured.out,
                Stream::Err => &mut *captured.err,
            }),
            // The run ended while a writer of it lived on: its output has
            // nowhere to go, as a closed pipe.
            None => Err(io::ErrorKind::BrokenPipe.into()),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;

    /// A writer whose bytes can be read after it is given away.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn captured_streams_take_the_output_of_this_thread_only() {
        let (out, err) = (Shared::default(), Shared::default());
        let streams = Streams::new(
            b"1234".to_vec(),
            Box::new(out.clone()),
            Box::new(err.clone()),
        );
        captured(streams, || {
            assert!(is_captured());
            let mut input = String::new();
            stdin().read_to_string(&mut input).unwrap();
            assert_eq!(input, "1234");
            stdin().read_to_string(&mut input).unwrap();
            assert_eq!(input, "1234", "read once, as a pipe");
            assert!(!stdout_is_terminal());
            stdout().write_all(b"trace\n").unwrap();
            error_line("a note");
            std::thread::spawn(|| assert!(!is_captured()))
                .join()
                .unwrap();
        });
        assert!(!is_captured());
        assert_eq!(out.0.lock().unwrap().as_slice(), b"trace\n");
        assert_eq!(err.0.lock().unwrap().as_slice(), b"a note\n");
    }
}
