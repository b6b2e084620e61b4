//! Button, select and modal custom ids. They carry everything a click needs (the match,
//! the match version the component was drawn for, a game's own action with any draft in
//! it), so components keep working after a restart and no state lives in a task.
//!
//! Generic ids have two-letter tags. A game's ids are `g<code>:<match>:<version>:<tail>`:
//! the game's code comes first, so one game's tail can never be read as another's.

use super::games::{self, AnyAction};
use crate::model::tournaments::TournamentId;
use crate::model::{ChallengeAnswer, ChallengeId, MatchId};
use crate::rules::GameKind;

#[derive(Clone, Debug, PartialEq)]
pub enum Id {
    Challenge {
        id: ChallengeId,
        answer: ChallengeAnswer,
    },
    /// The toss winner's choice.
    Choose {
        m: MatchId,
        v: u32,
        first: bool,
    },
    Hand {
        m: MatchId,
    },
    /// Opens the private panel of the seat to move.
    Act {
        m: MatchId,
        v: u32,
    },
    Resign {
        m: MatchId,
    },
    ResignConfirm {
        m: MatchId,
    },
    ResignCancel {
        m: MatchId,
    },
    /// One of a game's own actions.
    Game {
        m: MatchId,
        v: u32,
        action: AnyAction,
    },
    /// "What would the bot do?" on the private panel of the seat to move.
    Hint {
        m: MatchId,
        v: u32,
    },
    /// A finished match's Rematch: the same game and settings, the other player asked.
    Rematch {
        m: MatchId,
    },
    /// The table's "Play on the board": launches the bot's Activity (the seat's board
    /// inside Discord).
    PlayOnBoard {
        m: MatchId,
    },
    /// A leaderboard's Previous / Next: the board (its season's number, 0 for all time)
    /// and the page to show.
    Board {
        game: GameKind,
        season: u32,
        page: u32,
    },
    /// A finished match's replay (`/replay`): the step to show (for [`ReplayNav::Chapter`]
    /// and [`ReplayNav::Film`], the step shown when it was drawn). The step is all the
    /// state a replay has, so it survives a restart and each viewer keeps their own.
    Replay {
        m: MatchId,
        step: u32,
        nav: ReplayNav,
    },
    /// A tournament sign-up's Join.
    TournamentJoin {
        t: TournamentId,
    },
    /// A tournament sign-up's Leave.
    TournamentLeave {
        t: TournamentId,
    },
    /// A control of a server's `/settings` panel (the server is the interaction's).
    Settings(SettingsControl),
    /// A scheduled event's Check in.
    CheckIn {
        s: crate::model::schedules::ScheduleId,
    },
    /// One of a game's own controls on a daily puzzle (`/puzzle`): the game (the
    /// action's) and the puzzle's date, never a match.
    Puzzle {
        date: jiff::civil::Date,
        action: AnyAction,
    },
    /// `/puzzle`'s choice of another game: that game's puzzle of today.
    PuzzlePick {
        game: GameKind,
    },
    /// The puzzle board's Previous / Next: the page to show.
    PuzzleBoard {
        page: u32,
    },
}

/// Which of a replay's components an id is: two of them may lead to the same step (⏮
/// and ◀ from step 1), and Discord wants every id of a message different.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayNav {
    First,
    Back,
    Next,
    Last,
    /// The menu of rounds or deals: the step is the menu's value.
    Chapter,
    /// ▶▶: the whole game as one animated picture.
    Film,
}

impl ReplayNav {
    const ALL: [ReplayNav; 6] = [
        ReplayNav::First,
        ReplayNav::Back,
        ReplayNav::Next,
        ReplayNav::Last,
        ReplayNav::Chapter,
        ReplayNav::Film,
    ];

    fn code(self) -> &'static str {
        match self {
            ReplayNav::First => "f",
            ReplayNav::Back => "b",
            ReplayNav::Next => "n",
            ReplayNav::Last => "l",
            ReplayNav::Chapter => "c",
            ReplayNav::Film => "g",
        }
    }
}

/// The controls of the `/settings` panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(proptest_derive::Arbitrary))]
pub enum SettingsControl {
    HostRoles,
    ResultsChannel,
    GameChannels,
    Games,
    /// Cycles the match threads' mode.
    Threads,
    /// Opens the form of numbers (clock, missed turns, expiry, board minimum).
    Numbers,
    /// The form of numbers, submitted.
    NumbersForm,
    /// Turns the server's web pages on or off.
    WebPages,
    /// Opens the form of scheduled events (time zone, reminders, check-in).
    Events,
    /// The form of scheduled events, submitted.
    EventsForm,
    /// Opens the choice of the language the server's channels read.
    Language,
    /// The language chosen (a select's value: a shipped tag, or the server's own).
    LanguagePick,
    /// Turns the naming of achievements in result posts on or off.
    Achievements,
    /// The channel of the daily puzzles' post (a select's value, or none).
    PuzzleChannel,
}

impl SettingsControl {
    const CODES: [(SettingsControl, &'static str); 14] = [
        (SettingsControl::HostRoles, "hr"),
        (SettingsControl::ResultsChannel, "rc"),
        (SettingsControl::GameChannels, "gc"),
        (SettingsControl::Games, "gm"),
        (SettingsControl::Threads, "th"),
        (SettingsControl::Numbers, "nb"),
        (SettingsControl::NumbersForm, "nf"),
        (SettingsControl::WebPages, "wp"),
        (SettingsControl::Events, "ev"),
        (SettingsControl::EventsForm, "ef"),
        (SettingsControl::Language, "lg"),
        (SettingsControl::LanguagePick, "lp"),
        (SettingsControl::Achievements, "ac"),
        (SettingsControl::PuzzleChannel, "pc"),
    ];

    fn code(self) -> &'static str {
        Self::CODES
            .iter()
            .find(|(c, _)| *c == self)
            .map(|(_, code)| *code)
            .expect("every control has a code")
    }

    fn parse(code: &str) -> Option<SettingsControl> {
        Self::CODES
            .iter()
            .find(|(_, c)| *c == code)
            .map(|(control, _)| *control)
    }
}

/// A challenge answer's code in its buttons' ids.
fn answer_code(answer: ChallengeAnswer) -> &'static str {
    match answer {
        ChallengeAnswer::Accept => "acc",
        ChallengeAnswer::Decline => "dec",
        ChallengeAnswer::Cancel => "can",
    }
}

impl Id {
    pub fn encode(&self) -> String {
        match self {
            Id::Challenge { id, answer } => {
                format!("ch:{id}:{}", answer_code(*answer))
            }
            Id::Choose { m, v, first } => format!("tc:{m}:{v}:{}", if *first { 1 } else { 2 }),
            Id::Hand { m } => format!("hd:{m}"),
            Id::Act { m, v } => format!("ac:{m}:{v}"),
            Id::Resign { m } => format!("rs:{m}"),
            Id::ResignConfirm { m } => format!("rk:{m}"),
            Id::ResignCancel { m } => format!("rx:{m}"),
            Id::Game { m, v, action } => {
                let (code, tail) = games::encode_action(action);
                format!("g{code}:{m}:{v}:{tail}")
            }
            Id::Board { game, season, page } => format!("lb:{}:{season}:{page}", game.name()),
            Id::Hint { m, v } => format!("ht:{m}:{v}"),
            Id::Rematch { m } => format!("rm:{m}"),
            Id::PlayOnBoard { m } => format!("pb:{m}"),
            Id::Replay { m, step, nav } => format!("rp:{m}:{step}:{}", nav.code()),
            Id::TournamentJoin { t } => format!("tj:{t}"),
            Id::CheckIn { s } => format!("ci:{s}"),
            Id::TournamentLeave { t } => format!("tl:{t}"),
            Id::Settings(control) => format!("st:{}", control.code()),
            Id::Puzzle { date, action } => {
                let (code, tail) = games::encode_action(action);
                format!("q{code}:{}:{tail}", date.strftime("%Y%m%d"))
            }
            Id::PuzzlePick { game } => format!("pz:{}", game.name()),
            Id::PuzzleBoard { page } => format!("pq:{page}"),
        }
    }

    pub fn parse(text: &str) -> Option<Id> {
        if let Some(rest) = text.strip_prefix('g') {
            return Self::parse_game(rest);
        }
        if let Some(rest) = text.strip_prefix('q') {
            return Self::parse_puzzle(rest);
        }
        let parts: Vec<&str> = text.split(':').collect();
        let num = |i: usize| parts.get(i)?.parse::<i64>().ok();
        let ver = |i: usize| parts.get(i)?.parse::<u32>().ok();
        let id = match (parts[0], parts.len()) {
            ("ch", 3) => Id::Challenge {
                id: num(1)?,
                answer: [
                    ChallengeAnswer::Accept,
                    ChallengeAnswer::Decline,
                    ChallengeAnswer::Cancel,
                ]
                .into_iter()
                .find(|answer| answer_code(*answer) == parts[2])?,
            },
            ("tc", 4) => Id::Choose {
                m: num(1)?,
                v: ver(2)?,
                first: match parts[3] {
                    "1" => true,
                    "2" => false,
                    _ => return None,
                },
            },
            ("hd", 2) => Id::Hand { m: num(1)? },
            ("ac", 3) => Id::Act {
                m: num(1)?,
                v: ver(2)?,
            },
            ("rs", 2) => Id::Resign { m: num(1)? },
            ("rk", 2) => Id::ResignConfirm { m: num(1)? },
            ("rx", 2) => Id::ResignCancel { m: num(1)? },
            ("ht", 3) => Id::Hint {
                m: num(1)?,
                v: ver(2)?,
            },
            ("rm", 2) => Id::Rematch { m: num(1)? },
            ("pb", 2) => Id::PlayOnBoard { m: num(1)? },
            ("rp", 4) => Id::Replay {
                m: num(1)?,
                step: ver(2)?,
                nav: ReplayNav::ALL
                    .into_iter()
                    .find(|nav| nav.code() == parts[3])?,
            },
            ("tj", 2) => Id::TournamentJoin { t: num(1)? },
            ("ci", 2) => Id::CheckIn { s: num(1)? },
            ("tl", 2) => Id::TournamentLeave { t: num(1)? },
            ("st", 2) => Id::Settings(SettingsControl::parse(parts[1])?),
            ("lb", _) => Self::parse_board(&parts)?,
            ("pz", 2) => Id::PuzzlePick {
                game: parts[1].parse().ok()?,
            },
            ("pq", 2) => Id::PuzzleBoard { page: ver(1)? },
            _ => return None,
        };
        Some(id)
    }

    /// A game's own button: `g{code}:{match}:{version}:{action}`.
    fn parse_game(rest: &str) -> Option<Id> {
        let mut parts = rest.splitn(4, ':');
        let code = parts.next()?;
        let m = parts.next()?.parse().ok()?;
        let v = parts.next()?.parse().ok()?;
        let action = games::parse_action(code, parts.next()?)?;
        Some(Id::Game { m, v, action })
    }

    /// A game's own control on a puzzle: `q{code}:{yyyymmdd}:{action}`.
    fn parse_puzzle(rest: &str) -> Option<Id> {
        let mut parts = rest.splitn(3, ':');
        let code = parts.next()?;
        let date = parts.next()?;
        // Exactly eight digits: the one spelling `encode` makes.
        if date.len() != 8 || !date.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let date = jiff::civil::Date::strptime("%Y%m%d", date).ok()?;
        let action = games::parse_action(code, parts.next()?)?;
        Some(Id::Puzzle { date, action })
    }

    /// A leaderboard page: `lb:{game}:{season}:{page}`.
    fn parse_board(parts: &[&str]) -> Option<Id> {
        let number = |i: usize| parts.get(i)?.parse::<u32>().ok();
        match parts.len() {
            // Buttons posted before seasons existed showed the one board, now all time's.
            3 => Some(Id::Board {
                game: parts[1].parse().ok()?,
                season: 0,
                page: number(2)?,
            }),
            4 => Some(Id::Board {
                game: parts[1].parse().ok()?,
                season: number(2)?,
                page: number(3)?,
            }),
            _ => None,
        }
    }

    /// The match a component belongs to, if any.
    pub fn match_id(&self) -> Option<MatchId> {
        match self {
            Id::Challenge { .. }
            | Id::Board { .. }
            | Id::Settings(_)
            | Id::TournamentJoin { .. }
            | Id::TournamentLeave { .. }
            | Id::CheckIn { .. }
            | Id::Puzzle { .. }
            | Id::PuzzlePick { .. }
            | Id::PuzzleBoard { .. } => None,
            Id::Choose { m, .. }
            | Id::Hand { m }
            | Id::Act { m, .. }
            | Id::Resign { m }
            | Id::ResignConfirm { m }
            | Id::ResignCancel { m }
            | Id::Hint { m, .. }
            | Id::Rematch { m }
            | Id::PlayOnBoard { m }
            | Id::Replay { m, .. }
            | Id::Game { m, .. } => Some(*m),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Which variant an id is. No wildcard: a new variant does not compile until it is
    /// listed here, and [`every_variant_is_generated`] then fails until the strategy
    /// makes it.
    fn variant(id: &Id) -> usize {
        match id {
            Id::Challenge { .. } => 0,
            Id::Choose { .. } => 1,
            Id::Hand { .. } => 2,
            Id::Act { .. } => 3,
            Id::Resign { .. } => 4,
            Id::ResignConfirm { .. } => 5,
            Id::ResignCancel { .. } => 6,
            Id::Game { .. } => 7,
            Id::Board { .. } => 8,
            Id::Hint { .. } => 9,
            Id::Rematch { .. } => 10,
            Id::Replay { .. } => 11,
            Id::TournamentJoin { .. } => 12,
            Id::TournamentLeave { .. } => 13,
            Id::Settings(_) => 14,
            Id::CheckIn { .. } => 15,
            Id::PlayOnBoard { .. } => 16,
            Id::Puzzle { .. } => 17,
            Id::PuzzlePick { .. } => 18,
            Id::PuzzleBoard { .. } => 19,
        }
    }
    const VARIANTS: usize = 20;

    fn date() -> impl Strategy<Value = jiff::civil::Date> {
        (1000i16..=9999, 1i8..=12, 1i8..=28).prop_map(|(y, m, d)| jiff::civil::date(y, m, d))
    }

    fn game_kind() -> impl Strategy<Value = GameKind> {
        prop::sample::select(GameKind::ALL.to_vec())
    }

    fn answer() -> impl Strategy<Value = ChallengeAnswer> {
        prop::sample::select(vec![
            ChallengeAnswer::Accept,
            ChallengeAnswer::Decline,
            ChallengeAnswer::Cancel,
        ])
    }

    /// Every id: the game actions come from each game's derived `Arbitrary`, so every
    /// variant of every game's actions is generated by construction.
    fn any_id() -> impl Strategy<Value = Id> {
        let m = 0..=i64::MAX;
        prop_oneof![
            (0..=i64::MAX, answer()).prop_map(|(id, answer)| Id::Challenge { id, answer }),
            (m.clone(), any::<u32>(), any::<bool>()).prop_map(|(m, v, first)| Id::Choose {
                m,
                v,
                first
            }),
            m.clone().prop_map(|m| Id::Hand { m }),
            (m.clone(), any::<u32>()).prop_map(|(m, v)| Id::Act { m, v }),
            m.clone().prop_map(|m| Id::Resign { m }),
            m.clone().prop_map(|m| Id::ResignConfirm { m }),
            m.clone().prop_map(|m| Id::ResignCancel { m }),
            (m.clone(), any::<u32>()).prop_map(|(m, v)| Id::Hint { m, v }),
            m.clone().prop_map(|m| Id::Rematch { m }),
            m.clone().prop_map(|m| Id::PlayOnBoard { m }),
            (m, any::<u32>(), games::any_action()).prop_map(|(m, v, action)| Id::Game {
                m,
                v,
                action
            }),
            (game_kind(), any::<u32>(), any::<u32>()).prop_map(|(game, season, page)| Id::Board {
                game,
                season,
                page
            }),
            (
                0..=i64::MAX,
                any::<u32>(),
                prop::sample::select(ReplayNav::ALL.to_vec())
            )
                .prop_map(|(m, step, nav)| Id::Replay { m, step, nav }),
            (0..=i64::MAX).prop_map(|t| Id::TournamentJoin { t }),
            (0..=i64::MAX).prop_map(|t| Id::TournamentLeave { t }),
            any::<SettingsControl>().prop_map(Id::Settings),
            (0..=i64::MAX).prop_map(|s| Id::CheckIn { s }),
            (date(), games::any_action()).prop_map(|(date, action)| Id::Puzzle { date, action }),
            game_kind().prop_map(|game| Id::PuzzlePick { game }),
            any::<u32>().prop_map(|page| Id::PuzzleBoard { page }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn prop_every_id_round_trips_and_fits_discords_100_characters(id in any_id()) {
            let text = id.encode();
            prop_assert!(text.len() <= 100, "{}", text);
            prop_assert_eq!(Id::parse(&text), Some(id), "{}", text);
        }

        #[test]
        fn prop_no_text_parses_to_an_id_that_encodes_differently(text in "[a-z]{1,3}(:[0-9a-zA-Z]{0,12}){0,4}") {
            if let Some(id) = Id::parse(&text) {
                prop_assert_eq!(Id::parse(&id.encode()), Some(id));
            }
        }
    }

    #[test]
    fn every_variant_is_generated() {
        use proptest::strategy::ValueTree;
        use proptest::test_runner::TestRunner;
        let mut seen = [false; VARIANTS];
        let mut runner = TestRunner::deterministic();
        let strategy = any_id();
        for _ in 0..500 {
            seen[variant(&strategy.new_tree(&mut runner).unwrap().current())] = true;
        }
        assert!(seen.iter().all(|s| *s), "{seen:?}");
    }

    #[test]
    fn malformed_ids_are_refused() {
        for bad in [
            "",
            "ch:1",
            "ch:x:acc",
            "ch:1:yes",
            "tc:1:2:3",
            "zz:1",
            "lb:chess:1",
            "lb:clash:x",
            "lb:clash:1:x",
            "lb:clash:x:1",
            "g",
            "gc:1:2",
            "gz:1:2:k",
            "gc:x:2:sp:",
            "gd:1:2:zz",
            "rp:1:2",
            "rp:1:2:z",
            "rp:1:-2:n",
            "rp:x:2:n",
            "tj:x",
            "tl:1:2",
            "q",
            "qc:20261301:sp:",
            "qc:2026121:sp:",
            "qc:+0261201:sp:",
            "qz:20261201:k",
            "pz:chess",
            "pq:x",
        ] {
            assert_eq!(Id::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_leaderboard_button_from_before_seasons_shows_the_all_time_board() {
        assert_eq!(
            Id::parse("lb:clash:3"),
            Some(Id::Board {
                game: GameKind::Clash,
                season: 0,
                page: 3
            })
        );
    }

    #[test]
    fn one_games_action_never_parses_as_anothers() {
        // A tail that one game accepts, under another game's code, is refused or means
        // that other game's own action: ids carry their game.
        let duel = Id::Game {
            m: 7,
            v: 3,
            action: AnyAction::Duel(crate::rules::duel::DuelMove::Keep),
        }
        .encode();
        let as_clash = duel.replacen("gd", "gc", 1);
        assert!(!matches!(
            Id::parse(&as_clash),
            Some(Id::Game {
                action: AnyAction::Duel(_),
                ..
            })
        ));
    }

    #[test]
    fn a_puzzles_control_carries_its_date_and_is_no_matchs() {
        let action = AnyAction::Duel(crate::rules::duel::DuelMove::Keep);
        let date = jiff::civil::date(2026, 12, 1);
        let id = Id::Puzzle {
            date,
            action: action.clone(),
        };
        let text = id.encode();
        assert!(text.starts_with("qd:20261201:"), "{text}");
        assert_eq!(id.match_id(), None);
        assert_eq!(Id::parse(&text), Some(id));
    }
}
