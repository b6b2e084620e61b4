//! The service layer: challenges and matches, their storage, and the turn clocks. Every
//! change is committed to SQLite before the caller hears of it, one match at a time, and
//! it talks to Discord only through [`Outbound`], so it is tested without Discord.

#[doc(hidden)]
pub mod bench;
pub mod bot;
pub mod clock;
pub mod deathmatch;
pub mod fairness;
pub mod games;
mod live;
pub mod outbox;
pub mod records;
mod store;
mod writer;

pub use bot::{BotSeat, Rematch};
pub use clock::Clock;
pub use deathmatch::{DeathMatch, DmRequest, DmSummary, Ruling};
pub use games::{
    AnyEvents, AnyMove, AnyPublic, AnyTable, AnyView, ClockStrike, Hosted, MatchSettings, PLAYABLE,
};
pub use outbox::{ChosenBy, Happened, Owed, Post, PostKind, What};

use crate::rules::toss::{self, Toss};
use crate::rules::{BySeat, GameKind, Outcome, Seat};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use thiserror::Error;
use tokio::task::AbortHandle;

pub type UserId = u64;
pub type MatchId = i64;
pub type ChallengeId = i64;

/// After a restart a clock that ran out while the bot was down gets this much time, so a
/// player is never struck for the bot's own downtime.
pub const RESTART_GRACE_MS: i64 = 15_000;
pub const MAX_TARGET: u32 = 100;
pub const MIN_TURN_SECONDS: u32 = 10;
pub const MAX_TURN_SECONDS: u32 = 7 * 24 * 3600;

/// Defaults from the configuration.
#[derive(Clone, Copy, Debug)]
pub struct Defaults {
    pub turn_seconds: u32,
    pub max_strikes: u32,
    pub challenge_expiry_ms: i64,
    /// How long the bot waits before each of its moves.
    pub bot_delay_ms: u64,
}

impl Defaults {
    pub fn from_config(config: &crate::config::Config) -> Defaults {
        Defaults {
            turn_seconds: config.clock.turn_seconds.min(u64::from(MAX_TURN_SECONDS)) as u32,
            max_strikes: config.clock.max_strikes,
            challenge_expiry_ms: (config.clock.challenge_expiry_seconds as i64)
                .saturating_mul(1000),
            bot_delay_ms: config.bot.move_delay_ms,
        }
    }
}

/// Someone taking part in a challenge, as the Discord layer knows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Person {
    pub id: UserId,
    pub is_bot: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub guild: u64,
    pub channel: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChallengeStatus {
    Pending,
    Accepted,
    Declined,
    Cancelled,
    Expired,
}

impl ChallengeStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ChallengeStatus::Pending => "pending",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }

    fn parse(text: &str) -> Option<ChallengeStatus> {
        [
            ChallengeStatus::Pending,
            ChallengeStatus::Accepted,
            ChallengeStatus::Declined,
            ChallengeStatus::Cancelled,
            ChallengeStatus::Expired,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub place: Place,
    pub message_id: Option<u64>,
    pub challenger: UserId,
    /// `None` for an open challenge, until someone accepts it.
    pub opponent: Option<UserId>,
    pub game: GameKind,
    pub settings: MatchSettings,
    pub status: ChallengeStatus,
    pub match_id: Option<MatchId>,
    pub created_at: i64,
    pub expires_at: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeAnswer {
    Accept,
    Decline,
    Cancel,
}

/// Where a match stands: the toss winner still choosing, or the game under way. It holds
/// the full table, hidden cards included, so it never leaves the service: other layers get
/// [`MatchInfo`] with [`AnyPublic`] or one seat's [`AnyView`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum MatchPhase {
    Choosing {
        toss: Toss,
    },
    /// A Death Match before its first move: the DMO picks who goes first (no toss).
    Picking {
        picker: Seat,
    },
    Playing(Box<AnyTable>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MatchStatus {
    Active,
    Finished,
}

/// Everything known about a match, hidden cards included: the service's own record.
#[derive(Clone, Debug)]
pub struct MatchSnapshot {
    pub id: MatchId,
    pub place: Place,
    /// The public table message, once posted.
    pub message_id: Option<u64>,
    pub game: GameKind,
    /// Seat A is the challenger, seat B the opponent.
    pub players: BySeat<UserId>,
    pub settings: MatchSettings,
    pub seed: u64,
    /// The secret salt of the deal commitment ([`fairness`]); `None` for a match made
    /// before commitments. Revealed only by the record of a finished match.
    pub(in crate::service) salt: Option<String>,
    pub(in crate::service) phase: MatchPhase,
    /// Counts committed steps (the choice, moves, timeouts, resignation): buttons carry it,
    /// so a click from an earlier step is recognised.
    pub version: u32,
    /// When the clock of the player to move runs out (unix ms), if timed.
    pub deadline: Option<i64>,
    pub status: MatchStatus,
    pub created_at: i64,
    /// A Death Match's host, settings, pause, reserves and ruling.
    pub dm: Option<DeathMatch>,
    /// Counts every saved change (moves, clocks, host actions, reserves): the table
    /// message is owed a redraw while the revision it shows is lower ([`outbox`]).
    pub revision: u64,
    /// The revision the table message shows.
    pub table_revision: u64,
    /// The seat the bot plays, in a match against the bot.
    pub bot: Option<BotSeat>,
}

impl MatchSnapshot {
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|s| self.players[*s] == user)
    }

    /// Whose decision it is: the toss winner while choosing, else the seat to move.
    pub fn to_move(&self) -> Option<Seat> {
        match (&self.phase, self.status) {
            (_, MatchStatus::Finished) => None,
            (MatchPhase::Choosing { toss }, _) => Some(toss.winner),
            (MatchPhase::Picking { picker }, _) => Some(*picker),
            (MatchPhase::Playing(table), _) => table.to_move(),
        }
    }

    pub(in crate::service) fn table(&self) -> Option<&AnyTable> {
        match &self.phase {
            MatchPhase::Playing(table) => Some(table),
            MatchPhase::Choosing { .. } | MatchPhase::Picking { .. } => None,
        }
    }

    /// The match's result: the table's, except that a drawn Death Match goes to the DMO
    /// (unless its host let draws stand).
    pub fn outcome(&self) -> Option<Outcome> {
        let outcome = self.table().and_then(AnyTable::outcome)?;
        Some(deathmatch::dm_outcome(self.dm.as_ref(), outcome))
    }

    /// What anybody may know about the match, without any card.
    pub fn info(&self) -> MatchInfo {
        let table = self.table();
        MatchInfo {
            id: self.id,
            place: self.place,
            message_id: self.message_id,
            game: self.game,
            players: self.players,
            settings: self.settings,
            version: self.version,
            deadline: self.deadline,
            status: self.status,
            created_at: self.created_at,
            toss: match &self.phase {
                MatchPhase::Choosing { toss } => Some(toss.clone()),
                _ => None,
            },
            picker: match self.phase {
                MatchPhase::Picking { picker } => Some(picker),
                _ => None,
            },
            table_outcome: table.and_then(AnyTable::outcome),
            dm: self.dm.clone(),
            revision: self.revision,
            table_revision: self.table_revision,
            bot: self.bot,
            to_move: self.to_move(),
            outcome: self.outcome(),
            strikes: table.map(AnyTable::strikes).unwrap_or_default(),
            scores: table.map(AnyTable::scores).unwrap_or_default(),
            commitment: self
                .salt
                .as_deref()
                .map(|salt| fairness::commitment(salt, self.seed)),
        }
    }

    /// The match as the channel may see it.
    pub fn public(&self) -> PublicMatch {
        PublicMatch {
            info: self.info(),
            table: self.table().map(AnyTable::public_view),
        }
    }

    /// The match as `seat` may see it. Before the game starts, a game that deals before
    /// the toss (Clash) shows the seat its hand.
    pub fn seat(&self, seat: Seat) -> SeatMatch {
        let view = match &self.phase {
            MatchPhase::Playing(table) => Some(table.view(seat)),
            MatchPhase::Choosing { .. } | MatchPhase::Picking { .. } => {
                games::dealt_view(self.game, &self.settings, self.seed, seat)
            }
        };
        SeatMatch {
            info: self.info(),
            seat,
            view,
        }
    }
}

/// What anybody may know about a match: who plays what, where, whose move, the clock,
/// strikes and scores. It has no field that can hold a card.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchInfo {
    pub id: MatchId,
    pub place: Place,
    /// The public table message, once posted.
    pub message_id: Option<u64>,
    pub game: GameKind,
    /// Seat A is the challenger, seat B the opponent.
    pub players: BySeat<UserId>,
    pub settings: MatchSettings,
    /// Buttons carry it, so a click from an earlier step is recognised.
    pub version: u32,
    /// When the clock of the player to move runs out (unix ms), if timed.
    pub deadline: Option<i64>,
    pub status: MatchStatus,
    pub created_at: i64,
    /// The toss, while its winner chooses who goes first (its cards are public).
    pub toss: Option<Toss>,
    /// A Death Match's DMO seat, while it picks who goes first (there is no toss).
    pub picker: Option<Seat>,
    /// The game's own result, before a Death Match's rule on draws.
    pub table_outcome: Option<Outcome>,
    /// A Death Match's host, settings, pause, reserves and ruling (all public).
    pub dm: Option<DeathMatch>,
    /// Counts every saved change: what a table message drawn from this info shows.
    pub revision: u64,
    /// The revision the table message shows: it is behind while this is lower.
    pub table_revision: u64,
    /// The seat the bot plays, in a match against the bot.
    pub bot: Option<BotSeat>,
    /// Whose decision it is: the toss winner while choosing, else the seat to move.
    pub to_move: Option<Seat>,
    pub outcome: Option<Outcome>,
    pub strikes: BySeat<u32>,
    pub scores: BySeat<u32>,
    /// The deal commitment, public from the toss on ([`fairness::commitment`]); `None`
    /// for a match made before commitments.
    pub commitment: Option<String>,
}

impl MatchInfo {
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|s| self.players[*s] == user)
    }

    pub fn is_over(&self) -> bool {
        self.status == MatchStatus::Finished
    }

    /// Whether the first player is still being chosen (a toss winner or a DMO picking).
    pub fn choosing(&self) -> bool {
        self.toss.is_some() || self.picker.is_some()
    }

    pub fn is_paused(&self) -> bool {
        self.dm.as_ref().is_some_and(DeathMatch::is_paused)
    }
}

/// A match as its channel may see it: the info and, once the game is under way, the
/// public view of the table.
#[derive(Clone, Debug)]
pub struct PublicMatch {
    pub info: MatchInfo,
    pub table: Option<AnyPublic>,
}

/// A match as one of its players may see it: the info and that seat's own view (before
/// the game starts, only for a game that deals before the toss).
#[derive(Clone, Debug)]
pub struct SeatMatch {
    pub info: MatchInfo,
    pub seat: Seat,
    pub view: Option<AnyView>,
}

#[derive(Debug, Error)]
pub enum ServiceError {
    #[error("you cannot challenge yourself")]
    ChallengeSelf,
    #[error("other bots cannot play: challenge a person, or play against me with /practice")]
    ChallengeBot,
    #[error("you are already playing {game} against the bot: finish or resign Match #{id} first")]
    BotBusy { game: GameKind, id: MatchId },
    #[error("there is already a pending challenge between you two")]
    AlreadyPending,
    #[error("you already have an open challenge waiting: cancel it before making another")]
    OpenPending,
    #[error("an open challenge cannot be declined: leave it for someone else")]
    OpenDecline,
    #[error("you cannot accept your own challenge")]
    OwnChallenge,
    #[error("this match is still being played: a rematch is offered once it ends")]
    NotOverYet,
    #[error("{0} cannot be played in Discord yet")]
    NotPlayable(GameKind),
    #[error("the target must be between 1 and {MAX_TARGET}")]
    BadTarget,
    #[error(
        "the turn clock (turn_seconds) must be 0 for untimed, or {MIN_TURN_SECONDS} to {MAX_TURN_SECONDS} seconds"
    )]
    BadTurnSeconds,
    #[error("this challenge is no longer open: it was {}", .0.as_str())]
    ChallengeClosed(ChallengeStatus),
    #[error("only {0} can do that")]
    NotYourChallenge(&'static str),
    #[error("no such challenge")]
    NoSuchChallenge,
    #[error("no such match")]
    NoSuchMatch,
    #[error("this match is over")]
    MatchOver,
    #[error("the record is available once the match ends")]
    MatchNotOver,
    #[error("you are not playing in this match")]
    NotAPlayer { players: BySeat<UserId> },
    #[error("it is not your move")]
    NotYourTurn { to_move: UserId },
    #[error("that button is from an earlier turn")]
    Stale { current: u32 },
    #[error("{0}")]
    Rule(String),
    #[error("the bot is shutting down: try again in a moment")]
    ShuttingDown,
    #[error("the match is paused by its host: no moves until it resumes")]
    Paused,
    /// A Death Match command refused, in words for the host.
    #[error("{0}")]
    Host(String),
    #[error("storage failed: {0:#}")]
    Storage(#[from] anyhow::Error),
}

impl ServiceError {
    /// Whether this is the user's own mistake (shown to them) rather than the bot's.
    pub fn is_user_error(&self) -> bool {
        !matches!(self, ServiceError::Storage(_))
    }
}

impl From<rusqlite::Error> for ServiceError {
    fn from(e: rusqlite::Error) -> Self {
        ServiceError::Storage(e.into())
    }
}

/// What the service tells Discord on its own (not in answer to a click).
#[derive(Clone, Debug)]
pub enum Notice {
    ChallengeExpired(Challenge),
    /// Something is owed to Discord (see [`outbox`]): posts, and the match's table when
    /// it is behind, as soon as `table` says.
    Owed {
        match_id: MatchId,
        table: Redraw,
    },
}

/// When a change wants the match's table redrawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Redraw {
    /// Not at all: nothing of it changed, or the caller's answer redrew it.
    No,
    /// Within a couple of seconds: the same player goes on moving, and edits that come
    /// faster than that are coalesced into one.
    Soon,
    /// As soon as the channel is free: the turn passed, the game started or ended, or
    /// the change owes a post.
    Now,
}

/// The service's only way out to Discord.
pub trait Outbound: Send + Sync + 'static {
    fn notify(&self, notice: Notice);

    /// The posts a change owes the channel, drawn from the change alone (a pure
    /// function): they are written in the change's own transaction and delivered later.
    /// The default owes none.
    fn herald(&self, happened: Happened<'_>) -> Vec<Post> {
        let _ = happened;
        Vec::new()
    }
}

/// What a committed move produced: the match as the channel sees it now, the move's
/// events (public by the rules' contract), and the mover's own view after it.
#[derive(Clone, Debug)]
pub struct MoveResult {
    pub public: PublicMatch,
    pub events: AnyEvents,
    pub mover: SeatMatch,
    /// The move handed the turn over (or ended the match); `false` while a turn of
    /// several actions goes on.
    pub turn_passed: bool,
}

#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

struct Inner {
    /// The write connection: only the writer's commits use it (and reads when the
    /// database has no file for a read connection).
    db: Arc<Mutex<Connection>>,
    /// Idle read connections to the same file (WAL: readers never wait for the writer).
    readers: Mutex<Vec<Connection>>,
    /// The database file, for opening more read connections.
    path: Option<std::path::PathBuf>,
    writer: writer::Writer,
    /// The display names recorded since the start, so a name is written once, not on
    /// every click.
    names: Mutex<HashMap<UserId, String>>,
    matches: Mutex<HashMap<MatchId, live::Slot>>,
    /// The active matches of each player, for `/games` and `/resign`.
    players: Mutex<HashMap<UserId, std::collections::BTreeSet<MatchId>>>,
    timers: Mutex<HashMap<Timer, AbortHandle>>,
    /// Permits for the bot's decisions ([`bot::thinkers`]).
    thinking: tokio::sync::Semaphore,
    clock: Clock,
    defaults: Defaults,
    outbound: Arc<dyn Outbound>,
    closing: AtomicBool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Timer {
    Match(MatchId),
    Challenge(ChallengeId),
    /// The bot's next move in a match against it.
    Bot(MatchId),
}

/// Idle read connections kept for the next reads.
const MAX_IDLE_READERS: usize = 4;

impl Inner {
    fn read<T>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, ServiceError>,
    ) -> Result<T, ServiceError> {
        let idle = self
            .readers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop();
        let conn = match (idle, &self.path) {
            (Some(conn), _) => conn,
            (None, Some(path)) => crate::storage::open_reader(path)?,
            // An in-memory database has one connection: share the writer's.
            (None, None) => {
                let conn = self
                    .db
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                return read(&conn);
            }
        };
        let result = read(&conn);
        let mut readers = self
            .readers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if readers.len() < MAX_IDLE_READERS {
            readers.push(conn);
        }
        result
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        for handle in self
            .timers
            .get_mut()
            .map(|t| t.values())
            .into_iter()
            .flatten()
        {
            handle.abort();
        }
    }
}

impl Service {
    /// Opens the service on a migrated database: loads every active match and pending
    /// challenge and re-arms their clocks. Must run inside a tokio runtime.
    pub fn open(
        conn: Connection,
        defaults: Defaults,
        clock: Clock,
        outbound: Arc<dyn Outbound>,
    ) -> Result<Service, ServiceError> {
        let heads = store::match_active_heads(&conn)?;
        let mut eager: HashMap<MatchId, MatchSnapshot> = store::match_active_eager(&conn)?
            .into_iter()
            .map(|m| (m.id, m))
            .collect();
        let challenges = store::challenge_pending_all(&conn)?;
        let path = conn
            .path()
            .filter(|p| !p.is_empty())
            .map(std::path::PathBuf::from);
        let db = Arc::new(Mutex::new(conn));
        let service = Service {
            inner: Arc::new(Inner {
                writer: writer::Writer::start(db.clone()),
                db,
                readers: Mutex::new(Vec::new()),
                path,
                names: Mutex::new(HashMap::new()),
                players: Mutex::new(HashMap::new()),
                matches: Mutex::new(HashMap::new()),
                timers: Mutex::new(HashMap::new()),
                thinking: tokio::sync::Semaphore::new(bot::thinkers()),
                clock,
                defaults,
                outbound,
                closing: AtomicBool::new(false),
            }),
        };
        let now = clock.now_ms();
        for head in heads {
            let deadline = head
                .deadline
                .map(|deadline| deadline.max(now + RESTART_GRACE_MS));
            service.arm_clock(head.id, head.version, deadline);
            let held = match eager.remove(&head.id) {
                Some(mut snapshot) if head.eager => {
                    snapshot.deadline = deadline;
                    service.arm_bot(&snapshot);
                    live::Held::Loaded(Box::new(snapshot))
                }
                _ => live::Held::Cold { deadline },
            };
            service.track_held(head.id, head.players, held);
        }
        for challenge in challenges {
            service.arm_challenge(&challenge);
        }
        Ok(service)
    }

    pub fn clock(&self) -> Clock {
        self.inner.clock
    }

    pub fn defaults(&self) -> Defaults {
        self.inner.defaults
    }

    /// Keeps an active match in memory, indexed by its players.
    fn track(&self, snapshot: MatchSnapshot) {
        let (id, players) = (snapshot.id, snapshot.players);
        self.track_held(id, players, live::Held::Loaded(Box::new(snapshot)));
    }

    fn track_held(&self, id: MatchId, players: BySeat<UserId>, held: live::Held) {
        self.live()
            .insert(id, Arc::new(tokio::sync::Mutex::new(held)));
        let mut index = self
            .inner
            .players
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for user in [players.a, players.b] {
            index.entry(user).or_default().insert(id);
        }
    }

    /// Forgets a finished match.
    fn untrack(&self, id: MatchId, players: BySeat<UserId>) {
        self.live().remove(&id);
        let mut index = self
            .inner
            .players
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for user in [players.a, players.b] {
            if let Some(ids) = index.get_mut(&user) {
                ids.remove(&id);
                if ids.is_empty() {
                    index.remove(&user);
                }
            }
        }
    }

    fn live(&self) -> std::sync::MutexGuard<'_, HashMap<MatchId, live::Slot>> {
        // A panic elsewhere must not take every later click down with it: the map holds
        // no invariant a half-done change could break.
        self.inner
            .matches
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Runs a read on tokio's blocking pool, on a read connection of its own: never on an
    /// async worker thread, and never behind the writer's fsync.
    pub(in crate::service) async fn read<T: Send + 'static>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<T, ServiceError> {
        let inner = self.inner.clone();
        tokio::task::spawn_blocking(move || inner.read(read))
            .await
            .map_err(|e| ServiceError::Storage(anyhow::anyhow!("a database read failed: {e}")))?
    }

    /// The write connection, for tests that look at the stored rows directly.
    #[cfg(test)]
    pub(crate) fn db(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.inner
            .db
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether `user` is already known by `name`: [`Service::user_seen`] would write
    /// nothing.
    pub fn name_known(&self, user: UserId, name: &str) -> bool {
        self.inner
            .names
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&user)
            .is_some_and(|known| known == name)
    }

    fn name_noted(&self, user: UserId, name: &str) {
        self.inner
            .names
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(user, name.to_string());
    }

    fn check_open(&self) -> Result<(), ServiceError> {
        if self.inner.closing.load(Ordering::SeqCst) {
            Err(ServiceError::ShuttingDown)
        } else {
            Ok(())
        }
    }

    /// A new match's settings: the game must be playable, the target and the clock in
    /// range; the clock and the missed turns default to the server's.
    fn settings_for(
        &self,
        game: GameKind,
        target: Option<u32>,
        turn_seconds: Option<u32>,
    ) -> Result<MatchSettings, ServiceError> {
        if !PLAYABLE.contains(&game) {
            return Err(ServiceError::NotPlayable(game));
        }
        if target.is_some_and(|t| !(1..=MAX_TARGET).contains(&t)) {
            return Err(ServiceError::BadTarget);
        }
        let turn_seconds = turn_seconds.unwrap_or(self.inner.defaults.turn_seconds);
        if turn_seconds != 0 && !(MIN_TURN_SECONDS..=MAX_TURN_SECONDS).contains(&turn_seconds) {
            return Err(ServiceError::BadTurnSeconds);
        }
        Ok(MatchSettings {
            target,
            turn_seconds,
            max_strikes: self.inner.defaults.max_strikes,
        })
    }

    // --- Challenges -------------------------------------------------------------------

    /// Challenges `opponent`, or anyone in the channel when `opponent` is `None` (an open
    /// challenge: anyone but the challenger may accept it).
    pub async fn challenge_create(
        &self,
        place: Place,
        challenger: Person,
        opponent: Option<Person>,
        game: GameKind,
        target: Option<u32>,
        turn_seconds: Option<u32>,
    ) -> Result<Challenge, ServiceError> {
        self.check_open()?;
        if opponent.is_some_and(|o| o.id == challenger.id) {
            return Err(ServiceError::ChallengeSelf);
        }
        if opponent.is_some_and(|o| o.is_bot) || challenger.is_bot {
            return Err(ServiceError::ChallengeBot);
        }
        let settings = self.settings_for(game, target, turn_seconds)?;
        let now = self.inner.clock.now_ms();
        let mut challenge = Challenge {
            id: 0,
            place,
            message_id: None,
            challenger: challenger.id,
            opponent: opponent.map(|o| o.id),
            game,
            settings,
            status: ChallengeStatus::Pending,
            match_id: None,
            created_at: now,
            expires_at: now + self.inner.defaults.challenge_expiry_ms,
        };
        let challenge = self
            .inner
            .writer
            .exec(move |conn| {
                // Expired-but-unswept challenges do not block a new one.
                store::challenge_expire_due(conn, now)?;
                match opponent {
                    Some(opponent) => {
                        if store::challenge_pending_between(conn, challenger.id, opponent.id)? {
                            return Err(ServiceError::AlreadyPending);
                        }
                    }
                    None => {
                        if store::challenge_open_pending(conn, challenger.id)? {
                            return Err(ServiceError::OpenPending);
                        }
                    }
                }
                challenge.id = store::challenge_insert(conn, &challenge)?;
                Ok(challenge)
            })
            .await?;
        self.arm_challenge(&challenge);
        Ok(challenge)
    }

    pub async fn challenge_get(&self, id: ChallengeId) -> Result<Challenge, ServiceError> {
        self.read(move |conn| store::challenge_get(conn, id)?.ok_or(ServiceError::NoSuchChallenge))
            .await
    }

    pub async fn challenge_set_message(
        &self,
        id: ChallengeId,
        message_id: u64,
    ) -> Result<(), ServiceError> {
        self.inner
            .writer
            .exec(move |conn| Ok(store::challenge_set_message(conn, id, message_id)?))
            .await
    }

    /// Accept, decline or cancel. Accepting creates the match and tosses for the start;
    /// the toss post is owed to the channel in the same transaction.
    pub async fn challenge_answer(
        &self,
        id: ChallengeId,
        user: UserId,
        answer: ChallengeAnswer,
    ) -> Result<(Challenge, Option<PublicMatch>), ServiceError> {
        self.check_open()?;
        let now = self.inner.clock.now_ms();
        let seed: u64 = rand::random();
        let salt = fairness::new_salt();
        let (challenge, snapshot) = self
            .inner
            .writer
            .exec(move |conn| {
                store::challenge_expire_due(conn, now)?;
                let mut challenge =
                    store::challenge_get(conn, id)?.ok_or(ServiceError::NoSuchChallenge)?;
                if challenge.status != ChallengeStatus::Pending {
                    return Err(ServiceError::ChallengeClosed(challenge.status));
                }
                let status = match answer {
                    ChallengeAnswer::Accept => ChallengeStatus::Accepted,
                    ChallengeAnswer::Decline => ChallengeStatus::Declined,
                    ChallengeAnswer::Cancel => ChallengeStatus::Cancelled,
                };
                match (answer, challenge.opponent) {
                    (ChallengeAnswer::Cancel, _) if user != challenge.challenger => {
                        return Err(ServiceError::NotYourChallenge("the challenger"));
                    }
                    (ChallengeAnswer::Cancel, _) => {}
                    (_, Some(opponent)) if user != opponent => {
                        return Err(ServiceError::NotYourChallenge("the challenged player"));
                    }
                    (_, Some(_)) => {}
                    // An open challenge: anyone but its challenger takes it; nobody
                    // declines it for everyone.
                    (ChallengeAnswer::Decline, None) => return Err(ServiceError::OpenDecline),
                    (ChallengeAnswer::Accept, None) if user == challenge.challenger => {
                        return Err(ServiceError::OwnChallenge);
                    }
                    (ChallengeAnswer::Accept, None) => challenge.opponent = Some(user),
                }
                let snapshot = if status == ChallengeStatus::Accepted {
                    let mut snapshot = new_match(
                        challenge.place,
                        challenge.game,
                        BySeat::new(challenge.challenger, user),
                        challenge.settings,
                        (seed, salt),
                        now,
                        None,
                    );
                    match_start(conn, &mut snapshot, now)?;
                    challenge.match_id = Some(snapshot.id);
                    Some(snapshot)
                } else {
                    None
                };
                challenge.status = status;
                store::challenge_set_status(conn, &challenge)?;
                Ok((challenge, snapshot))
            })
            .await?;
        self.disarm(Timer::Challenge(id));
        if let Some(snapshot) = &snapshot {
            self.arm_match(snapshot);
            self.track(snapshot.clone());
            self.inner.outbound.notify(Notice::Owed {
                match_id: snapshot.id,
                table: Redraw::No,
            });
        }
        Ok((challenge, snapshot.as_ref().map(MatchSnapshot::public)))
    }

    async fn expire_challenge(&self, id: ChallengeId) {
        let now = self.inner.clock.now_ms();
        let expired = self
            .inner
            .writer
            .exec(move |conn| {
                let Some(mut challenge) = store::challenge_get(conn, id)? else {
                    return Ok(None);
                };
                if challenge.status != ChallengeStatus::Pending || challenge.expires_at > now {
                    return Ok(None);
                }
                challenge.status = ChallengeStatus::Expired;
                store::challenge_set_status(conn, &challenge)?;
                Ok(Some(challenge))
            })
            .await;
        match expired {
            Ok(Some(challenge)) => self
                .inner
                .outbound
                .notify(Notice::ChallengeExpired(challenge)),
            Ok(None) => {}
            Err(e) => tracing::error!("expiring challenge {id}: {e}"),
        }
    }

    // --- Matches ----------------------------------------------------------------------

    async fn slot(&self, id: MatchId) -> Result<live::Slot, ServiceError> {
        if let Some(slot) = self.live().get(&id).cloned() {
            return Ok(slot);
        }
        // Finished matches are not kept in memory; say why a click on one does nothing.
        match self
            .read(move |conn| Ok(store::match_get(conn, id)?))
            .await?
        {
            Some(_) => Err(ServiceError::MatchOver),
            None => Err(ServiceError::NoSuchMatch),
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

    /// `look` at the current state of a match (finished ones included): under its lock
    /// when it is live, so a click's view copies what it shows, not the whole match.
    async fn looking<T>(
        &self,
        id: MatchId,
        look: impl FnOnce(&MatchSnapshot) -> T,
    ) -> Result<T, ServiceError> {
        let slot = self.live().get(&id).cloned();
        match slot {
            Some(slot) => Ok(look(&*self.hold(id, &slot).await?)),
            None => {
                let snapshot = self
                    .read(move |conn| store::match_get(conn, id)?.ok_or(ServiceError::NoSuchMatch))
                    .await?;
                Ok(look(&snapshot))
            }
        }
    }

    /// A match as its channel may see it (finished ones included).
    pub async fn public(&self, id: MatchId) -> Result<PublicMatch, ServiceError> {
        self.looking(id, MatchSnapshot::public).await
    }

    /// A match as `user` may see it; refused unless `user` plays in it.
    pub async fn seat_view(&self, id: MatchId, user: UserId) -> Result<SeatMatch, ServiceError> {
        self.looking(id, |snapshot| {
            let seat = snapshot.seat_of(user).ok_or(ServiceError::NotAPlayer {
                players: snapshot.players,
            })?;
            Ok(snapshot.seat(seat))
        })
        .await?
    }

    /// Active matches in which `user` plays: found through the players' index, so it
    /// locks only that player's matches, however many others are live.
    pub async fn matches_of(&self, user: UserId) -> Vec<MatchInfo> {
        let slots: Vec<_> = {
            let ids: Vec<MatchId> = self
                .inner
                .players
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .get(&user)
                .map(|ids| ids.iter().copied().collect())
                .unwrap_or_default();
            let live = self.live();
            ids.iter()
                .filter_map(|id| Some((*id, live.get(id)?.clone())))
                .collect()
        };
        let mut out = Vec::new();
        for (id, slot) in slots {
            let snapshot = match self.hold(id, &slot).await {
                Ok(snapshot) => snapshot,
                Err(e) => {
                    tracing::error!("loading match {id}: {e}");
                    continue;
                }
            };
            if snapshot.seat_of(user).is_some() && snapshot.status == MatchStatus::Active {
                out.push(snapshot.info());
            }
        }
        out.sort_by_key(|s| s.id);
        out
    }

    /// Runs one change on a match under its lock: checks the player and the version,
    /// applies `change` to a copy, commits it with its log row and the posts it owes
    /// (`what` says what happened, for [`Outbound::herald`]), then publishes it and wakes
    /// the delivery. `answered`: the caller's answer shows the new table itself.
    async fn change<T>(
        &self,
        id: MatchId,
        user: Option<UserId>,
        version: Option<u32>,
        answered: bool,
        change: impl FnOnce(
            &mut MatchSnapshot,
            Option<Seat>,
        ) -> Result<(T, Option<(Seat, String)>), ServiceError>,
        what: impl FnOnce(&T) -> Option<What>,
    ) -> Result<(MatchSnapshot, T), ServiceError> {
        self.check_open()?;
        let slot = self.slot(id).await?;
        let mut current = self.hold(id, &slot).await?;
        if current.status != MatchStatus::Active {
            return Err(ServiceError::MatchOver);
        }
        if current.dm.as_ref().is_some_and(DeathMatch::is_paused) {
            return Err(ServiceError::Paused);
        }
        let seat = match user {
            Some(user) => Some(current.seat_of(user).ok_or(ServiceError::NotAPlayer {
                players: current.players,
            })?),
            None => None,
        };
        if let Some(version) = version {
            if version != current.version {
                return Err(ServiceError::Stale {
                    current: current.version,
                });
            }
        }
        let mut next = current.clone();
        let turn_before = next.table().map(AnyTable::turn);
        let seat_before = current.to_move();
        let value = change(&mut next, seat)?;
        let (value, step) = value;
        let now = self.inner.clock.now_ms();
        next.version += 1;
        if next.outcome().is_some() {
            next.status = MatchStatus::Finished;
        }
        let turn_passed =
            next.status == MatchStatus::Finished || next.table().map(AnyTable::turn) != turn_before;
        if turn_passed {
            deathmatch::settle_reserve(&mut next, current.deadline, now);
        }
        next.deadline = deadline_for(&next, now, turn_before.map(|t| (t, current.deadline)));
        next.revision += 1;
        let posts = match what(&value) {
            Some(what) => self.inner.outbound.herald(Happened {
                public: &next.public(),
                what: &what,
            }),
            None => Vec::new(),
        };
        let posted = !posts.is_empty();
        // Committed (with other matches' saves, one fsync a batch) before anyone hears of
        // it; a match that just ended is recorded and rated in the same transaction, and
        // what the channel is owed is written with it.
        self.inner
            .writer
            .save(writer::Save {
                snapshot: next.clone(),
                step,
                audit: None,
                posts,
                now,
            })
            .await?;
        *current = next.clone();
        // The clock is re-armed under the match lock, so an older change can never arm
        // its clock over a newer one's.
        if next.status == MatchStatus::Finished {
            self.untrack(id, next.players);
            self.disarm(Timer::Match(id));
            self.disarm(Timer::Bot(id));
        } else {
            self.arm_match(&next);
            self.arm_bot(&next);
        }
        drop(current);
        // The table is edited at once when the move is someone else's, when the game
        // starts or ends, and with a change that owes a post (a round's end). While the
        // same player goes on (a turn of several actions: Shape Clash, Clubbed's draws,
        // Clash's set-up then first reveal; Tile Poker's placements once the other player
        // has no tiles) it is edited a moment later, so quick actions make one edit and
        // slow ones each show. Each edit draws the latest state, so nothing is lost.
        let started = turn_before.is_none() && next.table().is_some();
        let handed_over = next.status == MatchStatus::Finished || next.to_move() != seat_before;
        let table = if answered {
            Redraw::No
        } else if started || handed_over || posted {
            Redraw::Now
        } else {
            Redraw::Soon
        };
        self.inner.outbound.notify(Notice::Owed {
            match_id: id,
            table,
        });
        Ok((next, value))
    }

    /// Asks for the table of match `id` to be drawn again if it is behind (a click on a
    /// stale table: its edit may have been lost).
    pub fn redraw(&self, id: MatchId) {
        self.inner.outbound.notify(Notice::Owed {
            match_id: id,
            table: Redraw::Now,
        });
    }

    /// The toss winner picks: go first (`true`) or second.
    pub async fn choose_first(
        &self,
        id: MatchId,
        user: UserId,
        version: u32,
        go_first: bool,
    ) -> Result<PublicMatch, ServiceError> {
        let chose = |by: &ChosenBy| Some(What::Chose { by: *by });
        self.change(
            id,
            Some(user),
            Some(version),
            false,
            |m, seat| {
                let Some(seat) = seat else {
                    return Err(ServiceError::NotAPlayer { players: m.players });
                };
                let chooser = match &m.phase {
                    MatchPhase::Choosing { toss } => toss.winner,
                    MatchPhase::Picking { picker } => *picker,
                    MatchPhase::Playing(_) => {
                        return Err(ServiceError::Stale { current: m.version })
                    }
                };
                if chooser != seat {
                    return Err(ServiceError::NotYourTurn {
                        to_move: m.players[chooser],
                    });
                }
                let first = if go_first { seat } else { seat.other() };
                start_table(m, first)?;
                let by = if m.bot.is_some_and(|b| b.seat == seat) {
                    ChosenBy::Bot
                } else {
                    ChosenBy::Player
                };
                Ok((by, Some((seat, choice_json(go_first)))))
            },
            chose,
        )
        .await
        .map(|(s, _)| s.public())
    }

    /// Plays a move for `user`, who must be the player to move.
    pub async fn play(
        &self,
        id: MatchId,
        user: UserId,
        version: u32,
        mv: AnyMove,
    ) -> Result<MoveResult, ServiceError> {
        self.play_answered(id, user, version, mv, false).await
    }

    /// [`Service::play`]; `answered`: the caller answers with the new table itself (a
    /// click on the public table), so the delivery does not redraw it.
    pub async fn play_answered(
        &self,
        id: MatchId,
        user: UserId,
        version: u32,
        mv: AnyMove,
        answered: bool,
    ) -> Result<MoveResult, ServiceError> {
        let what = |(seat, events, _): &(Seat, AnyEvents, u32)| {
            Some(What::Move {
                seat: *seat,
                events: events.clone(),
            })
        };
        let (snapshot, (seat, events, turn_before)) = self
            .change(
                id,
                Some(user),
                Some(version),
                answered,
                |m, seat| {
                    let Some(seat) = seat else {
                        return Err(ServiceError::NotAPlayer { players: m.players });
                    };
                    let to_move = m.to_move();
                    let MatchPhase::Playing(table) = &mut m.phase else {
                        return Err(ServiceError::NotYourTurn {
                            to_move: m.players[to_move.unwrap_or(seat)],
                        });
                    };
                    if to_move != Some(seat) {
                        return Err(match to_move {
                            Some(other) => ServiceError::NotYourTurn {
                                to_move: m.players[other],
                            },
                            None => ServiceError::MatchOver,
                        });
                    }
                    let turn_before = table.turn();
                    let events = table.play(seat, mv).map_err(ServiceError::Rule)?;
                    let action = logged(table)?;
                    Ok(((seat, events, turn_before), Some((seat, action))))
                },
                what,
            )
            .await?;
        let turn_passed = snapshot.status == MatchStatus::Finished
            || snapshot.table().is_none_or(|t| t.turn() != turn_before);
        Ok(MoveResult {
            public: snapshot.public(),
            events,
            mover: snapshot.seat(seat),
            turn_passed,
        })
    }

    /// `user` resigns the match, whoever's move it is.
    pub async fn resign(&self, id: MatchId, user: UserId) -> Result<PublicMatch, ServiceError> {
        let resigned = |seat: &Seat| Some(What::Resigned(*seat));
        self.change(
            id,
            Some(user),
            None,
            false,
            |m, seat| {
                let Some(seat) = seat else {
                    return Err(ServiceError::NotAPlayer { players: m.players });
                };
                let chooser = match &m.phase {
                    MatchPhase::Choosing { toss } => Some(toss.winner),
                    MatchPhase::Picking { picker } => Some(*picker),
                    MatchPhase::Playing(_) => None,
                };
                if let Some(first) = chooser {
                    // Resigning before the first move still ends the match: start the table
                    // so the resignation is in its log.
                    start_table(m, first)?;
                }
                let MatchPhase::Playing(table) = &mut m.phase else {
                    unreachable!("started above")
                };
                table.resign(seat).map_err(ServiceError::Rule)?;
                let action = logged(table)?;
                Ok((seat, Some((seat, action))))
            },
            resigned,
        )
        .await
        .map(|(s, _)| s.public())
    }

    /// The clock of match `id` ran out (if it is still at `version`).
    async fn clock_ran_out(&self, id: MatchId, version: u32) {
        // A Death Match player with reserve left spends it before any strike.
        if self.enter_reserve(id, version).await {
            return;
        }
        let now = self.inner.clock.now_ms();
        let what = |strike: &Option<ClockStrike>| {
            Some(match strike {
                Some(strike) => What::Clock(strike.clone()),
                None => What::Chose {
                    by: ChosenBy::Clock,
                },
            })
        };
        let result = self
            .change(
                id,
                None,
                Some(version),
                false,
                |m, _| {
                    // Time added (or a pause) since this clock was armed: not yet.
                    if m.deadline.is_none_or(|d| d > now) {
                        return Err(ServiceError::Stale { current: m.version });
                    }
                    let chooser = match &m.phase {
                        MatchPhase::Choosing { toss } => Some(toss.winner),
                        // A DMO who has not picked in time goes first: docs/rules.md#death-matches.
                        MatchPhase::Picking { picker } => Some(*picker),
                        MatchPhase::Playing(_) => None,
                    };
                    if let Some(first) = chooser {
                        start_table(m, first)?;
                        return Ok((None, Some((first, choice_json(true)))));
                    }
                    let MatchPhase::Playing(table) = &mut m.phase else {
                        unreachable!()
                    };
                    let strike = table.timeout().map_err(ServiceError::Rule)?;
                    let action = logged(table)?;
                    let seat = strike.seat;
                    Ok((Some(strike), Some((seat, action))))
                },
                what,
            )
            .await;
        match result {
            Ok(_) => {}
            Err(
                ServiceError::Stale { .. }
                | ServiceError::MatchOver
                | ServiceError::ShuttingDown
                | ServiceError::Paused,
            ) => {}
            Err(e) => tracing::error!("clock of match {id}: {e}"),
        }
    }

    // --- Clocks -----------------------------------------------------------------------

    fn arm_match(&self, snapshot: &MatchSnapshot) {
        self.arm_clock(snapshot.id, snapshot.version, snapshot.deadline);
    }

    /// The clock of match `id` at `version`: it runs out at `deadline` (none: untimed).
    fn arm_clock(&self, id: MatchId, version: u32, deadline: Option<i64>) {
        let Some(deadline) = deadline else {
            self.disarm(Timer::Match(id));
            return;
        };
        let weak = Arc::downgrade(&self.inner);
        let wait = self.inner.clock.until(deadline);
        self.arm(Timer::Match(id), async move {
            tokio::time::sleep(wait).await;
            if let Some(inner) = weak.upgrade() {
                Service { inner }.clock_ran_out(id, version).await;
            }
        });
    }

    fn arm_challenge(&self, challenge: &Challenge) {
        let id = challenge.id;
        let weak = Arc::downgrade(&self.inner);
        let wait = self.inner.clock.until(challenge.expires_at);
        self.arm(Timer::Challenge(id), async move {
            tokio::time::sleep(wait).await;
            if let Some(inner) = weak.upgrade() {
                Service { inner }.expire_challenge(id).await;
            }
        });
    }

    fn arm(&self, timer: Timer, task: impl std::future::Future<Output = ()> + Send + 'static) {
        let handle = tokio::spawn(task).abort_handle();
        if let Some(old) = self
            .inner
            .timers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(timer, handle)
        {
            old.abort();
        }
    }

    fn disarm(&self, timer: Timer) {
        if let Some(old) = self
            .inner
            .timers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&timer)
        {
            old.abort();
        }
    }

    /// Stops taking changes and waits for the ones under way to commit. Clocks stop; their
    /// deadlines stay stored and are re-armed by the next [`Service::open`].
    pub async fn shutdown(&self) {
        self.inner.closing.store(true, Ordering::SeqCst);
        for (_, handle) in self
            .inner
            .timers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .drain()
        {
            handle.abort();
        }
        let slots: Vec<_> = self.live().values().cloned().collect();
        for slot in slots {
            // Taking each lock waits for a change that holds it to finish its commit.
            drop(slot.lock().await);
        }
    }
}

/// The deadline after a change: a fresh clock when the turn passed, the running clock
/// when the same turn goes on (several actions in one turn), none when untimed or over.
pub(in crate::service) fn deadline_for(
    snapshot: &MatchSnapshot,
    now: i64,
    before: Option<(u32, Option<i64>)>,
) -> Option<i64> {
    if snapshot.settings.turn_seconds == 0
        || snapshot.status != MatchStatus::Active
        || snapshot.dm.as_ref().is_some_and(DeathMatch::is_paused)
    {
        return None;
    }
    let fresh = now + i64::from(snapshot.settings.turn_seconds) * 1000;
    match (snapshot.table(), before) {
        (Some(table), Some((turn, Some(deadline)))) if table.turn() == turn => Some(deadline),
        _ => Some(fresh),
    }
}

/// A new match, before its first player is chosen: the toss made (from the seed) and
/// the clock set. Seat A is the challenger.
pub(in crate::service) fn new_match(
    place: Place,
    game: GameKind,
    players: BySeat<UserId>,
    settings: MatchSettings,
    (seed, salt): (u64, String),
    now: i64,
    bot: Option<BotSeat>,
) -> MatchSnapshot {
    let mut snapshot = MatchSnapshot {
        id: 0,
        place,
        message_id: None,
        game,
        players,
        settings,
        seed,
        salt: Some(salt),
        phase: MatchPhase::Choosing {
            toss: toss::for_game(seed),
        },
        version: 0,
        deadline: None,
        status: MatchStatus::Active,
        created_at: now,
        dm: None,
        revision: 0,
        table_revision: 0,
        bot,
    };
    snapshot.deadline = deadline_for(&snapshot, now, None);
    snapshot
}

/// Inserts a new match with the toss post it owes the channel, in the caller's
/// transaction, and gives `snapshot` its id.
pub(in crate::service) fn match_start(
    conn: &Connection,
    snapshot: &mut MatchSnapshot,
    now: i64,
) -> Result<(), ServiceError> {
    snapshot.id = store::match_insert(conn, snapshot)?;
    store::outbox_insert(
        conn,
        Some(snapshot.id),
        &Post {
            channel: snapshot.place.channel,
            kind: PostKind::Choice,
            content: String::new(),
            ratings: false,
        },
        now,
    )?;
    Ok(())
}

pub(in crate::service) fn start_table(
    m: &mut MatchSnapshot,
    first: Seat,
) -> Result<(), ServiceError> {
    let table = AnyTable::new(m.game, &m.settings, m.seed, first);
    m.phase = MatchPhase::Playing(Box::new(table));
    Ok(())
}

/// The action a change just logged, for its `moves` row.
fn logged(table: &AnyTable) -> Result<String, ServiceError> {
    table
        .last_action_json()
        .ok_or_else(|| ServiceError::Storage(anyhow::anyhow!("the change logged no action")))
}

fn choice_json(go_first: bool) -> String {
    serde_json::json!({ "Choose": if go_first { "first" } else { "second" } }).to_string()
}

#[cfg(test)]
mod tests;
