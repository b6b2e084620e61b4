//! What whoever runs the bot sees of it: metrics in Prometheus's text format on
//! `GET /metrics`, and `GET /healthz`, served on `[metrics] listen` (off by default).
//!
//! The parts record with the `metrics` facade (a no-op until [`install`] sets the
//! recorder): `clash_interactions_total` and `clash_interaction_seconds` (Discord layer),
//! `clash_discord_answers_total` and `clash_discord_retries_total` (its REST calls),
//! `clash_moves_total`, `clash_clock_fires_total`, `clash_bot_decisions_total` and
//! `clash_bot_decision_seconds` (service), `clash_writer_batch_size` and
//! `clash_writer_commit_seconds` (storage: a commit's time is mostly its fsync). The gauges
//! (live matches by game, open challenges, what is owed to Discord, gateway shards) are
//! read when scraped. Labels are games, kinds, commands, outcomes, routes' kinds, status
//! classes and shard states only: never a user, a channel, a match or a card.

use crate::rules::GameKind;
use crate::service::Service;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::get;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a shard may be reconnecting or resuming before the bot counts as unhealthy.
pub const GATEWAY_GRACE: Duration = Duration::from_secs(10);
/// How long the writer has to commit an empty job for `/healthz`.
const WRITER_PROBE: Duration = Duration::from_secs(2);

/// Latency buckets (seconds): a click's answer, a commit, a bot's decision.
const SECONDS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
];
/// Jobs per committed batch (the writer commits at most 256 together).
const BATCH: [f64; 9] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0];

/// What `/healthz` looks at besides the writer: the delivery task and the gateway.
#[derive(Default)]
pub struct Health {
    delivery: Arc<AtomicBool>,
    /// Each shard: whether it is connected, and since when it is (or is not).
    shards: Mutex<HashMap<u32, (bool, Instant)>>,
}

/// Marks a task alive until it is dropped (the task ended, or panicked).
pub struct Alive(Arc<AtomicBool>);

impl Drop for Alive {
    fn drop(&mut self) {
        self.0.store(false, Ordering::SeqCst);
    }
}

impl Health {
    /// The delivery task holds this while it runs.
    pub fn delivery_running(&self) -> Alive {
        self.delivery.store(true, Ordering::SeqCst);
        Alive(self.delivery.clone())
    }

    /// Shard `shard` is connected (`true`), or is connecting, resuming or gone.
    pub fn shard(&self, shard: u32, connected: bool) {
        let mut shards = self.shards.lock().unwrap_or_else(|e| e.into_inner());
        match shards.get(&shard) {
            Some((was, _)) if *was == connected => {}
            _ => {
                shards.insert(shard, (connected, Instant::now()));
            }
        }
    }

    /// The shards running now and whether each is connected: a shard seen before and
    /// missing now is not connected (it is restarting).
    pub fn shards_now(&self, running: &[(u32, bool)]) {
        let known: Vec<u32> = {
            let shards = self.shards.lock().unwrap_or_else(|e| e.into_inner());
            shards.keys().copied().collect()
        };
        for shard in known {
            if !running.iter().any(|(id, _)| *id == shard) {
                self.shard(shard, false);
            }
        }
        for (shard, connected) in running {
            self.shard(*shard, *connected);
        }
    }

    /// Shards connected, and shards not.
    fn shard_counts(&self) -> (usize, usize) {
        let shards = self.shards.lock().unwrap_or_else(|e| e.into_inner());
        let up = shards.values().filter(|(connected, _)| *connected).count();
        (up, shards.len() - up)
    }

    /// Why the bot is not healthy, if it is not (the writer aside).
    fn problem(&self) -> Option<String> {
        if !self.delivery.load(Ordering::SeqCst) {
            return Some("the delivery task is not running".into());
        }
        let shards = self.shards.lock().unwrap_or_else(|e| e.into_inner());
        if shards.is_empty() {
            return Some("the gateway has not connected yet".into());
        }
        let mut down: Vec<_> = shards
            .iter()
            .filter(|(_, (connected, since))| !connected && since.elapsed() >= GATEWAY_GRACE)
            .map(|(shard, (_, since))| (*shard, since.elapsed().as_secs()))
            .collect();
        down.sort_unstable();
        let (shard, secs) = down.first()?;
        Some(format!(
            "gateway shard {shard} has been disconnected for {secs} s"
        ))
    }
}

/// Sets the global recorder; its handle renders what was recorded.
pub fn install() -> anyhow::Result<PrometheusHandle> {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &SECONDS)?
        .set_buckets_for_metric(Matcher::Full("clash_writer_batch_size".into()), &BATCH)?
        .install_recorder()?;
    describe();
    Ok(handle)
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(
        "clash_interactions_total",
        "Interactions handled, by kind (command name, component, modal) and outcome (ok, refused, error)"
    );
    describe_histogram!(
        "clash_interaction_seconds",
        Unit::Seconds,
        "Time from an interaction's arrival to its answer"
    );
    describe_counter!(
        "clash_discord_answers_total",
        "Discord's answers to the bot's REST calls and to its answers to clicks and forms, by route kind and status class"
    );
    describe_counter!(
        "clash_discord_retries_total",
        "REST calls tried again after a failure, by route kind"
    );
    describe_counter!("clash_moves_total", "Moves committed, by game");
    describe_counter!(
        "clash_clock_fires_total",
        "Turn clocks that ran out (a default move or a strike)"
    );
    describe_counter!("clash_bot_decisions_total", "The bot's decisions, by game");
    describe_histogram!(
        "clash_bot_decision_seconds",
        Unit::Seconds,
        "Time the bot took to decide a move"
    );
    describe_histogram!(
        "clash_writer_batch_size",
        Unit::Count,
        "Jobs committed together by the one writer"
    );
    describe_histogram!(
        "clash_writer_commit_seconds",
        Unit::Seconds,
        "Time to commit one batch (its fsync included)"
    );
    describe_gauge!("clash_live_matches", "Active matches, by game");
    describe_gauge!("clash_challenges_open", "Challenges waiting for an answer");
    describe_gauge!("clash_outbox_posts_owed", "Posts owed to Discord");
    describe_gauge!("clash_outbox_tables_owed", "Table messages owed a redraw");
    describe_gauge!(
        "clash_outbox_oldest_seconds",
        Unit::Seconds,
        "Age of the oldest post owed to Discord (0 when none)"
    );
    describe_gauge!("clash_gateway_shards", "Gateway shards, by state");
}

/// A status code's class, as `clash_discord_answers_total` labels it.
pub fn status_class(code: u16) -> &'static str {
    match code {
        200..=299 => "2xx",
        429 => "429",
        400..=499 => "4xx",
        500..=599 => "5xx",
        _ => "other",
    }
}

/// Records Discord's answer to one request on `route` (`status`: a class from
/// [`status_class`], or `none` when no answer came).
pub fn discord_answer(route: impl Into<String>, status: &'static str) {
    metrics::counter!(
        "clash_discord_answers_total",
        "route" => route.into(),
        "status" => status
    )
    .increment(1);
}

/// Records one interaction's outcome and how long it took.
pub fn interaction(kind: impl Into<String>, outcome: &'static str, started: Instant) {
    let kind: String = kind.into();
    metrics::counter!("clash_interactions_total", "kind" => kind.clone(), "outcome" => outcome)
        .increment(1);
    metrics::histogram!("clash_interaction_seconds", "kind" => kind)
        .record(started.elapsed().as_secs_f64());
}

struct Served {
    handle: PrometheusHandle,
    service: Service,
    health: Arc<Health>,
}

/// Serves `/metrics` and `/healthz` on `listen` until the process ends.
pub async fn serve(
    listen: SocketAddr,
    handle: PrometheusHandle,
    service: Service,
    health: Arc<Health>,
) -> anyhow::Result<()> {
    let upkeep = handle.clone();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_secs(5)).await;
            upkeep.run_upkeep();
        }
    });
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen for metrics on {listen}: {e}"))?;
    tracing::info!("metrics on http://{listen}/metrics, health on /healthz");
    let app = axum::Router::new()
        .route("/metrics", get(metrics_page))
        .route("/healthz", get(healthz))
        .with_state(Arc::new(Served {
            handle,
            service,
            health,
        }));
    // Prometheus and a health check or two: a few connections, the rest of the
    // open files left to the web pages.
    let limits = crate::serving::Limits {
        max_connections: 32,
        ..crate::serving::Limits::default()
    };
    crate::serving::serve(listener, app, limits, "metrics").await;
    Ok(())
}

async fn metrics_page(State(served): State<Arc<Served>>) -> impl IntoResponse {
    match served.service.ops().gauges().await {
        Ok(gauges) => {
            for game in GameKind::ALL {
                let live = gauges
                    .live_by_game
                    .iter()
                    .find(|(name, _)| name == game.name())
                    .map_or(0, |(_, n)| *n);
                metrics::gauge!("clash_live_matches", "game" => game.name()).set(live as f64);
            }
            metrics::gauge!("clash_challenges_open").set(gauges.challenges_open as f64);
            metrics::gauge!("clash_outbox_posts_owed").set(gauges.posts_owed as f64);
            metrics::gauge!("clash_outbox_tables_owed").set(gauges.tables_owed as f64);
            let now = chrono_now_ms();
            let oldest = gauges
                .oldest_owed_at
                .map_or(0.0, |at| (now - at).max(0) as f64 / 1000.0);
            metrics::gauge!("clash_outbox_oldest_seconds").set(oldest);
        }
        Err(e) => tracing::warn!("metrics: cannot read the gauges: {e}"),
    }
    let (up, down) = served.health.shard_counts();
    metrics::gauge!("clash_gateway_shards", "state" => "connected").set(up as f64);
    metrics::gauge!("clash_gateway_shards", "state" => "disconnected").set(down as f64);
    (
        [("content-type", "text/plain; version=0.0.4")],
        served.handle.render(),
    )
}

async fn healthz(State(served): State<Arc<Served>>) -> impl IntoResponse {
    let problem = match served.health.problem() {
        Some(problem) => Some(problem),
        None if !served.service.ops().writer_alive(WRITER_PROBE).await => {
            Some("the database writer does not commit".into())
        }
        None => None,
    };
    match problem {
        None => (StatusCode::OK, "ok\n".to_string()),
        Some(problem) => (StatusCode::SERVICE_UNAVAILABLE, format!("{problem}\n")),
    }
}

fn chrono_now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bot_is_unhealthy_until_its_gateway_connects_and_while_the_delivery_is_down() {
        let health = Health::default();
        let alive = health.delivery_running();
        assert_eq!(
            health.problem().as_deref(),
            Some("the gateway has not connected yet")
        );
        health.shard(0, true);
        assert_eq!(health.problem(), None);
        drop(alive);
        assert_eq!(
            health.problem().as_deref(),
            Some("the delivery task is not running")
        );
    }

    #[test]
    fn a_shard_reconnecting_within_the_grace_stays_healthy_and_after_it_does_not() {
        let health = Health::default();
        let _alive = health.delivery_running();
        health.shard(0, true);
        health.shard(1, false);
        assert_eq!(health.problem(), None, "just disconnected: resuming");
        assert_eq!(health.shard_counts(), (1, 1));
        // Long gone.
        health
            .shards
            .lock()
            .unwrap()
            .insert(1, (false, Instant::now() - GATEWAY_GRACE));
        assert!(health
            .problem()
            .unwrap()
            .starts_with("gateway shard 1 has been disconnected"));
        health.shard(1, true);
        assert_eq!(health.problem(), None);
    }

    #[test]
    fn a_shard_missing_from_the_running_ones_is_not_connected() {
        let health = Health::default();
        health.shards_now(&[(0, true), (1, true)]);
        assert_eq!(health.shard_counts(), (2, 0));
        health.shards_now(&[(0, true)]);
        assert_eq!(health.shard_counts(), (1, 1));
        health.shards_now(&[(0, true), (1, true)]);
        assert_eq!(health.shard_counts(), (2, 0));
    }

    #[test]
    fn a_repeated_state_keeps_its_time() {
        let health = Health::default();
        health.shard(0, false);
        let first = health.shards.lock().unwrap()[&0].1;
        health.shard(0, false);
        assert_eq!(health.shards.lock().unwrap()[&0].1, first);
    }
}
