//! The leaderboards, /stats and /history (each for the season a command names, the season
//! running, or all time), the rating changes and achievements of a match, a player's
//! achievements, a player's profile card, and users' names, as the Discord layer asks for
//! them.

use super::{part, ServiceError};
use crate::model::achievements::Earned;
use crate::model::profile::ProfileCard;
use crate::model::ratings::*;
use crate::model::seasons::{Scope, Season, SeasonPick, Seasonal};
use crate::model::{MatchId, UserId};
use crate::rules::GameKind;
use crate::storage::achievements::{self, MatchAchievement};
use crate::storage::{boards, profile, records as db, seasons};
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

    /// A page of a leaderboard: the board `pick` names (read with it, in one read).
    pub async fn board_page(
        self,
        guild: u64,
        pick: SeasonPick,
        game: GameKind,
        page: u32,
    ) -> Result<Seasonal<BoardPage>, BoardError> {
        self.read(move |conn| Ok(board_of(conn, guild, &pick, game, page)))
            .await
            .map_err(|e| BoardError::Storage(e.into()))?
    }

    /// A player's stats on the board `pick` names: in one game, or in every game they
    /// have a rating in there.
    pub async fn player_stats(
        self,
        guild: u64,
        pick: SeasonPick,
        game: Option<GameKind>,
        user: UserId,
        viewer: UserId,
    ) -> Result<Seasonal<Vec<PlayerStats>>, ServiceError> {
        self.read(move |conn| {
            let season = seasons::season_pick(conn, guild, &pick)??;
            let scope = season.as_ref().map_or(Scope::AllTime, Season::scope);
            let games = match game {
                Some(game) => vec![game],
                None => db::player_games(conn, guild, scope, user)?,
            };
            let mut value = Vec::new();
            for game in games {
                value.extend(db::player_stats(conn, guild, scope, game, user, viewer)?);
            }
            Ok(Seasonal { season, value })
        })
        .await
    }

    /// A player's last rated matches on the board `pick` names, with its rating changes.
    pub async fn history(
        self,
        guild: u64,
        pick: SeasonPick,
        game: Option<GameKind>,
        user: UserId,
        limit: u32,
    ) -> Result<Seasonal<Vec<HistoryEntry>>, ServiceError> {
        self.read(move |conn| {
            let season = seasons::season_pick(conn, guild, &pick)??;
            let scope = season.as_ref().map_or(Scope::AllTime, Season::scope);
            let value = db::history(conn, guild, scope, game, user, (0, limit))?;
            Ok(Seasonal { season, value })
        })
        .await
    }

    /// The rating changes of a finished match, on every board it counted on.
    pub async fn rating_changes(self, id: MatchId) -> Result<Option<MatchRatings>, ServiceError> {
        self.read(move |conn| Ok(db::rating_changes(conn, id)?))
            .await
    }

    /// What a finished match earned its players, for its result post.
    pub async fn match_achievements(
        self,
        id: MatchId,
    ) -> Result<Vec<MatchAchievement>, ServiceError> {
        self.read(move |conn| Ok(achievements::achievements_of_match(conn, id)?))
            .await
    }

    /// A player's achievements on server `guild`, each with its rarity there.
    pub async fn achievements(self, guild: u64, user: UserId) -> Result<Vec<Earned>, ServiceError> {
        self.read(move |conn| Ok(achievements::achievements_of(conn, guild, user)?))
            .await
    }

    /// A player's profile card on server `guild`, read in one go: named as last seen,
    /// else `fallback`; a rating is provisional at a deviation of `provisional` or more.
    /// Its puzzle streak is left empty here (the puzzles are a service of their own).
    pub async fn profile_card(
        self,
        guild: u64,
        user: UserId,
        fallback: String,
        provisional: f64,
    ) -> Result<ProfileCard, ServiceError> {
        self.read(move |conn| {
            Ok(profile::profile_card(
                conn,
                guild,
                user,
                &fallback,
                provisional,
            )?)
        })
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

/// The board `pick` names and its page, in the caller's read.
fn board_of(
    conn: &rusqlite::Connection,
    guild: u64,
    pick: &SeasonPick,
    game: GameKind,
    page: u32,
) -> Result<Seasonal<BoardPage>, BoardError> {
    let season = seasons::season_pick(conn, guild, pick)??;
    let scope = season.as_ref().map_or(Scope::AllTime, Season::scope);
    let value = boards::board_page(conn, guild, scope, game, page)?;
    Ok(Seasonal { season, value })
}
