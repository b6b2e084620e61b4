//! Drawing the Tile Poker board for the start board, a mid-game board (26 tiles) and a
//! full board, from seeded random games: `render_png` (layout, drawing and PNG encoding)
//! and `render_pixmap` (drawing alone); and a whole game as the animated GIF of its
//! result post (`film`: frames and GIF encoding); and Shape Clash's board and a hand of
//! seven as PNGs; and a profile card (`profile_card`: every game with its trend, three
//! achievements and a puzzle streak, in English and Japanese, and a player with no match).
//! The sizes are printed once before timing.

use clash_core::cards::rng_from_seed;
use clash_core::model::achievements::Achievement;
use clash_core::model::profile::{GameLine, ProfileCard, RareAchievement};
use clash_core::model::ratings::Standing;
use clash_core::pictures::profile::picture as profile_picture;
use clash_core::pictures::shape_cards::{board_png, hand_png};
use clash_core::pictures::tile_board::film::{film_gif, frames};
use clash_core::pictures::tile_board::{render_pixmap, render_png};
use clash_core::rules::shape_clash::ShapeClash;
use clash_core::rules::tile_poker::{Board, TilePoker, TilePokerOptions, TilePokerPublic};
use clash_core::rules::GameKind;
use clash_core::rules::{BySeat, Game, Seat, Table};
use clash_core::words::Lang;
use criterion::{black_box, Criterion};

/// The board of a seeded random game once it holds `tiles` tiles, or at its end.
fn board_of(seed: u64, tiles: usize) -> Board {
    let mut game = TilePoker::new(&TilePokerOptions::default(), seed, Seat::A);
    let mut rng = rng_from_seed(seed);
    while game.board().len() < tiles {
        let Some(seat) = game.to_move() else { break };
        let mv = game.random_move(&mut rng);
        game.apply(seat, &mv).expect("random moves are legal");
    }
    game.board().clone()
}

/// Every public state of a seeded random game, from the deal to the end.
fn game_states(seed: u64) -> Vec<TilePokerPublic> {
    let mut game = TilePoker::new(&TilePokerOptions::default(), seed, Seat::A);
    let mut rng = rng_from_seed(seed);
    let mut states = vec![game.public_view()];
    while let Some(seat) = game.to_move() {
        let mv = game.random_move(&mut rng);
        game.apply(seat, &mv).expect("random moves are legal");
        states.push(game.public_view());
    }
    states
}

fn render(c: &mut Criterion) {
    let mut group = c.benchmark_group("tile_image");
    for (name, tiles) in [("start", 1), ("mid-game", 26), ("full", 52)] {
        let board = board_of(3, tiles);
        let open = if tiles < 52 {
            board.legal_cells()
        } else {
            Vec::new()
        };
        let last = board.placements().last().map(|p| p.cell);
        let png = render_png(&board, &open, last);
        println!(
            "{name}: {} tiles, {} open cells, PNG {} bytes",
            board.len(),
            open.len(),
            png.len()
        );
        group.bench_function(format!("render_png {name}"), |b| {
            b.iter(|| render_png(black_box(&board), black_box(&open), last))
        });
        group.bench_function(format!("render_pixmap {name}"), |b| {
            b.iter(|| render_pixmap(black_box(&board), black_box(&open), last))
        });
    }
    group.finish();
}

fn film(c: &mut Criterion) {
    let mut group = c.benchmark_group("tile_film");
    group.sample_size(30);
    let names = BySeat::new("alice".to_string(), "bob".to_string());
    for seed in [3, 8] {
        let states = game_states(seed);
        let refs: Vec<&TilePokerPublic> = states.iter().collect();
        let gif = film_gif(&frames(
            clash_core::words::Lang::ENGLISH,
            &refs,
            &names,
            "alice wins",
        ));
        println!(
            "game {seed}: {} states, {} frames, GIF {} bytes",
            states.len(),
            frames(
                clash_core::words::Lang::ENGLISH,
                &refs,
                &names,
                "alice wins"
            )
            .len(),
            gif.len()
        );
        group.bench_function(format!("whole game {seed}"), |b| {
            b.iter(|| {
                film_gif(&frames(
                    clash_core::words::Lang::ENGLISH,
                    black_box(&refs),
                    &names,
                    "alice wins",
                ))
            })
        });
    }
    group.finish();
}

fn shape_clash(c: &mut Criterion) {
    let mut group = c.benchmark_group("shape_image");
    let mut table = Table::<ShapeClash>::new(Default::default(), 5, Seat::A, 0);
    let mut rng = rng_from_seed(5);
    for _ in 0..12 {
        let Some(seat) = table.to_move() else { break };
        let mv = table.game().random_move(&mut rng);
        table.play(seat, mv).expect("random moves are legal");
    }
    let public = table.game().public_view();
    let hand = table.game().view(Seat::A).hand;
    println!(
        "Shape Clash: board PNG {} bytes, hand of {} PNG {} bytes",
        board_png(Lang::ENGLISH, &public).len(),
        hand.len(),
        hand_png(Lang::ENGLISH, &hand).map_or(0, |p| p.len())
    );
    group.bench_function("board", |b| {
        b.iter(|| board_png(Lang::ENGLISH, black_box(&public)))
    });
    group.bench_function("hand", |b| {
        b.iter(|| hand_png(Lang::ENGLISH, black_box(&hand)))
    });
    group.finish();
}

/// A card with a line for every game (20 matches of trend each), three achievements and a
/// puzzle streak; none of it when `played` is false.
fn card(name: &str, played: bool) -> ProfileCard {
    let games = GameKind::ALL
        .iter()
        .enumerate()
        .map(|(i, &game)| {
            let mut standing = Standing::new(7);
            standing.rating.rating = 1500.0 + 40.0 * i as f64;
            standing.rating.deviation = 60.0;
            (standing.games, standing.wins, standing.losses) = (120, 70, 48);
            (standing.draws, standing.streak, standing.best_streak) = (2, 4, 9);
            GameLine {
                game,
                standing,
                provisional: i == 4,
                rank: Some(1 + i as u32),
                players: 250,
                trend: (0..=20)
                    .map(|m| 1500.0 + ((m * 7 + i) % 13) as f64 * 9.0)
                    .collect(),
            }
        })
        .collect();
    let rare = |achievement, rarity| RareAchievement {
        achievement,
        rarity,
    };
    ProfileCard {
        user: 7,
        name: name.to_string(),
        games: if played { games } else { Vec::new() },
        rarest: if played {
            vec![
                rare(Achievement::Streak10, 0.01),
                rare(Achievement::Rating1900, 0.03),
                rare(Achievement::AllGames, 0.12),
            ]
        } else {
            Vec::new()
        },
        achievements: if played { 9 } else { 0 },
        puzzle_streak: played.then_some(31),
    }
}

fn profile_card(c: &mut Criterion) {
    let mut group = c.benchmark_group("profile_card");
    let japanese = Lang::from_tag("ja").expect("shipped");
    for (name, lang, card) in [
        ("full en", Lang::ENGLISH, card("Zoë Brontë-Ångström", true)),
        ("full ja", japanese, card("山田太郎", true)),
        ("no matches", Lang::ENGLISH, card("Łukasz", false)),
    ] {
        println!(
            "profile card {name}: PNG {} bytes",
            profile_picture(lang, &card).bytes.len()
        );
        group.bench_function(name, |b| b.iter(|| profile_picture(lang, black_box(&card))));
    }
    group.finish();
}

pub fn main() {
    let mut c = crate::suites::configured(Criterion::default());
    render(&mut c);
    film(&mut c);
    shape_clash(&mut c);
    profile_card(&mut c);
    c.final_summary();
}
