//! The one writer: every write to the database (moves, challenges, names, message ids,
//! outbox rows, audit rows) is a job for one writer task, which commits whatever has
//! queued up in one transaction (one fsync), each job in its own savepoint so that one
//! failing job fails only its own caller. A burst of moves then costs one fsync per batch
//! instead of one per move. A match that ends is recorded and rated in its save's
//! savepoint, so its result and both ratings commit together or not at all; the posts a
//! change owes the channel are in the same savepoint as the change.
//!
//! The commit runs on tokio's blocking pool, never on an async worker thread, and a
//! caller hears of its job only once the batch is durable. (A thread of the writer's own,
//! one hand-off fewer, measured within 3% of this, and tokio's paused clock in the
//! tests would not know of it and jump while a commit runs. Committing on the caller's
//! own thread in `block_in_place`, with no hand-off at all, made a move's round trip
//! 6–10% slower: tokio then wakes another thread to take over the worker's tasks.)

use rusqlite::Connection;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};

/// The most jobs committed together.
const MAX_BATCH: usize = 256;

/// Tells a job's caller how its batch ended (`Err` when the commit itself failed).
type Finish = Box<dyn FnOnce(Result<(), String>) + Send>;
/// Runs a job in its savepoint: whether to keep the savepoint, and how to tell the caller.
type Run = Box<dyn FnOnce(&Connection) -> (bool, Finish) + Send>;

/// A job, and whether what it writes can show on a web page.
struct Job {
    run: Run,
    seen: Seen,
}

/// Whether a write can change what a web page shows. Every write can unless its caller
/// says otherwise ([`Writer::exec_unseen`]): a page cached under an old
/// [`Writer::version`] is then never served after a change it shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Seen {
    Yes,
    No,
}

#[derive(Clone)]
pub struct Writer {
    jobs: mpsc::UnboundedSender<Job>,
    version: Arc<AtomicU64>,
}

impl Writer {
    /// Starts the writer task (inside a tokio runtime). It ends when the last `Writer` is
    /// dropped, after the jobs already queued.
    pub fn start(db: Arc<Mutex<Connection>>) -> Writer {
        let (jobs, mut queue) = mpsc::unbounded_channel::<Job>();
        let version = Arc::new(AtomicU64::new(0));
        let bumped = version.clone();
        tokio::spawn(async move {
            while let Some(first) = queue.recv().await {
                let mut batch = vec![first];
                while batch.len() < MAX_BATCH {
                    match queue.try_recv() {
                        Ok(job) => batch.push(job),
                        Err(_) => break,
                    }
                }
                let db = db.clone();
                let version = bumped.clone();
                // The blocking pool: the commit's fsync must not hold up async workers.
                let done = tokio::task::spawn_blocking(move || commit(&db, batch, &version)).await;
                if let Err(e) = done {
                    // The batch's callers are dropped with it: they see an error.
                    tracing::error!("the database writer failed: {e}");
                }
            }
        });
        Writer { jobs, version }
    }

    /// The pages' version: a number that grows after each commit of a write a web page
    /// can show, before that write's caller hears of it. A page rendered from a read
    /// begun at version `v` shows every such write committed before `v` was read.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }

    /// Runs `job` on the write connection, in its own savepoint of the next batch, and
    /// returns its value once the batch has committed. An `Err` from `job` rolls back
    /// everything it wrote; a failed commit is an `E` made from its error.
    pub async fn exec<T, E>(
        &self,
        job: impl FnOnce(&Connection) -> Result<T, E> + Send + 'static,
    ) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<anyhow::Error> + Send + 'static,
    {
        self.exec_as(Seen::Yes, job).await
    }

    /// [`Writer::exec`] for a write no web page shows (a running match's move, a posted
    /// message's id): it leaves [`Writer::version`] as it is, so the pages stay cached.
    pub async fn exec_unseen<T, E>(
        &self,
        job: impl FnOnce(&Connection) -> Result<T, E> + Send + 'static,
    ) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<anyhow::Error> + Send + 'static,
    {
        self.exec_as(Seen::No, job).await
    }

    async fn exec_as<T, E>(
        &self,
        seen: Seen,
        job: impl FnOnce(&Connection) -> Result<T, E> + Send + 'static,
    ) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<anyhow::Error> + Send + 'static,
    {
        let (done, wait) = oneshot::channel::<Result<T, E>>();
        let run: Run = Box::new(move |conn| match job(conn) {
            Ok(value) => (
                true,
                Box::new(move |committed: Result<(), String>| {
                    let _ = done.send(
                        committed
                            .map(|()| value)
                            .map_err(|e| E::from(anyhow::anyhow!(e))),
                    );
                }),
            ),
            Err(error) => (
                false,
                Box::new(move |_| {
                    let _ = done.send(Err(error));
                }),
            ),
        });
        let stopped = || E::from(anyhow::anyhow!("the database writer stopped"));
        self.jobs.send(Job { run, seen }).map_err(|_| stopped())?;
        wait.await.map_err(|_| {
            E::from(anyhow::anyhow!(
                "the database writer failed before this write (its error is in the log)"
            ))
        })?
    }
}

fn commit(db: &Mutex<Connection>, batch: Vec<Job>, version: &AtomicU64) {
    let started = std::time::Instant::now();
    metrics::histogram!("clash_writer_batch_size").record(batch.len() as f64);
    let mut conn = db.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut finishes = Vec::with_capacity(batch.len());
    let seen = batch.iter().any(|job| job.seen == Seen::Yes);
    let attempt = (|| -> rusqlite::Result<()> {
        // IMMEDIATE: the write lock is taken before any job reads. A deferred batch that
        // read first and then wrote could not wait for the lock (SQLite does not call the
        // busy handler to upgrade a read transaction) and failed at once with SQLITE_BUSY
        // whenever a reader held the WAL's write lock for a moment, as a reader does when
        // it finds the WAL index's header being rewritten (a page read during a move).
        let mut tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        for Job { run, .. } in batch {
            let savepoint = tx.savepoint()?;
            let (keep, finish) = run(&savepoint);
            if keep {
                savepoint.commit()?;
            }
            // Dropping the savepoint otherwise rolls this job back; the others stand.
            finishes.push(finish);
        }
        tx.commit()
    })();
    metrics::histogram!("clash_writer_commit_seconds").record(started.elapsed().as_secs_f64());
    if seen {
        // Even after a failed commit: a page rendered meanwhile is read again.
        version.fetch_add(1, Ordering::AcqRel);
    }
    let outcome = attempt.map_err(|e| format!("committing a batch of writes: {e}"));
    for finish in finishes {
        finish(outcome.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A job's own refusal, or the writer's failure (its error kept for the messages).
    #[derive(Debug)]
    enum JobError {
        Refused,
        Storage(#[allow(dead_code)] anyhow::Error),
    }

    impl From<anyhow::Error> for JobError {
        fn from(e: anyhow::Error) -> Self {
            JobError::Storage(e)
        }
    }

    impl From<rusqlite::Error> for JobError {
        fn from(e: rusqlite::Error) -> Self {
            JobError::Storage(e.into())
        }
    }

    fn writer() -> Writer {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute("CREATE TABLE t (x INTEGER)", []).unwrap();
        Writer::start(Arc::new(Mutex::new(conn)))
    }

    async fn count(w: &Writer) -> i64 {
        w.exec(|conn| -> Result<i64, JobError> {
            Ok(conn.query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0))?)
        })
        .await
        .unwrap()
    }

    async fn insert(w: &Writer, x: i64) -> Result<usize, JobError> {
        w.exec(move |conn| Ok(conn.execute("INSERT INTO t VALUES (?1)", [x])?))
            .await
    }

    /// Keeps the writer busy until the returned sender is dropped, so that the jobs
    /// queued meanwhile make one batch.
    async fn hold(w: &Writer) -> std::sync::mpsc::Sender<()> {
        let (release, held) = std::sync::mpsc::channel::<()>();
        let (started, running) = oneshot::channel();
        let w = w.clone();
        tokio::spawn(async move {
            w.exec(move |_| -> Result<(), JobError> {
                let _ = started.send(());
                let _ = held.recv();
                Ok(())
            })
            .await
        });
        running.await.unwrap();
        release
    }

    #[tokio::test]
    async fn a_failing_job_rolls_back_only_its_own_writes() {
        let w = writer();
        let release = hold(&w).await;
        let failing = w.exec(|conn| {
            conn.execute("INSERT INTO t VALUES (1)", [])?;
            Err::<(), _>(JobError::Refused)
        });
        let kept = insert(&w, 2);
        let (failing, kept, ()) = tokio::join!(failing, kept, async { drop(release) });
        assert!(matches!(failing, Err(JobError::Refused)));
        assert_eq!(kept.unwrap(), 1);
        assert_eq!(count(&w).await, 1);
    }

    #[tokio::test]
    async fn a_failing_job_alone_in_its_batch_writes_nothing() {
        let w = writer();
        let failing = w.exec(|conn| {
            conn.execute("INSERT INTO t VALUES (1)", [])?;
            Err::<(), _>(JobError::Refused)
        });
        assert!(matches!(failing.await, Err(JobError::Refused)));
        assert_eq!(count(&w).await, 0);
        insert(&w, 2).await.unwrap();
        assert_eq!(count(&w).await, 1);
    }

    #[tokio::test]
    async fn a_panicking_job_fails_its_batch_and_the_writer_goes_on() {
        let w = writer();
        let release = hold(&w).await;
        let panicking = w.exec(|conn| -> Result<(), JobError> {
            conn.execute("INSERT INTO t VALUES (1)", [])?;
            panic!("a job that panics");
        });
        let (panicking, other, ()) =
            tokio::join!(panicking, insert(&w, 2), async { drop(release) });
        assert!(matches!(panicking, Err(JobError::Storage(_))));
        assert!(
            matches!(other, Err(JobError::Storage(_))),
            "the whole batch failed, its other job too"
        );
        // Nothing of the failed batch was committed, and later jobs still run.
        insert(&w, 3).await.unwrap();
        assert_eq!(count(&w).await, 1);
    }

    #[tokio::test]
    async fn a_job_that_reads_then_writes_waits_for_a_lock_held_a_moment() {
        // The WAL's write lock held for a moment by another connection, as a reader holds
        // it when it finds the WAL index's header being rewritten: a batch that read
        // first and then asked for the lock failed at once with "database is locked"
        // (SQLite does not wait to upgrade a read transaction). The batch takes the lock
        // before its jobs run, waiting for it as long as the busy timeout allows.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clash.db");
        let conn = crate::storage::open(&path).unwrap();
        conn.execute("CREATE TABLE t (x INTEGER)", []).unwrap();
        let w = Writer::start(Arc::new(Mutex::new(conn)));
        let other = crate::storage::open(&path).unwrap();
        other.execute_batch("BEGIN IMMEDIATE").unwrap();
        let release = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(300));
            other.execute_batch("COMMIT").unwrap();
        });
        let written = w
            .exec(|conn| -> Result<usize, JobError> {
                let before: i64 = conn.query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0))?;
                Ok(conn.execute("INSERT INTO t VALUES (?1)", [before])?)
            })
            .await;
        release.join().unwrap();
        assert_eq!(written.unwrap(), 1);
        assert_eq!(count(&w).await, 1);
    }
}
