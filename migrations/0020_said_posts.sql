-- Posts stored as values and worded at delivery (issue 55, item 4): 'said' is a typed
-- post, `content` a model::Said as JSON (a tournament's or a scheduled event's news),
-- worded when it is sent, in the server's language of that moment, and sent as one
-- message or several when its words are longer than one. Rows owed before this migration keep their kind and their
-- words. The outbox's kinds widened (SQLite cannot change a CHECK in place).
CREATE TABLE outbox_widened (
    id           INTEGER PRIMARY KEY,
    match_id     INTEGER REFERENCES matches (id),
    channel_id   INTEGER NOT NULL,
    kind         TEXT    NOT NULL
                         CHECK (kind IN ('post', 'choice', 'thread', 'archive', 'result',
                                         'puzzles', 'said')),
    content      TEXT    NOT NULL,
    ratings      INTEGER NOT NULL DEFAULT 0 CHECK (ratings IN (0, 1)),
    created_at   INTEGER NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    delivered_at INTEGER,
    message_id   INTEGER,
    failure      TEXT,
    schedule_id  INTEGER
) STRICT;
INSERT INTO outbox_widened SELECT id, match_id, channel_id, kind, content, ratings, created_at,
    attempts, delivered_at, message_id, failure, schedule_id FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_widened RENAME TO outbox;
CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;
