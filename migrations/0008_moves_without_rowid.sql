-- A move's commit writes fewer pages (issue 13).
--
-- `moves` was a rowid table with its primary key (match_id, number) kept in a second
-- b-tree, so every move wrote two pages for one row. As a WITHOUT ROWID table the rows are
-- stored in the primary key itself: one b-tree, one page per move, and a match's log lies
-- together, in order, for the load that reads it back. Same columns, constraints and data.

CREATE TABLE moves_clustered (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    -- 0-based position in the match's log (rules::MoveLog::actions).
    number     INTEGER NOT NULL CHECK (number >= 0),
    seat       TEXT    NOT NULL CHECK (seat IN ('A', 'B')),
    -- A rules::Action: a move, a timeout or a resignation.
    action     TEXT    NOT NULL CHECK (json_valid(action)),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, number)
) STRICT, WITHOUT ROWID;

INSERT INTO moves_clustered (match_id, number, seat, action, created_at)
SELECT match_id, number, seat, action, created_at FROM moves ORDER BY match_id, number;

DROP TABLE moves;
ALTER TABLE moves_clustered RENAME TO moves;
