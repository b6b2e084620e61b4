-- Signed-in readers of the web pages (issue 53): one row per session opened by "Sign in
-- with Discord". The browser's cookie holds a random token; only its SHA-256 is kept here,
-- so a copy of the database opens no session. `csrf` is the session's own token that every
-- write from its pages must carry. A session that is signed out or past `expires_at` is
-- refused; expired rows are deleted whenever someone signs in.
-- Not per guild: `keep-shards` keeps the table whole, like `users`.
CREATE TABLE web_sessions (
    token_hash BLOB    PRIMARY KEY CHECK (length(token_hash) = 32),
    user_id    INTEGER NOT NULL,
    -- The user's global name (else username) and Discord language, from /users/@me.
    name       TEXT    NOT NULL,
    locale     TEXT,
    csrf       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    signed_out INTEGER NOT NULL DEFAULT 0 CHECK (signed_out IN (0, 1))
) STRICT, WITHOUT ROWID;

CREATE INDEX web_sessions_expiry ON web_sessions (expires_at);
