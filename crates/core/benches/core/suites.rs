//! One bench binary, many suites (each a file beside `main.rs`, named as its file is):
//! `cargo bench --bench <binary> -- <suite>` runs one, `cargo bench --bench <binary>` runs
//! them all, and any other word after `--` is criterion's filter over every suite's
//! benchmarks. Shared by both crates' bench binaries (`core` here, `bot` in the bot's
//! `benches/`), which compile one binary each instead of one per suite.

use criterion::measurement::Measurement;
use criterion::{BenchmarkFilter, Criterion};
use std::sync::OnceLock;

/// A suite: its name and its entry point.
pub type Suite = (&'static str, fn());

/// Whether the command line named a suite (criterion, which reads the same arguments,
/// would otherwise take that name for its filter).
static NAMED: OnceLock<bool> = OnceLock::new();

/// Runs the suites the command line names, or every one when it names none.
pub fn run(suites: &[Suite]) {
    let words: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let named: Vec<&Suite> = suites
        .iter()
        .filter(|(name, _)| words.iter().any(|w| w == name))
        .collect();
    NAMED.get_or_init(|| !named.is_empty());
    let chosen: Vec<&Suite> = if named.is_empty() {
        suites.iter().collect()
    } else {
        named
    };
    for (name, main) in chosen {
        eprintln!("== suite {name}");
        main();
    }
}

/// `criterion` configured from the command line, as `criterion_main!` does, less a suite's
/// name taken for a filter.
pub fn configured<M: Measurement>(criterion: Criterion<M>) -> Criterion<M> {
    let criterion = criterion.configure_from_args();
    if NAMED.get().copied().unwrap_or(false) {
        criterion.with_benchmark_filter(BenchmarkFilter::AcceptAll)
    } else {
        criterion
    }
}
