//! SQL for matches: their rows, their `moves` (one row per action: the log), the heads
//! read at start-up, a server's Death Matches and its running matches.

use super::{from_sql, game_from, json_from, to_sql};
use crate::model::matches::{Head, RunningMatch, ThreadLoss};
use crate::model::{
    MatchId, MatchPhase, MatchSnapshot, MatchStatus, MatchThread, Place, Post, PostKind, UserId,
};
use crate::rules::{BySeat, GameKind, Seat};
use anyhow::Context;
use rusqlite::{params, Connection, OptionalExtension, Row};

/// Inserts a new match with the toss post it owes the channel, in the caller's
/// transaction, and gives `snapshot` its id.
pub fn match_start(
    conn: &Connection,
    snapshot: &mut MatchSnapshot,
    now: i64,
) -> anyhow::Result<()> {
    snapshot.id = match_insert(conn, snapshot)?;
    owe_start(conn, snapshot, now)?;
    Ok(())
}

/// The posts a new match owes its channel: its thread first, when it is wanted (so every
/// later post of the match goes there), then the toss (or a Death Match's start).
pub fn owe_start(conn: &Connection, snapshot: &MatchSnapshot, now: i64) -> anyhow::Result<()> {
    let owe = |kind| {
        super::outbox::outbox_insert(
            conn,
            Some(snapshot.id),
            &Post {
                guild: snapshot.place.guild,
                channel: snapshot.place.channel,
                kind,
                content: String::new(),
                ratings: false,
                said: false,
            },
            now,
        )
    };
    if snapshot.thread == MatchThread::Wanted {
        owe(PostKind::Thread)?;
    }
    owe(PostKind::Choice)?;
    Ok(())
}

/// Match `id` is now played in `thread`, opened in `parent`: its posts still owed to the
/// parent go to the thread, all but its result line (which the parent keeps).
pub fn match_thread_opened(
    conn: &Connection,
    id: MatchId,
    parent: u64,
    thread: u64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE matches SET channel_id = ?3, thread = 'open', thread_parent = ?2, \
         thread_failure = NULL WHERE id = ?1",
        params![id, to_sql(parent), to_sql(thread)],
    )?;
    conn.execute(
        "UPDATE outbox SET channel_id = ?3 WHERE match_id = ?1 AND channel_id = ?2 \
         AND delivered_at IS NULL AND kind NOT IN ('thread', 'result')",
        params![id, to_sql(parent), to_sql(thread)],
    )?;
    Ok(())
}

/// Match `id` is played in channel `home` from now on: its thread could not be opened, or
/// was lost (deleted, locked) for `reason`. Its posts still owed to the thread go to `home`,
/// and a table that was in the thread is posted again there.
pub fn match_thread_failed(
    conn: &Connection,
    id: MatchId,
    home: u64,
    reason: ThreadLoss,
) -> rusqlite::Result<()> {
    let was: u64 = from_sql(conn.query_row(
        "SELECT channel_id FROM matches WHERE id = ?1",
        [id],
        |row| row.get(0),
    )?);
    if was != home {
        conn.execute(
            "UPDATE matches SET message_id = NULL, table_revision = 0 WHERE id = ?1",
            [id],
        )?;
        conn.execute(
            "UPDATE outbox SET channel_id = ?3 WHERE match_id = ?1 AND channel_id = ?2 \
             AND delivered_at IS NULL",
            params![id, to_sql(was), to_sql(home)],
        )?;
    }
    conn.execute(
        "UPDATE matches SET channel_id = ?2, thread = 'failed', thread_parent = NULL, \
         thread_failure = ?3 WHERE id = ?1",
        params![id, to_sql(home), reason.code()],
    )?;
    Ok(())
}

/// The matches played in thread `thread` (their own).
pub fn matches_in_thread(conn: &Connection, thread: u64) -> rusqlite::Result<Vec<MatchId>> {
    conn.prepare_cached("SELECT id FROM matches WHERE channel_id = ?1 AND thread = 'open'")?
        .query_map([to_sql(thread)], |row| row.get(0))?
        .collect()
}

/// Match `id` was started in a thread (a channel that cannot have threads of its own): it
/// is played there, with no thread of its own.
pub fn match_thread_none(conn: &Connection, id: MatchId) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE matches SET thread = NULL, thread_parent = NULL, thread_failure = NULL \
         WHERE id = ?1",
        [id],
    )?;
    Ok(())
}

/// Why the latest match thread of guild `guild` could not be opened (or was lost), with
/// its match and channel: `None` when none failed since the last one that opened.
pub fn guild_thread_failure(
    conn: &Connection,
    guild: u64,
) -> rusqlite::Result<Option<(MatchId, u64, ThreadLoss)>> {
    conn.prepare_cached(
        "SELECT id, channel_id, thread_failure FROM matches \
         WHERE guild_id = ?1 AND thread = 'failed' AND id > coalesce( \
           (SELECT max(id) FROM matches WHERE guild_id = ?1 AND thread = 'open'), 0) \
         ORDER BY id DESC LIMIT 1",
    )?
    .query_row([to_sql(guild)], |row| {
        let reason: String = row.get(2)?;
        Ok((
            row.get(0)?,
            from_sql(row.get(1)?),
            ThreadLoss::from_stored(&reason),
        ))
    })
    .optional()
}

pub(crate) const MATCH_COLUMNS: &str =
    "id, guild_id, channel_id, message_id, game, player_a, player_b, \
     seed, options, status, state, move_count, deadline, created_at, salt, deathmatch, revision, \
     table_revision, bot, thread, thread_parent, thread_failure, tournament";

pub(crate) fn match_from(row: &Row<'_>) -> rusqlite::Result<MatchSnapshot> {
    let status: String = row.get(9)?;
    let phase: MatchPhase = json_from(&row.get::<_, String>(10)?)?;
    Ok(MatchSnapshot {
        id: row.get(0)?,
        place: Place {
            guild: from_sql(row.get(1)?),
            channel: from_sql(row.get(2)?),
        },
        message_id: row.get::<_, Option<i64>>(3)?.map(from_sql),
        game: game_from(row.get(4)?)?,
        players: BySeat::new(from_sql(row.get(5)?), from_sql(row.get(6)?)),
        seed: from_sql(row.get(7)?),
        settings: json_from(&row.get::<_, String>(8)?)?,
        status: if status == "active" {
            MatchStatus::Active
        } else {
            MatchStatus::Finished
        },
        phase,
        version: row.get(11)?,
        deadline: row.get(12)?,
        created_at: row.get(13)?,
        salt: row.get(14)?,
        dm: row
            .get::<_, Option<String>>(15)?
            .map(|text| json_from(&text))
            .transpose()?,
        revision: from_sql(row.get(16)?),
        table_revision: from_sql(row.get(17)?),
        bot: row
            .get::<_, Option<String>>(18)?
            .map(|text| json_from(&text))
            .transpose()?,
        thread: match row.get::<_, Option<String>>(19)?.as_deref() {
            None => MatchThread::No,
            Some("wanted") => MatchThread::Wanted,
            Some("open") => MatchThread::Open {
                parent: from_sql(row.get(20)?),
            },
            Some(_) => MatchThread::Failed {
                reason: ThreadLoss::from_stored(&row.get::<_, String>(21)?),
            },
        },
        tournament: row
            .get::<_, Option<String>>(22)?
            .map(|text| json_from(&text))
            .transpose()?,
    })
}

pub fn match_insert(conn: &Connection, m: &MatchSnapshot) -> anyhow::Result<i64> {
    conn.execute(
        "INSERT INTO matches (guild_id, channel_id, game, player_a, player_b, seed, options, \
         status, state, move_count, deadline, created_at, updated_at, salt, deathmatch, event_id, \
         bot, thread, tournament) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'active', ?8, 0, ?9, ?10, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
        params![
            to_sql(m.place.guild),
            to_sql(m.place.channel),
            m.game.name(),
            to_sql(m.players.a),
            to_sql(m.players.b),
            to_sql(m.seed),
            serde_json::to_string(&m.settings).context("settings")?,
            state_json(m)?,
            m.deadline,
            m.created_at,
            m.salt,
            dm_json(m)?,
            super::deathmatch::event_id(conn, m)?,
            m.bot
                .map(|bot| serde_json::to_string(&bot))
                .transpose()
                .context("bot seat")?,
            // A new match's thread is wanted or not: it is opened by the outbox.
            matches!(m.thread, MatchThread::Wanted).then_some("wanted"),
            tournament_json(m)?,
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The active match `player` plays against the bot in `game`, if any.
pub fn bot_match_of(
    conn: &Connection,
    player: UserId,
    game: GameKind,
) -> anyhow::Result<Option<MatchId>> {
    Ok(conn
        .query_row(
            "SELECT id FROM matches WHERE status = 'active' AND bot IS NOT NULL AND game = ?1 \
             AND (player_a = ?2 OR player_b = ?2) LIMIT 1",
            params![game.name(), to_sql(player)],
            |row| row.get(0),
        )
        .optional()?)
}

fn dm_json(m: &MatchSnapshot) -> anyhow::Result<Option<String>> {
    m.dm.as_ref()
        .map(serde_json::to_string)
        .transpose()
        .context("death match")
}

fn tournament_json(m: &MatchSnapshot) -> anyhow::Result<Option<String>> {
    m.tournament
        .as_ref()
        .map(serde_json::to_string)
        .transpose()
        .context("tournament tag")
}

/// Saves a match after a change, with the change's log row (`seat`, action JSON).
pub fn match_save(
    conn: &Connection,
    m: &MatchSnapshot,
    step: Option<(Seat, &str)>,
    now: i64,
) -> anyhow::Result<()> {
    let finished = m.status == MatchStatus::Finished;
    let indexed = IndexedColumns {
        status: if finished { "finished" } else { "active" }.to_string(),
        deadline: m.deadline,
        dm: dm_json(m)?,
        tournament: tournament_json(m)?,
    };
    let stored = indexed_columns_get(conn, m.id)?;
    // Cached, like the other statements of a move's save and of the delivery: parsed and
    // planned once per connection, not once per job on the writer's thread. (At most
    // sixteen forms of this one.)
    conn.prepare_cached(&match_update_sql(&stored, &indexed))?
        .execute(params![
            m.id,
            indexed.status,
            state_json(m)?,
            m.version,
            m.deadline,
            now,
            finished.then_some(now),
            result_json(m),
            indexed.dm,
            indexed.tournament,
            to_sql(m.revision),
        ])?;
    if let Some((seat, action)) = step {
        move_insert(conn, m.id, m.version - 1, seat, action, now)?;
    }
    Ok(())
}

/// A finished match's `result` JSON: why it was voided, else its outcome and scores.
fn result_json(m: &MatchSnapshot) -> Option<String> {
    let finished = m.status == MatchStatus::Finished;
    let voided = (m.dm.as_ref().and_then(|dm| dm.voided()))
        .or_else(|| m.tournament.as_ref().and_then(|t| t.voided()));
    match (&m.phase, finished, voided) {
        (_, true, Some(reason)) => Some(serde_json::json!({ "void": reason }).to_string()),
        (MatchPhase::Playing(table), true, None) => Some(
            serde_json::json!({ "outcome": m.outcome(), "scores": table.scores() }).to_string(),
        ),
        _ => None,
    }
}

/// The indexed columns of a match's row, which [`match_save`] sets only when they change.
///
/// SQLite rewrites the index entries of every column an UPDATE sets, changed or not:
/// setting `status` alone would rewrite three indexes' pages in every move's commit.
/// So the indexed columns are set only when they change (a move's commit then writes
/// the row's page and the owed-table index's, not five pages). They are compared with
/// the row itself, not with a "before" each caller would have to pass right: the row's
/// page is the one the UPDATE writes next, already in the cache.
struct IndexedColumns {
    status: String,
    deadline: Option<i64>,
    dm: Option<String>,
    /// Changed by an organiser's ruling only.
    tournament: Option<String>,
}

/// The indexed columns of match `id` as stored.
fn indexed_columns_get(conn: &Connection, id: MatchId) -> rusqlite::Result<IndexedColumns> {
    conn.prepare_cached(
        "SELECT status, deadline, deathmatch, tournament FROM matches WHERE id = ?1",
    )?
    .query_row([id], |row| {
        Ok(IndexedColumns {
            status: row.get(0)?,
            deadline: row.get(1)?,
            dm: row.get(2)?,
            tournament: row.get(3)?,
        })
    })
}

/// The UPDATE of [`match_save`]: every column, but the indexed ones only where `new`
/// differs from `stored`.
fn match_update_sql(stored: &IndexedColumns, new: &IndexedColumns) -> String {
    let mut sql = String::from(
        "UPDATE matches SET state = ?3, move_count = ?4, updated_at = ?6, finished_at = ?7, \
         result = ?8, revision = ?11",
    );
    if stored.status != new.status {
        sql.push_str(", status = ?2");
    }
    if stored.deadline != new.deadline {
        sql.push_str(", deadline = ?5");
    }
    if stored.dm != new.dm {
        sql.push_str(", deathmatch = ?9");
    }
    if stored.tournament != new.tournament {
        sql.push_str(", tournament = ?10");
    }
    sql.push_str(" WHERE id = ?1");
    sql
}

/// One row of a match's log: the action numbered `number` (0-based, the choice included).
pub fn move_insert(
    conn: &Connection,
    id: i64,
    number: u32,
    seat: Seat,
    action: &str,
    now: i64,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO moves (match_id, number, seat, action, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![id, number, seat.to_string(), action, now])?;
    Ok(())
}

/// The `state` column of a match: its phase as JSON.
pub fn state_json(m: &MatchSnapshot) -> anyhow::Result<String> {
    serde_json::to_string(&m.phase).context("match state")
}

pub fn match_get(conn: &Connection, id: i64) -> rusqlite::Result<Option<MatchSnapshot>> {
    let mut found = conn
        .query_row(
            &format!("SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?1"),
            [id],
            match_from,
        )
        .optional()?;
    if let Some(m) = &mut found {
        log_restore(conn, m)?;
    }
    Ok(found)
}

/// Which active matches start-up reads whole: the bot's and Death Matches, which the
/// service acts on by itself (the bot's move, a DM's reserve and pauses).
const EAGER: &str = "(bot IS NOT NULL OR deathmatch IS NOT NULL)";

/// Every active match's head, without reading its state.
pub fn match_active_heads(conn: &Connection) -> rusqlite::Result<Vec<Head>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT id, player_a, player_b, move_count, deadline, {EAGER} FROM matches \
         WHERE status = 'active' ORDER BY id"
    ))?;
    let heads = stmt.query_map([], |row| {
        Ok(Head {
            id: row.get(0)?,
            players: BySeat::new(from_sql(row.get(1)?), from_sql(row.get(2)?)),
            version: row.get(3)?,
            deadline: row.get(4)?,
            eager: row.get(5)?,
        })
    })?;
    heads.collect()
}

/// The active matches start-up reads whole ([`EAGER`]).
pub fn match_active_eager(conn: &Connection) -> rusqlite::Result<Vec<MatchSnapshot>> {
    match_active_where(conn, EAGER)
}

/// Every active match, whole.
#[cfg(test)]
pub fn match_active_all(conn: &Connection) -> rusqlite::Result<Vec<MatchSnapshot>> {
    match_active_where(conn, "1")
}

/// The active matches for which `condition` (SQL over `matches`' columns) holds, whole.
fn match_active_where(conn: &Connection, condition: &str) -> rusqlite::Result<Vec<MatchSnapshot>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {MATCH_COLUMNS} FROM matches WHERE status = 'active' AND {condition} ORDER BY id"
    ))?;
    let mut matches = stmt
        .query_map([], match_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    // Every active match's log in one pass over the rows, in the matches' order: one
    // statement for the lot rather than one per match.
    let restoring: Vec<bool> = matches.iter().map(needs_log).collect();
    let mut stmt = conn.prepare(&format!(
        "SELECT match_id, seat, action FROM moves \
         WHERE match_id IN (SELECT id FROM matches WHERE status = 'active' AND {condition}) \
         ORDER BY match_id, number"
    ))?;
    let mut rows = stmt.query([])?;
    let mut at = 0;
    while let Some(row) = rows.next()? {
        let id: i64 = row.get(0)?;
        while at < matches.len() && matches[at].id < id {
            at += 1;
        }
        match matches.get_mut(at) {
            Some(m) if m.id == id && restoring[at] => log_push(m, row, 1)?,
            _ => {}
        }
    }
    Ok(matches)
}

/// Whether a match read from its row needs its log from its `moves` rows: its state
/// leaves the log out (`rules::Table`'s serde form). A state stored before migration 0006
/// that still holds its log is left as it is.
fn needs_log(m: &MatchSnapshot) -> bool {
    m.table().is_some_and(|table| table.log_len() == 0)
}

/// Whether a match's log row is the toss winner's (or a DMO's) choice of who goes first:
/// a step of the match, not an action of its table.
fn is_choice(action: &str) -> bool {
    action.starts_with(r#"{"Choose":"#)
}

/// Appends a `moves` row (`seat` and `action` from column `column` on) to the log of the
/// match's table; the choice of who goes first is no action of the table.
fn log_push(m: &mut MatchSnapshot, row: &Row<'_>, column: usize) -> rusqlite::Result<()> {
    let MatchPhase::Playing(table) = &mut m.phase else {
        return Ok(());
    };
    let action = row.get_ref(column + 1)?.as_str()?;
    if is_choice(action) {
        return Ok(());
    }
    let seat = match row.get_ref(column)?.as_str()? {
        "A" => Seat::A,
        _ => Seat::B,
    };
    table.restore_action(seat, action).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(
            column + 1,
            rusqlite::types::Type::Text,
            format!("match {}: {e}", m.id).into(),
        )
    })
}

/// Gives a match read from its row the log its stored state leaves out, from its `moves`
/// rows (see [`needs_log`]).
pub(crate) fn log_restore(conn: &Connection, m: &mut MatchSnapshot) -> rusqlite::Result<()> {
    if !needs_log(m) {
        return Ok(());
    }
    let mut stmt =
        conn.prepare_cached("SELECT seat, action FROM moves WHERE match_id = ?1 ORDER BY number")?;
    let mut rows = stmt.query([m.id])?;
    while let Some(row) = rows.next()? {
        log_push(m, row, 0)?;
    }
    Ok(())
}

pub fn match_set_message(conn: &Connection, id: i64, message_id: u64) -> rusqlite::Result<()> {
    conn.prepare_cached("UPDATE matches SET message_id = ?2 WHERE id = ?1")?
        .execute(params![id, to_sql(message_id)])?;
    Ok(())
}

/// The number of log rows stored for a match.
#[cfg(test)]
pub fn move_count(conn: &Connection, id: i64) -> rusqlite::Result<u32> {
    conn.query_row(
        "SELECT COUNT(*) FROM moves WHERE match_id = ?1",
        [id],
        |row| row.get(0),
    )
}

/// Records that the table message shows revision `revision` of the match (never going
/// back: a late redraw of an older revision does not hide a newer debt).
pub fn match_table_drawn(
    conn: &Connection,
    id: i64,
    revision: u64,
    drawn_in: u64,
) -> rusqlite::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE matches SET table_revision = max(table_revision, ?2) \
             WHERE id = ?1 AND channel_id = ?3",
        )?
        .execute(params![id, to_sql(revision), to_sql(drawn_in)])?;
    Ok(changed > 0)
}

/// The matches whose table message is behind their state, oldest first.
pub fn match_tables_owed(conn: &Connection) -> rusqlite::Result<Vec<i64>> {
    let mut stmt =
        conn.prepare("SELECT id FROM matches WHERE table_revision < revision ORDER BY id")?;
    let rows = stmt.query_map([], |row| row.get(0))?;
    rows.collect()
}

#[cfg(test)]
mod tests;

/// A server's Death Matches (or one event's), newest first; at most `limit`.
pub fn deathmatch_list(
    conn: &Connection,
    guild: u64,
    event: Option<&str>,
    limit: u32,
) -> rusqlite::Result<Vec<MatchSnapshot>> {
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
    let rows = stmt.query_map(params![to_sql(guild), event, limit], |row| {
        let mut m = match_from(row)?;
        log_restore(conn, &mut m)?;
        Ok(m)
    })?;
    rows.collect()
}

/// A server's running matches, newest first; at most `limit`.
pub fn match_running_list(
    conn: &Connection,
    guild: u64,
    limit: u32,
) -> rusqlite::Result<Vec<RunningMatch>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, game, player_a, player_b, created_at FROM matches \
         WHERE guild_id = ?1 AND status = 'active' ORDER BY id DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![to_sql(guild), limit], |row| {
        Ok(RunningMatch {
            id: row.get(0)?,
            game: game_from(row.get(1)?)?,
            players: BySeat::new(from_sql(row.get(2)?), from_sql(row.get(3)?)),
            created_at: row.get(4)?,
        })
    })?;
    rows.collect()
}
