//! The challenge post and its buttons, the practice announcement, the resign confirmation.

use super::Screen;
use crate::ai::Level;
use crate::discord::ids::Id;
use crate::discord::text::{bold, emphasised, match_number, mention};
use crate::model::{Challenge, ChallengeAnswer, MatchInfo, MatchThread};
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// A challenge's buttons: Accept, Decline (not on an open challenge: nobody declines it for
/// everyone) and Cancel.
pub fn challenge_buttons(lang: Lang, c: &Challenge, disabled: bool) -> Vec<CreateActionRow> {
    let button = |answer, key, style| {
        CreateButton::new(Id::Challenge { id: c.id, answer }.encode())
            .label(plain(lang, key))
            .style(style)
            .disabled(disabled)
    };
    let mut buttons = vec![button(
        ChallengeAnswer::Accept,
        "challenge-accept",
        ButtonStyle::Success,
    )];
    if c.opponent.is_some() {
        buttons.push(button(
            ChallengeAnswer::Decline,
            "challenge-decline",
            ButtonStyle::Danger,
        ));
    }
    buttons.push(button(
        ChallengeAnswer::Cancel,
        "challenge-cancel",
        ButtonStyle::Secondary,
    ));
    vec![CreateActionRow::Buttons(buttons)]
}

/// Who a challenge is to: `<@2>`, or "anyone here" for an open challenge.
fn challenged(lang: Lang, c: &Challenge) -> String {
    c.opponent
        .map_or_else(|| plain(lang, "challenge-anyone"), mention)
}

/// The terms of a challenge: the target (if set) and the clock.
fn terms(lang: Lang, c: &Challenge) -> String {
    let settings = &c.settings;
    let mut terms = Vec::new();
    if let Some(target) = settings.target {
        terms.push(text(
            lang,
            "challenge-terms-target",
            &Args::new().num("target", target),
        ));
    }
    terms.push(if settings.turn_seconds == 0 {
        plain(lang, "challenge-terms-untimed")
    } else {
        let args = Args::new()
            .num("seconds", settings.turn_seconds)
            .num("strikes", settings.max_strikes);
        text(lang, "challenge-terms-clock", &args)
    });
    terms.join(", ")
}

/// The challenge post: who, what, the terms, and when it expires.
pub fn challenge_screen(lang: Lang, c: &Challenge) -> Screen {
    let (id, challenger, game) = (c.id.to_string(), mention(c.challenger), bold(c.game));
    let (terms, expires) = (terms(lang, c), format!("<t:{}:R>", c.expires_at / 1000));
    let opponent = c.opponent.map(mention).unwrap_or_default();
    let args = Args::new()
        .str("id", &id)
        .str("challenger", &challenger)
        .str("game", &game)
        .str("terms", &terms)
        .str("expires", &expires);
    let text = match c.opponent {
        Some(_) => emphasised(lang, "challenge-post", args.str("opponent", &opponent)),
        None => emphasised(lang, "challenge-post-open", args),
    };
    Screen::new(text, challenge_buttons(lang, c, false))
}

/// A challenge's post once it is over (without its match): declined by `by`, withdrawn, or
/// expired unanswered. Its buttons stay, disabled.
pub fn closed_screen(lang: Lang, c: &Challenge, end: ChallengeEnd) -> Screen {
    let (id, challenger, game) = (c.id.to_string(), mention(c.challenger), c.game.to_string());
    let challenged = challenged(lang, c);
    let args = Args::new()
        .str("id", &id)
        .str("challenger", &challenger)
        .str("challenged", &challenged)
        .str("game", &game);
    let text = match end {
        ChallengeEnd::Declined { by } => {
            let by = mention(by);
            text(lang, "challenge-declined", &args.str("player", &by))
        }
        ChallengeEnd::Withdrawn => text(lang, "challenge-withdrawn", &args),
        ChallengeEnd::Expired => text(lang, "challenge-expired", &args),
    };
    Screen::new(text, challenge_buttons(lang, c, true))
}

/// How a challenge ended without a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeEnd {
    Declined { by: u64 },
    Withdrawn,
    Expired,
}

/// An accepted challenge's post: who accepted, the match it became, and where that match
/// is played, as the match says now. Drawn again when its thread could not be opened, so
/// that the post never points at a thread that is not there.
pub fn accepted_screen(lang: Lang, c: &Challenge, info: &MatchInfo) -> Screen {
    let key = match info.thread {
        MatchThread::Wanted | MatchThread::Open { .. } => "challenge-accepted-thread",
        MatchThread::Failed { .. } => "challenge-accepted-no-thread",
        MatchThread::No => "challenge-accepted",
    };
    let (id, game, m) = (c.id.to_string(), c.game.to_string(), info.id.to_string());
    let opponent = c.opponent.map(mention).unwrap_or_default();
    let challenger = mention(c.challenger);
    let args = Args::new()
        .str("id", &id)
        .str("opponent", &opponent)
        .str("challenger", &challenger)
        .str("game", &game)
        .str("match", &m);
    Screen::new(
        emphasised(lang, key, args),
        challenge_buttons(lang, c, true),
    )
}

/// The announcement of a match against the bot.
pub fn practice_line(lang: Lang, info: &MatchInfo) -> String {
    let level = info.bot.map(|b| b.level).unwrap_or(Level::Strong);
    let (number, game) = (match_number(lang, info.id), bold(info.game));
    let (player, bot) = (mention(info.players.a), mention(info.players.b));
    let args = Args::new()
        .str("match", &number)
        .str("player", &player)
        .str("game", &game)
        .str("bot", &bot)
        .str("level", level.name());
    text(lang, "practice-line", &args)
}

/// A Resign button per match (at most 4) and a Cancel that keeps playing.
pub fn confirm_resign_row(lang: Lang, ids: &[i64]) -> CreateActionRow {
    let mut buttons: Vec<CreateButton> = ids
        .iter()
        .take(4)
        .map(|&m| {
            let id = m.to_string();
            CreateButton::new(Id::ResignConfirm { m }.encode())
                .label(text(lang, "resign-button", &Args::new().str("id", &id)))
                .style(ButtonStyle::Danger)
        })
        .collect();
    if let Some(&first) = ids.first() {
        buttons.push(
            CreateButton::new(Id::ResignCancel { m: first }.encode())
                .label(plain(lang, "resign-cancel"))
                .style(ButtonStyle::Secondary),
        );
    }
    CreateActionRow::Buttons(buttons)
}
