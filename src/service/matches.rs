//! Matches: what may be seen of them, and every change to one (the first player's choice,
//! moves, resignations, run-out clocks), each applied under the match's lock to a copy,
//! committed with its log row and the posts it owes, then published.

use super::outbound::{Notice, Redraw};
use super::time::Timer;
use super::{part, ServiceError};
use crate::model::deathmatch::settle_reserve;
use crate::model::matches::{
    choice_json, deadline_for, first_chooser, logged, start_table, table_started,
};
use crate::model::{
    AnyEvents, AnyMove, AnyTable, ChosenBy, ClockStrike, DeathMatch, Happened, MatchId, MatchInfo,
    MatchPhase, MatchSnapshot, MatchStatus, MoveResult, PublicMatch, SeatMatch, UserId, What,
};
use crate::rules::Seat;
use crate::storage::saves::Save;

part!(
    /// Matches: views, moves, resignations, choices, run-out clocks, records.
    Matches
);

impl Matches<'_> {
    /// A match's whole state, hidden cards included: for tests only.
    #[cfg(test)]
    pub(crate) async fn snapshot(self, id: MatchId) -> Result<MatchSnapshot, ServiceError> {
        self.service.core.snapshot(id).await
    }

    /// A match as its channel may see it (finished ones included).
    pub async fn public(self, id: MatchId) -> Result<PublicMatch, ServiceError> {
        self.looking(id, MatchSnapshot::public).await
    }

    /// A running match's server, status and revision, from memory (`None` when it is
    /// not running: finished, or no such match): what a live page polls, without the
    /// copy of its table that [`Matches::public`] makes.
    pub async fn running_revision(self, id: MatchId) -> Option<(u64, MatchStatus, u64)> {
        let slot = self.live.slot(id)?;
        let held = self.hold(id, &slot).await.ok()?;
        Some((held.place.guild, held.status, held.revision))
    }

    /// Hears of every change of any match, by its id (and sometimes of none: a table asked
    /// for again), after it is committed: what a seat's page waits on, with no polling.
    /// A receiver that falls behind is told so ([`tokio::sync::broadcast`]'s `Lagged`).
    pub fn changes(self) -> tokio::sync::broadcast::Receiver<MatchId> {
        self.service.core.changes.subscribe()
    }

    /// Running match `id`'s last move, once committed ([`super::live::LastMove`]): `None`
    /// before its first move since the start, and once it is over.
    pub fn last_move(self, id: MatchId, revision: u64) -> Option<super::live::LastMove> {
        let last = super::live::lock(&self.service.core.last_moves);
        last.get(&id).filter(|m| m.revision <= revision).cloned()
    }

    /// A match as `user` may see it; refused unless `user` plays in it.
    pub async fn seat_view(self, id: MatchId, user: UserId) -> Result<SeatMatch, ServiceError> {
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
    pub async fn of_player(self, user: UserId) -> Vec<MatchInfo> {
        let slots = self.live.of_player(user);
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
    pub(in crate::service) async fn change<T>(
        self,
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
        changeable(&current)?;
        let audience = self.service.audience(&current).await?;
        let seat = admitted(&current, user, version)?;
        let mut next = current.clone();
        let turn_before = next.table().map(AnyTable::turn);
        let seat_before = current.to_move();
        let (value, step) = change(&mut next, seat)?;
        let now = self.clock.now_ms();
        advanced(&mut next, turn_before, current.deadline, now);
        let posts = self.herald(&next, what(&value), audience);
        let posted = !posts.is_empty();
        // Committed (with other matches' saves, one fsync a batch) before anyone hears of
        // it; a match that just ended is recorded and rated in the same transaction, and
        // what the channel is owed is written with it.
        Save {
            snapshot: next.clone(),
            step,
            audit: None,
            posts,
            now,
        }
        .commit(self.db.writer())
        .await?;
        *current = next.clone();
        // The clock is re-armed under the match lock, so an older change can never arm
        // its clock over a newer one's.
        self.rearm(&next);
        drop(current);
        let started = turn_before.is_none() && next.table().is_some();
        let handed_over = next.status == MatchStatus::Finished || next.to_move() != seat_before;
        self.published(&next, redraw(answered, started || handed_over || posted))
            .await;
        Ok((next, value))
    }

    /// The posts a change owes the channel: [`Outbound::herald`]'s for `what`, if any.
    pub(in crate::service) fn herald(
        self,
        next: &MatchSnapshot,
        what: Option<What>,
        results_channel: Option<u64>,
    ) -> Vec<crate::model::Post> {
        match what {
            Some(what) => self.outbound.herald(Happened {
                public: &next.public(),
                what: &what,
                results_channel,
            }),
            None => Vec::new(),
        }
    }

    /// A committed change is heard of: the delivery is woken (redrawing the table as
    /// `table` says), and a tournament learns of its match's end.
    async fn published(self, next: &MatchSnapshot, table: Redraw) {
        self.outbound.notify(Notice::Owed {
            match_id: next.id,
            table,
        });
        // A tournament learns of its match's end once it is committed: a crash before this
        // is caught up at the next start (see `tournaments`).
        if let (MatchStatus::Finished, Some(tag)) = (next.status, &next.tournament) {
            self.service.tournaments().match_ended(tag.id).await;
        }
    }

    /// The timers of a match just changed: its clock and its bot armed for the next move,
    /// or, once it is over, stopped and the match no longer tracked as live.
    fn rearm(self, next: &MatchSnapshot) {
        if next.status == MatchStatus::Finished {
            self.live.untrack(next.id, next.players);
            self.timers.disarm(Timer::Match(next.id));
            self.timers.disarm(Timer::Bot(next.id));
        } else {
            self.service.clocks().arm_match(next);
            self.service.bots().arm_bot(next);
        }
    }

    /// Asks for the table of match `id` to be drawn again if it is behind (a click on a
    /// stale table: its edit may have been lost).
    pub fn redraw(self, id: MatchId) {
        self.outbound.notify(Notice::Owed {
            match_id: id,
            table: Redraw::Now,
        });
    }

    /// The toss winner picks: go first (`true`) or second.
    pub async fn choose_first(
        self,
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
                start_table(m, first);
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
        self,
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
        self,
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
        metrics::counter!("clash_moves_total", "game" => snapshot.game.name()).increment(1);
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
    pub async fn resign(self, id: MatchId, user: UserId) -> Result<PublicMatch, ServiceError> {
        self.resign_as(id, user, false).await
    }

    /// The match of `user`, who dropped out of its tournament, resigned for them (its
    /// result says they dropped out).
    pub(in crate::service) async fn resign_dropped(
        self,
        id: MatchId,
        user: UserId,
    ) -> Result<PublicMatch, ServiceError> {
        self.resign_as(id, user, true).await
    }

    async fn resign_as(
        self,
        id: MatchId,
        user: UserId,
        dropped_out: bool,
    ) -> Result<PublicMatch, ServiceError> {
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
                // Resigning before the first move still ends the match.
                let table = table_started(m);
                table.resign(seat).map_err(ServiceError::Rule)?;
                let action = logged(table)?;
                if let (true, Some(tag)) = (dropped_out, m.tournament.as_mut()) {
                    tag.dropped_out = true;
                }
                Ok((seat, Some((seat, action))))
            },
            resigned,
        )
        .await
        .map(|(s, _)| s.public())
    }

    /// The clock of match `id` ran out (if it is still at `version`).
    pub(in crate::service) async fn clock_ran_out(self, id: MatchId, version: u32) {
        metrics::counter!("clash_clock_fires_total").increment(1);
        // A Death Match player with reserve left spends it before any strike.
        if self.service.deathmatches().enter_reserve(id, version).await {
            return;
        }
        let now = self.clock.now_ms();
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
                    // A DMO who has not picked in time goes first: docs/rules.md#death-matches.
                    if let Some(first) = first_chooser(&m.phase) {
                        start_table(m, first);
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
}

/// Whether a match takes changes: it is not over and not paused.
fn changeable(current: &MatchSnapshot) -> Result<(), ServiceError> {
    if current.status != MatchStatus::Active {
        return Err(ServiceError::MatchOver);
    }
    if current.dm.as_ref().is_some_and(DeathMatch::is_paused) {
        return Err(ServiceError::Paused);
    }
    Ok(())
}

/// Who may change a match: the seat of `user` (none for the bot's own clocks), at the
/// table's `version` when the click carries one.
fn admitted(
    current: &MatchSnapshot,
    user: Option<UserId>,
    version: Option<u32>,
) -> Result<Option<Seat>, ServiceError> {
    let seat = match user {
        Some(user) => Some(current.seat_of(user).ok_or(ServiceError::NotAPlayer {
            players: current.players,
        })?),
        None => None,
    };
    if version.is_some_and(|v| v != current.version) {
        return Err(ServiceError::Stale {
            current: current.version,
        });
    }
    Ok(seat)
}

/// A changed match moved on: a new version, finished once it has an outcome, the reserve
/// of the seat whose turn passed settled, its clock's next deadline, a new revision.
fn advanced(next: &mut MatchSnapshot, turn_before: Option<u32>, deadline: Option<i64>, now: i64) {
    next.version += 1;
    if next.outcome().is_some() {
        next.status = MatchStatus::Finished;
    }
    let turn_passed =
        next.status == MatchStatus::Finished || next.table().map(AnyTable::turn) != turn_before;
    if turn_passed {
        settle_reserve(next, deadline, now);
    }
    next.deadline = deadline_for(next, now, turn_before.map(|t| (t, deadline)));
    next.revision += 1;
}

/// When the table is edited. At once when the move is someone else's, when the game
/// starts or ends, and with a change that owes a post (a round's end: `now`). While the
/// same player goes on (a turn of several actions: Shape Clash, Clubbed's draws, Clash's
/// set-up then first reveal; Tile Poker's placements once the other player has no tiles)
/// a moment later, so quick actions make one edit and slow ones each show. Each edit
/// draws the latest state, so nothing is lost. Never when the caller's answer shows it.
fn redraw(answered: bool, now: bool) -> Redraw {
    if answered {
        Redraw::No
    } else if now {
        Redraw::Now
    } else {
        Redraw::Soon
    }
}
