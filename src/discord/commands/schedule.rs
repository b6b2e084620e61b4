//! `/deathmatch schedule`, `reschedule`, `cancel` and `start-now`: Death Matches planned
//! ahead (model/schedules.rs). The host's replies and refusals are private and in the
//! host's language; the announcement, reminders and the rest are posted by the drawer and
//! the outbox from what the service committed.

use super::deathmatch::{host, hosted_request, plan_of};
use super::{private, GameChoice};
use crate::discord::views::schedule::{refusal, scheduled_reply};
use crate::discord::{Context, Error};
use crate::model::UserId;
use crate::service::{Service, ServiceError};
use crate::words::{text, Args, Lang};
use poise::serenity_prelude as serenity;

/// The language of what only the command's author sees.
fn reader(ctx: Context<'_>) -> Lang {
    crate::discord::lang::reader(ctx)
}

/// A schedule's refusal in the host's words; other errors go on up.
async fn refused(ctx: Context<'_>, error: ServiceError) -> Result<(), Error> {
    match error {
        ServiceError::Schedule(e) => private(ctx, refusal(reader(ctx), &e)).await,
        other => Err(other.into()),
    }
}

/// Whether the bot may manage this server's events, by the interaction's own permissions.
fn may_manage_events(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a.interaction.app_permissions.is_some_and(|p| {
            p.contains(serenity::Permissions::MANAGE_EVENTS)
                || p.contains(serenity::Permissions::CREATE_EVENTS)
        }),
        poise::Context::Prefix(_) => false,
    }
}

/// Schedule a Death Match: announced now, reminded, checked in, started at its time.
// A slash command's options are its arguments.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn schedule(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "The elimination candidate"] ec: serenity::User,
    #[description = "The Death Match Opponent, picked by the EC"] dmo: serenity::User,
    #[description = "When: 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00"]
    at: String,
    #[description = "How long a missing player has after the start before forfeiting (default 5m)"]
    grace: Option<String>,
    #[description = "An event name that groups Death Matches, e.g. Season 4, week 2"] event: Option<
        String,
    >,
    #[description = "Seconds per turn (default 60; 0 for untimed)"] turn_seconds: Option<u32>,
    #[description = "Missed turns that forfeit (default 5)"] max_strikes: Option<u32>,
) -> Result<(), Error> {
    let plan = plan_of(game, [&ec, &dmo], event, turn_seconds, max_strikes);
    let bots = "schedule-error-bots";
    let Some(request) = hosted_request(ctx, [&ec, &dmo], bots, plan).await? else {
        return Ok(());
    };
    let guild = request.place.guild;
    let scheduled = match ctx
        .data()
        .service
        .schedules()
        .deathmatch(request, &at, grace.as_deref())
        .await
    {
        Ok(scheduled) => scheduled,
        Err(e) => return refused(ctx, e).await,
    };
    made(ctx, guild, &scheduled).await
}

/// The host's reply to a schedule made: when (and any DST note), and, once per server, how
/// to grant Manage Events when the bot lacks it.
async fn made(
    ctx: Context<'_>,
    guild: u64,
    scheduled: &crate::service::Scheduled,
) -> Result<(), Error> {
    let lang = reader(ctx);
    let mut reply = scheduled_reply(
        lang,
        "schedule-reply-scheduled",
        &scheduled.schedule,
        scheduled.shift.as_ref(),
    );
    let schedules = ctx.data().service.schedules();
    if !may_manage_events(ctx) && schedules.note_once(guild, "manage_events").await? {
        reply += "\n";
        reply += &crate::discord::text::emphasised(lang, "schedule-reply-no-events", Args::new());
    }
    private(ctx, reply).await
}

/// Move a scheduled Death Match or tournament to another time (its host only).
#[poise::command(slash_command, guild_only)]
pub async fn reschedule(
    ctx: Context<'_>,
    #[description = "The number of the scheduled Death Match or tournament"] scheduled: i64,
    #[description = "The new time: 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00"]
    at: String,
) -> Result<(), Error> {
    hosted(
        ctx,
        async |service, guild, host| {
            let schedules = service.schedules();
            schedules.reschedule(guild, scheduled, host, &at).await
        },
        |lang, moved| {
            let shift = moved.shift.as_ref();
            scheduled_reply(lang, "schedule-reply-rescheduled", &moved.schedule, shift)
        },
    )
    .await
}

/// Cancel a scheduled Death Match or tournament, with a reason posted (its host only).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "The number of the scheduled Death Match or tournament"] scheduled: i64,
    #[description = "Why (posted with the cancellation)"] reason: String,
) -> Result<(), Error> {
    hosted(
        ctx,
        async |service, guild, host| {
            let schedules = service.schedules();
            schedules.cancel(guild, scheduled, host, &reason).await
        },
        |lang, s| {
            let id = s.id.to_string();
            let args = Args::new().str("id", &id).str("kind", s.kind());
            text(lang, "schedule-reply-cancelled", &args)
        },
    )
    .await
}

/// Start a scheduled Death Match or tournament now, whoever has checked in (its host only).
#[poise::command(slash_command, guild_only, rename = "start-now")]
pub async fn start_now(
    ctx: Context<'_>,
    #[description = "The number of the scheduled Death Match or tournament"] scheduled: i64,
) -> Result<(), Error> {
    hosted(
        ctx,
        async |service, guild, host| service.schedules().start_now(guild, scheduled, host).await,
        |lang, (s, started)| {
            let id = s.id.to_string();
            match started {
                Some(started) => {
                    let m = started.id.to_string();
                    let args = Args::new().str("id", &id).str("match", &m);
                    text(lang, "schedule-reply-started", &args)
                }
                None => text(
                    lang,
                    "schedule-reply-started-tournament",
                    &Args::new().str("id", &id),
                ),
            }
        },
    )
    .await
}

/// A host's command on one of their schedules: the host check, then `act` with the
/// service, the server and the host; `reply` words what it did for the host alone, in
/// their language, and a refusal is worded for them too.
async fn hosted<T>(
    ctx: Context<'_>,
    act: impl AsyncFnOnce(Service, u64, UserId) -> Result<T, ServiceError>,
    reply: impl FnOnce(Lang, T) -> String,
) -> Result<(), Error> {
    let Some(host) = host(ctx).await? else {
        return Ok(());
    };
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    match act(ctx.data().service.clone(), guild, host).await {
        Ok(done) => private(ctx, reply(reader(ctx), done)).await,
        Err(e) => refused(ctx, e).await,
    }
}

/// `/tournament create` with `starts_at`: the tournament scheduled, its sign-up open until
/// then and its registered players checking in before it.
pub async fn scheduled_tournament(
    ctx: Context<'_>,
    request: crate::model::tournaments::TournamentRequest,
    at: &str,
) -> Result<(), Error> {
    let guild = request.place.guild;
    let service = &ctx.data().service;
    let (_, scheduled) = match service.schedules().tournament(request, at).await {
        Ok(done) => done,
        Err(e) => return refused(ctx, e).await,
    };
    made(ctx, guild, &scheduled).await
}
