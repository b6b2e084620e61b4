//! Clubbed's puzzle: once the stock is empty, every card the player to move does not hold
//! has been seen face up (on the open stack, now in a store) or is in the opponent's hand,
//! so a player who remembers knows the opponent's hand: the rest is solved double-dummy
//! to the end.
//!
//! - **Position**: a game of two easy computer players
//!   walked past the moment the stock runs out, to the first position where the player to
//!   move has at least two cards to play and the solve is small enough.
//! - **Moves**: the playable cards (no draw: the stock is empty).
//! - **Value** ([`super::Measure::FinalMargin`]): the opponent's store less the solver's
//!   at the end (hands added, as the rules count), so that higher is better for the
//!   solver, both playing their best.
//! - **Good**: one card alone is best, and at least one other line; see
//!   [`super::solve::double_dummy`]. A second line at most 1 card behind is close.

use super::solve::{double_dummy, DoubleDummy};
use super::Puzzle;
use crate::ai::Level;
use crate::rules::clubbed::Clubbed;
use crate::rules::{Game, GameKind, Seat};
use jiff::civil::Date;

/// The most positions one solve may visit (a position past it is skipped).
const BUDGET: u64 = 200_000;

fn qualifies(game: &Clubbed) -> bool {
    game.stock_len() == 0 && game.legal_moves().len() >= 2
}

/// The opponent's store less the solver's.
fn margin(game: &Clubbed, seat: Seat) -> i64 {
    let stores = game.scores();
    i64::from(stores[seat.other()]) - i64::from(stores[seat])
}

/// The easy player on both seats: the strong one's look-ahead at every move of the
/// simulated game was most of a puzzle's time, and the deal alone varies the positions.
fn level(_: u64, _: Seat) -> Level {
    Level::Easy
}

/// Clubbed's puzzle on `date`.
pub fn daily(date: Date) -> Option<Puzzle> {
    double_dummy(
        GameKind::Clubbed,
        date,
        &DoubleDummy {
            qualifies,
            value: margin,
            level,
            budget: BUDGET,
            close: 1,
            max_moves: 1000,
            max_best: 1,
            strict_attempts: 48,
        },
    )
}
