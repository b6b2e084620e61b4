//! `/season`: a server's seasons. Organisers start one (closing the one running) or end one,
//! and the closing season's final top 10 per game is posted publicly with the news; anyone
//! lists them. The boards themselves are `/leaderboard`'s, with its `season` option.

use crate::discord::text::truncate;
use crate::discord::views::leaderboard::{board_name, placements_message};
use crate::discord::views::ratings::escape;
use crate::discord::{Context, Error};
use crate::model::seasons::{Season, SeasonChange, SeasonPick, ALL_TIME};
use crate::rules::GameKind;
use poise::serenity_prelude as serenity;
use serenity::all::CreateAllowedMentions;

/// Seasons: boards that start afresh (organisers start and end them).
#[poise::command(
    slash_command,
    guild_only,
    subcommands("start", "end", "list"),
    subcommand_required
)]
pub async fn season(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a new season, closing the one running (its final top 10s are posted).
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The new season's name, e.g. Season 4"]
    #[max_length = 100]
    name: String,
    #[description = "Start players from their all-time rating pulled halfway to 1500 (default: everyone at 1500)"]
    soft_reset: Option<bool>,
) -> Result<(), Error> {
    let Some(by) = super::organiser(ctx, "organisers").await? else {
        return Ok(());
    };
    let change = ctx
        .data()
        .service
        .seasons()
        .start(guild_of(ctx), by, &name, soft_reset.unwrap_or(false))
        .await?;
    announce(ctx, &change).await
}

/// End the season running without starting another (its final top 10s are posted).
#[poise::command(slash_command, guild_only)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let Some(by) = super::organiser(ctx, "organisers").await? else {
        return Ok(());
    };
    let change = ctx.data().service.seasons().end(guild_of(ctx), by).await?;
    announce(ctx, &change).await
}

/// This server's seasons, with their dates.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let seasons = ctx.data().service.seasons().list(guild_of(ctx)).await?;
    let text = if seasons.is_empty() {
        "This server has no seasons yet: its boards are all time. Organisers start one with \
         `/season start`."
            .to_string()
    } else {
        let mut lines = vec![format!("📅 **Seasons on this server** ({})", seasons.len())];
        lines.extend(seasons.iter().map(season_line));
        lines.push(format!(
            "-# `/leaderboard`, `/stats` and `/history` show the season running; \
             `season:` names another, `season:{ALL_TIME}` the all-time boards."
        ));
        lines.join("\n")
    };
    public(ctx, text).await
}

/// One season in the list: name, dates, and whether players started from a soft reset.
fn season_line(s: &Season) -> String {
    let dates = match s.ended_at {
        None => format!("running since <t:{}:D>", s.started_at / 1000),
        Some(end) => format!("<t:{}:D> – <t:{}:D>", s.started_at / 1000, end / 1000),
    };
    let reset = if s.soft_reset { " · soft reset" } else { "" };
    format!("• **{}** · {dates}{reset}", escape(&s.name))
}

/// Posts what a season command did, publicly: the closing season's end and its placements
/// (one message per game that had players, so no post passes Discord's length), then the
/// new season's start.
async fn announce(ctx: Context<'_>, change: &SeasonChange) -> Result<(), Error> {
    if let Some(closed) = &change.closed {
        let data = ctx.data();
        let mut placements = Vec::new();
        for game in GameKind::ALL {
            let board = data
                .service
                .records()
                .board_page(guild_of(ctx), SeasonPick::Number(closed.number), game, 1)
                .await?;
            if let Some(text) = placements_message(data, &board).await? {
                placements.push((game, text));
            }
        }
        let ended = closed.ended_at.unwrap_or(closed.started_at);
        let mut head = format!(
            "🏁 **{}** is over: it ran from <t:{}:D> to <t:{}:D>.",
            escape(&closed.name),
            closed.started_at / 1000,
            ended / 1000
        );
        // The answer stands on its own: it says where the placements are, which come
        // after it, one post per game (so that none passes Discord's length).
        head += &if placements.is_empty() {
            " Nobody was on its boards.".to_string()
        } else {
            let games: Vec<String> = placements.iter().map(|(g, _)| g.to_string()).collect();
            format!(
                " Its final placements follow, one post per game ({}); `/leaderboard` shows \
                 them again with `season:` set to **{}**.",
                games.join(", "),
                escape(&closed.name)
            )
        };
        if change.opened.is_none() {
            head += "\nNo season runs now: rated matches count on the all-time boards only \
                     until the next `/season start`.";
        }
        public(ctx, head).await?;
        for (_, text) in placements {
            public(ctx, text).await?;
        }
    }
    if let Some(opened) = &change.opened {
        let start = if opened.soft_reset {
            "Soft reset: each player starts from their all-time rating pulled halfway towards \
             1500, its deviation raised halfway back up towards 350."
        } else {
            "Everyone starts afresh at 1500."
        };
        public(
            ctx,
            format!(
                "🆕 **{}** starts now: every rated match that ends from now on counts in it \
                 (and all time), matches under way included. {start}\n-# `/leaderboard` shows \
                 it; `season:{ALL_TIME}` the all-time boards.",
                board_name(Some(opened))
            ),
        )
        .await?;
    }
    Ok(())
}

/// The command's answer, or a follow-up after it: public, pinging nobody.
async fn public(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(truncate(text))
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

fn guild_of(ctx: Context<'_>) -> u64 {
    ctx.guild_id().map(|g| g.get()).unwrap_or_default()
}
