//! A Death Match's public words: its start post, clock terms, a host's ruling, the results
//! channel's post, and a line of the host's list.

use super::Screen;
use crate::discord::text::{duration, mention, truncate};
use crate::model::{MatchInfo, MatchThread, Post, PostKind, Ruling};
use poise::serenity_prelude as serenity;
use serenity::all::CreateActionRow;

/// The clock terms of a Death Match, e.g. "60 s a turn, 5 missed turns forfeit".
fn clock_terms(info: &MatchInfo) -> String {
    let settings = &info.settings;
    let mut terms = if settings.turn_seconds == 0 {
        "untimed".to_string()
    } else {
        format!(
            "{} s a turn, {} missed turns forfeit",
            settings.turn_seconds, settings.max_strikes
        )
    };
    if let Some(dm) = &info.dm {
        if dm.reserve_seconds > 0 {
            terms += &format!(
                ", a reserve of {} each",
                duration(dm.reserve_seconds.into())
            );
        }
        terms += if dm.draw_to_dmo {
            " · a draw goes to the DMO"
        } else {
            " · a draw stands"
        };
    }
    terms
}

/// The start post: who plays, the host, the event, the clock, and the DMO's two buttons
/// (plus My hand for a game dealt before the choice).
pub fn start_message(info: &MatchInfo, chosen: Option<bool>) -> Screen {
    let Some(dm) = &info.dm else {
        return Screen::default();
    };
    let mut text = format!(
        "⚔️ **Match #{}** · Death Match · {}\nEC {} vs DMO {} · host {}",
        info.id,
        info.game,
        mention(info.players.a),
        mention(info.players.b),
        mention(dm.host)
    );
    if let Some(event) = &dm.event {
        text += &format!(" · event **{event}**");
    }
    text += &format!("\nClock: {}\n", clock_terms(info));
    text += &super::toss::commitment_line(info);
    let dealt = crate::model::games::deals_before_toss(info.game) && chosen.is_none();
    if dealt {
        text += super::toss::DEALT_LINE;
    }
    text += &format!(
        "No toss: the DMO {} picks who goes first{} and {}",
        mention(info.players.b),
        info.deadline
            .map(|d| format!(" (if not by <t:{}:R>, the DMO goes first)", d / 1000))
            .unwrap_or_default(),
        super::toss::chooses(info, chosen)
    );
    if chosen.is_some() {
        return Screen::text(truncate(text));
    }
    let mut buttons = super::toss::choice_buttons(info, "DMO: ");
    if dealt {
        buttons.push(super::toss::hand_button(info));
    }
    Screen::new(
        crate::discord::text::truncate(text),
        vec![CreateActionRow::Buttons(buttons)],
    )
}

/// How the host ended a Death Match, with the reason: what the void and award commands
/// post in the match's channel, and the results channel's post says.
pub fn ruling_line(info: &MatchInfo) -> Option<(String, &str)> {
    let dm = info.dm.as_ref()?;
    match dm.ruling.as_ref()? {
        Ruling::Void { reason } => Some((
            format!(
                "🚫 voided by the host {}: no result and no rating.",
                mention(dm.host)
            ),
            reason,
        )),
        Ruling::Award { winner, reason } => Some((
            // Whether it is rated is the rating line's to say: an award before the first
            // move is rated for nobody, like any match that ends before it.
            format!(
                "🏅 awarded to {} by the host {}: {} forfeits.",
                mention(info.players[*winner]),
                mention(dm.host),
                mention(info.players[winner.other()])
            ),
            reason,
        )),
    }
}

/// The results channel's post for a ruling (none without a ruling or a results channel).
pub fn ruling_post(info: &MatchInfo, results_channel: Option<u64>) -> Option<Post> {
    result_post(info, &ruling_text(info)?, results_channel)
}

/// A host's ruling (a void or an award) with its reason, for the posts that say it.
pub fn ruling_text(info: &MatchInfo) -> Option<String> {
    let (line, reason) = ruling_line(info)?;
    let mut text = format!("**Match #{}** · {line}", info.id);
    if !reason.trim().is_empty() {
        text += &format!(" Reason: {}", reason.trim());
    }
    Some(text)
}

/// A finished match's result as the channels outside its table say it: a Death Match's
/// with its event.
pub fn result_text(info: &MatchInfo, text: &str) -> String {
    match info.dm {
        Some(_) => format!("{} — {}", event_prefix(info), text),
        None => text.to_string(),
    }
}

/// A finished Death Match's result, owed to the configured results channel (if any, and
/// not the match's own channel), with the rating changes added at delivery.
pub fn result_post(info: &MatchInfo, text: &str, results_channel: Option<u64>) -> Option<Post> {
    let Some(channel) = &results_channel else {
        return None;
    };
    // Its own channel says the result already: the table, or the result line a thread
    // leaves in the channel it was opened from.
    let threaded = matches!(info.thread, MatchThread::Wanted | MatchThread::Open { .. });
    if info.dm.is_none() || *channel == info.place.channel || (threaded && *channel == info.home())
    {
        return None;
    }
    Some(Post {
        channel: *channel,
        kind: PostKind::Text,
        content: result_text(info, text),
        ratings: true,
    })
}

fn event_prefix(info: &MatchInfo) -> String {
    match info.dm.as_ref().and_then(|d| d.event.as_deref()) {
        Some(event) => format!("⚔️ Death Match ({event})"),
        None => "⚔️ Death Match".to_string(),
    }
}

/// One dashboard line: game, players, status, whose turn, clock, strikes, result.
pub fn summary_line(info: &MatchInfo) -> String {
    let Some(dm) = &info.dm else {
        return String::new();
    };
    let status = match (&dm.ruling, info.outcome, info.is_over()) {
        (Some(Ruling::Void { reason }), _, _) => format!("void ({reason})"),
        (Some(Ruling::Award { winner, .. }), _, _) => {
            format!("awarded to {}", mention(info.players[*winner]))
        }
        (None, Some(outcome), _) => match outcome.winner() {
            Some(w) => format!("finished: {} won", mention(info.players[w])),
            None => "finished: a draw".to_string(),
        },
        (None, None, true) => "finished".to_string(),
        (None, None, false) if dm.is_paused() => "⏸️ paused".to_string(),
        (None, None, false) if info.choosing() => "waiting for the DMO's pick".to_string(),
        (None, None, false) => match info.to_move {
            Some(seat) => format!(
                "playing: {} to move{}",
                mention(info.players[seat]),
                info.deadline
                    .map(|d| format!(", clock <t:{}:R>", d / 1000))
                    .unwrap_or_default()
            ),
            None => "playing".to_string(),
        },
    };
    let strikes = if info.settings.turn_seconds > 0 && !info.choosing() {
        format!(
            " · missed turns {}/{} · {}/{}",
            info.strikes.a, info.settings.max_strikes, info.strikes.b, info.settings.max_strikes
        )
    } else {
        String::new()
    };
    let event = dm
        .event
        .as_deref()
        .map(|e| format!(" · {e}"))
        .unwrap_or_default();
    format!(
        "• **#{}** {}{event} · EC {} vs DMO {} · {status}{strikes}",
        info.id,
        info.game,
        mention(info.players.a),
        mention(info.players.b)
    )
}
