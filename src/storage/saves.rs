//! A match's save after a change: its state, the log row of its action, a host's audit
//! row, its result, ratings and achievements once it has ended, and the posts it owes, in
//! one savepoint of the writer's next batch, so they commit together or not at all.

use super::writer::Writer;
use crate::model::{HostAction, MatchSnapshot, Post};
use crate::rules::Seat;
use rusqlite::Connection;

/// A match's save: its new state, the log row of the action, a host's audit row and the
/// posts the change owes.
pub struct Save {
    pub snapshot: MatchSnapshot,
    pub step: Option<(Seat, String)>,
    pub audit: Option<HostAction>,
    pub posts: Vec<Post>,
    pub now: i64,
}

impl Save {
    /// Commits the save through `writer`; returns once it is durable.
    pub async fn commit(self, writer: &Writer) -> anyhow::Result<()> {
        let unseen = self.unseen();
        let job =
            move |conn: &Connection| save(conn, &self).map_err(|e| e.context("saving a match"));
        if unseen {
            writer.exec_unseen(job).await
        } else {
            writer.exec(job).await
        }
    }

    /// Whether no web page shows this save: a move of a running match that is neither a
    /// Death Match (the home lists those) nor a tournament's. Its live table follows its
    /// revision, kept in the service's memory; the lists show it from its start to its
    /// end, which are other saves.
    fn unseen(&self) -> bool {
        let m = &self.snapshot;
        m.status == crate::model::MatchStatus::Active && m.dm.is_none() && m.tournament.is_none()
    }
}

/// A match's save after a change, in the caller's savepoint: its state, the log row of
/// its action, a host's audit row, its result and ratings once it has ended, and the
/// posts it owes.
pub fn save(conn: &Connection, save: &Save) -> anyhow::Result<()> {
    let id = save.snapshot.id;
    let step = save
        .step
        .as_ref()
        .map(|(seat, action)| (*seat, action.as_str()));
    super::matches::match_save(conn, &save.snapshot, step, save.now)?;
    if let Some(audit) = &save.audit {
        super::deathmatch::host_action_insert(conn, id, audit, save.now)?;
    }
    let ratings = super::records::match_record(conn, &save.snapshot, save.now)?;
    super::achievements::achievements_at_end(conn, &save.snapshot, ratings.as_ref(), save.now)?;
    if save.snapshot.status != crate::model::MatchStatus::Active && save.snapshot.dm.is_some() {
        // A scheduled Death Match that ended: its Discord event is owed its completion.
        super::schedules::schedule_match_ended(conn, id)?;
    }
    for post in &save.posts {
        super::outbox::outbox_insert(conn, Some(id), post, save.now)?;
    }
    Ok(())
}
