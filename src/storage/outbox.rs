//! SQL for the outbox: the posts a change owes, written in the change's own savepoint and
//! marked once delivered (or given up).

use super::{from_sql, to_sql};
use crate::model::{Owed, Post, PostKind};
use rusqlite::{params, Connection};

pub fn outbox_insert(
    conn: &Connection,
    match_id: Option<i64>,
    post: &super::outbox::Post,
    now: i64,
) -> rusqlite::Result<i64> {
    outbox_insert_for(conn, match_id, None, post, now)
}

/// A post owed, with the scheduled event it reminds of (`reminder`): its delivery mentions
/// the members who marked the event's Discord event "Interested" too.
pub fn outbox_insert_for(
    conn: &Connection,
    match_id: Option<i64>,
    reminder: Option<i64>,
    post: &super::outbox::Post,
    now: i64,
) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO outbox (match_id, channel_id, kind, content, ratings, created_at, \
         schedule_id, said, guild_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        match_id,
        to_sql(post.channel),
        post.kind.as_str(),
        post.content,
        post.ratings,
        now,
        reminder,
        post.said,
        to_sql(post.guild)
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Posts not yet delivered, oldest first; at most `limit`.
pub fn outbox_pending(
    conn: &Connection,
    channel: u64,
    limit: usize,
) -> rusqlite::Result<Vec<Owed>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, match_id, channel_id, kind, content, ratings, schedule_id, said, parts_sent, \
         parts FROM outbox \
         WHERE delivered_at IS NULL AND channel_id = ?1 ORDER BY id LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![to_sql(channel), limit as i64], |row| {
        let kind: String = row.get(3)?;
        Ok(Owed {
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
            reminder: row.get(6)?,
            said: row.get(7)?,
            parts_sent: row.get(8)?,
            parts: match row.get::<_, Option<String>>(9)? {
                Some(json) => serde_json::from_str(&json).map_err(|e| {
                    rusqlite::Error::FromSqlConversionFailure(
                        9,
                        rusqlite::types::Type::Text,
                        e.into(),
                    )
                })?,
                None => Vec::new(),
            },
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

/// Records that the first `sent` messages of a post sent as several went out, the first
/// of them `first`, and the words of all of them, `parts` (each kept once known).
pub fn outbox_parts_sent(
    conn: &Connection,
    id: i64,
    sent: u32,
    first: Option<u64>,
    parts: &[String],
) -> rusqlite::Result<()> {
    let parts = serde_json::to_string(parts).expect("strings are JSON");
    conn.prepare_cached(
        "UPDATE outbox SET parts_sent = ?2, message_id = COALESCE(message_id, ?3), \
         parts = COALESCE(parts, ?4) WHERE id = ?1",
    )?
    .execute(params![id, sent, first.map(to_sql), parts])?;
    Ok(())
}

/// Marks a post delivered (with its message, or the one recorded with its first part), or
/// given up (`failure` says why).
pub fn outbox_done(
    conn: &Connection,
    id: i64,
    message_id: Option<u64>,
    attempts: u32,
    failure: Option<&str>,
    now: i64,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE outbox SET delivered_at = ?2, message_id = COALESCE(?3, message_id), \
         attempts = ?4, failure = ?5 WHERE id = ?1",
    )?
    .execute(params![id, now, message_id.map(to_sql), attempts, failure])?;
    Ok(())
}

/// This database's instance id ([`crate::model::Instance`]), drawn when it was made.
pub fn instance_get(conn: &Connection) -> rusqlite::Result<crate::model::Instance> {
    let id: String = conn
        .prepare_cached("SELECT id FROM instance WHERE only = 1")?
        .query_row([], |row| row.get(0))?;
    crate::model::Instance::parse(&id).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            0,
            rusqlite::types::Type::Text,
            format!("instance id {id:?} is not eight hex digits").into(),
        )
    })
}

/// Draws a new instance id: for a copy of a database that will serve another process.
pub fn instance_renew(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE instance SET id = lower(hex(randomblob(4))) WHERE only = 1",
        [],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_post_sent_as_several_messages_keeps_its_progress_and_its_first_message() {
        let conn = crate::storage::open_in_memory().unwrap();
        let post = crate::model::Said::Schedule {
            id: 1,
            what: crate::model::schedules::ScheduleWhat::CheckInOpen,
        }
        .post(1, 5);
        let id = outbox_insert(&conn, None, &post, 0).unwrap();
        let owed = &outbox_pending(&conn, 5, 10).unwrap()[0];
        assert_eq!((owed.id, owed.said, owed.parts_sent), (id, true, 0));
        assert_eq!(owed.content, post.content);
        // Two of its messages out, the first being 77: a restart goes on from the third.
        let words = vec!["one".to_string(), "two".into(), "three".into()];
        outbox_parts_sent(&conn, id, 1, Some(77), &words).unwrap();
        // Kept as first sent, whatever a later try words.
        outbox_parts_sent(&conn, id, 2, None, &["other".to_string()]).unwrap();
        let owed = &outbox_pending(&conn, 5, 10).unwrap()[0];
        assert_eq!((owed.parts_sent, &owed.parts), (2, &words));
        // Done without a message of this run: the first one is the post's.
        outbox_done(&conn, id, None, 1, None, 9).unwrap();
        assert!(outbox_pending(&conn, 5, 10).unwrap().is_empty());
        let message: Option<i64> = conn
            .query_row("SELECT message_id FROM outbox WHERE id = ?1", [id], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(message, Some(77));
    }

    #[test]
    fn each_database_draws_its_own_instance_and_keeps_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clash.db");
        let first = instance_get(&crate::storage::open(&path).unwrap()).unwrap();
        assert_eq!(first.as_str().len(), 8);
        // The same file opened again (a restart) is the same instance.
        let again = instance_get(&crate::storage::open(&path).unwrap()).unwrap();
        assert_eq!(first, again);
        // Another database is another instance (equal by chance once in 2^32).
        let other = instance_get(&crate::storage::open_in_memory().unwrap()).unwrap();
        assert_ne!(first, other);
    }

    #[test]
    fn an_instance_id_is_eight_lower_case_hex_digits() {
        assert!(crate::model::Instance::parse("0a1b2c3d").is_some());
        for bad in [
            "",
            "0a1b2c3",
            "0a1b2c3d4",
            "0A1B2C3D",
            "0a1b2c3g",
            "0a1b-c3d",
        ] {
            assert!(crate::model::Instance::parse(bad).is_none(), "{bad:?}");
        }
    }
}
