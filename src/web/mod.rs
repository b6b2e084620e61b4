//! The bot's read-only web pages, served on `[web] listen`: each server's boards, its
//! players, its finished matches step by step and its tournaments, for the servers whose
//! admins turned their pages on in `/settings`.
//!
//! An edge like `discord/`, beside it: it reads what the service's page models
//! ([`crate::service::pages`]) give, through read connections of its own
//! ([`reads::Readers`]), and writes nothing. Neither edge imports the other; what both
//! draw comes from one place.
//!
//! Every answer carries strict security headers ([`guard::headers`]); one client's
//! requests are budgeted ([`guard::limit`]); anything missing, out of range or of a
//! server without pages is the same 404. Every page says how long it may be kept, and
//! one that has not changed is answered from memory ([`cache`]).
//!
//! A reader may sign in with Discord ([`signin`]); their session ([`session`]) is the one
//! thing the web side writes, through the service's writer, and every state-changing
//! request passes [`session::check_write`].

mod activity;
pub mod cache;
mod frames;
pub mod guard;
mod layout;
mod pages;
mod play;
pub mod reads;
pub mod session;
pub mod signin;

use crate::service::pages::PageError;
use axum::extract::{Query, State};
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use reads::{ReadError, Readers};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

/// What every handler shares.
pub struct Web {
    pub readers: Arc<Readers>,
    /// The service, for the public tables of running matches (kept in its memory);
    /// `None`: no live tables.
    pub service: Option<crate::service::Service>,
    /// The public address, without a trailing slash: links in Open Graph tags are
    /// absolute when it is known.
    pub base: Option<String>,
    /// Who may sign in, and for how long ([`signin`]).
    pub accounts: signin::Accounts,

    /// The players' own seats, played from their pages (the Discord edge's clicks, as
    /// `app` wires them); `None`: no seat pages.
    pub seats: Option<Arc<dyn crate::service::seats::Seats>>,
}

impl Web {
    /// `path` as the page's address: absolute when the public address is known.
    fn url(&self, path: &str) -> String {
        match &self.base {
            Some(base) => format!("{base}{path}"),
            None => path.to_string(),
        }
    }

    /// Now, in unix milliseconds: the service's clock when there is one.
    fn now_ms(&self) -> i64 {
        match &self.service {
            Some(service) => service.clock().now_ms(),
            None => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX)),
        }
    }

    /// Whether the pages are reached over https (their public address says so).
    fn is_https(&self) -> bool {
        self.base.as_deref().is_some_and(|base| {
            base.get(..8)
                .is_some_and(|s| s.eq_ignore_ascii_case("https://"))
        })
    }

    /// The origins the bot's own pages are served from: the public address's, or without
    /// one the request's own `Host` (over http or https); and Discord's proxy for the
    /// Activity (`https://<application id>.discordsays.com`) when it is on.
    fn own_origins(&self, headers: &axum::http::HeaderMap) -> Vec<String> {
        let mut own = Vec::new();
        match self.base.as_deref().and_then(session::origin_of) {
            Some(origin) => own.push(origin.to_string()),
            None => {
                if let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) {
                    own.push(format!("http://{host}"));
                    own.push(format!("https://{host}"));
                }
            }
        }
        if let (true, Some(id)) = (self.accounts.activity, &self.accounts.client_id) {
            own.push(format!("https://{id}.discordsays.com"));
        }
        own
    }
}

type Shared = State<Arc<Web>>;
type Params = Query<HashMap<String, String>>;

/// The pages' routes on `web`.
pub fn router(web: Arc<Web>) -> Router {
    let budget = Arc::new(guard::Budget::default());
    let cache = cache::Cache {
        pages: Arc::new(cache::Pages::default()),
        web: web.clone(),
    };
    Router::new()
        .route("/", get(index))
        .route("/signin", get(signin::start))
        .route("/signin/back", get(signin::back))
        .route("/signin/activity", post(signin::activity))
        .route("/signout", post(signin::sign_out))
        .route("/activity", get(activity::page))
        .route("/activity/match", get(activity::find_match))
        .route("/static/discord-sdk.js", get(activity::sdk))
        .route("/static/activity.js", get(activity::script))
        .route("/static/site.css", get(style))
        .route("/static/site.js", get(script))
        .route("/static/play.js", get(play_script))
        .route("/static/icon.svg", get(icon))
        .route("/favicon.ico", get(icon))
        .route("/s/{guild}", get(pages::home))
        .route("/s/{guild}/boards/{game}", get(pages::board))
        .route("/s/{guild}/puzzles", get(pages::puzzle_board))
        .route("/s/{guild}/players/{user}", get(pages::player))
        .route(
            "/s/{guild}/players/{user}/card.png",
            get(pages::profile_card),
        )
        .route("/s/{guild}/matches/{id}", get(pages::finished_match))
        .route(
            "/s/{guild}/matches/{id}/steps/{step}",
            get(pages::step_picture),
        )
        .route("/s/{guild}/matches/{id}/film.gif", get(pages::film))
        .route("/s/{guild}/live/{id}/table.png", get(pages::live_picture))
        .route(
            "/s/{guild}/tournaments/{id}/bracket.png",
            get(pages::bracket),
        )
        .route("/s/{guild}/live", get(pages::running))
        .route("/s/{guild}/live/{id}", get(pages::live_table))
        .route("/s/{guild}/live/{id}/revision", get(pages::live_revision))
        .route(
            "/s/{guild}/play/{id}",
            get(play::seat_page).post(play::seat_input),
        )
        .route("/s/{guild}/play/{id}/events", get(play::events))
        .route("/s/{guild}/tournaments/{id}", get(pages::tournament))
        .route(
            "/s/{guild}/tournaments/{id}/revision",
            get(pages::tournament_revision),
        )
        .fallback(|| async { not_found() })
        .with_state(web)
        .layer(axum::middleware::from_fn_with_state(cache, cache::layer))
        .layer(axum::middleware::from_fn_with_state(budget, guard::limit))
        .layer(axum::middleware::from_fn(guard::speak))
        .layer(axum::middleware::from_fn(guard::headers))
}

/// Serves the pages on `listen` until the process ends, within `limits` (slow and idle
/// clients closed, open connections capped: [`crate::serving`]), with sign-in as
/// `accounts` allow.
pub async fn serve(
    listen: SocketAddr,
    database: PathBuf,
    service: crate::service::Service,
    public_url: Option<String>,
    limits: crate::serving::Limits,
    accounts: signin::Accounts,
    seats: Option<Arc<dyn crate::service::seats::Seats>>,
) -> anyhow::Result<()> {
    let web = Arc::new(Web {
        readers: Readers::new(database),
        service: Some(service),
        base: public_url,
        accounts,

        seats,
    });
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen for the web pages on {listen}: {e}"))?;
    tracing::info!("web pages on http://{listen}/");
    crate::serving::serve(listener, router(web), limits, "web pages").await;
    Ok(())
}

/// The start page: what the pages are, in the browser's language. It lists no server:
/// each is reached from the links the bot posts in it.
async fn index(
    State(web): Shared,
    uri: axum::http::Uri,
    headers: axum::http::HeaderMap,
) -> Response {
    // Discord opens an Activity at the root of its URL mapping.
    if let Some(activity) = activity::entry(&web, uri.query()) {
        return activity;
    }
    let lang = guard::browser_lang(&headers);
    let page = layout::plain_page(lang, "web-index-heading", "web-index", false);
    (
        [
            (header::VARY, "Accept-Language"),
            (header::CACHE_CONTROL, cache::Keep::Settled.cache_control()),
        ],
        Html(page.into_string()),
    )
        .into_response()
}

async fn style() -> Response {
    asset("text/css; charset=utf-8", layout::STYLE)
}

async fn script() -> Response {
    asset("text/javascript; charset=utf-8", layout::SCRIPT)
}

async fn play_script() -> Response {
    asset("text/javascript; charset=utf-8", play::SCRIPT)
}

async fn icon() -> Response {
    asset("image/svg+xml", layout::ICON)
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

/// The one answer for what is not there (worded in the reader's language by
/// [`guard::speak`]).
fn not_found() -> Response {
    fallback(StatusCode::NOT_FOUND, guard::Fallback::NotFound)
}

/// An answer that is not a page: its status, its body worded once by [`guard::speak`]
/// in the reader's language.
fn fallback(status: StatusCode, kind: guard::Fallback) -> Response {
    let mut answer = status.into_response();
    answer.extensions_mut().insert(kind);
    answer
}

/// A read's failure as an answer: 404, 503 when flooded, and 500 without details (the
/// details go to the log).
fn failed(error: ReadError) -> Response {
    match error {
        ReadError::Page(PageError::NotFound) => not_found(),
        ReadError::Busy => busy(),
        ReadError::Page(PageError::Storage(e)) => {
            tracing::error!("web page: {e:#}");
            failed_plainly()
        }
    }
}

/// 503: every read or render was busy for [`reads::QUEUE_WAIT`].
fn busy() -> Response {
    let mut answer = fallback(StatusCode::SERVICE_UNAVAILABLE, guard::Fallback::Busy);
    let retry = axum::http::HeaderValue::from_static("2");
    answer.headers_mut().insert(header::RETRY_AFTER, retry);
    answer
}

/// 500, its details logged by the caller.
fn failed_plainly() -> Response {
    fallback(StatusCode::INTERNAL_SERVER_ERROR, guard::Fallback::Failed)
}

/// What a bad id or page number in an address gets: the one 404.
#[derive(Debug)]
struct Missing;

impl From<Missing> for Response {
    fn from(_: Missing) -> Response {
        not_found()
    }
}

/// A number from a path or query, or the 404 a bad one gets.
fn number<T: std::str::FromStr>(text: &str) -> Result<T, Missing> {
    // Only plain digits: "+1", " 1" and "1e3" are not page numbers.
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 20 {
        return Err(Missing);
    }
    text.parse().map_err(|_| Missing)
}

/// An optional number from the query (`None` when absent).
fn param<T: std::str::FromStr>(
    params: &HashMap<String, String>,
    key: &str,
) -> Result<Option<T>, Missing> {
    params.get(key).map(|v| number(v)).transpose()
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod words_tests;
