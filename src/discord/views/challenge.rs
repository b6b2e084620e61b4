//! The challenge post and its buttons, the practice announcement, the resign confirmation.

use super::Screen;
use crate::ai::Level;
use crate::discord::ids::Id;
use crate::discord::text::mention;
use crate::model::{Challenge, ChallengeAnswer, MatchInfo, MatchThread};
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// A challenge's buttons: Accept, Decline (not on an open challenge: nobody declines it for
/// everyone) and Cancel.
pub fn challenge_buttons(c: &Challenge, disabled: bool) -> Vec<CreateActionRow> {
    let button = |answer, label, style| {
        CreateButton::new(Id::Challenge { id: c.id, answer }.encode())
            .label(label)
            .style(style)
            .disabled(disabled)
    };
    let mut buttons = vec![button(
        ChallengeAnswer::Accept,
        "Accept",
        ButtonStyle::Success,
    )];
    if c.opponent.is_some() {
        buttons.push(button(
            ChallengeAnswer::Decline,
            "Decline",
            ButtonStyle::Danger,
        ));
    }
    buttons.push(button(
        ChallengeAnswer::Cancel,
        "Cancel",
        ButtonStyle::Secondary,
    ));
    vec![CreateActionRow::Buttons(buttons)]
}

/// Who a challenge is to: `<@2>`, or "anyone here" for an open challenge.
pub fn challenged(c: &Challenge) -> String {
    c.opponent
        .map_or_else(|| "anyone here".to_string(), mention)
}

/// The challenge post: who, what, the terms, and when it expires.
pub fn challenge_screen(c: &Challenge) -> Screen {
    let settings = &c.settings;
    let mut terms = Vec::new();
    if let Some(target) = settings.target {
        terms.push(format!("first to {target}"));
    }
    terms.push(if settings.turn_seconds == 0 {
        "untimed".to_string()
    } else {
        format!(
            "{} s per turn, {} missed turns forfeit",
            settings.turn_seconds, settings.max_strikes
        )
    });
    let expires = format!("This challenge expires <t:{}:R>.", c.expires_at / 1000);
    let text = match c.opponent {
        Some(opponent) => format!(
            "⚔️ **Challenge #{}** — {} challenges {} to **{}** ({}).\n{}, do you accept? {expires}",
            c.id,
            mention(c.challenger),
            mention(opponent),
            c.game,
            terms.join(", "),
            mention(opponent),
        ),
        None => format!(
            "⚔️ **Open challenge #{}** — {} challenges anyone here to **{}** ({}).\nThe first to accept plays. {expires}",
            c.id,
            mention(c.challenger),
            c.game,
            terms.join(", "),
        ),
    };
    Screen::new(text, challenge_buttons(c, false))
}

/// An accepted challenge's post: who accepted, the match it became, and where that match
/// is played, as the match says now. Drawn again when its thread could not be opened, so
/// that the post never points at a thread that is not there.
pub fn accepted_screen(c: &Challenge, info: &MatchInfo) -> Screen {
    let place = match info.thread {
        MatchThread::Wanted | MatchThread::Open { .. } => {
            " It is played in its thread, opened from this message."
        }
        MatchThread::Failed { .. } => {
            " It is played in this channel: its thread could not be opened."
        }
        MatchThread::No => "",
    };
    let text = format!(
        "✅ Challenge #{}: {} accepted {}'s challenge to {} — this is **Match #{}**.{place}",
        c.id,
        c.opponent.map(mention).unwrap_or_default(),
        mention(c.challenger),
        c.game,
        info.id,
    );
    Screen::new(text, challenge_buttons(c, true))
}

/// The announcement of a match against the bot.
pub fn practice_line(info: &MatchInfo) -> String {
    let level = info.bot.map(|b| b.level).unwrap_or(Level::Strong);
    format!(
        "🤖 **Match #{}** — {} plays **{}** against {} ({level} level). Practice: not rated. The toss follows.",
        info.id,
        mention(info.players.a),
        info.game,
        mention(info.players.b),
    )
}

/// A Resign button per match (at most 4) and a Cancel that keeps playing.
pub fn confirm_resign_row(ids: &[i64]) -> CreateActionRow {
    let mut buttons: Vec<CreateButton> = ids
        .iter()
        .take(4)
        .map(|&m| {
            CreateButton::new(Id::ResignConfirm { m }.encode())
                .label(format!("Resign Match #{m}"))
                .style(ButtonStyle::Danger)
        })
        .collect();
    if let Some(&first) = ids.first() {
        buttons.push(
            CreateButton::new(Id::ResignCancel { m: first }.encode())
                .label("Cancel")
                .style(ButtonStyle::Secondary),
        );
    }
    CreateActionRow::Buttons(buttons)
}
