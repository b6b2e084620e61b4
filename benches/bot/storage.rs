//! What storing a match costs as it grows: the time of one save (the state and the
//! action's log row, committed: one fsync, as a batch of one) at move 10 and at move 700
//! of Shape Clash matches, the bytes each save writes, what a change does in memory
//! before its save (a copy of the match and the action), and the start-up load of 10,000
//! active matches of every game (their heads only), then that of reading each whole.
//!
//! The matches are played in memory with random moves and written through the service's
//! own storage code (`support/played.rs`), on a fresh database in the temp directory.

use clash_bot::rules::GameKind;
use clash_bot::service::{Clock, Defaults, Notice, Outbound, Service};
use criterion::{black_box, Criterion};
use rusqlite::Connection;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[path = "../support/played.rs"]
mod played;
use played::Played;

const NOW: i64 = 1_700_000_000_000;
/// Shape Clash to 100: random matches run well past 700 actions.
const LONG_TARGET: Option<u32> = Some(100);
/// Matches saved in turn per case, so each stays near its move count.
const MATCHES_PER_CASE: usize = 40;
const ACTIVE_MATCHES: usize = 10_000;

fn build(conn: &mut Connection, played: &mut [Played]) {
    conn.pragma_update(None, "synchronous", "OFF").unwrap();
    let tx = conn.transaction().unwrap();
    for p in played.iter_mut() {
        p.insert(&tx, NOW).unwrap();
    }
    tx.commit().unwrap();
    conn.pragma_update(None, "synchronous", "FULL").unwrap();
}

fn long_match(seed: u64, actions: usize) -> Played {
    let played = Played::new(GameKind::ShapeClash, LONG_TARGET, seed, actions);
    assert_eq!(played.actions(), actions, "seed {seed} ended early");
    played
}

/// Time per committed save at `at` actions, and the bytes a save writes there.
fn save_at(c: &mut Criterion, dir: &Path, at: usize) {
    let mut conn = clash_bot::storage::open(&dir.join(format!("save-{at}.db"))).unwrap();
    let mut played: Vec<Played> = (0..MATCHES_PER_CASE as u64)
        .map(|seed| long_match(seed, at))
        .collect();
    build(&mut conn, &mut played);
    let mut bytes = Vec::new();
    let mut next = 0;
    c.bench_function(&format!("save at move {at}, committed"), |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                let p = &mut played[next % MATCHES_PER_CASE];
                next += 1;
                assert!(p.step(), "a long match ended");
                let start = Instant::now();
                let tx = conn.transaction().unwrap();
                bytes.push(p.save(&tx, NOW).unwrap());
                tx.commit().unwrap();
                spent += start.elapsed();
            }
            spent
        })
    });
    // The same save without its commit: the encoding and SQLite's work, no fsync.
    // Its next action, saved and rolled back each time.
    let p = &mut played[0];
    assert!(p.step(), "a long match ended");
    let p = &*p;
    c.bench_function(&format!("save at move {at}, not committed"), |b| {
        b.iter(|| {
            let tx = conn.transaction().unwrap();
            black_box(p.save(&tx, NOW).unwrap());
            tx.rollback().unwrap();
        })
    });
    let mean = bytes.iter().sum::<usize>() / bytes.len().max(1);
    let last = played.iter().map(Played::actions).max().unwrap_or(0);
    println!(
        "bytes written per save at move {at} (to {last}): mean {mean}, max {}",
        bytes.iter().max().unwrap_or(&0)
    );
}

/// What a change does in memory before its save, at move 10 and at move 700, for each
/// game that gets that far (to 100 points; Duel ends sooner).
fn copies(c: &mut Criterion) {
    for kind in GameKind::ALL {
        for at in [10, 700] {
            let p = (0..20)
                .map(|seed| Played::new(kind, Some(100), seed, at + 1))
                .find(|p| p.actions() == at + 1);
            let Some(p) = p else {
                println!("{kind}: no match of 20 reached move {}", at + 1);
                continue;
            };
            c.bench_function(&format!("{kind}: copy and act at move {at}"), |b| {
                b.iter(|| assert!(p.step_a_copy()))
            });
        }
    }
}

fn saves(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    // Bytes per save of each game at move 10 and at move 700 (or its end).
    for kind in GameKind::ALL {
        let target = (kind == GameKind::ShapeClash).then_some(100);
        let sizes: Vec<String> = [10, 700]
            .into_iter()
            .map(|at| {
                let p = Played::new(kind, target, 7, at);
                format!("{} at move {}", p.state_bytes(), p.actions())
            })
            .collect();
        println!("{kind}: stored state bytes {}", sizes.join(", "));
    }
    save_at(c, dir.path(), 10);
    save_at(c, dir.path(), 700);
}

struct Silent;

impl Outbound for Silent {
    fn notify(&self, _: Notice) {}
}

/// 10,000 active matches, 2,000 of each game, each 0 to 200 actions in (fewer when the
/// game would have ended).
fn active_database(path: &Path) -> (usize, usize) {
    let mut conn = clash_bot::storage::open(path).unwrap();
    let mut played = Vec::with_capacity(ACTIVE_MATCHES);
    let mut seed = 0u64;
    while played.len() < ACTIVE_MATCHES {
        seed += 1;
        let kind = GameKind::ALL[played.len() % GameKind::ALL.len()];
        let actions = (seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56) as usize * 200 / 255;
        let target = (kind == GameKind::ShapeClash).then_some(100);
        let p = Played::new(kind, target, seed, actions);
        if !p.is_over() {
            played.push(p);
        }
    }
    let actions = played.iter().map(Played::actions).sum();
    build(&mut conn, &mut played);
    let bytes: i64 = conn
        .query_row(
            "SELECT sum(length(state)) FROM matches WHERE status = 'active'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    (actions, bytes as usize)
}

fn load(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("active.db");
    let built = Instant::now();
    let (actions, bytes) = active_database(&path);
    println!(
        "{ACTIVE_MATCHES} active matches, {actions} actions, {bytes} bytes of state: built in {:.1} s",
        built.elapsed().as_secs_f64()
    );
    let rt = tokio::runtime::Runtime::new().unwrap();
    let defaults = Defaults {
        turn_seconds: 0,
        max_strikes: 5,
        challenge_expiry_ms: 300_000,
        bot_delay_ms: 0,
        ..Defaults::default()
    };
    let mut group = c.benchmark_group("start-up");
    group.sample_size(10);
    group.bench_function("load 10,000 active matches", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                let conn = clash_bot::storage::open(&path).unwrap();
                let _runtime = rt.enter();
                let start = Instant::now();
                let service =
                    Service::open(conn, defaults.clone(), Clock::system(), Arc::new(Silent))
                        .unwrap();
                spent += start.elapsed();
                drop(service);
            }
            spent
        })
    });
    // What start-up no longer reads: every match read whole, as when each is touched
    // once (a click, `/games`) after the start.
    group.bench_function("load 10,000 active matches, then read each whole", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                let conn = clash_bot::storage::open(&path).unwrap();
                let start = Instant::now();
                rt.block_on(async {
                    let service =
                        Service::open(conn, defaults.clone(), Clock::system(), Arc::new(Silent))
                            .unwrap();
                    for id in 1..=ACTIVE_MATCHES as i64 {
                        black_box(service.matches().public(id).await.unwrap());
                    }
                });
                spent += start.elapsed();
            }
            spent
        })
    });
    group.finish();
}

pub fn main() {
    let mut c = crate::suites::configured(Criterion::default());
    saves(&mut c);
    copies(&mut c);
    load(&mut c);
    c.final_summary();
}
