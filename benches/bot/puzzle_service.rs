//! `/puzzle`'s service call at scale (goal: under 50 ms answered): a database holding a
//! year of puzzles for every puzzle game and 5,000 players' answers in one server. What
//! `/puzzle` asks (the puzzle of the server's today, with the reader's answer and the
//! puzzle's counts), first read from storage (a table decoded) and then remembered;
//! the board's first page; and an answer (judged, rated, streak, one transaction).

use clash_bot::puzzles::hosted::{puzzle_rating_new, Attempt};
use clash_bot::rules::GameKind;
use clash_bot::service::{Clock, Defaults, Notice, Outbound, Service};
use clash_bot::storage::puzzles as sql;
use criterion::{black_box, Criterion};
use jiff::civil::Date;
use std::sync::Arc;

/// 2027-01-15 12:00 UTC.
const NOW: i64 = 1_800_000_000_000;
const SERVER: u64 = 1;
const PLAYERS: u64 = 5_000;

struct Silent;

impl Outbound for Silent {
    fn notify(&self, _: Notice) {}
}

/// A puzzle made by hand: the bench measures the service, not the generator.
#[path = "../support/made_puzzle.rs"]
mod made_puzzle;
use made_puzzle::made_puzzle as puzzle;

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.db");
    let today: Date = "2027-01-15".parse().unwrap();
    {
        let mut conn = clash_bot::storage::open(&path).unwrap();
        let tx = conn.transaction().unwrap();
        for d in -365..=7i64 {
            let date = today.checked_add(jiff::Span::new().days(d)).unwrap();
            // The games whose first position offers a choice to sample lines from.
            for (i, game) in [GameKind::Clash, GameKind::TilePoker]
                .into_iter()
                .enumerate()
            {
                let p = puzzle(game, date, (d + 1_000) as u64 * 10 + i as u64);
                sql::puzzle_insert(&tx, &p, puzzle_rating_new(p.rating), 0).unwrap();
            }
        }
        // 5,000 players who answered today's Clash puzzle, and their records.
        let solved = sql::PlayerRow {
            rating: puzzle_rating_new(1500.0),
            solved: 1,
            tried: 1,
            streak: Default::default(),
        };
        for user in 0..PLAYERS {
            let attempt = Attempt {
                user: 10_000 + user,
                game: GameKind::Clash,
                date: today,
                server: SERVER,
                line: 0,
                right: true,
                at: NOW,
            };
            sql::attempt_insert(&tx, &attempt, 1500.0, 1500.0 + user as f64 / 10.0).unwrap();
            let mut row = solved;
            row.rating.rating += user as f64 / 10.0;
            sql::player_put(&tx, attempt.user, &row).unwrap();
        }
        tx.commit().unwrap();
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    let service = {
        let _runtime = rt.enter();
        let conn = clash_bot::storage::open(&path).unwrap();
        Service::open(
            conn,
            Defaults::default(),
            Clock::starting_at(NOW),
            Arc::new(Silent),
        )
        .unwrap()
    };
    let mut group = c.benchmark_group("puzzle");
    group.sample_size(20);
    // The first call of a day reads the puzzle from storage and decodes its table.
    group.bench_function("/puzzle read from storage (5,000 players)", |b| {
        b.iter_custom(|iters| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..iters {
                let opened = {
                    let _runtime = rt.enter();
                    let conn = clash_bot::storage::open(&path).unwrap();
                    Service::open(
                        conn,
                        Defaults::default(),
                        Clock::starting_at(NOW),
                        Arc::new(Silent),
                    )
                    .unwrap()
                };
                let start = std::time::Instant::now();
                black_box(
                    rt.block_on(opened.puzzles().puzzle(SERVER, 10_001, GameKind::Clash))
                        .unwrap(),
                );
                spent += start.elapsed();
            }
            spent
        })
    });
    group.bench_function("/puzzle remembered (5,000 players)", |b| {
        b.iter(|| {
            black_box(
                rt.block_on(service.puzzles().puzzle(SERVER, 10_001, GameKind::Clash))
                    .unwrap(),
            )
        })
    });
    group.bench_function("puzzle board first page (5,000 players)", |b| {
        b.iter(|| black_box(rt.block_on(service.puzzles().board(SERVER, 1)).unwrap()))
    });
    let mut next = 1_000_000u64;
    let solution = puzzle(GameKind::TilePoker, today, 1_000 * 10 + 1).lines[0]
        .shown
        .clone();
    group.bench_function("an answer (judged, rated, stored)", |b| {
        b.iter(|| {
            next += 1;
            black_box(
                rt.block_on(service.puzzles().answer(
                    SERVER,
                    next,
                    GameKind::TilePoker,
                    today,
                    solution.clone(),
                ))
                .unwrap(),
            )
        })
    });
    group.finish();
}

pub fn main() {
    let mut c = crate::suites::configured(Criterion::default());
    bench(&mut c);
    c.final_summary();
}
