//! Discord's REST API for the writes the bot makes on its own time: the outbox's posts and
//! table edits, deferred answers to clicks, expired challenges. Each request first waits
//! out every limit Discord has stated (a 429's `retry_after`, global or for the route, and
//! a bucket whose `X-RateLimit-Remaining` reached 0 until its `X-RateLimit-Reset-After`),
//! so no request is sent before Discord allows it: Discord counts early retries as invalid
//! requests, and 10,000 of those in 10 minutes ban the bot's address for an hour.
//!
//! Why not serenity's `Http`: its rate limiter sends to discord.com whatever address the bot
//! is given (so behind another address it is off), and its errors drop a 429's headers and
//! `retry_after`. Interaction callbacks and command registration still go through serenity:
//! they are answered at once or not at all.
//!
//! [`Rest::send`] makes one attempt; [`Rest::deliver`] retries a request until a deadline
//! with [`Backoff`], the same rules the outbox's lanes use.

use crate::pictures::Picture;
use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION, CONTENT_TYPE, USER_AGENT};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// The bot's REST client for its own writes.
pub struct Rest {
    client: reqwest::Client,
    /// `https://discord.com/api/v10`, or the same path under the configured address.
    api: String,
    /// `Bot <token>`.
    auth: HeaderValue,
    limits: Mutex<Limits>,
    /// After a global 429, one request at a time goes out until one is answered without a
    /// new one: requests held by the same wait would otherwise all go at its end, and
    /// each one still in flight when Discord says "wait" again would count as invalid.
    probe: tokio::sync::Mutex<()>,
}

/// What Discord has said about when the next request may go.
#[derive(Default)]
struct Limits {
    /// A global 429: no request at all before this.
    global: Option<Instant>,
    /// A global 429 was met and no request has been answered since: requests go one at a
    /// time (see [`Rest::probe`]).
    probing: bool,
    /// No request on a route before its instant (a 429, or a bucket used up).
    routes: HashMap<String, Instant>,
}

/// Routes remembered before the ones whose wait is over are dropped.
const ROUTES_KEPT: usize = 1024;

/// Added to every wait Discord states: its figures are rounded to the millisecond.
const MARGIN: Duration = Duration::from_millis(5);

/// A 429 that states no wait (a proxy's, say) waits this long.
const UNSTATED_WAIT: Duration = Duration::from_secs(1);

/// One request to Discord.
#[derive(Clone, Debug)]
pub struct Call<'a> {
    method: Method,
    /// The path under the API (`/channels/1/messages`).
    path: String,
    /// The route it is limited by: its method and path with the ids that are not a
    /// rate-limit key (a message's) left out, as Discord groups its buckets.
    route: String,
    body: Value,
    picture: Option<&'a Picture>,
}

impl<'a> Call<'a> {
    /// A request whose path holds no id outside the rate limit's key: its route is its
    /// method and path.
    fn unkeyed(method: Method, path: String, body: Value, picture: Option<&'a Picture>) -> Self {
        Call {
            route: format!("{method} {path}"),
            method,
            path,
            body,
            picture,
        }
    }

    /// A request on the object `id` under `under` (a message, an event), then `tail` (a
    /// sub-path, a query): its route leaves the id and the query out, as Discord's buckets
    /// do.
    fn keyed(
        method: Method,
        (under, id, tail): (String, u64, &str),
        body: Value,
        picture: Option<&'a Picture>,
    ) -> Self {
        let routed = tail.split('?').next().unwrap_or_default();
        Call {
            route: format!("{method} {under}/:id{routed}"),
            path: format!("{under}/{id}{tail}"),
            method,
            body,
            picture,
        }
    }

    /// A new message in `channel` (`body` from [`super::message_json`]).
    pub fn create_message(channel: u64, body: Value, picture: Option<&'a Picture>) -> Self {
        Call::unkeyed(
            Method::POST,
            format!("/channels/{channel}/messages"),
            body,
            picture,
        )
    }

    /// An edit of message `message` in `channel`.
    pub fn edit_message(
        channel: u64,
        message: u64,
        body: Value,
        picture: Option<&'a Picture>,
    ) -> Self {
        let under = format!("/channels/{channel}/messages");
        Call::keyed(Method::PATCH, (under, message, ""), body, picture)
    }

    /// A public thread opened from message `message` of `channel` (the thread's id is the
    /// message's). `body`: its `name` and `auto_archive_duration`.
    pub fn start_thread(channel: u64, message: u64, body: Value) -> Self {
        let under = format!("/channels/{channel}/messages");
        Call::keyed(Method::POST, (under, message, "/threads"), body, None)
    }

    /// A guild's scheduled events (GET).
    pub fn list_events(guild: u64) -> Self {
        Call::unkeyed(
            Method::GET,
            format!("/guilds/{guild}/scheduled-events"),
            Value::Null,
            None,
        )
    }

    /// A new scheduled event in `guild`.
    pub fn create_event(guild: u64, body: Value) -> Self {
        Call::unkeyed(
            Method::POST,
            format!("/guilds/{guild}/scheduled-events"),
            body,
            None,
        )
    }

    /// One scheduled event (GET).
    pub fn get_event(guild: u64, event: u64) -> Self {
        let under = format!("/guilds/{guild}/scheduled-events");
        Call::keyed(Method::GET, (under, event, ""), Value::Null, None)
    }

    /// A change to a scheduled event (its time, words or status).
    pub fn edit_event(guild: u64, event: u64, body: Value) -> Self {
        let under = format!("/guilds/{guild}/scheduled-events");
        Call::keyed(Method::PATCH, (under, event, ""), body, None)
    }

    /// The members "Interested" in a scheduled event (the first 100).
    pub fn event_users(guild: u64, event: u64) -> Self {
        let under = format!("/guilds/{guild}/scheduled-events");
        let tail = "/users?limit=100";
        Call::keyed(Method::GET, (under, event, tail), Value::Null, None)
    }

    /// A change to a channel or thread (`{"archived": true}`, say).
    pub fn edit_channel(channel: u64, body: Value) -> Self {
        Call::unkeyed(Method::PATCH, format!("/channels/{channel}"), body, None)
    }

    /// An edit of an interaction's first answer (after a deferred acknowledgement).
    pub fn edit_original(
        application: u64,
        token: &str,
        body: Value,
        picture: Option<&'a Picture>,
    ) -> Self {
        Call::unkeyed(
            Method::PATCH,
            format!("/webhooks/{application}/{token}/messages/@original"),
            body,
            picture,
        )
    }

    /// A follow-up message to an interaction.
    pub fn followup(
        application: u64,
        token: &str,
        body: Value,
        picture: Option<&'a Picture>,
    ) -> Self {
        Call::unkeyed(
            Method::POST,
            format!("/webhooks/{application}/{token}"),
            body,
            picture,
        )
    }
}

/// Discord's JSON error codes the delivery acts on.
pub mod code {
    pub const UNKNOWN_CHANNEL: u64 = 10003;
    pub const MISSING_ACCESS: u64 = 50001;
    pub const MISSING_PERMISSIONS: u64 = 50013;
    /// "Cannot execute action on this channel type": a thread inside a thread, say.
    pub const WRONG_CHANNEL_TYPE: u64 = 50024;
    pub const THREAD_ARCHIVED: u64 = 50083;
    /// "A thread has already been created for this message".
    pub const THREAD_EXISTS: u64 = 160004;
}

/// Why a request did not go through.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// A 429: the route (or, when `global`, every route) may not be used for `wait`.
    /// [`Rest`] holds later requests back by itself.
    RateLimited { wait: Duration, global: bool },
    /// A server error or a dropped connection: worth trying again. The request may have
    /// been applied all the same (its answer lost), so a retry must be safe to repeat.
    Transient(String),
    /// 404 Unknown Message: the message to edit is gone.
    UnknownMessage,
    /// Refused for good (no access, unknown channel, an expired token, a bad request),
    /// with Discord's JSON error code (0 when it gave none).
    Refused { code: u64, why: String },
}

impl Failure {
    /// Whether trying again may succeed.
    pub fn retryable(&self) -> bool {
        matches!(self, Failure::RateLimited { .. } | Failure::Transient(_))
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::RateLimited { wait, global } => write!(
                f,
                "429 rate limited{} for {:.3} s",
                if *global { " (global)" } else { "" },
                wait.as_secs_f64()
            ),
            Failure::Transient(why) | Failure::Refused { why, .. } => f.write_str(why),
            Failure::UnknownMessage => f.write_str("404 Unknown Message"),
        }
    }
}

impl Rest {
    /// A client for the API at `base` (`https://discord.com`, or a proxy or simulator).
    pub fn new(token: &str, base: &str) -> anyhow::Result<Rest> {
        let client = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(5))
            // A request that hangs holds its channel's lane: it is given up and retried.
            .timeout(Duration::from_secs(20))
            .build()?;
        let mut auth = HeaderValue::from_str(&format!("Bot {token}"))?;
        auth.set_sensitive(true);
        Ok(Rest {
            client,
            api: format!("{}/api/v10", base.trim_end_matches('/')),
            auth,
            limits: Mutex::new(Limits::default()),
            probe: tokio::sync::Mutex::new(()),
        })
    }

    fn limits(&self) -> std::sync::MutexGuard<'_, Limits> {
        self.limits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// When `route` may next be used, if not now.
    fn not_before(&self, route: &str) -> Option<Instant> {
        let limits = self.limits();
        limits
            .global
            .into_iter()
            .chain(limits.routes.get(route).copied())
            .max()
            .filter(|t| *t > Instant::now())
    }

    /// One attempt at `call`, once every stated limit allows it; the answer's JSON
    /// (`Null` for an empty answer).
    pub async fn send(&self, call: &Call<'_>) -> Result<Value, Failure> {
        // A wait may end to find a new one (another request's 429 meanwhile).
        while let Some(until) = self.not_before(&call.route) {
            tokio::time::sleep_until(until).await;
        }
        let _probing = if self.limits().probing {
            let turn = self.probe.lock().await;
            // The request before this one may have met a new wait, or ended the probing.
            while let Some(until) = self.not_before(&call.route) {
                tokio::time::sleep_until(until).await;
            }
            self.limits().probing.then_some(turn)
        } else {
            None
        };
        let request = self.request(call)?;
        let answered =
            |status: &'static str| crate::metrics::discord_answer(call.route_kind(), status);
        let response = request.send().await.map_err(|e| {
            answered("none");
            Failure::Transient(format!("no answer: {}", error_chain(&e)))
        })?;
        let status = response.status();
        answered(crate::metrics::status_class(status.as_u16()));
        let headers = response.headers().clone();
        let bytes = response
            .bytes()
            .await
            .map_err(|e| Failure::Transient(format!("answer cut short: {}", error_chain(&e))))?;
        let body: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        let limited = self.learn(&call.route, status, &headers, &body);
        if status.is_success() {
            return Ok(body);
        }
        if let Some(failure) = limited {
            return Err(failure);
        }
        let code = body.get("code").and_then(Value::as_u64).unwrap_or(0);
        let message = body
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or_else(|| status.canonical_reason().unwrap_or(""));
        let why = format!("{} {message}", status.as_u16());
        Err(if status == StatusCode::NOT_FOUND && code == 10008 {
            Failure::UnknownMessage
        } else if status.is_server_error() {
            Failure::Transient(why)
        } else {
            Failure::Refused { code, why }
        })
    }

    /// [`Rest::send`] until it succeeds, is refused, or `deadline` passes (the last
    /// failure is returned then). `retry` says whether a failure is worth another try.
    pub async fn deliver(
        &self,
        call: &Call<'_>,
        deadline: Instant,
        retry: impl Fn(&Failure) -> bool,
    ) -> Result<Value, Failure> {
        let mut backoff = Backoff::default();
        loop {
            let failure = match self.send(call).await {
                Ok(answer) => return Ok(answer),
                Err(failure) => failure,
            };
            if !retry(&failure) {
                return Err(failure);
            }
            // A 429's wait is kept by `send` itself; other failures back off.
            let next = match failure {
                Failure::RateLimited { wait, .. } => Instant::now() + wait,
                _ => Instant::now() + backoff.failed(),
            };
            if next >= deadline {
                return Err(failure);
            }
            tracing::warn!("{} failed ({failure}); trying again", call.route_kind());
            metrics::counter!("clash_discord_retries_total", "route" => call.route_kind())
                .increment(1);
            tokio::time::sleep_until(next).await;
        }
    }

    fn request(&self, call: &Call<'_>) -> Result<reqwest::RequestBuilder, Failure> {
        let builder = self
            .client
            .request(call.method.clone(), format!("{}{}", self.api, call.path))
            .header(AUTHORIZATION, self.auth.clone())
            .header(USER_AGENT, serenity::constants::USER_AGENT);
        Ok(match call.picture {
            Some(picture) => {
                let file = Part::bytes(picture.bytes.clone())
                    .file_name(picture.name)
                    .mime_str(picture.mime())
                    .map_err(|e| Failure::Refused {
                        code: 0,
                        why: format!("the picture's part: {e}"),
                    })?;
                builder.multipart(
                    Form::new()
                        .part("files[0]", file)
                        .text("payload_json", call.body.to_string()),
                )
            }
            // A GET has no body.
            None if call.body.is_null() => builder,
            None => builder
                .header(CONTENT_TYPE, "application/json")
                .body(call.body.to_string()),
        })
    }

    /// Records the limits an answer states; the failure when it is a 429.
    fn learn(
        &self,
        route: &str,
        status: StatusCode,
        headers: &HeaderMap,
        body: &Value,
    ) -> Option<Failure> {
        let now = Instant::now();
        let mut limits = self.limits();
        if limits.routes.len() >= ROUTES_KEPT {
            limits.routes.retain(|_, until| *until > now);
        }
        // The bucket is used up: nothing more on this route until it resets.
        if header_seconds(headers, "x-ratelimit-remaining") == Some(0.0) {
            if let Some(reset) = header_seconds(headers, "x-ratelimit-reset-after") {
                limits.hold(route, now + stated_wait(reset));
            }
        }
        if status != StatusCode::TOO_MANY_REQUESTS {
            limits.probing = false;
            return None;
        }
        let pause = longest_stated(headers, body).map_or(UNSTATED_WAIT, stated_wait);
        let global = is_global(headers, body);
        let until = now + pause;
        if global {
            limits.global = Some(limits.global.map_or(until, |g| g.max(until)));
            limits.probing = true;
        } else {
            limits.hold(route, until);
        }
        Some(Failure::RateLimited {
            wait: pause,
            global,
        })
    }
}

impl Limits {
    /// No request on `route` before `until` (a later hold already known stays).
    fn hold(&mut self, route: &str, until: Instant) {
        let slot = self.routes.entry(route.to_string()).or_insert(until);
        *slot = (*slot).max(until);
    }
}

/// A header's seconds, when it is a finite number, not negative.
fn header_seconds(headers: &HeaderMap, name: &str) -> Option<f64> {
    headers
        .get(name)?
        .to_str()
        .ok()?
        .trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0)
}

/// The wait for seconds Discord stated: at most a day, plus [`MARGIN`].
fn stated_wait(seconds: f64) -> Duration {
    Duration::from_secs_f64(seconds.min(24.0 * 3600.0)) + MARGIN
}

/// Every figure Discord gives for a 429 is honoured: the longest wins.
fn longest_stated(headers: &HeaderMap, body: &Value) -> Option<f64> {
    [
        body.get("retry_after").and_then(Value::as_f64),
        header_seconds(headers, "retry-after"),
        header_seconds(headers, "x-ratelimit-reset-after"),
    ]
    .into_iter()
    .flatten()
    .filter(|s| s.is_finite() && *s >= 0.0)
    .fold(None, |most: Option<f64>, s| {
        Some(most.map_or(s, |m| m.max(s)))
    })
}

/// Whether a 429 holds every route: its body or its headers say so.
fn is_global(headers: &HeaderMap, body: &Value) -> bool {
    let header_is = |name: &str, value: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case(value))
    };
    body.get("global").and_then(Value::as_bool) == Some(true)
        || header_is("x-ratelimit-global", "true")
        || header_is("x-ratelimit-scope", "global")
}

impl Call<'_> {
    /// The route without its ids, for log lines (a webhook's token stays out of the log).
    fn route_kind(&self) -> String {
        let mut out = format!("{}", self.method);
        for (i, part) in self.path.split('/').enumerate() {
            if part.is_empty() {
                continue;
            }
            out.push(if i == 1 { ' ' } else { '/' });
            if part.bytes().all(|b| b.is_ascii_digit()) || part.len() > 40 {
                out.push('…');
            } else {
                out.push_str(part);
            }
        }
        out
    }
}

/// A reqwest error with its causes (a dropped connection is several layers down).
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut out = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        out += &format!(": {cause}");
        source = cause.source();
    }
    out
}

/// Waits between attempts after failures that state no wait: doubling from
/// [`Backoff::FIRST`] up to [`Backoff::CAP`], each drawn between half and all of that
/// ("equal jitter", so lanes that failed together do not retry together), and back to the
/// start after a success.
#[derive(Clone, Debug, Default)]
pub struct Backoff {
    failures: u32,
}

impl Backoff {
    pub const FIRST: Duration = Duration::from_millis(250);
    /// Low enough that a post waits at most a few seconds once the fault clears.
    pub const CAP: Duration = Duration::from_secs(4);

    /// The wait after one more failure.
    pub fn failed(&mut self) -> Duration {
        self.failures = self.failures.saturating_add(1);
        let full = Self::FIRST
            .saturating_mul(1 << (self.failures - 1).min(16))
            .min(Self::CAP);
        let half = full / 2;
        half + half.mul_f64(rand::random::<f64>())
    }

    pub fn succeeded(&mut self) {
        self.failures = 0;
    }

    /// Failures in a row.
    pub fn failures(&self) -> u32 {
        self.failures
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rest() -> Rest {
        Rest::new("token", "http://127.0.0.1:9").unwrap()
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[tokio::test(start_paused = true)]
    async fn a_429_holds_its_route_for_the_longest_wait_it_states() {
        let rest = rest();
        let failure = rest.learn(
            "POST /channels/1/messages",
            StatusCode::TOO_MANY_REQUESTS,
            &headers(&[("retry-after", "2"), ("x-ratelimit-scope", "user")]),
            &serde_json::json!({ "retry_after": 1.505, "global": false }),
        );
        assert_eq!(
            failure,
            Some(Failure::RateLimited {
                wait: Duration::from_secs(2) + MARGIN,
                global: false
            })
        );
        let until = rest.not_before("POST /channels/1/messages").unwrap();
        assert_eq!(until - Instant::now(), Duration::from_secs(2) + MARGIN);
        // Other routes are free.
        assert_eq!(rest.not_before("POST /channels/2/messages"), None);
        tokio::time::advance(Duration::from_secs(2) + MARGIN).await;
        assert_eq!(rest.not_before("POST /channels/1/messages"), None);
    }

    #[tokio::test(start_paused = true)]
    async fn a_global_429_holds_every_route() {
        let rest = rest();
        rest.learn(
            "PATCH /channels/1/messages/:id",
            StatusCode::TOO_MANY_REQUESTS,
            &headers(&[("x-ratelimit-global", "true")]),
            &serde_json::json!({ "retry_after": 1.0, "global": true }),
        );
        for route in [
            "POST /channels/9/messages",
            "PATCH /webhooks/1/t/messages/@original",
        ] {
            let until = rest.not_before(route).unwrap();
            assert_eq!(until - Instant::now(), Duration::from_secs(1) + MARGIN);
        }
        // Said by the scope header alone, too.
        let rest = super::tests::rest();
        rest.learn(
            "POST /channels/1/messages",
            StatusCode::TOO_MANY_REQUESTS,
            &headers(&[("x-ratelimit-scope", "global"), ("retry-after", "3")]),
            &Value::Null,
        );
        assert!(rest.not_before("POST /channels/5/messages").is_some());
    }

    #[tokio::test(start_paused = true)]
    async fn after_a_global_429_requests_go_one_at_a_time_until_one_is_answered() {
        let rest = rest();
        rest.learn(
            "POST /channels/1/messages",
            StatusCode::TOO_MANY_REQUESTS,
            &headers(&[("x-ratelimit-global", "true")]),
            &serde_json::json!({ "retry_after": 0.5, "global": true }),
        );
        assert!(rest.limits().probing);
        // An answer that is no 429 ends the probing.
        rest.learn(
            "POST /channels/2/messages",
            StatusCode::OK,
            &HeaderMap::new(),
            &Value::Null,
        );
        assert!(!rest.limits().probing);
        // A route's own 429 does not start it.
        rest.learn(
            "POST /channels/3/messages",
            StatusCode::TOO_MANY_REQUESTS,
            &HeaderMap::new(),
            &serde_json::json!({ "retry_after": 0.5, "global": false }),
        );
        assert!(!rest.limits().probing);
    }

    #[tokio::test(start_paused = true)]
    async fn a_used_up_bucket_holds_its_route_until_it_resets() {
        let rest = rest();
        let failure = rest.learn(
            "POST /channels/1/messages",
            StatusCode::OK,
            &headers(&[
                ("x-ratelimit-limit", "5"),
                ("x-ratelimit-remaining", "0"),
                ("x-ratelimit-reset-after", "4.2"),
            ]),
            &Value::Null,
        );
        assert_eq!(failure, None);
        let until = rest.not_before("POST /channels/1/messages").unwrap();
        assert_eq!(
            until - Instant::now(),
            Duration::from_secs_f64(4.2) + MARGIN
        );
        // Remaining above 0: no wait.
        rest.learn(
            "POST /channels/2/messages",
            StatusCode::OK,
            &headers(&[
                ("x-ratelimit-remaining", "3"),
                ("x-ratelimit-reset-after", "4.2"),
            ]),
            &Value::Null,
        );
        assert_eq!(rest.not_before("POST /channels/2/messages"), None);
    }

    #[tokio::test(start_paused = true)]
    async fn a_429_that_states_no_wait_waits_a_second() {
        let rest = rest();
        let failure = rest.learn(
            "POST /channels/1/messages",
            StatusCode::TOO_MANY_REQUESTS,
            &HeaderMap::new(),
            &Value::Null,
        );
        assert_eq!(
            failure,
            Some(Failure::RateLimited {
                wait: UNSTATED_WAIT,
                global: false
            })
        );
    }

    #[test]
    fn the_backoff_doubles_with_jitter_up_to_its_cap_and_restarts_after_a_success() {
        let mut backoff = Backoff::default();
        let mut full = Backoff::FIRST;
        for _ in 0..10 {
            let wait = backoff.failed();
            assert!(wait >= full / 2 && wait <= full, "{wait:?} for {full:?}");
            full = (full * 2).min(Backoff::CAP);
        }
        assert_eq!(backoff.failures(), 10);
        backoff.succeeded();
        assert!(backoff.failed() <= Backoff::FIRST);
    }

    #[test]
    fn a_routes_log_name_has_no_ids_and_no_token() {
        let token = "a".repeat(60);
        let call = Call::edit_original(42, &token, Value::Null, None);
        assert_eq!(call.route_kind(), "PATCH webhooks/…/…/messages/@original");
        let call = Call::edit_message(1, 2, Value::Null, None);
        assert_eq!(call.route_kind(), "PATCH channels/…/messages/…");
    }

    #[test]
    fn a_calls_route_leaves_out_the_id_it_is_on_and_the_query() {
        let pairs = [
            (
                Call::edit_message(1, 2, Value::Null, None),
                "PATCH /channels/1/messages/:id",
            ),
            (
                Call::start_thread(1, 2, Value::Null),
                "POST /channels/1/messages/:id/threads",
            ),
            (Call::get_event(3, 4), "GET /guilds/3/scheduled-events/:id"),
            (
                Call::edit_event(3, 4, Value::Null),
                "PATCH /guilds/3/scheduled-events/:id",
            ),
            (
                Call::event_users(3, 4),
                "GET /guilds/3/scheduled-events/:id/users",
            ),
        ];
        for (call, route) in pairs {
            assert_eq!(call.route, route);
        }
        assert_eq!(
            Call::event_users(3, 4).path,
            "/guilds/3/scheduled-events/4/users?limit=100"
        );
        assert_eq!(
            Call::start_thread(1, 2, Value::Null).path,
            "/channels/1/messages/2/threads"
        );
    }
}
