//! Clash set evaluation: ns per set, for each size (the set-up search is in
//! `clash_search.rs`, the whole game in `games.rs`). Each iteration ranks 1,024 sets.

use clash_core::cards::{rng_from_seed, Card};
use clash_core::rules::clash::evaluate;
use criterion::measurement::Measurement;
use criterion::{black_box, Criterion, Throughput};

use crate::cpu_time;

/// `count` random sets of `size` cards, one after another in one buffer, as a set-up
/// holds its sets (the 13 cards in one array).
fn sets_of(size: usize, count: usize) -> Vec<Card> {
    let mut rng = rng_from_seed(7);
    (0..count)
        .flat_map(|_| clash_core::cards::shuffled_deck(&mut rng)[..size].to_vec())
        .collect()
}

fn set_evaluation<M: Measurement>(c: &mut Criterion<M>) {
    let mut group = c.benchmark_group("evaluate");
    for size in 1..=4 {
        let sets = sets_of(size, 1024);
        group.throughput(Throughput::Elements(1024));
        group.bench_function(format!("{size}-card sets"), |b| {
            b.iter(|| {
                for set in sets.chunks_exact(size) {
                    black_box(evaluate(black_box(set)).unwrap());
                }
            })
        });
    }
    group.finish();
}

pub fn main() {
    cpu_time::main(set_evaluation, set_evaluation);
}
