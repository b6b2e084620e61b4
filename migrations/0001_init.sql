-- Initial schema: matches, their move logs, and challenges.
--
-- Conventions: Discord ids (snowflakes) and the match seed are u64 in Rust, stored in
-- INTEGER as their i64 bit pattern (snowflakes fit in i64 anyway). Times are unix
-- milliseconds supplied by the service, never by SQLite, so tests can run on a fake clock.
-- JSON columns hold serde_json text and are checked with json_valid.

CREATE TABLE matches (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    -- The public table message, edited in place, once it is posted.
    message_id  INTEGER,
    -- Game::NAME: 'clash', 'tile-poker', ...
    game        TEXT    NOT NULL,
    player_a    INTEGER NOT NULL,
    player_b    INTEGER NOT NULL,
    seed        INTEGER NOT NULL,
    options     TEXT    NOT NULL CHECK (json_valid(options)),
    status      TEXT    NOT NULL DEFAULT 'active'
                        CHECK (status IN ('active', 'finished', 'abandoned')),
    -- The whole table state (rules::Table), so loading a match needs no replay.
    state       TEXT    NOT NULL CHECK (json_valid(state)),
    -- Rows in `moves` for this match, which is also the next move's number.
    move_count  INTEGER NOT NULL DEFAULT 0 CHECK (move_count >= 0),
    -- When the clock of the seat to move runs out; NULL when untimed.
    deadline    INTEGER,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    finished_at INTEGER,
    -- How it ended, for history and ratings; NULL while active.
    result      TEXT,
    CHECK (player_a <> player_b),
    CHECK ((status = 'active') = (finished_at IS NULL)),
    CHECK (deadline IS NULL OR status = 'active')
) STRICT;

-- Startup loads the active matches; the clock wants the next deadline among them.
CREATE INDEX matches_status_deadline ON matches (status, deadline);
-- "Is this player already in a game?" and per-player history.
CREATE INDEX matches_player_a ON matches (player_a, status);
CREATE INDEX matches_player_b ON matches (player_b, status);

CREATE TABLE moves (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    -- 0-based position in the match's log (rules::MoveLog::actions).
    number     INTEGER NOT NULL CHECK (number >= 0),
    seat       TEXT    NOT NULL CHECK (seat IN ('A', 'B')),
    -- A rules::Action: a move, a timeout or a resignation.
    action     TEXT    NOT NULL CHECK (json_valid(action)),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, number)
) STRICT;

CREATE TABLE challenges (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    -- The message with the accept/decline buttons, once it is posted.
    message_id  INTEGER,
    challenger  INTEGER NOT NULL,
    opponent    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL CHECK (json_valid(options)),
    status      TEXT    NOT NULL DEFAULT 'pending'
                        CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    -- The match an accepted challenge started.
    match_id    INTEGER REFERENCES matches (id),
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    CHECK (challenger <> opponent),
    CHECK (match_id IS NULL OR status = 'accepted')
) STRICT;

-- "Is there already a pending challenge between these two?", from either side.
CREATE INDEX challenges_pending_pair ON challenges (challenger, opponent) WHERE status = 'pending';
CREATE INDEX challenges_pending_opponent ON challenges (opponent) WHERE status = 'pending';
-- The expiry sweep.
CREATE INDEX challenges_pending_expiry ON challenges (expires_at) WHERE status = 'pending';
