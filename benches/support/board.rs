//! Playing on the board (issue 53), measured: `cargo bench --bench bot -- web board`.
//!
//! A fresh database with one server whose pages are on, served as the bot serves them
//! (the web's router over the Discord edge's seat port, `serving::serve`), and Clubbed
//! matches between two signed-in players played from their seat pages: each move is the
//! first card button of the page of the seat to move, posted as the browser posts it.
//!
//! - **A move from the browser**: from sending the post to the last byte of its answer
//!   (the seat page again), and from sending it to the moment the other seat's event
//!   stream says the new revision (what makes the other page fetch the table).
//! - **Open seat pages**: 1,000 event streams held open (each from a loopback address of
//!   its own, so that the per-address budget applies as to a person), the process's memory
//!   before and after, and the bot's CPU time while nothing moves.
//! - **Weight**: the seat page and what it loads (style sheet and scripts), before pictures.
//!
//! Goals (issue 53): p50 < 10 ms from the post to its answer, the other seat within 1 s
//! (p99); 1,000 streams < 50 MB and no CPU while nothing moves; a seat page < 150 KB with
//! its script.

use clash_bot::discord::board::Board;
use clash_bot::model::settings::SettingKey;
use clash_bot::model::{ChallengeAnswer, MatchId, MatchInfo, Person, Place};
use clash_bot::rules::GameKind;
use clash_bot::service::{Clock, Defaults, Service};
use clash_bot::web::{reads::Readers, session, Web};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

const GUILD: u64 = 1;
const ALICE: u64 = 11;
const BOB: u64 = 22;
/// Moves measured.
const MOVES: usize = 400;
/// Event streams held open at once.
const STREAMS: usize = 1_000;
/// How long the open streams are watched while nothing moves.
const IDLE: Duration = Duration::from_secs(10);

/// A signed-in player: their cookie header and CSRF token.
struct Player {
    user: u64,
    cookie: String,
    csrf: String,
}

/// Runs the board's measures and prints them.
pub fn run(bot_cpu: fn() -> Duration, http_from: fn(usize) -> reqwest::Client) {
    let dir = tempfile::tempdir().expect("a temp directory");
    let path = dir.path().join("board.db");
    let conn = clash_bot::storage::open(&path).expect("the database");
    let on = serde_json::json!(true);
    clash_bot::storage::settings::setting_put(
        &conn,
        GUILD,
        SettingKey::WebPages,
        None,
        Some(&on),
        1,
        0,
    )
    .expect("pages on");
    let bot = tokio::runtime::Builder::new_multi_thread()
        .thread_name("bot")
        .enable_all()
        .build()
        .expect("the bot's runtime");
    let (service, web, base) = bot.block_on(async {
        let defaults = Defaults {
            bot_delay_ms: 0,
            ..Defaults::default()
        };
        let service = Service::open(conn, defaults, Clock::system(), Arc::new(super::Silent))
            .expect("the service");
        let web = Arc::new(Web {
            readers: Readers::new(path.clone()),
            service: Some(service.clone()),
            base: None,
            accounts: Default::default(),
            seats: Some(Arc::new(Board::new(service.clone()))),
        });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port for the pages");
        let base = format!("http://{}", listener.local_addr().expect("its address"));
        tokio::spawn(clash_bot::serving::serve(
            listener,
            clash_bot::web::router(web.clone()),
            clash_bot::serving::Limits::default(),
            "web pages",
        ));
        (service, web, base)
    });
    let clients = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("clients")
        .enable_all()
        .build()
        .expect("the clients' runtime");
    let players = bot.block_on(async {
        let mut players = Vec::new();
        for user in [ALICE, BOB] {
            let (cookie, csrf) = session::open(&web, user, "Player", Some("en-US"))
                .await
                .expect("a session");
            players.push(Player {
                user,
                cookie: format!("{}={cookie}", session::COOKIE),
                csrf,
            });
        }
        players
    });
    let players = Arc::new(players);

    let (posts, others, weights) = clients.block_on(moves(&service, &base, &players, http_from));
    eprintln!(
        "\nboard: a move posted from the seat page (Clubbed), {} posts, {} heard by the other seat",
        posts.len(),
        others.len()
    );
    eprintln!(
        "{:<34} {:>8} {:>8} {:>8} {:>8}",
        "", "p50 ms", "p95 ms", "p99 ms", "max ms"
    );
    for (name, mut samples) in [
        ("post to its answer", posts),
        ("post to the other seat's stream", others),
    ] {
        samples.sort();
        eprintln!(
            "{:<34} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
            name,
            super::ms(super::quantile(&samples, 0.50)),
            super::ms(super::quantile(&samples, 0.95)),
            super::ms(super::quantile(&samples, 0.99)),
            super::ms(samples.last().copied().unwrap_or_default()),
        );
    }
    eprintln!("\nboard: what a seat page weighs (before pictures)");
    let mut total = 0;
    for (what, bytes) in &weights {
        total += bytes;
        eprintln!("{what:<34} {:>8.1} KB", *bytes as f64 / 1024.0);
    }
    eprintln!("{:<34} {:>8.1} KB", "in all", total as f64 / 1024.0);

    let info = clients.block_on(start(&service));
    let rss_before = rss_kb();
    let (held, cpu) = clients.block_on(streams(&base, &players[0], info.id, bot_cpu));
    let rss_after = rss_kb();
    eprintln!(
        "\nboard: {held} event streams open: process memory {:.1} MB -> {:.1} MB (+{:.1} MB); the bot's CPU over {IDLE:?} while nothing moves: {cpu:?}",
        rss_before as f64 / 1024.0,
        rss_after as f64 / 1024.0,
        (rss_after.saturating_sub(rss_before)) as f64 / 1024.0,
    );
    bot.block_on(service.shutdown());
    drop(clients);
    drop(bot);
}

/// A Clubbed match between Alice and Bob in the server, under way.
async fn start(service: &Service) -> MatchInfo {
    let person = |id| Person { id, is_bot: false };
    let place = Place {
        guild: GUILD,
        channel: 2,
    };
    let challenge = service
        .challenges()
        .create(
            place,
            person(ALICE),
            Some(person(BOB)),
            GameKind::Clubbed,
            None,
            None,
        )
        .await
        .expect("a challenge");
    let (_, started) = service
        .challenges()
        .answer(challenge.id, BOB, ChallengeAnswer::Accept)
        .await
        .expect("accepted");
    let info = started.expect("a match").info;
    match info.toss {
        Some(toss) => {
            service
                .matches()
                .choose_first(info.id, info.players[toss.winner], info.version, true)
                .await
                .expect("the first player chosen")
                .info
        }
        None => info,
    }
}

/// The first game control of a page (a card's button), as its form posts it.
fn first_move(page: &str) -> Option<String> {
    let at = page.find("name=\"id\" value=\"g")? + "name=\"id\" value=\"".len();
    let end = page[at..].find('"')?;
    Some(page[at..at + end].replace("&amp;", "&"))
}

/// The revision a seat page was drawn at.
fn revision_of(page: &str) -> Option<u64> {
    let at = page.find("data-revision=\"")? + "data-revision=\"".len();
    let end = page[at..].find('"')?;
    page[at..at + end].parse().ok()
}

/// A seat's event stream, from its own client: each revision it says, with when it came.
async fn listen(
    base: String,
    player_cookie: String,
    m: MatchId,
    client: reqwest::Client,
    heard: mpsc::UnboundedSender<(u64, Instant)>,
) {
    let url = format!("{base}/s/{GUILD}/play/{m}/events");
    let Ok(mut answer) = client
        .get(&url)
        .header("cookie", player_cookie)
        .send()
        .await
    else {
        return;
    };
    let mut buffer = String::new();
    while let Ok(Some(chunk)) = answer.chunk().await {
        let at = Instant::now();
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let event: String = buffer.drain(..end + 2).collect();
            if let Some(data) = event.strip_prefix("data: ") {
                let revision = data.trim().parse().unwrap_or(u64::MAX);
                if heard.send((revision, at)).is_err() {
                    return;
                }
            }
        }
    }
}

/// Plays [`MOVES`] moves from the seat pages: each post's time to its answer and to the
/// other seat's stream; and the weights of a seat page and what it loads.
async fn moves(
    service: &Service,
    base: &str,
    players: &Arc<Vec<Player>>,
    http_from: fn(usize) -> reqwest::Client,
) -> (Vec<Duration>, Vec<Duration>, Vec<(&'static str, usize)>) {
    let (mut posts, mut others, mut weights) = (Vec::new(), Vec::new(), Vec::new());
    while posts.len() < MOVES {
        let info = start(service).await;
        let m = info.id;
        // Both seats' streams, each on a client of its own.
        let mut heard = Vec::new();
        for (i, player) in players.iter().enumerate() {
            let (tx, rx) = mpsc::unbounded_channel();
            tokio::spawn(listen(
                base.to_string(),
                player.cookie.clone(),
                m,
                http_from(10 + i),
                tx,
            ));
            heard.push(rx);
        }
        loop {
            let now = service.matches().public(m).await.expect("the match").info;
            let Some(seat) = now.to_move.filter(|_| !now.is_over()) else {
                break;
            };
            let mover = players
                .iter()
                .position(|p| p.user == now.players[seat])
                .expect("a player");
            let page_url = format!("{base}/s/{GUILD}/play/{m}");
            // Each move from an address of its own (the page, then the post, on one
            // connection): one address's budget is 20 requests a second, a person's pace.
            let http = http_from(2_000 + posts.len());
            let page = http
                .get(&page_url)
                .header("cookie", &players[mover].cookie)
                .send()
                .await
                .expect("the seat page")
                .text()
                .await
                .expect("its body");
            if weights.is_empty() {
                weights.push(("seat page", page.len()));
                for (what, path) in [
                    ("/static/site.css", "/static/site.css"),
                    ("/static/site.js", "/static/site.js"),
                    ("/static/play.js", "/static/play.js"),
                ] {
                    let body = http
                        .get(format!("{base}{path}"))
                        .send()
                        .await
                        .expect("an asset");
                    weights.push((what, body.bytes().await.expect("its body").len()));
                }
            }
            let Some(control) = first_move(&page) else {
                break;
            };
            let form = [
                ("csrf", players[mover].csrf.as_str()),
                ("id", control.as_str()),
                ("kind", "click"),
            ];
            let sent = Instant::now();
            let answer = http
                .post(&page_url)
                .header("cookie", &players[mover].cookie)
                .header("origin", base)
                .form(&form)
                .send()
                .await
                .expect("the post");
            assert_eq!(answer.status(), 200, "a move's post was refused");
            let body = answer.text().await.expect("its answer");
            posts.push(sent.elapsed());
            let Some(revision) = revision_of(&body) else {
                break;
            };
            // The other seat hears the new revision (or the end).
            let other = &mut heard[1 - mover];
            while let Some((heard_revision, at)) = other.recv().await {
                if heard_revision >= revision {
                    others.push(at.saturating_duration_since(sent));
                    break;
                }
            }
            if posts.len() >= MOVES {
                break;
            }
        }
    }
    (posts, others, weights)
}

/// [`STREAMS`] event streams of `player`'s seat in match `m`, each from an address of its
/// own (a bare socket, so that the memory measured is the bot's, not a client library's),
/// held while nothing moves: how many were open, and the bot's CPU meanwhile.
async fn streams(
    base: &str,
    player: &Player,
    m: MatchId,
    bot_cpu: fn() -> Duration,
) -> (usize, Duration) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let server: std::net::SocketAddr = base
        .trim_start_matches("http://")
        .parse()
        .expect("the pages' address");
    let request = format!(
        "GET /s/{GUILD}/play/{m}/events HTTP/1.1\r\nHost: {server}\r\nCookie: {}\r\n\r\n",
        player.cookie
    );
    let (tx, mut rx) = mpsc::unbounded_channel::<tokio::net::TcpStream>();
    for i in 0..STREAMS {
        let (tx, request) = (tx.clone(), request.clone());
        tokio::spawn(async move {
            let address = std::net::Ipv4Addr::from(
                u32::from(std::net::Ipv4Addr::new(127, 0, 1, 0)) + i as u32,
            );
            let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
            socket
                .bind((address, 0).into())
                .expect("a loopback address of its own");
            let Ok(mut stream) = socket.connect(server).await else {
                return;
            };
            if stream.write_all(request.as_bytes()).await.is_err() {
                return;
            }
            // Held once the stream has said the match's revision.
            let mut seen = Vec::new();
            let mut buffer = [0u8; 1024];
            while let Ok(n) = stream.read(&mut buffer).await {
                if n == 0 {
                    return;
                }
                seen.extend_from_slice(&buffer[..n]);
                if seen.windows(6).any(|w| w == b"data: ") {
                    let _ = tx.send(stream);
                    return;
                }
            }
        });
    }
    drop(tx);
    let mut held = Vec::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while held.len() < STREAMS {
        match tokio::time::timeout_at(deadline, rx.recv()).await {
            Ok(Some(stream)) => held.push(stream),
            _ => break,
        }
    }
    let before = bot_cpu();
    tokio::time::sleep(IDLE).await;
    (held.len(), bot_cpu().saturating_sub(before))
}

/// The process's resident memory, in KB (`VmRSS`).
fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|line| line.starts_with("VmRSS:"))
                .and_then(|line| line.split_whitespace().nth(1))
                .and_then(|kb| kb.parse().ok())
        })
        .unwrap_or(0)
}
