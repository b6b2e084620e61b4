//! Clash on the web: the round's defender and attacker, its reveals and answers as a
//! table (what each set and answer ranks, and whether it captured), the sets still face
//! down; each seat's set-up, saved cards and hand.

use super::{card, cards, Seats, WebFrame};
use crate::cards::Card;
use crate::rules::clash::{
    Clash, ClashEvent, ClashMove, ClashPublic, ClashView, Exchange, Phase, SetRank,
};
use crate::rules::Seat;
use crate::web::layout::Voice;
use crate::words::Args;
use maud::{html, Markup};

/// `two pair (9♠ high)`.
fn rank(v: &Voice, rank: &SetRank) -> Markup {
    let category = v.word(&format!("clash-category-{}", rank.category.slug()));
    let args = Args::new().str("category", &category);
    v.fill("clash-rank", args, vec![("card", card(rank.relevant))])
}

/// `3-card`.
fn size(v: &Voice, size: usize) -> String {
    v.text("clash-size", &Args::new().num("size", size))
}

/// One revealed set and its answer, as a row of the round's table.
fn exchange_row(v: &Voice, ex: &Exchange) -> Markup {
    html! {
        tr {
            td { (size(v, ex.set.len())) }
            td { (cards(v, &ex.set)) br; span.muted { (rank(v, &ex.set_rank)) } }
            @match &ex.answer {
                Some(answer) => {
                    td { (cards(v, &answer.cards)) br; span.muted { (rank(v, &answer.rank)) } }
                    td { @if answer.captured { strong { (v.word("clash-captured")) } }
                        @else { (v.word("clash-not-captured")) } }
                }
                None => { td.muted { (v.word("clash-exchange-waiting")) } td {} }
            }
        }
    }
}

/// The round's revealed sets and answers, as a table.
fn exchanges(v: &Voice, public: &ClashPublic) -> Markup {
    let heads = ["set", "revealed", "answer", "result"].map(|h| v.word(&format!("frames-clash-{h}")));
    html! {
        div.scroll { table.exchanges {
            thead { tr { @for h in &heads { th { (h) } } } }
            tbody { @for ex in &public.exchanges { (exchange_row(v, ex)) } }
        } }
    }
}

impl WebFrame for Clash {
    const SCORE: &'static str = "web-score-score";

    fn table(seats: &Seats, public: &ClashPublic) -> Markup {
        let v = &seats.voice;
        let defender = public.defender;
        let roles = vec![
            ("defender", html! { strong { (seats.name(defender)) } }),
            ("attacker", html! { strong { (seats.name(defender.other())) } }),
        ];
        let sizes: Vec<String> = public.unrevealed.iter().map(|n| size(v, usize::from(*n))).collect();
        html! {
            p { (v.fill("frames-clash-target-roles", Args::new().num("target", public.target), roles)) }
            @if public.exchanges.is_empty() {
                p.muted { (v.word("frames-clash-none-revealed")) }
            } @else {
                (exchanges(v, public))
            }
            @if !sizes.is_empty() {
                p { (v.text("clash-face-down", &Args::new().str("sizes", &sizes.join(", ")))) }
            }
        }
    }

    fn to_do(v: &Voice, public: &ClashPublic) -> String {
        match public.phase {
            Phase::SetUp => v.word("clash-to-set-up"),
            Phase::Reveal => v.word("clash-to-reveal"),
            Phase::Answer { size } => v.text("clash-to-answer", &Args::new().num("size", size)),
            Phase::Over => v.word("shape-to-play"),
        }
    }

    fn events(seats: &Seats, events: &[ClashEvent]) -> Vec<Markup> {
        events.iter().map(|e| event(seats, e)).collect()
    }

    fn describe(v: &Voice, _: &ClashView, mv: &ClashMove, _: &ClashPublic) -> Markup {
        match mv {
            // Never a public move (`Clash::move_is_public`): a replay words it by its
            // events; here too, nothing of the sets.
            ClashMove::SetUp(_) => html! { (v.word("frames-clash-set-up-hidden")) },
            ClashMove::Reveal { size } => {
                html! { (v.text("frames-clash-revealed-set", &Args::new().num("size", *size))) }
            }
            ClashMove::Answer { cards: answer } => {
                v.fill("frames-clash-answered", Args::new(), vec![("cards", cards(v, answer))])
            }
        }
    }

    fn chapter(v: &Voice, public: &ClashPublic) -> Option<String> {
        Some(v.text("web-chapter-round", &Args::new().num("n", public.round)))
    }
}

/// One event of a Clash move, in words.
fn event(seats: &Seats, event: &ClashEvent) -> Markup {
    let v = &seats.voice;
    let who = |seat: Seat| seats.name(seat);
    let strong_cards = |c: &[Card]| html! { strong { (cards(v, c)) } };
    match event {
        ClashEvent::SetUpDone { defender } => {
            html! { (v.text("clash-event-set-up", &Args::new().str("who", who(*defender)))) }
        }
        ClashEvent::Revealed {
            defender,
            cards: set,
            rank: r,
        } => {
            let args = Args::new().str("who", who(*defender)).num("size", set.len());
            let slots = vec![("cards", strong_cards(set)), ("rank", rank(v, r))];
            v.fill("clash-event-revealed", args, slots)
        }
        ClashEvent::Answered {
            attacker,
            cards: answer,
            rank: r,
            captured,
        } => {
            let result = match captured {
                true => v.fill(
                    "frames-clash-captures",
                    Args::new().num("n", answer.len()),
                    vec![("captures", html! { strong { (v.word("frames-clash-captures-it")) } })],
                ),
                false => html! { (v.word("clash-event-no-capture")) },
            };
            let slots = vec![("cards", strong_cards(answer)), ("rank", rank(v, r)), ("result", result)];
            v.fill("clash-event-answered", Args::new().str("who", who(*attacker)), slots)
        }
        ClashEvent::RoundScored {
            round,
            captured_cards,
            scorer,
            points,
            scores,
        } => {
            let args = Args::new()
                .num("round", *round)
                .num("captured", *captured_cards)
                .str("scorer", who(*scorer))
                .num("points", *points)
                .str("a", who(Seat::A))
                .num("sa", scores.a)
                .num("sb", scores.b)
                .str("b", who(Seat::B));
            html! { (v.text("clash-event-round-scored", &args)) }
        }
        ClashEvent::RoundStarted { round, defender } => {
            let args = Args::new().num("round", *round).str("who", who(*defender));
            html! { (v.text("clash-event-round-started", &args)) }
        }
        ClashEvent::MatchWon { winner, scores } => super::match_won(seats, *winner, scores),
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
        // A set-up is told by what it did, never by its sets: no hand at any step.
        let set_ups: Vec<&String> = steps
            .iter()
            .filter(|s| s.contains(" moved.</p>"))
            .collect();
        assert!(!set_ups.is_empty());
        assert!(set_ups.iter().all(|s| s.contains(" has set up")), "{set_ups:?}");
        assert!(steps.iter().all(|s| !s.contains("sets face down") && !s.contains("Hands")));
    }
}
