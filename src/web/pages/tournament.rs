//! A tournament: standings with their tie-breaks, each round's pairings with their
//! matches, and (while it runs) a page that follows it by itself.

use super::wld;
use crate::model::pages as urls;
use crate::model::tournament::{Format, PairResult, Pairing, Status};
use crate::service::pages::TournamentPage;
use crate::web::layout::{self, Head};
use crate::web::Web;
use maud::{html, Markup};

/// Halves as points: "2½".
fn halves(n: u32) -> String {
    match n % 2 {
        0 => (n / 2).to_string(),
        _ => format!("{}½", n / 2),
    }
}

/// Quarters (Sonneborn-Berger) as a number: "3.25".
fn quarters(n: u32) -> String {
    let whole = n / 4;
    match n % 4 {
        0 => whole.to_string(),
        1 => format!("{whole}.25"),
        2 => format!("{whole}.5"),
        _ => format!("{whole}.75"),
    }
}

fn status(status: Status) -> &'static str {
    match status {
        Status::Signup => "Sign-up open",
        Status::Playing => "Playing",
        Status::Finished => "Finished",
        Status::Cancelled => "Cancelled",
    }
}

fn result(model: &TournamentPage, p: &Pairing) -> String {
    let names = &model.view.names;
    let name = |u| layout::name(names, u);
    match (p.result, p.b) {
        (None, _) => "playing".to_string(),
        (Some(PairResult::A), _) => format!("{} won", name(p.a)),
        (Some(PairResult::B), Some(b)) => format!("{} won", name(b)),
        (Some(PairResult::Draw), _) => "draw".to_string(),
        (Some(PairResult::Bye), _) => "bye".to_string(),
        (Some(PairResult::Walkover), _) => "walkover".to_string(),
        (Some(PairResult::B), None) => "—".to_string(),
    }
}

pub fn render(web: &Web, model: &TournamentPage) -> Markup {
    let t = &model.view.tournament;
    let guild = model.guild;
    let path = urls::tournament("", guild, t.id);
    let names = &model.view.names;
    let lines = model.view.standings();
    let swiss = t.format == Format::Swiss;
    let head = Head {
        title: format!("Tournament #{}: {} · clash-bot", t.id, t.name),
        description: format!(
            "{} {} · {} players · {}",
            t.game.title(),
            t.format.title(),
            model.view.entrants.len(),
            status(t.status)
        ),
        url: web.url(&path),
        image: crate::pictures::bracket::pictured(&model.view)
            .then(|| web.url(&format!("{path}/bracket.png"))),
    };
    let live = matches!(t.status, Status::Signup | Status::Playing);
    let body = html! {
        h1 { "Tournament #" (t.id) ": " (t.name) }
        p {
            (t.game.title()) " · " (t.format.title()) " · "
            @if live {
                span.badge.live data-live={ (path) "/revision" } data-revision=(t.revision) { (status(t.status)) }
            } @else {
                span.badge { (status(t.status)) }
            }
            @if t.round > 0 { " · round " (t.round) @if let Some(rounds) = t.rounds { " of " (rounds) } }
        }
        @if live { p.muted { "This page follows the tournament: it reloads itself when a result comes in." } }
        h2 { "Standings" }
        div.scroll { table {
            thead { tr {
                th.num { "#" } th { "Player" } th.num { "Points" }
                @if swiss { th.num { "Buchholz" } th.num { "SB" } }
                th.num { "W-L-D" } th.num.wide { "Games" }
            } }
            tbody { @for line in &lines {
                tr {
                    td.num { (line.rank) }
                    td.name {
                        a href=(urls::player("", guild, line.user)) { (layout::name(names, line.user)) }
                        @if line.dropped { " " span.muted { "(dropped)" } }
                        @if line.byes > 0 { " " span.muted { "(" (line.byes) " bye" @if line.byes > 1 { "s" } ")" } }
                    }
                    td.num { (halves(line.points2)) }
                    @if swiss { td.num { (halves(line.buchholz2)) } td.num { (quarters(line.sb4)) } }
                    td.num { (wld(line.wins, line.losses, line.draws)) }
                    td.num.wide { (line.games) }
                }
            } }
        } }
        @if crate::pictures::bracket::pictured(&model.view) {
            h2 { "Bracket" }
            img.picture src={ (path) "/bracket.png" } alt=(crate::pictures::bracket::alt_text(&model.view));
        }
        @if swiss { p.muted { "Ties are broken by Buchholz (the opponents' points) and then Sonneborn-Berger (the points of the opponents beaten, and half of those drawn)." } }
        @for round in (1..=t.round).rev() {
            h2 { "Round " (round) }
            div.scroll { table {
                thead { tr { th.num { "Board" } th { "Players" } th { "Result" } th { "Match" } } }
                tbody { @for p in model.view.pairings.iter().filter(|p| p.round == round) {
                    tr {
                        td.num { (p.board + 1) }
                        td.name {
                            a href=(urls::player("", guild, p.a)) { (layout::name(names, p.a)) }
                            @if let Some(b) = p.b { " vs " a href=(urls::player("", guild, b)) { (layout::name(names, b)) } }
                        }
                        td { (result(model, p)) }
                        td { @if let Some(game) = model.rounds.get(&round).and_then(|g| g.get(&p.board)) {
                            @if game.finished {
                                a href=(urls::match_page("", guild, game.id)) { "#" (game.id) }
                            } @else {
                                "#" (game.id) " (playing)"
                            }
                        } }
                    }
                } }
            } }
        }
    };
    layout::page(&head, guild, body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_in_halves_and_quarters_read_as_numbers() {
        assert_eq!(halves(5), "2½");
        assert_eq!(halves(4), "2");
        assert_eq!(quarters(13), "3.25");
        assert_eq!(quarters(8), "2");
    }
}
