//! Shape Clash in Discord: the public table (the top Complete and the three Single piles,
//! drawn with colour dots and pattern-shape symbols so they read at a glance; counts,
//! deal and match scores, the last turn, whose turn, the clock) and the private panel of
//! the player to move, fresh after every action: the legal plays of the moment grouped by
//! option (the rules' own list), End turn with a Single, Pass. A turn of many actions
//! shows on the table once it ends; deal and match results are posted. The board and the
//! hand are also pictures (`pictures/shape_cards.rs`), the text staying for those who see
//! none.

use super::controls::{action_button, action_id, table_buttons};
use super::{footer, mention, title, GameUi, Input, Refusal, Screen, Step};
use crate::model::MatchInfo;
use crate::pictures::shape_cards::{
    board_picture, card_words, category_words, complete_words, hand_picture, value_words,
};
use crate::rules::shape_clash::{
    Category, DealEnd, Face, ShapeCard, ShapeClash, ShapeClashError, ShapeClashEvent,
    ShapeClashMove, ShapeClashPublic, ShapeClashView, Value,
};
use crate::rules::Seat;
use crate::discord::text::{bold, match_name, match_number};
use crate::words::{plain, text, Args, Lang};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(proptest_derive::Arbitrary))]
pub enum ShapeAction {
    /// A play picked from one of the panel's menus (numbered, as a panel holds several);
    /// the move rides in the menu's value.
    Pick {
        menu: u8,
    },
    Pass,
}

/// The colour dot of a colour value.
fn dot(color: Value) -> &'static str {
    match color {
        Value::Red => "🔴",
        Value::Green => "🟢",
        Value::Blue => "🔵",
        _ => "⚪",
    }
}

/// A card's symbol: its colour dot and pattern-shape, or its Single's one mark.
fn mark(card: ShapeCard) -> String {
    match card.face() {
        Face::Complete(c) => {
            let [p, col, sh] = c.values();
            format!("{}{}", dot(col), Value::symbol(p, sh))
        }
        Face::Single(v) => match v.category() {
            Category::Pattern => Value::symbol(v, Value::Square).to_string(),
            Category::Color => dot(v).to_string(),
            Category::Shape => Value::symbol(Value::Solid, v).to_string(),
        },
    }
}

/// A card as players read it: `🔴▲ Solid Red Triangle`, `🟢 Green (Single)`.
pub fn card_text(lang: Lang, card: ShapeCard) -> String {
    format!("{} {}", mark(card), card_words(lang, card))
}

/// A play in words, e.g. `🔴▲ Solid Red Triangle with ▲ Triangle (Single) (option 5)`.
pub fn move_text(lang: Lang, mv: &ShapeClashMove) -> String {
    use ShapeClashMove as M;
    let one = |key: &str, card: &ShapeCard| {
        let card = card_text(lang, *card);
        text(lang, key, &Args::new().str("card", &card))
    };
    match mv {
        M::Open { complete } => one("shape-move-open", complete),
        M::FollowComplete { single } => one("shape-move-follow", single),
        M::ShareTwo { complete } => one("shape-move-share-two", complete),
        M::PilesComplete { complete } => one("shape-move-piles", complete),
        M::FreeComplete { complete } => one("shape-move-free-complete", complete),
        M::FreeSingles { singles } => {
            let cards = singles.map(|c| card_text(lang, c)).join(", ");
            text(lang, "shape-move-free-singles", &Args::new().str("cards", &cards))
        }
        M::Combo { complete, single } => {
            let (complete, single) = (card_text(lang, *complete), card_text(lang, *single));
            let args = Args::new().str("complete", &complete);
            text(lang, "shape-move-combo", &args.str("single", &single))
        }
        M::FinalSingle { single } => one("shape-move-final", single),
        M::Pass => plain(lang, "shape-move-pass"),
    }
}

/// A move as a menu value: a tag and the cards' ids.
fn move_value(mv: &ShapeClashMove) -> String {
    use ShapeClashMove as M;
    let tag = match mv {
        M::Open { .. } => "o",
        M::FollowComplete { .. } => "f",
        M::ShareTwo { .. } => "t",
        M::PilesComplete { .. } => "p",
        M::FreeComplete { .. } => "c",
        M::FreeSingles { .. } => "s",
        M::Combo { .. } => "x",
        M::FinalSingle { .. } => "e",
        M::Pass => "n",
    };
    let ids: Vec<String> = mv.cards().iter().map(|c| c.id().to_string()).collect();
    format!("{tag}:{}", ids.join("."))
}

/// Reads a menu value back; `None` for anything [`move_value`] cannot make.
fn parse_move(value: &str) -> Option<ShapeClashMove> {
    use ShapeClashMove as M;
    let (tag, ids) = value.split_once(':')?;
    let cards: Vec<ShapeCard> = if ids.is_empty() {
        Vec::new()
    } else {
        ids.split('.')
            .map(|id| ShapeCard::from_id(id.parse().ok()?))
            .collect::<Option<_>>()?
    };
    let mv = match (tag, cards.as_slice()) {
        ("o", [c]) => M::Open { complete: *c },
        ("f", [c]) => M::FollowComplete { single: *c },
        ("t", [c]) => M::ShareTwo { complete: *c },
        ("p", [c]) => M::PilesComplete { complete: *c },
        ("c", [c]) => M::FreeComplete { complete: *c },
        ("s", [a, b, c]) => M::FreeSingles {
            singles: [*a, *b, *c],
        },
        ("x", [k, s]) => M::Combo {
            complete: *k,
            single: *s,
        },
        ("e", [c]) => M::FinalSingle { single: *c },
        ("n", []) => M::Pass,
        _ => return None,
    };
    (move_value(&mv) == value).then_some(mv)
}

/// A menu of plays (at most 25, Discord's limit).
fn menu(
    lang: Lang,
    info: &MatchInfo,
    number: u8,
    placeholder: &str,
    moves: &[&ShapeClashMove],
) -> Option<CreateActionRow> {
    if moves.is_empty() {
        return None;
    }
    // Copies of a Single read the same: one entry per play as the player reads it, which
    // also keeps a menu within Discord's 25 options (9 Single faces at most).
    let mut seen = std::collections::HashSet::new();
    let options = moves
        .iter()
        .map(|mv| (move_text(lang, mv), mv))
        .filter(|(label, _)| seen.insert(label.clone()))
        .take(25)
        .map(|(label, mv)| {
            let label: String = label.chars().take(100).collect();
            CreateSelectMenuOption::new(label, move_value(mv))
        })
        .collect();
    let id = action_id::<ShapeClash>(info, ShapeAction::Pick { menu: number });
    Some(CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
            .placeholder(placeholder)
            .min_values(1)
            .max_values(1),
    ))
}

fn pile_line(lang: Lang, public: &ShapeClashPublic) -> String {
    let piles: Vec<String> = Category::ALL
        .iter()
        .zip(public.singles.iter())
        .map(|(&category, pile)| {
            let top = match pile.top {
                None => plain(lang, "shape-empty"),
                Some(card) => match card.as_single() {
                    Some(value) => format!("{} {}", mark(card), value_words(lang, value)),
                    None => card_text(lang, card),
                },
            };
            let category = category_words(lang, category);
            let args = Args::new().str("category", &category);
            text(lang, "shape-pile", &args.str("top", &top))
        })
        .collect();
    piles.join(" · ")
}

/// The top Complete in words, or `none` (a key) when there is none yet.
fn top_complete(lang: Lang, public: &ShapeClashPublic, none: &str) -> String {
    public
        .completes
        .top
        .map(|c| card_text(lang, c))
        .unwrap_or_else(|| plain(lang, none))
}

/// The table's lines of the score, the board and the cards.
fn board_lines(lang: Lang, info: &MatchInfo, public: &ShapeClashPublic) -> String {
    let (a, b) = (mention(info.players.a), mention(info.players.b));
    let head = title(lang, info);
    let args = Args::new().str("title", &head).num("target", public.target);
    let mut out = text(lang, "shape-table-head", &args.num("deal", public.deal)) + "
";
    let (sa, sb) = (bold(public.scores.a), bold(public.scores.b));
    let args = Args::new().str("a", &a).str("b", &b).str("sa", &sa);
    out += &format!("{}\n", text(lang, "shape-score", &args.str("sb", &sb)));
    let top = bold(top_complete(lang, public, "shape-top-none"));
    let args = Args::new().str("top", &top).num("n", public.completes.size);
    out += &format!("{}\n", text(lang, "shape-top", &args));
    let piles = pile_line(lang, public);
    out += &text(lang, "shape-piles", &Args::new().str("piles", &piles));
    if public.matched {
        out += &format!(" — ✅ {}", plain(lang, "shape-matched"));
    }
    let (hands, piles) = (&public.hand_counts, &public.pile_counts);
    let args = Args::new().str("a", &a).str("b", &b);
    let args = args.num("ha", hands.a).num("pa", piles.a);
    let args = args.num("hb", hands.b).num("pb", piles.b);
    out + &format!("\n{}\n", text(lang, "shape-cards", &args))
}

/// The table's lines of the last turn, this turn, a blocking pass and the last deal.
fn turn_lines(lang: Lang, info: &MatchInfo, public: &ShapeClashPublic) -> String {
    let mut out = String::new();
    if let Some(last) = &public.last_turn {
        let mut plays: Vec<String> = last.plays.iter().map(|m| move_text(lang, m)).collect();
        match last.passed {
            Some(true) => plays.push(plain(lang, "shape-passed-forced")),
            Some(false) => plays.push(plain(lang, "shape-passed")),
            None => {}
        }
        let (who, plays) = (mention(info.players[last.seat]), plays.join("; "));
        let args = Args::new().str("who", &who).str("plays", &plays);
        out += &format!("{}\n", text(lang, "shape-last-turn", &args));
    }
    if !public.this_turn.is_empty() {
        let args = Args::new().num("n", public.this_turn.len());
        out += &format!("{}\n", text(lang, "shape-this-turn", &args));
    }
    if public.forced_passes_in_a_row > 0 && info.outcome.is_none() {
        out += &format!("⚠️ {}\n", plain(lang, "shape-blocking"));
    }
    if let Some(deal) = &public.last_deal {
        let result = deal_result(lang, info, deal);
        let args = Args::new().num("deal", deal.deal).str("result", &result);
        out += &format!("{}\n", text(lang, "shape-last-deal", &args));
    }
    out
}

/// A rules error's card: a Complete by its values, a Single as `Single: Red`.
fn named(lang: Lang, card: &ShapeCard) -> String {
    match card.as_single() {
        Some(value) => {
            let value = value_words(lang, value);
            text(lang, "shape-single-named", &Args::new().str("value", &value))
        }
        None => card_words(lang, *card),
    }
}

/// What a rules error says, as a sentence.
fn error_words(lang: Lang, error: &ShapeClashError) -> String {
    use ShapeClashError as E;
    let card = |key: &str, c: &ShapeCard| {
        let c = named(lang, c);
        text(lang, key, &Args::new().str("card", &c))
    };
    match error {
        E::NotInHand(c) => card("shape-error-not-in-hand", c),
        E::PlayedTwice(c) => card("shape-error-played-twice", c),
        E::NotAComplete(c) => card("shape-error-not-a-complete", c),
        E::NotASingle(c) => card("shape-error-not-a-single", c),
        E::MustOpen => plain(lang, "shape-error-must-open"),
        E::AlreadyOpen => plain(lang, "shape-error-already-open"),
        E::MissingCategory(category) => {
            let category = category_words(lang, *category);
            let args = Args::new().str("category", &category);
            text(lang, "shape-error-missing-category", &args)
        }
        E::SameAsPileTop { category, value } => {
            let (category, value) = (category_words(lang, *category), value_words(lang, *value));
            let args = Args::new().str("category", &category).str("value", &value);
            text(lang, "shape-error-same-as-pile", &args)
        }
        _ => board_error_words(lang, error),
    }
}

/// What a rules error that names cards and piles says.
fn board_error_words(lang: Lang, error: &ShapeClashError) -> String {
    use ShapeClashError as E;
    // Every card, pile reading and value the error names, worded, by name.
    let mut words: Vec<(&'static str, String)> = Vec::new();
    let mut numbers: Vec<(&'static str, usize)> = Vec::new();
    let mut card = |name, c: &ShapeCard| words.push((name, named(lang, c)));
    let key = match error {
        E::DoesNotFollow { single, top, .. } => {
            card("single", single);
            card("top", top);
            "shape-error-does-not-follow"
        }
        E::NotTwoShared { complete, top, shared } => {
            card("complete", complete);
            card("top", top);
            numbers.push(("shared", *shared));
            "shape-error-not-two-shared"
        }
        E::NotThePilesComplete { complete, .. } => {
            card("complete", complete);
            "shape-error-not-piles-complete"
        }
        E::NotMatched { top, .. } => {
            card("top", top);
            "shape-error-not-matched"
        }
        E::ComboNotTwo { complete, matching, .. } => {
            card("complete", complete);
            numbers.push(("matching", *matching));
            "shape-error-combo-not-two"
        }
        E::ComboWrongSingle { single, complete, .. } => {
            card("single", single);
            card("complete", complete);
            "shape-error-combo-wrong-single"
        }
        _ => return String::new(),
    };
    words.extend(error_values(lang, error));
    let args = words.iter().fold(Args::new(), |args, (name, w)| args.str(name, w));
    let args = numbers.into_iter().fold(args, |args, (name, n)| args.num(name, n));
    text(lang, key, &args)
}

/// The categories, values and pile readings an error names, worded.
fn error_values(lang: Lang, error: &ShapeClashError) -> Vec<(&'static str, String)> {
    use ShapeClashError as E;
    match error {
        E::DoesNotFollow { category, needed, .. } => vec![
            ("category", category_words(lang, *category)),
            ("needed", value_words(lang, *needed)),
        ],
        E::NotThePilesComplete { piles, .. }
        | E::NotMatched { piles, .. }
        | E::ComboNotTwo { piles, .. } => vec![("piles", complete_words(lang, *piles))],
        E::ComboWrongSingle { needed, .. } => vec![("needed", value_words(lang, *needed))],
        _ => Vec::new(),
    }
}

impl GameUi for ShapeClash {
    const CODE: &'static str = "s";
    fn rules(lang: Lang) -> String {
        crate::discord::text::emphasised(lang, "shape-rules", Args::new())
    }

    type Action = ShapeAction;
    type InputError = ShapeInputError;

    fn encode(action: &ShapeAction) -> String {
        match action {
            ShapeAction::Pick { menu } => format!("m{menu}"),
            ShapeAction::Pass => "n".into(),
        }
    }

    fn parse(tail: &str) -> Option<ShapeAction> {
        match tail {
            "n" => Some(ShapeAction::Pass),
            _ => {
                let menu = tail.strip_prefix('m')?;
                let number: u8 = menu.parse().ok()?;
                // Only the canonical form, so that every id reads back to itself.
                (number.to_string() == menu).then_some(ShapeAction::Pick { menu: number })
            }
        }
    }

    fn wrap_action(action: ShapeAction) -> super::AnyAction {
        super::AnyAction::ShapeClash(action)
    }

    fn table(lang: Lang, info: &MatchInfo, public: &ShapeClashPublic) -> Screen {
        let mut out = board_lines(lang, info, public) + &turn_lines(lang, info, public);
        let what = if public.opening {
            "shape-to-open"
        } else {
            "shape-to-play"
        };
        out += &footer(lang, info, &plain(lang, what));
        let act = Self::act_label(lang, public);
        Screen {
            picture: Some(board_picture(lang, public)),
            ..Screen::new(out, vec![table_buttons(lang, info, true, Some(&act))])
        }
    }

    fn explain(lang: Lang, error: &ShapeClashError) -> String {
        error_words(lang, error)
    }

    fn chapter(lang: Lang, public: &ShapeClashPublic) -> Option<String> {
        let args = Args::new().num("deal", public.deal);
        Some(text(lang, "shape-chapter", &args))
    }

    fn act_label(lang: Lang, public: &ShapeClashPublic) -> String {
        let key = if public.opening {
            "shape-act-open"
        } else {
            "shape-act-play"
        };
        plain(lang, key)
    }

    fn describe(lang: Lang, _: &ShapeClashView, mv: &ShapeClashMove) -> String {
        move_text(lang, mv)
    }

    fn events(lang: Lang, info: &MatchInfo, events: &[ShapeClashEvent]) -> Vec<String> {
        events
            .iter()
            .filter_map(|event| event_line(lang, info, events, event))
            .collect()
    }

    fn hand(lang: Lang, info: &MatchInfo, view: &ShapeClashView) -> Screen {
        if view.public.to_move == Some(view.seat) {
            return Self::panel(lang, info, view);
        }
        let number = match_number(lang, info.id);
        let args = Args::new().str("match", &number).num("n", view.hand.len());
        let out = text(lang, "shape-hand", &args) + "\n" + &hand_lines(lang, &view.hand);
        Screen {
            picture: hand_picture(lang, &view.hand),
            ..Screen::text(out)
        }
    }

    fn panel(lang: Lang, info: &MatchInfo, view: &ShapeClashView) -> Screen {
        let moves = view.legal_moves();
        let heading = bold(format!("{} — {}", info.game.title(), match_name(lang, info.id)));
        let args = Args::new().str("match", &heading).num("n", view.hand.len());
        let mut out = text(lang, "shape-panel", &args) + "\n" + &hand_lines(lang, &view.hand);
        let top = bold(top_complete(lang, &view.public, "shape-top-none-short"));
        let piles = pile_line(lang, &view.public);
        let args = Args::new().str("top", &top).str("piles", &piles);
        out += &format!("\n{}\n", text(lang, "shape-board", &args));
        let picture = hand_picture(lang, &view.hand);
        let (words, rows) = if moves.is_empty() {
            (plain(lang, "shape-not-your-turn"), Vec::new())
        } else if view.public.opening {
            let opens: Vec<&ShapeClashMove> = moves.iter().collect();
            let menu = menu(lang, info, 0, &plain(lang, "shape-menu-open"), &opens);
            (plain(lang, "shape-open-deal"), menu.into_iter().collect())
        } else {
            play_rows(lang, info, &moves)
        };
        Screen {
            picture,
            ..Screen::new(out + &words, rows)
        }
    }

    fn step(
        lang: Lang,
        _: &MatchInfo,
        _: &ShapeClashView,
        action: ShapeAction,
        input: &Input,
    ) -> Result<Step<ShapeClashMove>, ShapeInputError> {
        let mv = match (action, input) {
            (ShapeAction::Pass, _) => ShapeClashMove::Pass,
            (ShapeAction::Pick { .. }, Input::Select(values)) => {
                let [value] = values.as_slice() else {
                    return Err(ShapeInputError::PickOne {
                        picked: values.len(),
                    });
                };
                parse_move(value).ok_or_else(|| ShapeInputError::NotOffered {
                    value: value.clone(),
                })?
            }
            (ShapeAction::Pick { .. }, _) => return Err(ShapeInputError::NotMine),
        };
        // The rules decide whether the play is legal now, and say why not.
        Ok(Step::Play {
            done: text(lang, "shape-done", &Args::new().str("play", &move_text(lang, &mv))),
            mv,
        })
    }
}

/// Why the panel refused an input. Whether a play is legal now is the rules' to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeInputError {
    /// A menu's action came without the menu's values.
    NotMine,
    /// The menu came back with no play or several.
    PickOne { picked: usize },
    /// The menu's value is no play the panel's menus write.
    NotOffered { value: String },
}

impl Refusal for ShapeInputError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ShapeInputError::NotMine => super::not_mine(lang),
            ShapeInputError::PickOne { .. } => plain(lang, "shape-pick-one"),
            ShapeInputError::NotOffered { .. } => plain(lang, "shape-not-offered"),
        }
    }
}

fn hand_lines(lang: Lang, hand: &[ShapeCard]) -> String {
    if hand.is_empty() {
        return plain(lang, "shape-no-cards");
    }
    hand.iter()
        .map(|c| card_text(lang, *c))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A panel's words and menus in a deal under way: what keeps the turn, three Singles,
/// what ends it, and Pass.
fn play_rows(
    lang: Lang,
    info: &MatchInfo,
    moves: &[ShapeClashMove],
) -> (String, Vec<CreateActionRow>) {
    let keep: Vec<&ShapeClashMove> = moves
        .iter()
        .filter(|m| !m.ends_turn() && !matches!(m, ShapeClashMove::FreeSingles { .. }))
        .collect();
    let triples: Vec<&ShapeClashMove> = moves
        .iter()
        .filter(|m| matches!(m, ShapeClashMove::FreeSingles { .. }))
        .collect();
    let finals: Vec<&ShapeClashMove> = moves
        .iter()
        .filter(|m| matches!(m, ShapeClashMove::FinalSingle { .. }))
        .collect();
    let only_pass = moves.len() == 1;
    let words = if !keep.is_empty() || !triples.is_empty() {
        let args = Args::new().num("n", keep.len() + triples.len());
        text(lang, "shape-keep", &args)
    } else if only_pass {
        plain(lang, "shape-must-pass")
    } else {
        plain(lang, "shape-no-keep")
    };
    let mut rows = Vec::new();
    rows.extend(menu(lang, info, 1, &plain(lang, "shape-menu-keep"), &keep));
    rows.extend(menu(lang, info, 2, &plain(lang, "shape-menu-triples"), &triples));
    rows.extend(menu(lang, info, 3, &plain(lang, "shape-menu-final"), &finals));
    let pass = if only_pass {
        "shape-button-pass-forced"
    } else {
        "shape-button-pass"
    };
    rows.push(CreateActionRow::Buttons(vec![action_button::<ShapeClash>(
        info,
        ShapeAction::Pass,
        plain(lang, pass),
        ButtonStyle::Secondary,
    )]));
    (words, rows)
}

/// A public line for an event: a deal's end (with the plays that won it), a new deal's
/// opener, the match's winner.
fn event_line(
    lang: Lang,
    info: &MatchInfo,
    events: &[ShapeClashEvent],
    event: &ShapeClashEvent,
) -> Option<String> {
    let who = |seat: Seat| mention(info.players[seat]);
    Some(match event {
        ShapeClashEvent::DealEnded { result, scores } => {
            // The plays of the deal's last move: how it was won.
            let last: Vec<String> = events
                .iter()
                .filter_map(|e| match e {
                    ShapeClashEvent::Played { play, .. } => Some(move_text(lang, play)),
                    _ => None,
                })
                .collect();
            let how = if result.end == DealEnd::WentOut && !last.is_empty() {
                let plays = last.join("; ");
                text(lang, "shape-event-last-play", &Args::new().str("plays", &plays))
            } else {
                String::new()
            };
            let (a, b) = (who(Seat::A), who(Seat::B));
            let words = deal_result(lang, info, result);
            let args = Args::new().num("deal", result.deal).str("result", &words);
            let args = args.str("how", &how).str("a", &a).str("b", &b);
            let args = args.num("sa", scores.a).num("sb", scores.b);
            text(lang, "shape-event-deal-ended", &args)
        }
        ShapeClashEvent::DealStarted { deal, first, .. } if *deal > 1 => {
            let first = who(*first);
            let args = Args::new().num("deal", *deal).str("who", &first);
            text(lang, "shape-event-deal-started", &args)
        }
        ShapeClashEvent::MatchWon { winner, scores } => {
            let name = who(*winner);
            let args = Args::new().str("winner", &name).num("w", scores[*winner]);
            let args = args.num("l", scores[winner.other()]);
            format!("🏆 {}", text(lang, "games-event-won", &args))
        }
        _ => return None,
    })
}

fn deal_result(
    lang: Lang,
    info: &MatchInfo,
    deal: &crate::rules::shape_clash::DealResult,
) -> String {
    let who = |seat: Seat| mention(info.players[seat]);
    match (deal.end, deal.winner) {
        (DealEnd::WentOut, Some(w)) => {
            let name = who(w);
            let args = Args::new().str("who", &name).num("n", deal.points);
            text(lang, "shape-deal-out", &args)
        }
        (DealEnd::Blocked, Some(w)) => {
            let name = who(w);
            let args = Args::new().str("who", &name).num("n", deal.points);
            let args = args.num("mine", deal.cards_left[w]);
            let args = args.num("theirs", deal.cards_left[w.other()]);
            text(lang, "shape-deal-blocked", &args)
        }
        _ => {
            let args = Args::new().num("left", deal.cards_left.a);
            text(lang, "shape-deal-even", &args)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pictures::shape_cards::{card_words, words_only};
    use proptest::prelude::*;

    #[test]
    fn every_refusal_has_words_and_they_read_as_before() {
        let all = [
            ShapeInputError::NotMine,
            ShapeInputError::PickOne { picked: 2 },
            ShapeInputError::NotOffered { value: "x:1".into() },
        ];
        for refusal in &all {
            assert!(!refusal.words(crate::words::Lang::ENGLISH).is_empty(), "{refusal:?}");
        }
        assert_eq!(ShapeInputError::PickOne { picked: 0 }.words(crate::words::Lang::ENGLISH), "Pick one play.");
        assert_eq!(
            ShapeInputError::NotOffered { value: "x:1".into() }.words(crate::words::Lang::ENGLISH),
            "That play is not one this panel offered."
        );
        assert_eq!(
            ShapeInputError::NotMine.words(crate::words::Lang::ENGLISH),
            "This button is not one of mine any more."
        );
    }

    fn card_of(code: &str) -> ShapeCard {
        code.parse().unwrap()
    }

    /// The pictures name each card as the menus do (`pictures/shape_cards.rs`).
    #[test]
    fn every_card_is_named_in_the_menus_words() {
        for card in ShapeCard::all() {
            let words = card_words(Lang::ENGLISH, card);
            assert!(
                card_text(Lang::ENGLISH, card).ends_with(&words),
                "{words} / {}",
                card_text(Lang::ENGLISH, card)
            );
        }
        assert_eq!(card_words(Lang::ENGLISH, card_of("PBS")), "Partial Blue Square");
        assert_eq!(card_words(Lang::ENGLISH, card_of("Blue1")), "Blue (Single)");
    }

    #[test]
    fn cards_read_at_a_glance() {
        assert_eq!(card_text(Lang::ENGLISH, "SRT".parse().unwrap()), "🔴▲ Solid Red Triangle");
        assert_eq!(card_text(Lang::ENGLISH, "HGC".parse().unwrap()), "🟢○ Hollow Green Circle");
        assert_eq!(card_text(Lang::ENGLISH, "PBS".parse().unwrap()), "🔵◧ Partial Blue Square");
        assert_eq!(card_text(Lang::ENGLISH, "Blue1".parse().unwrap()), "🔵 Blue (Single)");
        assert_eq!(
            card_text(Lang::ENGLISH, "Triangle2".parse().unwrap()),
            "▲ Triangle (Single)"
        );
        assert_eq!(card_text(Lang::ENGLISH, "Hollow3".parse().unwrap()), "□ Hollow (Single)");
    }

    #[test]
    fn every_legal_move_of_random_deals_reads_back_from_its_menu_value() {
        use crate::rules::{Game, Table};
        for seed in 0..40 {
            let mut table = Table::<ShapeClash>::new(Default::default(), seed, Seat::A, 0);
            let mut rng = crate::cards::rng_from_seed(seed);
            for _ in 0..60 {
                let Some(seat) = table.to_move() else { break };
                for mv in table.game().legal_moves() {
                    assert_eq!(parse_move(&move_value(&mv)), Some(mv.clone()));
                    assert!(move_value(&mv).len() <= 100);
                }
                let mv = table.game().random_move(&mut rng);
                table.play(seat, mv).unwrap();
            }
        }
    }

    use super::super::tests::info_of;

    /// The Completes (unique cards, so exactly checkable) among `cards`, by their names.
    fn complete_names(cards: impl IntoIterator<Item = ShapeCard>) -> Vec<String> {
        cards
            .into_iter()
            .filter_map(|c| c.as_complete())
            .map(|c| c.to_string())
            .collect()
    }

    /// All a screen says: its text, its menus and buttons, and its picture's alt text.
    fn words(screen: &Screen) -> String {
        format!(
            "{} {:?} {:?}",
            screen.text,
            screen.rows,
            screen.picture.as_ref().map(|p| &p.alt)
        )
    }

    fn shows(text: &str, hidden: &[String], what: &str) -> Result<(), TestCaseError> {
        for name in hidden {
            prop_assert!(
                !text.contains(name.as_str()),
                "{} shows {}: {}",
                what,
                name,
                text
            );
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// From random reachable states: the table and the event lines never name a
        /// Complete that is in a hand or a face-down pile, and a seat's hand and panel
        /// never name one the opponent holds or that lies face down. The truth: every
        /// Complete not played this deal is hidden (the events tell what was played).
        #[test]
        fn prop_shape_clash_renders_show_no_hidden_complete(seed in any::<u64>(), steps in 0usize..120) {
            use crate::rules::{Game, Table};
            let mut table = Table::<ShapeClash>::new(Default::default(), seed, Seat::A, 0);
            let mut rng = crate::cards::rng_from_seed(seed ^ 3);
            let mut played: Vec<ShapeCard> = Vec::new();
            for step in 0..=steps {
                let game = table.game();
                let hidden: Vec<ShapeCard> = ShapeCard::all()
                    .filter(|c| !c.is_single() && !played.contains(c))
                    .collect();
                let info = info_of(&table, step as u32);
                let check_screens = || -> Result<(), TestCaseError> {
                    let board = ShapeClash::table(crate::words::Lang::ENGLISH, &info, &game.public_view());
                    shows(&words(&board), &complete_names(hidden.clone()), "the table")?;
                    for seat in Seat::BOTH {
                        let view = game.view(seat);
                        let theirs = complete_names(hidden.iter().copied().filter(|c| !game.hand(seat).contains(c)));
                        for screen in [<ShapeClash as GameUi>::hand(crate::words::Lang::ENGLISH, &info, &view), ShapeClash::panel(crate::words::Lang::ENGLISH, &info, &view)] {
                            shows(&words(&screen), &theirs, "a panel")?;
                        }
                    }
                    Ok(())
                };
                // The screens' words (text, menus, the pictures' alt texts) at every step;
                // the pictures themselves drawn at every eighth (drawing them all was
                // nearly all of this test's time).
                if step % 8 == 0 {
                    check_screens()?;
                } else {
                    words_only(check_screens)?;
                }
                let Some(seat) = table.to_move() else { break };
                if step == steps {
                    break;
                }
                let mv = table.game().random_move(&mut rng);
                let events = table.play(seat, mv).unwrap();
                let now_played: Vec<ShapeCard> = events
                    .iter()
                    .flat_map(|e| match e {
                        ShapeClashEvent::Played { play, .. } => play.cards(),
                        _ => Vec::new(),
                    })
                    .collect();
                let still_hidden: Vec<ShapeCard> =
                    hidden.iter().copied().filter(|c| !now_played.contains(c)).collect();
                let lines = ShapeClash::events(crate::words::Lang::ENGLISH, &info_of(&table, step as u32 + 1), &events).join("\n");
                shows(&lines, &complete_names(still_hidden), "an event")?;
                played.extend(now_played);
                if events.iter().any(|e| matches!(e, ShapeClashEvent::DealStarted { .. })) {
                    played.clear();
                }
            }
        }

        #[test]
        fn prop_menu_values_never_panic_and_read_back_only_their_own_form(value in "[a-z]:[0-9.]{0,12}") {
            if let Some(mv) = parse_move(&value) {
                prop_assert_eq!(move_value(&mv), value);
            }
        }
    }
}

/// Every text of the room in every language, against Discord's limits and for leftover
/// English (named for `cargo test words`).
#[cfg(test)]
mod words_tests {
    use super::*;
    use crate::discord::limits::{BUTTON_LABEL, CONTENT, OPTION_LABEL, PLACEHOLDER};
    use crate::pictures::shape_cards::words_only;
    use crate::pictures::tile_board::ALT_TEXT_LIMIT;
    use crate::rules::shape_clash::Complete;
    use crate::rules::{BySeat, Game, Table};

    /// A 19-digit user id, the longest Discord gives.
    const ID: u64 = 1_234_567_890_123_456_789;

    fn long_info(table: &Table<ShapeClash>) -> MatchInfo {
        let mut info = super::super::tests::info_of(table, 1);
        info.id = 9_999_999;
        info.players = BySeat::new(ID, ID - 1);
        info
    }

    /// The screens of one moment (the table, each seat's hand and panel) and its posts.
    struct Moment {
        screens: Vec<Screen>,
        events: Vec<String>,
    }

    fn moment(lang: Lang, table: &Table<ShapeClash>, events: &[ShapeClashEvent]) -> Moment {
        let info = long_info(table);
        let game = table.game();
        let mut screens = vec![ShapeClash::table(lang, &info, &game.public_view())];
        for seat in Seat::BOTH {
            let view = game.view(seat);
            screens.push(<ShapeClash as GameUi>::hand(lang, &info, &view));
            screens.push(ShapeClash::panel(lang, &info, &view));
        }
        let events = ShapeClash::events(lang, &info, events);
        Moment { screens, events }
    }

    /// A seeded game played at random for up to 400 moves, its moments in `lang` (the
    /// pictures in words only).
    fn played(lang: Lang, seed: u64) -> Vec<Moment> {
        words_only(|| {
            let mut table = Table::<ShapeClash>::new(Default::default(), seed, Seat::A, 0);
            let mut rng = crate::cards::rng_from_seed(seed);
            let mut out = vec![moment(lang, &table, &[])];
            for _ in 0..400 {
                let Some(seat) = table.to_move() else { break };
                let mv = table.game().random_move(&mut rng);
                let events = table.play(seat, mv).unwrap();
                out.push(moment(lang, &table, &events));
            }
            out
        })
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
        let mut out = vec![(ShapeClash::rules(lang), 1_400)];
        for seed in [1, 42] {
            for moment in played(lang, seed) {
                for screen in &moment.screens {
                    out.push((screen.text.clone(), CONTENT));
                    component_texts(&serde_json::to_value(&screen.rows).unwrap(), &mut out);
                    if let Some(picture) = &screen.picture {
                        out.push((picture.alt.clone(), ALT_TEXT_LIMIT));
                    }
                }
                out.extend(moment.events.into_iter().map(|e| (e, CONTENT)));
            }
        }
        out.extend(refusals(lang).into_iter().map(|r| (r, CONTENT)));
        out
    }

    /// Every rules error, each variant at least once.
    fn errors() -> Vec<ShapeClashError> {
        use ShapeClashError as E;
        let card = |code: &str| code.parse::<ShapeCard>().unwrap();
        let (complete, single) = (card("SRT"), card("Blue1"));
        let piles = Complete::new([Value::Hollow, Value::Green, Value::Circle]).unwrap();
        vec![
            E::NotInHand(complete),
            E::NotInHand(single),
            E::PlayedTwice(complete),
            E::NotAComplete(single),
            E::NotASingle(complete),
            E::MustOpen,
            E::AlreadyOpen,
            E::DoesNotFollow {
                single,
                top: complete,
                category: Category::Color,
                needed: Value::Red,
            },
            E::SameAsPileTop {
                category: Category::Shape,
                value: Value::Square,
            },
            E::NotTwoShared {
                complete,
                top: card("HGC"),
                shared: 1,
            },
            E::NotThePilesComplete { complete, piles },
            E::NotMatched { piles, top: complete },
            E::MissingCategory(Category::Pattern),
            E::ComboNotTwo {
                complete,
                piles,
                matching: 3,
            },
            E::ComboWrongSingle {
                single,
                complete,
                needed: Value::Triangle,
            },
        ]
    }

    /// Every refusal: the rules' errors and the panel's.
    fn refusals(lang: Lang) -> Vec<String> {
        let inputs = [
            ShapeInputError::NotMine,
            ShapeInputError::PickOne { picked: 2 },
            ShapeInputError::NotOffered { value: "x:1".into() },
        ];
        let mut out: Vec<String> = errors().iter().map(|e| ShapeClash::explain(lang, e)).collect();
        out.extend(inputs.iter().map(|e| e.words(lang)));
        out
    }

    #[test]
    fn every_shape_clash_text_fits_discords_limits_in_every_language_words() {
        let mut problems = Vec::new();
        for lang in Lang::all() {
            for (text, limit) in all_texts(lang) {
                let long = text.chars().count() > limit;
                if long || text.contains('{') || text.contains("shape-") || text.is_empty() {
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
                out.extend(screen.picture.as_ref().map(|p| p.alt.clone()));
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
            let words = ShapeClash::explain(Lang::ENGLISH, &error);
            assert_eq!(words, crate::discord::text::sentence(&error.to_string()));
        }
    }
}
