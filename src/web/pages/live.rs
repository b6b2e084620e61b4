//! A server's running matches and each one's public table, live: only what the channel
//! sees (the service's [`PublicMatch`], whose type has no field for a hidden card), read
//! from the service's memory under the pages' own bound of reads at once.

use super::{html, Answer};
use crate::model::pages as urls;
use crate::model::{MatchStatus, PublicMatch};
use crate::rules::Seat;
use crate::service::pages::{self, Running};
use crate::web::layout::{self, Head};
use crate::web::{failed, frames, number, Shared, Web};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Redirect};
use maud::{html as markup, Markup};
use std::collections::HashMap;

pub async fn running(State(web): Shared, Path(guild): Path<String>) -> Answer {
    let guild = number(&guild)?;
    let model = web
        .readers
        .read(move |conn| pages::running(conn, guild))
        .await
        .map_err(failed)?;
    Ok(html(render_list(&web, &model)))
}

pub async fn live_table(State(web): Shared, Path((guild, id)): Path<(String, String)>) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let public = super::running_public(&web, guild, id).await?;
    if public.info.status != MatchStatus::Active {
        // Over: its page is the finished match's.
        return Ok(Redirect::to(&urls::match_page("", guild, id)).into_response());
    }
    let players = vec![public.info.players[Seat::A], public.info.players[Seat::B]];
    let names = web
        .readers
        .read(move |conn| pages::names(conn, guild, players))
        .await
        .map_err(failed)?;
    Ok(html(render_table(&web, guild, &public, &names)))
}

/// What a live table's page polls: the match's revision, or `over`.
pub async fn live_revision(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let public = super::running_public(&web, guild, id).await?;
    let body = match public.info.status {
        MatchStatus::Active => public.info.revision.to_string(),
        _ => "over".to_string(),
    };
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response())
}

fn render_list(web: &Web, model: &Running) -> Markup {
    let path = format!("{}/live", urls::server("", model.guild));
    let head = Head {
        title: "Live matches · clash-bot".to_string(),
        description: format!("{} matches being played now.", model.matches.len()),
        url: web.url(&path),
        image: None,
    };
    let body = markup! {
        h1 { "Live matches" }
        @if model.matches.is_empty() {
            p.muted { "No match is being played right now." }
        } @else {
            ul { @for m in &model.matches {
                li {
                    a href={ (path) "/" (m.id) } { "Match #" (m.id) } " · " (m.game.title()) " · "
                    (layout::name(&model.names, m.players[Seat::A])) " vs " (layout::name(&model.names, m.players[Seat::B]))
                }
            } }
        }
    };
    layout::page(&head, model.guild, body)
}

fn render_table(
    web: &Web,
    guild: u64,
    public: &PublicMatch,
    names: &HashMap<u64, String>,
) -> Markup {
    let info = &public.info;
    let path = format!("{}/live/{}", urls::server("", guild), info.id);
    let name = |seat: Seat| layout::name(names, info.players[seat]);
    let head = Head {
        title: format!(
            "Match #{} live: {} — {} vs {}",
            info.id,
            info.game.title(),
            name(Seat::A),
            name(Seat::B)
        ),
        description: format!("{} being played now.", info.game.title()),
        url: web.url(&path),
        image: None,
    };
    let body = markup! {
        h1 { "Match #" (info.id) ": " (info.game.title()) }
        p {
            span.badge.live data-live={ (path) "/revision" } data-revision=(info.revision) { "live" }
            " " (name(Seat::A)) " vs " (name(Seat::B))
        }
        p.muted { "This page follows the match: it reloads itself after every move." }
        @if let Some(alt) = public.table.as_ref().and_then(super::pictures::table_alt) {
            img.picture src={ (path) "/table.png?r=" (info.revision) } alt=(alt);
        }
        (frames::live(info, public.table.as_ref(), names))
    };
    layout::page(&head, guild, body)
}
