//! Each server's seasons: the one running (what a match's save, a Death Match event and a
//! tournament record), opening and closing them through the one writer, and the list.

use super::{part, ServiceError};
use crate::model::seasons::{Season, SeasonChange, SeasonName};
use crate::model::UserId;
use crate::storage::seasons as db;

part!(
    /// Each server's seasons.
    Seasons
);

impl Seasons<'_> {
    /// The season running on server `guild`, if any. Whatever runs in a season (a
    /// tournament, say) records its `number`; to be exact about a race with `/season
    /// start`, look it up in the write that creates the thing instead, with
    /// [`crate::storage::seasons::season_current`], as a match's save does.
    pub async fn current(self, guild: u64) -> Result<Option<Season>, ServiceError> {
        self.read(move |conn| Ok(db::season_current(conn, guild)?))
            .await
    }

    /// Server `guild`'s seasons, newest first.
    pub async fn list(self, guild: u64) -> Result<Vec<Season>, ServiceError> {
        self.read(move |conn| Ok(db::season_list(conn, guild)?))
            .await
    }

    /// `/season start`: closes the season running on server `guild`, if any, and opens
    /// `name` (its players starting from a soft reset of their all-time ratings when
    /// `soft_reset`). From its commit on, every rated match that ends there counts in it,
    /// matches under way included.
    pub async fn start(
        self,
        guild: u64,
        by: UserId,
        name: &str,
        soft_reset: bool,
    ) -> Result<SeasonChange, ServiceError> {
        self.check_open()?;
        let name = SeasonName::parse(name)?;
        let now = self.clock.now_ms();
        self.write(move |conn| Ok(db::season_start(conn, guild, &name, soft_reset, by, now)??))
            .await
    }

    /// `/season end`: closes the season running on server `guild`; until the next one
    /// starts, matches count on the all-time boards only.
    pub async fn end(self, guild: u64, by: UserId) -> Result<SeasonChange, ServiceError> {
        self.check_open()?;
        let now = self.clock.now_ms();
        self.write(move |conn| Ok(db::season_end(conn, guild, by, now)??))
            .await
    }
}
