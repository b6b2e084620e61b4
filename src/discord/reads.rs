//! What some views need read from the service before they word it, in the language their
//! caller chose (the interaction's or the post's, read once there): a result post's rating
//! changes and achievements, a leaderboard page's players and link, a closed season's
//! placements, the `/settings` panel's settings. The reads are here so that every view is
//! a function of values.

use crate::discord::views::achievements::earned_text;
use crate::discord::views::leaderboard;
use crate::discord::views::ratings::{names_changes, rating_lines as worded};
use crate::discord::views::settings::{render, PanelNotes};
use crate::discord::views::Screen;
use crate::discord::{Data, Error};
use crate::model::ratings::{BoardError, BoardPage};
use crate::model::seasons::{Scope, SeasonPick, Seasonal};
use crate::model::{MatchInfo, MatchStatus};
use crate::rules::GameKind;
use crate::service::{Service, ServiceError};
use crate::words::Lang;
use poise::serenity_prelude::{Cache, CreateActionRow};
use std::collections::HashMap;

/// The rating lines of a game-over post, in `lang`: both changes, or why the match was not
/// rated; empty while the match goes on, or when its changes cannot be read (logged).
pub async fn rating_lines(service: &Service, lang: Lang, info: &MatchInfo) -> String {
    let ratings = match names_changes(info) {
        true => service.records().rating_changes(info.id).await,
        false => Ok(None),
    };
    match ratings {
        Ok(ratings) => worded(lang, info, ratings.as_ref()),
        Err(e) => {
            tracing::error!("rating changes of match {}: {e}", info.id);
            String::new()
        }
    }
}

/// The result post's line naming what a finished match earned, in `lang`; empty when it
/// earned nothing, when the server does not name achievements, or when a read fails
/// (logged).
pub async fn earned_line(service: &Service, lang: Lang, info: &MatchInfo) -> String {
    if info.status != MatchStatus::Finished {
        return String::new();
    }
    let guild = info.place.guild;
    match service.settings().of(guild).await {
        Ok(settings) if settings.announce_achievements => {}
        Ok(_) => return String::new(),
        Err(e) => {
            tracing::error!("settings of server {guild}: {e}");
            return String::new();
        }
    }
    match service.records().match_achievements(info.id).await {
        Ok(earned) => {
            earned_text(lang, &earned).map_or_else(String::new, |line| format!("\n{line}"))
        }
        Err(e) => {
            tracing::error!("achievements of match {}: {e}", info.id);
            String::new()
        }
    }
}

/// A leaderboard page as its message in `lang`: the players' names and the link to the
/// board's page read first (nothing to read when nobody is on it).
pub async fn board_message(
    data: &Data,
    guild: u64,
    lang: Lang,
    seasonal: &Seasonal<BoardPage>,
) -> Result<(String, Vec<CreateActionRow>), Error> {
    let board = &seasonal.value;
    if board.rows.is_empty() {
        let nobody = HashMap::new();
        return Ok(leaderboard::board_message(
            lang, 0.0, seasonal, &nobody, None,
        ));
    }
    let names = data
        .service
        .records()
        .user_names(board.rows.iter().map(|r| r.standing.user))
        .await?;
    let web = match data.pages_base(guild).await {
        Some(base) => {
            let url = crate::model::pages::board(base, guild, board.game.name());
            let season = match &seasonal.season {
                Some(s) => s.number.to_string(),
                None => "all".to_string(),
            };
            Some(format!("{url}?season={season}"))
        }
        None => None,
    };
    let provisional = data.leaderboard.provisional_deviation;
    Ok(leaderboard::board_message(
        lang,
        provisional,
        seasonal,
        &names,
        web,
    ))
}

/// A leaderboard page for its Previous and Next buttons (the last page when the board
/// shrank meanwhile), in `lang`: the server's, as the board is a public message.
pub async fn board_screen(
    data: &Data,
    guild: u64,
    lang: Lang,
    game: GameKind,
    scope: Scope,
    page: u32,
) -> Result<Screen, ServiceError> {
    let records = data.service.records();
    let pick = SeasonPick::of_scope(scope);
    let board = match records.board_page(guild, pick.clone(), game, page).await {
        Err(BoardError::NoSuchPage { pages, .. }) => {
            records.board_page(guild, pick, game, pages).await
        }
        other => other,
    }
    .map_err(|e| ServiceError::Storage(anyhow::anyhow!("leaderboard page: {e}")))?;
    let (content, rows) = board_message(data, guild, lang, &board)
        .await
        .map_err(|e| ServiceError::Storage(anyhow::anyhow!("leaderboard page: {e}")))?;
    Ok(Screen::new(content, rows).silent())
}

/// A closed season's placements in one game (the top 10 of its final board, medals for
/// the first three), in `lang`, the players' names read first. `None` when nobody was on it.
pub async fn placements_message(
    data: &Data,
    lang: Lang,
    board: &Seasonal<BoardPage>,
) -> Result<Option<String>, Error> {
    let page = &board.value;
    if page.rows.is_empty() {
        return Ok(None);
    }
    let names = data
        .service
        .records()
        .user_names(page.rows.iter().map(|r| r.standing.user))
        .await?;
    let provisional = data.leaderboard.provisional_deviation;
    Ok(leaderboard::placements_text(
        lang,
        provisional,
        board,
        &names,
    ))
}

/// The panel: every setting with its value and where it comes from, the last change, and
/// the controls (with the server's own values as the selects' defaults).
pub async fn panel(
    data: &Data,
    cache: &Cache,
    guild: u64,
    lang: Lang,
    notice: Option<String>,
) -> Result<Screen, ServiceError> {
    let service = data.service.settings();
    let own = service.own(guild).await?;
    let server = service.of(guild).await?;
    let last = service.audit(guild, 1).await?.into_iter().next();
    let thread_failure = data.service.delivery().thread_failure(guild).await?;
    let pages = data.pages_url(guild);
    Ok(render(
        cache,
        guild,
        (&own, &server),
        last.as_ref(),
        PanelNotes {
            thread_failure,
            pages: pages.as_deref(),
            lang,
        },
        notice,
    ))
}
