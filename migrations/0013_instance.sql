-- Which of the bot's databases this is (issue 39): eight hex digits drawn at random when
-- the database is made, and drawn again when `keep-shards` prunes a copy to seed another
-- process. Every post the bot makes carries a nonce built from it, the kind of post and
-- its row id, and Discord checks nonces per author (the bot), across every channel: two
-- processes of one bot, each with its own database and its own Match #1, must never send
-- the same nonce, nor must a tournament's sign-up and a match's table that share a number.

CREATE TABLE instance (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    id   TEXT    NOT NULL CHECK (length(id) = 8 AND id NOT GLOB '*[^0-9a-f]*')
) STRICT;

INSERT INTO instance (only, id) VALUES (1, lower(hex(randomblob(4))));
