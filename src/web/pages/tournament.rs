//! A tournament: standings with their tie-breaks, each round's pairings with their
//! matches, and (while it runs) a page that follows it by itself.

use super::wld;
use crate::model::pages as urls;
use crate::model::tournaments::{Format, PairResult, Pairing, Status};
use crate::service::pages::TournamentPage;
use crate::web::layout::{self, Head, Voice};
use crate::web::Web;
use crate::words::Args;
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

fn status(v: &Voice, status: Status) -> String {
    v.word(match status {
        Status::Signup => "web-tournament-status-signup",
        Status::Playing => "web-tournament-status-playing",
        Status::Finished => "web-tournament-status-finished",
        Status::Cancelled => "web-tournament-status-cancelled",
    })
}

fn result(v: &Voice, model: &TournamentPage, p: &Pairing) -> String {
    let names = &model.view.names;
    let won = |u| {
        let name = layout::name(v, names, u);
        v.text("web-tournament-won", &Args::new().str("name", &name))
    };
    match (p.result, p.b) {
        (None, _) => v.word("web-tournament-playing"),
        (Some(PairResult::A), _) => won(p.a),
        (Some(PairResult::B), Some(b)) => won(b),
        (Some(PairResult::Draw), _) => v.word("web-tournament-draw"),
        (Some(PairResult::Bye), _) => v.word("web-tournament-bye"),
        (Some(PairResult::Walkover), _) => v.word("web-tournament-walkover"),
        (Some(PairResult::B), None) => "—".to_string(),
    }
}

/// The standings, with Swiss's tie-breaks.
fn standings(v: &Voice, model: &TournamentPage) -> Markup {
    let guild = model.guild;
    let names = &model.view.names;
    let swiss = model.view.tournament.format == Format::Swiss;
    html! {
        h2 { (v.word("web-tournament-standings")) }
        div.scroll { table {
            thead { tr {
                th.num { "#" } th { (v.word("web-col-player")) } th.num { (v.word("web-col-points")) }
                @if swiss { th.num { "Buchholz" } th.num { "SB" } }
                th.num { (v.word("web-wld")) } th.num.wide { (v.word("web-col-games")) }
            } }
            tbody { @for line in &model.view.standings() {
                tr {
                    td.num { (line.rank) }
                    td.name {
                        a href=(v.href(&urls::player("", guild, line.user))) { (layout::name(v, names, line.user)) }
                        @if line.dropped { " " span.muted { (v.word("web-tournament-dropped")) } }
                        @if line.byes > 0 { " " span.muted { (v.text("web-tournament-byes", &Args::new().num("byes", line.byes))) } }
                    }
                    td.num { (halves(line.points2)) }
                    @if swiss { td.num { (halves(line.buchholz2)) } td.num { (quarters(line.sb4)) } }
                    td.num { (wld(line.wins, line.losses, line.draws)) }
                    td.num.wide { (line.games) }
                }
            } }
        } }
    }
}

/// Round `round`'s pairings, each with its match.
fn round(v: &Voice, model: &TournamentPage, round: u32) -> Markup {
    let guild = model.guild;
    let names = &model.view.names;
    html! {
        h2 { (v.text("web-tournament-round", &Args::new().num("round", round))) }
        div.scroll { table {
            thead { tr {
                th.num { (v.word("web-col-board")) } th { (v.word("web-col-players")) }
                th { (v.word("web-col-result")) } th { (v.word("web-col-match")) }
            } }
            tbody { @for p in model.view.pairings.iter().filter(|p| p.round == round) {
                tr {
                    td.num { (p.board + 1) }
                    td.name {
                        @let first = html! { a href=(v.href(&urls::player("", guild, p.a))) { (layout::name(v, names, p.a)) } };
                        @if let Some(b) = p.b {
                            (v.fill("web-versus", Args::new(), vec![
                                ("a", first),
                                ("b", html! { a href=(v.href(&urls::player("", guild, b))) { (layout::name(v, names, b)) } }),
                            ]))
                        } @else { (first) }
                    }
                    td { (result(v, model, p)) }
                    td { @if let Some(game) = model.rounds.get(&round).and_then(|g| g.get(&p.board)) {
                        @if game.finished {
                            a href=(v.href(&urls::match_page("", guild, game.id))) { "#" (game.id) }
                        } @else {
                            (v.text("web-tournament-match-playing", &Args::new().num("id", game.id)))
                        }
                    } }
                }
            } }
        } }
    }
}

pub fn render(web: &Web, v: &Voice, model: &TournamentPage) -> Markup {
    let t = &model.view.tournament;
    let guild = model.guild;
    let path = urls::tournament("", guild, t.id);
    let swiss = t.format == Format::Swiss;
    let format = v.word(&format!("tournament-format-{}", t.format.name()));
    let head = Head {
        title: v.text(
            "web-tournament-title",
            &Args::new().num("id", t.id).str("name", &t.name),
        ),
        description: v.text(
            "web-tournament-description",
            &Args::new()
                .str("game", t.game.title())
                .str("format", &format)
                .num("players", model.view.entrants.len())
                .str("status", &status(v, t.status)),
        ),
        url: web.url(&path),
        image: crate::pictures::bracket::pictured(&model.view)
            .then(|| web.url(&format!("{path}/bracket.png"))),
    };
    let live = matches!(t.status, Status::Signup | Status::Playing);
    let body = html! {
        h1 { (v.text("web-tournament-name", &Args::new().num("id", t.id).str("name", &t.name))) }
        p {
            (t.game.title()) " · " (format) " · "
            @if live {
                span.badge.live data-live={ (path) "/revision" } data-revision=(t.revision) { (status(v, t.status)) }
            } @else {
                span.badge { (status(v, t.status)) }
            }
            @if t.round > 0 {
                " · "
                @match t.rounds {
                    Some(rounds) => { (v.text("web-tournament-round-of", &Args::new().num("round", t.round).num("rounds", rounds))) }
                    None => { (v.text("web-tournament-round-now", &Args::new().num("round", t.round))) }
                }
            }
        }
        @if live { p.muted { (v.word("web-tournament-follows")) } }
        (standings(v, model))
        @if crate::pictures::bracket::pictured(&model.view) {
            h2 { (v.word("web-tournament-bracket")) }
            img.picture src=(v.href(&format!("{path}/bracket.png"))) alt=(crate::pictures::bracket::alt_text(v.lang, &model.view));
        }
        @if swiss { p.muted { (v.word("web-tournament-tie-breaks")) } }
        @for r in (1..=t.round).rev() { (round(v, model, r)) }
    };
    layout::page(v, &head, guild, body)
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
