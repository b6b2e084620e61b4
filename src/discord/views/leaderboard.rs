//! The boards, records and histories as /leaderboard (and its Previous and Next pages),
//! /stats, /history and a season's placements show them. Rendering only: the records and
//! ratings are the service's (`service::records`).

use crate::discord::ids::Id;
use crate::discord::text::truncate;
use crate::discord::views::ratings::{change_text, escape, player};
use crate::discord::views::Screen;
use crate::discord::{Data, Error};
use crate::model::ratings::{
    BoardError, BoardPage, BoardRow, HistoryEntry, PlayerResult, PlayerStats, Standing,
};
use crate::model::seasons::{Scope, Season, SeasonPick, Seasonal};
use crate::model::UserId;
use crate::rules::{EndReason, GameKind};
use crate::service::ServiceError;
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};
use std::collections::HashMap;

/// A board's name in a heading: the season's, or all time.
pub fn board_name(season: Option<&Season>) -> String {
    match season {
        Some(s) => escape(&s.name),
        None => "all time".to_string(),
    }
}

/// Where a record was looked for, after "no rated games": the season, or the server.
pub fn place_text(season: Option<&Season>) -> String {
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
pub async fn board_message(
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

pub fn stats_text(
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

pub fn history_line(e: &HistoryEntry, name_game: bool, names: &HashMap<UserId, String>) -> String {
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

pub fn capitalize(text: &str) -> String {
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
