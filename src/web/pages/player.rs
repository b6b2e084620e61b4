//! A player's page: rating and rank per game, a rating chart, head-to-head, the player's
//! achievements with their rarity, the history; its link preview is their profile card.

use super::{pager, wld};
use crate::model::achievements::{percent, Earned};
use crate::model::pages as urls;
use crate::model::ratings::ChartPoint;
use crate::rules::GameKind;
use crate::service::pages::Player;
use crate::web::layout::{self, Head, Voice};
use crate::web::Web;
use crate::words::Args;
use maud::{html, Markup};

const CHART_W: f64 = 600.0;
const CHART_H: f64 = 200.0;
const PAD: f64 = 34.0;

/// A rating over time as an SVG line (drawn by the server: no script needed).
pub fn chart(v: &Voice, game: GameKind, points: &[ChartPoint]) -> Markup {
    let (lo, hi) = points.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (lo.min(p.rating), hi.max(p.rating))
    });
    let (lo, hi) = if points.is_empty() {
        (1400.0, 1600.0)
    } else if hi - lo < 50.0 {
        ((lo + hi) / 2.0 - 25.0, (lo + hi) / 2.0 + 25.0)
    } else {
        (lo, hi)
    };
    let x = |i: usize| {
        let n = points.len().max(2) - 1;
        PAD + (CHART_W - 2.0 * PAD) * i as f64 / n as f64
    };
    let y = |r: f64| CHART_H - PAD / 2.0 - (CHART_H - PAD) * (r - lo) / (hi - lo);
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.rating)))
        .collect();
    let (from, to) = (
        format!("{:.0}", points.first().map_or(0.0, |p| p.rating)),
        format!("{:.0}", points.last().map_or(0.0, |p| p.rating)),
    );
    let label = v.text(
        "web-player-chart",
        &Args::new()
            .str("game", game.title())
            .num("games", points.len())
            .str("from", &from)
            .str("to", &to),
    );
    html! {
        svg.chart viewBox={ "0 0 " (CHART_W) " " (CHART_H) } role="img" aria-label=(label) {
            title { (label) }
            line x1=(PAD) y1=(y(hi)) x2=(CHART_W - PAD) y2=(y(hi)) {}
            line x1=(PAD) y1=(y(lo)) x2=(CHART_W - PAD) y2=(y(lo)) {}
            text x="2" y=(y(hi) + 4.0) { (format!("{hi:.0}")) }
            text x="2" y=(y(lo) + 4.0) { (format!("{lo:.0}")) }
            polyline points=(line.join(" ")) {}
        }
    }
}

/// Each game's card: rating, rank, W-L-D, streak and the rating chart.
fn cards(v: &Voice, model: &Player) -> Markup {
    html! {
        div.cards { @for stats in &model.stats {
            section.card {
                h3 { (stats.game.title()) }
                dl.facts {
                    dt { (v.word("web-col-rating")) } dd { (format!("{:.0} ± {:.0}", stats.standing.rating.rating, stats.standing.rating.deviation)) }
                    dt { (v.word("web-player-rank")) } dd { @match stats.rank {
                        Some(rank) => { (v.text("web-player-rank-of", &Args::new().num("rank", rank).num("players", stats.players))) }
                        None => { (v.text("web-player-not-ranked", &Args::new().num("games", stats.min_games))) }
                    } }
                    dt { (v.word("web-wld")) } dd { (wld(stats.standing.wins, stats.standing.losses, stats.standing.draws)) }
                    dt { (v.word("web-player-streak")) } dd { (streak(v, stats.standing.streak)) " · " (v.text("web-player-best-streak", &Args::new().num("best", stats.standing.best_streak))) }
                }
                @if let Some((_, points)) = model.charts.iter().find(|(g, _)| *g == stats.game) {
                    @if points.len() > 1 { (chart(v, stats.game, points)) }
                }
            }
        } }
    }
}

/// The player's achievements, each with what earns it, its rarity here and the match that
/// earned it.
fn achievements(v: &Voice, model: &Player) -> Markup {
    let code = |e: &Earned| e.achievement.code();
    html! {
        h2 { (v.word("web-achievements")) }
        @if model.achievements.is_empty() { p { (v.word("web-achievements-none")) } }
        ul.achievements { @for e in &model.achievements {
            li {
                strong { (v.word(&format!("achievement-{}", code(e)))) }
                " — " (v.word(&format!("achievement-{}-how", code(e))))
                " · " (v.text("web-achievements-rarity", &Args::new().num("percent", percent(e.rarity))))
                @if let Some(id) = e.match_id {
                    " · " a href=(v.href(&urls::match_page("", model.guild, id))) {
                        (v.text("web-achievements-match", &Args::new().num("match", id)))
                    }
                }
                " · " (layout::time(e.earned_at))
            }
        } }
    }
}

fn head_to_head(v: &Voice, model: &Player) -> Markup {
    html! {
        h2 { (v.word("web-player-head-to-head")) }
        div.scroll { table {
            thead { tr { th { (v.word("web-col-opponent")) } th { (v.word("web-col-game")) } th.num { (v.word("web-wld")) } } }
            tbody { @for h in &model.head_to_head {
                tr {
                    td.name { a href=(v.href(&urls::player("", model.guild, h.opponent))) { (layout::name(v, &model.names, h.opponent)) } }
                    td { (h.game.title()) }
                    td.num { (wld(h.wins, h.losses, h.draws)) }
                }
            } }
        } }
    }
}

fn history(v: &Voice, model: &Player) -> Markup {
    html! {
        h2 { (v.word("web-player-matches")) }
        div.scroll { table {
            thead { tr {
                th { (v.word("web-col-match")) } th { (v.word("web-col-game")) } th { (v.word("web-col-opponent")) }
                th { (v.word("web-col-result")) } th.num { (v.word("web-col-score")) } th.num.wide { (v.word("web-col-rating")) }
                th.wide { (v.word("web-col-when")) }
            } }
            tbody { @for h in &model.history {
                tr {
                    td { a href=(v.href(&urls::match_page("", model.guild, h.match_id))) { "#" (h.match_id) } }
                    td { (h.game.title()) }
                    td.name { a href=(v.href(&urls::player("", model.guild, h.opponent))) { (layout::name(v, &model.names, h.opponent)) } }
                    td class=(h.result.as_str()) { (v.word(&format!("web-result-{}", h.result.as_str()))) }
                    td.num { (h.score) "–" (h.opponent_score) }
                    td.num.wide { (format!("{:.0} → {:.0}", h.rating_before, h.rating_after)) }
                    td.wide { (layout::time(h.finished_at)) }
                }
            } }
        } }
    }
}

pub fn render(web: &Web, v: &Voice, model: &Player) -> Markup {
    let name = layout::name(v, &model.names, model.user);
    let path = urls::player("", model.guild, model.user);
    let best = model
        .stats
        .iter()
        .max_by_key(|s| s.standing.games)
        .map(|s| format!("{} {:.0}", s.game.title(), s.standing.rating.rating));
    let description = match best {
        Some(best) => v.text(
            "web-player-description-best",
            &Args::new().str("name", &name).str("best", &best),
        ),
        None => v.text("web-player-description", &Args::new().str("name", &name)),
    };
    let head = Head {
        title: v.text("web-page-title", &Args::new().str("name", &name)),
        description,
        url: web.url(&path),
        // The profile card, in the language the page is read in.
        image: Some(web.url(&v.href(&format!("{path}/card.png")))),
    };
    let body = html! {
        h1 { (name) }
        (cards(v, model))
        @if !model.head_to_head.is_empty() { (head_to_head(v, model)) }
        (achievements(v, model))
        (history(v, model))
        (pager(v, model.page, model.pages, |p| format!("{path}?page={p}")))
    };
    layout::page(v, &head, model.guild, body)
}

fn streak(v: &Voice, streak: i32) -> String {
    match streak {
        0 => v.word("web-player-streak-none"),
        n if n > 0 => v.text("web-player-streak-won", &Args::new().num("count", n)),
        n => v.text("web-player-streak-lost", &Args::new().num("count", -n)),
    }
}
