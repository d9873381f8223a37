//! The clock behind `--time-limit`. The library never reads a clock, so its
//! traces stay deterministic; the command line keeps the time here, on one
//! thread, and tells a search its time is up through a [`Deadline`].

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::cancel::Cancel;
use crate::solver::Deadline;

/// The shortest the timer thread sleeps, so that a tiny limit does not make
/// it spin: a deadline passes at most this late.
const SHORTEST_SLEEP: Duration = Duration::from_millis(1);

/// A thread that expires each armed [`Deadline`] once `limit` has passed
/// since it was armed. Stopped when dropped.
pub struct Timer {
    limit: Duration,
    /// The request to stop a captured run, which expires every deadline.
    cancel: Option<Arc<Cancel>>,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

struct Shared {
    state: Mutex<State>,
    wake: Condvar,
}

#[derive(Default)]
struct State {
    /// The deadlines armed: an id, when it passes, the deadline.
    armed: Vec<(u64, Instant, Arc<Deadline>)>,
    next_id: u64,
    quit: bool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // The state stays consistent through a panic: every change is one push or remove.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Timer {
    /// Starts the timer thread for searches of at most `limit` each.
    pub fn start(limit: Duration) -> Timer {
        let shared = Arc::new(Shared {
            state: Mutex::new(State::default()),
            wake: Condvar::new(),
        });
        let thread = {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("time-limit".into())
                .spawn(move || run(&shared, limit))
                .expect("a thread can be started")
        };
        Timer {
            limit,
            cancel: super::console::cancel(),
            shared,
            thread: Some(thread),
        }
    }

    /// Resets `deadline` and has it expire `limit` from now, unless the
    /// returned guard is dropped first.
    pub fn arm(&self, deadline: &Arc<Deadline>) -> Armed<'_> {
        let mut state = self.shared.lock();
        // Under the lock: the timer thread cannot expire it again for an
        // earlier arming once it is reset here.
        deadline.reset();
        let id = state.next_id;
        state.next_id += 1;
        // A limit too far away to name as an instant never comes.
        if let Some(due) = Instant::now().checked_add(self.limit) {
            state.armed.push((id, due, Arc::clone(deadline)));
        }
        // No need to wake the thread: it never sleeps longer than `limit`,
        // and this deadline passes later than every one armed before it.
        Armed { timer: self, id }
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        self.shared.lock().quit = true;
        self.shared.wake.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Timer {
    /// Runs `search` with a fresh deadline armed for it.
    pub fn time<T>(&self, search: impl FnOnce(&Deadline) -> T) -> T {
        let deadline = Arc::new(Deadline::new());
        let _armed = self.arm(&deadline);
        // After arming, which resets it: a cancelled run expires it again.
        if let Some(cancel) = &self.cancel {
            cancel.watch(&deadline);
        }
        search(&deadline)
    }
}

/// The timer of `--time-limit SECONDS`, when given; in a run that can be
/// cancelled ([`super::console::cancel`]), always, with no limit unless
/// one is given, so that cancelling stops the search.
pub fn timer(seconds: Option<f64>) -> Option<Timer> {
    match seconds {
        Some(s) => Some(Timer::start(Duration::from_secs_f64(s))),
        None => super::console::cancel().map(|_| Timer::start(Duration::MAX)),
    }
}

/// An armed deadline; dropping it disarms it.
pub struct Armed<'t> {
    timer: &'t Timer,
    id: u64,
}

impl Drop for Armed<'_> {
    fn drop(&mut self) {
        self.timer
            .shared
            .lock()
            .armed
            .retain(|(id, ..)| *id != self.id);
    }
}

fn run(shared: &Shared, limit: Duration) {
    let idle = limit.min(Duration::from_secs(3600));
    let mut state = shared.lock();
    while !state.quit {
        let now = Instant::now();
        state.armed.retain(|(_, due, deadline)| {
            let passed = *due <= now;
            if passed {
                deadline.expire();
            }
            !passed
        });
        let next = state
            .armed
            .iter()
            .map(|(_, due, _)| *due)
            .min()
            .unwrap_or(now + idle);
        let sleep = next.saturating_duration_since(now).max(SHORTEST_SLEEP);
        state = shared
            .wake
            .wait_timeout(state, sleep)
            .unwrap_or_else(PoisonError::into_inner)
            .0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_armed_deadline_expires_and_a_disarmed_one_does_not() {
        let timer = Timer::start(Duration::from_millis(5));
        let deadline = Arc::new(Deadline::new());
        {
            let _armed = timer.arm(&deadline);
            while !deadline.is_expired() {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        // Arming again resets it; disarmed at once, it stays unexpired.
        drop(timer.arm(&deadline));
        assert!(!deadline.is_expired());
        std::thread::sleep(Duration::from_millis(20));
        assert!(!deadline.is_expired());
    }
}
