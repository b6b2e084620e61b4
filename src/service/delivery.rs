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

use super::live;
use super::{part, ServiceError};
use crate::model::{MatchId, Owed};
use crate::storage::{matches as db_matches, outbox as db};

part!(
    /// What is owed to Discord: posts, and tables behind their match.
    Delivery
);

impl Delivery<'_> {
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

    /// Records a post delivered as `message_id`, or given up with `failure`.
    pub async fn done(
        self,
        id: i64,
        message_id: Option<u64>,
        attempts: u32,
        failure: Option<String>,
    ) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        self.write(move |conn| {
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

    /// Records that the table message of match `id` shows `revision`, and its message id
    /// when it was just posted.
    pub async fn table_drawn(
        self,
        id: MatchId,
        revision: u64,
        posted: Option<u64>,
    ) -> Result<(), ServiceError> {
        self.write(move |conn| {
            if let Some(message) = posted {
                db_matches::match_set_message(conn, id, message)?;
            }
            Ok(db_matches::match_table_drawn(conn, id, revision)?)
        })
        .await?;
        let slot = self.live.slot(id);
        if let Some(slot) = slot {
            let Some(mut snapshot) = live::if_loaded(&slot).await else {
                return Ok(());
            };
            snapshot.table_revision = snapshot.table_revision.max(revision);
            if let Some(message) = posted {
                snapshot.message_id = Some(message);
            }
        }
        Ok(())
    }
}
