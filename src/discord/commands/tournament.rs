//! `/tournament`: tournaments run by the bot (issue 31). An organiser (the server's host
//! roles, else Manage Server) creates one, which posts its public sign-up message with
//! Join and Leave; starts it (or the sign-up's clock does); drops, awards, voids and ends.
//! A player drops themselves. Every change is posted in the tournament's channel by the
//! delivery, from the events the service committed with it (with the organiser's mention
//! and reason), and the public message becomes the standings, edited in place; so the
//! commands themselves answer privately.

use super::private;
use super::{person, place_of, GameChoice};
use crate::discord::text::mention;
use crate::discord::views::tournament as views;
use crate::discord::{Context, Error};
use crate::model::tournament::{Format, Status, TournamentRequest};

fn guild(ctx: &Context<'_>) -> u64 {
    ctx.guild_id().map(|g| g.get()).unwrap_or_default()
}

const ORGANISERS: &str = "tournament organisers";

/// A tournament's format as a slash command's option.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "swiss"]
    Swiss,
    #[name = "single-elimination"]
    SingleElimination,
    #[name = "round-robin"]
    RoundRobin,
}

impl From<FormatChoice> for Format {
    fn from(choice: FormatChoice) -> Format {
        match choice {
            FormatChoice::Swiss => Format::Swiss,
            FormatChoice::SingleElimination => Format::SingleElimination,
            FormatChoice::RoundRobin => Format::RoundRobin,
        }
    }
}

/// Tournaments: Swiss, single elimination or round robin, paired and started by the bot.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("create", "start", "drop", "award", "void", "end", "list", "show"),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a tournament's sign-up (organisers).
// A slash command's options are its arguments.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "How players are paired"] format: FormatChoice,
    #[description = "The tournament's name"] name: String,
    #[description = "Swiss only: how many rounds (default: enough for a clear winner)"]
    rounds: Option<u32>,
    #[description = "Each match's target (default: the game's own)"] target: Option<u32>,
    #[description = "Seconds per turn (default 120); running out forfeits"] turn_seconds: Option<
        u32,
    >,
    #[description = "At most this many players (2 to 256, default 256)"] max_players: Option<u32>,
    #[description = "Minutes until the sign-up closes and it starts (default 15)"]
    signup_minutes: Option<u32>,
    #[description = "Whether its matches are rated (default yes)"] rated: Option<bool>,
    #[description = "Schedule it: when it starts (sign-up until then, check-in before), e.g. tomorrow 18:00"]
    starts_at: Option<String>,
) -> Result<(), Error> {
    let Some(organiser) = super::organiser(ctx, ORGANISERS).await? else {
        return Ok(());
    };
    let request = TournamentRequest {
        place: place_of(&ctx),
        organiser,
        game: game.into(),
        format: format.into(),
        name,
        rounds,
        target,
        turn_seconds,
        max_players,
        signup_minutes,
        rated,
    };
    if let Some(at) = starts_at {
        return super::schedule::scheduled_tournament(ctx, request, &at).await;
    }
    let t = ctx.data().service.tournaments().create(request).await?;
    private(
        ctx,
        format!(
            "**Tournament #{} · {}** is open: its sign-up is posted in this channel. It \
             starts <t:{}:R>, or when you use `/tournament start tournament:{}`.",
            t.id,
            t.name,
            t.signup_closes_at / 1000,
            t.id
        ),
    )
    .await
}

/// Close the sign-up now and pair round 1 (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The tournament number"] tournament: i64,
) -> Result<(), Error> {
    let Some(by) = super::organiser(ctx, ORGANISERS).await? else {
        return Ok(());
    };
    let t = ctx
        .data()
        .service
        .tournaments()
        .start(tournament, Some(guild(&ctx)), Some(by))
        .await?;
    private(
        ctx,
        format!(
            "**Tournament #{} · {}** has started: round 1 is posted in this channel.",
            t.id, t.name
        ),
    )
    .await
}

/// Drop out of a tournament, or (organisers) drop a player.
#[poise::command(slash_command, guild_only)]
pub async fn drop(
    ctx: Context<'_>,
    #[description = "The tournament number"] tournament: i64,
    #[description = "Organisers: the player to drop (default: yourself)"] player: Option<
        poise::serenity_prelude::User,
    >,
    #[description = "Why (posted with it)"] reason: Option<String>,
) -> Result<(), Error> {
    let by = ctx.author().id.get();
    let player = player.as_ref().map_or(by, |p| person(p).id);
    if player != by && !super::organiser_only(ctx, ORGANISERS).await? {
        return Ok(());
    }
    let t = ctx
        .data()
        .service
        .tournaments()
        .drop_player(tournament, guild(&ctx), player, by, reason.as_deref())
        .await?;
    let who = if player == by {
        "You are".to_string()
    } else {
        format!("{} is", mention(player))
    };
    let text = match t.status {
        Status::Signup => format!("{who} off the sign-up of **Tournament #{}**.", t.id),
        _ => format!(
            "{who} out of **Tournament #{}**: paired no more, and a match in play is \
             forfeited.",
            t.id
        ),
    };
    private(ctx, text).await
}

/// Award a tournament match in play to one of its players (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn award(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "The player who wins"] player: poise::serenity_prelude::User,
    #[description = "Why (posted with it)"] reason: String,
) -> Result<(), Error> {
    let Some(by) = super::organiser(ctx, ORGANISERS).await? else {
        return Ok(());
    };
    ctx.data()
        .service
        .tournaments()
        .award(r#match, guild(&ctx), by, player.id.get(), &reason)
        .await?;
    private(
        ctx,
        format!(
            "Match #{} is awarded to {}; it is posted with your reason.",
            r#match,
            mention(player.id.get())
        ),
    )
    .await
}

/// Void a tournament match in play: no result, and its players play again (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn void(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with it)"] reason: String,
) -> Result<(), Error> {
    let Some(by) = super::organiser(ctx, ORGANISERS).await? else {
        return Ok(());
    };
    ctx.data()
        .service
        .tournaments()
        .void(r#match, guild(&ctx), by, &reason)
        .await?;
    private(
        ctx,
        format!(
            "Match #{} is voided; its players play a new match.",
            r#match
        ),
    )
    .await
}

/// End a tournament now, with the standings as they are (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn end(
    ctx: Context<'_>,
    #[description = "The tournament number"] tournament: i64,
    #[description = "Why (posted with it)"] reason: Option<String>,
) -> Result<(), Error> {
    let Some(by) = super::organiser(ctx, ORGANISERS).await? else {
        return Ok(());
    };
    let t = ctx
        .data()
        .service
        .tournaments()
        .end(tournament, guild(&ctx), by, reason.as_deref())
        .await?;
    let text = match t.status {
        Status::Cancelled => format!("**Tournament #{}** is called off.", t.id),
        _ => format!(
            "**Tournament #{}** is over: the final standings are posted.",
            t.id
        ),
    };
    private(ctx, text).await
}

/// This server's tournaments, newest first.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let list = ctx.data().service.tournaments().list(guild(&ctx)).await?;
    let text = if list.is_empty() {
        "No tournaments on this server yet. An organiser opens one with `/tournament create`."
            .to_string()
    } else {
        let mut lines = vec!["Tournaments on this server (newest first):".to_string()];
        lines.extend(list.iter().map(|t| {
            let state = match t.status {
                Status::Signup => format!("signing up, starts <t:{}:R>", t.signup_closes_at / 1000),
                Status::Playing => format!("round {} of {}", t.round, t.rounds.unwrap_or(t.round)),
                Status::Finished => "finished".to_string(),
                Status::Cancelled => "called off".to_string(),
            };
            format!(
                "**#{}** · {} — {} · {} · {state}",
                t.id,
                t.name,
                t.format.title(),
                t.game
            )
        }));
        lines.join("\n")
    };
    private(ctx, text).await
}

/// A tournament's sign-up or standings (a page of them), shown to you.
#[poise::command(slash_command, guild_only)]
pub async fn show(
    ctx: Context<'_>,
    #[description = "The tournament number"] tournament: i64,
    #[description = "Which page of the standings (24 players a page; default 1)"] page: Option<u32>,
) -> Result<(), Error> {
    let view = ctx.data().service.tournaments().view(tournament).await?;
    if view.tournament.place.guild != guild(&ctx) {
        return private(
            ctx,
            format!("There is no Tournament #{tournament} on this server."),
        )
        .await;
    }
    let pages = views::standings_pages(&view);
    let page = page.unwrap_or(1) as usize;
    if page == 0 || page > pages {
        let has = if pages == 1 {
            "one page".to_string()
        } else {
            format!("pages 1 to {pages}")
        };
        return private(
            ctx,
            format!(
                "The standings of Tournament #{tournament} have {has}: there is no page {page}."
            ),
        )
        .await;
    }
    let mut screen = views::standings_screen(&view, page - 1);
    // A scheduled tournament still signing up: who has checked in.
    if let Some(s) = ctx
        .data()
        .service
        .schedules()
        .of_tournament(tournament)
        .await?
    {
        if s.is_open() {
            let lang = crate::words::Lang::from_discord(ctx.locale().unwrap_or("en-US"));
            screen.text = format!(
                "{}\n\n{}",
                crate::discord::views::schedule::announcement(lang, &s, None).text,
                screen.text
            );
        }
    }
    let mut reply = poise::CreateReply::default()
        .content(crate::discord::text::truncate(screen.text))
        .ephemeral(true);
    // Single elimination: the bracket, as on the public message.
    if let Some(picture) = &screen.picture {
        reply = reply.attachment(crate::discord::views::attachment(picture));
    }
    ctx.send(reply).await?;
    Ok(())
}
