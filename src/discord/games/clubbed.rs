//! Clubbed in Discord: the public table (top card, what it takes, stores, hand and stock
//! sizes, the last play and this turn's draws) and the private hand, fresh on every
//! click, with the playable cards as buttons (or a menu when there are many) and Draw
//! only when the rules allow it. Clubbing and the end are public lines.

use super::controls::{action_button, action_id, table_buttons};
use super::{footer, mention, sentence, title, GameUi, Input, Refusal, Screen, Step};
use crate::cards::{show_cards, Card, CardParseError};
use crate::words::Lang;
use crate::model::MatchInfo;
use crate::rules::clubbed::{Clubbed, ClubbedEvent, ClubbedMove, ClubbedPublic, ClubbedView};
use crate::rules::{count, Seat};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

/// Playable cards shown as buttons (4 rows of 5); more go in a menu.
const MAX_CARD_BUTTONS: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(proptest_derive::Arbitrary))]
pub enum ClubbedAction {
    Play {
        card: Card,
    },
    /// The menu of playable cards (when there are too many for buttons).
    PlayPicked,
    Draw,
}

/// Why the hand refused an input. Whether a card may be played is the rules' to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClubbedInputError {
    /// The menu's action came without the menu's values.
    NotMine,
    /// The menu came back with no card or several.
    PickOne { picked: usize },
    /// The menu's value is not a card.
    BadCard(CardParseError),
}

impl Refusal for ClubbedInputError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ClubbedInputError::NotMine => super::not_mine(lang),
            ClubbedInputError::PickOne { .. } => "Pick one card.".into(),
            ClubbedInputError::BadCard(e) => sentence(&e.to_string()),
        }
    }
}

fn what_it_takes(public: &ClubbedPublic) -> String {
    match (public.open.last(), public.accepts_any) {
        (None, _) => "the stack is empty: any card starts it".into(),
        (Some(top), true) => format!("top **{top}** (the turned-up club): any card may be played"),
        (Some(top), false) => format!(
            "top **{top}**: play a {} or a {}, or any club",
            top.suit.symbol(),
            top.rank.symbol()
        ),
    }
}

/// What `/rules` says of the game.
const RULES: &str = "**Clubbed** — a shedding game. 5 cards each, one turned up to start the stack.
Play a card matching the top card's suit or rank, or any club. Holding a match you must play; otherwise draw one at a time until you can.
Playing a **club** sends the whole stack to your opponent's store; they start a new stack with any card.
When the player to move cannot play, hands go to stores; **fewer cards in store wins**.
**In Discord:** your hand is private: **My hand** or **Play** shows it with a button for each card you may play, and **Draw a card** only when the rules let you draw. The table shows the top card, stores, hand and stock sizes and the last turn; clubbing is announced.";

impl GameUi for Clubbed {
    const CODE: &'static str = "k";
    fn rules(_lang: Lang) -> String {
        RULES.to_string()
    }

    type Action = ClubbedAction;
    type InputError = ClubbedInputError;

    fn encode(action: &ClubbedAction) -> String {
        match action {
            ClubbedAction::Play { card } => format!("p:{}", card.code()),
            ClubbedAction::PlayPicked => "m".into(),
            ClubbedAction::Draw => "d".into(),
        }
    }

    fn parse(tail: &str) -> Option<ClubbedAction> {
        match tail {
            "m" => Some(ClubbedAction::PlayPicked),
            "d" => Some(ClubbedAction::Draw),
            _ => {
                let code = tail.strip_prefix("p:")?;
                // Only the canonical form, so that every id reads back to itself.
                let card: Card = code.parse().ok()?;
                (card.code() == code).then_some(ClubbedAction::Play { card })
            }
        }
    }

    fn wrap_action(action: ClubbedAction) -> super::AnyAction {
        super::AnyAction::Clubbed(action)
    }

    fn table(lang: Lang, info: &MatchInfo, public: &ClubbedPublic) -> Screen {
        let (a, b) = (mention(info.players.a), mention(info.players.b));
        let mut out = format!("{}\n", title(lang, info));
        out += &format!(
            "Open stack ({}): {}\n",
            public.open.len(),
            what_it_takes(public)
        );
        out += &format!(
            "Stores (fewer wins): {a} **{}** · {b} **{}**\n",
            public.stores.a, public.stores.b
        );
        out += &format!(
            "Hands: {a} {} · {b} {} · Stock: {}\n",
            public.hand_sizes.a, public.hand_sizes.b, public.stock
        );
        if let Some(last) = &public.last_play {
            let mut line = format!("Last turn: {}", mention(info.players[last.seat]));
            if last.drew > 0 {
                line += &format!(" drew {}, then", count(last.drew as usize, "card"));
            }
            line += &format!(" played **{}**", last.card);
            if let Some(n) = last.clubbed {
                line += &format!(
                    " and clubbed {}: {} to their store",
                    mention(info.players[last.seat.other()]),
                    count(n, "card")
                );
            }
            if last.refilled > 0 {
                line += &format!(", then drew {} (hand played out)", last.refilled);
            }
            out += &line;
            out += "\n";
        }
        if let (Some(seat), true) = (public.to_move, public.drawn > 0) {
            out += &format!(
                "{} has drawn {} this turn.\n",
                mention(info.players[seat]),
                count(public.drawn as usize, "card")
            );
        }
        out += &footer(lang, info, "to play");
        Screen::new(
            out,
            vec![table_buttons(lang, info, true, Some(&Self::act_label(lang, public)))],
        )
    }

    fn hand_line(_lang: Lang, mine: &ClubbedView) -> Option<String> {
        Some(if mine.hand.is_empty() {
            "no cards".into()
        } else {
            show_cards(&mine.hand)
        })
    }

    fn act_label(_lang: Lang, _: &ClubbedPublic) -> String {
        "Play".into()
    }

    fn describe(_lang: Lang, _: &ClubbedView, mv: &ClubbedMove) -> String {
        match mv {
            ClubbedMove::Play { card } => format!("play {card}"),
            ClubbedMove::Draw => "draw from the stock".into(),
        }
    }

    fn events(_lang: Lang, info: &MatchInfo, events: &[ClubbedEvent]) -> Vec<String> {
        let who = |seat: Seat| mention(info.players[seat]);
        events
            .iter()
            .filter_map(|event| match event {
                ClubbedEvent::Clubbed {
                    seat,
                    victim,
                    cards,
                    store,
                } => Some(format!(
                    "♣️ {} clubs {}: {} to their store (now {store}).",
                    who(*seat),
                    who(*victim),
                    count(*cards, "card")
                )),
                ClubbedEvent::Ended {
                    stuck,
                    hands_added,
                    stores,
                    outcome,
                } => {
                    let result = match outcome.winner() {
                        Some(w) => format!("🏆 {} wins with fewer cards in store.", who(w)),
                        None => "🤝 Equal stores: a draw.".to_string(),
                    };
                    Some(format!(
                        "{} cannot play and the stock is empty: the game ends. Hands go to the stores ({} {}, {} {}). Final stores: {} **{}** · {} **{}**. {result}",
                        who(*stuck),
                        who(Seat::A),
                        hands_added.a,
                        who(Seat::B),
                        hands_added.b,
                        who(Seat::A),
                        stores.a,
                        who(Seat::B),
                        stores.b
                    ))
                }
                ClubbedEvent::Played { .. }
                | ClubbedEvent::Drew { .. }
                | ClubbedEvent::Refilled { .. } => None,
            })
            .collect()
    }

    /// The table's "Last turn" line shows a clubbing; the end of the game is posted.
    fn notable(event: &ClubbedEvent) -> bool {
        matches!(event, ClubbedEvent::Ended { .. })
    }

    fn hand(_lang: Lang, info: &MatchInfo, view: &ClubbedView) -> Screen {
        let mut text = format!(
            "**Match #{}** · your hand ({}): {}\n",
            info.id,
            view.hand.len(),
            if view.hand.is_empty() {
                "no cards".to_string()
            } else {
                show_cards(&view.hand)
            }
        );
        text += &format!("The open stack: {}.\n", what_it_takes(&view.public));
        if view.public.to_move != Some(view.seat) {
            if let Some(seat) = view.public.to_move {
                text += &format!("It is {}'s turn.", mention(info.players[seat]));
            }
            return Screen::text(text);
        }
        let mut rows = Vec::new();
        if view.playable.len() > MAX_CARD_BUTTONS {
            let options = view
                .playable
                .iter()
                .map(|c| CreateSelectMenuOption::new(c.to_string(), c.code()))
                .take(25)
                .collect();
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    action_id::<Clubbed>(info, ClubbedAction::PlayPicked),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder("Play a card")
                .min_values(1)
                .max_values(1),
            ));
        } else {
            for chunk in view.playable.chunks(5) {
                rows.push(CreateActionRow::Buttons(
                    chunk
                        .iter()
                        .map(|&card| {
                            action_button::<Clubbed>(
                                info,
                                ClubbedAction::Play { card },
                                format!("Play {card}"),
                                ButtonStyle::Primary,
                            )
                        })
                        .collect(),
                ));
            }
        }
        if view.can_draw {
            rows.push(CreateActionRow::Buttons(vec![action_button::<Clubbed>(
                info,
                ClubbedAction::Draw,
                "Draw a card",
                ButtonStyle::Secondary,
            )]));
        }
        text += match (view.playable.is_empty(), view.can_draw) {
            (false, true) => "Your move: play a club, or draw (you hold nothing that matches).",
            (false, false) => "Your move: play one of these cards.",
            (true, true) => "You hold nothing playable: draw until you can play.",
            (true, false) => "You cannot play.",
        };
        Screen::new(text, rows)
    }

    fn panel(lang: Lang, info: &MatchInfo, view: &ClubbedView) -> Screen {
        <Self as GameUi>::hand(lang, info, view)
    }

    fn step(
        _lang: Lang,
        _: &MatchInfo,
        _: &ClubbedView,
        action: ClubbedAction,
        input: &Input,
    ) -> Result<Step<ClubbedMove>, ClubbedInputError> {
        let card = match action {
            ClubbedAction::Draw => {
                return Ok(Step::Play {
                    mv: ClubbedMove::Draw,
                    done: "You drew a card.".into(),
                })
            }
            ClubbedAction::Play { card } => card,
            ClubbedAction::PlayPicked => {
                let Input::Select(values) = input else {
                    return Err(ClubbedInputError::NotMine);
                };
                let [value] = values.as_slice() else {
                    return Err(ClubbedInputError::PickOne {
                        picked: values.len(),
                    });
                };
                value.parse::<Card>().map_err(ClubbedInputError::BadCard)?
            }
        };
        // The rules decide whether the card may be played, and say why not.
        Ok(Step::Play {
            mv: ClubbedMove::Play { card },
            done: format!("You played {card}."),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_words_and_they_read_as_before() {
        let bad = "1Z".parse::<Card>().unwrap_err();
        let all = [
            ClubbedInputError::NotMine,
            ClubbedInputError::PickOne { picked: 2 },
            ClubbedInputError::BadCard(bad.clone()),
        ];
        for refusal in &all {
            assert!(!refusal.words(crate::words::Lang::ENGLISH).is_empty(), "{refusal:?}");
        }
        assert_eq!(
            ClubbedInputError::NotMine.words(crate::words::Lang::ENGLISH),
            "This button is not one of mine any more."
        );
        assert_eq!(ClubbedInputError::PickOne { picked: 0 }.words(crate::words::Lang::ENGLISH), "Pick one card.");
        assert!(
            ClubbedInputError::BadCard(bad)
                .words(crate::words::Lang::ENGLISH)
                .starts_with("`1Z` is not a card: write a rank"),
        );
    }
}
