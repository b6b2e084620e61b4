//! The pure layer's benchmarks, one binary: `cargo bench --bench core -- <suite>` runs one
//! suite (a file beside this one, by its name), `cargo bench --bench core` all of them
//! ([`suites`]).

mod ai;
mod clash;
mod clash_search;
mod cpu_time;
mod games;
mod pairing;
mod puzzles;
mod render;
mod suites;
mod words;

fn main() {
    suites::run(&[
        ("clash", clash::main),
        ("clash_search", clash_search::main),
        ("games", games::main),
        ("ai", ai::main),
        ("pairing", pairing::main),
        ("puzzles", puzzles::main),
        ("render", render::main),
        ("words", words::main),
    ]);
}
