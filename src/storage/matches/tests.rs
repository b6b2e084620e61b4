//! A match's storage: the state without its log plus one row per action, read back as
//! the very match that was saved, and databases from before that layout.

use super::*;
use crate::model::games::AnyTable;
use crate::service::{Clock, Defaults, Notice, Outbound, Service};
use serde_json::Value;
use std::sync::Arc;

#[path = "../../../benches/support/played.rs"]
mod played;
use played::Played;

const NOW: i64 = 1_700_000_000_000;

/// A table's whole log (the part its stored state leaves out), as JSON.
fn log_json(table: &AnyTable) -> Value {
    let log = match table {
        AnyTable::Clash(t) => serde_json::to_value(t.log()),
        AnyTable::TilePoker(t) => serde_json::to_value(t.log()),
        AnyTable::Clubbed(t) => serde_json::to_value(t.log()),
        AnyTable::ShapeClash(t) => serde_json::to_value(t.log()),
        AnyTable::Duel(t) => serde_json::to_value(t.log()),
    };
    log.unwrap()
}

fn assert_same(stored: &MatchSnapshot, saved: &MatchSnapshot, context: &str) {
    assert_eq!(
        state_json(stored).unwrap(),
        state_json(saved).unwrap(),
        "{context}: state"
    );
    let (Some(stored_table), Some(saved_table)) = (stored.table(), saved.table()) else {
        panic!("{context}: not started")
    };
    assert_eq!(
        log_json(stored_table),
        log_json(saved_table),
        "{context}: log"
    );
    assert_eq!(stored.version, saved.version, "{context}: version");
    assert_eq!(stored.status, saved.status, "{context}: status");
}

#[test]
fn every_save_of_random_matches_of_every_game_reads_back_as_the_same_match() {
    let conn = crate::storage::open_in_memory().unwrap();
    for kind in GameKind::ALL {
        for seed in 1..=3u64 {
            let mut played = Played::new(kind, None, seed, 0);
            let id = played.insert(&conn, NOW).unwrap();
            for n in 1.. {
                let acted = if n % 11 == 0 {
                    played.act(|t, _| t.timeout().map(|_| ()))
                } else if seed == 2 && n == 40 {
                    played.act(|t, _| t.resign(t.to_move().unwrap()).map(|_| ()))
                } else {
                    played.step()
                };
                if !acted {
                    break;
                }
                played.save(&conn, NOW).unwrap();
                let context = format!("{kind} {seed}, save {n}");
                let stored = match_get(&conn, id).unwrap().unwrap();
                assert_same(&stored, played.snapshot(), &context);
                // The start-up load, which reads every active match's rows at once.
                match (&match_active_all(&conn).unwrap()[..], played.is_over()) {
                    ([], true) => {}
                    ([active], false) => {
                        assert_same(active, played.snapshot(), &format!("{context}, start-up"))
                    }
                    (active, _) => panic!("{context}: {} active matches", active.len()),
                }
            }
            assert!(played.is_over());
        }
    }
}

#[test]
fn the_stored_state_holds_no_action_and_stays_flat() {
    let conn = crate::storage::open_in_memory().unwrap();
    let mut played = Played::new(GameKind::ShapeClash, Some(100), 4, 10);
    let id = played.insert(&conn, NOW).unwrap();
    let early = played.state_bytes();
    while played.actions() < 700 {
        assert!(played.step());
        played.save(&conn, NOW).unwrap();
    }
    let state: String = conn
        .query_row("SELECT state FROM matches WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .unwrap();
    let state: Value = serde_json::from_str(&state).unwrap();
    let log = &state["Playing"]["ShapeClash"]["log"];
    assert!(
        log.get("seed").is_some() && log.get("actions").is_none(),
        "{log}"
    );
    // The state of a deal in progress, not of the match's history.
    assert!(
        played.state_bytes() < 2 * early,
        "{} bytes at move 700, {early} at move 10",
        played.state_bytes()
    );
    assert_eq!(
        match_get(&conn, id)
            .unwrap()
            .unwrap()
            .table()
            .unwrap()
            .log_len(),
        700
    );
}

#[test]
fn the_choice_of_who_goes_first_is_no_action_of_the_table() {
    assert!(is_choice(&crate::model::matches::choice_json(true)));
    assert!(is_choice(&crate::model::matches::choice_json(false)));
    assert!(!is_choice(r#""Resign""#));
    assert!(!is_choice(r#"{"Play":"Keep"}"#));
}

struct Quiet;

impl Outbound for Quiet {
    fn notify(&self, _: Notice) {}
}

fn open_service(path: &std::path::Path) -> Service {
    let defaults = Defaults {
        turn_seconds: 0,
        max_strikes: 5,
        challenge_expiry_ms: 300_000,
        bot_delay_ms: 0,
        ..Defaults::default()
    };
    let conn = crate::storage::open(path).unwrap();
    Service::open(conn, defaults, Clock::starting_at(NOW), Arc::new(Quiet)).unwrap()
}

/// The state as stored before migration 0006: the table with its whole log.
fn old_form(played: &Played) -> String {
    let mut state: Value = serde_json::from_str(&state_json(played.snapshot()).unwrap()).unwrap();
    let table = played.snapshot().table().unwrap();
    let kind = serde_json::to_value(table).unwrap();
    let name = kind.as_object().unwrap().keys().next().unwrap().clone();
    state["Playing"][&name]["log"]["actions"] = log_json(table)["actions"].clone();
    state.to_string()
}

#[tokio::test]
async fn a_database_written_with_the_log_in_the_state_migrates_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("clash.db");
    let conn = crate::storage::open_at_version(&path, 5).unwrap();
    // Today's insert names columns of later migrations (0007's `bot`, 0010's `thread`,
    // 0012's `tournament`): lend it them.
    for column in ["bot", "thread", "tournament"] {
        conn.execute(&format!("ALTER TABLE matches ADD COLUMN {column} TEXT"), [])
            .unwrap();
    }
    let mut played = Played::new(GameKind::ShapeClash, None, 9, 40);
    let id = played.insert(&conn, NOW).unwrap();
    // A finished Death Match's log may hold a host's award that has no row: it is kept.
    let mut awarded = Played::new(GameKind::Duel, None, 3, 2);
    let dm = awarded.insert(&conn, NOW).unwrap();
    for column in ["bot", "thread", "tournament"] {
        conn.execute(&format!("ALTER TABLE matches DROP COLUMN {column}"), [])
            .unwrap();
    }
    for (match_id, p) in [(id, &played), (dm, &awarded)] {
        conn.execute(
            "UPDATE matches SET state = ?2 WHERE id = ?1",
            params![match_id, old_form(p)],
        )
        .unwrap();
    }
    conn.execute(
        "UPDATE matches SET status = 'finished', finished_at = ?2, deathmatch = '{}' WHERE id = ?1",
        params![dm, NOW],
    )
    .unwrap();
    drop(conn);

    let svc = open_service(&path);
    let actions_type = |svc: &Service, match_id: i64, game: &str| -> Option<String> {
        svc.db()
            .query_row(
                &format!(
                    "SELECT json_type(state, '$.Playing.{game}.log.actions') FROM matches WHERE id = ?1"
                ),
                [match_id],
                |r| r.get(0),
            )
            .unwrap()
    };
    assert_eq!(
        actions_type(&svc, id, "ShapeClash"),
        None,
        "the log is stripped"
    );
    assert_eq!(actions_type(&svc, dm, "Duel").as_deref(), Some("array"));
    let loaded = svc.matches().snapshot(id).await.unwrap();
    assert_same(&loaded, played.snapshot(), "loaded after the migration");

    // It plays on, and the next start-up reads it back from the new form.
    let seat = loaded.to_move().unwrap();
    let mv = loaded.table().unwrap().default_move().unwrap();
    svc.matches()
        .play(id, loaded.players[seat], loaded.version, mv.clone())
        .await
        .unwrap();
    svc.shutdown().await;
    drop(svc);
    played.act(|t, _| t.play(seat, mv).map(|_| ()));
    let svc = open_service(&path);
    assert_eq!(actions_type(&svc, id, "ShapeClash"), None);
    let loaded = svc.matches().snapshot(id).await.unwrap();
    assert_same(&loaded, played.snapshot(), "after a move and a restart");
    assert_eq!(loaded.table().unwrap().log_len(), 41);
}

/// The frames a commit appended to the write-ahead log: the pages it wrote.
fn wal_frames(path: &std::path::Path) -> u64 {
    let wal = std::fs::metadata(path.with_extension("db-wal")).map_or(0, |m| m.len());
    // A 32-byte header, then a 24-byte header and a 4,096-byte page per frame.
    wal.saturating_sub(32) / (24 + 4096)
}

#[test]
fn a_moves_commit_writes_the_match_row_the_owed_table_and_the_log_row_only() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("clash.db");
    let mut conn = crate::storage::open(&path).unwrap();
    // Other matches, so the match's row, its log and the indexes share pages with them.
    for seed in 0..20 {
        Played::new(GameKind::Clash, None, seed, 6)
            .insert(&conn, NOW)
            .unwrap();
    }
    let mut played = Played::new(GameKind::Clash, None, 99, 0);
    played.insert(&conn, NOW).unwrap();
    let mut frames = Vec::new();
    for _ in 0..12 {
        assert!(played.step());
        let before = wal_frames(&path);
        let tx = conn.transaction().unwrap();
        played.save(&tx, NOW).unwrap();
        tx.commit().unwrap();
        frames.push(wal_frames(&path) - before);
    }
    // Three pages: the row (state, move count, revision), the owed-table index (the
    // revision is in its condition) and the log row. Not the status, deadline and
    // player indexes, whose columns did not change (seven pages before issue 13). A
    // commit that fills a page splits it, which writes three more: the new page, the
    // parent and the database header.
    assert!(
        frames.iter().filter(|&&f| f == 3).count() >= 10 && frames.iter().all(|&f| f <= 6),
        "{frames:?}"
    );
}

/// The indexed columns a save sets only when they change: each change is stored, and so
/// is the change back.
#[test]
fn a_save_stores_each_change_of_the_deadline_and_the_death_match_and_its_undoing() {
    use crate::model::deathmatch::DeathMatch;
    use crate::rules::BySeat;
    let conn = crate::storage::open_in_memory().unwrap();
    let mut played = Played::new(GameKind::Clash, None, 5, 4);
    let id = played.insert(&conn, NOW).unwrap();
    let mut m = played.snapshot().clone();
    let dm = DeathMatch {
        host: 7,
        event: None,
        reserve_seconds: 60,
        reserves_ms: BySeat::new(60_000, 60_000),
        running_reserve: None,
        draw_to_dmo: true,
        paused: None,
        ruling: None,
    };
    let paused = DeathMatch {
        paused: Some(12_000),
        ..dm.clone()
    };
    for (deadline, dm) in [
        (Some(NOW + 60_000), Some(dm.clone())),
        (Some(NOW + 120_000), Some(dm)),
        (None, Some(paused)),
        (None, None),
        (Some(NOW + 5_000), None),
    ] {
        m.deadline = deadline;
        m.dm = dm.clone();
        m.revision += 1;
        match_save(&conn, &m, None, NOW).unwrap();
        let stored = match_get(&conn, id).unwrap().unwrap();
        assert_eq!(stored.deadline, deadline);
        assert_eq!(stored.dm, dm);
        assert_eq!(stored.revision, m.revision);
    }
}
