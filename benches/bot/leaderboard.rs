//! Leaderboard, /stats and /history queries on a big server: 100,000 rated players and
//! 1,000,000 recorded matches in one game of one guild (the worst case), played over 5
//! seasons of 200,000 matches each, the fifth still running; plus the cost of recording
//! one more match there (on the running season's board and the all-time one), with the
//! achievements its players earn, and the achievements' backfill over the whole history.
//!
//! `leaderboard page/current season *` is what `/leaderboard game` does by default: find
//! the running season, then read its page. `leaderboard page/all time *` reads the
//! all-time board of every match (`season:all`).
//!
//! The database (`support/big_server.rs`, shared with `benches/bot/web.rs`) is built once and
//! kept in the temp directory under a name that hashes the schema and its builder, so
//! later runs reuse it. Delete `clash-bench-leaderboard-*.db` there to rebuild.

use clash_bot::model::achievements::{established, Against, Finished};
use clash_bot::model::ratings::{MatchRecord, PlayerResult};
use clash_bot::model::seasons::Scope;
use clash_bot::rules::{BySeat, EndReason, Outcome, Seat};
use clash_bot::storage::{achievements, boards, records, seasons};
use criterion::{black_box, Criterion};
use rusqlite::params;

use crate::big_server;
use big_server::{database, FIRST_USER, GAME, GUILD, MATCHES};

fn queries(c: &mut Criterion) {
    let conn = database();
    // What /leaderboard does by default: the running season, then its page.
    let current = |page: u32| {
        let season = seasons::season_current(&conn, GUILD)
            .unwrap()
            .expect("a season runs");
        boards::board_page(&conn, GUILD, season.scope(), GAME, page).unwrap()
    };
    let all_time =
        |page: u32| boards::board_page(&conn, GUILD, Scope::AllTime, GAME, page).unwrap();
    let season = seasons::season_current(&conn, GUILD)
        .unwrap()
        .unwrap()
        .scope();
    let first = current(1);
    let pages = first.pages;
    let all_pages = all_time(1).pages;
    eprintln!(
        "{} players on the current season's board ({} pages), {} all time ({all_pages} pages)",
        first.players,
        first.pages,
        all_time(1).players
    );
    // Players at the top, the middle and the bottom of the board, and the busiest one.
    let at = |page: u32| current(page).rows[0].standing.clone();
    let top = at(1);
    let middle = at(pages / 2);
    let bottom = at(pages);
    let busiest: u64 = conn
        .query_row(
            "SELECT user_id FROM ratings WHERE guild_id = ?1 AND season = ?2 AND game = ?3 \
             ORDER BY games DESC LIMIT 1",
            params![GUILD as i64, season.number(), GAME.name()],
            |row| row.get::<_, i64>(0),
        )
        .unwrap() as u64;

    let mut group = c.benchmark_group("leaderboard page");
    for (name, page) in [("first", 1), ("middle", pages / 2), ("last", pages)] {
        group.bench_function(format!("current season {name}"), |b| {
            b.iter(|| black_box(current(black_box(page))))
        });
    }
    for (name, page) in [("first", 1), ("middle", all_pages / 2), ("last", all_pages)] {
        group.bench_function(format!("all time {name}"), |b| {
            b.iter(|| black_box(all_time(black_box(page))))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("stats (current season)");
    for (name, user) in [
        ("top player", top.user),
        ("middle player", middle.user),
        ("bottom player", bottom.user),
        ("busiest player", busiest),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(
                    records::player_stats(&conn, GUILD, season, GAME, black_box(user), top.user)
                        .unwrap(),
                )
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("history");
    group.bench_function("one game, current season", |b| {
        b.iter(|| {
            black_box(
                records::history(&conn, GUILD, season, Some(GAME), middle.user, (0, 10)).unwrap(),
            )
        })
    });
    group.bench_function("all games, all time", |b| {
        b.iter(|| {
            black_box(
                records::history(&conn, GUILD, Scope::AllTime, None, busiest, (0, 10)).unwrap(),
            )
        })
    });
    group.finish();
}

/// Recording a match on the big database, on the running season's board and the all-time
/// one (then rolled back, so every iteration is alike).
fn recording(c: &mut Criterion) {
    let mut conn = database();
    let players = BySeat::new(FIRST_USER + 17, FIRST_USER + 42);
    let id = MATCHES + 1;
    c.bench_function("record one match", |b| {
        b.iter(|| {
            let tx = conn.transaction().unwrap();
            tx.execute(
                "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, \
                 options, status, state, created_at, updated_at, finished_at) \
                 VALUES (?1, ?2, 2, 'clash', ?3, ?4, 1, '{}', 'finished', '{}', 0, 0, 0)",
                params![id, GUILD as i64, players.a as i64, players.b as i64],
            )
            .unwrap();
            let record = MatchRecord {
                id,
                guild: GUILD,
                game: GAME,
                players,
                first: Seat::A,
                outcome: Outcome::Win {
                    winner: Seat::B,
                    reason: EndReason::Play,
                },
                scores: BySeat::new(1, 3),
                moves: 12,
                started_at: 0,
                finished_at: 1,
            };
            black_box(records::record_insert(&tx, &record).unwrap());
            drop(tx);
        })
    });
}

/// Achievements at a match's end on the big database: recording a match as above, then
/// what its two players earn (their summaries read, the rows tried); the difference with
/// `record one match` is what achievements add to the commit. Then the backfill of the
/// whole history (1,000,000 matches), once, timed and printed (then rolled back).
fn achievements(c: &mut Criterion) {
    let mut conn = database();
    let players = BySeat::new(FIRST_USER + 17, FIRST_USER + 42);
    let id = MATCHES + 1;
    c.bench_function("record one match with its achievements", |b| {
        b.iter(|| {
            let tx = conn.transaction().unwrap();
            tx.execute(
                "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, \
                 options, status, state, created_at, updated_at, finished_at) \
                 VALUES (?1, ?2, 2, 'clash', ?3, ?4, 1, '{}', 'finished', '{}', 0, 0, 0)",
                params![id, GUILD as i64, players.a as i64, players.b as i64],
            )
            .unwrap();
            let record = MatchRecord {
                id,
                guild: GUILD,
                game: GAME,
                players,
                first: Seat::A,
                outcome: Outcome::Win {
                    winner: Seat::B,
                    reason: EndReason::Play,
                },
                scores: BySeat::new(1, 3),
                moves: 12,
                started_at: 0,
                finished_at: 1,
            };
            let ratings = records::record_insert(&tx, &record).unwrap().unwrap();
            for seat in Seat::BOTH {
                let after = ratings.all_time[seat].after;
                let side = Finished {
                    game: GAME,
                    result: PlayerResult::of(Some(Seat::B), seat),
                    score: record.scores[seat],
                    opponent_score: record.scores[seat.other()],
                    against: Against::Person,
                    deathmatch: false,
                    rating_after: established(after.rating, after.deviation),
                    best_hand: None,
                };
                black_box(
                    achievements::player_earns(&tx, GUILD, id, players[seat], &side, true, 1)
                        .unwrap(),
                );
            }
            drop(tx);
        })
    });
    let tx = conn.transaction().unwrap();
    let start = std::time::Instant::now();
    let earned = achievements::achievements_backfill(&tx, 0).unwrap();
    eprintln!(
        "achievements backfill of {MATCHES} matches: {:.1} s, {earned} achievements earned",
        start.elapsed().as_secs_f64()
    );
    drop(tx);
}

pub fn main() {
    let mut c = crate::suites::configured(Criterion::default());
    queries(&mut c);
    recording(&mut c);
    achievements(&mut c);
    c.final_summary();
}
