//! Match records for /record: a finished match's seed, salt and every action, so that
//! anyone can verify its deal ([`crate::model::fairness::verify`]); and /replay, the same
//! record rebuilt step by step ([`MatchReplay`]).

use super::{Matches, ServiceError};
use crate::model::fairness::MatchRecordFile;
use crate::model::replay::MatchReplay;
use crate::model::{MatchId, MatchSnapshot, MatchStatus, UserId};

impl Matches<'_> {
    /// The record of a finished match, for anyone the caller lets see it (the Death Match
    /// host, the tools). Refused with [`ServiceError::MatchNotOver`] while it is active:
    /// the seed and the salt are secret until the end.
    pub async fn record(self, id: MatchId) -> Result<MatchRecordFile, ServiceError> {
        let snapshot = self.snapshot(id).await?;
        record_of(self, snapshot).await
    }

    /// The record of a finished match for one of its two players; anyone else is refused
    /// with [`ServiceError::NotAPlayer`] (before being told whether it is over).
    pub async fn record_for(
        self,
        id: MatchId,
        user: UserId,
    ) -> Result<MatchRecordFile, ServiceError> {
        let snapshot = self.snapshot(id).await?;
        let host = snapshot.dm.as_ref().is_some_and(|dm| dm.host == user);
        if snapshot.seat_of(user).is_none() && !host {
            return Err(ServiceError::NotAPlayer {
                players: snapshot.players,
            });
        }
        record_of(self, snapshot).await
    }

    /// A finished match of the server `guild`, step by step, for anyone there to watch:
    /// its record shows every hand to its players once it is over, and so may its replay.
    /// Refused for another server's match ([`ServiceError::OtherServer`], before anything
    /// else is told of it), while the match is active ([`ServiceError::MatchNotOver`]: its
    /// seed and hands are secret) and for a Death Match its host voided
    /// ([`ServiceError::Voided`]). A match resigned at its toss replays as its deal and
    /// the resignation (a resignation starts the table).
    pub async fn replay(self, id: MatchId, guild: u64) -> Result<MatchReplay, ServiceError> {
        let snapshot = self.snapshot(id).await?;
        if snapshot.place.guild != guild {
            return Err(ServiceError::OtherServer);
        }
        if snapshot.status != MatchStatus::Finished {
            return Err(ServiceError::MatchNotOver);
        }
        if let Some(reason) = snapshot.dm.as_ref().and_then(|dm| dm.voided()) {
            return Err(ServiceError::Voided {
                reason: reason.to_string(),
            });
        }
        let info = snapshot.info();
        // On the blocking pool with the read: a long match is hundreds of states.
        self.read(move |conn| {
            let record = crate::storage::record_file::record_file(conn, &snapshot)?
                .ok_or(ServiceError::MatchNotOver)?;
            MatchReplay::of_record(info, &record).map_err(|e| {
                ServiceError::Storage(
                    anyhow::Error::new(e).context(format!("replaying match {id}'s record")),
                )
            })
        })
        .await
    }
}

/// The record of a finished match; refused while it is active.
async fn record_of(
    matches: Matches<'_>,
    snapshot: MatchSnapshot,
) -> Result<MatchRecordFile, ServiceError> {
    matches
        .read(move |conn| {
            crate::storage::record_file::record_file(conn, &snapshot)?
                .ok_or(ServiceError::MatchNotOver)
        })
        .await
}

#[cfg(test)]
mod tests;
