//! Ratings and results: Glicko-2 (per server, board and game, computed by the
//! `skillratings` crate), a player's standing, the leaderboard's pages, /stats and
//! /history, and how a finished match is recorded ([`MatchRecord`]).

use super::seasons::SeasonError;
use super::{MatchId, MatchSnapshot, MatchStatus, UserId};
use crate::rules::{BySeat, EndReason, GameKind, Outcome, Seat};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use thiserror::Error;

/// Players on one leaderboard page.
pub const PAGE_SIZE: u32 = 10;

/// Width of the rating bands `board_buckets` counts players in. Narrow enough that a band
/// holds few players (a rank counts inside one band), wide enough that a board has only a
/// few hundred bands.
const BAND_WIDTH: f64 = 10.0;

/// The band of a rating: its `bucket` column.
pub fn rating_band(rating: f64) -> i64 {
    (rating / BAND_WIDTH).floor() as i64
}

/// The rating of a player who has not played yet: the crate's defaults.
pub fn rating_new() -> Glicko2Rating {
    Glicko2Rating::new()
}

/// Both players' ratings after one game; `winner` is `None` for a draw.
pub fn rating_update(before: BySeat<Glicko2Rating>, winner: Option<Seat>) -> BySeat<Glicko2Rating> {
    let outcome = match winner {
        Some(Seat::A) => Outcomes::WIN,
        Some(Seat::B) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (a, b) = glicko2(&before.a, &before.b, &outcome, &Glicko2Config::new());
    BySeat::new(a, b)
}

/// One player's side of a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerResult {
    Win,
    Loss,
    Draw,
}

impl PlayerResult {
    pub fn of(winner: Option<Seat>, seat: Seat) -> PlayerResult {
        match winner {
            None => PlayerResult::Draw,
            Some(w) if w == seat => PlayerResult::Win,
            Some(_) => PlayerResult::Loss,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            PlayerResult::Win => "win",
            PlayerResult::Loss => "loss",
            PlayerResult::Draw => "draw",
        }
    }

    pub fn parse(text: &str) -> Option<PlayerResult> {
        match text {
            "win" => Some(PlayerResult::Win),
            "loss" => Some(PlayerResult::Loss),
            "draw" => Some(PlayerResult::Draw),
            _ => None,
        }
    }
}

/// A rating before and after one match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub before: Glicko2Rating,
    pub after: Glicko2Rating,
}

/// The rating changes of one rated match: on the all-time board, and on the board of the
/// season it counted in, if one was open as it ended.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRatings {
    pub all_time: BySeat<RatingChange>,
    pub season: Option<SeasonRatings>,
}

/// A match's rating changes on its season's board.
#[derive(Clone, Debug, PartialEq)]
pub struct SeasonRatings {
    pub number: u32,
    pub name: String,
    pub changes: BySeat<RatingChange>,
}

impl MatchRatings {
    /// What a result post shows: the season's changes (with its name), else the all-time
    /// ones.
    pub fn shown(&self) -> (Option<&str>, BySeat<RatingChange>) {
        match &self.season {
            Some(s) => (Some(&s.name), s.changes),
            None => (None, self.all_time),
        }
    }
}

/// How a match ended, as recorded: everything `match_results` holds.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    pub id: MatchId,
    pub guild: u64,
    pub game: GameKind,
    pub players: BySeat<UserId>,
    pub first: Seat,
    pub outcome: Outcome,
    pub scores: BySeat<u32>,
    /// Game actions (moves and run-out clocks) before the end; a resignation is not one.
    pub moves: u32,
    pub started_at: i64,
    pub finished_at: i64,
}

impl MatchRecord {
    /// The record of a finished match; `None` while it is not finished.
    pub fn of(m: &MatchSnapshot, now: i64) -> anyhow::Result<Option<MatchRecord>> {
        let (Some(table), MatchStatus::Finished) = (m.table(), m.status) else {
            return Ok(None);
        };
        // The match's outcome, not the table's: a drawn Death Match may go to the DMO, and
        // a voided one has none (it is not recorded).
        let Some(outcome) = m.outcome() else {
            return Ok(None);
        };
        Ok(Some(MatchRecord {
            id: m.id,
            guild: m.place.guild,
            game: m.game,
            players: m.players,
            first: table.first(),
            outcome,
            scores: table.scores(),
            moves: table.game_actions() as u32,
            started_at: m.created_at,
            finished_at: now,
        }))
    }

    /// A match abandoned before its first move (resigned while the toss winner chose, or
    /// before anything was played) counts for nobody.
    pub fn rated(&self) -> bool {
        self.moves > 0
    }
}

/// A player's rating and record in one game on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub user: UserId,
    pub rating: Glicko2Rating,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Results in a row: n > 0 wins, n < 0 losses, 0 after a draw (or before any game).
    pub streak: i32,
    /// The longest run of wins.
    pub best_streak: u32,
}

impl Standing {
    pub fn new(user: UserId) -> Standing {
        Standing {
            user,
            rating: rating_new(),
            games: 0,
            wins: 0,
            losses: 0,
            draws: 0,
            streak: 0,
            best_streak: 0,
        }
    }

    /// The standing after one more game.
    pub fn after(mut self, result: PlayerResult, rating: Glicko2Rating) -> Standing {
        self.rating = rating;
        self.games += 1;
        match result {
            PlayerResult::Win => {
                self.wins += 1;
                self.streak = self.streak.max(0) + 1;
                self.best_streak = self.best_streak.max(self.streak as u32);
            }
            PlayerResult::Loss => {
                self.losses += 1;
                self.streak = self.streak.min(0) - 1;
            }
            PlayerResult::Draw => {
                self.draws += 1;
                self.streak = 0;
            }
        }
        self
    }

    /// Wins as a share of games, draws counting half; `None` before any game.
    pub fn win_rate(&self) -> Option<f64> {
        (self.games > 0)
            .then(|| (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games))
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct BoardRow {
    pub rank: u32,
    pub standing: Standing,
}

/// One page of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardPage {
    pub game: GameKind,
    /// 1-based.
    pub page: u32,
    /// At least 1, even for an empty board.
    pub pages: u32,
    /// Players on the board.
    pub players: u32,
    /// Games a player needs to be on it.
    pub min_games: u32,
    pub rows: Vec<BoardRow>,
}

#[derive(Debug, Error)]
pub enum BoardError {
    #[error("there is no page {page}: the {game} leaderboard has {}", page_range(*pages))]
    NoSuchPage {
        game: GameKind,
        page: u32,
        pages: u32,
    },
    #[error(transparent)]
    Season(#[from] SeasonError),
    #[error("storage failed: {0:#}")]
    Storage(#[from] anyhow::Error),
}

fn page_range(pages: u32) -> String {
    match pages {
        1 => "only page 1".to_string(),
        n => format!("pages 1 to {n}"),
    }
}

/// Wins, losses and draws of one player against another.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// What /stats shows for one player in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    pub game: GameKind,
    pub standing: Standing,
    /// `None` while the player has too few games to be on the board.
    pub rank: Option<u32>,
    /// Players on the board.
    pub players: u32,
    pub min_games: u32,
    /// The opponent met most often (the lowest id among equals), and how many games.
    pub top_opponent: Option<(UserId, u32)>,
    /// The player's results against the viewer, when the viewer is someone else.
    pub against_viewer: Option<Tally>,
}

/// One point of a rating chart: a rated match's rating after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartPoint {
    pub at: i64,
    pub rating: f64,
    pub match_id: MatchId,
}

/// A player's results against one opponent, in one game, all time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeadToHead {
    pub opponent: UserId,
    pub game: GameKind,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// One rated match, from one player's side.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryEntry {
    pub match_id: MatchId,
    pub game: GameKind,
    pub opponent: UserId,
    pub result: PlayerResult,
    pub reason: EndReason,
    pub score: u32,
    pub opponent_score: u32,
    pub rating_before: f64,
    pub rating_after: f64,
    pub finished_at: i64,
}
