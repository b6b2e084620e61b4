//! The service's clock: wall-clock milliseconds (what the database stores) derived from
//! tokio's clock, so that tests with paused tokio time move deadlines and "now" together.

use std::time::{Duration, SystemTime, UNIX_EPOCH};
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
