//! SQL for events planned ahead (`schedules`): one row per event, written whole after each
//! change with its next due time, and the audit of what hosts and players did to it.

use super::{from_sql, to_sql};
use crate::model::schedules::{Mirror, Plan, Schedule, ScheduleId, Stage, Status};
use crate::model::Place;
use rusqlite::{params, Connection, OptionalExtension, Row};

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("plain data serialises")
}

fn parse<T: serde::de::DeserializeOwned>(row: &Row, i: usize) -> rusqlite::Result<T> {
    let text: String = row.get(i)?;
    serde_json::from_str(&text).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(i, rusqlite::types::Type::Text, Box::new(e))
    })
}

fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Upcoming => "upcoming",
        Stage::CheckIn => "checkin",
        Stage::Grace => "grace",
    }
}

const COLUMNS: &str = "id, guild_id, channel_id, host, plan, starts_at, terms, players, \
     checked_in, reminded, stage, status, revision, drawn_revision, message_id, mirror, created_at";

fn read(row: &Row) -> rusqlite::Result<Schedule> {
    let stage: String = row.get(10)?;
    Ok(Schedule {
        id: row.get(0)?,
        place: Place {
            guild: from_sql(row.get(1)?),
            channel: from_sql(row.get(2)?),
        },
        host: from_sql(row.get(3)?),
        plan: parse(row, 4)?,
        starts_at: row.get(5)?,
        terms: parse(row, 6)?,
        players: parse(row, 7)?,
        checked_in: parse(row, 8)?,
        reminded: parse(row, 9)?,
        stage: match stage.as_str() {
            "checkin" => Stage::CheckIn,
            "grace" => Stage::Grace,
            _ => Stage::Upcoming,
        },
        status: parse(row, 11)?,
        revision: row.get(12)?,
        drawn_revision: row.get(13)?,
        message_id: row.get::<_, Option<i64>>(14)?.map(from_sql),
        mirror: parse(row, 15)?,
        created_at: row.get(16)?,
    })
}

fn started_match(status: &Status) -> Option<i64> {
    match status {
        Status::Started { match_id, .. } => *match_id,
        _ => None,
    }
}

/// Stores a new schedule; its id.
pub fn schedule_insert(conn: &Connection, s: &Schedule) -> rusqlite::Result<ScheduleId> {
    let (kind, tournament) = match &s.plan {
        Plan::DeathMatch(_) => ("deathmatch", None),
        Plan::Tournament { id, .. } => ("tournament", Some(*id)),
    };
    conn.execute(
        "INSERT INTO schedules (guild_id, channel_id, host, kind, plan, tournament_id, starts_at, \
         terms, players, checked_in, reminded, stage, status, due_at, revision, drawn_revision, \
         message_id, mirror, match_id, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, \
         ?19, ?20)",
        params![
            to_sql(s.place.guild),
            to_sql(s.place.channel),
            to_sql(s.host),
            kind,
            json(&s.plan),
            tournament,
            s.starts_at,
            json(&s.terms),
            json(&s.players),
            json(&s.checked_in),
            json(&s.reminded),
            stage_name(s.stage),
            json(&s.status),
            s.due_at(),
            s.revision,
            s.drawn_revision,
            s.message_id.map(to_sql),
            json(&s.mirror),
            started_match(&s.status),
            s.created_at,
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Writes a changed schedule back (all but its public message's columns, which the
/// drawer owns: see [`schedule_drawn`]).
pub fn schedule_update(conn: &Connection, s: &Schedule) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE schedules SET starts_at = ?2, players = ?3, checked_in = ?4, reminded = ?5, \
         stage = ?6, status = ?7, due_at = ?8, revision = ?9, match_id = ?10, plan = ?11 \
         WHERE id = ?1",
    )?
    .execute(params![
        s.id,
        s.starts_at,
        json(&s.players),
        json(&s.checked_in),
        json(&s.reminded),
        stage_name(s.stage),
        json(&s.status),
        s.due_at(),
        s.revision,
        started_match(&s.status),
        json(&s.plan),
    ])?;
    Ok(())
}

pub fn schedule_get(conn: &Connection, id: ScheduleId) -> rusqlite::Result<Option<Schedule>> {
    conn.prepare_cached(&format!("SELECT {COLUMNS} FROM schedules WHERE id = ?1"))?
        .query_row([id], read)
        .optional()
}

/// The earliest due time of any schedule (the scheduler's one timer).
pub fn schedule_next_due(conn: &Connection) -> rusqlite::Result<Option<i64>> {
    conn.prepare_cached("SELECT min(due_at) FROM schedules WHERE due_at IS NOT NULL")?
        .query_row([], |row| row.get(0))
}

/// The schedules due by `now`, soonest first; at most `limit`.
pub fn schedules_due(
    conn: &Connection,
    now: i64,
    limit: usize,
) -> rusqlite::Result<Vec<ScheduleId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id FROM schedules WHERE due_at IS NOT NULL AND due_at <= ?1 \
         ORDER BY due_at LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![now, limit as i64], |row| row.get(0))?;
    rows.collect()
}

/// The schedules whose public message or Discord event is behind.
pub fn schedules_owed(conn: &Connection) -> rusqlite::Result<Vec<ScheduleId>> {
    let mut stmt =
        conn.prepare_cached("SELECT id FROM schedules WHERE drawn_revision < revision")?;
    let rows = stmt.query_map([], |row| row.get(0))?;
    rows.collect()
}

/// Records what the drawer showed: the revision, the message, the Discord event.
pub fn schedule_drawn(
    conn: &Connection,
    id: ScheduleId,
    revision: i64,
    message: Option<u64>,
    mirror: &Mirror,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE schedules SET drawn_revision = max(drawn_revision, ?2), \
         message_id = coalesce(?3, message_id), mirror = ?4 WHERE id = ?1",
    )?
    .execute(params![id, revision, message.map(to_sql), json(mirror)])?;
    Ok(())
}

/// A server's schedules still to come or running, and those ended in the last `since`.
pub fn schedules_of_guild(
    conn: &Connection,
    guild: u64,
    since: i64,
    limit: usize,
) -> rusqlite::Result<Vec<Schedule>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM schedules WHERE guild_id = ?1 AND starts_at >= ?2 \
         ORDER BY starts_at LIMIT ?3"
    ))?;
    let rows = stmt.query_map(params![to_sql(guild), since, limit as i64], read)?;
    rows.collect()
}

/// The schedule that started match `id`, if one did.
pub fn schedule_of_match(conn: &Connection, id: i64) -> rusqlite::Result<Option<ScheduleId>> {
    conn.prepare_cached("SELECT id FROM schedules WHERE match_id = ?1")?
        .query_row([id], |row| row.get(0))
        .optional()
}

/// The schedule of tournament `id`, if it was scheduled.
pub fn schedule_of_tournament(conn: &Connection, id: i64) -> rusqlite::Result<Option<ScheduleId>> {
    conn.prepare_cached("SELECT id FROM schedules WHERE tournament_id = ?1")?
        .query_row([id], |row| row.get(0))
        .optional()
}

/// A host's or player's action on a schedule, for its audit.
pub fn schedule_action_insert(
    conn: &Connection,
    s: &Schedule,
    actor: u64,
    action: &str,
    detail: &serde_json::Value,
    now: i64,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO schedule_actions (schedule_id, guild_id, actor, action, detail, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        s.id,
        to_sql(s.place.guild),
        to_sql(actor),
        action,
        detail.to_string(),
        now
    ])?;
    Ok(())
}

/// Notes a server was told something once (`note`); false when it had been told already.
pub fn guild_note_once(
    conn: &Connection,
    guild: u64,
    note: &str,
    now: i64,
) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "INSERT INTO guild_notes (guild_id, note, at) VALUES (?1, ?2, ?3) \
         ON CONFLICT DO NOTHING",
        params![to_sql(guild), note, now],
    )? == 1)
}

/// The schedules whose Death Match was started to be forfeited and is still being played
/// (a kill came between the start and the award): `(id, guild)`.
pub fn schedules_forfeit_owed(conn: &Connection) -> rusqlite::Result<Vec<(ScheduleId, u64)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT s.id, s.guild_id FROM schedules s JOIN matches m ON m.id = s.match_id \
         WHERE s.match_id IS NOT NULL AND json_extract(s.status, '$.Started.forfeit') IS NOT NULL \
         AND m.status = 'active'",
    )?;
    let rows = stmt.query_map([], |row| Ok((row.get(0)?, from_sql(row.get(1)?))))?;
    rows.collect()
}

/// Match `id` ended: the schedule that started it (if one did) is behind, so that its
/// drawer completes its Discord event.
pub fn schedule_match_ended(conn: &Connection, id: i64) -> rusqlite::Result<()> {
    conn.prepare_cached("UPDATE schedules SET revision = revision + 1 WHERE match_id = ?1")?
        .execute([id])?;
    Ok(())
}

/// Tournament `id` is over (see [`Schedule::tournament_over`]): its schedule, if it had
/// one, is cancelled or owed its Discord event's completion, in the tournament's own
/// transaction. The schedule's number is returned, for its drawer.
pub fn schedule_tournament_over(
    conn: &Connection,
    id: i64,
    by: Option<u64>,
    reason: Option<&str>,
    now: i64,
) -> rusqlite::Result<Option<ScheduleId>> {
    let Some(mut s) = schedule_of_tournament(conn, id)?
        .map(|sid| schedule_get(conn, sid))
        .transpose()?
        .flatten()
    else {
        return Ok(None);
    };
    if s.tournament_over(reason) {
        let detail = serde_json::json!({ "starts_at": s.starts_at, "status": s.status });
        schedule_action_insert(conn, &s, by.unwrap_or(s.host), "cancel", &detail, now)?;
    }
    schedule_update(conn, &s)?;
    Ok(Some(s.id))
}

/// The scheduled tournaments whose start a kill left undone (the schedule started, the
/// tournament still signing up).
pub fn schedules_tournament_start_owed(conn: &Connection) -> rusqlite::Result<Vec<i64>> {
    let mut stmt = conn.prepare_cached(
        "SELECT t.id FROM schedules s JOIN tournaments t ON t.id = s.tournament_id \
         WHERE json_extract(s.status, '$.Started') IS NOT NULL AND t.status = 'signup'",
    )?;
    let rows = stmt.query_map([], |row| row.get(0))?;
    rows.collect()
}
