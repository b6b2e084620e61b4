//! Match records for /record: a finished match's seed, salt and every action, so that
//! anyone can verify its deal ([`crate::model::fairness::verify`]).

use super::{Matches, ServiceError};
use crate::model::fairness::MatchRecordFile;
use crate::model::{MatchId, MatchSnapshot, UserId};

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
