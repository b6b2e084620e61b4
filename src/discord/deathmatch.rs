//! `/deathmatch`: Death Matches run by a host (docs/rules.md#death-matches). The host starts
//! one (no toss: the DMO picks who goes first), pauses and resumes it, adds time, voids or
//! awards it, lists the server's Death Matches and reads a finished one's record. Every
//! host action is posted publicly in the match's channel with the host's mention and the
//! reason; none of them shows a card (they are drawn from [`MatchInfo`] only).

use super::commands::GameChoice;
use super::games::{mention, Screen};
use super::ids::Id;
use super::{Context, Error};
use crate::model::{DmRequest, MatchInfo, Place, Post, PostKind, PublicMatch, Ruling};
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};
use std::sync::OnceLock;

/// `[deathmatch] results_channel`, set once at start.
static RESULTS_CHANNEL: OnceLock<Option<u64>> = OnceLock::new();

pub fn set_results_channel(channel: Option<u64>) {
    let _ = RESULTS_CHANNEL.set(channel);
}

/// Whether the author may host: one of the configured host roles, or with none configured
/// the Manage Server permission.
async fn is_host(ctx: Context<'_>) -> bool {
    let roles = &ctx.data().deathmatch.host_roles;
    let Some(member) = ctx.author_member().await else {
        return false;
    };
    if roles.is_empty() {
        member
            .permissions
            .is_some_and(|p| p.manage_guild() || p.administrator())
    } else {
        member.roles.iter().any(|r| roles.contains(&r.get()))
    }
}

async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(super::truncate(text.into()))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Refuses a non-host privately; `true` when the author may go on.
async fn host_only(ctx: Context<'_>) -> Result<bool, Error> {
    if is_host(ctx).await {
        return Ok(true);
    }
    let roles = &ctx.data().deathmatch.host_roles;
    let who = if roles.is_empty() {
        "members with the Manage Server permission".to_string()
    } else {
        let roles: Vec<String> = roles.iter().map(|r| format!("<@&{r}>")).collect();
        format!("members with the host role ({})", roles.join(", "))
    };
    private(
        ctx,
        format!("Only Death Match hosts can do that: {who}. Nothing was changed."),
    )
    .await?;
    Ok(false)
}

/// Run Death Matches (hosts only, except the record).
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "start", "pause", "resume", "addtime", "void", "award", "list", "record"
    ),
    subcommand_required
)]
pub async fn deathmatch(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

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

/// `1:30`, `45 s`, `2:00:00`.
pub fn duration(seconds: i64) -> String {
    let seconds = seconds.max(0);
    match seconds {
        0..=59 => format!("{seconds} s"),
        60..=3599 => format!("{}:{:02}", seconds / 60, seconds % 60),
        _ => format!(
            "{}:{:02}:{:02}",
            seconds / 3600,
            (seconds / 60) % 60,
            seconds % 60
        ),
    }
}

/// The start post: who plays, the host, the event, the clock, and the DMO's two buttons
/// (plus My hand for a game dealt before the choice).
pub fn start_message(info: &MatchInfo) -> Screen {
    let Some(dm) = &info.dm else {
        return Screen::default();
    };
    let (first_label, second_label) = crate::model::games::choice_labels(info.game);
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
    text += &super::record::commitment_line(info);
    let dealt = crate::model::games::deals_before_toss(info.game);
    if dealt {
        text += super::commands::DEALT_LINE;
    }
    text += &format!(
        "No toss: the DMO {} picks who goes first{} and chooses:",
        mention(info.players.b),
        info.deadline
            .map(|d| format!(" (if not by <t:{}:R>, the DMO goes first)", d / 1000))
            .unwrap_or_default()
    );
    let button = |first: bool, label: &str| {
        CreateButton::new(
            Id::Choose {
                m: info.id,
                v: info.version,
                first,
            }
            .encode(),
        )
        .label(format!("DMO: {label}"))
        .style(ButtonStyle::Primary)
    };
    let mut buttons = vec![button(true, first_label), button(false, second_label)];
    if dealt {
        buttons.push(
            CreateButton::new(Id::Hand { m: info.id }.encode())
                .label("My hand")
                .style(ButtonStyle::Secondary),
        );
    }
    Screen::new(
        super::truncate(text),
        vec![CreateActionRow::Buttons(buttons)],
    )
}

/// Start a Death Match: the DMO picks who goes first.
// A slash command's options are its arguments.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "The elimination candidate"] ec: serenity::User,
    #[description = "The Death Match Opponent, picked by the EC"] dmo: serenity::User,
    #[description = "An event name that groups Death Matches, e.g. Season 4, week 2"] event: Option<
        String,
    >,
    #[description = "Seconds per turn (default 60; 0 for untimed)"] turn_seconds: Option<u32>,
    #[description = "Missed turns that forfeit (default 5)"] max_strikes: Option<u32>,
    #[description = "A time bank per player, spent before a turn is skipped (default 0)"]
    reserve_seconds: Option<u32>,
    #[description = "Whether a drawn game goes to the DMO (default yes)"] draw_to_dmo: Option<bool>,
) -> Result<(), Error> {
    if !host_only(ctx).await? {
        return Ok(());
    }
    if ec.bot || dmo.bot {
        return private(ctx, "Bots cannot play a Death Match: pick two people.").await;
    }
    let request = DmRequest {
        place: Place {
            guild: ctx.guild_id().map(|g| g.get()).unwrap_or_default(),
            channel: ctx.channel_id().get(),
        },
        host: ctx.author().id.get(),
        game: game.into(),
        ec: ec.id.get(),
        dmo: dmo.id.get(),
        event,
        turn_seconds,
        max_strikes,
        reserve_seconds,
        draw_to_dmo,
    };
    let service = &ctx.data().service;
    let started = service.deathmatches().start(request).await?;
    let screen = start_message(&started.info);
    ctx.send(
        poise::CreateReply::default()
            .content(screen.text)
            .components(screen.rows),
    )
    .await?;
    Ok(())
}

/// Announces a host action in the match's channel: the command's answer itself is the
/// public post (an interaction answer, not a channel write). The table is redrawn, and a
/// ruling's result posted to the results channel, by the delivery, which the service
/// woke with the change.
async fn announce(
    ctx: Context<'_>,
    public: &PublicMatch,
    line: String,
    reason: Option<&str>,
) -> Result<(), Error> {
    let info = &public.info;
    let mut text = format!("**Match #{}** · {line}", info.id);
    if let Some(reason) = reason.map(str::trim).filter(|r| !r.is_empty()) {
        text += &format!(" Reason: {reason}");
    }
    if info.is_over() {
        text += &super::leaderboard::rating_lines(&ctx.data().service, info).await;
    }
    ctx.send(poise::CreateReply::default().content(super::truncate(text)))
        .await?;
    Ok(())
}

/// Announces a void or an award, as [`ruling_line`] words it.
async fn ruled(ctx: Context<'_>, public: &PublicMatch) -> Result<(), Error> {
    let (line, reason) = ruling_line(&public.info).ok_or("a ruling without its ruling")?;
    let reason = reason.to_string();
    announce(ctx, public, line, Some(&reason)).await
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
            format!(
                "🏅 awarded to {} by the host {} (rated as a forfeit).",
                mention(info.players[*winner]),
                mention(dm.host)
            ),
            reason,
        )),
    }
}

/// The results channel's post for a ruling (none without a ruling or a results channel).
pub fn ruling_post(info: &MatchInfo) -> Option<Post> {
    let (line, reason) = ruling_line(info)?;
    let mut text = format!("**Match #{}** · {line}", info.id);
    if !reason.trim().is_empty() {
        text += &format!(" Reason: {}", reason.trim());
    }
    result_post(info, &text)
}

/// A finished Death Match's result, owed to the configured results channel (if any, and
/// not the match's own channel), with the rating changes added at delivery.
pub fn result_post(info: &MatchInfo, text: &str) -> Option<Post> {
    let Some(Some(channel)) = RESULTS_CHANNEL.get() else {
        return None;
    };
    if info.dm.is_none() || *channel == info.place.channel {
        return None;
    }
    Some(Post {
        channel: *channel,
        kind: PostKind::Text,
        content: format!("{} — {}", event_prefix(info), text),
        ratings: true,
    })
}

fn event_prefix(info: &MatchInfo) -> String {
    match info.dm.as_ref().and_then(|d| d.event.as_deref()) {
        Some(event) => format!("⚔️ Death Match ({event})"),
        None => "⚔️ Death Match".to_string(),
    }
}

/// Pause a Death Match: no moves and no clock until resumed.
#[poise::command(slash_command, guild_only)]
pub async fn pause(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with the pause)"] reason: Option<String>,
) -> Result<(), Error> {
    if !host_only(ctx).await? {
        return Ok(());
    }
    let host = ctx.author().id.get();
    let public = ctx
        .data()
        .service
        .deathmatches()
        .pause(r#match, host, reason.as_deref())
        .await?;
    let line = format!(
        "⏸️ paused by the host {}: no moves and no clock until it resumes.",
        mention(host)
    );
    announce(ctx, &public, line, reason.as_deref()).await
}

/// Resume a paused Death Match with the time that was left.
#[poise::command(slash_command, guild_only)]
pub async fn resume(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with the resume)"] reason: Option<String>,
) -> Result<(), Error> {
    if !host_only(ctx).await? {
        return Ok(());
    }
    let host = ctx.author().id.get();
    let public = ctx
        .data()
        .service
        .deathmatches()
        .resume(r#match, host, reason.as_deref())
        .await?;
    let line = format!(
        "▶️ resumed by the host {}{}.",
        mention(host),
        public
            .info
            .deadline
            .map(|d| format!(": the clock runs out <t:{}:R>", d / 1000))
            .unwrap_or_default()
    );
    announce(ctx, &public, line, reason.as_deref()).await
}

/// Add time to the current turn of a Death Match.
#[poise::command(slash_command, guild_only)]
pub async fn addtime(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Seconds to add to the current turn"] seconds: u32,
    #[description = "Why (posted with it)"] reason: Option<String>,
) -> Result<(), Error> {
    if !host_only(ctx).await? {
        return Ok(());
    }
    let host = ctx.author().id.get();
    let public = ctx
        .data()
        .service
        .deathmatches()
        .add_time(r#match, host, seconds, reason.as_deref())
        .await?;
    let line = format!(
        "⏱️ the host {} added {} to the current turn{}.",
        mention(host),
        duration(seconds.into()),
        public
            .info
            .deadline
            .map(|d| format!(": the clock runs out <t:{}:R>", d / 1000))
            .unwrap_or_default()
    );
    announce(ctx, &public, line, reason.as_deref()).await
}

/// End a Death Match with no result and no rating.
#[poise::command(slash_command, guild_only)]
pub async fn void(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with it)"] reason: String,
) -> Result<(), Error> {
    if !host_only(ctx).await? {
        return Ok(());
    }
    let host = ctx.author().id.get();
    let public = ctx
        .data()
        .service
        .deathmatches()
        .void(r#match, host, &reason)
        .await?;
    ruled(ctx, &public).await
}

/// End a Death Match with a player the winner (e.g. a disqualification); rated as a forfeit.
#[poise::command(slash_command, guild_only)]
pub async fn award(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "The player who wins"] player: serenity::User,
    #[description = "Why (posted with it)"] reason: String,
) -> Result<(), Error> {
    if !host_only(ctx).await? {
        return Ok(());
    }
    let host = ctx.author().id.get();
    let public = ctx
        .data()
        .service
        .deathmatches()
        .award(r#match, host, player.id.get(), &reason)
        .await?;
    ruled(ctx, &public).await
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

/// The host's dashboard: the server's Death Matches (or one event's).
#[poise::command(slash_command, guild_only)]
pub async fn list(
    ctx: Context<'_>,
    #[description = "Only this event's Death Matches"] event: Option<String>,
) -> Result<(), Error> {
    if !host_only(ctx).await? {
        return Ok(());
    }
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let list = ctx
        .data()
        .service
        .deathmatches()
        .list(guild, event.as_deref())
        .await?;
    let text = if list.is_empty() {
        match &event {
            Some(e) => format!("No Death Matches in the event **{e}**."),
            None => "No Death Matches on this server yet. Start one with `/deathmatch start`."
                .to_string(),
        }
    } else {
        let mut lines = vec![match &event {
            Some(e) => format!("Death Matches of **{e}** ({}):", list.len()),
            None => format!(
                "Death Matches on this server ({}, newest first):",
                list.len()
            ),
        }];
        lines.extend(list.iter().map(|s| summary_line(&s.info)));
        lines.join("\n")
    };
    private(ctx, text).await
}

// The record holds every action with its time and actor, every hand, the seed and salt,
// and the host's actions; it goes privately to the host and the two players.
/// A finished Death Match's full record, for its host and its two players.
#[poise::command(slash_command, guild_only)]
pub async fn record(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let reply = match ctx.data().service.matches().record_for(r#match, user).await {
        Ok(record) => super::record::record_reply(&record),
        Err(e) => match super::record::refusal(&e, r#match) {
            Some(text) => poise::CreateReply::default().content(text),
            None => return Err(e.into()),
        },
    };
    ctx.send(reply.ephemeral(true)).await?;
    Ok(())
}
