//! The daily puzzles as the bot hosts them: what `/puzzle` shows, an answer and its
//! verdict, the puzzle rating (Glicko-2, a player against the puzzle, both moving), the
//! streak of days solved, a server's puzzle board, the daily post, and the dates involved
//! (a server's "today" in its time zone). Pure values and functions; the puzzles
//! themselves are this room's ([`super::daily`]).
//!
//! An answer is per user and global (one per game and date, whichever server it was given
//! in); the attempt records the server, and a server's board lists the users who answered
//! there.

use super::{Line, Measure};
use crate::model::UserId;
use crate::model::{AnyPublic, AnyView};
use crate::rules::{GameKind, Seat};
use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use std::collections::BTreeSet;
use thiserror::Error;

/// Players on one page of a puzzle board.
pub const PAGE_SIZE: u32 = 10;
/// A new puzzle's rating deviation: its starting rating is the solver's estimate, less
/// sure than a rated player's but surer than a newcomer's (350), so the first answers move
/// it without throwing it about.
pub const PUZZLE_DEVIATION: f64 = 200.0;

/// What `/puzzle` shows of one game's puzzle of the day: the seat's own view and the
/// public view, never the table (whose hidden cards stay in the service).
#[derive(Clone, Debug)]
pub struct PuzzleShown {
    pub game: GameKind,
    pub date: Date,
    /// The seat the solver plays.
    pub seat: Seat,
    pub view: AnyView,
    pub public: AnyPublic,
    /// How many lines (groups of moves worth the same) the puzzle has.
    pub lines_count: usize,
    pub measure: Measure,
    /// The puzzle's rating now, rounded.
    pub rating: i32,
    /// The reader's answer, once given (in any server).
    pub answered: Option<Attempt>,
    /// The proof (the first line is the solution's), shown once the reader answered.
    pub lines: Option<Vec<Line>>,
    /// How many answers were right, of how many given, everywhere.
    pub solved_share: (u32, u32),
}

/// One user's answer to one puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    pub user: UserId,
    pub game: GameKind,
    pub date: Date,
    /// The server it was given in.
    pub server: u64,
    /// The line the answer was in (0: the solution's).
    pub line: usize,
    pub right: bool,
    /// Unix ms.
    pub at: i64,
}

/// What an answer gets back: the attempt, the proof, and what it changed.
#[derive(Clone, Debug)]
pub struct Verdict {
    pub attempt: Attempt,
    /// Every line, the solution's first, for wording the proof.
    pub lines: Vec<Line>,
    pub measure: Measure,
    pub seat: Seat,
    /// The seat's view, for describing the moves.
    pub view: AnyView,
    /// The player's puzzle rating before and after.
    pub rating_before: f64,
    pub rating_after: f64,
    pub streak: Streak,
}

/// Consecutive dates on which a user solved at least one puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Streak {
    /// The run ending at `last`, while it is still alive (its last date is today or
    /// yesterday); 0 once a date passed without a solve.
    pub current: u32,
    /// The longest run ever.
    pub best: u32,
    /// The last date solved.
    pub last: Option<Date>,
}

impl Streak {
    /// The streak of a user who solved on `solved` dates, judged on `today`.
    pub fn of(solved: &BTreeSet<Date>, today: Date) -> Streak {
        let mut best = 0;
        let mut run = 0;
        let mut previous: Option<Date> = None;
        for &date in solved {
            run = match previous {
                Some(p) if p.tomorrow().ok() == Some(date) => run + 1,
                _ => 1,
            };
            best = best.max(run);
            previous = Some(date);
        }
        let last = solved.iter().next_back().copied();
        Streak {
            current: last.map_or(0, |last| if alive(last, today) { run } else { 0 }),
            best,
            last,
        }
    }

    /// The same streak judged on another day: its current run dropped once a date passed
    /// without a solve (stored streaks are judged on the reader's server's today).
    pub fn on(self, today: Date) -> Streak {
        Streak {
            current: match self.last {
                Some(last) if alive(last, today) => self.current,
                _ => 0,
            },
            ..self
        }
    }
}

/// Whether a run whose last date is `last` still counts on `today`: today's puzzle may
/// still extend it.
fn alive(last: Date, today: Date) -> bool {
    last >= today.yesterday().unwrap_or(today)
}

/// One user's puzzle record, as a board shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleStanding {
    pub user: UserId,
    pub rating: f64,
    /// The rating deviation.
    pub rd: f64,
    /// Puzzles answered right, and answered at all.
    pub solved: u32,
    pub tried: u32,
    pub streak: Streak,
}

/// A page of a server's puzzle board: the users who answered there, best rating first.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleBoard {
    pub server: u64,
    pub rows: Vec<PuzzleStanding>,
    /// 1-based.
    pub page: u32,
    /// At least 1 (an empty board has one empty page).
    pub pages: u32,
}

/// How many pages `rows` rows fill (at least one).
pub fn board_pages(rows: u32) -> u32 {
    rows.div_ceil(PAGE_SIZE).max(1)
}

/// A day's solve counts in one game, in one server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolveCount {
    pub game: GameKind,
    pub right: u32,
    pub tried: u32,
}

/// The daily post "Today's puzzles" a server with a puzzle channel gets at its midnight:
/// stored as this value in the outbox ([`crate::model::PostKind::Puzzles`]) and worded at
/// delivery in the server's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyPuzzles {
    pub server: u64,
    pub date: Date,
    /// The games with a puzzle, in `/puzzle`'s order.
    pub games: Vec<GameKind>,
    /// Yesterday's (the server's yesterday) answers given in the server, per game that had
    /// any.
    pub yesterday: Vec<SolveCount>,
}

impl DailyPuzzles {
    /// As stored in the outbox's `content`.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a daily post serializes")
    }

    pub fn from_json(text: &str) -> serde_json::Result<DailyPuzzles> {
        serde_json::from_str(text)
    }
}

/// Why a puzzle request or answer was refused (worded by the edges), or a storage failure.
#[derive(Debug, Error)]
pub enum PuzzleError {
    /// The game has no daily puzzle ([`crate::puzzles::left_out`] says why).
    #[error("{0} has no daily puzzle")]
    NoPuzzle(GameKind),
    /// Not generated yet, and generating it now failed or is taking long.
    #[error("the puzzle is not ready yet: try again in a moment")]
    NotReady,
    /// The puzzle's date is not today in the server where it was answered.
    #[error("the puzzle of {date} can no longer be answered: today is {today}")]
    DayOver { date: Date, today: Date },
    /// One answer per user per puzzle, in whichever server.
    #[error("you already answered this puzzle")]
    AlreadyAnswered(Attempt),
    /// A move the puzzle's seat may not make.
    #[error("that move cannot be made in this position")]
    NotAMove,
    #[error("there is no page {page}: the puzzle board has {pages}")]
    NoSuchPage { page: u32, pages: u32 },
    #[error("the bot is shutting down: try again in a moment")]
    ShuttingDown,
    #[error("storage failed: {0:#}")]
    Storage(#[from] anyhow::Error),
}

impl PuzzleError {
    /// Whether this is the user's own mistake (shown to them) rather than the bot's.
    pub fn is_user_error(&self) -> bool {
        !matches!(self, PuzzleError::Storage(_))
    }
}

/// A puzzle's rating as stored: its starting rating from the solver, with
/// [`PUZZLE_DEVIATION`].
pub fn puzzle_rating_new(rating: f64) -> Glicko2Rating {
    Glicko2Rating {
        rating,
        deviation: PUZZLE_DEVIATION,
        volatility: Glicko2Rating::new().volatility,
    }
}

/// The player's and the puzzle's ratings after one answer: a right answer is the player's
/// win against the puzzle (as lichess rates its puzzles).
pub fn puzzle_rate(
    player: Glicko2Rating,
    puzzle: Glicko2Rating,
    right: bool,
) -> (Glicko2Rating, Glicko2Rating) {
    let outcome = if right { Outcomes::WIN } else { Outcomes::LOSS };
    glicko2(&player, &puzzle, &outcome, &Glicko2Config::new())
}

/// The date at `now_ms` in `zone`.
pub fn date_at(zone: &TimeZone, now_ms: i64) -> Date {
    Timestamp::from_millisecond(now_ms)
        .unwrap_or(Timestamp::UNIX_EPOCH)
        .to_zoned(zone.clone())
        .date()
}

/// The start (Unix ms) of the day after the one `now_ms` falls in, in `zone`: the next
/// local midnight (or the first instant of that day where a DST change skips midnight).
pub fn next_midnight(zone: &TimeZone, now_ms: i64) -> i64 {
    let today = date_at(zone, now_ms);
    let tomorrow = today.tomorrow().unwrap_or(today);
    tomorrow
        .to_zoned(zone.clone())
        .map(|z| z.timestamp().as_millisecond())
        .unwrap_or(now_ms + 24 * 3600 * 1000)
}

/// The UTC dates puzzles are made ahead for, on `today` (UTC): from yesterday to a week
/// ahead, which covers every zone's today (UTC−12 to UTC+14) for the week.
pub fn dates_ahead(today: Date) -> Vec<Date> {
    let mut dates = Vec::new();
    let mut date = today.yesterday().unwrap_or(today);
    while date
        <= today
            .checked_add(jiff::Span::new().days(7))
            .unwrap_or(today)
    {
        dates.push(date);
        match date.tomorrow() {
            Ok(next) => date = next,
            Err(_) => break,
        }
    }
    dates
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    fn solved(days: &[i8]) -> BTreeSet<Date> {
        days.iter().map(|&d| date(2026, 3, d)).collect()
    }

    #[test]
    fn a_streak_counts_the_run_of_consecutive_days_ending_at_the_last_solve() {
        let s = Streak::of(&solved(&[1, 2, 3, 5, 6]), date(2026, 3, 6));
        assert_eq!((s.current, s.best, s.last), (2, 3, Some(date(2026, 3, 6))));
        // Yesterday's solve still counts today: today's puzzle may extend it.
        assert_eq!(Streak::of(&solved(&[5, 6]), date(2026, 3, 7)).current, 2);
    }

    #[test]
    fn a_day_passed_without_a_solve_ends_the_current_streak_not_the_best() {
        let s = Streak::of(&solved(&[1, 2, 3]), date(2026, 3, 5));
        assert_eq!((s.current, s.best), (0, 3));
        let stored = Streak::of(&solved(&[1, 2, 3]), date(2026, 3, 3));
        assert_eq!(stored.current, 3);
        assert_eq!(stored.on(date(2026, 3, 4)).current, 3);
        assert_eq!(
            stored.on(date(2026, 3, 5)),
            Streak {
                current: 0,
                ..stored
            }
        );
        assert_eq!(
            Streak::of(&BTreeSet::new(), date(2026, 3, 5)),
            Streak::default()
        );
    }

    #[test]
    fn a_servers_today_and_next_midnight_follow_its_zone_across_dst() {
        let berlin = TimeZone::get("Europe/Berlin").unwrap();
        // 2026-03-28 23:30 UTC is the 29th, 00:30 in Berlin (CET, +1).
        let now = date(2026, 3, 28)
            .at(23, 30, 0, 0)
            .to_zoned(TimeZone::UTC)
            .unwrap()
            .timestamp()
            .as_millisecond();
        assert_eq!(date_at(&TimeZone::UTC, now), date(2026, 3, 28));
        assert_eq!(date_at(&berlin, now), date(2026, 3, 29));
        // The 29th has 23 hours in Berlin (clocks go forward): midnight is 22:00 UTC.
        let next = next_midnight(&berlin, now);
        let expected = date(2026, 3, 29)
            .at(22, 0, 0, 0)
            .to_zoned(TimeZone::UTC)
            .unwrap()
            .timestamp()
            .as_millisecond();
        assert_eq!(next, expected);
        assert_eq!(date_at(&berlin, next), date(2026, 3, 30));
        assert_eq!(date_at(&berlin, next - 1), date(2026, 3, 29));
    }

    #[test]
    fn puzzles_are_made_from_yesterday_to_a_week_ahead_in_utc() {
        let dates = dates_ahead(date(2026, 12, 31));
        assert_eq!(dates.len(), 9);
        assert_eq!(dates.first(), Some(&date(2026, 12, 30)));
        assert_eq!(dates.last(), Some(&date(2027, 1, 7)));
    }

    #[test]
    fn a_right_answer_is_a_win_against_the_puzzle() {
        let (player, puzzle) = (Glicko2Rating::new(), puzzle_rating_new(1600.0));
        let (up, down) = puzzle_rate(player, puzzle, true);
        assert!(up.rating > player.rating && down.rating < puzzle.rating);
        let (down, up) = puzzle_rate(player, puzzle, false);
        assert!(down.rating < player.rating && up.rating > puzzle.rating);
    }

    #[test]
    fn boards_have_at_least_one_page() {
        assert_eq!([0, 1, 10, 11, 20, 21].map(board_pages), [1, 1, 1, 2, 2, 3]);
    }

    #[test]
    fn the_daily_post_round_trips_through_the_outbox() {
        let post = DailyPuzzles {
            server: 9,
            date: date(2026, 12, 1),
            games: crate::puzzles::GAMES.to_vec(),
            yesterday: vec![SolveCount {
                game: GameKind::Clash,
                right: 3,
                tried: 5,
            }],
        };
        assert_eq!(DailyPuzzles::from_json(&post.to_json()).unwrap(), post);
    }
}
