//! Clash speed: set evaluation (ns per set) and one whole random game.

use clash_bot::cards::{rng_from_seed, Card};
use clash_bot::rules::clash::{evaluate, Clash, ClashOptions};
use clash_bot::rules::{Game, Seat, Table};
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

fn sets_of(size: usize, count: usize) -> Vec<Vec<Card>> {
    let mut rng = rng_from_seed(7);
    (0..count)
        .map(|_| {
            let deck = clash_bot::cards::shuffled_deck(&mut rng);
            deck[..size].to_vec()
        })
        .collect()
}

fn set_evaluation(c: &mut Criterion) {
    let mut group = c.benchmark_group("evaluate");
    for size in 1..=4 {
        let sets = sets_of(size, 1024);
        group.throughput(Throughput::Elements(sets.len() as u64));
        group.bench_function(format!("{size}-card sets"), |b| {
            b.iter(|| {
                for set in &sets {
                    black_box(evaluate(black_box(set)).unwrap());
                }
            })
        });
    }
    group.finish();
}

fn random_game(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("clash: one random game to 10", |b| {
        b.iter(|| {
            seed += 1;
            let mut table = Table::<Clash>::new(ClashOptions::default(), seed, Seat::A, 5);
            let mut rng = rng_from_seed(seed);
            while let Some(seat) = table.to_move() {
                let mv = table.game().random_move(&mut rng);
                table.play(seat, mv).unwrap();
            }
            black_box(table.outcome())
        })
    });
}

criterion_group!(benches, set_evaluation, random_game);
criterion_main!(benches);
