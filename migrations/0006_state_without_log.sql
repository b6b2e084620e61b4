-- Storage that does not grow with the match (issue 13).
--
-- `matches.state` held the whole table, its move log included, so every save rewrote the
-- log and a match's saves cost O(moves²) bytes, while `moves` already held each action.
-- From now on the state is stored without the log's actions (`rules::Table`'s serde form
-- keeps only how the game started: options, seed, first seat, strikes that forfeit), and
-- loading a match rebuilds the log from its `moves` rows (the choice of who goes first
-- skipped). This strips the log from the states stored before.
--
-- Kept: the log of a finished Death Match, since a host's award was logged in the state
-- but given no `moves` row before this release. (Loading keeps a state's own log when it
-- has one.)

UPDATE matches
SET state = json_remove(
        state,
        '$.Playing.Clash.log.actions',
        '$.Playing.TilePoker.log.actions',
        '$.Playing.Clubbed.log.actions',
        '$.Playing.ShapeClash.log.actions',
        '$.Playing.Duel.log.actions'
    )
WHERE json_type(state, '$.Playing') IS NOT NULL
  AND NOT (deathmatch IS NOT NULL AND status <> 'active');
