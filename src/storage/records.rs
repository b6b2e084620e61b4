//! SQL for results, ratings, /stats, /history, a player page's rating charts and
//! head-to-head, and users' names (the boards are
//! `boards.rs`'s). [`match_record`] runs in the transaction that saves a match's last
//! step, so a result and both players' ratings, all-time and in the season open then,
//! commit together or not at all.

use super::boards::{board_players, board_rank};
use super::seasons::season_current;
use super::settings::min_games_of;
use super::standings::{standing_get, standing_put};
use super::{from_sql, to_sql};
use crate::model::ratings::*;
use crate::model::seasons::{soft_reset, Scope};
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
/// Returns the rating changes when the match was rated.
pub fn match_record(
    conn: &Connection,
    m: &MatchSnapshot,
    now: i64,
) -> anyhow::Result<Option<MatchRatings>> {
    // A match against the bot, or of an unrated tournament, is kept with its log and its
    // result (the `matches` row, and the tournament's own pairing) but rated on no board:
    // `match_results` holds what counts for ratings (a result with moves is a rated one).
    if m.bot.is_some() || m.tournament.as_ref().is_some_and(|t| !t.rated) {
        return Ok(None);
    }
    match MatchRecord::of(m, now)? {
        Some(record) => Ok(record_insert(conn, &record)?),
        None => Ok(None),
    }
}

/// Inserts a result and applies it to the ratings: on the all-time board, and on the board
/// of the season open on the server now, if any (looked up here, in the save's own
/// transaction, so the match counts in the season open when it is committed). The primary
/// key of `match_results` refuses a second record of the same match before any rating is
/// touched.
pub fn record_insert(conn: &Connection, r: &MatchRecord) -> anyhow::Result<Option<MatchRatings>> {
    result_insert(conn, r)?;
    if !r.rated() {
        return Ok(None);
    }
    let min_games = min_games_of(conn, r.guild)?;
    let all_time_old = standings_of(conn, r, Scope::AllTime)?;
    let season = rate_on_season(conn, r, all_time_old.as_ref(), min_games)?;
    let all_time = rate_on(
        conn,
        r,
        Scope::AllTime,
        all_time_old,
        BySeat::new(rating_new(), rating_new()),
        min_games,
    )?;
    Ok(Some(MatchRatings { all_time, season }))
}

/// The `match_results` row of a result; its primary key refuses a second of one match.
fn result_insert(conn: &Connection, r: &MatchRecord) -> anyhow::Result<()> {
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
    Ok(())
}

/// Both players' standings on one board before the result.
fn standings_of(
    conn: &Connection,
    r: &MatchRecord,
    scope: Scope,
) -> rusqlite::Result<BySeat<Option<Standing>>> {
    Ok(BySeat::new(
        standing_get(conn, r.guild, scope, r.game, r.players.a)?,
        standing_get(conn, r.guild, scope, r.game, r.players.b)?,
    ))
}

/// Applies a rated result to the board of the season open on the server now, if any.
fn rate_on_season(
    conn: &Connection,
    r: &MatchRecord,
    all_time_old: BySeat<&Option<Standing>>,
    min_games: u32,
) -> anyhow::Result<Option<SeasonRatings>> {
    let Some(season) = season_current(conn, r.guild)? else {
        return Ok(None);
    };
    // A player's first game of a season starts them afresh, or, in a soft-reset
    // season, from their all-time rating as the season began: the one before this
    // game, since every rated game since the start counted in the season too.
    let old = standings_of(conn, r, season.scope())?;
    let start = all_time_old.map(|_, all_time| match (season.soft_reset, all_time) {
        (true, Some(s)) => soft_reset(s.rating),
        _ => rating_new(),
    });
    let changes = rate_on(conn, r, season.scope(), old, start, min_games)?;
    Ok(Some(SeasonRatings {
        number: season.number,
        name: season.name,
        changes,
    }))
}

/// Applies a rated result to one board: both standings (a player new to the board starting
/// from `start`) and the per-player rows of the match on it.
fn rate_on(
    conn: &Connection,
    r: &MatchRecord,
    scope: Scope,
    old: BySeat<Option<Standing>>,
    start: BySeat<Glicko2Rating>,
    min_games: u32,
) -> anyhow::Result<BySeat<RatingChange>> {
    let winner = r.outcome.winner();
    let before = old
        .as_ref()
        .zip(start)
        .map(|_, (s, start)| s.as_ref().map_or(start, |s| s.rating));
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
            scope,
            r.game,
            old[seat].as_ref(),
            &next,
            min_games,
            r.finished_at,
        )?;
        conn.prepare_cached(
            "INSERT INTO match_players (match_id, season, seat, user_id, guild_id, game, \
             opponent, result, score, opponent_score, rating_before, deviation_before, \
             rating_after, deviation_after, finished_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
        )?
        .execute(params![
            r.id,
            scope.number(),
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
    Ok(before
        .zip(after)
        .map(|_, (before, after)| RatingChange { before, after }))
}

/// The rating changes a recorded match made, on every board it counted on; `None` if it
/// was not rated (or not recorded).
pub fn rating_changes(
    conn: &Connection,
    match_id: MatchId,
) -> rusqlite::Result<Option<MatchRatings>> {
    let mut all_time = None;
    let mut season = None;
    for (number, name, a, b) in change_boards(conn, match_id)? {
        let Some(changes) = a.zip(b).map(|(a, b)| BySeat::new(a, b)) else {
            continue;
        };
        match number {
            0 => all_time = Some(changes),
            number => {
                season = Some(SeasonRatings {
                    number,
                    name: name.unwrap_or_else(|| format!("season {number}")),
                    changes,
                })
            }
        }
    }
    Ok(all_time.map(|all_time| MatchRatings { all_time, season }))
}

/// One board's changes of a match: (season number, its name, seat A's change, seat B's).
type ChangeBoard = (
    u32,
    Option<String>,
    Option<RatingChange>,
    Option<RatingChange>,
);

/// A match's `match_players` rows gathered per board, in the order first read.
fn change_boards(conn: &Connection, match_id: MatchId) -> rusqlite::Result<Vec<ChangeBoard>> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.season, s.name, p.seat, p.rating_before, p.deviation_before, \
         p.rating_after, p.deviation_after \
         FROM match_players p \
         LEFT JOIN seasons s ON s.guild_id = p.guild_id AND s.number = p.season \
         WHERE p.match_id = ?1",
    )?;
    let rows = stmt.query_map([match_id], |row| {
        // Volatility is not kept per match; only rating and deviation are shown.
        let rating = |r: usize, d: usize| -> rusqlite::Result<Glicko2Rating> {
            Ok(Glicko2Rating {
                rating: row.get(r)?,
                deviation: row.get(d)?,
                ..rating_new()
            })
        };
        Ok((
            row.get::<_, u32>(0)?,
            row.get::<_, Option<String>>(1)?,
            row.get::<_, String>(2)?,
            RatingChange {
                before: rating(3, 4)?,
                after: rating(5, 6)?,
            },
        ))
    })?;
    let mut boards: Vec<ChangeBoard> = Vec::new();
    for row in rows {
        let (season, name, seat, change) = row?;
        let i = match boards.iter().position(|b| b.0 == season) {
            Some(i) => i,
            None => {
                boards.push((season, name, None, None));
                boards.len() - 1
            }
        };
        match seat.as_str() {
            "A" => boards[i].2 = Some(change),
            _ => boards[i].3 = Some(change),
        }
    }
    Ok(boards)
}

/// A player's stats in one game on one board, `None` if they have no rated game on it.
pub fn player_stats(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
    user: UserId,
    viewer: UserId,
) -> rusqlite::Result<Option<PlayerStats>> {
    let Some(standing) = standing_get(conn, guild, scope, game, user)? else {
        return Ok(None);
    };
    let (g, season, name, u) = (to_sql(guild), scope.number(), game.name(), to_sql(user));
    let top_opponent = conn
        .prepare_cached(
            "SELECT opponent, COUNT(*) AS n FROM match_players \
             WHERE guild_id = ?1 AND season = ?2 AND game = ?3 AND user_id = ?4 \
             GROUP BY opponent ORDER BY n DESC, opponent LIMIT 1",
        )?
        .query_row(params![g, season, name, u], |row| {
            Ok((from_sql(row.get(0)?), row.get(1)?))
        })
        .optional()?;
    let against_viewer = if viewer == user {
        None
    } else {
        let mut tally = Tally::default();
        let mut stmt = conn.prepare_cached(
            "SELECT result, COUNT(*) FROM match_players \
             WHERE guild_id = ?1 AND season = ?2 AND game = ?3 AND user_id = ?4 \
             AND opponent = ?5 GROUP BY result",
        )?;
        let rows = stmt.query_map(params![g, season, name, u, to_sql(viewer)], |row| {
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
        rank: board_rank(conn, guild, scope, game, &standing)?,
        players: board_players(conn, guild, scope, game)?,
        min_games: min_games_of(conn, guild)?,
        standing,
        top_opponent,
        against_viewer,
    }))
}

/// The games a user has a rating in on one board of this server, in `GameKind::ALL` order.
pub fn player_games(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    user: UserId,
) -> rusqlite::Result<Vec<GameKind>> {
    let mut found = Vec::new();
    for game in GameKind::ALL {
        if standing_get(conn, guild, scope, game, user)?.is_some() {
            found.push(game);
        }
    }
    Ok(found)
}

/// A user's last `limit` rated matches on one board of this server, newest first, with
/// that board's rating changes; one game or all.
pub fn history(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: Option<GameKind>,
    user: UserId,
    (offset, limit): (u32, u32),
) -> rusqlite::Result<Vec<HistoryEntry>> {
    // Two statements rather than `game = ?6 OR ?6 IS NULL`, so that each uses its index.
    let filter = if game.is_some() {
        "AND p.game = ?6"
    } else {
        ""
    };
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT p.match_id, p.game, p.opponent, p.result, r.reason, p.score, p.opponent_score, \
         p.rating_before, p.rating_after, p.finished_at \
         FROM match_players p JOIN match_results r ON r.match_id = p.match_id \
         WHERE p.guild_id = ?1 AND p.season = ?4 AND p.user_id = ?2 {filter} \
         ORDER BY p.finished_at DESC, p.match_id DESC LIMIT ?3 OFFSET ?5"
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
            params![
                to_sql(guild),
                to_sql(user),
                limit,
                scope.number(),
                offset,
                game.name()
            ],
            map,
        )?,
        None => stmt.query_map(
            params![to_sql(guild), to_sql(user), limit, scope.number(), offset],
            map,
        )?,
    };
    rows.collect()
}

/// How many rated matches a user played in this server, all time.
pub fn history_count(conn: &Connection, guild: u64, user: UserId) -> rusqlite::Result<u32> {
    conn.prepare_cached(
        "SELECT count(*) FROM match_players WHERE guild_id = ?1 AND season = 0 AND user_id = ?2",
    )?
    .query_row(params![to_sql(guild), to_sql(user)], |row| row.get(0))
}

/// A user's rating after each of their last `limit` rated matches of `game` in this
/// server, all time, oldest first.
pub fn rating_chart(
    conn: &Connection,
    guild: u64,
    game: GameKind,
    user: UserId,
    limit: u32,
) -> rusqlite::Result<Vec<ChartPoint>> {
    let mut stmt = conn.prepare_cached(
        "SELECT finished_at, rating_after, match_id FROM match_players \
         WHERE guild_id = ?1 AND season = 0 AND game = ?2 AND user_id = ?3 \
         ORDER BY finished_at DESC, match_id DESC LIMIT ?4",
    )?;
    let mut points = stmt
        .query_map(
            params![to_sql(guild), game.name(), to_sql(user), limit],
            |row| {
                Ok(ChartPoint {
                    at: row.get(0)?,
                    rating: row.get(1)?,
                    match_id: row.get(2)?,
                })
            },
        )?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    points.reverse();
    Ok(points)
}

/// A user's results against each opponent in these games in this server, all time, game
/// by game in the order given: one query a game, each on the per-game history index (one
/// query over every game would scan the server's whole board).
pub fn head_to_head(
    conn: &Connection,
    guild: u64,
    user: UserId,
    games: &[GameKind],
) -> rusqlite::Result<Vec<HeadToHead>> {
    let mut stmt = conn.prepare_cached(
        "SELECT opponent, sum(result = 'win'), sum(result = 'loss'), sum(result = 'draw') \
         FROM match_players WHERE guild_id = ?1 AND season = 0 AND game = ?2 AND user_id = ?3 \
         GROUP BY opponent",
    )?;
    let mut out = Vec::new();
    for &game in games {
        let rows = stmt.query_map(params![to_sql(guild), game.name(), to_sql(user)], |row| {
            Ok(HeadToHead {
                opponent: from_sql(row.get(0)?),
                game,
                wins: row.get(1)?,
                losses: row.get(2)?,
                draws: row.get(3)?,
            })
        })?;
        for row in rows {
            out.push(row?);
        }
    }
    Ok(out)
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
