-- Events planned ahead (issue 42): a Death Match or a tournament at a set time, with its
-- reminders, check-in and grace (model/schedule.rs). Each row is one planned event; what
-- is due next is `due_at` (NULL once it started, lapsed or was cancelled), so the
-- scheduler's "what is next" is one read of an index.
CREATE TABLE schedules (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel_id     INTEGER NOT NULL,
    host           INTEGER NOT NULL,
    -- 'deathmatch' (`plan` holds its terms) or 'tournament' (`tournament_id`).
    kind           TEXT    NOT NULL CHECK (kind IN ('deathmatch', 'tournament')),
    plan           TEXT    NOT NULL CHECK (json_valid(plan)),
    tournament_id  INTEGER REFERENCES tournaments (id),
    starts_at      INTEGER NOT NULL,
    -- reminders (seconds before), check-in window and grace, fixed when scheduled.
    terms          TEXT    NOT NULL CHECK (json_valid(terms)),
    -- Who must check in, who did, the reminders done for this start time.
    players        TEXT    NOT NULL CHECK (json_valid(players)),
    checked_in     TEXT    NOT NULL CHECK (json_valid(checked_in)),
    reminded       TEXT    NOT NULL CHECK (json_valid(reminded)),
    stage          TEXT    NOT NULL CHECK (stage IN ('upcoming', 'checkin', 'grace')),
    status         TEXT    NOT NULL CHECK (json_valid(status)),
    due_at         INTEGER,
    -- The public message (announcement) and the Discord event show `drawn_revision`.
    revision       INTEGER NOT NULL DEFAULT 0,
    drawn_revision INTEGER NOT NULL DEFAULT 0,
    message_id     INTEGER,
    mirror         TEXT    NOT NULL DEFAULT '"None"' CHECK (json_valid(mirror)),
    -- The Death Match it started, once started.
    match_id       INTEGER REFERENCES matches (id),
    created_at     INTEGER NOT NULL
) STRICT;

CREATE INDEX schedules_due ON schedules (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX schedules_owed ON schedules (id) WHERE drawn_revision < revision;
CREATE INDEX schedules_guild ON schedules (guild_id, starts_at);
CREATE INDEX schedules_match ON schedules (match_id) WHERE match_id IS NOT NULL;

-- Every host action on a schedule, like host_actions for matches: who, what, why, when.
CREATE TABLE schedule_actions (
    id          INTEGER PRIMARY KEY,
    schedule_id INTEGER NOT NULL REFERENCES schedules (id),
    guild_id    INTEGER NOT NULL,
    actor       INTEGER NOT NULL,
    action      TEXT    NOT NULL CHECK (action IN ('schedule', 'reschedule', 'cancel', 'start', 'checkin')),
    detail      TEXT    NOT NULL CHECK (json_valid(detail)),
    created_at  INTEGER NOT NULL
) STRICT;

CREATE INDEX schedule_actions_schedule ON schedule_actions (schedule_id, id);

-- Servers told once that the bot lacks Manage Events (no Discord event for their schedules).
CREATE TABLE guild_notes (
    guild_id INTEGER NOT NULL,
    note     TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (guild_id, note)
) STRICT, WITHOUT ROWID;

-- A reminder's post names its schedule: delivery mentions the members "Interested" in the
-- schedule's Discord event too (read from Discord when it is sent).
ALTER TABLE outbox ADD COLUMN schedule_id INTEGER;
