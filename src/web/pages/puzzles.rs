//! A server's puzzle board: who answers the daily puzzles there, best puzzle rating first,
//! with what they solved and their streak. Never a puzzle or its solution: today's are
//! answered in Discord, privately.

use super::pager;
use crate::model::pages as urls;
use crate::service::pages::PuzzleBoardPage;
use crate::web::layout::{self, Head, Voice};
use crate::web::Web;
use maud::{html, Markup};

pub fn render(web: &Web, v: &Voice, model: &PuzzleBoardPage) -> Markup {
    let path = urls::puzzles("", model.guild);
    let board = &model.board;
    let link = |page: u32| format!("{path}?page={page}");
    let head = Head {
        title: v.word("puzzle-web-title"),
        description: v.word("puzzle-web-intro"),
        url: web.url(&link(board.page)),
        image: None,
    };
    let first = (board.page.saturating_sub(1)) * crate::puzzles::hosted::PAGE_SIZE;
    let body = html! {
        h1 { (v.word("puzzle-web-title")) }
        p.muted { (v.word("puzzle-web-intro")) }
        @if board.rows.is_empty() {
            p { (v.word("puzzle-web-empty")) }
        } @else {
            div.scroll { table {
                thead { tr {
                    th.num { "#" } th { (v.word("puzzle-web-player")) } th.num { (v.word("puzzle-web-rating")) }
                    th.num { (v.word("puzzle-web-solved")) } th.num.wide { (v.word("puzzle-web-tried")) }
                    th.num { (v.word("puzzle-web-streak")) } th.num.wide { (v.word("puzzle-web-best")) }
                } }
                tbody { @for (i, row) in board.rows.iter().enumerate() {
                    tr {
                        td.num { (first + i as u32 + 1) }
                        td.name { (layout::name(v, &model.names, row.user)) }
                        td.num { (format!("{:.0}", row.rating)) }
                        td.num { (row.solved) }
                        td.num.wide { (row.tried) }
                        td.num { (row.streak.current) }
                        td.num.wide { (row.streak.best) }
                    }
                } }
            } }
        }
        (pager(v, board.page, board.pages, link))
    };
    layout::page(v, &head, model.guild, body)
}
