//! Clash in Discord: the public table (scores, roles, this round's reveals and answers),
//! the public lines of reveals, answers and round results, and the private panels of the
//! defender (guided or typed set-up, reveal) and the attacker (answer, with a preview of
//! whether it captures). The checks are the rules' own (`rules::clash`).
//!
//! Why one file of over 600 lines: the set-up panel's steps (pick sets from menus, type
//! them, preview, confirm) and the answer's preview share their drafts and wording.

use super::controls::{action_button, action_id, table_buttons};
use super::{
    footer, mention, sentence, text_modal, title, GameUi, Input, Refusal, Screen, Step,
};
use crate::cards::{parse_cards, show_cards, Card, CardParseError};
use crate::words::Lang;
use crate::model::MatchInfo;
use crate::rules::clash::{
    categories_for_size, check_from_hand, evaluate, sets::set_count, sets::sets_ranked_below,
    show_setup, Clash, ClashError, ClashEvent, ClashMove, ClashPublic, ClashView, Phase, SetRank, Setup,
};
use crate::rules::{count, Seat};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

/// Steps of the guided set-up; the draft (cards chosen so far, 4-card set first) rides
/// in the id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(proptest_derive::Arbitrary))]
pub enum SetupStep {
    Pick,
    Back,
    Reset,
    Suggest,
    TypeIt,
    Confirm,
}

const STEPS: [(SetupStep, &str); 6] = [
    (SetupStep::Pick, "p"),
    (SetupStep::Back, "b"),
    (SetupStep::Reset, "r"),
    (SetupStep::Suggest, "s"),
    (SetupStep::TypeIt, "t"),
    (SetupStep::Confirm, "c"),
];

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(proptest_derive::Arbitrary))]
pub enum ClashAction {
    Setup {
        step: SetupStep,
        #[cfg_attr(test, proptest(strategy = "super::tests::some_cards(13)"))]
        draft: Vec<Card>,
    },
    /// The typed set-up form.
    SetupModal,
    Reveal {
        size: u8,
    },
    AnswerPick,
    AnswerTypeIt,
    /// The typed answer form.
    AnswerModal,
    AnswerConfirm {
        #[cfg_attr(test, proptest(strategy = "super::tests::some_cards(13)"))]
        cards: Vec<Card>,
    },
}

fn cards_code(cards: &[Card]) -> String {
    cards.iter().map(|c| c.code()).collect()
}

fn cards_from(code: &str) -> Option<Vec<Card>> {
    if !code.len().is_multiple_of(2) || !code.is_ascii() {
        return None;
    }
    (0..code.len())
        .step_by(2)
        .map(|i| code[i..i + 2].parse().ok())
        .collect()
}

pub fn rank_text(rank: &SetRank) -> String {
    format!("{} ({} high)", rank.category, rank.relevant)
}

fn set_line(set: &[Card]) -> String {
    let rank = evaluate(set).map(|r| rank_text(&r)).unwrap_or_default();
    format!("• {}-card: {} — {rank}\n", set.len(), show_cards(set))
}

const STALE_PANEL: &str = "That panel is from an earlier step; use the table's button again.";

/// Why a panel refused an input: the facts; [`Refusal::words`] says them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClashInputError {
    /// The input does not fit the panel (another phase, a form where a menu was, a
    /// draft that is not whole sets of the hand's cards).
    StalePanel,
    /// The typed set-up is refused by the rules; the words add how to write one.
    BadSetup(ClashError),
    /// A menu's value or a typed card is not a card.
    BadCard(CardParseError),
    /// The rules refuse the cards (not in the hand, the wrong count for an answer).
    Rules(ClashError),
    /// A card picked for a set is already in an earlier set of the draft.
    AlreadyInSet { card: Card },
    /// The guided set-up's next set has `size` cards, and `picked` were picked.
    WrongCount { size: usize, picked: usize },
    /// Confirm before the four sets are picked.
    SetsMissing,
}

impl Refusal for ClashInputError {
    fn words(&self, _lang: Lang) -> String {
        match self {
            ClashInputError::StalePanel => STALE_PANEL.into(),
            ClashInputError::BadSetup(e) => format!(
                "{} Write four sets separated by `|`, e.g. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Nothing was changed.",
                sentence(&e.to_string())
            ),
            ClashInputError::BadCard(e) => sentence(&e.to_string()),
            ClashInputError::Rules(e) => sentence(&e.to_string()),
            ClashInputError::AlreadyInSet { card } => {
                format!("{card} is already in one of your sets.")
            }
            ClashInputError::WrongCount { size, .. } => {
                format!("Pick exactly {}.", count(*size, "card"))
            }
            ClashInputError::SetsMissing => "Pick all four sets before confirming.".into(),
        }
    }
}

/// What `/rules` says of the game.
const RULES: &str = "**Clash** (split poker) — first to 10 points.
Each round one player defends and the other attacks; roles swap every round.
**1. Set up.** The defender secretly splits 13 cards into sets of 1, 2, 3 and 4 cards and saves the last 3 for next round.
**2. Reveal and answer.** The defender reveals one set at a time, in any order. The attacker answers each with as many cards from her hand (junk is allowed) and captures the set if hers ranks strictly higher.
**3. Score.** Capturing 6+ of the 10 cards scores (captured − 5); otherwise the defender scores 2.
Then everything but the saved cards is reshuffled; each gets 13, and the new attacker adds her 3 saved cards (16).
**Rankings** (highest first). 2 cards: pair > high card. 3 cards: three of a kind > straight flush > straight > flush > pair > high card. 4 cards: four of a kind > straight flush > straight flash (a run with all four suits) > two pair flash > straight > flush > three of a kind > two pair > pair > common flash (all four suits) > high card.
Ties between equal categories go to the higher relevant card (rank, then ♠ > ♥ > ♦ > ♣). Aces are high or low (A-2-3), never round the corner.
**Examples:** `JS JH` beats `JD JC` · `2C 2D 2H` beats `QS KS AS` · `3C 4D 5H 6S` (straight flash) beats `9S 9H 7D 7C` (two pair flash) · `2H 7H 9H KH` (flush) beats `AS AH AD 2C`.
The cards are dealt before the toss: look at yours with **My hand** on the toss post before the winner picks attack or defend.
Try `/rank 9S 9H 7D 7C`.";

impl GameUi for Clash {
    const CODE: &'static str = "c";
    fn rules(_lang: Lang) -> String {
        RULES.to_string()
    }

    type Action = ClashAction;
    type InputError = ClashInputError;

    fn encode(action: &ClashAction) -> String {
        match action {
            ClashAction::Setup { step, draft } => {
                let code = STEPS
                    .iter()
                    .find(|(s, _)| s == step)
                    .map_or("p", |(_, c)| c);
                format!("s{code}:{}", cards_code(draft))
            }
            ClashAction::SetupModal => "sm".into(),
            ClashAction::Reveal { size } => format!("rv:{size}"),
            ClashAction::AnswerPick => "ap".into(),
            ClashAction::AnswerTypeIt => "at".into(),
            ClashAction::AnswerModal => "am".into(),
            ClashAction::AnswerConfirm { cards } => format!("ak:{}", cards_code(cards)),
        }
    }

    fn parse(tail: &str) -> Option<ClashAction> {
        let (tag, rest) = match tail.split_once(':') {
            Some((tag, rest)) => (tag, Some(rest)),
            None => (tail, None),
        };
        Some(match (tag, rest) {
            ("sm", None) => ClashAction::SetupModal,
            ("ap", None) => ClashAction::AnswerPick,
            ("at", None) => ClashAction::AnswerTypeIt,
            ("am", None) => ClashAction::AnswerModal,
            ("rv", Some(size)) => ClashAction::Reveal {
                size: size.parse().ok()?,
            },
            ("ak", Some(cards)) => ClashAction::AnswerConfirm {
                cards: cards_from(cards)?,
            },
            (tag, Some(cards)) if tag.len() == 2 && tag.starts_with('s') => ClashAction::Setup {
                step: STEPS.iter().find(|(_, c)| *c == &tag[1..])?.0,
                draft: cards_from(cards)?,
            },
            _ => return None,
        })
    }

    fn wrap_action(action: ClashAction) -> super::AnyAction {
        super::AnyAction::Clash(action)
    }

    fn table(lang: Lang, info: &MatchInfo, public: &ClashPublic) -> Screen {
        let (a, b) = (mention(info.players.a), mention(info.players.b));
        let mut out = format!("{} · first to {}\n", title(lang, info), public.target);
        out += &format!(
            "Score: {a} **{}** · {b} **{}** · Round {}\n",
            public.scores.a, public.scores.b, public.round
        );
        out += &format!(
            "🛡️ Defender {} · ⚔️ Attacker {}\n",
            mention(info.players[public.defender]),
            mention(info.players[public.defender.other()])
        );
        for ex in &public.exchanges {
            out += &format!(
                "• {}-card: {} — {}",
                ex.set.len(),
                show_cards(&ex.set),
                rank_text(&ex.set_rank)
            );
            match &ex.answer {
                Some(ans) => {
                    out += &format!(
                        " ⟵ {} — {}: {}\n",
                        show_cards(&ans.cards),
                        rank_text(&ans.rank),
                        if ans.captured {
                            "**captured**"
                        } else {
                            "not captured"
                        }
                    )
                }
                None => out += " ⟵ waiting for the answer\n",
            }
        }
        if !public.unrevealed.is_empty() {
            let sizes: Vec<String> = public
                .unrevealed
                .iter()
                .map(|n| format!("{n}-card"))
                .collect();
            out += &format!("Face down: {}\n", sizes.join(", "));
        }
        let what = match public.phase {
            Phase::SetUp => "to set up".to_string(),
            Phase::Reveal => "to reveal a set".to_string(),
            Phase::Answer { size } => format!("to answer the {size}-card set"),
            Phase::Over => String::new(),
        };
        out += &footer(lang, info, &what);
        Screen::new(
            out,
            vec![table_buttons(lang, info, true, Some(&Self::act_label(lang, public)))],
        )
    }

    fn hand_line(_lang: Lang, mine: &ClashView) -> Option<String> {
        let mut parts = Vec::new();
        if let Some(setup) = &mine.setup {
            let sets: Vec<String> = setup
                .sets
                .iter()
                .filter(|set| !set.is_empty())
                .map(|set| show_cards(set))
                .collect();
            if !sets.is_empty() {
                parts.push(format!("sets face down {}", sets.join(" | ")));
            }
            if !setup.saved.is_empty() {
                parts.push(format!("saved {}", show_cards(&setup.saved)));
            }
        }
        if !mine.hand.is_empty() {
            parts.push(format!("hand {}", show_cards(&mine.hand)));
        }
        Some(if parts.is_empty() {
            "no cards".into()
        } else {
            parts.join(" · ")
        })
    }

    fn chapter(_lang: Lang, public: &ClashPublic) -> Option<String> {
        Some(format!("Round {}", public.round))
    }

    fn act_label(_lang: Lang, public: &ClashPublic) -> String {
        let label = match public.phase {
            Phase::SetUp => "Set up",
            Phase::Reveal => "Reveal",
            Phase::Answer { .. } => "Answer",
            Phase::Over => "Play",
        };
        label.into()
    }

    fn describe(_lang: Lang, _: &ClashView, mv: &ClashMove) -> String {
        match mv {
            ClashMove::SetUp(setup) => format!("set up {}", show_setup(setup)),
            ClashMove::Reveal { size } => format!("reveal your {size}-card set"),
            ClashMove::Answer { cards } => format!("answer with {}", show_cards(cards)),
        }
    }

    /// A set-up hint fills the set-up panel in (as Suggest did), ready to confirm.
    fn hinted(lang: Lang, info: &MatchInfo, mine: &ClashView, mv: &ClashMove) -> Screen {
        let line = super::hint_line(lang, &Self::describe(lang, mine, mv));
        let panel = match mv {
            ClashMove::SetUp(setup) => {
                let draft: Vec<Card> = setup.sets.iter().rev().flatten().copied().collect();
                setup_panel(info, &mine.hand, &draft)
            }
            _ => Self::panel(lang, info, mine),
        };
        Screen {
            text: format!("{line}\n{}", panel.text),
            ..panel
        }
    }

    fn events(_lang: Lang, info: &MatchInfo, events: &[ClashEvent]) -> Vec<String> {
        let who = |seat: Seat| mention(info.players[seat]);
        events
            .iter()
            .map(|event| match event {
                ClashEvent::SetUpDone { defender } => {
                    format!("{} has set up their four sets.", who(*defender))
                }
                ClashEvent::Revealed {
                    defender,
                    cards,
                    rank,
                } => format!(
                    "{} reveals the {}-card set **{}** — {}",
                    who(*defender),
                    cards.len(),
                    show_cards(cards),
                    rank_text(rank)
                ),
                ClashEvent::Answered {
                    attacker,
                    cards,
                    rank,
                    captured,
                } => format!(
                    "{} answers **{}** — {}: {}",
                    who(*attacker),
                    show_cards(cards),
                    rank_text(rank),
                    if *captured {
                        format!("**captures** it ({})", count(cards.len(), "card"))
                    } else {
                        "does not capture".to_string()
                    }
                ),
                ClashEvent::RoundScored {
                    round,
                    captured_cards,
                    scorer,
                    points,
                    scores,
                } => format!(
                    "Round {round} ends: {captured_cards} of 10 cards captured, {} scores {points}. Score {} {} – {} {}",
                    who(*scorer),
                    who(Seat::A),
                    scores.a,
                    scores.b,
                    who(Seat::B)
                ),
                ClashEvent::RoundStarted { round, defender } => {
                    format!("Round {round}: {} defends.", who(*defender))
                }
                ClashEvent::MatchWon { winner, scores } => format!(
                    "🏆 {} wins the match {}–{}!",
                    who(*winner),
                    scores[*winner],
                    scores[winner.other()]
                ),
            })
            .collect()
    }

    /// The table shows the round's set-up, reveals and answers as they happen; a round's
    /// end (and the match's) is posted, since the next round's table no longer shows it.
    fn notable(event: &ClashEvent) -> bool {
        matches!(
            event,
            ClashEvent::RoundScored { .. } | ClashEvent::MatchWon { .. }
        )
    }

    fn hand(_lang: Lang, info: &MatchInfo, view: &ClashView) -> Screen {
        let mut out = String::new();
        if let Some(setup) = &view.setup {
            out += "Your sets still face down:\n";
            for set in setup.sets.iter().filter(|set| !set.is_empty()) {
                out += &set_line(set);
            }
            out += &format!("Saved for next round: {}\n", show_cards(&setup.saved));
        }
        if !view.hand.is_empty() {
            out += &format!(
                "Your hand ({}): {}\n",
                view.hand.len(),
                show_cards(&view.hand)
            );
        }
        if out.is_empty() {
            out = "You hold no cards right now.".into();
        }
        Screen::text(format!("**Match #{}** · your cards\n{out}", info.id))
    }

    fn panel(_lang: Lang, info: &MatchInfo, view: &ClashView) -> Screen {
        match view.public.phase {
            Phase::SetUp => setup_panel(info, &view.hand, &[]),
            Phase::Reveal => match &view.setup {
                Some(setup) => reveal_panel(info, setup),
                None => Screen::text(STALE_PANEL),
            },
            Phase::Answer { .. } => answer_panel(info, view, None),
            Phase::Over => Screen::text("The match is over."),
        }
    }

    fn step(
        _lang: Lang,
        info: &MatchInfo,
        view: &ClashView,
        action: ClashAction,
        input: &Input,
    ) -> Result<Step<ClashMove>, ClashInputError> {
        match action {
            ClashAction::Setup { step, draft } => {
                if view.public.phase != Phase::SetUp {
                    return Err(ClashInputError::StalePanel);
                }
                setup_step(info, view, step, draft, input)
            }
            ClashAction::SetupModal => {
                let Input::Modal(text) = input else {
                    return Err(ClashInputError::StalePanel);
                };
                let setup = Setup::parse(text, &view.hand)
                    .and_then(|setup| view.check_setup(&setup).map(|()| setup))
                    .map_err(ClashInputError::BadSetup)?;
                let draft: Vec<Card> = setup.sets.iter().rev().flatten().copied().collect();
                Ok(Step::Show(setup_panel(info, &view.hand, &draft)))
            }
            ClashAction::Reveal { size } => Ok(Step::Play {
                mv: ClashMove::Reveal { size },
                done: format!("You revealed your {size}-card set."),
            }),
            ClashAction::AnswerPick => {
                let Input::Select(values) = input else {
                    return Err(ClashInputError::StalePanel);
                };
                let cards = values_to_cards(values)?;
                preview(info, view, &cards)
            }
            ClashAction::AnswerTypeIt => {
                let size = view.to_answer().map_or(0, |ex| ex.set.len());
                Ok(Step::Modal(text_modal(
                    action_id::<Clash>(info, ClashAction::AnswerModal),
                    "Your answer",
                    &format!("{}, e.g. 7S 7H 7D", count(size, "card")),
                    None,
                )))
            }
            ClashAction::AnswerModal => {
                let Input::Modal(text) = input else {
                    return Err(ClashInputError::StalePanel);
                };
                let cards = parse_cards(text).map_err(ClashInputError::BadCard)?;
                preview(info, view, &cards)
            }
            ClashAction::AnswerConfirm { cards } => {
                view.preview_answer(&cards)
                    .map_err(ClashInputError::Rules)?;
                Ok(Step::Play {
                    done: format!("You answered with {}.", show_cards(&cards)),
                    mv: ClashMove::Answer { cards },
                })
            }
        }
    }
}

fn values_to_cards(values: &[String]) -> Result<Vec<Card>, ClashInputError> {
    values
        .iter()
        .map(|v| v.parse::<Card>().map_err(ClashInputError::BadCard))
        .collect()
}

/// The answer panel with a preview of `cards`, or the rules' reason they cannot answer.
fn preview(
    info: &MatchInfo,
    view: &ClashView,
    cards: &[Card],
) -> Result<Step<ClashMove>, ClashInputError> {
    view.preview_answer(cards)
        .map_err(ClashInputError::Rules)?;
    let mut sorted = cards.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    Ok(Step::Show(answer_panel(info, view, Some(&sorted))))
}

/// Splits a set-up draft (4-card set first, then 3, 2, 1) into its sets.
fn draft_sets(draft: &[Card]) -> Vec<&[Card]> {
    let mut sets = Vec::new();
    let mut rest = draft;
    for size in [4usize, 3, 2, 1] {
        if rest.len() < size {
            break;
        }
        let (set, tail) = rest.split_at(size);
        sets.push(set);
        rest = tail;
    }
    sets
}

/// The size of the next set to pick, or `None` when all four are picked.
fn next_size(draft: &[Card]) -> Option<usize> {
    [4usize, 3, 2, 1].into_iter().nth(draft_sets(draft).len())
}

/// The draft as a complete set-up, once all four sets are picked.
fn draft_setup(draft: &[Card], hand: &[Card]) -> Option<Setup> {
    if next_size(draft).is_some() {
        return None;
    }
    let sets = draft_sets(draft);
    Some(Setup {
        sets: [
            sets[3].to_vec(),
            sets[2].to_vec(),
            sets[1].to_vec(),
            sets[0].to_vec(),
        ],
        saved: hand
            .iter()
            .filter(|c| !draft.contains(c))
            .copied()
            .collect(),
    })
}

/// A draft read from an id must be whole sets of distinct cards of the hand.
fn check_draft(hand: &[Card], draft: &[Card]) -> Result<(), ClashInputError> {
    let whole: usize = draft_sets(draft).iter().map(|s| s.len()).sum();
    if whole != draft.len() || check_from_hand(hand, draft).is_err() {
        return Err(ClashInputError::StalePanel);
    }
    Ok(())
}

fn setup_step(
    info: &MatchInfo,
    view: &ClashView,
    step: SetupStep,
    draft: Vec<Card>,
    input: &Input,
) -> Result<Step<ClashMove>, ClashInputError> {
    let hand = &view.hand;
    check_draft(hand, &draft)?;
    let show = |draft: &[Card]| Ok(Step::Show(setup_panel(info, hand, draft)));
    match step {
        SetupStep::Pick => {
            let Some(size) = next_size(&draft) else {
                return show(&draft);
            };
            let Input::Select(values) = input else {
                return Err(ClashInputError::StalePanel);
            };
            let picked = values_to_cards(values)?;
            if let Some(used) = picked.iter().find(|c| draft.contains(c)) {
                return Err(ClashInputError::AlreadyInSet { card: *used });
            }
            check_from_hand(hand, &picked).map_err(ClashInputError::Rules)?;
            if picked.len() != size {
                return Err(ClashInputError::WrongCount {
                    size,
                    picked: picked.len(),
                });
            }
            let mut next = draft;
            let mut picked = picked;
            picked.sort_unstable_by(|a, b| b.cmp(a));
            next.extend(picked);
            show(&next)
        }
        SetupStep::Back => {
            let sets = draft_sets(&draft);
            let keep: usize = sets
                .iter()
                .take(sets.len().saturating_sub(1))
                .map(|s| s.len())
                .sum();
            show(&draft[..keep])
        }
        SetupStep::Reset => show(&[]),
        // Panels drawn before "What would the bot do?" replaced Suggest still carry it.
        SetupStep::Suggest => {
            let setup = Clash::suggest_setup(hand);
            let suggested: Vec<Card> = setup.sets.iter().rev().flatten().copied().collect();
            show(&suggested)
        }
        SetupStep::TypeIt => {
            let prefill = draft_setup(&draft, hand).map(|setup| {
                setup
                    .sets
                    .iter()
                    .map(|set| set.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "))
                    .collect::<Vec<_>>()
                    .join(" | ")
            });
            Ok(Step::Modal(text_modal(
                action_id::<Clash>(info, ClashAction::SetupModal),
                "Your set-up",
                "AS | JS JH | 8C 9C TC | 3D 4H 5S 6C",
                prefill,
            )))
        }
        SetupStep::Confirm => {
            let Some(setup) = draft_setup(&draft, hand) else {
                return Err(ClashInputError::SetsMissing);
            };
            view.check_setup(&setup).map_err(ClashInputError::Rules)?;
            Ok(Step::Play {
                done: format!("Your set-up is committed: {}.", show_setup(&setup)),
                mv: ClashMove::SetUp(setup),
            })
        }
    }
}

/// The guided set-up panel (the defender's own).
fn setup_panel(info: &MatchInfo, hand: &[Card], draft: &[Card]) -> Screen {
    let free: Vec<Card> = hand
        .iter()
        .filter(|c| !draft.contains(c))
        .copied()
        .collect();
    let mut text = format!(
        "**Set up — Match #{}**\nYour hand: {}\n",
        info.id,
        show_cards(hand)
    );
    for set in draft_sets(draft) {
        text += &set_line(set);
    }
    let id = |step| {
        action_id::<Clash>(
            info,
            ClashAction::Setup {
                step,
                draft: draft.to_vec(),
            },
        )
    };
    let mut rows = Vec::new();
    match next_size(draft) {
        Some(size) => {
            text += &format!("Pick your **{size}-card** set from the cards still free.");
            let options = free
                .iter()
                .map(|c| CreateSelectMenuOption::new(c.to_string(), c.code()))
                .collect();
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    id(SetupStep::Pick),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(format!("Choose {}", count(size, "card")))
                .min_values(size as u8)
                .max_values(size as u8),
            ));
        }
        None => {
            text += &format!(
                "Saved for next round: {}\nConfirm to commit this set-up.",
                show_cards(&free)
            );
        }
    }
    let button = |step, label: &str| {
        serenity::all::CreateButton::new(id(step))
            .label(label)
            .style(ButtonStyle::Secondary)
    };
    rows.push(CreateActionRow::Buttons(vec![
        button(SetupStep::Back, "Back").disabled(draft.is_empty()),
        button(SetupStep::Reset, "Start over").disabled(draft.is_empty()),
        button(SetupStep::TypeIt, "Type it"),
        button(SetupStep::Confirm, "Confirm")
            .style(ButtonStyle::Success)
            .disabled(next_size(draft).is_some()),
    ]));
    Screen::new(text, rows)
}

/// The defender's reveal panel: one button per face-down set.
fn reveal_panel(info: &MatchInfo, setup: &Setup) -> Screen {
    let mut text = format!(
        "**Reveal — Match #{}**\nChoose the set to reveal next:\n",
        info.id
    );
    let mut buttons = Vec::new();
    for size in 1..=4u8 {
        let set = setup.set(size);
        if set.is_empty() {
            continue;
        }
        text += &set_line(set);
        buttons.push(action_button::<Clash>(
            info,
            ClashAction::Reveal { size },
            format!("Reveal the {size}-card set"),
            ButtonStyle::Primary,
        ));
    }
    Screen::new(text, vec![CreateActionRow::Buttons(buttons)])
}

/// The attacker's answer panel; with `chosen`, the preview of that answer and a Confirm.
fn answer_panel(info: &MatchInfo, view: &ClashView, chosen: Option<&[Card]>) -> Screen {
    let Some(revealed) = view.to_answer() else {
        return Screen::text(STALE_PANEL);
    };
    let size = revealed.set.len();
    let mut text = format!(
        "**Answer — Match #{}**\nThe {size}-card set: **{}** — {}\nYour hand: {}\n",
        info.id,
        show_cards(&revealed.set),
        rank_text(&revealed.set_rank),
        show_cards(&view.hand)
    );
    let options = view
        .hand
        .iter()
        .map(|c| CreateSelectMenuOption::new(c.to_string(), c.code()))
        .collect();
    let mut rows = vec![CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            action_id::<Clash>(info, ClashAction::AnswerPick),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(format!("Choose {}", count(size, "card")))
        .min_values(size as u8)
        .max_values(size as u8),
    )];
    let mut buttons = vec![action_button::<Clash>(
        info,
        ClashAction::AnswerTypeIt,
        "Type it",
        ButtonStyle::Secondary,
    )];
    match chosen.map(|cards| (cards, view.preview_answer(cards))) {
        Some((cards, Ok(preview))) => {
            text += &format!(
                "Your answer: **{}** — {}: {}\n",
                show_cards(cards),
                rank_text(&preview.rank),
                if preview.captures {
                    "✅ beats it (captures)"
                } else {
                    "❌ does not beat it"
                }
            );
            buttons.push(action_button::<Clash>(
                info,
                ClashAction::AnswerConfirm {
                    cards: cards.to_vec(),
                },
                "Confirm",
                ButtonStyle::Success,
            ));
        }
        _ => text += &format!("Pick exactly {} (junk is allowed).", count(size, "card")),
    }
    rows.push(CreateActionRow::Buttons(buttons));
    Screen::new(text, rows)
}

/// `/rank`: a set's category and relevant card, and its place in its size's table.
pub fn rank_report(cards: &[Card]) -> Result<String, String> {
    let rank = evaluate(cards).map_err(|e| e.to_string())?;
    let table = categories_for_size(cards.len());
    let place = table.iter().position(|c| *c == rank.category).unwrap_or(0) + 1;
    let beaten = sets_ranked_below(&rank);
    let total = set_count(cards.len());
    let names: Vec<String> = table
        .iter()
        .map(|c| {
            if *c == rank.category {
                format!("**{c}**")
            } else {
                c.to_string()
            }
        })
        .collect();
    Ok(format!(
        "{} — **{}** ({} high)\nCategory {place} of {} for {}-card sets: {}\nIt beats {beaten} of the {total} possible {}-card sets ({:.1}%).",
        show_cards(cards),
        rank.category,
        rank.relevant,
        table.len(),
        cards.len(),
        names.join(" > "),
        cards.len(),
        100.0 * beaten as f64 / total as f64
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draft_splits_into_sets_of_four_three_two_one() {
        let draft = parse_cards("AS KS QS JS 2C 3C 4C 9H 9D 5S").unwrap();
        let sets = draft_sets(&draft);
        assert_eq!(
            sets.iter().map(|s| s.len()).collect::<Vec<_>>(),
            vec![4, 3, 2, 1]
        );
        assert_eq!(next_size(&draft), None);
        assert_eq!(next_size(&draft[..4]), Some(3));
        assert_eq!(next_size(&[]), Some(4));
        let hand = parse_cards("AS KS QS JS 2C 3C 4C 9H 9D 5S 7D 7H 8C").unwrap();
        let setup = draft_setup(&draft, &hand).unwrap();
        assert_eq!(setup.sets[0], parse_cards("5S").unwrap());
        assert_eq!(setup.saved, parse_cards("7D 7H 8C").unwrap());
        assert_eq!(show_setup(&setup), "5♠ | 9♥ 9♦ | 2♣ 3♣ 4♣ | A♠ K♠ Q♠ J♠");
    }

    #[test]
    fn a_forged_draft_is_refused_not_rendered() {
        let hand = parse_cards("AS KS QS JS 2C 3C 4C 9H 9D 5S 7D 7H 8C").unwrap();
        assert!(check_draft(&hand, &parse_cards("AS KS QS JS").unwrap()).is_ok());
        // Not in the hand, a card twice, or not whole sets.
        assert!(check_draft(&hand, &parse_cards("AH KS QS JS").unwrap()).is_err());
        let twice = [parse_cards("AS").unwrap(), parse_cards("AS QS JS").unwrap()].concat();
        assert!(check_draft(&hand, &twice).is_err());
        assert!(check_draft(&hand, &parse_cards("AS KS").unwrap()).is_err());
    }

    #[test]
    fn every_refusal_has_words_and_they_read_as_before() {
        let bad = "1Z".parse::<Card>().unwrap_err();
        let ace = parse_cards("AS").unwrap()[0];
        let all = [
            ClashInputError::StalePanel,
            ClashInputError::BadSetup(ClashError::SavedCount(2)),
            ClashInputError::BadCard(bad),
            ClashInputError::Rules(ClashError::AnswerSize {
                expected: 3,
                got: 2,
            }),
            ClashInputError::AlreadyInSet { card: ace },
            ClashInputError::WrongCount { size: 3, picked: 2 },
            ClashInputError::SetsMissing,
        ];
        for refusal in &all {
            assert!(!refusal.words(crate::words::Lang::ENGLISH).is_empty(), "{refusal:?}");
        }
        assert_eq!(
            all[0].words(crate::words::Lang::ENGLISH),
            "That panel is from an earlier step; use the table's button again."
        );
        assert_eq!(
            all[1].words(crate::words::Lang::ENGLISH),
            "You must save exactly 3 cards, not 2. Write four sets separated by `|`, e.g. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Nothing was changed."
        );
        assert_eq!(all[3].words(crate::words::Lang::ENGLISH), "You must answer with 3 cards, not 2.");
        assert_eq!(all[4].words(crate::words::Lang::ENGLISH), "A♠ is already in one of your sets.");
        assert_eq!(all[5].words(crate::words::Lang::ENGLISH), "Pick exactly 3 cards.");
        assert_eq!(all[6].words(crate::words::Lang::ENGLISH), "Pick all four sets before confirming.");
    }

    #[test]
    fn rank_report_places_the_set_in_its_table() {
        let text = rank_report(&parse_cards("9S 9H 7D 7C").unwrap()).unwrap();
        assert!(text.contains("**two pair flash** (9♠ high)"), "{text}");
        assert!(text.contains("Category 4 of 11 for 4-card sets"), "{text}");
        assert!(
            text.contains("of the 270725 possible 4-card sets"),
            "{text}"
        );
        assert_eq!(
            rank_report(&parse_cards("2S 3S 4S 5S 6S").unwrap()).unwrap_err(),
            "a set has 1 to 4 cards, not 5"
        );
    }
}
