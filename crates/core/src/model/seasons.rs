//! Seasons: a server's named stretches of play, each with boards of its own beside the
//! all-time ones. Which board a standing, a rating change or a history belongs to
//! ([`Scope`]), which one a command asks for ([`SeasonPick`]), and the soft reset.

use super::UserId;
use skillratings::glicko2::Glicko2Rating;
use thiserror::Error;

/// The longest season name, in characters (a slash command's choice value holds 100).
pub const MAX_NAME_CHARS: usize = 100;

/// What the `season` option says for the all-time board.
pub const ALL_TIME: &str = "all";

/// The board a rating is kept on: one season's, or the all-time one (every rated match
/// ever played on the server).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    AllTime,
    /// The server's season `n` (numbered from 1 in the order started).
    Season(u32),
}

impl Scope {
    /// As stored in the `season` columns: 0 for all time.
    pub fn number(self) -> u32 {
        match self {
            Scope::AllTime => 0,
            Scope::Season(n) => n,
        }
    }

    pub fn from_number(n: u32) -> Scope {
        match n {
            0 => Scope::AllTime,
            n => Scope::Season(n),
        }
    }
}

/// One of a server's seasons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    pub number: u32,
    pub name: String,
    /// Players start from their all-time rating pulled halfway towards a new player's
    /// ([`soft_reset`]) rather than as new players.
    pub soft_reset: bool,
    pub started_at: i64,
    pub started_by: UserId,
    /// `None` while it runs.
    pub ended_at: Option<i64>,
}

impl Season {
    pub fn scope(&self) -> Scope {
        Scope::Season(self.number)
    }

    pub fn is_open(&self) -> bool {
        self.ended_at.is_none()
    }
}

/// What `/season start` or `/season end` did: the season it closed, the one it opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonChange {
    pub closed: Option<Season>,
    pub opened: Option<Season>,
}

/// Something read for one board, with the season it was read for (`None`: all time).
#[derive(Clone, Debug, PartialEq)]
pub struct Seasonal<T> {
    pub season: Option<Season>,
    pub value: T,
}

impl<T> Seasonal<T> {
    pub fn scope(&self) -> Scope {
        self.season.as_ref().map_or(Scope::AllTime, Season::scope)
    }
}

/// The board a command asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeasonPick {
    /// The season running, or all time when none runs (an option left out).
    Current,
    AllTime,
    /// A season by name, as typed (names compare without case).
    Named(String),
    /// A season by number (a leaderboard's buttons).
    Number(u32),
}

impl SeasonPick {
    /// A command's `season` option: left out, `all`, or a season's name.
    pub fn from_option(option: Option<&str>) -> SeasonPick {
        match option.map(str::trim) {
            None | Some("") => SeasonPick::Current,
            Some(text) if text.eq_ignore_ascii_case(ALL_TIME) => SeasonPick::AllTime,
            Some(text) => SeasonPick::Named(text.to_string()),
        }
    }

    /// A stored scope (0: all time).
    pub fn of_scope(scope: Scope) -> SeasonPick {
        match scope {
            Scope::AllTime => SeasonPick::AllTime,
            Scope::Season(n) => SeasonPick::Number(n),
        }
    }
}

/// A season's name, checked: trimmed, 1 to [`MAX_NAME_CHARS`] characters on one line,
/// and not [`ALL_TIME`], which names the all-time board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonName(String);

impl SeasonName {
    pub fn parse(text: &str) -> Result<SeasonName, SeasonError> {
        let name = text.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME_CHARS || name.contains(['\n', '\r']) {
            return Err(SeasonError::BadName);
        }
        if name.eq_ignore_ascii_case(ALL_TIME) {
            return Err(SeasonError::ReservedName);
        }
        Ok(SeasonName(name.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Why a season command or option was refused: values, worded for the member who gave it
/// by the Discord layer (`discord::refusals::season`); the messages here are for the logs.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SeasonError {
    #[error("season name empty, longer than {MAX_NAME_CHARS} characters or on several lines")]
    BadName,
    #[error("season name {ALL_TIME:?} is reserved for the all-time board")]
    ReservedName,
    #[error("season name {0:?} taken")]
    NameTaken(String),
    #[error("no season running")]
    NoneOpen,
    #[error("no season called {0:?}")]
    NoSuchSeason(String),
}

/// A new player's rating: 1500, deviation 350 (the crate's defaults).
fn newcomer() -> Glicko2Rating {
    Glicko2Rating::new()
}

/// Where a player starts a soft-reset season: their all-time rating pulled halfway
/// towards a new player's 1500, and their deviation raised halfway back up towards a new
/// player's 350 (never lowered), so the first games of the season move it more; the
/// volatility is kept. `r → 1500 + (r − 1500) / 2`, `d → max(d, d + (350 − d) / 2)`.
pub fn soft_reset(all_time: Glicko2Rating) -> Glicko2Rating {
    let new = newcomer();
    Glicko2Rating {
        rating: new.rating + (all_time.rating - new.rating) / 2.0,
        deviation: all_time
            .deviation
            .max(all_time.deviation + (new.deviation - all_time.deviation) / 2.0),
        volatility: all_time.volatility,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Glicko2Rating {
        Glicko2Rating {
            rating,
            deviation,
            volatility: 0.059,
        }
    }

    #[test]
    fn a_soft_reset_pulls_the_rating_halfway_to_1500_and_the_deviation_halfway_to_350() {
        assert_eq!(soft_reset(rating(1900.0, 50.0)), rating(1700.0, 200.0));
        assert_eq!(soft_reset(rating(1100.0, 150.0)), rating(1300.0, 250.0));
        assert_eq!(soft_reset(rating(1500.0, 350.0)), rating(1500.0, 350.0));
        // A new player's rating is a fixed point.
        assert_eq!(soft_reset(Glicko2Rating::new()), Glicko2Rating::new());
    }

    #[test]
    fn a_soft_reset_never_lowers_a_deviation() {
        // Glicko-2 can leave a deviation a hair above 350 after a very lopsided game.
        assert_eq!(soft_reset(rating(1600.0, 351.0)).deviation, 351.0);
    }

    #[test]
    fn a_soft_reset_keeps_the_volatility() {
        let r = Glicko2Rating {
            rating: 1800.0,
            deviation: 90.0,
            volatility: 0.07,
        };
        assert_eq!(soft_reset(r).volatility, 0.07);
    }

    #[test]
    fn season_names_are_trimmed_checked_and_never_all() {
        assert_eq!(
            SeasonName::parse("  Season 4 ").unwrap().as_str(),
            "Season 4"
        );
        assert_eq!(SeasonName::parse("   "), Err(SeasonError::BadName));
        assert_eq!(SeasonName::parse("a\nb"), Err(SeasonError::BadName));
        assert!(SeasonName::parse(&"é".repeat(MAX_NAME_CHARS)).is_ok());
        assert_eq!(
            SeasonName::parse(&"é".repeat(MAX_NAME_CHARS + 1)),
            Err(SeasonError::BadName)
        );
        assert_eq!(SeasonName::parse("ALL"), Err(SeasonError::ReservedName));
    }

    #[test]
    fn the_season_option_reads_as_current_all_time_or_a_name() {
        assert_eq!(SeasonPick::from_option(None), SeasonPick::Current);
        assert_eq!(SeasonPick::from_option(Some(" ")), SeasonPick::Current);
        assert_eq!(SeasonPick::from_option(Some("All")), SeasonPick::AllTime);
        assert_eq!(
            SeasonPick::from_option(Some("Season 4")),
            SeasonPick::Named("Season 4".into())
        );
    }

    #[test]
    fn scopes_are_stored_as_season_numbers_with_0_for_all_time() {
        for scope in [Scope::AllTime, Scope::Season(1), Scope::Season(7)] {
            assert_eq!(Scope::from_number(scope.number()), scope);
        }
        assert_eq!(Scope::AllTime.number(), 0);
    }
}
