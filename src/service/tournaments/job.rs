//! One change of a tournament inside the writer's job: its own rows, then settling (the
//! round's results, replays, the next round's pairing or the end), then the commit of the
//! tournament's revision and the posts it owes. Runs on the writer's connection, one job
//! at a time, so what it reads is what the transaction will commit over.

use super::refused;
use crate::model::matches::new_match;
use crate::model::tournaments::{
    pair_round, standings, Cancelled, Entrant, Event, Format, PairResult, PairedBoard, Pairing,
    Status, Tournament, TournamentAction, TournamentError, TournamentId, TournamentTag,
};
use crate::model::{fairness, MatchId, MatchSnapshot, UserId};
use crate::rules::BySeat;
use crate::service::ServiceError;
use crate::storage::matches::{match_insert, owe_start};
use crate::storage::outbox::outbox_insert;
use crate::storage::tournaments::{self as db, Ended};
use rusqlite::Connection;
/// What a change did besides its own rows, for after its commit: the matches it started
/// (clocks to arm), and dropped players' matches to resign.
#[derive(Debug, Default)]
pub(in crate::service) struct Settled {
    pub(super) started: Vec<MatchSnapshot>,
    pub(super) resign: Vec<(MatchId, UserId)>,
    /// The schedule of a tournament that ended, whose announcement and Discord event are
    /// behind.
    pub(super) schedule: Option<crate::model::schedules::ScheduleId>,
}

impl Settled {
    /// The matches the change started, by number (a first round's, at its start).
    pub(in crate::service) fn started_matches(&self) -> Vec<MatchId> {
        self.started.iter().map(|m| m.id).collect()
    }
}

/// One change of a tournament inside the writer's job.
pub(super) struct Job<'a> {
    pub(super) conn: &'a Connection,
    pub(super) t: Tournament,
    pub(super) entrants: Vec<Entrant>,
    pub(super) events: Vec<Event>,
    pub(super) settled: Settled,
    pub(super) changed: bool,
    pub(super) now: i64,
}

impl<'a> Job<'a> {
    /// Reads tournament `id` (of server `guild`, when given) for a change.
    pub(super) fn open(
        conn: &'a Connection,
        id: TournamentId,
        guild: Option<u64>,
        now: i64,
    ) -> Result<Job<'a>, ServiceError> {
        let t = db::tournament_get(conn, id)?
            .filter(|t| guild.is_none_or(|g| g == t.place.guild))
            .ok_or_else(|| refused(TournamentError::NotOnThisServer { tournament: id }))?;
        let entrants = db::players_of(conn, id)?;
        Ok(Job {
            conn,
            t,
            entrants,
            events: Vec::new(),
            settled: Settled::default(),
            changed: false,
            now,
        })
    }

    pub(super) fn reload_entrants(&mut self) -> Result<(), ServiceError> {
        self.entrants = db::players_of(self.conn, self.t.id)?;
        Ok(())
    }

    fn is_dropped(&self, user: UserId) -> bool {
        self.entrants
            .iter()
            .any(|e| e.user == user && e.dropped.is_some())
    }

    pub(super) fn audit(&self, action: TournamentAction) -> Result<(), ServiceError> {
        Ok(db::action_insert(self.conn, &self.t, &action, self.now)?)
    }

    /// Decides what the finished matches of the round in play decided, plays a board
    /// again where needed, and pairs the next round once every board has its result (or
    /// ends the tournament after its last round).
    pub(super) fn settle(&mut self) -> Result<(), ServiceError> {
        while self.t.status == Status::Playing {
            let round = self.t.round;
            if round > 0 {
                self.decide_round(round)?;
            }
            let pairings = db::pairings_of(self.conn, self.t.id)?;
            if pairings
                .iter()
                .any(|p| p.round == round && p.result.is_none())
            {
                return Ok(());
            }
            let rounds = self.t.rounds.unwrap_or(1);
            let active = self.entrants.iter().filter(|e| e.is_active()).count();
            // An elimination bracket runs to its final (walkovers go through at once);
            // Swiss and round robin stop when fewer than two players are left.
            let short = self.t.format != Format::SingleElimination && active < 2;
            if round >= rounds || (round > 0 && short) {
                self.finish(None, None, &pairings);
                return Ok(());
            }
            self.pair_next(&pairings)?;
        }
        Ok(())
    }

    /// Writes the results of the round's finished matches; starts the replays.
    fn decide_round(&mut self, round: u32) -> Result<(), ServiceError> {
        let games = db::games_of_round(self.conn, self.t.id, round)?;
        let open: Vec<Pairing> = db::pairings_of(self.conn, self.t.id)?
            .into_iter()
            .filter(|p| p.round == round && p.result.is_none())
            .collect();
        for p in open {
            let Some(b) = p.b else { continue };
            let decided = match games.get(&p.board) {
                // Every two-player board starts with its match: this is only reached if
                // one was lost, and then it is started.
                None => None,
                Some(game) => match game.ended {
                    None => {
                        for user in [p.a, b] {
                            if self.is_dropped(user) {
                                self.settled.resign.push((game.match_id, user));
                            }
                        }
                        continue;
                    }
                    Some(Ended::Won(winner)) => Some(if winner == p.a {
                        PairResult::A
                    } else {
                        PairResult::B
                    }),
                    Some(Ended::Drawn) if self.t.format != Format::SingleElimination => {
                        Some(PairResult::Draw)
                    }
                    // A draw in single elimination, or a void: played again.
                    Some(_) => None,
                },
            };
            let result = match (decided, self.is_dropped(p.a), self.is_dropped(b)) {
                (Some(result), _, _) => result,
                // Nobody plays a dropped player again: the other goes through.
                (None, true, false) => PairResult::B,
                (None, false, true) => PairResult::A,
                (None, true, true) => PairResult::Draw,
                (None, false, false) => {
                    let old = games.get(&p.board).map(|g| g.match_id);
                    let new = self.start_match(round, p.board, BySeat::new(p.a, b))?;
                    if let Some(old) = old {
                        let voided = games[&p.board].ended == Some(Ended::Voided);
                        self.events.push(Event::Replayed {
                            round,
                            old,
                            new,
                            players: (p.a, b),
                            voided,
                        });
                    }
                    continue;
                }
            };
            db::pairing_decide(self.conn, self.t.id, round, p.board, result)?;
            self.changed = true;
        }
        Ok(())
    }

    /// Pairs the next round: its boards, their matches, its post.
    fn pair_next(&mut self, pairings: &[Pairing]) -> Result<(), ServiceError> {
        let round = self.t.round + 1;
        let paired = pair_round(self.t.format, &self.entrants, pairings, round);
        db::tournament_advance(self.conn, self.t.id, self.t.round)?;
        self.t.round = round;
        let mut boards = Vec::with_capacity(paired.boards.len());
        for board in paired.boards {
            let result = match (board.b, self.t.format) {
                (Some(_), _) => None,
                (None, Format::Swiss) => Some(PairResult::Bye),
                (None, _) => Some(PairResult::Walkover),
            };
            let pairing = Pairing {
                round,
                board: board.board,
                a: board.a,
                b: board.b,
                result,
            };
            db::pairing_insert(self.conn, &self.t, &pairing)?;
            let match_id = match board.b {
                Some(b) => Some(self.start_match(round, board.board, BySeat::new(board.a, b))?),
                None => None,
            };
            boards.push(PairedBoard { board, match_id });
        }
        self.events.push(Event::Paired { round, boards });
        self.changed = true;
        Ok(())
    }

    /// Starts a board's match the way every match starts (the toss, the clock, the toss
    /// post owed), tagged with its tournament.
    fn start_match(
        &mut self,
        round: u32,
        board: u32,
        players: BySeat<UserId>,
    ) -> Result<MatchId, ServiceError> {
        let t = &self.t;
        let mut snapshot = new_match(
            t.place,
            t.game,
            players,
            t.settings,
            (rand::random(), fairness::new_salt()),
            self.now,
            None,
        );
        // Like a challenge's match: in a thread of its own when the server has every match
        // in one (read here, in the job, so a pairing at start-up asks it too).
        let threads = crate::storage::settings::settings_get(self.conn, t.place.guild)?
            .threads
            .unwrap_or_default();
        if threads.for_match(false) {
            snapshot.thread = crate::model::MatchThread::Wanted;
        }
        snapshot.tournament = Some(TournamentTag {
            id: t.id,
            name: t.name.clone(),
            round,
            rated: t.rated,
            ruling: None,
            dropped_out: false,
        });
        // Its posts (the toss) are owed at the commit, after the round's own post.
        snapshot.id = match_insert(self.conn, &snapshot)?;
        db::game_insert(self.conn, t, snapshot.id, round, board)?;
        let id = snapshot.id;
        self.settled.started.push(snapshot);
        self.changed = true;
        Ok(id)
    }

    /// Ends the tournament with the standings as they are.
    pub(super) fn finish(
        &mut self,
        by: Option<UserId>,
        reason: Option<String>,
        pairings: &[Pairing],
    ) {
        self.t.status = Status::Finished;
        let standings = standings::standings(self.t.format, &self.entrants, pairings);
        self.events.push(Event::Ended {
            by,
            reason,
            standings,
        });
        self.changed = true;
    }

    /// The tournament is over: its schedule (if it was scheduled) is cancelled, when it had
    /// not started yet, with the organiser's reason, or owed its Discord event's completion.
    fn schedule_over(&self) -> Result<Option<crate::model::schedules::ScheduleId>, ServiceError> {
        let (by, reason) = self
            .events
            .iter()
            .find_map(|e| match e {
                Event::Cancelled {
                    why: Cancelled::ByOrganiser { by, reason },
                }
                | Event::Ended {
                    by: Some(by),
                    reason,
                    ..
                } => Some((Some(*by), reason.as_deref())),
                _ => None,
            })
            .unwrap_or_default();
        let id = self.t.id;
        Ok(crate::storage::schedules::schedule_tournament_over(
            self.conn, id, by, reason, self.now,
        )?)
    }

    /// Saves the tournament (a new revision of its public message when it changed) and
    /// writes the posts it owes.
    pub(super) fn commit(mut self) -> Result<(Tournament, Settled), ServiceError> {
        if self.changed || !self.events.is_empty() {
            self.t.revision += 1;
            db::tournament_save(self.conn, &self.t, self.now)?;
            if self.t.status.is_over() {
                self.settled.schedule = self.schedule_over()?;
            }
        }
        // Each event owed as a value, worded at delivery.
        for event in &self.events {
            let said = crate::model::Said::Tournament {
                id: self.t.id,
                event: event.clone(),
            };
            outbox_insert(
                self.conn,
                None,
                &said.post(self.t.place.guild, self.t.place.channel),
                self.now,
            )?;
        }
        // The new matches' tosses after the posts that announce them.
        for snapshot in &self.settled.started {
            owe_start(self.conn, snapshot, self.now)?;
        }
        Ok((self.t, self.settled))
    }
}

/// Settles every tournament under way, in one transaction on `conn`, before the service
/// loads the active matches (so the matches a pairing starts are loaded and armed like
/// any other). The dropped players' matches still to resign are returned.
pub(in crate::service) fn resume_on(
    conn: &mut Connection,
    now: i64,
) -> Result<Vec<(MatchId, UserId)>, ServiceError> {
    let tx = conn.transaction()?;
    let mut resign = Vec::new();
    for t in db::tournament_open(&tx)? {
        if t.status != Status::Playing {
            continue;
        }
        let mut job = Job::open(&tx, t.id, None, now)?;
        job.settle()?;
        let (_, settled) = job.commit()?;
        resign.extend(settled.resign);
    }
    tx.commit()?;
    Ok(resign)
}
