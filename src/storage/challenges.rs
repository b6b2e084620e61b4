//! SQL for challenges.

use super::{from_sql, game_from, json_from, to_sql};
use crate::model::{Challenge, ChallengeStatus, Place};
use rusqlite::{params, Connection, OptionalExtension, Row};

const CHALLENGE_COLUMNS: &str =
    "id, guild_id, channel_id, message_id, challenger, opponent, game, \
     options, status, match_id, created_at, expires_at";

fn challenge_from(row: &Row<'_>) -> rusqlite::Result<Challenge> {
    let status: String = row.get(8)?;
    Ok(Challenge {
        id: row.get(0)?,
        place: Place {
            guild: from_sql(row.get(1)?),
            channel: from_sql(row.get(2)?),
        },
        message_id: row.get::<_, Option<i64>>(3)?.map(from_sql),
        challenger: from_sql(row.get(4)?),
        // 0: an open challenge, which anyone may accept.
        opponent: Some(from_sql(row.get(5)?)).filter(|&id| id != OPEN),
        game: game_from(row.get(6)?)?,
        settings: json_from(&row.get::<_, String>(7)?)?,
        status: ChallengeStatus::parse(&status).unwrap_or(ChallengeStatus::Expired),
        match_id: row.get(9)?,
        created_at: row.get(10)?,
        expires_at: row.get(11)?,
    })
}

pub fn challenge_insert(conn: &Connection, c: &Challenge) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO challenges (guild_id, channel_id, challenger, opponent, game, options, \
         status, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            to_sql(c.place.guild),
            to_sql(c.place.channel),
            to_sql(c.challenger),
            to_sql(c.opponent.unwrap_or(OPEN)),
            c.game.name(),
            serde_json::to_string(&c.settings).expect("settings serialize"),
            c.status.as_str(),
            c.created_at,
            c.expires_at,
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn challenge_get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Challenge>> {
    conn.query_row(
        &format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?1"),
        [id],
        challenge_from,
    )
    .optional()
}

/// The challenge that match `id` was accepted from, if it was.
pub fn challenge_of_match(conn: &Connection, id: i64) -> rusqlite::Result<Option<Challenge>> {
    conn.query_row(
        &format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE match_id = ?1"),
        [id],
        challenge_from,
    )
    .optional()
}

pub fn challenge_pending_all(conn: &Connection) -> rusqlite::Result<Vec<Challenge>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'pending' ORDER BY id"
    ))?;
    let rows = stmt.query_map([], challenge_from)?;
    rows.collect()
}

/// The stored opponent of an open challenge: no user has id 0.
const OPEN: u64 = 0;

/// Whether `challenger` has an open challenge pending.
pub fn challenge_open_pending(conn: &Connection, challenger: u64) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM challenges WHERE status = 'pending' AND \
         challenger = ?1 AND opponent = ?2)",
        params![to_sql(challenger), to_sql(OPEN)],
        |row| row.get(0),
    )
}

/// Whether the two users have a pending challenge, in either direction.
pub fn challenge_pending_between(conn: &Connection, a: u64, b: u64) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM challenges WHERE status = 'pending' AND \
         ((challenger = ?1 AND opponent = ?2) OR (challenger = ?2 AND opponent = ?1)))",
        params![to_sql(a), to_sql(b)],
        |row| row.get(0),
    )
}

/// Marks every pending challenge whose time is up as expired.
pub fn challenge_expire_due(conn: &Connection, now: i64) -> rusqlite::Result<usize> {
    conn.execute(
        "UPDATE challenges SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?1",
        [now],
    )
}

/// Sets a challenge's status and match, and the opponent who took an open challenge.
pub fn challenge_set_status(conn: &Connection, c: &Challenge) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE challenges SET status = ?2, match_id = ?3, opponent = ?4 WHERE id = ?1",
        params![
            c.id,
            c.status.as_str(),
            c.match_id,
            to_sql(c.opponent.unwrap_or(OPEN))
        ],
    )?;
    Ok(())
}

pub fn challenge_set_message(conn: &Connection, id: i64, message_id: u64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE challenges SET message_id = ?2 WHERE id = ?1",
        params![id, to_sql(message_id)],
    )?;
    Ok(())
}

/// Records challenge `id`'s post as `message_id` unless its post is known already.
pub fn challenge_note_message(conn: &Connection, id: i64, message_id: u64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE challenges SET message_id = ?2 WHERE id = ?1 AND message_id IS NULL",
        params![id, to_sql(message_id)],
    )?;
    Ok(())
}

/// The challenge message that match `id` was accepted from, if it was and its message is
/// known: the match's thread is opened from it.
pub fn challenge_message_of_match(conn: &Connection, id: i64) -> rusqlite::Result<Option<u64>> {
    Ok(conn
        .query_row(
            "SELECT message_id FROM challenges WHERE match_id = ?1",
            [id],
            |row| row.get::<_, Option<i64>>(0),
        )
        .optional()?
        .flatten()
        .map(from_sql))
}
