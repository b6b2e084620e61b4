//! The bot's configuration: a TOML file (every key optional, unknown keys refused) with a
//! few environment variables applied on top. `config.example.toml` documents every key;
//! a test below keeps it in step with the defaults here.
//!
//! Why one file of over 600 lines: every section's keys, defaults and checks sit together
//! with the one parser that reads them, so a key's name, its default and its error message
//! are in one place (`config.example.toml` is held against them by a test).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;
use thiserror::Error;

/// The file read when no path is given, relative to the working directory.
pub const DEFAULT_CONFIG_FILE: &str = "config.toml";

pub const ENV_TOKEN: &str = "DISCORD_TOKEN";
pub const ENV_API_URL: &str = "DISCORD_API_URL";
pub const ENV_GUILD_ID: &str = "DISCORD_GUILD_ID";
pub const ENV_DATABASE: &str = "CLASH_DATABASE";
pub const ENV_SHARDS: &str = "CLASH_SHARDS";
pub const ENV_SHARD_RANGE: &str = "CLASH_SHARD_RANGE";
pub const ENV_TOTAL_SHARDS: &str = "CLASH_TOTAL_SHARDS";
pub const ENV_METRICS_LISTEN: &str = "CLASH_METRICS_LISTEN";
pub const ENV_WEB_LISTEN: &str = "CLASH_WEB_LISTEN";
pub const ENV_WEB_PUBLIC_URL: &str = "CLASH_WEB_PUBLIC_URL";
/// The Discord application's OAuth2 secret, for "Sign in with Discord": from the
/// environment only, like the token.
pub const ENV_CLIENT_SECRET: &str = "DISCORD_CLIENT_SECRET";
pub const ENV_PUZZLES_AHEAD: &str = "CLASH_PUZZLES_AHEAD";

/// What the sharding check calls the settings once the environment has overridden them.
const ENV_ORIGIN: &str = "the configuration with its environment overrides";

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub discord: DiscordConfig,
    pub database: DatabaseConfig,
    pub clock: ClockConfig,
    pub leaderboard: LeaderboardConfig,
    pub deathmatch: DeathMatchConfig,
    pub bot: BotConfig,
    pub metrics: MetricsConfig,
    pub web: WebConfig,
}

/// The bot's public pages (`src/web/`): boards, players, matches and tournaments of the
/// servers that turned their pages on in `/settings`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WebConfig {
    /// Where the pages are served. None: not served.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub listen: Option<std::net::SocketAddr>,
    /// The address people reach the pages at (`https://clash.example.org`), for the links
    /// the bot posts in Discord. None: no links are posted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub public_url: Option<String>,
    /// How long a client may take to send a request's head, from its first byte.
    pub header_timeout_seconds: u64,
    /// How long a connection may wait for a request (the first, or the next when kept
    /// alive), or for its client to take more of an answer.
    pub idle_timeout_seconds: u64,
    /// The most connections open at once; lowered to what the open-file limit leaves.
    pub max_connections: usize,
    /// The Discord application's id (its OAuth2 client id, digits), for "Sign in with
    /// Discord". None: nobody signs in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub client_id: Option<String>,
    /// The application's OAuth2 secret: from `DISCORD_CLIENT_SECRET` only, never the file.
    #[serde(skip)]
    pub client_secret: Option<Secret>,
    /// Whether the tables offer to launch the bot's Activity inside Discord.
    pub activity: bool,
    /// How long a sign-in lasts, in days.
    pub session_days: u32,
}

/// What "Sign in with Discord" needs: the application's id and secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignInKeys {
    pub client_id: String,
    pub client_secret: Secret,
}

impl Default for WebConfig {
    fn default() -> Self {
        let limits = crate::serving::Limits::default();
        WebConfig {
            listen: None,
            public_url: None,
            header_timeout_seconds: limits.header_timeout.as_secs(),
            idle_timeout_seconds: limits.idle_timeout.as_secs(),
            max_connections: limits.max_connections,
            client_id: None,
            client_secret: None,
            activity: false,
            session_days: 30,
        }
    }
}

/// The longest a web session may last: a year.
pub const MAX_SESSION_DAYS: u32 = 365;

/// The longest a web connection's timeouts may be: an hour.
pub const MAX_WEB_TIMEOUT_SECONDS: u64 = 3600;

impl WebConfig {
    /// The serving's limits these keys give.
    pub fn limits(&self) -> crate::serving::Limits {
        crate::serving::Limits {
            header_timeout: Duration::from_secs(self.header_timeout_seconds),
            idle_timeout: Duration::from_secs(self.idle_timeout_seconds),
            max_connections: self.max_connections,
        }
    }

    /// Timeouts of 1 s to an hour, and at least one connection.
    fn check(&self) -> Result<(), Invalid> {
        for (key, seconds) in [
            ("web.header_timeout_seconds", self.header_timeout_seconds),
            ("web.idle_timeout_seconds", self.idle_timeout_seconds),
        ] {
            if !(1..=MAX_WEB_TIMEOUT_SECONDS).contains(&seconds) {
                return Err(Invalid::new(
                    key,
                    format!("must be 1 to {MAX_WEB_TIMEOUT_SECONDS} seconds, got {seconds}"),
                ));
            }
        }
        if self.max_connections == 0 {
            return Err(Invalid::new(
                "web.max_connections",
                "must be at least 1, got 0",
            ));
        }
        if !(1..=MAX_SESSION_DAYS).contains(&self.session_days) {
            return Err(Invalid::new(
                "web.session_days",
                format!(
                    "must be 1 to {MAX_SESSION_DAYS} days, got {}",
                    self.session_days
                ),
            ));
        }
        if let Some(id) = &self.client_id {
            let digits = !id.is_empty() && id.len() <= 20 && id.bytes().all(|b| b.is_ascii_digit());
            if !digits || id.parse::<u64>().map_or(true, |n| n == 0) {
                return Err(Invalid::new(
                    "web.client_id",
                    format!("must be the Discord application's id (digits), got {id:?}"),
                ));
            }
        }
        Ok(())
    }

    /// The keys "Sign in with Discord" needs: none without `client_id`, an error naming
    /// what is missing when the id is set without its secret.
    pub fn sign_in(&self) -> Result<Option<SignInKeys>, ConfigError> {
        let Some(client_id) = &self.client_id else {
            return Ok(None);
        };
        match &self.client_secret {
            Some(secret) if !secret.expose().is_empty() => Ok(Some(SignInKeys {
                client_id: client_id.clone(),
                client_secret: secret.clone(),
            })),
            _ => Err(ConfigError::MissingClientSecret),
        }
    }

    /// How long a session lasts.
    pub fn session_length(&self) -> Duration {
        Duration::from_secs(u64::from(self.session_days) * 86_400)
    }

    /// The public address without a trailing slash, when set.
    pub fn base_url(&self) -> Option<&str> {
        self.public_url
            .as_deref()
            .map(|url| url.trim_end_matches('/'))
    }
}

/// Why a public URL is refused.
fn check_public_url(url: &str) -> Result<(), &'static str> {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .ok_or("must start with https:// or http://")?;
    if rest.is_empty() || rest.starts_with('/') || rest.chars().any(char::is_whitespace) {
        return Err("must name a host, e.g. https://clash.example.org");
    }
    if rest.contains(['?', '#']) {
        return Err("must not have a query or fragment");
    }
    Ok(())
}

/// The operator's metrics and health check (`src/metrics.rs`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MetricsConfig {
    /// Where `/metrics` and `/healthz` are served. None: not served.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub listen: Option<std::net::SocketAddr>,
}

/// The bot as an opponent (`/practice`, or a challenge to the bot itself).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BotConfig {
    /// How long the bot waits before each of its moves, in milliseconds, so that its play
    /// reads like a person's rather than an instant wall of edits.
    pub move_delay_ms: u64,
    /// The level of a challenge to the bot (`/practice` names its own).
    pub level: crate::ai::Level,
    /// Whether the daily puzzles are made ahead (at start and every few hours, a week of
    /// every game's); off, each is made when it is first asked for (a second or two).
    pub puzzles_ahead: bool,
}

/// The longest move delay the configuration accepts: a minute.
pub const MAX_BOT_DELAY_MS: u64 = 60_000;

impl Default for BotConfig {
    fn default() -> Self {
        BotConfig {
            move_delay_ms: 1_200,
            level: crate::ai::Level::Strong,
            puzzles_ahead: true,
        }
    }
}

/// Who may host Death Matches, and where their results go.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DeathMatchConfig {
    /// Role ids whose members may host (role ids are unique across servers, so one list
    /// serves every server). Empty: members with the Manage Server permission host.
    pub host_roles: Vec<u64>,
    /// A channel where each Death Match's result is also posted. None: only the match's
    /// own channel.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub results_channel: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    /// The bot token; normally from `DISCORD_TOKEN` rather than the file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<Secret>,
    /// Where REST calls go: Discord itself, or a local simulator in tests.
    pub api_url: String,
    /// Register slash commands in this guild only (they appear at once), not globally.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guild_id: Option<u64>,
    /// How many gateway shards this process runs when it runs them all.
    pub shards: Shards,
    /// Run only these shards of `total_shards` (several processes split one bot).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shard_range: Option<ShardRange>,
    /// The bot's shard count across all processes; only with `shard_range`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_shards: Option<u32>,
}

impl Default for DiscordConfig {
    fn default() -> Self {
        DiscordConfig {
            token: None,
            api_url: "https://discord.com".to_owned(),
            guild_id: None,
            shards: Shards::Auto,
            shard_range: None,
            total_shards: None,
        }
    }
}

impl DiscordConfig {
    /// Which gateway shards this process connects. Only meaningful on a checked
    /// configuration (`Config::load` refuses a `shard_range` without `total_shards`).
    pub fn sharding(&self) -> Sharding {
        match (self.shard_range, self.total_shards, self.shards) {
            (Some(range), Some(total), _) => Sharding::Range {
                first: range.first,
                last: range.last,
                total,
            },
            (_, _, Shards::Count(n)) => Sharding::All(n),
            _ => Sharding::Auto,
        }
    }
}

/// The most shards a configuration may ask for. Discord wants at most 2,500 guilds a
/// shard, so this is room for ten million guilds; a bigger number is taken for a typo.
pub const MAX_SHARDS: u32 = 4096;

/// A number of shards (`shards = N`, `total_shards`): 1 to [`MAX_SHARDS`].
fn shard_count(n: i64) -> Option<u32> {
    u32::try_from(n)
        .ok()
        .filter(|n| (1..=MAX_SHARDS).contains(n))
}

/// `[discord] shards`: `"auto"` (the count Discord recommends) or a number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shards {
    #[default]
    Auto,
    Count(u32),
}

impl Shards {
    fn wrong(got: impl fmt::Display) -> String {
        format!("discord.shards must be \"auto\" or a number of shards from 1 to {MAX_SHARDS}, got {got}")
    }
}

impl Serialize for Shards {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Shards::Auto => serializer.serialize_str("auto"),
            Shards::Count(n) => serializer.serialize_u32(*n),
        }
    }
}

impl<'de> Deserialize<'de> for Shards {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Shards;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "\"auto\" or a number of shards from 1 to {MAX_SHARDS}")
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Shards, E> {
                match text {
                    "auto" => Ok(Shards::Auto),
                    _ => Err(E::custom(Shards::wrong(format_args!("{text:?}")))),
                }
            }

            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Shards, E> {
                shard_count(n)
                    .map(Shards::Count)
                    .ok_or_else(|| E::custom(Shards::wrong(n)))
            }

            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Shards, E> {
                self.visit_i64(i64::try_from(n).unwrap_or(i64::MAX))
            }

            fn visit_f64<E: serde::de::Error>(self, n: f64) -> Result<Shards, E> {
                Err(E::custom(Shards::wrong(n)))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// `[discord] shard_range`: shard ids `first` to `last`, both included, written `"0-3"`
/// (or `"2"` for one shard).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
}

impl std::str::FromStr for ShardRange {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let wrong = || {
            format!("discord.shard_range must be two shard ids like \"0-3\" (first-last, both included), got {text:?}")
        };
        let (first, last) = text.split_once('-').unwrap_or((text, text));
        let id = |s: &str| s.trim().parse::<u32>().map_err(|_| wrong());
        let (first, last) = (id(first)?, id(last)?);
        if first > last {
            return Err(format!(
                "discord.shard_range must not end before it starts, got {text:?}"
            ));
        }
        Ok(ShardRange { first, last })
    }
}

impl TryFrom<String> for ShardRange {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        text.parse()
    }
}

impl From<ShardRange> for String {
    fn from(range: ShardRange) -> Self {
        format!("{}-{}", range.first, range.last)
    }
}

/// Which gateway shards a process connects, and how it starts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sharding {
    /// All of them, as many as Discord recommends (`GET /gateway/bot`).
    Auto,
    /// All of this many.
    All(u32),
    /// Shards `first..=last` of `total`; other processes run the rest.
    Range { first: u32, last: u32, total: u32 },
}

impl Sharding {
    /// The shard Discord sends a guild's events to: `(guild_id >> 22) % total`.
    pub fn shard_of(guild_id: u64, total: u32) -> u32 {
        ((guild_id >> 22) % u64::from(total.max(1))) as u32
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DatabaseConfig {
    /// The SQLite file, created if missing.
    pub path: PathBuf,
    /// The bot backs the database up every this many minutes while it runs; 0: never.
    pub backup_every_minutes: u32,
    /// Where the bot's backups go (created if missing).
    pub backup_dir: PathBuf,
    /// How many of the bot's backups are kept, the newest; older ones are removed.
    pub backup_keep: u32,
}

/// The longest interval between the bot's backups: a week.
pub const MAX_BACKUP_EVERY_MINUTES: u32 = 7 * 24 * 60;

impl Default for DatabaseConfig {
    fn default() -> Self {
        DatabaseConfig {
            path: PathBuf::from("clash.db"),
            backup_every_minutes: 0,
            backup_dir: PathBuf::from("backups"),
            backup_keep: 7,
        }
    }
}

impl DatabaseConfig {
    /// How often the bot backs its database up, `None` when it does not.
    pub fn backup_every(&self) -> Option<Duration> {
        (self.backup_every_minutes > 0)
            .then(|| Duration::from_secs(u64::from(self.backup_every_minutes) * 60))
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ClockConfig {
    /// The turn clock a new challenge gets unless it names one; 0 means untimed.
    pub turn_seconds: u64,
    /// Missed turns that forfeit a timed match (docs/rules.md#timers); 0 never forfeits.
    pub max_strikes: u32,
    /// How long a challenge waits for an answer.
    pub challenge_expiry_seconds: u64,
}

impl Default for ClockConfig {
    fn default() -> Self {
        ClockConfig {
            turn_seconds: 0,
            max_strikes: 5,
            challenge_expiry_seconds: 300,
        }
    }
}

impl ClockConfig {
    /// The default turn clock, `None` when untimed.
    pub fn turn_clock(&self) -> Option<Duration> {
        (self.turn_seconds > 0).then(|| Duration::from_secs(self.turn_seconds))
    }

    pub fn challenge_expiry(&self) -> Duration {
        Duration::from_secs(self.challenge_expiry_seconds)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LeaderboardConfig {
    /// Rated games a player needs before appearing on the leaderboard.
    pub min_games: u32,
    /// Glicko-2 rating deviation below which a rating stops being provisional.
    pub provisional_deviation: f64,
}

impl Default for LeaderboardConfig {
    fn default() -> Self {
        LeaderboardConfig {
            min_games: 1,
            provisional_deviation: 110.0,
        }
    }
}

/// A string that never shows in `Debug` output or a serialized config, so a token cannot
/// reach a log line by accident. Read it with [`Secret::expose`].
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Secret(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

impl Serialize for Secret {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str("***")
    }
}

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("cannot read configuration file {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// Syntax errors, unknown keys and wrong types. toml's own Display is not used: it
    /// quotes the offending line, which may hold the token.
    #[error("invalid configuration in {origin}{}: {message}",
        location.as_ref().map(Location::to_string).unwrap_or_default())]
    Parse {
        origin: String,
        location: Option<Location>,
        /// toml's message; it names an unknown key, but not the key of a wrong value.
        message: String,
    },
    #[error("invalid configuration in {origin}: {key} {reason}")]
    InvalidValue {
        origin: String,
        key: &'static str,
        reason: String,
    },
    #[error("environment variable {var} {reason}, got {value:?}")]
    InvalidEnv {
        var: &'static str,
        value: String,
        reason: String,
    },
    #[error("no Discord token: set DISCORD_TOKEN (or [discord] token in the configuration file)")]
    MissingToken,
    #[error("[web] client_id is set but its secret is not: set DISCORD_CLIENT_SECRET (the application's OAuth2 client secret), or remove web.client_id")]
    MissingClientSecret,
}

/// What [`Config::from_toml_str`] calls the text in error messages.
const TEXT_ORIGIN: &str = "configuration text";

impl Config {
    /// Reads the configuration file, then applies the environment overrides.
    ///
    /// With `path`, that file must exist. Without, `config.toml` in the working directory is
    /// read if present; otherwise the defaults are used.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        Config::load_with_env(path, process_env)
    }

    /// [`Config::load`] with the environment passed in, so tests leave the process alone.
    pub fn load_with_env(
        path: Option<&Path>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        let (path, required) = match path {
            Some(path) => (path, true),
            None => (Path::new(DEFAULT_CONFIG_FILE), false),
        };
        match std::fs::read_to_string(path) {
            Ok(text) => Config::parse(&text, &path.display().to_string(), env),
            Err(e) if !required && e.kind() == std::io::ErrorKind::NotFound => {
                Config::parse("", DEFAULT_CONFIG_FILE, env)
            }
            Err(source) => Err(ConfigError::Read {
                path: path.to_owned(),
                source,
            }),
        }
    }

    /// Parses configuration text and applies the overrides `env` returns (`env` reads the
    /// process environment in production, a map in tests).
    pub fn from_toml_str(
        text: &str,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        Config::parse(text, TEXT_ORIGIN, env)
    }

    fn parse(
        text: &str,
        origin: &str,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        let mut config: Config = toml::from_str(text).map_err(|e| ConfigError::Parse {
            origin: origin.to_owned(),
            location: e.span().map(|span| Location::of(text, span.start)),
            // One line, for log lines: toml puts "expected ..." on a second one.
            message: e.message().trim_end().replace('\n', "; "),
        })?;
        config.check(origin)?;
        // The sharding keys go together, and a process may take some from the file and
        // the others from its environment: they are checked once both are applied.
        let from_env = config.apply_env(env)?;
        config.check_sharding(if from_env { ENV_ORIGIN } else { origin })?;
        Ok(config)
    }

    /// Checks what serde's types cannot, but for the sharding keys. Runs before the
    /// overrides, so an error here is about the file; bad environment values are reported
    /// by [`Config::apply_env`].
    fn check(&self, origin: &str) -> Result<(), ConfigError> {
        self.check_urls()
            .and_then(|()| self.check_turn_clock())
            .and_then(|()| self.check_bot_delay())
            .and_then(|()| self.database.check())
            .and_then(|()| self.web.check())
            .and_then(|()| self.check_leaderboard())
            .map_err(|invalid| invalid.at(origin))
    }

    /// The Discord API's URL, and the web pages' public one if set.
    fn check_urls(&self) -> Result<(), Invalid> {
        if let Err(reason) = check_api_url(&self.discord.api_url) {
            let reason = format!("{reason}, got {:?}", self.discord.api_url);
            return Err(Invalid::new("discord.api_url", reason));
        }
        if let Some(url) = &self.web.public_url {
            if let Err(reason) = check_public_url(url) {
                let reason = format!("{reason}, got {url:?}");
                return Err(Invalid::new("web.public_url", reason));
            }
        }
        Ok(())
    }

    /// A default clock the service would refuse would make every /challenge without a
    /// clock fail: refuse it here, naming the key.
    fn check_turn_clock(&self) -> Result<(), Invalid> {
        let turn = self.clock.turn_seconds;
        let (min, max) = (
            u64::from(crate::model::MIN_TURN_SECONDS),
            u64::from(crate::model::MAX_TURN_SECONDS),
        );
        if turn != 0 && !(min..=max).contains(&turn) {
            return Err(Invalid::new(
                "clock.turn_seconds",
                format!("must be 0 (untimed) or {min} to {max} seconds, got {turn}"),
            ));
        }
        Ok(())
    }

    /// The bot player's delay before its move.
    fn check_bot_delay(&self) -> Result<(), Invalid> {
        if self.bot.move_delay_ms > MAX_BOT_DELAY_MS {
            return Err(Invalid::new(
                "bot.move_delay_ms",
                format!(
                    "must be 0 to {MAX_BOT_DELAY_MS} milliseconds, got {}",
                    self.bot.move_delay_ms
                ),
            ));
        }
        Ok(())
    }

    /// The provisional rating deviation: a positive number.
    fn check_leaderboard(&self) -> Result<(), Invalid> {
        let deviation = self.leaderboard.provisional_deviation;
        if !(deviation.is_finite() && deviation > 0.0) {
            return Err(Invalid::new(
                "leaderboard.provisional_deviation",
                format!("must be a positive number, got {deviation}"),
            ));
        }
        Ok(())
    }

    /// `shard_range` and `total_shards` go together, and the range must lie within the
    /// total; `shards = N` runs every shard, so it cannot be combined with a range.
    fn check_sharding(&self, origin: &str) -> Result<(), ConfigError> {
        let invalid = |key, reason: String| Invalid::new(key, reason).at(origin);
        let discord = &self.discord;
        if let Some(total) = discord.total_shards {
            if shard_count(i64::from(total)).is_none() {
                return Err(invalid(
                    "discord.total_shards",
                    format!("must be a number of shards from 1 to {MAX_SHARDS}, got {total}"),
                ));
            }
        }
        match (discord.shard_range, discord.total_shards) {
            (None, None) => Ok(()),
            (Some(range), None) => Err(invalid(
                "discord.shard_range",
                format!(
                    "needs discord.total_shards, the bot's shard count across all its processes (shard_range = \"{}\")",
                    String::from(range)
                ),
            )),
            (None, Some(_)) => Err(invalid(
                "discord.total_shards",
                "is only used with discord.shard_range; to run every shard in this process, set discord.shards instead".into(),
            )),
            (Some(range), Some(total)) => {
                if range.last >= total {
                    return Err(invalid(
                        "discord.shard_range",
                        format!(
                            "must name shards below discord.total_shards = {total} (ids 0 to {}), got \"{}\"",
                            total - 1,
                            String::from(range)
                        ),
                    ));
                }
                if let Shards::Count(n) = discord.shards {
                    return Err(invalid(
                        "discord.shards",
                        format!("= {n} runs every shard in this process, so it cannot be combined with discord.shard_range; remove it (discord.total_shards gives the count)"),
                    ));
                }
                Ok(())
            }
        }
    }

    /// Environment variables win over the file. An empty variable counts as unset, so
    /// `DISCORD_GUILD_ID=` in a compose file means "no guild". Returns whether a sharding
    /// key came from the environment.
    fn apply_env(&mut self, env: impl Fn(&str) -> Option<String>) -> Result<bool, ConfigError> {
        let get = |var: &str| env(var).filter(|value| !value.is_empty());
        if let Some(token) = get(ENV_TOKEN) {
            self.discord.token = Some(Secret(token));
        }
        if let Some(url) = get(ENV_API_URL) {
            if let Err(reason) = check_api_url(&url) {
                return Err(ConfigError::InvalidEnv {
                    var: ENV_API_URL,
                    value: url,
                    reason: reason.to_owned(),
                });
            }
            self.discord.api_url = url;
        }
        if let Some(value) = get(ENV_GUILD_ID) {
            match value.trim().parse::<u64>() {
                Ok(id) if id > 0 => self.discord.guild_id = Some(id),
                _ => {
                    return Err(ConfigError::InvalidEnv {
                        var: ENV_GUILD_ID,
                        value,
                        reason: "must be a Discord guild id (a positive integer)".to_owned(),
                    })
                }
            }
        }
        if let Some(path) = get(ENV_DATABASE) {
            self.database.path = PathBuf::from(path);
        }
        if let Some(value) = get(ENV_METRICS_LISTEN) {
            match value.trim().parse() {
                Ok(listen) => self.metrics.listen = Some(listen),
                Err(_) => {
                    return Err(ConfigError::InvalidEnv {
                        var: ENV_METRICS_LISTEN,
                        value,
                        reason: "must be an address and port, e.g. 127.0.0.1:9464".to_owned(),
                    })
                }
            }
        }
        if let Some(value) = get(ENV_PUZZLES_AHEAD) {
            self.bot.puzzles_ahead = match value.trim() {
                "true" | "1" => true,
                "false" | "0" => false,
                _ => {
                    return Err(ConfigError::InvalidEnv {
                        var: ENV_PUZZLES_AHEAD,
                        value,
                        reason: "must be true or false".to_owned(),
                    })
                }
            };
        }
        self.apply_web_env(&get)?;
        self.apply_sharding_env(get)
    }

    /// `CLASH_WEB_LISTEN`, `CLASH_WEB_PUBLIC_URL` and `DISCORD_CLIENT_SECRET`.
    fn apply_web_env(&mut self, get: &impl Fn(&str) -> Option<String>) -> Result<(), ConfigError> {
        if let Some(value) = get(ENV_WEB_LISTEN) {
            match value.trim().parse() {
                Ok(listen) => self.web.listen = Some(listen),
                Err(_) => {
                    return Err(ConfigError::InvalidEnv {
                        var: ENV_WEB_LISTEN,
                        value,
                        reason: "must be an address and port, e.g. 127.0.0.1:8080".to_owned(),
                    })
                }
            }
        }
        if let Some(value) = get(ENV_WEB_PUBLIC_URL) {
            if let Err(reason) = check_public_url(value.trim()) {
                return Err(ConfigError::InvalidEnv {
                    var: ENV_WEB_PUBLIC_URL,
                    value,
                    reason: reason.to_owned(),
                });
            }
            self.web.public_url = Some(value.trim().to_owned());
        }
        if let Some(secret) = get(ENV_CLIENT_SECRET) {
            self.web.client_secret = Some(Secret(secret));
        }
        Ok(())
    }

    /// `CLASH_SHARDS`, `CLASH_SHARD_RANGE` and `CLASH_TOTAL_SHARDS`: one configuration file
    /// for every process of a split bot, each process given its range in its environment.
    /// Each value is checked as its key is; the combination is checked by the caller.
    /// Returns whether any of them was set.
    fn apply_sharding_env(
        &mut self,
        get: impl Fn(&str) -> Option<String>,
    ) -> Result<bool, ConfigError> {
        let invalid = |var, value: String, reason: &str| ConfigError::InvalidEnv {
            var,
            value,
            reason: reason.to_owned(),
        };
        let count = |value: &str| value.trim().parse::<i64>().ok().and_then(shard_count);
        let any = [ENV_SHARDS, ENV_SHARD_RANGE, ENV_TOTAL_SHARDS]
            .iter()
            .any(|var| get(var).is_some());
        if let Some(value) = get(ENV_SHARDS) {
            self.discord.shards = match (value.trim(), count(&value)) {
                ("auto", _) => Shards::Auto,
                (_, Some(n)) => Shards::Count(n),
                (_, None) => {
                    let reason =
                        format!("must be \"auto\" or a number of shards from 1 to {MAX_SHARDS}");
                    return Err(invalid(ENV_SHARDS, value, &reason));
                }
            };
        }
        if let Some(value) = get(ENV_SHARD_RANGE) {
            match value.parse::<ShardRange>() {
                Ok(range) => self.discord.shard_range = Some(range),
                Err(_) => {
                    return Err(invalid(
                        ENV_SHARD_RANGE,
                        value,
                        "must be two shard ids like \"0-3\" (first-last, both included, first not after last)",
                    ))
                }
            }
        }
        if let Some(value) = get(ENV_TOTAL_SHARDS) {
            match count(&value) {
                Some(n) => self.discord.total_shards = Some(n),
                None => {
                    let reason = format!("must be a number of shards from 1 to {MAX_SHARDS}");
                    return Err(invalid(ENV_TOTAL_SHARDS, value, &reason));
                }
            }
        }
        Ok(any)
    }

    /// The token, or an error telling the user where to put it.
    pub fn token(&self) -> Result<&str, ConfigError> {
        match &self.discord.token {
            Some(token) if !token.expose().is_empty() => Ok(token.expose()),
            _ => Err(ConfigError::MissingToken),
        }
    }
}

/// Where in the configuration text a parse error is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    /// The key assigned on that line (`max_strikes`, `clock.max_strikes`), if there is one.
    /// Only the key is kept, never the value: the value may be the token.
    pub key: Option<String>,
}

impl Location {
    fn of(text: &str, offset: usize) -> Location {
        // toml's spans fall on character boundaries; this only guards the slicing below.
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
        let key = text[line_start..line_end]
            .split_once('=')
            .map(|(key, _)| key.trim())
            // Our keys are lowercase snake_case. Anything else is left out, since a line
            // like `MTIz...=` may be a pasted token, not a key.
            .filter(|key| {
                !key.is_empty()
                    && key.chars().all(|c| {
                        c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.'
                    })
            })
            .map(str::to_owned);
        Location {
            line: text[..offset].matches('\n').count() + 1,
            column: text[line_start..offset].chars().count() + 1,
            key,
        }
    }
}

impl fmt::Display for Location {
    /// `, line 2, column 15 (max_strikes)`: the tail of a "... in config.toml" message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ", line {}, column {}", self.line, self.column)?;
        match &self.key {
            Some(key) => write!(f, " ({key})"),
            None => Ok(()),
        }
    }
}

fn check_api_url(url: &str) -> Result<(), &'static str> {
    if url.starts_with("https://") || url.starts_with("http://") {
        Ok(())
    } else {
        Err("must be an http:// or https:// URL")
    }
}

/// Reads a variable the way the overrides want it: a value that is not valid Unicode is
/// passed on (lossily) so it fails validation by name, instead of silently counting as unset.
fn process_env(var: &str) -> Option<String> {
    std::env::var_os(var).map(|value| value.to_string_lossy().into_owned())
}

/// A key of the file whose value is refused, and why: a [`ConfigError::InvalidValue`]
/// once the file's name is known.
struct Invalid {
    key: &'static str,
    reason: String,
}

impl Invalid {
    fn new(key: &'static str, reason: impl Into<String>) -> Invalid {
        Invalid {
            key,
            reason: reason.into(),
        }
    }

    /// The error, in the file or environment `origin`.
    fn at(self, origin: &str) -> ConfigError {
        ConfigError::InvalidValue {
            origin: origin.to_owned(),
            key: self.key,
            reason: self.reason,
        }
    }
}

impl DatabaseConfig {
    /// The backups' period, how many are kept, and their directory.
    fn check(&self) -> Result<(), Invalid> {
        if self.backup_every_minutes > MAX_BACKUP_EVERY_MINUTES {
            return Err(Invalid::new(
                "database.backup_every_minutes",
                format!(
                    "must be 0 (no backups) or 1 to {MAX_BACKUP_EVERY_MINUTES} minutes (a week), got {}",
                    self.backup_every_minutes
                ),
            ));
        }
        if self.backup_keep == 0 {
            return Err(Invalid::new(
                "database.backup_keep",
                "must be at least 1 (the newest backup is always kept), got 0",
            ));
        }
        if self.backup_dir.as_os_str().is_empty() {
            return Err(Invalid::new(
                "database.backup_dir",
                "must name a directory (\".\" for the working directory), got \"\"",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const EXAMPLE: &str = include_str!("../config.example.toml");

    fn no_env(_: &str) -> Option<String> {
        None
    }

    fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |var| map.get(var).cloned()
    }

    #[test]
    fn empty_text_gives_the_defaults() {
        let config = Config::from_toml_str("", no_env).unwrap();
        assert_eq!(config, Config::default());
        assert_eq!(config.discord.token, None);
        assert_eq!(config.discord.api_url, "https://discord.com");
        assert_eq!(config.discord.guild_id, None);
        assert_eq!(config.database.path, PathBuf::from("clash.db"));
        assert_eq!(config.clock.turn_seconds, 0);
        assert_eq!(config.clock.turn_clock(), None);
        assert_eq!(config.clock.max_strikes, 5);
        assert_eq!(config.clock.challenge_expiry(), Duration::from_secs(300));
        assert_eq!(config.leaderboard.min_games, 1);
        assert_eq!(config.leaderboard.provisional_deviation, 110.0);
    }

    #[test]
    fn a_partial_section_keeps_the_other_defaults() {
        let config = Config::from_toml_str("[clock]\nturn_seconds = 60\n", no_env).unwrap();
        assert_eq!(config.clock.turn_clock(), Some(Duration::from_secs(60)));
        assert_eq!(config.clock.max_strikes, 5);
        assert_eq!(config.database, DatabaseConfig::default());
    }

    #[test]
    fn env_token_overrides_the_file() {
        let text = "[discord]\ntoken = \"from-file\"\n";
        let config = Config::from_toml_str(text, no_env).unwrap();
        assert_eq!(config.token().unwrap(), "from-file");
        let config = Config::from_toml_str(text, env_of(&[(ENV_TOKEN, "from-env")])).unwrap();
        assert_eq!(config.token().unwrap(), "from-env");
    }

    #[test]
    fn env_api_url_overrides_the_file() {
        let env = env_of(&[(ENV_API_URL, "http://127.0.0.1:8080")]);
        let config = Config::from_toml_str("[discord]\napi_url = \"https://x\"\n", env).unwrap();
        assert_eq!(config.discord.api_url, "http://127.0.0.1:8080");
    }

    #[test]
    fn env_guild_id_overrides_the_file() {
        let env = env_of(&[(ENV_GUILD_ID, "123456789012345678")]);
        let config = Config::from_toml_str("[discord]\nguild_id = 42\n", env).unwrap();
        assert_eq!(config.discord.guild_id, Some(123_456_789_012_345_678));
    }

    #[test]
    fn env_database_overrides_the_file() {
        let env = env_of(&[(ENV_DATABASE, "/var/lib/clash/clash.db")]);
        let config = Config::from_toml_str("[database]\npath = \"other.db\"\n", env).unwrap();
        assert_eq!(
            config.database.path,
            PathBuf::from("/var/lib/clash/clash.db")
        );
    }

    #[test]
    fn web_pages_are_off_by_default_and_served_where_the_file_or_env_says() {
        assert_eq!(Config::default().web, WebConfig::default());
        let config = Config::from_toml_str(
            "[web]\nlisten = \"127.0.0.1:8080\"\npublic_url = \"https://clash.example.org/\"\n",
            no_env,
        )
        .unwrap();
        assert_eq!(config.web.listen, Some("127.0.0.1:8080".parse().unwrap()));
        assert_eq!(config.web.base_url(), Some("https://clash.example.org"));
        let env = env_of(&[
            (ENV_WEB_LISTEN, "0.0.0.0:80"),
            (ENV_WEB_PUBLIC_URL, "http://pages.example"),
        ]);
        let config = Config::from_toml_str("", env).unwrap();
        assert_eq!(config.web.listen, Some("0.0.0.0:80".parse().unwrap()));
        assert_eq!(config.web.base_url(), Some("http://pages.example"));
        for (var, value) in [
            (ENV_WEB_LISTEN, "localhost"),
            (ENV_WEB_PUBLIC_URL, "clash.example.org"),
            (ENV_WEB_PUBLIC_URL, "https://"),
            (ENV_WEB_PUBLIC_URL, "https://a.example/?x=1"),
        ] {
            let bad = Config::from_toml_str("", env_of(&[(var, value)]));
            assert!(bad.unwrap_err().to_string().contains(var), "{var}={value}");
        }
        let bad = Config::from_toml_str("[web]\npublic_url = \"ftp://x\"\n", no_env);
        assert!(bad.unwrap_err().to_string().contains("web.public_url"));
    }

    #[test]
    fn web_connections_have_timeouts_and_a_cap_by_default_and_refuse_zero() {
        let limits = Config::default().web.limits();
        assert_eq!(limits, crate::serving::Limits::default());
        assert_eq!(limits.header_timeout, Duration::from_secs(10));
        assert_eq!(limits.idle_timeout, Duration::from_secs(30));
        assert_eq!(limits.max_connections, 4096);
        let text = "[web]\nheader_timeout_seconds = 5\nidle_timeout_seconds = 120\nmax_connections = 100\n";
        let limits = Config::from_toml_str(text, no_env).unwrap().web.limits();
        assert_eq!(limits.header_timeout, Duration::from_secs(5));
        assert_eq!(limits.idle_timeout, Duration::from_secs(120));
        assert_eq!(limits.max_connections, 100);
        for (text, key) in [
            ("header_timeout_seconds = 0", "web.header_timeout_seconds"),
            ("idle_timeout_seconds = 3601", "web.idle_timeout_seconds"),
            ("max_connections = 0", "web.max_connections"),
        ] {
            let bad = Config::from_toml_str(&format!("[web]\n{text}\n"), no_env);
            assert!(bad.unwrap_err().to_string().contains(key), "{text}");
        }
    }

    #[test]
    fn sign_in_needs_an_application_id_and_its_secret_from_the_environment() {
        let config = Config::default();
        assert_eq!(config.web.sign_in().unwrap(), None, "off by default");
        assert!(!config.web.activity);
        assert_eq!(
            config.web.session_length(),
            Duration::from_secs(30 * 86_400)
        );
        let text = "[web]\nclient_id = \"123456789012345678\"\nactivity = true\nsession_days = 7\n";
        let config = Config::from_toml_str(text, no_env).unwrap();
        assert!(config.web.activity);
        assert_eq!(config.web.session_length(), Duration::from_secs(7 * 86_400));
        let missing = config.web.sign_in().unwrap_err().to_string();
        assert!(missing.contains("DISCORD_CLIENT_SECRET"), "{missing}");
        let env = env_of(&[(ENV_CLIENT_SECRET, "hush")]);
        let config = Config::from_toml_str(text, env).unwrap();
        let keys = config.web.sign_in().unwrap().unwrap();
        assert_eq!(keys.client_id, "123456789012345678");
        assert_eq!(keys.client_secret.expose(), "hush");
        assert!(!format!("{config:?}").contains("hush"), "never printed");
        // The secret is never read from the file.
        let in_file = Config::from_toml_str("[web]\nclient_secret = \"x\"\n", no_env);
        assert!(in_file.unwrap_err().to_string().contains("client_secret"));
        for (text, key) in [
            ("client_id = \"abc\"", "web.client_id"),
            ("client_id = \"\"", "web.client_id"),
            ("client_id = \"0\"", "web.client_id"),
            ("client_id = \"123456789012345678901\"", "web.client_id"),
            ("session_days = 0", "web.session_days"),
            ("session_days = 366", "web.session_days"),
        ] {
            let bad = Config::from_toml_str(&format!("[web]\n{text}\n"), no_env);
            let message = bad.unwrap_err().to_string();
            assert!(message.contains(key), "{text}: {message}");
        }
    }

    #[test]
    fn metrics_are_off_by_default_and_served_where_the_file_or_env_says() {
        assert_eq!(Config::default().metrics.listen, None);
        let config =
            Config::from_toml_str("[metrics]\nlisten = \"127.0.0.1:9000\"\n", no_env).unwrap();
        assert_eq!(
            config.metrics.listen,
            Some("127.0.0.1:9000".parse().unwrap())
        );
        let env = env_of(&[(ENV_METRICS_LISTEN, "127.0.0.1:9464")]);
        let config = Config::from_toml_str("", env).unwrap();
        assert_eq!(
            config.metrics.listen,
            Some("127.0.0.1:9464".parse().unwrap())
        );
        let bad = Config::from_toml_str("", env_of(&[(ENV_METRICS_LISTEN, "localhost")]));
        assert!(
            bad.unwrap_err().to_string().contains(ENV_METRICS_LISTEN),
            "the error names the variable"
        );
        assert!(Config::from_toml_str("[metrics]\nlisten = \"nowhere\"\n", no_env).is_err());
    }

    #[test]
    fn env_sharding_overrides_the_file() {
        let text = "[discord]\nshards = 4\n";
        let env = env_of(&[(ENV_SHARDS, "auto")]);
        let config = Config::from_toml_str(text, env).unwrap();
        assert_eq!(config.discord.sharding(), Sharding::Auto);
        let env = env_of(&[(ENV_SHARDS, "8")]);
        let config = Config::from_toml_str("", env).unwrap();
        assert_eq!(config.discord.sharding(), Sharding::All(8));
    }

    #[test]
    fn env_shard_range_gives_each_process_its_shards_of_one_file() {
        // The file names the total; each process's environment names its range.
        let text = "[discord]\ntotal_shards = 8\n";
        let env = env_of(&[(ENV_SHARD_RANGE, "4-7")]);
        let config = Config::from_toml_str(text, env).unwrap();
        assert_eq!(
            config.discord.sharding(),
            Sharding::Range {
                first: 4,
                last: 7,
                total: 8
            }
        );
        let env = env_of(&[(ENV_SHARD_RANGE, "2"), (ENV_TOTAL_SHARDS, "4")]);
        let config = Config::from_toml_str("[discord]\nshard_range = \"0-1\"\n", env).unwrap();
        assert_eq!(
            config.discord.sharding(),
            Sharding::Range {
                first: 2,
                last: 2,
                total: 4
            }
        );
    }

    #[test]
    fn bad_env_sharding_values_are_refused_naming_the_variable() {
        for (var, value) in [
            (ENV_SHARDS, "0"),
            (ENV_SHARDS, "4097"),
            (ENV_SHARDS, "some"),
            (ENV_SHARD_RANGE, "3-1"),
            (ENV_SHARD_RANGE, "a-b"),
            (ENV_TOTAL_SHARDS, "0"),
            (ENV_TOTAL_SHARDS, "-2"),
        ] {
            let err = Config::from_toml_str("", env_of(&[(var, value)])).unwrap_err();
            assert!(
                matches!(&err, ConfigError::InvalidEnv { var: v, .. } if *v == var),
                "{var}={value}: {err}"
            );
            assert!(err.to_string().contains(value), "{err}");
        }
        let err = Config::from_toml_str("", env_of(&[(ENV_SHARDS, "0")])).unwrap_err();
        assert!(err.to_string().contains(&MAX_SHARDS.to_string()), "{err}");
    }

    #[test]
    fn env_sharding_is_checked_with_the_file_it_meets() {
        // A range without a total anywhere, a range past the file's total, and a count
        // from the environment next to a range from the file.
        for (text, pairs, key) in [
            ("", vec![(ENV_SHARD_RANGE, "0-1")], "discord.shard_range"),
            (
                "[discord]\ntotal_shards = 2\n",
                vec![(ENV_SHARD_RANGE, "2-3")],
                "discord.shard_range",
            ),
            (
                "[discord]\nshard_range = \"0-1\"\ntotal_shards = 2\n",
                vec![(ENV_SHARDS, "2")],
                "discord.shards",
            ),
        ] {
            let err = Config::from_toml_str(text, env_of(&pairs)).unwrap_err();
            match &err {
                ConfigError::InvalidValue { origin, key: k, .. } => {
                    assert_eq!(origin, ENV_ORIGIN);
                    assert_eq!(*k, key, "{err}");
                }
                other => panic!("{text:?} {pairs:?}: {other}"),
            }
        }
    }

    #[test]
    fn empty_env_values_count_as_unset() {
        let env = env_of(&[
            (ENV_TOKEN, ""),
            (ENV_API_URL, ""),
            (ENV_GUILD_ID, ""),
            (ENV_DATABASE, ""),
            (ENV_SHARDS, ""),
            (ENV_SHARD_RANGE, ""),
            (ENV_TOTAL_SHARDS, ""),
        ]);
        assert_eq!(Config::from_toml_str("", env).unwrap(), Config::default());
    }

    #[test]
    fn unknown_key_is_refused_and_named() {
        let err = Config::from_toml_str("[clock]\nturn_secs = 60\n", no_env).unwrap_err();
        assert!(matches!(err, ConfigError::Parse { .. }), "{err:?}");
        let message = err.to_string();
        assert!(message.contains("turn_secs"), "{message}");
        assert!(message.contains(TEXT_ORIGIN), "{message}");
    }

    #[test]
    fn parse_errors_give_the_line_and_column() {
        let message = Config::from_toml_str("\n[clock]\n  turn_secs = 60\n", no_env)
            .unwrap_err()
            .to_string();
        assert!(
            message.contains("line 3, column 3 (turn_secs)"),
            "{message}"
        );
        assert!(!message.contains('\n'), "{message}");
    }

    #[test]
    fn a_malformed_token_line_does_not_leak_the_token() {
        for text in [
            "[discord]\ntoken = MTIz.very-secret\n",
            "[discord]\ntoken = \"MTIz.very-secret\n",
            "[discord]\ntoken = 'MTIz.very-secret'\nguild = 1\n",
            "[discord]\nMTIz.very-secret==\n",
        ] {
            let err = Config::from_toml_str(text, no_env).unwrap_err();
            let shown = format!("{err} {err:?}");
            assert!(!shown.contains("very-secret"), "{shown}");
        }
    }

    #[test]
    fn unknown_section_is_refused_and_named() {
        let message = Config::from_toml_str("[discrod]\ntoken = \"x\"\n", no_env)
            .unwrap_err()
            .to_string();
        assert!(message.contains("discrod"), "{message}");
    }

    #[test]
    fn wrong_type_is_refused_and_named() {
        let message = Config::from_toml_str("[clock]\nturn_seconds = 5\n", no_env)
            .unwrap_err()
            .to_string();
        assert!(
            message.contains("clock.turn_seconds") && message.contains("10 to 604800"),
            "a clock the service refuses is refused at load: {message}"
        );
        assert!(Config::from_toml_str("[clock]\nturn_seconds = 10\n", no_env).is_ok());
        let message = Config::from_toml_str("[clock]\nmax_strikes = \"five\"\n", no_env)
            .unwrap_err()
            .to_string();
        assert!(message.contains("max_strikes"), "{message}");
    }

    #[test]
    fn bad_guild_id_names_the_variable_and_the_value() {
        for bad in ["abc", "-5", "0", "12x"] {
            let err = Config::from_toml_str("", env_of(&[(ENV_GUILD_ID, bad)])).unwrap_err();
            assert!(matches!(err, ConfigError::InvalidEnv { .. }), "{err:?}");
            let message = err.to_string();
            assert!(message.contains("DISCORD_GUILD_ID"), "{message}");
            assert!(message.contains(&format!("{bad:?}")), "{message}");
        }
    }

    #[test]
    fn bad_api_url_is_named_whether_from_file_or_env() {
        let message = Config::from_toml_str("[discord]\napi_url = \"discord.com\"\n", no_env)
            .unwrap_err()
            .to_string();
        assert!(message.contains("discord.api_url"), "{message}");
        assert!(message.contains("\"discord.com\""), "{message}");

        let message = Config::from_toml_str("", env_of(&[(ENV_API_URL, "localhost:80")]))
            .unwrap_err()
            .to_string();
        assert!(message.contains("DISCORD_API_URL"), "{message}");
        assert!(message.contains("\"localhost:80\""), "{message}");
    }

    #[test]
    fn non_positive_provisional_deviation_is_refused() {
        let message = Config::from_toml_str("[leaderboard]\nprovisional_deviation = 0.0\n", no_env)
            .unwrap_err()
            .to_string();
        assert!(
            message.contains("leaderboard.provisional_deviation"),
            "{message}"
        );
    }

    fn sharding_of(text: &str) -> Result<Sharding, String> {
        Config::from_toml_str(&format!("[discord]\n{text}\n"), no_env)
            .map(|c| c.discord.sharding())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn shards_default_to_auto() {
        assert_eq!(Config::default().discord.shards, Shards::Auto);
        assert_eq!(sharding_of(""), Ok(Sharding::Auto));
        assert_eq!(sharding_of("shards = \"auto\""), Ok(Sharding::Auto));
    }

    #[test]
    fn shards_as_a_number_runs_that_many() {
        assert_eq!(sharding_of("shards = 1"), Ok(Sharding::All(1)));
        assert_eq!(sharding_of("shards = 16"), Ok(Sharding::All(16)));
        assert_eq!(
            sharding_of(&format!("shards = {MAX_SHARDS}")),
            Ok(Sharding::All(MAX_SHARDS))
        );
    }

    #[test]
    fn shards_out_of_bounds_or_not_auto_are_refused_naming_the_key() {
        for bad in ["0", "-2", "4097", "\"many\"", "\"Auto\"", "2.5", "true"] {
            let message = sharding_of(&format!("shards = {bad}")).unwrap_err();
            assert!(
                message.contains("shards")
                    && message.contains("\"auto\" or a number of shards from 1 to 4096"),
                "{bad}: {message}"
            );
        }
    }

    #[test]
    fn a_shard_range_with_its_total_runs_those_shards() {
        assert_eq!(
            sharding_of("shard_range = \"0-3\"\ntotal_shards = 8"),
            Ok(Sharding::Range {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(
            sharding_of("shard_range = \"7\"\ntotal_shards = 8"),
            Ok(Sharding::Range {
                first: 7,
                last: 7,
                total: 8
            })
        );
        // "auto" (the default) does not conflict: the range decides.
        assert_eq!(
            sharding_of("shards = \"auto\"\nshard_range = \"1-1\"\ntotal_shards = 2"),
            Ok(Sharding::Range {
                first: 1,
                last: 1,
                total: 2
            })
        );
    }

    #[test]
    fn a_shard_range_needs_total_shards() {
        let message = sharding_of("shard_range = \"0-3\"").unwrap_err();
        assert!(
            message.contains("discord.shard_range needs discord.total_shards"),
            "{message}"
        );
    }

    #[test]
    fn total_shards_without_a_range_is_refused() {
        let message = sharding_of("total_shards = 4").unwrap_err();
        assert!(
            message.contains("discord.total_shards is only used with discord.shard_range"),
            "{message}"
        );
    }

    #[test]
    fn a_shard_range_must_lie_within_total_shards() {
        let message = sharding_of("shard_range = \"2-4\"\ntotal_shards = 4").unwrap_err();
        assert!(
            message.contains("discord.shard_range must name shards below")
                && message.contains("ids 0 to 3")
                && message.contains("\"2-4\""),
            "{message}"
        );
        assert!(sharding_of("shard_range = \"2-3\"\ntotal_shards = 4").is_ok());
        for total in ["0", "5000"] {
            let message =
                sharding_of(&format!("shard_range = \"0\"\ntotal_shards = {total}")).unwrap_err();
            assert!(
                message.contains("discord.total_shards must be"),
                "{message}"
            );
        }
    }

    #[test]
    fn a_backwards_or_malformed_shard_range_is_refused_naming_the_key() {
        let message = sharding_of("shard_range = \"3-1\"\ntotal_shards = 4").unwrap_err();
        assert!(
            message.contains("discord.shard_range must not end before it starts"),
            "{message}"
        );
        for bad in ["\"a-b\"", "\"0..3\"", "\"-1-2\"", "\"\"", "3"] {
            let message =
                sharding_of(&format!("shard_range = {bad}\ntotal_shards = 4")).unwrap_err();
            assert!(message.contains("shard_range"), "{bad}: {message}");
        }
    }

    #[test]
    fn shards_as_a_number_cannot_be_combined_with_a_range() {
        let message =
            sharding_of("shards = 4\nshard_range = \"0-1\"\ntotal_shards = 4").unwrap_err();
        assert!(
            message.contains("discord.shards = 4 runs every shard"),
            "{message}"
        );
    }

    #[test]
    fn a_guild_belongs_to_the_shard_of_discords_formula() {
        // (guild_id >> 22) % total, Discord's documented formula.
        let guild = 81_384_788_765_712_384_u64; // guild_id >> 22 = 19_403_645_698
        assert_eq!(Sharding::shard_of(guild, 1), 0);
        assert_eq!(Sharding::shard_of(guild, 2), 0);
        assert_eq!(Sharding::shard_of(guild, 5), 3);
        assert_eq!(Sharding::shard_of((7 << 22) | 12_345, 4), 3);
    }

    #[test]
    fn bot_settings_are_read_and_a_delay_over_a_minute_is_refused() {
        let config =
            Config::from_toml_str("[bot]\nmove_delay_ms = 50\nlevel = \"easy\"\n", no_env).unwrap();
        assert_eq!(config.bot.move_delay_ms, 50);
        assert_eq!(config.bot.level, crate::ai::Level::Easy);
        let message = Config::from_toml_str("[bot]\nmove_delay_ms = 60001\n", no_env)
            .unwrap_err()
            .to_string();
        assert!(message.contains("bot.move_delay_ms"), "{message}");
        let message = Config::from_toml_str("[bot]\nlevel = \"grandmaster\"\n", no_env)
            .unwrap_err()
            .to_string();
        assert!(message.contains("grandmaster"), "{message}");
    }

    #[test]
    fn backup_settings_are_read_and_bad_ones_refused_naming_the_key() {
        let config = Config::from_toml_str(
            "[database]\nbackup_every_minutes = 360\nbackup_dir = \"/var/backups/clash\"\nbackup_keep = 28\n",
            no_env,
        )
        .unwrap();
        assert_eq!(
            config.database.backup_every(),
            Some(Duration::from_secs(6 * 3600))
        );
        assert_eq!(
            config.database.backup_dir,
            PathBuf::from("/var/backups/clash")
        );
        assert_eq!(config.database.backup_keep, 28);
        assert_eq!(Config::default().database.backup_every(), None);
        for (text, key, says) in [
            (
                "backup_every_minutes = 10081",
                "database.backup_every_minutes",
                "1 to 10080",
            ),
            ("backup_every_minutes = -1", "backup_every_minutes", ""),
            ("backup_every_minutes = \"6h\"", "backup_every_minutes", ""),
            ("backup_keep = 0", "database.backup_keep", "at least 1"),
            (
                "backup_dir = \"\"",
                "database.backup_dir",
                "must name a directory",
            ),
        ] {
            let message = Config::from_toml_str(&format!("[database]\n{text}\n"), no_env)
                .unwrap_err()
                .to_string();
            assert!(
                message.contains(key) && message.contains(says),
                "{text}: {message}"
            );
        }
    }

    #[test]
    fn missing_file_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nope.toml");
        let err = Config::load_with_env(Some(&path), no_env).unwrap_err();
        assert!(matches!(err, ConfigError::Read { .. }), "{err:?}");
        let message = err.to_string();
        assert!(message.contains(&path.display().to_string()), "{message}");
    }

    #[test]
    fn file_errors_name_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "[database]\npaht = \"x.db\"\n").unwrap();
        let message = Config::load_with_env(Some(&path), no_env)
            .unwrap_err()
            .to_string();
        assert!(message.contains(&path.display().to_string()), "{message}");
        assert!(message.contains("paht"), "{message}");
    }

    #[test]
    fn file_is_read_and_env_applied_on_top() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "[clock]\nmax_strikes = 3\n").unwrap();
        let config =
            Config::load_with_env(Some(&path), env_of(&[(ENV_DATABASE, "env.db")])).unwrap();
        assert_eq!(config.clock.max_strikes, 3);
        assert_eq!(config.database.path, PathBuf::from("env.db"));
    }

    #[test]
    fn token_is_redacted_in_debug_and_serialized_output() {
        let config = Config::from_toml_str("", env_of(&[(ENV_TOKEN, "MTIz.very-secret")])).unwrap();
        let debug = format!("{config:?} {config:#?}");
        assert!(!debug.contains("very-secret"), "{debug}");
        assert!(debug.contains("***"), "{debug}");
        let dumped = toml::to_string(&config).unwrap();
        assert!(!dumped.contains("very-secret"), "{dumped}");
        // The error for a missing token must not need one to explain itself.
        let message = Config::default().token().unwrap_err().to_string();
        assert!(message.contains("DISCORD_TOKEN"), "{message}");
    }

    #[test]
    fn example_file_parses_to_the_defaults() {
        // The example sets every key to its default; token and guild_id have none, so
        // they are shown commented out.
        let config = Config::from_toml_str(EXAMPLE, no_env).unwrap();
        assert_eq!(config, Config::default());
    }

    /// Settings shown commented out in the example are written `#key = value` (no space
    /// after `#`, unlike prose comments), so they can be switched on mechanically.
    fn uncomment_settings(text: &str) -> String {
        text.lines()
            .map(|line| match line.strip_prefix('#') {
                Some(rest) if rest.starts_with(|c: char| c.is_ascii_lowercase()) => rest,
                _ => line,
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn example_file_commented_settings_are_valid() {
        let config = Config::from_toml_str(&uncomment_settings(EXAMPLE), no_env).unwrap();
        assert!(config.discord.token.is_some());
        assert!(config.discord.guild_id.is_some());
        assert!(config.deathmatch.results_channel.is_some());
        assert!(config.discord.shard_range.is_some());
        let expected = Config {
            discord: DiscordConfig {
                token: config.discord.token.clone(),
                guild_id: config.discord.guild_id,
                shard_range: config.discord.shard_range,
                total_shards: config.discord.total_shards,
                ..DiscordConfig::default()
            },
            deathmatch: DeathMatchConfig {
                results_channel: config.deathmatch.results_channel,
                ..DeathMatchConfig::default()
            },
            metrics: MetricsConfig {
                listen: Some("127.0.0.1:9464".parse().unwrap()),
            },
            web: WebConfig {
                listen: Some("127.0.0.1:8080".parse().unwrap()),
                public_url: Some("https://clash.example.org".into()),
                client_id: Some("123456789012345678".into()),
                ..WebConfig::default()
            },
            ..Config::default()
        };
        assert_eq!(config, expected);
    }

    #[test]
    fn the_puzzles_are_made_ahead_unless_the_file_or_the_environment_says_not() {
        assert!(Config::from_toml_str("", no_env).unwrap().bot.puzzles_ahead);
        let off = Config::from_toml_str("[bot]\npuzzles_ahead = false\n", no_env).unwrap();
        assert!(!off.bot.puzzles_ahead);
        for (value, ahead) in [("false", false), ("0", false), ("true", true), ("1", true)] {
            let env = env_of(&[(ENV_PUZZLES_AHEAD, value)]);
            assert_eq!(
                Config::from_toml_str("", env).unwrap().bot.puzzles_ahead,
                ahead
            );
        }
        let env = env_of(&[(ENV_PUZZLES_AHEAD, "soon")]);
        let bad = Config::from_toml_str("", env).unwrap_err().to_string();
        assert!(
            bad.contains(ENV_PUZZLES_AHEAD) && bad.contains("true or false"),
            "{bad}"
        );
    }

    #[test]
    fn example_file_documents_every_key() {
        // Every field is named here, with no `..`, so adding a key breaks this test until
        // the example is updated along with it.
        let everything = Config {
            discord: DiscordConfig {
                token: Some(Secret::new("t")),
                api_url: String::new(),
                guild_id: Some(1),
                shards: Shards::Count(1),
                shard_range: Some(ShardRange { first: 0, last: 0 }),
                total_shards: Some(1),
            },
            database: DatabaseConfig {
                path: PathBuf::new(),
                backup_every_minutes: 0,
                backup_dir: PathBuf::new(),
                backup_keep: 0,
            },
            clock: ClockConfig {
                turn_seconds: 0,
                max_strikes: 0,
                challenge_expiry_seconds: 0,
            },
            leaderboard: LeaderboardConfig {
                min_games: 0,
                provisional_deviation: 0.0,
            },
            deathmatch: DeathMatchConfig {
                host_roles: vec![1],
                results_channel: Some(1),
            },
            bot: BotConfig {
                move_delay_ms: 0,
                level: crate::ai::Level::Easy,
                puzzles_ahead: false,
            },
            metrics: MetricsConfig {
                listen: Some("127.0.0.1:1".parse().unwrap()),
            },
            web: WebConfig {
                listen: Some("127.0.0.1:2".parse().unwrap()),
                public_url: Some("https://clash.example.org".into()),
                header_timeout_seconds: 0,
                idle_timeout_seconds: 0,
                max_connections: 0,
                client_id: Some("1".into()),
                client_secret: Some(Secret::new("s")),
                activity: false,
                session_days: 0,
            },
        };
        let dumped: toml::Table = toml::from_str(&toml::to_string(&everything).unwrap()).unwrap();
        let documented: toml::Table = toml::from_str(&uncomment_settings(EXAMPLE)).unwrap();
        for (section, keys) in &dumped {
            let keys = keys.as_table().unwrap();
            for key in keys.keys() {
                assert!(
                    documented.get(section).and_then(|s| s.get(key)).is_some(),
                    "config.example.toml does not show [{section}] {key}"
                );
            }
        }
        assert_eq!(dumped.len(), 8);
    }
}
