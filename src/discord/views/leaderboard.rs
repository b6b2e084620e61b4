//! The boards, records and histories as /leaderboard (and its Previous and Next pages),
//! /stats, /history and a season's placements show them. Rendering only: the records and
//! ratings are the service's (`service::records`).

use crate::discord::ids::Id;
use crate::discord::lang;
use crate::discord::text::truncate;
use crate::discord::views::ratings::{change_text, escape, player};
use crate::model::ratings::{
    BoardError, BoardPage, BoardRow, HistoryEntry, PlayerResult, PlayerStats, Standing,
};
use crate::model::seasons::{Season, Seasonal};
use crate::model::UserId;
use crate::rules::EndReason;
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};
use std::collections::HashMap;

/// A board's name in a heading: the season's, or all time.
pub fn board_name(lang: Lang, season: Option<&Season>) -> String {
    match season {
        Some(s) => escape(&s.name),
        None => plain(lang, "boards-all-time"),
    }
}

/// Where a record was looked for, after "no rated games": the season, or the server.
pub fn place_text(lang: Lang, season: Option<&Season>) -> String {
    match season {
        Some(s) => text(
            lang,
            "boards-in-season",
            &Args::new().str("season", &escape(&s.name)),
        ),
        None => plain(lang, "boards-on-server"),
    }
}

/// Why a board page was refused, in words for whoever asked (`None`: not theirs to fix).
pub fn board_refusal(lang: Lang, error: &BoardError) -> Option<String> {
    match error {
        BoardError::NoSuchPage { game, page, pages } => Some(text(
            lang,
            "board-no-page",
            &Args::new()
                .num("page", *page)
                .str("game", game.title())
                .num("pages", *pages),
        )),
        BoardError::Season(season) => Some(crate::discord::refusals::season(lang, season)),
        BoardError::Storage(_) => None,
    }
}

fn rating_text(provisional: f64, standing: &Standing) -> String {
    let rating = standing.rating.rating.round() as i64;
    if is_provisional(provisional, standing) {
        format!("{rating}?")
    } else {
        format!("**{rating}**")
    }
}

/// `**1712** ± 45`, or `1500 ± 200` while provisional: the rating and its deviation,
/// rounded.
fn rating_with_deviation(provisional: f64, standing: &Standing) -> String {
    let rating = standing.rating.rating.round() as i64;
    let deviation = standing.rating.deviation.round() as i64;
    if is_provisional(provisional, standing) {
        format!("{rating} ± {deviation}")
    } else {
        format!("**{rating}** ± {deviation}")
    }
}

/// Whether a rating is still provisional: its deviation at `provisional` or more (the
/// config's `provisional_deviation`).
fn is_provisional(provisional: f64, standing: &Standing) -> bool {
    standing.rating.deviation >= provisional
}

fn record_text(s: &Standing) -> String {
    format!("{}-{}-{}", s.wins, s.losses, s.draws)
}

fn streak_text(lang: Lang, streak: i32) -> String {
    match streak {
        0 => "—".to_string(),
        n if n > 0 => text(lang, "board-streak-won", &Args::new().num("count", n)),
        n => text(lang, "board-streak-lost", &Args::new().num("count", -n)),
    }
}

fn players_text(lang: Lang, players: u32) -> String {
    text(lang, "board-players", &Args::new().num("count", players))
}

/// A leaderboard page as its message in `lang`: its text (`names` as remembered; ratings
/// with a deviation of `provisional` or more marked as such) and its buttons (`web`: the
/// board's page, when the server shows its pages); no buttons when nobody is on it.
pub fn board_message(
    lang: Lang,
    provisional: f64,
    seasonal: &Seasonal<BoardPage>,
    names: &HashMap<UserId, String>,
    web: Option<String>,
) -> (String, Vec<CreateActionRow>) {
    if seasonal.value.rows.is_empty() {
        return (board_text(lang, 0.0, seasonal, names), Vec::new());
    }
    let content = board_text(lang, provisional, seasonal, names);
    let buttons = board_buttons(lang, seasonal, web);
    (content, vec![CreateActionRow::Buttons(buttons)])
}

/// A leaderboard page's text in `lang`: its heading, one line a player (`names` as
/// remembered), the legend; or why nobody is on it.
pub fn board_text(
    lang: Lang,
    provisional: f64,
    seasonal: &Seasonal<BoardPage>,
    names: &HashMap<UserId, String>,
) -> String {
    let board = &seasonal.value;
    let season = seasonal.season.as_ref();
    let title = text(
        lang,
        "board-title",
        &Args::new().str("game", board.game.title()),
    );
    let mut lines = vec![format!("🏆 **{title}** · {}", board_name(lang, season))];
    if board.rows.is_empty() {
        lines.push(empty_board_text(lang, board, season));
        return lines.join("\n");
    }
    let page = text(
        lang,
        "board-page",
        &Args::new()
            .num("page", board.page)
            .num("pages", board.pages),
    );
    lines[0] += &format!(" · {page} · {}", players_text(lang, board.players));
    lines.extend(
        board
            .rows
            .iter()
            .map(|row| row_line(lang, provisional, row, names)),
    );
    lines.push(board_legend(lang, provisional, board));
    truncate(lines.join("\n"))
}

/// Why nobody is on a board: its season ended so, or how many games put a player on it.
fn empty_board_text(lang: Lang, board: &BoardPage, season: Option<&Season>) -> String {
    match season {
        Some(s) if !s.is_open() => text(
            lang,
            "board-empty-ended",
            &Args::new().str("season", &escape(&s.name)),
        ),
        _ => text(
            lang,
            "board-empty",
            &Args::new()
                .num("games", board.min_games.max(1))
                .str("challenge", &lang::command(lang, "challenge"))
                .str("game", board.game.title()),
        ),
    }
}

/// A board's small-print line: what the columns mean, the provisional mark, and the
/// games a player needs to be listed when more than one.
fn board_legend(lang: Lang, provisional: f64, board: &BoardPage) -> String {
    let mut legend = vec![
        plain(lang, "board-legend"),
        text(
            lang,
            "board-provisional",
            &Args::new()
                .str("mark", "`?`")
                .num("deviation", provisional.round() as i64),
        ),
    ];
    if board.min_games > 1 {
        legend.push(text(
            lang,
            "board-min-games",
            &Args::new().num("games", board.min_games),
        ));
    }
    format!("-# {}", legend.join(" "))
}

/// A leaderboard page's Previous and Next buttons, and the link to the whole board on
/// the web when there is one (`web`).
pub fn board_buttons(
    lang: Lang,
    seasonal: &Seasonal<BoardPage>,
    web: Option<String>,
) -> Vec<CreateButton> {
    let board = &seasonal.value;
    let button = |page: u32, label: String, disabled: bool| {
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
            plain(lang, "board-previous"),
            board.page <= 1,
        ),
        button(
            board.page + 1,
            plain(lang, "board-next"),
            board.page >= board.pages,
        ),
    ];
    if let Some(url) = web {
        buttons.push(crate::discord::web_link(&plain(lang, "board-web"), url));
    }
    buttons
}

/// One player's line on a board.
fn row_line(
    lang: Lang,
    provisional: f64,
    row: &BoardRow,
    names: &HashMap<UserId, String>,
) -> String {
    let s = &row.standing;
    text(
        lang,
        "board-row",
        &Args::new()
            .str("rank", &format!("`{:>3}.`", row.rank))
            .str("player", &player(s.user, names))
            .str("rating", &rating_text(provisional, s))
            .str("record", &record_text(s))
            .num("games", s.games)
            .str("streak", &streak_text(lang, s.streak)),
    )
}

/// A closed season's placements in one game: the top 10 of its final board, medals for
/// the first three, `names` as remembered. `None` when nobody was on it.
pub fn placements_text(
    lang: Lang,
    provisional: f64,
    board: &Seasonal<BoardPage>,
    names: &HashMap<UserId, String>,
) -> Option<String> {
    let page = &board.value;
    if page.rows.is_empty() {
        return None;
    }
    let title = text(
        lang,
        "placements-title",
        &Args::new()
            .num("top", page.rows.len())
            .str("season", &board_name(lang, board.season.as_ref())),
    );
    let mut lines = vec![format!(
        "🏅 **{}** · {title} · {}",
        page.game,
        players_text(lang, page.players)
    )];
    for row in &page.rows {
        let medal = match row.rank {
            1 => "🥇 ",
            2 => "🥈 ",
            3 => "🥉 ",
            _ => "",
        };
        lines.push(format!(
            "{medal}{}",
            row_line(lang, provisional, row, names)
        ));
    }
    lines.push(format!("-# {}", plain(lang, "board-legend")));
    Some(truncate(lines.join("\n")))
}

/// One game's stats of one player, in `lang`: `who` names them, `own` when they asked
/// for their own (no head-to-head with themselves).
pub fn stats_text(
    provisional: f64,
    lang: Lang,
    who: &str,
    season: Option<&Season>,
    s: &PlayerStats,
    own: bool,
    names: &HashMap<UserId, String>,
) -> String {
    let mut lines = vec![
        format!("📊 **{}** · {} · {who}", s.game, board_name(lang, season)),
        stats_rating_line(provisional, lang, s),
        stats_record_line(lang, &s.standing),
    ];
    if let Some((opponent, games)) = s.top_opponent {
        lines.push(text(
            lang,
            "stats-top-opponent",
            &Args::new()
                .str("player", &player(opponent, names))
                .num("games", games),
        ));
    }
    if let Some(t) = s.against_viewer.filter(|_| !own) {
        lines.push(if t.games() == 0 {
            plain(lang, "stats-head-to-head-none")
        } else {
            text(
                lang,
                "stats-head-to-head",
                &Args::new()
                    .str("player", who)
                    .num("wins", t.wins)
                    .num("losses", t.losses)
                    .num("draws", t.draws),
            )
        });
    }
    lines.join("\n")
}

/// The stats' rating line: the rating with its deviation (what a soft reset did to a
/// rating shows here, not only whether it is provisional), then the rank or the games
/// still needed for one.
fn stats_rating_line(provisional: f64, lang: Lang, s: &PlayerStats) -> String {
    let st = &s.standing;
    let mut rating = text(
        lang,
        "stats-rating",
        &Args::new().str("rating", &rating_with_deviation(provisional, st)),
    );
    if is_provisional(provisional, st) {
        rating += " ";
        rating += &text(
            lang,
            "stats-provisional",
            &Args::new().num("deviation", provisional.round() as i64),
        );
    }
    rating += " · ";
    rating += &match s.rank {
        Some(rank) => text(
            lang,
            "stats-rank",
            &Args::new()
                .str("rank", &format!("**#{rank}**"))
                .num("players", s.players),
        ),
        None => text(
            lang,
            "stats-unranked",
            &Args::new().num("games", s.min_games.saturating_sub(st.games)),
        ),
    };
    rating
}

/// The stats' record line: wins-losses-draws, games, win rate and streaks.
fn stats_record_line(lang: Lang, st: &Standing) -> String {
    let win_rate = st
        .win_rate()
        .map(|r| {
            text(
                lang,
                "stats-win-rate",
                &Args::new().num("percent", (r * 100.0).round() as i64),
            )
        })
        .unwrap_or_else(|| "—".to_string());
    text(
        lang,
        "stats-record",
        &Args::new()
            .str("record", &record_text(st))
            .num("games", st.games)
            .str("rate", &win_rate)
            .str("streak", &streak_text(lang, st.streak))
            .num("best", st.best_streak),
    )
}

/// One match of /history, in `lang`; its game named when the list mixes games.
pub fn history_line(
    lang: Lang,
    e: &HistoryEntry,
    name_game: bool,
    names: &HashMap<UserId, String>,
) -> String {
    let result = plain(
        lang,
        match e.result {
            PlayerResult::Win => "history-win",
            PlayerResult::Loss => "history-loss",
            PlayerResult::Draw => "history-draw",
        },
    );
    let how = match (e.reason, e.result) {
        (EndReason::Play, _) => None,
        (EndReason::Forfeit, PlayerResult::Loss) => Some("history-forfeited"),
        (EndReason::Forfeit, _) => Some("history-opponent-forfeited"),
        (EndReason::Resignation, PlayerResult::Loss) => Some("history-resigned"),
        (EndReason::Resignation, _) => Some("history-opponent-resigned"),
    };
    let game = if name_game {
        format!("{} · ", e.game)
    } else {
        String::new()
    };
    let how = how.map(|key| plain(lang, key));
    let result = format!("**{result}**");
    let (player, score) = (
        player(e.opponent, names),
        format!("{}–{}", e.score, e.opponent_score),
    );
    let change = change_text(e.rating_before, e.rating_after);
    let args = Args::new()
        .str("result", &result)
        .str("player", &player)
        .str("score", &score)
        .str("change", &change)
        .num("match", e.match_id);
    let line = match &how {
        Some(how) => text(lang, "history-line", &args.str("how", how)),
        None => text(lang, "history-line-plain", &args),
    };
    format!("• <t:{}:d> · {game}{line}", e.finished_at / 1000)
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
        assert_eq!(streak_text(Lang::ENGLISH, 3), "W3");
        assert_eq!(streak_text(Lang::ENGLISH, -2), "L2");
        assert_eq!(streak_text(Lang::ENGLISH, 0), "—");
    }
}
