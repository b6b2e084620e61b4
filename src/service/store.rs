//! SQL for challenges and matches. Functions read as noun_verb and take a connection or a
//! transaction; the service decides the transaction boundaries.

use super::live::Head;
use super::{
    Challenge, ChallengeStatus, MatchId, MatchPhase, MatchSnapshot, MatchStatus, Place,
    ServiceError, UserId,
};
use crate::rules::{BySeat, GameKind, Seat};
use anyhow::Context;
use rusqlite::{params, Connection, OptionalExtension, Row};

/// Discord ids and seeds are u64; SQLite integers are i64: stored as the same bits.
fn to_sql(v: u64) -> i64 {
    v as i64
}

fn from_sql(v: i64) -> u64 {
    v as u64
}

fn game_from(text: String) -> rusqlite::Result<GameKind> {
    text.parse().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
    })
}

fn json_from<T: serde::de::DeserializeOwned>(text: &str) -> rusqlite::Result<T> {
    serde_json::from_str(text).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
    })
}

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

const MATCH_COLUMNS: &str = "id, guild_id, channel_id, message_id, game, player_a, player_b, \
     seed, options, status, state, move_count, deadline, created_at, salt, deathmatch, revision, \
     table_revision, bot";

fn match_from(row: &Row<'_>) -> rusqlite::Result<MatchSnapshot> {
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
    })
}

pub fn match_insert(conn: &Connection, m: &MatchSnapshot) -> Result<i64, ServiceError> {
    conn.execute(
        "INSERT INTO matches (guild_id, channel_id, game, player_a, player_b, seed, options, \
         status, state, move_count, deadline, created_at, updated_at, salt, deathmatch, event_id, \
         bot) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'active', ?8, 0, ?9, ?10, ?10, ?11, ?12, ?13, ?14)",
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
            event_id(conn, m)?,
            m.bot
                .map(|bot| serde_json::to_string(&bot))
                .transpose()
                .context("bot seat")?,
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The active match `player` plays against the bot in `game`, if any.
pub fn bot_match_of(
    conn: &Connection,
    player: UserId,
    game: GameKind,
) -> Result<Option<MatchId>, ServiceError> {
    Ok(conn
        .query_row(
            "SELECT id FROM matches WHERE status = 'active' AND bot IS NOT NULL AND game = ?1 \
             AND (player_a = ?2 OR player_b = ?2) LIMIT 1",
            params![game.name(), to_sql(player)],
            |row| row.get(0),
        )
        .optional()?)
}

fn dm_json(m: &MatchSnapshot) -> Result<Option<String>, ServiceError> {
    Ok(m.dm
        .as_ref()
        .map(serde_json::to_string)
        .transpose()
        .context("death match")?)
}

/// The id of a Death Match's event, created on first use.
fn event_id(conn: &Connection, m: &MatchSnapshot) -> rusqlite::Result<Option<i64>> {
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

/// One audited host action.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuditRow {
    pub host: u64,
    pub action: String,
    /// The action's details, as JSON text.
    pub detail: String,
    pub reason: Option<String>,
    pub at: i64,
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

/// Saves a match after a change, with the change's log row (`seat`, action JSON).
pub fn match_save(
    conn: &Connection,
    m: &MatchSnapshot,
    step: Option<(Seat, &str)>,
    now: i64,
) -> Result<(), ServiceError> {
    let finished = m.status == MatchStatus::Finished;
    let voided = m.dm.as_ref().and_then(|dm| dm.voided());
    let result = match (&m.phase, finished, voided) {
        (_, true, Some(reason)) => Some(serde_json::json!({ "void": reason }).to_string()),
        (MatchPhase::Playing(table), true, None) => Some(
            serde_json::json!({ "outcome": m.outcome(), "scores": table.scores() }).to_string(),
        ),
        _ => None,
    };
    let status = if finished { "finished" } else { "active" };
    let dm = dm_json(m)?;
    // SQLite rewrites the index entries of every column an UPDATE sets, changed or not:
    // setting `status` alone would rewrite three indexes' pages in every move's commit.
    // So the indexed columns are set only when they change (a move's commit then writes
    // the row's page and the owed-table index's, not five pages). They are compared with
    // the row itself, not with a "before" each caller would have to pass right: the row's
    // page is the one the UPDATE writes next, already in the cache.
    let (stored_status, stored_deadline, stored_dm) = conn
        .prepare_cached("SELECT status, deadline, deathmatch FROM matches WHERE id = ?1")?
        .query_row([m.id], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, Option<i64>>(1)?,
                row.get::<_, Option<String>>(2)?,
            ))
        })?;
    let mut sql = String::from(
        "UPDATE matches SET state = ?3, move_count = ?4, updated_at = ?6, finished_at = ?7, \
         result = ?8, revision = ?10",
    );
    if stored_status != status {
        sql.push_str(", status = ?2");
    }
    if stored_deadline != m.deadline {
        sql.push_str(", deadline = ?5");
    }
    if stored_dm != dm {
        sql.push_str(", deathmatch = ?9");
    }
    sql.push_str(" WHERE id = ?1");
    // Cached, like the other statements of a move's save and of the delivery: parsed and
    // planned once per connection, not once per job on the writer's thread. (At most
    // eight forms of this one.)
    conn.prepare_cached(&sql)?.execute(params![
        m.id,
        status,
        state_json(m)?,
        m.version,
        m.deadline,
        now,
        finished.then_some(now),
        result,
        dm,
        to_sql(m.revision),
    ])?;
    if let Some((seat, action)) = step {
        move_insert(conn, m.id, m.version - 1, seat, action, now)?;
    }
    Ok(())
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
pub fn state_json(m: &MatchSnapshot) -> Result<String, ServiceError> {
    Ok(serde_json::to_string(&m.phase).context("match state")?)
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
fn log_restore(conn: &Connection, m: &mut MatchSnapshot) -> rusqlite::Result<()> {
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
pub fn match_table_drawn(conn: &Connection, id: i64, revision: u64) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE matches SET table_revision = max(table_revision, ?2) WHERE id = ?1",
    )?
    .execute(params![id, to_sql(revision)])?;
    Ok(())
}

/// The matches whose table message is behind their state, oldest first.
pub fn match_tables_owed(conn: &Connection) -> rusqlite::Result<Vec<i64>> {
    let mut stmt =
        conn.prepare("SELECT id FROM matches WHERE table_revision < revision ORDER BY id")?;
    let rows = stmt.query_map([], |row| row.get(0))?;
    rows.collect()
}

/// One post the bot owes a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub match_id: Option<i64>,
    pub channel: u64,
    pub kind: super::outbox::PostKind,
    pub content: String,
    pub ratings: bool,
}

pub fn outbox_insert(
    conn: &Connection,
    match_id: Option<i64>,
    post: &super::outbox::Post,
    now: i64,
) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO outbox (match_id, channel_id, kind, content, ratings, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        match_id,
        to_sql(post.channel),
        post.kind.as_str(),
        post.content,
        post.ratings,
        now
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Posts not yet delivered, oldest first; at most `limit`.
pub fn outbox_pending(
    conn: &Connection,
    channel: u64,
    limit: usize,
) -> rusqlite::Result<Vec<OutboxRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, match_id, channel_id, kind, content, ratings FROM outbox \
         WHERE delivered_at IS NULL AND channel_id = ?1 ORDER BY id LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![to_sql(channel), limit as i64], |row| {
        let kind: String = row.get(3)?;
        Ok(OutboxRow {
            id: row.get(0)?,
            match_id: row.get(1)?,
            channel: from_sql(row.get(2)?),
            kind: super::outbox::PostKind::parse(&kind).ok_or_else(|| {
                rusqlite::Error::FromSqlConversionFailure(
                    3,
                    rusqlite::types::Type::Text,
                    format!("unknown outbox kind {kind}").into(),
                )
            })?,
            content: row.get(4)?,
            ratings: row.get(5)?,
        })
    })?;
    rows.collect()
}

/// The channels that are owed a post.
pub fn outbox_channels(conn: &Connection) -> rusqlite::Result<Vec<u64>> {
    let mut stmt =
        conn.prepare_cached("SELECT DISTINCT channel_id FROM outbox WHERE delivered_at IS NULL")?;
    let rows = stmt.query_map([], |row| Ok(from_sql(row.get(0)?)))?;
    rows.collect()
}

/// Marks a post delivered (with its message), or given up (`failure` says why).
pub fn outbox_done(
    conn: &Connection,
    id: i64,
    message_id: Option<u64>,
    attempts: u32,
    failure: Option<&str>,
    now: i64,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE outbox SET delivered_at = ?2, message_id = ?3, attempts = ?4, failure = ?5 \
         WHERE id = ?1",
    )?
    .execute(params![id, now, message_id.map(to_sql), attempts, failure])?;
    Ok(())
}

#[cfg(test)]
mod tests;
