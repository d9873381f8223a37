//! Where puzzles come from and where traces go: files, standard streams,
//! and atomic writes.

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::grid::Grid;
use crate::parse::{self, ParseOptions};
use crate::read::{ReadError, TraceReader};

use super::Failure;
use super::cancel::Cancellable;
use super::interrupt::{self, Pending};

/// The built-in puzzle: the classic one both seed posts solve.
pub const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Opens the saved trace at `path` and reads its header: `-` is this
/// run's standard input (a captured run's given bytes, never the
/// process's), and every read stops once the run is cancelled.
pub fn open_trace(path: &Path) -> Result<TraceReader<'static>, ReadError> {
    // Taken now, on the run's thread: a reopening reads through it too.
    let cancel = super::console::cancel();
    if path == Path::new("-") {
        let stdin = Cancellable::watching(super::console::stdin(), cancel);
        return TraceReader::from_reader("<stdin>", stdin);
    }
    TraceReader::open_with(path, move |file| {
        Box::new(Cancellable::watching(file, cancel.clone()))
    })
}

/// Reads and parses the puzzle at `path` (`-` for standard input, none for
/// the built-in classic puzzle).
///
/// At most [`parse::MAX_INPUT_BYTES`] are read: a file known to be larger is
/// refused before any of it is read, and a stream (standard input, a pipe)
/// as soon as it passes the limit, so memory and time stay small whatever
/// arrives.
pub fn read_puzzle(path: Option<&Path>, options: ParseOptions) -> Result<Grid, Failure> {
    let (name, bytes) = match path {
        None => ("<classic>".to_string(), CLASSIC.as_bytes().to_vec()),
        Some(p) if p == Path::new("-") => {
            let name = "<stdin>".to_string();
            let bytes = read_bounded(super::console::stdin(), &name)?;
            (name, bytes)
        }
        Some(p) => {
            let name = p.display().to_string();
            let failure = |source| Failure::Read {
                path: name.clone(),
                source,
            };
            let file = fs::File::open(p).map_err(failure)?;
            let too_large = file
                .metadata()
                .is_ok_and(|m| m.is_file() && m.len() > parse::MAX_INPUT_BYTES as u64);
            if too_large {
                return Err(Failure::Puzzle(
                    parse::ParseError::too_large().with_source(name),
                ));
            }
            let bytes = read_bounded(file, &name)?;
            (name, bytes)
        }
    };
    parse::parse(&bytes, options).map_err(|e| Failure::Puzzle(e.with_source(name)))
}

/// Reads `input` to its end, or refuses it once it passes the puzzle size limit.
fn read_bounded(input: impl Read, name: &str) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    input
        .take(parse::MAX_INPUT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| Failure::Read {
            path: name.to_string(),
            source,
        })?;
    if bytes.len() > parse::MAX_INPUT_BYTES {
        return Err(Failure::Puzzle(
            parse::ParseError::too_large().with_source(name),
        ));
    }
    Ok(bytes)
}

/// Writes a whole report to standard output; a closed pipe comes back as a
/// write failure, which ends the command quietly.
pub fn write_stdout(text: &str) -> Result<(), Failure> {
    let mut out = super::console::stdout();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|source| Failure::Write {
            path: "<stdout>".into(),
            source,
        })
}

/// An output that appears whole or not at all.
///
/// A regular file is written to a temporary file beside it
/// (`.FILE.sudoku-trace-tmp-XXXXXX`) and renamed over it only by
/// [`Output::commit`]; dropped uncommitted, or interrupted by SIGINT or
/// SIGTERM ([`super::interrupt`]), the temporary file goes away and any
/// earlier file stays as it was. Standard output and special files
/// (`/dev/null`) are written directly.
pub enum Output {
    Stdout,
    Direct(fs::File, PathBuf),
    Atomic(Pending, PathBuf),
}

impl Output {
    /// Opens `path` for writing, or standard output for none or `-`.
    pub fn open(path: Option<&Path>) -> Result<Output, Failure> {
        let Some(path) = path.filter(|p| *p != Path::new("-")) else {
            return Ok(Output::Stdout);
        };
        let failure = |source| Failure::Write {
            path: path.display().to_string(),
            source,
        };
        let special = fs::metadata(path).is_ok_and(|m| !m.is_file());
        if special {
            let file = fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(failure)?;
            return Ok(Output::Direct(file, path.to_path_buf()));
        }
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let mut builder = tempfile::Builder::new();
        let prefix = interrupt::prefix(path);
        builder.prefix(&prefix);
        // Not a temporary file's private 0600 once renamed: a new file gets
        // the usual mode (0666 less the umask), as any program's output does,
        // so a walkthrough page can be published as it is; a file written
        // over keeps its mode.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            builder.permissions(
                fs::metadata(path)
                    .map(|m| m.permissions())
                    .unwrap_or_else(|_| fs::Permissions::from_mode(0o666)),
            );
        }
        let temp = Pending::create(&builder, dir).map_err(failure)?;
        Ok(Output::Atomic(temp, path.to_path_buf()))
    }

    /// The name to use in messages.
    pub fn name(&self) -> String {
        match self {
            Output::Stdout => "<stdout>".into(),
            Output::Direct(_, p) | Output::Atomic(_, p) => p.display().to_string(),
        }
    }

    /// A writer for the trace.
    pub fn writer(&mut self) -> Box<dyn Write + '_> {
        match self {
            Output::Stdout => super::console::stdout(),
            Output::Direct(f, _) => Box::new(f),
            Output::Atomic(t, _) => Box::new(t.file_mut()),
        }
    }

    /// Puts a finished output in place.
    pub fn commit(self) -> Result<(), Failure> {
        // A cancelled run's output is cut short: the temporary file goes.
        if super::console::is_cancelled() {
            return Err(Failure::Cancelled);
        }
        if let Output::Atomic(temp, path) = self {
            temp.persist(&path).map_err(|source| Failure::Write {
                path: path.display().to_string(),
                source,
            })?;
        }
        Ok(())
    }
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    #[test]
    fn a_written_file_is_readable_by_others_and_keeps_an_old_mode() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("walk.html");
        let write = || {
            let mut out = Output::open(Some(&path)).unwrap();
            out.writer().write_all(b"page").unwrap();
            out.commit().unwrap();
            fs::metadata(&path).unwrap().permissions().mode() & 0o777
        };
        // 0666 less a umask that (as usual) leaves reading to everyone.
        assert_eq!(write() & 0o444, 0o444);
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(write(), 0o600);
    }
}
