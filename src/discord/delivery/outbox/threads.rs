//! A match's thread, delivered by the outbox like its posts: opened before the match's
//! first post (from its challenge message, or from a starter post), archived after its last
//! table, and given up when Discord will not have it (the match then goes on in its
//! channel, the post that announced its thread says so, and `/settings` says why).
//!
//! Every step is safe to repeat after a lost answer or a crash: the starter post has a
//! nonce, a second thread on the same message is refused with "already created" (whose id is
//! the message's), and archiving twice changes nothing.

use super::{message_id, Step, Worker};
use crate::discord::delivery::{announce, Wording};
use crate::discord::rest::{code, Call, Failure};
use crate::discord::views::message_json;
use crate::discord::views::threads::{thread_name, thread_starter};
use crate::model::{MatchId, MatchInfo, MatchThread, Owed, ThreadLoss};
use crate::service::ServiceError;
use serde_json::{json, Value};

/// Minutes without a message before Discord hides a thread from the channel list (a day:
/// a match's thread stays in view while it is played, even with day-long turns).
const ARCHIVE_AFTER_MINUTES: u32 = 1440;

/// The post a match's thread was to be opened from when it has no challenge message.
enum Starter {
    /// Posted, as this message.
    Posted(u64),
    /// None was posted (the match has a challenge message, or the post was refused).
    None,
    /// Not known: an earlier try posted it, or not.
    Unknown,
}

fn transient(what: &str) -> impl Fn(ServiceError) -> Failure + '_ {
    move |e| Failure::Transient(format!("{what}: {e}"))
}

impl Worker {
    /// The match of an outbox step, as it is now: `None` when it is gone.
    async fn match_of(&self, owed: &Owed) -> Result<Option<MatchInfo>, Failure> {
        let Some(id) = owed.match_id else {
            return Ok(None);
        };
        match self.service.matches().public(id).await {
            Ok(public) => Ok(Some(public.info)),
            Err(ServiceError::Storage(e)) => Err(Failure::Transient(format!(
                "reading match {id} for its thread: {e:#}"
            ))),
            Err(_) => Ok(None),
        }
    }

    /// Opens the thread of the match of `owed`, in `owed.channel`.
    pub(super) async fn open_thread(
        &self,
        owed: &Owed,
        wording: &Wording<'_>,
    ) -> Result<Step, Failure> {
        let Some(info) = self.match_of(owed).await? else {
            return self.done(owed, None, None).await.map(|()| Step::Next);
        };
        if let MatchThread::Failed { reason } = &info.thread {
            // Refused by an earlier try that stopped before it said so where the match
            // was announced.
            self.say_where(owed, &info, Starter::Unknown, wording)
                .await?;
            let reason = Some(reason.code().to_string());
            return self.done(owed, None, reason).await.map(|()| Step::Next);
        }
        if info.thread != MatchThread::Wanted {
            return self.done(owed, None, None).await.map(|()| Step::Next);
        }
        let (challenge, names) = self
            .service
            .delivery()
            .thread_source(info.id, info.players)
            .await
            .map_err(transient("reading the thread's source"))?;
        let lang = wording.lang(info.place.guild).await;
        let body = json!({
            "name": thread_name(lang, &info, &names),
            "auto_archive_duration": ARCHIVE_AFTER_MINUTES,
        });
        self.start_thread(owed, &info, challenge, &body, wording)
            .await
    }

    /// Starts the match's thread (as `body` describes it) from its challenge message
    /// `from`, or from a starter post when it has none or it was deleted; records where
    /// the match is played, or gives the thread up when Discord refuses it.
    async fn start_thread(
        &self,
        owed: &Owed,
        info: &MatchInfo,
        mut from: Option<u64>,
        body: &Value,
        wording: &Wording<'_>,
    ) -> Result<Step, Failure> {
        let id = info.id;
        loop {
            let message = match from {
                Some(message) => message,
                None => match self.starter(owed, info, wording).await {
                    Ok(message) => message,
                    Err(failure) if failure.retryable() => return Err(failure),
                    Err(refused) => {
                        return self
                            .no_thread(id, owed, &refused, Starter::None, wording)
                            .await
                    }
                },
            };
            let call = Call::start_thread(owed.channel, message, body.clone());
            let thread = match self.rest.send(&call).await {
                Ok(thread) => message_id(&thread).unwrap_or(message),
                // Made by an earlier try whose answer was lost (or by a member, on the
                // challenge): a thread from a message has the message's id.
                Err(Failure::Refused {
                    code: code::THREAD_EXISTS,
                    ..
                }) => message,
                // The challenge message was deleted: a starter post instead.
                Err(Failure::UnknownMessage) if from.is_some() => {
                    from = None;
                    continue;
                }
                // Started in a thread already: played there.
                Err(Failure::Refused {
                    code: code::WRONG_CHANNEL_TYPE,
                    ..
                }) => return self.thread_not_needed(id, owed).await,
                Err(failure) if failure.retryable() => return Err(failure),
                Err(refused) => {
                    let starter = match from {
                        Some(_) => Starter::None,
                        None => Starter::Posted(message),
                    };
                    return self.no_thread(id, owed, &refused, starter, wording).await;
                }
            };
            return self.thread_opened(id, owed, thread).await;
        }
    }

    /// Records that match `id` is played in thread `thread`.
    async fn thread_opened(&self, id: MatchId, owed: &Owed, thread: u64) -> Result<Step, Failure> {
        self.service
            .delivery()
            .thread_opened(id, owed.id, thread)
            .await
            .map_err(transient("recording the match's thread"))?;
        tracing::info!("match {id} is played in thread {thread}");
        Ok(Step::Moved)
    }

    /// Records that match `id` is played where it was announced, a thread already.
    async fn thread_not_needed(&self, id: MatchId, owed: &Owed) -> Result<Step, Failure> {
        self.service
            .delivery()
            .thread_none(id, owed.id)
            .await
            .map_err(transient("recording the match's place"))?;
        Ok(Step::Moved)
    }

    /// Posts the message a thread is opened from, when the match has no challenge
    /// message. Its nonce is its outbox step's, so a retry does not post it twice.
    async fn starter(
        &self,
        owed: &Owed,
        info: &MatchInfo,
        wording: &Wording<'_>,
    ) -> Result<u64, Failure> {
        let lang = wording.lang(info.place.guild).await;
        let screen = thread_starter(lang, info);
        let mut body = message_json(&screen);
        self.nonces.post(owed.id).mark(&mut body);
        let sent = self
            .rest
            .send(&Call::create_message(owed.channel, body, None))
            .await?;
        message_id(&sent).ok_or_else(|| Failure::Transient("a post answered without its id".into()))
    }

    /// The thread cannot be opened: the match is played in its channel. The post that
    /// announced the thread (the accepted challenge, or the starter post `starter`) is
    /// drawn again to say so. The failure is recorded first, with this step still owed:
    /// the post is drawn from the match as it is then, and a crash before it is sent leaves
    /// the step to send it again ([`Worker::open_thread`]).
    async fn no_thread(
        &self,
        id: MatchId,
        owed: &Owed,
        refused: &Failure,
        starter: Starter,
        wording: &Wording<'_>,
    ) -> Result<Step, Failure> {
        let reason = match refused {
            Failure::Refused {
                code: code::MISSING_PERMISSIONS | code::MISSING_ACCESS,
                ..
            } => ThreadLoss::NoPermission,
            _ => ThreadLoss::NotOpened,
        };
        // The stored reason is a code; Discord's own words go to the logs.
        tracing::warn!(
            "the thread of match {id} in <#{}> could not be opened: {refused}",
            owed.channel
        );
        self.service
            .delivery()
            .thread_failed(id, None, reason)
            .await
            .map_err(transient("recording the match's place"))?;
        if let Some(info) = self.match_of(owed).await? {
            self.say_where(owed, &info, starter, wording).await?;
        }
        let failure = format!("{}: {refused}", reason.code());
        self.done(owed, None, Some(failure)).await?;
        Ok(Step::Moved)
    }

    /// Says where a match whose thread was refused is played, on the post that announced
    /// its thread: its accepted challenge, or its starter post. A refusal is logged: the
    /// match goes on either way.
    async fn say_where(
        &self,
        owed: &Owed,
        info: &MatchInfo,
        starter: Starter,
        wording: &Wording<'_>,
    ) -> Result<(), Failure> {
        announce::accepted_again(&self.rest, &self.service, info.id, wording).await?;
        let starter = match starter {
            Starter::Posted(message) => message,
            Starter::None => return Ok(()),
            // Posted again under its nonce: that gives back the same message (or, long
            // after, a new one that already says where the match is).
            Starter::Unknown => {
                let (challenge, _) = self
                    .service
                    .delivery()
                    .thread_source(info.id, info.players)
                    .await
                    .map_err(transient("reading the thread's source"))?;
                if challenge.is_some() {
                    return Ok(());
                }
                match self.starter(owed, info, wording).await {
                    Ok(message) => message,
                    Err(failure) if failure.retryable() => return Err(failure),
                    Err(_) => return Ok(()),
                }
            }
        };
        let lang = wording.lang(info.place.guild).await;
        let screen = thread_starter(lang, info);
        let call = Call::edit_message(owed.channel, starter, message_json(&screen), None);
        match self.rest.send(&call).await {
            Ok(_) => Ok(()),
            Err(failure) if failure.retryable() => Err(failure),
            Err(refused) => {
                tracing::warn!("saying where match {} is played: {refused}", info.id);
                Ok(())
            }
        }
    }

    /// Draws the last table of the match of `owed` in its thread, then archives the
    /// thread (not locked: people may still talk there).
    pub(super) async fn archive(&self, owed: &Owed) -> Result<Step, Failure> {
        let Some(info) = self.match_of(owed).await? else {
            return self.done(owed, None, None).await.map(|()| Step::Next);
        };
        if info.in_thread() == Some(owed.channel) {
            self.table(info.id).await?;
        }
        // Drawing the table may have found the thread lost.
        let Some(info) = self.match_of(owed).await? else {
            return self.done(owed, None, None).await.map(|()| Step::Next);
        };
        if info.in_thread() != Some(owed.channel) {
            return self.done(owed, None, None).await.map(|()| Step::Next);
        }
        let call = Call::edit_channel(owed.channel, json!({ "archived": true }));
        match self.rest.send(&call).await {
            Ok(_) => self.done(owed, None, None).await.map(|()| Step::Next),
            Err(failure) if failure.retryable() => Err(failure),
            // Deleted, or archived by a moderator already: nothing left to do.
            Err(refused) => {
                tracing::warn!(
                    "archiving the thread of match {} refused ({refused}); leaving it",
                    info.id
                );
                self.done(owed, None, Some(refused.to_string()))
                    .await
                    .map(|()| Step::Next)
            }
        }
    }

    /// After `refused` in `channel`: when it is the thread of match `id` and the thread is
    /// gone (deleted, no access) or archived and locked, the match is moved back to its
    /// channel (`true`: what it owed is owed there now). An archived thread that is not
    /// locked is opened again, and the request is to be tried again.
    pub(super) async fn lost(
        &self,
        id: Option<MatchId>,
        channel: u64,
        refused: &Failure,
    ) -> Result<bool, Failure> {
        let Failure::Refused { code, .. } = refused else {
            return Ok(false);
        };
        let gone = [
            code::UNKNOWN_CHANNEL,
            code::MISSING_ACCESS,
            code::MISSING_PERMISSIONS,
            code::THREAD_ARCHIVED,
        ];
        let Some(id) = id.filter(|_| gone.contains(code)) else {
            return Ok(false);
        };
        let info = match self.service.matches().public(id).await {
            Ok(public) => public.info,
            Err(ServiceError::Storage(e)) => {
                return Err(Failure::Transient(format!("reading match {id}: {e:#}")))
            }
            Err(_) => return Ok(false),
        };
        if info.in_thread() != Some(channel) {
            return Ok(false);
        }
        if *code == code::THREAD_ARCHIVED {
            let call = Call::edit_channel(channel, json!({ "archived": false }));
            match self.rest.send(&call).await {
                Ok(_) => {
                    return Err(Failure::Transient(format!(
                        "the thread of match {id} was archived; it is open again"
                    )))
                }
                Err(failure) if failure.retryable() => return Err(failure),
                // Locked by a moderator: the match leaves it.
                Err(_) => {}
            }
        }
        let reason = match *code {
            code::UNKNOWN_CHANNEL => ThreadLoss::Deleted,
            code::THREAD_ARCHIVED => ThreadLoss::Locked,
            _ => ThreadLoss::Closed,
        };
        tracing::warn!("the thread of match {id} was lost during the match: {refused}");
        self.service
            .delivery()
            .thread_failed(id, None, reason)
            .await
            .map_err(transient("recording the match's place"))?;
        Ok(true)
    }
}
