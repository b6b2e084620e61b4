//! A challenge: one player asks another (or anyone in the channel) to a match.

use super::{ChallengeId, MatchId, MatchSettings, Place, UserId};
use crate::rules::GameKind;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChallengeStatus {
    Pending,
    Accepted,
    Declined,
    Cancelled,
    Expired,
}

impl ChallengeStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ChallengeStatus::Pending => "pending",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }

    pub fn parse(text: &str) -> Option<ChallengeStatus> {
        [
            ChallengeStatus::Pending,
            ChallengeStatus::Accepted,
            ChallengeStatus::Declined,
            ChallengeStatus::Cancelled,
            ChallengeStatus::Expired,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub place: Place,
    pub message_id: Option<u64>,
    pub challenger: UserId,
    /// `None` for an open challenge, until someone accepts it.
    pub opponent: Option<UserId>,
    pub game: GameKind,
    pub settings: MatchSettings,
    pub status: ChallengeStatus,
    pub match_id: Option<MatchId>,
    pub created_at: i64,
    pub expires_at: i64,
}

/// Which side of a challenge may answer it: the only one allowed to, when someone else tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeRole {
    /// Who made the challenge (only they may cancel it).
    Challenger,
    /// Who was challenged (only they may accept or decline it).
    Challenged,
}

impl ChallengeRole {
    /// A stable code (`challenger`, `challenged`) for logs and for the catalogue's selector.
    pub fn code(self) -> &'static str {
        match self {
            ChallengeRole::Challenger => "challenger",
            ChallengeRole::Challenged => "challenged",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeAnswer {
    Accept,
    Decline,
    Cancel,
}
