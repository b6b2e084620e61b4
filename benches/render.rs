//! Drawing the Tile Poker board for the start board, a mid-game board (26 tiles) and a
//! full board, from seeded random games: `render_png` (layout, drawing and PNG encoding)
//! and `render_pixmap` (drawing alone). The PNG sizes are printed once before timing.

use clash_bot::cards::rng_from_seed;
use clash_bot::discord::games::tile_image::{render_pixmap, render_png};
use clash_bot::rules::tile_poker::{Board, TilePoker, TilePokerOptions};
use clash_bot::rules::{Game, Seat};
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

criterion_group!(benches, render);
criterion_main!(benches);
