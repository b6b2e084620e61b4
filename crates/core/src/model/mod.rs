//! The bot's vocabulary, shared by its storage and its service: matches and what may be
//! known of them, challenges, Death Matches, the posts a change owes, ratings, seasons,
//! match records, tournaments and their pairings. Plain data and pure functions; no I/O.
//!
//! [`matches::MatchSnapshot`] holds a full table, hidden cards included: only the service
//! and the storage handle it. Every other layer gets [`MatchInfo`] with the public view or
//! one seat's own view ([`PublicMatch`], [`SeatMatch`]), which hold no hidden card; the
//! one exception is [`replay::MatchReplay`], both hands of a *finished* match, which its
//! record already shows.

pub mod achievements;
pub mod challenges;
pub mod deathmatch;
pub mod fairness;
pub mod games;
pub mod matches;
pub mod pages;
pub mod posts;
pub mod profile;
pub mod ratings;
pub mod replay;
pub mod schedules;
pub mod seasons;
pub mod sessions;
pub mod settings;
pub mod tournaments;
pub mod when;

pub use challenges::{Challenge, ChallengeAnswer, ChallengeRole, ChallengeStatus};
pub use deathmatch::{AwardReason, DeathMatch, DmPlan, DmRequest, DmSummary, HostAction, Ruling};
pub use games::{
    AnyEvents, AnyMove, AnyPublic, AnyRuleError, AnyTable, AnyView, ClockStrike, Hosted,
    MatchSettings, TableError,
};
pub use matches::{
    BotSeat, MatchInfo, MatchPhase, MatchSnapshot, MatchStatus, MatchThread, MoveResult,
    PublicMatch, SeatMatch, ThreadLoss,
};
pub use posts::{ChosenBy, Happened, Instance, Owed, Post, PostKind, Said, Told, What};

pub type UserId = u64;
pub type MatchId = i64;
pub type ChallengeId = i64;

/// The highest target score a challenge may set.
pub const MAX_TARGET: u32 = 100;
/// A timed match's shortest and longest turn clock.
pub const MIN_TURN_SECONDS: u32 = 10;
pub const MAX_TURN_SECONDS: u32 = 7 * 24 * 3600;

/// Someone taking part in a challenge, as the Discord layer knows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Person {
    pub id: UserId,
    pub is_bot: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Place {
    pub guild: u64,
    pub channel: u64,
}
