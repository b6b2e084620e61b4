//! The storage layer: the SQLite database (connection settings and the schema migrations
//! in `migrations/`), its one writer, and every query, one room per group of tables
//! (`noun_verb` functions that take a connection; the service decides the transactions).

pub mod achievements;
pub mod boards;
pub mod challenges;
pub mod deathmatch;
pub mod matches;
pub mod ops;
pub mod outbox;
pub mod profile;
pub mod puzzles;
pub mod record_file;
pub mod records;
pub mod saves;
pub mod schedules;
pub mod seasons;
pub mod sessions;
pub mod settings;
pub mod shards;
pub mod standings;
pub mod tournaments;
pub mod writer;

use crate::rules::GameKind;
use anyhow::{bail, Context};
use rusqlite::Connection;
use rusqlite_migration::{Migrations, SchemaVersion, M};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The schema, oldest first. Append new files; never edit one that has shipped, since
/// databases record only how many have been applied (SQLite's `user_version`).
const MIGRATION_LIST: &[M<'static>] = &[
    M::up(include_str!("../../migrations/0001_init.sql")),
    M::up(include_str!("../../migrations/0002_ratings.sql")),
    M::up(include_str!("../../migrations/0003_fairness.sql")),
    M::up(include_str!("../../migrations/0004_deathmatch.sql")),
    M::up(include_str!("../../migrations/0005_outbox.sql")),
    M::up(include_str!("../../migrations/0006_state_without_log.sql")),
    M::up(include_str!("../../migrations/0007_bot.sql")),
    M::up(include_str!(
        "../../migrations/0008_moves_without_rowid.sql"
    )),
    M::up(include_str!("../../migrations/0009_guild_settings.sql")),
    M::up(include_str!("../../migrations/0010_match_threads.sql")),
    M::up(include_str!("../../migrations/0011_seasons.sql")),
    M::up(include_str!("../../migrations/0012_tournaments.sql")),
    M::up(include_str!("../../migrations/0013_instance.sql")),
    M::up(include_str!("../../migrations/0014_web.sql")),
    M::up(include_str!("../../migrations/0015_schedules.sql")),
    M::up(include_str!("../../migrations/0016_guild_language.sql")),
    M::up(include_str!("../../migrations/0017_web_sessions.sql")),
    M::up(include_str!("../../migrations/0018_achievements.sql")),
    M::up(include_str!("../../migrations/0019_puzzles.sql")),
    M::up(include_str!("../../migrations/0020_said_posts.sql")),
];

pub const MIGRATIONS: Migrations<'static> = Migrations::from_slice(MIGRATION_LIST);

/// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`.
pub const BUSY_TIMEOUT: Duration = Duration::from_millis(5000);

/// Opens (creating if needed) the database file and brings its schema to the latest
/// version. The file is put in WAL mode, so readers never block the writer.
pub fn open(path: &Path) -> anyhow::Result<Connection> {
    let context = || format!("cannot open database {}", path.display());
    let mut conn = Connection::open(path).with_context(context)?;
    configure(&conn).with_context(context)?;
    let mode: String = conn
        .pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))
        .with_context(context)?;
    if !mode.eq_ignore_ascii_case("wal") {
        bail!(
            "cannot open database {}: SQLite refused WAL mode (journal mode is {mode}); \
             is the file on a network filesystem?",
            path.display()
        );
    }
    migrate(&mut conn).with_context(context)?;
    Ok(conn)
}

/// A read-only connection to a database that [`open`] has brought up to date.
pub fn open_reader(path: &Path) -> anyhow::Result<Connection> {
    let context = || format!("cannot open database {} for reading", path.display());
    let conn = Connection::open_with_flags(
        path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .with_context(context)?;
    conn.busy_timeout(BUSY_TIMEOUT).with_context(context)?;
    conn.set_prepared_statement_cache_capacity(64);
    Ok(conn)
}

/// A fresh private database with the full schema, for tests. (In-memory databases cannot
/// use WAL; everything else is as [`open`] sets it.)
pub fn open_in_memory() -> anyhow::Result<Connection> {
    let mut conn = Connection::open_in_memory().context("cannot open an in-memory database")?;
    configure(&conn).context("cannot configure an in-memory database")?;
    migrate(&mut conn).context("cannot migrate an in-memory database")?;
    Ok(conn)
}

/// Opens (creating if needed) a database file with only the first `version` migrations
/// applied: a database as an older release left it, for migration tests.
#[cfg(test)]
pub(crate) fn open_at_version(path: &Path, version: usize) -> anyhow::Result<Connection> {
    let mut conn = Connection::open(path)?;
    configure(&conn)?;
    Migrations::from_slice(&MIGRATION_LIST[..version]).to_latest(&mut conn)?;
    Ok(conn)
}

/// Per-connection settings: SQLite forgets these when a connection closes.
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(BUSY_TIMEOUT)?;
    // Room for every statement the writer caches (rusqlite keeps 16 by default), so a
    // match's end does not push a move's statements out.
    conn.set_prepared_statement_cache_capacity(64);
    conn.pragma_update(None, "foreign_keys", true)?;
    // FULL: a move is acknowledged only after its commit, and an acknowledged move must
    // survive a power cut too (NORMAL in WAL mode may lose the last commits then).
    conn.pragma_update(None, "synchronous", "FULL")?;
    Ok(())
}

fn migrate(conn: &mut Connection) -> anyhow::Result<()> {
    // Checked here because rusqlite_migration's own error for it does not say what to do.
    if let SchemaVersion::Outside(version) = MIGRATIONS.current_version(conn)? {
        bail!(
            "the database schema is version {version}, but this build of clash-bot only knows \
             versions up to {}: run a newer clash-bot, or restore a backup",
            MIGRATION_LIST.len()
        );
    }
    MIGRATIONS
        .to_latest(conn)
        .context("cannot bring the database schema up to date")
}

/// The database as the service uses it: the one [`writer::Writer`], whose commits use
/// the write connection, and read connections of their own (WAL: readers never wait for
/// the writer's fsync).
pub struct Db {
    /// The write connection: only the writer's commits use it (and reads when the
    /// database has no file for a read connection).
    write: Arc<Mutex<Connection>>,
    /// Idle read connections to the same file.
    readers: Mutex<Vec<Connection>>,
    /// The database file, for opening more read connections.
    path: Option<PathBuf>,
    writer: writer::Writer,
}

/// Idle read connections kept for the next reads.
const MAX_IDLE_READERS: usize = 4;

impl Db {
    /// The database on a migrated connection; starts its writer (inside a tokio runtime).
    pub fn new(conn: Connection) -> Db {
        let path = conn.path().filter(|p| !p.is_empty()).map(PathBuf::from);
        let write = Arc::new(Mutex::new(conn));
        Db {
            writer: writer::Writer::start(write.clone()),
            write,
            readers: Mutex::new(Vec::new()),
            path,
        }
    }

    pub fn writer(&self) -> &writer::Writer {
        &self.writer
    }

    /// Runs a read on this thread, on a read connection of its own.
    pub fn read_here<T, E: From<anyhow::Error>>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, E>,
    ) -> Result<T, E> {
        let idle = self
            .readers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop();
        let conn = match (idle, &self.path) {
            (Some(conn), _) => conn,
            (None, Some(path)) => open_reader(path)?,
            // An in-memory database has one connection: share the writer's.
            (None, None) => {
                let conn = self
                    .write
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                return read(&conn);
            }
        };
        let result = read(&conn);
        let mut readers = self
            .readers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if readers.len() < MAX_IDLE_READERS {
            readers.push(conn);
        }
        result
    }

    /// Runs a read on tokio's blocking pool, on a read connection of its own: never on an
    /// async worker thread, and never behind the writer's fsync.
    pub async fn read<T, E>(
        self: &Arc<Self>,
        read: impl FnOnce(&Connection) -> Result<T, E> + Send + 'static,
    ) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<anyhow::Error> + Send + 'static,
    {
        let db = self.clone();
        tokio::task::spawn_blocking(move || db.read_here(read))
            .await
            .map_err(|e| E::from(anyhow::anyhow!("a database read failed: {e}")))?
    }

    /// The write connection, for tests that look at the stored rows directly.
    #[doc(hidden)]
    pub fn write_connection(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.write
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Discord ids and seeds are u64; SQLite integers are i64: stored as the same bits.
pub(crate) fn to_sql(v: u64) -> i64 {
    v as i64
}

pub(crate) fn from_sql(v: i64) -> u64 {
    v as u64
}

pub(crate) fn game_from(text: String) -> rusqlite::Result<GameKind> {
    text.parse().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
    })
}

pub(crate) fn json_from<T: serde::de::DeserializeOwned>(text: &str) -> rusqlite::Result<T> {
    serde_json::from_str(text).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::params;

    fn pragma<T: rusqlite::types::FromSql>(conn: &Connection, name: &str) -> T {
        conn.pragma_query_value(None, name, |row| row.get(0))
            .unwrap()
    }

    /// Every table the migrations create, by name.
    const TABLES: [&str; 32] = [
        "achievements",
        "achievements_backfill",
        "board_buckets",
        "board_settings",
        "challenges",
        "events",
        "guild_locales",
        "guild_notes",
        "guild_settings",
        "host_actions",
        "instance",
        "match_players",
        "match_results",
        "matches",
        "moves",
        "outbox",
        "puzzle_attempts",
        "puzzle_players",
        "puzzle_posts",
        "puzzles",
        "ratings",
        "schedule_actions",
        "schedules",
        "seasons",
        "settings_audit",
        "tournament_actions",
        "tournament_games",
        "tournament_pairings",
        "tournament_players",
        "tournaments",
        "users",
        "web_sessions",
    ];

    fn tables(conn: &Connection) -> Vec<String> {
        let mut stmt = conn
            .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
            .unwrap();
        stmt.query_map([], |row| row.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    }

    fn insert_match(
        conn: &Connection,
        status: &str,
        finished_at: Option<i64>,
    ) -> rusqlite::Result<i64> {
        conn.execute(
            "INSERT INTO matches (guild_id, channel_id, game, player_a, player_b, seed, options,
                                  status, state, created_at, updated_at, finished_at)
             VALUES (1, 2, 'clash', 10, 20, -7, '{}', ?1, '{}', 1000, 1000, ?2)",
            params![status, finished_at],
        )?;
        Ok(conn.last_insert_rowid())
    }

    #[test]
    fn migrations_are_valid() {
        MIGRATIONS.validate().unwrap();
    }

    #[test]
    fn open_sets_wal_and_the_connection_pragmas_and_creates_the_tables() {
        let dir = tempfile::tempdir().unwrap();
        let conn = open(&dir.path().join("clash.db")).unwrap();
        assert_eq!(pragma::<String>(&conn, "journal_mode"), "wal");
        assert_eq!(pragma::<i64>(&conn, "foreign_keys"), 1);
        assert_eq!(pragma::<i64>(&conn, "busy_timeout"), 5000);
        assert_eq!(pragma::<i64>(&conn, "synchronous"), 2, "2 is FULL");
        assert_eq!(tables(&conn), TABLES);
        assert_eq!(
            pragma::<i64>(&conn, "user_version"),
            MIGRATION_LIST.len() as i64
        );
    }

    #[test]
    fn opening_twice_keeps_the_data_and_the_schema() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clash.db");
        let id = {
            let conn = open(&path).unwrap();
            insert_match(&conn, "active", None).unwrap()
        };
        let conn = open(&path).unwrap();
        let seed: i64 = conn
            .query_row("SELECT seed FROM matches WHERE id = ?1", [id], |row| {
                row.get(0)
            })
            .unwrap();
        assert_eq!(seed, -7);
        assert_eq!(tables(&conn), TABLES);
        assert_eq!(
            pragma::<i64>(&conn, "user_version"),
            MIGRATION_LIST.len() as i64
        );
    }

    #[test]
    fn open_names_the_file_it_cannot_open() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("missing-dir").join("clash.db");
        let message = format!("{:#}", open(&path).unwrap_err());
        assert!(message.contains(&path.display().to_string()), "{message}");
    }

    #[test]
    fn a_database_from_a_newer_version_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clash.db");
        open(&path)
            .unwrap()
            .pragma_update(None, "user_version", 99)
            .unwrap();
        let message = format!("{:#}", open(&path).unwrap_err());
        assert!(message.contains(&path.display().to_string()), "{message}");
        assert!(message.contains("schema is version 99"), "{message}");
    }

    #[test]
    fn in_memory_database_has_the_schema_and_foreign_keys() {
        let conn = open_in_memory().unwrap();
        assert_eq!(tables(&conn), TABLES);
        assert_eq!(pragma::<i64>(&conn, "foreign_keys"), 1);
    }

    #[test]
    fn tables_are_strict() {
        let conn = open_in_memory().unwrap();
        let err = conn
            .execute(
                "INSERT INTO matches (guild_id, channel_id, game, player_a, player_b, seed, options,
                                      state, created_at, updated_at)
                 VALUES ('not a number', 2, 'clash', 10, 20, 1, '{}', '{}', 0, 0)",
                [],
            )
            .unwrap_err();
        assert!(
            err.to_string()
                .contains("cannot store TEXT value in INTEGER column"),
            "{err}"
        );
    }

    #[test]
    fn match_status_and_finish_time_must_agree() {
        let conn = open_in_memory().unwrap();
        insert_match(&conn, "active", None).unwrap();
        insert_match(&conn, "finished", Some(2000)).unwrap();
        insert_match(&conn, "abandoned", Some(2000)).unwrap();
        assert!(insert_match(&conn, "paused", None).is_err());
        assert!(insert_match(&conn, "finished", None).is_err());
        assert!(insert_match(&conn, "active", Some(2000)).is_err());
    }

    #[test]
    fn match_salts_are_32_lowercase_hex_digits_or_null() {
        let conn = open_in_memory().unwrap();
        let id = insert_match(&conn, "active", None).unwrap();
        let set = |salt: Option<&str>| {
            conn.execute(
                "UPDATE matches SET salt = ?2 WHERE id = ?1",
                params![id, salt],
            )
        };
        set(Some("00112233445566778899aabbccddeeff")).unwrap();
        set(None).unwrap();
        for bad in [
            "00112233445566778899AABBCCDDEEFF",
            "00112233445566778899aabbccddeeffaa",
            "0011223344556677889zaabbccddeeff",
            "",
        ] {
            let err = set(Some(bad)).unwrap_err();
            assert!(
                err.to_string().contains("CHECK constraint failed"),
                "{bad}: {err}"
            );
        }
    }

    #[test]
    fn json_columns_must_hold_json() {
        let conn = open_in_memory().unwrap();
        let id = insert_match(&conn, "active", None).unwrap();
        let err = conn
            .execute("UPDATE matches SET state = 'not json' WHERE id = ?1", [id])
            .unwrap_err();
        assert!(err.to_string().contains("CHECK constraint failed"), "{err}");
    }

    #[test]
    fn a_databases_moves_from_before_0008_are_kept_in_the_clustered_table() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clash.db");
        let conn = open_at_version(&path, 7).unwrap();
        let id = insert_match(&conn, "active", None).unwrap();
        for number in 0..3 {
            conn.execute(
                "INSERT INTO moves (match_id, number, seat, action, created_at)
                 VALUES (?1, ?2, 'B', '\"Resign\"', ?3)",
                params![id, number, 1000 + number],
            )
            .unwrap();
        }
        drop(conn);
        let conn = open(&path).unwrap();
        let sql: String = conn
            .query_row(
                "SELECT sql FROM sqlite_schema WHERE name = 'moves'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert!(sql.ends_with("WITHOUT ROWID"), "{sql}");
        let rows: Vec<(i64, String, i64)> = conn
            .prepare("SELECT number, seat, created_at FROM moves WHERE match_id = ?1")
            .unwrap()
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            rows,
            vec![
                (0, "B".to_string(), 1000),
                (1, "B".to_string(), 1001),
                (2, "B".to_string(), 1002)
            ]
        );
        // Still the match's: deleting the match deletes its log.
        conn.execute("DELETE FROM matches WHERE id = ?1", [id])
            .unwrap();
        let left: i64 = conn
            .query_row("SELECT COUNT(*) FROM moves", [], |r| r.get(0))
            .unwrap();
        assert_eq!(left, 0);
    }

    #[test]
    fn moves_need_an_existing_match_and_a_unique_number() {
        let conn = open_in_memory().unwrap();
        let id = insert_match(&conn, "active", None).unwrap();
        let add_move = |match_id: i64, number: i64| {
            conn.execute(
                "INSERT INTO moves (match_id, number, seat, action, created_at)
                 VALUES (?1, ?2, 'A', '\"Resign\"', 1000)",
                params![match_id, number],
            )
        };
        add_move(id, 0).unwrap();
        add_move(id, 1).unwrap();
        assert!(add_move(id, 1).is_err(), "numbers are unique per match");
        let err = add_move(id + 1, 0).unwrap_err();
        assert!(err.to_string().contains("FOREIGN KEY"), "{err}");
    }

    #[test]
    fn challenges_check_status_and_players() {
        let conn = open_in_memory().unwrap();
        let add = |challenger: i64, opponent: i64, status: &str| {
            conn.execute(
                "INSERT INTO challenges (guild_id, channel_id, challenger, opponent, game, options,
                                         status, created_at, expires_at)
                 VALUES (1, 2, ?1, ?2, 'duel', '{}', ?3, 1000, 301000)",
                params![challenger, opponent, status],
            )
        };
        for status in ["pending", "accepted", "declined", "cancelled", "expired"] {
            add(10, 20, status).unwrap();
        }
        assert!(add(10, 20, "withdrawn").is_err());
        assert!(
            add(10, 10, "pending").is_err(),
            "nobody challenges themselves"
        );
    }
}
