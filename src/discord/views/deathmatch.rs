//! A Death Match's public words: its start post, clock terms, a host's ruling, the results
//! channel's post, and a line of the host's list.

use super::Screen;
use crate::discord::games::award_reason;
use crate::discord::text::{bold, duration, match_number, mention, truncate};
use crate::model::{MatchInfo, MatchThread, Post, PostKind, Ruling};
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::CreateActionRow;

/// `<t:…:R>`: a deadline (ms) as Discord shows it, relative to the reader.
pub fn relative(deadline_ms: i64) -> String {
    format!("<t:{}:R>", deadline_ms / 1000)
}

/// The clock terms of a Death Match, e.g. "60 s a turn, 5 missed turns forfeit".
fn clock_terms(lang: Lang, info: &MatchInfo) -> String {
    let settings = &info.settings;
    let mut terms = if settings.turn_seconds == 0 {
        plain(lang, "dm-terms-untimed")
    } else {
        let args = Args::new()
            .num("seconds", settings.turn_seconds)
            .num("strikes", settings.max_strikes);
        text(lang, "dm-terms-clock", &args)
    };
    if let Some(dm) = &info.dm {
        if dm.reserve_seconds > 0 {
            let reserve = duration(dm.reserve_seconds.into());
            let args = Args::new().str("reserve", &reserve);
            terms += &text(lang, "dm-terms-reserve", &args);
        }
        let draw = if dm.draw_to_dmo {
            "dm-terms-draw-dmo"
        } else {
            "dm-terms-draw-stands"
        };
        terms += &plain(lang, draw);
    }
    terms
}

/// The start post: who plays, the host, the event, the clock, and the DMO's two buttons
/// (plus My hand for a game dealt before the choice).
pub fn start_message(lang: Lang, info: &MatchInfo, chosen: Option<bool>) -> Screen {
    let Some(dm) = &info.dm else {
        return Screen::default();
    };
    let (number, game) = (match_number(lang, info.id), info.game.to_string());
    let (ec, dmo, host) = (
        mention(info.players.a),
        mention(info.players.b),
        mention(dm.host),
    );
    let args = || {
        Args::new()
            .str("match", &number)
            .str("game", &game)
            .str("ec", &ec)
            .str("dmo", &dmo)
            .str("host", &host)
    };
    let mut out = text(lang, "dm-start-head", &args());
    if let Some(event) = &dm.event {
        let event = bold(event);
        out += &text(lang, "dm-start-event", &Args::new().str("event", &event));
    }
    let terms = clock_terms(lang, info);
    out += &format!(
        "\n{}\n",
        text(lang, "dm-start-clock", &Args::new().str("terms", &terms))
    );
    out += &super::toss::commitment_line(lang, info);
    let dealt = crate::model::games::deals_before_toss(info.game) && chosen.is_none();
    if dealt {
        out += &super::toss::dealt_line(lang);
    }
    out += &dmo_picks(lang, info, chosen, args());
    if chosen.is_some() {
        return Screen::text(truncate(out));
    }
    let mut buttons = super::toss::choice_buttons(lang, info, &plain(lang, "dm-button-prefix"));
    if dealt {
        buttons.push(super::toss::hand_button(lang, info));
    }
    Screen::new(truncate(out), vec![CreateActionRow::Buttons(buttons)])
}

/// The start post's last line: the DMO picks who goes first (by when, if the clock runs),
/// and the pick once made.
fn dmo_picks(lang: Lang, info: &MatchInfo, chosen: Option<bool>, args: Args<'_>) -> String {
    let until = info
        .deadline
        .map(|d| {
            text(
                lang,
                "dm-start-until",
                &Args::new().str("deadline", &relative(d)),
            )
        })
        .unwrap_or_default();
    let args = args.str("until", &until);
    match chosen {
        None => text(lang, "dm-start-picks", &args),
        Some(go_first) => {
            let choice = bold(super::toss::choice_label(lang, info.game, go_first));
            text(lang, "dm-start-picked", &args.str("choice", &choice))
        }
    }
}

/// How the host ended a Death Match, with the reason: what the void and award commands
/// post in the match's channel, and the results channel's post says.
pub fn ruling_line(lang: Lang, info: &MatchInfo) -> Option<(String, String)> {
    let dm = info.dm.as_ref()?;
    let host = mention(dm.host);
    match dm.ruling.as_ref()? {
        Ruling::Void { reason } => Some((
            text(lang, "dm-void", &Args::new().str("host", &host)),
            reason.clone(),
        )),
        Ruling::Award { winner, reason } => {
            // Whether it is rated is the rating line's to say: an award before the first
            // move is rated for nobody, like any match that ends before it.
            let (won, lost) = (
                mention(info.players[*winner]),
                mention(info.players[winner.other()]),
            );
            let args = Args::new()
                .str("host", &host)
                .str("winner", &won)
                .str("loser", &lost);
            Some((text(lang, "dm-award", &args), award_reason(lang, reason)))
        }
    }
}

/// A host's action on a running Death Match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intervention {
    Paused,
    Resumed,
    AddedTime { seconds: u32 },
}

/// A host's action on a running Death Match as its channel reads it, with the turn's
/// deadline when its clock runs again.
pub fn intervention_line(lang: Lang, host: u64, what: Intervention, info: &MatchInfo) -> String {
    let host = mention(host);
    let added = match what {
        Intervention::AddedTime { seconds } => duration(seconds.into()),
        _ => String::new(),
    };
    let args = Args::new().str("host", &host).str("duration", &added);
    let key = match what {
        Intervention::Paused => return text(lang, "dm-paused", &args),
        Intervention::Resumed => "dm-resumed",
        Intervention::AddedTime { .. } => "dm-added",
    };
    match info.deadline.map(relative) {
        Some(deadline) => text(
            lang,
            &format!("{key}-clock"),
            &args.str("deadline", &deadline),
        ),
        None => text(lang, key, &args),
    }
}

/// A host's action on match `id` as the channel reads it: its line, and the reason when
/// one was given.
pub fn action_text(lang: Lang, id: i64, line: &str, reason: Option<&str>) -> String {
    let number = match_number(lang, id);
    let args = Args::new().str("match", &number).str("line", line);
    match reason.map(str::trim).filter(|r| !r.is_empty()) {
        Some(reason) => text(lang, "dm-action-reason", &args.str("reason", reason)),
        None => text(lang, "dm-action", &args),
    }
}

/// The results channel's post for a ruling (none without a ruling or a results channel).
pub fn ruling_post(lang: Lang, info: &MatchInfo, results_channel: Option<u64>) -> Option<Post> {
    result_post(lang, info, &ruling_text(lang, info)?, results_channel)
}

/// A host's ruling (a void or an award) with its reason, for the posts that say it.
pub fn ruling_text(lang: Lang, info: &MatchInfo) -> Option<String> {
    let (line, reason) = ruling_line(lang, info)?;
    Some(action_text(lang, info.id, &line, Some(&reason)))
}

/// A finished match's result as the channels outside its table say it: a Death Match's
/// with its event.
pub fn result_text(lang: Lang, info: &MatchInfo, result: &str) -> String {
    let Some(dm) = &info.dm else {
        return result.to_string();
    };
    let args = Args::new().str("result", result);
    match dm.event.as_deref() {
        Some(event) => text(lang, "dm-result-event", &args.str("event", event)),
        None => text(lang, "dm-result", &args),
    }
}

/// A finished Death Match's result, owed to the configured results channel (if any, and
/// not the match's own channel), with the rating changes added at delivery.
pub fn result_post(
    lang: Lang,
    info: &MatchInfo,
    result: &str,
    results_channel: Option<u64>,
) -> Option<Post> {
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
        guild: info.place.guild,
        channel: *channel,
        kind: PostKind::Text,
        content: result_text(lang, info, result),
        ratings: true,
        said: false,
    })
}

/// Where a Death Match stands, for the host's list: its ruling or result, else who is to
/// move and by when.
fn status(lang: Lang, info: &MatchInfo) -> String {
    let Some(dm) = &info.dm else {
        return String::new();
    };
    let player = |seat: crate::rules::Seat| mention(info.players[seat]);
    let say = |key: &str, args: Args<'_>| text(lang, key, &args);
    match (&dm.ruling, info.outcome, info.is_over()) {
        (Some(Ruling::Void { reason }), _, _) => {
            say("dm-status-void", Args::new().str("reason", reason))
        }
        (Some(Ruling::Award { winner, .. }), _, _) => say(
            "dm-status-awarded",
            Args::new().str("player", &player(*winner)),
        ),
        (None, Some(outcome), _) => match outcome.winner() {
            Some(w) => say("dm-status-won", Args::new().str("player", &player(w))),
            None => say("dm-status-draw", Args::new()),
        },
        (None, None, true) => say("dm-status-finished", Args::new()),
        (None, None, false) if dm.is_paused() => say("dm-status-paused", Args::new()),
        (None, None, false) if info.choosing() => say("dm-status-choosing", Args::new()),
        (None, None, false) => match info.to_move {
            Some(seat) => to_move(lang, info, player(seat)),
            None => say("dm-status-playing", Args::new()),
        },
    }
}

/// "playing: <@1> to move", with the clock when it runs.
fn to_move(lang: Lang, info: &MatchInfo, player: String) -> String {
    let args = Args::new().str("player", &player);
    match info.deadline.map(relative) {
        Some(deadline) => text(
            lang,
            "dm-status-to-move-clock",
            &args.str("deadline", &deadline),
        ),
        None => text(lang, "dm-status-to-move", &args),
    }
}

/// One dashboard line: game, players, status, whose turn, clock, strikes, result.
pub fn summary_line(lang: Lang, info: &MatchInfo) -> String {
    let Some(dm) = &info.dm else {
        return String::new();
    };
    let strikes = if info.settings.turn_seconds > 0 && !info.choosing() {
        let args = Args::new()
            .num("a", info.strikes.a)
            .num("b", info.strikes.b)
            .num("max", info.settings.max_strikes);
        text(lang, "dm-summary-strikes", &args)
    } else {
        String::new()
    };
    let event = dm
        .event
        .as_deref()
        .map(|e| format!(" · {e}"))
        .unwrap_or_default();
    let (id, game) = (bold(format!("#{}", info.id)), info.game.to_string());
    let (ec, dmo) = (mention(info.players.a), mention(info.players.b));
    let status = status(lang, info);
    let args = Args::new()
        .str("id", &id)
        .str("game", &game)
        .str("event", &event)
        .str("ec", &ec)
        .str("dmo", &dmo)
        .str("status", &status)
        .str("strikes", &strikes);
    text(lang, "dm-summary", &args)
}
