//! SQL for Death Matches: the hosts' audited actions, events, and the host's list.

use super::{from_sql, to_sql};
use crate::model::deathmatch::AuditRow;
use crate::model::{HostAction, MatchSnapshot};
use rusqlite::{params, Connection};

/// The id of a Death Match's event, created on first use with the season open then (the
/// season the event runs in).
pub(crate) fn event_id(conn: &Connection, m: &MatchSnapshot) -> rusqlite::Result<Option<i64>> {
    let Some(name) = m.dm.as_ref().and_then(|dm| dm.event.as_deref()) else {
        return Ok(None);
    };
    let season = super::seasons::season_current(conn, m.place.guild)?.map(|s| s.number);
    conn.execute(
        "INSERT INTO events (guild_id, name, created_at, season) VALUES (?1, ?2, ?3, ?4) \
         ON CONFLICT (guild_id, name) DO NOTHING",
        params![to_sql(m.place.guild), name, m.created_at, season],
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
            action.did.name(),
            action.did.detail().to_string(),
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
