//! A board: its table (on the home, its first rows; on its own page, every page of it).

use super::{pager, wld};
use crate::model::pages as urls;
use crate::model::ratings::BoardRow;
use crate::service::pages::Board;
use crate::web::layout::{self, Head, Voice};
use crate::web::Web;
use crate::words::Args;
use maud::{html, Markup};
use std::collections::HashMap;

/// A board's rows as a table, each player linked to their page.
pub fn table(v: &Voice, guild: u64, rows: &[BoardRow], names: &HashMap<u64, String>) -> Markup {
    html! {
        div.scroll { table {
            thead { tr {
                th.num { "#" } th { (v.word("web-col-player")) } th.num { (v.word("web-col-rating")) } th.num.wide { "±" }
                th.num { (v.word("web-wld")) } th.num.wide { (v.word("web-col-games")) }
            } }
            tbody { @for row in rows {
                tr {
                    td.num { (row.rank) }
                    td.name { a href=(v.href(&urls::player("", guild, row.standing.user))) { (layout::name(v, names, row.standing.user)) } }
                    td.num { (format!("{:.0}", row.standing.rating.rating)) }
                    td.num.wide { (format!("{:.0}", row.standing.rating.deviation)) }
                    td.num { (wld(row.standing.wins, row.standing.losses, row.standing.draws)) }
                    td.num.wide { (row.standing.games) }
                }
            } }
        } }
    }
}

pub fn render(web: &Web, v: &Voice, model: &Board) -> Markup {
    let game = model.page.game;
    let scope = match &model.season {
        Some(s) => super::season_name(v, s.number, &s.name),
        None => v.word("web-all-time"),
    };
    let season_param = match &model.season {
        Some(s) => s.number.to_string(),
        None => "all".to_string(),
    };
    let path = urls::board("", model.guild, game.name());
    let link = |page: u32| format!("{path}?season={season_param}&page={page}");
    let game_title = game.title();
    let scoped = |key: &str| {
        let args = Args::new()
            .str("game", game_title)
            .str("scope", &scope)
            .num("page", model.page.page)
            .num("players", model.page.players)
            .num("games", model.page.min_games);
        v.text(key, &args)
    };
    let head = Head {
        title: scoped("web-board-title"),
        description: scoped("web-board-description"),
        url: web.url(&link(model.page.page)),
        image: None,
    };
    let all_time = v.word("web-all-time");
    let body = html! {
        h1 { (scoped("web-board-heading")) }
        p.muted { (scoped("web-board-facts")) }
        div.tabs {
            @if model.season.is_none() { span { (all_time) } } @else { a href=(v.href(&format!("{path}?season=all"))) { (all_time) } }
        }
        @if model.page.rows.is_empty() {
            p { (v.word("web-board-empty")) }
        } @else {
            (table(v, model.guild, &model.page.rows, &model.names))
        }
        (pager(v, model.page.page, model.page.pages, link))
    };
    layout::page(v, &head, model.guild, body)
}
