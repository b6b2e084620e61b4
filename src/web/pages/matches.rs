//! A finished match: its result and players, every step of it, its deal commitment and
//! its record for `clash-bot verify`.

use crate::model::pages as urls;
use crate::rules::Seat;
use crate::service::pages::MatchPage;
use crate::web::frames;
use crate::web::layout::{self, Head};
use crate::web::Web;
use maud::{html, Markup};

pub fn render(web: &Web, model: &MatchPage, step: usize) -> Markup {
    let replay = &model.replay;
    let info = &replay.info;
    let guild = model.guild;
    let path = urls::match_page("", guild, info.id);
    let name = |seat: Seat| layout::name(&model.names, info.players[seat]);
    let result = frames::result(&model.names, info).unwrap_or_else(|| "Not finished.".into());
    let last_picture = super::pictures::table_alt(&replay.steps[replay.last()].public)
        .map(|_| web.url(&format!("{path}/steps/{}", replay.last())));
    let head = Head {
        title: format!(
            "Match #{}: {} — {} vs {}",
            info.id,
            info.game.title(),
            name(Seat::A),
            name(Seat::B)
        ),
        description: format!("{} · {result}", info.game.title()),
        url: web.url(&path),
        image: last_picture,
    };
    let last = replay.last();
    let picture = super::pictures::table_alt(&replay.steps[step].public);
    let link = |s: usize| format!("{path}?step={s}#step");
    let body = html! {
        h1 { "Match #" (info.id) ": " (info.game.title()) }
        p {
            a href=(urls::player("", guild, info.players[Seat::A])) { (name(Seat::A)) }
            " vs "
            a href=(urls::player("", guild, info.players[Seat::B])) { (name(Seat::B)) }
        }
        p { strong { (result) } }
        dl.facts {
            dt { "Played" } dd { (layout::time(info.created_at)) }
            dt { "Moves" } dd { (last) }
            @if let Some(commitment) = &model.record.commitment {
                dt { "Deal commitment" } dd.mono { (commitment) }
            }
            dt { "Record" } dd {
                a href={ (path) "/record.json" } download=(model.record.file_name()) { (model.record.file_name()) }
                " — check it with " span.mono { "clash-bot verify " (model.record.file_name()) }
            }
        }
        h2 #step { "Step " (step) " of " (last) }
        nav.steps.pager aria-label="Steps" {
            @if step > 0 {
                a href=(link(0)) data-rel="first" { "« Start" }
                a href=(link(step - 1)) data-rel="prev" rel="prev" { "◀ Back" }
            } @else {
                span.off { "« Start" } span.off { "◀ Back" }
            }
            @if step < last {
                a href=(link(step + 1)) data-rel="next" rel="next" { "Next ▶" }
                a href=(link(last)) data-rel="last" { "End »" }
            } @else {
                span.off { "Next ▶" } span.off { "End »" }
            }
        }
        @if let Some(alt) = picture {
            img.picture src={ (path) "/steps/" (step) } alt=(alt);
        }
        (frames::step(model, step))
        @if crate::pictures::films::filmed(info.game) {
            p { a href={ (path) "/film.gif" } { "The whole game as one moving picture" } }
        }
    };
    layout::page(&head, guild, body)
}
