//! What the operator's metrics read of the database: counts only, never a user, a card or
//! a match's hidden data.

use rusqlite::Connection;

/// The database's gauges at one moment.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Gauges {
    /// Active matches per game (by the game's name), every game listed.
    pub live_by_game: Vec<(String, i64)>,
    /// Challenges waiting for an answer.
    pub challenges_open: i64,
    /// Posts owed to Discord, and tables owed a redraw.
    pub posts_owed: i64,
    pub tables_owed: i64,
    /// When the oldest post still owed was written (ms since the epoch).
    pub oldest_owed_at: Option<i64>,
}

pub fn gauges(conn: &Connection) -> rusqlite::Result<Gauges> {
    let mut live = conn.prepare_cached(
        "SELECT game, count(*) FROM matches WHERE status = 'active' GROUP BY game ORDER BY game",
    )?;
    let live_by_game = live
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<rusqlite::Result<Vec<(String, i64)>>>()?;
    let challenges_open = conn.query_row(
        "SELECT count(*) FROM challenges WHERE status = 'pending'",
        [],
        |row| row.get(0),
    )?;
    let (posts_owed, oldest_owed_at) = conn.query_row(
        "SELECT count(*), min(created_at) FROM outbox WHERE delivered_at IS NULL",
        [],
        |row| Ok((row.get(0)?, row.get(1)?)),
    )?;
    let tables_owed = conn.query_row(
        "SELECT count(*) FROM matches WHERE table_revision < revision",
        [],
        |row| row.get(0),
    )?;
    Ok(Gauges {
        live_by_game,
        challenges_open,
        posts_owed,
        tables_owed,
        oldest_owed_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_database_owes_nothing_and_plays_nothing() {
        let conn = crate::storage::open_in_memory().unwrap();
        assert_eq!(gauges(&conn).unwrap(), Gauges::default());
    }
}
