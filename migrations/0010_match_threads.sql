-- A public thread for each match (`/settings` → Match threads, issue 30). While a match is
-- played in its thread, `channel_id` is the thread and `thread_parent` the channel it was
-- started in; the outbox opens the thread before the match's first post, and archives it
-- after the last.
--
-- thread: NULL (played in its channel), 'wanted' (owed: the outbox opens it), 'open'
-- (played in thread `channel_id`), 'failed' (it could not be opened, or was lost: played in
-- its channel; `thread_failure` says why, and `/settings` shows it).
ALTER TABLE matches ADD COLUMN thread TEXT CHECK (thread IN ('wanted', 'open', 'failed'));
ALTER TABLE matches ADD COLUMN thread_parent INTEGER CHECK ((thread = 'open') = (thread_parent IS NOT NULL));
ALTER TABLE matches ADD COLUMN thread_failure TEXT CHECK ((thread = 'failed') = (thread_failure IS NOT NULL));

-- The panel's "last thread that failed" of a server, unless one opened since: both read
-- by index, not by a scan of every match.
CREATE INDEX matches_thread_failed ON matches (guild_id, id) WHERE thread = 'failed';
CREATE INDEX matches_thread_open ON matches (guild_id, id) WHERE thread = 'open';

-- A thread is opened from the challenge message of its match.
CREATE INDEX challenges_match ON challenges (match_id) WHERE match_id IS NOT NULL;

-- The outbox's kinds of post, widened (SQLite cannot change a CHECK in place):
-- 'thread': open the match's thread (from its challenge message, or from a starter post);
-- 'archive': draw the match's last table in its thread, then archive the thread;
-- 'result': in the channel a thread was opened from, the match's result with a link to it
-- (`content`, to which delivery adds the link; nothing when the match has no thread).
CREATE TABLE outbox_widened (
    id           INTEGER PRIMARY KEY,
    match_id     INTEGER REFERENCES matches (id),
    channel_id   INTEGER NOT NULL,
    kind         TEXT    NOT NULL
                         CHECK (kind IN ('post', 'choice', 'thread', 'archive', 'result')),
    content      TEXT    NOT NULL,
    ratings      INTEGER NOT NULL DEFAULT 0 CHECK (ratings IN (0, 1)),
    created_at   INTEGER NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    delivered_at INTEGER,
    message_id   INTEGER,
    failure      TEXT
) STRICT;
INSERT INTO outbox_widened SELECT id, match_id, channel_id, kind, content, ratings, created_at,
    attempts, delivered_at, message_id, failure FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_widened RENAME TO outbox;
CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;
