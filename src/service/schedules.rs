//! Events planned ahead (model/schedules.rs): a host schedules a Death Match at a time; the
//! service keeps one timer for the earliest thing due across every schedule (a reminder,
//! the check-in's opening, a start, a grace's end), does what came due in one transaction
//! per schedule (its posts written with it, so a kill cannot lose or double one), and
//! re-arms. Hosts reschedule, cancel or start at once; players check in.
//!
//! Everything a schedule did is stored before it is said: a restart re-arms the one timer
//! from the stored due times, and what fell due while the bot was down is done at once
//! (model/schedules.rs says which reminders are still worth posting).

use super::deathmatch::{dm_snapshot, start_action, thread_for, vet};
use super::outbound::{Notice, Redraw};
use super::time::Timer;
use super::{part, Service, ServiceError};
use crate::model::schedules::*;
use crate::model::settings::ServerSettings;
use crate::model::when::{self, Shift};
use crate::model::{DmRequest, MatchSnapshot, UserId};
use crate::storage::schedules as sql;
use rusqlite::Connection;
use std::sync::Arc;

/// The most schedules one pass of the timer does (the rest on the next, at once).
const BATCH: usize = 200;
/// The pause before a failed pass is tried again.
const RETRY: std::time::Duration = std::time::Duration::from_secs(5);
/// The most schedules a server's list shows.
pub const LIST_LIMIT: usize = 25;

part!(
    /// Events planned ahead: scheduled Death Matches, their reminders and check-in.
    Schedules
);

/// A schedule made or moved, with the DST note of its time when one applied.
#[derive(Clone, Debug)]
pub struct Scheduled {
    pub schedule: Schedule,
    pub shift: Option<Shift>,
}

fn zone_of(server: &ServerSettings) -> Result<jiff::tz::TimeZone, ServiceError> {
    when::zone(&server.time_zone).map_err(|_| ServiceError::Schedule(ScheduleError::ServerZone))
}

fn terms_of(server: &ServerSettings, grace: Option<&str>) -> Result<Terms, ServiceError> {
    let grace_secs = match grace.map(str::trim).filter(|g| !g.is_empty()) {
        Some(text) => when::duration_secs(text).map_err(ScheduleError::When)?,
        None => DEFAULT_GRACE_SECS,
    };
    Ok(Terms {
        reminders: server.reminders.clone(),
        checkin_secs: server.checkin_seconds,
        grace_secs,
    })
}

impl Schedules<'_> {
    /// A host schedules a Death Match at `at` (as typed), with `grace` for a missing player.
    pub async fn deathmatch(
        self,
        request: DmRequest,
        at: &str,
        grace: Option<&str>,
    ) -> Result<Scheduled, ServiceError> {
        self.check_open()?;
        let server = self.service.settings().of(request.place.guild).await?;
        vet(&request, &server)?;
        let now = self.clock.now_ms();
        let when = when::parse(at, now, &zone_of(&server)?).map_err(ScheduleError::When)?;
        let mut schedule = Schedule::new(
            (request.place, request.host),
            Plan::DeathMatch(request.plan.clone()),
            (when.at_ms, terms_of(&server, grace)?),
            vec![request.plan.ec, request.plan.dmo],
            now,
        );
        schedule.id = self.insert(schedule.clone(), now).await?;
        Ok(Scheduled {
            schedule,
            shift: when.shift,
        })
    }

    /// An organiser schedules a tournament at `at`: its sign-up stays open until then, its
    /// registered players check in before it, and at its time it starts with those who
    /// did (no grace: the others are dropped).
    pub async fn tournament(
        self,
        request: crate::model::tournaments::TournamentRequest,
        at: &str,
    ) -> Result<(crate::model::tournaments::Tournament, Scheduled), ServiceError> {
        self.check_open()?;
        let server = self.service.settings().of(request.place.guild).await?;
        let now = self.clock.now_ms();
        let when = when::parse(at, now, &zone_of(&server)?).map_err(ScheduleError::When)?;
        let terms = Terms {
            grace_secs: 0,
            ..terms_of(&server, None)?
        };
        let t = self
            .service
            .tournaments()
            .create_with(request, Some(when.at_ms))
            .await?;
        let plan = Plan::Tournament {
            id: t.id,
            name: t.name.clone(),
            game: t.game,
        };
        let mut schedule = Schedule::new(
            (t.place, t.organiser),
            plan,
            (when.at_ms, terms),
            Vec::new(),
            now,
        );
        schedule.id = self.insert(schedule.clone(), now).await?;
        Ok((
            t,
            Scheduled {
                schedule,
                shift: when.shift,
            },
        ))
    }

    /// The schedule of tournament `id`, if it was scheduled.
    pub async fn of_tournament(
        self,
        id: crate::model::tournaments::TournamentId,
    ) -> Result<Option<Schedule>, ServiceError> {
        self.read(move |conn| {
            Ok(match sql::schedule_of_tournament(conn, id)? {
                Some(s) => sql::schedule_get(conn, s)?,
                None => None,
            })
        })
        .await
    }

    /// Stores a new schedule with its audit row, its timer and public message following;
    /// its id.
    async fn insert(self, mut schedule: Schedule, now: i64) -> Result<ScheduleId, ServiceError> {
        let id = self
            .write(move |conn| {
                schedule.id = sql::schedule_insert(conn, &schedule)?;
                let detail = serde_json::json!({ "starts_at": schedule.starts_at });
                sql::schedule_action_insert(
                    conn,
                    &schedule,
                    schedule.host,
                    "schedule",
                    &detail,
                    now,
                )?;
                Ok(schedule.id)
            })
            .await?;
        self.changed(id);
        Ok(id)
    }

    /// A schedule of this server, by its number.
    pub async fn get(self, guild: u64, id: ScheduleId) -> Result<Schedule, ServiceError> {
        let schedule = self
            .read(move |conn| Ok(sql::schedule_get(conn, id)?))
            .await?;
        match schedule {
            Some(s) if s.place.guild == guild => Ok(s),
            _ => Err(ScheduleError::NoSuch(id).into()),
        }
    }

    /// A server's schedules from a day ago on, soonest first.
    pub async fn of_guild(self, guild: u64) -> Result<Vec<Schedule>, ServiceError> {
        let since = self.clock.now_ms() - 24 * 3600 * 1000;
        self.read(move |conn| Ok(sql::schedules_of_guild(conn, guild, since, LIST_LIMIT)?))
            .await
    }

    /// Changes schedule `id` of `guild` with `change` (under the writer, so a check-in and
    /// a timer never both change it from the same state), its posts written with it.
    async fn alter(
        self,
        guild: u64,
        id: ScheduleId,
        change: impl FnOnce(&mut Schedule, i64) -> Result<Vec<ScheduleWhat>, ServiceError>
            + Send
            + 'static,
        start: Option<StartWith>,
    ) -> Result<(Schedule, Vec<ScheduleWhat>, Option<MatchSnapshot>), ServiceError> {
        self.check_open()?;
        let now = self.clock.now_ms();
        let (schedule, said, started): (Schedule, Vec<ScheduleWhat>, Begun) = self
            .write(move |conn| {
                let Some(mut s) = sql::schedule_get(conn, id)?.filter(|s| s.place.guild == guild)
                else {
                    return Err(ScheduleError::NoSuch(id).into());
                };
                // A tournament's players are whoever is signed up now.
                if let (Some(t), true) = (s.tournament(), s.is_open()) {
                    s.players = crate::storage::tournaments::players_of(conn, t)?
                        .into_iter()
                        .filter(|e| e.dropped.is_none())
                        .map(|e| e.user)
                        .collect();
                }
                let mut said = change(&mut s, now)?;
                let begun = commit(conn, &mut s, &mut said, start, now)?;
                Ok((s, said, begun))
            })
            .await?;
        let Begun {
            deathmatch,
            tournament,
        } = started;
        if let Some((t, settled)) = tournament {
            self.service
                .tournaments()
                .started_by_schedule(&t, settled)
                .await;
        }
        self.after(&schedule, deathmatch.as_ref());
        Ok((schedule, said, deathmatch))
    }

    /// What follows a committed change: the Death Match it started goes live, the timer
    /// and the public message catch up.
    fn after(self, schedule: &Schedule, started: Option<&MatchSnapshot>) {
        if let Some(snapshot) = started {
            self.service.deathmatches().go_live(snapshot);
            self.outbound.notify(Notice::Owed {
                match_id: snapshot.id,
                table: Redraw::Now,
            });
        }
        self.changed(schedule.id);
    }

    /// Starts a scheduled tournament whose schedule started without it: a kill between the
    /// two, in a version that started it after its schedule's change.
    fn start_tournament(self, t: crate::model::tournaments::TournamentId) {
        let service = self.service.clone();
        tokio::spawn(async move {
            match service.tournaments().start(t, None, None).await {
                Ok(_) | Err(ServiceError::ShuttingDown) | Err(ServiceError::Tournament(_)) => {}
                Err(e) => tracing::error!("starting scheduled Tournament #{t}: {e}"),
            }
        });
    }

    /// Schedule `id` changed with another part's change (its tournament ended): its
    /// drawer and the timer catch up.
    pub(super) fn redraw(self, id: ScheduleId) {
        self.changed(id);
    }

    fn changed(self, id: ScheduleId) {
        self.outbound.notify(Notice::Schedule(id));
        self.arm();
    }

    /// Moves schedule `id` to `at` (as typed, in the server's zone): its host only.
    pub async fn reschedule(
        self,
        guild: u64,
        id: ScheduleId,
        host: UserId,
        at: &str,
    ) -> Result<Scheduled, ServiceError> {
        let server = self.service.settings().of(guild).await?;
        let now = self.clock.now_ms();
        let when = when::parse(at, now, &zone_of(&server)?).map_err(ScheduleError::When)?;
        let at_ms = when.at_ms;
        let (schedule, _, _) = self
            .alter(
                guild,
                id,
                move |s, now| {
                    hosted_open(s, host)?;
                    let from = s.starts_at;
                    s.reschedule(at_ms);
                    s.begin(now);
                    Ok(vec![ScheduleWhat::Rescheduled { from }])
                },
                None,
            )
            .await?;
        Ok(Scheduled {
            schedule,
            shift: when.shift,
        })
    }

    /// Cancels schedule `id` with a reason (posted): its host only.
    pub async fn cancel(
        self,
        guild: u64,
        id: ScheduleId,
        host: UserId,
        reason: &str,
    ) -> Result<Schedule, ServiceError> {
        let reason = reason.trim().to_string();
        if reason.is_empty() || reason.chars().count() > MAX_CANCEL_REASON {
            return Err(ScheduleError::BadReason.into());
        }
        self.alter(
            guild,
            id,
            move |s, _| {
                hosted_open(s, host)?;
                s.status = Status::Cancelled { reason };
                Ok(vec![ScheduleWhat::Cancelled])
            },
            None,
        )
        .await
        .map(|(s, _, _)| s)
    }

    /// Starts schedule `id` now, whoever checked in: its host only. The Death Match it
    /// started (none for a tournament, whose first round is paired after).
    pub async fn start_now(
        self,
        guild: u64,
        id: ScheduleId,
        host: UserId,
    ) -> Result<(Schedule, Option<MatchSnapshot>), ServiceError> {
        let server = self.service.settings().of(guild).await?;
        let allowed = server.clone();
        let (schedule, _, started) = self
            .alter(
                guild,
                id,
                move |s, _| {
                    hosted_open(s, host)?;
                    // Refused to its host, the schedule kept: they may turn the game on
                    // again, or move the date. Only a start that comes due is cancelled.
                    match s.deathmatch() {
                        Some(plan) if !allowed.allows_game(plan.game) => {
                            Err(ServiceError::GameOff(plan.game))
                        }
                        // Refused to its host like an organiser's start: nothing called off.
                        None if tournament_may_start(playing(s).len(), s.players.len())
                            .is_err() =>
                        {
                            Err(ServiceError::Tournament(
                                crate::model::tournaments::TournamentError::TooFew {
                                    tournament: s.tournament().unwrap_or_default(),
                                    players: playing(s).len() as u32,
                                    min: crate::model::tournaments::MIN_PLAYERS,
                                },
                            ))
                        }
                        _ => Ok(vec![ScheduleWhat::Started]),
                    }
                },
                Some(StartWith::server(&server)),
            )
            .await?;
        if started.is_none() && schedule.tournament().is_none() {
            return Err(ScheduleError::NotOpen(id).into());
        }
        Ok((schedule, started))
    }

    /// `user` checks in to schedule `id`; the last one in the grace starts it at once.
    pub async fn check_in(
        self,
        guild: u64,
        id: ScheduleId,
        user: UserId,
    ) -> Result<Schedule, ServiceError> {
        let server = self.service.settings().of(guild).await?;
        self.alter(
            guild,
            id,
            move |s, now| {
                let complete = s.check_in(user, now).map_err(ScheduleError::CheckIn)?;
                let mut said = vec![ScheduleWhat::CheckedIn(user)];
                if complete {
                    said.push(ScheduleWhat::Started);
                }
                Ok(said)
            },
            Some(StartWith::server(&server)),
        )
        .await
        .map(|(s, _, _)| s)
    }

    /// The public messages (and Discord events) that are behind.
    pub async fn owed(self) -> Result<Vec<ScheduleId>, ServiceError> {
        self.read(|conn| Ok(sql::schedules_owed(conn)?)).await
    }

    /// Any schedule by number (for the Discord layer's drawer).
    pub async fn by_id(self, id: ScheduleId) -> Result<Option<Schedule>, ServiceError> {
        self.read(move |conn| Ok(sql::schedule_get(conn, id)?))
            .await
    }

    /// Records what the drawer showed.
    pub async fn drawn(
        self,
        id: ScheduleId,
        revision: i64,
        message: Option<u64>,
        mirror: Mirror,
    ) -> Result<(), ServiceError> {
        self.write(move |conn| Ok(sql::schedule_drawn(conn, id, revision, message, &mirror)?))
            .await
    }

    /// Whether `guild` has not been told `note` yet (and now has).
    pub async fn note_once(self, guild: u64, note: &'static str) -> Result<bool, ServiceError> {
        let now = self.clock.now_ms();
        self.write(move |conn| Ok(sql::guild_note_once(conn, guild, note, now)?))
            .await
    }

    /// Arms the one timer for the earliest due schedule. Reading the next due time and
    /// arming are one step (a lock), so an older reading never replaces a newer one.
    pub(in crate::service) fn arm(self) {
        self.arm_after(std::time::Duration::ZERO);
    }

    /// Arms the timer, waiting at least `pause` (after a failure, not to spin).
    fn arm_after(self, pause: std::time::Duration) {
        static ARMING: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _arming = ARMING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let weak = Arc::downgrade(&self.service.core);
        let next = self
            .db
            .read_here(|conn| Ok::<_, anyhow::Error>(sql::schedule_next_due(conn)?));
        let next = match next {
            Ok(Some(next)) => next,
            Ok(None) => {
                self.timers.disarm(Timer::Schedules);
                return;
            }
            Err(e) => {
                tracing::error!("reading the next schedule due: {e:#}");
                self.clock.now_ms()
            }
        };
        let wait = self.clock.until(next).max(pause);
        self.timers.arm(Timer::Schedules, wait, async move {
            if let Some(core) = weak.upgrade() {
                Service { core }.schedules().fire().await;
            }
        });
    }

    /// Does whatever is due, then re-arms.
    pub(in crate::service) async fn fire(self) {
        let now = self.clock.now_ms();
        let due = self
            .read(move |conn| Ok(sql::schedules_due(conn, now, BATCH)?))
            .await;
        let mut failed = false;
        match due {
            Ok(ids) => {
                for id in ids {
                    match self.run_due(id).await {
                        Ok(()) => {}
                        Err(ServiceError::ShuttingDown) => return,
                        Err(e) => {
                            failed = true;
                            tracing::error!("scheduled event #{id}: {e}");
                        }
                    }
                }
            }
            Err(e) => {
                failed = true;
                tracing::error!("reading the schedules due: {e}");
            }
        }
        // A failure (storage) is tried again shortly, not in a loop.
        self.arm_after(if failed {
            RETRY
        } else {
            std::time::Duration::ZERO
        });
    }

    /// Does what schedule `id` has due.
    async fn run_due(self, id: ScheduleId) -> Result<(), ServiceError> {
        let guild = self
            .by_id(id)
            .await?
            .map(|s| s.place.guild)
            .ok_or(ScheduleError::NoSuch(id))?;
        let server = self.service.settings().of(guild).await?;
        let (schedule, said, _) = self
            .alter(
                guild,
                id,
                |s, now| Ok(due_said(s.advance(now), s)),
                Some(StartWith::server(&server)),
            )
            .await?;
        if let Some(ScheduleWhat::Forfeited { missing }) = said.last() {
            self.forfeit(&schedule, *missing).await;
        }
        Ok(())
    }

    /// Awards a no-show's Death Match to the player who came.
    async fn forfeit(self, schedule: &Schedule, missing: UserId) {
        let Status::Started {
            match_id: Some(match_id),
            ..
        } = schedule.status
        else {
            return;
        };
        let Some(winner) = schedule.players.iter().copied().find(|&p| p != missing) else {
            return;
        };
        // The reason is kept as a value: each reader's edge words it.
        if let Err(e) = self
            .service
            .deathmatches()
            .award_no_show(match_id, (schedule.host, schedule.id), winner, missing)
            .await
        {
            tracing::error!("awarding Match #{match_id} for a no-show: {e}");
        }
    }

    /// At start-up (run by [`Service::open`]): the forfeits a kill left between a match's
    /// start and its award, and the one timer armed for the earliest due schedule.
    pub async fn resume(self) {
        let owed = self
            .read(|conn| Ok(sql::schedules_forfeit_owed(conn)?))
            .await;
        match owed {
            Ok(owed) => {
                for (id, guild) in owed {
                    match self.get(guild, id).await {
                        Ok(s) => {
                            if let Status::Started {
                                forfeit: Some(missing),
                                ..
                            } = s.status
                            {
                                self.forfeit(&s, missing).await;
                            }
                        }
                        Err(e) => tracing::error!("scheduled event #{id}: {e}"),
                    }
                }
            }
            Err(e) => tracing::error!("reading the forfeits owed: {e}"),
        }
        match self
            .read(|conn| Ok(sql::schedules_tournament_start_owed(conn)?))
            .await
        {
            Ok(owed) => owed.into_iter().for_each(|t| self.start_tournament(t)),
            Err(e) => tracing::error!("reading the tournament starts owed: {e}"),
        }
        self.arm();
    }
}

/// What the effects of the steps due say, in order.
fn due_said(effects: Vec<Effect>, s: &Schedule) -> Vec<ScheduleWhat> {
    let mut said = Vec::new();
    for effect in effects {
        match effect {
            Effect::Remind { before } => said.push(ScheduleWhat::Reminder { before }),
            Effect::CheckInOpen => said.push(ScheduleWhat::CheckInOpen),
            Effect::Start => said.push(ScheduleWhat::Started),
            // Without a grace (a tournament's start) there is nobody to wait for.
            Effect::Waiting { .. } if s.terms.grace_secs == 0 => {}
            Effect::Waiting { missing } => said.push(ScheduleWhat::Waiting { missing }),
            Effect::NoShow { missing } => match missing.as_slice() {
                // A tournament starts with whoever checked in.
                _ if s.tournament().is_some() => said.push(ScheduleWhat::Started),
                [one] => said.push(ScheduleWhat::Forfeited { missing: *one }),
                [] => said.push(ScheduleWhat::Started),
                _ => said.push(ScheduleWhat::Lapsed),
            },
        }
    }
    said
}

/// `host` may change schedule `s`: it is its host, and it is still to start.
fn hosted_open(s: &Schedule, host: UserId) -> Result<(), ServiceError> {
    if s.host != host {
        return Err(ScheduleError::NotTheHost(s.id).into());
    }
    if !matches!(s.status, Status::Scheduled | Status::Lapsed) {
        return Err(ScheduleError::NotOpen(s.id).into());
    }
    Ok(())
}

/// What starting a scheduled Death Match needs from its server's settings.
struct StartWith {
    server: ServerSettings,
}

impl StartWith {
    fn server(server: &ServerSettings) -> StartWith {
        StartWith {
            server: server.clone(),
        }
    }
}

/// What a committed change began, for after it: the Death Match it started, or the
/// tournament it started or called off, with what the tournament's own change settled.
#[derive(Default)]
struct Begun {
    deathmatch: Option<MatchSnapshot>,
    tournament: Option<(
        crate::model::tournaments::Tournament,
        super::tournaments::Settled,
    )>,
}

/// Who plays when `s` starts: those who checked in, or everyone due when it starts
/// without a check-in (none set, or its host started it before the check-in opened).
fn playing(s: &Schedule) -> Vec<UserId> {
    let checked = s.terms.checkin_secs > 0 && s.stage != Stage::Upcoming;
    if checked {
        s.players
            .iter()
            .copied()
            .filter(|p| s.checked_in.contains(p))
            .collect()
    } else {
        s.players.clone()
    }
}

/// Writes a schedule's change: its status (starting its Death Match or its tournament in
/// the same transaction when it says `Started` or `Forfeited`), its posts and its
/// revision.
fn commit(
    conn: &Connection,
    s: &mut Schedule,
    said: &mut Vec<ScheduleWhat>,
    start: Option<StartWith>,
    now: i64,
) -> Result<Begun, ServiceError> {
    if said.is_empty() {
        // Nothing came due (a timer that woke early): only the due time is refreshed.
        sql::schedule_update(conn, s)?;
        return Ok(Begun::default());
    }
    let starts = said
        .iter()
        .any(|w| matches!(w, ScheduleWhat::Started | ScheduleWhat::Forfeited { .. }));
    let mut begun = Begun::default();
    let tournament = match (starts, s.tournament()) {
        (true, Some(t)) => {
            begin_tournament(conn, s, said, t)?;
            Some(t)
        }
        (true, None) => {
            begun.deathmatch = begin_play(conn, s, said, start, now)?;
            None
        }
        (false, _) => None,
    };
    if said.contains(&ScheduleWhat::Lapsed) {
        s.status = Status::Lapsed;
    }
    s.revision += 1;
    sql::schedule_update(conn, s)?;
    for what in said.iter() {
        owe(conn, s, what, now)?;
    }
    // The tournament's own change after the schedule's posts (the start, then round 1).
    if let Some(t) = tournament {
        begun.tournament = start_tournament_in(conn, s, t, now)?;
    }
    Ok(begun)
}

/// A scheduled tournament's start: those who did not check in are dropped from its
/// sign-up (not when its host starts it before the check-in even opened); with enough
/// left it starts with them, the players its start post names; with too few it is called
/// off, saying why, to everyone who was due.
fn begin_tournament(
    conn: &Connection,
    s: &mut Schedule,
    said: &mut Vec<ScheduleWhat>,
    t: crate::model::tournaments::TournamentId,
) -> Result<(), ServiceError> {
    let playing = playing(s);
    for user in s.players.iter().filter(|p| !playing.contains(p)) {
        crate::storage::tournaments::player_delete(conn, t, *user)?;
    }
    match tournament_may_start(playing.len(), s.players.len()) {
        Ok(()) => {
            s.players = playing;
            s.status = Status::Started {
                match_id: None,
                forfeit: None,
                round_one: Vec::new(),
            };
        }
        Err(why) => {
            said.retain(|w| !matches!(w, ScheduleWhat::Started));
            said.push(ScheduleWhat::Cancelled);
            s.status = Status::Refused { why };
        }
    }
    Ok(())
}

/// Starts (or, with too few left, calls off) scheduled tournament `t` in its schedule's
/// transaction, and records its first round's matches on the schedule `s`.
fn start_tournament_in(
    conn: &Connection,
    s: &mut Schedule,
    t: crate::model::tournaments::TournamentId,
    now: i64,
) -> Result<
    Option<(
        crate::model::tournaments::Tournament,
        super::tournaments::Settled,
    )>,
    ServiceError,
> {
    let (tournament, settled) = match super::tournaments::start_scheduled(conn, t, now) {
        Ok(done) => done,
        // Started or called off by its organiser in the meantime: nothing left to start.
        Err(ServiceError::Tournament(e)) => {
            tracing::warn!(
                "scheduled event #{}: its tournament did not start: {e}",
                s.id
            );
            return Ok(None);
        }
        Err(e) => return Err(e),
    };
    // The tournament's change may have stepped the schedule on (called off: owed its
    // Discord event's cancellation); that revision is kept.
    if let Some(stored) = sql::schedule_get(conn, s.id)? {
        s.revision = s.revision.max(stored.revision);
    }
    if let Status::Started { round_one, .. } = &mut s.status {
        *round_one = settled.started_matches();
    }
    sql::schedule_update(conn, s)?;
    Ok(Some((tournament, settled)))
}

/// The start of a Death Match that `s` planned (to be forfeited by the one who `said` did
/// not check in). Terms that no longer hold (the game was turned off since) cancel it,
/// saying why, rather than being tried again and again.
fn begin_play(
    conn: &Connection,
    s: &mut Schedule,
    said: &mut Vec<ScheduleWhat>,
    start: Option<StartWith>,
    now: i64,
) -> Result<Option<MatchSnapshot>, ServiceError> {
    let forfeit = said.iter().find_map(|w| match w {
        ScheduleWhat::Forfeited { missing } => Some(*missing),
        _ => None,
    });
    match start_deathmatch(conn, s, start, now) {
        Ok(snapshot) => {
            s.status = Status::Started {
                match_id: snapshot.as_ref().map(|m| m.id),
                forfeit,
                round_one: Vec::new(),
            };
            Ok(snapshot)
        }
        Err(ServiceError::Storage(e)) => Err(ServiceError::Storage(e)),
        Err(refused) => {
            tracing::warn!("schedule {} could not start: {refused}", s.id);
            said.retain(|w| !matches!(w, ScheduleWhat::Started | ScheduleWhat::Forfeited { .. }));
            said.push(ScheduleWhat::Cancelled);
            let why = match refused {
                ServiceError::GameOff(game) => StartRefused::GameOff(game),
                _ => StartRefused::Terms,
            };
            s.status = Status::Refused { why };
            Ok(None)
        }
    }
}

/// The post `what` owes the channel, as a value worded at delivery (a reminder marked, so
/// that the Interested members are added to it then), and its audit row.
fn owe(conn: &Connection, s: &Schedule, what: &ScheduleWhat, now: i64) -> Result<(), ServiceError> {
    let said = crate::model::Said::Schedule {
        id: s.id,
        what: what.clone(),
    };
    let reminder = matches!(what, ScheduleWhat::Reminder { .. }).then_some(s.id);
    let post = said.post(s.place.guild, s.place.channel);
    crate::storage::outbox::outbox_insert_for(conn, None, reminder, &post, now)?;
    let (actor, action) = match what {
        ScheduleWhat::Rescheduled { .. } => (s.host, "reschedule"),
        ScheduleWhat::Cancelled => (s.host, "cancel"),
        ScheduleWhat::CheckedIn(user) => (*user, "checkin"),
        ScheduleWhat::Started => (s.host, "start"),
        _ => return Ok(()),
    };
    let detail = serde_json::json!({ "starts_at": s.starts_at, "status": s.status });
    sql::schedule_action_insert(conn, s, actor, action, &detail, now)?;
    Ok(())
}

/// Starts a scheduled Death Match in the schedule's own transaction: stored with its
/// host's start in the audit and its start post owed (no command answers for it).
fn start_deathmatch(
    conn: &Connection,
    s: &Schedule,
    start: Option<StartWith>,
    now: i64,
) -> Result<Option<MatchSnapshot>, ServiceError> {
    let (Some(plan), Some(start)) = (s.deathmatch(), start) else {
        return Ok(None);
    };
    let request = DmRequest {
        place: s.place,
        host: s.host,
        plan: plan.clone(),
    };
    let (settings, dm) = vet(&request, &start.server)?;
    let action = start_action(&request, settings, &dm);
    let mut snapshot = dm_snapshot(&request, settings, dm, thread_for(&start.server), now);
    snapshot.id = crate::storage::matches::match_insert(conn, &snapshot)?;
    crate::storage::deathmatch::host_action_insert(conn, snapshot.id, &action, now)?;
    crate::storage::matches::owe_start(conn, &snapshot, now)?;
    Ok(Some(snapshot))
}
