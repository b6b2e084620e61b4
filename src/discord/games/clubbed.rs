//! Clubbed in Discord: the public table (top card, what it takes, stores, hand and stock
//! sizes, the last play and this turn's draws) and the private hand, fresh on every
//! click, with the playable cards as buttons (or a menu when there are many) and Draw
//! only when the rules allow it. Clubbing and the end are public lines.

use super::controls::{action_button, action_id, table_buttons};
use super::{footer, mention, title, GameUi, Input, Refusal, Screen, Step};
use crate::cards::{show_cards, Card, CardParseError};
use crate::model::MatchInfo;
use crate::rules::clubbed::{
    Clubbed, ClubbedError, ClubbedEvent, ClubbedMove, ClubbedPublic, ClubbedView, LastPlay,
};
use crate::rules::{BySeat, Seat};
use crate::discord::text::{bold, match_number};
use crate::words::{plain, text, Args, Lang};
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
            ClubbedInputError::PickOne { .. } => plain(lang, "clubbed-pick-one"),
            ClubbedInputError::BadCard(CardParseError::BadCard(code)) => {
                text(lang, "clubbed-bad-card", &Args::new().str("code", code))
            }
            ClubbedInputError::BadCard(CardParseError::Duplicate(code)) => {
                text(lang, "clubbed-duplicate-card", &Args::new().str("code", code))
            }
        }
    }
}

/// One card as a catalogue argument (`$card`).
fn with_card(lang: Lang, key: &str, name: &'static str, card: Card) -> String {
    let shown = card.to_string();
    text(lang, key, &Args::new().str(name, &shown))
}

fn what_it_takes(lang: Lang, public: &ClubbedPublic) -> String {
    match (public.open.last(), public.accepts_any) {
        (None, _) => plain(lang, "clubbed-takes-empty"),
        (Some(top), true) => {
            let top = bold(top);
            text(lang, "clubbed-takes-any", &Args::new().str("top", &top))
        }
        (Some(top), false) => {
            let (shown, suit) = (bold(top), top.suit.symbol().to_string());
            let rank = top.rank.symbol().to_string();
            let args = Args::new().str("top", &shown).str("suit", &suit);
            text(lang, "clubbed-takes-match", &args.str("rank", &rank))
        }
    }
}

fn hand_cards(lang: Lang, hand: &[Card]) -> String {
    if hand.is_empty() {
        plain(lang, "clubbed-no-cards")
    } else {
        show_cards(hand)
    }
}

/// The table's line of the last turn: who drew, played, clubbed and refilled.
fn last_turn(lang: Lang, info: &MatchInfo, last: &LastPlay) -> String {
    let mut what = String::new();
    if last.drew > 0 {
        what += &text(lang, "clubbed-last-drew", &Args::new().num("n", last.drew));
    }
    let card = bold(last.card);
    what += " ";
    what += &text(lang, "clubbed-last-played", &Args::new().str("card", &card));
    if let Some(n) = last.clubbed {
        let victim = mention(info.players[last.seat.other()]);
        let args = Args::new().str("victim", &victim).num("n", n);
        what += &text(lang, "clubbed-last-clubbed", &args);
    }
    if last.refilled > 0 {
        let args = Args::new().num("n", last.refilled);
        what += &text(lang, "clubbed-last-refilled", &args);
    }
    let who = mention(info.players[last.seat]);
    text(lang, "clubbed-last", &Args::new().str("who", &who).str("what", &what))
}

/// Stores and hands (or what the hands added) of both seats: `$a $b`, `$sa $sb`, `$ha $hb`.
fn both<'a>(a: &'a str, b: &'a str, stores: &BySeat<usize>, hands: &BySeat<usize>) -> Args<'a> {
    let args = Args::new().str("a", a).str("b", b);
    let args = args.num("sa", stores.a).num("sb", stores.b);
    args.num("ha", hands.a).num("hb", hands.b)
}

fn table_text(lang: Lang, info: &MatchInfo, public: &ClubbedPublic) -> String {
    let (a, b) = (mention(info.players.a), mention(info.players.b));
    let mut out = format!("{}\n", title(lang, info));
    let takes = what_it_takes(lang, public);
    let args = Args::new().num("n", public.open.len());
    out += &text(lang, "clubbed-open", &args.str("takes", &takes));
    let sizes = &public.hand_sizes;
    // The stores decide the game: in bold.
    let (sa, sb) = (bold(public.stores.a), bold(public.stores.b));
    let args = Args::new().str("a", &a).str("b", &b).str("sa", &sa);
    out += &format!("\n{}\n", text(lang, "clubbed-stores", &args.str("sb", &sb)));
    let args = both(&a, &b, &public.stores, sizes).num("stock", public.stock);
    out += &format!("{}\n", text(lang, "clubbed-sizes", &args));
    if let Some(last) = &public.last_play {
        out += &format!("{}\n", last_turn(lang, info, last));
    }
    if let (Some(seat), true) = (public.to_move, public.drawn > 0) {
        let who = mention(info.players[seat]);
        let args = Args::new().str("who", &who).num("n", public.drawn);
        out += &format!("{}\n", text(lang, "clubbed-drawn", &args));
    }
    out + &footer(lang, info, &plain(lang, "clubbed-to-play"))
}

/// The playable cards: a button each, or a menu when there are too many.
fn card_rows(lang: Lang, info: &MatchInfo, view: &ClubbedView) -> Vec<CreateActionRow> {
    if view.playable.len() > MAX_CARD_BUTTONS {
        let options = view
            .playable
            .iter()
            .map(|c| CreateSelectMenuOption::new(c.to_string(), c.code()))
            .take(25)
            .collect();
        return vec![CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                action_id::<Clubbed>(info, ClubbedAction::PlayPicked),
                CreateSelectMenuKind::String { options },
            )
            .placeholder(plain(lang, "clubbed-menu"))
            .min_values(1)
            .max_values(1),
        )];
    }
    let button = |card: Card| {
        let label = with_card(lang, "clubbed-button-play", "card", card);
        action_button::<Clubbed>(info, ClubbedAction::Play { card }, label, ButtonStyle::Primary)
    };
    view.playable
        .chunks(5)
        .map(|chunk| CreateActionRow::Buttons(chunk.iter().map(|&c| button(c)).collect()))
        .collect()
}

/// What a rules error says, as a sentence.
fn error_words(lang: Lang, error: &ClubbedError) -> String {
    match error {
        ClubbedError::GameOver => plain(lang, "clubbed-error-over"),
        ClubbedError::NotYourTurn(seat) => {
            let seat = seat.to_string();
            text(lang, "clubbed-error-not-your-turn", &Args::new().str("seat", &seat))
        }
        ClubbedError::NotInHand(card) => {
            with_card(lang, "clubbed-error-not-in-hand", "card", *card)
        }
        ClubbedError::NoMatch { card, top } => {
            let (card, top) = (card.to_string(), top.to_string());
            let args = Args::new().str("card", &card).str("top", &top);
            text(lang, "clubbed-error-no-match", &args)
        }
        ClubbedError::MustPlay { top: Some(top) } => {
            with_card(lang, "clubbed-error-must-play", "top", *top)
        }
        ClubbedError::MustPlay { top: None } => plain(lang, "clubbed-error-must-play-any"),
        ClubbedError::StockEmpty => plain(lang, "clubbed-error-stock-empty"),
    }
}

/// A public line for an event: a clubbing and the end; the table shows the rest.
fn event_line(lang: Lang, info: &MatchInfo, event: &ClubbedEvent) -> Option<String> {
    let who = |seat: Seat| mention(info.players[seat]);
    match event {
        ClubbedEvent::Clubbed {
            seat,
            victim,
            cards,
            store,
        } => {
            let (who, victim) = (who(*seat), who(*victim));
            let args = Args::new().str("who", &who).str("victim", &victim);
            let args = args.num("n", *cards).num("store", *store);
            Some(format!("♣️ {}", text(lang, "clubbed-event-clubbed", &args)))
        }
        ClubbedEvent::Ended {
            stuck,
            hands_added,
            stores,
            outcome,
        } => {
            let result = match outcome.winner() {
                Some(w) => {
                    let winner = who(w);
                    let args = Args::new().str("winner", &winner);
                    format!("🏆 {}", text(lang, "clubbed-result-win", &args))
                }
                None => format!("🤝 {}", plain(lang, "clubbed-result-draw")),
            };
            let (stuck, a, b) = (who(*stuck), who(Seat::A), who(Seat::B));
            let (sa, sb) = (bold(stores.a), bold(stores.b));
            let args = both(&a, &b, stores, hands_added).str("sa", &sa).str("sb", &sb);
            let args = args.str("stuck", &stuck).str("result", &result);
            Some(text(lang, "clubbed-event-ended", &args))
        }
        ClubbedEvent::Played { .. } | ClubbedEvent::Drew { .. } | ClubbedEvent::Refilled { .. } => {
            None
        }
    }
}

impl GameUi for Clubbed {
    const CODE: &'static str = "k";
    fn rules(lang: Lang) -> String {
        crate::discord::text::emphasised(lang, "clubbed-rules", Args::new())
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
        let act = Self::act_label(lang, public);
        Screen::new(
            table_text(lang, info, public),
            vec![table_buttons(lang, info, true, Some(&act))],
        )
    }

    fn explain(lang: Lang, error: &ClubbedError) -> String {
        error_words(lang, error)
    }

    fn act_label(lang: Lang, _: &ClubbedPublic) -> String {
        plain(lang, "clubbed-act")
    }

    fn describe(lang: Lang, _: &ClubbedView, mv: &ClubbedMove) -> String {
        match mv {
            ClubbedMove::Play { card } => with_card(lang, "clubbed-describe-play", "card", *card),
            ClubbedMove::Draw => plain(lang, "clubbed-describe-draw"),
        }
    }

    fn events(lang: Lang, info: &MatchInfo, events: &[ClubbedEvent]) -> Vec<String> {
        events
            .iter()
            .filter_map(|event| event_line(lang, info, event))
            .collect()
    }

    /// The table's "Last turn" line shows a clubbing; the end of the game is posted.
    fn notable(event: &ClubbedEvent) -> bool {
        matches!(event, ClubbedEvent::Ended { .. })
    }

    fn hand(lang: Lang, info: &MatchInfo, view: &ClubbedView) -> Screen {
        let (number, cards) = (match_number(lang, info.id), hand_cards(lang, &view.hand));
        let args = Args::new().str("match", &number).num("n", view.hand.len());
        let mut out = text(lang, "clubbed-hand", &args.str("cards", &cards)) + "\n";
        let takes = what_it_takes(lang, &view.public);
        out += &text(lang, "clubbed-hand-open", &Args::new().str("takes", &takes));
        out += "\n";
        if view.public.to_move != Some(view.seat) {
            if let Some(seat) = view.public.to_move {
                let who = mention(info.players[seat]);
                out += &text(lang, "clubbed-their-turn", &Args::new().str("who", &who));
            }
            return Screen::text(out);
        }
        let mut rows = card_rows(lang, info, view);
        if view.can_draw {
            rows.push(CreateActionRow::Buttons(vec![action_button::<Clubbed>(
                info,
                ClubbedAction::Draw,
                plain(lang, "clubbed-button-draw"),
                ButtonStyle::Secondary,
            )]));
        }
        out += &plain(
            lang,
            match (view.playable.is_empty(), view.can_draw) {
                (false, true) => "clubbed-move-club-or-draw",
                (false, false) => "clubbed-move-play",
                (true, true) => "clubbed-move-draw",
                (true, false) => "clubbed-move-none",
            },
        );
        Screen::new(out, rows)
    }

    fn panel(lang: Lang, info: &MatchInfo, view: &ClubbedView) -> Screen {
        <Self as GameUi>::hand(lang, info, view)
    }

    fn step(
        lang: Lang,
        _: &MatchInfo,
        _: &ClubbedView,
        action: ClubbedAction,
        input: &Input,
    ) -> Result<Step<ClubbedMove>, ClubbedInputError> {
        let card = match action {
            ClubbedAction::Draw => {
                return Ok(Step::Play {
                    mv: ClubbedMove::Draw,
                    done: plain(lang, "clubbed-done-draw"),
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
            done: with_card(lang, "clubbed-done-play", "card", card),
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

/// Every text of the room in every language, against Discord's limits and for leftover
/// English (named for `cargo test words`).
#[cfg(test)]
mod words_tests {
    use super::*;
    use crate::discord::limits::{BUTTON_LABEL, CONTENT, OPTION_LABEL, PLACEHOLDER};
    use crate::rules::{Game, Table};

    /// A 19-digit user id, the longest Discord gives.
    const ID: u64 = 1_234_567_890_123_456_789;

    fn long_info(table: &Table<Clubbed>) -> MatchInfo {
        let mut info = super::super::tests::info_of(table, 1);
        info.id = 9_999_999;
        info.players = BySeat::new(ID, ID - 1);
        info
    }

    /// The texts of one moment: the table, each seat's hand, and what `events` post.
    struct Moment {
        screens: Vec<Screen>,
        events: Vec<String>,
    }

    fn moment(lang: Lang, table: &Table<Clubbed>, events: &[ClubbedEvent]) -> Moment {
        let info = long_info(table);
        let game = table.game();
        let mut screens = vec![Clubbed::table(lang, &info, &game.public_view())];
        for seat in Seat::BOTH {
            let view = game.view(seat);
            screens.push(<Clubbed as GameUi>::hand(lang, &info, &view));
            screens.push(Clubbed::panel(lang, &info, &view));
            if view.playable.len() < MAX_CARD_BUTTONS {
                // The menu, as many playable cards would show it.
                let mut many = view.clone();
                many.playable = Card::all().take(24).collect();
                many.public.to_move = Some(seat);
                screens.push(<Clubbed as GameUi>::hand(lang, &info, &many));
            }
        }
        let events = Clubbed::events(lang, &info, events);
        Moment { screens, events }
    }

    /// A seeded game played through at random, its moments in `lang`.
    fn played(lang: Lang, seed: u64) -> Vec<Moment> {
        let mut table = Table::<Clubbed>::new(Default::default(), seed, Seat::A, 0);
        let mut rng = crate::cards::rng_from_seed(seed);
        let mut out = vec![moment(lang, &table, &[])];
        while let Some(seat) = table.to_move() {
            let mv = table.game().random_move(&mut rng);
            let events = table.play(seat, mv).unwrap();
            out.push(moment(lang, &table, &events));
        }
        out
    }

    /// Every label, option and placeholder of the components, with its limit.
    fn component_texts(value: &serde_json::Value, out: &mut Vec<(String, usize)>) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, limit) in [("label", BUTTON_LABEL), ("placeholder", PLACEHOLDER)] {
                    if let Some(serde_json::Value::String(s)) = map.get(key) {
                        let in_option = map.contains_key("value") && key == "label";
                        out.push((s.clone(), if in_option { OPTION_LABEL } else { limit }));
                    }
                }
                map.values().for_each(|v| component_texts(v, out));
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| component_texts(v, out)),
            _ => {}
        }
    }

    /// Every text of the room in `lang`, each with its limit.
    fn all_texts(lang: Lang) -> Vec<(String, usize)> {
        let mut out = vec![(Clubbed::rules(lang), 1_400)];
        for seed in [1, 7, 42] {
            for moment in played(lang, seed) {
                for screen in &moment.screens {
                    out.push((screen.text.clone(), CONTENT));
                    component_texts(&serde_json::to_value(&screen.rows).unwrap(), &mut out);
                }
                out.extend(moment.events.into_iter().map(|e| (e, CONTENT)));
            }
        }
        out.extend(refusals(lang).into_iter().map(|r| (r, CONTENT)));
        out
    }

    /// Every rules error, each variant at least once.
    fn errors() -> Vec<ClubbedError> {
        let card = "7S".parse::<Card>().unwrap();
        let top = "QH".parse::<Card>().unwrap();
        vec![
            ClubbedError::GameOver,
            ClubbedError::NotYourTurn(Seat::B),
            ClubbedError::NotInHand(card),
            ClubbedError::NoMatch { card, top },
            ClubbedError::MustPlay { top: Some(top) },
            ClubbedError::MustPlay { top: None },
            ClubbedError::StockEmpty,
        ]
    }

    /// Every refusal: the rules' errors and the hand's.
    fn refusals(lang: Lang) -> Vec<String> {
        let bad = "1Z".parse::<Card>().unwrap_err();
        let inputs = [
            ClubbedInputError::NotMine,
            ClubbedInputError::PickOne { picked: 2 },
            ClubbedInputError::BadCard(bad),
            ClubbedInputError::BadCard(CardParseError::Duplicate("7S".repeat(50))),
        ];
        let mut out: Vec<String> = errors().iter().map(|e| Clubbed::explain(lang, e)).collect();
        out.extend(inputs.iter().map(|e| e.words(lang)));
        out
    }

    #[test]
    fn every_clubbed_text_fits_discords_limits_in_every_language_words() {
        let mut problems = Vec::new();
        for lang in Lang::all() {
            for (text, limit) in all_texts(lang) {
                let long = text.chars().count() > limit;
                if long || text.contains('{') || text.contains("clubbed-") || text.is_empty() {
                    problems.push(format!("{} ({limit}): {text}", lang.tag()));
                }
            }
        }
        assert!(problems.is_empty(), "\n{}", problems.join("\n"));
    }

    /// The lines of a played game's screens and posts, in order.
    fn lines(lang: Lang) -> Vec<String> {
        let mut out = Vec::new();
        for moment in played(lang, 42) {
            for screen in &moment.screens {
                out.extend(screen.text.lines().map(str::to_string));
            }
            out.extend(moment.events);
        }
        out
    }

    #[test]
    fn german_and_japanese_leave_no_english_line_words() {
        let english = lines(Lang::ENGLISH);
        for tag in ["de", "ja"] {
            let lang = Lang::from_tag(tag).unwrap();
            let theirs = lines(lang);
            assert_eq!(theirs.len(), english.len(), "{tag}");
            for (line, source) in theirs.iter().zip(&english) {
                assert_ne!(line, source, "{tag}: a line left in English");
            }
        }
    }

    #[test]
    fn every_refusal_has_its_own_words_in_every_language_words() {
        let english = refusals(Lang::ENGLISH);
        for lang in Lang::all().filter(|l| *l != Lang::ENGLISH) {
            for (words, source) in refusals(lang).iter().zip(&english) {
                assert_ne!(words, source, "{}: a refusal left in English", lang.tag());
            }
        }
    }

    #[test]
    fn the_english_refusals_read_as_the_rules_say_them() {
        for error in errors() {
            let words = Clubbed::explain(Lang::ENGLISH, &error);
            assert_eq!(words, crate::discord::text::sentence(&error.to_string()));
        }
        let twice = CardParseError::Duplicate("7S".into());
        let words = ClubbedInputError::BadCard(twice.clone()).words(Lang::ENGLISH);
        assert_eq!(words, crate::discord::text::sentence(&twice.to_string()));
        let bad = "1Z".parse::<Card>().unwrap_err();
        let words = ClubbedInputError::BadCard(bad.clone()).words(Lang::ENGLISH);
        assert_eq!(words, crate::discord::text::sentence(&bad.to_string()));
    }
}
