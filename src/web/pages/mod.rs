//! The handlers: each reads its page's model in one read and renders it.

mod board;
mod home;
mod live;
mod matches;
mod pictures;
mod player;
mod puzzles;
mod tournament;

use super::cache::{Keep, Rendered};
use super::layout::Voice;
use super::{failed, not_found, number, param, Params, Shared, Web};
use crate::model::tournaments::Status as TournamentStatus;
use crate::model::PublicMatch;
use crate::rules::GameKind;
use crate::service::pages;
use crate::service::ServiceError;
use axum::extract::Path;
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use rusqlite::Connection;
use std::collections::HashMap;

type Answer = Result<Response, Response>;

/// The visitor's `?lang=`, if any.
fn asked(params: &HashMap<String, String>) -> Option<&str> {
    params.get("lang").map(String::as_str)
}

/// A page's model and its server's language, in one read (the model first: a server
/// without pages is the same 404 as ever); a visitor's `?lang=` wins.
async fn read<T: Send + 'static>(
    web: &Web,
    guild: u64,
    params: &HashMap<String, String>,
    read: impl FnOnce(&Connection) -> Result<T, pages::PageError> + Send + 'static,
) -> Result<(T, Voice), Response> {
    let (model, lang) = web
        .readers
        .read(move |conn| {
            let model = read(conn)?;
            Ok((model, pages::language(conn, guild)?))
        })
        .await
        .map_err(failed)?;
    Ok((model, Voice::new(lang, asked(params))))
}

/// A page made from the database only, kept as `keep` says (and in the pages' memory
/// until what it shows changes).
pub(super) fn html(keep: Keep, markup: maud::Markup) -> Response {
    rendered(keep, true, markup)
}

/// A page, kept as `keep` says; `from_database`: the same at the same pages version.
fn rendered(keep: Keep, from_database: bool, markup: maud::Markup) -> Response {
    let mut response = Html(markup.into_string()).into_response();
    response.extensions_mut().insert(Rendered {
        keep,
        from_database,
    });
    response
}

pub async fn home(State(web): Shared, Path(guild): Path<String>, Query(params): Params) -> Answer {
    let guild = number(&guild)?;
    let (model, voice) = read(&web, guild, &params, move |conn| pages::home(conn, guild)).await?;
    Ok(html(Keep::Changing, home::render(&web, &voice, &model)))
}

pub async fn board(
    State(web): Shared,
    Path((guild, game)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let guild = number(&guild)?;
    let game: GameKind = game.parse().map_err(|_| not_found())?;
    let season: Option<u32> = match params.get("season").map(String::as_str) {
        None | Some("all") => None,
        Some(n) => Some(number(n)?),
    };
    let page = param(&params, "page")?.unwrap_or(1);
    let (model, voice) = read(&web, guild, &params, move |conn| {
        pages::board(conn, guild, game, season, page)
    })
    .await?;
    // A season that is over is settled; the one running and all time are not.
    let keep = match &model.season {
        Some(season) if season.ended_at.is_some() => Keep::Settled,
        _ => Keep::Changing,
    };
    Ok(html(keep, board::render(&web, &voice, &model)))
}

/// A server's puzzle board (`?page=`), its streaks judged on the server's today.
pub async fn puzzle_board(
    State(web): Shared,
    Path(guild): Path<String>,
    Query(params): Params,
) -> Answer {
    let guild = number(&guild)?;
    let page = param(&params, "page")?.unwrap_or(1);
    let now_ms = web.now_ms();
    let (model, voice) = read(&web, guild, &params, move |conn| {
        pages::puzzle_board(conn, guild, page, now_ms)
    })
    .await?;
    // Not from the database alone: the streaks are judged on today, which moves at the
    // server's midnight with no write, so the page is not kept in memory.
    Ok(rendered(
        Keep::Changing,
        false,
        puzzles::render(&web, &voice, &model),
    ))
}

pub async fn player(
    State(web): Shared,
    Path((guild, user)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, user) = (number(&guild)?, number(&user)?);
    let page = param(&params, "page")?.unwrap_or(1);
    let (model, voice) = read(&web, guild, &params, move |conn| {
        pages::player(conn, guild, user, page)
    })
    .await?;
    Ok(html(Keep::Changing, player::render(&web, &voice, &model)))
}

pub async fn finished_match(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let step: Option<usize> = param(&params, "step")?;
    let (model, voice) = read(&web, guild, &params, move |conn| {
        pages::finished_match(conn, guild, id)
    })
    .await?;
    let step = match step {
        None => model.replay.last(),
        Some(step) if step <= model.replay.last() => step,
        Some(_) => return Err(not_found()),
    };
    Ok(html(
        Keep::Settled,
        matches::render(&web, &voice, &model, step),
    ))
}

pub async fn tournament(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let (model, voice) = read(&web, guild, &params, move |conn| {
        pages::tournament(conn, guild, id)
    })
    .await?;
    let keep = match model.view.tournament.status {
        TournamentStatus::Finished | TournamentStatus::Cancelled => Keep::Settled,
        TournamentStatus::Signup | TournamentStatus::Playing => Keep::Changing,
    };
    Ok(html(keep, tournament::render(&web, &voice, &model)))
}

/// The number a live tournament page polls: it changes with what the page shows.
pub async fn tournament_revision(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let revision = web
        .readers
        .read(move |conn| pages::tournament_revision(conn, guild, id))
        .await
        .map_err(failed)?;
    // Kept in the pages' memory until the database changes: polls are answered from it.
    let mut answer = ([(header::CONTENT_TYPE, "text/plain")], revision.to_string()).into_response();
    answer.extensions_mut().insert(Rendered {
        keep: Keep::Never,
        from_database: true,
    });
    Ok(answer)
}

use axum::extract::{Query, State};

pub use live::{live_revision, live_table, running};
pub(super) use pictures::table_alt;
pub use pictures::{bracket, film, live as live_picture, profile_card, step as step_picture};

/// Match `id` as its channel sees it, once server `guild`'s pages are known to be on.
pub(super) async fn running_public(
    web: &crate::web::Web,
    guild: u64,
    id: i64,
) -> Result<PublicMatch, Response> {
    let service = web.service.as_ref().ok_or_else(not_found)?;
    // The server's pages must be on (the same 404 as for anything else).
    web.readers
        .read(move |conn| pages::names(conn, guild, Vec::new()))
        .await
        .map_err(failed)?;
    let _permit = web.readers.permit().await.map_err(failed)?;
    match service.matches().public(id).await {
        Ok(public) if public.info.place.guild == guild => Ok(public),
        Ok(_) | Err(ServiceError::NoSuchMatch) => Err(not_found()),
        Err(e) => {
            tracing::error!("web: match {id}'s public table: {e}");
            Err(failed(crate::web::reads::ReadError::Page(
                crate::service::pages::PageError::Storage(anyhow::anyhow!("{e}")),
            )))
        }
    }
}

/// Page links: first, previous, the pages around this one, next, last.
pub(super) fn pager(
    voice: &Voice,
    page: u32,
    pages: u32,
    link: impl Fn(u32) -> String,
) -> maud::Markup {
    let around = page.saturating_sub(2).max(1)..=(page + 2).min(pages);
    let link = |p: u32| voice.href(&link(p));
    maud::html! {
        @if pages > 1 {
            nav.pager aria-label=(voice.word("web-pager")) {
                @if page > 1 { a href=(link(page - 1)) rel="prev" { (voice.word("web-pager-previous")) } }
                @if *around.start() > 1 { a href=(link(1)) { "1" } @if *around.start() > 2 { span.off { "…" } } }
                @for p in around.clone() {
                    @if p == page { span.here aria-current="page" { (p) } } @else { a href=(link(p)) { (p) } }
                }
                @if *around.end() < pages { @if *around.end() + 1 < pages { span.off { "…" } } a href=(link(pages)) { (pages) } }
                @if page < pages { a href=(link(page + 1)) rel="next" { (voice.word("web-pager-next")) } }
            }
        }
    }
}

/// "Season 2: Spring", as the home page and a season's board name it.
pub(super) fn season_name(v: &Voice, number: u32, name: &str) -> String {
    v.text(
        "web-season-name",
        &crate::words::Args::new()
            .num("number", number)
            .str("name", name),
    )
}

/// W-L-D, the order every board and page uses.
pub(super) fn wld(wins: u32, losses: u32, draws: u32) -> String {
    format!("{wins}-{losses}-{draws}")
}
