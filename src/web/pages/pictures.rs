//! The pictures on the pages, as images of their own: a finished match's table at a step
//! and its whole-game film, a running match's table, a tournament's bracket, a player's
//! profile card. Drawn by the
//! same functions as Discord's attachments (`crate::pictures`), on the blocking pool with
//! the read.

use super::Answer;
use crate::model::AnyPublic;
use crate::model::{MatchStatus, PublicMatch};
use crate::pictures::{self, Picture};
use crate::rules::{BySeat, Seat};
use crate::service::pages;
use crate::web::layout::Voice;
use crate::web::{failed, not_found, number, Params, Shared};
use crate::words::Lang;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};

/// The picture of a table in `lang` (its alt text, and its drawn words where the font
/// draws them), for the games that draw one.
pub fn table(lang: Lang, public: &AnyPublic) -> Option<Picture> {
    match public {
        AnyPublic::TilePoker(p) => Some(pictures::tile_board::picture(lang, p)),
        AnyPublic::ShapeClash(p) => Some(pictures::shape_cards::board_picture(lang, p)),
        _ => None,
    }
}

/// The words of a table's picture (its alt text) in `lang`, for the games that draw one:
/// cheap, for a page that links to the picture without drawing it.
pub fn table_alt(lang: Lang, public: &AnyPublic) -> Option<String> {
    match public {
        AnyPublic::TilePoker(p) => Some(pictures::tile_board::alt_text(lang, &p.board)),
        AnyPublic::ShapeClash(p) => Some(pictures::shape_cards::board_alt(lang, p)),
        _ => None,
    }
}

/// How long a cache may keep a finished match's picture. It never changes, but it must
/// not outlive its server's pages by much: an admin who turns them off expects them gone.
pub const FINISHED_MAX_AGE: &str = "public, max-age=300";

/// A picture as an answer; kept for a while when `finished` (a finished match's, which
/// never changes), else not at all.
fn image(picture: Picture, finished: bool) -> Response {
    let cache = if finished {
        FINISHED_MAX_AGE
    } else {
        "no-store"
    };
    (
        [
            (header::CONTENT_TYPE, picture.mime()),
            (header::CACHE_CONTROL, cache),
        ],
        picture.bytes,
    )
        .into_response()
}

/// Step `step` of a finished match, as a picture, in the server's language (or the one
/// asked for, `?lang=`).
pub async fn step(
    State(web): Shared,
    Path((guild, id, step)): Path<(String, String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, id, step): (u64, i64, usize) = (number(&guild)?, number(&id)?, number(&step)?);
    finished_picture(web, guild, id, &params, move |voice, page| {
        let at = page
            .replay
            .steps
            .get(step)
            .ok_or(pages::PageError::NotFound)?;
        Ok(table(voice.lang, &at.public))
    })
    .await
}

/// A finished match as one animated picture, for the games that make one.
pub async fn film(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, id): (u64, i64) = (number(&guild)?, number(&id)?);
    finished_picture(web, guild, id, &params, |voice, page| {
        let info = &page.replay.info;
        let names = BySeat::from_fn(|seat: Seat| {
            crate::web::layout::name(voice, &page.names, info.players[seat])
        });
        let states: Vec<AnyPublic> = page.replay.steps.iter().map(|s| s.public.clone()).collect();
        Ok(pictures::films::film(voice.lang, info, &names, &states))
    })
    .await
}

/// A picture drawn from a finished match's page by `draw`, in the server's language (or
/// the one asked for in `params`, `?lang=`); not found for a game that draws none.
async fn finished_picture(
    web: std::sync::Arc<crate::web::Web>,
    guild: u64,
    id: i64,
    params: &std::collections::HashMap<String, String>,
    draw: impl FnOnce(&Voice, &pages::MatchPage) -> Result<Option<Picture>, pages::PageError>
        + Send
        + 'static,
) -> Answer {
    let asked = super::asked(params).map(str::to_string);
    let picture = web
        .readers
        .read(move |conn| {
            let page = pages::finished_match(conn, guild, id)?;
            let voice = Voice::new(pages::language(conn, guild)?, asked.as_deref());
            draw(&voice, &page)
        })
        .await
        .map_err(failed)?;
    Ok(image(picture.ok_or_else(not_found)?, true))
}

/// In the server's language, or the one the page was asked in (`?lang=`).
pub async fn bracket(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, id): (u64, i64) = (number(&guild)?, number(&id)?);
    let asked = super::asked(&params).and_then(Lang::from_tag);
    let picture = web
        .readers
        .read(move |conn| {
            let page = pages::tournament(conn, guild, id)?;
            let lang = match asked {
                Some(lang) => lang,
                None => pages::language(conn, guild)?,
            };
            Ok(pictures::bracket::picture(lang, &page.view))
        })
        .await
        .map_err(failed)?;
    Ok(image(picture.ok_or_else(not_found)?, false))
}

/// A running match's table, as a picture (only its public view: what the channel sees),
/// in the server's language (or the one asked for, `?lang=`).
pub async fn live(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, id): (u64, i64) = (number(&guild)?, number(&id)?);
    let public: PublicMatch = super::running_public(&web, guild, id).await?;
    if public.info.status != MatchStatus::Active {
        return Err(not_found());
    }
    let ((), voice) = super::read(&web, guild, &params, |_| Ok(())).await?;
    let picture = public
        .table
        .as_ref()
        .and_then(|t| table(voice.lang, t))
        .ok_or_else(not_found)?;
    Ok(image(picture, false))
}

/// A player's profile card (their page's link preview), in the server's language (or the
/// one asked for, `?lang=`); kept like the page itself, with its ETag, until a result or
/// an achievement changes what it shows.
pub async fn profile_card(
    State(web): Shared,
    Path((guild, user)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, user): (u64, u64) = (number(&guild)?, number(&user)?);
    let asked = super::asked(&params).map(str::to_string);
    let picture = web
        .readers
        .read(move |conn| {
            let voice = Voice::new(pages::language(conn, guild)?, asked.as_deref());
            let fallback = voice.text(
                "web-player-unknown",
                &crate::words::Args::new().str("user", &user.to_string()),
            );
            let card = pages::profile_card(conn, guild, user, &fallback)?;
            Ok(pictures::profile::picture(voice.lang, &card))
        })
        .await
        .map_err(failed)?;
    let mut answer = ([(header::CONTENT_TYPE, picture.mime())], picture.bytes).into_response();
    answer.extensions_mut().insert(crate::web::cache::Rendered {
        keep: crate::web::cache::Keep::Changing,
        from_database: true,
    });
    Ok(answer)
}
