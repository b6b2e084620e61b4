//! A player's profile card as data: each game's rating with its recent trend, rank and
//! record, their streaks, their rarest achievements and their puzzle streak, read in one go
//! by `storage::profile` and drawn by `pictures::profile` for `/profile` and the web.

use super::achievements::Achievement;
use super::ratings::Standing;
use super::UserId;
use crate::rules::GameKind;

/// Rated matches a trend spans (the newest): the card's sparkline and its rating change.
pub const TREND_MATCHES: u32 = 20;
/// Achievements the card names, the rarest first.
pub const RAREST_SHOWN: usize = 3;

/// Everything a profile card shows about one player on one server, all time.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfileCard {
    pub user: UserId,
    /// The name the player goes by, as last seen.
    pub name: String,
    /// One line a game they have a rating in, in [`GameKind::ALL`]'s order; empty for a
    /// player with no rated match.
    pub games: Vec<GameLine>,
    /// The rarest of their achievements (at most [`RAREST_SHOWN`]), the rarest first.
    pub rarest: Vec<RareAchievement>,
    /// How many achievements they have in all.
    pub achievements: usize,
    /// Days in a row they solved the daily puzzle; `None` where the server has no puzzles
    /// (or they never solved one).
    pub puzzle_streak: Option<u32>,
}

/// One game's line of a card.
#[derive(Clone, Debug, PartialEq)]
pub struct GameLine {
    pub game: GameKind,
    pub standing: Standing,
    /// The rating's deviation is at the provisional mark or more (the boards' rule).
    pub provisional: bool,
    /// `None` while the player has too few games to be on the board.
    pub rank: Option<u32>,
    /// Players on the board.
    pub players: u32,
    /// The rating before the oldest of the last [`TREND_MATCHES`] rated matches, then
    /// after each of them, oldest first: at least two points once a match is rated.
    pub trend: Vec<f64>,
}

impl GameLine {
    /// The rating's change over the trend, rounded: positive when it went up.
    pub fn change(&self) -> i64 {
        match (self.trend.first(), self.trend.last()) {
            (Some(first), Some(last)) => (last.round() - first.round()) as i64,
            _ => 0,
        }
    }

    /// The matches the trend spans.
    pub fn trend_matches(&self) -> usize {
        self.trend.len().saturating_sub(1)
    }
}

/// An achievement with the share of the server's players who have it (0 to 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RareAchievement {
    pub achievement: Achievement,
    pub rarity: f64,
}

impl ProfileCard {
    /// Wins, losses and draws over every game.
    pub fn totals(&self) -> (u32, u32, u32) {
        self.games.iter().fold((0, 0, 0), |(w, l, d), g| {
            (
                w + g.standing.wins,
                l + g.standing.losses,
                d + g.standing.draws,
            )
        })
    }

    /// Rated matches over every game.
    pub fn matches(&self) -> u32 {
        self.games.iter().map(|g| g.standing.games).sum()
    }

    /// The longest run of wins in any one game.
    pub fn best_streak(&self) -> u32 {
        self.games
            .iter()
            .map(|g| g.standing.best_streak)
            .max()
            .unwrap_or(0)
    }
}

/// The `n` rarest of `earned` (lowest share first; the list's order breaks ties).
pub fn rarest_of(earned: &[super::achievements::Earned], n: usize) -> Vec<RareAchievement> {
    let mut all: Vec<RareAchievement> = earned
        .iter()
        .map(|e| RareAchievement {
            achievement: e.achievement,
            rarity: e.rarity,
        })
        .collect();
    all.sort_by(|x, y| {
        (x.rarity, x.achievement)
            .partial_cmp(&(y.rarity, y.achievement))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    all.truncate(n);
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::achievements::Earned;

    fn line(trend: Vec<f64>, wins: u32, best: u32) -> GameLine {
        let mut standing = Standing::new(1);
        standing.wins = wins;
        standing.games = wins + 1;
        standing.losses = 1;
        standing.best_streak = best;
        GameLine {
            game: GameKind::Duel,
            standing,
            provisional: false,
            rank: None,
            players: 0,
            trend,
        }
    }

    #[test]
    fn a_trend_is_the_change_from_its_first_point_to_its_last() {
        let up = line(vec![1500.0, 1490.4, 1531.6], 1, 1);
        assert_eq!(up.change(), 32);
        assert_eq!(up.trend_matches(), 2);
        assert_eq!(line(vec![1500.0, 1470.0], 0, 0).change(), -30);
        assert_eq!(line(Vec::new(), 0, 0).change(), 0);
        assert_eq!(line(Vec::new(), 0, 0).trend_matches(), 0);
    }

    #[test]
    fn totals_add_up_every_game_and_the_best_streak_is_the_longest() {
        let card = ProfileCard {
            user: 1,
            name: "a".into(),
            games: vec![line(vec![], 3, 2), line(vec![], 4, 4)],
            rarest: vec![],
            achievements: 0,
            puzzle_streak: None,
        };
        assert_eq!(card.totals(), (7, 2, 0));
        assert_eq!(card.matches(), 9);
        assert_eq!(card.best_streak(), 4);
    }

    #[test]
    fn the_rarest_come_first_and_ties_keep_the_lists_order() {
        let earned = |achievement, rarity| Earned {
            achievement,
            match_id: None,
            season: None,
            earned_at: 0,
            rarity,
        };
        let all = [
            earned(Achievement::FirstWin, 0.9),
            earned(Achievement::Streak5, 0.1),
            earned(Achievement::Streak3, 0.1),
            earned(Achievement::Played10, 0.5),
        ];
        let rarest = rarest_of(&all, 3);
        let codes: Vec<_> = rarest.iter().map(|r| r.achievement).collect();
        assert_eq!(
            codes,
            [
                Achievement::Streak3,
                Achievement::Streak5,
                Achievement::Played10
            ]
        );
    }
}
