//! /leaderboard (with its Previous and Next buttons), /stats and /history, each for a
//! season (the `season` option, suggested per server) or all time, and remembering the
//! names users are seen with. Rendering only: the records and ratings are the service's
//! (`service::records`).

use super::GameChoice;
use crate::discord::ids::Id;
use crate::discord::refusals;
use crate::discord::text::truncate;
use crate::discord::views::ratings::{change_text, escape, player};
use crate::discord::views::Screen;
use crate::discord::{Context, Data, Error};
use crate::model::ratings::{
    BoardError, BoardPage, BoardRow, HistoryEntry, PlayerResult, PlayerStats, Standing,
};
use crate::model::seasons::{Scope, Season, SeasonPick, Seasonal, ALL_TIME};
use crate::model::UserId;
use crate::rules::{EndReason, GameKind};
use crate::service::{Service, ServiceError};
use poise::serenity_prelude as serenity;
use serenity::all::{
    AutocompleteChoice, ButtonStyle, CreateActionRow, CreateAllowedMentions,
    CreateAutocompleteResponse, CreateButton, Interaction,
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

/// A board's name in a heading: the season's, or all time.
pub(crate) fn board_name(season: Option<&Season>) -> String {
    match season {
        Some(s) => escape(&s.name),
        None => "all time".to_string(),
    }
}

/// Where a record was looked for, after "no rated games": the season, or the server.
fn place_text(season: Option<&Season>) -> String {
    match season {
        Some(s) => format!("in {}", escape(&s.name)),
        None => "on this server".to_string(),
    }
}

/// A leaderboard page for its Previous and Next buttons (the last page when the board
/// shrank meanwhile).
pub async fn board_screen(
    data: &Data,
    guild: u64,
    game: GameKind,
    scope: Scope,
    page: u32,
) -> Result<Screen, ServiceError> {
    let records = data.service.records();
    let pick = SeasonPick::of_scope(scope);
    let board = match records.board_page(guild, pick.clone(), game, page).await {
        Err(BoardError::NoSuchPage { pages, .. }) => {
            records.board_page(guild, pick, game, pages).await
        }
        other => other,
    }
    .map_err(|e| ServiceError::Storage(anyhow::anyhow!("leaderboard page: {e}")))?;
    let (content, rows) = board_message(data, guild, &board)
        .await
        .map_err(|e| ServiceError::Storage(anyhow::anyhow!("leaderboard page: {e}")))?;
    Ok(Screen::new(content, rows).silent())
}

/// Remembers the name the user of any interaction goes by here, so boards can name them
/// after they leave the server, and a match's thread (named when it opens, maybe by the
/// click that accepts its challenge) names them. A name known already costs a lookup in
/// memory; a new one, one write, before the interaction is handled.
pub async fn note_user(service: &Service, interaction: &Interaction) {
    let (user, name) = match interaction {
        Interaction::Command(i) | Interaction::Autocomplete(i) => (
            i.user.id.get(),
            i.member
                .as_ref()
                .map_or(i.user.display_name(), |m| m.display_name()),
        ),
        Interaction::Component(i) => (
            i.user.id.get(),
            i.member
                .as_ref()
                .map_or(i.user.display_name(), |m| m.display_name()),
        ),
        Interaction::Modal(i) => (
            i.user.id.get(),
            i.member
                .as_ref()
                .map_or(i.user.display_name(), |m| m.display_name()),
        ),
        _ => return,
    };
    if let Err(e) = service.records().user_seen(user, name).await {
        tracing::error!("remembering the name of {user}: {e}");
    }
}

/// The same for the author of a command, before the reply is drawn: poise hands the
/// interaction to the event handler only after the command has run.
pub(crate) async fn note_author(ctx: Context<'_>) {
    let name = match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .map_or(a.interaction.user.display_name(), |m| m.display_name()),
        poise::Context::Prefix(p) => p.msg.author.display_name(),
    };
    let user = ctx.author().id.get();
    if let Err(e) = ctx.data().service.records().user_seen(user, name).await {
        tracing::error!("remembering the name of {user}: {e}");
    }
}

fn guild_of(ctx: Context<'_>) -> u64 {
    ctx.guild_id().map(|g| g.get()).unwrap_or_default()
}

fn rating_text(data: &Data, standing: &Standing) -> String {
    let rating = standing.rating.rating.round() as i64;
    if is_provisional(data, standing) {
        format!("{rating}?")
    } else {
        format!("**{rating}**")
    }
}

/// `**1712** ± 45`, or `1500 ± 200` while provisional: the rating and its deviation,
/// rounded.
fn rating_with_deviation(data: &Data, standing: &Standing) -> String {
    let rating = standing.rating.rating.round() as i64;
    let deviation = standing.rating.deviation.round() as i64;
    if is_provisional(data, standing) {
        format!("{rating} ± {deviation}")
    } else {
        format!("**{rating}** ± {deviation}")
    }
}

fn is_provisional(data: &Data, standing: &Standing) -> bool {
    standing.rating.deviation >= data.leaderboard.provisional_deviation
}

fn record_text(s: &Standing) -> String {
    format!("{}-{}-{}", s.wins, s.losses, s.draws)
}

fn streak_text(streak: i32) -> String {
    match streak {
        0 => "—".to_string(),
        n if n > 0 => format!("W{n}"),
        n => format!("L{}", -n),
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The leaderboard message and its buttons.
async fn board_message(
    data: &Data,
    guild: u64,
    seasonal: &Seasonal<BoardPage>,
) -> Result<(String, Vec<CreateActionRow>), Error> {
    let board = &seasonal.value;
    let season = seasonal.season.as_ref();
    let mut lines = vec![format!(
        "🏆 **{} leaderboard** · {}",
        board.game,
        board_name(season)
    )];
    if board.rows.is_empty() {
        let need = match board.min_games {
            0 | 1 => "finish a rated match".to_string(),
            n => format!("finish {n} rated matches"),
        };
        lines.push(match season {
            Some(s) if !s.is_open() => {
                format!("Nobody was on this board when {} ended.", escape(&s.name))
            }
            _ => format!(
                "Nobody is on this board yet: {need} (`/challenge` someone to {}) to get on it.",
                board.game
            ),
        });
        return Ok((lines.join("\n"), Vec::new()));
    }
    lines[0] += &format!(
        " · page {} of {} · {}",
        board.page,
        board.pages,
        plural(board.players, "player", "players")
    );
    let names = data
        .service
        .records()
        .user_names(board.rows.iter().map(|r| r.standing.user))
        .await?;
    lines.extend(board.rows.iter().map(|row| row_line(data, row, &names)));
    let mut legend = vec![format!(
        "{ROW_LEGEND} `?` marks a provisional rating (deviation {:.0} or more).",
        data.leaderboard.provisional_deviation
    )];
    if board.min_games > 1 {
        legend.push(format!(
            "Players appear after {} rated games.",
            board.min_games
        ));
    }
    lines.push(format!("-# {}", legend.join(" ")));
    let button = |page: u32, label: &str, disabled: bool| {
        CreateButton::new(
            Id::Board {
                game: board.game,
                season: seasonal.scope().number(),
                page,
            }
            .encode(),
        )
        .label(label)
        .style(ButtonStyle::Secondary)
        .disabled(disabled)
    };
    let mut buttons = vec![
        button(
            board.page.saturating_sub(1).max(1),
            "Previous",
            board.page <= 1,
        ),
        button(board.page + 1, "Next", board.page >= board.pages),
    ];
    if let Some(base) = data.pages_base(guild).await {
        let url = crate::model::pages::board(base, guild, board.game.name());
        let season = match &seasonal.season {
            Some(s) => s.number.to_string(),
            None => "all".to_string(),
        };
        buttons.push(crate::discord::web_link(
            "Whole board on the web",
            format!("{url}?season={season}"),
        ));
    }
    Ok((
        truncate(lines.join("\n")),
        vec![CreateActionRow::Buttons(buttons)],
    ))
}

/// What a board's line holds, in order: shown under every list of them.
const ROW_LEGEND: &str = "Rating · W-L-D (won-lost-drawn) · games · current streak.";

/// One player's line on a board.
fn row_line(data: &Data, row: &BoardRow, names: &HashMap<UserId, String>) -> String {
    let s = &row.standing;
    format!(
        "`{:>3}.` {} · {} · {} · {} · streak {}",
        row.rank,
        player(s.user, names),
        rating_text(data, s),
        record_text(s),
        plural(s.games, "game", "games"),
        streak_text(s.streak)
    )
}

/// A closed season's placements in one game: the top 10 of its final board, medals for
/// the first three. `None` when nobody was on it.
pub async fn placements_message(
    data: &Data,
    board: &Seasonal<BoardPage>,
) -> Result<Option<String>, Error> {
    let page = &board.value;
    if page.rows.is_empty() {
        return Ok(None);
    }
    let names = data
        .service
        .records()
        .user_names(page.rows.iter().map(|r| r.standing.user))
        .await?;
    let mut lines = vec![format!(
        "🏅 **{}** · final top {} of {} · {}",
        page.game,
        page.rows.len(),
        board_name(board.season.as_ref()),
        plural(page.players, "player", "players")
    )];
    for row in &page.rows {
        let medal = match row.rank {
            1 => "🥇 ",
            2 => "🥈 ",
            3 => "🥉 ",
            _ => "",
        };
        lines.push(format!("{medal}{}", row_line(data, row, &names)));
    }
    lines.push(format!("-# {ROW_LEGEND}"));
    Ok(Some(truncate(lines.join("\n"))))
}

fn stats_text(
    data: &Data,
    who: &str,
    season: Option<&Season>,
    s: &PlayerStats,
    own: bool,
    names: &HashMap<UserId, String>,
) -> String {
    let st = &s.standing;
    // With its deviation: what a soft reset did to a rating shows here, not only whether
    // the rating is provisional.
    let mut rating = format!("Rating {}", rating_with_deviation(data, st));
    if is_provisional(data, st) {
        rating += &format!(
            " (provisional until ± is below {:.0})",
            data.leaderboard.provisional_deviation
        );
    }
    rating += &match s.rank {
        Some(rank) => format!(" · rank **#{rank}** of {}", s.players),
        None => format!(
            " · not on the board yet: {} to go",
            plural(
                s.min_games.saturating_sub(st.games),
                "more rated game",
                "more rated games"
            )
        ),
    };
    let win_rate = st
        .win_rate()
        .map(|r| format!("{:.0}%", r * 100.0))
        .unwrap_or_else(|| "—".to_string());
    let mut lines = vec![
        format!("📊 **{}** · {} · {who}", s.game, board_name(season)),
        rating,
        format!(
            "Record {} (W-L-D, {}) · win rate {win_rate} · current streak {} · longest win streak {}",
            record_text(st),
            plural(st.games, "game", "games"),
            streak_text(st.streak),
            st.best_streak
        ),
    ];
    if let Some((opponent, games)) = s.top_opponent {
        lines.push(format!(
            "Most played opponent: {} ({})",
            player(opponent, names),
            plural(games, "game", "games")
        ));
    }
    if let Some(t) = s.against_viewer.filter(|_| !own) {
        lines.push(if t.games() == 0 {
            "Head-to-head with you: no games yet.".to_string()
        } else {
            format!(
                "Head-to-head with you: {} won {}, you won {}, {} drawn.",
                who, t.wins, t.losses, t.draws
            )
        });
    }
    lines.join("\n")
}

fn history_line(e: &HistoryEntry, name_game: bool, names: &HashMap<UserId, String>) -> String {
    let result = match e.result {
        PlayerResult::Win => "**Win**",
        PlayerResult::Loss => "**Loss**",
        PlayerResult::Draw => "**Draw**",
    };
    let how = match (e.reason, e.result) {
        (EndReason::Play, _) => "",
        (EndReason::Forfeit, PlayerResult::Loss) => " (forfeited on time)",
        (EndReason::Forfeit, _) => " (opponent forfeited on time)",
        (EndReason::Resignation, PlayerResult::Loss) => " (resigned)",
        (EndReason::Resignation, _) => " (opponent resigned)",
    };
    let game = if name_game {
        format!("{} · ", e.game)
    } else {
        String::new()
    };
    format!(
        "• <t:{}:d> · {game}{result}{how} vs {} · {}–{} · {} · Match #{}",
        e.finished_at / 1000,
        player(e.opponent, names),
        e.score,
        e.opponent_score,
        change_text(e.rating_before, e.rating_after),
        e.match_id
    )
}

fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_shown_rounded_and_signed() {
        assert_eq!(change_text(1500.0, 1662.31), "1500 → 1662 (+162)");
        assert_eq!(change_text(1500.0, 1337.69), "1500 → 1338 (-162)");
        assert_eq!(change_text(1499.6, 1500.4), "1500 → 1500 (+0)");
    }

    #[test]
    fn players_are_mentioned_with_their_stored_name_escaped() {
        let names = HashMap::from([(1, "al*ice_".to_string())]);
        assert_eq!(player(1, &names), "<@1> (al\\*ice\\_)");
        assert_eq!(player(2, &names), "<@2>");
    }

    #[test]
    fn streaks_read_as_wins_or_losses_in_a_row() {
        assert_eq!(streak_text(3), "W3");
        assert_eq!(streak_text(-2), "L2");
        assert_eq!(streak_text(0), "—");
    }
}
