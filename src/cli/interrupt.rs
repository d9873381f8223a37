//! Ctrl-C, SIGTERM, a closed terminal (SIGHUP) and SIGQUIT while `-o FILE`
//! is being written.
//!
//! An output file is written to a temporary file beside it and renamed over
//! it when complete ([`super::io::Output`]). A signal that ended the process
//! mid-write would leave that temporary file behind, so while one is pending
//! every catchable signal whose default is to end the process and that
//! comes from outside it is caught ([`CAUGHT`]: SIGINT, SIGTERM, SIGHUP,
//! SIGQUIT): a thread removes every pending temporary
//! file, then ends the process by the same signal, so that the shell sees
//! a death by signal (`$?` is 130, 143, 129 or 131, and a `for` loop over files stops
//! at Ctrl-C instead of going on to the next file, as it would after a plain
//! exit). A temporary file is
//! created, renamed and removed under the same lock the handler takes, so a
//! signal during the final rename waits for it: FILE is then the new, whole
//! file and nothing is left to remove. SIGKILL cannot be caught: an earlier
//! FILE still stays as it was, and the temporary file
//! (`.FILE.sudoku-trace-tmp-XXXXXX`) is left beside it.

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, Once, PoisonError};

/// The signals caught while a temporary file is pending. SIGPIPE is not
/// among them: Rust starts every program with SIGPIPE ignored, so a closed
/// pipe comes back as a write error, the command fails and the temporary
/// file is dropped (removed) on the way out. SIGALRM, SIGUSR1 and the like
/// are no one's way of stopping a command; a time-out (`timeout 10
/// sudoku-trace …`) sends SIGTERM unless told otherwise, and its `-s KILL`
/// cannot be caught.
#[cfg(unix)]
const CAUGHT: [i32; 4] = [
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGQUIT,
];

/// The temporary files not yet renamed or removed.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn pending() -> MutexGuard<'static, Vec<PathBuf>> {
    // Every change is one push or remove: the list stays whole through a panic.
    PENDING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Starts, once, the thread that answers the [`CAUGHT`] signals. A signal the
/// process was started ignoring (as a shell starts background jobs) stays
/// ignored. Should the thread fail to start, the signals keep their default
/// effect: the process ends and an earlier FILE stays as it was.
fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        #[cfg(unix)]
        {
            let caught: Vec<i32> = CAUGHT.into_iter().filter(|&s| !ignored(s)).collect();
            if caught.is_empty() {
                return;
            }
            let Ok(mut signals) = signal_hook::iterator::Signals::new(caught) else {
                return;
            };
            let _ = std::thread::Builder::new()
                .name("interrupt".into())
                .spawn(move || {
                    if let Some(signal) = signals.forever().next() {
                        // Held until the end: no temporary file is created,
                        // and none is renamed, once these are removed.
                        let pending = pending();
                        for path in pending.iter() {
                            let _ = std::fs::remove_file(path);
                        }
                        // The signal's own default action; should that fail,
                        // the exit code a shell reports for it.
                        let _ = signal_hook::low_level::emulate_default_handler(signal);
                        std::process::exit(128 + signal);
                    }
                });
        }
    });
}

/// Whether `signal` is ignored (`SIG_IGN`).
#[cfg(unix)]
fn ignored(signal: i32) -> bool {
    // SAFETY: sigaction with no new action only reads the current one into
    // `old`, a zeroed sigaction, which is a valid value of the type.
    unsafe {
        let mut old: libc::sigaction = std::mem::zeroed();
        libc::sigaction(signal, std::ptr::null(), &mut old) == 0
            && old.sa_sigaction == libc::SIG_IGN
    }
}

/// The name a temporary file for `path` starts with: `.FILE.sudoku-trace-tmp-`,
/// so that one left by SIGKILL says what it was for.
pub fn prefix(path: &Path) -> std::ffi::OsString {
    let mut prefix = std::ffi::OsString::from(".");
    // Names are limited to 255 bytes: a long FILE is left out.
    if let Some(name) = path.file_name().filter(|n| n.len() <= 200) {
        prefix.push(name);
        prefix.push(".");
    }
    prefix.push("sudoku-trace-tmp-");
    prefix
}

/// A temporary file that becomes an output file on [`Pending::persist`], and
/// is removed when dropped or when the process is interrupted.
pub struct Pending {
    temp: Option<tempfile::NamedTempFile>,
}

impl Pending {
    /// Creates a temporary file in `dir` as `builder` says (its name
    /// starting with [`prefix`]), and registers it before a signal can miss it.
    pub fn create(builder: &tempfile::Builder, dir: &Path) -> io::Result<Pending> {
        if !super::console::is_captured() {
            install();
        }
        let mut pending = pending();
        let temp = builder.tempfile_in(dir)?;
        pending.push(temp.path().to_path_buf());
        Ok(Pending { temp: Some(temp) })
    }

    /// Where the temporary file is (`grade` reads its reference back).
    pub fn path(&self) -> &Path {
        self.temp
            .as_ref()
            .expect("present until persisted or dropped")
            .path()
    }

    /// The file to write.
    pub fn file_mut(&mut self) -> &mut File {
        self.temp
            .as_mut()
            .expect("present until persisted or dropped")
            .as_file_mut()
    }

    /// Renames the temporary file over `path`.
    pub fn persist(mut self, path: &Path) -> io::Result<()> {
        let temp = self
            .temp
            .take()
            .expect("present until persisted or dropped");
        let mut pending = pending();
        let at = temp.path().to_path_buf();
        // On failure the temporary file comes back and is removed here, still
        // under the lock.
        let result = temp.persist(path).map(drop).map_err(|e| e.error);
        pending.retain(|p| *p != at);
        result
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if let Some(temp) = self.temp.take() {
            let mut pending = pending();
            let at = temp.path().to_path_buf();
            drop(temp);
            pending.retain(|p| *p != at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_temporary_file_is_named_after_its_output() {
        let name = |p: &str| prefix(Path::new(p)).into_string().unwrap();
        assert_eq!(name("out/walk.html"), ".walk.html.sudoku-trace-tmp-");
        assert_eq!(name(&"x".repeat(240)), ".sudoku-trace-tmp-");
    }

    #[test]
    fn pending_files_are_registered_until_persisted_or_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("trace.jsonl");
        let registered = |p: &Pending| {
            let at = p.temp.as_ref().unwrap().path().to_path_buf();
            (pending().contains(&at), at)
        };
        let dropped = Pending::create(&tempfile::Builder::new(), dir.path()).unwrap();
        let (yes, at) = registered(&dropped);
        assert!(yes && at.exists());
        drop(dropped);
        assert!(!pending().contains(&at) && !at.exists());

        let mut kept = Pending::create(&tempfile::Builder::new(), dir.path()).unwrap();
        let (yes, at) = registered(&kept);
        assert!(yes);
        io::Write::write_all(kept.file_mut(), b"whole").unwrap();
        kept.persist(&out).unwrap();
        assert!(!pending().contains(&at) && !at.exists());
        assert_eq!(std::fs::read(&out).unwrap(), b"whole");
    }
}
