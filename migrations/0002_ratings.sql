-- Results, ratings and names (issue #5).
--
-- A finished match gets one `match_results` row and, when it is rated, one `match_players`
-- row per player, written in the transaction that saves the match's last step. Their
-- primary keys make recording a match twice impossible. With the `matches` row (server,
-- players and seats, seed, start time) and its `moves` rows (the log, for replays) they
-- are the whole record of a match. `ratings` holds each player's current Glicko-2 rating
-- per server and game; `board_buckets` counts the players on each board by rating band,
-- so a rank or a deep page is found without counting every player above it.

-- The display name last seen for each user, so boards still name players who left.
CREATE TABLE users (
    id      INTEGER PRIMARY KEY,
    name    TEXT    NOT NULL,
    seen_at INTEGER NOT NULL
) STRICT;

CREATE TABLE match_results (
    match_id    INTEGER PRIMARY KEY REFERENCES matches (id),
    guild_id    INTEGER NOT NULL,
    -- Game::NAME, as in matches.game.
    game        TEXT    NOT NULL,
    player_a    INTEGER NOT NULL,
    player_b    INTEGER NOT NULL,
    -- The seat that moved first.
    first_seat  TEXT    NOT NULL CHECK (first_seat IN ('A', 'B')),
    -- The winning seat; NULL for a draw.
    winner      TEXT             CHECK (winner IN ('A', 'B')),
    -- How it ended: the rules ('play'), a run-out clock ('forfeit') or a resignation.
    reason      TEXT    NOT NULL CHECK (reason IN ('play', 'forfeit', 'resignation')),
    score_a     INTEGER NOT NULL,
    score_b     INTEGER NOT NULL,
    -- Game actions in the log (moves and run-out clocks), the resignation not counted.
    moves       INTEGER NOT NULL CHECK (moves >= 0),
    -- 0 for a match abandoned before its first move: it counts for nobody.
    rated       INTEGER NOT NULL CHECK (rated IN (0, 1)),
    started_at  INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    CHECK (player_a <> player_b),
    CHECK (winner IS NOT NULL OR reason = 'play'),
    CHECK (rated = 1 OR moves = 0)
) STRICT;

-- One row per player of a rated match: their side of the result and their rating change.
-- guild_id, game and finished_at repeat the match's, so the indexes below answer alone.
CREATE TABLE match_players (
    match_id        INTEGER NOT NULL REFERENCES match_results (match_id),
    seat            TEXT    NOT NULL CHECK (seat IN ('A', 'B')),
    user_id         INTEGER NOT NULL,
    guild_id        INTEGER NOT NULL,
    game            TEXT    NOT NULL,
    opponent        INTEGER NOT NULL,
    -- Forfeits and resignations are losses for the player who forfeited or resigned.
    result          TEXT    NOT NULL CHECK (result IN ('win', 'loss', 'draw')),
    score           INTEGER NOT NULL,
    opponent_score  INTEGER NOT NULL,
    rating_before   REAL    NOT NULL,
    deviation_before REAL   NOT NULL,
    rating_after    REAL    NOT NULL,
    deviation_after REAL    NOT NULL,
    finished_at     INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat),
    CHECK (user_id <> opponent)
) STRICT, WITHOUT ROWID;

-- /history, all games and one game.
CREATE INDEX match_players_history
    ON match_players (guild_id, user_id, finished_at DESC, match_id DESC);
CREATE INDEX match_players_game_history
    ON match_players (guild_id, game, user_id, finished_at DESC, match_id DESC);
-- /stats: the most played opponent and the head-to-head, from the index alone.
CREATE INDEX match_players_opponents
    ON match_players (guild_id, game, user_id, opponent, result);

CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    -- Glicko-2, on the Glicko scale (a new player is 1500, deviation 350, volatility 0.06).
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL CHECK (deviation > 0),
    volatility  REAL    NOT NULL CHECK (volatility > 0),
    -- floor(rating / 10): the rating band this player is counted in, in board_buckets.
    bucket      INTEGER NOT NULL,
    games       INTEGER NOT NULL CHECK (games = wins + losses + draws),
    wins        INTEGER NOT NULL CHECK (wins >= 0),
    losses      INTEGER NOT NULL CHECK (losses >= 0),
    draws       INTEGER NOT NULL CHECK (draws >= 0),
    -- Results in a row: n > 0 wins, n < 0 losses, 0 after a draw.
    streak      INTEGER NOT NULL,
    -- The longest run of wins.
    best_streak INTEGER NOT NULL CHECK (best_streak >= 0),
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
) STRICT, WITHOUT ROWID;

-- The board's order: rating, then games played, then user id, so ties are stable. The
-- band comes first so that a page starts at its band without an OFFSET over the bands
-- above (bands follow ratings, so the order is the same).
CREATE INDEX ratings_board
    ON ratings (guild_id, game, bucket DESC, rating DESC, games DESC, user_id);

-- Players on each board per rating band: those with at least board_settings.min_games games.
CREATE TABLE board_buckets (
    guild_id INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    bucket   INTEGER NOT NULL,
    players  INTEGER NOT NULL CHECK (players > 0),
    PRIMARY KEY (guild_id, game, bucket)
) STRICT, WITHOUT ROWID;

-- The minimum of games board_buckets counts for: the configuration's
-- [leaderboard] min_games, recounted at start-up when the configuration changes it.
CREATE TABLE board_settings (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    min_games INTEGER NOT NULL CHECK (min_games >= 0)
) STRICT;

INSERT INTO board_settings (id, min_games) VALUES (1, 1);
