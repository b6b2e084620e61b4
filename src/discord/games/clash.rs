//! Clash in Discord: the public table (scores, roles, this round's reveals and answers),
//! the public lines of reveals, answers and round results, and the private panels of the
//! defender (guided or typed set-up, reveal) and the attacker (answer, with a preview of
//! whether it captures). The checks are the rules' own (`rules::clash`).
//! The set-up's draft and the typed inputs, read back and checked, are [`draft`]'s.

mod draft;

use draft::{
    cards_code, cards_from, check_draft, draft_setup, draft_sets, modal_text, next_size, setup_draft,
    typed_setup, values_to_cards, with_picked_set, without_last_set,
};
use super::controls::{action_button, action_id, table_buttons};
use super::{footer, mention, sentence, text_modal, title, GameUi, Input, Refusal, Screen, Step};
use crate::cards::{parse_cards, show_cards, Card, CardParseError};
use crate::discord::text::{bold, match_number};
use crate::model::MatchInfo;
use crate::rules::clash::sets::{set_count, sets_ranked_below, Category, SetError};
use crate::rules::clash::{
    categories_for_size, evaluate, show_setup, Clash, ClashError, ClashEvent,
    ClashMove, ClashPublic, ClashView, Now, Phase, SetRank, Setup, SetupTextError,
};
use crate::rules::Seat;
use crate::words::{plain, text, Args, Lang};
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

/// A number of cards as the catalogue words it (`$n`), in a message of its own.
fn with_n(lang: Lang, key: &str, n: usize) -> String {
    text(lang, key, &Args::new().num("n", n))
}

/// A hand class in `lang`'s poker terms: `two pair flash`.
fn category_text(lang: Lang, category: Category) -> String {
    plain(lang, &format!("clash-category-{}", category.slug()))
}

/// A set's rank: `two pair flash (9♠ high)`.
pub fn rank_text(lang: Lang, rank: &SetRank) -> String {
    let (category, card) = (category_text(lang, rank.category), rank.relevant.to_string());
    text(lang, "clash-rank", &Args::new().str("category", &category).str("card", &card))
}

/// `• 2-card: 9♥ 9♦ — pair (9♥ high)`, without a line break.
fn set_words(lang: Lang, set: &[Card], rank: &str) -> String {
    let cards = show_cards(set);
    let args = Args::new().num("size", set.len()).str("cards", &cards);
    text(lang, "clash-set-line", &args.str("rank", rank))
}

fn set_line(lang: Lang, set: &[Card]) -> String {
    let rank = evaluate(set).map(|r| rank_text(lang, &r)).unwrap_or_default();
    set_words(lang, set, &rank) + "\n"
}

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
    fn words(&self, lang: Lang) -> String {
        match self {
            ClashInputError::StalePanel => plain(lang, "clash-stale"),
            ClashInputError::BadSetup(e) => {
                let error = sentence(&error_words(lang, e));
                text(lang, "clash-bad-setup", &Args::new().str("error", &error))
            }
            ClashInputError::BadCard(e) => sentence(&card_error_words(lang, e)),
            ClashInputError::Rules(e) => sentence(&error_words(lang, e)),
            ClashInputError::AlreadyInSet { card } => {
                let card = card.to_string();
                text(lang, "clash-already-in-set", &Args::new().str("card", &card))
            }
            ClashInputError::WrongCount { size, .. } => with_n(lang, "clash-pick-exactly", *size),
            ClashInputError::SetsMissing => plain(lang, "clash-sets-missing"),
        }
    }
}

/// A rules refusal in `lang`, lower case as the rules' own `Display` (which it matches in
/// English); [`sentence`] makes it a sentence.
fn error_words(lang: Lang, error: &ClashError) -> String {
    let card = |key: &str, card: &Card| {
        let card = card.to_string();
        text(lang, key, &Args::new().str("card", &card))
    };
    let size = |key: &str, size: u8| text(lang, key, &Args::new().num("size", size));
    match error {
        ClashError::WrongPhase { now } => {
            let now = now_words(lang, now);
            text(lang, "clash-error-wrong-phase", &Args::new().str("now", &now))
        }
        ClashError::SetSize { size, got } => {
            let args = Args::new().num("size", *size).num("n", *got);
            text(lang, "clash-error-set-size", &args)
        }
        ClashError::SavedCount(n) => with_n(lang, "clash-error-saved-count", *n),
        ClashError::NotInHand(c) => card("clash-error-not-in-hand", c),
        ClashError::DuplicateCard(c) => card("clash-error-used-twice", c),
        ClashError::AlreadyRevealed(s) => size("clash-error-already-revealed", *s),
        ClashError::NoSuchSet(s) => size("clash-error-no-such-set", *s),
        ClashError::AnswerSize { expected, got } => {
            let args = Args::new().num("n", *expected).num("got", *got);
            text(lang, "clash-error-answer-size", &args)
        }
        ClashError::BadSetupText(e) => setup_text_words(lang, e),
    }
}

/// What is happening instead of the refused move.
fn now_words(lang: Lang, now: &Now) -> String {
    let key = match now {
        Now::Phase(Phase::SetUp) => "clash-now-setting-up",
        Now::Phase(Phase::Reveal) => "clash-now-revealing",
        Now::Phase(Phase::Answer { size }) => {
            return text(lang, "clash-now-answering", &Args::new().num("size", *size));
        }
        Now::Phase(Phase::Over) => "clash-now-over",
        Now::NothingToAnswer => "clash-now-nothing-to-answer",
        Now::NotSettingUp => "clash-now-not-setting-up",
    };
    plain(lang, key)
}

fn setup_text_words(lang: Lang, error: &SetupTextError) -> String {
    match error {
        SetupTextError::SetCount(n) => with_n(lang, "clash-error-set-count", *n),
        SetupTextError::Card(e) => card_error_words(lang, e),
        SetupTextError::GroupSize { group, n } => {
            let args = Args::new().str("group", group).num("n", *n);
            text(lang, "clash-error-group-size", &args)
        }
        SetupTextError::TwoSets(n) => with_n(lang, "clash-error-two-sets", *n),
    }
}

/// A card that does not read, lower case.
fn card_error_words(lang: Lang, error: &CardParseError) -> String {
    let (key, card) = match error {
        CardParseError::BadCard(card) => ("clash-error-not-a-card", card),
        CardParseError::Duplicate(card) => ("clash-error-card-twice", card),
    };
    text(lang, key, &Args::new().str("card", card))
}

/// A set `/rank` cannot rank, lower case.
fn set_error_words(lang: Lang, error: &SetError) -> String {
    match error {
        SetError::BadSize(n) => with_n(lang, "clash-error-set-cards", *n),
        SetError::Duplicate(card) => {
            let card = card.to_string();
            text(lang, "clash-error-set-duplicate", &Args::new().str("card", &card))
        }
    }
}

impl GameUi for Clash {
    const CODE: &'static str = "c";
    fn rules(lang: Lang) -> String {
        let cards = [("cards", "9S 9H 7D 7C".to_string())];
        let rank = crate::discord::lang::command_with(lang, "rank", &cards);
        crate::discord::text::emphasised(lang, "clash-rules", Args::new().str("rank", &rank))
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
        let head = title(lang, info);
        let args = Args::new().str("title", &head).num("target", public.target);
        let mut out = text(lang, "clash-title", &args) + "\n";
        let (sa, sb) = (bold(public.scores.a), bold(public.scores.b));
        let args = Args::new().str("a", &a).str("b", &b).str("sa", &sa).str("sb", &sb);
        out += &text(lang, "clash-score", &args.num("round", public.round));
        out += "\n";
        let defender = mention(info.players[public.defender]);
        let attacker = mention(info.players[public.defender.other()]);
        let args = Args::new().str("defender", &defender);
        out += &text(lang, "clash-roles", &args.str("attacker", &attacker));
        out += "\n";
        out += &exchange_lines(lang, public);
        out += &footer(lang, info, &to_do(lang, public.phase));
        Screen::new(
            out,
            vec![table_buttons(lang, info, true, Some(&Self::act_label(lang, public)))],
        )
    }

    fn chapter(lang: Lang, public: &ClashPublic) -> Option<String> {
        Some(text(lang, "clash-round", &Args::new().num("round", public.round)))
    }

    fn act_label(lang: Lang, public: &ClashPublic) -> String {
        let key = match public.phase {
            Phase::SetUp => "clash-act-set-up",
            Phase::Reveal => "clash-act-reveal",
            Phase::Answer { .. } => "clash-act-answer",
            Phase::Over => "clash-act-play",
        };
        plain(lang, key)
    }

    fn explain(lang: Lang, error: &ClashError) -> String {
        sentence(&error_words(lang, error))
    }

    fn describe(lang: Lang, _: &ClashView, mv: &ClashMove) -> String {
        match mv {
            ClashMove::SetUp(setup) => {
                let setup = show_setup(setup);
                text(lang, "clash-describe-set-up", &Args::new().str("setup", &setup))
            }
            ClashMove::Reveal { size } => {
                text(lang, "clash-describe-reveal", &Args::new().num("size", *size))
            }
            ClashMove::Answer { cards } => {
                let cards = show_cards(cards);
                text(lang, "clash-describe-answer", &Args::new().str("cards", &cards))
            }
        }
    }

    /// A set-up hint fills the set-up panel in (as Suggest did), ready to confirm.
    fn hinted(lang: Lang, info: &MatchInfo, mine: &ClashView, mv: &ClashMove) -> Screen {
        let line = super::hint_line(lang, &Self::describe(lang, mine, mv));
        let panel = match mv {
            ClashMove::SetUp(setup) => {
                let draft: Vec<Card> = setup.sets.iter().rev().flatten().copied().collect();
                setup_panel(lang, info, &mine.hand, &draft)
            }
            _ => Self::panel(lang, info, mine),
        };
        Screen {
            text: format!("{line}\n{}", panel.text),
            ..panel
        }
    }

    fn events(lang: Lang, info: &MatchInfo, events: &[ClashEvent]) -> Vec<String> {
        events
            .iter()
            .map(|event| event_line(lang, info, event))
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

    fn hand(lang: Lang, info: &MatchInfo, view: &ClashView) -> Screen {
        let mut out = String::new();
        if let Some(setup) = &view.setup {
            out += &plain(lang, "clash-hand-sets");
            out += "\n";
            for set in setup.sets.iter().filter(|set| !set.is_empty()) {
                out += &set_line(lang, set);
            }
            out += &saved_text(lang, &setup.saved);
            out += "\n";
        }
        if !view.hand.is_empty() {
            let cards = show_cards(&view.hand);
            let args = Args::new().num("n", view.hand.len()).str("cards", &cards);
            out += &text(lang, "clash-hand-cards", &args);
            out += "\n";
        }
        if out.is_empty() {
            out = plain(lang, "clash-hand-empty");
        }
        let number = match_number(lang, info.id);
        let head = text(lang, "clash-hand-head", &Args::new().str("match", &number));
        Screen::text(format!("{head}\n{out}"))
    }

    fn panel(lang: Lang, info: &MatchInfo, view: &ClashView) -> Screen {
        match view.public.phase {
            Phase::SetUp => setup_panel(lang, info, &view.hand, &[]),
            Phase::Reveal => match &view.setup {
                Some(setup) => reveal_panel(lang, info, setup),
                None => Screen::text(plain(lang, "clash-stale")),
            },
            Phase::Answer { .. } => answer_panel(lang, info, view, None),
            Phase::Over => Screen::text(plain(lang, "clash-over")),
        }
    }

    fn step(
        lang: Lang,
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
                setup_step(lang, info, view, step, draft, input)
            }
            ClashAction::SetupModal => {
                let setup = typed_setup(view, modal_text(input)?)?;
                let draft = setup_draft(&setup);
                Ok(Step::Show(setup_panel(lang, info, &view.hand, &draft)))
            }
            ClashAction::Reveal { size } => Ok(Step::Play {
                mv: ClashMove::Reveal { size },
                done: text(lang, "clash-done-reveal", &Args::new().num("size", size)),
            }),
            ClashAction::AnswerPick => {
                let Input::Select(values) = input else {
                    return Err(ClashInputError::StalePanel);
                };
                let cards = values_to_cards(values)?;
                preview(lang, info, view, &cards)
            }
            ClashAction::AnswerTypeIt => Ok(answer_form(lang, info, view)),
            ClashAction::AnswerModal => {
                let cards = parse_cards(modal_text(input)?).map_err(ClashInputError::BadCard)?;
                preview(lang, info, view, &cards)
            }
            ClashAction::AnswerConfirm { cards } => confirm_answer(lang, view, cards),
        }
    }
}

/// The form for typing an answer, its placeholder sized to the set to answer.
fn answer_form(lang: Lang, info: &MatchInfo, view: &ClashView) -> Step<ClashMove> {
    let size = view.to_answer().map_or(0, |ex| ex.set.len());
    Step::Modal(text_modal(
        action_id::<Clash>(info, ClashAction::AnswerModal),
        &plain(lang, "clash-answer-form"),
        &with_n(lang, "clash-answer-placeholder", size),
        None,
    ))
}

/// A previewed answer, confirmed: played once the rules accept it.
fn confirm_answer(
    lang: Lang,
    view: &ClashView,
    cards: Vec<Card>,
) -> Result<Step<ClashMove>, ClashInputError> {
    view.preview_answer(&cards)
        .map_err(ClashInputError::Rules)?;
    let shown = show_cards(&cards);
    Ok(Step::Play {
        done: text(lang, "clash-done-answer", &Args::new().str("cards", &shown)),
        mv: ClashMove::Answer { cards },
    })
}

/// An answer in the line `key`: its cards, its rank and whether it captures (`result`, the
/// catalogue's key of the words for it).
/// An answer's line, its cards as `cards` shows them and `result` already worded (what it
/// did to the set).
fn answer_words(lang: Lang, key: &str, cards: &str, rank: &SetRank, result: &str) -> String {
    let rank = rank_text(lang, rank);
    let args = Args::new().str("cards", cards).str("rank", &rank);
    text(lang, key, &args.str("result", result))
}

/// The round's revealed sets and their answers, a line each, then the sets still face down.
fn exchange_lines(lang: Lang, public: &ClashPublic) -> String {
    let mut out = String::new();
    for ex in &public.exchanges {
        out += &set_words(lang, &ex.set, &rank_text(lang, &ex.set_rank));
        match &ex.answer {
            Some(ans) => {
                let result = match ans.captured {
                    true => bold(plain(lang, "clash-captured")),
                    false => plain(lang, "clash-not-captured"),
                };
                let key = "clash-exchange-answer";
                let cards = show_cards(&ans.cards);
                out += &answer_words(lang, key, &cards, &ans.rank, &result);
            }
            None => out += &format!(" ⟵ {}", plain(lang, "clash-exchange-waiting")),
        }
        out += "\n";
    }
    if !public.unrevealed.is_empty() {
        let sizes: Vec<String> = public
            .unrevealed
            .iter()
            .map(|n| text(lang, "clash-size", &Args::new().num("size", *n)))
            .collect();
        let sizes = sizes.join(", ");
        out += &text(lang, "clash-face-down", &Args::new().str("sizes", &sizes));
        out += "\n";
    }
    out
}

/// What the seat to move is to do, for the table's footer.
fn to_do(lang: Lang, phase: Phase) -> String {
    match phase {
        Phase::SetUp => plain(lang, "clash-to-set-up"),
        Phase::Reveal => plain(lang, "clash-to-reveal"),
        Phase::Answer { size } => text(lang, "clash-to-answer", &Args::new().num("size", size)),
        Phase::Over => String::new(),
    }
}

/// `Saved for next round: 7♦ 7♥ 8♣`
fn saved_text(lang: Lang, saved: &[Card]) -> String {
    let cards = show_cards(saved);
    text(lang, "clash-saved", &Args::new().str("cards", &cards))
}

/// Cards as an event line emphasises them (the catalogue's words hold no markup).
fn bold_cards(cards: &[crate::cards::Card]) -> String {
    bold(show_cards(cards))
}

/// A public line for an event.
fn event_line(lang: Lang, info: &MatchInfo, event: &ClashEvent) -> String {
    let who = |seat: Seat| mention(info.players[seat]);
    match event {
        ClashEvent::SetUpDone { defender } => {
            text(lang, "clash-event-set-up", &Args::new().str("who", &who(*defender)))
        }
        ClashEvent::Revealed {
            defender,
            cards,
            rank,
        } => {
            let (who, shown, rank) = (who(*defender), bold_cards(cards), rank_text(lang, rank));
            let args = Args::new().str("who", &who).num("size", cards.len());
            let args = args.str("cards", &shown).str("rank", &rank);
            text(lang, "clash-event-revealed", &args)
        }
        ClashEvent::Answered {
            attacker,
            cards,
            rank,
            captured,
        } => {
            let (who, shown, rank) = (who(*attacker), bold_cards(cards), rank_text(lang, rank));
            let result = if *captured {
                let n = Args::new().num("n", cards.len());
                crate::discord::text::emphasised(lang, "clash-event-captures", n)
            } else {
                plain(lang, "clash-event-no-capture")
            };
            let args = Args::new().str("who", &who).str("cards", &shown);
            let args = args.str("rank", &rank).str("result", &result);
            text(lang, "clash-event-answered", &args)
        }
        ClashEvent::RoundScored {
            round,
            captured_cards,
            scorer,
            points,
            scores,
        } => {
            let (scorer, a, b) = (who(*scorer), who(Seat::A), who(Seat::B));
            let args = Args::new().num("round", *round).num("captured", *captured_cards);
            let args = args.str("scorer", &scorer).num("points", *points);
            let args = args.str("a", &a).str("b", &b);
            text(lang, "clash-event-round-scored", &args.num("sa", scores.a).num("sb", scores.b))
        }
        ClashEvent::RoundStarted { round, defender } => {
            let who = who(*defender);
            let args = Args::new().num("round", *round).str("who", &who);
            text(lang, "clash-event-round-started", &args)
        }
        ClashEvent::MatchWon { winner, scores } => {
            let winner_name = who(*winner);
            let args = Args::new().str("winner", &winner_name);
            let args = args.num("w", scores[*winner]).num("l", scores[winner.other()]);
            format!("🏆 {}", text(lang, "games-event-won", &args))
        }
    }
}

/// The answer panel with a preview of `cards`, or the rules' reason they cannot answer.
fn preview(
    lang: Lang,
    info: &MatchInfo,
    view: &ClashView,
    cards: &[Card],
) -> Result<Step<ClashMove>, ClashInputError> {
    view.preview_answer(cards)
        .map_err(ClashInputError::Rules)?;
    let mut sorted = cards.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    Ok(Step::Show(answer_panel(lang, info, view, Some(&sorted))))
}

fn setup_step(
    lang: Lang,
    info: &MatchInfo,
    view: &ClashView,
    step: SetupStep,
    draft: Vec<Card>,
    input: &Input,
) -> Result<Step<ClashMove>, ClashInputError> {
    let hand = &view.hand;
    check_draft(hand, &draft)?;
    let show = |draft: &[Card]| Ok(Step::Show(setup_panel(lang, info, hand, draft)));
    match step {
        SetupStep::Pick => match next_size(&draft) {
            Some(size) => show(&with_picked_set(hand, draft, size, input)?),
            None => show(&draft),
        },
        SetupStep::Back => show(without_last_set(&draft)),
        SetupStep::Reset => show(&[]),
        // Panels drawn before "What would the bot do?" replaced Suggest still carry it.
        SetupStep::Suggest => show(&setup_draft(&Clash::suggest_setup(hand))),
        SetupStep::TypeIt => Ok(setup_form(lang, info, hand, &draft)),
        SetupStep::Confirm => confirm_setup(lang, view, &draft),
    }
}

/// The form for typing a set-up, filled in with the draft when it is whole.
fn setup_form(lang: Lang, info: &MatchInfo, hand: &[Card], draft: &[Card]) -> Step<ClashMove> {
    let prefill = draft_setup(draft, hand).map(|setup| {
        setup
            .sets
            .iter()
            .map(|set| set.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join(" | ")
    });
    Step::Modal(text_modal(
        action_id::<Clash>(info, ClashAction::SetupModal),
        &plain(lang, "clash-setup-form"),
        "AS | JS JH | 8C 9C TC | 3D 4H 5S 6C",
        prefill,
    ))
}

/// A whole draft, confirmed: played once the rules accept the set-up.
fn confirm_setup(
    lang: Lang,
    view: &ClashView,
    draft: &[Card],
) -> Result<Step<ClashMove>, ClashInputError> {
    let Some(setup) = draft_setup(draft, &view.hand) else {
        return Err(ClashInputError::SetsMissing);
    };
    view.check_setup(&setup).map_err(ClashInputError::Rules)?;
    let shown = show_setup(&setup);
    Ok(Step::Play {
        done: text(lang, "clash-done-setup", &Args::new().str("setup", &shown)),
        mv: ClashMove::SetUp(setup),
    })
}

/// The guided set-up panel (the defender's own).
fn setup_panel(lang: Lang, info: &MatchInfo, hand: &[Card], draft: &[Card]) -> Screen {
    let free: Vec<Card> = hand
        .iter()
        .filter(|c| !draft.contains(c))
        .copied()
        .collect();
    let mut out = head_lines(lang, "clash-setup-head", info, hand);
    for set in draft_sets(draft) {
        out += &set_line(lang, set);
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
            let args = Args::new().num("size", size);
            out += &crate::discord::text::emphasised(lang, "clash-setup-pick", args);
            rows.push(cards_menu(lang, id(SetupStep::Pick), &free, size));
        }
        None => {
            out += &saved_text(lang, &free);
            out += "\n";
            out += &plain(lang, "clash-setup-confirm");
        }
    }
    let button = |step, key: &str| {
        serenity::all::CreateButton::new(id(step))
            .label(plain(lang, key))
            .style(ButtonStyle::Secondary)
    };
    rows.push(CreateActionRow::Buttons(vec![
        button(SetupStep::Back, "clash-button-back").disabled(draft.is_empty()),
        button(SetupStep::Reset, "clash-button-reset").disabled(draft.is_empty()),
        button(SetupStep::TypeIt, "clash-button-type"),
        button(SetupStep::Confirm, "clash-button-confirm")
            .style(ButtonStyle::Success)
            .disabled(next_size(draft).is_some()),
    ]));
    Screen::new(out, rows)
}

/// The defender's reveal panel: one button per face-down set.
fn reveal_panel(lang: Lang, info: &MatchInfo, setup: &Setup) -> Screen {
    let id = info.id.to_string();
    let mut out = bold(text(lang, "clash-reveal-head", &Args::new().str("id", &id))) + "\n";
    out += &plain(lang, "clash-reveal-choose");
    out += "\n";
    let mut buttons = Vec::new();
    for size in 1..=4u8 {
        let set = setup.set(size);
        if set.is_empty() {
            continue;
        }
        out += &set_line(lang, set);
        buttons.push(action_button::<Clash>(
            info,
            ClashAction::Reveal { size },
            text(lang, "clash-button-reveal", &Args::new().num("size", size)),
            ButtonStyle::Primary,
        ));
    }
    Screen::new(out, vec![CreateActionRow::Buttons(buttons)])
}

/// A panel's first two lines: its head (`**Set up — Match #4**`) and the hand.
fn head_lines(lang: Lang, key: &str, info: &MatchInfo, hand: &[Card]) -> String {
    let id = info.id.to_string();
    let mut out = bold(text(lang, key, &Args::new().str("id", &id))) + "\n";
    out += &your_hand(lang, hand);
    out + "\n"
}

fn your_hand(lang: Lang, hand: &[Card]) -> String {
    let cards = show_cards(hand);
    text(lang, "clash-your-hand", &Args::new().str("cards", &cards))
}

/// A menu of `cards` that takes exactly `size` of them.
fn cards_menu(lang: Lang, id: String, cards: &[Card], size: usize) -> CreateActionRow {
    let options = cards
        .iter()
        .map(|c| CreateSelectMenuOption::new(c.to_string(), c.code()))
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
            .placeholder(with_n(lang, "clash-choose", size))
            .min_values(size as u8)
            .max_values(size as u8),
    )
}

/// The attacker's answer panel; with `chosen`, the preview of that answer and a Confirm.
fn answer_panel(
    lang: Lang,
    info: &MatchInfo,
    view: &ClashView,
    chosen: Option<&[Card]>,
) -> Screen {
    let Some(revealed) = view.to_answer() else {
        return Screen::text(plain(lang, "clash-stale"));
    };
    let size = revealed.set.len();
    let id = info.id.to_string();
    let mut out = bold(text(lang, "clash-answer-head", &Args::new().str("id", &id))) + "\n";
    let (cards, rank) = (bold_cards(&revealed.set), rank_text(lang, &revealed.set_rank));
    let args = Args::new().num("size", size).str("cards", &cards);
    out += &text(lang, "clash-answer-set", &args.str("rank", &rank));
    out += "\n";
    out += &your_hand(lang, &view.hand);
    out += "\n";
    let pick = action_id::<Clash>(info, ClashAction::AnswerPick);
    let mut rows = vec![cards_menu(lang, pick, &view.hand, size)];
    let mut buttons = vec![action_button::<Clash>(
        info,
        ClashAction::AnswerTypeIt,
        plain(lang, "clash-button-type"),
        ButtonStyle::Secondary,
    )];
    match chosen.map(|cards| (cards, view.preview_answer(cards))) {
        Some((cards, Ok(preview))) => {
            let result = match preview.captures {
                true => "clash-answer-beats",
                false => "clash-answer-not-beats",
            };
            let result = plain(lang, result);
            let shown = bold_cards(cards);
            out += &answer_words(lang, "clash-answer-yours", &shown, &preview.rank, &result);
            out += "\n";
            buttons.push(action_button::<Clash>(
                info,
                ClashAction::AnswerConfirm {
                    cards: cards.to_vec(),
                },
                plain(lang, "clash-button-confirm"),
                ButtonStyle::Success,
            ));
        }
        _ => out += &with_n(lang, "clash-answer-pick", size),
    }
    rows.push(CreateActionRow::Buttons(buttons));
    Screen::new(out, rows)
}

/// `/rank`'s reply in `lang`: the set's hand class and relevant card, and its place in its
/// size's table; or why the text cannot be ranked.
pub fn rank_report(lang: Lang, input: &str) -> String {
    let report = parse_cards(input)
        .map_err(|e| card_error_words(lang, &e))
        .and_then(|cards| {
            let rank = evaluate(&cards).map_err(|e| set_error_words(lang, &e))?;
            Ok(rank_lines(lang, &cards, &rank))
        });
    report.unwrap_or_else(|error| text(lang, "clash-rank-refused", &Args::new().str("error", &error)))
}

fn rank_lines(lang: Lang, cards: &[Card], rank: &SetRank) -> String {
    let table = categories_for_size(cards.len());
    let place = table.iter().position(|c| *c == rank.category).unwrap_or(0) + 1;
    let beaten = sets_ranked_below(rank);
    let total = set_count(cards.len());
    let names: Vec<String> = table
        .iter()
        .map(|c| match category_text(lang, *c) {
            name if *c == rank.category => format!("**{name}**"),
            name => name,
        })
        .collect();
    let (shown, category) = (show_cards(cards), bold(category_text(lang, rank.category)));
    let card = rank.relevant.to_string();
    let args = Args::new().str("cards", &shown).str("category", &category);
    let mut out = text(lang, "clash-rank-head", &args.str("card", &card)) + "\n";
    let names = names.join(" > ");
    let args = Args::new().num("place", place).num("count", table.len());
    let args = args.num("size", cards.len()).str("names", &names);
    out += &text(lang, "clash-rank-place", &args);
    out += "\n";
    let percent = format!("{:.1}", 100.0 * beaten as f64 / total as f64);
    let args = Args::new().num("beaten", beaten).num("total", total);
    let args = args.num("size", cards.len()).str("percent", &percent);
    out + &text(lang, "clash-rank-beats", &args)
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
        let text = rank_report(Lang::ENGLISH, "9S 9H 7D 7C");
        assert!(text.contains("**two pair flash** (9♠ high)"), "{text}");
        assert!(text.contains("Category 4 of 11 for 4-card sets"), "{text}");
        assert!(
            text.contains("of the 270725 possible 4-card sets"),
            "{text}"
        );
        assert_eq!(
            rank_report(Lang::ENGLISH, "2S 3S 4S 5S 6S"),
            "Cannot rank that: a set has 1 to 4 cards, not 5."
        );
        assert_eq!(
            rank_report(Lang::ENGLISH, "2S 2S"),
            "Cannot rank that: `2S` appears twice."
        );
    }
}

#[cfg(test)]
mod words_tests {
    //! Clash's words in every language: every message of a played game within Discord's
    //! limits with long ids, no key or `{` left; German and Japanese differ from English
    //! line by line; every refusal has words everywhere.

    use super::*;
    use crate::cards::rng_from_seed;
    use crate::discord::limits::{
        BUTTON_LABEL, CONTENT, INPUT_LABEL, INPUT_PLACEHOLDER, MODAL_TITLE, OPTION_LABEL,
        PLACEHOLDER,
    };
    use crate::rules::clash::ClashOptions;
    use crate::rules::{BySeat, Game, Table};
    use serde_json::Value;

    /// One rendered text: what it is, its Discord limit, and the text.
    type Render = (String, usize, String);

    fn long_info(table: &Table<Clash>, version: u32) -> MatchInfo {
        let mut info = super::super::tests::info_of(table, version);
        info.id = 9_999_999;
        info.players = BySeat::new(1_234_567_890_123_456_789, 9_876_543_210_987_654_321);
        info
    }

    /// Every label, option, placeholder, title and input of a component tree (a modal too).
    fn component_texts(what: &str, value: &Value, out: &mut Vec<Render>) {
        match value {
            Value::Array(items) => items.iter().for_each(|v| component_texts(what, v, out)),
            Value::Object(map) => {
                let is_option = map.contains_key("value") && !map.contains_key("custom_id");
                let is_input = map.get("type") == Some(&Value::from(4));
                let (label, placeholder) = match (is_option, is_input) {
                    (true, _) => (OPTION_LABEL, PLACEHOLDER),
                    (_, true) => (INPUT_LABEL, INPUT_PLACEHOLDER),
                    _ => (BUTTON_LABEL, PLACEHOLDER),
                };
                let mut push = |key: &str, limit: usize| {
                    if let Some(Value::String(text)) = map.get(key) {
                        out.push((format!("{what} {key}"), limit, text.clone()));
                    }
                };
                push("label", label);
                push("placeholder", placeholder);
                push("description", OPTION_LABEL);
                push("title", MODAL_TITLE);
                map.values().for_each(|v| component_texts(what, v, out));
            }
            _ => {}
        }
    }

    fn screen(what: &str, screen: &Screen, out: &mut Vec<Render>) {
        out.push((what.to_string(), CONTENT, screen.text.clone()));
        let rows = serde_json::to_value(&screen.rows).unwrap();
        component_texts(what, &rows, out);
    }

    fn step(what: &str, result: Result<Step<ClashMove>, ClashInputError>, out: &mut Vec<Render>) {
        match result {
            Ok(Step::Show(s)) => screen(what, &s, out),
            Ok(Step::Modal(modal)) => {
                component_texts(what, &serde_json::to_value(&modal).unwrap(), out)
            }
            Ok(Step::Play { done, .. }) => out.push((what.into(), CONTENT, done)),
            Err(e) => panic!("{what}: {e:?}"),
        }
    }

    /// The panel inputs of the seat to move: each step of its panel, with real cards.
    fn panel_steps(lang: Lang, info: &MatchInfo, view: &ClashView, out: &mut Vec<Render>) {
        let run = |action, input: &Input| Clash::step(lang, info, view, action, input);
        let codes = |cards: &[Card]| cards.iter().map(|c| c.code()).collect::<Vec<_>>();
        match view.public.phase {
            Phase::SetUp => {
                let setup = Clash::suggest_setup(&view.hand);
                let draft: Vec<Card> = setup.sets.iter().rev().flatten().copied().collect();
                let setup_action = |step, draft: &[Card]| ClashAction::Setup {
                    step,
                    draft: draft.to_vec(),
                };
                let pick = Input::Select(codes(&draft[..4]));
                step("pick", run(setup_action(SetupStep::Pick, &[]), &pick), out);
                for (name, s) in [("type", SetupStep::TypeIt), ("confirm", SetupStep::Confirm)] {
                    step(name, run(setup_action(s, &draft), &Input::Click), out);
                }
                let typed = Input::Modal(show_setup(&setup));
                step("typed", run(ClashAction::SetupModal, &typed), out);
            }
            Phase::Reveal => {
                let size = view.public.unrevealed[0];
                step("reveal", run(ClashAction::Reveal { size }, &Input::Click), out);
            }
            Phase::Answer { size } => {
                let cards = view.hand[..usize::from(size)].to_vec();
                let pick = Input::Select(codes(&cards));
                step("answer pick", run(ClashAction::AnswerPick, &pick), out);
                step("answer type", run(ClashAction::AnswerTypeIt, &Input::Click), out);
                let confirm = ClashAction::AnswerConfirm { cards };
                step("answer confirm", run(confirm, &Input::Click), out);
            }
            Phase::Over => {}
        }
    }

    /// Everything a seeded game shows in `lang`, in the same order for every language.
    fn played(lang: Lang, seed: u64) -> Vec<Render> {
        let mut out = Vec::new();
        let mut table = Table::<Clash>::new(ClashOptions::default(), seed, Seat::A, 5);
        let mut rng = rng_from_seed(seed);
        for version in 0..400 {
            let game = table.game();
            let info = long_info(&table, version);
            let public = game.public_view();
            screen("table", &Clash::table(lang, &info, &public), &mut out);
            out.extend(Clash::chapter(lang, &public).map(|c| ("chapter".into(), CONTENT, c)));
            out.push(("act".into(), BUTTON_LABEL, Clash::act_label(lang, &public)));
            for seat in Seat::BOTH {
                let view = game.view(seat);
                screen("hand", &<Clash as GameUi>::hand(lang, &info, &view), &mut out);
                screen("panel", &Clash::panel(lang, &info, &view), &mut out);
            }
            let Some(seat) = table.to_move() else { break };
            let (view, mv) = (game.view(seat), game.random_move(&mut rng));
            out.push(("describe".into(), CONTENT, Clash::describe(lang, &view, &mv)));
            screen("hinted", &Clash::hinted(lang, &info, &view, &mv), &mut out);
            panel_steps(lang, &info, &view, &mut out);
            let events = table.play(seat, mv).unwrap();
            let info = long_info(&table, version + 1);
            for line in Clash::events(lang, &info, &events) {
                out.push(("event".into(), CONTENT, line));
            }
        }
        assert!(table.outcome().is_some(), "the seeded game did not finish");
        out
    }

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    /// Every rule error, each phase it can name.
    fn rule_errors() -> Vec<ClashError> {
        let bad = "1Z".parse::<Card>().unwrap_err();
        let twice = crate::cards::CardParseError::Duplicate("AS".into());
        let mut all: Vec<ClashError> = [Phase::SetUp, Phase::Reveal, Phase::Answer { size: 3 }]
            .into_iter()
            .chain([Phase::Over])
            .map(Now::Phase)
            .chain([Now::NothingToAnswer, Now::NotSettingUp])
            .map(|now| ClashError::WrongPhase { now })
            .collect();
        all.extend([
            ClashError::SetSize { size: 3, got: 1 },
            ClashError::SetSize { size: 4, got: 2 },
            ClashError::SavedCount(2),
            ClashError::NotInHand(card("AS")),
            ClashError::DuplicateCard(card("TH")),
            ClashError::AlreadyRevealed(2),
            ClashError::NoSuchSet(5),
            ClashError::AnswerSize { expected: 1, got: 2 },
            ClashError::AnswerSize { expected: 3, got: 5 },
        ]);
        let long = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H".to_string();
        all.extend(
            [
                SetupTextError::SetCount(7),
                SetupTextError::Card(bad),
                SetupTextError::Card(twice),
                SetupTextError::GroupSize { group: long, n: 19 },
                SetupTextError::TwoSets(2),
            ]
            .map(ClashError::BadSetupText),
        );
        all
    }

    fn input_errors() -> Vec<ClashInputError> {
        let bad = "1Z".parse::<Card>().unwrap_err();
        let mut all = vec![
            ClashInputError::StalePanel,
            ClashInputError::BadCard(bad),
            ClashInputError::AlreadyInSet { card: card("QD") },
            ClashInputError::WrongCount { size: 1, picked: 2 },
            ClashInputError::WrongCount { size: 4, picked: 2 },
            ClashInputError::SetsMissing,
        ];
        for e in rule_errors() {
            all.push(ClashInputError::BadSetup(e.clone()));
            all.push(ClashInputError::Rules(e));
        }
        all
    }

    /// The refusals, rule errors and /rank replies, in `lang`.
    fn refusals(lang: Lang) -> Vec<Render> {
        let mut out: Vec<Render> = input_errors()
            .iter()
            .map(|e| (format!("{e:?}"), CONTENT, e.words(lang)))
            .collect();
        for e in rule_errors() {
            out.push((format!("explain {e:?}"), CONTENT, Clash::explain(lang, &e)));
        }
        for input in ["9S 9H 7D 7C", "AS", "2C 3C 4C", "JS JH", "2S 3S 4S 5S 6S", "1Z", "2S 2S"] {
            out.push((format!("/rank {input}"), CONTENT, rank_report(lang, input)));
        }
        out
    }

    fn everything(lang: Lang) -> Vec<Render> {
        let mut out = played(lang, 11);
        out.extend(played(lang, 2024));
        out.extend(refusals(lang));
        out
    }

    #[test]
    fn every_clash_message_fits_discords_limits_in_every_language_words() {
        let mut problems = Vec::new();
        for lang in Lang::all() {
            for (what, limit, text) in everything(lang) {
                let length = text.chars().count();
                if length > limit || text.trim().is_empty() {
                    problems.push(format!("{}: {what}: {length} > {limit}: {text}", lang.tag()));
                }
                if text.contains('{') || text.contains("clash-") {
                    problems.push(format!("{}: {what}: a key or brace left: {text}", lang.tag()));
                }
            }
        }
        assert!(problems.is_empty(), "\n{}", problems.join("\n"));
    }

    /// Whether a line has words to translate (beyond cards, numbers, mentions and names).
    fn has_words(line: &str) -> bool {
        line.split(|c: char| !c.is_ascii_alphabetic())
            .any(|word| word.len() >= 3 && word != "Clash")
    }

    #[test]
    fn clash_reads_in_german_and_japanese_line_by_line_words() {
        let english = everything(Lang::ENGLISH);
        for tag in ["de", "ja"] {
            let other = everything(Lang::from_tag(tag).unwrap());
            assert_eq!(english.len(), other.len(), "{tag}");
            let mut same = Vec::new();
            for ((what, _, en), (_, _, text)) in english.iter().zip(&other) {
                let (en_lines, lines): (Vec<&str>, Vec<&str>) =
                    (en.lines().collect(), text.lines().collect());
                assert_eq!(en_lines.len(), lines.len(), "{tag} {what}:\n{en}\n{text}");
                for (a, b) in en_lines.iter().zip(&lines) {
                    if a == b && has_words(a) {
                        same.push(format!("{tag} {what}: {a}"));
                    }
                }
            }
            same.dedup();
            assert!(same.is_empty(), "left in English:\n{}", same.join("\n"));
        }
    }

    #[test]
    fn every_clash_refusal_has_words_of_its_own_in_every_language_words() {
        let english = refusals(Lang::ENGLISH);
        for lang in Lang::all().skip(1) {
            for ((what, _, en), (_, _, text)) in english.iter().zip(refusals(lang)) {
                assert!(!text.is_empty(), "{}: {what}", lang.tag());
                assert_ne!(en, &text, "{}: {what}", lang.tag());
            }
        }
    }

    #[test]
    fn the_rule_errors_read_in_english_as_their_display_did() {
        for e in rule_errors() {
            assert_eq!(Clash::explain(Lang::ENGLISH, &e), sentence(&e.to_string()));
        }
    }

    #[test]
    fn the_rules_fit_in_every_language_words() {
        for lang in Lang::all() {
            let rules = Clash::rules(lang);
            assert!(rules.starts_with("**Clash**"), "{}", lang.tag());
            // The command as the reader's Discord names it.
            let rank = format!("`/{} ", crate::words::plain(lang, "cmd-rank"));
            assert!(rules.contains(&rank), "{}: {rules}", lang.tag());
            assert!(rules.contains(":9S 9H 7D 7C`"), "{}", lang.tag());
            if lang != Lang::ENGLISH {
                assert!(!rules.contains("`/rank "), "{}: {rules}", lang.tag());
            }
            // English's own is 1,485 characters; /rules adds up to ~410 and Discord takes 2,000.
            let length = rules.chars().count();
            assert!(length <= 1_550, "{}: {length}", lang.tag());
        }
    }
}
