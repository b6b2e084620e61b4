//! Leaderboard, /stats and /history queries on a big server: 100,000 rated players and
//! 1,000,000 recorded matches on one board (the worst case: every player in one game of one
//! guild), plus the cost of recording one more match there.
//!
//! The database is built once, in one transaction with prepared statements, and kept in
//! the temp directory under a name that hashes the schema and this builder, so later runs
//! reuse it. Delete `clash-bench-leaderboard-*.db` there to rebuild.

use clash_bot::model::ratings::{self, MatchRecord, PlayerResult, Standing};
use clash_bot::rules::{BySeat, EndReason, GameKind, Outcome, Seat};
use clash_bot::storage::{boards, records, standings};
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rusqlite::{params, Connection};
use std::path::PathBuf;
use std::time::Instant;

const PLAYERS: u64 = 100_000;
const MATCHES: i64 = 1_000_000;
const GUILD: u64 = 1;
const GAME: GameKind = GameKind::Clash;
/// Discord-like ids: snowflakes are large.
const FIRST_USER: u64 = 100_000_000_000_000_000;
/// Change when the data the builder writes changes, so stale caches are not reused.
const BUILDER_VERSION: u32 = 1;
const START_MS: i64 = 1_700_000_000_000;

#[path = "support/cache_key.rs"]
mod cache_key;
use cache_key::fnv;

fn cache_path() -> PathBuf {
    let mut hash = cache_key::START;
    for text in [
        include_str!("../migrations/0001_init.sql"),
        include_str!("../migrations/0002_ratings.sql"),
    ] {
        hash = fnv(text.as_bytes(), hash);
    }
    hash = fnv(
        format!("{BUILDER_VERSION} {PLAYERS} {MATCHES}").as_bytes(),
        hash,
    );
    std::env::temp_dir().join(format!("clash-bench-leaderboard-{hash:016x}.db"))
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Plays the matches in memory with the bot's own rating code and writes everything the
/// bot would have: matches, results, per-player rows, ratings and board bands.
fn build(path: &PathBuf) -> anyhow::Result<()> {
    let started = Instant::now();
    let partial = path.with_extension("partial");
    let _ = std::fs::remove_file(&partial);
    let mut conn = clash_bot::storage::open(&partial)?;
    // Only while building: a crash just means building again.
    conn.pragma_update(None, "synchronous", "OFF")?;
    conn.pragma_update(None, "foreign_keys", false)?;
    conn.pragma_update(None, "cache_size", -1_000_000)?;
    let tx = conn.transaction()?;
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    // A hidden strength per player, so ratings spread as they would in a real league.
    let skill: Vec<f64> = (0..PLAYERS).map(|_| rng.unit() * 4.0 - 2.0).collect();
    let mut standings: Vec<Standing> = (0..PLAYERS)
        .map(|i| Standing::new(FIRST_USER + i))
        .collect();
    {
        let mut add_match = tx.prepare(
            "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, \
             options, status, state, move_count, created_at, updated_at, finished_at) \
             VALUES (?1, ?2, 2, 'clash', ?3, ?4, ?5, '{}', 'finished', '{}', 12, ?6, ?7, ?7)",
        )?;
        let mut add_result = tx.prepare(
            "INSERT INTO match_results (match_id, guild_id, game, player_a, player_b, \
             first_seat, winner, reason, score_a, score_b, moves, rated, started_at, \
             finished_at) VALUES (?1, ?2, 'clash', ?3, ?4, 'A', ?5, ?6, ?7, ?8, 11, 1, ?9, ?10)",
        )?;
        let mut add_player = tx.prepare(
            "INSERT INTO match_players (match_id, seat, user_id, guild_id, game, opponent, \
             result, score, opponent_score, rating_before, deviation_before, rating_after, \
             deviation_after, finished_at) \
             VALUES (?1, ?2, ?3, ?4, 'clash', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        )?;
        for id in 1..=MATCHES {
            let a = rng.below(PLAYERS) as usize;
            let mut b = rng.below(PLAYERS - 1) as usize;
            if b >= a {
                b += 1;
            }
            let p_a = 1.0 / (1.0 + (skill[b] - skill[a]).exp());
            let roll = rng.unit();
            let winner = if roll < 0.04 {
                None
            } else if roll < 0.04 + 0.96 * p_a {
                Some(Seat::A)
            } else {
                Some(Seat::B)
            };
            let reason = match rng.below(10) {
                0 => EndReason::Resignation,
                1 => EndReason::Forfeit,
                _ => EndReason::Play,
            };
            let reason = if winner.is_none() {
                EndReason::Play
            } else {
                reason
            };
            let scores = match winner {
                Some(Seat::A) => BySeat::new(3, rng.below(3) as u32),
                Some(Seat::B) => BySeat::new(rng.below(3) as u32, 3),
                None => BySeat::new(2, 2),
            };
            let finished_at = START_MS + id * 60_000;
            let players = BySeat::new(a, b);
            let before = players.map(|_, i| standings[i].rating);
            let after = ratings::rating_update(before, winner);
            let user = |i: usize| (FIRST_USER + i as u64) as i64;
            add_match.execute(params![
                id,
                GUILD as i64,
                user(a),
                user(b),
                id * 7919,
                finished_at - 600_000,
                finished_at
            ])?;
            add_result.execute(params![
                id,
                GUILD as i64,
                user(a),
                user(b),
                winner.map(|s| s.to_string()),
                match reason {
                    EndReason::Play => "play",
                    EndReason::Forfeit => "forfeit",
                    EndReason::Resignation => "resignation",
                },
                scores.a,
                scores.b,
                finished_at - 600_000,
                finished_at
            ])?;
            for seat in Seat::BOTH {
                let result = PlayerResult::of(winner, seat);
                add_player.execute(params![
                    id,
                    seat.to_string(),
                    user(players[seat]),
                    GUILD as i64,
                    user(players[seat.other()]),
                    match result {
                        PlayerResult::Win => "win",
                        PlayerResult::Loss => "loss",
                        PlayerResult::Draw => "draw",
                    },
                    scores[seat],
                    scores[seat.other()],
                    before[seat].rating,
                    before[seat].deviation,
                    after[seat].rating,
                    after[seat].deviation,
                    finished_at
                ])?;
                let i = players[seat];
                standings[i] = standings[i].clone().after(result, after[seat]);
            }
        }
    }
    let min_games = boards::board_min_games(&tx)?;
    let now = START_MS + MATCHES * 60_000;
    for s in standings.iter().filter(|s| s.games > 0) {
        standings::standing_put(&tx, GUILD, GAME, None, s, min_games, now)?;
    }
    tx.commit()?;
    conn.pragma_update(None, "wal_checkpoint", "TRUNCATE")?;
    drop(conn);
    std::fs::rename(&partial, path)?;
    let _ = std::fs::remove_file(partial.with_extension("partial-wal"));
    let _ = std::fs::remove_file(partial.with_extension("partial-shm"));
    eprintln!(
        "built {} in {:.1} s ({} MB)",
        path.display(),
        started.elapsed().as_secs_f64(),
        std::fs::metadata(path)?.len() / 1_000_000
    );
    Ok(())
}

fn database() -> Connection {
    let path = cache_path();
    if path.exists() {
        eprintln!("reusing {}", path.display());
    } else {
        build(&path).expect("building the benchmark database");
    }
    clash_bot::storage::open(&path).expect("opening the benchmark database")
}

fn queries(c: &mut Criterion) {
    let conn = database();
    let first = boards::board_page(&conn, GUILD, GAME, 1).unwrap();
    let pages = first.pages;
    eprintln!(
        "{} players on the board, {} pages",
        first.players, first.pages
    );
    // Players at the top, the middle and the bottom of the board, and the busiest one.
    let at = |page: u32| {
        boards::board_page(&conn, GUILD, GAME, page).unwrap().rows[0]
            .standing
            .clone()
    };
    let top = at(1);
    let middle = at(pages / 2);
    let bottom = at(pages);
    let busiest: u64 = conn
        .query_row(
            "SELECT user_id FROM ratings WHERE guild_id = ?1 AND game = ?2 \
             ORDER BY games DESC LIMIT 1",
            params![GUILD as i64, GAME.name()],
            |row| row.get::<_, i64>(0),
        )
        .unwrap() as u64;

    let mut group = c.benchmark_group("leaderboard page");
    for (name, page) in [("first", 1), ("middle", pages / 2), ("last", pages)] {
        group.bench_function(name, |b| {
            b.iter(|| black_box(boards::board_page(&conn, GUILD, GAME, black_box(page)).unwrap()))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("stats");
    for (name, user) in [
        ("top player", top.user),
        ("middle player", middle.user),
        ("bottom player", bottom.user),
        ("busiest player", busiest),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(
                    records::player_stats(&conn, GUILD, GAME, black_box(user), top.user).unwrap(),
                )
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("history");
    group.bench_function("one game", |b| {
        b.iter(|| black_box(records::history(&conn, GUILD, Some(GAME), middle.user, 10).unwrap()))
    });
    group.bench_function("all games", |b| {
        b.iter(|| black_box(records::history(&conn, GUILD, None, busiest, 10).unwrap()))
    });
    group.finish();
}

/// Recording a match on the big database (then rolled back, so every iteration is alike).
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

criterion_group!(benches, queries, recording);
criterion_main!(benches);
