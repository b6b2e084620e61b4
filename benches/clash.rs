//! Clash set evaluation: ns per set, for each size; and the exhaustive set-up search over
//! the 3,603,600 set-ups of a 13-card hand (the whole game is in `games.rs`).

use clash_bot::cards::{rng_from_seed, Card};
use clash_bot::rules::clash::search::{best_setup, HandSets};
use clash_bot::rules::clash::sets::{set_count, sets_ranked_below, warm_up};
use clash_bot::rules::clash::{evaluate, SetRank};
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

/// One search per iteration, each over a different hand: ranking the hand's 1,092 sets
/// and scoring all 3,603,600 set-ups.
fn setup_search(c: &mut Criterion) {
    let hands = sets_of(13, 16);
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

criterion_group!(benches, set_evaluation, setup_search);
criterion_main!(benches);
