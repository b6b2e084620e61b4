//! The serving over real loopback sockets: request heads that never end and idle
//! connections are closed after their timeouts (seen as the client reads the end of the
//! stream), the other timeout does not cut them short, and a new visitor is served while
//! thousands of such sockets hold every place the cap allows. No test times anything: the
//! waits below only stop a test that would otherwise hang.

use super::*;
use axum::routing::get;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::mpsc;

/// Longer than any wait in these tests should take, even on a loaded machine.
const HANG: Duration = Duration::from_secs(120);

const REQUEST: &[u8] = b"GET / HTTP/1.1\r\nHost: test\r\n\r\n";
/// A request head with its end missing.
const HEAD_START: &[u8] = b"GET / HTTP/1.1\r\nHost: test\r\n";

/// Serves a page naming the client's address, within `limits`; returns its address.
async fn start(limits: Limits) -> SocketAddr {
    let router = Router::new().route(
        "/",
        get(|ConnectInfo(client): ConnectInfo<SocketAddr>| async move { client.ip().to_string() }),
    );
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(serve(listener, router, limits, "test"));
    address
}

fn limits(header: Duration, idle: Duration, max_connections: usize) -> Limits {
    Limits {
        header_timeout: header,
        idle_timeout: idle,
        max_connections,
    }
}

/// A connection that has been answered once and is kept alive.
async fn answered(address: SocketAddr) -> TcpStream {
    let mut stream = TcpStream::connect(address).await.unwrap();
    ask(&mut stream).await;
    stream
}

/// A connection whose request head is never finished.
async fn unfinished(address: SocketAddr) -> TcpStream {
    let mut stream = TcpStream::connect(address).await.unwrap();
    stream.write_all(HEAD_START).await.unwrap();
    stream
}

/// Sends a request and reads its answer, which must be the page.
async fn ask(stream: &mut TcpStream) {
    stream.write_all(REQUEST).await.unwrap();
    assert_answered(stream).await;
}

/// Reads one answer, which must be a `200` naming the loopback address.
async fn assert_answered(stream: &mut TcpStream) {
    let mut read = Vec::new();
    loop {
        let mut chunk = [0; 1024];
        let n = tokio::time::timeout(HANG, stream.read(&mut chunk))
            .await
            .expect("an answer")
            .expect("an answer, not an error");
        assert!(n > 0, "closed before answering: {read:?}");
        read.extend_from_slice(&chunk[..n]);
        let text = String::from_utf8_lossy(&read);
        let Some((head, body)) = text.split_once("\r\n\r\n") else {
            continue;
        };
        let length: usize = head
            .lines()
            .find_map(|line| {
                let (name, value) = line.split_once(':')?;
                name.eq_ignore_ascii_case("content-length")
                    .then(|| value.trim().parse().unwrap())
            })
            .expect("a content-length");
        if body.len() >= length {
            assert!(head.starts_with("HTTP/1.1 200"), "{head}");
            assert_eq!(body, "127.0.0.1");
            return;
        }
    }
}

/// Waits until the server closes `stream` (the end of the stream, or a reset).
async fn assert_closed(stream: &mut TcpStream) {
    let mut byte = [0; 1];
    match tokio::time::timeout(HANG, stream.read(&mut byte)).await {
        Ok(Ok(0) | Err(_)) => {}
        Ok(Ok(_)) => panic!("bytes where the end was expected"),
        Err(_) => panic!("still open after {HANG:?}"),
    }
}

#[test]
fn the_connection_cap_leaves_a_reserve_of_the_open_file_limit() {
    assert_eq!(connection_cap(4096, Some(1024)), 768);
    assert_eq!(connection_cap(4096, Some(20_000)), 4096);
    assert_eq!(connection_cap(100_000, Some(1_048_576)), 100_000);
    assert_eq!(connection_cap(1_000_000, Some(400_000)), 300_000);
    // A small limit keeps half.
    assert_eq!(connection_cap(4096, Some(300)), 150);
    assert_eq!(connection_cap(4096, Some(1)), 1);
    assert_eq!(connection_cap(64, None), 64);
    assert_eq!(connection_cap(0, None), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_head_not_finished_in_time_is_closed_and_idle_connections_are_kept() {
    let address = start(limits(Duration::from_secs(1), HANG * 10, 1000)).await;
    let mut kept = Vec::new();
    for _ in 0..20 {
        kept.push(answered(address).await);
    }
    let mut slow = Vec::new();
    for _ in 0..20 {
        slow.push(unfinished(address).await);
    }
    // Heads sent a byte at a time, each byte well within the timeout: the head's time
    // counts from its first byte.
    let mut trickled = Vec::new();
    for _ in 0..5 {
        let (mut reading, mut writing) = unfinished(address).await.into_split();
        tokio::spawn(async move {
            for byte in b"X-Slow: 1\r\n".iter().cycle() {
                if writing.write_all(&[*byte]).await.is_err() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        });
        trickled.push(tokio::spawn(async move {
            let mut byte = [0; 1];
            let read = tokio::time::timeout(HANG, reading.read(&mut byte)).await;
            assert!(
                matches!(read, Ok(Ok(0) | Err(_))),
                "a trickled head is closed"
            );
        }));
    }
    for stream in &mut slow {
        assert_closed(stream).await;
    }
    for reader in trickled {
        reader.await.unwrap();
    }
    // The idle ones waited longer than the header timeout, and still answer.
    for stream in &mut kept {
        ask(stream).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_closed_after_the_idle_timeout_and_heads_being_read_are_not() {
    let address = start(limits(HANG * 10, Duration::from_secs(1), 1000)).await;
    let mut idle = Vec::new();
    for _ in 0..20 {
        idle.push(answered(address).await);
    }
    for _ in 0..20 {
        // Never sends a byte.
        idle.push(TcpStream::connect(address).await.unwrap());
    }
    let mut heads = Vec::new();
    for _ in 0..5 {
        heads.push(unfinished(address).await);
    }
    for stream in &mut idle {
        assert_closed(stream).await;
    }
    // Their heads took longer than the idle timeout; they end, and are answered.
    for stream in &mut heads {
        stream.write_all(b"\r\n").await.unwrap();
        assert_answered(stream).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_visitor_is_served_while_slow_and_idle_clients_fill_the_cap() {
    const CAP: usize = 64;
    // Our sockets' ends and the server's, in one process that runs other tests too.
    let files = match raise_open_file_limit() {
        Ok((_, now)) => now,
        Err(_) => open_file_limit().unwrap_or(1024),
    };
    let sockets = 2000.min(usize::try_from(files).unwrap_or(usize::MAX) - CAP - 512);
    assert!(sockets >= 2 * CAP, "too few files to fill the cap: {files}");
    let address = start(limits(HANG * 10, HANG * 10, CAP)).await;
    let mut held = Vec::new();
    for i in 0..sockets {
        held.push(if i % 2 == 0 {
            answered(address).await
        } else {
            unfinished(address).await
        });
    }
    let mut visitor = TcpStream::connect(address).await.unwrap();
    let asked = Instant::now();
    ask(&mut visitor).await;
    eprintln!(
        "a visitor among {sockets} held sockets (cap {CAP}) was answered in {:?}",
        asked.elapsed()
    );
    // The server holds the visitor and at most CAP - 1 others: all the rest were closed
    // to make room, the idle ones first.
    let (closed, mut closes) = mpsc::unbounded_channel();
    for mut stream in held {
        let closed = closed.clone();
        tokio::spawn(async move {
            let mut byte = [0; 1];
            if matches!(stream.read(&mut byte).await, Ok(0) | Err(_)) {
                let _ = closed.send(());
            }
            // Kept open until the test ends, so the count above stays the server's doing.
            std::future::pending::<()>().await;
        });
    }
    for _ in 0..sockets - (CAP - 1) {
        tokio::time::timeout(HANG, closes.recv())
            .await
            .expect("room was made by closing held sockets")
            .unwrap();
    }
    // And the visitor's connection is still served.
    ask(&mut visitor).await;
}
