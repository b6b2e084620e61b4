//! The web pages' signed-in sessions: opened when Discord has said who a reader is, found
//! again by their token's hash, signed out. Every write goes through the one writer; the
//! expired sessions are swept when someone signs in (in the same job), so the table holds
//! at most the sessions still open plus those signed out before their expiry.

use super::{part, ServiceError};
use crate::model::sessions::{TokenHash, WebSession};
use crate::model::UserId;
use crate::storage::sessions as db;
use rusqlite::Connection;

part!(
    /// Sessions of the web pages' signed-in readers.
    Sessions
);

/// What a new session is: who, and how long it lasts.
pub struct NewSession {
    pub user: UserId,
    pub name: String,
    pub locale: Option<String>,
    pub csrf: String,
    /// Milliseconds from now.
    pub lasts_ms: i64,
}

impl Sessions<'_> {
    /// Stores a session under `hash` (its token's SHA-256), sweeps the expired ones, and
    /// remembers the user's name for the pages; the session as stored.
    pub async fn open(self, hash: TokenHash, new: NewSession) -> Result<WebSession, ServiceError> {
        self.check_open()?;
        let now = self.clock.now_ms();
        let session = WebSession {
            user: new.user,
            name: new.name,
            locale: new.locale,
            csrf: new.csrf,
            created_at: now,
            expires_at: now.saturating_add(new.lasts_ms),
            signed_out: false,
        };
        let stored = session.clone();
        // No page shows a session: the pages kept in memory stay valid.
        let swept = self
            .write_unseen(move |conn| {
                let swept = db::session_delete_expired(conn, now)?;
                db::session_insert(conn, &hash, &stored)?;
                Ok(swept)
            })
            .await?;
        if swept > 0 {
            tracing::debug!("web sessions: {swept} expired swept");
        }
        self.service
            .records()
            .user_seen(session.user, &session.name)
            .await?;
        Ok(session)
    }

    /// Marks the session under `hash` signed out; whether there was one.
    pub async fn sign_out(self, hash: TokenHash) -> Result<bool, ServiceError> {
        self.write_unseen(move |conn| Ok(db::session_sign_out(conn, &hash)?))
            .await
    }
}

/// The session under `hash` if it is open at `now` (unix ms), on a read connection the
/// caller owns (the web side's own): signed out, expired or unknown, `None`.
pub fn open_session(
    conn: &Connection,
    hash: &TokenHash,
    now: i64,
) -> rusqlite::Result<Option<WebSession>> {
    Ok(db::session_get(conn, hash)?.filter(|s| s.is_open(now)))
}
