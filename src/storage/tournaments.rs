//! SQL for tournaments: the tournament row (with its public message's revisions), its
//! players, its pairings round by round, the matches played for them, and the audit of
//! organiser actions. The service decides the transactions (a round is paired in one).

use super::{from_sql, game_from, json_from, to_sql};
use crate::model::tournaments::{
    Entrant, Format, PairResult, Pairing, Status, Tournament, TournamentAction, TournamentId,
};
use crate::model::{MatchId, Place, UserId};
use crate::rules::{BySeat, Outcome};
use anyhow::Context;
use rusqlite::{params, Connection, OptionalExtension, Row};
use std::collections::BTreeMap;

const COLUMNS: &str = "id, guild_id, channel_id, name, game, format, organiser, settings, rated, \
     asked_rounds, rounds, max_players, status, round, signup_closes_at, message_id, revision, \
     drawn_revision, created_at";

fn bad(column: usize, what: String) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(column, rusqlite::types::Type::Text, what.into())
}

fn tournament_from(row: &Row<'_>) -> rusqlite::Result<Tournament> {
    let format: String = row.get(5)?;
    let status: String = row.get(12)?;
    Ok(Tournament {
        id: row.get(0)?,
        place: Place {
            guild: from_sql(row.get(1)?),
            channel: from_sql(row.get(2)?),
        },
        name: row.get(3)?,
        game: game_from(row.get(4)?)?,
        format: Format::parse(&format).ok_or_else(|| bad(5, format!("format {format:?}")))?,
        organiser: from_sql(row.get(6)?),
        settings: json_from(&row.get::<_, String>(7)?)?,
        rated: row.get(8)?,
        asked_rounds: row.get(9)?,
        rounds: row.get(10)?,
        max_players: row.get(11)?,
        status: Status::parse(&status).ok_or_else(|| bad(12, format!("status {status:?}")))?,
        round: row.get(13)?,
        signup_closes_at: row.get(14)?,
        message_id: row.get::<_, Option<i64>>(15)?.map(from_sql),
        revision: from_sql(row.get(16)?),
        drawn_revision: from_sql(row.get(17)?),
        created_at: row.get(18)?,
    })
}

/// A new tournament, at its sign-up; returns its id.
pub fn tournament_insert(conn: &Connection, t: &Tournament) -> anyhow::Result<TournamentId> {
    conn.execute(
        "INSERT INTO tournaments (guild_id, channel_id, name, game, format, organiser, settings, \
         rated, asked_rounds, max_players, status, signup_closes_at, revision, created_at, \
         season) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'signup', ?11, ?12, ?13, ?14)",
        params![
            to_sql(t.place.guild),
            to_sql(t.place.channel),
            t.name,
            t.game.name(),
            t.format.name(),
            to_sql(t.organiser),
            serde_json::to_string(&t.settings).context("tournament settings")?,
            t.rated,
            t.asked_rounds,
            t.max_players,
            t.signup_closes_at,
            to_sql(t.revision),
            t.created_at,
            super::seasons::season_current(conn, t.place.guild)?.map(|s| s.number),
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The season tournament `id` ran in: the server's season open when it was created.
pub fn tournament_season(conn: &Connection, id: TournamentId) -> rusqlite::Result<Option<u32>> {
    conn.query_row(
        "SELECT season FROM tournaments WHERE id = ?1",
        [id],
        |row| row.get(0),
    )
}

pub fn tournament_get(conn: &Connection, id: TournamentId) -> rusqlite::Result<Option<Tournament>> {
    conn.prepare_cached(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?1"))?
        .query_row([id], tournament_from)
        .optional()
}

/// A server's tournaments, newest first; at most `limit`.
pub fn tournament_list(
    conn: &Connection,
    guild: u64,
    limit: u32,
) -> rusqlite::Result<Vec<Tournament>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE guild_id = ?1 ORDER BY id DESC LIMIT ?2"
    ))?;
    let rows = stmt.query_map(params![to_sql(guild), limit], tournament_from)?;
    rows.collect()
}

/// The tournaments signing up or under way, oldest first.
pub fn tournament_open(conn: &Connection) -> rusqlite::Result<Vec<Tournament>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE status IN ('signup', 'playing') ORDER BY id"
    ))?;
    let rows = stmt.query_map([], tournament_from)?;
    rows.collect()
}

/// Saves what changes as a tournament goes on: its status, rounds and revision. The round
/// in play moves only through [`tournament_advance`].
pub fn tournament_save(conn: &Connection, t: &Tournament, now: i64) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE tournaments SET status = ?2, rounds = ?3, revision = ?4, \
         started_at = CASE WHEN ?2 = 'playing' THEN coalesce(started_at, ?5) ELSE started_at END, \
         finished_at = CASE WHEN ?2 IN ('finished', 'cancelled') THEN coalesce(finished_at, ?5) \
                       ELSE NULL END \
         WHERE id = ?1",
    )?
    .execute(params![
        t.id,
        t.status.as_str(),
        t.rounds,
        to_sql(t.revision),
        now
    ])?;
    Ok(())
}

/// Moves the round in play from `from` to `from + 1`; refused (an error) unless the
/// tournament is at `from`: the guard that pairs a round once.
pub fn tournament_advance(conn: &Connection, id: TournamentId, from: u32) -> anyhow::Result<()> {
    let changed = conn
        .prepare_cached("UPDATE tournaments SET round = ?2 + 1 WHERE id = ?1 AND round = ?2")?
        .execute(params![id, from])?;
    anyhow::ensure!(
        changed == 1,
        "tournament {id} is not at round {from}: its next round is paired already"
    );
    Ok(())
}

/// Records that the public message shows `revision` (never going back), and its id when
/// it was just posted.
pub fn tournament_drawn(
    conn: &Connection,
    id: TournamentId,
    revision: u64,
    message: Option<u64>,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE tournaments SET drawn_revision = max(drawn_revision, ?2), \
         message_id = coalesce(?3, message_id) WHERE id = ?1",
    )?
    .execute(params![id, to_sql(revision), message.map(to_sql)])?;
    Ok(())
}

/// Marks a playing tournament's public message as behind (a match's table was just
/// posted, so its standings can link it).
pub fn tournament_touch(conn: &Connection, id: TournamentId) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE tournaments SET revision = revision + 1 WHERE id = ?1 AND status = 'playing'",
    )?
    .execute([id])?;
    Ok(())
}

/// The tournaments whose public message is behind.
pub fn tournament_owed(conn: &Connection) -> rusqlite::Result<Vec<TournamentId>> {
    let mut stmt = conn
        .prepare_cached("SELECT id FROM tournaments WHERE drawn_revision < revision ORDER BY id")?;
    let rows = stmt.query_map([], |row| row.get(0))?;
    rows.collect()
}

/// Signs `user` up, last in order.
pub fn player_insert(conn: &Connection, t: &Tournament, user: UserId) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO tournament_players (tournament_id, guild_id, user_id, joined) \
         VALUES (?1, ?2, ?3, (SELECT coalesce(max(joined) + 1, 0) FROM tournament_players \
                              WHERE tournament_id = ?1))",
    )?
    .execute(params![t.id, to_sql(t.place.guild), to_sql(user)])?;
    Ok(())
}

/// Takes `user` off the sign-up; whether they were on it.
pub fn player_delete(conn: &Connection, id: TournamentId, user: UserId) -> rusqlite::Result<bool> {
    Ok(conn
        .prepare_cached("DELETE FROM tournament_players WHERE tournament_id = ?1 AND user_id = ?2")?
        .execute(params![id, to_sql(user)])?
        > 0)
}

/// Sets the rating a player is seeded and ranked by.
pub fn player_rate(
    conn: &Connection,
    id: TournamentId,
    user: UserId,
    rating: Option<f64>,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE tournament_players SET rating = ?3 WHERE tournament_id = ?1 AND user_id = ?2",
    )?
    .execute(params![id, to_sql(user), rating])?;
    Ok(())
}

/// Marks a player out from round `round` on.
pub fn player_drop(
    conn: &Connection,
    id: TournamentId,
    user: UserId,
    round: u32,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE tournament_players SET dropped_round = ?3 \
         WHERE tournament_id = ?1 AND user_id = ?2 AND dropped_round IS NULL",
    )?
    .execute(params![id, to_sql(user), round])?;
    Ok(())
}

/// A tournament's players, in sign-up order.
pub fn players_of(conn: &Connection, id: TournamentId) -> rusqlite::Result<Vec<Entrant>> {
    let mut stmt = conn.prepare_cached(
        "SELECT user_id, joined, rating, dropped_round FROM tournament_players \
         WHERE tournament_id = ?1 ORDER BY joined",
    )?;
    let rows = stmt.query_map([id], |row| {
        Ok(Entrant {
            user: from_sql(row.get(0)?),
            order: row.get(1)?,
            rating: row.get(2)?,
            dropped: row.get(3)?,
        })
    })?;
    rows.collect()
}

/// The open tournaments (signing up or under way) of a server that `user` is in and has
/// not dropped out of.
pub fn tournaments_of_player(
    conn: &Connection,
    guild: u64,
    user: UserId,
) -> rusqlite::Result<Vec<TournamentId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT t.id FROM tournaments t JOIN tournament_players p ON p.tournament_id = t.id \
         WHERE t.guild_id = ?1 AND p.user_id = ?2 AND p.dropped_round IS NULL \
         AND t.status IN ('signup', 'playing') ORDER BY t.id",
    )?;
    let rows = stmt.query_map(params![to_sql(guild), to_sql(user)], |row| row.get(0))?;
    rows.collect()
}

pub fn pairing_insert(
    conn: &Connection,
    t: &Tournament,
    pairing: &Pairing,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO tournament_pairings (tournament_id, guild_id, round, board, player_a, \
         player_b, result) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
        t.id,
        to_sql(t.place.guild),
        pairing.round,
        pairing.board,
        to_sql(pairing.a),
        pairing.b.map(to_sql),
        pairing.result.map(PairResult::as_str),
    ])?;
    Ok(())
}

/// Records a board's result, once.
pub fn pairing_decide(
    conn: &Connection,
    id: TournamentId,
    round: u32,
    board: u32,
    result: PairResult,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE tournament_pairings SET result = ?4 \
         WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 AND result IS NULL",
    )?
    .execute(params![id, round, board, result.as_str()])?;
    Ok(())
}

/// Every pairing of a tournament, by round and board.
pub fn pairings_of(conn: &Connection, id: TournamentId) -> rusqlite::Result<Vec<Pairing>> {
    let mut stmt = conn.prepare_cached(
        "SELECT round, board, player_a, player_b, result FROM tournament_pairings \
         WHERE tournament_id = ?1 ORDER BY round, board",
    )?;
    let rows = stmt.query_map([id], |row| {
        let result: Option<String> = row.get(4)?;
        Ok(Pairing {
            round: row.get(0)?,
            board: row.get(1)?,
            a: from_sql(row.get(2)?),
            b: row.get::<_, Option<i64>>(3)?.map(from_sql),
            result: result
                .map(|r| PairResult::parse(&r).ok_or_else(|| bad(4, format!("result {r:?}"))))
                .transpose()?,
        })
    })?;
    rows.collect()
}

/// Records a match played for a board.
pub fn game_insert(
    conn: &Connection,
    t: &Tournament,
    match_id: MatchId,
    round: u32,
    board: u32,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO tournament_games (match_id, tournament_id, guild_id, round, board) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![match_id, t.id, to_sql(t.place.guild), round, board])?;
    Ok(())
}

/// How a board's latest match stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub match_id: MatchId,
    pub players: BySeat<UserId>,
    /// The table message, once posted.
    pub message_id: Option<u64>,
    /// Where its table is: the tournament's channel, or the match's own thread.
    pub channel: u64,
    /// `None` while it is played.
    pub ended: Option<Ended>,
}

/// How a finished match ended, for its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    Won(UserId),
    Drawn,
    /// Voided by an organiser: no result (the board is played again).
    Voided,
}

/// The latest match of each board of a round, by board.
pub fn games_of_round(
    conn: &Connection,
    id: TournamentId,
    round: u32,
) -> rusqlite::Result<BTreeMap<u32, Game>> {
    let mut stmt = conn.prepare_cached(
        "SELECT g.board, m.id, m.player_a, m.player_b, m.message_id, m.status, m.result, m.channel_id \
         FROM tournament_games g JOIN matches m ON m.id = g.match_id \
         WHERE g.tournament_id = ?1 AND g.round = ?2 ORDER BY g.board, g.match_id",
    )?;
    let mut games = BTreeMap::new();
    let rows = stmt.query_map(params![id, round], |row| {
        let players = BySeat::new(from_sql(row.get(2)?), from_sql(row.get(3)?));
        let status: String = row.get(5)?;
        let result: Option<String> = row.get(6)?;
        let ended = if status == "active" {
            None
        } else {
            Some(ended_from(&players, result.as_deref())?)
        };
        Ok((
            row.get::<_, u32>(0)?,
            Game {
                match_id: row.get(1)?,
                players,
                message_id: row.get::<_, Option<i64>>(4)?.map(from_sql),
                channel: from_sql(row.get(7)?),
                ended,
            },
        ))
    })?;
    for row in rows {
        let (board, game) = row?;
        // Ordered by match: the latest one of a board stays.
        games.insert(board, game);
    }
    Ok(games)
}

/// A finished match's `result` column (`{"outcome": …, "scores": …}` or `{"void": …}`) as
/// its board sees it.
fn ended_from(players: &BySeat<UserId>, result: Option<&str>) -> rusqlite::Result<Ended> {
    #[derive(serde::Deserialize)]
    struct Stored {
        #[serde(default)]
        outcome: Option<Outcome>,
        #[serde(default)]
        void: Option<String>,
    }
    let stored: Stored = json_from(result.unwrap_or("{}"))?;
    Ok(match (stored.void, stored.outcome) {
        (Some(_), _) => Ended::Voided,
        (None, Some(Outcome::Win { winner, .. })) => Ended::Won(players[winner]),
        (None, Some(Outcome::Draw)) => Ended::Drawn,
        // Finished with no result and no ruling: nothing to count, so played again.
        (None, None) => Ended::Voided,
    })
}

/// The tournament and board a match was played for.
pub fn game_of_match(
    conn: &Connection,
    match_id: MatchId,
) -> rusqlite::Result<Option<(TournamentId, u32, u32)>> {
    conn.prepare_cached(
        "SELECT tournament_id, round, board FROM tournament_games WHERE match_id = ?1",
    )?
    .query_row([match_id], |row| {
        Ok((row.get(0)?, row.get(1)?, row.get(2)?))
    })
    .optional()
}

/// An organiser's (or a player's own) action, audited.
pub fn action_insert(
    conn: &Connection,
    t: &Tournament,
    action: &TournamentAction,
    now: i64,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO tournament_actions (tournament_id, guild_id, by_user, action, match_id, \
         detail, reason, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        t.id,
        to_sql(t.place.guild),
        to_sql(action.by),
        action.action,
        action.match_id,
        action.detail.to_string(),
        action.reason,
        now
    ])?;
    Ok(())
}

/// One audited action as stored: (who, action, match, detail, reason).
pub type ActionRow = (UserId, String, Option<MatchId>, String, Option<String>);

/// A tournament's audit, oldest first.
pub fn actions_of(conn: &Connection, id: TournamentId) -> rusqlite::Result<Vec<ActionRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT by_user, action, match_id, detail, reason FROM tournament_actions \
         WHERE tournament_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([id], |row| {
        Ok((
            from_sql(row.get(0)?),
            row.get(1)?,
            row.get(2)?,
            row.get(3)?,
            row.get(4)?,
        ))
    })?;
    rows.collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::MatchSettings;
    use crate::rules::GameKind;

    fn tournament() -> Tournament {
        Tournament {
            id: 0,
            place: Place {
                guild: 1,
                channel: 2,
            },
            name: "Friday Duel".into(),
            game: GameKind::Duel,
            format: Format::Swiss,
            organiser: 9,
            settings: MatchSettings {
                target: Some(1),
                turn_seconds: 60,
                max_strikes: 3,
            },
            rated: true,
            asked_rounds: None,
            rounds: None,
            max_players: 8,
            status: Status::Signup,
            round: 0,
            signup_closes_at: 5_000,
            message_id: None,
            revision: 1,
            drawn_revision: 0,
            created_at: 1_000,
        }
    }

    #[test]
    fn a_tournament_and_its_players_and_pairings_read_back() {
        let conn = crate::storage::open_in_memory().unwrap();
        let mut t = tournament();
        t.id = tournament_insert(&conn, &t).unwrap();
        assert_eq!(tournament_get(&conn, t.id).unwrap(), Some(t.clone()));
        for user in [30, 10, 20] {
            player_insert(&conn, &t, user).unwrap();
        }
        assert!(player_delete(&conn, t.id, 10).unwrap());
        assert!(!player_delete(&conn, t.id, 10).unwrap());
        player_insert(&conn, &t, 10).unwrap();
        let order: Vec<(UserId, u32)> = players_of(&conn, t.id)
            .unwrap()
            .iter()
            .map(|e| (e.user, e.order))
            .collect();
        assert_eq!(order, [(30, 0), (20, 2), (10, 3)]);
        assert_eq!(tournaments_of_player(&conn, 1, 20).unwrap(), [t.id]);

        t.status = Status::Playing;
        t.rounds = Some(2);
        tournament_advance(&conn, t.id, 0).unwrap();
        tournament_save(&conn, &t, 2_000).unwrap();
        let paired = Pairing {
            round: 1,
            board: 0,
            a: 30,
            b: Some(20),
            result: None,
        };
        pairing_insert(&conn, &t, &paired).unwrap();
        pairing_insert(
            &conn,
            &t,
            &Pairing {
                round: 1,
                board: 1,
                a: 10,
                b: None,
                result: Some(PairResult::Bye),
            },
        )
        .unwrap();
        pairing_decide(&conn, t.id, 1, 0, PairResult::B).unwrap();
        // Decided once: a second result is not written over the first.
        pairing_decide(&conn, t.id, 1, 0, PairResult::A).unwrap();
        let pairings = pairings_of(&conn, t.id).unwrap();
        assert_eq!(pairings[0].result, Some(PairResult::B));
        assert_eq!(pairings[1].b, None);
        let stored = tournament_get(&conn, t.id).unwrap().unwrap();
        assert_eq!(
            (stored.status, stored.round, stored.rounds),
            (Status::Playing, 1, Some(2))
        );
    }

    #[test]
    fn a_round_is_advanced_once() {
        let conn = crate::storage::open_in_memory().unwrap();
        let id = tournament_insert(&conn, &tournament()).unwrap();
        tournament_advance(&conn, id, 0).unwrap();
        let again = tournament_advance(&conn, id, 0).unwrap_err();
        assert!(again.to_string().contains("paired already"), "{again}");
    }

    #[test]
    fn a_pairing_is_refused_twice_and_a_two_player_board_needs_no_result_yet() {
        let conn = crate::storage::open_in_memory().unwrap();
        let mut t = tournament();
        t.id = tournament_insert(&conn, &t).unwrap();
        let board = |b: Option<UserId>, result| Pairing {
            round: 1,
            board: 0,
            a: 1,
            b,
            result,
        };
        assert!(
            pairing_insert(&conn, &t, &board(None, None)).is_err(),
            "a bye needs its result"
        );
        assert!(pairing_insert(&conn, &t, &board(Some(2), Some(PairResult::Bye))).is_err());
        pairing_insert(&conn, &t, &board(Some(2), None)).unwrap();
        assert!(
            pairing_insert(&conn, &t, &board(Some(2), None)).is_err(),
            "paired twice"
        );
    }

    #[test]
    fn the_public_message_is_owed_while_behind_and_never_goes_back() {
        let conn = crate::storage::open_in_memory().unwrap();
        let id = tournament_insert(&conn, &tournament()).unwrap();
        assert_eq!(tournament_owed(&conn).unwrap(), [id]);
        tournament_drawn(&conn, id, 1, Some(77)).unwrap();
        assert!(tournament_owed(&conn).unwrap().is_empty());
        tournament_drawn(&conn, id, 0, None).unwrap();
        let t = tournament_get(&conn, id).unwrap().unwrap();
        assert_eq!((t.drawn_revision, t.message_id), (1, Some(77)));
    }

    #[test]
    fn a_finished_matchs_result_is_read_as_its_board_sees_it() {
        let players = BySeat::new(5, 6);
        let won = r#"{"outcome":{"Win":{"winner":"B","reason":"Forfeit"}},"scores":{"a":0,"b":1}}"#;
        assert_eq!(ended_from(&players, Some(won)).unwrap(), Ended::Won(6));
        let drawn = r#"{"outcome":"Draw","scores":{"a":1,"b":1}}"#;
        assert_eq!(ended_from(&players, Some(drawn)).unwrap(), Ended::Drawn);
        let void = r#"{"void":"wrong pair"}"#;
        assert_eq!(ended_from(&players, Some(void)).unwrap(), Ended::Voided);
    }
}
