-- Each server's own settings (`/settings`, issue 30): one row per setting a server has
-- set, its value as JSON; a setting without a row is the bot's default from config.toml.
-- Per-guild like every table with a `guild_id` column, so `keep-shards` keeps and drops
-- them with their guild.
CREATE TABLE guild_settings (
    guild_id   INTEGER NOT NULL,
    key        TEXT    NOT NULL,
    value      TEXT    NOT NULL CHECK (json_valid(value)),
    changed_by INTEGER NOT NULL,
    changed_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, key)
) STRICT, WITHOUT ROWID;

-- Every change: who, what, the server's value before and after (NULL: the default), when.
CREATE TABLE settings_audit (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    key        TEXT    NOT NULL,
    old        TEXT CHECK (old IS NULL OR json_valid(old)),
    new        TEXT CHECK (new IS NULL OR json_valid(new)),
    changed_by INTEGER NOT NULL,
    changed_at INTEGER NOT NULL
) STRICT;

CREATE INDEX settings_audit_guild ON settings_audit (guild_id, id);
