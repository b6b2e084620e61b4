-- The daily puzzles (issue 54): each game's puzzle of each date, made ahead and stored
-- with its rating; each user's answers (one per puzzle, whichever server it was given in);
-- each user's puzzle rating and streak; and the daily post, owed once per (server, date).

-- A puzzle is a function of its game and date (crate::puzzles::daily): stored so it is
-- made once, and rated as it is answered (Glicko-2, starting at the solver's estimate).
-- `date` is the puzzle's date as 'YYYY-MM-DD' (a UTC-free civil date: a server answers
-- the puzzle of its own today).
CREATE TABLE puzzles (
    game       TEXT    NOT NULL,
    date       TEXT    NOT NULL,
    -- crate::puzzles::Puzzle as JSON: the table (hidden cards included), the seat, the
    -- lines and their measure. Never leaves the service.
    puzzle     TEXT    NOT NULL CHECK (json_valid(puzzle)),
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    -- Answers given everywhere: right ones, and all.
    solved     INTEGER NOT NULL DEFAULT 0 CHECK (solved >= 0),
    tried      INTEGER NOT NULL DEFAULT 0 CHECK (tried >= solved),
    made_at    INTEGER NOT NULL,
    PRIMARY KEY (game, date)
) STRICT, WITHOUT ROWID;

-- One answer per user per puzzle (the primary key refuses a second one, from any server).
-- `guild_id` is the server it was given in: a server's board lists the users who answered
-- there (and keep-shards keeps the answers with their server).
CREATE TABLE puzzle_attempts (
    user_id       INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    date          TEXT    NOT NULL,
    guild_id      INTEGER NOT NULL,
    -- The line the answer was in: 0 is the solution's.
    line          INTEGER NOT NULL CHECK (line >= 0),
    right         INTEGER NOT NULL CHECK (right IN (0, 1)),
    rating_before REAL    NOT NULL,
    rating_after  REAL    NOT NULL,
    answered_at   INTEGER NOT NULL,
    PRIMARY KEY (user_id, game, date),
    FOREIGN KEY (game, date) REFERENCES puzzles (game, date)
) STRICT, WITHOUT ROWID;

-- A server's board: who answered there.
CREATE INDEX puzzle_attempts_guild ON puzzle_attempts (guild_id, user_id);
-- The daily post: a day's answers in a server.
CREATE INDEX puzzle_attempts_day ON puzzle_attempts (guild_id, date);
-- A user's streak: the dates they solved.
CREATE INDEX puzzle_attempts_solved ON puzzle_attempts (user_id, date) WHERE right = 1;

-- Each user's puzzle rating (global, apart from the match ratings) and streak: `streak` is
-- the run of consecutive solved dates ending at `last_solved` (shown as 0 once a date has
-- passed without a solve), `best_streak` the longest run.
CREATE TABLE puzzle_players (
    user_id     INTEGER PRIMARY KEY,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    solved      INTEGER NOT NULL CHECK (solved >= 0),
    tried       INTEGER NOT NULL CHECK (tried >= solved),
    streak      INTEGER NOT NULL CHECK (streak >= 0),
    best_streak INTEGER NOT NULL CHECK (best_streak >= streak),
    last_solved TEXT
) STRICT;

CREATE INDEX puzzle_players_rating ON puzzle_players (rating DESC, user_id);

-- "Today's puzzles", once per (server, date): the row is written in the transaction that
-- owes the post to the outbox, so a kill between deciding and posting neither loses nor
-- doubles it.
CREATE TABLE puzzle_posts (
    guild_id   INTEGER NOT NULL,
    date       TEXT    NOT NULL,
    channel_id INTEGER NOT NULL,
    outbox_id  INTEGER NOT NULL,
    posted_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, date)
) STRICT, WITHOUT ROWID;

-- The outbox's kinds of post, widened for the daily post (SQLite cannot change a CHECK in
-- place): 'puzzles': a server's "Today's puzzles", `content` the typed post as JSON
-- (model::puzzles::DailyPuzzles), worded at delivery in the server's language.
CREATE TABLE outbox_widened (
    id           INTEGER PRIMARY KEY,
    match_id     INTEGER REFERENCES matches (id),
    channel_id   INTEGER NOT NULL,
    kind         TEXT    NOT NULL
                         CHECK (kind IN ('post', 'choice', 'thread', 'archive', 'result',
                                         'puzzles')),
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
