//! `clash-bot check`: whether a database file is sound (SQLite's integrity check, its
//! foreign keys, a schema version this build can open) and its rows counted per table.
//! Read-only, so it may run on the file of a running bot.

use crate::storage::MIGRATIONS;
use anyhow::{bail, Context};
use rusqlite::Connection;
use std::fmt;
use std::path::Path;

/// The most problems of one kind listed (SQLite's integrity check stops at 100 too).
const MAX_LISTED: usize = 20;

/// What [`check`] found.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    /// What SQLite's `integrity_check` reported; empty when it says "ok".
    pub integrity: Vec<String>,
    /// Rows that refer to a row that does not exist (`foreign_key_check`).
    pub foreign_keys: Vec<String>,
    /// The migrations applied (SQLite's `user_version`), and the most this build knows.
    pub version: i64,
    pub latest: i64,
    /// Rows per table, by name.
    pub rows: Vec<(String, u64)>,
}

impl Checked {
    /// Whether the file is sound and this build can open it.
    pub fn is_ok(&self) -> bool {
        self.integrity.is_empty()
            && self.foreign_keys.is_empty()
            && (1..=self.latest).contains(&self.version)
    }
}

impl fmt::Display for Checked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, problems: &[String]| {
            for problem in problems.iter().take(MAX_LISTED) {
                writeln!(f, "  {problem}")?;
            }
            if problems.len() > MAX_LISTED {
                writeln!(f, "  … and {} more", problems.len() - MAX_LISTED)?;
            }
            Ok(())
        };
        match self.integrity.len() {
            0 => writeln!(f, "integrity: ok")?,
            n => {
                writeln!(f, "integrity: FAILED ({n} problems)")?;
                list(f, &self.integrity)?;
            }
        }
        match self.foreign_keys.len() {
            0 => writeln!(f, "foreign keys: ok")?,
            n => {
                writeln!(f, "foreign keys: FAILED ({n} rows refer to missing rows)")?;
                list(f, &self.foreign_keys)?;
            }
        }
        let (version, latest) = (self.version, self.latest);
        match version {
            0 => writeln!(
                f,
                "schema: FAILED, version 0: no clash-bot migration was ever applied to this file"
            )?,
            v if v > latest => writeln!(
                f,
                "schema: FAILED, version {v} is newer than this build knows ({latest}): use a newer clash-bot"
            )?,
            v if v == latest => writeln!(f, "schema: version {v}, the latest")?,
            v => writeln!(
                f,
                "schema: version {v} (this build brings it to {latest} when the bot opens it)"
            )?,
        }
        writeln!(f, "rows:")?;
        let width = self.rows.iter().map(|(t, _)| t.len()).max().unwrap_or(0);
        for (table, count) in &self.rows {
            writeln!(f, "  {table:<width$} {count}")?;
        }
        write!(f, "{}", if self.is_ok() { "OK" } else { "FAILED" })
    }
}

/// Checks the database file at `path` without changing it. `Err` when it cannot be read
/// at all (missing, not a database, its first pages unreadable); otherwise what was found.
pub fn check(path: &Path) -> anyhow::Result<Checked> {
    let conn = open(path)?;
    check_connection(&conn).with_context(|| format!("cannot check {}", path.display()))
}

/// A read-only connection to the file, which must exist.
pub(super) fn open(path: &Path) -> anyhow::Result<Connection> {
    if !path.is_file() {
        bail!("no database at {}", path.display());
    }
    crate::storage::open_reader(path)
}

/// [`check`] on an open connection, all of it in one read transaction.
pub(super) fn check_connection(conn: &Connection) -> anyhow::Result<Checked> {
    conn.execute_batch("BEGIN")?;
    let checked = (|| {
        let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
        let latest = version + i64::from(MIGRATIONS.pending_migrations(conn)?);
        // Past the version, what cannot be read is a problem found, not a reason to stop:
        // the report still says what could be checked.
        let mut integrity = match strings(conn, "PRAGMA integrity_check", |row| row.get(0)) {
            Ok(lines) if lines == ["ok"] => Vec::new(),
            Ok(lines) => lines,
            Err(e) => vec![format!("the integrity check could not finish: {e:#}")],
        };
        let foreign_keys = strings(conn, "PRAGMA foreign_key_check", |row| {
            let (table, rowid, parent): (String, Option<i64>, String) =
                (row.get(0)?, row.get(1)?, row.get(2)?);
            Ok(match rowid {
                Some(rowid) => format!("{table} row {rowid} refers to a missing row of {parent}"),
                None => format!("a row of {table} refers to a missing row of {parent}"),
            })
        })
        .unwrap_or_else(|e| vec![format!("the foreign key check could not finish: {e:#}")]);
        let tables = strings(
            conn,
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
             ORDER BY name",
            |row| row.get(0),
        )?;
        let mut rows = Vec::with_capacity(tables.len());
        for table in tables {
            let sql = format!("SELECT COUNT(*) FROM \"{table}\"");
            match conn.query_row(&sql, [], |row| row.get::<_, i64>(0)) {
                Ok(count) => rows.push((table, u64::try_from(count).unwrap_or(0))),
                Err(e) => integrity.push(format!("cannot count the rows of {table}: {e}")),
            }
        }
        Ok(Checked {
            integrity,
            foreign_keys,
            version,
            latest,
            rows,
        })
    })();
    let _ = conn.execute_batch("COMMIT");
    checked
}

fn strings(
    conn: &Connection,
    sql: &str,
    row: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<String>,
) -> anyhow::Result<Vec<String>> {
    Ok(conn
        .prepare(sql)?
        .query_map([], row)?
        .collect::<Result<_, _>>()?)
}
