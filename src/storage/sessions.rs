//! SQL for the web pages' signed-in sessions (`web_sessions`): opened at sign-in, found by
//! their token's hash, signed out, and the expired ones deleted.

use super::{from_sql, to_sql};
use crate::model::sessions::{TokenHash, WebSession};
use rusqlite::{params, Connection, OptionalExtension};

/// Stores a new session under `hash`.
pub fn session_insert(
    conn: &Connection,
    hash: &TokenHash,
    session: &WebSession,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO web_sessions
             (token_hash, user_id, name, locale, csrf, created_at, expires_at, signed_out)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        &hash[..],
        to_sql(session.user),
        session.name,
        session.locale,
        session.csrf,
        session.created_at,
        session.expires_at,
        session.signed_out,
    ])?;
    Ok(())
}

/// The session stored under `hash`, open or not.
pub fn session_get(conn: &Connection, hash: &TokenHash) -> rusqlite::Result<Option<WebSession>> {
    conn.prepare_cached(
        "SELECT user_id, name, locale, csrf, created_at, expires_at, signed_out
         FROM web_sessions WHERE token_hash = ?1",
    )?
    .query_row([&hash[..]], |row| {
        Ok(WebSession {
            user: from_sql(row.get(0)?),
            name: row.get(1)?,
            locale: row.get(2)?,
            csrf: row.get(3)?,
            created_at: row.get(4)?,
            expires_at: row.get(5)?,
            signed_out: row.get(6)?,
        })
    })
    .optional()
}

/// Marks the session under `hash` signed out; whether there was one.
pub fn session_sign_out(conn: &Connection, hash: &TokenHash) -> rusqlite::Result<bool> {
    let changed = conn
        .prepare_cached("UPDATE web_sessions SET signed_out = 1 WHERE token_hash = ?1")?
        .execute([&hash[..]])?;
    Ok(changed > 0)
}

/// Deletes the sessions expired at `now` (unix ms); how many.
pub fn session_delete_expired(conn: &Connection, now: i64) -> rusqlite::Result<usize> {
    conn.prepare_cached("DELETE FROM web_sessions WHERE expires_at <= ?1")?
        .execute([now])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(user: u64, expires_at: i64) -> WebSession {
        WebSession {
            user,
            name: "Ålice".into(),
            locale: Some("fr".into()),
            csrf: "csrf".into(),
            created_at: 1,
            expires_at,
            signed_out: false,
        }
    }

    #[test]
    fn a_session_is_found_by_its_hash_signed_out_and_swept_once_expired() {
        let conn = crate::storage::open_in_memory().unwrap();
        let big = u64::MAX - 5;
        session_insert(&conn, &[1; 32], &session(big, 100)).unwrap();
        session_insert(&conn, &[2; 32], &session(7, 200)).unwrap();
        assert_eq!(
            session_get(&conn, &[1; 32]).unwrap(),
            Some(session(big, 100))
        );
        assert_eq!(session_get(&conn, &[3; 32]).unwrap(), None);
        assert!(session_sign_out(&conn, &[2; 32]).unwrap());
        assert!(!session_sign_out(&conn, &[3; 32]).unwrap());
        assert!(session_get(&conn, &[2; 32]).unwrap().unwrap().signed_out);
        assert_eq!(session_delete_expired(&conn, 100).unwrap(), 1);
        assert_eq!(session_get(&conn, &[1; 32]).unwrap(), None);
        assert!(session_get(&conn, &[2; 32]).unwrap().is_some());
    }
}
