//! What the operator's metrics and health check ask of the service: the database's
//! gauges, and whether the one writer still commits.

use super::{part, ServiceError};
use crate::storage::ops::{self as db, Gauges};
use std::time::Duration;

part!(
    /// The operator's view: counts and liveness, nothing of any match's content.
    Ops
);

impl Ops<'_> {
    /// Live matches per game, open challenges and what is owed to Discord.
    pub async fn gauges(self) -> Result<Gauges, ServiceError> {
        self.read(|conn| Ok(db::gauges(conn)?)).await
    }

    /// Whether the writer commits an empty job within `within`: a writer that has died, or
    /// is stuck in a commit, does not.
    pub async fn writer_alive(self, within: Duration) -> bool {
        matches!(
            tokio::time::timeout(within, self.write(|_| Ok(()))).await,
            Ok(Ok(()))
        )
    }
}
