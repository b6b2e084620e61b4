//! One step of a finished match as the web shows it, what `/replay` shows in Discord: the
//! round or deal, what led to the step (the move in words, a run-out clock, a resignation
//! or a host's forfeit) and what it did, the scores and the public table of that step:
//! exactly what the match's channel showed, never a hand (cards never revealed stay
//! hidden once the match is over too). A running match's live page draws its table with
//! [`live`].
//!
//! The words are the web's own, derived from the rules' types (each game's module here,
//! [`WebFrame`]): this edge imports nothing from `crate::discord`. maud escapes every
//! value, so a player's name is always text. Nothing here unwraps what the database
//! gave: a step that does not read is drawn as a line saying so.

use crate::cards::{Card, Suit};
use crate::model::games::StepAction;
use crate::model::replay::MatchReplay;
use crate::model::{
    AnyEvents, AnyMove, AnyPublic, AnyView, AwardReason, Hosted, MatchInfo, Ruling,
};
use crate::rules::{BySeat, EndReason, GameKind, Outcome, Seat};
use crate::service::pages::MatchPage;
use crate::web::layout::{self, Voice};
use crate::words::Args;
use maud::{html, Markup};

/// What a step of a match the replay cannot read says instead (in English).
#[cfg(test)]
pub const UNREADABLE: &str = "(unreadable step)";

/// How one game's step reads on the web, from the rules' types only. Implemented once per
/// game (in this folder, a module named like the game's rules module).
trait WebFrame: Hosted {
    /// What the scores count, as the step's score line names it: its key in web.ftl.
    const SCORE: &'static str;
    /// The public table of a step: what everybody saw then (the scores are drawn apart).
    fn table(seats: &Seats, public: &Self::PublicView) -> Markup;
    /// What the seat to move does next, after its name ("to reveal a set").
    fn to_do(v: &Voice, public: &Self::PublicView) -> String;
    /// What a move (or a run-out clock) did, one line each.
    fn events(seats: &Seats, events: &[Self::Event]) -> Vec<Markup>;
    /// A move in words, after the mover's name, as the mover saw the table `before` it;
    /// `now` is the step's table, for what names a place on it (Tile Poker's cells).
    fn describe(v: &Voice, before: &Self::View, mv: &Self::Move, now: &Self::PublicView) -> Markup;
    /// The round or deal a state is in; `None` for a game played in one go.
    fn chapter(v: &Voice, public: &Self::PublicView) -> Option<String> {
        let _ = (v, public);
        None
    }
}

/// The games' web frames, from [`crate::for_each_game!`]: a module per game, and the
/// arms of the functions that reach them.
macro_rules! web_games {
    ($($module:ident: $kind:ident),* $(,)?) => {
        $(mod $module;)*

        fn score_label(game: GameKind) -> &'static str {
            match game {
                $(GameKind::$kind => <crate::rules::$module::$kind as WebFrame>::SCORE,)*
            }
        }

        fn table(seats: &Seats, public: &AnyPublic) -> Markup {
            match public {
                $(AnyPublic::$kind(p) => <crate::rules::$module::$kind as WebFrame>::table(seats, p),)*
            }
        }

        fn to_do(v: &Voice, public: &AnyPublic) -> String {
            match public {
                $(AnyPublic::$kind(p) => <crate::rules::$module::$kind as WebFrame>::to_do(v, p),)*
            }
        }

        fn events(seats: &Seats, events: &AnyEvents) -> Vec<Markup> {
            match events {
                $(AnyEvents::$kind(e) => <crate::rules::$module::$kind as WebFrame>::events(seats, e),)*
            }
        }

        /// A move in words; none for a move of another game than the view's.
        fn describe(v: &Voice, before: &AnyView, mv: &AnyMove, now: &AnyPublic) -> Option<Markup> {
            match (before, mv, now) {
                $((AnyView::$kind(b), AnyMove::$kind(mv), AnyPublic::$kind(p)) => {
                    Some(<crate::rules::$module::$kind as WebFrame>::describe(v, b, mv, p))
                })*
                #[allow(unreachable_patterns)]
                _ => None,
            }
        }

        fn chapter(v: &Voice, public: &AnyPublic) -> Option<String> {
            match public {
                $(AnyPublic::$kind(p) => <crate::rules::$module::$kind as WebFrame>::chapter(v, p),)*
            }
        }

    };
}

crate::for_each_game!(web_games);

/// The players' names by seat, as the step names them, and the page's language.
pub struct Seats {
    names: BySeat<String>,
    pub voice: Voice,
}

impl Seats {
    fn of(
        voice: &Voice,
        names: &std::collections::HashMap<u64, String>,
        info: &MatchInfo,
    ) -> Seats {
        Seats {
            names: BySeat::from_fn(|seat| layout::name(voice, names, info.players[seat])),
            voice: *voice,
        }
    }

    /// The name of the player in `seat`.
    pub fn name(&self, seat: Seat) -> &str {
        &self.names[seat]
    }
}

/// One playing card in its own notation (`A♠`), its suit's colour a class.
pub fn card(card: Card) -> Markup {
    let colour = match card.suit {
        Suit::Hearts | Suit::Diamonds => "pc red",
        Suit::Clubs | Suit::Spades => "pc black",
    };
    html! { span class=(colour) { (card) } }
}

/// Playing cards, separated by spaces; "none" for none.
pub fn cards(v: &Voice, cards: &[Card]) -> Markup {
    html! {
        @if cards.is_empty() { (v.word("frames-none")) }
        @for (i, c) in cards.iter().enumerate() {
            @if i > 0 { " " }
            (card(*c))
        }
    }
}

/// `Ann wins the match 10–4!`, in bold: a game's last event.
fn match_won(seats: &Seats, winner: Seat, scores: &BySeat<u32>) -> Markup {
    let args = Args::new()
        .str("winner", seats.name(winner))
        .num("w", scores[winner])
        .num("l", scores[winner.other()]);
    html! { strong { (seats.voice.text("games-event-won", &args)) } }
}

/// Step `step` of the match (the end, when past it).
pub fn step(v: &Voice, model: &MatchPage, step: usize) -> Markup {
    let replay = &model.replay;
    if replay.steps.is_empty() {
        return html! { section.step { p.action { (v.word("web-step-unreadable")) } } };
    }
    let (step, at) = replay.step(step);
    let info = &at.info;
    let seats = Seats::of(v, &model.names, info);
    html! {
        section.step data-step=(step) {
            @if let Some(chapter) = chapter(v, &at.public) { p.chapter { strong { (chapter) } } }
            (action(&seats, replay, step))
            (scores(&seats, info))
            div.public {
                (table(&seats, &at.public))
                (footer(&seats, info, &to_do(v, &at.public)))
            }
        }
    }
}

/// What led to step `step`, and what it did.
fn action(seats: &Seats, replay: &MatchReplay, step: usize) -> Markup {
    let Some(at) = replay.steps.get(step) else {
        return html! { p.action { (seats.voice.word("web-step-unreadable")) } };
    };
    let Some((seat, action)) = &at.action else {
        return html! { p.action { (seats.voice.word("web-step-dealt")) } };
    };
    let v = &seats.voice;
    let who = seats.name(*seat);
    let said = |key: &str| v.text(key, &Args::new().str("who", who));
    let (line, events) = match action {
        StepAction::Play { mv, events } => {
            // The move in the mover's own terms, from what they saw before it.
            let before = step.checked_sub(1).and_then(|b| replay.steps.get(b));
            let what = before.and_then(|b| describe(v, b.mover_view(*seat), mv, &at.public));
            let line = match what {
                Some(what) => v.fill(
                    "frames-moved",
                    Args::new().str("who", who),
                    vec![("what", what)],
                ),
                None => html! { (said("web-step-moved-unreadable")) },
            };
            (line, Some(events))
        }
        // A move the channel was not told of: what it did, and nothing of the move.
        StepAction::Unseen { events } => (html! { (said("web-step-moved")) }, Some(events)),
        StepAction::Timeout { skipped, events } => {
            let key = if *skipped {
                "web-step-timeout-skipped"
            } else {
                "web-step-timeout-default"
            };
            (html! { (said(key)) }, Some(events))
        }
        StepAction::Resign => (html! { (said("web-step-resigned")) }, None),
        StepAction::Forfeit => (html! { (said("web-step-ruled-out")) }, None),
    };
    let lines = events.map(|e| self::events(seats, e)).unwrap_or_default();
    html! {
        p.action { (line) }
        @if !lines.is_empty() { ul.events { @for l in &lines { li { (l) } } } }
    }
}

/// `Score: Ann 3 · Bob 1`, named as the game counts it.
fn scores(seats: &Seats, info: &MatchInfo) -> Markup {
    html! {
        p.score {
            (seats.voice.word(score_label(info.game))) ": "
            (seats.name(Seat::A)) " " strong { (info.scores[Seat::A]) }
            " · "
            (seats.name(Seat::B)) " " strong { (info.scores[Seat::B]) }
        }
    }
}

/// The table's last lines: missed turns, then the result or who is to move.
fn footer(seats: &Seats, info: &MatchInfo, what: &str) -> Markup {
    let v = &seats.voice;
    let strikes = info.strikes;
    let max = info.settings.max_strikes;
    let voided = |key: &str, reason: &str| v.text(key, &Args::new().str("reason", reason));
    let voided = info
        .dm
        .as_ref()
        .and_then(|dm| dm.voided())
        .map(|r| voided("web-step-voided-host", r))
        .or_else(|| {
            let r = info.tournament.as_ref().and_then(|t| t.voided())?;
            Some(voided("web-step-voided-organiser", r))
        });
    let missed = Args::new()
        .str("a", seats.name(Seat::A))
        .num("a_missed", strikes.a)
        .str("b", seats.name(Seat::B))
        .num("b_missed", strikes.b)
        .num("max", max);
    html! {
        @if info.settings.turn_seconds > 0 && strikes != BySeat::default() {
            p.muted { (v.text("web-step-missed-turns", &missed)) }
        }
        @if let Some(voided) = voided {
            p.result { (voided) }
        } @else if let Some(outcome) = info.outcome {
            p.result { strong { (outcome_line(seats, info, outcome)) } }
        } @else if let Some(seat) = info.to_move {
            p.next { (v.text("web-step-next", &Args::new().str("who", seats.name(seat)).str("what", what))) }
        }
    }
}

/// How a finished match ended, in words, as its last step says it (a host's award, a
/// Death Match's rule on draws and forfeits included); `None` while it is not over.
pub fn result(
    v: &Voice,
    names: &std::collections::HashMap<u64, String>,
    info: &MatchInfo,
) -> Option<String> {
    Some(outcome_line(
        &Seats::of(v, names, info),
        info,
        info.outcome?,
    ))
}

/// How the match ended, in words.
fn outcome_line(seats: &Seats, info: &MatchInfo, outcome: Outcome) -> String {
    let v = &seats.voice;
    let award = info
        .dm
        .as_ref()
        .and_then(|dm| dm.ruling.as_ref())
        .map(|r| (r, "web-outcome-awarded-host"))
        .or_else(|| {
            let ruling = info.tournament.as_ref()?.ruling.as_ref()?;
            Some((&ruling.ruling, "web-outcome-awarded-organiser"))
        });
    if let Some((Ruling::Award { winner, reason }, key)) = award {
        let reason = match reason {
            AwardReason::Given(words) => words.clone(),
            AwardReason::NoShow { missing, schedule } => {
                let who = info.seat_of(*missing).map(|s| seats.name(s));
                let id = schedule.to_string();
                let args = Args::new()
                    .str("missing", who.unwrap_or_default())
                    .str("id", &id);
                v.text("schedule-forfeit-reason", &args)
            }
        };
        let args = Args::new()
            .str("winner", seats.name(*winner))
            .str("reason", &reason);
        return v.text(key, &args);
    }
    if info.table_outcome == Some(Outcome::Draw) && outcome != Outcome::Draw {
        if let Some(winner) = outcome.winner() {
            let args = Args::new().str("winner", seats.name(winner));
            return v.text("web-outcome-dm-draw", &args);
        }
    }
    let Outcome::Win { winner, reason } = outcome else {
        return v.word("web-outcome-draw");
    };
    let (w, l) = (seats.name(winner), seats.name(winner.other()));
    let key = match reason {
        EndReason::Play => "web-outcome-won",
        // A run-out clock's forfeit, or else a host's.
        EndReason::Forfeit => match info.settings.max_strikes {
            n if n == 0 || info.strikes[winner.other()] < n => "web-outcome-forfeit",
            _ => "web-outcome-missed-turns",
        },
        EndReason::Resignation if info.tournament.as_ref().is_some_and(|t| t.dropped_out) => {
            "web-outcome-dropped-out"
        }
        EndReason::Resignation => "web-outcome-resigned",
    };
    let args = Args::new()
        .str("winner", w)
        .str("loser", l)
        .num("turns", info.settings.max_strikes);
    v.text(key, &args)
}

/// A running match's public table: what its channel sees now (the public view only:
/// no hand, which is why a live page has no hands section).
pub fn live(
    v: &Voice,
    info: &MatchInfo,
    public: Option<&AnyPublic>,
    names: &std::collections::HashMap<u64, String>,
) -> Markup {
    let seats = Seats::of(v, names, info);
    html! {
        section.step {
            @if let Some(chapter) = public.and_then(|p| chapter(v, p)) { p.chapter { strong { (chapter) } } }
            (scores(&seats, info))
            @if let Some(public) = public {
                div.public {
                    (table(&seats, public))
                    (footer(&seats, info, &to_do(v, public)))
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
