//! /leaderboard (with its Previous and Next buttons), /stats and /history, each for a
//! season (the `season` option, suggested per server) or all time, and remembering the
//! names users are seen with. Rendering only: the records and ratings are the service's
//! (`service::records`).

use super::GameChoice;
use crate::discord::refusals;
use crate::discord::seen::note_author;
use crate::discord::text::truncate;
use crate::discord::views::leaderboard::{
    board_message, board_name, capitalize, history_line, place_text, stats_text,
};
use crate::discord::views::ratings::player;
use crate::discord::{Context, Error};
use crate::model::ratings::BoardError;
use crate::model::seasons::{SeasonPick, ALL_TIME};
use crate::model::UserId;
use crate::rules::GameKind;
use poise::serenity_prelude as serenity;
use serenity::all::{
    AutocompleteChoice, CreateActionRow, CreateAllowedMentions, CreateAutocompleteResponse,
};

/// Matches /history shows.
pub const HISTORY_LENGTH: u32 = 10;

/// The leaderboard of a game on this server.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Which season (the one running if left out; all for all time)"]
    #[autocomplete = "season_names"]
    season: Option<String>,
    #[description = "Page, 10 players each (1 if left out)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    note_author(ctx).await;
    let data = ctx.data();
    let game: GameKind = game.into();
    let pick = SeasonPick::from_option(season.as_deref());
    match data
        .service
        .records()
        .board_page(guild_of(ctx), pick, game, page.unwrap_or(1))
        .await
    {
        Ok(board) => {
            let (content, rows) = board_message(data, guild_of(ctx), &board).await?;
            ctx.send(
                poise::CreateReply::default()
                    .content(content)
                    .components(rows)
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
            .await?;
        }
        Err(e @ (BoardError::NoSuchPage { .. } | BoardError::Season(_))) => {
            let words = match &e {
                BoardError::Season(season) => refusals::season(season),
                other => format!("{}.", capitalize(&other.to_string())),
            };
            let reply = poise::CreateReply::default().content(words).ephemeral(true);
            ctx.send(reply).await?;
        }
        Err(e) => return Err(e.into()),
    }
    Ok(())
}

/// A player's rating, rank and record (yours if no one is named).
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (yours if left out)"] user: Option<serenity::User>,
    #[description = "Which game (every game they play if left out)"] game: Option<GameChoice>,
    #[description = "Which season (the one running if left out; all for all time)"]
    #[autocomplete = "season_names"]
    season: Option<String>,
) -> Result<(), Error> {
    note_author(ctx).await;
    let data = ctx.data();
    let viewer = ctx.author().id.get();
    let target = user.as_ref().map_or(viewer, |u| u.id.get());
    let guild = guild_of(ctx);
    let found = data
        .service
        .records()
        .player_stats(
            guild,
            SeasonPick::from_option(season.as_deref()),
            game.map(Into::into),
            target,
            viewer,
        )
        .await?;
    let mut ids: Vec<UserId> = vec![target];
    ids.extend(
        found
            .value
            .iter()
            .filter_map(|s| s.top_opponent.map(|(u, _)| u)),
    );
    let names = data.service.records().user_names(ids).await?;
    let who = player(target, &names);
    let content = if found.value.is_empty() {
        let game = game
            .map(|g| format!(" of {}", GameKind::from(g)))
            .unwrap_or_default();
        let place = place_text(found.season.as_ref());
        if target == viewer {
            format!("You have no rated games{game} {place} yet. Finish a match (`/challenge` someone) to get a rating.")
        } else {
            format!("{who} has no rated games{game} {place} yet.")
        }
    } else {
        found
            .value
            .iter()
            .map(|s| {
                stats_text(
                    data,
                    &who,
                    found.season.as_ref(),
                    s,
                    target == viewer,
                    &names,
                )
            })
            .collect::<Vec<_>>()
            .join("\n\n")
    };
    let mut reply = poise::CreateReply::default()
        .content(truncate(content))
        .allowed_mentions(CreateAllowedMentions::new());
    if let (Some(base), false) = (data.pages_base(guild).await, found.value.is_empty()) {
        let url = crate::model::pages::player(base, guild, target);
        reply = reply.components(vec![CreateActionRow::Buttons(vec![
            crate::discord::web_link("Player page on the web", url),
        ])]);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// A player's last rated matches (yours if no one is named).
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose matches (yours if left out)"] user: Option<serenity::User>,
    #[description = "Which game (all if left out)"] game: Option<GameChoice>,
    #[description = "Which season (the one running if left out; all for all time)"]
    #[autocomplete = "season_names"]
    season: Option<String>,
) -> Result<(), Error> {
    note_author(ctx).await;
    let service = &ctx.data().service;
    let viewer = ctx.author().id.get();
    let target = user.as_ref().map_or(viewer, |u| u.id.get());
    let game: Option<GameKind> = game.map(Into::into);
    let entries = service
        .records()
        .history(
            guild_of(ctx),
            SeasonPick::from_option(season.as_deref()),
            game,
            target,
            HISTORY_LENGTH,
        )
        .await?;
    let mut ids = vec![target];
    ids.extend(entries.value.iter().map(|e| e.opponent));
    let names = service.records().user_names(ids).await?;
    let who = player(target, &names);
    let in_game = game.map(|g| format!(" of {g}")).unwrap_or_default();
    let content = if entries.value.is_empty() {
        format!(
            "{who} has no rated matches{in_game} {} yet.",
            place_text(entries.season.as_ref())
        )
    } else {
        let mut lines = vec![format!(
            "📜 **Last {} rated matches{in_game}** · {} · {who}",
            entries.value.len(),
            board_name(entries.season.as_ref())
        )];
        lines.extend(
            entries
                .value
                .iter()
                .map(|e| history_line(e, game.is_none(), &names)),
        );
        lines.join("\n")
    };
    ctx.send(
        poise::CreateReply::default()
            .content(truncate(content))
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// The `season` option's suggestions: this server's seasons, newest first (the one running
/// marked so), then all time; those whose name holds what was typed.
pub async fn season_names(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let guild = guild_of(ctx);
    let seasons = match ctx.data().service.seasons().list(guild).await {
        Ok(seasons) => seasons,
        Err(e) => {
            tracing::error!("seasons of guild {guild}: {e}");
            Vec::new()
        }
    };
    let typed = partial.trim().to_lowercase();
    let mut choices: Vec<AutocompleteChoice> = seasons
        .iter()
        .filter(|s| s.name.to_lowercase().contains(&typed))
        .map(|s| {
            let label = if s.is_open() {
                format!("{} (running)", s.name)
            } else {
                s.name.clone()
            };
            AutocompleteChoice::new(label_fit(label), s.name.clone())
        })
        // Discord shows at most 25: the newest seasons and all time.
        .take(24)
        .collect();
    if "all time".contains(&typed) {
        choices.push(AutocompleteChoice::new("All time", ALL_TIME));
    }
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// A suggestion's label within Discord's 100 characters.
fn label_fit(label: String) -> String {
    if label.chars().count() <= 100 {
        label
    } else {
        label.chars().take(99).chain(['…']).collect()
    }
}

fn guild_of(ctx: Context<'_>) -> u64 {
    ctx.guild_id().map(|g| g.get()).unwrap_or_default()
}
