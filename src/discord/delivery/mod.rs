//! What the bot owes channels, and how it gets there. What a change owes is decided in
//! the change's own transaction (`herald`: a match's posts and table; the tournaments'
//! public message, `standings`; the scheduled events' announcements and Discord Scheduled
//! Events, `schedules`; what the bot posts on its own, `announce`), and the outbox delivers
//! it (`outbox`: a lane per channel, each post landing once through Discord's faults and
//! restarts; match threads in `outbox/threads.rs`). Nothing is worded in the transaction:
//! tables, tosses and daily puzzles are drawn from the state at delivery, and the news of
//! matches, tournaments and scheduled events is stored as values ([`crate::model::Said`])
//! and worded at delivery; all in the server's language of that moment ([`Wording`]).

pub(super) mod announce;
pub(super) mod herald;
pub(super) mod outbox;
pub(super) mod schedules;
pub(super) mod standings;

use crate::service::Service;
use crate::words::Lang;

/// The language one post is worded in: its server's at the moment it is sent. Read the
/// first time a part of the post is worded and kept for the rest of it, so one post never
/// mixes two languages when the server's changes while it is sent (a post sent as several
/// messages and cut short goes on in the words of its first, kept with it), and the
/// settings are read once per post however many parts it has (a thread's name, its
/// starter post, the challenge post corrected). One per post, made by the step that delivers it; the
/// delivery's only read of a server's language.
pub(crate) struct Wording<'a> {
    service: &'a Service,
    lang: tokio::sync::OnceCell<Lang>,
}

impl<'a> Wording<'a> {
    pub(crate) fn new(service: &'a Service) -> Wording<'a> {
        Wording {
            service,
            lang: tokio::sync::OnceCell::new(),
        }
    }

    /// The language of the post, to server `guild` (the post's, the same at every call).
    pub(crate) async fn lang(&self, guild: u64) -> Lang {
        *self
            .lang
            .get_or_init(|| crate::discord::lang::server_of(self.service, guild))
            .await
    }
}
