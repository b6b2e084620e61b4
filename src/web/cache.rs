//! How long each page may be kept, and each page rendered once per change of what it
//! shows.
//!
//! A handler says what its answer is with a [`Rendered`] extension: how long a browser or
//! a cache in front may keep it ([`Keep`]), and whether it is made from the database
//! only. This layer then gives it its `Cache-Control`, a strong `ETag` (a hash of its
//! body) and answers a matching `If-None-Match` with 304. An answer made from the
//! database only is kept in memory under the service's pages version
//! ([`crate::service::Service::pages_version`], which grows after each commit a page can
//! show): until that version moves, the same address is answered from memory, without a
//! read or a render.
//!
//! The web side's share of the CPU is bounded here too: what is not in memory is made
//! under one of [`Pages::renders`]'s permits (half the cores, at least one), so that a
//! flood of page views leaves the moves a core of their own.

use super::reads::QUEUE_WAIT;
use super::Web;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;

/// How long an answer may be kept, by a browser or a cache in front.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// What no longer changes (a finished match, a past season's board, a tournament
    /// that is over): kept five minutes, then checked again. Never `immutable`: a server
    /// can turn its pages off, and they must then go within minutes.
    Settled,
    /// What changes (a board, a home, a player, a live page): kept but checked again on
    /// every use (an `If-None-Match` the bot answers 304 while it is the same).
    Changing,
    /// Never kept: what a live page polls.
    Never,
}

impl Keep {
    pub fn cache_control(self) -> &'static str {
        match self {
            Keep::Settled => "public, max-age=300, must-revalidate",
            Keep::Changing => "no-cache",
            Keep::Never => "no-store",
        }
    }
}

/// What a handler's answer is: a response extension the layer reads.
#[derive(Clone, Copy, Debug)]
pub struct Rendered {
    pub keep: Keep,
    /// Made from the database only (not from a running match in the service's memory):
    /// the same at the same pages version.
    pub from_database: bool,
}

/// Addresses kept at most, and their bodies' bytes at most; beyond either, the longest
/// unused go.
const MAX_ENTRIES: usize = 2_048;
const MAX_BYTES: usize = 64 << 20;
/// How long an answer is served from memory at most, even while the version stays: a
/// guard against a write the version missed (another process on the same file).
const MAX_AGE: Duration = Duration::from_secs(60);
/// The largest body kept (and hashed); a bigger one is sent as it is.
const MAX_BODY: usize = 8 << 20;

/// One address's answer.
struct Entry {
    version: u64,
    made: Instant,
    keep: Keep,
    content_type: HeaderValue,
    etag: HeaderValue,
    body: Bytes,
    /// When it was last served, in [`Pages::clock`]'s ticks.
    used: AtomicU64,
}

/// The pages in memory, and the permits to make the others.
pub struct Pages {
    entries: Mutex<Kept>,
    clock: AtomicU64,
    /// Permits to make an answer that is not in memory (read and render).
    renders: Semaphore,
}

#[derive(Default)]
struct Kept {
    by_address: HashMap<String, Arc<Entry>>,
    bytes: usize,
}

impl Default for Pages {
    fn default() -> Self {
        Pages::new(render_permits())
    }
}

/// Half the cores, at least one: the rest is the moves'.
pub fn render_permits() -> usize {
    std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
}

impl Pages {
    pub fn new(renders: usize) -> Pages {
        Pages {
            entries: Mutex::new(Kept::default()),
            clock: AtomicU64::new(0),
            renders: Semaphore::new(renders),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// `address`'s answer made at `version`, if kept and still young.
    fn get(&self, address: &str, version: u64) -> Option<Arc<Entry>> {
        let entry = self.lock().by_address.get(address).cloned()?;
        if entry.version != version || entry.made.elapsed() > MAX_AGE {
            return None;
        }
        entry.used.store(
            self.clock.fetch_add(1, Ordering::Relaxed),
            Ordering::Relaxed,
        );
        Some(entry)
    }

    fn put(&self, address: String, entry: Arc<Entry>) {
        if entry.body.len() > MAX_BODY {
            return;
        }
        entry.used.store(
            self.clock.fetch_add(1, Ordering::Relaxed),
            Ordering::Relaxed,
        );
        let mut kept = self.lock();
        kept.bytes += entry.body.len();
        if let Some(old) = kept.by_address.insert(address, entry) {
            kept.bytes -= old.body.len();
        }
        while kept.by_address.len() > MAX_ENTRIES || kept.bytes > MAX_BYTES {
            let Some(oldest) = kept
                .by_address
                .iter()
                .min_by_key(|(_, e)| e.used.load(Ordering::Relaxed))
                .map(|(address, _)| address.clone())
            else {
                break;
            };
            if let Some(gone) = kept.by_address.remove(&oldest) {
                kept.bytes -= gone.body.len();
            }
        }
    }

    /// Addresses kept now.
    pub fn len(&self) -> usize {
        self.lock().by_address.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What the layer needs: the pages in memory and the service's version.
#[derive(Clone)]
pub struct Cache {
    pub pages: Arc<Pages>,
    pub web: Arc<Web>,
}

/// The layer: answers from memory what has not changed, makes the rest under a permit,
/// and gives every answer its `Cache-Control` (and a page its `ETag`).
pub async fn layer(State(cache): State<Cache>, request: Request, next: Next) -> Response {
    let get = request.method() == Method::GET;
    let address = request.uri().path_and_query().map_or_else(
        || request.uri().path().to_string(),
        |p| p.as_str().to_string(),
    );
    let asked = if_none_match(request.headers());
    let version = || cache.web.service.as_ref().map(|s| s.pages_version());
    if get {
        if let Some(entry) = version().and_then(|v| cache.pages.get(&address, v)) {
            return answer(&entry, asked.as_deref());
        }
    }
    // The bot's own files and what a live page polls are made at once; a server's pages
    // and pictures wait for a permit.
    let bounded = address.starts_with("/s/") && !address.ends_with("/revision");
    let _permit = if bounded {
        match tokio::time::timeout(QUEUE_WAIT, cache.pages.renders.acquire()).await {
            Ok(Ok(permit)) => Some(permit),
            _ => return super::busy(),
        }
    } else {
        None
    };
    // Read before the page's own read: a write committed after it moves it on.
    let version = version();
    if get && bounded {
        // Made meanwhile by the request this one waited behind?
        if let Some(entry) = version.and_then(|v| cache.pages.get(&address, v)) {
            return answer(&entry, asked.as_deref());
        }
    }
    let response = next.run(request).await;
    let Some(rendered) = response.extensions().get::<Rendered>().copied() else {
        return kept_by_default(response);
    };
    if response.status() != StatusCode::OK {
        return with_keep(response, Keep::Never);
    }
    let (parts, body) = response.into_parts();
    let Ok(body) = axum::body::to_bytes(body, MAX_BODY).await else {
        return super::failed_plainly();
    };
    let entry = Arc::new(Entry {
        version: version.unwrap_or_default(),
        made: Instant::now(),
        keep: rendered.keep,
        content_type: parts
            .headers
            .get(header::CONTENT_TYPE)
            .cloned()
            .unwrap_or_else(|| HeaderValue::from_static("text/html; charset=utf-8")),
        etag: etag(&body),
        body,
        used: AtomicU64::new(0),
    });
    if get && rendered.from_database && version.is_some() {
        cache.pages.put(address, entry.clone());
    }
    answer(&entry, asked.as_deref())
}

/// An answer no handler described: kept as its handler said, else never (an error, a
/// 404: it may be gone or back at the next request).
fn kept_by_default(response: Response) -> Response {
    if response.headers().contains_key(header::CACHE_CONTROL) {
        response
    } else {
        with_keep(response, Keep::Never)
    }
}

fn with_keep(mut response: Response, keep: Keep) -> Response {
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(keep.cache_control()),
    );
    response
}

/// `entry` as an answer: 304 when the client holds it already.
fn answer(entry: &Entry, asked: Option<&str>) -> Response {
    let fresh = asked.is_some_and(|tags| matches(tags, &entry.etag));
    let headers = [
        (
            header::CACHE_CONTROL,
            HeaderValue::from_static(entry.keep.cache_control()),
        ),
        (header::ETAG, entry.etag.clone()),
    ];
    if fresh {
        (StatusCode::NOT_MODIFIED, headers).into_response()
    } else {
        (
            headers,
            [(header::CONTENT_TYPE, entry.content_type.clone())],
            Body::from(entry.body.clone()),
        )
            .into_response()
    }
}

fn if_none_match(headers: &HeaderMap) -> Option<String> {
    let values: Vec<&str> = headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    (!values.is_empty()).then(|| values.join(","))
}

/// Whether `If-None-Match: tags` names `etag` (the weak comparison the header uses).
fn matches(tags: &str, etag: &HeaderValue) -> bool {
    let etag = etag.to_str().unwrap_or_default();
    tags.split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == etag)
}

/// A strong `ETag`: the first 128 bits of the body's SHA-256.
fn etag(body: &[u8]) -> HeaderValue {
    let hash = Sha256::digest(body);
    let hex: String = hash[..16].iter().map(|b| format!("{b:02x}")).collect();
    HeaderValue::from_str(&format!("\"{hex}\"")).expect("hex digits are a header value")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_names_a_tag_in_a_list_weak_or_strong_or_any() {
        let tag = etag(b"a page");
        let text = tag.to_str().unwrap().to_string();
        assert!(matches(&text, &tag));
        assert!(matches(&format!("\"x\", W/{text}"), &tag));
        assert!(matches("*", &tag));
        assert!(!matches("\"x\"", &tag));
        assert_ne!(etag(b"another page"), tag);
    }

    fn entry(version: u64, bytes: usize) -> Arc<Entry> {
        Arc::new(Entry {
            version,
            made: Instant::now(),
            keep: Keep::Changing,
            content_type: HeaderValue::from_static("text/html"),
            etag: etag(b""),
            body: Bytes::from(vec![0; bytes]),
            used: AtomicU64::new(0),
        })
    }

    #[test]
    fn a_page_is_kept_for_its_version_only_and_the_longest_unused_go_first() {
        let pages = Pages::new(1);
        pages.put("/a".into(), entry(3, 10));
        assert!(pages.get("/a", 3).is_some());
        assert!(
            pages.get("/a", 4).is_none(),
            "a later version renders it again"
        );
        for i in 0..MAX_ENTRIES {
            pages.put(format!("/{i}"), entry(3, 10));
            // "/a" is used after each one: never the longest unused.
            assert!(pages.get("/a", 3).is_some(), "after {i}");
        }
        assert_eq!(pages.len(), MAX_ENTRIES);
        assert!(pages.get("/0", 3).is_none(), "the first one went");
        pages.put("/big".into(), entry(3, MAX_BYTES));
        assert!(pages.lock().bytes <= MAX_BYTES);
    }
}
