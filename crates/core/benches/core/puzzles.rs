//! The daily puzzles: generating and proving one puzzle per game (the goal: under
//! 2 s each, a year of every game's puzzles under 15 minutes).
//!
//! First a survey, printed: each game's puzzles of `PUZZLE_DAYS` consecutive dates (30 by
//! default), the mean and the slowest, and the year they make (365 × the mean, summed over
//! the games). Then criterion's figures, one puzzle per iteration, each of another date.

use clash_core::puzzles::{daily, GAMES};
use criterion::measurement::Measurement;
use criterion::{black_box, Criterion, SamplingMode};
use jiff::civil::{date, Date};
use jiff::ToSpan;
use std::time::{Duration, Instant};

use crate::cpu_time;

fn nth_date(n: i64) -> Date {
    date(2027, 1, 1)
        .checked_add(n.days())
        .expect("a date in range")
}

fn survey() {
    let days: i64 = std::env::var("PUZZLE_DAYS")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(30);
    let mut year = Duration::ZERO;
    for game in GAMES {
        let mut total = Duration::ZERO;
        let mut slowest = (Duration::ZERO, nth_date(0));
        for n in 0..days {
            let day = nth_date(n);
            let start = Instant::now();
            black_box(daily(game, day).expect("every date has a puzzle"));
            let took = start.elapsed();
            total += took;
            slowest = slowest.max((took, day));
        }
        let mean = total / days as u32;
        year += mean * 365;
        println!(
            "puzzles/{game}: {days} dates, mean {mean:.2?}, slowest {:.2?} ({})",
            slowest.0, slowest.1
        );
    }
    println!("puzzles: a year of every game's puzzles, estimated {year:.1?}");
}

fn puzzles<M: Measurement>(c: &mut Criterion<M>) {
    let mut group = c.benchmark_group("puzzles");
    // Seconds an iteration: ten iterations, one each sample, not criterion's 55.
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(5));
    for game in GAMES {
        let mut n = 0;
        group.bench_function(format!("{game}: generate and prove one puzzle"), |b| {
            b.iter(|| {
                n += 1;
                black_box(daily(game, nth_date(n)))
            })
        });
    }
    group.finish();
}

pub fn main() {
    survey();
    cpu_time::main(puzzles, puzzles);
}
