//! Shape Clash on the web: the board (the top Complete and the three Single piles, each
//! card by its own name with a coloured mark), hand and pile counts, the turn under way,
//! the last turn and the last deal; each seat's hand. Deal and match results are the
//! events.

use super::{Seats, WebFrame};
use crate::pictures::shape_cards::{category_words, complete_words, value_words};
use crate::rules::shape_clash::{
    Category, DealEnd, DealResult, Face, ShapeCard, ShapeClash, ShapeClashEvent,
    ShapeClashMove, ShapeClashPublic, ShapeClashView, Value,
};
use crate::rules::Seat;
use crate::web::layout::Voice;
use crate::words::Args;
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
fn shape_card(v: &Voice, card: ShapeCard) -> Markup {
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
    let name = match card.face() {
        Face::Complete(c) => complete_words(v.lang, c),
        Face::Single(value) => {
            let value = value_words(v.lang, value);
            v.text("shape-single-named", &Args::new().str("value", &value))
        }
    };
    html! { span class=(class) { span.mark aria-hidden="true" { (mark) } " " (name) } }
}

fn shape_cards(v: &Voice, cards: &[ShapeCard]) -> Markup {
    html! {
        @if cards.is_empty() { (v.word("shape-no-cards")) }
        @for (i, c) in cards.iter().enumerate() { @if i > 0 { " · " } (shape_card(v, *c)) }
    }
}

/// A play in words, after the player's name: `played Solid Red Triangle with …`.
fn play(v: &Voice, mv: &ShapeClashMove) -> Markup {
    use ShapeClashMove as M;
    let c = |card: &ShapeCard| ("card", shape_card(v, *card));
    let (key, slots) = match mv {
        M::Open { complete } => return v.fill("frames-shape-opened", Args::new(), vec![c(complete)]),
        M::Pass => return html! { (v.word("frames-shape-passed-option")) },
        M::FollowComplete { single } => ("shape-move-follow", vec![c(single)]),
        M::ShareTwo { complete } => ("shape-move-share-two", vec![c(complete)]),
        M::PilesComplete { complete } => ("shape-move-piles", vec![c(complete)]),
        M::FreeComplete { complete } => ("shape-move-free-complete", vec![c(complete)]),
        M::FreeSingles { singles } => ("shape-move-free-singles", vec![("cards", shape_cards(v, singles))]),
        M::Combo { complete, single } => (
            "shape-move-combo",
            vec![("complete", shape_card(v, *complete)), ("single", shape_card(v, *single))],
        ),
        M::FinalSingle { single } => ("shape-move-final", vec![c(single)]),
    };
    v.around("frames-shape-played", Args::new(), "play", v.fill(key, Args::new(), slots))
}

/// Plays joined by `; `.
fn plays<'a>(v: &Voice, moves: impl IntoIterator<Item = &'a ShapeClashMove>) -> Markup {
    html! { @for (i, mv) in moves.into_iter().enumerate() { @if i > 0 { "; " } (play(v, mv)) } }
}

/// The board: the Complete pile and the three Single piles, as a table.
fn board(v: &Voice, public: &ShapeClashPublic) -> Markup {
    let pile = |top: Option<ShapeCard>| match top {
        Some(card) => shape_card(v, card),
        None => html! { span.muted { (v.word("shape-empty")) } },
    };
    let heads = ["pile", "top"].map(|h| v.word(&format!("frames-shape-heading-{h}")));
    html! {
        div.scroll { table.board {
            thead { tr { th { (heads[0]) } th { (heads[1]) } th.num { (v.word("frames-shape-heading-cards")) } } }
            tbody {
                tr { th scope="row" { (v.word("frames-shape-complete")) } td { @match public.completes.top {
                    Some(card) => strong { (shape_card(v, card)) },
                    None => span.muted { (v.word("shape-top-none")) },
                } } td.num { (public.completes.size) } }
                @for (category, single) in Category::ALL.iter().zip(&public.singles) {
                    tr { th scope="row" { (category_words(v.lang, *category)) } td { (pile(single.top)) } td.num { (single.size) } }
                }
            }
        } }
        @if public.matched { p { "✅ " (v.word("shape-matched")) } }
    }
}

/// The last turn's plays, and its pass.
fn last_turn(seats: &Seats, public: &ShapeClashPublic) -> Option<Markup> {
    let v = &seats.voice;
    let last = public.last_turn.as_ref()?;
    let what = html! {
        (plays(v, &last.plays))
        @if let Some(forced) = last.passed {
            @if !last.plays.is_empty() { "; " }
            (v.word(if forced { "shape-passed-forced" } else { "shape-passed" }))
        }
    };
    let args = Args::new().str("who", seats.name(last.seat));
    Some(html! { p { (v.around("shape-last-turn", args, "plays", what)) } })
}

impl WebFrame for ShapeClash {
    const SCORE: &'static str = "web-score-score";

    fn table(seats: &Seats, public: &ShapeClashPublic) -> Markup {
        let v = &seats.voice;
        let counts = |seat: Seat| {
            let args = Args::new()
                .num("hand", public.hand_counts[seat])
                .num("pile", public.pile_counts[seat]);
            let slots = vec![("who", html! { strong { (seats.name(seat)) } })];
            v.fill("frames-shape-counts", args, slots)
        };
        html! {
            p { (v.text("frames-shape-first-to", &Args::new().num("target", public.target))) }
            (board(v, public))
            ul.plain { @for seat in Seat::BOTH { li { (counts(seat)) } } }
            @if let Some(line) = last_turn(seats, public) { (line) }
            @if !public.this_turn.is_empty() {
                p { (v.text("shape-this-turn", &Args::new().num("n", public.this_turn.len()))) }
            }
            @if public.forced_passes_in_a_row > 0 && public.winner.is_none() {
                p { (v.word("shape-blocking")) }
            }
            @if let Some(deal) = &public.last_deal {
                @let result = deal_result(seats, deal);
                p { (v.text("shape-last-deal", &Args::new().num("deal", deal.deal).str("result", &result))) }
            }
        }
    }

    fn to_do(v: &Voice, public: &ShapeClashPublic) -> String {
        v.word(match public.opening {
            true => "shape-to-open",
            false => "shape-to-play",
        })
    }

    fn events(seats: &Seats, events: &[ShapeClashEvent]) -> Vec<Markup> {
        events.iter().filter_map(|e| event(seats, e, events)).collect()
    }

    fn describe(v: &Voice, _: &ShapeClashView, mv: &ShapeClashMove, _: &ShapeClashPublic) -> Markup {
        play(v, mv)
    }

    fn chapter(v: &Voice, public: &ShapeClashPublic) -> Option<String> {
        Some(v.text("web-chapter-deal", &Args::new().num("n", public.deal)))
    }
}

/// One event of a move (`all` of them, for how a deal was won), in words; none for what
/// the action line and the table show.
fn event(seats: &Seats, event: &ShapeClashEvent, all: &[ShapeClashEvent]) -> Option<Markup> {
    let v = &seats.voice;
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
            let how = match result.end == DealEnd::WentOut && !last.is_empty() {
                true => v.around("shape-event-last-play", Args::new(), "plays", plays(v, last)),
                false => html! {},
            };
            let words = deal_result(seats, result);
            let args = Args::new()
                .num("deal", result.deal)
                .str("result", &words)
                .str("a", who(&Seat::A))
                .num("sa", scores.a)
                .num("sb", scores.b)
                .str("b", who(&Seat::B));
            Some(v.around("shape-event-deal-ended", args, "how", how))
        }
        ShapeClashEvent::DealStarted { deal, first, .. } if *deal > 1 => {
            let args = Args::new().num("deal", *deal).str("who", who(first));
            Some(html! { (v.text("shape-event-deal-started", &args)) })
        }
        ShapeClashEvent::MatchWon { winner, scores } => Some(super::match_won(seats, *winner, scores)),
        _ => None,
    }
}

/// How a deal ended.
fn deal_result(seats: &Seats, deal: &DealResult) -> String {
    let v = &seats.voice;
    let n = Args::new().num("n", deal.points);
    match (deal.end, deal.winner) {
        (DealEnd::WentOut, Some(w)) => v.text("shape-deal-out", &n.str("who", seats.name(w))),
        (DealEnd::Blocked, Some(w)) => {
            let args = n
                .str("who", seats.name(w))
                .num("mine", deal.cards_left[w])
                .num("theirs", deal.cards_left[w.other()]);
            v.text("shape-deal-blocked", &args)
        }
        _ => v.text("shape-deal-even", &Args::new().num("left", deal.cards_left.a)),
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{page_of, public_part, render_all};
    use super::*;
    use crate::rules::GameKind;

    #[test]
    fn cards_are_named_as_the_rules_name_them_with_a_coloured_mark() {
        let v = crate::web::layout::Voice::new(crate::words::Lang::ENGLISH, None);
        let card = |code: &str| shape_card(&v, code.parse().unwrap()).into_string();
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
