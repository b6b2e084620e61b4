//! The timers that run out: a match's turn clock, a challenge's expiry (the bot's next
//! move is the bots' part's). A timer holds only a weak handle on the service, so a dropped
//! service stops them all.

use super::time::Timer;
use super::Service;
use crate::model::{Challenge, MatchId, MatchSnapshot};
use std::sync::Arc;

/// Arms the clocks of matches and challenges.
#[derive(Clone, Copy)]
pub(in crate::service) struct Clocks<'a> {
    pub(in crate::service) service: &'a Service,
}

impl std::ops::Deref for Clocks<'_> {
    type Target = super::core::Core;
    fn deref(&self) -> &super::core::Core {
        &self.service.core
    }
}

impl Clocks<'_> {
    pub(in crate::service) fn arm_match(self, snapshot: &MatchSnapshot) {
        self.arm_clock(snapshot.id, snapshot.version, snapshot.deadline);
    }

    /// The clock of match `id` at `version`: it runs out at `deadline` (none: untimed).
    pub(in crate::service) fn arm_clock(self, id: MatchId, version: u32, deadline: Option<i64>) {
        let Some(deadline) = deadline else {
            self.timers.disarm(Timer::Match(id));
            return;
        };
        let weak = Arc::downgrade(&self.service.core);
        let wait = self.clock.until(deadline);
        self.timers.arm(Timer::Match(id), wait, async move {
            if let Some(inner) = weak.upgrade() {
                Service { core: inner }
                    .matches()
                    .clock_ran_out(id, version)
                    .await;
            }
        });
    }

    pub(in crate::service) fn arm_challenge(self, challenge: &Challenge) {
        let id = challenge.id;
        let weak = Arc::downgrade(&self.service.core);
        let wait = self.clock.until(challenge.expires_at);
        self.timers.arm(Timer::Challenge(id), wait, async move {
            if let Some(inner) = weak.upgrade() {
                Service { core: inner }.challenges().expire(id).await;
            }
        });
    }
}
