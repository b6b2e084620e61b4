//! A server's own settings (`/settings`): what each server decides for itself, over the
//! bot's defaults from `config.toml`. [`GuildSettings`] is what a server set, each setting
//! unset (`None`) until it does; [`ServerSettings`] is what is in force once the defaults
//! fill the gaps. Values are checked here, so a bad one never reaches storage.

use super::{UserId, MAX_TURN_SECONDS, MIN_TURN_SECONDS};
use crate::rules::GameKind;
use crate::words::Lang;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

/// Where a server's matches are played: in the channel, or each in a thread of its own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Threads {
    /// Every match in the channel where it was started.
    #[default]
    Off,
    /// Death Matches each in a thread; other matches in the channel.
    DeathMatches,
    /// Every match in a thread of its own.
    Every,
}

impl Threads {
    pub const ALL: [Threads; 3] = [Threads::Off, Threads::DeathMatches, Threads::Every];

    pub fn describe(self) -> &'static str {
        match self {
            Threads::Off => "off: matches are played in their channel",
            Threads::DeathMatches => "Death Matches only",
            Threads::Every => "every match",
        }
    }

    /// Whether a match (a Death Match or not) gets a thread of its own.
    pub fn for_match(self, deathmatch: bool) -> bool {
        match self {
            Threads::Off => false,
            Threads::DeathMatches => deathmatch,
            Threads::Every => true,
        }
    }
}

/// One setting a server may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SettingKey {
    HostRoles,
    ResultsChannel,
    TurnSeconds,
    MaxStrikes,
    ChallengeExpiry,
    GameChannels,
    Games,
    Threads,
    MinGames,
    WebPages,
    TimeZone,
    Reminders,
    CheckIn,
    Language,
    Achievements,
    PuzzleChannel,
}

impl SettingKey {
    pub const ALL: [SettingKey; 16] = [
        SettingKey::HostRoles,
        SettingKey::ResultsChannel,
        SettingKey::TurnSeconds,
        SettingKey::MaxStrikes,
        SettingKey::ChallengeExpiry,
        SettingKey::GameChannels,
        SettingKey::Games,
        SettingKey::Threads,
        SettingKey::MinGames,
        SettingKey::WebPages,
        SettingKey::TimeZone,
        SettingKey::Reminders,
        SettingKey::CheckIn,
        SettingKey::Language,
        SettingKey::Achievements,
        SettingKey::PuzzleChannel,
    ];

    /// Its name in storage and in the audit (`host_roles`).
    pub fn name(self) -> &'static str {
        match self {
            SettingKey::HostRoles => "host_roles",
            SettingKey::ResultsChannel => "results_channel",
            SettingKey::TurnSeconds => "turn_seconds",
            SettingKey::MaxStrikes => "max_strikes",
            SettingKey::ChallengeExpiry => "challenge_expiry_seconds",
            SettingKey::GameChannels => "game_channels",
            SettingKey::Games => "games",
            SettingKey::Threads => "threads",
            SettingKey::MinGames => "min_games",
            SettingKey::WebPages => "web_pages",
            SettingKey::TimeZone => "time_zone",
            SettingKey::Reminders => "reminders",
            SettingKey::CheckIn => "checkin_seconds",
            SettingKey::Language => "language",
            SettingKey::Achievements => "announce_achievements",
            SettingKey::PuzzleChannel => "puzzle_channel",
        }
    }

    pub fn parse(name: &str) -> Option<SettingKey> {
        SettingKey::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// The most roles or channels a setting lists (a select menu's own limit).
pub const MAX_LISTED: usize = 25;
/// The range of a server's challenge expiry: a minute to a week.
pub const MIN_CHALLENGE_EXPIRY: u32 = 60;
pub const MAX_CHALLENGE_EXPIRY: u32 = 7 * 24 * 3600;
/// The most missed turns a server may allow before a forfeit (0: never).
pub const MAX_STRIKES: u32 = 50;
/// The longest check-in window before an event (hours).
pub const MAX_CHECKIN_HOURS: u32 = 24;
pub use crate::model::schedules::MAX_REMINDERS;
/// The range of the leaderboard's minimum of games.
pub const MAX_MIN_GAMES: u32 = 100;

/// Why a setting's value was refused, in words for the server's admin.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SettingError {
    #[error(
        "the turn clock must be 0 (untimed) or {MIN_TURN_SECONDS} to {MAX_TURN_SECONDS} seconds"
    )]
    TurnSeconds,
    #[error("missed turns that forfeit must be 0 (never) to {MAX_STRIKES}")]
    MaxStrikes,
    #[error(
        "a challenge must wait {MIN_CHALLENGE_EXPIRY} to {MAX_CHALLENGE_EXPIRY} seconds for its answer"
    )]
    ChallengeExpiry,
    #[error("the leaderboard's minimum must be 1 to {MAX_MIN_GAMES} games")]
    MinGames,
    #[error("at most {MAX_LISTED} roles or channels")]
    TooMany,
    #[error("at least one game must stay enabled")]
    NoGame,
    #[error("{0}")]
    TimeZone(crate::model::when::WhenError),
    #[error("at most {MAX_REMINDERS} reminders, each within a week before the start")]
    Reminders,
    #[error("the check-in window must be 0 (no check-in) to {MAX_CHECKIN_HOURS} hours")]
    CheckIn,
    #[error("that is not a value of {}", .0.name())]
    Malformed(SettingKey),
}

/// What a server set: each setting `None` until it does (the bot's default applies).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GuildSettings {
    pub host_roles: Option<Vec<u64>>,
    /// `Some(None)`: the server chose no results channel, whatever the default.
    pub results_channel: Option<Option<u64>>,
    pub turn_seconds: Option<u32>,
    pub max_strikes: Option<u32>,
    pub challenge_expiry_seconds: Option<u32>,
    /// Empty: games may be started in any channel.
    pub game_channels: Option<Vec<u64>>,
    pub games: Option<Vec<GameKind>>,
    pub threads: Option<Threads>,
    pub min_games: Option<u32>,
    /// Whether the server's boards, players, matches and tournaments are on the web.
    pub web_pages: Option<bool>,
    /// The zone a time typed without one is read in (an IANA name or an offset).
    pub time_zone: Option<String>,
    /// Seconds before a scheduled event's start, each a reminder.
    pub reminders: Option<Vec<u32>>,
    pub checkin_seconds: Option<u32>,
    /// The language of what the server's channels see (`None`: the server's own Discord
    /// language).
    pub language: Option<Lang>,
    /// Whether a match's result post names the achievements it earned.
    pub announce_achievements: Option<bool>,
    /// Where "Today's puzzles" is posted at the server's midnight (`None`: nowhere).
    pub puzzle_channel: Option<u64>,
}

/// The bot's defaults, from `config.toml`, for servers that set nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingDefaults {
    pub host_roles: Vec<u64>,
    pub results_channel: Option<u64>,
    pub turn_seconds: u32,
    pub max_strikes: u32,
    pub challenge_expiry_seconds: u32,
    pub min_games: u32,
}

impl Default for SettingDefaults {
    fn default() -> Self {
        SettingDefaults {
            host_roles: Vec::new(),
            results_channel: None,
            turn_seconds: 0,
            max_strikes: 5,
            challenge_expiry_seconds: 300,
            min_games: 1,
        }
    }
}

/// A server's settings in force: its own where it set them, else the bot's defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerSettings {
    /// Who hosts Death Matches (and organises tournaments, starts seasons); empty: members
    /// with the Manage Server permission.
    pub host_roles: Vec<u64>,
    pub results_channel: Option<u64>,
    pub turn_seconds: u32,
    pub max_strikes: u32,
    pub challenge_expiry_seconds: u32,
    /// Empty: any channel.
    pub game_channels: Vec<u64>,
    pub games: Vec<GameKind>,
    pub threads: Threads,
    pub min_games: u32,
    /// Off unless the server's admins turned them on: a server's pages are its own choice.
    pub web_pages: bool,
    /// UTC unless set.
    pub time_zone: String,
    pub reminders: Vec<u32>,
    pub checkin_seconds: u32,
    /// The language its admins chose for what its channels see; `None`: the server's own
    /// Discord language (see [`Lang::of_server`]).
    pub language: Option<Lang>,
    /// Whether a match's result post names the achievements it earned (on unless the
    /// server turned it off).
    pub announce_achievements: bool,
    /// Where "Today's puzzles" is posted at the server's midnight; none unless set.
    pub puzzle_channel: Option<u64>,
}

impl ServerSettings {
    /// Whether games may be started in `channel` (or in a thread whose parent it is).
    pub fn allows_channel(&self, channel: u64, parent: Option<u64>) -> bool {
        self.game_channels.is_empty()
            || self.game_channels.contains(&channel)
            || parent.is_some_and(|p| self.game_channels.contains(&p))
    }

    pub fn allows_game(&self, game: GameKind) -> bool {
        self.games.contains(&game)
    }
}

fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("settings serialize")
}

fn from_value<T: serde::de::DeserializeOwned>(
    key: SettingKey,
    value: Value,
) -> Result<T, SettingError> {
    serde_json::from_value(value).map_err(|_| SettingError::Malformed(key))
}

fn listed(ids: Vec<u64>) -> Result<Vec<u64>, SettingError> {
    let mut ids = ids;
    ids.sort_unstable();
    ids.dedup();
    if ids.len() > MAX_LISTED {
        return Err(SettingError::TooMany);
    }
    Ok(ids)
}

impl GuildSettings {
    /// The settings in force, the bot's `defaults` filling what the server did not set.
    pub fn resolve(&self, defaults: &SettingDefaults) -> ServerSettings {
        ServerSettings {
            host_roles: self
                .host_roles
                .clone()
                .unwrap_or_else(|| defaults.host_roles.clone()),
            results_channel: self.results_channel.unwrap_or(defaults.results_channel),
            turn_seconds: self.turn_seconds.unwrap_or(defaults.turn_seconds),
            max_strikes: self.max_strikes.unwrap_or(defaults.max_strikes),
            challenge_expiry_seconds: self
                .challenge_expiry_seconds
                .unwrap_or(defaults.challenge_expiry_seconds),
            game_channels: self.game_channels.clone().unwrap_or_default(),
            games: self.games.clone().unwrap_or_else(|| GameKind::ALL.to_vec()),
            threads: self.threads.unwrap_or_default(),
            min_games: self.min_games.unwrap_or(defaults.min_games),
            web_pages: self.web_pages.unwrap_or(false),
            time_zone: self.time_zone.clone().unwrap_or_else(|| "UTC".to_string()),
            reminders: self
                .reminders
                .clone()
                .unwrap_or_else(|| crate::model::schedules::DEFAULT_REMINDERS.to_vec()),
            checkin_seconds: self
                .checkin_seconds
                .unwrap_or(crate::model::schedules::DEFAULT_CHECKIN_SECS),
            language: self.language,
            announce_achievements: self.announce_achievements.unwrap_or(true),
            puzzle_channel: self.puzzle_channel,
        }
    }

    /// Whether the server set `key` itself.
    pub fn is_set(&self, key: SettingKey) -> bool {
        self.get(key).is_some()
    }

    /// The server's own value of `key` as JSON (`None`: not set, the default applies).
    pub fn get(&self, key: SettingKey) -> Option<Value> {
        match key {
            SettingKey::HostRoles => self.host_roles.as_ref().map(to_value),
            SettingKey::ResultsChannel => self.results_channel.as_ref().map(to_value),
            SettingKey::TurnSeconds => self.turn_seconds.as_ref().map(to_value),
            SettingKey::MaxStrikes => self.max_strikes.as_ref().map(to_value),
            SettingKey::ChallengeExpiry => self.challenge_expiry_seconds.as_ref().map(to_value),
            SettingKey::GameChannels => self.game_channels.as_ref().map(to_value),
            SettingKey::Games => self.games.as_ref().map(to_value),
            SettingKey::Threads => self.threads.as_ref().map(to_value),
            SettingKey::MinGames => self.min_games.as_ref().map(to_value),
            SettingKey::WebPages => self.web_pages.as_ref().map(to_value),
            SettingKey::TimeZone => self.time_zone.as_ref().map(to_value),
            SettingKey::Reminders => self.reminders.as_ref().map(to_value),
            SettingKey::CheckIn => self.checkin_seconds.as_ref().map(to_value),
            SettingKey::Language => self.language.as_ref().map(to_value),
            SettingKey::Achievements => self.announce_achievements.as_ref().map(to_value),
            SettingKey::PuzzleChannel => self.puzzle_channel.as_ref().map(to_value),
        }
    }

    /// Sets `key` to `value` (`None`: back to the bot's default), checked first: a refused
    /// value changes nothing. The value is stored as checked (lists sorted, without
    /// repeats), so [`GuildSettings::get`] gives back what is in force.
    pub fn set(&mut self, key: SettingKey, value: Option<Value>) -> Result<(), SettingError> {
        match value {
            None => self.clear(key),
            Some(value) => self.put(key, value)?,
        }
        Ok(())
    }

    /// Unsets `key`: the bot's default applies again.
    fn clear(&mut self, key: SettingKey) {
        match key {
            SettingKey::HostRoles => self.host_roles = None,
            SettingKey::ResultsChannel => self.results_channel = None,
            SettingKey::TurnSeconds => self.turn_seconds = None,
            SettingKey::MaxStrikes => self.max_strikes = None,
            SettingKey::ChallengeExpiry => self.challenge_expiry_seconds = None,
            SettingKey::GameChannels => self.game_channels = None,
            SettingKey::Games => self.games = None,
            SettingKey::Threads => self.threads = None,
            SettingKey::MinGames => self.min_games = None,
            SettingKey::WebPages => self.web_pages = None,
            SettingKey::TimeZone => self.time_zone = None,
            SettingKey::Reminders => self.reminders = None,
            SettingKey::CheckIn => self.checkin_seconds = None,
            SettingKey::Language => self.language = None,
            SettingKey::Achievements => self.announce_achievements = None,
            SettingKey::PuzzleChannel => self.puzzle_channel = None,
        }
    }

    /// Sets `key` to `value`, read as the setting's type and checked; a refusal changes
    /// nothing.
    fn put(&mut self, key: SettingKey, value: Value) -> Result<(), SettingError> {
        match key {
            SettingKey::HostRoles => self.host_roles = Some(listed(from_value(key, value)?)?),
            SettingKey::ResultsChannel => self.results_channel = Some(from_value(key, value)?),
            SettingKey::TurnSeconds => {
                self.turn_seconds = Some(turn_seconds(from_value(key, value)?)?);
            }
            SettingKey::MaxStrikes => {
                self.max_strikes = Some(max_strikes(from_value(key, value)?)?)
            }
            SettingKey::ChallengeExpiry => {
                self.challenge_expiry_seconds = Some(challenge_expiry(from_value(key, value)?)?);
            }
            SettingKey::GameChannels => {
                self.game_channels = Some(listed(from_value(key, value)?)?);
            }
            SettingKey::Games => self.games = Some(games(from_value(key, value)?)?),
            SettingKey::Threads => self.threads = Some(from_value(key, value)?),
            SettingKey::MinGames => self.min_games = Some(min_games(from_value(key, value)?)?),
            SettingKey::WebPages => self.web_pages = Some(from_value(key, value)?),
            SettingKey::TimeZone => self.time_zone = Some(time_zone(from_value(key, value)?)?),
            SettingKey::Reminders => self.reminders = Some(reminders(from_value(key, value)?)?),
            SettingKey::CheckIn => {
                self.checkin_seconds = Some(checkin_seconds(from_value(key, value)?)?);
            }
            SettingKey::Language => self.language = Some(from_value(key, value)?),
            SettingKey::Achievements => {
                self.announce_achievements = Some(from_value(key, value)?);
            }
            SettingKey::PuzzleChannel => self.puzzle_channel = Some(from_value(key, value)?),
        }
        Ok(())
    }
}

/// `value` when `ok`, else the refusal `error`.
fn kept<T>(value: T, ok: bool, error: SettingError) -> Result<T, SettingError> {
    ok.then_some(value).ok_or(error)
}

/// A turn clock: 0 (untimed) or within the service's range.
fn turn_seconds(seconds: u32) -> Result<u32, SettingError> {
    let ok = seconds == 0 || (MIN_TURN_SECONDS..=MAX_TURN_SECONDS).contains(&seconds);
    kept(seconds, ok, SettingError::TurnSeconds)
}

/// Missed turns before a forfeit: 0 (never) to [`MAX_STRIKES`].
fn max_strikes(strikes: u32) -> Result<u32, SettingError> {
    kept(strikes, strikes <= MAX_STRIKES, SettingError::MaxStrikes)
}

/// How long a challenge waits for its answer, within a minute and a week.
fn challenge_expiry(seconds: u32) -> Result<u32, SettingError> {
    let ok = (MIN_CHALLENGE_EXPIRY..=MAX_CHALLENGE_EXPIRY).contains(&seconds);
    kept(seconds, ok, SettingError::ChallengeExpiry)
}

/// The enabled games in [`GameKind::ALL`]'s order, without repeats; at least one.
fn games(mut games: Vec<GameKind>) -> Result<Vec<GameKind>, SettingError> {
    games.sort_by_key(|g| GameKind::ALL.iter().position(|k| k == g));
    games.dedup();
    let ok = !games.is_empty();
    kept(games, ok, SettingError::NoGame)
}

/// The leaderboard's minimum of games: 1 to [`MAX_MIN_GAMES`].
fn min_games(games: u32) -> Result<u32, SettingError> {
    kept(
        games,
        (1..=MAX_MIN_GAMES).contains(&games),
        SettingError::MinGames,
    )
}

/// A time zone, stored under its canonical name.
fn time_zone(name: String) -> Result<String, SettingError> {
    let zone = crate::model::when::zone(&name).map_err(SettingError::TimeZone)?;
    Ok(crate::model::when::zone_name(&zone))
}

/// Reminders, latest first without repeats: at most [`MAX_REMINDERS`], each within a week.
fn reminders(mut reminders: Vec<u32>) -> Result<Vec<u32>, SettingError> {
    reminders.sort_unstable_by(|a, b| b.cmp(a));
    reminders.dedup();
    let ok = reminders.len() <= MAX_REMINDERS
        && reminders
            .iter()
            .all(|&r| r != 0 && r <= crate::model::when::MAX_DURATION_SECS);
    kept(reminders, ok, SettingError::Reminders)
}

/// A check-in window: 0 (none) to [`MAX_CHECKIN_HOURS`].
fn checkin_seconds(seconds: u32) -> Result<u32, SettingError> {
    kept(
        seconds,
        seconds <= MAX_CHECKIN_HOURS * 3600,
        SettingError::CheckIn,
    )
}

/// One change of a server's settings, as audited.
#[derive(Clone, Debug, PartialEq)]
pub struct SettingAudit {
    pub key: SettingKey,
    /// The server's value before and after (`None`: the bot's default).
    pub old: Option<Value>,
    pub new: Option<Value>,
    pub by: UserId,
    pub at: i64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    #[test]
    fn a_server_that_sets_nothing_plays_by_the_bots_defaults() {
        let defaults = SettingDefaults {
            host_roles: vec![7],
            results_channel: Some(9),
            turn_seconds: 60,
            max_strikes: 3,
            challenge_expiry_seconds: 120,
            min_games: 2,
        };
        let settings = GuildSettings::default().resolve(&defaults);
        assert_eq!(settings.host_roles, vec![7]);
        assert_eq!(settings.results_channel, Some(9));
        assert_eq!(
            (
                settings.turn_seconds,
                settings.max_strikes,
                settings.min_games
            ),
            (60, 3, 2)
        );
        assert_eq!(settings.games, GameKind::ALL.to_vec());
        assert_eq!(settings.threads, Threads::Off);
        assert!(settings.allows_channel(123, None));
    }

    #[test]
    fn a_servers_own_value_wins_and_unsetting_it_gives_the_default_back() {
        let defaults = SettingDefaults::default();
        let mut own = GuildSettings::default();
        own.set(SettingKey::ResultsChannel, Some(json!(null)))
            .unwrap();
        own.set(SettingKey::HostRoles, Some(json!([3, 1, 3])))
            .unwrap();
        own.set(SettingKey::Games, Some(json!(["duel", "clash"])))
            .unwrap();
        let settings = own.resolve(&SettingDefaults {
            results_channel: Some(5),
            ..defaults.clone()
        });
        assert_eq!(settings.results_channel, None, "the server chose none");
        assert_eq!(settings.host_roles, vec![1, 3], "sorted, once each");
        assert_eq!(settings.games, vec![GameKind::Clash, GameKind::Duel]);
        assert!(!settings.allows_game(GameKind::TilePoker));
        own.set(SettingKey::ResultsChannel, None).unwrap();
        assert_eq!(
            own.resolve(&SettingDefaults {
                results_channel: Some(5),
                ..defaults
            })
            .results_channel,
            Some(5)
        );
        assert!(!own.is_set(SettingKey::ResultsChannel));
    }

    #[test]
    fn values_out_of_range_are_refused_and_change_nothing() {
        let mut own = GuildSettings::default();
        own.set(SettingKey::TurnSeconds, Some(json!(90))).unwrap();
        let before = own.clone();
        for (key, value, error) in [
            (SettingKey::TurnSeconds, json!(5), SettingError::TurnSeconds),
            (SettingKey::MaxStrikes, json!(51), SettingError::MaxStrikes),
            (
                SettingKey::ChallengeExpiry,
                json!(10),
                SettingError::ChallengeExpiry,
            ),
            (SettingKey::MinGames, json!(0), SettingError::MinGames),
            (SettingKey::Games, json!([]), SettingError::NoGame),
            (
                SettingKey::GameChannels,
                json!((0..26).collect::<Vec<u64>>()),
                SettingError::TooMany,
            ),
            (
                SettingKey::Threads,
                json!("sometimes"),
                SettingError::Malformed(SettingKey::Threads),
            ),
            (
                SettingKey::TurnSeconds,
                json!("soon"),
                SettingError::Malformed(SettingKey::TurnSeconds),
            ),
        ] {
            assert_eq!(own.set(key, Some(value)), Err(error));
            assert_eq!(own, before, "{key:?} changed nothing");
        }
        own.set(SettingKey::TurnSeconds, Some(json!(0))).unwrap();
        assert_eq!(own.turn_seconds, Some(0), "0 is untimed");
    }

    #[test]
    fn achievements_are_named_in_result_posts_until_the_server_turns_them_off() {
        let mut own = GuildSettings::default();
        assert!(
            own.resolve(&SettingDefaults::default())
                .announce_achievements
        );
        own.set(SettingKey::Achievements, Some(json!(false)))
            .unwrap();
        assert!(
            !own.resolve(&SettingDefaults::default())
                .announce_achievements
        );
        assert_eq!(
            own.set(SettingKey::Achievements, Some(json!(1))),
            Err(SettingError::Malformed(SettingKey::Achievements))
        );
        own.set(SettingKey::Achievements, None).unwrap();
        assert!(
            own.resolve(&SettingDefaults::default())
                .announce_achievements
        );
    }

    #[test]
    fn web_pages_are_off_until_the_server_turns_them_on() {
        let mut own = GuildSettings::default();
        assert!(!own.resolve(&SettingDefaults::default()).web_pages);
        own.set(SettingKey::WebPages, Some(json!(true))).unwrap();
        assert!(own.resolve(&SettingDefaults::default()).web_pages);
        assert_eq!(
            own.set(SettingKey::WebPages, Some(json!("yes"))),
            Err(SettingError::Malformed(SettingKey::WebPages))
        );
        assert_eq!(own.web_pages, Some(true), "a refused value changed nothing");
        own.set(SettingKey::WebPages, None).unwrap();
        assert!(!own.resolve(&SettingDefaults::default()).web_pages);
    }

    #[test]
    fn a_server_language_is_a_shipped_tag_or_the_servers_own() {
        let mut own = GuildSettings::default();
        assert_eq!(own.resolve(&SettingDefaults::default()).language, None);
        own.set(SettingKey::Language, Some(json!("fr"))).unwrap();
        assert_eq!(
            own.resolve(&SettingDefaults::default()).language,
            Lang::from_tag("fr")
        );
        assert_eq!(own.get(SettingKey::Language), Some(json!("fr")));
        for refused in [json!("klingon"), json!("FR"), json!(3)] {
            assert_eq!(
                own.set(SettingKey::Language, Some(refused)),
                Err(SettingError::Malformed(SettingKey::Language))
            );
        }
        assert_eq!(
            own.language,
            Lang::from_tag("fr"),
            "a refused value changed nothing"
        );
        own.set(SettingKey::Language, None).unwrap();
        assert_eq!(own.language, None, "back to the server's own language");
    }

    #[test]
    fn match_threads_follow_the_mode() {
        assert!(!Threads::Off.for_match(true));
        assert!(Threads::DeathMatches.for_match(true));
        assert!(!Threads::DeathMatches.for_match(false));
        assert!(Threads::Every.for_match(false));
    }

    #[test]
    fn games_may_be_started_only_in_the_listed_channels_and_their_threads() {
        let mut own = GuildSettings::default();
        own.set(SettingKey::GameChannels, Some(json!([10, 11])))
            .unwrap();
        let settings = own.resolve(&SettingDefaults::default());
        assert!(settings.allows_channel(10, None));
        assert!(!settings.allows_channel(12, None));
        assert!(
            settings.allows_channel(99, Some(11)),
            "a thread of a listed channel"
        );
    }

    proptest! {
        #[test]
        fn what_is_set_is_read_back(key in 0..SettingKey::ALL.len(), n in 0u32..200) {
            let key = SettingKey::ALL[key];
            let value = match key {
                SettingKey::HostRoles | SettingKey::GameChannels => json!([n, n + 1]),
                SettingKey::ResultsChannel => json!(n),
                SettingKey::Games => json!([GameKind::ALL[(n % 5) as usize]]),
                SettingKey::Threads => json!(Threads::ALL[(n % 3) as usize]),
                SettingKey::WebPages | SettingKey::Achievements => json!(n % 2 == 0),
                SettingKey::Language => json!(Lang::all().nth(n as usize % 9).unwrap().tag()),
                _ => json!(n),
            };
            let mut own = GuildSettings::default();
            if own.set(key, Some(value)).is_ok() {
                let stored = own.get(key).expect("set");
                let mut again = GuildSettings::default();
                again.set(key, Some(stored)).unwrap();
                prop_assert_eq!(again, own);
            }
        }
    }
}
