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

use super::games::{AnyEvents, ClockStrike};
use super::store::{self, OutboxRow};
use super::{MatchId, PublicMatch, Service, ServiceError};
use crate::rules::Seat;

/// How a post is drawn when it is delivered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostKind {
    /// The content as it is (plus the match's rating changes when `ratings`).
    Text,
    /// The toss, or a Death Match's start, with the buttons for choosing who goes first:
    /// drawn from the match as it is at delivery, and not sent once the choice is made.
    Choice,
}

impl PostKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PostKind::Text => "post",
            PostKind::Choice => "choice",
        }
    }

    pub fn parse(text: &str) -> Option<PostKind> {
        match text {
            "post" => Some(PostKind::Text),
            "choice" => Some(PostKind::Choice),
            _ => None,
        }
    }
}

/// A post owed to a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    pub channel: u64,
    pub kind: PostKind,
    pub content: String,
    /// Add the match's rating changes at delivery (they are computed by the commit).
    pub ratings: bool,
}

impl Post {
    pub fn text(channel: u64, content: impl Into<String>) -> Post {
        Post {
            channel,
            kind: PostKind::Text,
            content: content.into(),
            ratings: false,
        }
    }
}

/// A change about to be committed, for [`super::Outbound::herald`] to say what it owes.
#[derive(Clone, Copy, Debug)]
pub struct Happened<'a> {
    /// The match after the change.
    pub public: &'a PublicMatch,
    pub what: &'a What,
}

#[derive(Clone, Debug)]
pub enum What {
    /// A player's move, with its (public) events.
    Move {
        seat: Seat,
        events: AnyEvents,
    },
    /// A run-out clock struck (and maybe forfeited) the seat to move.
    Clock(ClockStrike),
    Resigned(Seat),
    /// The first player was chosen: by a player, the bot or the clock.
    Chose {
        by: ChosenBy,
    },
    /// A Death Match turn's clock ran out and the seat's reserve started.
    ReserveStarted(Seat),
    /// A Death Match's host ended it: voided, or awarded to a player.
    Ruled,
}

/// Who chose the first player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChosenBy {
    /// The toss winner (or a Death Match's DMO), with a button.
    Player,
    /// The bot, as the toss winner of a match against it: it goes first
    /// ([`super::bot::BOT_GOES_FIRST`]).
    Bot,
    /// The clock ran out before anyone chose: the chooser goes first.
    Clock,
}

/// An owed post, as the delivery reads it.
pub type Owed = OutboxRow;

impl Service {
    /// The posts not yet delivered to `channel`, oldest first (at most `limit`).
    pub async fn outbox_pending(
        &self,
        channel: u64,
        limit: usize,
    ) -> Result<Vec<Owed>, ServiceError> {
        self.read(move |conn| Ok(store::outbox_pending(conn, channel, limit)?))
            .await
    }

    /// The channels owed a post.
    pub async fn outbox_channels(&self) -> Result<Vec<u64>, ServiceError> {
        self.read(|conn| Ok(store::outbox_channels(conn)?)).await
    }

    /// The channel of match `id`'s table.
    pub async fn channel_of(&self, id: MatchId) -> Result<u64, ServiceError> {
        self.looking(id, |m| m.place.channel).await
    }

    /// Records a post delivered as `message_id`, or given up with `failure`.
    pub async fn outbox_done(
        &self,
        id: i64,
        message_id: Option<u64>,
        attempts: u32,
        failure: Option<String>,
    ) -> Result<(), ServiceError> {
        let now = self.inner.clock.now_ms();
        self.inner
            .writer
            .exec(move |conn| {
                Ok(store::outbox_done(
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
    pub async fn tables_owed(&self) -> Result<Vec<MatchId>, ServiceError> {
        self.read(|conn| Ok(store::match_tables_owed(conn)?)).await
    }

    /// Records that the table message of match `id` shows `revision`, and its message id
    /// when it was just posted.
    pub async fn table_drawn(
        &self,
        id: MatchId,
        revision: u64,
        posted: Option<u64>,
    ) -> Result<(), ServiceError> {
        self.inner
            .writer
            .exec(move |conn| {
                if let Some(message) = posted {
                    store::match_set_message(conn, id, message)?;
                }
                Ok(store::match_table_drawn(conn, id, revision)?)
            })
            .await?;
        let slot = self.live().get(&id).cloned();
        if let Some(slot) = slot {
            let Some(mut snapshot) = super::live::if_loaded(&slot).await else {
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
