//! The strong player's thinking time per move, per game, on positions taken from real
//! games (strong against random, a few hundred moves in): the goal is a p99 under
//! 200 ms a move. Criterion prints the mean; `positions` are walked in turn so the figure
//! covers early and late moves alike.

use clash_core::ai::{bot_move, decide, Level, Player};
use clash_core::cards::rng_from_seed;
use clash_core::rules::clash::{Clash, ClashMove};
use clash_core::rules::clubbed::Clubbed;
use clash_core::rules::duel::Duel;
use clash_core::rules::shape_clash::ShapeClash;
use clash_core::rules::tile_poker::TilePoker;
use clash_core::rules::{Seat, Table};
use criterion::{black_box, Criterion};
use std::time::{Duration, Instant};

/// The views the strong player faced in a few games against random play, with
/// `keep` choosing which to bench (Clash: the set-ups, its costliest decisions).
fn positions<G: Player>(games: u64, keep: impl Fn(&G::Move) -> bool) -> Vec<G::View> {
    let mut views = Vec::new();
    for seed in 0..games {
        let mut table = Table::<G>::new(G::Options::default(), seed, Seat::A, 0);
        let mut rng = rng_from_seed(seed);
        while let Some(seat) = table.to_move() {
            let level = if seat == Seat::A {
                Level::Strong
            } else {
                Level::Random
            };
            let mv = bot_move(&table, seat, level, &mut rng).expect("a move");
            if seat == Seat::A && keep(&mv) {
                views.push(table.game().view(seat));
            }
            table.play(seat, mv).expect("a legal move");
        }
    }
    views
}

/// Times every position once, outside criterion, and prints the mean, p99 and worst.
fn report<G: Player>(what: &str, views: &[G::View]) {
    let mut times: Vec<Duration> = views
        .iter()
        .map(|view| {
            let started = Instant::now();
            black_box(decide::<G>(Level::Strong, view, &mut rng_from_seed(1)));
            started.elapsed()
        })
        .collect();
    times.sort_unstable();
    let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
    let p99 = times[(times.len() * 99 / 100).min(times.len() - 1)];
    let worst = times[times.len() - 1];
    println!(
        "{} {what} over {} positions: mean {mean:?}, p99 {p99:?}, worst {worst:?}",
        G::NAME,
        times.len()
    );
}

fn bench_strong<G: Player>(c: &mut Criterion, what: &str, views: Vec<G::View>) {
    report::<G>(what, &views);
    let mut group = c.benchmark_group(G::NAME);
    let mut i = 0;
    group.bench_function(what, |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            black_box(decide::<G>(
                Level::Strong,
                &views[i],
                &mut rng_from_seed(i as u64),
            ))
        })
    });
    group.finish();
}

fn strong_moves(c: &mut Criterion) {
    clash_core::rules::clash::sets::warm_up();
    let set_ups = positions::<Clash>(4, |m| matches!(m, ClashMove::SetUp(_)));
    bench_strong::<Clash>(c, "strong set-up", set_ups);
    let answers = positions::<Clash>(4, |m| matches!(m, ClashMove::Answer { .. }));
    bench_strong::<Clash>(c, "strong answer", answers);
    bench_strong::<TilePoker>(c, "strong move", positions::<TilePoker>(3, |_| true));
    bench_strong::<Clubbed>(c, "strong move", positions::<Clubbed>(5, |_| true));
    bench_strong::<ShapeClash>(c, "strong move", positions::<ShapeClash>(3, |_| true));
    bench_strong::<Duel>(c, "strong move", positions::<Duel>(20, |_| true));
}

pub fn main() {
    let mut c = crate::suites::configured(
        Criterion::default()
            .sample_size(10)
            .measurement_time(Duration::from_secs(3)),
    );
    strong_moves(&mut c);
    c.final_summary();
}
