//! Clubbed speed: one whole random game.

use clash_bot::cards::rng_from_seed;
use clash_bot::rules::clubbed::{Clubbed, ClubbedOptions};
use clash_bot::rules::{Game, Seat, Table};
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

fn random_game(c: &mut Criterion) {
    let mut group = c.benchmark_group("clubbed");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("one random game", |b| {
        b.iter(|| {
            seed += 1;
            let mut table = Table::<Clubbed>::new(ClubbedOptions::default(), seed, Seat::A, 5);
            let mut rng = rng_from_seed(seed);
            while let Some(seat) = table.to_move() {
                let mv = table.game().random_move(&mut rng);
                table.play(seat, mv).unwrap();
            }
            black_box(table.outcome())
        })
    });
    group.finish();
}

criterion_group!(benches, random_game);
criterion_main!(benches);
