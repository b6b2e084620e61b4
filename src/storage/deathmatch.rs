//! SQL for Death Matches: the hosts' audited actions, events, and the host's list.

use super::matches::{log_restore, match_from, MATCH_COLUMNS};
use super::{from_sql, to_sql};
use crate::model::deathmatch::AuditRow;
use crate::model::{HostAction, MatchSnapshot};
use rusqlite::{params, Connection};

/// The id of a Death Match's event, created on first use.
pub(crate) fn event_id(conn: &Connection, m: &MatchSnapshot) -> rusqlite::Result<Option<i64>> {
    let Some(name) = m.dm.as_ref().and_then(|dm| dm.event.as_deref()) else {
        return Ok(None);
    };
    conn.execute(
        "INSERT INTO events (guild_id, name, created_at) VALUES (?1, ?2, ?3) \
         ON CONFLICT (guild_id, name) DO NOTHING",
        params![to_sql(m.place.guild), name, m.created_at],
    )?;
    conn.query_row(
        "SELECT id FROM events WHERE guild_id = ?1 AND name = ?2",
        params![to_sql(m.place.guild), name],
        |row| row.get(0),
    )
    .map(Some)
}

/// A host action's audit row.
pub fn host_action_insert(
    conn: &Connection,
    match_id: i64,
    action: &super::deathmatch::HostAction,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO host_actions (match_id, host, action, detail, reason, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            match_id,
            to_sql(action.host),
            action.action,
            action.detail.to_string(),
            action.reason,
            now
        ],
    )?;
    Ok(())
}

/// The audit rows of a match, in order.
pub fn host_actions(conn: &Connection, match_id: i64) -> rusqlite::Result<Vec<AuditRow>> {
    let mut stmt = conn.prepare(
        "SELECT host, action, detail, reason, created_at FROM host_actions \
         WHERE match_id = ?1 ORDER BY id",
    )?;
    let rows = stmt.query_map([match_id], |row| {
        Ok(AuditRow {
            host: from_sql(row.get(0)?),
            action: row.get(1)?,
            detail: row.get(2)?,
            reason: row.get(3)?,
            at: row.get(4)?,
        })
    })?;
    rows.collect()
}

/// A server's Death Matches (or one event's), newest first; at most `LIMIT`.
pub fn deathmatch_list(
    conn: &Connection,
    guild: u64,
    event: Option<&str>,
) -> rusqlite::Result<Vec<MatchSnapshot>> {
    const LIMIT: i64 = 50;
    let columns = MATCH_COLUMNS
        .split(", ")
        .map(|c| format!("m.{c}"))
        .collect::<Vec<_>>()
        .join(", ");
    let mut stmt = conn.prepare(&format!(
        "SELECT {columns} FROM matches m LEFT JOIN events e ON e.id = m.event_id \
         WHERE m.guild_id = ?1 AND m.deathmatch IS NOT NULL AND (?2 IS NULL OR e.name = ?2) \
         ORDER BY m.id DESC LIMIT ?3"
    ))?;
    let rows = stmt.query_map(params![to_sql(guild), event, LIMIT], |row| {
        let mut m = match_from(row)?;
        log_restore(conn, &mut m)?;
        Ok(m)
    })?;
    rows.collect()
}
