//! Clash on the web: the round's defender and attacker, its reveals and answers as a
//! table (what each set and answer ranks, and whether it captured), the sets still face
//! down; each seat's set-up, saved cards and hand.

use super::{card, cards, Seats, WebFrame};
use crate::cards::Card;
use crate::rules::clash::{
    Clash, ClashEvent, ClashMove, ClashPublic, ClashView, Exchange, Phase, SetRank,
};
use crate::rules::{count, Seat};
use maud::{html, Markup};

/// `two pair (9♠ high)`.
fn rank(rank: &SetRank) -> Markup {
    html! { (rank.category) " (" (card(rank.relevant)) " high)" }
}

/// One revealed set and its answer, as a row of the round's table.
fn exchange_row(ex: &Exchange) -> Markup {
    html! {
        tr {
            td { (ex.set.len()) "-card" }
            td { (cards(&ex.set)) br; span.muted { (rank(&ex.set_rank)) } }
            @match &ex.answer {
                Some(answer) => {
                    td { (cards(&answer.cards)) br; span.muted { (rank(&answer.rank)) } }
                    td { @if answer.captured { strong { "captured" } } @else { "not captured" } }
                }
                None => { td.muted { "waiting for the answer" } td {} }
            }
        }
    }
}

/// A set-up in the order of its sets: `5♠ | 9♥ 9♦ | 2♣ 3♣ 4♣ | A♠ K♠ Q♠ J♠`.
fn sets(sets: &[Vec<Card>]) -> Markup {
    html! {
        @for (i, set) in sets.iter().filter(|s| !s.is_empty()).enumerate() {
            @if i > 0 { " | " }
            (cards(set))
        }
    }
}

impl WebFrame for Clash {
    const SCORE: &'static str = "web-score-score";

    fn table(seats: &Seats, public: &ClashPublic) -> Markup {
        let defender = public.defender;
        html! {
            p {
                "First to " (public.target) " · "
                "Defender " strong { (seats.name(defender)) } " · "
                "Attacker " strong { (seats.name(defender.other())) }
            }
            @if public.exchanges.is_empty() {
                p.muted { "No set revealed yet this round." }
            } @else {
                div.scroll { table.exchanges {
                    thead { tr { th { "Set" } th { "Revealed" } th { "Answer" } th { "Result" } } }
                    tbody { @for ex in &public.exchanges { (exchange_row(ex)) } }
                } }
            }
            @if !public.unrevealed.is_empty() {
                p { "Face down: "
                    @for (i, size) in public.unrevealed.iter().enumerate() {
                        @if i > 0 { ", " } (size) "-card"
                    }
                }
            }
        }
    }

    fn to_do(public: &ClashPublic) -> String {
        match public.phase {
            Phase::SetUp => "to set up".into(),
            Phase::Reveal => "to reveal a set".into(),
            Phase::Answer { size } => format!("to answer the {size}-card set"),
            Phase::Over => "to play".into(),
        }
    }

    fn events(seats: &Seats, events: &[ClashEvent]) -> Vec<Markup> {
        events.iter().map(|e| event(seats, e)).collect()
    }

    fn describe(_: &ClashView, mv: &ClashMove, _: &ClashPublic) -> Markup {
        match mv {
            ClashMove::SetUp(setup) => html! {
                "set up " (sets(&setup.sets)) ", saving " (cards(&setup.saved))
            },
            ClashMove::Reveal { size } => html! { "revealed the " (size) "-card set" },
            ClashMove::Answer { cards: answer } => html! { "answered with " (cards(answer)) },
        }
    }

    fn hand(mine: &ClashView) -> Option<Markup> {
        let (face_down, saved): (&[Vec<Card>], &[Card]) = match &mine.setup {
            Some(setup) => (&setup.sets, &setup.saved),
            None => (&[], &[]),
        };
        Some(html! {
            @if face_down.iter().any(|set| !set.is_empty()) { "sets face down " (sets(face_down)) " · " }
            @if !saved.is_empty() { "saved " (cards(saved)) " · " }
            @if mine.hand.is_empty() { "no cards in hand" } @else { "hand " (cards(&mine.hand)) }
        })
    }

    fn chapter(v: &crate::web::layout::Voice, public: &ClashPublic) -> Option<String> {
        Some(v.text("web-chapter-round", &crate::words::Args::new().num("n", public.round)))
    }
}

/// One event of a Clash move, in words.
fn event(seats: &Seats, event: &ClashEvent) -> Markup {
    let who = |seat: Seat| seats.name(seat);
    match event {
        ClashEvent::SetUpDone { defender } => {
            html! { (who(*defender)) " has set up their four sets." }
        }
        ClashEvent::Revealed {
            defender,
            cards: set,
            rank: r,
        } => html! {
            (who(*defender)) " reveals the " (set.len()) "-card set " strong { (cards(set)) } " — " (rank(r))
        },
        ClashEvent::Answered {
            attacker,
            cards: answer,
            rank: r,
            captured,
        } => html! {
            (who(*attacker)) " answers " strong { (cards(answer)) } " — " (rank(r)) ": "
            @if *captured { strong { "captures it" } " (" (count(answer.len(), "card")) ")" }
            @else { "does not capture" }
        },
        ClashEvent::RoundScored {
            round,
            captured_cards,
            scorer,
            points,
            scores,
        } => html! {
            "Round " (round) " ends: " (captured_cards) " of 10 cards captured, "
            (who(*scorer)) " scores " (points) ". Score "
            (who(Seat::A)) " " (scores.a) " – " (scores.b) " " (who(Seat::B))
        },
        ClashEvent::RoundStarted { round, defender } => {
            html! { "Round " (round) ": " (who(*defender)) " defends." }
        }
        ClashEvent::MatchWon { winner, scores } => html! {
            strong { (who(*winner)) " wins the match " (scores[*winner]) "–" (scores[winner.other()]) "!" }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{page_of, public_part, render_all};
    use crate::model::games::StepAction;
    use crate::model::{AnyEvents, MatchStatus};
    use crate::rules::clash::ClashEvent;
    use crate::rules::GameKind;

    /// A seeded Clash played to the end: every step renders, the end names the winner
    /// and the final score, and each reveal's cards are public from their step on only.
    #[test]
    fn a_clash_match_renders_its_reveals_answers_and_final_score() {
        let page = page_of(GameKind::Clash, 3);
        let steps = render_all(&page);
        let info = &page.replay.info;
        assert_eq!(info.status, MatchStatus::Finished);
        let last = steps.last().unwrap();
        assert!(last.contains("wins the match"), "{last}");
        let (won, lost) = (info.scores.a.max(info.scores.b), info.scores.a.min(info.scores.b));
        assert!(last.contains(&format!("wins the match {won}–{lost}!")), "{last}");
        assert!(steps[0].contains("The table as dealt."));
        assert!(steps[0].contains(r#"<p class="chapter"><strong>Round 1</strong></p>"#));
        let mut reveals = 0;
        for (i, at) in page.replay.steps.iter().enumerate() {
            let Some((_, StepAction::Play { events: AnyEvents::Clash(events), .. })) = &at.action
            else {
                continue;
            };
            for event in events {
                if let ClashEvent::Revealed { cards, .. } = event {
                    reveals += 1;
                    let shown = cards[0].to_string();
                    assert!(public_part(&steps[i]).contains(&shown), "step {i}");
                    assert!(steps[i].contains(" reveals the "), "step {i}");
                    assert!(!public_part(&steps[i - 1]).contains(&shown), "step {}", i - 1);
                }
            }
        }
        assert!(reveals > 4, "{reveals} reveals");
        assert!(steps.iter().any(|s| s.contains("answered with")));
        assert!(steps.iter().any(|s| s.contains("sets face down")));
    }
}
