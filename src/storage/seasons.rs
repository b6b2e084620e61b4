//! SQL for each server's seasons (`seasons`): the one open, the list, opening and closing
//! them, and which board a command's `season` option names.

use super::{from_sql, to_sql};
use crate::model::seasons::{Season, SeasonChange, SeasonError, SeasonName, SeasonPick};
use crate::model::UserId;
use rusqlite::{params, Connection, OptionalExtension, Row};

const SEASON_COLUMNS: &str = "number, name, soft_reset, started_at, started_by, ended_at";

fn season_from(row: &Row<'_>) -> rusqlite::Result<Season> {
    Ok(Season {
        number: row.get(0)?,
        name: row.get(1)?,
        soft_reset: row.get(2)?,
        started_at: row.get(3)?,
        started_by: from_sql(row.get(4)?),
        ended_at: row.get(5)?,
    })
}

/// The season open on server `guild`, if any. A match's save looks it up in its own
/// transaction ([`super::records::record_insert`]), so a match counts in the season open
/// when it is committed, whatever a season command racing it does. Tournaments and
/// anything else that runs in a season record its number from here too.
pub fn season_current(conn: &Connection, guild: u64) -> rusqlite::Result<Option<Season>> {
    conn.prepare_cached(&format!(
        "SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ?1 AND ended_at IS NULL"
    ))?
    .query_row([to_sql(guild)], season_from)
    .optional()
}

/// Season `number` of server `guild`.
pub fn season_get(conn: &Connection, guild: u64, number: u32) -> rusqlite::Result<Option<Season>> {
    conn.prepare_cached(&format!(
        "SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ?1 AND number = ?2"
    ))?
    .query_row(params![to_sql(guild), number], season_from)
    .optional()
}

/// Server `guild`'s season called `name` (without regard to case).
pub fn season_named(conn: &Connection, guild: u64, name: &str) -> rusqlite::Result<Option<Season>> {
    conn.prepare_cached(&format!(
        "SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ?1 AND name = ?2"
    ))?
    .query_row(params![to_sql(guild), name.trim()], season_from)
    .optional()
}

/// Server `guild`'s seasons, newest first.
pub fn season_list(conn: &Connection, guild: u64) -> rusqlite::Result<Vec<Season>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ?1 ORDER BY number DESC"
    ))?;
    let rows = stmt.query_map([to_sql(guild)], season_from)?;
    rows.collect()
}

/// The board a command asks for: `Some(season)`, or `None` for the all-time board (asked
/// for, or the default while no season runs).
pub fn season_pick(
    conn: &Connection,
    guild: u64,
    pick: &SeasonPick,
) -> anyhow::Result<Result<Option<Season>, SeasonError>> {
    Ok(match pick {
        SeasonPick::Current => Ok(season_current(conn, guild)?),
        SeasonPick::AllTime => Ok(None),
        SeasonPick::Named(name) => season_named(conn, guild, name)?
            .map(Some)
            .ok_or_else(|| SeasonError::NoSuchSeason(name.clone())),
        SeasonPick::Number(n) => season_get(conn, guild, *n)?
            .map(Some)
            .ok_or_else(|| SeasonError::NoSuchSeason(format!("#{n}"))),
    })
}

/// Closes server `guild`'s open season, if any: from now on no match counts in it.
fn season_close(
    conn: &Connection,
    guild: u64,
    by: UserId,
    now: i64,
) -> rusqlite::Result<Option<Season>> {
    let Some(mut open) = season_current(conn, guild)? else {
        return Ok(None);
    };
    conn.prepare_cached(
        "UPDATE seasons SET ended_at = ?3, ended_by = ?4 WHERE guild_id = ?1 AND number = ?2",
    )?
    .execute(params![to_sql(guild), open.number, now, to_sql(by)])?;
    // Its podiums earn their achievement as it ends, in the same transaction.
    super::achievements::season_podium_earn(conn, guild, open.number, now)?;
    open.ended_at = Some(now);
    Ok(Some(open))
}

/// `/season start`: closes server `guild`'s open season, if any, and opens season `name`,
/// in the caller's transaction. A name the server has used already is refused, and then
/// nothing changes.
pub fn season_start(
    conn: &Connection,
    guild: u64,
    name: &SeasonName,
    soft_reset: bool,
    by: UserId,
    now: i64,
) -> anyhow::Result<Result<SeasonChange, SeasonError>> {
    if let Some(taken) = season_named(conn, guild, name.as_str())? {
        return Ok(Err(SeasonError::NameTaken(taken.name)));
    }
    let closed = season_close(conn, guild, by, now)?;
    let number: u32 = conn
        .prepare_cached("SELECT COALESCE(MAX(number), 0) + 1 FROM seasons WHERE guild_id = ?1")?
        .query_row([to_sql(guild)], |row| row.get(0))?;
    conn.prepare_cached(
        "INSERT INTO seasons (guild_id, number, name, soft_reset, started_at, started_by) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        to_sql(guild),
        number,
        name.as_str(),
        soft_reset,
        now,
        to_sql(by)
    ])?;
    let opened = Season {
        number,
        name: name.as_str().to_string(),
        soft_reset,
        started_at: now,
        started_by: by,
        ended_at: None,
    };
    Ok(Ok(SeasonChange {
        closed,
        opened: Some(opened),
    }))
}

/// `/season end`: closes server `guild`'s open season without opening another.
pub fn season_end(
    conn: &Connection,
    guild: u64,
    by: UserId,
    now: i64,
) -> anyhow::Result<Result<SeasonChange, SeasonError>> {
    Ok(match season_close(conn, guild, by, now)? {
        Some(closed) => Ok(SeasonChange {
            closed: Some(closed),
            opened: None,
        }),
        None => Err(SeasonError::NoneOpen),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GUILD: u64 = 1;

    fn name(text: &str) -> SeasonName {
        SeasonName::parse(text).unwrap()
    }

    #[test]
    fn starting_a_season_closes_the_open_one_and_numbers_them_per_server() {
        let conn = crate::storage::open_in_memory().unwrap();
        assert_eq!(season_current(&conn, GUILD).unwrap(), None);
        let first = season_start(&conn, GUILD, &name("Spring"), false, 7, 1000)
            .unwrap()
            .unwrap();
        assert_eq!(first.closed, None);
        let spring = first.opened.unwrap();
        assert_eq!((spring.number, spring.is_open()), (1, true));
        // Another server numbers its own.
        let other = season_start(&conn, GUILD + 1, &name("Spring"), true, 8, 1500)
            .unwrap()
            .unwrap();
        assert_eq!(other.opened.unwrap().number, 1);

        let second = season_start(&conn, GUILD, &name("Summer"), true, 7, 2000)
            .unwrap()
            .unwrap();
        let closed = second.closed.unwrap();
        assert_eq!((closed.number, closed.ended_at), (1, Some(2000)));
        let summer = second.opened.unwrap();
        assert_eq!((summer.number, summer.soft_reset), (2, true));
        assert_eq!(season_current(&conn, GUILD).unwrap(), Some(summer.clone()));
        let list = season_list(&conn, GUILD).unwrap();
        assert_eq!(
            list.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
            ["Summer", "Spring"]
        );
        assert_eq!(list[1].ended_at, Some(2000));
    }

    #[test]
    fn a_name_is_used_once_per_server_whatever_its_case() {
        let conn = crate::storage::open_in_memory().unwrap();
        season_start(&conn, GUILD, &name("Season 4"), false, 7, 1000)
            .unwrap()
            .unwrap();
        assert_eq!(
            season_start(&conn, GUILD, &name("season 4"), false, 7, 2000).unwrap(),
            Err(SeasonError::NameTaken("Season 4".into()))
        );
        // Refused before anything changed: Season 4 still runs.
        assert_eq!(
            season_current(&conn, GUILD).unwrap().map(|s| s.name),
            Some("Season 4".into())
        );
        assert_eq!(
            season_named(&conn, GUILD, "SEASON 4")
                .unwrap()
                .map(|s| s.number),
            Some(1)
        );
    }

    #[test]
    fn ending_closes_the_open_season_and_then_there_is_none() {
        let conn = crate::storage::open_in_memory().unwrap();
        assert_eq!(
            season_end(&conn, GUILD, 7, 1000).unwrap(),
            Err(SeasonError::NoneOpen)
        );
        season_start(&conn, GUILD, &name("One"), false, 7, 1000)
            .unwrap()
            .unwrap();
        let ended = season_end(&conn, GUILD, 9, 3000).unwrap().unwrap();
        assert_eq!(ended.closed.unwrap().ended_at, Some(3000));
        assert_eq!(ended.opened, None);
        assert_eq!(season_current(&conn, GUILD).unwrap(), None);
        let by: i64 = conn
            .query_row("SELECT ended_by FROM seasons WHERE number = 1", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(by, 9);
    }

    /// Rows of a query, every column as SQLite holds it.
    fn rows(conn: &Connection, sql: &str) -> Vec<Vec<rusqlite::types::Value>> {
        let mut stmt = conn.prepare(sql).unwrap();
        let columns = stmt.column_count();
        stmt.query_map([], |row| {
            (0..columns)
                .map(|i| row.get(i))
                .collect::<Result<Vec<_>, _>>()
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
    }

    /// Fills a database at schema version 10 (the release before seasons) as that release's bot wrote it: finished
    /// matches, their results and per-player rows, the ratings and their bands (counted as
    /// its `board_recount` did), and a Death Match event.
    fn fill_release_10(conn: &Connection) {
        use crate::model::ratings::{rating_band, rating_update, PlayerResult, Standing};
        use crate::rules::{BySeat, GameKind, Seat};
        use std::collections::HashMap;
        let mut standings: HashMap<(u64, GameKind, u64), Standing> = HashMap::new();
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for id in 1..=120_i64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let guild = [GUILD, 1 << 40][(x % 2) as usize];
            let game = [GameKind::Clash, GameKind::TilePoker][((x >> 1) % 2) as usize];
            let a = 10 + (x >> 2) % 9;
            let b = 10 + (a - 10 + 1 + (x >> 6) % 8) % 9;
            let winner = [None, Some(Seat::A), Some(Seat::B)][((x >> 10) % 3) as usize];
            let finished = 1_000_000 + id * 1000;
            conn.execute(
                "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, \
                 options, status, state, created_at, updated_at, finished_at) \
                 VALUES (?1, ?2, 2, ?3, ?4, ?5, 7, '{}', 'finished', '{}', ?6, ?6, ?6)",
                params![id, to_sql(guild), game.name(), a as i64, b as i64, finished],
            )
            .unwrap();
            conn.execute(
                "INSERT INTO match_results (match_id, guild_id, game, player_a, player_b, \
                 first_seat, winner, reason, score_a, score_b, moves, rated, started_at, \
                 finished_at) VALUES (?1, ?2, ?3, ?4, ?5, 'A', ?6, 'play', 1, 1, 9, 1, ?7, ?7)",
                params![
                    id,
                    to_sql(guild),
                    game.name(),
                    a as i64,
                    b as i64,
                    winner.map(|s| s.to_string()),
                    finished
                ],
            )
            .unwrap();
            let players = BySeat::new(a, b);
            let old = players.map(|_, u| {
                standings
                    .get(&(guild, game, u))
                    .cloned()
                    .unwrap_or_else(|| Standing::new(u))
            });
            let after = rating_update(old.as_ref().map(|_, s| s.rating), winner);
            for seat in Seat::BOTH {
                let result = PlayerResult::of(winner, seat);
                conn.execute(
                    "INSERT INTO match_players (match_id, seat, user_id, guild_id, game, \
                     opponent, result, score, opponent_score, rating_before, deviation_before, \
                     rating_after, deviation_after, finished_at) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, 1, ?8, ?9, ?10, ?11, ?12)",
                    params![
                        id,
                        seat.to_string(),
                        players[seat] as i64,
                        to_sql(guild),
                        game.name(),
                        players[seat.other()] as i64,
                        result.as_str(),
                        old[seat].rating.rating,
                        old[seat].rating.deviation,
                        after[seat].rating,
                        after[seat].deviation,
                        finished
                    ],
                )
                .unwrap();
                let next = old[seat].clone().after(result, after[seat]);
                standings.insert((guild, game, players[seat]), next);
            }
        }
        for ((guild, game, user), s) in &standings {
            conn.execute(
                "INSERT INTO ratings (guild_id, game, user_id, rating, deviation, volatility, \
                 bucket, games, wins, losses, draws, streak, best_streak, updated_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 5)",
                params![
                    to_sql(*guild),
                    game.name(),
                    *user as i64,
                    s.rating.rating,
                    s.rating.deviation,
                    s.rating.volatility,
                    rating_band(s.rating.rating),
                    s.games,
                    s.wins,
                    s.losses,
                    s.draws,
                    s.streak,
                    s.best_streak
                ],
            )
            .unwrap();
        }
        conn.execute(
            "INSERT INTO board_buckets (guild_id, game, bucket, players) \
             SELECT guild_id, game, bucket, COUNT(*) FROM ratings \
             WHERE games >= (SELECT min_games FROM board_settings) \
             GROUP BY guild_id, game, bucket",
            [],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO events (guild_id, name, created_at) VALUES (?1, 'Week 1', 5)",
            [to_sql(GUILD)],
        )
        .unwrap();
    }

    #[test]
    fn a_release_10_database_keeps_every_rating_as_all_time_and_plays_on() {
        use crate::model::ratings::{rating_update, MatchRecord};
        use crate::model::seasons::Scope;
        use crate::rules::{BySeat, EndReason, GameKind, Outcome, Seat};
        use crate::storage::{boards, records, standings};
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clash.db");
        let conn = crate::storage::open_at_version(&path, 10).unwrap();
        fill_release_10(&conn);
        let ratings = "SELECT guild_id, game, user_id, rating, deviation, volatility, bucket, \
                       games, wins, losses, draws, streak, best_streak, updated_at FROM ratings \
                       ORDER BY guild_id, game, user_id";
        let bands = "SELECT guild_id, game, bucket, players FROM board_buckets \
                     ORDER BY guild_id, game, bucket";
        let players = "SELECT match_id, seat, user_id, guild_id, game, opponent, result, score, \
                       opponent_score, rating_before, deviation_before, rating_after, \
                       deviation_after, finished_at FROM match_players ORDER BY match_id, seat";
        let before = [
            rows(&conn, ratings),
            rows(&conn, bands),
            rows(&conn, players),
        ];
        assert_eq!(
            before[0].len(),
            9 * 4,
            "every player in both games of both guilds"
        );
        assert_eq!(before[2].len(), 240);
        drop(conn);

        let conn = crate::storage::open(&path).unwrap();
        // Every rating, band and per-player row, as it was, on the all-time boards.
        let after = [
            rows(&conn, ratings),
            rows(&conn, bands),
            rows(&conn, players),
        ];
        assert_eq!(after, before);
        for table in ["ratings", "board_buckets", "match_players"] {
            let seasons = rows(&conn, &format!("SELECT DISTINCT season FROM {table}"));
            assert_eq!(seasons, [[rusqlite::types::Value::Integer(0)]], "{table}");
        }
        // No season is made up: the server's default board is all time, as it was.
        assert!(season_list(&conn, GUILD).unwrap().is_empty());
        assert_eq!(
            season_pick(&conn, GUILD, &SeasonPick::Current).unwrap(),
            Ok(None)
        );
        let event: Option<u32> = conn
            .query_row("SELECT season FROM events", [], |r| r.get(0))
            .unwrap();
        assert_eq!(event, None);
        // The board reads as before: ordered by rating, all of a guild's players.
        let board = boards::board_page(&conn, GUILD, Scope::AllTime, GameKind::Clash, 1).unwrap();
        assert_eq!(board.players, 9);
        assert!(board
            .rows
            .windows(2)
            .all(|w| w[0].standing.rating.rating >= w[1].standing.rating.rating));

        // A new match goes on from the stored ratings; then a season starts afresh.
        let stored = |user| {
            standings::standing_get(&conn, GUILD, Scope::AllTime, GameKind::Clash, user)
                .unwrap()
                .unwrap()
        };
        let (a, b) = (stored(10), stored(11));
        let record = |id: i64| {
            conn.execute(
                "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, \
                 options, status, state, created_at, updated_at, finished_at) \
                 VALUES (?1, ?2, 2, 'clash', 10, 11, 7, '{}', 'finished', '{}', 9, 9, 9)",
                params![id, to_sql(GUILD)],
            )
            .unwrap();
            records::record_insert(
                &conn,
                &MatchRecord {
                    id,
                    guild: GUILD,
                    game: GameKind::Clash,
                    players: BySeat::new(10, 11),
                    first: Seat::A,
                    outcome: Outcome::Win {
                        winner: Seat::A,
                        reason: EndReason::Play,
                    },
                    scores: BySeat::new(1, 0),
                    moves: 3,
                    started_at: 9,
                    finished_at: 9,
                },
            )
            .unwrap()
            .unwrap()
        };
        let played = record(1000);
        assert_eq!(played.season, None);
        let expected = rating_update(BySeat::new(a.rating, b.rating), Some(Seat::A));
        assert_eq!(played.all_time.map(|_, c| c.after), expected);
        assert_eq!(stored(10).games, a.games + 1);
        season_start(&conn, GUILD, &name("Season 1"), false, 7, 10)
            .unwrap()
            .unwrap();
        let played = record(1001);
        let season = played.season.unwrap();
        assert_eq!(season.changes.a.before, crate::model::ratings::rating_new());
        assert_eq!(stored(10).games, a.games + 2);
    }

    #[test]
    fn the_season_option_picks_by_name_number_all_or_the_open_one() {
        let conn = crate::storage::open_in_memory().unwrap();
        // No season yet: the default is the all-time board.
        assert_eq!(
            season_pick(&conn, GUILD, &SeasonPick::Current).unwrap(),
            Ok(None)
        );
        season_start(&conn, GUILD, &name("One"), false, 7, 1000)
            .unwrap()
            .unwrap();
        season_start(&conn, GUILD, &name("Two"), false, 7, 2000)
            .unwrap()
            .unwrap();
        let number = |pick: SeasonPick| {
            season_pick(&conn, GUILD, &pick)
                .unwrap()
                .map(|s| s.map(|s| s.number))
        };
        assert_eq!(number(SeasonPick::Current), Ok(Some(2)));
        assert_eq!(number(SeasonPick::AllTime), Ok(None));
        assert_eq!(number(SeasonPick::Named("one".into())), Ok(Some(1)));
        assert_eq!(number(SeasonPick::Number(1)), Ok(Some(1)));
        assert_eq!(
            number(SeasonPick::Named("Three".into())),
            Err(SeasonError::NoSuchSeason("Three".into()))
        );
        // After /season end, the default is the all-time board again.
        season_end(&conn, GUILD, 7, 3000).unwrap().unwrap();
        assert_eq!(number(SeasonPick::Current), Ok(None));
    }
}
