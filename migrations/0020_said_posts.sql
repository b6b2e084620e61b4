-- Posts stored as values and worded at delivery (issue 55, item 4). `said` 1: `content` is
-- a model::Said as JSON (a match's, a tournament's or a scheduled event's news), worded
-- when it is sent, in the server's language of that moment, and sent as one message or
-- several when its words are longer than one; its `kind` still says how it is delivered
-- (a 'result' stays in the channel a match's thread was opened from). `said` 0: `content`
-- is the words themselves, as every row owed before this migration.
ALTER TABLE outbox ADD COLUMN said INTEGER NOT NULL DEFAULT 0 CHECK (said IN (0, 1));
-- Of a post sent as several messages, how many went out already (the first one's id is
-- `message_id`), and the words of them all as they were sent (a JSON array of strings,
-- kept once the first is out): a post cut short by a kill or a fault goes on from the next
-- message in the same words, rather than sending the first ones again once Discord no
-- longer remembers their nonces, or worded anew (another language, other players) and
-- split elsewhere.
ALTER TABLE outbox ADD COLUMN parts_sent INTEGER NOT NULL DEFAULT 0 CHECK (parts_sent >= 0);
ALTER TABLE outbox ADD COLUMN parts TEXT;
-- The server a post is for, so that `keep-shards` keeps a post that belongs to no match (a
-- tournament's, a scheduled event's, the daily puzzles) only with its server, rather than in
-- every copy, each process then posting it. NULL for rows owed before this migration.
ALTER TABLE outbox ADD COLUMN guild_id INTEGER;
