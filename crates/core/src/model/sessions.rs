//! A signed-in reader of the web pages, as storage keeps it and the service hands it on:
//! who they are on Discord and their session's own CSRF token. The token that opens the
//! session is the browser's alone; storage knows only its SHA-256 ([`TokenHash`]).

use super::UserId;

/// The SHA-256 of a session's token: what the database is keyed by.
pub type TokenHash = [u8; 32];

/// A session as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebSession {
    pub user: UserId,
    /// Their Discord global name, else their username, at sign-in.
    pub name: String,
    /// Their Discord language at sign-in (`fr`, `pt-BR`), if Discord said.
    pub locale: Option<String>,
    /// The token every write from this session's pages must carry.
    pub csrf: String,
    /// Unix milliseconds.
    pub created_at: i64,
    pub expires_at: i64,
    pub signed_out: bool,
}

impl WebSession {
    /// Whether it still proves who its reader is at `now` (unix ms): neither signed out
    /// nor expired.
    pub fn is_open(&self, now: i64) -> bool {
        !self.signed_out && now < self.expires_at
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(expires_at: i64, signed_out: bool) -> WebSession {
        WebSession {
            user: 1,
            name: "alice".into(),
            locale: None,
            csrf: "c".into(),
            created_at: 0,
            expires_at,
            signed_out,
        }
    }

    #[test]
    fn a_session_is_open_until_it_expires_or_is_signed_out() {
        assert!(session(1000, false).is_open(999));
        assert!(!session(1000, false).is_open(1000), "expired at its expiry");
        assert!(!session(1000, true).is_open(0), "signed out");
    }
}
