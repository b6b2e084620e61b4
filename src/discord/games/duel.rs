//! Duel in Discord. Libraries are face down for their owners too, so there is nothing
//! private: the table shows both revealed cards, the choices made so far (the second
//! chooser sees the first's), forced bottoms, clashes won, library sizes and the clock,
//! and carries the Keep / Bottom buttons itself. Each clash's result is a public line.

use super::controls::{action_button, table_buttons};
use super::{footer, mention, title, GameUi, Input, Screen, Step};
use crate::words::Lang;
use crate::model::MatchInfo;
use crate::rules::duel::{Duel, DuelEvent, DuelMove, DuelPublic, DuelView};
use crate::rules::{BySeat, Seat};
use serenity::all::{ButtonStyle, CreateActionRow};

fn choice_text(public: &DuelPublic, seat: Seat) -> &'static str {
    match (public.choices[seat], public.forced[seat]) {
        (_, true) => "⬇️ forced to the bottom (it was kept last clash)",
        (Some(DuelMove::Keep), _) => "⬆️ keeps it on top",
        (Some(DuelMove::Bottom), _) => "⬇️ puts it at the bottom",
        (None, _) if public.to_move == Some(seat) => "⏳ choosing…",
        (None, _) => "⏳ chooses next",
    }
}

fn versus(info: &MatchInfo, cards: BySeat<crate::cards::Card>) -> String {
    format!(
        "{} **{}** vs {} **{}**",
        mention(info.players.a),
        cards.a,
        mention(info.players.b),
        cards.b
    )
}

fn clash_result(info: &MatchInfo, winner: Option<Seat>) -> String {
    match winner {
        Some(seat) => format!("{} wins it", mention(info.players[seat])),
        None => "equal ranks, nobody wins".to_string(),
    }
}

/// The two choice buttons, for the seat to move, and on the table (`hint`) the "What would
/// the bot do?" that a panel gets on a row of its own.
fn choice_row(info: &MatchInfo, hint: bool) -> CreateActionRow {
    let mut buttons = vec![
        action_button::<Duel>(info, DuelMove::Keep, "Keep on top", ButtonStyle::Primary),
        action_button::<Duel>(
            info,
            DuelMove::Bottom,
            "Put on the bottom",
            ButtonStyle::Secondary,
        ),
    ];
    if hint {
        buttons.push(
            super::controls::button(
                crate::discord::ids::Id::Hint {
                    m: info.id,
                    v: info.version,
                },
                "What would the bot do?",
                ButtonStyle::Secondary,
            )
            .emoji('💡'),
        );
    }
    CreateActionRow::Buttons(buttons)
}

impl GameUi for Duel {
    const CODE: &'static str = "d";
    const RULES: &'static str = "**Duel** — the clash contest. Each player has a 26-card library.
Each clash both reveal their top card; the active player, then the other, chooses to keep it on top or put it at the bottom. The strictly higher rank wins the clash (2 low, A high); equal ranks win nothing. A card kept once goes to the bottom after its next reveal.
First to 5 clashes wins (`target` changes it). The same toss picks who starts every game.
**In Discord:** nothing is private (libraries are face down for their owners too): the table shows both revealed cards and carries **Keep on top** / **Put on the bottom** for the player to choose; the second chooser sees the first's choice. Each clash's result is posted.";

    type Action = DuelMove;
    /// Both buttons are moves; the rules refuse what is not possible now.
    type InputError = std::convert::Infallible;

    fn encode(action: &DuelMove) -> String {
        match action {
            DuelMove::Keep => "k".into(),
            DuelMove::Bottom => "b".into(),
        }
    }

    fn parse(tail: &str) -> Option<DuelMove> {
        match tail {
            "k" => Some(DuelMove::Keep),
            "b" => Some(DuelMove::Bottom),
            _ => None,
        }
    }

    fn wrap_action(action: DuelMove) -> super::AnyAction {
        super::AnyAction::Duel(action)
    }

    fn table(lang: Lang, info: &MatchInfo, public: &DuelPublic) -> Screen {
        let (a, b) = (mention(info.players.a), mention(info.players.b));
        let mut out = format!("{} · first to {} clashes\n", title(lang, info), public.target);
        out += &format!(
            "Clashes won: {a} **{}** · {b} **{}** · Libraries: {a} {} · {b} {}\n",
            public.scores.a, public.scores.b, public.library_sizes.a, public.library_sizes.b
        );
        if let Some(last) = &public.last_clash {
            out += &format!(
                "Clash {}: {} — {}\n",
                last.clash,
                versus(info, last.cards),
                clash_result(info, last.winner)
            );
        }
        if let Some(revealed) = public.revealed {
            out += &format!(
                "**Clash {}** revealed: {}\n",
                public.clash,
                versus(info, revealed)
            );
            for seat in [public.active, public.active.other()] {
                out += &format!(
                    "• {}{}: {}\n",
                    mention(info.players[seat]),
                    if seat == public.active {
                        " (chooses first)"
                    } else {
                        ""
                    },
                    choice_text(public, seat)
                );
            }
        }
        out += &footer(lang, info,
            "to choose: keep the card on top, or put it at the bottom",
        );
        let mut rows = Vec::new();
        if public.revealed.is_some() && !info.is_over() {
            rows.push(choice_row(info, true));
        }
        rows.push(table_buttons(lang, info, false, None));
        Screen::new(out, rows)
    }

    /// Both libraries are face down, for their owners too: nothing to show.
    fn hand_line(_lang: Lang, _: &DuelView) -> Option<String> {
        None
    }

    fn chapter(_lang: Lang, public: &DuelPublic) -> Option<String> {
        Some(format!("Clash {}", public.clash))
    }

    fn act_label(_lang: Lang, _: &DuelPublic) -> String {
        "Choose".into()
    }

    fn describe(_lang: Lang, _: &DuelView, mv: &DuelMove) -> String {
        format!("{mv} your top card")
    }

    fn events(_lang: Lang, info: &MatchInfo, events: &[DuelEvent]) -> Vec<String> {
        let who = |seat: Seat| mention(info.players[seat]);
        events
            .iter()
            .filter_map(|event| match event {
                DuelEvent::ClashResolved {
                    clash,
                    cards,
                    winner,
                    scores,
                } => Some(format!(
                    "Clash {clash}: {} — {}. Clashes won {} {} – {} {}",
                    versus(info, *cards),
                    clash_result(info, *winner),
                    who(Seat::A),
                    scores.a,
                    scores.b,
                    who(Seat::B)
                )),
                DuelEvent::GameWon { winner, scores } => Some(format!(
                    "🏆 {} wins the duel {}–{}!",
                    who(*winner),
                    scores[*winner],
                    scores[winner.other()]
                )),
                DuelEvent::ClashLimitReached {
                    clashes,
                    winner,
                    scores,
                } => Some(match winner {
                    Some(w) => format!(
                        "🏆 The clash limit ({clashes}) is reached: {} wins on clashes won, {}–{}.",
                        who(*w),
                        scores[*w],
                        scores[w.other()]
                    ),
                    None => format!(
                        "🤝 The clash limit ({clashes}) is reached with clashes won level: a draw."
                    ),
                }),
                DuelEvent::Revealed { .. } | DuelEvent::Chose { .. } => None,
            })
            .collect()
    }

    fn hand(_lang: Lang, info: &MatchInfo, _: &DuelView) -> Screen {
        Screen::text(format!(
            "**Match #{}** · In Duel both libraries are face down, for their owners too: everything there is to see is on the table.",
            info.id
        ))
    }

    fn panel(_lang: Lang, info: &MatchInfo, view: &DuelView) -> Screen {
        let Some(revealed) = view.public.revealed else {
            return Screen::text("The duel is over.");
        };
        let mine = revealed[view.seat];
        let other = view.seat.other();
        let mut text = format!(
            "**Match #{}** · Clash {}: your **{mine}** against **{}**.",
            info.id, view.public.clash, revealed[other]
        );
        if let Some(choice) = view.public.choices[other] {
            text += &format!(" {} chose to {choice}.", mention(info.players[other]));
        }
        Screen::new(text, vec![choice_row(info, false)])
    }

    fn step(
        _lang: Lang,
        _: &MatchInfo,
        view: &DuelView,
        action: DuelMove,
        _: &Input,
    ) -> Result<Step<DuelMove>, std::convert::Infallible> {
        let card = view
            .public
            .revealed
            .map(|r| r[view.seat].to_string())
            .unwrap_or_default();
        Ok(Step::Play {
            mv: action,
            done: format!("You chose to {action}: {card}."),
        })
    }
}
