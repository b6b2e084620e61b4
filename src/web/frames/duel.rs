//! Duel on the web. Libraries are face down for their owners too, so the table says it
//! all: the clash's two revealed cards and the choices made so far (a card kept last
//! clash is forced to the bottom), the last clash and who won it, library sizes. Each
//! clash's result is an event; there are no hands to show.

use super::{card, Seats, WebFrame};
use crate::cards::Card;
use crate::rules::duel::{Duel, DuelEvent, DuelMove, DuelPublic, DuelView, ShownChoice};
use crate::rules::{BySeat, Seat};
use crate::web::layout::Voice;
use crate::words::Args;
use maud::{html, Markup};

fn choice_text(v: &Voice, public: &DuelPublic, seat: Seat) -> String {
    let key = match public.shown_choice(seat) {
        ShownChoice::Forced => "duel-choice-forced",
        ShownChoice::Keeps => "duel-choice-keeps",
        ShownChoice::Bottoms => "duel-choice-bottoms",
        ShownChoice::Choosing => "duel-choice-choosing",
        ShownChoice::Next => "duel-choice-next",
    };
    v.word(key)
}

/// `Ann K♠ vs Bob 7♥`.
fn versus(seats: &Seats, cards: BySeat<Card>) -> Markup {
    let args = Args::new()
        .str("a", seats.name(Seat::A))
        .str("b", seats.name(Seat::B));
    let slots = vec![
        ("ca", html! { strong { (card(cards.a)) } }),
        ("cb", html! { strong { (card(cards.b)) } }),
    ];
    seats.voice.fill("duel-versus", args, slots)
}

fn clash_result(seats: &Seats, winner: Option<Seat>) -> String {
    let v = &seats.voice;
    match winner {
        Some(seat) => v.text("duel-clash-won", &Args::new().str("who", seats.name(seat))),
        None => v.word("duel-clash-equal"),
    }
}

/// `Clash 3: Ann K♠ vs Bob 7♥ — Ann wins it`, then what `key` adds.
fn clash_line(seats: &Seats, key: &str, args: Args<'_>, clash: u32, cards: BySeat<Card>, winner: Option<Seat>) -> Markup {
    let result = clash_result(seats, winner);
    let args = args.num("clash", clash).str("result", &result);
    seats.voice.around(key, args, "versus", versus(seats, cards))
}

impl WebFrame for Duel {
    const SCORE: &'static str = "web-score-clashes";

    fn table(seats: &Seats, public: &DuelPublic) -> Markup {
        let v = &seats.voice;
        let sizes = public.library_sizes;
        let head = Args::new()
            .num("target", public.target)
            .str("a", seats.name(Seat::A))
            .num("la", sizes.a)
            .str("b", seats.name(Seat::B))
            .num("lb", sizes.b);
        html! {
            p { (v.text("frames-duel-head", &head)) }
            @if let Some(last) = &public.last_clash {
                p { (clash_line(seats, "duel-last", Args::new(), last.clash, last.cards, last.winner)) }
            }
            @if let Some(revealed) = public.revealed {
                p { (v.fill("duel-revealed", Args::new(), vec![
                    ("clash", html! { strong { (v.text("duel-chapter", &Args::new().num("clash", public.clash))) } }),
                    ("versus", versus(seats, revealed)),
                ])) }
                ul.plain { @for seat in [public.active, public.active.other()] {
                    @let key = if seat == public.active { "duel-chooser-first" } else { "duel-chooser" };
                    @let choice = choice_text(v, public, seat);
                    li { (v.text(key, &Args::new().str("who", seats.name(seat)).str("choice", &choice))) }
                } }
            }
        }
    }

    fn to_do(v: &Voice, _: &DuelPublic) -> String {
        v.word("duel-to-choose")
    }

    fn events(seats: &Seats, events: &[DuelEvent]) -> Vec<Markup> {
        events.iter().filter_map(|e| event(seats, e)).collect()
    }

    fn describe(v: &Voice, before: &DuelView, mv: &DuelMove, _: &DuelPublic) -> Markup {
        let top = before.public.revealed.map(|r| r[before.seat]);
        let top = match top {
            Some(c) => card(c),
            None => html! { (v.word("frames-duel-their-card")) },
        };
        let key = match mv {
            DuelMove::Keep => "frames-duel-kept",
            DuelMove::Bottom => "frames-duel-put",
        };
        v.around(key, Args::new(), "card", top)
    }

    fn chapter(v: &Voice, public: &DuelPublic) -> Option<String> {
        Some(v.text("web-chapter-clash", &Args::new().num("n", public.clash)))
    }
}

/// One event of a choice, in words; none for what the table shows.
fn event(seats: &Seats, event: &DuelEvent) -> Option<Markup> {
    let v = &seats.voice;
    let who = |seat: &Seat| seats.name(*seat);
    let line = |key: &str, args: &Args<'_>| html! { strong { (v.text(key, args)) } };
    match event {
        DuelEvent::Chose {
            seat, forced: true, ..
        } => Some(html! { (v.text("frames-duel-event-forced", &Args::new().str("who", who(seat)))) }),
        DuelEvent::ClashResolved {
            clash,
            cards,
            winner,
            scores,
        } => {
            let args = Args::new()
                .str("a", who(&Seat::A))
                .num("sa", scores.a)
                .num("sb", scores.b)
                .str("b", who(&Seat::B));
            Some(clash_line(seats, "duel-event-clash", args, *clash, *cards, *winner))
        }
        DuelEvent::GameWon { winner, scores } => {
            let args = Args::new()
                .str("winner", who(winner))
                .num("w", scores[*winner])
                .num("l", scores[winner.other()]);
            Some(line("duel-event-won", &args))
        }
        DuelEvent::ClashLimitReached {
            clashes,
            winner: Some(w),
            scores,
        } => {
            let args = Args::new()
                .num("clashes", *clashes)
                .str("winner", who(w))
                .num("w", scores[*w])
                .num("l", scores[w.other()]);
            Some(line("duel-event-limit-won", &args))
        }
        DuelEvent::ClashLimitReached {
            clashes,
            winner: None,
            ..
        } => Some(line("duel-event-limit-draw", &Args::new().num("clashes", *clashes))),
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
