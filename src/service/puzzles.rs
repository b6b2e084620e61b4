//! The daily puzzles through the service: each game's puzzle of a server's today (made
//! ahead by a task, or on demand), an answer judged and recorded with both ratings and the
//! streak in one transaction, a server's puzzle board, and the daily post "Today's
//! puzzles" at each server's midnight, owed through the outbox once per (server, date).
//!
//! The puzzle's table (hidden cards included) never leaves this room: the edges get the
//! seat's view, the public view and the proof's lines.

use super::outbound::Notice;
use super::time::Timer;
use super::{part, Service, ServiceError};
use crate::model::ratings::rating_new;
use crate::model::{AnyMove, Post, PostKind, UserId};
use crate::puzzles::hosted::*;
use crate::puzzles::{Puzzle, GAMES};
use crate::rules::GameKind;
use crate::storage::puzzles as sql;
use anyhow::Context;
use jiff::civil::Date;
use jiff::tz::TimeZone;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How often the puzzles ahead are made (each pass makes only the missing ones).
pub const GENERATE_EVERY: Duration = Duration::from_secs(6 * 3600);
/// How long `/puzzle` waits for a puzzle made on demand before saying it is not ready
/// (the making goes on, and stores it).
const MAKE_WAIT: Duration = Duration::from_secs(5);
/// The pause before a failed daily-post pass is tried again.
const RETRY: Duration = Duration::from_secs(30);

part!(
    /// The daily puzzles: shown, answered, rated, ranked, and posted at midnight.
    Puzzles
);

/// The puzzles read or made lately, so `/puzzle` does not decode a table on every call,
/// and the one lock that makes puzzles one at a time.
#[derive(Default)]
pub(in crate::service) struct PuzzleCache {
    puzzles: Mutex<HashMap<(GameKind, Date), Arc<Puzzle>>>,
    making: tokio::sync::Mutex<()>,
    /// Held while the daily posts' timer is computed and armed, so an older reading never
    /// replaces a newer one.
    arming: tokio::sync::Mutex<()>,
}

impl PuzzleCache {
    fn get(&self, key: (GameKind, Date)) -> Option<Arc<Puzzle>> {
        super::live::lock(&self.puzzles).get(&key).cloned()
    }

    /// Keeps `puzzle`, dropping those older than `oldest`.
    fn put(&self, puzzle: Arc<Puzzle>, oldest: Date) {
        let mut puzzles = super::live::lock(&self.puzzles);
        puzzles.retain(|(_, date), _| *date >= oldest);
        puzzles.insert((puzzle.game, puzzle.date), puzzle);
    }
}

impl From<ServiceError> for PuzzleError {
    fn from(e: ServiceError) -> Self {
        match e {
            ServiceError::ShuttingDown => PuzzleError::ShuttingDown,
            ServiceError::Storage(e) => PuzzleError::Storage(e),
            other => PuzzleError::Storage(anyhow::anyhow!("{other}")),
        }
    }
}

/// What an answer's transaction gives back.
struct Recorded {
    rating_before: f64,
    rating_after: f64,
    streak: Streak,
}

impl Puzzles<'_> {
    /// `server`'s time zone (UTC unless set; a zone the database no longer knows reads as
    /// UTC rather than failing every puzzle).
    async fn zone(self, server: u64) -> Result<TimeZone, PuzzleError> {
        let settings = self.service.settings().of(server).await?;
        Ok(crate::model::when::zone(&settings.time_zone).unwrap_or(TimeZone::UTC))
    }

    /// The date it is now in `server`'s time zone (its `/settings time_zone`, UTC unless
    /// set): the date of the puzzles it shows and takes answers for.
    pub async fn today(self, server: u64) -> Result<Date, PuzzleError> {
        Ok(date_at(&self.zone(server).await?, self.clock.now_ms()))
    }

    /// `game`'s puzzle of `server`'s today, as `user` sees it (with their answer and the
    /// proof once they answered, in any server).
    pub async fn puzzle(
        self,
        server: u64,
        user: UserId,
        game: GameKind,
    ) -> Result<PuzzleShown, PuzzleError> {
        hosted(game)?;
        let date = self.today(server).await?;
        let puzzle = self.load(game, date).await?;
        let (rated, answered) = self
            .read(move |conn| {
                Ok((
                    sql::puzzle_rated(conn, game, date)?,
                    sql::attempt_get(conn, user, game, date)?,
                ))
            })
            .await?;
        let rated = rated.ok_or(PuzzleError::NotReady)?;
        Ok(PuzzleShown {
            game,
            date,
            seat: puzzle.seat,
            view: puzzle.table.view(puzzle.seat),
            public: puzzle.table.public_view(),
            lines_count: puzzle.lines.len(),
            measure: puzzle.measure,
            rating: rated.rating.rating.round() as i32,
            lines: answered.is_some().then(|| puzzle.lines.clone()),
            answered,
            solved_share: (rated.solved, rated.tried),
        })
    }

    /// `user` answers `game`'s puzzle of `date` with `mv` in `server`: judged, and recorded
    /// in one transaction with both ratings and the streak. Refused (changing nothing) for
    /// a date that is not the server's today, a second answer (from any server), or a move
    /// the seat may not make.
    pub async fn answer(
        self,
        server: u64,
        user: UserId,
        game: GameKind,
        date: Date,
        mv: AnyMove,
    ) -> Result<Verdict, PuzzleError> {
        self.check_open()?;
        hosted(game)?;
        let today = self.today(server).await?;
        if date != today {
            return Err(PuzzleError::DayOver { date, today });
        }
        if let Some(attempt) = self
            .read(move |conn| Ok(sql::attempt_get(conn, user, game, date)?))
            .await?
        {
            return Err(PuzzleError::AlreadyAnswered(attempt));
        }
        let puzzle = self.load(game, date).await?;
        let judged = puzzle.judge(&mv).ok_or(PuzzleError::NotAMove)?;
        let attempt = Attempt {
            user,
            game,
            date,
            server,
            line: judged.line,
            right: judged.right,
            at: self.clock.now_ms(),
        };
        let stored = attempt.clone();
        let recorded = self
            .write(move |conn| Ok(record(conn, &stored, today)))
            .await??;
        Ok(Verdict {
            attempt,
            lines: puzzle.lines.clone(),
            measure: puzzle.measure,
            seat: puzzle.seat,
            view: puzzle.table.view(puzzle.seat),
            rating_before: recorded.rating_before,
            rating_after: recorded.rating_after,
            streak: recorded.streak,
        })
    }

    /// Page `page` (1-based) of `server`'s puzzle board: the users who answered a puzzle
    /// there, best rating first.
    pub async fn board(self, server: u64, page: u32) -> Result<PuzzleBoard, PuzzleError> {
        let today = self.today(server).await?;
        let (count, rows) = self
            .read(move |conn| {
                let count = sql::board_count(conn, server)?;
                let pages = board_pages(count);
                if page == 0 || page > pages {
                    return Ok((count, None));
                }
                let at = ((page - 1) * PAGE_SIZE, PAGE_SIZE);
                Ok((count, Some(sql::board_rows(conn, server, at)?)))
            })
            .await?;
        let pages = board_pages(count);
        let rows = rows.ok_or(PuzzleError::NoSuchPage { page, pages })?;
        Ok(PuzzleBoard {
            server,
            rows: rows
                .into_iter()
                .map(|(user, row)| row.standing(user, today))
                .collect(),
            page,
            pages,
        })
    }

    /// `user`'s puzzle record, their streak judged on `server`'s today; `None` before
    /// their first answer.
    pub async fn standing(
        self,
        user: UserId,
        server: u64,
    ) -> Result<Option<PuzzleStanding>, PuzzleError> {
        let today = self.today(server).await?;
        let row = self
            .read(move |conn| Ok(sql::player_get(conn, user)?))
            .await?;
        Ok(row.map(|row| row.standing(user, today)))
    }

    /// Makes and stores the puzzles of every game for the UTC dates from yesterday to a
    /// week ahead that are not stored yet, one at a time off the async threads; how many
    /// it made.
    pub async fn generate_ahead(self) -> Result<usize, PuzzleError> {
        let today = date_at(&TimeZone::UTC, self.clock.now_ms());
        let wanted: Vec<(GameKind, Date)> = dates_ahead(today)
            .into_iter()
            .flat_map(|date| GAMES.map(|game| (game, date)))
            .collect();
        let missing = self
            .read(move |conn| Ok(sql::puzzles_missing(conn, &wanted)?))
            .await?;
        let mut made = 0;
        for (game, date) in missing {
            self.check_open()?;
            if make(self.service.clone(), game, date).await?.is_some() {
                made += 1;
            }
        }
        Ok(made)
    }

    /// Runs [`Puzzles::generate_ahead`] now and every [`GENERATE_EVERY`], until the
    /// service shuts down (started by the app, not by [`Service::open`], so tests make no
    /// puzzle they did not ask for).
    pub async fn keep_generating(self) {
        loop {
            match self.generate_ahead().await {
                Ok(0) => {}
                Ok(made) => tracing::info!("daily puzzles made ahead: {made}"),
                Err(PuzzleError::ShuttingDown) => return,
                Err(e) => tracing::error!("making the daily puzzles ahead: {e}"),
            }
            tokio::time::sleep(GENERATE_EVERY).await;
        }
    }

    /// The puzzle of `game` on `date`: remembered, stored, or made now (waiting at most
    /// [`MAKE_WAIT`]).
    async fn load(self, game: GameKind, date: Date) -> Result<Arc<Puzzle>, PuzzleError> {
        if let Some(puzzle) = self.puzzle_cache.get((game, date)) {
            return Ok(puzzle);
        }
        let stored = self
            .read(move |conn| Ok(sql::puzzle_get(conn, game, date)?))
            .await?;
        if let Some(puzzle) = stored {
            let puzzle = Arc::new(puzzle);
            self.remember(puzzle.clone());
            return Ok(puzzle);
        }
        let making = tokio::spawn(make(self.service.clone(), game, date));
        match tokio::time::timeout(MAKE_WAIT, making).await {
            Ok(Ok(Ok(Some(puzzle)))) => Ok(puzzle),
            Ok(Ok(Err(e))) => Err(e),
            Ok(Err(e)) => {
                tracing::error!("making the {game} puzzle of {date}: {e}");
                Err(PuzzleError::NotReady)
            }
            Ok(Ok(Ok(None))) | Err(_) => Err(PuzzleError::NotReady),
        }
    }

    fn remember(self, puzzle: Arc<Puzzle>) {
        let today = date_at(&TimeZone::UTC, self.clock.now_ms());
        let oldest = today
            .checked_sub(jiff::Span::new().days(2))
            .unwrap_or(today);
        self.puzzle_cache.put(puzzle, oldest);
    }

    /// At start-up (run by [`Service::open`]) and after a server changes its puzzle
    /// channel or time zone: owes each server with a puzzle channel the post of its today
    /// if it was not owed yet, then arms the timer for the next midnight.
    pub(in crate::service) async fn fire(self) {
        let failed = match self.post_due().await {
            Ok(()) => false,
            Err(PuzzleError::ShuttingDown) => return,
            Err(e) => {
                tracing::error!("owing the daily puzzle posts: {e}");
                true
            }
        };
        self.arm(failed);
    }

    /// Owes "Today's puzzles" to every server with a puzzle channel whose today has none.
    async fn post_due(self) -> Result<(), PuzzleError> {
        self.check_open()?;
        let channels = self.read(|conn| Ok(sql::puzzle_channels(conn)?)).await?;
        let mut owed = false;
        for (server, channel) in channels {
            let today = self.today(server).await?;
            let post = DailyPuzzles {
                server,
                date: today,
                games: GAMES.to_vec(),
                yesterday: Vec::new(),
            };
            let now = self.clock.now_ms();
            owed |= self
                .write(move |conn| Ok(owe_post(conn, post, channel, now)?))
                .await?;
        }
        if owed {
            self.outbound.notify(Notice::Posts);
        }
        Ok(())
    }

    /// Arms the daily posts' timer for the earliest next midnight of the servers with a
    /// puzzle channel (after a pause when the last pass `failed`), from a task of its own.
    fn arm(self, failed: bool) {
        let service = self.service.clone();
        tokio::spawn(async move { service.puzzles().arm_now(failed).await });
    }

    async fn arm_now(self, failed: bool) {
        let _arming = self.puzzle_cache.arming.lock().await;
        let now = self.clock.now_ms();
        let next = match self.next_midnight(now).await {
            Ok(next) => next,
            Err(e) => {
                tracing::error!("reading the next daily puzzle post: {e}");
                Some(now)
            }
        };
        let Some(next) = next else {
            self.timers.disarm(Timer::Puzzles);
            return;
        };
        let mut wait = self.clock.until(next);
        if failed {
            wait = wait.max(RETRY);
        }
        let weak = Arc::downgrade(&self.service.core);
        self.timers.arm(Timer::Puzzles, wait, async move {
            if let Some(core) = weak.upgrade() {
                Service { core }.puzzles().fire().await;
            }
        });
    }

    /// The earliest next local midnight of the servers with a puzzle channel.
    async fn next_midnight(self, now: i64) -> Result<Option<i64>, PuzzleError> {
        let channels = self.read(|conn| Ok(sql::puzzle_channels(conn)?)).await?;
        let mut next: Option<i64> = None;
        for (server, _) in channels {
            let at = next_midnight(&self.zone(server).await?, now);
            next = Some(next.map_or(at, |n| n.min(at)));
        }
        Ok(next)
    }
}

/// Whether `game` has a daily puzzle.
fn hosted(game: GameKind) -> Result<(), PuzzleError> {
    if GAMES.contains(&game) {
        Ok(())
    } else {
        Err(PuzzleError::NoPuzzle(game))
    }
}

/// Makes the puzzle of `game` on `date` unless it is stored (one at a time, on the
/// blocking pool), stores and remembers it; `None` when there is none to make.
pub(in crate::service) async fn make(
    service: Service,
    game: GameKind,
    date: Date,
) -> Result<Option<Arc<Puzzle>>, PuzzleError> {
    let puzzles = service.puzzles();
    let _making = puzzles.puzzle_cache.making.lock().await;
    let stored = puzzles
        .read(move |conn| Ok(sql::puzzle_get(conn, game, date)?))
        .await?;
    let puzzle = match stored {
        Some(puzzle) => puzzle,
        None => {
            let made = tokio::task::spawn_blocking(move || crate::puzzles::daily(game, date))
                .await
                .map_err(|e| anyhow::anyhow!("making the {game} puzzle of {date}: {e}"))?;
            let Some(puzzle) = made else {
                return Ok(None);
            };
            let (kept, now) = (puzzle.clone(), puzzles.clock.now_ms());
            puzzles
                .write(move |conn| {
                    let rating = puzzle_rating_new(kept.rating);
                    sql::puzzle_insert(conn, &kept, rating, now)?;
                    Ok(())
                })
                .await?;
            puzzle
        }
    };
    let puzzle = Arc::new(puzzle);
    puzzles.remember(puzzle.clone());
    Ok(Some(puzzle))
}

/// Records an answer in its transaction: the attempt, the player's and the puzzle's
/// ratings, the player's counts and streak (judged on `today`). A second answer (one that
/// raced this one, from any server) is refused.
fn record(
    conn: &rusqlite::Connection,
    attempt: &Attempt,
    today: Date,
) -> Result<Recorded, PuzzleError> {
    let (user, game, date) = (attempt.user, attempt.game, attempt.date);
    if let Some(first) =
        sql::attempt_get(conn, user, game, date).context("reading the first answer")?
    {
        return Err(PuzzleError::AlreadyAnswered(first));
    }
    let rated = sql::puzzle_rated(conn, game, date)
        .context("reading the puzzle")?
        .ok_or(PuzzleError::NotReady)?;
    let player = sql::player_get(conn, user).context("reading the solver")?;
    let before = player.map_or_else(rating_new, |p| p.rating);
    let (after, puzzle_after) = puzzle_rate(before, rated.rating, attempt.right);
    sql::attempt_insert(conn, attempt, before.rating, after.rating).context("saving the answer")?;
    sql::puzzle_answered(conn, game, date, puzzle_after, attempt.right)
        .context("rating the puzzle")?;
    let solved = sql::solved_dates(conn, user).context("reading the streak")?;
    let mut streak = Streak::of(&solved, today);
    streak.best = streak.best.max(player.map_or(0, |p| p.streak.best));
    let row = sql::PlayerRow {
        rating: after,
        solved: player.map_or(0, |p| p.solved) + u32::from(attempt.right),
        tried: player.map_or(0, |p| p.tried) + 1,
        streak,
    };
    sql::player_put(conn, user, &row).context("saving the solver")?;
    Ok(Recorded {
        rating_before: before.rating,
        rating_after: after.rating,
        streak,
    })
}

/// Owes `post` to `channel` unless the server's post of its date was owed already: the
/// decision and the outbox row in one transaction. Yesterday's counts are read here, at
/// the time of posting. `true` when it was owed now.
fn owe_post(
    conn: &rusqlite::Connection,
    mut post: DailyPuzzles,
    channel: u64,
    now: i64,
) -> anyhow::Result<bool> {
    if sql::puzzle_post_made(conn, post.server, post.date)? {
        return Ok(false);
    }
    if let Ok(yesterday) = post.date.yesterday() {
        post.yesterday = sql::day_counts(conn, post.server, yesterday)?;
    }
    let owed = Post {
        guild: post.server,
        channel,
        kind: PostKind::Puzzles,
        content: post.to_json(),
        ratings: false,
        said: false,
    };
    let id = crate::storage::outbox::outbox_insert(conn, None, &owed, now)?;
    sql::puzzle_post_insert(conn, post.server, post.date, (channel, id), now)?;
    Ok(true)
}
