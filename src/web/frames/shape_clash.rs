//! Shape Clash on the web: the board (the top Complete and the three Single piles, each
//! card by its own name with a coloured mark), hand and pile counts, the turn under way,
//! the last turn and the last deal; each seat's hand. Deal and match results are the
//! events.

use super::{Seats, WebFrame};
use crate::rules::shape_clash::{
    Category, DealEnd, DealResult, Face, ShapeCard, ShapeClash, ShapeClashEvent,
    ShapeClashMove, ShapeClashPublic, ShapeClashView, Value,
};
use crate::rules::{count, Seat};
use maud::{html, Markup};

/// The class that colours a mark: its colour value's, else the text's.
fn colour(value: Value) -> &'static str {
    match value {
        Value::Red => "shape red",
        Value::Green => "shape green",
        Value::Blue => "shape blue",
        _ => "shape",
    }
}

/// A card by its own name (`Solid Red Triangle`, `Single: Red`) after a coloured mark.
fn shape_card(card: ShapeCard) -> Markup {
    let (class, mark) = match card.face() {
        Face::Complete(c) => (
            colour(c.get(Category::Color)),
            Value::symbol(c.get(Category::Pattern), c.get(Category::Shape)),
        ),
        Face::Single(v) => match v.category() {
            Category::Pattern => ("shape", Value::symbol(v, Value::Square)),
            Category::Color => (colour(v), "●"),
            Category::Shape => ("shape", Value::symbol(Value::Solid, v)),
        },
    };
    html! { span class=(class) { span.mark aria-hidden="true" { (mark) } " " (card) } }
}

fn shape_cards(cards: &[ShapeCard]) -> Markup {
    html! {
        @if cards.is_empty() { "no cards" }
        @for (i, c) in cards.iter().enumerate() { @if i > 0 { " · " } (shape_card(*c)) }
    }
}

/// A play in words, after the player's name: `played Solid Red Triangle with …`.
fn play(mv: &ShapeClashMove) -> Markup {
    use ShapeClashMove as M;
    let c = |card: &ShapeCard| shape_card(*card);
    match mv {
        M::Open { complete } => html! { "opened with " (c(complete)) },
        M::FollowComplete { single } => {
            html! { "played " (c(single)) " on the top Complete's value (option 1)" }
        }
        M::ShareTwo { complete } => html! { "played " (c(complete)) ", sharing two values (option 2)" },
        M::PilesComplete { complete } => {
            html! { "played " (c(complete)) ", the Complete of the Single piles (option 3)" }
        }
        M::FreeComplete { complete } => {
            html! { "played " (c(complete)) " on the matched board (option 4a)" }
        }
        M::FreeSingles { singles } => html! {
            "played " (shape_cards(singles)) " on the matched board (option 4b)"
        },
        M::Combo { complete, single } => {
            html! { "played " (c(complete)) " with " (c(single)) " (option 5)" }
        }
        M::FinalSingle { single } => html! { "played " (c(single)) ", ending the turn (option 6)" },
        M::Pass => html! { "passed (option 7)" },
    }
}

/// The board: the Complete pile and the three Single piles, as a table.
fn board(public: &ShapeClashPublic) -> Markup {
    let pile = |top: Option<ShapeCard>| match top {
        Some(card) => shape_card(card),
        None => html! { span.muted { "empty" } },
    };
    html! {
        div.scroll { table.board {
            thead { tr { th { "Pile" } th { "Top" } th.num { "Cards" } } }
            tbody {
                tr { th scope="row" { "Complete" } td { @match public.completes.top {
                    Some(card) => strong { (shape_card(card)) },
                    None => span.muted { "none yet: the opener plays one" },
                } } td.num { (public.completes.size) } }
                @for (category, single) in Category::ALL.iter().zip(&public.singles) {
                    tr { th scope="row" { (category) } td { (pile(single.top)) } td.num { (single.size) } }
                }
            }
        } }
        @if public.matched { p { "Matched: any Complete, or three Singles, may go down." } }
    }
}

impl WebFrame for ShapeClash {
    const SCORE: &'static str = "web-score-score";

    fn table(seats: &Seats, public: &ShapeClashPublic) -> Markup {
        html! {
            p { "First to " (public.target) }
            (board(public))
            ul.plain { @for seat in Seat::BOTH {
                li { strong { (seats.name(seat)) } ": " (public.hand_counts[seat]) " in hand, "
                    (public.pile_counts[seat]) " in pile" }
            } }
            @if let Some(last) = &public.last_turn {
                p { "Last turn, " (seats.name(last.seat)) ": "
                    @for (i, mv) in last.plays.iter().enumerate() { @if i > 0 { "; " } (play(mv)) }
                    @match last.passed {
                        Some(forced) => {
                            @if !last.plays.is_empty() { "; " }
                            "passed" @if forced { ": no legal play" }
                        }
                        None => {}
                    }
                    "."
                }
            }
            @if !public.this_turn.is_empty() {
                p { "This turn so far: " (count(public.this_turn.len(), "play")) "." }
            }
            @if public.forced_passes_in_a_row > 0 && public.winner.is_none() {
                p { "One blocking pass: if the next player cannot play or draw either, the deal ends." }
            }
            @if let Some(deal) = &public.last_deal {
                p { "Deal " (deal.deal) ": " (deal_result(seats, deal)) "." }
            }
        }
    }

    fn to_do(public: &ShapeClashPublic) -> String {
        match public.opening {
            true => "to open the deal with a Complete".into(),
            false => "to play".into(),
        }
    }

    fn events(seats: &Seats, events: &[ShapeClashEvent]) -> Vec<Markup> {
        events.iter().filter_map(|e| event(seats, e, events)).collect()
    }

    fn describe(_: &ShapeClashView, mv: &ShapeClashMove, _: &ShapeClashPublic) -> Markup {
        play(mv)
    }

    fn hand(mine: &ShapeClashView) -> Option<Markup> {
        Some(shape_cards(&mine.hand))
    }

    fn chapter(v: &crate::web::layout::Voice, public: &ShapeClashPublic) -> Option<String> {
        Some(v.text("web-chapter-deal", &crate::words::Args::new().num("n", public.deal)))
    }
}

/// One event of a move (`all` of them, for how a deal was won), in words; none for what
/// the action line and the table show.
fn event(seats: &Seats, event: &ShapeClashEvent, all: &[ShapeClashEvent]) -> Option<Markup> {
    let who = |seat: &Seat| seats.name(*seat);
    match event {
        ShapeClashEvent::DealEnded { result, scores } => {
            let last: Vec<&ShapeClashMove> = all
                .iter()
                .filter_map(|e| match e {
                    ShapeClashEvent::Played { play, .. } => Some(play),
                    _ => None,
                })
                .collect();
            let how = result.end == DealEnd::WentOut && !last.is_empty();
            Some(html! {
                "Deal " (result.deal) " ends: " (deal_result(seats, result))
                @if how { " (last play: " @for (i, mv) in last.iter().enumerate() { @if i > 0 { "; " } (play(mv)) } ")" }
                ". Match score " (who(&Seat::A)) " " (scores.a) " – " (scores.b) " " (who(&Seat::B))
            })
        }
        ShapeClashEvent::DealStarted { deal, first, .. } if *deal > 1 => {
            Some(html! { "Deal " (deal) ": " (who(first)) " opens." })
        }
        ShapeClashEvent::MatchWon { winner, scores } => Some(html! {
            strong { (who(winner)) " wins the match " (scores[*winner]) "–" (scores[winner.other()]) "!" }
        }),
        _ => None,
    }
}

/// How a deal ended.
fn deal_result(seats: &Seats, deal: &DealResult) -> String {
    let points = count(deal.points as usize, "point");
    match (deal.end, deal.winner) {
        (DealEnd::WentOut, Some(w)) => {
            format!("{} went out and scores {points}", seats.name(w))
        }
        (DealEnd::Blocked, Some(w)) => format!(
            "blocked; {} has fewer cards left ({} to {}) and scores {points}",
            seats.name(w),
            deal.cards_left[w],
            deal.cards_left[w.other()],
        ),
        _ => format!("blocked with {} left each: no points", deal.cards_left.a),
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{page_of, public_part, render_all};
    use super::*;
    use crate::rules::GameKind;

    #[test]
    fn cards_are_named_as_the_rules_name_them_with_a_coloured_mark() {
        let card = |code: &str| shape_card(code.parse().unwrap()).into_string();
        let red = card("SRT");
        assert!(red.contains(r#"class="shape red""#) && red.contains("▲"), "{red}");
        assert!(red.contains("Solid Red Triangle"), "{red}");
        let single = card("Blue1");
        assert!(single.contains("shape blue") && single.contains("Single: Blue"), "{single}");
    }

    /// A seeded Shape Clash match played to the end: every step renders its board, deals
    /// are chapters, and the end gives the final score.
    #[test]
    fn a_shape_clash_match_renders_its_board_deals_and_final_score() {
        let page = page_of(GameKind::ShapeClash, 6);
        let steps = render_all(&page);
        let first = public_part(&steps[0]);
        assert!(first.contains(r#"<table class="board">"#), "{first}");
        assert!(first.contains("none yet: the opener plays one"), "{first}");
        assert!(steps[0].contains(r#"<p class="chapter"><strong>Deal 1</strong></p>"#));
        assert!(steps.iter().any(|s| s.contains(" opened with ")));
        assert!(steps.iter().any(|s| s.contains(" ends: ")));
        let info = &page.replay.info;
        let (won, lost) = (info.scores.a.max(info.scores.b), info.scores.a.min(info.scores.b));
        let last = steps.last().unwrap();
        assert!(last.contains(&format!("wins the match {won}–{lost}!")), "{last}");
    }
}
