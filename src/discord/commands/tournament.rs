//! `/tournament`: tournaments run by the bot (issue 31). An organiser (the server's host
//! roles, else Manage Server) creates one, which posts its public sign-up message with
//! Join and Leave; starts it (or the sign-up's clock does); drops, awards, voids and ends.
//! A player drops themselves. Every change is posted in the tournament's channel by the
//! delivery, from the events the service committed with it (with the organiser's mention
//! and reason), and the public message becomes the standings, edited in place; so the
//! commands themselves answer privately.

use super::private;
use super::{person, place_of, GameChoice};
use crate::discord::text::{emphasised, mention};
use crate::discord::views::tournament as views;
use crate::discord::{lang, Context, Error};
use crate::model::tournaments::{Format, Status, TournamentRequest};
use crate::service::Tournaments;
use crate::words::{plain, text, Args};

fn guild(ctx: &Context<'_>) -> u64 {
    ctx.guild_id().map(|g| g.get()).unwrap_or_default()
}

const ORGANISERS: super::Organisers = super::Organisers::Tournament;

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
    let lang = lang::reader(ctx);
    let (id, relative) = (
        t.id.to_string(),
        format!("<t:{}:R>", t.signup_closes_at / 1000),
    );
    let start = lang::command_with(lang, "tournament start", &[("tournament", id.clone())]);
    let heading = views::heading(lang, &t);
    let args = Args::new()
        .str("tournament", &heading)
        .str("relative", &relative)
        .str("start", &start);
    private(ctx, text(lang, "tournament-reply-created", &args)).await
}

/// The organiser and the service's tournaments, when the author may organise here (else
/// refused, `None`).
async fn organising(ctx: Context<'_>) -> Result<Option<(u64, Tournaments<'_>)>, Error> {
    let tournaments = ctx.data().service.tournaments();
    Ok(super::organiser(ctx, ORGANISERS)
        .await?
        .map(|by| (by, tournaments)))
}

/// Close the sign-up now and pair round 1 (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The tournament number"] tournament: i64,
) -> Result<(), Error> {
    let Some((by, tournaments)) = organising(ctx).await? else {
        return Ok(());
    };
    let t = tournaments
        .start(tournament, Some(guild(&ctx)), Some(by))
        .await?;
    let lang = lang::reader(ctx);
    let heading = views::heading(lang, &t);
    let args = Args::new().str("tournament", &heading);
    private(ctx, text(lang, "tournament-reply-started", &args)).await
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
    let key = match (t.status == Status::Signup, player == by) {
        (true, true) => "tournament-reply-you-off-signup",
        (true, false) => "tournament-reply-off-signup",
        (false, true) => "tournament-reply-you-out",
        (false, false) => "tournament-reply-out",
    };
    let (id, player) = (t.id.to_string(), mention(player));
    let args = Args::new().str("id", &id).str("player", &player);
    private(ctx, emphasised(lang::reader(ctx), key, args)).await
}

/// Award a tournament match in play to one of its players (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn award(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "The player who wins"] player: poise::serenity_prelude::User,
    #[description = "Why (posted with it)"] reason: String,
) -> Result<(), Error> {
    let Some((by, tournaments)) = organising(ctx).await? else {
        return Ok(());
    };
    tournaments
        .award(r#match, guild(&ctx), by, player.id.get(), &reason)
        .await?;
    let (id, player) = (r#match.to_string(), mention(player.id.get()));
    let args = Args::new().str("match", &id).str("player", &player);
    super::reply(ctx, "tournament-reply-awarded", &args).await
}

/// Void a tournament match in play: no result, and its players play again (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn void(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: i64,
    #[description = "Why (posted with it)"] reason: String,
) -> Result<(), Error> {
    let Some((by, tournaments)) = organising(ctx).await? else {
        return Ok(());
    };
    tournaments.void(r#match, guild(&ctx), by, &reason).await?;
    let id = r#match.to_string();
    let args = Args::new().str("match", &id);
    super::reply(ctx, "tournament-reply-voided", &args).await
}

/// End a tournament now, with the standings as they are (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn end(
    ctx: Context<'_>,
    #[description = "The tournament number"] tournament: i64,
    #[description = "Why (posted with it)"] reason: Option<String>,
) -> Result<(), Error> {
    let Some((by, tournaments)) = organising(ctx).await? else {
        return Ok(());
    };
    let t = tournaments
        .end(tournament, guild(&ctx), by, reason.as_deref())
        .await?;
    let key = match t.status {
        Status::Cancelled => "tournament-reply-called-off",
        _ => "tournament-reply-over",
    };
    let id = t.id.to_string();
    private(
        ctx,
        emphasised(lang::reader(ctx), key, Args::new().str("id", &id)),
    )
    .await
}

/// This server's tournaments, newest first.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let list = ctx.data().service.tournaments().list(guild(&ctx)).await?;
    let lang = lang::reader(ctx);
    if list.is_empty() {
        let create = lang::command(lang, "tournament create");
        let args = Args::new().str("create", &create);
        return private(ctx, text(lang, "tournament-list-empty", &args)).await;
    }
    let mut lines = vec![plain(lang, "tournament-list-title")];
    lines.extend(list.iter().map(|t| {
        let (round, rounds) = (t.round.to_string(), t.rounds.unwrap_or(t.round).to_string());
        let relative = format!("<t:{}:R>", t.signup_closes_at / 1000);
        let args = Args::new()
            .str("round", &round)
            .str("rounds", &rounds)
            .str("relative", &relative);
        let key = match t.status {
            Status::Signup => "tournament-list-signing-up",
            Status::Playing => "tournament-list-round",
            Status::Finished => "tournament-list-finished",
            Status::Cancelled => "tournament-list-called-off",
        };
        format!(
            "**#{}** · {} — {} · {} · {}",
            t.id,
            t.name,
            views::format_name(lang, t.format, false),
            t.game,
            text(lang, key, &args)
        )
    }));
    private(ctx, lines.join("\n")).await
}

/// A tournament's sign-up or standings (a page of them), shown to you.
#[poise::command(slash_command, guild_only)]
pub async fn show(
    ctx: Context<'_>,
    #[description = "The tournament number"] tournament: i64,
    #[description = "Which page of the standings (24 players a page; default 1)"] page: Option<u32>,
) -> Result<(), Error> {
    let view = ctx.data().service.tournaments().view(tournament).await?;
    // Shown to the asker alone: in their language.
    let lang = lang::reader(ctx);
    let id = tournament.to_string();
    if view.tournament.place.guild != guild(&ctx) {
        let args = Args::new().str("id", &id);
        return private(ctx, text(lang, "tournament-error-not-here", &args)).await;
    }
    let pages = views::standings_pages(&view);
    let page = page.unwrap_or(1) as usize;
    if page == 0 || page > pages {
        let asked = page.to_string();
        let args = Args::new()
            .str("id", &id)
            .num("pages", pages)
            .str("page", &asked);
        return private(ctx, text(lang, "tournament-no-page", &args)).await;
    }
    let mut screen = views::standings_screen(lang, &view, page - 1);
    // A scheduled tournament still signing up: who has checked in.
    if let Some(s) = ctx
        .data()
        .service
        .schedules()
        .of_tournament(tournament)
        .await?
    {
        if s.is_open() {
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
