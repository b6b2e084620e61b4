-- Death Matches (RULES.md, *Death Matches*): a host-run match between the elimination
-- candidate (EC, seat A) and the Death Match Opponent (DMO, seat B).
--
-- A Death Match is a match like any other (same moves, clocks, results and ratings) plus
-- the `deathmatch` JSON: host, EC and DMO, event, the host's settings (reserve, whether a
-- draw goes to the DMO), the pause (and the time that was left), each player's reserve,
-- and the host's ruling when it ended by one (void or award). Matches made before this
-- migration have NULL there and are ordinary matches.

-- Events group a server's Death Matches ("Season 4, week 2").
CREATE TABLE events (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    created_at INTEGER NOT NULL,
    UNIQUE (guild_id, name)
) STRICT;

ALTER TABLE matches ADD COLUMN deathmatch TEXT CHECK (deathmatch IS NULL OR json_valid(deathmatch));
ALTER TABLE matches ADD COLUMN event_id INTEGER REFERENCES events (id);

-- The host's dashboard: a server's Death Matches, or one event's.
CREATE INDEX matches_deathmatch ON matches (guild_id, event_id, id) WHERE deathmatch IS NOT NULL;

-- Every host action, in the transaction that applies it: who, what, why, when.
CREATE TABLE host_actions (
    id         INTEGER PRIMARY KEY,
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    host       INTEGER NOT NULL,
    -- 'start', 'pause', 'resume', 'addtime', 'void', 'award'
    action     TEXT    NOT NULL CHECK (action IN ('start', 'pause', 'resume', 'addtime', 'void', 'award')),
    -- The action's details as JSON (seconds added, the player awarded...).
    detail     TEXT    NOT NULL CHECK (json_valid(detail)),
    reason     TEXT,
    created_at INTEGER NOT NULL
) STRICT;

CREATE INDEX host_actions_match ON host_actions (match_id, id);
