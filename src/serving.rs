//! The HTTP/1 serving of the web pages and the operator's metrics: an accept loop of our
//! own over hyper, so that no client, slow or idle, holds a connection for ever, and so
//! that a crowd of them cannot take every file descriptor from a new visitor.
//!
//! `axum::serve` has no timeouts and no cap. Here each connection is in one [`Phase`]:
//! idle (accepted, or its last answer sent), reading a request's head, handled, or
//! sending. A sweeper closes a connection
//!
//! - idle for longer than [`Limits::idle_timeout`] (kept alive, or never having sent a
//!   byte; an answer's last bytes still leaving count as activity);
//! - whose request head is not complete [`Limits::header_timeout`] after its first byte
//!   (a head trickled a byte at a time counts from its first byte, not its last);
//! - whose answer has not moved for [`Limits::idle_timeout`] (a client that stops reading).
//!
//! hyper's own `header_read_timeout` is not used: it starts when hyper waits for a head,
//! which on a kept-alive connection is right after the previous answer, so the wait for the
//! next request and the reading of its head would share one limit.
//!
//! At most [`Limits::max_connections`] are open at once, and never more than the process's
//! open-file limit leaves after a reserve ([`connection_cap`]). When the cap is reached the
//! newcomer is not refused: the connection idle the longest (one between requests, or one
//! whose head is still coming, never one being answered) is closed to make room. If every
//! connection is being answered, the newcomer waits in the listen queue for the first to
//! finish.

use axum::body::{Body, Bytes};
use axum::extract::ConnectInfo;
use axum::Router;
use http_body::{Frame, SizeHint};
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use std::collections::HashMap;
use std::convert::Infallible;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, Semaphore};
use tokio::time::Instant;

/// How long connections may take, and how many may be open at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// From a request head's first byte to its end.
    pub header_timeout: Duration,
    /// Waiting for a request (the first, or the next on a kept-alive connection), or for
    /// the client to take more of an answer.
    pub idle_timeout: Duration,
    /// The most connections open at once, before the open-file limit lowers it.
    pub max_connections: usize,
}

impl Default for Limits {
    /// The web pages' defaults (`[web]` in `config.example.toml`).
    fn default() -> Self {
        Limits {
            header_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(30),
            max_connections: 4096,
        }
    }
}

/// The open files kept for everything else when the cap is taken from the open-file limit:
/// the database and its WAL for the writer, the web's readers and backups, Discord's
/// gateway and REST sockets, the metrics server, logs. A quarter of the limit, at least
/// this many, at most half.
pub const RESERVED_FILES: u64 = 256;

/// The connections a server may hold open: `configured`, lowered to what the open-file
/// limit `files` leaves after the reserve (a quarter of it, at least [`RESERVED_FILES`],
/// at most half). At least 1.
pub fn connection_cap(configured: usize, files: Option<u64>) -> usize {
    let Some(files) = files else {
        return configured.max(1);
    };
    let reserve = (files / 4).max(RESERVED_FILES).min(files / 2);
    let left = usize::try_from(files - reserve).unwrap_or(usize::MAX);
    configured.min(left).max(1)
}

/// The process's soft limit on open files, when the platform tells it.
pub fn open_file_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes the one struct it is given.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
            return None;
        }
        (limit.rlim_cur != libc::RLIM_INFINITY).then_some(files(limit.rlim_cur))
    }
    #[cfg(not(unix))]
    None
}

/// A count of files as the platform's `rlim_t` gives it (u64 on Linux and macOS, i64 on
/// some BSDs).
#[cfg(unix)]
#[allow(clippy::unnecessary_cast)]
fn files(count: libc::rlim_t) -> u64 {
    count as u64
}

/// Raises the soft limit on open files to the hard limit, so that the web's connection
/// cap can be as high as the operator allows. Returns the soft limit before and after.
#[cfg(unix)]
pub fn raise_open_file_limit() -> io::Result<(u64, u64)> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the one struct it is given.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return Err(io::Error::last_os_error());
    }
    let before = files(limit.rlim_cur);
    if limit.rlim_cur == limit.rlim_max {
        return Ok((before, before));
    }
    limit.rlim_cur = limit.rlim_max;
    // SAFETY: setrlimit reads the one struct it is given.
    if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok((before, files(limit.rlim_max)))
}

/// Serves `router` on `listener` until the process ends, within `limits`; each request
/// carries its client's [`ConnectInfo<SocketAddr>`]. `name` is what the logs call it.
pub async fn serve(listener: TcpListener, router: Router, limits: Limits, name: &'static str) {
    let cap = connection_cap(limits.max_connections, open_file_limit());
    tracing::info!(
        "{name}: at most {cap} connections open, a request's head within {} s, idle ones closed after {} s",
        limits.header_timeout.as_secs_f64(),
        limits.idle_timeout.as_secs_f64()
    );
    let open = Arc::new(Open::default());
    tokio::spawn(sweep(Arc::downgrade(&open), limits, name));
    let slots = Arc::new(Semaphore::new(cap));
    let service = TowerToHyperService::new(router);
    loop {
        let slot = match slots.clone().try_acquire_owned() {
            Ok(slot) => slot,
            Err(_) => {
                open.evict_longest_idle();
                slots.clone().acquire_owned().await.expect("never closed")
            }
        };
        let (stream, client) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) if is_connection_error(&e) => continue,
            Err(e) => {
                // Out of descriptors despite the cap (other parts of the process hold
                // more than the reserve): make room as at the cap, or wait a little.
                if open.evict_longest_idle() {
                    tracing::debug!("{name}: cannot accept ({e}), closed an idle connection");
                    tokio::time::sleep(Duration::from_millis(10)).await;
                } else {
                    tracing::warn!("{name}: cannot accept: {e}");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
                continue;
            }
        };
        let (id, conn) = open.insert();
        let (open, service) = (open.clone(), service.clone());
        tokio::spawn(async move {
            connection(stream, client, conn, service).await;
            open.remove(id);
            drop(slot);
        });
    }
}

fn is_connection_error(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// Serves one connection until it ends, or until it is told to close.
async fn connection(
    stream: TcpStream,
    client: SocketAddr,
    conn: Arc<Conn>,
    router: TowerToHyperService<Router>,
) {
    let io = TokioIo::new(Watched {
        stream,
        conn: conn.clone(),
    });
    let answering = conn.clone();
    let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
        let conn = answering.clone();
        conn.set_handling();
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(ConnectInfo(client));
        let answer = hyper::service::Service::call(&router, request);
        async move {
            let response = answer.await?;
            conn.set_sending();
            Ok::<_, Infallible>(response.map(|body| Tracked { body, conn }))
        }
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    // Our sweeper keeps the time (see the module's documentation); without a timer hyper
    // would only log that its default header timeout is off.
    http.header_read_timeout(None);
    let served = http.serve_connection(io, service);
    tokio::select! {
        _ = served => {}
        () = conn.close.notified() => {}
    }
}

/// The open connections.
#[derive(Default)]
struct Open {
    conns: Mutex<HashMap<u64, Arc<Conn>>>,
    next: AtomicU64,
    /// Closed to make room since the sweeper last reported.
    evicted: AtomicU64,
}

impl Open {
    fn insert(&self) -> (u64, Arc<Conn>) {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let conn = Arc::new(Conn {
            phase: Mutex::new(Phase::Idle {
                since: Instant::now(),
            }),
            close: Notify::new(),
        });
        lock(&self.conns).insert(id, conn.clone());
        (id, conn)
    }

    fn remove(&self, id: u64) {
        lock(&self.conns).remove(&id);
    }

    /// Closes the connection idle the longest, if any is idle; false if every one is busy.
    fn evict_longest_idle(&self) -> bool {
        let conns = lock(&self.conns);
        let longest = conns
            .values()
            .filter_map(|conn| Some((conn.phase().idle_since()?, conn)))
            .min_by_key(|(since, _)| *since);
        let Some((_, conn)) = longest else {
            return false;
        };
        conn.close();
        self.evicted.fetch_add(1, Ordering::Relaxed);
        true
    }
}

/// Every so often, closes the connections past their time; ends with the server.
async fn sweep(open: Weak<Open>, limits: Limits, name: &'static str) {
    let every = (limits.header_timeout.min(limits.idle_timeout) / 4)
        .clamp(Duration::from_millis(50), Duration::from_secs(1));
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let Some(open) = open.upgrade() else { return };
        let now = Instant::now();
        let (mut idle, mut slow_head, mut stalled) = (0, 0, 0);
        for conn in lock(&open.conns).values() {
            let late = match conn.phase() {
                Phase::Idle { since } if now - since > limits.idle_timeout => &mut idle,
                Phase::Head { since, .. } if now - since > limits.header_timeout => &mut slow_head,
                Phase::Sending { moved } if now - moved > limits.idle_timeout => &mut stalled,
                _ => continue,
            };
            *late += 1;
            conn.close();
        }
        let evicted = open.evicted.swap(0, Ordering::Relaxed);
        if idle + slow_head + stalled + evicted > 0 {
            tracing::debug!(
                "{name}: closed {idle} idle connections, {slow_head} with a slow request head, \
                 {stalled} not taking their answer, and {evicted} to make room for new ones"
            );
        }
    }
}

/// One connection, as the sweeper and the accept loop see it.
struct Conn {
    phase: Mutex<Phase>,
    close: Notify,
}

/// Where a connection is. Only idle ones and those whose request head is still coming
/// are closed to make room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Waiting for a request since `since` (accepted, or its last answer handed over).
    Idle { since: Instant },
    /// A request's head arriving since `since`; idle before that since `idle_since`.
    Head { idle_since: Instant, since: Instant },
    /// A request being answered by its handler.
    Handling,
    /// An answer being sent; it last moved at `moved`.
    Sending { moved: Instant },
    /// Told to close.
    Closing,
}

impl Phase {
    /// Since when the connection has had no request to answer, if it has none.
    fn idle_since(self) -> Option<Instant> {
        match self {
            Phase::Idle { since } => Some(since),
            Phase::Head { idle_since, .. } => Some(idle_since),
            Phase::Handling | Phase::Sending { .. } | Phase::Closing => None,
        }
    }
}

impl Conn {
    fn phase(&self) -> Phase {
        *lock(&self.phase)
    }

    /// Moves to the phase `next` gives for the current one; a closing connection stays so.
    fn update(&self, next: impl FnOnce(Phase) -> Phase) {
        let mut phase = lock(&self.phase);
        if *phase != Phase::Closing {
            *phase = next(*phase);
        }
    }

    fn close(&self) {
        *lock(&self.phase) = Phase::Closing;
        self.close.notify_one();
    }

    fn read_some(&self) {
        self.update(|phase| match phase {
            Phase::Idle { since } => Phase::Head {
                idle_since: since,
                since: Instant::now(),
            },
            other => other,
        });
    }

    /// Bytes went out: an answer moved. hyper hands a body over before its last bytes
    /// have left, so an idle connection's writes renew its idleness: an answer still
    /// leaving is the last to be closed to make room, and a client that stops taking it is
    /// closed after the idle timeout.
    fn wrote_some(&self) {
        self.update(|phase| match phase {
            Phase::Sending { .. } => Phase::Sending {
                moved: Instant::now(),
            },
            Phase::Idle { .. } => Phase::Idle {
                since: Instant::now(),
            },
            other => other,
        });
    }

    fn set_handling(&self) {
        self.update(|_| Phase::Handling);
    }

    fn set_sending(&self) {
        self.update(|phase| match phase {
            Phase::Handling => Phase::Sending {
                moved: Instant::now(),
            },
            other => other,
        });
    }

    fn set_idle(&self) {
        self.update(|phase| match phase {
            Phase::Sending { .. } => Phase::Idle {
                since: Instant::now(),
            },
            other => other,
        });
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The socket, telling its connection when bytes come in or go out.
struct Watched {
    stream: TcpStream,
    conn: Arc<Conn>,
}

impl AsyncRead for Watched {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let polled = Pin::new(&mut this.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            this.conn.read_some();
        }
        polled
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.stream).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            this.conn.wrote_some();
        }
        polled
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            this.conn.wrote_some();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// An answer's body, which makes its connection idle again once hyper has taken all of
/// it (hyper drops a body when it has written its last frame, or given up on it).
struct Tracked {
    body: Body,
    conn: Arc<Conn>,
}

impl http_body::Body for Tracked {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.get_mut().body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

impl Drop for Tracked {
    fn drop(&mut self) {
        self.conn.set_idle();
    }
}

#[cfg(test)]
mod tests;
