//! A daily puzzle made by hand, for what measures or tests the service rather than the
//! generator: a seeded table at its first move, the moves of the seat to move found by
//! sampling, the first alone in the solution's line and the others in a worse one. The
//! same for the same game, date and seed.
//!
//! Written against the library's public API: included with `#[path]` by
//! `benches/bot/puzzle_service.rs` and by the service's puzzle tests
//! (`service/tests/puzzles.rs`), where `clash_bot` names the crate itself.

use clash_bot::model::{AnyMove, AnyTable, MatchSettings};
use clash_bot::puzzles::{Line, Measure, Puzzle};
use clash_bot::rules::{GameKind, Seat};
use jiff::civil::Date;

pub fn made_puzzle(game: GameKind, date: Date, seed: u64) -> Puzzle {
    let settings = MatchSettings {
        target: None,
        turn_seconds: 0,
        max_strikes: 0,
    };
    let table = AnyTable::new(game, &settings, seed, Seat::A);
    let seat = table.to_move().expect("a seat to move");
    let mut rng = clash_bot::cards::rng_from_seed(seed);
    let mut moves: Vec<AnyMove> = Vec::new();
    for _ in 0..64 {
        if let Some(m) = table.random_move(&mut rng) {
            if !moves.contains(&m) {
                moves.push(m);
            }
        }
    }
    assert!(moves.len() >= 3, "{game}: {} moves", moves.len());
    let rest = moves.split_off(1);
    Puzzle {
        game,
        date,
        table,
        seat,
        lines: vec![
            Line {
                shown: moves[0].clone(),
                moves,
                value: 3,
            },
            Line {
                shown: rest[0].clone(),
                moves: rest,
                value: 1,
            },
        ],
        measure: Measure::FinalMargin,
        rating: 1500.0,
    }
}
