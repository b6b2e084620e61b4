//! Tile Poker's puzzle: the end of a game, once the pool is empty. Both hands are public
//! and nothing is left to draw, so the rest is a game of perfect information, solved
//! double-dummy to the last tile.
//!
//! - **Position**: a game of two easy computer players walked to the position, once the
//!   pool is empty, where each player holds one tile and one of them is to move (the
//!   opponent's tile makes it a game: the cell taken now may be the one it needed, or a
//!   2×2 block may shut a cell). With three tiles left the proof took a hundred times
//!   longer and the best move was almost never alone.
//! - **Moves**: every placement of a hand tile on a legal cell, and the pass while the
//!   stall guard allows it (no exchange: the pool is empty). A player without tiles is
//!   skipped by the rules, so the solver follows them.
//! - **Value** ([`super::Measure::FinalMargin`]): the solver's final points less the
//!   opponent's, both playing their best to the end.
//! - **Good**: at least two lines, and at most [`MAX_BEST`] moves in the best one (cells
//!   often tie: two cells that make the same pair); see [`super::solve::double_dummy`].
//!   The first 24 attempts must also fool the easy player (the most points now). A
//!   second line at most 2 points behind is close.

use super::solve::{double_dummy, DoubleDummy};
use super::Puzzle;
use crate::ai::Level;
use crate::rules::tile_poker::TilePoker;
use crate::rules::{Game, GameKind, Seat};
use jiff::civil::Date;

/// The most moves the best line may hold: one tile, up to three cells worth the same.
pub const MAX_BEST: usize = 3;

/// The most positions one solve may visit (a position past it is skipped).
const BUDGET: u64 = 400_000;

fn qualifies(game: &TilePoker) -> bool {
    let Some(seat) = game.to_move() else {
        return false;
    };
    game.pool_size() == 0 && game.hand(seat).len() == 1 && game.hand(seat.other()).len() == 1
}

/// The solver's points less the opponent's.
fn margin(game: &TilePoker, seat: Seat) -> i64 {
    let points = game.scores();
    i64::from(points[seat]) - i64::from(points[seat.other()])
}

/// The easy player on both seats: the strong one's look-ahead at every move of the
/// simulated game was most of a puzzle's time, and the deal alone varies the positions.
fn level(_: u64, _: Seat) -> Level {
    Level::Easy
}

/// Tile Poker's puzzle on `date`.
pub fn daily(date: Date) -> Option<Puzzle> {
    double_dummy(
        GameKind::TilePoker,
        date,
        &DoubleDummy {
            qualifies,
            value: margin,
            level,
            budget: BUDGET,
            close: 2,
            max_moves: 400,
            max_best: MAX_BEST,
            strict_attempts: 24,
        },
    )
}
