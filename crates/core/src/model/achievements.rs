//! Achievements: what a player earns by a finished match, or by a season's end, declared
//! once in [`for_each_achievement!`]'s list, each decided by a pure function of what is
//! stored (the player's side of the match and their history in the server, this match
//! included). Storage keeps who earned which, once; the edges word them.

use super::ratings::PlayerResult;
use crate::ai::Level;
use crate::rules::tile_poker::Category;
use crate::rules::GameKind;

/// **The achievements**, declared once: each line is a variant of [`Achievement`], its code
/// (in storage and in the catalogue's keys `achievement-<code>` and
/// `achievement-<code>-how`) and the test that decides whether a [`Deed`] earns it. The
/// list's order is the order they are shown in.
#[macro_export]
macro_rules! for_each_achievement {
    ($then:ident) => {
        $then! {
            FirstWin: "first-win" => |d| d.rated().is_some_and(|(m, _)| m.won()),
            Played10: "played-10" => |d| d.rated().is_some_and(|(_, h)| h.matches >= 10),
            Played100: "played-100" => |d| d.rated().is_some_and(|(_, h)| h.matches >= 100),
            Streak3: "streak-3" => |d| d.rated().is_some_and(|(_, h)| h.win_streak >= 3),
            Streak5: "streak-5" => |d| d.rated().is_some_and(|(_, h)| h.win_streak >= 5),
            Streak10: "streak-10" => |d| d.rated().is_some_and(|(_, h)| h.win_streak >= 10),
            AllGames: "all-games" => |d| d
                .rated()
                .is_some_and(|(_, h)| h.games_played as usize >= GameKind::ALL.len()),
            Rating1700: "rating-1700" => |d| d.rating_at_least(1700.0),
            Rating1900: "rating-1900" => |d| d.rating_at_least(1900.0),
            StrongBotBeaten: "strong-bot" => |d| d
                .finished()
                .is_some_and(|m| m.won() && m.against == Against::Bot(Level::Strong)),
            DeathMatchWon: "death-match" => |d| d.finished().is_some_and(|m| m.won() && m.deathmatch),
            SeasonTop3: "season-top-3" => |d| matches!(d, Deed::SeasonPlace(p) if (1..=3).contains(p)),
            ClashShutout: "clash-shutout" => |d| d.shutout(GameKind::Clash),
            TileStraightFlush: "tile-straight-flush" => |d| d
                .finished()
                .is_some_and(|m| m.game == GameKind::TilePoker
                    && m.best_hand == Some(Category::StraightFlush)),
            ClubbedEmptyStore: "clubbed-empty-store" => |d| d
                .finished()
                .is_some_and(|m| m.game == GameKind::Clubbed && m.won() && m.score == 0),
            ShapeShutout: "shape-shutout" => |d| d.shutout(GameKind::ShapeClash),
            DuelShutout: "duel-shutout" => |d| d.shutout(GameKind::Duel),
        }
    };
}

/// [`Achievement`] and its list, from [`for_each_achievement!`].
macro_rules! achievements_of_the_list {
    ($($variant:ident: $code:literal => $test:expr),* $(,)?) => {
        /// An achievement, by the line that declares it in [`for_each_achievement!`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Achievement {
            $($variant),*
        }

        impl Achievement {
            /// Every achievement, in the list's order.
            pub const ALL: [Achievement; [$($code),*].len()] = [$(Achievement::$variant),*];

            /// Its code in storage and in the catalogue (`first-win`).
            pub fn code(self) -> &'static str {
                match self {
                    $(Achievement::$variant => $code,)*
                }
            }

            /// Whether `deed` earns it.
            pub fn earned_by(self, deed: &Deed<'_>) -> bool {
                match self {
                    $(Achievement::$variant => {
                        let test: fn(&Deed<'_>) -> bool = $test;
                        test(deed)
                    })*
                }
            }
        }
    };
}

for_each_achievement!(achievements_of_the_list);

impl Achievement {
    /// The achievement stored under `code`; `None` for a code this build does not know
    /// (one a later release added, say): it is then not shown.
    pub fn parse(code: &str) -> Option<Achievement> {
        Achievement::ALL.into_iter().find(|a| a.code() == code)
    }

    /// The achievements `deed` earns, in the list's order (ones the player already has
    /// included: storage keeps each once).
    pub fn earned(deed: &Deed<'_>) -> Vec<Achievement> {
        Achievement::ALL
            .into_iter()
            .filter(|a| a.earned_by(deed))
            .collect()
    }
}

/// The longest run of wins an achievement asks for: a history summary need read no
/// further back (a test holds the list to it).
pub const LONGEST_STREAK: u32 = 10;

/// The deviation below which a rating counts for the rating achievements: the
/// leaderboard's default line between provisional and established ratings, so that two
/// lucky first wins (a new player's rating moves fast) earn no "Expert".
pub const ESTABLISHED_DEVIATION: f64 = 110.0;

/// A rating after a match, as [`Finished::rating_after`] holds it: `None` while provisional.
pub fn established(rating: f64, deviation: f64) -> Option<f64> {
    (deviation < ESTABLISHED_DEVIATION).then_some(rating)
}

/// Who the player played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Against {
    Person,
    Bot(Level),
}

/// One player's side of a finished match: what its stored result and final table say.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Finished {
    pub game: GameKind,
    pub result: PlayerResult,
    /// The player's score and the opponent's, in the game's own terms (Clubbed's is the
    /// store, where fewer is better).
    pub score: u32,
    pub opponent_score: u32,
    pub against: Against,
    /// A Death Match (not voided: a voided one is not a finished result).
    pub deathmatch: bool,
    /// The player's all-time rating in this game after the match, when it was rated and
    /// is established ([`established`]).
    pub rating_after: Option<f64>,
    /// Tile Poker: the best hand a line of the player's scored.
    pub best_hand: Option<Category>,
}

impl Finished {
    /// Whether the player won.
    pub fn won(&self) -> bool {
        self.result == PlayerResult::Win
    }
}

/// A player's history in the server, the match being decided included: what the general
/// achievements count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Rated matches played, every game.
    pub matches: u32,
    /// Rated wins in a row up to this match, every game (a draw or a loss ends a run).
    pub win_streak: u32,
    /// Games with at least one rated match.
    pub games_played: u32,
}

/// What may earn an achievement.
#[derive(Clone, Copy, Debug)]
pub enum Deed<'a> {
    /// A finished match, with the player's history when it was rated (a match against the
    /// bot, or of an unrated tournament, counts for no history).
    Match(&'a Finished, Option<&'a Summary>),
    /// The player's place on one of an ended season's boards.
    SeasonPlace(u32),
}

impl Deed<'_> {
    /// The match, when the deed is one.
    pub fn finished(&self) -> Option<&Finished> {
        match self {
            Deed::Match(m, _) => Some(m),
            Deed::SeasonPlace(_) => None,
        }
    }

    /// The match and the history, when the deed is a rated match.
    pub fn rated(&self) -> Option<(&Finished, &Summary)> {
        match self {
            Deed::Match(m, Some(h)) => Some((m, h)),
            _ => None,
        }
    }

    /// A rated match after which the player's rating in its game is `at_least`.
    fn rating_at_least(&self, at_least: f64) -> bool {
        self.rated()
            .and_then(|(m, _)| m.rating_after)
            .is_some_and(|r| r >= at_least)
    }

    /// A win of `game` with the opponent on no point.
    fn shutout(&self, game: GameKind) -> bool {
        self.finished()
            .is_some_and(|m| m.game == game && m.won() && m.opponent_score == 0)
    }
}

/// One achievement a player has, with the match that earned it (none for a season's
/// place), the season that did, and when (unix ms).
#[derive(Clone, Debug, PartialEq)]
pub struct Earned {
    pub achievement: Achievement,
    pub match_id: Option<super::MatchId>,
    pub season: Option<u32>,
    pub earned_at: i64,
    /// The share of the server's players who have it, 0 to 1.
    pub rarity: f64,
}

/// The rarest of `earned` (the lowest share; the list's order breaks ties).
pub fn rarest(earned: &[Earned]) -> Option<&Earned> {
    earned.iter().min_by(|x, y| {
        (x.rarity, x.achievement)
            .partial_cmp(&(y.rarity, y.achievement))
            .unwrap_or(std::cmp::Ordering::Equal)
    })
}

/// The share of `players` that `holders` are, 0 when nobody has played.
pub fn rarity(holders: u32, players: u32) -> f64 {
    if players == 0 {
        0.0
    } else {
        f64::from(holders) / f64::from(players)
    }
}

/// A share of players as a whole percent, at least 1 when anyone has it.
pub fn percent(rarity: f64) -> u32 {
    let p = (rarity * 100.0).round() as u32;
    if p == 0 && rarity > 0.0 {
        1
    } else {
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rated Clash won 5-3 against a person: earns first win and nothing else.
    fn win() -> Finished {
        Finished {
            game: GameKind::Clash,
            result: PlayerResult::Win,
            score: 5,
            opponent_score: 3,
            against: Against::Person,
            deathmatch: false,
            rating_after: Some(1520.0),
            best_hand: None,
        }
    }

    fn loss() -> Finished {
        Finished {
            result: PlayerResult::Loss,
            score: 3,
            opponent_score: 5,
            ..win()
        }
    }

    fn first() -> Summary {
        Summary {
            matches: 1,
            win_streak: 1,
            games_played: 1,
        }
    }

    fn rated(m: &Finished, h: &Summary) -> Vec<Achievement> {
        Achievement::earned(&Deed::Match(m, Some(h)))
    }

    fn unrated(m: &Finished) -> Vec<Achievement> {
        Achievement::earned(&Deed::Match(m, None))
    }

    /// `a` is earned by `yes` and not by `no`.
    fn decides(a: Achievement, yes: &Deed<'_>, no: &Deed<'_>) {
        assert!(a.earned_by(yes), "{a:?} not earned by {yes:?}");
        assert!(!a.earned_by(no), "{a:?} earned by {no:?}");
    }

    #[test]
    fn codes_are_unique_and_parse_back() {
        for a in Achievement::ALL {
            assert_eq!(Achievement::parse(a.code()), Some(a));
        }
        let mut codes: Vec<_> = Achievement::ALL.iter().map(|a| a.code()).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), Achievement::ALL.len());
        assert_eq!(Achievement::parse("no-such"), None);
    }

    #[test]
    fn an_ordinary_first_win_earns_first_win_only() {
        assert_eq!(rated(&win(), &first()), [Achievement::FirstWin]);
        assert_eq!(rated(&loss(), &first()), []);
    }

    #[test]
    fn first_win() {
        let h = first();
        decides(
            Achievement::FirstWin,
            &Deed::Match(&win(), Some(&h)),
            &Deed::Match(&loss(), Some(&h)),
        );
        // Against the bot a win is not rated: no first win.
        assert!(!Achievement::FirstWin.earned_by(&Deed::Match(&win(), None)));
    }

    #[test]
    fn played_10_and_100() {
        let (m, ten, nine) = (
            loss(),
            Summary {
                matches: 10,
                ..first()
            },
            Summary {
                matches: 9,
                ..first()
            },
        );
        let (hundred, ninety_nine) = (
            Summary {
                matches: 100,
                ..first()
            },
            Summary {
                matches: 99,
                ..first()
            },
        );
        decides(
            Achievement::Played10,
            &Deed::Match(&m, Some(&ten)),
            &Deed::Match(&m, Some(&nine)),
        );
        decides(
            Achievement::Played100,
            &Deed::Match(&m, Some(&hundred)),
            &Deed::Match(&m, Some(&ninety_nine)),
        );
    }

    #[test]
    fn win_streaks_of_3_5_and_10() {
        for (a, n) in [
            (Achievement::Streak3, 3),
            (Achievement::Streak5, 5),
            (Achievement::Streak10, 10),
        ] {
            let (yes, no) = (
                Summary {
                    matches: n,
                    win_streak: n,
                    games_played: 1,
                },
                Summary {
                    matches: n,
                    win_streak: n - 1,
                    games_played: 1,
                },
            );
            decides(
                a,
                &Deed::Match(&win(), Some(&yes)),
                &Deed::Match(&win(), Some(&no)),
            );
        }
    }

    #[test]
    fn no_achievement_asks_for_a_longer_run_than_longest_streak() {
        let at = |n| Summary {
            matches: 1000,
            win_streak: n,
            games_played: 1,
        };
        let (longest, longer) = (at(LONGEST_STREAK), at(LONGEST_STREAK + 1));
        assert_eq!(
            Achievement::earned(&Deed::Match(&win(), Some(&longest))),
            Achievement::earned(&Deed::Match(&win(), Some(&longer)))
        );
    }

    #[test]
    fn all_games() {
        let (yes, no) = (
            Summary {
                games_played: 5,
                ..first()
            },
            Summary {
                games_played: 4,
                ..first()
            },
        );
        decides(
            Achievement::AllGames,
            &Deed::Match(&loss(), Some(&yes)),
            &Deed::Match(&loss(), Some(&no)),
        );
    }

    #[test]
    fn ratings_1700_and_1900() {
        let h = first();
        for (a, r) in [
            (Achievement::Rating1700, 1700.0),
            (Achievement::Rating1900, 1900.0),
        ] {
            let (yes, no) = (
                Finished {
                    rating_after: Some(r),
                    ..win()
                },
                Finished {
                    rating_after: Some(r - 0.5),
                    ..win()
                },
            );
            decides(a, &Deed::Match(&yes, Some(&h)), &Deed::Match(&no, Some(&h)));
        }
    }

    #[test]
    fn a_provisional_rating_counts_for_no_rating_achievement() {
        assert_eq!(established(1750.0, 200.0), None);
        assert_eq!(established(1750.0, 90.0), Some(1750.0));
    }

    #[test]
    fn strong_bot_beaten() {
        let beat = |level| Finished {
            against: Against::Bot(level),
            rating_after: None,
            ..win()
        };
        assert_eq!(
            unrated(&beat(Level::Strong)),
            [Achievement::StrongBotBeaten]
        );
        assert_eq!(unrated(&beat(Level::Easy)), []);
        let lost = Finished {
            against: Against::Bot(Level::Strong),
            ..loss()
        };
        assert_eq!(unrated(&lost), []);
    }

    #[test]
    fn death_match_won() {
        let h = first();
        let (won, lost) = (
            Finished {
                deathmatch: true,
                ..win()
            },
            Finished {
                deathmatch: true,
                ..loss()
            },
        );
        decides(
            Achievement::DeathMatchWon,
            &Deed::Match(&won, Some(&h)),
            &Deed::Match(&lost, Some(&h)),
        );
        assert!(!Achievement::DeathMatchWon.earned_by(&Deed::Match(&win(), Some(&h))));
    }

    #[test]
    fn season_top_3() {
        for place in 1..=3 {
            assert_eq!(
                Achievement::earned(&Deed::SeasonPlace(place)),
                [Achievement::SeasonTop3]
            );
        }
        assert_eq!(Achievement::earned(&Deed::SeasonPlace(4)), []);
    }

    /// A win of `game` by `score` to `opponent`.
    fn game_won(game: GameKind, score: u32, opponent: u32) -> Finished {
        Finished {
            game,
            score,
            opponent_score: opponent,
            ..win()
        }
    }

    #[test]
    fn clash_shutout() {
        let h = Summary {
            matches: 2,
            ..first()
        };
        decides(
            Achievement::ClashShutout,
            &Deed::Match(&game_won(GameKind::Clash, 5, 0), Some(&h)),
            &Deed::Match(&game_won(GameKind::Clash, 5, 1), Some(&h)),
        );
        // Lost 0-5: the opponent's shutout, not the player's.
        let lost = Finished {
            score: 0,
            opponent_score: 5,
            ..loss()
        };
        assert!(!Achievement::ClashShutout.earned_by(&Deed::Match(&lost, Some(&h))));
    }

    #[test]
    fn tile_straight_flush() {
        let with = |hand| Finished {
            best_hand: Some(hand),
            ..game_won(GameKind::TilePoker, 80, 60)
        };
        decides(
            Achievement::TileStraightFlush,
            &Deed::Match(&with(Category::StraightFlush), None),
            &Deed::Match(&with(Category::FourOfAKind), None),
        );
        // Made in a lost game too: the line is the feat.
        let lost = Finished {
            game: GameKind::TilePoker,
            best_hand: Some(Category::StraightFlush),
            ..loss()
        };
        assert!(Achievement::TileStraightFlush.earned_by(&Deed::Match(&lost, None)));
    }

    #[test]
    fn clubbed_empty_store() {
        decides(
            Achievement::ClubbedEmptyStore,
            &Deed::Match(&game_won(GameKind::Clubbed, 0, 7), None),
            &Deed::Match(&game_won(GameKind::Clubbed, 1, 7), None),
        );
    }

    #[test]
    fn shape_shutout() {
        decides(
            Achievement::ShapeShutout,
            &Deed::Match(&game_won(GameKind::ShapeClash, 3, 0), None),
            &Deed::Match(&game_won(GameKind::ShapeClash, 3, 2), None),
        );
    }

    #[test]
    fn duel_shutout() {
        decides(
            Achievement::DuelShutout,
            &Deed::Match(&game_won(GameKind::Duel, 5, 0), None),
            &Deed::Match(&game_won(GameKind::Clash, 5, 0), None),
        );
    }

    #[test]
    fn rarity_is_a_share_of_the_players_and_the_rarest_is_the_lowest() {
        assert_eq!(rarity(1, 4), 0.25);
        assert_eq!(rarity(0, 0), 0.0);
        assert_eq!((percent(0.25), percent(0.001), percent(0.0)), (25, 1, 0));
        let earned = |achievement, rarity| Earned {
            achievement,
            match_id: Some(1),
            season: None,
            earned_at: 0,
            rarity,
        };
        let list = [
            earned(Achievement::FirstWin, 0.9),
            earned(Achievement::Streak3, 0.2),
            earned(Achievement::Played10, 0.2),
        ];
        assert_eq!(rarest(&list).unwrap().achievement, Achievement::Played10);
        assert_eq!(rarest(&[]), None);
    }
}
