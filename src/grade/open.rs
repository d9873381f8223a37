//! Opening a submission: a regular file only, checked on the open file.
//!
//! A class folder is the students' to fill: a FIFO there (`mkfifo
//! zed.jsonl`) would block a plain open forever, a device (`/dev/zero`)
//! would be read without end, and a symbolic link could point anywhere on
//! the disk (the reference trace, `/etc/passwd`). So a file is opened
//! without blocking (`O_NONBLOCK`: a FIFO opens at once), without following
//! a symbolic link unless the caller named it (`O_NOFOLLOW`), and what was
//! opened is asked what it is (`fstat`) before a byte is read: a file
//! swapped in after the folder was listed is caught as well.

use crate::words::SystemError;
use std::fs::File;
use std::path::Path;

/// Why a submission's file was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A symbolic link found in a folder: not followed.
    SymbolicLink,
    /// A FIFO, a device or a socket: not read.
    NotAFile,
    /// A folder that could not be listed: what the system said.
    UnreadableFolder(SystemError),
    /// A folder deeper than [`super::folder::MAX_DEPTH`] below the one given.
    TooDeep,
    /// The file could not be opened or asked what it is: what the system
    /// said.
    Io(SystemError),
}

/// Opens the file at `path` for reading when it is a regular file;
/// `follow` says whether a symbolic link there is followed (a path the
/// caller named) or refused (one found in a folder).
///
/// # Errors
/// A symbolic link not followed, anything but a regular file, or the
/// system's error.
pub fn open_regular(path: &Path, follow: bool) -> Result<File, Refusal> {
    let file = open(path, follow)?;
    let metadata = file
        .metadata()
        .map_err(|e| Refusal::Io(SystemError::from(e)))?;
    if !metadata.is_file() {
        return Err(Refusal::NotAFile);
    }
    Ok(file)
}

#[cfg(unix)]
fn open(path: &Path, follow: bool) -> Result<File, Refusal> {
    use std::os::unix::fs::OpenOptionsExt;
    let mut flags = libc::O_NONBLOCK | libc::O_NOCTTY;
    if !follow {
        flags |= libc::O_NOFOLLOW;
    }
    match std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(flags)
        .open(path)
    {
        Ok(file) => Ok(file),
        // O_NOFOLLOW's answer for a link (ELOOP; EMLINK on FreeBSD).
        Err(e) if !follow && matches!(e.raw_os_error(), Some(libc::ELOOP | libc::EMLINK)) => {
            Err(Refusal::SymbolicLink)
        }
        Err(e) => Err(Refusal::Io(SystemError::from(e))),
    }
}

/// Elsewhere a link is refused by its own metadata before the open.
#[cfg(not(unix))]
fn open(path: &Path, follow: bool) -> Result<File, Refusal> {
    if !follow && std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(Refusal::SymbolicLink);
    }
    File::open(path).map_err(|e| Refusal::Io(SystemError::from(e)))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("sudoku-trace-open-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_fifo_is_refused_without_waiting_for_a_writer() {
        let dir = temp_dir("fifo");
        let fifo = dir.join("zed.jsonl");
        let name = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo reads a valid, NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        for follow in [true, false] {
            assert!(matches!(
                open_regular(&fifo, follow),
                Err(Refusal::NotAFile)
            ));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_link_is_followed_only_when_named() {
        let dir = temp_dir("link");
        let target = dir.join("target.jsonl");
        std::fs::write(&target, "x").unwrap();
        let link = dir.join("link.jsonl");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        assert!(open_regular(&link, true).is_ok());
        assert!(matches!(
            open_regular(&link, false),
            Err(Refusal::SymbolicLink)
        ));
        assert!(open_regular(&target, false).is_ok());
        let device = Path::new("/dev/null");
        assert!(matches!(open_regular(device, true), Err(Refusal::NotAFile)));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
