//! Clubbed on the web: the open stack (every card of it, bottom first, and what it takes
//! now), hand and stock sizes, the last turn that ended with a play and this turn's
//! draws; each seat's hand. Clubbing and the end are the events.

use super::{card, cards, Seats, WebFrame};
use crate::rules::clubbed::{Clubbed, ClubbedEvent, ClubbedMove, ClubbedPublic, ClubbedView};
use crate::rules::{count, Seat};
use maud::{html, Markup};

/// What the top of the stack takes.
fn what_it_takes(public: &ClubbedPublic) -> Markup {
    match (public.open.last(), public.accepts_any) {
        (None, _) => html! { "the stack is empty: any card starts it" },
        (Some(top), true) => {
            html! { "top " strong { (card(*top)) } " (the turned-up club): any card may be played" }
        }
        (Some(top), false) => html! {
            "top " strong { (card(*top)) } ": play a card of suit " (top.suit.symbol())
            " or of rank " (top.rank.symbol()) ", or any club"
        },
    }
}

/// `Last turn: Ann drew 2 cards, then played 7♣ and clubbed Bob: 6 cards to their store`.
fn last_play(seats: &Seats, public: &ClubbedPublic) -> Option<Markup> {
    let last = public.last_play.as_ref()?;
    Some(html! {
        p {
            "Last turn: " (seats.name(last.seat))
            @if last.drew > 0 { " drew " (count(last.drew as usize, "card")) ", then" }
            " played " strong { (card(last.card)) }
            @if let Some(n) = last.clubbed {
                " and clubbed " (seats.name(last.seat.other())) ": " (count(n, "card")) " to their store"
            }
            @if last.refilled > 0 { ", then drew " (last.refilled) " (hand played out)" }
            "."
        }
    })
}

impl WebFrame for Clubbed {
    const SCORE: &'static str = "web-score-stores";

    fn table(seats: &Seats, public: &ClubbedPublic) -> Markup {
        let (a, b) = (seats.name(Seat::A), seats.name(Seat::B));
        html! {
            p { "Open stack (" (public.open.len()) "): " (what_it_takes(public)) }
            @if !public.open.is_empty() {
                p.muted { "The stack, bottom to top: " (cards(&public.open)) }
            }
            p {
                "Hands: " (a) " " (public.hand_sizes.a) " · " (b) " " (public.hand_sizes.b)
                " · Stock: " (public.stock)
            }
            @if let Some(line) = last_play(seats, public) { (line) }
            @if let (Some(seat), true) = (public.to_move, public.drawn > 0) {
                p { (seats.name(seat)) " has drawn " (count(public.drawn as usize, "card")) " this turn." }
            }
        }
    }

    fn to_do(_: &ClubbedPublic) -> String {
        "to play".into()
    }

    fn events(seats: &Seats, events: &[ClubbedEvent]) -> Vec<Markup> {
        events.iter().filter_map(|e| event(seats, e)).collect()
    }

    fn describe(_: &ClubbedView, mv: &ClubbedMove, _: &ClubbedPublic) -> Markup {
        match mv {
            ClubbedMove::Play { card: played } => html! { "played " (card(*played)) },
            ClubbedMove::Draw => html! { "drew from the stock" },
        }
    }

    fn hand(mine: &ClubbedView) -> Option<Markup> {
        Some(html! {
            @if mine.hand.is_empty() { "no cards" } @else { (cards(&mine.hand)) }
        })
    }
}

/// One event of a Clubbed move, in words; none for what the table shows.
fn event(seats: &Seats, event: &ClubbedEvent) -> Option<Markup> {
    let who = |seat: &Seat| seats.name(*seat);
    match event {
        ClubbedEvent::Clubbed {
            seat,
            victim,
            cards,
            store,
        } => Some(html! {
            (who(seat)) " clubs " (who(victim)) ": " (count(*cards, "card"))
            " to their store (now " (store) ")."
        }),
        ClubbedEvent::Ended {
            stuck,
            hands_added,
            stores,
            outcome,
        } => {
            let (a, b) = (who(&Seat::A), who(&Seat::B));
            Some(html! {
                (who(stuck)) " cannot play and the stock is empty: the game ends. Hands go to the stores ("
                (a) " " (hands_added.a) ", " (b) " " (hands_added.b) "). Final stores: "
                (a) " " strong { (stores.a) } " · " (b) " " strong { (stores.b) } ". "
                @match outcome.winner() {
                    Some(w) => strong { (who(&w)) " wins with fewer cards in store." },
                    None => strong { "Equal stores: a draw." },
                }
            })
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
