-- Provably fair deals (the Death Match issue).
--
-- Each match made from now on gets a secret salt: 16 random bytes, written as 32 lowercase
-- hex characters. The toss post publishes the commitment
--     sha256(salt || ':' || seed as unsigned decimal), in lowercase hex,
-- and the match's record (`/record`) reveals the salt and the seed once the match is over,
-- so anyone can check with `clash-bot verify` that the deal was fixed before play began.
-- Matches made before this migration keep NULL: no commitment was made for them.

ALTER TABLE matches ADD COLUMN salt TEXT
    CHECK (salt IS NULL OR (length(salt) = 32 AND salt NOT GLOB '*[^0-9a-f]*'));
