//! Time in the service: the [`Clock`] (wall-clock milliseconds, what the database stores,
//! derived from tokio's clock so that tests with paused tokio time move deadlines and "now"
//! together), and the running timers, one per purpose.

use crate::model::tournament::TournamentId;
use crate::model::{ChallengeId, MatchId};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::task::AbortHandle;
use tokio::time::Instant;

#[derive(Clone, Copy, Debug)]
pub struct Clock {
    wall_at_start_ms: i64,
    started: Instant,
}

impl Clock {
    /// A clock reading the real time (tokio's clock, anchored to the system clock).
    pub fn system() -> Clock {
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        Clock::starting_at(wall)
    }

    /// A clock that reads `wall_ms` now and advances with tokio's clock (tests).
    pub fn starting_at(wall_ms: i64) -> Clock {
        Clock {
            wall_at_start_ms: wall_ms,
            started: Instant::now(),
        }
    }

    /// Unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        self.wall_at_start_ms + self.started.elapsed().as_millis() as i64
    }

    /// How long until the wall-clock time `at_ms` (zero if it has passed).
    pub fn until(&self, at_ms: i64) -> Duration {
        Duration::from_millis(at_ms.saturating_sub(self.now_ms()).max(0) as u64)
    }
}

/// What a timer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(in crate::service) enum Timer {
    Match(MatchId),
    Challenge(ChallengeId),
    /// The bot's next move in a match against it.
    Bot(MatchId),
    /// The close of a tournament's sign-up.
    Signup(TournamentId),
}

/// The running timers, one per purpose: arming one replaces (and stops) the last.
#[derive(Default)]
pub(in crate::service) struct Timers {
    running: Mutex<HashMap<Timer, AbortHandle>>,
}

impl Timers {
    fn running(&self) -> std::sync::MutexGuard<'_, HashMap<Timer, AbortHandle>> {
        self.running
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub fn arm(&self, timer: Timer, task: impl std::future::Future<Output = ()> + Send + 'static) {
        let handle = tokio::spawn(task).abort_handle();
        if let Some(old) = self.running().insert(timer, handle) {
            old.abort();
        }
    }

    pub fn disarm(&self, timer: Timer) {
        if let Some(old) = self.running().remove(&timer) {
            old.abort();
        }
    }

    /// Stops every timer (at shutdown: their deadlines stay stored).
    pub fn stop_all(&self) {
        for (_, handle) in self.running().drain() {
            handle.abort();
        }
    }
}

impl Drop for Timers {
    fn drop(&mut self) {
        self.stop_all();
    }
}
