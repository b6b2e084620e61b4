//! The bot's benchmarks (storage, service, Discord, web), one binary: `cargo bench --bench
//! bot -- <suite>` runs one suite (a file beside this one, by its name), `cargo bench
//! --bench bot` all of them (see `suites.rs`, shared with the core's bench binary).

#[path = "../../crates/core/benches/core/suites.rs"]
mod suites;

/// The Discord simulator of the end-to-end tests (the `discord` suite drives the bot
/// through it).
#[path = "../../tests/discord/sim/mod.rs"]
#[allow(unused_imports)]
mod sim;

/// The end-to-end tests' harness: the same bot start-up and helpers.
#[path = "../../tests/discord/harness.rs"]
#[allow(dead_code)]
mod harness;

/// The big server's database (100,000 players, 1,000,000 matches), built once and cached,
/// for the `leaderboard` and `web` suites.
#[path = "../support/big_server.rs"]
mod big_server;
/// The cached databases' keys (`big_server`, `live_matches`).
#[path = "../support/cache_key.rs"]
mod cache_key;

mod discord;
mod leaderboard;
mod live_matches;
mod puzzle_service;
mod schedules;
mod storage;
mod web;
mod words_move;

fn main() {
    suites::run(&[
        ("storage", storage::main),
        ("live_matches", live_matches::main),
        ("leaderboard", leaderboard::main),
        ("schedules", schedules::main),
        ("puzzle_service", puzzle_service::main),
        ("words_move", words_move::main),
        ("discord", discord::main),
        ("web", web::main),
    ]);
}
