//! Discord's bad days: rate limits as Discord states them (a 429's `retry_after` and
//! `X-RateLimit-*` headers, global 429s, each channel's 5 posts per 5 s) and faults drawn at
//! random from a seeded plan (server errors, a connection dropped before the write or after
//! it was applied). It also keeps the score a delivery is judged by: a request sent before
//! the wait Discord stated is an **invalid request** (Discord bans an address for an hour
//! after 10,000 of them in 10 minutes), and how long a write waited once its fault cleared.
//!
//! Only writes the bot makes on its own time are touched: channel messages (posts and
//! edits), threads (made from a message or not, and `PATCH /channels/{thread}`: archived,
//! renamed), interaction webhooks (deferred answers, follow-ups) and guild scheduled events
//! (`POST`, `PATCH`, `DELETE` on `/guilds/{g}/scheduled-events...`). A thread made and its
//! answer lost is there: the bot's retry gets 400 160004.

use std::collections::{BTreeMap, HashMap};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Fault;

/// Faults drawn at random for a share of the writes, plus Discord's per-channel post limit.
#[derive(Clone, Debug)]
pub struct FaultPlan {
    pub seed: u64,
    /// The share of writes that meet a fault (0.2: a fifth).
    pub rate: f64,
    /// The faults to draw from, uniformly.
    pub kinds: Vec<Fault>,
    /// Discord's limit on posts per channel: this many per window.
    pub posts_per_channel: Option<(u32, Duration)>,
    /// Whether interaction webhooks (deferred answers) meet faults too.
    pub webhooks: bool,
    /// Whether thread writes (creation, `PATCH /channels/{thread}`) meet faults too.
    pub threads: bool,
    /// Whether scheduled-event writes (`POST`, `PATCH`, `DELETE` on
    /// `/guilds/{g}/scheduled-events...`) meet faults too.
    pub events: bool,
}

impl FaultPlan {
    /// Every kind of fault, at `rate`, with Discord's 5 posts per 5 s per channel.
    pub fn every_kind(seed: u64, rate: f64) -> FaultPlan {
        FaultPlan {
            seed,
            rate,
            kinds: vec![
                Fault::RateLimited { retry_after: 0.4 },
                Fault::RateLimited { retry_after: 1.505 },
                Fault::GlobalRateLimited { retry_after: 1.0 },
                Fault::ServerError,
                Fault::BadGateway,
                Fault::Unavailable,
                Fault::Dropped,
                Fault::LostAnswer,
                Fault::DroppedAfterWrite,
            ],
            posts_per_channel: Some((5, Duration::from_secs(5))),
            webhooks: true,
            threads: true,
            events: true,
        }
    }
}

/// The score of a run: what was injected, and how the bot behaved.
#[derive(Clone, Debug, Default)]
pub struct Weather {
    /// Faults injected, by kind.
    pub injected: BTreeMap<&'static str, usize>,
    /// Requests sent before the wait Discord had stated for their route: each described.
    pub invalid: Vec<String>,
    /// Requests on a route whose last request met a fault (the bot trying again).
    pub retries: usize,
    /// For each of those: how long after its fault cleared (the stated wait over) it came.
    pub waits_after_clear: Vec<Duration>,
    /// 429s for a channel's post limit used up (the bot had not been told yet).
    pub post_limit_hits: usize,
}

impl Weather {
    pub fn longest_wait_after_clear(&self) -> Duration {
        self.waits_after_clear
            .iter()
            .copied()
            .max()
            .unwrap_or_default()
    }
}

/// What the simulator does with one request.
pub(crate) struct Decision {
    /// Refused before anything happens: status, body and headers of the 429.
    pub refused: Option<(serde_json::Value, Vec<(&'static str, String)>)>,
    /// The fault to apply (written or not, answered or not, as the fault says).
    pub fault: Option<Fault>,
}

/// The simulator's side of rate limits and planned faults.
#[derive(Default)]
pub(crate) struct Sky {
    plan: Option<(FaultPlan, ChaCha8Rng)>,
    /// A global 429 holds every route until then.
    global_until: Option<Instant>,
    /// The bot was told to send nothing on a route before then.
    routes: HashMap<String, Instant>,
    /// Each channel's post window: when it started and the posts in it.
    windows: HashMap<String, (Instant, u32)>,
    /// Routes whose last request met a fault: when that fault cleared.
    faulted: HashMap<String, Instant>,
    pub weather: Weather,
}

/// The rate-limit route of a request the weather touches; `None` for the others.
/// `webhooks`, `threads` and `events` (scheduled-event writes): whether those routes are
/// touched.
pub(crate) fn route_of(
    method: &str,
    path: &str,
    webhooks: bool,
    threads: bool,
    events: bool,
) -> Option<String> {
    let segs: Vec<&str> = path
        .trim_start_matches("/api/v10/")
        .trim_end_matches('/')
        .split('/')
        .collect();
    match (method, segs.as_slice()) {
        ("POST", ["channels", c, "messages"]) => Some(format!("POST channel {c}")),
        ("PATCH", ["channels", c, "messages", _]) => Some(format!("PATCH channel {c}")),
        ("PATCH", ["webhooks", _, token, "messages", _]) if webhooks => {
            Some(format!("PATCH webhook {token}"))
        }
        ("POST", ["webhooks", _, token]) if webhooks => Some(format!("POST webhook {token}")),
        ("POST", ["channels", c, "messages", _, "threads"] | ["channels", c, "threads"])
            if threads =>
        {
            Some(format!("POST threads {c}"))
        }
        ("PATCH", ["channels", c]) if threads => Some(format!("PATCH thread {c}")),
        ("POST", ["guilds", g, "scheduled-events"]) if events => Some(format!("POST events {g}")),
        ("PATCH" | "DELETE", ["guilds", g, "scheduled-events", _]) if events => {
            Some(format!("{method} events {g}"))
        }
        _ => None,
    }
}

/// The name a fault is counted under.
pub(crate) fn fault_name(fault: &Fault) -> &'static str {
    match fault {
        Fault::RateLimited { .. } => "429",
        Fault::GlobalRateLimited { .. } => "429 global",
        Fault::ServerError => "500",
        Fault::BadGateway => "502",
        Fault::Unavailable => "503",
        Fault::Dropped => "dropped before the write",
        Fault::LostAnswer => "answer lost after the write (502)",
        Fault::DroppedAfterWrite => "dropped after the write",
    }
}

fn secs(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

impl Sky {
    pub fn new(plan: Option<FaultPlan>) -> Sky {
        Sky {
            plan: plan.map(|p| {
                let rng = ChaCha8Rng::seed_from_u64(p.seed);
                (p, rng)
            }),
            ..Sky::default()
        }
    }

    pub fn webhooks(&self) -> bool {
        self.plan.as_ref().is_some_and(|(p, _)| p.webhooks)
    }

    /// Thread writes are touched unless a plan leaves them out (faults injected by hand
    /// reach them without a plan).
    pub fn threads(&self) -> bool {
        self.plan.as_ref().is_none_or(|(p, _)| p.threads)
    }

    /// Scheduled-event writes are touched unless a plan leaves them out (faults injected by
    /// hand reach them without a plan).
    pub fn events(&self) -> bool {
        self.plan.as_ref().is_none_or(|(p, _)| p.events)
    }

    /// A 429's body and headers for a wait of `wait`.
    fn too_many(wait: Duration, global: bool) -> (serde_json::Value, Vec<(&'static str, String)>) {
        let mut headers = vec![
            ("retry-after", wait.as_secs_f64().ceil().to_string()),
            (
                "x-ratelimit-scope",
                if global { "global" } else { "user" }.to_string(),
            ),
        ];
        if global {
            headers.push(("x-ratelimit-global", "true".to_string()));
        } else {
            headers.push(("x-ratelimit-limit", "5".to_string()));
            headers.push(("x-ratelimit-remaining", "0".to_string()));
            headers.push(("x-ratelimit-reset-after", secs(wait)));
        }
        (
            serde_json::json!({
                "message": "You are being rate limited.",
                "retry_after": (wait.as_secs_f64() * 1000.0).ceil() / 1000.0,
                "global": global,
            }),
            headers,
        )
    }

    /// Decides what happens to a request on `route` now; `queued` is a fault injected by
    /// hand (`Simulator::inject`), which takes the place of a drawn one.
    pub fn decide(&mut self, route: &str, queued: Option<Fault>) -> Decision {
        let now = Instant::now();
        let stated = self
            .global_until
            .into_iter()
            .chain(self.routes.get(route).copied())
            .max();
        if let Some(cleared) = self.faulted.remove(route) {
            self.weather.retries += 1;
            // Cleared once its own wait and every wait stated since are over.
            let clear = stated.map_or(cleared, |s| s.max(cleared));
            if now >= clear {
                self.weather.waits_after_clear.push(now - clear);
            }
        }
        let held = stated.filter(|t| *t > now);
        if let Some(until) = held {
            let wait = until - now;
            self.weather.invalid.push(format!(
                "{route}: sent {} s before it was allowed",
                secs(wait)
            ));
            // The bot's own mistake: Discord says wait again, for what was left.
            let global = self.global_until == Some(until);
            self.faulted.insert(route.to_string(), until);
            return Decision {
                refused: Some(Self::too_many(wait, global)),
                fault: None,
            };
        }
        if let Some(refused) = self.post_window_full(route, now) {
            self.weather.post_limit_hits += 1;
            return Decision {
                refused: Some(refused),
                fault: None,
            };
        }
        let fault = queued.or_else(|| {
            let (plan, rng) = self.plan.as_mut()?;
            if plan.kinds.is_empty() || !rng.gen_bool(plan.rate) {
                return None;
            }
            let pick = rng.gen_range(0..plan.kinds.len());
            Some(plan.kinds[pick].clone())
        });
        if let Some(fault) = &fault {
            *self.weather.injected.entry(fault_name(fault)).or_default() += 1;
            let cleared = match fault {
                Fault::RateLimited { retry_after } => {
                    let until = now + Duration::from_secs_f64(*retry_after);
                    self.routes.insert(route.to_string(), until);
                    until
                }
                Fault::GlobalRateLimited { retry_after } => {
                    let until = now + Duration::from_secs_f64(*retry_after);
                    self.global_until = Some(until);
                    until
                }
                _ => now,
            };
            self.faulted.insert(route.to_string(), cleared);
        }
        Decision {
            refused: None,
            fault,
        }
    }

    /// A 429 when the channel's post window is used up (the bot should have waited).
    fn post_window_full(
        &mut self,
        route: &str,
        now: Instant,
    ) -> Option<(serde_json::Value, Vec<(&'static str, String)>)> {
        let (limit, window) = self.post_limit(route)?;
        let (start, used) = self.windows.get(route).copied()?;
        if now >= start + window || used < limit {
            return None;
        }
        Some(Self::too_many(start + window - now, false))
    }

    fn post_limit(&self, route: &str) -> Option<(u32, Duration)> {
        if !route.starts_with("POST channel") {
            return None;
        }
        self.plan.as_ref()?.0.posts_per_channel
    }

    /// A write on `route` was applied: the channel's post window counts it. Returns the
    /// bucket's headers for the answer; `told` is whether the bot gets that answer (not so
    /// when it is lost or cut). A window the write used up is a wait stated to the bot only
    /// when it was told: a post sent into a window it was never told is full meets the
    /// limit's 429 (a post-limit hit), and is no invalid request.
    pub fn written(&mut self, route: &str, told: bool) -> Vec<(&'static str, String)> {
        let Some((limit, window)) = self.post_limit(route) else {
            return Vec::new();
        };
        let now = Instant::now();
        let entry = self.windows.entry(route.to_string()).or_insert((now, 0));
        if now >= entry.0 + window {
            *entry = (now, 0);
        }
        entry.1 += 1;
        let (start, used) = *entry;
        let remaining = limit.saturating_sub(used);
        let reset = start + window - now;
        if remaining == 0 && told {
            self.routes.insert(route.to_string(), start + window);
        }
        vec![
            ("x-ratelimit-limit", limit.to_string()),
            ("x-ratelimit-remaining", remaining.to_string()),
            ("x-ratelimit-reset-after", secs(reset)),
            ("x-ratelimit-bucket", format!("posts-{route}")),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::route_of;

    #[test]
    fn thread_writes_have_routes() {
        let route = |m, p, threads| route_of(m, p, false, threads, false);
        assert_eq!(
            route("POST", "/api/v10/channels/5/messages/9/threads", true).as_deref(),
            Some("POST threads 5")
        );
        assert_eq!(
            route("POST", "/api/v10/channels/5/threads", true).as_deref(),
            Some("POST threads 5")
        );
        assert_eq!(
            route("PATCH", "/api/v10/channels/9", true).as_deref(),
            Some("PATCH thread 9")
        );
        assert_eq!(route("PATCH", "/api/v10/channels/9", false), None);
        assert_eq!(route("GET", "/api/v10/channels/9", true), None);
        assert_eq!(
            route("POST", "/api/v10/channels/9/messages", false).as_deref(),
            Some("POST channel 9")
        );
    }

    #[test]
    fn scheduled_event_writes_have_routes() {
        let route = |m, p, events| route_of(m, p, false, false, events);
        let events = "/api/v10/guilds/5/scheduled-events";
        assert_eq!(
            route("POST", events, true).as_deref(),
            Some("POST events 5")
        );
        let one = "/api/v10/guilds/5/scheduled-events/7";
        assert_eq!(route("PATCH", one, true).as_deref(), Some("PATCH events 5"));
        assert_eq!(
            route("DELETE", one, true).as_deref(),
            Some("DELETE events 5")
        );
        assert_eq!(route("POST", events, false), None);
        assert_eq!(route("GET", events, true), None);
        assert_eq!(route("GET", one, true), None);
    }
}
