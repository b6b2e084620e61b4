//! The web pages under load, and what that load does to a move's round trip, on the big
//! server of `benches/bot/leaderboard.rs` (100,000 players, 1,000,000 matches, shared through
//! `support/big_server.rs` and its cached database).
//!
//! As the bot runs them: a copy of the cached database (the cache stays clean) with
//! guild 1's pages turned on, the service opened on it with its writer, and the pages
//! (`clash_bot::web::router`, read connections of their own) served from the same file on
//! 127.0.0.1, both in one tokio runtime as `app::run` spawns them. A first Clash match
//! is played through the service to its end, so a real finished match (its moves logged)
//! has a page; the player page is that of the busiest player.
//!
//! Then, each for `CLASH_BENCH_WEB_SECONDS` (default 20):
//! 1. moves alone: Clash matches played move by move through `Matches::play` (each move a
//!    random legal one from the mover's own view, as a person's click), one at a time, each
//!    move's round trip timed (from the call to its durable commit);
//! 2. closed loop: the same moves while `CLASH_BENCH_WEB_CLIENTS` (default 50) clients,
//!    each a loop of requests with no pause, fetch the home, the player page, the match
//!    page, the board, the live list and a running match's revision poll in turn;
//! 3. paced: the same, each client pausing `CLASH_BENCH_WEB_PAUSE_MS` (default 200)
//!    between its requests (people reading pages rather than a closed loop at full speed).
//!
//! Before them, one client alone fetches the pages in turn for 10 s, pausing 55 ms between
//! requests: each page's own cost, with nothing queued in front of it; then a page that
//! has not changed is asked again with the `If-None-Match` of its `ETag` (answered 304)
//! to time what it costs. The bot's CPU is that of its runtime's threads (named `bot`, read
//! from `/proc`), so the clients' own CPU is not counted.
//!
//! The clients run in a runtime of their own (they stand for browsers elsewhere, not for
//! the bot's tasks) but on the same two cores, which they share with the server. Each
//! client has its own loopback address (127.0.0.2, 127.0.0.3, …) so that the per-client
//! budget of `web::guard` (60 at once, 20 a second per address) applies to each as to a
//! person and is not loosened. A page's time is the client's: from sending the request to
//! the last byte of the answer.
//!
//! Goals (issue): page p95 < 30 ms, p99 < 100 ms; a move's p99 no worse under the load.
//! `cargo bench --bench bot -- web board` measures playing on the board instead
//! (`support/board.rs`).
//! Run with `cargo bench --bench bot -- web` (without `--bench` the binary does nothing, so a
//! `cargo test --benches` does not start the load).

use crate::big_server;
#[path = "../support/board.rs"]
mod board;

use big_server::{FIRST_USER, GUILD, PLAYERS};
use clash_bot::ai::Level;
use clash_bot::model::settings::SettingKey;
use clash_bot::model::{ChallengeAnswer, MatchId, MatchStatus, Person, Place, UserId};
use clash_bot::rules::GameKind;
use clash_bot::service::{pages, Clock, Defaults, Notice, Outbound, Service};
use clash_bot::web::{reads::Readers, Web};
use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long the single client of the baseline fetches pages, and its pause between two
/// requests (under the budget of 20 a second an address has).
const ONE_CLIENT: Duration = Duration::from_secs(10);
const ONE_CLIENT_PAUSE: Duration = Duration::from_millis(55);

/// Hears nothing: the bench has no Discord to deliver to.
struct Silent;

impl Outbound for Silent {
    fn notify(&self, _: Notice) {}
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The `p`-quantile (nearest rank) of sorted `values`.
fn quantile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = (p * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1_000.0
}

/// The pages the clients fetch, in turn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Home,
    Player,
    Match,
    Board,
    Live,
    Poll,
}

const KINDS: [Kind; 6] = [
    Kind::Home,
    Kind::Player,
    Kind::Match,
    Kind::Board,
    Kind::Live,
    Kind::Poll,
];

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Home => "home",
            Kind::Player => "player",
            Kind::Match => "match",
            Kind::Board => "board",
            Kind::Live => "live",
            Kind::Poll => "poll",
        }
    }
}

type Urls = Arc<[(Kind, String)]>;

/// The CPU time the bot's runtime has used (its threads are named `bot`), from `/proc`:
/// the clients, in the same process, are not counted.
fn bot_cpu() -> Duration {
    let ticks_per_second = 100; // USER_HZ on Linux
    let mut ticks = 0u64;
    for task in std::fs::read_dir("/proc/self/task")
        .into_iter()
        .flatten()
        .flatten()
    {
        let Ok(stat) = std::fs::read_to_string(task.path().join("stat")) else {
            continue;
        };
        // "tid (comm) state ...": utime and stime are the 14th and 15th fields.
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
            continue;
        };
        if !stat[open + 1..close].starts_with("bot") {
            continue;
        }
        let fields: Vec<&str> = stat[close + 2..].split(' ').collect();
        let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
        ticks += field(11).unwrap_or(0) + field(12).unwrap_or(0);
    }
    Duration::from_millis(ticks * 1_000 / ticks_per_second)
}

/// One request as a client saw it.
struct Sample {
    kind: Kind,
    took: Duration,
    status: u16,
}

/// A copy of the big server's database in `dir`, with guild 1's pages turned on.
fn prepare(dir: &Path) -> std::path::PathBuf {
    let cached = big_server::path();
    let copy = dir.join("web.db");
    let started = Instant::now();
    std::fs::copy(&cached, &copy).expect("copying the benchmark database");
    let wal = cached.with_extension("db-wal");
    if wal.exists() {
        std::fs::copy(&wal, copy.with_extension("db-wal")).expect("copying its WAL");
    }
    let conn = clash_bot::storage::open(&copy).expect("the copy");
    let now = big_server::START_MS + big_server::MATCHES * 60_000;
    clash_bot::storage::settings::setting_put(
        &conn,
        GUILD,
        SettingKey::WebPages,
        None,
        Some(&serde_json::json!(true)),
        FIRST_USER,
        now,
    )
    .expect("the pages turned on");
    drop(conn);
    eprintln!(
        "copied to {} in {:.1?} ({} MB)",
        copy.display(),
        started.elapsed(),
        std::fs::metadata(&copy).map_or(0, |m| m.len() / 1_000_000)
    );
    copy
}

/// Plays Clash matches between players of the big server, one move at a time, until
/// `until`; returns each move's round trip and the matches finished. `next_pair` numbers
/// the pairs (a fresh pair each match, from the board's players).
async fn play_moves(
    service: &Service,
    next_pair: &mut u64,
    until: Instant,
    rng: &mut clash_bot::cards::GameRng,
) -> (Vec<Duration>, Vec<MatchId>) {
    let mut moves = Vec::new();
    let mut finished = Vec::new();
    while Instant::now() < until {
        let (id, done) = play_match(service, *next_pair, until, rng, &mut moves).await;
        *next_pair += 1;
        if done {
            finished.push(id);
        }
    }
    (moves, finished)
}

/// One Clash match of pair `pair` as two people play it: a challenge, its acceptance, the
/// toss winner's choice, then moves (each timed into `moves`) until it ends or `until`
/// passes. Returns the match and whether it ended.
async fn play_match(
    service: &Service,
    pair: u64,
    until: Instant,
    rng: &mut clash_bot::cards::GameRng,
    moves: &mut Vec<Duration>,
) -> (MatchId, bool) {
    let player = |k: u64| -> UserId { FIRST_USER + (k * 7_919) % PLAYERS };
    let (a, b) = (player(2 * pair), player(2 * pair + 1));
    let place = Place {
        guild: GUILD,
        channel: 2,
    };
    let person = |id| Person { id, is_bot: false };
    let challenge = service
        .challenges()
        .create(
            place,
            person(a),
            Some(person(b)),
            GameKind::Clash,
            None,
            None,
        )
        .await
        .expect("a challenge");
    let (_, public) = service
        .challenges()
        .answer(challenge.id, b, ChallengeAnswer::Accept)
        .await
        .expect("an accepted challenge");
    let info = public.expect("a match").info;
    let chooser = info.to_move.expect("the toss winner");
    let mut info = service
        .matches()
        .choose_first(info.id, info.players[chooser], info.version, true)
        .await
        .expect("the first player chosen")
        .info;
    while info.status == MatchStatus::Active {
        if Instant::now() >= until {
            // Left as it is: an active match, as many are on a live server.
            return (info.id, false);
        }
        let seat = info.to_move.expect("someone to move");
        let user = info.players[seat];
        let view = service
            .matches()
            .seat_view(info.id, user)
            .await
            .expect("the mover's view")
            .view
            .expect("a table");
        let mv = view.decide(Level::Random, rng).expect("a legal move");
        let started = Instant::now();
        let result = service
            .matches()
            .play(info.id, user, info.version, mv)
            .await
            .expect("the move");
        moves.push(started.elapsed());
        info = result.public.info;
    }
    (info.id, true)
}

/// Client `index`: its own loopback address, the pages in turn (each client from another
/// one), one request after the other until `stop`.
/// An HTTP client from loopback address 127.0.0.2 + `index`.
fn http_from(index: usize) -> reqwest::Client {
    let address = IpAddr::V4(Ipv4Addr::from(
        u32::from(Ipv4Addr::new(127, 0, 0, 2)) + index as u32,
    ));
    reqwest::Client::builder()
        .local_address(address)
        .no_proxy()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("an HTTP client")
}

async fn client(index: usize, urls: Urls, pause: Duration, stop: Arc<AtomicBool>) -> Vec<Sample> {
    let http = http_from(index);
    let mut samples = Vec::new();
    let mut turn = index;
    while !stop.load(Ordering::Relaxed) {
        let (kind, url) = &urls[turn % urls.len()];
        turn += 1;
        let started = Instant::now();
        let (status, wait) = match http.get(url).send().await {
            Ok(answer) => {
                let status = answer.status().as_u16();
                // Over its budget, a client waits what the bot says (`Retry-After`), as a
                // browser does, rather than spinning on 429s that measure nothing.
                let wait = (status == 429).then(|| {
                    let seconds = answer.headers().get("retry-after");
                    let seconds = seconds.and_then(|v| v.to_str().ok()?.parse().ok());
                    Duration::from_secs(seconds.unwrap_or(1))
                });
                match answer.bytes().await {
                    Ok(_) => (status, wait),
                    Err(_) => (0, None),
                }
            }
            Err(_) => (0, None),
        };
        samples.push(Sample {
            kind: *kind,
            took: started.elapsed(),
            status,
        });
        let wait = wait.unwrap_or(pause);
        if !wait.is_zero() {
            tokio::time::sleep(wait).await;
        }
    }
    samples
}

/// Prints what each page weighs before its images: its HTML and the bot's own style and
/// script, which every page loads (the goal: under 200 KB).
async fn report_weights(http: &reqwest::Client, address: &str, urls: &[(Kind, String)]) {
    let weight = |url: String| async move {
        let answer = http.get(&url).send().await.expect("an answer");
        assert_eq!(answer.status(), 200, "{url}");
        answer.bytes().await.expect("a body").len()
    };
    let mut shared = 0;
    for asset in ["site.css", "site.js"] {
        shared += weight(format!("http://{address}/static/{asset}")).await;
    }
    let pages = urls
        .iter()
        .filter(|(kind, _)| *kind != Kind::Poll)
        .map(|(kind, url)| (kind.name(), url.clone()));
    eprintln!("\npage weights before images (HTML + {shared} B of style and script)");
    for (name, url) in pages {
        let html = weight(url).await;
        eprintln!(
            "{name:<8} {html:>8} B HTML, {:>6.1} KB in all",
            (html + shared) as f64 / 1024.0
        );
    }
}

/// Prints the pages' figures: those of the 200s, and how many answers were not 200.
fn report_pages(title: &str, samples: &[Sample], window: Duration, cpu: Duration) {
    eprintln!(
        "\npages, {title}, {:.1} s (time: request sent to last byte); the bot's CPU: \
         {:.0} % of a core, {:.3} ms an answer",
        window.as_secs_f64(),
        100.0 * cpu.as_secs_f64() / window.as_secs_f64(),
        ms(cpu) / samples.len().max(1) as f64,
    );
    eprintln!(
        "{:<8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "page", "ok", "other", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms"
    );
    let mut all_ok = Vec::new();
    for kind in KINDS {
        let mut ok: Vec<Duration> = samples
            .iter()
            .filter(|s| s.kind == kind && s.status == 200)
            .map(|s| s.took)
            .collect();
        let other = samples
            .iter()
            .filter(|s| s.kind == kind && s.status != 200)
            .count();
        ok.sort();
        all_ok.extend_from_slice(&ok);
        eprintln!(
            "{:<8} {:>8} {:>8} {:>8.1} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
            kind.name(),
            ok.len(),
            other,
            ok.len() as f64 / window.as_secs_f64(),
            ms(quantile(&ok, 0.50)),
            ms(quantile(&ok, 0.95)),
            ms(quantile(&ok, 0.99)),
            ms(ok.last().copied().unwrap_or_default()),
        );
    }
    all_ok.sort();
    eprintln!(
        "{:<8} {:>8} {:>8} {:>8.1} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
        "all",
        all_ok.len(),
        samples.len() - all_ok.len(),
        all_ok.len() as f64 / window.as_secs_f64(),
        ms(quantile(&all_ok, 0.50)),
        ms(quantile(&all_ok, 0.95)),
        ms(quantile(&all_ok, 0.99)),
        ms(all_ok.last().copied().unwrap_or_default()),
    );
    let mut statuses: Vec<(u16, usize)> = Vec::new();
    for s in samples.iter().filter(|s| s.status != 200) {
        match statuses.iter_mut().find(|(code, _)| *code == s.status) {
            Some((_, n)) => *n += 1,
            None => statuses.push((s.status, 1)),
        }
    }
    if !statuses.is_empty() {
        eprintln!("answers other than 200 (0: no answer): {statuses:?}");
    }
}

pub fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        eprintln!(
            "the web suite: run with `cargo bench --bench bot -- web`; nothing to do in a test run"
        );
        return;
    }
    if std::env::args().any(|a| a == "board") {
        // Playing on the board alone (`cargo bench --bench bot -- web board`).
        if let Err(e) = clash_bot::serving::raise_open_file_limit() {
            eprintln!("the open-file limit stays as it is: {e}");
        }
        board::run(bot_cpu, http_from);
        return;
    }
    let seconds = Duration::from_secs(env_number("CLASH_BENCH_WEB_SECONDS", 20));
    let clients = env_number("CLASH_BENCH_WEB_CLIENTS", 50) as usize;
    let pause = Duration::from_millis(env_number("CLASH_BENCH_WEB_PAUSE_MS", 200));
    let bench_started = Instant::now();
    let dir = tempfile::tempdir().expect("a temp directory");
    let path = prepare(dir.path());

    // The bot's runtime: the service and the web pages, as `app::run` starts them.
    let bot = tokio::runtime::Builder::new_multi_thread()
        .thread_name("bot")
        .enable_all()
        .build()
        .expect("the bot's runtime");
    let (service, address) = bot.block_on(async {
        let conn = clash_bot::storage::open(&path).expect("the database");
        let defaults = Defaults {
            bot_delay_ms: 0,
            ..Defaults::default()
        };
        let opened = Instant::now();
        let service =
            Service::open(conn, defaults, Clock::system(), Arc::new(Silent)).expect("the service");
        eprintln!("Service::open on the big server: {:.1?}", opened.elapsed());
        let web = Arc::new(Web {
            readers: Readers::new(path.clone()),
            service: Some(service.clone()),
            base: None,
            accounts: Default::default(),
            seats: None,
        });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port for the pages");
        let address = listener.local_addr().expect("its address");
        // Served as the bot serves them: its timeouts and connection cap included.
        tokio::spawn(clash_bot::serving::serve(
            listener,
            clash_bot::web::router(web),
            clash_bot::serving::Limits::default(),
            "web pages",
        ));
        (service, address)
    });

    // A real finished match for the match page, played through the service (and a
    // warm-up of the moves' path).
    let mut rng = clash_bot::cards::rng_from_seed(0x0057_eb00);
    let mut pair = 0;
    let (warm_up, finished) = bot.block_on(async {
        let far = Instant::now() + Duration::from_secs(600);
        let mut moves = Vec::new();
        let (id, done) = play_match(&service, pair, far, &mut rng, &mut moves).await;
        assert!(done, "the first match ends");
        (moves, id)
    });
    pair += 1;
    let reader = clash_bot::storage::open_reader(&path).expect("a reader");
    let page = pages::finished_match(&reader, GUILD, finished).expect("the match has a page");
    let busiest: UserId = reader
        .query_row(
            "SELECT user_id FROM ratings WHERE guild_id = ?1 AND season = 0 AND game = ?2 \
             ORDER BY games DESC LIMIT 1",
            rusqlite::params![GUILD as i64, GameKind::Clash.name()],
            |row| row.get::<_, i64>(0),
        )
        .expect("the busiest player") as UserId;
    let player = pages::player(&reader, GUILD, busiest, 1).expect("the player has a page");
    pages::home(&reader, GUILD).expect("the server has a home");
    drop(reader);
    eprintln!(
        "match page: match {finished}, {} moves played in {:.1?} (warm-up), {} steps; \
         player page: {busiest}, {} pages of history",
        warm_up.len(),
        warm_up.iter().sum::<Duration>(),
        page.replay.last(),
        player.pages,
    );

    // A match left running, for the live list and its revision poll.
    let running = bot.block_on(async {
        let mut moves = Vec::new();
        play_match(&service, pair, Instant::now(), &mut rng, &mut moves)
            .await
            .0
    });
    pair += 1;
    let base = format!("http://{address}/s/{GUILD}");
    let urls: Urls = Arc::new([
        (Kind::Home, base.clone()),
        (Kind::Player, format!("{base}/players/{busiest}")),
        (Kind::Match, format!("{base}/matches/{finished}")),
        (Kind::Board, format!("{base}/boards/clash?season=all")),
        (Kind::Live, format!("{base}/live")),
        (Kind::Poll, format!("{base}/live/{running}/revision")),
    ]);

    // The clients' own runtime: browsers elsewhere, on the same cores.
    let browsers = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("the clients' runtime");
    // Every page answers before anything is timed.
    browsers.block_on(async {
        let http = reqwest::Client::builder()
            .no_proxy()
            .build()
            .expect("a client");
        for (kind, url) in urls.iter() {
            let answer = http.get(url).send().await.expect("an answer");
            assert_eq!(answer.status(), 200, "the {} page at {url}", kind.name());
        }
        report_weights(&http, &address.to_string(), &urls).await;
    });
    // 0. One client alone: what each page costs when nothing waits in front of it.
    let started = Instant::now();
    let cpu = bot_cpu();
    let alone = browsers.block_on(async {
        let stop = Arc::new(AtomicBool::new(false));
        let stopper = stop.clone();
        tokio::spawn(async move {
            tokio::time::sleep(ONE_CLIENT).await;
            stopper.store(true, Ordering::Relaxed);
        });
        client(0, urls.clone(), ONE_CLIENT_PAUSE, stop).await
    });
    report_pages(
        "one client alone",
        &alone,
        started.elapsed(),
        bot_cpu() - cpu,
    );
    browsers.block_on(report_not_modified(&urls));

    // 1. Moves alone.
    let quiet = bot.block_on(async {
        let until = Instant::now() + seconds;
        play_moves(&service, &mut pair, until, &mut rng).await
    });

    // 2. and 3. The same moves under the pages' load: closed loop, then paced.
    let mut loads = Vec::new();
    for pause in [Duration::ZERO, pause] {
        let stop = Arc::new(AtomicBool::new(false));
        let load_started = Instant::now();
        let cpu = bot_cpu();
        let running: Vec<_> = (0..clients)
            .map(|i| browsers.spawn(client(i, urls.clone(), pause, stop.clone())))
            .collect();
        // Let every client get going before the moves are timed.
        std::thread::sleep(Duration::from_secs(1));
        let loaded = bot.block_on(async {
            let until = Instant::now() + seconds;
            play_moves(&service, &mut pair, until, &mut rng).await
        });
        stop.store(true, Ordering::Relaxed);
        let samples: Vec<Sample> = browsers.block_on(async {
            let mut all = Vec::new();
            for task in running {
                all.extend(task.await.expect("a client"));
            }
            all
        });
        let window = load_started.elapsed();
        let title = if pause.is_zero() {
            format!("closed loop: {clients} clients, no pause between requests")
        } else {
            format!("paced: {clients} clients, {pause:?} between each one's requests")
        };
        report_pages(&title, &samples, window, bot_cpu() - cpu);
        let name = if pause.is_zero() {
            "closed loop"
        } else {
            "paced"
        };
        loads.push((name, loaded));
    }
    eprintln!("\nmove round trip (Matches::play, call to durable commit), Clash, one at a time");
    eprintln!(
        "{:<16} {:>8} {:>9} {:>8} {:>8} {:>8} {:>8}",
        "", "moves", "matches", "p50 ms", "p95 ms", "p99 ms", "max ms"
    );
    for (name, (mut moves, finished)) in [("alone", quiet)].into_iter().chain(loads) {
        moves.sort();
        eprintln!(
            "{:<16} {:>8} {:>9} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
            name,
            moves.len(),
            finished.len(),
            ms(quantile(&moves, 0.50)),
            ms(quantile(&moves, 0.95)),
            ms(quantile(&moves, 0.99)),
            ms(moves.last().copied().unwrap_or_default()),
        );
    }
    bot.block_on(service.shutdown());
    drop(browsers);
    drop(bot);
    eprintln!("\nbench ran {:.1?}", bench_started.elapsed());
}

/// What a page that has not changed costs: each page asked again with its `ETag`
/// (`If-None-Match`), one request at a time from [`NOT_MODIFIED_CLIENTS`] addresses of
/// its own in turn (so that no address runs out of its budget).
async fn report_not_modified(urls: &[(Kind, String)]) {
    eprintln!(
        "\nunchanged pages asked with If-None-Match, {NOT_MODIFIED_ASKS} each, one at a time"
    );
    eprintln!(
        "{:<8} {:>8} {:>8} {:>8} {:>8} {:>14}",
        "page", "304", "other", "p50 ms", "p99 ms", "bot CPU ms/req"
    );
    for (page, (kind, url)) in urls
        .iter()
        .filter(|(kind, _)| *kind != Kind::Poll)
        .enumerate()
    {
        let clients: Vec<reqwest::Client> = (0..NOT_MODIFIED_CLIENTS)
            .map(|i| http_from(1_000 + page * NOT_MODIFIED_CLIENTS + i))
            .collect();
        let first = clients[0].get(url).send().await.expect("an answer");
        assert_eq!(first.status(), 200, "{url}");
        let etag = first.headers()["etag"].clone();
        first.bytes().await.expect("its body");
        let mut took = Vec::new();
        let mut other = 0;
        let cpu = bot_cpu();
        for i in 0..NOT_MODIFIED_ASKS {
            let started = Instant::now();
            let answer = clients[i % clients.len()]
                .get(url)
                .header("if-none-match", etag.clone())
                .send()
                .await
                .expect("an answer");
            let status = answer.status();
            answer.bytes().await.expect("its body");
            if status == 304 {
                took.push(started.elapsed());
            } else {
                other += 1;
            }
        }
        let cpu = bot_cpu() - cpu;
        took.sort();
        eprintln!(
            "{:<8} {:>8} {:>8} {:>8.3} {:>8.3} {:>14.4}",
            kind.name(),
            took.len(),
            other,
            ms(quantile(&took, 0.50)),
            ms(quantile(&took, 0.99)),
            ms(cpu) / NOT_MODIFIED_ASKS as f64,
        );
    }
}

/// Requests of [`report_not_modified`], and the addresses they come from.
const NOT_MODIFIED_ASKS: usize = 2_000;
const NOT_MODIFIED_CLIENTS: usize = 200;
