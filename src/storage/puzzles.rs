//! SQL for the daily puzzles: the puzzles made ahead and their ratings, the answers (one
//! per user per puzzle: the primary key refuses a second), each user's puzzle rating and
//! streak, a server's board, and the daily post's once-per-(server, date) row.

use super::{from_sql, game_from, json_from, to_sql};
use crate::model::UserId;
use crate::puzzles::hosted::{Attempt, PuzzleStanding, SolveCount, Streak};
use crate::puzzles::Puzzle;
use crate::rules::GameKind;
use jiff::civil::Date;
use rusqlite::{params, Connection, OptionalExtension};
use skillratings::glicko2::Glicko2Rating;
use std::collections::BTreeSet;

fn date_from(text: String) -> rusqlite::Result<Date> {
    text.parse().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
    })
}

/// A stored puzzle's rating and answers (everywhere).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRated {
    pub rating: Glicko2Rating,
    pub solved: u32,
    pub tried: u32,
}

/// Stores a puzzle made for its game and date with its starting `rating`, unless one is
/// stored already; `true` when it was new.
pub fn puzzle_insert(
    conn: &Connection,
    puzzle: &Puzzle,
    rating: Glicko2Rating,
    now: i64,
) -> anyhow::Result<bool> {
    let json = serde_json::to_string(puzzle)?;
    let changed = conn
        .prepare_cached(
            "INSERT OR IGNORE INTO puzzles \
             (game, date, puzzle, rating, deviation, volatility, made_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?
        .execute(params![
            puzzle.game.name(),
            puzzle.date.to_string(),
            json,
            rating.rating,
            rating.deviation,
            rating.volatility,
            now
        ])?;
    Ok(changed == 1)
}

/// The puzzle of `game` on `date`, if it was made.
pub fn puzzle_get(
    conn: &Connection,
    game: GameKind,
    date: Date,
) -> rusqlite::Result<Option<Puzzle>> {
    let json: Option<String> = conn
        .prepare_cached("SELECT puzzle FROM puzzles WHERE game = ?1 AND date = ?2")?
        .query_row(params![game.name(), date.to_string()], |r| r.get(0))
        .optional()?;
    json.map(|j| json_from(&j)).transpose()
}

/// Which of `wanted` are not stored yet.
pub fn puzzles_missing(
    conn: &Connection,
    wanted: &[(GameKind, Date)],
) -> rusqlite::Result<Vec<(GameKind, Date)>> {
    let mut stmt = conn.prepare_cached("SELECT 1 FROM puzzles WHERE game = ?1 AND date = ?2")?;
    let mut missing = Vec::new();
    for &(game, date) in wanted {
        if !stmt.exists(params![game.name(), date.to_string()])? {
            missing.push((game, date));
        }
    }
    Ok(missing)
}

/// A stored puzzle's rating now and its answers.
pub fn puzzle_rated(
    conn: &Connection,
    game: GameKind,
    date: Date,
) -> rusqlite::Result<Option<PuzzleRated>> {
    conn.prepare_cached(
        "SELECT rating, deviation, volatility, solved, tried FROM puzzles \
         WHERE game = ?1 AND date = ?2",
    )?
    .query_row(params![game.name(), date.to_string()], |r| {
        Ok(PuzzleRated {
            rating: Glicko2Rating {
                rating: r.get(0)?,
                deviation: r.get(1)?,
                volatility: r.get(2)?,
            },
            solved: r.get(3)?,
            tried: r.get(4)?,
        })
    })
    .optional()
}

/// Records one more answer to a puzzle, with its rating after it.
pub fn puzzle_answered(
    conn: &Connection,
    game: GameKind,
    date: Date,
    rating: Glicko2Rating,
    right: bool,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE puzzles SET rating = ?3, deviation = ?4, volatility = ?5, \
         solved = solved + ?6, tried = tried + 1 WHERE game = ?1 AND date = ?2",
    )?
    .execute(params![
        game.name(),
        date.to_string(),
        rating.rating,
        rating.deviation,
        rating.volatility,
        i64::from(right)
    ])?;
    Ok(())
}

/// `user`'s answer to the puzzle of `game` on `date`, in whichever server.
pub fn attempt_get(
    conn: &Connection,
    user: UserId,
    game: GameKind,
    date: Date,
) -> rusqlite::Result<Option<Attempt>> {
    conn.prepare_cached(
        "SELECT guild_id, line, right, answered_at FROM puzzle_attempts \
         WHERE user_id = ?1 AND game = ?2 AND date = ?3",
    )?
    .query_row(params![to_sql(user), game.name(), date.to_string()], |r| {
        Ok(Attempt {
            user,
            game,
            date,
            server: from_sql(r.get(0)?),
            line: r.get::<_, i64>(1)? as usize,
            right: r.get(2)?,
            at: r.get(3)?,
        })
    })
    .optional()
}

/// Stores an answer with the player's rating before and after it. A second answer to the
/// same puzzle fails (the primary key).
pub fn attempt_insert(
    conn: &Connection,
    attempt: &Attempt,
    rating_before: f64,
    rating_after: f64,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO puzzle_attempts (user_id, game, date, guild_id, line, right, \
         rating_before, rating_after, answered_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        to_sql(attempt.user),
        attempt.game.name(),
        attempt.date.to_string(),
        to_sql(attempt.server),
        attempt.line as i64,
        attempt.right,
        rating_before,
        rating_after,
        attempt.at
    ])?;
    Ok(())
}

/// The dates on which `user` solved at least one puzzle.
pub fn solved_dates(conn: &Connection, user: UserId) -> rusqlite::Result<BTreeSet<Date>> {
    let mut stmt = conn.prepare_cached(
        "SELECT DISTINCT date FROM puzzle_attempts WHERE user_id = ?1 AND right = 1",
    )?;
    let rows = stmt.query_map(params![to_sql(user)], |r| date_from(r.get(0)?))?;
    rows.collect()
}

/// A user's puzzle record as stored: their streak as of their last solve (not judged on
/// any day yet: see [`Streak::on`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerRow {
    pub rating: Glicko2Rating,
    pub solved: u32,
    pub tried: u32,
    pub streak: Streak,
}

impl PlayerRow {
    pub fn standing(&self, user: UserId, today: Date) -> PuzzleStanding {
        PuzzleStanding {
            user,
            rating: self.rating.rating,
            rd: self.rating.deviation,
            solved: self.solved,
            tried: self.tried,
            streak: self.streak.on(today),
        }
    }
}

const PLAYER_COLUMNS: &str =
    "rating, deviation, volatility, solved, tried, streak, best_streak, last_solved";

fn player_row(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<PlayerRow> {
    Ok(PlayerRow {
        rating: Glicko2Rating {
            rating: r.get(at)?,
            deviation: r.get(at + 1)?,
            volatility: r.get(at + 2)?,
        },
        solved: r.get(at + 3)?,
        tried: r.get(at + 4)?,
        streak: Streak {
            current: r.get(at + 5)?,
            best: r.get(at + 6)?,
            last: r
                .get::<_, Option<String>>(at + 7)?
                .map(date_from)
                .transpose()?,
        },
    })
}

/// `user`'s puzzle record; `None` before their first answer.
pub fn player_get(conn: &Connection, user: UserId) -> rusqlite::Result<Option<PlayerRow>> {
    conn.prepare_cached(&format!(
        "SELECT {PLAYER_COLUMNS} FROM puzzle_players WHERE user_id = ?1"
    ))?
    .query_row(params![to_sql(user)], |r| player_row(r, 0))
    .optional()
}

pub fn player_put(conn: &Connection, user: UserId, row: &PlayerRow) -> rusqlite::Result<()> {
    conn.prepare_cached(&format!(
        "INSERT OR REPLACE INTO puzzle_players (user_id, {PLAYER_COLUMNS}) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"
    ))?
    .execute(params![
        to_sql(user),
        row.rating.rating,
        row.rating.deviation,
        row.rating.volatility,
        row.solved,
        row.tried,
        row.streak.current,
        row.streak.best,
        row.streak.last.map(|d| d.to_string())
    ])?;
    Ok(())
}

/// How many users answered a puzzle in `guild`.
pub fn board_count(conn: &Connection, guild: u64) -> rusqlite::Result<u32> {
    conn.prepare_cached("SELECT COUNT(DISTINCT user_id) FROM puzzle_attempts WHERE guild_id = ?1")?
        .query_row(params![to_sql(guild)], |r| r.get(0))
}

/// `limit` of the users who answered in `guild` from `offset`, best rating first (ties:
/// the lower user id, so pages never overlap).
pub fn board_rows(
    conn: &Connection,
    guild: u64,
    (offset, limit): (u32, u32),
) -> rusqlite::Result<Vec<(UserId, PlayerRow)>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT user_id, {PLAYER_COLUMNS} FROM puzzle_players WHERE user_id IN \
         (SELECT user_id FROM puzzle_attempts WHERE guild_id = ?1) \
         ORDER BY rating DESC, user_id LIMIT ?2 OFFSET ?3"
    ))?;
    let rows = stmt.query_map(params![to_sql(guild), limit, offset], |r| {
        Ok((from_sql(r.get(0)?), player_row(r, 1)?))
    })?;
    rows.collect()
}

/// The answers given in `guild` to the puzzles of `date`, per game that had any (in
/// [`crate::puzzles::GAMES`]' order).
pub fn day_counts(conn: &Connection, guild: u64, date: Date) -> rusqlite::Result<Vec<SolveCount>> {
    let mut stmt = conn.prepare_cached(
        "SELECT game, SUM(right), COUNT(*) FROM puzzle_attempts \
         WHERE guild_id = ?1 AND date = ?2 GROUP BY game",
    )?;
    let rows = stmt.query_map(params![to_sql(guild), date.to_string()], |r| {
        Ok(SolveCount {
            game: game_from(r.get(0)?)?,
            right: r.get(1)?,
            tried: r.get(2)?,
        })
    })?;
    let mut counts = rows.collect::<rusqlite::Result<Vec<_>>>()?;
    counts.sort_by_key(|c| crate::puzzles::GAMES.iter().position(|&g| g == c.game));
    Ok(counts)
}

/// The servers with a puzzle channel set, and the channel.
pub fn puzzle_channels(conn: &Connection) -> rusqlite::Result<Vec<(u64, u64)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT guild_id, value FROM guild_settings WHERE key = 'puzzle_channel'",
    )?;
    let rows = stmt.query_map([], |r| {
        let value: String = r.get(1)?;
        Ok((from_sql(r.get(0)?), json_from::<u64>(&value)?))
    })?;
    rows.collect()
}

/// Whether `guild`'s daily post of `date` was owed already.
pub fn puzzle_post_made(conn: &Connection, guild: u64, date: Date) -> rusqlite::Result<bool> {
    conn.prepare_cached("SELECT 1 FROM puzzle_posts WHERE guild_id = ?1 AND date = ?2")?
        .exists(params![to_sql(guild), date.to_string()])
}

/// Records `guild`'s daily post of `date` as owed (outbox post `outbox_id`).
pub fn puzzle_post_insert(
    conn: &Connection,
    guild: u64,
    date: Date,
    (channel, outbox_id): (u64, i64),
    now: i64,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO puzzle_posts (guild_id, date, channel_id, outbox_id, posted_at) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        to_sql(guild),
        date.to_string(),
        to_sql(channel),
        outbox_id,
        now
    ])?;
    Ok(())
}
