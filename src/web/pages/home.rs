//! A server's home: each game's board, the seasons, the tournaments, the Death Matches.

use crate::model::pages as urls;
use crate::model::tournaments::Status;
use crate::model::{MatchInfo, MatchStatus};
use crate::rules::Seat;
use crate::service::pages::{BoardTop, Home};
use crate::web::layout::{self, Head, Voice};
use crate::web::Web;
use crate::words::Args;
use maud::{html, Markup};

fn boards(v: &Voice, model: &Home, tops: &[BoardTop], season: Option<u32>) -> Markup {
    let param = season.map_or("all".to_string(), |n| n.to_string());
    html! {
        div.cards { @for top in tops {
            section.card {
                h3 { (top.game.title()) }
                @match &top.board {
                    Some(board) => {
                        (super::board::table(v, model.guild, &board.rows, &model.names))
                        p { a href=(v.href(&format!("{}?season={param}", urls::board("", model.guild, top.game.name())))) {
                            (v.text("web-home-whole-board", &Args::new().num("players", board.players)))
                        } }
                    }
                    None => p.muted { (v.word("web-home-no-rated-games")) },
                }
            }
        } }
    }
}

/// A tournament's status as the home lists it ("sign-up open").
fn status(v: &Voice, status: Status) -> String {
    v.word(match status {
        Status::Signup => "web-home-status-signup",
        Status::Playing => "web-home-status-playing",
        Status::Finished => "web-home-status-finished",
        Status::Cancelled => "web-home-status-cancelled",
    })
}

/// "Match #4", as a link's words.
pub fn match_number(v: &Voice, id: i64) -> String {
    v.text("match-number", &Args::new().num("id", id))
}

/// A Death Match on the home: its event, the EC against the DMO, and where it stands, with
/// a link to its live table while it runs or to its page once it is over.
fn deathmatch(v: &Voice, model: &Home, info: &MatchInfo) -> Markup {
    let name = |seat: Seat| layout::name(v, &model.names, info.players[seat]);
    let dm = info.dm.as_ref();
    let (a, b) = (name(Seat::A), name(Seat::B));
    let players = v.text(
        "web-home-dm-players",
        &Args::new().str("a", &a).str("b", &b),
    );
    html! {
        @if let Some(event) = dm.and_then(|dm| dm.event.as_deref()) { (event) " · " }
        (players) " · " (info.game.title()) " · "
        @match (info.status, dm.and_then(|dm| dm.voided())) {
            (_, Some(reason)) => span.muted {
                (v.text("web-home-dm-voided", &Args::new().num("id", info.id).str("reason", reason)))
            },
            (MatchStatus::Active, None) => {
                a href=(v.href(&format!("{}/live/{}", urls::server("", model.guild), info.id))) { (match_number(v, info.id)) }
                " " span.badge.live { (v.word("web-live-badge")) }
            }
            (MatchStatus::Finished, None) => {
                a href=(v.href(&urls::match_page("", model.guild, info.id))) { (match_number(v, info.id)) }
                @if let Some(result) = crate::web::frames::result(v, &model.names, info) { ": " (result) }
            }
        }
    }
}

/// The seasons' list, each with its boards.
fn seasons(v: &Voice, model: &Home) -> Markup {
    html! {
        h2 { (v.word("web-home-seasons")) }
        ul { @for season in &model.seasons {
            li {
                (super::season_name(v, season.number, &season.name)) " · "
                @if season.ended_at.is_none() {
                    span.badge.live { (v.word("web-home-season-running")) }
                } @else {
                    span.muted { (v.word("web-home-season-ended")) }
                }
                " · " (v.word("web-home-season-boards")) " "
                @for (i, game) in crate::rules::GameKind::ALL.iter().enumerate() {
                    @if i > 0 { ", " }
                    a href=(v.href(&format!("{}?season={}", urls::board("", model.guild, game.name()), season.number))) { (game.title()) }
                }
            }
        } }
    }
}

fn tournaments(v: &Voice, model: &Home) -> Markup {
    html! {
        h2 { (v.word("web-home-tournaments")) }
        @if model.tournaments.is_empty() {
            p.muted { (v.word("web-home-no-tournaments")) }
        } @else {
            ul { @for t in &model.tournaments {
                li {
                    a href=(v.href(&urls::tournament("", model.guild, t.id))) {
                        (v.text("web-tournament-name", &Args::new().num("id", t.id).str("name", &t.name)))
                    }
                    " · " (t.game.title()) " · " (v.word(&format!("tournament-format-{}", t.format.name()))) " · "
                    @if t.status == Status::Playing { span.badge.live { (status(v, t.status)) } } @else { span.badge { (status(v, t.status)) } }
                }
            } }
        }
    }
}

pub fn render(web: &Web, v: &Voice, model: &Home) -> Markup {
    let path = urls::server("", model.guild);
    let head = Head {
        title: v.word("web-home-title"),
        description: v.word("web-home-description"),
        url: web.url(&path),
        image: None,
    };
    let all_time = v.word("web-all-time");
    let body = html! {
        h1 { (v.word("web-home-heading")) }
        @match &model.current {
            Some(season) => {
                h2 { (super::season_name(v, season.number, &season.name)) }
                p.muted { (v.around("web-home-running-since", Args::new(), "time", layout::time(season.started_at))) }
                (boards(v, model, &model.boards, Some(season.number)))
                h2 { (all_time) }
                (boards(v, model, &model.all_time, None))
            }
            None => {
                h2 { (all_time) }
                (boards(v, model, &model.boards, None))
            }
        }
        @if !model.seasons.is_empty() { (seasons(v, model)) }
        (tournaments(v, model))
        h2 { (v.word("web-home-deathmatches")) }
        @if model.deathmatches.is_empty() {
            p.muted { (v.word("web-home-no-deathmatches")) }
        } @else {
            ul { @for info in &model.deathmatches { li { (deathmatch(v, model, info)) } } }
        }
    };
    layout::page(v, &head, model.guild, body)
}
