//! Finding a class's submissions: each path given, and each folder's
//! traces (`*.jsonl`, `*.json`) in name order, read recursively.
//!
//! What is found in a folder is the students' to choose, so the walk
//! trusts none of it: hidden files and folders are skipped, a symbolic link
//! is never followed (a folder's link is skipped, a trace's is found and
//! refused), anything but a regular file is refused unread (a FIFO, a
//! device, a socket), and a folder that cannot be listed or lies deeper
//! than [`MAX_DEPTH`] is found and refused, so that it shows, with its
//! reason, instead of stopping the class or going unnoticed.

use std::ffi::OsStr;
use std::fs::{self, DirEntry};
use std::path::{Component, Path, PathBuf};

use super::open::Refusal;
use crate::words::SystemError;

/// How deep folders are read below a folder given: deeper is surely a
/// mistake.
pub const MAX_DEPTH: usize = 16;

/// One thing the walk found, in the order graded.
#[derive(Debug)]
pub enum Found {
    /// A file to grade. `named`: given by the caller, so a symbolic link
    /// there is followed; one found in a folder is not.
    File {
        /// The file.
        path: PathBuf,
        /// Whether the caller named it.
        named: bool,
    },
    /// A file or folder not read, graded zero with the reason.
    Refused {
        /// The file or folder.
        path: PathBuf,
        /// Why it was not read.
        why: Refusal,
    },
}

impl Found {
    /// The path found.
    pub fn path(&self) -> &Path {
        match self {
            Found::File { path, .. } | Found::Refused { path, .. } => path,
        }
    }
}

/// What the walk of the paths given found.
#[derive(Debug, Default)]
pub struct Walk {
    /// Every submission, in order.
    pub found: Vec<Found>,
    /// The folders given that hold nothing to grade.
    pub empty: Vec<PathBuf>,
}

/// Finds the submissions among `paths`: a file as given (a missing or
/// unreadable one is graded: zero, with the reason), each folder walked.
pub fn find(paths: &[PathBuf]) -> Walk {
    let mut walk = Walk::default();
    for path in paths {
        if path.is_dir() {
            let before = walk.found.len();
            read(path, 0, &mut walk.found);
            if walk.found.len() == before {
                walk.empty.push(path.clone());
            }
        } else {
            walk.found.push(Found::File {
                path: path.clone(),
                named: true,
            });
        }
    }
    walk
}

/// Whether `name` is one a walk finds: a trace's, not hidden.
fn is_trace_name(name: &OsStr) -> bool {
    let name = name.to_string_lossy();
    !name.starts_with('.') && (name.ends_with(".jsonl") || name.ends_with(".json"))
}

fn read(dir: &Path, depth: usize, found: &mut Vec<Found>) {
    let refused = |why| Found::Refused {
        path: dir.to_path_buf(),
        why,
    };
    let listed: Result<Vec<DirEntry>, _> = fs::read_dir(dir).and_then(Iterator::collect);
    let mut entries = match listed {
        Ok(entries) => entries,
        Err(e) => {
            found.push(refused(Refusal::UnreadableFolder(SystemError::from(e))));
            return;
        }
    };
    entries.sort_by_key(DirEntry::file_name);
    for entry in entries {
        let name = entry.file_name();
        if name.to_string_lossy().starts_with('.') {
            continue;
        }
        let path = entry.path();
        // The entry's own type, not its target's: a link is not followed.
        let kind = match entry.file_type() {
            Ok(kind) => kind,
            Err(e) => {
                found.push(Found::Refused {
                    path,
                    why: Refusal::Io(SystemError::from(e)),
                });
                continue;
            }
        };
        if kind.is_dir() {
            if depth < MAX_DEPTH {
                read(&path, depth + 1, found);
            } else {
                found.push(Found::Refused {
                    path,
                    why: Refusal::TooDeep,
                });
            }
        } else if !is_trace_name(&name) {
            // notes.txt, a link to a folder: not a submission.
        } else if kind.is_symlink() {
            found.push(Found::Refused {
                path,
                why: Refusal::SymbolicLink,
            });
        } else if kind.is_file() {
            found.push(Found::File { path, named: false });
        } else {
            found.push(Found::Refused {
                path,
                why: Refusal::NotAFile,
            });
        }
    }
}

/// Whether a walk of `folder` would find a file written at `output` (which
/// need not exist yet): a trace's name, inside `folder` (links and `..`
/// seen through), no hidden folder on the way, at most [`MAX_DEPTH`] deep.
pub fn would_find(folder: &Path, output: &Path) -> bool {
    let (Some(parent), Some(name)) = (output.parent(), output.file_name()) else {
        return false;
    };
    let parent = if parent.as_os_str().is_empty() {
        Path::new(".")
    } else {
        parent
    };
    let (Ok(folder), Ok(parent)) = (fs::canonicalize(folder), fs::canonicalize(parent)) else {
        return false;
    };
    let Ok(below) = parent.strip_prefix(&folder) else {
        return false;
    };
    let folders: Vec<Component<'_>> = below.components().collect();
    is_trace_name(name)
        && folders.len() <= MAX_DEPTH
        && folders
            .iter()
            .all(|c| !c.as_os_str().to_string_lossy().starts_with('.'))
}
