//! 100,000 live matches in one process: how long the service takes to start on them
//! (loading every active match and re-arming its clock, until a first `/games` answers),
//! the resident memory they hold, and what `/games` (`Service::matches_of`) costs then.
//! The goals (issue 13): under 2 s, under 500 MB, under 5 ms.
//!
//! The matches are made through the service's own API (challenge, accept, choose who
//! goes first), so the database holds exactly what the bot writes, whatever the storage
//! format. That happens once, in a child process (so its allocations do not count
//! towards the resident memory measured here), and the file is kept in the temp
//! directory under a name that hashes the migrations, the service's storage code and this
//! builder. Delete `clash-bench-live-*.db` there to rebuild.

use clash_bot::model::{ChallengeAnswer, Person, Place, UserId};
use clash_bot::rules::GameKind;
use clash_bot::service::{Clock, Defaults, Notice, Outbound, Service};
use criterion::{black_box, Criterion};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

const MATCHES: u64 = 100_000;
/// Player `k` challenges player `k + 1` (mod `PLAYERS`): everyone plays two live matches.
const PLAYERS: u64 = MATCHES;
/// Discord-like ids: snowflakes are large.
const FIRST_USER: UserId = 100_000_000_000_000_000;
const GUILD: u64 = 1;
/// Matches are spread over this many channels.
const CHANNELS: u64 = 1_000;
/// Change when the data the builder writes changes, so stale caches are not reused.
const BUILDER_VERSION: u32 = 1;
/// Matches made at once: enough for the writer to commit full batches.
const IN_FLIGHT: usize = 1_024;
/// Set in the child process that builds the database.
const BUILD_ONLY: &str = "CLASH_BENCH_LIVE_BUILD";

/// Day-long turns: every match keeps a clock armed, as a live server's do.
fn defaults() -> Defaults {
    Defaults {
        turn_seconds: 24 * 3600,
        max_strikes: 3,
        challenge_expiry_ms: 600_000,
        bot_delay_ms: 0,
        ..Defaults::default()
    }
}

/// Hears nothing: the bench has no Discord to deliver to.
struct Silent;

impl Outbound for Silent {
    fn notify(&self, _: Notice) {}
}

use crate::cache_key::{self, fnv};

/// The cached database: keyed by every migration (new ones included), the storage
/// layer's code (`src/storage/`, every file) and this builder's settings.
fn cache_path() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("migrations"))
        .expect("the migrations directory")
        .map(|e| e.expect("a migration").path())
        .collect();
    files.extend(rust_files(&root.join("src/storage")));
    files.sort();
    let mut hash = cache_key::START;
    for file in files {
        hash = fnv(&std::fs::read(&file).expect("a cache key file"), hash);
    }
    hash = fnv(
        format!("{BUILDER_VERSION} {MATCHES} {PLAYERS} {CHANNELS}").as_bytes(),
        hash,
    );
    std::env::temp_dir().join(format!("clash-bench-live-{hash:016x}.db"))
}

/// Every `.rs` file under `dir`, at any depth.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a source directory") {
        let path = entry.expect("a source file").path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

fn player(k: u64) -> UserId {
    FIRST_USER + k % PLAYERS
}

/// One match made as the bot makes it: a challenge, its acceptance (the toss), and the
/// toss winner's choice to go first, so the game is under way.
async fn make_match(service: Service, k: u64) {
    let place = Place {
        guild: GUILD,
        channel: 10 + k % CHANNELS,
    };
    let person = |id| Person { id, is_bot: false };
    let game = GameKind::ALL[(k % GameKind::ALL.len() as u64) as usize];
    let challenge = service
        .challenges()
        .create(
            place,
            person(player(k)),
            Some(person(player(k + 1))),
            game,
            None,
            None,
        )
        .await
        .expect("a challenge");
    let (_, public) = service
        .challenges()
        .answer(challenge.id, player(k + 1), ChallengeAnswer::Accept)
        .await
        .expect("an accepted challenge");
    let info = public.expect("a match").info;
    let chooser = info.to_move.expect("the toss winner");
    service
        .matches()
        .choose_first(info.id, info.players[chooser], info.version, true)
        .await
        .expect("the first player chosen");
}

fn build(path: &Path) {
    let started = Instant::now();
    let partial = path.with_extension("partial");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", partial.display()));
    }
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    runtime.block_on(async {
        let conn = clash_bot::storage::open(&partial).expect("the database");
        // Only while building: a crash just means building again.
        conn.pragma_update(None, "synchronous", "OFF")
            .expect("synchronous off");
        let service = Service::open(conn, defaults(), Clock::system(), Arc::new(Silent))
            .expect("the service");
        let mut running = tokio::task::JoinSet::new();
        for k in 0..MATCHES {
            if running.len() >= IN_FLIGHT {
                running.join_next().await.expect("a task").expect("a match");
            }
            running.spawn(make_match(service.clone(), k));
        }
        while let Some(done) = running.join_next().await {
            done.expect("a match");
        }
        service.shutdown().await;
    });
    // Ends the writer task, which holds the write connection, so the file is complete.
    drop(runtime);
    let conn = rusqlite::Connection::open(&partial).expect("the built database");
    conn.pragma_update(None, "journal_mode", "DELETE")
        .expect("the WAL folded in");
    drop(conn);
    std::fs::rename(&partial, path).expect("the finished database");
    eprintln!(
        "built {} in {:.1?} ({} MB)",
        path.display(),
        started.elapsed(),
        std::fs::metadata(path).map_or(0, |m| m.len() / 1_000_000)
    );
}

/// Builds the database in a child process unless it is cached.
fn ensure_built(path: &Path) {
    if path.exists() {
        eprintln!("reusing {}", path.display());
        return;
    }
    let status = std::process::Command::new(std::env::current_exe().expect("this bench"))
        .arg("live_matches")
        .env(BUILD_ONLY, path)
        .status()
        .expect("the builder process");
    assert!(status.success(), "building the benchmark database failed");
}

/// This process's resident memory and its peak, in MB (Linux; zero elsewhere).
fn memory_mb() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

fn live_matches(c: &mut Criterion, path: &Path) {
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    let (rss_before, _) = memory_mb();
    let started = Instant::now();
    let (service, opened) = runtime.block_on(async {
        let conn = clash_bot::storage::open(path).expect("the database");
        let service = Service::open(conn, defaults(), Clock::system(), Arc::new(Silent))
            .expect("the service");
        let opened = started.elapsed();
        let first = service.matches().of_player(player(0)).await;
        assert_eq!(first.len(), 2, "player 0 plays two matches");
        (service, opened)
    });
    let answered = started.elapsed();
    let (rss_after, peak) = memory_mb();
    eprintln!(
        "{MATCHES} live matches: Service::open {opened:.2?}, first /games answered after \
         {answered:.2?} (goal < 2 s); resident memory {rss_after:.0} MB, {:.0} MB for the \
         matches ({:.1} KB each), peak {peak:.0} MB (goal < 500 MB)",
        rss_after - rss_before,
        (rss_after - rss_before) * 1024.0 / MATCHES as f64,
    );

    let mut group = c.benchmark_group("live_matches");
    group.measurement_time(Duration::from_secs(5));
    let mut k = 0;
    group.bench_function("matches_of 100k live (/games, goal < 5 ms)", |b| {
        b.iter(|| {
            k = (k + 7_919) % PLAYERS;
            runtime.block_on(service.matches().of_player(black_box(player(k))))
        })
    });
    group.finish();
    runtime.block_on(service.shutdown());
}

pub fn main() {
    if let Some(path) = std::env::var_os(BUILD_ONLY) {
        build(Path::new(&path));
        return;
    }
    let path = cache_path();
    ensure_built(&path);
    let mut c = crate::suites::configured(Criterion::default());
    live_matches(&mut c, &path);
    c.final_summary();
}
