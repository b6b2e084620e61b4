//! Shape Clash speed: one whole random match to 10 points.

use clash_bot::cards::rng_from_seed;
use clash_bot::rules::shape_clash::{ShapeClash, ShapeClashOptions};
use clash_bot::rules::{Game, Seat, Table};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

fn random_match(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("shape-clash: one random match to 10", |b| {
        b.iter(|| {
            seed += 1;
            let mut table =
                Table::<ShapeClash>::new(ShapeClashOptions::default(), seed, Seat::A, 5);
            let mut rng = rng_from_seed(seed);
            while let Some(seat) = table.to_move() {
                let mv = table.game().random_move(&mut rng);
                table.play(seat, mv).unwrap();
            }
            black_box(table.outcome())
        })
    });
}

criterion_group!(benches, random_match);
criterion_main!(benches);
