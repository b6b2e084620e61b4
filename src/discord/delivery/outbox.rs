//! Delivering what the bot owes the channels ([`crate::service::outbox`]): the posts a
//! change owes, written in its own transaction, and the table messages that are behind.
//!
//! - [`super::herald`] says what a change owes: a pure function of the committed change,
//!   called by the service before the commit.
//! - [`Delivery`] sends it through [`Rest`], one lane per channel: posts in order, each
//!   message with a nonce made from its post's id (and its place in a post sent as
//!   several) and `enforce_nonce`, so a post sent again (after a crash, or after an answer
//!   lost on the way) is not doubled; tables redrawn from the
//!   latest committed state, so edits coalesce. Every stated rate limit is waited out,
//!   server errors and dropped connections are retried with a jittered backoff, and a
//!   request Discord refuses for good (no access, unknown channel) is given up and logged.
//! - On start-up, every post still owed is delivered and every table that is behind its
//!   match is redrawn.

mod draw;
pub(super) mod nonce;
mod threads;

use self::nonce::{message_id, shows, Nonce, Nonces};
use super::standings::Standings;
use super::Wording;
use crate::discord::games;
use crate::discord::rest::{Backoff, Call, Failure, Rest};
use crate::discord::views::{message_json, Screen};
use crate::discord::BoardOffer;
use crate::model::{Happened, MatchId, MatchInfo, MatchThread, Owed, Post, PostKind};
use crate::service::{Notice, Outbound, Redraw, Service, ServiceError};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, Notify};
use tokio::task::JoinSet;
use tokio::time::Instant;

/// What the delivery has been asked to redraw.
#[derive(Default)]
struct Queue {
    /// Tables to redraw as soon as their channel is free.
    now: HashSet<MatchId>,
    /// Tables to redraw once their instant comes (or sooner, when asked for `now`).
    later: HashMap<MatchId, Instant>,
}

impl Queue {
    fn ask(&mut self, id: MatchId, when: Redraw) {
        match when {
            Redraw::No => {}
            Redraw::Now => {
                self.later.remove(&id);
                self.now.insert(id);
            }
            // The first ask sets the instant: a player who keeps moving still sees the
            // table follow every [`SETTLE`].
            Redraw::Soon if !self.now.contains(&id) => {
                self.later.entry(id).or_insert(Instant::now() + SETTLE);
            }
            Redraw::Soon => {}
        }
    }

    /// The tables due now, taken out of the queue.
    fn take_due(&mut self, now: Instant) -> Vec<MatchId> {
        let mut due: Vec<MatchId> = self.now.drain().collect();
        self.later.retain(|id, at| {
            if *at <= now {
                due.push(*id);
                false
            } else {
                true
            }
        });
        due
    }

    fn next_due(&self) -> Option<Instant> {
        self.later.values().min().copied()
    }
}

/// How long a table waits for more actions of the same player before it is redrawn.
const SETTLE: Duration = Duration::from_millis(1_500);

/// The service's way out: notices go to the delivery (owed posts and tables) or to the
/// announcer (expired challenges), and [`herald`] says what a change owes.
pub struct ChannelOutbound {
    queue: Arc<Mutex<Queue>>,
    wake: Arc<Notify>,
    notices: mpsc::UnboundedSender<Notice>,
    standings: Arc<Standings>,
    schedules: Arc<super::schedules::Schedules>,
}

fn lock(queue: &Mutex<Queue>) -> std::sync::MutexGuard<'_, Queue> {
    queue
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Sleeps until `at`, or for ever when there is nothing to wait for.
async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

impl Outbound for ChannelOutbound {
    fn notify(&self, notice: Notice) {
        match notice {
            Notice::Owed { match_id, table } => {
                lock(&self.queue).ask(match_id, table);
                self.wake.notify_one();
            }
            Notice::Standings(id) => self.standings.ask(id),
            // A post of no match (the daily puzzles): read the channels owed again.
            Notice::Posts => self.wake.notify_one(),
            Notice::Schedule(id) => {
                // Its announcement and event; and the posts its change may owe.
                self.schedules.ask(id);
                self.wake.notify_one();
            }
            other => {
                let _ = self.notices.send(other);
            }
        }
    }

    fn herald(&self, happened: Happened<'_>) -> Vec<Post> {
        super::herald::herald(happened)
    }
}

/// The delivery task's side of [`ChannelOutbound`].
pub struct Delivery {
    queue: Arc<Mutex<Queue>>,
    wake: Arc<Notify>,
    standings: Arc<Standings>,
    schedules: Arc<super::schedules::Schedules>,
    /// The web pages' public address: a result links to its match's page.
    web_url: Option<Arc<str>>,
    /// What the tables offer to play on the board.
    board: BoardOffer,
}

impl ChannelOutbound {
    /// The outbound for the service, the delivery that serves it, and the receiver of the
    /// other notices.
    pub fn new(
        web_url: Option<String>,
        board: BoardOffer,
    ) -> (ChannelOutbound, Delivery, mpsc::UnboundedReceiver<Notice>) {
        let queue = Arc::new(Mutex::new(Queue::default()));
        let wake = Arc::new(Notify::new());
        let (notices, rx) = mpsc::unbounded_channel();
        let standings = Arc::new(Standings::new(web_url.clone()));
        let schedules = Arc::new(super::schedules::Schedules::default());
        (
            ChannelOutbound {
                queue: queue.clone(),
                wake: wake.clone(),
                notices,
                standings: standings.clone(),
                schedules: schedules.clone(),
            },
            Delivery {
                queue,
                wake,
                standings,
                schedules,
                web_url: web_url.map(Arc::from),
                board,
            },
            rx,
        )
    }
}

/// Posts a lane reads from the database at a time.
const BATCH: usize = 20;
/// Channels served at once.
const MAX_LANES: usize = 32;

/// A channel's lane between its runs: whether one is running, and when it may run again.
#[derive(Default)]
struct Lane {
    running: bool,
    backoff: Backoff,
    not_before: Option<Instant>,
}

/// How a lane's run ended.
struct Run {
    channel: u64,
    /// The failure that stopped it, if one did.
    failure: Option<Failure>,
    /// Whether it delivered anything (a post, or a table) before it stopped.
    progressed: bool,
    /// Tables it did not get to draw.
    left: Vec<MatchId>,
}

impl Delivery {
    /// Runs until the service shuts down: everything owed at the start, then whatever
    /// each change owes.
    ///
    /// Each channel is a **lane**: its posts in order, then its tables, one request at a
    /// time; lanes run side by side, so a channel that fails (or is rate limited) holds
    /// up only itself. A lane that fails backs off ([`Backoff`]: jittered, capped at a
    /// few seconds, reset by a success); a 429's wait is kept by [`Rest`] for its route,
    /// and for every route when it is global.
    pub async fn run(self, rest: Arc<Rest>, service: Service) {
        let nonces = Nonces::new(service.delivery().instance());
        self.spawn_side_tasks(&rest, &service, &nonces);
        self.ask_tables_owed(&service).await;
        let worker = Worker {
            rest,
            service,
            nonces,
            web_url: self.web_url.clone(),
            board: self.board.clone(),
            attempts: Arc::default(),
            tries: Arc::default(),
        };
        let mut lanes = Lanes::default();
        loop {
            let now = Instant::now();
            let (work, mut next) = self.work(&worker.service, now).await;
            let waiting = lanes.start(work, now, &worker, &mut next);
            let next = self.requeue(waiting, next);
            tokio::select! {
                () = self.wake.notified() => {}
                () = sleep_until(next) => {}
                Some(done) = lanes.running.join_next() => match done {
                    Ok(run) => {
                        let left = lanes.ended(&run);
                        lock(&self.queue).now.extend(left);
                    }
                    // Each run catches its own panic ([`Lanes::start`]): only an abort
                    // ends up here.
                    Err(e) => tracing::error!("a delivery lane failed: {e}"),
                },
            }
        }
    }

    /// Starts the tasks that deliver on their own, one message at a time: tournaments'
    /// public messages, and scheduled events' announcements and Discord events.
    fn spawn_side_tasks(&self, rest: &Arc<Rest>, service: &Service, nonces: &Nonces) {
        tokio::spawn(
            self.standings
                .clone()
                .run(rest.clone(), service.clone(), nonces.clone()),
        );
        tokio::spawn(
            self.schedules
                .clone()
                .run(rest.clone(), service.clone(), nonces.clone()),
        );
    }

    /// Asks for every table still owed from before the start to be drawn now.
    async fn ask_tables_owed(&self, service: &Service) {
        match service.delivery().tables_owed().await {
            Ok(ids) => {
                let mut queue = lock(&self.queue);
                for id in ids {
                    queue.ask(id, Redraw::Now);
                }
            }
            Err(e) => tracing::error!("reading the tables owed: {e}"),
        }
    }

    /// Puts back the tables whose lane was busy (`waiting`), and returns when to look
    /// again: `next`, or sooner when a table asked for later falls due first.
    fn requeue(
        &self,
        waiting: impl IntoIterator<Item = MatchId>,
        next: Option<Instant>,
    ) -> Option<Instant> {
        let mut queue = lock(&self.queue);
        queue.now.extend(waiting);
        match queue.next_due() {
            Some(due) => Some(next.map_or(due, |n: Instant| n.min(due))),
            None => next,
        }
    }

    /// What is due now, by channel: the tables asked for (their channel read from the
    /// match) and every channel owed a post; with when to look again if reading failed.
    async fn work(
        &self,
        service: &Service,
        now: Instant,
    ) -> (HashMap<u64, Vec<MatchId>>, Option<Instant>) {
        let mut work: HashMap<u64, Vec<MatchId>> = HashMap::new();
        let due = lock(&self.queue).take_due(now);
        let mut unread = Vec::new();
        for id in due {
            match service.delivery().channel_of(id).await {
                Ok(channel) => work.entry(channel).or_default().push(id),
                Err(ServiceError::Storage(e)) => {
                    tracing::error!("reading match {id} for its table: {e:#}");
                    unread.push(id);
                }
                // Gone: nothing to draw.
                Err(_) => {}
            }
        }
        lock(&self.queue).now.extend(unread);
        let mut next = None;
        match service.delivery().channels().await {
            Ok(channels) => {
                for channel in channels {
                    work.entry(channel).or_default();
                }
            }
            Err(e) => {
                tracing::error!("reading the outbox: {e}");
                next = Some(now + Backoff::CAP);
            }
        }
        (work, next)
    }
}

/// The channels' lanes: which are running or resting, and the runs under way.
#[derive(Default)]
struct Lanes {
    lanes: HashMap<u64, Lane>,
    running: JoinSet<Run>,
}

impl Lanes {
    /// Starts a run for each channel of `work` whose lane is free; the tables of the
    /// others wait (returned), and `next` is brought forward to when a resting lane may
    /// run again.
    fn start(
        &mut self,
        work: HashMap<u64, Vec<MatchId>>,
        now: Instant,
        worker: &Worker,
        next: &mut Option<Instant>,
    ) -> Vec<MatchId> {
        let mut waiting = Vec::new();
        for (channel, tables) in work {
            let lane = self.lanes.entry(channel).or_default();
            let resting = lane.not_before.filter(|t| *t > now);
            if lane.running || resting.is_some() || self.running.len() >= MAX_LANES {
                // Its posts wait in the database, its tables in the queue.
                waiting.extend(tables);
                if let Some(at) = resting {
                    *next = Some(next.map_or(at, |n: Instant| n.min(at)));
                }
                continue;
            }
            lane.running = true;
            let worker = worker.clone();
            let run = serve(worker, channel, tables.clone());
            self.running.spawn(guarded(channel, tables, run));
        }
        waiting
    }

    /// Books a run's end on its lane; the tables it left, to ask for again.
    fn ended(&mut self, run: &Run) -> Vec<MatchId> {
        let lane = self.lanes.entry(run.channel).or_default();
        lane.running = false;
        // A run that delivered something before it failed made progress: the failures
        // in a row start again from there, so a lane that keeps moving through sparse
        // faults is not slowed to the backoff's cap.
        if run.progressed {
            lane.backoff.succeeded();
        }
        lane.not_before = match &run.failure {
            None => None,
            Some(Failure::RateLimited { wait, .. }) => Some(Instant::now() + *wait),
            Some(failure) => {
                tracing::debug!("channel {}'s lane failed: {failure}", run.channel);
                Some(Instant::now() + lane.backoff.failed())
            }
        };
        if run.failure.is_none() {
            // A lane at rest with nothing to do is forgotten.
            self.lanes.remove(&run.channel);
        }
        run.left.clone()
    }
}

/// Runs a lane's `run` as a task of its own, so that a run that panics still ends as a
/// failed run of its lane (its tables left to draw): otherwise the lane would stay marked
/// running, and its channel would never be served again.
async fn guarded(
    channel: u64,
    tables: Vec<MatchId>,
    run: impl std::future::Future<Output = Run> + Send + 'static,
) -> Run {
    match tokio::spawn(run).await {
        Ok(run) => run,
        Err(e) => {
            tracing::error!("the delivery lane of channel {channel} failed: {e}");
            Run {
                channel,
                failure: Some(Failure::Transient(format!("the lane's run failed: {e}"))),
                progressed: false,
                left: tables,
            }
        }
    }
}

/// What a lane works with.
#[derive(Clone)]
struct Worker {
    rest: Arc<Rest>,
    service: Service,
    nonces: Nonces,
    /// The web pages' public address.
    web_url: Option<Arc<str>>,
    /// What the tables offer to play on the board.
    board: BoardOffer,
    /// Failed attempts per post, for its record.
    attempts: Arc<Mutex<HashMap<i64, u32>>>,
    /// The revision each table post still unanswered was first sent at, by nonce: an
    /// answer to a later try may be the message that first try made ([`Worker::post_table`]).
    tries: Arc<Mutex<HashMap<Nonce, u64>>>,
}

/// One run of a channel's lane: its posts in order, then `tables`; it stops at the first
/// failure that is worth retrying.
async fn serve(worker: Worker, channel: u64, tables: Vec<MatchId>) -> Run {
    let mut progressed = false;
    let stop = |failure: Failure, progressed: bool, left: Vec<MatchId>| Run {
        channel,
        failure: Some(failure),
        progressed,
        left,
    };
    'read: loop {
        let pending = match worker.service.delivery().pending(channel, BATCH).await {
            Ok(pending) => pending,
            Err(e) => {
                let failure = Failure::Transient(format!("reading the outbox: {e}"));
                return stop(failure, progressed, tables);
            }
        };
        let full = pending.len() == BATCH;
        for owed in pending {
            match worker.post(owed).await {
                Ok(Step::Next) => progressed = true,
                // A match moved (its thread opened, or was lost): what this channel still
                // owes is read again.
                Ok(Step::Moved) => {
                    progressed = true;
                    continue 'read;
                }
                Err(failure) => return stop(failure, progressed, tables),
            }
        }
        if !full {
            break;
        }
    }
    for (i, id) in tables.iter().enumerate() {
        match worker.table(*id).await {
            Ok(()) => progressed = true,
            Err(failure) => return stop(failure, progressed, tables[i..].to_vec()),
        }
    }
    Run {
        channel,
        failure: None,
        progressed,
        left: Vec::new(),
    }
}

/// What a delivered post leaves the lane to do.
enum Step {
    /// The next post.
    Next,
    /// A match moved to or from its thread: read the channel's posts again.
    Moved,
}

impl Worker {
    /// Delivers one post; a failure worth retrying leaves it owed.
    async fn post(&self, owed: Owed) -> Result<Step, Failure> {
        let wording = Wording::new(&self.service);
        match owed.kind {
            PostKind::Thread => return self.open_thread(&owed, &wording).await,
            PostKind::Archive => return self.archive(&owed).await,
            PostKind::Text | PostKind::Choice | PostKind::Result | PostKind::Puzzles => {}
        }
        // A post cut short goes on in the words its first messages were sent in.
        let parts = if owed.parts_sent > 0 && !owed.parts.is_empty() {
            owed.parts.iter().cloned().map(Screen::text).collect()
        } else {
            self.draw_post(&owed, &wording)
                .await
                .map_err(|e| Failure::Transient(format!("drawing post {}: {e}", owed.id)))?
        };
        // Nothing to send any more (a choice already made) records it done at once. A post
        // cut short by a kill goes on from its first message not sent.
        let mut first = None;
        let last = parts.len().saturating_sub(1);
        for (part, screen) in parts.iter().enumerate().skip(owed.parts_sent as usize) {
            // Each message's nonce is its post's and its place in it: a retry of a post
            // whose answer was lost gets back the messages Discord already made, not
            // second ones.
            let Some(nonce) = self.nonces.post_part(owed.id, part) else {
                tracing::error!(
                    "post {} has more than 36 messages; the rest is dropped",
                    owed.id
                );
                let failure = format!("{} messages, 36 sent", parts.len());
                return self
                    .done(&owed, first, Some(failure))
                    .await
                    .map(|()| Step::Next);
            };
            let mut body = message_json(screen);
            nonce.mark(&mut body);
            let call = Call::create_message(owed.channel, body, screen.picture.as_ref());
            match self.rest.send(&call).await {
                Ok(sent) => {
                    first = first.or(message_id(&sent).filter(|_| part == 0));
                    if part < last {
                        let words = parts.iter().map(|p| p.text.clone()).collect();
                        self.parts_sent(&owed, part + 1, first, words).await?;
                    }
                }
                Err(failure) if failure.retryable() => {
                    *lock_attempts(&self.attempts).entry(owed.id).or_default() += 1;
                    tracing::warn!(
                        "post {} to channel {} failed ({failure}); trying again",
                        owed.id,
                        owed.channel
                    );
                    return Err(failure);
                }
                Err(refused) => {
                    if self.lost(owed.match_id, owed.channel, &refused).await? {
                        return Ok(Step::Moved);
                    }
                    tracing::error!(
                        "post {} to channel {} refused ({refused}); giving it up",
                        owed.id,
                        owed.channel
                    );
                    return self
                        .done(&owed, first, Some(refused.to_string()))
                        .await
                        .map(|()| Step::Next);
                }
            }
        }
        self.done(&owed, first, None).await.map(|()| Step::Next)
    }

    /// Records that the first `sent` messages of a post sent as several went out, and the
    /// words of them all.
    async fn parts_sent(
        &self,
        owed: &Owed,
        sent: usize,
        first: Option<u64>,
        words: Vec<String>,
    ) -> Result<(), Failure> {
        self.service
            .delivery()
            .parts_sent(owed.id, sent as u32, first, words)
            .await
            .map_err(|e| Failure::Transient(format!("recording post {}'s progress: {e}", owed.id)))
    }

    async fn done(
        &self,
        owed: &Owed,
        message: Option<u64>,
        failure: Option<String>,
    ) -> Result<(), Failure> {
        let attempts = lock_attempts(&self.attempts).remove(&owed.id).unwrap_or(0) + 1;
        self.service
            .delivery()
            .done(owed.id, message, attempts, failure)
            .await
            .map_err(|e| Failure::Transient(format!("recording post {} delivered: {e}", owed.id)))
    }

    /// Draws one match's table if it is behind.
    async fn table(&self, id: MatchId) -> Result<(), Failure> {
        let public = match self.service.matches().public(id).await {
            Ok(public) => public,
            Err(ServiceError::Storage(e)) => {
                return Err(Failure::Transient(format!(
                    "reading match {id} for its table: {e:#}"
                )))
            }
            // Gone: nothing to draw.
            Err(_) => return Ok(()),
        };
        let info = &public.info;
        if info.table_revision >= info.revision {
            return Ok(());
        }
        let Some(table) = &public.table else {
            // Nothing to draw before the game starts.
            return self.drawn(id, info, info.revision, None).await;
        };
        let lang = Wording::new(&self.service).lang(info.place.guild).await;
        let screen = games::table(lang, info, table);
        let board = crate::discord::board_in(&self.service, &self.board, info.place.guild).await;
        let screen = games::controls::with_board(screen, lang, info, &board);
        match self.show_table(info, &screen).await {
            Ok(posted) => self.drawn(id, info, info.revision, posted).await,
            Err(failure) if failure.retryable() => {
                tracing::warn!("the table of match {id} failed ({failure}); trying again");
                Err(failure)
            }
            Err(refused) => {
                if self.lost(Some(id), info.place.channel, &refused).await? {
                    // Drawn again in the match's channel.
                    return Ok(());
                }
                tracing::error!("the table of match {id} was refused ({refused}); giving it up");
                self.drawn(id, info, info.revision, None).await
            }
        }
    }

    /// Shows `screen` as the match's table: edits its message, or posts one (the match's
    /// first table, or one in place of a deleted message); the message id when posted.
    async fn show_table(&self, info: &MatchInfo, screen: &Screen) -> Result<Option<u64>, Failure> {
        let (id, channel) = (info.id, info.place.channel);
        let nonce = match info.message_id {
            Some(message) => match self.edit_table(channel, message, screen).await {
                // The table was deleted: post it again, under a nonce of its own.
                Err(Failure::UnknownMessage) => self.nonces.table_again(message),
                edited => return edited.map(|()| None),
            },
            // A table posted again in its channel after its thread was lost has a nonce
            // of its own.
            None => match info.thread {
                MatchThread::Failed { .. } => self.nonces.table_after_thread(id),
                _ => self.nonces.table(id),
            },
        };
        let posted = self
            .post_table(channel, screen, nonce, info.revision)
            .await?;
        if !posted.current {
            // Discord answered with the message an earlier try made, which shows what that
            // try drew: it is the table (recorded at once, so a failure below edits it next
            // time), but it shows this revision only once it is edited.
            self.drawn(id, info, info.table_revision, Some(posted.message))
                .await?;
            tracing::info!(
                "the table of match {id} was answered with an earlier try's message; editing it"
            );
            self.edit_table(channel, posted.message, screen)
                .await
                // Deleted meanwhile: the next try finds it so and posts it again.
                .map_err(|failure| match failure {
                    Failure::UnknownMessage => Failure::Transient(failure.to_string()),
                    other => other,
                })?;
        }
        Ok(Some(posted.message))
    }

    async fn edit_table(&self, channel: u64, message: u64, screen: &Screen) -> Result<(), Failure> {
        let call = Call::edit_message(
            channel,
            message,
            message_json(screen),
            screen.picture.as_ref(),
        );
        self.rest.send(&call).await.map(|_| ())
    }

    /// Posts a table drawn at `revision`. Its nonce is the same at every try (the match's
    /// first table, or the one after the deleted message it replaces), so a post whose
    /// answer was lost is answered with the message Discord already made when it is sent
    /// again: that message shows what the first try drew, and is `current` only when that
    /// was this revision and it shows what was sent now.
    async fn post_table(
        &self,
        channel: u64,
        screen: &Screen,
        nonce: Nonce,
        revision: u64,
    ) -> Result<PostedTable, Failure> {
        let mut body = message_json(screen);
        nonce.mark(&mut body);
        let first_try = *lock_tries(&self.tries)
            .entry(nonce.clone())
            .or_insert(revision);
        let answer = self
            .rest
            .send(&Call::create_message(
                channel,
                body.clone(),
                screen.picture.as_ref(),
            ))
            .await;
        if !answer.as_ref().is_err_and(Failure::retryable) {
            lock_tries(&self.tries).remove(&nonce);
        }
        let answer = answer?;
        let message = message_id(&answer)
            .ok_or_else(|| Failure::Transient("a post answered without its id".into()))?;
        Ok(PostedTable {
            message,
            current: first_try >= revision && shows(&answer, &body),
        })
    }

    /// Records that match `id`'s table shows `revision` (and is message `posted`, when it
    /// was just posted).
    async fn drawn(
        &self,
        id: MatchId,
        info: &MatchInfo,
        revision: u64,
        posted: Option<u64>,
    ) -> Result<(), Failure> {
        self.service
            .delivery()
            .table_drawn(id, revision, posted, info.place.channel)
            .await
            .map_err(|e| Failure::Transient(format!("recording the table of match {id}: {e}")))
    }
}

/// A table's post as Discord answered it.
struct PostedTable {
    message: u64,
    /// Whether the message shows the revision posted (not an earlier try's).
    current: bool,
}

fn lock_attempts(
    attempts: &Mutex<HashMap<i64, u32>>,
) -> std::sync::MutexGuard<'_, HashMap<i64, u32>> {
    attempts
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn lock_tries(
    tries: &Mutex<HashMap<Nonce, u64>>,
) -> std::sync::MutexGuard<'_, HashMap<Nonce, u64>> {
    tries
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_soon_table_is_due_after_it_settles_and_at_once_when_asked_now() {
        let mut queue = Queue::default();
        queue.ask(1, Redraw::Soon);
        queue.ask(2, Redraw::No);
        let start = Instant::now();
        assert!(queue.take_due(start).is_empty());
        assert_eq!(queue.next_due(), Some(start + SETTLE));
        // More actions of the same player do not push the edit back.
        tokio::time::advance(SETTLE / 2).await;
        queue.ask(1, Redraw::Soon);
        assert_eq!(queue.next_due(), Some(start + SETTLE));
        assert_eq!(queue.take_due(start + SETTLE), vec![1]);
        assert_eq!(queue.next_due(), None);
        // A hand-over draws at once, and a later action of the same turn waits again.
        queue.ask(1, Redraw::Soon);
        queue.ask(1, Redraw::Now);
        assert_eq!(queue.next_due(), None);
        assert_eq!(queue.take_due(Instant::now()), vec![1]);
        queue.ask(1, Redraw::Now);
        queue.ask(1, Redraw::Soon);
        assert_eq!(queue.take_due(Instant::now()), vec![1]);
        assert!(queue.later.is_empty());
    }

    fn failed_run(channel: u64, progressed: bool) -> Run {
        Run {
            channel,
            failure: Some(Failure::Transient("500".into())),
            progressed,
            left: vec![7],
        }
    }

    #[tokio::test]
    async fn a_lane_whose_runs_deliver_between_failures_does_not_back_off_further() {
        let mut lanes = Lanes::default();
        for _ in 0..3 {
            lanes.ended(&failed_run(1, false));
        }
        assert_eq!(lanes.lanes[&1].backoff.failures(), 3);
        // A run that delivered something before its failure starts the count again.
        let left = lanes.ended(&failed_run(1, true));
        assert_eq!(left, vec![7]);
        assert_eq!(lanes.lanes[&1].backoff.failures(), 1);
        assert!(!lanes.lanes[&1].running);
        // A run that ends with nothing failed forgets its lane.
        lanes.ended(&Run {
            channel: 1,
            failure: None,
            progressed: true,
            left: Vec::new(),
        });
        assert!(!lanes.lanes.contains_key(&1));
    }

    #[tokio::test]
    async fn a_lane_whose_run_panics_ends_its_run_and_keeps_its_tables() {
        let run = guarded(9, vec![3, 4], async { panic!("a bug in a run") }).await;
        assert_eq!(run.channel, 9);
        assert!(run.failure.is_some());
        assert_eq!(run.left, vec![3, 4]);
        let mut lanes = Lanes::default();
        lanes.lanes.entry(9).or_default().running = true;
        lanes.ended(&run);
        assert!(!lanes.lanes[&9].running, "the channel is served again");
        assert!(lanes.lanes[&9].not_before.is_some(), "after a pause");
    }
}
