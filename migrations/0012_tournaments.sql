-- Tournaments (issue 31): an organiser opens a sign-up, the bot pairs the rounds (Swiss,
-- single elimination or round robin) and starts each pairing's match, until the format is
-- done. Every table has a `guild_id`, so `keep-shards` keeps and drops a tournament whole
-- with its guild.
--
-- A round is paired in one transaction, guarded by `tournaments.round`: its pairings,
-- their matches (each with its toss post) and the round's posts commit together or not at
-- all, and the primary key of `tournament_pairings` refuses a round paired twice. A
-- pairing's result is written when the tournament next settles (after a match ends, and
-- at start-up, so a result committed just before a crash is settled after it).

CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    -- Where its posts and its one public message (sign-up, then standings) go.
    channel_id       INTEGER NOT NULL,
    name             TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    -- Game::NAME, as in matches.game.
    game             TEXT    NOT NULL,
    format           TEXT    NOT NULL
                             CHECK (format IN ('swiss', 'single-elimination', 'round-robin')),
    organiser        INTEGER NOT NULL,
    -- model::MatchSettings as JSON: every match's target, turn clock and missed turns.
    settings         TEXT    NOT NULL CHECK (json_valid(settings)),
    -- 0: its matches are recorded with their results but change no rating.
    rated            INTEGER NOT NULL CHECK (rated IN (0, 1)),
    -- The Swiss rounds the organiser asked for; NULL for the format's own count.
    asked_rounds     INTEGER CHECK (asked_rounds > 0),
    -- The rounds it plays, fixed at the start.
    rounds           INTEGER CHECK (rounds > 0),
    max_players      INTEGER NOT NULL CHECK (max_players BETWEEN 2 AND 256),
    status           TEXT    NOT NULL DEFAULT 'signup'
                             CHECK (status IN ('signup', 'playing', 'finished', 'cancelled')),
    -- The round in play: 0 during the sign-up.
    round            INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),
    signup_closes_at INTEGER NOT NULL,
    -- The public message, edited in place like a match's table: it is owed a redraw while
    -- drawn_revision < revision.
    message_id       INTEGER,
    revision         INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 0),
    drawn_revision   INTEGER NOT NULL DEFAULT 0 CHECK (drawn_revision >= 0),
    created_at       INTEGER NOT NULL,
    -- The server's season open when it was created (seasons.number), NULL when none was.
    season           INTEGER,
    started_at       INTEGER,
    finished_at      INTEGER,
    CHECK ((status = 'playing') <= (rounds IS NOT NULL AND round > 0)),
    CHECK ((status IN ('finished', 'cancelled')) = (finished_at IS NOT NULL))
) STRICT;

-- /tournament list; start-up resumes the tournaments under way.
CREATE INDEX tournaments_guild ON tournaments (guild_id, id);
CREATE INDEX tournaments_open ON tournaments (status) WHERE status IN ('signup', 'playing');
CREATE INDEX tournaments_owed ON tournaments (id) WHERE drawn_revision < revision;

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    -- Sign-up order, from 0.
    joined        INTEGER NOT NULL CHECK (joined >= 0),
    -- The server's rating for the game when the tournament started; NULL for a player
    -- with no rated game yet (and during the sign-up).
    rating        REAL,
    -- The round in which the player dropped out; NULL while in.
    dropped_round INTEGER CHECK (dropped_round >= 0),
    PRIMARY KEY (tournament_id, user_id)
) STRICT, WITHOUT ROWID;

-- One board of a round: two players and their match, or one (a bye or a walkover).
CREATE TABLE tournament_pairings (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    guild_id      INTEGER NOT NULL,
    round         INTEGER NOT NULL CHECK (round > 0),
    -- In single elimination, the board's place in the bracket.
    board         INTEGER NOT NULL CHECK (board >= 0),
    player_a      INTEGER NOT NULL,
    player_b      INTEGER,
    -- NULL while its match is played; 'bye': a Swiss bye (a free win); 'walkover': one
    -- player goes on without a game or a point.
    result        TEXT    CHECK (result IN ('a', 'b', 'draw', 'bye', 'walkover')),
    PRIMARY KEY (tournament_id, round, board),
    -- `IS` and coalesce: a CHECK that comes out NULL passes, and `NULL IN (...)` is NULL.
    CHECK (player_b IS NOT NULL OR coalesce(result IN ('bye', 'walkover'), 0)),
    CHECK (player_b IS NULL OR result IS NULL OR result IN ('a', 'b', 'draw')),
    CHECK (player_a <> player_b)
) STRICT, WITHOUT ROWID;

-- Every match played for a pairing: one, or more when a draw in single elimination or a
-- void is played again (the latest counts).
CREATE TABLE tournament_games (
    match_id      INTEGER PRIMARY KEY REFERENCES matches (id),
    tournament_id INTEGER NOT NULL,
    guild_id      INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    FOREIGN KEY (tournament_id, round, board)
        REFERENCES tournament_pairings (tournament_id, round, board)
) STRICT;

CREATE INDEX tournament_games_board ON tournament_games (tournament_id, round, board, match_id);

-- Every organiser action (and a player's own drop), in the transaction that applies it.
CREATE TABLE tournament_actions (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    guild_id      INTEGER NOT NULL,
    by_user       INTEGER NOT NULL,
    action        TEXT    NOT NULL
                          CHECK (action IN ('create', 'start', 'drop', 'award', 'void', 'end')),
    match_id      INTEGER REFERENCES matches (id),
    -- The action's details as JSON (the player dropped, the winner awarded...).
    detail        TEXT    NOT NULL CHECK (json_valid(detail)),
    reason        TEXT,
    created_at    INTEGER NOT NULL
) STRICT;

CREATE INDEX tournament_actions_tournament ON tournament_actions (tournament_id, id);

-- A tournament's match carries its tag (model::tournament::TournamentTag as JSON: the
-- tournament, its round, whether it is rated, an organiser's ruling); NULL otherwise.
ALTER TABLE matches ADD COLUMN tournament TEXT
    CHECK (tournament IS NULL OR json_valid(tournament));
