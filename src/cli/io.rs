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

/// Whether the input at `path` can be read a second time: a regular file
/// (or one that cannot be opened, whose error the first reading tells),
/// not standard input and not a pipe, FIFO or other stream, which a
/// second reading finds empty or waits on.
pub fn can_read_twice(path: &Path) -> bool {
    path != Path::new("-") && !fs::metadata(path).is_ok_and(|m| !m.is_file())
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
/// [`Output::commit`]; dropped uncommitted, or interrupted by SIGINT,
/// SIGTERM, SIGHUP or SIGQUIT ([`super::interrupt`]), the temporary file
/// goes away and any earlier file stays as it was. Standard output and
/// special files (`/dev/null`, a FIFO, a terminal) are written directly.
///
/// A symbolic link is never renamed over (issue 22: `-o /dev/stdout` with
/// standard output redirected to a file replaced the system's
/// `/dev/stdout` link with a regular file). FILE's chain of links is
/// followed ([`Target`]): a link that ends at a file of its own (an
/// ordinary `out.txt -> results/out.txt`) has that file written whole or
/// not at all, the temporary file beside it and the link left as it was; a
/// chain that passes through `/dev` or `/proc` (`/dev/stdout ->
/// /proc/self/fd/1 -> log.txt`) names an open file of a process, not a
/// place on disk, and is written straight through: `/dev/stdout`,
/// `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` are this process's
/// descriptor N itself (so `>> log.txt` appends, as a shell's own
/// redirection does), anything else there is opened and written in place.
pub enum Output {
    /// Standard output.
    Stdout,
    /// Written in place: the file, and FILE as given (for messages).
    Direct(fs::File, PathBuf),
    /// A temporary file; FILE as given (for messages); the file it is
    /// renamed over (FILE, or the end of FILE's links).
    Atomic(Pending, PathBuf, PathBuf),
}

impl Output {
    /// Opens `path` for writing, or standard output for none or `-`.
    pub fn open(path: Option<&Path>) -> Result<Output, Failure> {
        let Some(path) = path.filter(|p| *p != Path::new("-")) else {
            return Ok(Output::Stdout);
        };
        let failure = |source| Failure::Write {
            path: path.display().to_string(),
            source: without_temporary_name(source),
        };
        let target = match Target::of(path).map_err(failure)? {
            Target::Descriptor(file) => return Ok(Output::Direct(file, path.to_path_buf())),
            Target::System => {
                let special = fs::metadata(path).is_ok_and(|m| !m.is_file());
                let file = fs::OpenOptions::new()
                    .write(true)
                    .truncate(!special)
                    .open(path)
                    .map_err(failure)?;
                return Ok(Output::Direct(file, path.to_path_buf()));
            }
            Target::File(target) => target,
        };
        let special = fs::metadata(&target).is_ok_and(|m| !m.is_file());
        if special {
            let file = fs::OpenOptions::new()
                .write(true)
                .open(&target)
                .map_err(failure)?;
            return Ok(Output::Direct(file, path.to_path_buf()));
        }
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let mut builder = tempfile::Builder::new();
        let prefix = interrupt::prefix(&target);
        builder.prefix(&prefix);
        // Not a temporary file's private 0600 once renamed: a new file gets
        // the usual mode (0666 less the umask), as any program's output does,
        // so a walkthrough page can be published as it is; a file written
        // over keeps its mode.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            builder.permissions(
                fs::metadata(&target)
                    .map(|m| m.permissions())
                    .unwrap_or_else(|_| fs::Permissions::from_mode(0o666)),
            );
        }
        let temp = Pending::create(&builder, dir).map_err(failure)?;
        Ok(Output::Atomic(temp, path.to_path_buf(), target))
    }

    /// The name to use in messages.
    pub fn name(&self) -> String {
        match self {
            Output::Stdout => "<stdout>".into(),
            Output::Direct(_, p) | Output::Atomic(_, p, _) => p.display().to_string(),
        }
    }

    /// A writer for the trace.
    pub fn writer(&mut self) -> Box<dyn Write + '_> {
        match self {
            Output::Stdout => super::console::stdout(),
            Output::Direct(f, _) => Box::new(f),
            Output::Atomic(t, _, _) => Box::new(t.file_mut()),
        }
    }

    /// Puts a finished output in place.
    pub fn commit(self) -> Result<(), Failure> {
        // A cancelled run's output is cut short: the temporary file goes.
        if super::console::is_cancelled() {
            return Err(Failure::Cancelled);
        }
        if let Output::Atomic(temp, path, target) = self {
            temp.persist(&target).map_err(|source| Failure::Write {
                path: path.display().to_string(),
                source: without_temporary_name(source),
            })?;
        }
        Ok(())
    }
}

/// Where `-o FILE` writes, FILE's symbolic links followed.
enum Target {
    /// This process's open descriptor (`/dev/stdout`, `/proc/self/fd/1`).
    Descriptor(fs::File),
    /// A chain of links through `/dev` or `/proc`: FILE written in place.
    System,
    /// The file at the end of FILE's links (FILE itself when it is no link):
    /// written whole or not at all.
    File(PathBuf),
}

impl Target {
    /// Follows FILE's links one at a time (at most 40, as the kernel does)
    /// without asking the file system to resolve them all at once: the
    /// kernel's resolution of `/proc/self/fd/1` is the redirected file,
    /// which would hide that it is a process's descriptor.
    fn of(path: &Path) -> std::io::Result<Target> {
        let mut at = path.to_path_buf();
        // Whether a link on the way is, or points into, `/dev` or `/proc`.
        let mut system = false;
        for _ in 0..40 {
            if let Some(fd) = descriptor(&at) {
                return own_descriptor(fd).map(Target::Descriptor);
            }
            let in_system = at.starts_with("/dev") || at.starts_with("/proc");
            match fs::symlink_metadata(&at) {
                Ok(m) if m.file_type().is_symlink() => {
                    system |= in_system;
                    let next = fs::read_link(&at)?;
                    // A relative link is relative to its own folder; the
                    // path is not tidied (`..` after a linked folder is the
                    // file system's to resolve).
                    at = match at.parent() {
                        Some(dir) if next.is_relative() => dir.join(next),
                        _ => next,
                    };
                }
                // `-o /dev/shm/out.txt` is an ordinary file in a folder.
                _ if system || (in_system && at != path) => return Ok(Target::System),
                _ => return Ok(Target::File(at)),
            }
        }
        Err(std::io::Error::other("too many levels of symbolic links"))
    }
}

/// The descriptor a path names as a process's own open file: `/dev/stdout`
/// (1), `/dev/stderr` (2), `/dev/fd/N`, `/proc/self/fd/N`,
/// `/proc/thread-self/fd/N` and `/proc/PID/fd/N` for this process's PID.
fn descriptor(path: &Path) -> Option<i32> {
    let text = path.to_str()?;
    match text {
        "/dev/stdout" => return Some(1),
        "/dev/stderr" => return Some(2),
        _ => {}
    }
    let own = format!("/proc/{}/fd/", std::process::id());
    let number = ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", &own]
        .iter()
        .find_map(|p| text.strip_prefix(p))?;
    number.parse().ok().filter(|&n: &i32| n >= 0)
}

/// A new descriptor for this process's descriptor `fd`, sharing its offset
/// and flags (`O_APPEND` of a shell's `>>`).
#[cfg(unix)]
fn own_descriptor(fd: i32) -> std::io::Result<fs::File> {
    use std::os::fd::BorrowedFd;
    // A descriptor not open in this process is what the kernel would say.
    // SAFETY: fcntl(F_GETFD) only asks whether `fd` is open.
    if unsafe { libc::fcntl(fd, libc::F_GETFD) } == -1 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `fd` was just seen open, and is only borrowed to be duplicated.
    let borrowed = unsafe { BorrowedFd::borrow_raw(fd) };
    Ok(fs::File::from(borrowed.try_clone_to_owned()?))
}

#[cfg(not(unix))]
fn own_descriptor(_fd: i32) -> std::io::Result<fs::File> {
    Err(std::io::ErrorKind::Unsupported.into())
}

/// The system's error without the temporary file's name that `tempfile`
/// adds to it (` at path ".FILE.sudoku-trace-tmp-Oq5YQI"`): a message names
/// FILE, and says the same from one run to the next.
fn without_temporary_name(error: std::io::Error) -> std::io::Error {
    // tempfile's own error type is private: its message is
    // `{the system's error} at path {the temporary file's name:?}`.
    let Some(inner) = error.get_ref() else {
        return error;
    };
    let text = inner.to_string();
    match text.rfind(" at path \"") {
        Some(cut) => std::io::Error::new(error.kind(), &text[..cut]),
        None => error,
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
