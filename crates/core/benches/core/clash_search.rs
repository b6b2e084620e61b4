//! The exhaustive Clash set-up search: the best of all 3,603,600 set-ups of one 13-card
//! hand, ms per hand (the goal: under 100 ms).

use clash_core::cards::{rng_from_seed, shuffled_deck, Card};
use clash_core::rules::clash::search::{best_setup, HandSets};
use clash_core::rules::clash::sets::{set_count, sets_ranked_below, warm_up};
use clash_core::rules::clash::SetRank;
use criterion::measurement::Measurement;
use criterion::{black_box, Criterion, Throughput};

use crate::cpu_time;

/// 16 hands of 13 cards, each from its own shuffled deck.
fn hands() -> Vec<Vec<Card>> {
    let mut rng = rng_from_seed(7);
    (0..16)
        .map(|_| shuffled_deck(&mut rng)[..13].to_vec())
        .collect()
}

/// One search per iteration, each over a different hand: ranking the hand's 1,092 sets
/// and scoring all 3,603,600 set-ups.
fn setup_search<M: Measurement>(c: &mut Criterion<M>) {
    let hands = hands();
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1));
    let mut next = 0;
    // The strongest sets first, by rank alone: 4-card set, then 3, 2 and 1.
    group.bench_function("best set-up of a 13-card hand, by set ranks", |b| {
        b.iter(|| {
            next = (next + 1) % hands.len();
            black_box(best_setup(&hands[next], |r: &[SetRank; 4]| {
                (r[3], r[2], r[1], r[0])
            }))
        })
    });
    // A plausible strategy: each set valued by the share of same-size sets it beats,
    // weighted by the cards it puts at stake.
    warm_up();
    group.bench_function(
        "best set-up of a 13-card hand, by share of sets beaten",
        |b| {
            b.iter(|| {
                next = (next + 1) % hands.len();
                let sets = HandSets::new(&hands[next], |rank| {
                    let size = usize::from(rank.size);
                    (size * sets_ranked_below(&rank)) as f64 / set_count(size) as f64
                })
                .expect("13 distinct cards");
                black_box(sets.best(|v| v[0] + v[1] + v[2] + v[3]))
            })
        },
    );
    group.finish();
}

pub fn main() {
    cpu_time::main(setup_search, setup_search);
}
