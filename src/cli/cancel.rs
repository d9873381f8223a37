//! Stopping a command run in process before it ends: Ctrl-C in a notebook
//! (the Python package), where no signal reaches the command.
//!
//! A search stops through the [`Deadline`] the timer of `--time-limit`
//! hands it ([`super::clock`]): in a captured run every command has a
//! timer, with no limit unless one is given, and each deadline it arms is
//! registered here, so that [`Cancel::cancel`] expires them all, and every
//! one armed afterwards at once. A command that reads a saved trace
//! (`render`, `verify`, `diff`) reads it through [`Cancellable`], which
//! fails its next read once the run is cancelled. A cancelled command
//! writes no output file ([`super::io::Output::commit`] refuses): what it
//! wrote is incomplete.

use std::io::{self, Read};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, Weak};

use crate::solver::Deadline;

/// A request to stop one command run in process, shared between the
/// thread running it and the caller.
#[derive(Debug, Default)]
pub struct Cancel {
    cancelled: AtomicBool,
    deadlines: Mutex<Vec<Weak<Deadline>>>,
}

impl Cancel {
    /// A request not yet made.
    pub fn new() -> Arc<Cancel> {
        Arc::new(Cancel::default())
    }

    /// Stops the command: every search it runs now or later stops at its
    /// next check (every 1,024 events), and no output file is written.
    pub fn cancel(&self) {
        // Set first, under the lock: a deadline registered from now on
        // sees it and expires at once.
        let deadlines = self.lock();
        self.cancelled.store(true, Ordering::SeqCst);
        for deadline in deadlines.iter().filter_map(Weak::upgrade) {
            deadline.expire();
        }
    }

    /// Whether [`Cancel::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::SeqCst)
    }

    /// Registers a search's deadline, expired at once if cancelled already.
    pub(crate) fn watch(&self, deadline: &Arc<Deadline>) {
        let mut deadlines = self.lock();
        deadlines.retain(|d| d.strong_count() > 0);
        if self.is_cancelled() {
            deadline.expire();
        }
        deadlines.push(Arc::downgrade(deadline));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Weak<Deadline>>> {
        self.deadlines
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

/// A reader that fails once its run is cancelled: a trace is read in
/// 64 KiB blocks, so a command reading gigabytes stops within a block.
pub(crate) struct Cancellable<R> {
    inner: R,
    cancel: Option<Arc<Cancel>>,
}

impl<R: Read> Cancellable<R> {
    /// `inner`, read until `cancel` (if any) is cancelled.
    pub(crate) fn watching(inner: R, cancel: Option<Arc<Cancel>>) -> Cancellable<R> {
        Cancellable { inner, cancel }
    }
}

impl<R: Read> Read for Cancellable<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.cancel.as_ref().is_some_and(|c| c.is_cancelled()) {
            // Not `Interrupted`: buffered readers retry that one.
            return Err(io::Error::other("cancelled"));
        }
        self.inner.read(buf)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cancelling_expires_every_deadline_watched_and_every_later_one() {
        let cancel = Cancel::new();
        let before = Arc::new(Deadline::new());
        cancel.watch(&before);
        assert!(!before.is_expired());
        cancel.cancel();
        assert!(before.is_expired() && cancel.is_cancelled());
        let after = Arc::new(Deadline::new());
        cancel.watch(&after);
        assert!(after.is_expired());
    }
}
