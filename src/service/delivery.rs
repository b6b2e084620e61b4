//! What the bot owes Discord after a committed change, kept in the database so that a
//! crash between the commit and the channel loses nothing.
//!
//! - **The table**: every save bumps the match's `revision`; the table message records the
//!   revision it shows. A table is owed while it is behind, and a redraw always draws the
//!   latest state, so redraws coalesce.
//! - **Posts**: the separate messages a change deserves (the toss, a round's result, the
//!   end), written by the change's own savepoint. What they say comes from the Discord
//!   layer through [`super::Outbound::herald`], a pure function of the committed change.
//!
//! The delivery itself (HTTP, retries, nonces) is the Discord layer's; this module gives it
//! what is owed and records what was delivered, every write through the one writer.

use super::live::Held;
use super::{part, Notice, ServiceError};
use crate::model::{MatchId, MatchSnapshot, MatchThread, Owed, ThreadLoss, UserId};
use crate::rules::BySeat;
use crate::storage::{
    challenges as db_challenges, matches as db_matches, outbox as db, tournaments as db_tournaments,
};
use rusqlite::Connection;
use std::collections::HashMap;

part!(
    /// What is owed to Discord: posts, and tables behind their match.
    Delivery
);

impl Delivery<'_> {
    /// Which of the bot's databases this is: what makes its posts' nonces its own.
    pub fn instance(self) -> crate::model::Instance {
        self.instance.clone()
    }

    /// The posts not yet delivered to `channel`, oldest first (at most `limit`).
    pub async fn pending(self, channel: u64, limit: usize) -> Result<Vec<Owed>, ServiceError> {
        self.read(move |conn| Ok(db::outbox_pending(conn, channel, limit)?))
            .await
    }

    /// The channels owed a post.
    pub async fn channels(self) -> Result<Vec<u64>, ServiceError> {
        self.read(|conn| Ok(db::outbox_channels(conn)?)).await
    }

    /// The channel of match `id`'s table.
    pub async fn channel_of(self, id: MatchId) -> Result<u64, ServiceError> {
        self.looking(id, |m| m.place.channel).await
    }

    /// Records that the first `sent` messages of post `id`, sent as several, went out (the
    /// first of them `first`), with the words of them all (`parts`, kept as first sent), so
    /// that a restart goes on from the next one in the same words.
    pub async fn parts_sent(
        self,
        id: i64,
        sent: u32,
        first: Option<u64>,
        parts: Vec<String>,
    ) -> Result<(), ServiceError> {
        self.write_unseen(move |conn| Ok(db::outbox_parts_sent(conn, id, sent, first, &parts)?))
            .await
    }

    /// Records a post delivered as `message_id`, or given up with `failure`.
    pub async fn done(
        self,
        id: i64,
        message_id: Option<u64>,
        attempts: u32,
        failure: Option<String>,
    ) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        // No page shows the posts.
        self.write_unseen(move |conn| {
            Ok(db::outbox_done(
                conn,
                id,
                message_id,
                attempts,
                failure.as_deref(),
                now,
            )?)
        })
        .await
    }

    /// The matches whose table message is behind.
    pub async fn tables_owed(self) -> Result<Vec<MatchId>, ServiceError> {
        self.read(|conn| Ok(db_matches::match_tables_owed(conn)?))
            .await
    }

    /// Records that the table message of match `id`, drawn in channel `drawn_in`, shows
    /// `revision`, and its message id when it was just posted. A table drawn where the match
    /// is no longer played (its thread opened, or was lost, meanwhile) is not recorded: the
    /// match's own place still owes its table. The match's lock is held across the write,
    /// so that such a move cannot fall between the write and the live copy (which would
    /// leave the live copy saying the new place's table is drawn).
    pub async fn table_drawn(
        self,
        id: MatchId,
        revision: u64,
        posted: Option<u64>,
        drawn_in: u64,
    ) -> Result<(), ServiceError> {
        let slot = self.live.slot(id);
        let mut held = match &slot {
            Some(slot) => Some(slot.lock().await),
            None => None,
        };
        let job = move |conn: &Connection| {
            let here = db_matches::match_table_drawn(conn, id, revision, drawn_in)?;
            let mut tournament = None;
            if let (true, Some(message)) = (here, posted) {
                db_matches::match_set_message(conn, id, message)?;
                // A tournament's standings link each match's table: now they can.
                tournament = db_tournaments::game_of_match(conn, id)?.map(|(t, _, _)| t);
                if let Some(t) = tournament {
                    db_tournaments::tournament_touch(conn, t)?;
                }
            }
            Ok((here, tournament))
        };
        // A new message may be a tournament's link (a page shows it); an edit is not seen.
        let (here, tournament) = match posted {
            Some(_) => self.write(job).await?,
            None => self.write_unseen(job).await?,
        };
        if let Some(t) = tournament {
            self.outbound.notify(Notice::Standings(t));
        }
        if let (true, Some(Held::Loaded(snapshot))) = (here, held.as_deref_mut()) {
            if snapshot.place.channel == drawn_in {
                snapshot.table_revision = snapshot.table_revision.max(revision);
                if let Some(message) = posted {
                    snapshot.message_id = Some(message);
                }
            }
        }
        Ok(())
    }

    /// What a match's thread is opened from and named after: the challenge message it was
    /// accepted from (if known), and its players' names as last seen.
    pub async fn thread_source(
        self,
        id: MatchId,
        players: BySeat<UserId>,
    ) -> Result<(Option<u64>, HashMap<UserId, String>), ServiceError> {
        self.read(move |conn| {
            Ok((
                db_challenges::challenge_message_of_match(conn, id)?,
                crate::storage::records::user_names(conn, [players.a, players.b])?,
            ))
        })
        .await
    }

    /// Match `id`'s thread was opened as `thread` by its post `post`: the match is played
    /// there from now on, and its posts still owed to its channel go there (all but its
    /// result line).
    pub async fn thread_opened(
        self,
        id: MatchId,
        post: i64,
        thread: u64,
    ) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        self.thread_change(id, move |conn, m| {
            let parent = m.place.channel;
            db_matches::match_thread_opened(conn, id, parent, thread)?;
            db::outbox_done(conn, post, Some(thread), 1, None, now)?;
            m.place.channel = thread;
            m.thread = MatchThread::Open { parent };
            Ok(())
        })
        .await
    }

    /// Match `id` is played in the channel it was started in from now on: its thread could
    /// not be opened (its post `post` is given up), or was lost, for `reason`.
    pub async fn thread_failed(
        self,
        id: MatchId,
        post: Option<i64>,
        reason: ThreadLoss,
    ) -> Result<(), ServiceError> {
        tracing::warn!("match {id} is played in its channel: its thread {reason:?}");
        let now = self.clock.now_ms();
        self.thread_change(id, move |conn, m| {
            let home = match m.thread {
                MatchThread::Open { parent } => parent,
                _ => m.place.channel,
            };
            db_matches::match_thread_failed(conn, id, home, reason)?;
            if let Some(post) = post {
                db::outbox_done(conn, post, None, 1, Some(reason.code()), now)?;
            }
            if m.place.channel != home {
                m.place.channel = home;
                m.message_id = None;
                m.table_revision = 0;
            }
            m.thread = MatchThread::Failed { reason };
            Ok(())
        })
        .await?;
        // Its table is posted again in the channel.
        self.outbound.notify(super::Notice::Owed {
            match_id: id,
            table: super::Redraw::Now,
        });
        Ok(())
    }

    /// Thread `thread` was deleted (Discord says so): a match played there goes on in the
    /// channel it was started in at once, instead of when its next post is refused (which,
    /// with nothing left to click and no clock, would be never). Returns how many moved.
    pub async fn thread_deleted(self, thread: u64) -> Result<usize, ServiceError> {
        let ids = self
            .read(move |conn| Ok(db_matches::matches_in_thread(conn, thread)?))
            .await?;
        for &id in &ids {
            self.thread_failed(id, None, ThreadLoss::Deleted).await?;
        }
        Ok(ids.len())
    }

    /// Match `id` was started in a thread, where no thread can be opened: it is played
    /// there, with no thread of its own.
    pub async fn thread_none(self, id: MatchId, post: i64) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        self.thread_change(id, move |conn, m| {
            db_matches::match_thread_none(conn, id)?;
            db::outbox_done(conn, post, None, 1, None, now)?;
            m.thread = MatchThread::No;
            Ok(())
        })
        .await
    }

    /// Why the latest match thread of a server could not be opened (or was lost), with
    /// its match and channel, unless one opened since.
    pub async fn thread_failure(
        self,
        guild: u64,
    ) -> Result<Option<(MatchId, u64, ThreadLoss)>, ServiceError> {
        self.read(move |conn| Ok(db_matches::guild_thread_failure(conn, guild)?))
            .await
    }

    /// Changes where match `id` is played: `change` writes it (in the writer) and applies
    /// it to the match as it is, under the match's lock when it is live, so that no move
    /// commits a post for the old place meanwhile.
    async fn thread_change(
        self,
        id: MatchId,
        change: impl FnOnce(&rusqlite::Connection, &mut MatchSnapshot) -> Result<(), ServiceError>
            + Send
            + 'static,
    ) -> Result<(), ServiceError> {
        let slot = self.live.slot(id);
        let mut held = match &slot {
            Some(slot) => Some(slot.lock().await),
            None => None,
        };
        let loaded = match held.as_deref() {
            Some(Held::Loaded(m)) => Some((**m).clone()),
            _ => None,
        };
        let changed = self
            .write(move |conn| {
                let mut m = match loaded {
                    Some(m) => m,
                    None => db_matches::match_get(conn, id)?.ok_or(ServiceError::NoSuchMatch)?,
                };
                change(conn, &mut m)?;
                Ok(m)
            })
            .await?;
        if let Some(Held::Loaded(m)) = held.as_deref_mut() {
            m.place = changed.place;
            m.thread = changed.thread;
            m.message_id = changed.message_id;
            m.table_revision = changed.table_revision;
        }
        Ok(())
    }
}
