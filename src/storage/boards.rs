//! SQL for the leaderboards (one per server, game and season, and one all-time): the
//! board's minimum of games, its bands (players counted per rating band, kept in step by
//! every standing's write) and its pages and ranks, which count through the bands instead
//! of the players above.

use super::settings::min_games_of;
use super::standings::standing_get;
use super::{from_sql, to_sql};
use crate::model::ratings::*;
use crate::model::seasons::Scope;
use crate::model::UserId;
use crate::rules::GameKind;
use anyhow::Context;
use rusqlite::{params, Connection};

/// The minimum of games `board_buckets` counts for.
/// The bot's default minimum of games (`[leaderboard] min_games`); a server may set its own
/// ([`super::settings::min_games_of`]).
pub fn board_min_games(conn: &Connection) -> rusqlite::Result<u32> {
    conn.prepare_cached("SELECT min_games FROM board_settings WHERE id = 1")?
        .query_row([], |row| row.get(0))
}

/// Sets the board's minimum of games (the configuration's `min_games`), recounting the
/// bands when it changed. Run at start-up, before the service takes changes.
pub fn board_configure(conn: &mut Connection, min_games: u32) -> rusqlite::Result<()> {
    let tx = conn.transaction()?;
    if board_min_games(&tx)? != min_games {
        tx.execute("UPDATE board_settings SET min_games = ?1", [min_games])?;
        board_recount(&tx)?;
    }
    tx.commit()
}

/// Each rating's server's minimum of games: its own, else the bot's default.
const GUILD_MIN_GAMES: &str = "COALESCE( \
    (SELECT CAST(value AS INTEGER) FROM guild_settings s \
     WHERE s.guild_id = r.guild_id AND s.key = 'min_games'), \
    (SELECT min_games FROM board_settings WHERE id = 1))";

/// Counts `board_buckets` afresh from `ratings`, each server by its own minimum of games.
pub fn board_recount(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM board_buckets", [])?;
    conn.execute(
        &format!(
            "INSERT INTO board_buckets (guild_id, season, game, bucket, players) \
             SELECT guild_id, season, game, bucket, COUNT(*) FROM ratings r \
             WHERE games >= {GUILD_MIN_GAMES} GROUP BY guild_id, season, game, bucket"
        ),
        [],
    )?;
    Ok(())
}

/// Counts server `guild`'s `board_buckets` afresh (its minimum of games changed).
pub fn board_recount_guild(conn: &Connection, guild: u64) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM board_buckets WHERE guild_id = ?1",
        [to_sql(guild)],
    )?;
    conn.execute(
        &format!(
            "INSERT INTO board_buckets (guild_id, season, game, bucket, players) \
             SELECT guild_id, season, game, bucket, COUNT(*) FROM ratings r \
             WHERE guild_id = ?1 AND games >= {GUILD_MIN_GAMES} \
             GROUP BY guild_id, season, game, bucket"
        ),
        [to_sql(guild)],
    )?;
    Ok(())
}

/// The bands of a board, best first, with their players.
pub(crate) fn board_bands(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
) -> rusqlite::Result<Vec<(i64, u32)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT bucket, players FROM board_buckets \
         WHERE guild_id = ?1 AND season = ?2 AND game = ?3 ORDER BY bucket DESC",
    )?;
    let rows = stmt.query_map(params![to_sql(guild), scope.number(), game.name()], |row| {
        Ok((row.get(0)?, row.get(1)?))
    })?;
    rows.collect()
}

/// Page `page` (1-based) of a leaderboard: by rating, then games played, then user id.
/// The band counts lead to the band the page starts in, so no page counts the players
/// above it one by one.
pub fn board_page(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
    page: u32,
) -> Result<BoardPage, BoardError> {
    let min_games = min_games_of(conn, guild).context("reading the board's minimum")?;
    let bands = board_bands(conn, guild, scope, game).context("reading the board's bands")?;
    let players: u32 = bands.iter().map(|(_, n)| n).sum();
    let pages = players.div_ceil(PAGE_SIZE).max(1);
    if page == 0 || page > pages {
        return Err(BoardError::NoSuchPage { game, page, pages });
    }
    let offset = (page - 1) * PAGE_SIZE;
    let rows = match page_start(&bands, offset) {
        None => Vec::new(),
        Some(start) => {
            let users = page_users(conn, guild, scope, game, min_games, start)
                .context("reading the page's players")?;
            page_rows(conn, guild, scope, game, users, offset)?
        }
    };
    Ok(BoardPage {
        game,
        page,
        pages,
        players,
        min_games,
        rows,
    })
}

/// Where a page starts: in band `band`, after `skip` of that band's players.
struct PageStart {
    band: i64,
    skip: u32,
}

/// The band (of `bands`, best first) that the player at `offset` is in, `None` past the
/// last band.
fn page_start(bands: &[(i64, u32)], offset: u32) -> Option<PageStart> {
    let mut above = 0;
    for &(band, n) in bands {
        if above + n > offset {
            return Some(PageStart {
                band,
                skip: offset - above,
            });
        }
        above += n;
    }
    None
}

/// A page's players, from the board index alone (the rows skipped by OFFSET then cost no
/// table lookups).
fn page_users(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
    min_games: u32,
    start: PageStart,
) -> rusqlite::Result<Vec<UserId>> {
    conn.prepare_cached(
        "SELECT user_id FROM ratings \
         WHERE guild_id = ?1 AND season = ?7 AND game = ?2 AND bucket <= ?3 AND games >= ?4 \
         ORDER BY bucket DESC, rating DESC, games DESC, user_id LIMIT ?5 OFFSET ?6",
    )?
    .query_map(
        params![
            to_sql(guild),
            game.name(),
            start.band,
            min_games,
            PAGE_SIZE,
            start.skip,
            scope.number()
        ],
        |row| Ok(from_sql(row.get(0)?)),
    )?
    .collect()
}

/// The standings of a page's players by primary key, ranked from `offset` on.
fn page_rows(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
    users: Vec<UserId>,
    offset: u32,
) -> Result<Vec<BoardRow>, BoardError> {
    let mut rows = Vec::with_capacity(users.len());
    for (i, user) in users.into_iter().enumerate() {
        let standing = standing_get(conn, guild, scope, game, user)
            .context("reading a standing")?
            .with_context(|| format!("player {user} left the board while it was read"))?;
        rows.push(BoardRow {
            rank: offset + i as u32 + 1,
            standing,
        });
    }
    Ok(rows)
}

/// A player's place on the board (1 is the best), `None` while they have fewer than the
/// board's minimum of games. Counts the bands above, then the players ahead in their own.
pub fn board_rank(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
    s: &Standing,
) -> rusqlite::Result<Option<u32>> {
    let min_games = min_games_of(conn, guild)?;
    if s.games < min_games {
        return Ok(None);
    }
    let band = rating_band(s.rating.rating);
    let (g, season, name) = (to_sql(guild), scope.number(), game.name());
    let above: u32 = conn
        .prepare_cached(
            "SELECT COALESCE(SUM(players), 0) FROM board_buckets \
             WHERE guild_id = ?1 AND season = ?2 AND game = ?3 AND bucket > ?4",
        )?
        .query_row(params![g, season, name, band], |row| row.get(0))?;
    let ahead: u32 = conn
        .prepare_cached(
            "SELECT COUNT(*) FROM ratings \
             WHERE guild_id = ?1 AND season = ?8 AND game = ?2 AND bucket = ?3 AND games >= ?4 \
             AND (rating > ?5 OR (rating = ?5 AND (games > ?6 OR (games = ?6 AND user_id < ?7))))",
        )?
        .query_row(
            params![
                g,
                name,
                band,
                min_games,
                s.rating.rating,
                s.games,
                to_sql(s.user),
                season
            ],
            |row| row.get(0),
        )?;
    Ok(Some(above + ahead + 1))
}

/// Players on the board.
pub fn board_players(
    conn: &Connection,
    guild: u64,
    scope: Scope,
    game: GameKind,
) -> rusqlite::Result<u32> {
    conn.prepare_cached(
        "SELECT COALESCE(SUM(players), 0) FROM board_buckets \
         WHERE guild_id = ?1 AND season = ?2 AND game = ?3",
    )?
    .query_row(params![to_sql(guild), scope.number(), game.name()], |row| {
        row.get(0)
    })
}
