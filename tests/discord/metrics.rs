//! The operator's endpoint: `/metrics` scraped while a match is played shows the counters
//! move and names no user; `/healthz` turns 503 when the gateway goes away and 200 when it
//! is back.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::harness::{button_by_label, to_move, Bot};
use crate::sim::Simulator;

/// A free port on loopback for the bot's endpoint.
fn free_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().to_string()
}

async fn get(address: &str, path: &str) -> (u16, String) {
    let response = reqwest::get(format!("http://{address}{path}"))
        .await
        .unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

/// The sum of a metric's samples whose labels contain every one of `labels`.
fn sum(page: &str, name: &str, labels: &[&str]) -> f64 {
    page.lines()
        .filter(|line| !line.starts_with('#'))
        .filter(|line| {
            line.strip_prefix(name)
                .is_some_and(|rest| rest.starts_with('{') || rest.starts_with(' '))
        })
        .filter(|line| labels.iter().all(|label| line.contains(label)))
        .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

/// Waits (at most 10 s) until the metrics page's sum of `name` with `labels` is at least
/// `least`, and returns the page: an interaction is counted just after its answer is sent,
/// so a page read at once may be a moment behind.
async fn metrics_reach(address: &str, name: &str, labels: &[&str], least: f64) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (_, page) = get(address, "/metrics").await;
        if sum(&page, name, labels) >= least {
            return page;
        }
        assert!(
            Instant::now() < deadline,
            "{name} {labels:?} never reached {least}: {page}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn wait_health(address: &str, want: u16, within: Duration) -> String {
    let deadline = Instant::now() + within;
    loop {
        let (status, body) = get(address, "/healthz").await;
        if status == want {
            return body;
        }
        assert!(
            Instant::now() < deadline,
            "/healthz stayed {status} ({body:?}), wanted {want}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

async fn start() -> (Bot, String) {
    let address = free_address();
    let sim = Simulator::start().await;
    let bot = Bot::start_on(sim, None, &[("CLASH_METRICS_LISTEN", address.as_str())]).await;
    (bot, address)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_move_while_a_match_is_played_and_name_no_user() {
    let (bot, address) = start().await;
    wait_health(&address, 200, Duration::from_secs(20)).await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let (_, before) = get(&address, "/metrics").await;
    assert_eq!(sum(&before, "clash_moves_total", &[]), 0.0);

    let toss = bot
        .challenge_accepted(alice, bob, "Duel", json!({ "target": 1 }))
        .await;
    let (_, playing) = get(&address, "/metrics").await;
    assert_eq!(
        sum(&playing, "clash_live_matches", &[r#"game="duel""#]),
        1.0,
        "{playing}"
    );
    // A click by someone outside the match is refused, and counted so.
    let eve = bot.sim.add_user("eve");
    let first = button_by_label(&toss, "Choose first");
    let refused = bot.click(eve, &toss, &first).await;
    assert!(refused.is_ephemeral(), "{}", refused.content());
    let refusals = [r#"kind="component""#, r#"outcome="refused""#];
    let page = metrics_reach(&address, "clash_interactions_total", &refusals, 1.0).await;
    assert_eq!(
        sum(&page, "clash_interactions_total", &refusals),
        1.0,
        "{page}"
    );
    let mut table = bot.choose(&toss, [alice, bob], "Choose first").await;
    let mut moves = 0.0;
    while let Some(mover) = to_move(&table) {
        let keep = button_by_label(&table, "Keep on top");
        bot.click(mover, &table, &keep).await;
        moves += 1.0;
        table = bot.message(&table);
    }
    let done = [r#"kind="component""#, r#"outcome="ok""#];
    metrics_reach(&address, "clash_interactions_total", &done, moves).await;
    let (status, after) = get(&address, "/metrics").await;
    assert_eq!(status, 200);
    assert_eq!(
        sum(&after, "clash_moves_total", &[r#"game="duel""#]),
        moves,
        "{after}"
    );
    assert_eq!(sum(&after, "clash_live_matches", &[]), 0.0);
    assert!(
        sum(
            &after,
            "clash_interactions_total",
            &[r#"kind="component""#, r#"outcome="ok""#]
        ) >= moves
    );
    assert!(
        sum(
            &after,
            "clash_interactions_total",
            &[r#"kind="/challenge""#]
        ) >= 1.0
    );
    assert!(sum(&after, "clash_interaction_seconds_count", &[]) >= moves + 1.0);
    assert!(sum(&after, "clash_writer_batch_size_count", &[]) >= moves);
    assert!(sum(&after, "clash_writer_commit_seconds_count", &[]) >= moves);
    assert!(sum(&after, "clash_discord_answers_total", &[r#"status="2xx""#]) >= 1.0);
    // The answers to clicks (serenity's callbacks) are counted too.
    assert!(
        sum(
            &after,
            "clash_discord_answers_total",
            &[
                r#"route="POST interactions/…/…/callback""#,
                r#"status="2xx""#
            ]
        ) >= moves,
        "{after}"
    );
    assert_eq!(
        sum(&after, "clash_gateway_shards", &[r#"state="connected""#]),
        1.0
    );
    // No label carries a user, a channel or the bot's own id.
    for id in [
        alice.get(),
        bob.get(),
        bot.channel.get(),
        bot.sim.bot_id().get(),
    ] {
        assert!(!after.contains(&id.to_string()), "{id} in\n{after}");
    }
    bot.sim.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn healthz_turns_503_when_the_gateway_goes_away_and_200_when_it_is_back() {
    let (bot, address) = start().await;
    assert_eq!(
        wait_health(&address, 200, Duration::from_secs(20)).await,
        "ok\n"
    );
    bot.sim.gateway_away();
    let why = wait_health(&address, 503, Duration::from_secs(40)).await;
    assert!(why.contains("gateway shard 0"), "{why}");
    bot.sim.gateway_back();
    wait_health(&address, 200, Duration::from_secs(90)).await;
}
