//! A player's page: rating and rank per game, a rating chart, head-to-head, the history.

use super::{pager, wld};
use crate::model::pages as urls;
use crate::rules::GameKind;
use crate::service::pages::{ChartPoint, Player};
use crate::web::layout::{self, Head};
use crate::web::Web;
use maud::{html, Markup};

const CHART_W: f64 = 600.0;
const CHART_H: f64 = 200.0;
const PAD: f64 = 34.0;

/// A rating over time as an SVG line (drawn by the server: no script needed).
pub fn chart(game: GameKind, points: &[ChartPoint]) -> Markup {
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
    let label = format!(
        "{} rating over the last {} rated games, from {:.0} to {:.0}",
        game.title(),
        points.len(),
        points.first().map_or(0.0, |p| p.rating),
        points.last().map_or(0.0, |p| p.rating)
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

pub fn render(web: &Web, model: &Player) -> Markup {
    let name = layout::name(&model.names, model.user);
    let path = urls::player("", model.guild, model.user);
    let best = model
        .stats
        .iter()
        .max_by_key(|s| s.standing.games)
        .map(|s| format!("{} {:.0}", s.game.title(), s.standing.rating.rating));
    let head = Head {
        title: format!("{name} · clash-bot"),
        description: format!(
            "{name}'s ratings, results and history{}.",
            best.map_or(String::new(), |b| format!(" ({b})"))
        ),
        url: web.url(&path),
        image: None,
    };
    let body = html! {
        h1 { (name) }
        div.cards { @for stats in &model.stats {
            section.card {
                h3 { (stats.game.title()) }
                dl.facts {
                    dt { "Rating" } dd { (format!("{:.0} ± {:.0}", stats.standing.rating.rating, stats.standing.rating.deviation)) }
                    dt { "Rank" } dd { @match stats.rank {
                        Some(rank) => { (rank) " of " (stats.players) }
                        None => { "not ranked yet (" (stats.min_games) " rated games needed)" }
                    } }
                    dt { "W-L-D" } dd { (wld(stats.standing.wins, stats.standing.losses, stats.standing.draws)) }
                    dt { "Streak" } dd { (streak(stats.standing.streak)) " · best " (stats.standing.best_streak) }
                }
                @if let Some((_, points)) = model.charts.iter().find(|(g, _)| *g == stats.game) {
                    @if points.len() > 1 { (chart(stats.game, points)) }
                }
            }
        } }
        @if !model.head_to_head.is_empty() {
            h2 { "Head to head" }
            div.scroll { table {
                thead { tr { th { "Opponent" } th { "Game" } th.num { "W-L-D" } } }
                tbody { @for h in &model.head_to_head {
                    tr {
                        td.name { a href=(urls::player("", model.guild, h.opponent)) { (layout::name(&model.names, h.opponent)) } }
                        td { (h.game.title()) }
                        td.num { (wld(h.wins, h.losses, h.draws)) }
                    }
                } }
            } }
        }
        h2 { "Matches" }
        div.scroll { table {
            thead { tr { th { "Match" } th { "Game" } th { "Opponent" } th { "Result" } th.num { "Score" } th.num.wide { "Rating" } th.wide { "When" } } }
            tbody { @for h in &model.history {
                tr {
                    td { a href=(urls::match_page("", model.guild, h.match_id)) { "#" (h.match_id) } }
                    td { (h.game.title()) }
                    td.name { a href=(urls::player("", model.guild, h.opponent)) { (layout::name(&model.names, h.opponent)) } }
                    td class=(h.result.as_str()) { (h.result.as_str()) }
                    td.num { (h.score) "–" (h.opponent_score) }
                    td.num.wide { (format!("{:.0} → {:.0}", h.rating_before, h.rating_after)) }
                    td.wide { (layout::time(h.finished_at)) }
                }
            } }
        } }
        (pager(model.page, model.pages, |p| format!("{path}?page={p}")))
    };
    layout::page(&head, model.guild, body)
}

fn streak(streak: i32) -> String {
    match streak {
        0 => "none".to_string(),
        n if n > 0 => format!("{n} won"),
        n => format!("{} lost", -n),
    }
}
