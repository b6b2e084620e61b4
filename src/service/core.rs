//! What every part of the service shares: the database, the live matches, the timers, the
//! clock, the defaults and the way out to Discord. Each part ([`super::Matches`],
//! [`super::Challenges`], ...) is a view on this core.

use super::live::{self, Live};
use super::outbound::Outbound;
use super::time::{Clock, Timers};
use super::{Defaults, ServiceError};
use crate::model::settings::ServerSettings;
use crate::model::{MatchId, MatchSettings, MatchSnapshot, UserId};
use crate::model::{MAX_TARGET, MAX_TURN_SECONDS, MIN_TURN_SECONDS};
use crate::storage::{self, Db};
use rusqlite::Connection;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Not an API: its fields and methods are the service's own.
pub struct Core {
    pub(in crate::service) db: Arc<Db>,
    /// The active matches, in memory.
    pub(in crate::service) live: Live,
    pub(in crate::service) timers: Timers,
    /// The display names recorded since the start, so a name is written once, not on
    /// every click.
    pub(in crate::service) names: Mutex<HashMap<UserId, String>>,
    /// Each server's own settings, as last read or changed.
    pub(in crate::service) settings: super::settings::SettingsCache,
    /// Permits for the bot's decisions ([`super::bot::thinkers`]).
    pub(in crate::service) thinking: tokio::sync::Semaphore,
    pub(in crate::service) clock: Clock,
    pub(in crate::service) defaults: Defaults,
    pub(in crate::service) outbound: Arc<dyn Outbound>,
    /// Each match changed, by id, as the outbound hears of it ([`live::Overheard`]).
    pub(in crate::service) changes: tokio::sync::broadcast::Sender<MatchId>,
    /// Each running match's last move, as the outbound hears of it.
    pub(in crate::service) last_moves: super::live::LastMoves,
    pub(in crate::service) closing: AtomicBool,
    /// Which of the bot's databases this is, read once at the start.
    pub(in crate::service) instance: crate::model::Instance,
    /// The daily puzzles read or made lately, and the locks of their making and posts.
    pub(in crate::service) puzzle_cache: super::puzzles::PuzzleCache,
}

impl Core {
    /// Runs a read on tokio's blocking pool, on a read connection of its own.
    pub(in crate::service) async fn read<T: Send + 'static>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<T, ServiceError> {
        self.db.read(read).await
    }

    /// Runs `job` through the one writer, in its own savepoint of the next batch; its
    /// value once the batch has committed.
    pub(in crate::service) async fn write<T: Send + 'static>(
        &self,
        job: impl FnOnce(&Connection) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<T, ServiceError> {
        self.db.writer().exec(job).await
    }

    /// [`Core::write`] for a write that no web page shows (a delivered post, a table's
    /// message id): the pages cached before it stay valid.
    pub(in crate::service) async fn write_unseen<T: Send + 'static>(
        &self,
        job: impl FnOnce(&Connection) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<T, ServiceError> {
        self.db.writer().exec_unseen(job).await
    }

    pub(in crate::service) fn check_open(&self) -> Result<(), ServiceError> {
        if self.closing.load(Ordering::SeqCst) {
            Err(ServiceError::ShuttingDown)
        } else {
            Ok(())
        }
    }

    /// A live match's lock, or why there is none (over, or no such match).
    pub(in crate::service) async fn slot(&self, id: MatchId) -> Result<live::Slot, ServiceError> {
        if let Some(slot) = self.live.slot(id) {
            return Ok(slot);
        }
        // Finished matches are not kept in memory; say why a click on one does nothing.
        match self
            .read(move |conn| Ok(storage::matches::match_get(conn, id)?))
            .await?
        {
            Some(_) => Err(ServiceError::MatchOver),
            None => Err(ServiceError::NoSuchMatch),
        }
    }

    /// Locks a live match, reading it first if it is still cold.
    pub(in crate::service) async fn hold<'a>(
        &self,
        id: MatchId,
        slot: &'a live::Slot,
    ) -> Result<live::Locked<'a>, ServiceError> {
        live::hold(slot, id, || {
            self.read(move |conn| {
                storage::matches::match_get(conn, id)?.ok_or(ServiceError::NoSuchMatch)
            })
        })
        .await
    }

    /// `look` at the current state of a match (finished ones included): under its lock
    /// when it is live, so a click's view copies what it shows, not the whole match.
    pub(in crate::service) async fn looking<T>(
        &self,
        id: MatchId,
        look: impl FnOnce(&MatchSnapshot) -> T,
    ) -> Result<T, ServiceError> {
        match self.live.slot(id) {
            Some(slot) => Ok(look(&*self.hold(id, &slot).await?)),
            None => {
                let snapshot = self
                    .read(move |conn| {
                        storage::matches::match_get(conn, id)?.ok_or(ServiceError::NoSuchMatch)
                    })
                    .await?;
                Ok(look(&snapshot))
            }
        }
    }

    /// The current state of a match (finished ones included), hidden cards included:
    /// for the service and its tests only.
    pub(in crate::service) async fn snapshot(
        &self,
        id: MatchId,
    ) -> Result<MatchSnapshot, ServiceError> {
        self.looking(id, MatchSnapshot::clone).await
    }

    /// A new match's settings: the target and the clock in range; the clock and the
    /// missed turns default to the server's (`server`).
    pub(in crate::service) fn settings_for(
        &self,
        server: &ServerSettings,
        target: Option<u32>,
        turn_seconds: Option<u32>,
    ) -> Result<MatchSettings, ServiceError> {
        if target.is_some_and(|t| !(1..=MAX_TARGET).contains(&t)) {
            return Err(ServiceError::BadTarget);
        }
        let turn_seconds = turn_seconds.unwrap_or(server.turn_seconds);
        if turn_seconds != 0 && !(MIN_TURN_SECONDS..=MAX_TURN_SECONDS).contains(&turn_seconds) {
            return Err(ServiceError::BadTurnSeconds);
        }
        Ok(MatchSettings {
            target,
            turn_seconds,
            max_strikes: server.max_strikes,
        })
    }
}
