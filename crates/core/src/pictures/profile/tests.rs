//! The profile card: drawn for names in every shipped script and for a player with no
//! match, a PNG of the card's size within its budget, with the card's figures in words.

use super::*;
use crate::model::achievements::Achievement;
use crate::model::profile::RareAchievement;
use crate::model::ratings::Standing;
use crate::rules::GameKind;

/// What a card may weigh at most (the budget).
const BUDGET: usize = 150 * 1024;

fn line(game: GameKind, rating: f64, trend: Vec<f64>, rank: Option<u32>) -> GameLine {
    let mut standing = Standing::new(7);
    standing.rating.rating = rating;
    standing.rating.deviation = 62.0;
    standing.games = 18;
    standing.wins = 12;
    standing.losses = 5;
    standing.draws = 1;
    standing.streak = 3;
    standing.best_streak = 5;
    GameLine {
        game,
        standing,
        provisional: false,
        rank,
        players: 40,
        trend,
    }
}

/// A card with every game, three achievements and a puzzle streak.
fn full(name: &str) -> ProfileCard {
    let rising: Vec<f64> = (0..=20).map(|i| 1500.0 + f64::from(i) * 6.0).collect();
    let falling: Vec<f64> = (0..=20).map(|i| 1600.0 - f64::from(i) * 3.0).collect();
    let mut new = line(GameKind::Duel, 1462.0, vec![1500.0, 1462.0], None);
    new.provisional = true;
    new.standing.rating.deviation = 290.0;
    new.standing.streak = -1;
    ProfileCard {
        user: 7,
        name: name.to_string(),
        games: vec![
            line(GameKind::Clash, 1620.0, rising, Some(3)),
            line(GameKind::TilePoker, 1540.0, falling, Some(12)),
            line(GameKind::Clubbed, 1500.0, vec![1500.0; 5], Some(20)),
            line(GameKind::ShapeClash, 1711.0, vec![1700.0, 1711.0], Some(1)),
            new,
        ],
        rarest: vec![
            RareAchievement {
                achievement: Achievement::Streak5,
                rarity: 0.04,
            },
            RareAchievement {
                achievement: Achievement::AllGames,
                rarity: 0.1,
            },
            RareAchievement {
                achievement: Achievement::FirstWin,
                rarity: 0.8,
            },
        ],
        achievements: 6,
        puzzle_streak: Some(12),
    }
}

fn empty(name: &str) -> ProfileCard {
    ProfileCard {
        user: 9,
        name: name.to_string(),
        games: Vec::new(),
        rarest: Vec::new(),
        achievements: 0,
        puzzle_streak: None,
    }
}

/// The card decoded, checked to be a PNG of the card's size within the budget.
fn decoded(picture: &Picture) -> Pixmap {
    assert_eq!(picture.name, "profile.png");
    assert_eq!(picture.mime(), "image/png");
    assert!(
        picture.bytes.len() < BUDGET,
        "{} bytes",
        picture.bytes.len()
    );
    let pixmap = Pixmap::decode_png(&picture.bytes).expect("a PNG");
    assert_eq!((pixmap.width(), pixmap.height()), (WIDTH, HEIGHT));
    pixmap
}

/// Pixels of `(x, y, w, h)` that are not the background: ink.
fn ink(pixmap: &Pixmap, (x, y, w, h): (u32, u32, u32, u32)) -> usize {
    (y..y + h)
        .flat_map(|py| (x..x + w).map(move |px| (px, py)))
        .filter(|&(px, py)| {
            let p = pixmap.pixel(px, py).expect("inside");
            (p.red(), p.green(), p.blue()) != (BACKGROUND.0, BACKGROUND.1, BACKGROUND.2)
        })
        .count()
}

/// Whether `colour` is painted somewhere in `(x, y, w, h)`.
fn has(pixmap: &Pixmap, (x, y, w, h): (u32, u32, u32, u32), colour: Rgb) -> bool {
    (y..y + h).any(|py| {
        (x..x + w).any(|px| {
            let p = pixmap.pixel(px, py).expect("inside");
            (p.red(), p.green(), p.blue()) == (colour.0, colour.1, colour.2)
        })
    })
}

/// The name's strip of the header.
const NAME_AREA: (u32, u32, u32, u32) = (NAME_X as u32, 30, 400, 44);

#[test]
fn a_name_in_every_shipped_script_is_drawn_with_ink_in_every_language() {
    let names = [
        "Zoë Brontë-Ångström",
        "Łukasz Żółć",
        "Çağrı Işıkoğlu",
        "João Gonçalves",
        "Jürgen Weiß",
        "Дмитрий Шостакович",
        "山田太郎",
        "さくら・ミク",
        "Ñoño Muñoz",
    ];
    for lang in Lang::all() {
        for name in names {
            assert!(crate::pictures::font::drawable(name), "{name}");
            let picture = picture(lang, &full(name));
            let pixmap = decoded(&picture);
            assert!(ink(&pixmap, NAME_AREA) > 300, "{}: {name}", lang.tag());
            assert!(
                picture.alt.contains(name),
                "{}: {}",
                lang.tag(),
                picture.alt
            );
        }
    }
}

#[test]
fn each_game_line_has_its_figures_in_the_alt_text() {
    let picture = picture(Lang::ENGLISH, &full("Zoë"));
    let alt = &picture.alt;
    assert!(alt.starts_with("Profile card of Zoë. "), "{alt}");
    assert!(
        alt.contains(
            "Clash: rating 1620 ± 62, +120 over the last 20 matches, #3 of 40, W-L-D 12-5-1, \
             streak 3 won · best 5."
        ),
        "{alt}"
    );
    assert!(
        alt.contains("Tile Poker: rating 1540 ± 62, -60 over"),
        "{alt}"
    );
    assert!(
        alt.contains("Clubbed: rating 1500 ± 62, 0 over the last 4"),
        "{alt}"
    );
    assert!(
        alt.contains("Duel: rating 1462 (provisional) ± 290, -38 over the last match, unranked"),
        "{alt}"
    );
    assert!(alt.contains("streak 1 lost · best 5."), "{alt}");
    assert!(
        alt.contains(
            "Rarest achievements: On fire (4% of players), All-rounder (10% of players), \
             First win (80% of players)."
        ),
        "{alt}"
    );
    assert!(alt.ends_with("Puzzle streak: 12 days."), "{alt}");
}

#[test]
fn the_card_paints_its_trends_accent_and_every_games_line() {
    let pixmap = decoded(&picture(Lang::ENGLISH, &full("Zoë")));
    // Rising (Clash) green, falling (Tile Poker) red, in the trend column.
    let trend = |row: u32| {
        (
            COLUMNS[2] as u32,
            ROWS_Y as u32 + row * ROW_H as u32,
            (COLUMNS[3] - COLUMNS[2]) as u32,
            ROW_H as u32 - 4,
        )
    };
    assert!(has(&pixmap, trend(0), UP));
    assert!(!has(&pixmap, trend(0), DOWN));
    assert!(has(&pixmap, trend(1), DOWN));
    // Five panels, one a game.
    for row in 0..5 {
        let panel = (
            RIGHT as u32 - 4,
            ROWS_Y as u32 + row * ROW_H as u32 + 18,
            2,
            2,
        );
        assert!(has(&pixmap, panel, PANEL), "row {row}");
    }
    // The puzzle streak's pill, top right, and the achievements' pills.
    assert!(has(&pixmap, (RIGHT as u32 - 40, 30, 30, 16), ACCENT_DIM));
    assert!(has(&pixmap, (200, FOOTER_Y as u32, 560, 36), PANEL));
}

#[test]
fn a_player_with_no_matches_gets_a_card_that_says_so() {
    for lang in Lang::all() {
        let picture = picture(lang, &empty("Łukasz"));
        let pixmap = decoded(&picture);
        assert!(ink(&pixmap, NAME_AREA) > 300, "{}", lang.tag());
        // No game lines: the middle holds the words alone, no panel.
        assert!(!has(&pixmap, (MARGIN as u32, 150, 740, 200), PANEL));
        assert!(ink(&pixmap, (MARGIN as u32, 200, 740, 70)) > 500);
        let none = plain(lang, "profile-alt-none");
        assert!(picture.alt.ends_with(&none), "{}", picture.alt);
    }
    assert_eq!(
        alt_text(Lang::ENGLISH, &empty("Łukasz")),
        "Profile card of Łukasz. No rated matches yet."
    );
}

#[test]
fn a_long_name_is_cut_with_an_ellipsis_and_a_rare_script_drawn_as_question_marks() {
    let long = "Maximilian Alexander von und zu Hohenberg-Schwarzenstein der Dritte";
    let cut = fit(long, NAME_SIZE, RIGHT - NAME_X);
    assert!(cut.ends_with('…') && cut.len() < long.len(), "{cut}");
    assert!(text_width(&cut, NAME_SIZE) <= RIGHT - NAME_X);
    assert_eq!(fit("Zoë", NAME_SIZE, 500.0), "Zoë");
    let pixmap = decoded(&picture(Lang::ENGLISH, &full(long)));
    // The name stops before the puzzle streak's pill.
    let pill = text(
        Lang::ENGLISH,
        "profile-puzzle-streak",
        &Args::new().num("days", 12),
    );
    let pill_left = (RIGHT - text_width(&pill, 14.0) - 28.0) as u32;
    assert!(ink(&pixmap, (pill_left - 14, 30, 12, 44)) == 0);
    assert!(ink(&pixmap, (pill_left - 200, 30, 180, 44)) > 300);
    // Phoenician: no face has it, still a card.
    let rare = "\u{10900}\u{10901}";
    let picture = picture(Lang::ENGLISH, &empty(rare));
    assert!(ink(&decoded(&picture), NAME_AREA) > 50);
}

#[test]
fn the_alt_text_fits_discords_limit() {
    let name = "x".repeat(2000);
    assert_eq!(
        alt_text(Lang::ENGLISH, &full(&name)).chars().count(),
        ALT_LIMIT
    );
}
