//! A big server, shared by the benches that need one: 100,000 rated players and 1,000,000
//! recorded matches in one game of one guild (the worst case), played over 5 seasons of
//! 200,000 matches each, the fifth still running.
//!
//! The database is built once, in one transaction with prepared statements, and kept in
//! the temp directory under a name that hashes the schema and this builder, so later runs
//! (of any bench that includes it) reuse it. Delete `clash-bench-leaderboard-*.db` there
//! to rebuild.
//!
//! Included with `#[path = "support/big_server.rs"] mod big_server;`.

use clash_bot::model::ratings::{self, PlayerResult, Standing};
use clash_bot::model::seasons::Scope;
use clash_bot::rules::{BySeat, EndReason, GameKind, Seat};
use clash_bot::storage::{boards, standings};
use rusqlite::{params, Connection};
use std::path::{Path, PathBuf};
use std::time::Instant;

pub const PLAYERS: u64 = 100_000;
pub const MATCHES: i64 = 1_000_000;
/// Seasons the matches are played in, one after the other; the last one still runs.
pub const SEASONS: i64 = 5;
pub const GUILD: u64 = 1;
pub const GAME: GameKind = GameKind::Clash;
/// Discord-like ids: snowflakes are large.
pub const FIRST_USER: u64 = 100_000_000_000_000_000;
/// Change when the data the builder writes changes, so stale caches are not reused.
const BUILDER_VERSION: u32 = 2;
pub const START_MS: i64 = 1_700_000_000_000;

use crate::cache_key::{self, fnv};

/// Keyed by every migration (a database built under another schema is never reopened) and
/// by what the builder writes.
pub fn cache_path() -> PathBuf {
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

/// The cached database's path, built first if it is not there yet.
pub fn path() -> PathBuf {
    let path = cache_path();
    if path.exists() {
        eprintln!("reusing {}", path.display());
    } else {
        build(&path).expect("building the benchmark database");
    }
    path
}

/// The cached database (built first if need be), opened.
pub fn database() -> Connection {
    clash_bot::storage::open(&path()).expect("opening the benchmark database")
}
