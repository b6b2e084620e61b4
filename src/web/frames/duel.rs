//! Duel on the web. Libraries are face down for their owners too, so the table says it
//! all: the clash's two revealed cards and the choices made so far (a card kept last
//! clash is forced to the bottom), the last clash and who won it, library sizes. Each
//! clash's result is an event; there are no hands to show.

use super::{card, Seats, WebFrame};
use crate::cards::Card;
use crate::rules::duel::{Duel, DuelEvent, DuelMove, DuelPublic, DuelView};
use crate::rules::{BySeat, Seat};
use maud::{html, Markup};

fn choice_text(public: &DuelPublic, seat: Seat) -> &'static str {
    match (public.choices[seat], public.forced[seat]) {
        (_, true) => "forced to the bottom (it was kept last clash)",
        (Some(DuelMove::Keep), _) => "keeps it on top",
        (Some(DuelMove::Bottom), _) => "puts it at the bottom",
        (None, _) if public.to_move == Some(seat) => "choosing…",
        (None, _) => "chooses next",
    }
}

/// `Ann K♠ vs Bob 7♥`.
fn versus(seats: &Seats, cards: BySeat<Card>) -> Markup {
    html! {
        (seats.name(Seat::A)) " " strong { (card(cards.a)) } " vs "
        (seats.name(Seat::B)) " " strong { (card(cards.b)) }
    }
}

fn clash_result(seats: &Seats, winner: Option<Seat>) -> String {
    match winner {
        Some(seat) => format!("{} wins it", seats.name(seat)),
        None => "equal ranks, nobody wins".to_string(),
    }
}

impl WebFrame for Duel {
    const SCORE: &'static str = "web-score-clashes";

    fn table(seats: &Seats, public: &DuelPublic) -> Markup {
        let sizes = public.library_sizes;
        html! {
            p {
                "First to " (public.target) " clashes · Libraries: "
                (seats.name(Seat::A)) " " (sizes.a) " · " (seats.name(Seat::B)) " " (sizes.b)
            }
            @if let Some(last) = &public.last_clash {
                p { "Clash " (last.clash) ": " (versus(seats, last.cards)) " — " (clash_result(seats, last.winner)) }
            }
            @if let Some(revealed) = public.revealed {
                p { strong { "Clash " (public.clash) } " revealed: " (versus(seats, revealed)) }
                ul.plain { @for seat in [public.active, public.active.other()] {
                    li { (seats.name(seat)) @if seat == public.active { " (chooses first)" } ": " (choice_text(public, seat)) }
                } }
            }
        }
    }

    fn to_do(_: &DuelPublic) -> String {
        "to choose: keep the card on top, or put it at the bottom".into()
    }

    fn events(seats: &Seats, events: &[DuelEvent]) -> Vec<Markup> {
        events.iter().filter_map(|e| event(seats, e)).collect()
    }

    fn describe(before: &DuelView, mv: &DuelMove, _: &DuelPublic) -> Markup {
        let top = before.public.revealed.map(|r| r[before.seat]);
        let top = html! { @match top { Some(c) => (card(c)), None => "their card" } };
        match mv {
            DuelMove::Keep => html! { "kept " (top) " on top" },
            DuelMove::Bottom => html! { "put " (top) " at the bottom" },
        }
    }

    /// Both libraries are face down, for their owners too: nothing to show.
    fn hand(_: &DuelView) -> Option<Markup> {
        None
    }

    fn chapter(v: &crate::web::layout::Voice, public: &DuelPublic) -> Option<String> {
        Some(v.text("web-chapter-clash", &crate::words::Args::new().num("n", public.clash)))
    }
}

/// One event of a choice, in words; none for what the table shows.
fn event(seats: &Seats, event: &DuelEvent) -> Option<Markup> {
    let who = |seat: &Seat| seats.name(*seat);
    match event {
        DuelEvent::Chose {
            seat, forced: true, ..
        } => Some(html! { (who(seat)) "'s card goes to the bottom: it was kept last clash." }),
        DuelEvent::ClashResolved {
            clash,
            cards,
            winner,
            scores,
        } => Some(html! {
            "Clash " (clash) ": " (versus(seats, *cards)) " — " (clash_result(seats, *winner))
            ". Clashes won " (who(&Seat::A)) " " (scores.a) " – " (scores.b) " " (who(&Seat::B))
        }),
        DuelEvent::GameWon { winner, scores } => Some(html! {
            strong { (who(winner)) " wins the duel " (scores[*winner]) "–" (scores[winner.other()]) "!" }
        }),
        DuelEvent::ClashLimitReached {
            clashes,
            winner: Some(w),
            scores,
        } => Some(html! {
            strong { "The clash limit (" (clashes) ") is reached: " (who(w)) " wins on clashes won, "
                (scores[*w]) "–" (scores[w.other()]) "." }
        }),
        DuelEvent::ClashLimitReached {
            clashes,
            winner: None,
            ..
        } => Some(html! {
            strong { "The clash limit (" (clashes) ") is reached with clashes won level: a draw." }
        }),
        DuelEvent::Revealed { .. } | DuelEvent::Chose { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{page_of, public_part, render_all};
    use crate::rules::GameKind;

    /// A seeded Duel played to the end: every step shows its reveals and choices, each
    /// clash's result, and the end gives the final score.
    #[test]
    fn a_duel_match_renders_each_clash_and_the_final_score() {
        let page = page_of(GameKind::Duel, 7);
        let steps = render_all(&page);
        let first = public_part(&steps[0]);
        assert!(first.contains("<strong>Clash 1</strong> revealed: "), "{first}");
        assert!(first.contains(" (chooses first): choosing…"), "{first}");
        assert!(steps[0].contains("Clashes won: "));
        assert!(steps.iter().any(|s| s.contains(r#" kept <span class="pc "#)));
        assert!(steps.iter().any(|s| s.contains(". Clashes won ")));
        let info = &page.replay.info;
        let (won, lost) = (info.scores.a.max(info.scores.b), info.scores.a.min(info.scores.b));
        let last = steps.last().unwrap();
        assert!(last.contains(&format!("wins the duel {won}–{lost}!")), "{last}");
        assert!(!steps.iter().any(|s| s.contains("<h3>Hands</h3>")), "no hands in Duel");
    }
}
