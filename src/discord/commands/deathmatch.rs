//! `/deathmatch`: Death Matches run by a host (docs/rules.md#death-matches). The host starts
//! one (no toss: the DMO picks who goes first), pauses and resumes it, adds time, voids or
//! awards it, lists the server's Death Matches and reads a finished one's record. Every
//! host action is posted publicly in the match's channel with the host's mention and the
//! reason; none of them shows a card (they are drawn from [`MatchInfo`] only).

use super::private;
use super::GameChoice;
use crate::discord::text::{duration, mention};
use crate::discord::views::deathmatch::{ruling_line, start_message, summary_line};
use crate::discord::{Context, Error};
use crate::model::{DmRequest, MatchInfo, Place, PublicMatch};
use poise::serenity_prelude as serenity;

/// The name a user picked in a command's option goes by here: their nickname in the server
/// (as the interaction resolved it), else their display name.
pub(super) fn picked_name(ctx: Context<'_>, user: &serenity::User) -> String {
    let nick = match ctx {
        poise::Context::Application(a) => a
            .interaction
            .data
            .resolved
            .members
            .get(&user.id)
            .and_then(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    nick.unwrap_or_else(|| user.display_name().to_string())
}

/// Run Death Matches (hosts only, except the record).
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "start",
        "super::schedule::schedule",
        "super::schedule::reschedule",
        "super::schedule::cancel",
        "super::schedule::start_now",
        "pause",
        "resume",
        "addtime",
        "void",
        "award",
        "list",
        "record"
    ),
    subcommand_required
)]
pub async fn deathmatch(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
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
    let Some(host) = host(ctx).await? else {
        return Ok(());
    };
    if !super::game_channel_only(ctx).await? {
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
        host,
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
    // Their thread is named after them, maybe before either clicks anything.
    for player in [&ec, &dmo] {
        let name = picked_name(ctx, player);
        if let Err(e) = service.records().user_seen(player.id.get(), &name).await {
            tracing::error!("remembering the name of {}: {e}", player.id);
        }
    }
    let started = service.deathmatches().start(request).await?;
    // Played in a thread, the start (with its buttons) is posted there, and the channel
    // gets the post the thread opens from.
    if started.info.thread == crate::model::MatchThread::Wanted {
        return private(
            ctx,
            format!(
                "⚔️ Death Match #{} is started: it is played in its thread, opening now.",
                started.info.id
            ),
        )
        .await;
    }
    let screen = start_message(&started.info, None);
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
        text += &crate::discord::views::ratings::rating_lines(&ctx.data().service, info).await;
    }
    ctx.send(poise::CreateReply::default().content(crate::discord::text::truncate(text)))
        .await?;
    Ok(())
}

/// The host of a Death Match: the author's id when they may host here (else refused, `None`).
pub(super) async fn host(ctx: Context<'_>) -> Result<Option<u64>, Error> {
    super::organiser(ctx, "Death Match hosts").await
}

/// ": the clock runs out <t:…:R>" when the match's turn has a deadline, else nothing.
fn clock_note(info: &MatchInfo) -> String {
    info.deadline
        .map(|d| format!(": the clock runs out <t:{}:R>", d / 1000))
        .unwrap_or_default()
}

/// Announces a void or an award, as [`ruling_line`] words it.
async fn ruled(ctx: Context<'_>, public: &PublicMatch) -> Result<(), Error> {
    let (line, reason) = ruling_line(&public.info).ok_or("a ruling without its ruling")?;
    let reason = reason.to_string();
    announce(ctx, public, line, Some(&reason)).await
}

/// Pause a Death Match: no moves and no clock until resumed.
#[poise::command(slash_command, guild_only)]
pub async fn pause(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with the pause)"] reason: Option<String>,
) -> Result<(), Error> {
    let Some(host) = host(ctx).await? else {
        return Ok(());
    };
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
    let Some(host) = host(ctx).await? else {
        return Ok(());
    };
    let public = ctx
        .data()
        .service
        .deathmatches()
        .resume(r#match, host, reason.as_deref())
        .await?;
    let line = format!(
        "▶️ resumed by the host {}{}.",
        mention(host),
        clock_note(&public.info)
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
    let Some(host) = host(ctx).await? else {
        return Ok(());
    };
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
        clock_note(&public.info)
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
    let Some(host) = host(ctx).await? else {
        return Ok(());
    };
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
    let Some(host) = host(ctx).await? else {
        return Ok(());
    };
    let public = ctx
        .data()
        .service
        .deathmatches()
        .award(r#match, host, player.id.get(), &reason)
        .await?;
    ruled(ctx, &public).await
}

/// The host's dashboard: the server's Death Matches (or one event's).
#[poise::command(slash_command, guild_only)]
pub async fn list(
    ctx: Context<'_>,
    #[description = "Only this event's Death Matches"] event: Option<String>,
) -> Result<(), Error> {
    if host(ctx).await?.is_none() {
        return Ok(());
    }
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let list = ctx
        .data()
        .service
        .deathmatches()
        .list(guild, event.as_deref())
        .await?;
    let planned = if event.is_none() {
        let lang = crate::words::Lang::from_discord(ctx.locale().unwrap_or("en-US"));
        let schedules = ctx.data().service.schedules().of_guild(guild).await?;
        crate::discord::views::schedule::list(lang, &schedules)
    } else {
        None
    };
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
    let text = match planned {
        Some(planned) => format!("{planned}\n\n{text}"),
        None => text,
    };
    private(ctx, crate::discord::text::truncate(text)).await
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
