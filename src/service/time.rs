//! Time in the service: the [`Clock`] (wall-clock milliseconds, what the database stores,
//! derived from tokio's clock so that tests with paused tokio time move deadlines and "now"
//! together), and the running timers, one per purpose.

use super::live::lock;
use crate::model::tournaments::TournamentId;
use crate::model::{ChallengeId, MatchId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
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
    /// The earliest thing due of every scheduled event (one timer for them all).
    Schedules,
    /// The next midnight of the servers with a puzzle channel: their daily posts.
    Puzzles,
}

/// The running timers, one per purpose: arming one replaces (and stops) the last.
///
/// A timer that fires leaves the running ones first: what it fires (a clock that ends a
/// match, then pairs a tournament's next round) disarms or re-arms its own timer, and
/// must not be stopped half-way by doing so.
#[derive(Default)]
pub(in crate::service) struct Timers {
    running: Arc<Mutex<HashMap<Timer, AbortHandle>>>,
}

impl Timers {
    fn running(&self) -> std::sync::MutexGuard<'_, HashMap<Timer, AbortHandle>> {
        lock(&self.running)
    }

    /// Runs `fire` after `wait`, unless the timer is armed again or disarmed before.
    pub fn arm(
        &self,
        timer: Timer,
        wait: Duration,
        fire: impl std::future::Future<Output = ()> + Send + 'static,
    ) {
        let weak = Arc::downgrade(&self.running);
        // Held while the task is spawned and recorded, so the task (even with no wait)
        // finds itself recorded when it fires.
        let mut running = self.running();
        let handle = tokio::spawn(async move {
            tokio::time::sleep(wait).await;
            let Some(running) = weak.upgrade() else {
                return;
            };
            {
                let mut running = lock(&running);
                let me = tokio::task::try_id();
                if running.get(&timer).map(AbortHandle::id) != me {
                    // Replaced or disarmed as it woke.
                    return;
                }
                running.remove(&timer);
            }
            fire.await;
        })
        .abort_handle();
        if let Some(old) = running.insert(timer, handle) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::mpsc;

    #[tokio::test]
    async fn a_fired_timer_that_disarms_or_rearms_itself_runs_to_its_end() {
        let timers = Arc::new(Timers::default());
        let (tx, mut rx) = mpsc::unbounded_channel();
        let (t, sent) = (timers.clone(), tx.clone());
        timers.arm(Timer::Match(1), Duration::ZERO, async move {
            // What a clock's match end does: its own timer stopped, then more awaited.
            t.disarm(Timer::Match(1));
            tokio::time::sleep(Duration::from_millis(1)).await;
            sent.send("disarmed, went on").unwrap();
            let again = sent.clone();
            t.arm(Timer::Match(1), Duration::ZERO, async move {
                again.send("armed again, fired").unwrap();
            });
            tokio::time::sleep(Duration::from_millis(1)).await;
            sent.send("re-armed, went on").unwrap();
        });
        let mut said = Vec::new();
        for _ in 0..3 {
            said.push(rx.recv().await.unwrap());
        }
        said.sort_unstable();
        assert_eq!(
            said,
            [
                "armed again, fired",
                "disarmed, went on",
                "re-armed, went on"
            ]
        );
    }

    #[tokio::test(start_paused = true)]
    async fn a_timer_armed_again_or_disarmed_before_it_fires_never_fires() {
        let timers = Timers::default();
        let (tx, mut rx) = mpsc::unbounded_channel();
        for (n, timer) in [
            (1, Timer::Match(1)),
            (2, Timer::Match(1)),
            (3, Timer::Bot(1)),
        ] {
            let tx = tx.clone();
            timers.arm(timer, Duration::from_secs(5), async move {
                tx.send(n).unwrap();
            });
        }
        timers.disarm(Timer::Bot(1));
        drop(tx);
        tokio::time::sleep(Duration::from_secs(10)).await;
        let mut fired = Vec::new();
        while let Some(n) = rx.recv().await {
            fired.push(n);
        }
        assert_eq!(fired, [2], "only the last arming of a running timer fires");
    }
}
