//! What every answer of the web side carries and what keeps one client from flooding it:
//! strict security headers, and a per-client request budget (a token bucket by address).

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Scripts, styles, pictures and live updates from the bot itself only; no frames, no
/// plugins, no forms elsewhere.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// The same policy for a page Discord shows in its client as the Activity: framed by
/// Discord's own hosts (and by the bot's own pages), by nobody else.
pub const FRAMED_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'self' https://discord.com https://*.discord.com \
     https://*.discordsays.com";

/// Marks an answer that Discord may frame as the Activity ([`FRAMED_CONTENT_SECURITY_POLICY`],
/// no `X-Frame-Options`).
#[derive(Clone, Copy, Debug)]
pub struct Framable;

/// Adds the security headers to every answer.
pub async fn headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let framable = response.extensions().get::<Framable>().is_some();
    let h = response.headers_mut();
    if framable {
        let policy = HeaderValue::from_static(FRAMED_CONTENT_SECURITY_POLICY);
        h.insert(header::CONTENT_SECURITY_POLICY, policy);
    } else {
        h.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        );
        h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    }
    for (name, value) in [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        // Not `no-referrer`: under it browsers send `Origin: null` with the pages' own
        // POSTs, and the write guard ([`super::session::check_write`]) could not tell them
        // from another site's. Other sites still get no referrer.
        (header::REFERRER_POLICY, "same-origin"),
    ] {
        h.insert(name, HeaderValue::from_static(value));
    }
    response
}

/// Requests a client may make in a burst, and how many a second it earns back.
pub const BURST: f64 = 60.0;
pub const PER_SECOND: f64 = 20.0;
/// Clients remembered at most; beyond it, the longest idle are forgotten.
const MAX_CLIENTS: usize = 10_000;

/// Each client's bucket, by address.
#[derive(Default)]
pub struct Budget {
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl Budget {
    /// Takes one request from `client`'s bucket at `now`; false when it is empty.
    pub fn take(&self, client: IpAddr, now: Instant) -> bool {
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= MAX_CLIENTS && !buckets.contains_key(&client) {
            // Full buckets cost nothing to forget: drop those that refilled.
            buckets.retain(|_, (tokens, at)| {
                *tokens + now.saturating_duration_since(*at).as_secs_f64() * PER_SECOND < BURST
            });
            if buckets.len() >= MAX_CLIENTS {
                return false;
            }
        }
        let (tokens, at) = buckets.entry(client).or_insert((BURST, now));
        *tokens =
            (*tokens + now.saturating_duration_since(*at).as_secs_f64() * PER_SECOND).min(BURST);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Answers 429 to a client over its budget.
pub async fn limit(
    State(budget): State<Arc<Budget>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    if budget.take(client.ip(), Instant::now()) {
        next.run(request).await
    } else {
        let mut answer =
            (StatusCode::TOO_MANY_REQUESTS, [(header::RETRY_AFTER, "1")]).into_response();
        answer.extensions_mut().insert(Fallback::TooMany);
        answer
    }
}

/// An answer that is not a page, worded by [`speak`] in the reader's language: the one
/// 404, a client over its budget, the pages busy, a failure on our side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fallback {
    NotFound,
    TooMany,
    Busy,
    Failed,
    /// A seat's post or event stream that is not its player's own (no session, a forged
    /// token, another site's page).
    Forbidden,
}

impl Fallback {
    /// Its words' keys: the page's heading and its line.
    fn keys(self) -> (&'static str, &'static str) {
        match self {
            Fallback::NotFound => ("web-not-found", "web-not-found-text"),
            Fallback::TooMany => ("web-too-many", "web-too-many-text"),
            Fallback::Busy => ("web-busy", "web-busy-text"),
            Fallback::Failed => ("web-failed", "web-failed-text"),
            Fallback::Forbidden => ("web-forbidden", "web-forbidden-text"),
        }
    }

    /// This answer, as a small page in `lang`, leading back to the start page.
    fn page(self, lang: crate::words::Lang) -> String {
        let (heading, line) = self.keys();
        super::layout::plain_page(lang, heading, line, true).into_string()
    }
}

/// The shipped language a browser asks for first (`Accept-Language`), else English.
pub fn browser_lang(headers: &axum::http::HeaderMap) -> crate::words::Lang {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map_or(
            crate::words::Lang::ENGLISH,
            crate::words::Lang::from_accept_language,
        )
}

/// Words each [`Fallback`] answer in the language the browser asks for first
/// (`Accept-Language`; English when it asks for none shipped). It names no server, so it
/// tells nothing of which servers have pages.
pub async fn speak(request: Request, next: Next) -> Response {
    let lang = browser_lang(request.headers());
    let response = next.run(request).await;
    let Some(fallback) = response.extensions().get::<Fallback>().copied() else {
        return response;
    };
    let (mut parts, _) = response.into_parts();
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    parts.headers.remove(header::CONTENT_LENGTH);
    parts
        .headers
        .insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    Response::from_parts(parts, axum::body::Body::from(fallback.page(lang)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_client_over_its_burst_waits_and_others_are_not_slowed() {
        let budget = Budget::default();
        let (one, two) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let now = Instant::now();
        let taken = (0..100).filter(|_| budget.take(one, now)).count();
        assert_eq!(taken, BURST as usize);
        assert!(budget.take(two, now), "another client has its own budget");
        let later = now + Duration::from_millis(500);
        let again = (0..100).filter(|_| budget.take(one, later)).count();
        assert_eq!(
            again,
            (PER_SECOND / 2.0) as usize,
            "half a second earns half"
        );
    }
}
