//! A server's home: each game's board, the seasons, the tournaments, the Death Matches.

use crate::model::pages as urls;
use crate::model::tournament::Status;
use crate::model::{MatchInfo, MatchStatus};
use crate::rules::Seat;
use crate::service::pages::{BoardTop, Home};
use crate::web::layout::{self, Head};
use crate::web::Web;
use maud::{html, Markup};

fn boards(model: &Home, tops: &[BoardTop], season: Option<u32>) -> Markup {
    let param = season.map_or("all".to_string(), |n| n.to_string());
    html! {
        div.cards { @for top in tops {
            section.card {
                h3 { (top.game.title()) }
                @match &top.board {
                    Some(board) => {
                        (super::board::table(model.guild, &board.rows, &model.names))
                        p { a href={ (urls::board("", model.guild, top.game.name())) "?season=" (param) } {
                            "Whole board (" (board.players) " players) ›"
                        } }
                    }
                    None => p.muted { "No rated games yet." },
                }
            }
        } }
    }
}

fn status(status: Status) -> &'static str {
    match status {
        Status::Signup => "sign-up open",
        Status::Playing => "playing",
        Status::Finished => "finished",
        Status::Cancelled => "cancelled",
    }
}

/// A Death Match on the home: its event, the EC against the DMO, and where it stands, with
/// a link to its live table while it runs or to its page once it is over.
fn deathmatch(model: &Home, info: &MatchInfo) -> Markup {
    let name = |seat: Seat| layout::name(&model.names, info.players[seat]);
    let dm = info.dm.as_ref();
    html! {
        @if let Some(event) = dm.and_then(|dm| dm.event.as_deref()) { (event) " · " }
        (name(Seat::A)) " (EC) vs " (name(Seat::B)) " (DMO) · " (info.game.title()) " · "
        @match (info.status, dm.and_then(|dm| dm.voided())) {
            (_, Some(reason)) => span.muted { "Match #" (info.id) " voided by the host: " (reason) },
            (MatchStatus::Active, None) => {
                a href={ (urls::server("", model.guild)) "/live/" (info.id) } { "Match #" (info.id) }
                " " span.badge.live { "live" }
            }
            (MatchStatus::Finished, None) => {
                a href=(urls::match_page("", model.guild, info.id)) { "Match #" (info.id) }
                @if let Some(result) = crate::web::frames::result(&model.names, info) { ": " (result) }
            }
        }
    }
}

pub fn render(web: &Web, model: &Home) -> Markup {
    let path = urls::server("", model.guild);
    let head = Head {
        title: "Leaderboards · clash-bot".to_string(),
        description: "This server's Clash, Tile Poker, Clubbed, Shape Clash and Duel boards, seasons, tournaments and Death Matches.".to_string(),
        url: web.url(&path),
        image: None,
    };
    let body = html! {
        h1 { "Leaderboards" }
        @match &model.current {
            Some(season) => {
                h2 { "Season " (season.number) ": " (season.name) }
                p.muted { "Running since " (layout::time(season.started_at)) "." }
                (boards(model, &model.boards, Some(season.number)))
                h2 { "All time" }
                (boards(model, &model.all_time, None))
            }
            None => {
                h2 { "All time" }
                (boards(model, &model.boards, None))
            }
        }
        @if !model.seasons.is_empty() {
            h2 { "Seasons" }
            ul { @for season in &model.seasons {
                li {
                    "Season " (season.number) ": " (season.name) " · "
                    @if season.ended_at.is_none() { span.badge.live { "running" } } @else { span.muted { "ended" } }
                    " · boards: "
                    @for (i, game) in crate::rules::GameKind::ALL.iter().enumerate() {
                        @if i > 0 { ", " }
                        a href={ (urls::board("", model.guild, game.name())) "?season=" (season.number) } { (game.title()) }
                    }
                }
            } }
        }
        h2 { "Tournaments" }
        @if model.tournaments.is_empty() {
            p.muted { "No tournaments yet." }
        } @else {
            ul { @for t in &model.tournaments {
                li {
                    a href=(urls::tournament("", model.guild, t.id)) { "Tournament #" (t.id) ": " (t.name) }
                    " · " (t.game.title()) " · " (t.format.title()) " · "
                    @if t.status == Status::Playing { span.badge.live { (status(t.status)) } } @else { span.badge { (status(t.status)) } }
                }
            } }
        }
        h2 { "Death Matches" }
        @if model.deathmatches.is_empty() {
            p.muted { "No Death Matches yet." }
        } @else {
            ul { @for info in &model.deathmatches { li { (deathmatch(model, info)) } } }
        }
    };
    layout::page(&head, model.guild, body)
}
