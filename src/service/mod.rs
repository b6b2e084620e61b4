//! The service layer: challenges and matches, their clocks, the bot's play, Death
//! Matches, ratings and records. Every change is committed to SQLite before the caller
//! hears of it, one match at a time, and the service talks to Discord only through
//! [`Outbound`], so it is tested without Discord.
//!
//! [`Service`] is a cheap handle on what the parts share ([`core::Core`]); each part owns
//! one concern and is reached through it: [`Service::challenges`], [`Service::matches`]
//! (moves, resignations, the first player's choice, records), [`Service::bots`] (the bot
//! as an opponent and its hints), [`Service::deathmatches`], [`Service::tournaments`],
//! [`Service::records`] (ratings, boards, names), [`Service::seasons`] and
//! [`Service::delivery`] (what is owed to Discord).

mod bot;
mod challenges;
mod clocks;
mod core;
mod deathmatch;
mod delivery;
mod error;
mod fairness;
mod live;
pub use live::LastMove;
mod matches;
mod ops;
mod outbound;
pub mod pages;
mod puzzles;
mod records;
mod schedules;
mod seasons;
pub mod sessions;

pub mod seats;
mod settings;
mod time;
mod tournaments;

pub use crate::model::schedules::ScheduleWhat;
pub use bot::{thinkers, Bots, Rematch, BOT_GOES_FIRST};
pub use challenges::Challenges;
pub use deathmatch::DeathMatches;
pub use delivery::Delivery;
pub use error::ServiceError;
pub use matches::Matches;
pub use ops::Ops;
pub use outbound::{Notice, Outbound, Redraw};
pub use puzzles::Puzzles;
pub use records::Records;
pub use schedules::{Scheduled, Schedules};
pub use seasons::Seasons;
pub use sessions::Sessions;
pub use settings::Settings;
pub use time::Clock;
pub use tournaments::Tournaments;

use crate::model::settings::SettingDefaults;
use crate::model::{MatchId, MatchSnapshot, MAX_TURN_SECONDS};
use crate::storage::{self, Db};
use rusqlite::Connection;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use time::Timers;

/// After a restart a clock that ran out while the bot was down gets this much time, so a
/// player is never struck for the bot's own downtime.
pub const RESTART_GRACE_MS: i64 = 15_000;

/// Defaults from the configuration: the bot's own, and what a server that set nothing
/// plays by ([`crate::model::settings::SettingDefaults`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defaults {
    pub turn_seconds: u32,
    pub max_strikes: u32,
    pub challenge_expiry_ms: i64,
    /// How long the bot waits before each of its moves.
    pub bot_delay_ms: u64,
    /// Death Match hosts' roles (empty: Manage Server).
    pub host_roles: Vec<u64>,
    pub results_channel: Option<u64>,
    /// Rated games a player needs to be on a leaderboard.
    pub min_games: u32,
}

impl Default for Defaults {
    fn default() -> Self {
        Defaults {
            turn_seconds: 0,
            max_strikes: 5,
            challenge_expiry_ms: 300_000,
            bot_delay_ms: 1_200,
            host_roles: Vec::new(),
            results_channel: None,
            min_games: 1,
        }
    }
}

impl Defaults {
    pub fn from_config(config: &crate::config::Config) -> Defaults {
        Defaults {
            turn_seconds: config.clock.turn_seconds.min(u64::from(MAX_TURN_SECONDS)) as u32,
            max_strikes: config.clock.max_strikes,
            challenge_expiry_ms: (config.clock.challenge_expiry_seconds as i64)
                .saturating_mul(1000),
            bot_delay_ms: config.bot.move_delay_ms,
            host_roles: config.deathmatch.host_roles.clone(),
            results_channel: config.deathmatch.results_channel,
            min_games: config.leaderboard.min_games,
        }
    }

    /// What a server that set nothing plays by.
    pub fn settings(&self) -> SettingDefaults {
        SettingDefaults {
            host_roles: self.host_roles.clone(),
            results_channel: self.results_channel,
            turn_seconds: self.turn_seconds,
            max_strikes: self.max_strikes,
            challenge_expiry_seconds: u32::try_from(self.challenge_expiry_ms / 1000)
                .unwrap_or(u32::MAX),
            min_games: self.min_games,
        }
    }
}

#[derive(Clone)]
pub struct Service {
    core: Arc<core::Core>,
}

/// A part of the service: a view on the shared [`core::Core`], with the parts it calls.
macro_rules! part {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub struct $name<'a> {
            pub(in crate::service) service: &'a crate::service::Service,
        }

        impl std::ops::Deref for $name<'_> {
            type Target = crate::service::core::Core;
            fn deref(&self) -> &crate::service::core::Core {
                &self.service.core
            }
        }
    };
}
pub(in crate::service) use part;

/// What [`Service::open`] reads from the database to re-arm, before the service shares it.
struct Reopened {
    /// The resignations of a round paired at the opening, to post.
    resign: Vec<(MatchId, crate::model::UserId)>,
    /// The tournaments in sign-up whose start is their sign-up timer's (not a schedule's).
    signups: Vec<crate::model::tournaments::Tournament>,
    heads: Vec<crate::model::matches::Head>,
    /// The active matches loaded at once, by id.
    eager: HashMap<MatchId, MatchSnapshot>,
    challenges: Vec<crate::model::Challenge>,
}

impl Reopened {
    /// Reads what is to re-arm; a round whose last result was committed just before a
    /// crash is paired first, before the active matches are read: its new matches are
    /// armed with the rest.
    fn read(conn: &mut Connection, now: i64) -> Result<Reopened, ServiceError> {
        let resign = tournaments::resume_on(conn, now)?;
        let mut signups = Vec::new();
        for t in storage::tournaments::tournament_open(conn)? {
            // A scheduled tournament's start is its schedule's, not its sign-up timer's.
            let scheduled = storage::schedules::schedule_of_tournament(conn, t.id)?.is_some();
            if t.status == crate::model::tournaments::Status::Signup && !scheduled {
                signups.push(t);
            }
        }
        let heads = storage::matches::match_active_heads(conn)?;
        let eager = storage::matches::match_active_eager(conn)?
            .into_iter()
            .map(|m| (m.id, m))
            .collect();
        let challenges = storage::challenges::challenge_pending_all(conn)?;
        Ok(Reopened {
            resign,
            signups,
            heads,
            eager,
            challenges,
        })
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
        let mut conn = conn;
        let overheard = live::Overheard::new(outbound);
        let changes = overheard.changes();
        let last_moves = overheard.last_moves();
        let outbound: Arc<dyn Outbound> = Arc::new(overheard);
        let stored = Reopened::read(&mut conn, clock.now_ms())?;
        let instance = storage::outbox::instance_get(&conn)?;
        let service = Service {
            core: Arc::new(core::Core {
                db: Arc::new(Db::new(conn)),
                live: live::Live::default(),
                timers: Timers::default(),
                names: Mutex::new(HashMap::new()),
                settings: settings::SettingsCache::default(),
                thinking: tokio::sync::Semaphore::new(bot::thinkers()),
                clock,
                defaults,
                outbound,
                changes,
                last_moves,
                closing: AtomicBool::new(false),
                instance,
                puzzle_cache: Default::default(),
            }),
        };
        service.rearm(stored);
        Ok(service)
    }

    /// Re-arms what was read at the opening: the matches' clocks (and the bot's turns of
    /// the matches loaded now), the challenges', the sign-ups', and resumes the
    /// tournaments' resignations and the schedules.
    fn rearm(&self, stored: Reopened) {
        let Reopened {
            resign,
            signups,
            heads,
            mut eager,
            challenges,
        } = stored;
        let now = self.core.clock.now_ms();
        for head in heads {
            let deadline = head
                .deadline
                .map(|deadline| deadline.max(now + RESTART_GRACE_MS));
            self.clocks().arm_clock(head.id, head.version, deadline);
            let held = match eager.remove(&head.id) {
                Some(mut snapshot) if head.eager => {
                    snapshot.deadline = deadline;
                    self.bots().arm_bot(&snapshot);
                    live::Held::Loaded(Box::new(snapshot))
                }
                _ => live::Held::Cold { deadline },
            };
            self.core.live.track_held(head.id, head.players, held);
        }
        for challenge in challenges {
            self.clocks().arm_challenge(&challenge);
        }
        for t in &signups {
            self.tournaments().arm_signup(t);
        }
        if !resign.is_empty() {
            let service = self.clone();
            tokio::spawn(async move { service.tournaments().resume(resign).await });
        }
        // Schedules: the one timer armed from the stored due times (what fell due while
        // the bot was down is done at once), and a no-show's award a kill left undone.
        let service = self.clone();
        tokio::spawn(async move { service.schedules().resume().await });
        // The daily puzzle posts: today's owed now where a kill or an outage left it
        // unposted, and the timer armed for the next midnight.
        let service = self.clone();
        tokio::spawn(async move { service.puzzles().fire().await });
    }

    /// Opens the database file (migrating it), sets the leaderboards' minimum of games,
    /// and opens the service on it.
    pub fn start(
        path: &std::path::Path,
        min_games: u32,
        defaults: Defaults,
        clock: Clock,
        outbound: Arc<dyn Outbound>,
    ) -> anyhow::Result<Service> {
        use anyhow::Context as _;
        let mut conn = storage::open(path)?;
        storage::boards::board_configure(&mut conn, min_games)
            .context("cannot set up the leaderboards")?;
        backfill_achievements(&mut conn, clock.now_ms())?;
        Service::open(conn, defaults, clock, outbound).context("cannot load matches")
    }

    /// The version of what the web pages show: it grows after each commit of a write a
    /// page can show (not after a running match's move), so a page rendered at one
    /// version may be served again while the version stays ([`crate::web`]'s cache).
    pub fn pages_version(&self) -> u64 {
        self.core.db.writer().version()
    }

    pub fn clock(&self) -> Clock {
        self.core.clock
    }

    pub fn defaults(&self) -> &Defaults {
        &self.core.defaults
    }

    /// Challenges: made, answered (an accepted one starts a match), expired.
    pub fn challenges(&self) -> Challenges<'_> {
        Challenges { service: self }
    }

    /// Matches: what may be seen of them, moves, resignations, the first player's
    /// choice, run-out clocks and records.
    pub fn matches(&self) -> Matches<'_> {
        Matches { service: self }
    }

    /// The bot as an opponent (practice matches, its moves, rematches) and its hints.
    pub fn bots(&self) -> Bots<'_> {
        Bots { service: self }
    }

    /// Death Matches: started and refereed by a host.
    pub fn deathmatches(&self) -> DeathMatches<'_> {
        DeathMatches { service: self }
    }

    /// Ratings, leaderboards, /stats and /history, and users' names.
    pub fn records(&self) -> Records<'_> {
        Records { service: self }
    }

    /// Tournaments: sign-ups, rounds paired and played, organisers' rulings, standings.
    pub fn tournaments(&self) -> Tournaments<'_> {
        Tournaments { service: self }
    }

    /// Events planned ahead: scheduled Death Matches, reminders, check-in.
    pub fn schedules(&self) -> Schedules<'_> {
        Schedules { service: self }
    }

    /// The daily puzzles: shown, answered, rated, ranked, and posted at midnight.
    pub fn puzzles(&self) -> Puzzles<'_> {
        Puzzles { service: self }
    }

    /// Each server's seasons: the one running, starting and ending them.
    pub fn seasons(&self) -> Seasons<'_> {
        Seasons { service: self }
    }

    /// The web pages' signed-in sessions.
    pub fn sessions(&self) -> Sessions<'_> {
        Sessions { service: self }
    }

    /// Each server's own settings (`/settings`).
    pub fn settings(&self) -> Settings<'_> {
        Settings { service: self }
    }

    /// What is owed to Discord: posts and tables behind their match.
    pub fn delivery(&self) -> Delivery<'_> {
        Delivery { service: self }
    }

    pub fn ops(&self) -> Ops<'_> {
        Ops { service: self }
    }

    /// Who else hears of a change to match `m`: where a Death Match's result is posted
    /// besides its channel (its server's setting; `None` for other matches).
    pub(in crate::service) async fn audience(
        &self,
        m: &MatchSnapshot,
    ) -> Result<Option<u64>, ServiceError> {
        if m.dm.is_none() {
            return Ok(None);
        }
        Ok(self.settings().of(m.place.guild).await?.results_channel)
    }

    pub(in crate::service) fn clocks(&self) -> clocks::Clocks<'_> {
        clocks::Clocks { service: self }
    }

    /// The write connection, for tests that look at the stored rows directly.
    #[cfg(test)]
    pub(crate) fn db(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.core.db.write_connection()
    }

    /// Stops taking changes and waits for the ones under way to commit. Clocks stop; their
    /// deadlines stay stored and are re-armed by the next [`Service::open`].
    pub async fn shutdown(&self) {
        self.core.closing.store(true, Ordering::SeqCst);
        self.core.timers.stop_all();
        for slot in self.core.live.slots() {
            // Taking each lock waits for a change that holds it to finish its commit.
            drop(slot.lock().await);
        }
    }
}

#[cfg(test)]
mod tests;

/// Earns, on the first start after the upgrade (or after the list of achievements grew),
/// what the stored history earns, in one transaction: a kill leaves it to the next start.
fn backfill_achievements(conn: &mut Connection, now: i64) -> anyhow::Result<()> {
    use anyhow::Context as _;
    let context = "cannot earn achievements from the stored history";
    if !storage::achievements::backfill_due(conn).context(context)? {
        return Ok(());
    }
    let tx = conn.transaction().context(context)?;
    let earned = storage::achievements::achievements_backfill(&tx, now).context(context)?;
    tx.commit().context(context)?;
    tracing::info!("achievements earned from the stored history: {earned}");
    Ok(())
}
