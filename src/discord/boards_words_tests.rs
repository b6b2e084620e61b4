//! Every message of the boards (/leaderboard, /stats, /history, /record, /season, the rating
//! lines, the language setting) rendered in every shipped language with long values
//! (19-digit ids, 32-character names and season names, 100-character season names where a
//! name stands alone, four- to nine-digit numbers), against Discord's limits: a message's
//! content within 2,000 characters without being cut, a button's label within 80, a select
//! option's within 100, a placeholder within 150. A list that English itself must cut (the
//! /stats of every game with such values) may be cut in every language, never sent longer.
//! Named for `cargo test words`.

use super::commands::leaderboard::{history_text, label_fit, no_stats};
use super::commands::season::{closed_text, list_text, opened_text};
use super::views::leaderboard::{
    board_buttons, board_refusal, board_text, placements_text, stats_text,
};
use super::views::ratings::{player, ratings_text};
use super::views::settings::language_screen;
use crate::model::ratings::{
    BoardError, BoardPage, BoardRow, HistoryEntry, PlayerResult, PlayerStats, RatingChange,
    Standing, Tally,
};
use crate::model::seasons::{Season, SeasonError, Seasonal, MAX_NAME_CHARS};
use crate::model::UserId;
use crate::rules::{BySeat, EndReason, GameKind};
use crate::service::ServiceError;
use crate::words::{text, Args, Lang};
use skillratings::glicko2::Glicko2Rating;
use std::collections::HashMap;

use crate::discord::limits::{BUTTON_LABEL, CONTENT, OPTION_LABEL, PLACEHOLDER};

/// A 19-digit user id, the longest Discord gives.
const ID: UserId = 1_234_567_890_123_456_789;
/// The provisional deviation of the example config.
const PROVISIONAL: f64 = 110.0;

/// A 32-character display name, Discord's longest.
fn long_name() -> String {
    "W".repeat(32)
}

fn names(users: impl IntoIterator<Item = UserId>) -> HashMap<UserId, String> {
    users.into_iter().map(|u| (u, long_name())).collect()
}

/// A season with a 32-character name.
fn season(open: bool) -> Season {
    Season {
        name: "S".repeat(32),
        ..long_season(open)
    }
}

/// A season with the longest name it may have.
fn long_season(open: bool) -> Season {
    Season {
        number: 99_999,
        name: "W".repeat(MAX_NAME_CHARS),
        soft_reset: true,
        started_at: 1_900_000_000_000,
        started_by: ID,
        ended_at: (!open).then_some(1_990_000_000_000),
    }
}

fn rating(rating: f64, deviation: f64) -> Glicko2Rating {
    Glicko2Rating {
        rating,
        deviation,
        volatility: 0.06,
    }
}

fn standing(user: UserId, deviation: f64) -> Standing {
    Standing {
        user,
        rating: rating(-1234.0, deviation),
        games: 9_999,
        wins: 3_333,
        losses: 3_333,
        draws: 3_333,
        streak: -999,
        best_streak: 999,
    }
}

/// A full board page of ten long lines, in a long-named season.
fn full_board(game: GameKind) -> Seasonal<BoardPage> {
    let rows = (0..10)
        .map(|i| BoardRow {
            rank: 99_990 + i,
            standing: standing(ID - u64::from(i), if i % 2 == 0 { 350.0 } else { 50.0 }),
        })
        .collect();
    Seasonal {
        season: Some(season(false)),
        value: BoardPage {
            game,
            page: 9_999,
            pages: 99_999,
            players: 999_999,
            min_games: 100,
            rows,
        },
    }
}

fn fits(problems: &mut Vec<String>, lang: Lang, what: &str, text: &str, limit: usize) {
    let length = text.chars().count();
    // A content cut to the limit ends with `…`: it did not fit.
    let cut = limit == CONTENT && length == CONTENT && text.ends_with('…');
    if length > limit || cut || text.trim().is_empty() {
        problems.push(format!(
            "{}: {what}: {length} > {limit}: {text}",
            lang.tag()
        ));
    }
}

/// Every button label, select option and placeholder in a message's components.
fn component_texts(components: &serde_json::Value, out: &mut Vec<(&'static str, String)>) {
    match components {
        serde_json::Value::Array(items) => {
            for item in items {
                component_texts(item, out);
            }
        }
        serde_json::Value::Object(map) => {
            let is_option = map.contains_key("value") && !map.contains_key("custom_id");
            if let Some(serde_json::Value::String(label)) = map.get("label") {
                out.push((if is_option { "option" } else { "button" }, label.clone()));
            }
            if let Some(serde_json::Value::String(p)) = map.get("placeholder") {
                out.push(("placeholder", p.clone()));
            }
            for value in map.values() {
                component_texts(value, out);
            }
        }
        _ => {}
    }
}

fn limit_of(kind: &str) -> usize {
    match kind {
        "button" => BUTTON_LABEL,
        "option" => OPTION_LABEL,
        _ => PLACEHOLDER,
    }
}

/// Every message of the boards, in `lang`, as (what, content).
fn contents(lang: Lang) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut add = |what: &str, text: String| out.push((what.to_string(), text));
    let game = GameKind::TilePoker;
    let board = full_board(game);
    let users: Vec<UserId> = board.value.rows.iter().map(|r| r.standing.user).collect();
    add(
        "board",
        board_text(lang, PROVISIONAL, &board, &names(users.clone())),
    );
    for open in [true, false] {
        let mut empty = full_board(game);
        empty.value.rows.clear();
        empty.season = Some(long_season(open));
        add(
            "empty board",
            board_text(lang, PROVISIONAL, &empty, &HashMap::new()),
        );
    }
    add(
        "placements",
        placements_text(lang, PROVISIONAL, &board, &names(users)).expect("rows"),
    );
    let error = BoardError::NoSuchPage {
        game,
        page: u32::MAX,
        pages: 99_999,
    };
    add(
        "no such page",
        board_refusal(lang, &error).expect("a refusal"),
    );
    for error in [
        SeasonError::BadName,
        SeasonError::ReservedName,
        SeasonError::NameTaken("W".repeat(MAX_NAME_CHARS)),
        SeasonError::NoneOpen,
        SeasonError::NoSuchSeason("W".repeat(MAX_NAME_CHARS)),
    ] {
        add("season refusal", super::refusals::season(lang, &error));
    }
    let who = player(ID, &names([ID]));
    let opponent = ID - 1;
    let all_names = names([ID, opponent]);
    for (own, deviation, rank) in [(true, 350.0, None), (false, 50.0, Some(99_999))] {
        let stats = PlayerStats {
            game,
            standing: standing(ID, deviation),
            rank,
            players: 999_999,
            min_games: 100,
            top_opponent: Some((opponent, 99_999)),
            against_viewer: Some(Tally {
                wins: 99_999,
                losses: 99_999,
                draws: 99_999,
            }),
        };
        let one = stats_text(
            PROVISIONAL,
            lang,
            &who,
            Some(&season(true)),
            &stats,
            own,
            &all_names,
        );
        // /stats without a game: one block a game, every game.
        let every: Vec<String> = GameKind::ALL.iter().map(|_| one.clone()).collect();
        add("stats of every game", every.join("\n\n"));
    }
    for own in [true, false] {
        for game in [None, Some(game.title())] {
            add(
                "no stats",
                no_stats(lang, &who, own, game, Some(&long_season(true))),
            );
        }
    }
    let entries: Vec<HistoryEntry> = (0..super::commands::leaderboard::HISTORY_LENGTH)
        .map(|i| HistoryEntry {
            match_id: 99_999_999 - i64::from(i),
            game,
            opponent,
            result: [PlayerResult::Win, PlayerResult::Loss, PlayerResult::Draw][i as usize % 3],
            reason: [EndReason::Forfeit, EndReason::Resignation, EndReason::Play][i as usize % 3],
            score: 999,
            opponent_score: 999,
            rating_before: -1234.0,
            rating_after: 3456.0,
            finished_at: 1_990_000_000_000,
        })
        .collect();
    for game in [None, Some(game)] {
        for entries in [entries.clone(), Vec::new()] {
            let entries = Seasonal {
                season: Some(season(true)),
                value: entries,
            };
            add(
                "history",
                history_text(lang, &who, game, &entries, &all_names),
            );
        }
    }
    let change = RatingChange {
        before: rating(-1234.0, 350.0),
        after: rating(3456.0, 50.0),
    };
    let players = BySeat::new(ID, ID - 1);
    let season_name = "W".repeat(MAX_NAME_CHARS);
    for season in [None, Some(season_name.as_str())] {
        add(
            "rating lines",
            ratings_text(lang, players, season, BySeat::new(change, change)),
        );
    }
    let seasons: Vec<Season> = (0..10).map(|i| season(i == 0)).collect();
    add("season list", list_text(lang, &seasons));
    add("no seasons", list_text(lang, &[]));
    let games: Vec<&str> = GameKind::ALL.iter().map(|g| g.title()).collect();
    for (games, none_runs) in [(games.as_slice(), true), (&[][..], false)] {
        add(
            "season over",
            closed_text(lang, &long_season(false), games, none_runs),
        );
    }
    add("season started", opened_text(lang, &long_season(true)));
    add(
        "not an organiser",
        super::commands::guards::not_organiser(lang, super::commands::Organisers::Any, &[]),
    );
    let roles: Vec<u64> = (0..crate::model::settings::MAX_LISTED as u64)
        .map(|i| ID - i)
        .collect();
    add(
        "not an organiser",
        super::commands::guards::not_organiser(lang, super::commands::Organisers::Any, &roles),
    );
    let refused = [
        ServiceError::NoSuchMatch,
        ServiceError::NotAPlayer { players },
        ServiceError::MatchNotOver,
    ];
    for error in &refused {
        let words = super::commands::record::refusal_in(lang, error, i64::MAX);
        add("record refusal", words.expect("a refusal"));
    }
    out
}

#[test]
fn every_board_message_fits_discords_limits_in_every_language_words() {
    let mut problems = Vec::new();
    let english = contents(Lang::ENGLISH);
    for lang in Lang::all() {
        for ((what, content), (_, source)) in contents(lang).into_iter().zip(&english) {
            if source.chars().count() <= CONTENT {
                fits(&mut problems, lang, &what, &content, CONTENT);
            } else {
                // Cut as English is: what is sent stays within the limit.
                let sent = crate::discord::text::truncate(content);
                assert!(sent.chars().count() <= CONTENT, "{what}");
            }
        }
        // The buttons: a board's pages and its web link.
        let mut texts = Vec::new();
        let buttons = board_buttons(lang, &full_board(GameKind::Clash), Some("https://x".into()));
        component_texts(&serde_json::to_value(&buttons).unwrap(), &mut texts);
        texts.push(("button", text(lang, "stats-web", &Args::new())));
        // The season option's suggestions.
        let running = text(
            lang,
            "season-choice-running",
            &Args::new().str("season", &"W".repeat(MAX_NAME_CHARS)),
        );
        texts.push(("option", label_fit(running)));
        texts.push(("option", text(lang, "season-choice-all-time", &Args::new())));
        // The language setting: the panel's button in every language, and the choice.
        for chosen in std::iter::once(None).chain(Lang::all().map(Some)) {
            let screen = language_screen(lang, chosen);
            fits(
                &mut problems,
                lang,
                "language screen",
                &screen.text,
                CONTENT,
            );
            component_texts(&serde_json::to_value(&screen.rows).unwrap(), &mut texts);
            let name = chosen.map_or_else(
                || text(lang, "settings-language-server", &Args::new()),
                |l| text(l, "settings-language-name", &Args::new()),
            );
            let label = text(
                lang,
                "settings-language-button",
                &Args::new().str("language", &name),
            );
            texts.push(("button", label));
        }
        assert!(texts.len() > 10, "{texts:?}");
        for (kind, words) in texts {
            fits(&mut problems, lang, kind, &words, limit_of(kind));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn a_board_reads_in_the_language_it_is_drawn_in_words() {
    let board = full_board(GameKind::Clash);
    let users: Vec<UserId> = board.value.rows.iter().map(|r| r.standing.user).collect();
    let draw = |tag: &str| {
        let lang = Lang::from_tag(tag).unwrap();
        board_text(lang, PROVISIONAL, &board, &names(users.clone()))
    };
    let (english, german, japanese) = (draw("en-US"), draw("de"), draw("ja"));
    assert!(english.contains("Clash leaderboard"), "{english}");
    assert!(german.contains("Rangliste Clash"), "{german}");
    assert!(german.contains("9999 Partien · Serie N999"), "{german}");
    assert!(japanese.contains("Clash ランキング"), "{japanese}");
    // Plurals by the language: one game, not "1 games".
    let mut one = full_board(GameKind::Clash);
    one.value.rows.truncate(1);
    one.value.rows[0].standing.games = 1;
    let text = board_text(Lang::ENGLISH, PROVISIONAL, &one, &HashMap::new());
    assert!(text.contains(" 1 game "), "{text}");
    let ru = board_text(
        Lang::from_tag("ru").unwrap(),
        PROVISIONAL,
        &one,
        &HashMap::new(),
    );
    assert!(ru.contains(" 1 партия "), "{ru}");
}
