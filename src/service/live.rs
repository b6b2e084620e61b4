//! The active matches in memory. At start-up a match is known by its head only (id,
//! players, version, deadline): its state is read from the database the first time
//! something locks it. A server with 100,000 matches waiting on day-long turns starts in
//! the time it takes to read their heads, and holds in memory only the matches people
//! touch. Matches the service itself must act on at once (the bot's, Death Matches) are
//! loaded whole at start-up.

use super::outbound::{Notice, Outbound};
use super::ServiceError;
use crate::model::{Happened, MatchId, MatchSnapshot, Post, UserId};
use crate::rules::BySeat;
use std::collections::{BTreeSet, HashMap};
use std::future::Future;
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

/// The active matches, each behind its own lock, and the matches of each player (for
/// `/games` and `/resign`).
#[derive(Default)]
pub(in crate::service) struct Live {
    matches: std::sync::Mutex<HashMap<MatchId, Slot>>,
    players: std::sync::Mutex<HashMap<UserId, BTreeSet<MatchId>>>,
}

/// A panic elsewhere must not take every later click down with it: the maps hold no
/// invariant a half-done change could break.
pub(in crate::service) fn lock<T>(mutex: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Live {
    /// Keeps an active match in memory, indexed by its players.
    pub fn track(&self, snapshot: MatchSnapshot) {
        let (id, players) = (snapshot.id, snapshot.players);
        self.track_held(id, players, Held::Loaded(Box::new(snapshot)));
    }

    pub fn track_held(&self, id: MatchId, players: BySeat<UserId>, held: Held) {
        lock(&self.matches).insert(id, Arc::new(Mutex::new(held)));
        let mut index = lock(&self.players);
        for user in [players.a, players.b] {
            index.entry(user).or_default().insert(id);
        }
    }

    /// Forgets a finished match.
    pub fn untrack(&self, id: MatchId, players: BySeat<UserId>) {
        lock(&self.matches).remove(&id);
        let mut index = lock(&self.players);
        for user in [players.a, players.b] {
            if let Some(ids) = index.get_mut(&user) {
                ids.remove(&id);
                if ids.is_empty() {
                    index.remove(&user);
                }
            }
        }
    }

    /// The lock of live match `id`.
    pub fn slot(&self, id: MatchId) -> Option<Slot> {
        lock(&self.matches).get(&id).cloned()
    }

    /// Every live match's lock.
    pub fn slots(&self) -> Vec<Slot> {
        lock(&self.matches).values().cloned().collect()
    }

    /// The live matches `user` plays in, with their locks.
    pub fn of_player(&self, user: UserId) -> Vec<(MatchId, Slot)> {
        let ids: Vec<MatchId> = lock(&self.players)
            .get(&user)
            .map(|ids| ids.iter().copied().collect())
            .unwrap_or_default();
        let matches = lock(&self.matches);
        ids.iter()
            .filter_map(|id| Some((*id, matches.get(id)?.clone())))
            .collect()
    }

    /// Whether live match `id` is in memory whole (`None`: not live).
    #[cfg(test)]
    pub fn is_loaded(&self, id: MatchId) -> Option<bool> {
        let slot = self.slot(id)?;
        let held = slot.try_lock().ok()?;
        Some(matches!(*held, Held::Loaded(_)))
    }
}

/// Locks a live match, reading it with `load` first if it is still cold.
pub(in crate::service) async fn hold<'a, F, Fut>(
    slot: &'a Slot,
    id: MatchId,
    load: F,
) -> Result<Locked<'a>, ServiceError>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<MatchSnapshot, ServiceError>>,
{
    let mut held = slot.lock().await;
    if let Held::Cold { deadline } = *held {
        let mut snapshot = load().await?;
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

/// How many changes a listener may fall behind before it is told it lagged (it then reads
/// the revision again, which is all it wanted).
const CHANGES_KEPT: usize = 1024;

/// The way out to Discord, overheard: every notice that a match owes something (sent
/// after each committed change of it, and when its table is asked for again) is also
/// told to whoever listens for matches' changes (a seat's page). A listener learns only
/// the match's id and reads its revision itself, so no card goes by here.
pub(in crate::service) struct Overheard {
    inner: Arc<dyn Outbound>,
    changes: tokio::sync::broadcast::Sender<MatchId>,
    last: LastMoves,
}

/// Each running match's last move as its channel is told of it: the seat, its public
/// events and the revision it made. Kept in memory only (after a restart a match has none
/// until its next move); a finished match's is dropped with its untracking.
pub(in crate::service) type LastMoves = Arc<std::sync::Mutex<HashMap<MatchId, LastMove>>>;

/// A match's last move: who made it, its (public) events, the revision it made.
#[derive(Clone, Debug)]
pub struct LastMove {
    pub seat: crate::rules::Seat,
    pub events: crate::model::AnyEvents,
    pub revision: u64,
}

impl Overheard {
    pub fn new(inner: Arc<dyn Outbound>) -> Overheard {
        Overheard {
            inner,
            changes: tokio::sync::broadcast::channel(CHANGES_KEPT).0,
            last: LastMoves::default(),
        }
    }

    pub fn changes(&self) -> tokio::sync::broadcast::Sender<MatchId> {
        self.changes.clone()
    }

    /// The last moves it hears of ([`LastMoves`]).
    pub fn last_moves(&self) -> LastMoves {
        self.last.clone()
    }
}

impl Outbound for Overheard {
    fn notify(&self, notice: Notice) {
        if let Notice::Owed { match_id, .. } = &notice {
            // No listener is no error: nobody has a seat's page open.
            let _ = self.changes.send(*match_id);
        }
        self.inner.notify(notice);
    }

    fn herald(&self, happened: Happened<'_>) -> Vec<Post> {
        // Heard inside the move's transaction: a reader shows it only once the match's
        // revision has reached it (a commit that failed never does).
        let info = &happened.public.info;
        let mut last = lock(&self.last);
        match happened.what {
            crate::model::What::Move { seat, events } if !info.is_over() => {
                let revision = info.revision;
                let (seat, events) = (*seat, events.clone());
                last.insert(
                    info.id,
                    LastMove {
                        seat,
                        events,
                        revision,
                    },
                );
            }
            _ if info.is_over() => {
                last.remove(&info.id);
            }
            _ => {}
        }
        drop(last);
        self.inner.herald(happened)
    }
}
