//! One whole random game of each game, through the table (every move validated, applied
//! and logged): the speed figure of each game's rules.

use clash_core::cards::rng_from_seed;
use clash_core::rules::clash::Clash;
use clash_core::rules::clubbed::Clubbed;
use clash_core::rules::duel::Duel;
use clash_core::rules::shape_clash::ShapeClash;
use clash_core::rules::tile_poker::TilePoker;
use clash_core::rules::{Game, Seat, Table};
use criterion::measurement::Measurement;
use criterion::{black_box, Criterion, Throughput};

use crate::cpu_time;

fn bench_game<G: Game, M: Measurement>(c: &mut Criterion<M>, what: &str) {
    let mut group = c.benchmark_group(G::NAME);
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function(what, |b| {
        b.iter(|| {
            seed += 1;
            let mut table = Table::<G>::new(G::Options::default(), seed, Seat::A, 5);
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

fn random_games<M: Measurement>(c: &mut Criterion<M>) {
    bench_game::<Clash, M>(c, "one random game to 10");
    bench_game::<TilePoker, M>(c, "one random game");
    bench_game::<Clubbed, M>(c, "one random game");
    bench_game::<ShapeClash, M>(c, "one random match to 10");
    bench_game::<Duel, M>(c, "one random game to 5");
}

pub fn main() {
    cpu_time::main(random_games, random_games);
}
