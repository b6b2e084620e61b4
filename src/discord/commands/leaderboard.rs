//! /leaderboard (with its Previous and Next buttons), /stats and /history, each for a
//! season (the `season` option, suggested per server) or all time, /achievements, and
//! remembering the names users are seen with. Rendering only: the records, ratings and
//! achievements are the service's (`service::records`).

use super::GameChoice;
use crate::discord::lang;
use crate::discord::seen::note_author;
use crate::discord::text::truncate;
use crate::discord::views::leaderboard::{
    board_name, board_refusal, history_line, place_text, stats_text,
};
use crate::discord::views::ratings::player;
use crate::discord::{Context, Data, Error};
use crate::model::ratings::PlayerStats;
use crate::model::seasons::{SeasonPick, Seasonal, ALL_TIME};
use crate::model::UserId;
use crate::rules::GameKind;
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{
    AutocompleteChoice, CreateActionRow, CreateAllowedMentions, CreateAutocompleteResponse,
};
use std::collections::HashMap;

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
            let lang = lang::server(ctx).await;
            let (content, rows) =
                crate::discord::reads::board_message(data, guild_of(ctx), lang, &board).await?;
            ctx.send(
                poise::CreateReply::default()
                    .content(content)
                    .components(rows)
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
            .await?;
        }
        Err(e) => match board_refusal(lang::reader(ctx), &e) {
            Some(words) => {
                let reply = poise::CreateReply::default().content(words).ephemeral(true);
                ctx.send(reply).await?;
            }
            None => return Err(e.into()),
        },
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
    let names = stats_names(data, target, &found.value).await?;
    let who = player(target, &names);
    let lang = lang::server(ctx).await;
    let own = target == viewer;
    let mut content = if found.value.is_empty() {
        let game = game.map(|g| GameKind::from(g).title());
        no_stats(lang, &who, own, game, found.season.as_ref())
    } else {
        let provisional = data.leaderboard.provisional_deviation;
        every_stats_text(provisional, lang, &who, own, &found, &names)
    };
    let earned = data.service.records().achievements(guild, target).await?;
    if let Some(line) = crate::discord::views::achievements::stats_line(lang, &earned) {
        content = format!("{content}\n\n{line}");
    }
    let mut reply = poise::CreateReply::default()
        .content(truncate(content))
        .allowed_mentions(CreateAllowedMentions::new());
    if let (Some(base), false) = (data.pages_base(guild).await, found.value.is_empty()) {
        let url = crate::model::pages::player(base, guild, target);
        reply = reply.components(vec![CreateActionRow::Buttons(vec![
            crate::discord::web_link(&plain(lang, "stats-web"), url),
        ])]);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// The names /stats shows, as remembered: the player's and their top opponents'.
async fn stats_names(
    data: &Data,
    target: UserId,
    stats: &[PlayerStats],
) -> Result<HashMap<UserId, String>, Error> {
    let mut ids: Vec<UserId> = vec![target];
    ids.extend(stats.iter().filter_map(|s| s.top_opponent.map(|(u, _)| u)));
    Ok(data.service.records().user_names(ids).await?)
}

/// /stats of a player with rated games: one block a game, a blank line between.
fn every_stats_text(
    provisional: f64,
    lang: Lang,
    who: &str,
    own: bool,
    found: &Seasonal<Vec<PlayerStats>>,
    names: &HashMap<UserId, String>,
) -> String {
    found
        .value
        .iter()
        .map(|s| stats_text(provisional, lang, who, found.season.as_ref(), s, own, names))
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// /stats of a player without rated games (in `game`, when one was named): how to get
/// some, when it is the asker's own.
pub(crate) fn no_stats(
    lang: Lang,
    who: &str,
    own: bool,
    game: Option<&str>,
    season: Option<&crate::model::seasons::Season>,
) -> String {
    let place = place_text(lang, season);
    let challenge = lang::command(lang, "challenge");
    let args = Args::new()
        .str("player", who)
        .str("place", &place)
        .str("challenge", &challenge);
    match (own, game) {
        (true, None) => text(lang, "stats-none-yours", &args),
        (true, Some(game)) => text(lang, "stats-none-yours-game", &args.str("game", game)),
        (false, None) => text(lang, "stats-none", &args),
        (false, Some(game)) => text(lang, "stats-none-game", &args.str("game", game)),
    }
}

/// A player's achievements on this server, with how rare each is (yours if no one is named).
#[poise::command(slash_command, guild_only)]
pub async fn achievements(
    ctx: Context<'_>,
    #[description = "Whose achievements (yours if left out)"] member: Option<serenity::User>,
) -> Result<(), Error> {
    note_author(ctx).await;
    let viewer = ctx.author().id.get();
    let target = member.as_ref().map_or(viewer, |u| u.id.get());
    let earned = ctx
        .data()
        .service
        .records()
        .achievements(guild_of(ctx), target)
        .await?;
    let lang = lang::server(ctx).await;
    let content = crate::discord::views::achievements::achievements_text(
        lang,
        target,
        target == viewer,
        &earned,
    );
    ctx.send(
        poise::CreateReply::default()
            .content(truncate(content))
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
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
    let lang = lang::server(ctx).await;
    let content = history_text(lang, &who, game, &entries, &names);
    ctx.send(
        poise::CreateReply::default()
            .content(truncate(content))
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// /history's text in `lang`: `who`'s last rated matches (in `game`, when one was named),
/// or that they have none.
pub(crate) fn history_text(
    lang: Lang,
    who: &str,
    game: Option<GameKind>,
    entries: &crate::model::seasons::Seasonal<Vec<crate::model::ratings::HistoryEntry>>,
    names: &std::collections::HashMap<UserId, String>,
) -> String {
    let game_name = game.map(GameKind::title);
    if entries.value.is_empty() {
        let place = place_text(lang, entries.season.as_ref());
        let args = Args::new().str("player", who).str("place", &place);
        return match game_name {
            None => text(lang, "history-none", &args),
            Some(game) => text(lang, "history-none-game", &args.str("game", game)),
        };
    }
    let count = entries.value.len();
    let title = match game_name {
        None => text(lang, "history-title", &Args::new().num("count", count)),
        Some(game) => text(
            lang,
            "history-title-game",
            &Args::new().num("count", count).str("game", game),
        ),
    };
    let mut lines = vec![format!(
        "📜 **{title}** · {} · {who}",
        board_name(lang, entries.season.as_ref())
    )];
    lines.extend(
        entries
            .value
            .iter()
            .map(|e| history_line(lang, e, game.is_none(), names)),
    );
    lines.join("\n")
}

/// The `season` option's suggestions: this server's seasons, newest first (the one running
/// marked so), then all time; those whose name holds what was typed.
pub async fn season_names(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let guild = guild_of(ctx);
    // Suggestions are the typist's own.
    let lang = lang::reader(ctx);
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
                text(
                    lang,
                    "season-choice-running",
                    &Args::new().str("season", &s.name),
                )
            } else {
                s.name.clone()
            };
            AutocompleteChoice::new(label_fit(label), s.name.clone())
        })
        // Discord shows at most 25: the newest seasons and all time.
        .take(24)
        .collect();
    let all_time = plain(lang, "season-choice-all-time");
    if "all time".contains(&typed) || all_time.to_lowercase().contains(&typed) {
        choices.push(AutocompleteChoice::new(label_fit(all_time), ALL_TIME));
    }
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// A suggestion's label within Discord's 100 characters.
pub(crate) fn label_fit(label: String) -> String {
    if label.chars().count() <= 100 {
        label
    } else {
        label.chars().take(99).chain(['…']).collect()
    }
}

fn guild_of(ctx: Context<'_>) -> u64 {
    ctx.guild_id().map(|g| g.get()).unwrap_or_default()
}
