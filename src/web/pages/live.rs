//! A server's running matches and each one's public table, live: only what the channel
//! sees (the service's [`PublicMatch`], whose type has no field for a hidden card), read
//! from the service's memory under the pages' own bound of reads at once.

use super::{html, Answer};
use crate::model::matches::RunningMatch;
use crate::model::pages as urls;
use crate::model::{MatchStatus, PublicMatch};
use crate::rules::Seat;
use crate::service::pages::{self, Running};
use crate::web::cache::Keep;
use crate::web::layout::{self, Head, Voice};
use crate::web::{frames, number, Params, Shared, Web};
use crate::words::Args;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Redirect};
use maud::{html as markup, Markup};
use std::collections::HashMap;

pub async fn running(
    State(web): Shared,
    Path(guild): Path<String>,
    Query(params): Params,
) -> Answer {
    let guild = number(&guild)?;
    let (model, voice) = super::read(&web, guild, &params, move |conn| {
        pages::running(conn, guild)
    })
    .await?;
    Ok(html(Keep::Changing, render_list(&web, &voice, &model)))
}

pub async fn live_table(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    Query(params): Params,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let public = super::running_public(&web, guild, id).await?;
    if public.info.status != MatchStatus::Active {
        // Over: its page is the finished match's.
        let voice = Voice::new(crate::words::Lang::ENGLISH, super::asked(&params));
        let page = voice.href(&urls::match_page("", guild, id));
        return Ok(Redirect::to(&page).into_response());
    }
    let players = vec![public.info.players[Seat::A], public.info.players[Seat::B]];
    let (names, voice) = super::read(&web, guild, &params, move |conn| {
        pages::names(conn, guild, players)
    })
    .await?;
    // From the running match in the service's memory: checked by its ETag, not kept.
    Ok(super::rendered(
        Keep::Changing,
        false,
        render_table(&web, &voice, guild, &public, &names),
    ))
}

/// What a live table's page polls: the match's revision, or `over`.
pub async fn live_revision(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let body = match from_memory(&web, guild, id).await {
        Some(body) => body,
        // Not running (over, or not there): read as the page is.
        None => {
            let public = super::running_public(&web, guild, id).await?;
            match public.info.status {
                MatchStatus::Active => public.info.revision.to_string(),
                _ => "over".to_string(),
            }
        }
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

/// A running match's poll answer from the service's memory, without the pages' reads:
/// its revision (or `over`) when it is server `guild`'s and that server's pages are on.
async fn from_memory(web: &Web, guild: u64, id: i64) -> Option<String> {
    let service = web.service.as_ref()?;
    let (its_guild, status, revision) = service.matches().running_revision(id).await?;
    if its_guild != guild {
        return None;
    }
    // The settings the service keeps in memory (every change updates them).
    let settings = service.settings().own(guild).await.ok()?;
    if !settings.web_pages.unwrap_or(false) {
        return None;
    }
    Some(match status {
        MatchStatus::Active => revision.to_string(),
        _ => "over".to_string(),
    })
}

fn render_list(web: &Web, v: &Voice, model: &Running) -> Markup {
    let path = format!("{}/live", urls::server("", model.guild));
    let head = Head {
        title: v.word("web-live-title"),
        description: v.text(
            "web-live-description",
            &Args::new().num("count", model.matches.len()),
        ),
        url: web.url(&path),
        image: None,
    };
    let versus = |m: &RunningMatch| {
        let a = layout::name(v, &model.names, m.players[Seat::A]);
        let b = layout::name(v, &model.names, m.players[Seat::B]);
        v.text("web-versus", &Args::new().str("a", &a).str("b", &b))
    };
    let body = markup! {
        h1 { (v.word("web-live-heading")) }
        @if model.matches.is_empty() {
            p.muted { (v.word("web-live-none")) }
        } @else {
            ul { @for m in &model.matches {
                li {
                    a href=(v.href(&format!("{path}/{}", m.id))) { (super::home::match_number(v, m.id)) } " · " (m.game.title()) " · "
                    (versus(m))
                }
            } }
        }
    };
    layout::page(v, &head, model.guild, body)
}

fn render_table(
    web: &Web,
    v: &Voice,
    guild: u64,
    public: &PublicMatch,
    names: &HashMap<u64, String>,
) -> Markup {
    let info = &public.info;
    let path = format!("{}/live/{}", urls::server("", guild), info.id);
    let (a, b) = (
        layout::name(v, names, info.players[Seat::A]),
        layout::name(v, names, info.players[Seat::B]),
    );
    let args = || layout::match_args(info, &a, &b);
    let head = Head {
        title: v.text("web-live-match-title", &args()),
        description: v.text("web-live-match-description", &args()),
        url: web.url(&path),
        image: None,
    };
    let body = markup! {
        h1 { (v.text("web-match-heading", &args())) }
        p {
            span.badge.live data-live={ (path) "/revision" } data-revision=(info.revision) { (v.word("web-live-badge")) }
            " " (v.text("web-versus", &args()))
        }
        p.muted { (v.word("web-live-follows")) }
        @if let Some(alt) = public.table.as_ref().and_then(|t| super::pictures::table_alt(v.lang, t)) {
            img.picture src=(v.href(&format!("{path}/table.png?r={}", info.revision))) alt=(alt);
        }
        (frames::live(v, info, public.table.as_ref(), names))
    };
    layout::page(v, &head, guild, body)
}
