-- Seasons (issue 32): a server's named stretches of play, each with boards of its own
-- beside the all-time ones.
--
-- `ratings`, `board_buckets` and `match_players` gain a `season` column in their keys:
-- 0 is the all-time board (every rated match ever played on the server), n > 0 the
-- server's season n. A rated match is written to the all-time board and, when a season is
-- open on its server as it is saved, to that season's too, in the same transaction. So a
-- season's board has the same layout, indexes and band counts as the all-time one, and
-- reading it costs the same.
--
-- What was recorded before this migration stays all-time only (season 0): no season is
-- made up for it, so a server that never starts one sees and pays nothing new. Every
-- rating, band and per-player row is copied as it was.

CREATE TABLE seasons (
    guild_id   INTEGER NOT NULL,
    -- 1, 2, 3... per server, in the order started (0 is all time in the columns below).
    number     INTEGER NOT NULL CHECK (number >= 1),
    name       TEXT    NOT NULL COLLATE NOCASE CHECK (length(name) BETWEEN 1 AND 100),
    -- Whether players start from their all-time rating pulled halfway towards a new
    -- player's (model::seasons::soft_reset) instead of as new players.
    soft_reset INTEGER NOT NULL CHECK (soft_reset IN (0, 1)),
    started_at INTEGER NOT NULL,
    started_by INTEGER NOT NULL,
    -- Both NULL while the season is open.
    ended_at   INTEGER,
    ended_by   INTEGER,
    PRIMARY KEY (guild_id, number),
    UNIQUE (guild_id, name),
    CHECK ((ended_at IS NULL) = (ended_by IS NULL)),
    CHECK (ended_at IS NULL OR ended_at >= started_at)
) STRICT, WITHOUT ROWID;

-- At most one open season per server; a save finds it by this index.
CREATE UNIQUE INDEX seasons_open ON seasons (guild_id) WHERE ended_at IS NULL;

-- Death Match events record the season open when they were created (NULL: none, or made
-- before seasons existed).
ALTER TABLE events ADD COLUMN season INTEGER CHECK (season IS NULL OR season >= 1);

CREATE TABLE ratings_seasons (
    guild_id    INTEGER NOT NULL,
    season      INTEGER NOT NULL CHECK (season >= 0),
    game        TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL CHECK (deviation > 0),
    volatility  REAL    NOT NULL CHECK (volatility > 0),
    bucket      INTEGER NOT NULL,
    games       INTEGER NOT NULL CHECK (games = wins + losses + draws),
    wins        INTEGER NOT NULL CHECK (wins >= 0),
    losses      INTEGER NOT NULL CHECK (losses >= 0),
    draws       INTEGER NOT NULL CHECK (draws >= 0),
    streak      INTEGER NOT NULL,
    best_streak INTEGER NOT NULL CHECK (best_streak >= 0),
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, season, game, user_id)
) STRICT, WITHOUT ROWID;

INSERT INTO ratings_seasons (guild_id, season, game, user_id, rating, deviation, volatility,
                             bucket, games, wins, losses, draws, streak, best_streak,
                             updated_at)
SELECT guild_id, 0, game, user_id, rating, deviation, volatility, bucket, games, wins, losses,
       draws, streak, best_streak, updated_at
FROM ratings;

DROP TABLE ratings;
ALTER TABLE ratings_seasons RENAME TO ratings;

-- The board's order, as before, per season.
CREATE INDEX ratings_board
    ON ratings (guild_id, season, game, bucket DESC, rating DESC, games DESC, user_id);

CREATE TABLE board_buckets_seasons (
    guild_id INTEGER NOT NULL,
    season   INTEGER NOT NULL CHECK (season >= 0),
    game     TEXT    NOT NULL,
    bucket   INTEGER NOT NULL,
    players  INTEGER NOT NULL CHECK (players > 0),
    PRIMARY KEY (guild_id, season, game, bucket)
) STRICT, WITHOUT ROWID;

INSERT INTO board_buckets_seasons (guild_id, season, game, bucket, players)
SELECT guild_id, 0, game, bucket, players FROM board_buckets;

DROP TABLE board_buckets;
ALTER TABLE board_buckets_seasons RENAME TO board_buckets;

-- One row per player of a rated match and board it counted on: season 0 (all time) always,
-- and the season open when it was saved, if any, each with that board's rating change.
CREATE TABLE match_players_seasons (
    match_id         INTEGER NOT NULL REFERENCES match_results (match_id),
    season           INTEGER NOT NULL CHECK (season >= 0),
    seat             TEXT    NOT NULL CHECK (seat IN ('A', 'B')),
    user_id          INTEGER NOT NULL,
    guild_id         INTEGER NOT NULL,
    game             TEXT    NOT NULL,
    opponent         INTEGER NOT NULL,
    result           TEXT    NOT NULL CHECK (result IN ('win', 'loss', 'draw')),
    score            INTEGER NOT NULL,
    opponent_score   INTEGER NOT NULL,
    rating_before    REAL    NOT NULL,
    deviation_before REAL    NOT NULL,
    rating_after     REAL    NOT NULL,
    deviation_after  REAL    NOT NULL,
    finished_at      INTEGER NOT NULL,
    PRIMARY KEY (match_id, season, seat),
    CHECK (user_id <> opponent)
) STRICT, WITHOUT ROWID;

INSERT INTO match_players_seasons (match_id, season, seat, user_id, guild_id, game, opponent,
                                   result, score, opponent_score, rating_before,
                                   deviation_before, rating_after, deviation_after,
                                   finished_at)
SELECT match_id, 0, seat, user_id, guild_id, game, opponent, result, score, opponent_score,
       rating_before, deviation_before, rating_after, deviation_after, finished_at
FROM match_players;

DROP TABLE match_players;
ALTER TABLE match_players_seasons RENAME TO match_players;

-- /history, all games and one game, per season.
CREATE INDEX match_players_history
    ON match_players (guild_id, season, user_id, finished_at DESC, match_id DESC);
CREATE INDEX match_players_game_history
    ON match_players (guild_id, season, game, user_id, finished_at DESC, match_id DESC);
-- /stats: the most played opponent and the head-to-head, per season, from the index alone.
CREATE INDEX match_players_opponents
    ON match_players (guild_id, season, game, user_id, opponent, result);
