//! Why the service refused a request: a player's own mistake, worded for them (the Discord
//! layer shows it privately), or a storage failure (logged, and answered with an apology).

use crate::model::{
    ChallengeRole, ChallengeStatus, MatchId, UserId, MAX_TARGET, MAX_TURN_SECONDS, MIN_TURN_SECONDS,
};
use crate::rules::{BySeat, GameKind};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ServiceError {
    #[error("you cannot challenge yourself")]
    ChallengeSelf,
    #[error("other bots cannot play: challenge a person, or play against me with /practice")]
    ChallengeBot,
    #[error("you are already playing {game} against the bot: finish or resign Match #{id} first")]
    BotBusy { game: GameKind, id: MatchId },
    #[error("there is already a pending challenge between you two")]
    AlreadyPending,
    #[error("you already have an open challenge waiting: cancel it before making another")]
    OpenPending,
    #[error("an open challenge cannot be declined: leave it for someone else")]
    OpenDecline,
    #[error("you cannot accept your own challenge")]
    OwnChallenge,
    #[error("this match is still being played: a rematch is offered once it ends")]
    NotOverYet,
    #[error("the target must be between 1 and {MAX_TARGET}")]
    BadTarget,
    #[error(
        "the turn clock (turn_seconds) must be 0 for untimed, or {MIN_TURN_SECONDS} to {MAX_TURN_SECONDS} seconds"
    )]
    BadTurnSeconds,
    #[error("this challenge is no longer open: it was {}", .0.as_str())]
    ChallengeClosed(ChallengeStatus),
    #[error("only {} can do that", in_logs(.0))]
    NotYourChallenge(ChallengeRole),
    #[error("no such challenge")]
    NoSuchChallenge,
    #[error("no such match")]
    NoSuchMatch,
    #[error("this match is over")]
    MatchOver,
    #[error("the record is available once the match ends")]
    MatchNotOver,
    #[error("that match was played on another server")]
    OtherServer,
    #[error("this match was voided by its host ({reason}): it has no result to replay")]
    Voided { reason: String },
    #[error("you are not playing in this match")]
    NotAPlayer { players: BySeat<UserId> },
    #[error("it is not your move")]
    NotYourTurn { to_move: UserId },
    #[error("that button is from an earlier turn")]
    Stale { current: u32 },
    /// The table or the game's rules refused the move: typed, for the Discord layer to word.
    #[error(transparent)]
    Rule(crate::model::games::TableError),
    #[error("the bot is shutting down: try again in a moment")]
    ShuttingDown,
    #[error("the match is paused by its host: no moves until it resumes")]
    Paused,
    /// A Death Match command refused (the Discord layer words it for the host).
    #[error("host: {0}")]
    Host(#[from] crate::model::deathmatch::HostError),
    /// A tournament command refused (the Discord layer words it for whoever asked).
    #[error("tournament: {0}")]
    Tournament(#[from] crate::model::tournaments::TournamentError),
    /// A scheduled event's command or check-in refused (worded at the edges).
    #[error("schedule: {0}")]
    Schedule(#[from] crate::model::schedules::ScheduleError),
    /// A setting's value refused, in words for the server's admin.
    #[error(transparent)]
    Setting(#[from] crate::model::settings::SettingError),
    /// A season command or option refused, in words for the member who gave it.
    #[error(transparent)]
    Season(#[from] crate::model::seasons::SeasonError),
    /// The game is turned off on this server.
    #[error("{0} is turned off on this server")]
    GameOff(GameKind),
    #[error("storage failed: {0:#}")]
    Storage(#[from] anyhow::Error),
}

/// Who may answer a challenge, in the logs' words (the edges word it from the role).
fn in_logs(role: &ChallengeRole) -> &'static str {
    match role {
        ChallengeRole::Challenger => "the challenger",
        ChallengeRole::Challenged => "the challenged player",
    }
}

impl ServiceError {
    /// Whether this is the user's own mistake (shown to them) rather than the bot's.
    pub fn is_user_error(&self) -> bool {
        !matches!(self, ServiceError::Storage(_))
    }
}

impl From<rusqlite::Error> for ServiceError {
    fn from(e: rusqlite::Error) -> Self {
        ServiceError::Storage(e.into())
    }
}
