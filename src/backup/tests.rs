//! Backups against real database files: made while moves are committed, from older
//! schemas, of corrupted files, stopped part way; the check; the schedule's names and
//! rotation. The moves are committed by plain connections doing the writer's kind of
//! commit (a match's row and its new `moves` rows in one transaction, WAL, synchronous
//! FULL), not by the service's writer, which is private to the service.

use super::schedule::{backup_name, backup_time, first_wait, Plan};
use super::*;
use crate::config::DatabaseConfig;
use crate::storage;
use rusqlite::params;
use std::io::{Seek, SeekFrom, Write};
use std::sync::atomic::AtomicUsize;
use std::sync::Arc;

/// A move's action as stored, long enough that a few hundred moves fill many pages.
fn action(number: i64) -> String {
    format!(
        "{{\"Move\":{{\"cards\":\"{}\",\"n\":{number}}}}}",
        "9S ".repeat(40)
    )
}

fn match_insert(conn: &Connection) -> i64 {
    conn.execute(
        "INSERT INTO matches (guild_id, channel_id, game, player_a, player_b, seed, options,
                              status, state, created_at, updated_at)
         VALUES (1, 2, 'clash', 10, 20, -7, '{}', 'active', '{}', 1000, 1000)",
        [],
    )
    .unwrap();
    conn.last_insert_rowid()
}

/// Commits `n` moves of match `id` in one transaction, with the match's row, as a move's
/// save does.
fn moves_commit(conn: &mut Connection, id: i64, n: i64) {
    let tx = conn.transaction().unwrap();
    let count: i64 = tx
        .query_row("SELECT move_count FROM matches WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .unwrap();
    for number in count..count + n {
        tx.execute(
            "INSERT INTO moves (match_id, number, seat, action, created_at)
             VALUES (?1, ?2, 'A', ?3, 1000)",
            params![id, number, action(number)],
        )
        .unwrap();
    }
    let state = format!(
        "{{\"moves\":{},\"pad\":\"{}\"}}",
        count + n,
        "x".repeat(500)
    );
    tx.execute(
        "UPDATE matches SET state = ?2, move_count = ?3, updated_at = 2000 WHERE id = ?1",
        params![id, state, count + n],
    )
    .unwrap();
    tx.commit().unwrap();
}

/// A database of `matches` matches with `moves` moves each.
fn seeded(path: &Path, matches: usize, moves: i64) -> Vec<i64> {
    let mut conn = storage::open(path).unwrap();
    let ids: Vec<i64> = (0..matches).map(|_| match_insert(&conn)).collect();
    for &id in &ids {
        moves_commit(&mut conn, id, moves);
    }
    ids
}

/// Moves per match, by match id.
fn move_counts(conn: &Connection) -> Vec<(i64, i64)> {
    conn.prepare("SELECT match_id, COUNT(*) FROM moves GROUP BY match_id ORDER BY match_id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// Every match's log is whole: numbers 0 to `move_count - 1`, as its row says.
fn assert_logs_whole(conn: &Connection) {
    let broken: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM matches m
             WHERE m.move_count <> (SELECT COUNT(*) FROM moves WHERE match_id = m.id)
                OR m.move_count <> (SELECT COALESCE(MAX(number) + 1, 0) FROM moves
                                    WHERE match_id = m.id)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(broken, 0, "matches whose log and row disagree");
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_backup_during_a_stream_of_moves_holds_every_move_committed_before_it_began() {
    let dir = tempfile::tempdir().unwrap();
    let (db, out) = (dir.path().join("clash.db"), dir.path().join("copy.db"));
    let ids = seeded(&db, 20, 20);
    // What the writer has committed, per match, published after each commit returns.
    let committed = Arc::new(Mutex::new(move_counts(&storage::open(&db).unwrap())));
    let commits = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let writer = {
        let (db, committed, commits, done) =
            (db.clone(), committed.clone(), commits.clone(), done.clone());
        std::thread::spawn(move || {
            let mut conn = storage::open(&db).unwrap();
            for turn in 0.. {
                if done.load(Ordering::SeqCst) {
                    break;
                }
                let index = turn % ids.len();
                moves_commit(&mut conn, ids[index], 2);
                committed.lock().unwrap()[index].1 += 2;
                commits.fetch_add(1, Ordering::SeqCst);
            }
        })
    };
    let wait_for_commits = |n: usize| {
        let target = commits.load(Ordering::SeqCst) + n;
        let give_up = Instant::now() + Duration::from_secs(60);
        while commits.load(Ordering::SeqCst) < target {
            assert!(Instant::now() < give_up, "the writer stopped committing");
            std::thread::sleep(Duration::from_millis(1));
        }
    };
    wait_for_commits(10);

    let before = committed.lock().unwrap().clone();
    let mut steps = 0;
    // A page a step, and a commit between each of the first 30 steps: the copy runs
    // across many of the writer's commits.
    let written = backup_with(&db, &out, &Stop::default(), 1, &mut || {
        if steps < 30 {
            wait_for_commits(1);
        }
        steps += 1;
    })
    .unwrap();
    done.store(true, Ordering::SeqCst);
    writer.join().unwrap();

    assert!(steps >= 30, "{steps} steps");
    assert!(written.check.is_ok(), "{}", written.check);
    assert_eq!(written.bytes, std::fs::metadata(&out).unwrap().len());
    let copy = storage::open_reader(&out).unwrap();
    assert_logs_whole(&copy);
    let copied = move_counts(&copy);
    let after = move_counts(&storage::open_reader(&db).unwrap());
    for ((held, before), after) in copied.iter().zip(&before).zip(&after) {
        assert_eq!(held.0, before.0);
        assert!(
            before.1 <= held.1 && held.1 <= after.1,
            "match {}: {} committed before the backup, {} in it, {} at the end",
            held.0,
            before.1,
            held.1,
            after.1
        );
    }
    assert!(
        after.iter().map(|m| m.1).sum::<i64>() >= before.iter().map(|m| m.1).sum::<i64>() + 60,
        "the writer committed during the backup"
    );
    // A plain file, in no WAL mode: one file to keep.
    let mode: String = copy
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "delete");
    assert_eq!(
        files_in(dir.path())
            .iter()
            .filter(|n| n.contains("copy"))
            .count(),
        1
    );
}

#[test]
fn a_backup_is_the_database_as_it_was_when_the_copy_began() {
    let dir = tempfile::tempdir().unwrap();
    let (db, out) = (dir.path().join("clash.db"), dir.path().join("copy.db"));
    let ids = seeded(&db, 5, 40);
    let mut conn = storage::open(&db).unwrap();
    let before = move_counts(&conn);
    let mut steps = 0;
    backup_with(&db, &out, &Stop::default(), 2, &mut || {
        // Another connection commits between every two steps, the bot's writer as it were.
        moves_commit(&mut conn, ids[steps % ids.len()], 1);
        steps += 1;
    })
    .unwrap();
    assert!(steps > 10, "{steps} steps");
    let copy = storage::open_reader(&out).unwrap();
    assert_eq!(move_counts(&copy), before);
    assert_logs_whole(&copy);
    let now: i64 = move_counts(&storage::open_reader(&db).unwrap())
        .iter()
        .map(|m| m.1)
        .sum();
    assert_eq!(now, 5 * 40 + steps as i64);
}

#[test]
fn a_backup_made_at_an_older_migration_opens_in_this_build() {
    let dir = tempfile::tempdir().unwrap();
    let latest = storage::MIGRATIONS
        .pending_migrations(&Connection::open_in_memory().unwrap())
        .unwrap() as usize;
    for version in 1..latest {
        let db = dir.path().join(format!("v{version}.db"));
        let out = dir.path().join(format!("v{version}-backup.db"));
        {
            let conn = storage::open_at_version(&db, version).unwrap();
            let id = match_insert(&conn);
            for number in 0..3 {
                conn.execute(
                    "INSERT INTO moves (match_id, number, seat, action, created_at)
                     VALUES (?1, ?2, 'B', ?3, 1000)",
                    params![id, number, action(number)],
                )
                .unwrap();
            }
        }
        let written = backup(&db, &out).unwrap();
        assert!(
            written.check.is_ok(),
            "version {version}: {}",
            written.check
        );
        assert_eq!(
            (written.check.version, written.check.latest),
            (version as i64, latest as i64)
        );
        assert!(
            written.check.to_string().contains(&format!(
                "version {version} (this build brings it to {latest} when the bot opens it)"
            )),
            "{}",
            written.check
        );
        // What the bot does with a restored file: open it, migrating it.
        let conn = storage::open(&out).unwrap();
        let user_version: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(user_version, latest as i64);
        assert_eq!(move_counts(&conn), vec![(1, 3)], "version {version}");
        assert!(check(&out).unwrap().is_ok());
    }
}

/// Overwrites pages `pages` of the file (counted from 1) with a pattern.
fn overwrite_pages(path: &Path, pages: std::ops::Range<u64>) {
    let mut file = std::fs::OpenOptions::new().write(true).open(path).unwrap();
    file.seek(SeekFrom::Start((pages.start - 1) * 4096))
        .unwrap();
    let garbage: Vec<u8> = (0..(pages.end - pages.start) * 4096)
        .map(|i| (i * 7 % 251) as u8)
        .collect();
    file.write_all(&garbage).unwrap();
    file.sync_all().unwrap();
}

/// A database of a few hundred pages, closed (so its WAL is checkpointed into it).
fn closed_database(dir: &Path) -> PathBuf {
    let db = dir.join("clash.db");
    seeded(&db, 10, 30);
    assert!(!dir.join("clash.db-wal").exists());
    db
}

#[test]
fn check_fails_on_a_file_with_overwritten_pages() {
    let dir = tempfile::tempdir().unwrap();
    let db = closed_database(dir.path());
    assert!(check(&db).unwrap().is_ok());
    overwrite_pages(&db, 20..24);
    let checked = check(&db).unwrap();
    assert!(!checked.is_ok());
    assert!(!checked.integrity.is_empty());
    let report = checked.to_string();
    assert!(report.contains("integrity: FAILED"), "{report}");
    assert!(report.ends_with("FAILED"), "{report}");
}

#[test]
fn check_fails_on_a_file_whose_header_is_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let db = closed_database(dir.path());
    overwrite_pages(&db, 1..2);
    let message = format!("{:#}", check(&db).unwrap_err());
    assert!(message.contains("not a database"), "{message}");
}

#[test]
fn a_corrupted_database_is_not_kept_as_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = closed_database(dir.path());
    overwrite_pages(&db, 20..24);
    let out = dir.path().join("copy.db");
    let message = format!("{:#}", backup(&db, &out).unwrap_err());
    assert!(message.contains("fails its check"), "{message}");
    assert!(message.contains("integrity: FAILED"), "{message}");
    assert!(
        !files_in(dir.path()).iter().any(|n| n.contains("copy")),
        "no copy is left"
    );
}

#[test]
fn check_reports_the_schema_version_and_the_rows() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("clash.db");
    seeded(&db, 3, 4);
    let checked = check(&db).unwrap();
    assert!(checked.is_ok(), "{checked}");
    assert_eq!(checked.version, checked.latest);
    let rows: std::collections::HashMap<_, _> = checked.rows.iter().cloned().collect();
    assert_eq!(rows["matches"], 3);
    assert_eq!(rows["moves"], 12);
    assert_eq!(rows["board_settings"], 1);
    let report = checked.to_string();
    assert!(
        report.starts_with("integrity: ok\nforeign keys: ok\n"),
        "{report}"
    );
    assert!(report.contains(&format!("schema: version {}, the latest", checked.latest)));
    // The names' column is as wide as the longest table name.
    assert!(
        report
            .lines()
            .any(|l| l.starts_with("  moves ") && l.split_whitespace().eq(["moves", "12"])),
        "{report}"
    );
    assert!(report.ends_with("OK"), "{report}");
}

#[test]
fn check_fails_on_a_newer_schema_an_unmigrated_file_and_broken_foreign_keys() {
    let dir = tempfile::tempdir().unwrap();
    let newer = dir.path().join("newer.db");
    storage::open(&newer)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let checked = check(&newer).unwrap();
    assert!(!checked.is_ok());
    assert!(checked
        .to_string()
        .contains("version 99 is newer than this build knows"));

    let plain = dir.path().join("plain.db");
    Connection::open(&plain)
        .unwrap()
        .execute_batch("CREATE TABLE t (x)")
        .unwrap();
    let checked = check(&plain).unwrap();
    assert!(!checked.is_ok());
    assert!(checked.to_string().contains("version 0"));

    let orphan = dir.path().join("orphan.db");
    let conn = storage::open(&orphan).unwrap();
    conn.pragma_update(None, "foreign_keys", false).unwrap();
    conn.execute(
        "INSERT INTO moves (match_id, number, seat, action, created_at) VALUES (42, 0, 'A', '1', 0)",
        [],
    )
    .unwrap();
    let checked = check(&orphan).unwrap();
    assert!(!checked.is_ok());
    assert_eq!(
        checked.foreign_keys,
        ["a row of moves refers to a missing row of matches"]
    );
}

#[test]
fn check_and_backup_name_a_missing_database_and_create_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.db");
    let message = format!("{:#}", check(&missing).unwrap_err());
    assert!(
        message.contains("no database at") && message.contains("missing.db"),
        "{message}"
    );
    let message = format!(
        "{:#}",
        backup(&missing, &dir.path().join("out.db")).unwrap_err()
    );
    assert!(message.contains("no database at"), "{message}");
    assert!(files_in(dir.path()).is_empty());
}

#[test]
fn a_backup_never_overwrites_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("clash.db");
    seeded(&db, 1, 1);
    let message = format!("{:#}", backup(&db, &db).unwrap_err());
    assert!(message.contains("already exists"), "{message}");
    assert!(check(&db).unwrap().is_ok());
}

#[test]
fn a_stopped_backup_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let (db, out) = (dir.path().join("clash.db"), dir.path().join("copy.db"));
    seeded(&db, 5, 40);
    let stop = Stop::default();
    let message = format!(
        "{:#}",
        backup_with(&db, &out, &stop, 2, &mut || stop.stop()).unwrap_err()
    );
    assert!(message.contains("stopped"), "{message}");
    assert!(!files_in(dir.path()).iter().any(|n| n.contains("copy")));
}

#[test]
fn backup_names_carry_the_database_and_the_time_in_utc() {
    assert_eq!(backup_name("clash", 0), "clash-19700101T000000Z.db");
    assert_eq!(
        backup_name("clash", 1_740_830_400),
        "clash-20250301T120000Z.db"
    );
    assert_eq!(
        backup_name("clash-0-1", 1_709_164_799),
        "clash-0-1-20240228T235959Z.db"
    );
    assert_eq!(backup_name("c", 1_709_210_096), "c-20240229T123456Z.db");
    for secs in [0, 1_709_210_096, 4_102_444_800, 253_402_300_799] {
        assert_eq!(
            backup_time("clash", &backup_name("clash", secs)),
            Some(secs)
        );
    }
    for other in [
        "clash-0-1-20250301T120000Z.db",
        "clash-20250230T120000Z.db",
        "clash-20250301T250000Z.db",
        "clash-20251301T120000Z.db",
        "clash-20250300T120000Z.db",
        "clash-20250301T120000Z.db-journal",
        "clash-20250301T120000.db",
        "clash.db",
        "clashy-20250301T120000Z.db",
    ] {
        assert_eq!(backup_time("clash", other), None, "{other}");
    }
}

#[test]
fn the_first_backup_after_a_start_comes_when_the_newest_is_due() {
    let hour = Duration::from_secs(3600);
    let minute = Duration::from_secs(60);
    // None yet, or overdue: a minute after the start.
    assert_eq!(first_wait(None, 10_000, hour), minute);
    assert_eq!(first_wait(Some(1_000), 10_000, hour), minute);
    // Made 20 minutes ago: 40 minutes from now.
    assert_eq!(first_wait(Some(10_000 - 1200), 10_000, hour), 40 * minute);
    // From the future (a clock set back): one interval.
    assert_eq!(first_wait(Some(99_999), 10_000, hour), hour);
}

#[test]
fn scheduled_backups_are_named_and_the_oldest_beyond_keep_removed() {
    let dir = tempfile::tempdir().unwrap();
    let backups = dir.path().join("backups");
    std::fs::create_dir(&backups).unwrap();
    let db = dir.path().join("clash.db");
    seeded(&db, 2, 3);
    let plan = Plan {
        database: db.clone(),
        dir: backups.clone(),
        every: Duration::from_secs(3600),
        keep: 2,
    };
    let day = 1_740_787_200; // 2025-03-01T00:00:00Z
                             // Not this database's backups, or not backups: never touched.
    for other in ["clash-0-1-20200101T000000Z.db", "notes.txt", "clash.db"] {
        std::fs::write(backups.join(other), "keep me").unwrap();
    }
    // Left by a backup killed mid-copy: removed once an hour old, not before.
    let stale = ".clash-20250228T000000Z.db.4242.partial";
    let fresh = ".clash-20250301T055900Z.db.4243.partial";
    std::fs::write(backups.join(stale), "").unwrap();
    std::fs::write(backups.join(fresh), "").unwrap();

    let stop = Stop::default();
    for hour in 0..4 {
        let (written, removed) = plan.run(day + hour * 3600, &stop).unwrap();
        assert!(written.check.is_ok());
        assert_eq!(removed.len(), usize::from(hour >= 2));
    }
    assert_eq!(
        files_in(&backups),
        [
            fresh,
            "clash-0-1-20200101T000000Z.db",
            "clash-20250301T020000Z.db",
            "clash-20250301T030000Z.db",
            "clash.db",
            "notes.txt",
        ]
    );
    assert!(check(&backups.join("clash-20250301T030000Z.db"))
        .unwrap()
        .is_ok());
}

#[tokio::test]
async fn the_schedule_does_nothing_when_off_and_names_a_directory_it_cannot_make() {
    let dir = tempfile::tempdir().unwrap();
    let off = DatabaseConfig {
        backup_dir: dir.path().join("never-made"),
        ..DatabaseConfig::default()
    };
    schedule(&off).unwrap().await;
    assert!(!dir.path().join("never-made").exists());

    std::fs::write(dir.path().join("a-file"), "").unwrap();
    let blocked = DatabaseConfig {
        backup_every_minutes: 60,
        backup_dir: dir.path().join("a-file").join("backups"),
        ..DatabaseConfig::default()
    };
    let message = format!("{:#}", schedule(&blocked).err().unwrap());
    assert!(
        message.contains("cannot create database.backup_dir"),
        "{message}"
    );
}

#[tokio::test(start_paused = true)]
async fn the_bot_backs_up_a_minute_after_it_starts() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("clash.db");
    seeded(&db, 2, 3);
    let config = DatabaseConfig {
        path: db,
        backup_every_minutes: 60,
        backup_dir: dir.path().join("backups"),
        backup_keep: 3,
    };
    let started = tokio::time::Instant::now();
    let task = tokio::spawn(schedule(&config).unwrap());
    let plan = Plan {
        database: config.path.clone(),
        dir: config.backup_dir.clone(),
        every: Duration::from_secs(3600),
        keep: 3,
    };
    // The paused clock runs ahead while the task sleeps, and waits while it copies.
    while plan.backups().unwrap().is_empty() {
        assert!(started.elapsed() < Duration::from_secs(3600), "no backup");
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    assert!(started.elapsed() >= Duration::from_secs(60));
    task.abort();
    let backups = plan.backups().unwrap();
    assert_eq!(backups.len(), 1);
    assert!(check(&backups[0].1).unwrap().is_ok());
}
