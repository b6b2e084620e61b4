-- The web pages' list of a server's running matches (issue 40): its active matches,
-- newest first, without scanning every active match of every server.
CREATE INDEX matches_active_guild ON matches (guild_id, id) WHERE status = 'active';
