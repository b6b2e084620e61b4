-- Achievements (issue 54): what each player has earned on a server, once each.
--
-- A row is written in the transaction that commits what earned it (a match's end, a
-- season's end), so it is never lost nor doubled by a kill: the primary key keeps one per
-- (server, player, achievement), and the result post, delivered later by the outbox,
-- reads the rows of its match. `match_id` is the match that earned it (NULL for a
-- season's place), `season` the season that did (NULL for a match's).

CREATE TABLE achievements (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    -- model::achievements::Achievement::code: 'first-win', 'streak-3', ...
    achievement TEXT    NOT NULL,
    match_id    INTEGER REFERENCES matches (id),
    season      INTEGER CHECK (season IS NULL OR season >= 1),
    earned_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, achievement)
) STRICT, WITHOUT ROWID;

-- The result post: what its match earned.
CREATE INDEX achievements_match ON achievements (match_id) WHERE match_id IS NOT NULL;
-- Rarity: how many of a server's players have each.
CREATE INDEX achievements_rarity ON achievements (guild_id, achievement);

-- The backfill from the history stored before achievements (or before the list grew):
-- how many achievements the list had when it last ran. It runs at start-up while this is
-- below the list's length, and changes nothing when run again.
CREATE TABLE achievements_backfill (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    achievements INTEGER NOT NULL CHECK (achievements >= 0),
    done_at      INTEGER NOT NULL
) STRICT;
