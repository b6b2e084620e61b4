//! Group commit: saves from many matches go to one writer task, which commits whatever has
//! queued up in one transaction (one fsync), each save in its own savepoint so that one
//! failing save fails only its own caller. A burst of moves then costs one fsync per batch
//! instead of one per move. A match that ends is recorded and rated in its save's
//! savepoint, so its result and both ratings commit together or not at all.

use super::deathmatch::HostAction;
use super::{records, store};
use super::{MatchSnapshot, ServiceError};
use crate::rules::Seat;
use rusqlite::Connection;
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};

/// The most saves committed together.
const MAX_BATCH: usize = 256;

struct Job {
    snapshot: MatchSnapshot,
    step: Option<(Seat, String)>,
    /// A Death Match host's action, audited with the save.
    audit: Option<HostAction>,
    now: i64,
    done: oneshot::Sender<Result<(), String>>,
}

#[derive(Clone)]
pub struct Writer {
    jobs: mpsc::UnboundedSender<Job>,
}

impl Writer {
    /// Starts the writer task (inside a tokio runtime). It ends when the last `Writer` is
    /// dropped.
    pub fn start(db: Arc<Mutex<Connection>>) -> Writer {
        let (jobs, mut queue) = mpsc::unbounded_channel::<Job>();
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
                // The blocking pool: the commit's fsync must not hold up async workers.
                let done = tokio::task::spawn_blocking(move || {
                    let results = commit(&db, &batch);
                    (batch, results)
                })
                .await;
                match done {
                    Ok((batch, results)) => {
                        for (job, result) in batch.into_iter().zip(results) {
                            let _ = job.done.send(result);
                        }
                    }
                    // The batch's senders are dropped with it: their callers see an error.
                    Err(e) => tracing::error!("the database writer failed: {e}"),
                }
            }
        });
        Writer { jobs }
    }

    /// Saves a match after a change, with the change's log row; returns once committed.
    pub async fn save(
        &self,
        snapshot: MatchSnapshot,
        step: Option<(Seat, String)>,
        now: i64,
    ) -> Result<(), ServiceError> {
        self.save_audited(snapshot, step, None, now).await
    }

    /// [`Writer::save`] with a host action's audit row in the same savepoint.
    pub async fn save_audited(
        &self,
        snapshot: MatchSnapshot,
        step: Option<(Seat, String)>,
        audit: Option<HostAction>,
        now: i64,
    ) -> Result<(), ServiceError> {
        let (done, wait) = oneshot::channel();
        let stopped = || ServiceError::Storage(anyhow::anyhow!("the database writer stopped"));
        self.jobs
            .send(Job {
                snapshot,
                step,
                audit,
                now,
                done,
            })
            .map_err(|_| stopped())?;
        wait.await
            .map_err(|_| stopped())?
            .map_err(|e| ServiceError::Storage(anyhow::anyhow!(e)))
    }
}

fn commit(db: &Mutex<Connection>, batch: &[Job]) -> Vec<Result<(), String>> {
    let mut conn = db.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let attempt = (|| -> rusqlite::Result<Vec<Result<(), String>>> {
        let mut tx = conn.transaction()?;
        let mut results = Vec::with_capacity(batch.len());
        for job in batch {
            let savepoint = tx.savepoint()?;
            let step = job
                .step
                .as_ref()
                .map(|(seat, action)| (*seat, action.as_str()));
            let saved = store::match_save(&savepoint, &job.snapshot, step, job.now)
                .and_then(|()| match &job.audit {
                    Some(audit) => {
                        store::host_action_insert(&savepoint, job.snapshot.id, audit, job.now)
                            .map_err(ServiceError::from)
                    }
                    None => Ok(()),
                })
                .and_then(|()| records::match_record(&savepoint, &job.snapshot, job.now).map(drop));
            match saved {
                Ok(()) => {
                    savepoint.commit()?;
                    results.push(Ok(()));
                }
                // Dropping the savepoint rolls this save back; the others stand.
                Err(e) => results.push(Err(format!("saving match {}: {e}", job.snapshot.id))),
            }
        }
        tx.commit()?;
        Ok(results)
    })();
    match attempt {
        Ok(results) => results,
        Err(e) => batch
            .iter()
            .map(|job| Err(format!("committing match {}: {e}", job.snapshot.id)))
            .collect(),
    }
}
