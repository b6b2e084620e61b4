//! A finished match: its result and players, every step of it as its channel saw it, its
//! deal commitment and where its players get its record.

use crate::model::pages as urls;
use crate::rules::Seat;
use crate::service::pages::MatchPage;
use crate::web::frames;
use crate::web::layout::{self, Head, Voice};
use crate::web::Web;
use crate::words::Args;
use maud::{html, Markup};

/// The steps' links: start, back, next, end (words only where there is nowhere to go).
fn steps(v: &Voice, path: &str, step: usize, last: usize) -> Markup {
    let link = |s: usize| v.href(&format!("{path}?step={s}#step"));
    let (start, back) = (v.word("web-steps-start"), v.word("web-steps-back"));
    let (next, end) = (v.word("web-steps-next"), v.word("web-steps-end"));
    html! {
        nav.steps.pager aria-label=(v.word("web-steps")) {
            @if step > 0 {
                a href=(link(0)) data-rel="first" { (start) }
                a href=(link(step - 1)) data-rel="prev" rel="prev" { (back) }
            } @else {
                span.off { (start) } span.off { (back) }
            }
            @if step < last {
                a href=(link(step + 1)) data-rel="next" rel="next" { (next) }
                a href=(link(last)) data-rel="last" { (end) }
            } @else {
                span.off { (next) } span.off { (end) }
            }
        }
    }
}

/// The match's facts: when, how many moves and its deal commitment (public, so anyone
/// can hold the deal to it); its record (with the seed that deals every card) is its
/// players' alone, from `/record` in Discord.
fn facts(v: &Voice, model: &MatchPage) -> Markup {
    let info = &model.replay.info;
    let command = format!(
        "/{} {}:{}",
        v.word("cmd-record"),
        v.word("cmd-record-match"),
        info.id
    );
    let command = html! { span.mono { (command) } };
    html! {
        dl.facts {
            dt { (v.word("web-match-played")) } dd { (layout::time(info.created_at)) }
            dt { (v.word("web-match-moves")) } dd { (model.replay.last()) }
            @if let Some(commitment) = &model.commitment {
                dt { (v.word("web-match-commitment")) } dd.mono { (commitment) }
            }
            dt { (v.word("web-match-record")) } dd {
                (v.around("web-match-record-where", Args::new(), "command", command))
            }
        }
    }
}

pub fn render(web: &Web, v: &Voice, model: &MatchPage, step: usize) -> Markup {
    let replay = &model.replay;
    let info = &replay.info;
    let guild = model.guild;
    let path = urls::match_page("", guild, info.id);
    let name = |seat: Seat| layout::name(v, &model.names, info.players[seat]);
    let result =
        frames::result(v, &model.names, info).unwrap_or_else(|| v.word("web-match-not-finished"));
    let last_picture = super::pictures::table_alt(v.lang, &replay.steps[replay.last()].public)
        .map(|_| web.url(&format!("{path}/steps/{}", replay.last())));
    let (a, b) = (name(Seat::A), name(Seat::B));
    let args = || layout::match_args(info, &a, &b);
    let head = Head {
        title: v.text("web-match-title", &args()),
        description: format!("{} · {result}", info.game.title()),
        url: web.url(&path),
        image: last_picture,
    };
    let last = replay.last();
    let picture = super::pictures::table_alt(v.lang, &replay.steps[step].public);
    let body = html! {
        h1 { (v.text("web-match-heading", &args())) }
        p {
            (v.fill("web-versus", Args::new(), vec![
                ("a", html! { a href=(v.href(&urls::player("", guild, info.players[Seat::A]))) { (a) } }),
                ("b", html! { a href=(v.href(&urls::player("", guild, info.players[Seat::B]))) { (b) } }),
            ]))
        }
        p { strong { (result) } }
        (facts(v, model))
        h2 #step { (v.text("web-match-step", &Args::new().num("step", step).num("last", last))) }
        (steps(v, &path, step, last))
        @if let Some(alt) = picture {
            img.picture src=(v.href(&format!("{path}/steps/{step}"))) alt=(alt);
        }
        (frames::step(v, model, step))
        @if crate::pictures::films::filmed(info.game) {
            p { a href=(v.href(&format!("{path}/film.gif"))) { (v.word("web-match-film")) } }
        }
    };
    layout::page(v, &head, guild, body)
}
