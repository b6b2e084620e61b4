//! Tournaments (issue 31): an organiser opens a sign-up, players join, and the bot pairs
//! each round and starts its matches until the format is done. Every change of a
//! tournament is one job of the writer: its own rows, then [`Job::settle`], which writes
//! the results of the round's finished matches, plays a board again (a draw in single
//! elimination, a void), and, once every board of the round has a result, pairs the next
//! round (its pairings, its matches with their toss posts, its posts) or ends the
//! tournament, all in the same transaction.
//!
//! Exactly once: a match's last step commits first; then [`Tournaments::match_ended`]
//! settles its tournament in a writer job of its own. Settling reads everything afresh in
//! the writer (one job at a time), decides only boards without a result, and pairs round
//! `r + 1` only while the tournament is at round `r` (`tournament_advance`'s guard, and the
//! pairings' primary key). A bot killed between the two settles every tournament under way
//! when it opens the database again ([`resume_on`]), before it loads the active matches,
//! so the round is paired once, and its matches are armed like any other.

use super::outbound::{Notice, Redraw};
use super::time::Timer;
use super::{part, Service, ServiceError};
use crate::model::deathmatch::Ruling;
use crate::model::matches::{logged, table_started};
use crate::model::tournaments::{
    Cancelled, Event, Format, OrganiserRuling, Status, Tournament, TournamentAction,
    TournamentError, TournamentId, TournamentRequest, TournamentView, DEFAULT_MAX_STRIKES,
    DEFAULT_SIGNUP_MINUTES, DEFAULT_TURN_SECONDS, MAX_NAME_LEN, MAX_PLAYERS, MAX_SIGNUP_MINUTES,
    MAX_SWISS_ROUNDS, MIN_PLAYERS,
};
use crate::model::{
    AnyTable, MatchId, MatchSettings, MatchSnapshot, MatchStatus, Person, PublicMatch, UserId,
    MAX_TARGET, MAX_TURN_SECONDS, MIN_TURN_SECONDS,
};
use crate::storage::saves::Save;
use crate::storage::tournaments as db;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

part!(
    /// Tournaments: sign-ups, rounds paired and played, organisers' rulings, standings.
    Tournaments
);

/// The longest reason an organiser may give.
pub const MAX_REASON_LEN: usize = 300;

/// The environment variable that crashes the bot at a chosen point (a test's kill -9 at
/// the worst moment): `tournament-before-pairing` aborts the process right after a round's
/// last result commits, before the next round is paired.
const FAILPOINT: &str = "CLASH_FAILPOINT";

fn refused(error: TournamentError) -> ServiceError {
    ServiceError::Tournament(error)
}

/// An optional reason: blank is none; too long is refused.
fn reason_of(reason: Option<&str>) -> Result<Option<String>, ServiceError> {
    match reason.map(str::trim).filter(|r| !r.is_empty()) {
        Some(reason) if reason.chars().count() > MAX_REASON_LEN => {
            Err(refused(TournamentError::ReasonTooLong {
                max: MAX_REASON_LEN,
            }))
        }
        Some(reason) => Ok(Some(reason.to_string())),
        None => Ok(None),
    }
}

fn needed_reason(reason: &str) -> Result<String, ServiceError> {
    reason_of(Some(reason))?.ok_or_else(|| refused(TournamentError::NoReason))
}

/// Starts scheduled tournament `id` in its schedule's own change, on the writer's
/// connection `conn`: the sign-up closed and round 1 paired (fewer than two players
/// call it off), so that the schedule knows its first matches and a kill cannot part
/// the two. Its matches are armed by [`Tournaments::started_by_schedule`] once committed.
pub(in crate::service) fn start_scheduled(
    conn: &rusqlite::Connection,
    id: TournamentId,
    now: i64,
) -> Result<(Tournament, Settled), ServiceError> {
    let mut job = Job::open(conn, id, None, now)?;
    start_job(&mut job, id, None)?;
    job.settle()?;
    job.commit()
}

/// Closes tournament `id`'s sign-up and pairs round 1 (with the job's settling): by an
/// organiser (`by`), refused with fewer than two players; by the sign-up's clock or its
/// schedule (`None`), which then calls it off.
fn start_job(job: &mut Job<'_>, id: TournamentId, by: Option<UserId>) -> Result<(), ServiceError> {
    if job.t.status != Status::Signup {
        return Err(refused(TournamentError::NotSigningUp {
            tournament: id,
            status: job.t.status,
        }));
    }
    let players = job.entrants.len() as u32;
    if players < MIN_PLAYERS {
        if by.is_some() {
            return Err(refused(TournamentError::TooFew {
                tournament: id,
                players,
                min: MIN_PLAYERS,
            }));
        }
        job.t.status = Status::Cancelled;
        job.events.push(Event::Cancelled {
            why: Cancelled::TooFew { players },
        });
        return Ok(());
    }
    seed_by_rating(job, id)?;
    let rounds = job.t.format.rounds(players as usize, job.t.asked_rounds);
    job.t.rounds = Some(rounds);
    job.t.status = Status::Playing;
    job.audit(TournamentAction {
        by: by.unwrap_or(job.t.organiser),
        action: "start",
        match_id: None,
        detail: serde_json::json!({
            "players": players, "rounds": rounds,
            "by": if by.is_some() { "organiser" } else { "sign-up closed" },
        }),
        reason: None,
    })?;
    job.events.push(Event::Started {
        players,
        rounds,
        by,
    });
    Ok(())
}

mod job;

pub(in crate::service) use job::resume_on;
use job::Job;
pub(in crate::service) use job::Settled;

impl Tournaments<'_> {
    /// [`Self::change`] for a change that gives back only the tournament.
    async fn alter(
        self,
        id: TournamentId,
        guild: Option<u64>,
        change: impl FnOnce(&mut Job<'_>) -> Result<(), ServiceError> + Send + 'static,
    ) -> Result<Tournament, ServiceError> {
        self.change(id, guild, change).await.map(|(t, ())| t)
    }

    /// Runs a tournament's change in the writer: `change` on the job, then settling, then
    /// the commit; after it, the new matches are armed and the delivery is woken.
    async fn change<T: Send + 'static>(
        self,
        id: TournamentId,
        guild: Option<u64>,
        change: impl FnOnce(&mut Job<'_>) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<(Tournament, T), ServiceError> {
        self.check_open()?;
        let now = self.clock.now_ms();
        let (t, value, settled) = self
            .write(move |conn| {
                let mut job = Job::open(conn, id, guild, now)?;
                let value = change(&mut job)?;
                job.settle()?;
                let (t, settled) = job.commit()?;
                Ok((t, value, settled))
            })
            .await?;
        self.after(&t, settled).await;
        Ok((t, value))
    }

    /// What follows a committed change: the new matches armed and tracked, the delivery
    /// woken for the posts and the public message, the sign-up clock, dropped players'
    /// matches resigned.
    async fn after(self, t: &Tournament, settled: Settled) {
        for snapshot in settled.started {
            self.service.clocks().arm_match(&snapshot);
            let id = snapshot.id;
            self.live.track(snapshot);
            self.outbound.notify(Notice::Owed {
                match_id: id,
                table: Redraw::No,
            });
        }
        if t.status != Status::Signup {
            self.timers.disarm(Timer::Signup(t.id));
        }
        self.outbound.notify(Notice::Standings(t.id));
        if let Some(schedule) = settled.schedule {
            self.service.schedules().redraw(schedule);
        }
        for (match_id, user) in settled.resign {
            self.resign_dropped(match_id, user).await;
        }
    }

    /// A dropped player's match, resigned for them (and settled like any match's end).
    async fn resign_dropped(self, match_id: MatchId, user: UserId) {
        match self.service.matches().resign_dropped(match_id, user).await {
            Ok(_) | Err(ServiceError::MatchOver | ServiceError::ShuttingDown) => {}
            Err(e) => tracing::error!("resigning match {match_id} for {user}, who dropped: {e}"),
        }
    }

    /// Opens a sign-up: checked, stored, its close armed; the public message follows.
    pub async fn create(self, request: TournamentRequest) -> Result<Tournament, ServiceError> {
        self.create_with(request, None).await
    }

    /// Opens a sign-up that closes at `closes_at` when given (a scheduled tournament,
    /// whose schedule starts it: no sign-up timer), else after its sign-up minutes.
    pub(in crate::service) async fn create_with(
        self,
        request: TournamentRequest,
        closes_at: Option<i64>,
    ) -> Result<Tournament, ServiceError> {
        self.check_open()?;
        let terms = vet(&request)?;
        let server = self.service.settings().of(request.place.guild).await?;
        if !server.allows_game(request.game) {
            return Err(ServiceError::GameOff(request.game));
        }
        let now = self.clock.now_ms();
        let closes = closes_at.unwrap_or(now + i64::from(terms.signup_minutes) * 60_000);
        let mut t = opened(request, &terms, server.max_strikes, closes, now);
        let inserted = t.clone();
        t.id = self
            .write(move |conn| insert_audited(conn, inserted, now))
            .await?;
        if closes_at.is_none() {
            self.arm_signup(&t);
        }
        self.outbound.notify(Notice::Standings(t.id));
        Ok(t)
    }

    /// `player` signs up (in server `guild`).
    pub async fn join(
        self,
        id: TournamentId,
        guild: u64,
        player: Person,
    ) -> Result<Tournament, ServiceError> {
        if player.is_bot {
            return Err(ServiceError::ChallengeBot);
        }
        self.alter(id, Some(guild), move |job| {
            let t = &job.t;
            if t.status != Status::Signup {
                return Err(refused(TournamentError::NotSigningUp {
                    tournament: id,
                    status: t.status,
                }));
            }
            if job.entrants.iter().any(|e| e.user == player.id) {
                return Err(refused(TournamentError::AlreadyJoined { tournament: id }));
            }
            if job.entrants.len() >= t.max_players as usize {
                return Err(refused(TournamentError::Full {
                    tournament: id,
                    players: t.max_players,
                }));
            }
            db::player_insert(job.conn, t, player.id)?;
            job.changed = true;
            Ok(())
        })
        .await
    }

    /// `player` leaves the sign-up.
    pub async fn leave(
        self,
        id: TournamentId,
        guild: u64,
        player: UserId,
    ) -> Result<Tournament, ServiceError> {
        self.alter(id, Some(guild), move |job| {
            if job.t.status != Status::Signup {
                return Err(refused(TournamentError::LeaveStarted { tournament: id }));
            }
            if !db::player_delete(job.conn, id, player)? {
                return Err(refused(TournamentError::NotSignedUp { tournament: id }));
            }
            job.changed = true;
            Ok(())
        })
        .await
    }

    /// Closes the sign-up and pairs round 1: by an organiser (`by`), or by the sign-up's
    /// clock (`None`), which calls off a tournament of fewer than two players.
    pub async fn start(
        self,
        id: TournamentId,
        guild: Option<u64>,
        by: Option<UserId>,
    ) -> Result<Tournament, ServiceError> {
        self.alter(id, guild, move |job| start_job(job, id, by))
            .await
    }

    /// What follows a scheduled tournament's start once its schedule's change committed.
    pub(in crate::service) async fn started_by_schedule(self, t: &Tournament, settled: Settled) {
        self.after(t, settled).await;
    }

    /// `player` drops out (`by` themselves or an organiser): during the sign-up they just
    /// leave it; once it has started they are paired no more, and their match in play is
    /// forfeited (resigned for them).
    pub async fn drop_player(
        self,
        id: TournamentId,
        guild: u64,
        player: UserId,
        by: UserId,
        reason: Option<&str>,
    ) -> Result<Tournament, ServiceError> {
        let reason = reason_of(reason)?;
        self.alter(id, Some(guild), move |job| {
            let round = job.t.round;
            let forfeits = player_out(job, id, player)?;
            job.reload_entrants()?;
            job.audit(TournamentAction {
                by,
                action: "drop",
                match_id: forfeits,
                detail: serde_json::json!({ "player": player, "round": round }),
                reason: reason.clone(),
            })?;
            job.events.push(Event::Dropped {
                player,
                by,
                reason,
                forfeits,
            });
            job.changed = true;
            Ok(())
        })
        .await
    }

    /// An organiser ends a tournament: during the sign-up it is called off; under way,
    /// it ends with the standings as they are (matches still being played finish as
    /// ordinary matches).
    pub async fn end(
        self,
        id: TournamentId,
        guild: u64,
        by: UserId,
        reason: Option<&str>,
    ) -> Result<Tournament, ServiceError> {
        let reason = reason_of(reason)?;
        self.alter(id, Some(guild), move |job| {
            match job.t.status {
                Status::Signup => {
                    job.t.status = Status::Cancelled;
                    job.events.push(Event::Cancelled {
                        why: Cancelled::ByOrganiser {
                            by,
                            reason: reason.clone(),
                        },
                    });
                }
                Status::Playing => {
                    let pairings = db::pairings_of(job.conn, id)?;
                    job.finish(Some(by), reason.clone(), &pairings);
                }
                status => {
                    return Err(refused(TournamentError::Over {
                        tournament: id,
                        status,
                    }))
                }
            }
            job.audit(TournamentAction {
                by,
                action: "end",
                match_id: None,
                detail: serde_json::json!({ "round": job.t.round }),
                reason,
            })?;
            Ok(())
        })
        .await
    }

    /// An organiser awards a tournament match in play to `winner` (rated as the other's
    /// forfeit, unless the tournament is unrated).
    pub async fn award(
        self,
        match_id: MatchId,
        guild: u64,
        by: UserId,
        winner: UserId,
        reason: &str,
    ) -> Result<PublicMatch, ServiceError> {
        let reason = needed_reason(reason)?;
        self.rule(match_id, guild, by, move |m| {
            let Some(seat) = m.seat_of(winner) else {
                return Err(refused(TournamentError::AwardToOutsider { match_id }));
            };
            // Awarded before the first move: the forfeit is in the started table's log.
            let table = table_started(m);
            table.forfeit(seat.other()).map_err(ServiceError::Rule)?;
            Ok(Ruling::Award {
                winner: seat,
                reason: crate::model::AwardReason::Given(reason.clone()),
            })
        })
        .await
    }

    /// An organiser voids a tournament match in play: no result, no rating, and the pair
    /// plays a new match.
    pub async fn void(
        self,
        match_id: MatchId,
        guild: u64,
        by: UserId,
        reason: &str,
    ) -> Result<PublicMatch, ServiceError> {
        let reason = needed_reason(reason)?;
        self.rule(match_id, guild, by, move |_| Ok(Ruling::Void { reason }))
            .await
    }

    /// An organiser's ruling on a tournament match in play, under the match's lock:
    /// `ruling` changes the match and says what it ruled; the match ends, and its save,
    /// the audit row, the posts and the tournament's settling (a void's replay, the next
    /// round) commit together.
    async fn rule(
        self,
        match_id: MatchId,
        guild: u64,
        by: UserId,
        ruling: impl FnOnce(&mut MatchSnapshot) -> Result<Ruling, ServiceError>,
    ) -> Result<PublicMatch, ServiceError> {
        self.check_open()?;
        let slot = self.slot(match_id).await?;
        let mut current = self.hold(match_id, &slot).await?;
        let tag = ruled_tag(&current, match_id, guild)?;
        let now = self.clock.now_ms();
        let mut next = current.clone();
        let (ruled, step) = ruled_on(&mut next, by, ruling)?;
        let winner = match &ruled {
            Ruling::Award { winner, .. } => Some(next.players[*winner]),
            Ruling::Void { .. } => None,
        };
        let action = ruling_action(by, match_id, &ruled, winner);
        let save = Save {
            snapshot: next.clone(),
            step,
            audit: None,
            posts: Vec::new(),
            now,
        };
        let (t, settled) = self
            .write(move |conn| {
                crate::storage::saves::save(conn, &save)?;
                let mut job = Job::open(conn, tag.id, None, now)?;
                job.audit(action)?;
                job.events.push(Event::Ruled {
                    match_id,
                    by,
                    ruling: ruled,
                    winner,
                });
                job.settle()?;
                job.commit()
            })
            .await?;
        *current = next.clone();
        self.live.untrack(match_id, next.players);
        self.timers.disarm(Timer::Match(match_id));
        self.timers.disarm(Timer::Bot(match_id));
        drop(current);
        self.outbound.notify(Notice::Owed {
            match_id,
            table: Redraw::Now,
        });
        self.after(&t, settled).await;
        Ok(next.public())
    }

    /// Whether every match of the round in play has ended (for the failpoint).
    async fn round_done(self, id: TournamentId) -> bool {
        self.read(move |conn| {
            let Some(t) = db::tournament_get(conn, id)? else {
                return Ok(false);
            };
            let games = db::games_of_round(conn, id, t.round)?;
            let open = db::pairings_of(conn, id)?
                .into_iter()
                .filter(|p| p.round == t.round && p.result.is_none())
                .all(|p| games.get(&p.board).is_some_and(|g| g.ended.is_some()));
            Ok(t.status == Status::Playing && open)
        })
        .await
        .unwrap_or(false)
    }

    /// Arms the close of a sign-up.
    pub(in crate::service) fn arm_signup(self, t: &Tournament) {
        let id = t.id;
        let weak = Arc::downgrade(&self.service.core);
        let wait = self.clock.until(t.signup_closes_at);
        self.timers.arm(Timer::Signup(id), wait, async move {
            if let Some(core) = weak.upgrade() {
                let service = Service { core };
                match service.tournaments().start(id, None, None).await {
                    Ok(_) | Err(ServiceError::ShuttingDown) => {}
                    // Started or ended by an organiser meanwhile.
                    Err(ServiceError::Tournament(_)) => {}
                    Err(e) => tracing::error!("closing the sign-up of Tournament #{id}: {e}"),
                }
            }
        });
    }

    /// At start-up: the resignations owed by drops that a crash left undone.
    pub(in crate::service) async fn resume(self, resign: Vec<(MatchId, UserId)>) {
        for (match_id, user) in resign {
            self.resign_dropped(match_id, user).await;
        }
    }

    /// A server's tournaments, newest first.
    pub async fn list(self, guild: u64) -> Result<Vec<Tournament>, ServiceError> {
        self.read(move |conn| Ok(db::tournament_list(conn, guild, 25)?))
            .await
    }

    /// The open tournaments of a server that `user` plays in (not dropped out of).
    pub async fn of_player(
        self,
        guild: u64,
        user: UserId,
    ) -> Result<Vec<TournamentId>, ServiceError> {
        self.read(move |conn| Ok(db::tournaments_of_player(conn, guild, user)?))
            .await
    }

    /// Everything a tournament's public message shows.
    pub async fn view(self, id: TournamentId) -> Result<TournamentView, ServiceError> {
        self.read(move |conn| {
            view_of(conn, id)?
                .ok_or_else(|| refused(TournamentError::NoSuchTournament { tournament: id }))
        })
        .await
    }

    /// A tournament as stored.
    pub async fn get(self, id: TournamentId) -> Result<Tournament, ServiceError> {
        self.read(move |conn| {
            db::tournament_get(conn, id)?
                .ok_or_else(|| refused(TournamentError::NoSuchTournament { tournament: id }))
        })
        .await
    }

    /// The tournaments whose public message is behind.
    pub async fn owed(self) -> Result<Vec<TournamentId>, ServiceError> {
        self.read(|conn| Ok(db::tournament_owed(conn)?)).await
    }

    /// Records that tournament `id`'s public message shows `revision`, and its message id
    /// when it was just posted.
    pub async fn drawn(
        self,
        id: TournamentId,
        revision: u64,
        posted: Option<u64>,
    ) -> Result<(), ServiceError> {
        self.write(move |conn| Ok(db::tournament_drawn(conn, id, revision, posted)?))
            .await
    }
}

impl<'a> Tournaments<'a> {
    /// A tournament's match has ended (its last step is committed): settle the
    /// tournament. Boxed: settling may resign a dropped player's match, whose end comes
    /// back here.
    pub(in crate::service) fn match_ended(
        self,
        id: TournamentId,
    ) -> Pin<Box<dyn Future<Output = ()> + Send + 'a>> {
        Box::pin(async move {
            if std::env::var(FAILPOINT).is_ok_and(|v| v == "tournament-before-pairing")
                && self.round_done(id).await
            {
                tracing::error!("{FAILPOINT}: aborting before Tournament #{id}'s next pairing");
                std::process::abort();
            }
            match self.change(id, None, |_| Ok(())).await {
                Ok(_) | Err(ServiceError::ShuttingDown) => {}
                Err(e) => tracing::error!("settling Tournament #{id}: {e}"),
            }
        })
    }
}

/// Everything a tournament's public message (and its web page) shows, in the caller's
/// read; `None`: no such tournament.
pub(crate) fn view_of(
    conn: &rusqlite::Connection,
    id: TournamentId,
) -> anyhow::Result<Option<TournamentView>> {
    let Some(tournament) = db::tournament_get(conn, id)? else {
        return Ok(None);
    };
    let entrants = db::players_of(conn, id)?;
    let pairings = db::pairings_of(conn, id)?;
    let games = db::games_of_round(conn, id, tournament.round)?
        .into_iter()
        .map(|(board, g)| {
            (
                board,
                crate::model::tournaments::BoardGame {
                    match_id: g.match_id,
                    message_id: g.message_id,
                    channel: g.channel,
                    finished: g.ended.is_some(),
                },
            )
        })
        .collect();
    let names = crate::storage::records::user_names(conn, entrants.iter().map(|e| e.user))?;
    Ok(Some(TournamentView {
        tournament,
        entrants,
        pairings,
        games,
        names,
    }))
}

/// A tournament request's numbers, with their defaults, once checked.
struct Terms {
    turn_seconds: u32,
    max_players: u32,
    signup_minutes: u32,
}

/// Checks a tournament request: every refusal comes before anything is stored.
fn vet(request: &TournamentRequest) -> Result<Terms, ServiceError> {
    let name = request.name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME_LEN {
        return Err(refused(TournamentError::BadName { max: MAX_NAME_LEN }));
    }
    if request.rounds.is_some() && request.format != Format::Swiss {
        let format = request.format;
        return Err(refused(TournamentError::RoundsNotSwiss { format }));
    }
    if request
        .rounds
        .is_some_and(|r| !(1..=MAX_SWISS_ROUNDS).contains(&r))
    {
        let max = MAX_SWISS_ROUNDS;
        return Err(refused(TournamentError::BadRounds { max }));
    }
    if request
        .target
        .is_some_and(|t| !(1..=MAX_TARGET).contains(&t))
    {
        return Err(ServiceError::BadTarget);
    }
    let turn_seconds = request.turn_seconds.unwrap_or(DEFAULT_TURN_SECONDS);
    if !(MIN_TURN_SECONDS..=MAX_TURN_SECONDS).contains(&turn_seconds) {
        let (min, max) = (MIN_TURN_SECONDS, MAX_TURN_SECONDS);
        return Err(refused(TournamentError::BadTurnSeconds { min, max }));
    }
    let max_players = request.max_players.unwrap_or(MAX_PLAYERS);
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&max_players) {
        let (min, max) = (MIN_PLAYERS, MAX_PLAYERS);
        return Err(refused(TournamentError::BadMaxPlayers { min, max }));
    }
    let signup_minutes = request.signup_minutes.unwrap_or(DEFAULT_SIGNUP_MINUTES);
    if !(1..=MAX_SIGNUP_MINUTES).contains(&signup_minutes) {
        let max = MAX_SIGNUP_MINUTES;
        return Err(refused(TournamentError::BadSignupMinutes { max }));
    }
    Ok(Terms {
        turn_seconds,
        max_players,
        signup_minutes,
    })
}

/// The tournament a vetted request opens, signing up until `closes_at`.
fn opened(
    request: TournamentRequest,
    terms: &Terms,
    server_strikes: u32,
    closes_at: i64,
    now: i64,
) -> Tournament {
    Tournament {
        id: 0,
        place: request.place,
        name: request.name.trim().to_string(),
        game: request.game,
        format: request.format,
        organiser: request.organiser,
        settings: MatchSettings {
            target: request.target,
            turn_seconds: terms.turn_seconds,
            // A round must end: a server that never forfeits still forfeits here.
            max_strikes: match server_strikes {
                0 => DEFAULT_MAX_STRIKES,
                n => n,
            },
        },
        rated: request.rated.unwrap_or(true),
        asked_rounds: request.rounds,
        rounds: None,
        max_players: terms.max_players,
        status: Status::Signup,
        round: 0,
        signup_closes_at: closes_at,
        message_id: None,
        revision: 1,
        drawn_revision: 0,
        created_at: now,
    }
}

/// Stores a new tournament with its organiser's "create" in the audit; its number.
fn insert_audited(
    conn: &rusqlite::Connection,
    mut t: Tournament,
    now: i64,
) -> Result<TournamentId, ServiceError> {
    t.id = db::tournament_insert(conn, &t)?;
    let action = TournamentAction {
        by: t.organiser,
        action: "create",
        match_id: None,
        detail: serde_json::json!({
            "name": t.name, "game": t.game.name(), "format": t.format.name(),
            "settings": t.settings, "rated": t.rated,
            "rounds": t.asked_rounds, "max_players": t.max_players,
        }),
        reason: None,
    };
    db::action_insert(conn, &t, &action, now)?;
    Ok(t.id)
}

/// Seeds and ranks the entrants by the (all-time) rating each has on this server now.
fn seed_by_rating(job: &mut Job, id: TournamentId) -> Result<(), ServiceError> {
    let (guild, game) = (job.t.place.guild, job.t.game);
    for e in &job.entrants {
        let rating = crate::storage::standings::standing_get(
            job.conn,
            guild,
            crate::model::seasons::Scope::AllTime,
            game,
            e.user,
        )?
        .map(|s| s.rating.rating);
        db::player_rate(job.conn, id, e.user, rating)?;
    }
    job.reload_entrants()
}

/// Takes `player` out of tournament `id`: off the sign-up, or dropped from the round in
/// play; returns their match of that round still being played, which they forfeit.
fn player_out(
    job: &mut Job,
    id: TournamentId,
    player: UserId,
) -> Result<Option<MatchId>, ServiceError> {
    let round = job.t.round;
    let Some(entrant) = job.entrants.iter().find(|e| e.user == player) else {
        return Err(refused(TournamentError::NotAnEntrant {
            tournament: id,
            player,
        }));
    };
    if entrant.dropped.is_some() {
        return Err(refused(TournamentError::AlreadyDropped {
            tournament: id,
            player,
        }));
    }
    match job.t.status {
        Status::Signup => {
            db::player_delete(job.conn, id, player)?;
            Ok(None)
        }
        Status::Playing => {
            db::player_drop(job.conn, id, player, round)?;
            let games = db::games_of_round(job.conn, id, round)?;
            Ok(games
                .values()
                .find(|g| g.ended.is_none() && (g.players.a == player || g.players.b == player))
                .map(|g| g.match_id))
        }
        status => Err(refused(TournamentError::Over {
            tournament: id,
            status,
        })),
    }
}

/// The tournament of `current`, a match an organiser of server `guild` rules on: it must
/// be a tournament match of that server, still being played.
fn ruled_tag(
    current: &MatchSnapshot,
    match_id: MatchId,
    guild: u64,
) -> Result<crate::model::tournaments::TournamentTag, ServiceError> {
    let Some(tag) = current
        .tournament
        .clone()
        .filter(|_| current.place.guild == guild)
    else {
        return Err(refused(TournamentError::NotATournamentMatch { match_id }));
    };
    if current.status != MatchStatus::Active {
        return Err(ServiceError::MatchOver);
    }
    Ok(tag)
}

/// An organiser's ruling on `next`, a tournament match in play: it ends, carrying the
/// ruling; an award is an action of the table (the other seat's forfeit), which like any
/// action gets its log row (the step returned) and a version.
fn ruled_on(
    next: &mut MatchSnapshot,
    by: UserId,
    ruling: impl FnOnce(&mut MatchSnapshot) -> Result<Ruling, ServiceError>,
) -> Result<(Ruling, Option<(crate::rules::Seat, String)>), ServiceError> {
    let logged_before = next.table().map_or(0, AnyTable::log_len);
    let ruled = ruling(next)?;
    next.status = MatchStatus::Finished;
    next.deadline = None;
    if let Some(tag) = next.tournament.as_mut() {
        tag.ruling = Some(OrganiserRuling {
            by,
            ruling: ruled.clone(),
        });
    }
    let step = match next.table() {
        Some(table) if table.log_len() > logged_before => {
            let seat = table.last_action_seat().expect("logged");
            Some((seat, logged(table)?))
        }
        _ => None,
    };
    if step.is_some() {
        next.version += 1;
    }
    next.revision += 1;
    Ok((ruled, step))
}

/// The audit row of an organiser's ruling on match `match_id`.
fn ruling_action(
    by: UserId,
    match_id: MatchId,
    ruled: &Ruling,
    winner: Option<UserId>,
) -> TournamentAction {
    let (action, detail, reason) = match ruled {
        Ruling::Void { reason } => ("void", serde_json::json!({}), Some(reason.as_str())),
        Ruling::Award {
            winner: seat,
            reason,
        } => (
            "award",
            serde_json::json!({ "winner": winner, "seat": seat }),
            reason.given(),
        ),
    };
    TournamentAction {
        by,
        action,
        match_id: Some(match_id),
        detail,
        reason: reason.map(String::from),
    }
}
