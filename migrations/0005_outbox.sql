-- What the bot owes Discord after a change, recorded in the change's own transaction, so a
-- crash between the commit and the channel cannot lose it (issue: nothing stuck).
--
-- Two kinds of debt:
-- 1. The table message. `revision` counts every saved change of a match (moves, clocks,
--    host actions, reserves); `table_revision` is the revision the table message shows.
--    A table is owed while table_revision < revision: redraws coalesce (the latest state
--    wins), and start-up redraws exactly the tables that are behind.
-- 2. Posts (`outbox`): the separate messages a change deserves (the toss, a round's or a
--    deal's result, the end of a match), delivered in order and marked done. Each is sent
--    with a nonce made from its id and `enforce_nonce`, so a post sent just before a
--    crash is not posted twice when it is sent again.

ALTER TABLE matches ADD COLUMN revision INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0);
ALTER TABLE matches ADD COLUMN table_revision INTEGER NOT NULL DEFAULT 0 CHECK (table_revision >= 0);

-- Start-up finds the tables that are behind without reading every match.
CREATE INDEX matches_table_owed ON matches (id) WHERE table_revision < revision;

CREATE TABLE outbox (
    id           INTEGER PRIMARY KEY,
    match_id     INTEGER REFERENCES matches (id),
    channel_id   INTEGER NOT NULL,
    -- 'post': `content` as it is (plus the rating changes when `ratings` is 1);
    -- 'choice': the toss (or a Death Match's start) with its buttons, drawn at delivery
    -- from the match as it is then (nothing to send once the first player is chosen).
    kind         TEXT    NOT NULL CHECK (kind IN ('post', 'choice')),
    content      TEXT    NOT NULL,
    ratings      INTEGER NOT NULL DEFAULT 0 CHECK (ratings IN (0, 1)),
    created_at   INTEGER NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    -- Set once delivered (or given up: `message_id` NULL and `failure` says why).
    delivered_at INTEGER,
    message_id   INTEGER,
    failure      TEXT
) STRICT;

CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;
