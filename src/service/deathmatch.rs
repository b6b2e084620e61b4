//! Death Matches (docs/rules.md#death-matches): a match between the elimination candidate
//! (EC, seat A) and the Death Match Opponent (DMO, seat B), set up and refereed by a host
//! who does not play. What differs from a challenge match:
//! - no toss: the DMO picks who goes first; a run-out clock picks the DMO;
//! - each player may have a reserve (a time bank) spent before a turn is skipped;
//! - a drawn game goes to the DMO unless the host let a draw stand;
//! - the host may pause and resume (no moves, no clock), add time to the current turn,
//!   void the match (no result, no rating) or award it to a player (rated as a forfeit,
//!   unless no move was made: then rated for nobody, like any match ended before its first).
//!
//! Every host action is committed with an audit row in the same transaction, and none
//! bumps the match's version: players' open panels stay valid across a pause.

use super::outbound::Notice;
use super::time::Timer;
use super::{part, ServiceError};
use crate::model::deathmatch::*;
use crate::model::matches::start_table;
use crate::model::{
    fairness, AnyTable, Happened, MatchId, MatchPhase, MatchSettings, MatchSnapshot, MatchStatus,
    MatchThread, PublicMatch, UserId, What, MAX_TURN_SECONDS, MIN_TURN_SECONDS,
};
use crate::rules::{BySeat, Seat};
use crate::storage::saves::Save;

/// The most Death Matches a host's list shows.
pub const LIST_LIMIT: u32 = 50;

part!(
    /// Death Matches: started and refereed by a host.
    DeathMatches
);

/// An optional reason: blank is none; too long is refused.
fn optional_reason(reason: Option<&str>) -> Result<Option<String>, ServiceError> {
    match reason.map(str::trim).filter(|r| !r.is_empty()) {
        Some(reason) => check_reason(reason).map(Some),
        None => Ok(None),
    }
}

fn check_reason(reason: &str) -> Result<String, ServiceError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(ServiceError::Host(HostError::NoReason));
    }
    if reason.chars().count() > MAX_REASON_LEN {
        return Err(ServiceError::Host(HostError::ReasonTooLong {
            max: MAX_REASON_LEN,
        }));
    }
    Ok(reason.to_string())
}

/// A host's terms, checked and with the defaults filled in: the match's settings and its
/// Death Match (the turn clock, a reserve only with a clock, an event's name).
fn dm_terms(request: &DmRequest) -> Result<(MatchSettings, DeathMatch), ServiceError> {
    let plan = &request.plan;
    let turn_seconds = plan.turn_seconds.unwrap_or(DM_TURN_SECONDS);
    if turn_seconds != 0 && !(MIN_TURN_SECONDS..=MAX_TURN_SECONDS).contains(&turn_seconds) {
        return Err(ServiceError::BadTurnSeconds);
    }
    let reserve_seconds = plan.reserve_seconds.unwrap_or(0);
    if reserve_seconds > MAX_RESERVE_SECONDS {
        return Err(ServiceError::Host(HostError::ReserveTooLong {
            max: MAX_RESERVE_SECONDS,
        }));
    }
    if reserve_seconds > 0 && turn_seconds == 0 {
        return Err(ServiceError::Host(HostError::ReserveUntimed));
    }
    let event = plan
        .event
        .as_ref()
        .map(|e| e.trim().to_string())
        .filter(|e| !e.is_empty());
    if event
        .as_ref()
        .is_some_and(|e| e.chars().count() > MAX_EVENT_LEN)
    {
        return Err(ServiceError::Host(HostError::EventTooLong {
            max: MAX_EVENT_LEN,
        }));
    }
    let settings = MatchSettings {
        target: None,
        turn_seconds,
        max_strikes: plan.max_strikes.unwrap_or(DM_MAX_STRIKES),
    };
    let reserve_ms = i64::from(reserve_seconds) * 1000;
    let dm = DeathMatch {
        host: request.host,
        event,
        reserve_seconds,
        reserves_ms: BySeat::new(reserve_ms, reserve_ms),
        running_reserve: None,
        draw_to_dmo: plan.draw_to_dmo.unwrap_or(true),
        paused: None,
        ruling: None,
    };
    Ok((settings, dm))
}

/// A host's request checked against the server's settings: two different players, neither
/// the host, a game the server allows, and the terms in range.
pub(in crate::service) fn vet(
    request: &DmRequest,
    server: &crate::model::settings::ServerSettings,
) -> Result<(MatchSettings, DeathMatch), ServiceError> {
    let plan = &request.plan;
    if plan.ec == plan.dmo {
        return Err(ServiceError::Host(HostError::SamePlayers));
    }
    if !server.allows_game(plan.game) {
        return Err(ServiceError::GameOff(plan.game));
    }
    if request.host == plan.ec || request.host == plan.dmo {
        return Err(ServiceError::Host(HostError::HostPlays));
    }
    dm_terms(request)
}

/// Whether a server plays its Death Matches in threads.
pub(in crate::service) fn thread_for(
    server: &crate::model::settings::ServerSettings,
) -> MatchThread {
    if server.threads.for_match(true) {
        MatchThread::Wanted
    } else {
        MatchThread::No
    }
}

/// The audit row of a Death Match's start.
pub(in crate::service) fn start_action(
    request: &DmRequest,
    settings: MatchSettings,
    dm: &DeathMatch,
) -> HostAction {
    HostAction {
        host: request.host,
        did: HostDid::Start {
            game: request.plan.game,
            ec: request.plan.ec,
            dmo: request.plan.dmo,
            settings,
            reserve_seconds: dm.reserve_seconds,
        },
        reason: None,
    }
}

/// A new Death Match, not stored yet: the EC in seat A, the DMO in seat B and picking who
/// goes first, a fresh seed and salt, its first deadline from `now`.
pub(in crate::service) fn dm_snapshot(
    request: &DmRequest,
    settings: MatchSettings,
    dm: DeathMatch,
    thread: MatchThread,
    now: i64,
) -> MatchSnapshot {
    let mut snapshot = MatchSnapshot {
        id: 0,
        place: request.place,
        message_id: None,
        game: request.plan.game,
        players: BySeat::new(request.plan.ec, request.plan.dmo),
        settings,
        seed: rand::random(),
        salt: Some(fairness::new_salt()),
        phase: MatchPhase::Picking {
            picker: DeathMatch::DMO,
        },
        version: 0,
        deadline: None,
        status: MatchStatus::Active,
        created_at: now,
        dm: Some(dm),
        revision: 0,
        table_revision: 0,
        bot: None,
        tournament: None,
        thread,
    };
    snapshot.deadline = crate::model::matches::deadline_for(&snapshot, now, None);
    snapshot
}

/// `host` may change match `id` (its `snapshot`): it is a Death Match, `host` is its host,
/// and it is still being played.
fn check_hosting(snapshot: &MatchSnapshot, id: MatchId, host: UserId) -> Result<(), ServiceError> {
    let Some(dm) = &snapshot.dm else {
        return Err(ServiceError::Host(HostError::NotADeathMatch { id }));
    };
    if dm.host != host {
        return Err(ServiceError::Host(HostError::NotTheHost { id }));
    }
    if snapshot.status != MatchStatus::Active {
        return Err(ServiceError::MatchOver);
    }
    Ok(())
}

/// The action a host's change added to the table's log (which held `logged` actions), as
/// its seat and log row. An award is an action of the table (the other seat's forfeit):
/// like any action it gets its log row, the only place the log is stored, and a version.
fn table_step(next: &MatchSnapshot, logged: usize) -> Result<Option<(Seat, String)>, ServiceError> {
    Ok(match next.table() {
        Some(table) if table.log_len() > logged => {
            let seat = table.last_action_seat().expect("logged");
            Some((seat, crate::model::matches::logged(table)?))
        }
        _ => None,
    })
}

/// A host's change made to `next` (whose table held `logged` actions): its clock stopped
/// if it ended, a version for an action it added to the table, a revision in any case;
/// returns that action's log row.
fn host_stepped(
    next: &mut MatchSnapshot,
    logged: usize,
) -> Result<Option<(Seat, String)>, ServiceError> {
    if next.status == MatchStatus::Finished {
        next.deadline = None;
    }
    let step = table_step(next, logged)?;
    if step.is_some() {
        next.version += 1;
    }
    next.revision += 1;
    Ok(step)
}

impl DeathMatches<'_> {
    /// A host starts a Death Match: no toss, the DMO picks who goes first.
    pub async fn start(self, request: DmRequest) -> Result<PublicMatch, ServiceError> {
        self.check_open()?;
        let server = self.service.settings().of(request.place.guild).await?;
        let (settings, dm) = vet(&request, &server)?;
        let start = start_action(&request, settings, &dm);
        let now = self.clock.now_ms();
        let snapshot = dm_snapshot(&request, settings, dm, thread_for(&server), now);
        let snapshot = self.insert_started(snapshot, start, now).await?;
        self.go_live(&snapshot);
        Ok(snapshot.public())
    }

    /// Stores a new Death Match with its host's `start` in the audit, and in a thread the
    /// start post owed (in the channel, the command's answer is the start); the snapshot
    /// comes back with its id.
    async fn insert_started(
        self,
        mut snapshot: MatchSnapshot,
        start: HostAction,
        now: i64,
    ) -> Result<MatchSnapshot, ServiceError> {
        let mut inserted = snapshot.clone();
        snapshot.id = self
            .write(move |conn| {
                inserted.id = crate::storage::matches::match_insert(conn, &inserted)?;
                crate::storage::deathmatch::host_action_insert(conn, inserted.id, &start, now)?;
                if inserted.thread == MatchThread::Wanted {
                    crate::storage::matches::owe_start(conn, &inserted, now)?;
                }
                Ok(inserted.id)
            })
            .await?;
        Ok(snapshot)
    }

    /// A stored Death Match goes live: its clock armed, tracked, and its start post owed
    /// to the delivery when it is played in a thread.
    pub(in crate::service) fn go_live(self, snapshot: &MatchSnapshot) {
        self.service.clocks().arm_match(snapshot);
        self.live.track(snapshot.clone());
        if snapshot.thread == MatchThread::Wanted {
            self.outbound.notify(Notice::Owed {
                match_id: snapshot.id,
                table: super::outbound::Redraw::No,
            });
        }
    }

    /// Runs a host action on a Death Match under its lock: only its host, committed with
    /// its audit row (what `change` says the host did, and the host's `reason`), the clock
    /// re-armed. The version does not change.
    pub(in crate::service) async fn host_change(
        self,
        id: MatchId,
        host: UserId,
        reason: Option<String>,
        change: impl FnOnce(&mut MatchSnapshot, i64) -> Result<HostDid, ServiceError>,
    ) -> Result<PublicMatch, ServiceError> {
        self.check_open()?;
        let slot = self.slot(id).await?;
        let mut current = self.hold(id, &slot).await?;
        let audience = self.service.audience(&current).await?;
        check_hosting(&current, id, host)?;
        let now = self.clock.now_ms();
        let mut next = current.clone();
        let logged = next.table().map_or(0, AnyTable::log_len);
        let action = HostAction {
            host,
            did: change(&mut next, now)?,
            reason,
        };
        let step = host_stepped(&mut next, logged)?;
        let finished = next.status == MatchStatus::Finished;
        // The host's command answers in the match's channel itself; a ruling that ends
        // the match may owe posts elsewhere (a results channel).
        let posts =
            (self.service.matches()).herald(&next, finished.then_some(What::Ruled), audience);
        Save {
            snapshot: next.clone(),
            step,
            audit: Some(action),
            posts,
            now,
        }
        .commit(self.db.writer())
        .await?;
        *current = next.clone();
        if finished {
            self.live.untrack(id, next.players);
            self.timers.disarm(Timer::Match(id));
        } else {
            self.service.clocks().arm_match(&next);
        }
        drop(current);
        self.outbound.notify(Notice::Owed {
            match_id: id,
            table: super::Redraw::Now,
        });
        Ok(next.public())
    }

    /// A host's change of a Death Match's clock: `change` gets the Death Match (which
    /// keeps the time left while paused), the match's deadline, whether it is timed, and
    /// the time now.
    async fn clock_change(
        self,
        id: MatchId,
        host: UserId,
        reason: Option<String>,
        change: impl FnOnce(
            &mut DeathMatch,
            &mut Option<i64>,
            bool,
            i64,
        ) -> Result<HostDid, ServiceError>,
    ) -> Result<PublicMatch, ServiceError> {
        self.host_change(id, host, reason, |m, now| {
            let timed = m.settings.turn_seconds > 0;
            let dm = m.dm.as_mut().expect("checked");
            change(dm, &mut m.deadline, timed, now)
        })
        .await
    }

    /// No moves and no clock until resumed; the time left is kept.
    pub async fn pause(
        self,
        id: MatchId,
        host: UserId,
        reason: Option<&str>,
    ) -> Result<PublicMatch, ServiceError> {
        let reason = optional_reason(reason)?;
        self.clock_change(id, host, reason, |dm, deadline, _, now| {
            let left = deadline.map_or(0, |d| (d - now).max(0));
            if dm.is_paused() {
                return Err(ServiceError::Host(HostError::AlreadyPaused));
            }
            dm.paused = Some(left);
            *deadline = None;
            Ok(HostDid::Pause { left_ms: left })
        })
        .await
    }

    /// The clock starts again with the time that was left when paused.
    pub async fn resume(
        self,
        id: MatchId,
        host: UserId,
        reason: Option<&str>,
    ) -> Result<PublicMatch, ServiceError> {
        let reason = optional_reason(reason)?;
        self.clock_change(id, host, reason, |dm, deadline, timed, now| {
            let Some(left) = dm.paused.take() else {
                return Err(ServiceError::Host(HostError::NotPaused));
            };
            *deadline = timed.then_some(now + left);
            Ok(HostDid::Resume { left_ms: left })
        })
        .await
    }

    /// Adds time to the current turn (to what is left, while paused).
    pub async fn add_time(
        self,
        id: MatchId,
        host: UserId,
        seconds: u32,
        reason: Option<&str>,
    ) -> Result<PublicMatch, ServiceError> {
        let reason = optional_reason(reason)?;
        if seconds == 0 || seconds > MAX_ADD_SECONDS {
            return Err(ServiceError::Host(HostError::BadAddedTime {
                max: MAX_ADD_SECONDS,
            }));
        }
        let added = i64::from(seconds) * 1000;
        self.clock_change(id, host, reason, |dm, deadline, timed, _| {
            if !timed {
                return Err(ServiceError::Host(HostError::Untimed));
            }
            match (&mut dm.paused, deadline) {
                (Some(left), _) => *left += added,
                (None, Some(deadline)) => *deadline += added,
                (None, None) => {
                    return Err(ServiceError::Host(HostError::NoClockRunning));
                }
            }
            Ok(HostDid::AddTime { seconds })
        })
        .await
    }

    /// Ends the match with no result and no rating.
    pub async fn void(
        self,
        id: MatchId,
        host: UserId,
        reason: &str,
    ) -> Result<PublicMatch, ServiceError> {
        let reason = check_reason(reason)?;
        self.host_change(id, host, Some(reason.clone()), |m, _| {
            end_by_ruling(m, Ruling::Void { reason });
            Ok(HostDid::Void)
        })
        .await
    }

    /// Ends the match with `winner` the winner, rated as the other's forfeit, for the
    /// host's `reason`.
    pub async fn award(
        self,
        id: MatchId,
        host: UserId,
        winner: UserId,
        reason: &str,
    ) -> Result<PublicMatch, ServiceError> {
        let reason = AwardReason::Given(check_reason(reason)?);
        self.award_for(id, host, winner, reason).await
    }

    /// Awards scheduled event `schedule`'s Death Match to `winner` for `missing`'s no-show,
    /// in the name of its host: the reason is kept as that value, worded by each reader.
    pub async fn award_no_show(
        self,
        id: MatchId,
        (host, schedule): (UserId, i64),
        winner: UserId,
        missing: UserId,
    ) -> Result<PublicMatch, ServiceError> {
        let reason = AwardReason::NoShow { missing, schedule };
        self.award_for(id, host, winner, reason).await
    }

    async fn award_for(
        self,
        id: MatchId,
        host: UserId,
        winner: UserId,
        reason: AwardReason,
    ) -> Result<PublicMatch, ServiceError> {
        // The audit keeps the words a host gave; a no-show's is the ruling's own value.
        let audited = reason.given().map(String::from);
        let public = self
            .host_change(id, host, audited, |m, _| {
                let Some(seat) = m.seat_of(winner) else {
                    return Err(ServiceError::Host(HostError::AwardToOutsider));
                };
                if let MatchPhase::Picking { picker } = m.phase {
                    // Awarded before the first move: start the table so the forfeit is in
                    // its log.
                    start_table(m, picker);
                }
                let MatchPhase::Playing(table) = &mut m.phase else {
                    return Err(ServiceError::Host(HostError::NothingToAward));
                };
                table.forfeit(seat.other()).map_err(ServiceError::Rule)?;
                end_by_ruling(
                    m,
                    Ruling::Award {
                        winner: seat,
                        reason,
                    },
                );
                Ok(HostDid::Award { winner, seat })
            })
            .await?;
        Ok(public)
    }

    /// The server's Death Matches (or one event's), newest first; at most [`LIST_LIMIT`].
    pub async fn list(
        self,
        guild: u64,
        event: Option<&str>,
    ) -> Result<Vec<DmSummary>, ServiceError> {
        let event = event.map(str::to_string);
        let snapshots = self
            .read(move |conn| {
                Ok(crate::storage::matches::deathmatch_list(
                    conn,
                    guild,
                    event.as_deref(),
                    LIST_LIMIT,
                )?)
            })
            .await?;
        Ok(snapshots
            .into_iter()
            .filter_map(|s| {
                let dm = s.dm.clone()?;
                Some(DmSummary { info: s.info(), dm })
            })
            .collect())
    }

    /// A turn's clock ran out with reserve left: the reserve starts running. Nothing is
    /// played and the version does not change. Returns whether the reserve was entered.
    pub(super) async fn enter_reserve(self, id: MatchId, version: u32) -> bool {
        let Ok(slot) = self.slot(id).await else {
            return false;
        };
        let Ok(mut current) = self.hold(id, &slot).await else {
            return false;
        };
        let Ok(results_channel) = self.service.audience(&current).await else {
            return false;
        };
        let now = self.clock.now_ms();
        let Some(seat) = current.to_move() else {
            return false;
        };
        let ready = current.version == version
            && current.status == MatchStatus::Active
            && current.deadline.is_some_and(|d| d <= now)
            && matches!(current.phase, MatchPhase::Playing(_));
        let Some(dm) = current.dm.as_ref().filter(|_| ready) else {
            return false;
        };
        if dm.running_reserve.is_some() || dm.is_paused() || dm.reserves_ms[seat] <= 0 {
            return false;
        }
        let mut next = current.clone();
        let dm = next.dm.as_mut().expect("checked");
        dm.running_reserve = Some(seat);
        next.deadline = Some(now + dm.reserves_ms[seat]);
        next.revision += 1;
        let posts = self.outbound.herald(Happened {
            public: &next.public(),
            what: &What::ReserveStarted(seat),
            results_channel,
        });
        let save = Save {
            snapshot: next.clone(),
            step: None,
            audit: None,
            posts,
            now,
        };
        if let Err(e) = save.commit(self.db.writer()).await {
            tracing::error!("match {id}: starting a reserve: {e}");
            return false;
        }
        *current = next.clone();
        self.service.clocks().arm_match(&next);
        drop(current);
        self.outbound.notify(Notice::Owed {
            match_id: id,
            table: super::Redraw::Now,
        });
        true
    }
}

/// A host's ruling ends a Death Match: recorded, unpaused, finished.
fn end_by_ruling(m: &mut MatchSnapshot, ruling: Ruling) {
    let dm = m.dm.as_mut().expect("checked");
    dm.ruling = Some(ruling);
    dm.paused = None;
    m.status = MatchStatus::Finished;
}
