//! The active matches in memory. At start-up a match is known by its head only (id,
//! players, version, deadline): its state is read from the database the first time
//! something locks it. A server with 100,000 matches waiting on day-long turns starts in
//! the time it takes to read their heads, and holds in memory only the matches people
//! touch. Matches the service itself must act on at once (the bot's, Death Matches) are
//! loaded whole at start-up.

use super::{store, MatchId, MatchSnapshot, Service, ServiceError, UserId};
use crate::rules::BySeat;
use std::sync::Arc;
use tokio::sync::{MappedMutexGuard, Mutex, MutexGuard};

/// A live match: its snapshot, or not read yet.
pub(in crate::service) enum Held {
    Loaded(Box<MatchSnapshot>),
    /// Not read since the start. `deadline` is the clock as armed at start-up (a clock
    /// that ran out while the bot was down gets a grace), which the loaded snapshot takes.
    Cold {
        deadline: Option<i64>,
    },
}

pub(in crate::service) type Slot = Arc<Mutex<Held>>;

/// A locked live match, read from the database if it was not yet.
pub(in crate::service) type Locked<'a> = MappedMutexGuard<'a, MatchSnapshot>;

/// What start-up knows of an active match without reading its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::service) struct Head {
    pub id: MatchId,
    pub players: BySeat<UserId>,
    pub version: u32,
    pub deadline: Option<i64>,
    /// Against the bot or a Death Match: loaded whole at start-up.
    pub eager: bool,
}

impl Service {
    /// Locks a live match, reading it first if it is still cold.
    pub(in crate::service) async fn hold<'a>(
        &self,
        id: MatchId,
        slot: &'a Slot,
    ) -> Result<Locked<'a>, ServiceError> {
        let mut held = slot.lock().await;
        if let Held::Cold { deadline } = *held {
            let mut snapshot = self
                .read(move |conn| store::match_get(conn, id)?.ok_or(ServiceError::NoSuchMatch))
                .await?;
            if snapshot.deadline.is_some() {
                snapshot.deadline = deadline;
            }
            *held = Held::Loaded(Box::new(snapshot));
        }
        MutexGuard::try_map(held, |held| match held {
            Held::Loaded(snapshot) => Some(&mut **snapshot),
            Held::Cold { .. } => None,
        })
        .map_err(|_| ServiceError::Storage(anyhow::anyhow!("match {id} could not be loaded")))
    }
}

/// Locks a live match only if it is loaded: a cold one has nothing in memory to update
/// (the database already holds what a caller would write into it).
pub(in crate::service) async fn if_loaded(slot: &Slot) -> Option<Locked<'_>> {
    MutexGuard::try_map(slot.lock().await, |held| match held {
        Held::Loaded(snapshot) => Some(&mut **snapshot),
        Held::Cold { .. } => None,
    })
    .ok()
}

#[cfg(test)]
impl Service {
    /// Whether live match `id` is in memory whole (`None`: not live).
    pub(in crate::service) fn is_loaded(&self, id: MatchId) -> Option<bool> {
        let slot = self.live().get(&id)?.clone();
        let held = slot.try_lock().ok()?;
        Some(matches!(*held, Held::Loaded(_)))
    }
}
