//! The leaderboards, /stats and /history, and users' names, as the Discord layer asks
//! for them.

use super::{part, ServiceError};
use crate::model::ratings::*;
use crate::model::{MatchId, UserId};
use crate::rules::{BySeat, GameKind};
use crate::storage::records as db;
use std::collections::HashMap;

part!(
    /// Ratings, leaderboards, /stats and /history, and users' names.
    Records
);

impl Records<'_> {
    /// Whether `user` is already known by `name`: [`Service::user_seen`] would write
    /// nothing.
    pub fn name_known(self, user: UserId, name: &str) -> bool {
        self.names
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&user)
            .is_some_and(|known| known == name)
    }

    pub(in crate::service) fn name_noted(self, user: UserId, name: &str) {
        self.names
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(user, name.to_string());
    }

    pub async fn board_page(
        self,
        guild: u64,
        game: GameKind,
        page: u32,
    ) -> Result<BoardPage, BoardError> {
        self.read(move |conn| Ok(crate::storage::boards::board_page(conn, guild, game, page)))
            .await
            .map_err(|e| BoardError::Storage(e.into()))?
    }

    pub async fn player_stats(
        self,
        guild: u64,
        game: GameKind,
        user: UserId,
        viewer: UserId,
    ) -> Result<Option<PlayerStats>, ServiceError> {
        self.read(move |conn| Ok(db::player_stats(conn, guild, game, user, viewer)?))
            .await
    }

    pub async fn player_games(
        self,
        guild: u64,
        user: UserId,
    ) -> Result<Vec<GameKind>, ServiceError> {
        self.read(move |conn| Ok(db::player_games(conn, guild, user)?))
            .await
    }

    pub async fn history(
        self,
        guild: u64,
        game: Option<GameKind>,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<HistoryEntry>, ServiceError> {
        self.read(move |conn| Ok(db::history(conn, guild, game, user, limit)?))
            .await
    }

    pub async fn rating_changes(
        self,
        id: MatchId,
    ) -> Result<Option<BySeat<RatingChange>>, ServiceError> {
        self.read(move |conn| Ok(db::rating_changes(conn, id)?))
            .await
    }

    /// Records a user's display name (through the writer, like every write); a name
    /// already recorded since the start costs nothing.
    pub async fn user_seen(self, user: UserId, name: &str) -> Result<(), ServiceError> {
        if self.name_known(user, name) {
            return Ok(());
        }
        let now = self.clock.now_ms();
        let owned = name.to_string();
        self.write(move |conn| Ok(db::user_seen(conn, user, &owned, now)?))
            .await?;
        self.name_noted(user, name);
        Ok(())
    }

    pub async fn user_names(
        self,
        users: impl IntoIterator<Item = UserId>,
    ) -> Result<HashMap<UserId, String>, ServiceError> {
        let users: Vec<UserId> = users.into_iter().collect();
        self.read(move |conn| Ok(db::user_names(conn, users)?))
            .await
    }
}
