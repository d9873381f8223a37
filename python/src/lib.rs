//! `sudoku_trace._native`: the library's command line for Python.
//!
//! Three ways in, all over [`sudoku_trace::cli`], so that the Python
//! package does exactly what the `sudoku-trace` binary does:
//! - [`main`]: the `sudoku-trace` command of the wheel (a console-script
//!   entry point), with the process's own streams;
//! - [`run`]: one command in process, its standard output and error
//!   returned as bytes (the API's reports: `summary`, `verify`, `diff`,
//!   `compare`, a rendered page);
//! - [`stream`]: one command in a thread of its own, its standard output
//!   read a chunk at a time (a trace's events, iterated lazily: memory
//!   stays bounded however long the trace, and the search stops when the
//!   reader does).
//!
//! The GIL is released while a command runs.

use std::ffi::OsString;
use std::io::{self, Write};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use pyo3::prelude::*;
use pyo3::types::PyBytes;
use sudoku_trace::cli;

/// How many chunks of standard output a stream holds before its command
/// waits for the reader; with [`CHUNK`], at most about 1 MiB in flight.
const CHUNKS_IN_FLIGHT: usize = 16;

/// The size a stream's chunk grows to before it is handed over.
const CHUNK: usize = 64 * 1024;

/// Runs the command line of the process (`sys.argv`), as the `sudoku-trace`
/// binary would, and returns its exit code.
#[pyfunction]
fn main(py: Python<'_>) -> PyResult<u8> {
    let argv: Vec<OsString> = py.import("sys")?.getattr("argv")?.extract()?;
    // `sys.argv[0]` is the script's path; the command names itself.
    let args: Vec<OsString> = std::iter::once(OsString::from("sudoku-trace"))
        .chain(argv.into_iter().skip(1))
        .collect();
    Ok(py.detach(move || cli::run(args)))
}

/// Runs `sudoku-trace ARGS…` in process, its standard input `input` (a
/// puzzle given as `-`), and returns its exit code, its standard output and
/// its standard error.
///
/// The command runs in a thread of its own while this one waits, without
/// the GIL, looking for signals every [`SIGNAL_CHECK`]: Ctrl-C (a
/// notebook's "interrupt kernel") cancels the command, whose searches stop
/// at their next check and whose reading of a saved trace at its next
/// block, and raises `KeyboardInterrupt` here once the command has ended
/// (so that its temporary output file is gone, even if the process exits
/// next). A Ctrl-C that came before the search watched for it counts too:
/// the cancel is kept and a search started later stops at once.
#[pyfunction]
#[pyo3(signature = (args, input = Vec::new()))]
fn run(
    py: Python<'_>,
    args: Vec<OsString>,
    input: Vec<u8>,
) -> PyResult<(u8, Py<PyBytes>, Py<PyBytes>)> {
    let (out, err) = (Shared::default(), Shared::default());
    let cancel = cli::Cancel::new();
    let (done, ended) = sync_channel(1);
    let (out_of_thread, err_of_thread, cancel_of_thread) =
        (out.clone(), err.clone(), cancel.clone());
    std::thread::Builder::new()
        .name("sudoku-trace run".into())
        .spawn(move || {
            let streams =
                cli::Streams::new(input, Box::new(out_of_thread), Box::new(err_of_thread))
                    .cancelled_by(cancel_of_thread);
            let _ = done.send(cli::run_captured(command(args), streams));
        })
        .map_err(|e| pyo3::exceptions::PyOSError::new_err(e.to_string()))?;
    let mut ended = Some(ended);
    let code = loop {
        match wait(py, &mut ended, SIGNAL_CHECK) {
            Ok(code) => break code,
            // A command that panicked ends as a failure would.
            Err(RecvTimeoutError::Disconnected) => break 2,
            Err(RecvTimeoutError::Timeout) => {
                if let Err(interrupt) = py.check_signals() {
                    cancel.cancel();
                    wind_down(py, &mut ended);
                    return Err(interrupt);
                }
            }
        }
    };
    Ok((
        code,
        PyBytes::new(py, &out.take()).unbind(),
        PyBytes::new(py, &err.take()).unbind(),
    ))
}

/// Waits at most `timeout`, without the GIL, for the exit code `ended`
/// brings. The receiver travels into the wait and back: it cannot be shared.
fn wait(
    py: Python<'_>,
    ended: &mut Option<Receiver<u8>>,
    timeout: Duration,
) -> Result<u8, RecvTimeoutError> {
    let Some(receiver) = ended.take() else {
        return Err(RecvTimeoutError::Disconnected);
    };
    let (receiver, result) = py.detach(move || {
        let result = receiver.recv_timeout(timeout);
        (receiver, result)
    });
    *ended = Some(receiver);
    result
}

/// How often a waiting [`run`] or [`Stream`] looks for Ctrl-C.
const SIGNAL_CHECK: Duration = Duration::from_millis(50);

/// How long a cancelled [`run`] waits at most for its command to end.
///
/// Searches, trace reading, `generate` and `grade` (between submissions)
/// stop within milliseconds of the cancel, but a machine under load may
/// not run the command's thread for a while: a fixed short wait (it was
/// 2 s) let the process go on, or exit, with the command still writing
/// its temporary file. One submission being graded finishes alone.
const CANCEL_GRACE: Duration = Duration::from_secs(60);

/// Waits, after a cancel, for the command to end: at most [`CANCEL_GRACE`],
/// and no longer once another Ctrl-C comes (that one is dropped: the first
/// is already being raised).
fn wind_down(py: Python<'_>, ended: &mut Option<Receiver<u8>>) {
    let start = std::time::Instant::now();
    while start.elapsed() < CANCEL_GRACE {
        match wait(py, ended, SIGNAL_CHECK) {
            Err(RecvTimeoutError::Timeout) => {
                if py.check_signals().is_err() {
                    return;
                }
            }
            _ => return,
        }
    }
}

/// Starts `sudoku-trace ARGS…` in a thread of its own, its standard input
/// `input`, and returns the [`Stream`] of its standard output.
#[pyfunction]
#[pyo3(signature = (args, input = Vec::new()))]
fn stream(args: Vec<OsString>, input: Vec<u8>) -> PyResult<Stream> {
    let (sender, chunks) = sync_channel(CHUNKS_IN_FLIGHT);
    let err = Shared::default();
    let err_of_thread = err.clone();
    let cancel = cli::Cancel::new();
    let cancel_of_thread = cancel.clone();
    let thread = std::thread::Builder::new()
        .name("sudoku-trace stream".into())
        .spawn(move || {
            let out = Chunks {
                sender,
                chunk: Vec::with_capacity(CHUNK),
            };
            let streams = cli::Streams::new(input, Box::new(out), Box::new(err_of_thread))
                .cancelled_by(cancel_of_thread);
            cli::run_captured(command(args), streams)
        })
        .map_err(|e| pyo3::exceptions::PyOSError::new_err(e.to_string()))?;
    Ok(Stream {
        chunks: Mutex::new(Some(chunks)),
        thread: Some(thread),
        err,
        code: None,
        cancel,
    })
}

/// The argument list of a command: the program's name, then `args`.
fn command(args: Vec<OsString>) -> impl Iterator<Item = OsString> {
    std::iter::once(OsString::from("sudoku-trace")).chain(args)
}

/// The standard output of a command running in its own thread, read a
/// chunk at a time (`bytes`, cut anywhere, lines included); when it is
/// used up, [`Stream::finish`] gives the exit code and standard error.
/// Dropped before the end, the command is cancelled (its search stops at
/// its next check, even one that writes nothing for hours, such as a
/// summary's) and its next write fails as into a closed pipe.
#[pyclass(module = "sudoku_trace._native")]
struct Stream {
    /// Behind a lock only because a Python object must be shareable
    /// between threads; it is taken out while a chunk is awaited.
    chunks: Mutex<Option<Receiver<Vec<u8>>>>,
    thread: Option<JoinHandle<u8>>,
    err: Shared,
    code: Option<u8>,
    /// Stops the command when its output is not read to the end.
    cancel: Arc<cli::Cancel>,
}

#[pymethods]
impl Stream {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next chunk of standard output, or the end of the iteration.
    ///
    /// Waits without the GIL, looking for signals every [`SIGNAL_CHECK`]:
    /// Ctrl-C while a command is slow to write raises `KeyboardInterrupt`
    /// here, and the command is cancelled.
    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<Py<PyBytes>>> {
        let Some(mut chunks) = self.chunks.get_mut().ok().and_then(Option::take) else {
            return Ok(None);
        };
        loop {
            let (back, next) = py.detach(move || {
                let next = chunks.recv_timeout(SIGNAL_CHECK);
                (chunks, next)
            });
            chunks = back;
            match next {
                Ok(chunk) => {
                    if let Ok(slot) = self.chunks.get_mut() {
                        *slot = Some(chunks);
                    }
                    return Ok(Some(PyBytes::new(py, &chunk).unbind()));
                }
                Err(RecvTimeoutError::Disconnected) => return Ok(None),
                // Ctrl-C: the channel, dropped here, is closed, and the
                // command cancelled.
                Err(RecvTimeoutError::Timeout) => {
                    if let Err(interrupt) = py.check_signals() {
                        self.cancel.cancel();
                        return Err(interrupt);
                    }
                }
            }
        }
    }

    /// Waits for the command to end (stopping it first, as a closed pipe
    /// would, if its output was not read to the end) and returns its exit
    /// code and standard error.
    fn finish(&mut self, py: Python<'_>) -> (u8, Py<PyBytes>) {
        self.close();
        if let Some(thread) = self.thread.take() {
            // A command that panicked ends as a failure would (exit code 2).
            self.code = Some(py.detach(|| thread.join().unwrap_or(2)));
        }
        let err = self.err.0.lock().map(|e| e.clone()).unwrap_or_default();
        (self.code.unwrap_or(2), PyBytes::new(py, &err).unbind())
    }
}

impl Stream {
    /// Closes the channel and cancels the command: it stops at its next
    /// check or write. (Once its output is read to the end the command has
    /// ended, its exit code set: the cancel changes nothing.)
    fn close(&mut self) {
        if let Ok(chunks) = self.chunks.get_mut() {
            *chunks = None;
        }
        self.cancel.cancel();
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        // The thread ends by itself once the channel is closed; it is not
        // waited for here.
        self.close();
    }
}

/// A command's standard output, handed over in chunks of about [`CHUNK`].
struct Chunks {
    sender: SyncSender<Vec<u8>>,
    chunk: Vec<u8>,
}

impl Chunks {
    /// Hands the chunk over; a reader that is gone is a closed pipe.
    fn send(&mut self) -> io::Result<()> {
        if self.chunk.is_empty() {
            return Ok(());
        }
        let chunk = std::mem::replace(&mut self.chunk, Vec::with_capacity(CHUNK));
        self.sender
            .send(chunk)
            .map_err(|_| io::ErrorKind::BrokenPipe.into())
    }
}

impl Write for Chunks {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.chunk.extend_from_slice(buf);
        if self.chunk.len() >= CHUNK {
            self.send()?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.send()
    }
}

impl Drop for Chunks {
    fn drop(&mut self) {
        let _ = self.send();
    }
}

/// A writer whose bytes are read after the command that wrote them ends.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Shared {
    /// The bytes written.
    fn take(&self) -> Vec<u8> {
        self.0
            .lock()
            .map(|mut bytes| std::mem::take(&mut *bytes))
            .unwrap_or_default()
    }
}

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if let Ok(mut bytes) = self.0.lock() {
            bytes.extend_from_slice(buf);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The module: `main`, `run`, `stream` and `Stream`.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(main, module)?)?;
    module.add_function(wrap_pyfunction!(run, module)?)?;
    module.add_function(wrap_pyfunction!(stream, module)?)?;
    module.add_class::<Stream>()?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
