//! Clubbed on the web: the open stack (every card of it, bottom first, and what it takes
//! now), hand and stock sizes, the last turn that ended with a play and this turn's
//! draws; each seat's hand. Clubbing and the end are the events.

use super::{card, cards, Seats, WebFrame};
use crate::rules::clubbed::{Clubbed, ClubbedEvent, ClubbedMove, ClubbedPublic, ClubbedView};
use crate::rules::Seat;
use crate::web::layout::Voice;
use crate::words::Args;
use maud::{html, Markup};

/// What the top of the stack takes.
fn what_it_takes(v: &Voice, public: &ClubbedPublic) -> Markup {
    let Some(top) = public.open.last() else {
        return html! { (v.word("clubbed-takes-empty")) };
    };
    let top_slot = ("top", html! { strong { (card(*top)) } });
    if public.accepts_any {
        return v.fill("clubbed-takes-any", Args::new(), vec![top_slot]);
    }
    let (suit, rank) = (top.suit.symbol().to_string(), top.rank.symbol().to_string());
    let args = Args::new().str("suit", &suit).str("rank", &rank);
    v.fill("clubbed-takes-match", args, vec![top_slot])
}

/// `Last turn: Ann drew 2 cards, then played 7♣ and clubbed Bob: 6 cards to their store`.
fn last_play(seats: &Seats, public: &ClubbedPublic) -> Option<Markup> {
    let v = &seats.voice;
    let last = public.last_play.as_ref()?;
    let n = |n: usize| Args::new().num("n", n);
    let what = html! {
        @if last.drew > 0 { (v.text("clubbed-last-drew", &n(last.drew as usize))) }
        " " (v.around("clubbed-last-played", Args::new(), "card", html! { strong { (card(last.card)) } }))
        @if let Some(c) = last.clubbed {
            (v.text("clubbed-last-clubbed", &n(c).str("victim", seats.name(last.seat.other()))))
        }
        @if last.refilled > 0 { (v.text("clubbed-last-refilled", &n(last.refilled))) }
    };
    let args = Args::new().str("who", seats.name(last.seat));
    Some(html! { p { (v.around("clubbed-last", args, "what", what)) } })
}

impl WebFrame for Clubbed {
    const SCORE: &'static str = "web-score-stores";

    fn table(seats: &Seats, public: &ClubbedPublic) -> Markup {
        let v = &seats.voice;
        let open = Args::new().num("n", public.open.len());
        let sizes = Args::new()
            .str("a", seats.name(Seat::A))
            .num("ha", public.hand_sizes.a)
            .str("b", seats.name(Seat::B))
            .num("hb", public.hand_sizes.b)
            .num("stock", public.stock);
        html! {
            p { (v.around("clubbed-open", open, "takes", what_it_takes(v, public))) }
            @if !public.open.is_empty() {
                p.muted { (v.around("frames-clubbed-stack", Args::new(), "cards", cards(v, &public.open))) }
            }
            p { (v.text("clubbed-sizes", &sizes)) }
            @if let Some(line) = last_play(seats, public) { (line) }
            @if let (Some(seat), true) = (public.to_move, public.drawn > 0) {
                p { (v.text("clubbed-drawn", &Args::new().str("who", seats.name(seat)).num("n", public.drawn as usize))) }
            }
        }
    }

    fn to_do(v: &Voice, _: &ClubbedPublic) -> String {
        v.word("clubbed-to-play")
    }

    fn events(seats: &Seats, events: &[ClubbedEvent]) -> Vec<Markup> {
        events.iter().filter_map(|e| event(seats, e)).collect()
    }

    fn describe(v: &Voice, _: &ClubbedView, mv: &ClubbedMove, _: &ClubbedPublic) -> Markup {
        match mv {
            ClubbedMove::Play { card: played } => {
                v.around("clubbed-last-played", Args::new(), "card", card(*played))
            }
            ClubbedMove::Draw => html! { (v.word("frames-clubbed-drew")) },
        }
    }

}

/// One event of a Clubbed move, in words; none for what the table shows.
fn event(seats: &Seats, event: &ClubbedEvent) -> Option<Markup> {
    let v = &seats.voice;
    let who = |seat: &Seat| seats.name(*seat);
    match event {
        ClubbedEvent::Clubbed {
            seat,
            victim,
            cards,
            store,
        } => {
            let args = Args::new()
                .str("who", who(seat))
                .str("victim", who(victim))
                .num("n", *cards)
                .num("store", *store);
            Some(html! { (v.text("clubbed-event-clubbed", &args)) })
        }
        ClubbedEvent::Ended {
            stuck,
            hands_added,
            stores,
            outcome,
        } => {
            let result = match outcome.winner() {
                Some(w) => v.text("clubbed-result-win", &Args::new().str("winner", who(&w))),
                None => v.word("clubbed-result-draw"),
            };
            let args = Args::new()
                .str("stuck", who(stuck))
                .str("a", who(&Seat::A))
                .num("ha", hands_added.a)
                .str("b", who(&Seat::B))
                .num("hb", hands_added.b);
            let slots = vec![
                ("sa", html! { strong { (stores.a) } }),
                ("sb", html! { strong { (stores.b) } }),
                ("result", html! { strong { (result) } }),
            ];
            Some(v.fill("clubbed-event-ended", args, slots))
        }
        ClubbedEvent::Played { .. } | ClubbedEvent::Drew { .. } | ClubbedEvent::Refilled { .. } => {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{page_of, public_part, render_all};
    use crate::rules::GameKind;

    /// A seeded Clubbed game played to the end: every step renders its stack and counts,
    /// and the end gives the final stores.
    #[test]
    fn a_clubbed_match_renders_its_stack_hands_and_final_stores() {
        let page = page_of(GameKind::Clubbed, 5);
        let steps = render_all(&page);
        assert!(public_part(&steps[0]).contains("Open stack (1): top "));
        assert!(steps[0].contains("Stores (fewer wins): "));
        assert!(steps.iter().any(|s| s.contains("The stack, bottom to top: ")));
        assert!(steps.iter().any(|s| s.contains(" played <span class=\"pc ")));
        let last = steps.last().unwrap();
        let info = &page.replay.info;
        let stores = format!(
            "Final stores: {} <strong>{}</strong>",
            page.names[&info.players.a], info.scores.a
        );
        assert!(last.contains(&stores), "{last}");
    }
}
