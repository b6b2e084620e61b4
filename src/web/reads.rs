//! The web side's own read connections to the database: a few, bounded, read-only, so
//! that a flood of page views queues here and never in front of a move. Reads run on
//! tokio's blocking pool; SQLite in WAL mode lets them read while the writer commits, and
//! a read-only connection cannot take the writer's lock.

use crate::service::pages::PageError;
use rusqlite::Connection;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Semaphore;

/// Reads running at once; the rest wait (up to [`QUEUE_WAIT`]).
pub const MAX_READS: usize = 4;
/// How long a request waits for a free read before it is answered 503.
pub const QUEUE_WAIT: Duration = Duration::from_secs(2);
/// How long one read may run before SQLite is told to stop it.
pub const READ_LIMIT: Duration = Duration::from_secs(3);

/// The pool: [`MAX_READS`] permits, idle connections kept for the next reads.
pub struct Readers {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
    permits: Semaphore,
}

/// Why a read gave no page.
#[derive(Debug)]
pub enum ReadError {
    Page(PageError),
    /// Every read was busy for [`QUEUE_WAIT`]: the bot is flooded.
    Busy,
}

impl From<PageError> for ReadError {
    fn from(e: PageError) -> Self {
        ReadError::Page(e)
    }
}

impl Readers {
    pub fn new(path: PathBuf) -> Arc<Readers> {
        Arc::new(Readers {
            path,
            idle: Mutex::new(Vec::new()),
            permits: Semaphore::new(MAX_READS),
        })
    }

    /// One of the pool's permits, for work that reads through another way (a running
    /// match's public table, from the service): it counts against the same bound.
    pub async fn permit(&self) -> Result<tokio::sync::SemaphorePermit<'_>, ReadError> {
        tokio::time::timeout(QUEUE_WAIT, self.permits.acquire())
            .await
            .map_err(|_| ReadError::Busy)?
            .map_err(|_| ReadError::Busy)
    }

    /// Runs `read` on a read-only connection of the pool.
    pub async fn read<T: Send + 'static>(
        self: &Arc<Self>,
        read: impl FnOnce(&Connection) -> Result<T, PageError> + Send + 'static,
    ) -> Result<T, ReadError> {
        let permit = tokio::time::timeout(QUEUE_WAIT, self.permits.acquire())
            .await
            .map_err(|_| ReadError::Busy)?
            .map_err(|_| ReadError::Busy)?;
        let pool = self.clone();
        let result = tokio::task::spawn_blocking(move || pool.read_here(read))
            .await
            .map_err(|e| PageError::Storage(anyhow::anyhow!("a page's read failed: {e}")))?;
        drop(permit);
        Ok(result?)
    }

    fn read_here<T>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, PageError>,
    ) -> Result<T, PageError> {
        let idle = self
            .idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop();
        let conn = match idle {
            Some(conn) => conn,
            None => {
                let conn = crate::storage::open_reader(&self.path)?;
                conn.pragma_update(None, "query_only", true)
                    .map_err(anyhow::Error::from)?;
                conn
            }
        };
        // A read that runs too long is interrupted (SQLite checks every 10,000 steps).
        let deadline = std::time::Instant::now() + READ_LIMIT;
        conn.progress_handler(10_000, Some(move || std::time::Instant::now() > deadline))
            .map_err(anyhow::Error::from)?;
        let result = read(&conn);
        conn.progress_handler(0, None::<fn() -> bool>)
            .map_err(anyhow::Error::from)?;
        let mut idle = self
            .idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if idle.len() < MAX_READS {
            idle.push(conn);
        }
        result
    }
}
