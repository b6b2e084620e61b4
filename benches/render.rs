//! Drawing the Tile Poker board for the start board, a mid-game board (26 tiles) and a
//! full board, from seeded random games: `render_png` (layout, drawing and PNG encoding)
//! and `render_pixmap` (drawing alone); and a whole game as the animated GIF of its
//! result post (`film`: frames and GIF encoding); and Shape Clash's board and a hand of
//! seven as PNGs. The sizes are printed once before timing.

use clash_bot::cards::rng_from_seed;
use clash_bot::pictures::shape_cards::{board_png, hand_png};
use clash_bot::pictures::tile_board::film::{film_gif, frames};
use clash_bot::pictures::tile_board::{render_pixmap, render_png};
use clash_bot::rules::shape_clash::ShapeClash;
use clash_bot::rules::tile_poker::{Board, TilePoker, TilePokerOptions, TilePokerPublic};
use clash_bot::rules::{BySeat, Game, Seat, Table};
use clash_bot::words::Lang;
use criterion::{black_box, criterion_group, criterion_main, Criterion};

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
            clash_bot::words::Lang::ENGLISH,
            &refs,
            &names,
            "alice wins",
        ));
        println!(
            "game {seed}: {} states, {} frames, GIF {} bytes",
            states.len(),
            frames(clash_bot::words::Lang::ENGLISH, &refs, &names, "alice wins").len(),
            gif.len()
        );
        group.bench_function(format!("whole game {seed}"), |b| {
            b.iter(|| {
                film_gif(&frames(
                    clash_bot::words::Lang::ENGLISH,
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

criterion_group!(benches, render, film, shape_clash);
criterion_main!(benches);
