//! SQL for a player's standing in one game on one board of one server (`ratings`, keyed
//! by season, 0 being all time): read, and written with the board's bands kept in step.

use super::{from_sql, to_sql};
use crate::model::ratings::{rating_band, Standing};
use crate::model::seasons::Scope;
use crate::model::UserId;
use crate::rules::GameKind;
use rusqlite::{params, Connection, OptionalExtension, Row};
use skillratings::glicko2::Glicko2Rating;

pub(crate) const STANDING_COLUMNS: &str =
    "user_id, rating, deviation, volatility, games, wins, losses, draws, streak, best_streak";

pub(crate) fn standing_from(row: &Row<'_>) -> rusqlite::Result<Standing> {
    Ok(Standing {
        user: from_sql(row.get(0)?),
        rating: Glicko2Rating {
            rating: row.get(1)?,
            deviation: row.get(2)?,
            volatility: row.get(3)?,
        },
        games: row.get(4)?,
        wins: row.get(5)?,
        losses: row.get(6)?,
        draws: row.get(7)?,
        streak: row.get(8)?,
        best_streak: row.get(9)?,
    })
}

pub fn standing_get(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
    user: UserId,
) -> rusqlite::Result<Option<Standing>> {
    conn.prepare_cached(&format!(
        "SELECT {STANDING_COLUMNS} FROM ratings \
         WHERE guild_id = ?1 AND season = ?2 AND game = ?3 AND user_id = ?4"
    ))?
    .query_row(
        params![to_sql(guild), scope.number(), game.name(), to_sql(user)],
        standing_from,
    )
    .optional()
}

/// Writes a standing and keeps `board_buckets` in step: `old` (the stored standing, if
/// any) leaves its band, `new` joins its own once it has `min_games` games. Public for
/// bulk loads (the leaderboard benchmark); the bot writes standings via
/// [`super::records::record_insert`].
#[allow(clippy::too_many_arguments)] // the row's key, its old and new values, and when
pub fn standing_put(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
    old: Option<&Standing>,
    new: &Standing,
    min_games: u32,
    now: i64,
) -> rusqlite::Result<()> {
    let (g, season, name) = (to_sql(guild), scope.number(), game.name());
    if let Some(old) = old.filter(|s| s.games >= min_games) {
        let band = rating_band(old.rating.rating);
        // Delete a band's last player first: after the decrement a band of 2 would look
        // like one of 1.
        conn.prepare_cached(
            "DELETE FROM board_buckets \
             WHERE guild_id = ?1 AND season = ?2 AND game = ?3 AND bucket = ?4 AND players = 1",
        )?
        .execute(params![g, season, name, band])?;
        conn.prepare_cached(
            "UPDATE board_buckets SET players = players - 1 \
             WHERE guild_id = ?1 AND season = ?2 AND game = ?3 AND bucket = ?4 AND players > 1",
        )?
        .execute(params![g, season, name, band])?;
    }
    if new.games >= min_games {
        conn.prepare_cached(
            "INSERT INTO board_buckets (guild_id, season, game, bucket, players) \
             VALUES (?1, ?2, ?3, ?4, 1) \
             ON CONFLICT (guild_id, season, game, bucket) DO UPDATE SET players = players + 1",
        )?
        .execute(params![g, season, name, rating_band(new.rating.rating)])?;
    }
    conn.prepare_cached(
        "INSERT OR REPLACE INTO ratings (guild_id, season, game, user_id, rating, deviation, \
         volatility, bucket, games, wins, losses, draws, streak, best_streak, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
    )?
    .execute(params![
        g,
        season,
        name,
        to_sql(new.user),
        new.rating.rating,
        new.rating.deviation,
        new.rating.volatility,
        rating_band(new.rating.rating),
        new.games,
        new.wins,
        new.losses,
        new.draws,
        new.streak,
        new.best_streak,
        now,
    ])?;
    Ok(())
}
