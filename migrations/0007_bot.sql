-- The bot as an opponent (issue 14): a match against the bot records which seat the bot
-- holds and how well it plays, as JSON {"seat": "A"|"B", "level": "random"|"easy"|"strong"}.
-- NULL for a match between two people. Such a match has no `match_results` row: it is
-- kept with its log (replays, /record) but rated on no board.

ALTER TABLE matches ADD COLUMN bot TEXT CHECK (bot IS NULL OR json_valid(bot));
