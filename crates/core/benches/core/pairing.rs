//! Pairing a round of a 256-player tournament (the goal: well under 50 ms a round): Swiss
//! in its first and last default round (eight), a Swiss round where a repeat-free pairing
//! exists only barely (a 64-player field that has played 60 rounds), a single
//! elimination's first round and a round robin's middle round.

use clash_core::cards::rng_from_seed;
use clash_core::model::tournaments::{pair_round, Entrant, Format, PairResult, Pairing};
use criterion::measurement::Measurement;
use criterion::{black_box, Criterion};
use rand::Rng;

use crate::cpu_time;

fn field(n: usize, seed: u64) -> Vec<Entrant> {
    let mut rng = rng_from_seed(seed);
    (0..n)
        .map(|i| Entrant {
            user: 1_000 + i as u64,
            order: i as u32,
            rating: Some(rng.gen_range(1000.0..2200.0)),
            dropped: None,
        })
        .collect()
}

/// The pairings of `rounds` Swiss rounds with random results (no draws, to keep the score
/// groups apart as in a real field).
fn swiss_history(entrants: &[Entrant], rounds: u32, seed: u64) -> Vec<Pairing> {
    let mut rng = rng_from_seed(seed);
    let mut history = Vec::new();
    for round in 1..=rounds {
        let paired = pair_round(Format::Swiss, entrants, &history, round);
        for b in paired.boards {
            let result = match b.b {
                None => PairResult::Bye,
                Some(_) if rng.gen_bool(0.5) => PairResult::A,
                Some(_) => PairResult::B,
            };
            history.push(Pairing {
                round,
                board: b.board,
                a: b.a,
                b: b.b,
                result: Some(result),
            });
        }
    }
    history
}

fn pairing<M: Measurement>(c: &mut Criterion<M>) {
    let mut group = c.benchmark_group("pairing 256 players");
    let players = field(256, 7);
    group.bench_function("swiss round 1", |b| {
        b.iter(|| black_box(pair_round(Format::Swiss, &players, &[], 1)))
    });
    let history = swiss_history(&players, 7, 11);
    group.bench_function("swiss round 8", |b| {
        b.iter(|| black_box(pair_round(Format::Swiss, &players, &history, 8)))
    });
    let odd = field(255, 8);
    let odd_history = swiss_history(&odd, 7, 12);
    group.bench_function("swiss round 8, 255 players (a bye)", |b| {
        b.iter(|| black_box(pair_round(Format::Swiss, &odd, &odd_history, 8)))
    });
    group.bench_function("single elimination round 1", |b| {
        b.iter(|| black_box(pair_round(Format::SingleElimination, &players, &[], 1)))
    });
    group.bench_function("round robin round 128", |b| {
        b.iter(|| black_box(pair_round(Format::RoundRobin, &players, &[], 128)))
    });
    group.finish();

    let mut group = c.benchmark_group("pairing a crowded field");
    let small = field(64, 9);
    let crowded = swiss_history(&small, 60, 13);
    group.bench_function("swiss round 61 of 64 players", |b| {
        b.iter(|| black_box(pair_round(Format::Swiss, &small, &crowded, 61)))
    });
    group.finish();
}

pub fn main() {
    cpu_time::main(pairing, pairing);
}
