//! Duel in Discord. Libraries are face down for their owners too, so there is nothing
//! private: the table shows both revealed cards, the choices made so far (the second
//! chooser sees the first's), forced bottoms, clashes won, library sizes and the clock,
//! and carries the Keep / Bottom buttons itself. Each clash's result is a public line.

use super::controls::{action_button, table_buttons};
use super::{footer, mention, title, GameUi, Input, Screen, Step};
use crate::discord::text::{bold, match_number};
use crate::words::Lang;
use crate::model::MatchInfo;
use crate::words::{plain, text, Args};
use crate::rules::duel::{Duel, DuelEvent, DuelMove, DuelPublic, DuelView, ShownChoice};
use crate::rules::{BySeat, Seat};
use serenity::all::{ButtonStyle, CreateActionRow};

fn choice_text(lang: Lang, public: &DuelPublic, seat: Seat) -> String {
    let (mark, key) = match public.shown_choice(seat) {
        ShownChoice::Forced => ("⬇️", "duel-choice-forced"),
        ShownChoice::Keeps => ("⬆️", "duel-choice-keeps"),
        ShownChoice::Bottoms => ("⬇️", "duel-choice-bottoms"),
        ShownChoice::Choosing => ("⏳", "duel-choice-choosing"),
        ShownChoice::Next => ("⏳", "duel-choice-next"),
    };
    format!("{mark} {}", plain(lang, key))
}

/// A move as the catalogue selects it (`$move`).
fn move_key(mv: DuelMove) -> &'static str {
    match mv {
        DuelMove::Keep => "keep",
        DuelMove::Bottom => "bottom",
    }
}

fn versus(lang: Lang, info: &MatchInfo, cards: BySeat<crate::cards::Card>) -> String {
    let (a, b) = (mention(info.players.a), mention(info.players.b));
    let (ca, cb) = (bold(cards.a), bold(cards.b));
    let args = Args::new().str("a", &a).str("ca", &ca).str("b", &b);
    text(lang, "duel-versus", &args.str("cb", &cb))
}

fn clash_result(lang: Lang, info: &MatchInfo, winner: Option<Seat>) -> String {
    match winner {
        Some(seat) => {
            let who = mention(info.players[seat]);
            text(lang, "duel-clash-won", &Args::new().str("who", &who))
        }
        None => plain(lang, "duel-clash-equal"),
    }
}

/// The two choice buttons, for the seat to move, and on the table (`hint`) the "What would
/// the bot do?" that a panel gets on a row of its own.
fn choice_row(lang: Lang, info: &MatchInfo, hint: bool) -> CreateActionRow {
    let mut buttons = vec![
        action_button::<Duel>(
            info,
            DuelMove::Keep,
            plain(lang, "duel-button-keep"),
            ButtonStyle::Primary,
        ),
        action_button::<Duel>(
            info,
            DuelMove::Bottom,
            plain(lang, "duel-button-bottom"),
            ButtonStyle::Secondary,
        ),
    ];
    if hint {
        buttons.push(super::controls::hint_button(lang, info));
    }
    CreateActionRow::Buttons(buttons)
}

/// The revealed cards and each seat's choice, a line each.
fn revealed_lines(lang: Lang, info: &MatchInfo, public: &DuelPublic) -> String {
    let Some(revealed) = public.revealed else {
        return String::new();
    };
    let clash = bold(text(lang, "duel-chapter", &Args::new().num("clash", public.clash)));
    let versus = versus(lang, info, revealed);
    let args = Args::new().str("clash", &clash).str("versus", &versus);
    let mut out = text(lang, "duel-revealed", &args) + "\n";
    for seat in [public.active, public.active.other()] {
        let key = if seat == public.active {
            "duel-chooser-first"
        } else {
            "duel-chooser"
        };
        let (who, choice) = (mention(info.players[seat]), choice_text(lang, public, seat));
        // A list item in Discord; the catalogue's words are the line alone.
        out += "• ";
        out += &text(lang, key, &Args::new().str("who", &who).str("choice", &choice));
        out += "\n";
    }
    out
}

impl GameUi for Duel {
    const CODE: &'static str = "d";
    fn rules(lang: Lang) -> String {
        let target = format!("`{}`", plain(lang, "cmd-challenge-target"));
        crate::discord::text::emphasised(lang, "duel-rules", Args::new().str("target", &target))
    }

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
        let head = title(lang, info);
        let args = Args::new().str("title", &head).num("target", public.target);
        let mut out = text(lang, "duel-title", &args) + "\n";
        let (sa, sb) = (bold(public.scores.a), bold(public.scores.b));
        let (la, lb) = (public.library_sizes.a, public.library_sizes.b);
        let args = Args::new().str("a", &a).str("b", &b).str("sa", &sa).str("sb", &sb);
        out += &text(lang, "duel-scores", &args.num("la", la).num("lb", lb));
        out += "\n";
        if let Some(last) = &public.last_clash {
            let (clash, versus) = (last.clash.to_string(), versus(lang, info, last.cards));
            let result = clash_result(lang, info, last.winner);
            let args = Args::new().str("clash", &clash).str("versus", &versus);
            out += &text(lang, "duel-last", &args.str("result", &result));
            out += "\n";
        }
        out += &revealed_lines(lang, info, public);
        out += &footer(lang, info, &plain(lang, "duel-to-choose"));
        let mut rows = Vec::new();
        if public.revealed.is_some() && !info.is_over() {
            rows.push(choice_row(lang, info, true));
        }
        rows.push(table_buttons(lang, info, false, None));
        Screen::new(out, rows)
    }

    fn chapter(lang: Lang, public: &DuelPublic) -> Option<String> {
        let clash = public.clash.to_string();
        Some(text(lang, "duel-chapter", &Args::new().str("clash", &clash)))
    }

    fn act_label(lang: Lang, _: &DuelPublic) -> String {
        plain(lang, "duel-act")
    }

    fn describe(lang: Lang, _: &DuelView, mv: &DuelMove) -> String {
        text(lang, "duel-describe", &Args::new().str("move", move_key(*mv)))
    }

    fn events(lang: Lang, info: &MatchInfo, events: &[DuelEvent]) -> Vec<String> {
        events
            .iter()
            .filter_map(|event| event_line(lang, info, event))
            .collect()
    }

    fn hand(lang: Lang, info: &MatchInfo, _: &DuelView) -> Screen {
        let number = match_number(lang, info.id);
        Screen::text(text(lang, "duel-hand", &Args::new().str("match", &number)))
    }

    fn panel(lang: Lang, info: &MatchInfo, view: &DuelView) -> Screen {
        let Some(revealed) = view.public.revealed else {
            return Screen::text(plain(lang, "duel-over"));
        };
        let other = view.seat.other();
        let (number, clash) = (match_number(lang, info.id), view.public.clash.to_string());
        let (mine, theirs) = (bold(revealed[view.seat]), bold(revealed[other]));
        let args = Args::new().str("match", &number).str("clash", &clash);
        let mut out = text(lang, "duel-panel", &args.str("mine", &mine).str("other", &theirs));
        if let Some(choice) = view.public.choices[other] {
            let who = mention(info.players[other]);
            let args = Args::new().str("who", &who).str("move", move_key(choice));
            out += &text(lang, "duel-other-chose", &args);
        }
        Screen::new(out, vec![choice_row(lang, info, false)])
    }

    fn step(
        lang: Lang,
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
        let args = Args::new().str("move", move_key(action)).str("card", &card);
        Ok(Step::Play {
            mv: action,
            done: text(lang, "duel-done", &args),
        })
    }
}

/// A public line for an event; none for a reveal or a choice (the table shows them).
fn event_line(lang: Lang, info: &MatchInfo, event: &DuelEvent) -> Option<String> {
    let who = |seat: Seat| mention(info.players[seat]);
    let won = |key: &str, w: Seat, scores: &BySeat<u32>, clashes: Option<u32>| {
        let winner = who(w);
        let args = Args::new().str("winner", &winner);
        let args = args.num("w", scores[w]).num("l", scores[w.other()]);
        let args = args.num("clashes", clashes.unwrap_or_default());
        format!("🏆 {}", text(lang, key, &args))
    };
    Some(match event {
        DuelEvent::ClashResolved {
            clash,
            cards,
            winner,
            scores,
        } => {
            let (clash, versus) = (clash.to_string(), versus(lang, info, *cards));
            let result = clash_result(lang, info, *winner);
            let (a, b) = (who(Seat::A), who(Seat::B));
            let args = Args::new().str("clash", &clash).str("versus", &versus);
            let args = args.str("result", &result).str("a", &a).str("b", &b);
            text(lang, "duel-event-clash", &args.num("sa", scores.a).num("sb", scores.b))
        }
        DuelEvent::GameWon { winner, scores } => won("duel-event-won", *winner, scores, None),
        DuelEvent::ClashLimitReached {
            clashes,
            winner: Some(w),
            scores,
        } => won("duel-event-limit-won", *w, scores, Some(*clashes)),
        DuelEvent::ClashLimitReached { clashes, .. } => {
            let args = Args::new().num("clashes", *clashes);
            format!("🤝 {}", text(lang, "duel-event-limit-draw", &args))
        }
        DuelEvent::Revealed { .. } | DuelEvent::Chose { .. } => return None,
    })
}
