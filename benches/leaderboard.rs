//! Leaderboard, /stats and /history queries on a big server: 100,000 rated players and
//! 1,000,000 recorded matches in one game of one guild (the worst case), played over 5
//! seasons of 200,000 matches each, the fifth still running; plus the cost of recording
//! one more match there (on the running season's board and the all-time one).
//!
//! `leaderboard page/current season *` is what `/leaderboard game` does by default: find
//! the running season, then read its page. `leaderboard page/all time *` reads the
//! all-time board of every match (`season:all`).
//!
//! The database is built once, in one transaction with prepared statements, and kept in
//! the temp directory under a name that hashes the schema and this builder, so later runs
//! reuse it. Delete `clash-bench-leaderboard-*.db` there to rebuild.

use clash_bot::model::ratings::{self, MatchRecord, PlayerResult, Standing};
use clash_bot::model::seasons::Scope;
use clash_bot::rules::{BySeat, EndReason, GameKind, Outcome, Seat};
use clash_bot::storage::{boards, records, seasons, standings};
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rusqlite::{params, Connection};
use std::path::{Path, PathBuf};
use std::time::Instant;

const PLAYERS: u64 = 100_000;
const MATCHES: i64 = 1_000_000;
/// Seasons the matches are played in, one after the other; the last one still runs.
const SEASONS: i64 = 5;
const GUILD: u64 = 1;
const GAME: GameKind = GameKind::Clash;
/// Discord-like ids: snowflakes are large.
const FIRST_USER: u64 = 100_000_000_000_000_000;
/// Change when the data the builder writes changes, so stale caches are not reused.
const BUILDER_VERSION: u32 = 2;
const START_MS: i64 = 1_700_000_000_000;

#[path = "support/cache_key.rs"]
mod cache_key;
use cache_key::fnv;

/// Keyed by every migration (a database built under another schema is never reopened) and
/// by what the builder writes.
fn cache_path() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("migrations"))
        .expect("the migrations directory")
        .map(|e| e.expect("a migration").path())
        .collect();
    files.sort();
    let mut hash = cache_key::START;
    for file in files {
        hash = fnv(&std::fs::read(&file).expect("a migration file"), hash);
    }
    hash = fnv(
        format!("{BUILDER_VERSION} {PLAYERS} {MATCHES} {SEASONS}").as_bytes(),
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
/// bot would have: seasons, matches, results, per-player rows (all-time and the season's),
/// ratings and board bands of every board.
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
    let fresh = || -> Vec<Standing> {
        (0..PLAYERS)
            .map(|i| Standing::new(FIRST_USER + i))
            .collect()
    };
    // Index 0: all time; n: season n.
    let mut standings: Vec<Vec<Standing>> = (0..=SEASONS).map(|_| fresh()).collect();
    let per_season = MATCHES / SEASONS;
    for season in 1..=SEASONS {
        let started = START_MS + ((season - 1) * per_season + 1) * 60_000 - 30_000;
        let ended = (season < SEASONS).then_some(started + per_season * 60_000);
        tx.execute(
            "INSERT INTO seasons (guild_id, number, name, soft_reset, started_at, started_by, \
             ended_at, ended_by) VALUES (?1, ?2, ?3, 0, ?4, 1, ?5, ?6)",
            params![
                GUILD as i64,
                season,
                format!("Season {season}"),
                started,
                ended,
                ended.map(|_| 1)
            ],
        )?;
    }
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
        // One row per player and board: the all-time one (season 0) and the match's season.
        let mut add_player = tx.prepare(
            "INSERT INTO match_players (match_id, seat, user_id, guild_id, game, opponent, \
             result, score, opponent_score, rating_before, deviation_before, rating_after, \
             deviation_after, finished_at, season) \
             VALUES (?1, ?2, ?3, ?4, 'clash', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
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
            let season = (id - 1) / per_season + 1;
            let players = BySeat::new(a, b);
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
            for board in [0, season] {
                let on = &mut standings[board as usize];
                let before = players.map(|_, i| on[i].rating);
                let after = ratings::rating_update(before, winner);
                for seat in Seat::BOTH {
                    let result = PlayerResult::of(winner, seat);
                    add_player.execute(params![
                        id,
                        seat.to_string(),
                        user(players[seat]),
                        GUILD as i64,
                        user(players[seat.other()]),
                        result.as_str(),
                        scores[seat],
                        scores[seat.other()],
                        before[seat].rating,
                        before[seat].deviation,
                        after[seat].rating,
                        after[seat].deviation,
                        finished_at,
                        board
                    ])?;
                    let i = players[seat];
                    on[i] = on[i].clone().after(result, after[seat]);
                }
            }
        }
    }
    let min_games = boards::board_min_games(&tx)?;
    let now = START_MS + MATCHES * 60_000;
    for (board, on) in standings.iter().enumerate() {
        let scope = Scope::from_number(board as u32);
        for s in on.iter().filter(|s| s.games > 0) {
            standings::standing_put(&tx, GUILD, scope, GAME, None, s, min_games, now)?;
        }
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
            black_box(records::history(&conn, GUILD, season, Some(GAME), middle.user, 10).unwrap())
        })
    });
    group.bench_function("all games, all time", |b| {
        b.iter(|| {
            black_box(records::history(&conn, GUILD, Scope::AllTime, None, busiest, 10).unwrap())
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

criterion_group!(benches, queries, recording);
criterion_main!(benches);
