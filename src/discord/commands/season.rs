//! `/season`: a server's seasons. Organisers start one (closing the one running) or end one,
//! and the closing season's final top 10 per game is posted publicly with the news; anyone
//! lists them. The boards themselves are `/leaderboard`'s, with its `season` option.

use crate::discord::lang::{self, command, option};
use crate::discord::reads::placements_message;
use crate::discord::text::truncate;
use crate::discord::views::leaderboard::board_name;
use crate::discord::views::ratings::escape;
use crate::discord::{Context, Error};
use crate::model::seasons::{Season, SeasonChange, SeasonPick, ALL_TIME};
use crate::rules::GameKind;
use crate::words::{plain, text, Args, Lang};
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
    let Some(by) = super::organiser(ctx, super::Organisers::Any).await? else {
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
    let Some(by) = super::organiser(ctx, super::Organisers::Any).await? else {
        return Ok(());
    };
    let change = ctx.data().service.seasons().end(guild_of(ctx), by).await?;
    announce(ctx, &change).await
}

/// This server's seasons, with their dates.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let seasons = ctx.data().service.seasons().list(guild_of(ctx)).await?;
    let lang = lang::server(ctx).await;
    public(ctx, list_text(lang, &seasons)).await
}

/// The list of a server's seasons, in `lang`, with where to see their boards.
pub(crate) fn list_text(lang: Lang, seasons: &[Season]) -> String {
    if seasons.is_empty() {
        return text(
            lang,
            "season-list-empty",
            &Args::new().str("start", &command(lang, "season start")),
        );
    }
    let title = text(
        lang,
        "season-list-title",
        &Args::new().num("count", seasons.len()),
    );
    let mut lines = vec![format!("📅 **{title}**")];
    lines.extend(seasons.iter().map(|s| season_line(lang, s)));
    let (leaderboard, stats, history) = (
        command(lang, "leaderboard"),
        command(lang, "stats"),
        command(lang, "history"),
    );
    let (named, all) = (
        format!("`{}:`", plain(lang, "cmd-leaderboard-season")),
        all_time_option(lang),
    );
    let hint = text(
        lang,
        "season-list-hint",
        &Args::new()
            .str("leaderboard", &leaderboard)
            .str("stats", &stats)
            .str("history", &history)
            .str("option", &named)
            .str("all", &all),
    );
    lines.push(format!("-# {hint}"));
    lines.join("\n")
}

/// `season:all` as the reader types it.
fn all_time_option(lang: Lang) -> String {
    option(lang, "leaderboard", "season", ALL_TIME)
}

/// One season in the list: name, dates, and whether players started from a soft reset.
fn season_line(lang: Lang, s: &Season) -> String {
    let dates = match s.ended_at {
        None => text(
            lang,
            "season-running-since",
            &Args::new().str("date", &date(s.started_at)),
        ),
        Some(end) => format!("{} – {}", date(s.started_at), date(end)),
    };
    let reset = if s.soft_reset {
        format!(" · {}", plain(lang, "season-soft-reset"))
    } else {
        String::new()
    };
    format!("• **{}** · {dates}{reset}", escape(&s.name))
}

/// A day, as Discord shows it in each reader's own calendar.
fn date(at_ms: i64) -> String {
    format!("<t:{}:D>", at_ms / 1000)
}

/// Posts what a season command did, publicly, in the server's language: the closing
/// season's end and its placements (one message per game that had players, so no post
/// passes Discord's length), then the new season's start.
async fn announce(ctx: Context<'_>, change: &SeasonChange) -> Result<(), Error> {
    let lang = lang::server(ctx).await;
    if let Some(closed) = &change.closed {
        let data = ctx.data();
        let mut placements = Vec::new();
        for game in GameKind::ALL {
            let board = data
                .service
                .records()
                .board_page(guild_of(ctx), SeasonPick::Number(closed.number), game, 1)
                .await?;
            if let Some(text) = placements_message(data, lang, &board).await? {
                placements.push((game, text));
            }
        }
        let games: Vec<&str> = placements.iter().map(|(g, _)| g.title()).collect();
        public(
            ctx,
            closed_text(lang, closed, &games, change.opened.is_none()),
        )
        .await?;
        for (_, text) in placements {
            public(ctx, text).await?;
        }
    }
    if let Some(opened) = &change.opened {
        public(ctx, opened_text(lang, opened)).await?;
    }
    Ok(())
}

/// The news of a season's end: its dates, where its placements are (`games`, which follow
/// one post each), and whether another season runs.
pub(crate) fn closed_text(lang: Lang, closed: &Season, games: &[&str], none_runs: bool) -> String {
    let name = format!("**{}**", escape(&closed.name));
    let ended = closed.ended_at.unwrap_or(closed.started_at);
    let mut head = format!(
        "🏁 {}",
        text(
            lang,
            "season-over",
            &Args::new()
                .str("season", &name)
                .str("from", &date(closed.started_at))
                .str("to", &date(ended)),
        )
    );
    // The answer stands on its own: it says where the placements are, which come
    // after it, one post per game (so that none passes Discord's length).
    head += " ";
    head += &if games.is_empty() {
        plain(lang, "season-over-nobody")
    } else {
        let (leaderboard, named) = (
            command(lang, "leaderboard"),
            format!("`{}:`", plain(lang, "cmd-leaderboard-season")),
        );
        text(
            lang,
            "season-over-placements",
            &Args::new()
                .str("games", &games.join(", "))
                .str("leaderboard", &leaderboard)
                .str("option", &named)
                .str("season", &name),
        )
    };
    if none_runs {
        head += "\n";
        head += &text(
            lang,
            "season-none-runs",
            &Args::new().str("start", &command(lang, "season start")),
        );
    }
    head
}

/// The news of a season's start, and how its players start.
pub(crate) fn opened_text(lang: Lang, opened: &Season) -> String {
    let how = plain(
        lang,
        if opened.soft_reset {
            "season-start-soft"
        } else {
            "season-start-fresh"
        },
    );
    let name = format!("**{}**", board_name(lang, Some(opened)));
    let started = text(lang, "season-started", &Args::new().str("season", &name));
    let (leaderboard, all) = (command(lang, "leaderboard"), all_time_option(lang));
    let hint = text(
        lang,
        "season-started-hint",
        &Args::new()
            .str("leaderboard", &leaderboard)
            .str("all", &all),
    );
    format!("🆕 {started} {how}\n-# {hint}")
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
