//! `/deathmatch`: Death Matches run by a host (docs/rules.md#death-matches). The host starts
//! one (no toss: the DMO picks who goes first), pauses and resumes it, adds time, voids or
//! awards it, lists the server's Death Matches and reads a finished one's record. Every
//! host action is posted publicly in the match's channel with the host's mention and the
//! reason; none of them shows a card (they are drawn from [`MatchInfo`] only).

use super::private;
use super::GameChoice;
use crate::discord::lang;
use crate::discord::text::bold;
use crate::discord::views::deathmatch::{
    action_text, intervention_line, ruling_line, start_message, summary_line, Intervention,
};
use crate::discord::{Context, Error};
use crate::model::{DmPlan, DmRequest, MatchId, PublicMatch};
use crate::model::{DmSummary, Place, Ruling};
use crate::service::DeathMatches;
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;

/// The name a user picked in a command's option goes by here: their nickname in the server
/// (as the interaction resolved it), else their display name.
fn picked_name(ctx: Context<'_>, user: &serenity::User) -> String {
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
    let plan = DmPlan {
        reserve_seconds,
        draw_to_dmo,
        ..plan_of(game, [&ec, &dmo], event, turn_seconds, max_strikes)
    };
    let Some(request) = hosted_request(ctx, [&ec, &dmo], "dm-no-bots", plan).await? else {
        return Ok(());
    };
    let started = ctx.data().service.deathmatches().start(request).await?;
    // Played in a thread, the start (with its buttons) is posted there, and the channel
    // gets the post the thread opens from.
    if started.info.thread == crate::model::MatchThread::Wanted {
        let id = started.info.id.to_string();
        let args = Args::new().str("id", &id);
        return super::reply(ctx, "dm-started-in-thread", &args).await;
    }
    let screen = start_message(lang::server(ctx).await, &started.info, None);
    ctx.send(
        poise::CreateReply::default()
            .content(screen.text)
            .components(screen.rows),
    )
    .await?;
    Ok(())
}

/// The terms `/deathmatch start` and `schedule` share (no reserve, a draw to the DMO
/// unless the host says otherwise).
pub(super) fn plan_of(
    game: GameChoice,
    [ec, dmo]: [&serenity::User; 2],
    event: Option<String>,
    turn_seconds: Option<u32>,
    max_strikes: Option<u32>,
) -> DmPlan {
    DmPlan {
        event,
        turn_seconds,
        max_strikes,
        ..DmPlan::new(game.into(), ec.id.get(), dmo.id.get())
    }
}

/// What `/deathmatch start` and `schedule` check first: the author hosts here, this is a
/// game channel, and neither player is a bot (else the refusal, `bots_refusal` privately,
/// and `None`). Both players' names are remembered: their thread is named after them,
/// maybe before either clicks anything.
pub(super) async fn hosted_request(
    ctx: Context<'_>,
    players: [&serenity::User; 2],
    bots_refusal: &str,
    plan: DmPlan,
) -> Result<Option<DmRequest>, Error> {
    let Some(host) = host(ctx).await? else {
        return Ok(None);
    };
    if !super::game_channel_only(ctx).await? {
        return Ok(None);
    }
    if players.iter().any(|player| player.bot) {
        private(ctx, plain(lang::reader(ctx), bots_refusal)).await?;
        return Ok(None);
    }
    let records = ctx.data().service.records();
    for player in players {
        let name = picked_name(ctx, player);
        if let Err(e) = records.user_seen(player.id.get(), &name).await {
            tracing::error!("remembering the name of {}: {e}", player.id);
        }
    }
    let place = Place {
        guild: ctx.guild_id().map(|g| g.get()).unwrap_or_default(),
        channel: ctx.channel_id().get(),
    };
    Ok(Some(DmRequest { place, host, plan }))
}

/// Announces a host action in the match's channel, in the server's language: the
/// command's answer itself is the public post (an interaction answer, not a channel write).
/// `line` words the action in that language. The table is redrawn, and a ruling's result
/// posted to the results channel, by the delivery, which the service woke with the change.
async fn announce(
    ctx: Context<'_>,
    public: &PublicMatch,
    line: impl FnOnce(Lang) -> String,
    reason: Option<&str>,
) -> Result<(), Error> {
    let info = &public.info;
    let lang = lang::server(ctx).await;
    let mut text = action_text(lang, info.id, &line(lang), reason);
    if info.is_over() {
        text += &crate::discord::reads::rating_lines(&ctx.data().service, lang, info).await;
    }
    ctx.send(poise::CreateReply::default().content(crate::discord::text::truncate(text)))
        .await?;
    Ok(())
}

/// The host of a Death Match: the author's id when they may host here (else refused, `None`).
pub(super) async fn host(ctx: Context<'_>) -> Result<Option<u64>, Error> {
    super::organiser(ctx, super::Organisers::Hosts).await
}

/// The host and the service's Death Matches, when the author may host here (else refused,
/// `None`).
async fn hosting(ctx: Context<'_>) -> Result<Option<(u64, DeathMatches<'_>)>, Error> {
    let deathmatches = ctx.data().service.deathmatches();
    Ok(host(ctx).await?.map(|host| (host, deathmatches)))
}

/// Announces a void or an award, as [`ruling_line`] words it.
async fn ruled(ctx: Context<'_>, public: &PublicMatch) -> Result<(), Error> {
    let info = &public.info;
    // A host's ruling: the words the host gave.
    let reason = match info.dm.as_ref().and_then(|dm| dm.ruling.as_ref()) {
        Some(Ruling::Void { reason }) => Some(reason.as_str()),
        Some(Ruling::Award { reason, .. }) => reason.given(),
        None => None,
    }
    .ok_or("a host's ruling without the host's reason")?;
    let line = |lang| {
        ruling_line(lang, info)
            .map(|(line, _)| line)
            .unwrap_or_default()
    };
    announce(ctx, public, line, Some(reason)).await
}

/// Pause a Death Match: no moves and no clock until resumed.
#[poise::command(slash_command, guild_only)]
pub async fn pause(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with the pause)"] reason: Option<String>,
) -> Result<(), Error> {
    pause_or_resume(ctx, r#match, reason, true).await
}

/// Resume a paused Death Match with the time that was left.
#[poise::command(slash_command, guild_only)]
pub async fn resume(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with the resume)"] reason: Option<String>,
) -> Result<(), Error> {
    pause_or_resume(ctx, r#match, reason, false).await
}

/// Pauses (`pause`) or resumes a Death Match for its host, and says so in its channel.
async fn pause_or_resume(
    ctx: Context<'_>,
    id: MatchId,
    reason: Option<String>,
    pause: bool,
) -> Result<(), Error> {
    let Some((host, deathmatches)) = hosting(ctx).await? else {
        return Ok(());
    };
    let public = if pause {
        deathmatches.pause(id, host, reason.as_deref()).await?
    } else {
        deathmatches.resume(id, host, reason.as_deref()).await?
    };
    let what = if pause {
        Intervention::Paused
    } else {
        Intervention::Resumed
    };
    let line = |lang| intervention_line(lang, host, what, &public.info);
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
    let Some((host, deathmatches)) = hosting(ctx).await? else {
        return Ok(());
    };
    let public = deathmatches
        .add_time(r#match, host, seconds, reason.as_deref())
        .await?;
    let what = Intervention::AddedTime { seconds };
    let line = |lang| intervention_line(lang, host, what, &public.info);
    announce(ctx, &public, line, reason.as_deref()).await
}

/// End a Death Match with no result and no rating.
#[poise::command(slash_command, guild_only)]
pub async fn void(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with it)"] reason: String,
) -> Result<(), Error> {
    let Some((host, deathmatches)) = hosting(ctx).await? else {
        return Ok(());
    };
    let public = deathmatches.void(r#match, host, &reason).await?;
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
    let Some((host, deathmatches)) = hosting(ctx).await? else {
        return Ok(());
    };
    let winner = player.id.get();
    let public = deathmatches.award(r#match, host, winner, &reason).await?;
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
    let lang = lang::reader(ctx);
    let planned = if event.is_none() {
        let schedules = ctx.data().service.schedules().of_guild(guild).await?;
        crate::discord::views::schedule::list(lang, &schedules)
    } else {
        None
    };
    let text = list_text(lang, event.as_deref(), &list);
    let text = match planned {
        Some(planned) => format!("{planned}\n\n{text}"),
        None => text,
    };
    private(ctx, crate::discord::text::truncate(text)).await
}

/// The host's list of Death Matches (of `event`, if given), in `lang`.
pub(crate) fn list_text(lang: Lang, event: Option<&str>, list: &[DmSummary]) -> String {
    let count = list.len();
    let event_bold = event.map(bold);
    let args = match &event_bold {
        Some(e) => Args::new().str("event", e),
        None => Args::new(),
    };
    let (key, args) = match (event, list.is_empty()) {
        (Some(_), true) => ("dm-list-empty-event", args),
        (None, true) => {
            let command = lang::command(lang, "deathmatch start");
            return text(lang, "dm-list-empty", &Args::new().str("command", &command));
        }
        (Some(_), false) => ("dm-list-head-event", args.num("count", count)),
        (None, false) => ("dm-list-head", args.num("count", count)),
    };
    let mut lines = vec![text(lang, key, &args)];
    if !list.is_empty() {
        lines.extend(list.iter().map(|s| summary_line(lang, &s.info)));
    }
    lines.join("\n")
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
        Ok(record) => super::record::record_reply_in(lang::reader(ctx), &record),
        Err(e) => match super::record::refusal_in(lang::reader(ctx), &e, r#match) {
            Some(text) => poise::CreateReply::default().content(text),
            None => return Err(e.into()),
        },
    };
    ctx.send(reply.ephemeral(true)).await?;
    Ok(())
}
