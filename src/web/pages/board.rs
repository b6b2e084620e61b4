//! A board: its table (on the home, its first rows; on its own page, every page of it).

use super::{pager, wld};
use crate::model::pages as urls;
use crate::model::ratings::BoardRow;
use crate::service::pages::Board;
use crate::web::layout::{self, Head};
use crate::web::Web;
use maud::{html, Markup};
use std::collections::HashMap;

/// A board's rows as a table, each player linked to their page.
pub fn table(guild: u64, rows: &[BoardRow], names: &HashMap<u64, String>) -> Markup {
    html! {
        div.scroll { table {
            thead { tr {
                th.num { "#" } th { "Player" } th.num { "Rating" } th.num.wide { "±" }
                th.num { "W-L-D" } th.num.wide { "Games" }
            } }
            tbody { @for row in rows {
                tr {
                    td.num { (row.rank) }
                    td.name { a href=(urls::player("", guild, row.standing.user)) { (layout::name(names, row.standing.user)) } }
                    td.num { (format!("{:.0}", row.standing.rating.rating)) }
                    td.num.wide { (format!("{:.0}", row.standing.rating.deviation)) }
                    td.num { (wld(row.standing.wins, row.standing.losses, row.standing.draws)) }
                    td.num.wide { (row.standing.games) }
                }
            } }
        } }
    }
}

pub fn render(web: &Web, model: &Board) -> Markup {
    let game = model.page.game;
    let scope = match &model.season {
        Some(s) => format!("Season {}: {}", s.number, s.name),
        None => "All time".to_string(),
    };
    let season_param = match &model.season {
        Some(s) => s.number.to_string(),
        None => "all".to_string(),
    };
    let path = urls::board("", model.guild, game.name());
    let link = |page: u32| format!("{path}?season={season_param}&page={page}");
    let head = Head {
        title: format!(
            "{} leaderboard · {scope} · page {}",
            game.title(),
            model.page.page
        ),
        description: format!(
            "{} players ranked by Glicko-2 rating ({scope}).",
            model.page.players
        ),
        url: web.url(&link(model.page.page)),
        image: None,
    };
    let body = html! {
        h1 { (game.title()) " leaderboard" }
        p.muted { (scope) " · " (model.page.players) " players · at least " (model.page.min_games) " rated games to be listed" }
        div.tabs {
            @if model.season.is_none() { span { "All time" } } @else { a href={ (path) "?season=all" } { "All time" } }
        }
        @if model.page.rows.is_empty() {
            p { "Nobody is on this board yet." }
        } @else {
            (table(model.guild, &model.page.rows, &model.names))
        }
        (pager(model.page.page, model.page.pages, link))
    };
    layout::page(&head, model.guild, body)
}
