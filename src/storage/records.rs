//! SQL for results, ratings, /stats, /history and users' names (the boards are
//! `boards.rs`'s). [`match_record`] runs in the transaction that saves a match's last
//! step, so a result and both ratings commit together or not at all.

use super::boards::{board_players, board_rank};
use super::settings::min_games_of;
use super::standings::{standing_get, standing_put};
use super::{from_sql, to_sql};
use crate::model::ratings::*;
use crate::model::{MatchId, MatchSnapshot, UserId};
use crate::rules::{BySeat, EndReason, GameKind, Outcome, Seat};
use anyhow::Context;
use rusqlite::{params, Connection, OptionalExtension, Row};
use skillratings::glicko2::Glicko2Rating;
use std::collections::HashMap;

fn reason_str(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Play => "play",
        EndReason::Forfeit => "forfeit",
        EndReason::Resignation => "resignation",
    }
}

fn reason_parse(text: &str) -> rusqlite::Result<EndReason> {
    match text {
        "play" => Ok(EndReason::Play),
        "forfeit" => Ok(EndReason::Forfeit),
        "resignation" => Ok(EndReason::Resignation),
        other => Err(bad_text("reason", other)),
    }
}

fn game_parse(text: &str) -> rusqlite::Result<GameKind> {
    text.parse().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
    })
}

fn player_result(text: &str) -> rusqlite::Result<PlayerResult> {
    PlayerResult::parse(text).ok_or_else(|| bad_text("result", text))
}

fn bad_text(column: &str, value: &str) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        0,
        rusqlite::types::Type::Text,
        format!("unknown {column} {value:?}").into(),
    )
}

/// Records a match that has just finished, and updates both players' ratings when it is
/// rated. Call it in the transaction that saves the match's last step: the result and the
/// ratings then commit together or not at all. Does nothing for a match still under way.
/// Returns both rating changes when the match was rated.
pub fn match_record(
    conn: &Connection,
    m: &MatchSnapshot,
    now: i64,
) -> anyhow::Result<Option<BySeat<RatingChange>>> {
    // A match against the bot is kept with its log but rated on no board.
    if m.bot.is_some() {
        return Ok(None);
    }
    match MatchRecord::of(m, now)? {
        Some(record) => Ok(record_insert(conn, &record)?),
        None => Ok(None),
    }
}

/// Inserts a result and applies it to the ratings. The primary key of `match_results`
/// refuses a second record of the same match before any rating is touched.
pub fn record_insert(
    conn: &Connection,
    r: &MatchRecord,
) -> anyhow::Result<Option<BySeat<RatingChange>>> {
    let winner = r.outcome.winner();
    let reason = match r.outcome {
        Outcome::Win { reason, .. } => reason,
        Outcome::Draw => EndReason::Play,
    };
    conn.prepare_cached(
        "INSERT INTO match_results (match_id, guild_id, game, player_a, player_b, first_seat, \
         winner, reason, score_a, score_b, moves, rated, started_at, finished_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
    )?
    .execute(params![
        r.id,
        to_sql(r.guild),
        r.game.name(),
        to_sql(r.players.a),
        to_sql(r.players.b),
        r.first.to_string(),
        winner.map(|s| s.to_string()),
        reason_str(reason),
        r.scores.a,
        r.scores.b,
        r.moves,
        r.rated(),
        r.started_at,
        r.finished_at,
    ])
    .with_context(|| format!("cannot record match {}", r.id))?;
    if !r.rated() {
        return Ok(None);
    }
    let min_games = min_games_of(conn, r.guild)?;
    let old = BySeat::new(
        standing_get(conn, r.guild, r.game, r.players.a)?,
        standing_get(conn, r.guild, r.game, r.players.b)?,
    );
    let before = old
        .as_ref()
        .map(|_, s| s.as_ref().map_or(rating_new(), |s| s.rating));
    let after = rating_update(before, winner);
    for seat in Seat::BOTH {
        let user = r.players[seat];
        let result = PlayerResult::of(winner, seat);
        let next = old[seat]
            .clone()
            .unwrap_or_else(|| Standing::new(user))
            .after(result, after[seat]);
        standing_put(
            conn,
            r.guild,
            r.game,
            old[seat].as_ref(),
            &next,
            min_games,
            r.finished_at,
        )?;
        conn.prepare_cached(
            "INSERT INTO match_players (match_id, seat, user_id, guild_id, game, opponent, \
             result, score, opponent_score, rating_before, deviation_before, rating_after, \
             deviation_after, finished_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        )?
        .execute(params![
            r.id,
            seat.to_string(),
            to_sql(user),
            to_sql(r.guild),
            r.game.name(),
            to_sql(r.players[seat.other()]),
            result.as_str(),
            r.scores[seat],
            r.scores[seat.other()],
            before[seat].rating,
            before[seat].deviation,
            after[seat].rating,
            after[seat].deviation,
            r.finished_at,
        ])
        .with_context(|| format!("cannot record match {} for {user}", r.id))?;
    }
    Ok(Some(
        before
            .zip(after)
            .map(|_, (before, after)| RatingChange { before, after }),
    ))
}

/// The rating changes a recorded match made; `None` if it was not rated (or not recorded).
pub fn rating_changes(
    conn: &Connection,
    match_id: MatchId,
) -> rusqlite::Result<Option<BySeat<RatingChange>>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seat, rating_before, deviation_before, rating_after, deviation_after \
         FROM match_players WHERE match_id = ?1",
    )?;
    let rows = stmt.query_map([match_id], |row| {
        let seat: String = row.get(0)?;
        // Volatility is not kept per match; only rating and deviation are shown.
        let rating = |r: usize, d: usize| -> rusqlite::Result<Glicko2Rating> {
            Ok(Glicko2Rating {
                rating: row.get(r)?,
                deviation: row.get(d)?,
                ..rating_new()
            })
        };
        Ok((
            seat,
            RatingChange {
                before: rating(1, 2)?,
                after: rating(3, 4)?,
            },
        ))
    })?;
    let mut a = None;
    let mut b = None;
    for row in rows {
        let (seat, change) = row?;
        match seat.as_str() {
            "A" => a = Some(change),
            _ => b = Some(change),
        }
    }
    Ok(a.zip(b).map(|(a, b)| BySeat::new(a, b)))
}

/// A player's stats in one game, `None` if they have no rated game in it here.
pub fn player_stats(
    conn: &Connection,
    guild: u64,
    game: GameKind,
    user: UserId,
    viewer: UserId,
) -> rusqlite::Result<Option<PlayerStats>> {
    let Some(standing) = standing_get(conn, guild, game, user)? else {
        return Ok(None);
    };
    let (g, name, u) = (to_sql(guild), game.name(), to_sql(user));
    let top_opponent = conn
        .prepare_cached(
            "SELECT opponent, COUNT(*) AS n FROM match_players \
             WHERE guild_id = ?1 AND game = ?2 AND user_id = ?3 \
             GROUP BY opponent ORDER BY n DESC, opponent LIMIT 1",
        )?
        .query_row(params![g, name, u], |row| {
            Ok((from_sql(row.get(0)?), row.get(1)?))
        })
        .optional()?;
    let against_viewer = if viewer == user {
        None
    } else {
        let mut tally = Tally::default();
        let mut stmt = conn.prepare_cached(
            "SELECT result, COUNT(*) FROM match_players \
             WHERE guild_id = ?1 AND game = ?2 AND user_id = ?3 AND opponent = ?4 \
             GROUP BY result",
        )?;
        let rows = stmt.query_map(params![g, name, u, to_sql(viewer)], |row| {
            Ok((player_result(&row.get::<_, String>(0)?)?, row.get(1)?))
        })?;
        for row in rows {
            let (result, n) = row?;
            match result {
                PlayerResult::Win => tally.wins = n,
                PlayerResult::Loss => tally.losses = n,
                PlayerResult::Draw => tally.draws = n,
            }
        }
        Some(tally)
    };
    Ok(Some(PlayerStats {
        game,
        rank: board_rank(conn, guild, game, &standing)?,
        players: board_players(conn, guild, game)?,
        min_games: min_games_of(conn, guild)?,
        standing,
        top_opponent,
        against_viewer,
    }))
}

/// The games a user has a rating in on this server, in `GameKind::ALL` order.
pub fn player_games(
    conn: &Connection,
    guild: u64,
    user: UserId,
) -> rusqlite::Result<Vec<GameKind>> {
    let mut found = Vec::new();
    for game in GameKind::ALL {
        if standing_get(conn, guild, game, user)?.is_some() {
            found.push(game);
        }
    }
    Ok(found)
}

/// A user's last `limit` rated matches on this server, newest first; one game or all.
pub fn history(
    conn: &Connection,
    guild: u64,
    game: Option<GameKind>,
    user: UserId,
    limit: u32,
) -> rusqlite::Result<Vec<HistoryEntry>> {
    // Two statements rather than `game = ?2 OR ?2 IS NULL`, so that each uses its index.
    let filter = if game.is_some() {
        "AND p.game = ?4"
    } else {
        ""
    };
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT p.match_id, p.game, p.opponent, p.result, r.reason, p.score, p.opponent_score, \
         p.rating_before, p.rating_after, p.finished_at \
         FROM match_players p JOIN match_results r ON r.match_id = p.match_id \
         WHERE p.guild_id = ?1 AND p.user_id = ?2 {filter} \
         ORDER BY p.finished_at DESC, p.match_id DESC LIMIT ?3"
    ))?;
    let map = |row: &Row<'_>| {
        Ok(HistoryEntry {
            match_id: row.get(0)?,
            game: game_parse(&row.get::<_, String>(1)?)?,
            opponent: from_sql(row.get(2)?),
            result: player_result(&row.get::<_, String>(3)?)?,
            reason: reason_parse(&row.get::<_, String>(4)?)?,
            score: row.get(5)?,
            opponent_score: row.get(6)?,
            rating_before: row.get(7)?,
            rating_after: row.get(8)?,
            finished_at: row.get(9)?,
        })
    };
    let rows = match game {
        Some(game) => stmt.query_map(
            params![to_sql(guild), to_sql(user), limit, game.name()],
            map,
        )?,
        None => stmt.query_map(params![to_sql(guild), to_sql(user), limit], map)?,
    };
    rows.collect()
}

/// Remembers the name a user was last seen with. Writes only when it changed, so calling
/// it on every interaction costs a read.
pub fn user_seen(conn: &Connection, user: UserId, name: &str, now: i64) -> rusqlite::Result<()> {
    let known: Option<String> = conn
        .prepare_cached("SELECT name FROM users WHERE id = ?1")?
        .query_row([to_sql(user)], |row| row.get(0))
        .optional()?;
    if known.as_deref() != Some(name) {
        conn.prepare_cached(
            "INSERT INTO users (id, name, seen_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at",
        )?
        .execute(params![to_sql(user), name, now])?;
    }
    Ok(())
}

/// The names last seen for these users (users never seen are left out).
pub fn user_names(
    conn: &Connection,
    users: impl IntoIterator<Item = UserId>,
) -> rusqlite::Result<HashMap<UserId, String>> {
    let mut stmt = conn.prepare_cached("SELECT name FROM users WHERE id = ?1")?;
    let mut names = HashMap::new();
    for user in users {
        if let Some(name) = stmt
            .query_row([to_sql(user)], |row| row.get(0))
            .optional()?
        {
            names.insert(user, name);
        }
    }
    Ok(names)
}

#[cfg(test)]
mod tests;
