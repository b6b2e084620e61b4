-- Each server's own Discord language (`guild_locale`, issue 41), as last seen on one of its
-- interactions: what its channels read when its admins chose no language in /settings,
-- needed for the posts made outside an interaction (a clock's forfeit, the outbox).
-- Per-guild (a `guild_id` column), so `keep-shards` keeps and drops it with its guild.
CREATE TABLE guild_locales (
    guild_id INTEGER PRIMARY KEY,
    locale   TEXT    NOT NULL,
    seen_at  INTEGER NOT NULL
) STRICT;
