//! Delivering what the bot owes the channels ([`crate::service::outbox`]): the posts a
//! change owes, written in its own transaction, and the table messages that are behind.
//!
//! - [`herald`] says what a change owes: a pure function of the committed change, called by
//!   the service before the commit.
//! - [`Delivery`] sends it: posts in order per channel, each with a nonce made from its id
//!   and `enforce_nonce`, so a post sent just before a crash is not doubled when it is
//!   sent again; tables redrawn from the latest committed state, so edits coalesce.
//!   Server errors and dropped connections are retried with backoff (429s are retried by
//!   serenity's rate limiter, honouring `retry_after`); a request Discord refuses for good
//!   (no access, unknown channel) is given up and logged, not retried for ever.
//! - On start-up, every post still owed is delivered and every table that is behind its
//!   match is redrawn.

use super::games::{self, mention, Screen};
use super::{create_message, edit_message, leaderboard};
use crate::rules::{EndReason, Outcome};
use crate::service::{
    ChosenBy, Happened, MatchId, MatchInfo, Notice, Outbound, Owed, Post, PostKind, Service, What,
};
use poise::serenity_prelude as serenity;
use serenity::all::{ChannelId, Http, HttpError, MessageId, Nonce};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, Notify};

/// The posts a change owes its channel (and a Death Match's results channel).
pub fn herald(happened: Happened<'_>) -> Vec<Post> {
    let public = happened.public;
    let info = &public.info;
    let channel = info.place.channel;
    let mut lines: Vec<String> = Vec::new();
    match happened.what {
        What::Move { events, .. } => {
            // A move the table shows by itself (Clash's reveals) posts nothing, unless it
            // ended the match.
            if games::notable(events) || info.is_over() {
                lines = games::events(info, events);
            }
        }
        What::Clock(strike) => {
            lines.push(format!(
                "⏰ {} ran out of time (missed turn {}/{}); {}.",
                mention(info.players[strike.seat]),
                strike.strikes,
                info.settings.max_strikes,
                if strike.skipped {
                    "their turn is skipped"
                } else {
                    "the bot played for them"
                }
            ));
            lines.extend(games::events(info, &strike.events));
            // A forfeit is the table's doing; a win by the default move is announced by
            // the rules' own event above.
            if let Some(
                outcome @ Outcome::Win {
                    reason: EndReason::Forfeit,
                    ..
                },
            ) = info.outcome
            {
                lines.push(games::outcome_line(info, outcome));
            }
        }
        What::Resigned(_) => {}
        What::Chose {
            by: ChosenBy::Player,
        } => {}
        What::Chose { by: ChosenBy::Bot } => lines.push(format!(
            "🤖 {} won the toss and chose: **{}**.",
            info.bot
                .map(|bot| mention(info.players[bot.seat]))
                .unwrap_or_default(),
            crate::service::games::choice_labels(info.game).0
        )),
        What::Chose {
            by: ChosenBy::Clock,
        } => lines.push(
            if info.dm.is_some() {
                "⏰ The DMO did not pick in time and goes first."
            } else {
                "⏰ The toss winner did not choose in time and goes first."
            }
            .to_string(),
        ),
        What::ReserveStarted(seat) => {
            let left = info
                .deadline
                .map(|d| format!(": it runs out <t:{}:R>", d / 1000))
                .unwrap_or_default();
            lines.push(format!(
                "⏳ {}'s turn clock ran out; their reserve is running{left}.",
                mention(info.players[*seat])
            ));
        }
    }
    let over = info.is_over();
    // The result line when nothing said how the match ended (a resignation), or when the
    // match's result is not the game's own (a drawn Death Match goes to the DMO): a game's
    // own end event already names the winner.
    if let Some(outcome) = info.outcome.filter(|_| over) {
        if lines.is_empty() || info.table_outcome != Some(outcome) {
            let line = games::outcome_line(info, outcome);
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
    }
    if lines.is_empty() {
        return Vec::new();
    }
    let text = format!("**Match #{}** · {}", info.id, lines.join("\n"));
    let mut posts = vec![Post {
        channel,
        kind: PostKind::Text,
        content: text.clone(),
        ratings: over,
    }];
    if over {
        if let Some(outcome) = info.outcome {
            let result = format!(
                "**Match #{}** · {}",
                info.id,
                games::outcome_line(info, outcome)
            );
            posts.extend(super::deathmatch::result_post(info, &result));
        }
    }
    posts
}

/// What the delivery has been asked to do.
#[derive(Default)]
struct Queue {
    /// Matches whose table may be behind.
    tables: HashSet<MatchId>,
}

/// The service's way out: notices go to the delivery (owed posts and tables) or to the
/// announcer (expired challenges), and [`herald`] says what a change owes.
pub struct ChannelOutbound {
    queue: Arc<Mutex<Queue>>,
    wake: Arc<Notify>,
    notices: mpsc::UnboundedSender<Notice>,
}

impl Outbound for ChannelOutbound {
    fn notify(&self, notice: Notice) {
        match notice {
            Notice::Owed { match_id, table } => {
                if table {
                    let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
                    queue.tables.insert(match_id);
                }
                self.wake.notify_one();
            }
            other => {
                let _ = self.notices.send(other);
            }
        }
    }

    fn herald(&self, happened: Happened<'_>) -> Vec<Post> {
        herald(happened)
    }
}

/// The delivery task's side of [`ChannelOutbound`].
pub struct Delivery {
    queue: Arc<Mutex<Queue>>,
    wake: Arc<Notify>,
}

impl ChannelOutbound {
    /// The outbound for the service, the delivery that serves it, and the receiver of the
    /// other notices.
    pub fn new() -> (ChannelOutbound, Delivery, mpsc::UnboundedReceiver<Notice>) {
        let queue = Arc::new(Mutex::new(Queue::default()));
        let wake = Arc::new(Notify::new());
        let (notices, rx) = mpsc::unbounded_channel();
        (
            ChannelOutbound {
                queue: queue.clone(),
                wake: wake.clone(),
                notices,
            },
            Delivery { queue, wake },
            rx,
        )
    }
}

/// How a request to Discord went wrong.
enum Failure {
    /// Try again later: a server error, a dropped connection, a rate limit.
    Retry(String),
    /// Discord refused for good (no access, unknown channel, a bad request).
    GiveUp(String),
    /// The message to edit is gone (someone deleted the table).
    UnknownMessage,
}

impl Failure {
    fn reason(self) -> String {
        match self {
            Failure::Retry(why) | Failure::GiveUp(why) => why,
            Failure::UnknownMessage => "404 Unknown Message".to_string(),
        }
    }
}

fn classify(error: &serenity::Error) -> Failure {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            if status == 404 && response.error.code == 10008 {
                Failure::UnknownMessage
            } else if status == 429 || status >= 500 {
                Failure::Retry(format!("{status} {}", response.error.message))
            } else {
                Failure::GiveUp(format!("{status} {}", response.error.message))
            }
        }
        serenity::Error::Http(HttpError::Request(e)) => Failure::Retry(e.to_string()),
        other => Failure::Retry(other.to_string()),
    }
}

/// The first wait after a failure, doubled each time up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(250);
const MAX_BACKOFF: Duration = Duration::from_secs(30);
/// Posts read from the database per round.
const BATCH: usize = 100;

impl Delivery {
    /// Runs until the service shuts down: everything owed at the start, then whatever
    /// each change owes.
    pub async fn run(self, http: Arc<Http>, service: Service) {
        match service.tables_owed().await {
            Ok(ids) => {
                let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
                queue.tables.extend(ids);
            }
            Err(e) => tracing::error!("reading the tables owed: {e}"),
        }
        let mut worker = Worker {
            http,
            service,
            attempts: HashMap::new(),
            backoff: FIRST_BACKOFF,
        };
        loop {
            let retry = worker.round(&self.queue).await;
            if retry {
                tokio::select! {
                    () = tokio::time::sleep(worker.backoff) => {}
                    () = self.wake.notified() => {}
                }
                worker.backoff = (worker.backoff * 2).min(MAX_BACKOFF);
            } else {
                worker.backoff = FIRST_BACKOFF;
                self.wake.notified().await;
            }
        }
    }
}

struct Worker {
    http: Arc<Http>,
    service: Service,
    /// Failed attempts per post.
    attempts: HashMap<i64, u32>,
    backoff: Duration,
}

impl Worker {
    /// Delivers what is owed now; `true` if something failed and must be tried again.
    async fn round(&mut self, queue: &Mutex<Queue>) -> bool {
        let mut retry = false;
        // Posts first, in order per channel: a channel whose post failed keeps the rest
        // of its posts for the next round. The outbox is read every round, even after a
        // change that wrote no post: skipping the read made a click's answer 5–10% slower,
        // as the table's drawing then started at once and took the CPU from the answer
        // (a 1 ms wait in place of the read measured the same as the read).
        let pending = match self.service.outbox_pending(BATCH).await {
            Ok(pending) => pending,
            Err(e) => {
                tracing::error!("reading the outbox: {e}");
                return true;
            }
        };
        let full = pending.len() == BATCH;
        let mut blocked = HashSet::new();
        for owed in pending {
            if blocked.contains(&owed.channel) {
                continue;
            }
            if !self.post(owed.clone()).await {
                blocked.insert(owed.channel);
                retry = true;
            }
        }
        let tables = std::mem::take(&mut queue.lock().unwrap_or_else(|e| e.into_inner()).tables);
        let mut again = Vec::new();
        for id in tables {
            if !self.table(id).await {
                again.push(id);
            }
        }
        if !again.is_empty() {
            retry = true;
            queue
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .tables
                .extend(again);
        }
        // More posts than one round reads: go on at once.
        retry || full
    }

    /// Delivers one post; `false` if it must be tried again.
    async fn post(&mut self, owed: Owed) -> bool {
        let screen = match self.draw_post(&owed).await {
            Ok(Some(screen)) => screen,
            // Nothing to send any more (a choice already made).
            Ok(None) => return self.done(&owed, None, None).await,
            Err(e) => {
                tracing::error!("drawing post {}: {e}", owed.id);
                return false;
            }
        };
        let message = create_message(screen)
            .nonce(Nonce::String(format!("cb-p{}", owed.id)))
            .enforce_nonce(true);
        match ChannelId::new(owed.channel)
            .send_message(&self.http, message)
            .await
        {
            Ok(sent) => self.done(&owed, Some(sent.id.get()), None).await,
            Err(e) => {
                let attempts = self.attempts.entry(owed.id).or_default();
                *attempts += 1;
                match classify(&e) {
                    Failure::Retry(why) => {
                        tracing::warn!(
                            "post {} to channel {} failed ({why}); trying again",
                            owed.id,
                            owed.channel
                        );
                        false
                    }
                    refused => {
                        let why = refused.reason();
                        tracing::error!(
                            "post {} to channel {} refused ({why}); giving it up",
                            owed.id,
                            owed.channel
                        );
                        self.done(&owed, None, Some(why)).await
                    }
                }
            }
        }
    }

    async fn done(&mut self, owed: &Owed, message: Option<u64>, failure: Option<String>) -> bool {
        let attempts = self.attempts.remove(&owed.id).unwrap_or(0) + 1;
        match self
            .service
            .outbox_done(owed.id, message, attempts, failure)
            .await
        {
            Ok(()) => true,
            Err(e) => {
                tracing::error!("recording post {} delivered: {e}", owed.id);
                false
            }
        }
    }

    /// A post as it is sent now; `None` when there is nothing to send any more.
    async fn draw_post(&self, owed: &Owed) -> Result<Option<Screen>, crate::service::ServiceError> {
        match owed.kind {
            PostKind::Text => {
                let mut text = owed.content.clone();
                if owed.ratings {
                    if let Some(id) = owed.match_id {
                        let info = self.service.public(id).await?.info;
                        text += &leaderboard::rating_lines(&self.service, &info).await;
                    }
                }
                Ok(Some(Screen::text(text)))
            }
            PostKind::Choice => {
                let Some(id) = owed.match_id else {
                    return Ok(None);
                };
                let info = self.service.public(id).await?.info;
                Ok((info.choosing() && !info.is_over())
                    .then(|| super::commands::choice_message(&info)))
            }
        }
    }

    /// Draws one match's table if it is behind; `false` if it must be tried again.
    async fn table(&mut self, id: MatchId) -> bool {
        let public = match self.service.public(id).await {
            Ok(public) => public,
            Err(e) => {
                tracing::error!("reading match {id} for its table: {e}");
                return !matches!(e, crate::service::ServiceError::Storage(_));
            }
        };
        let info = &public.info;
        if info.table_revision >= info.revision {
            return true;
        }
        let Some(table) = &public.table else {
            // Nothing to draw before the game starts.
            return self.drawn(id, info, None).await;
        };
        let screen = games::table(info, table);
        let channel = ChannelId::new(info.place.channel);
        let sent = match info.message_id {
            Some(message) => {
                match channel
                    .edit_message(
                        &self.http,
                        MessageId::new(message),
                        edit_message(screen.clone()),
                    )
                    .await
                {
                    Ok(_) => Ok(None),
                    // The table was deleted: post it again.
                    Err(e) if matches!(classify(&e), Failure::UnknownMessage) => {
                        self.create_table(channel, info, screen).await.map(Some)
                    }
                    Err(e) => Err(e),
                }
            }
            None => self.create_table(channel, info, screen).await.map(Some),
        };
        match sent {
            Ok(posted) => self.drawn(id, info, posted).await,
            Err(e) => match classify(&e) {
                Failure::Retry(why) => {
                    tracing::warn!("the table of match {id} failed ({why}); trying again");
                    false
                }
                refused => {
                    let why = refused.reason();
                    tracing::error!("the table of match {id} was refused ({why}); giving it up");
                    self.drawn(id, info, None).await
                }
            },
        }
    }

    async fn create_table(
        &self,
        channel: ChannelId,
        info: &MatchInfo,
        screen: Screen,
    ) -> Result<u64, serenity::Error> {
        // Discord keeps nonces a few minutes: enough for a post sent just before a crash.
        // The revision is in it, so a table posted again after a deletion is new.
        let message = create_message(screen)
            .nonce(Nonce::String(format!("cb-t{}-{}", info.id, info.revision)))
            .enforce_nonce(true);
        Ok(channel.send_message(&self.http, message).await?.id.get())
    }

    async fn drawn(&mut self, id: MatchId, info: &MatchInfo, posted: Option<u64>) -> bool {
        match self.service.table_drawn(id, info.revision, posted).await {
            Ok(()) => true,
            Err(e) => {
                tracing::error!("recording the table of match {id}: {e}");
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::clash::Clash;
    use crate::rules::{Game, Seat, Table};
    use crate::service::{AnyEvents, AnyPublic, PublicMatch};

    fn public_of(table: &Table<Clash>) -> PublicMatch {
        PublicMatch {
            info: super::super::games::tests::info_of(table, 1),
            table: Some(AnyPublic::Clash(table.game().public_view())),
        }
    }

    #[test]
    fn a_move_the_table_shows_owes_no_post() {
        let mut table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        let seat = table.to_move().unwrap();
        let mv = table.game().default_move();
        let events = table.play(seat, mv).unwrap();
        let posts = herald(Happened {
            public: &public_of(&table),
            what: &What::Move {
                seat,
                events: AnyEvents::Clash(events),
            },
        });
        assert!(posts.is_empty(), "{posts:?}");
    }

    #[test]
    fn a_resignation_owes_one_result_post_with_ratings() {
        let mut table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        table.resign(Seat::B).unwrap();
        let public = public_of(&table);
        let posts = herald(Happened {
            public: &public,
            what: &What::Resigned(Seat::B),
        });
        assert_eq!(posts.len(), 1, "{posts:?}");
        let post = &posts[0];
        assert_eq!(post.channel, public.info.place.channel);
        assert!(post.ratings);
        assert_eq!(
            post.content,
            format!(
                "**Match #{}** · {}",
                public.info.id,
                games::outcome_line(&public.info, public.info.outcome.unwrap())
            )
        );
    }
}
