//! The daily puzzles: for each game whose rules allow one, a position from a simulated
//! game where one move is best, **proved** by a solver over every card the player cannot
//! see (or double-dummy where every card is known to a player who remembers what was
//! shown), with the solution and why each other move is worse.
//!
//! Pure: a puzzle is a function of its game and date alone ([`daily`]), so every bot
//! (every database) has the same puzzle on the same date, and servers can compare. The
//! service generates them ahead of time and stores them; the edges show the position with
//! the game's own pictures and controls and ask [`Puzzle::judge`] about the answer.
//!
//! Which games have one, and why one has not, is [`GAMES`] and [`left_out`].
//!
//! # How a puzzle is found
//!
//! - **Seed** ([`solve::seed`]): SHA-256 over a fixed domain string, the game's name, the
//!   date and an attempt counter, first 8 bytes → `u64`. Attempt 0, 1, 2, … until one
//!   gives a good puzzle: the result depends on nothing else (no clock, no thread, no
//!   hash-map order), so it is the same on every machine.
//! - **Position** ([`solve::walk`]): a game is simulated from the attempt's seed by the
//!   computer players ([`crate::ai`]) and each position on the way is offered to the
//!   game's test until one qualifies and is a good puzzle. Different dates have different
//!   seeds, so different games: a year of positions never repeats (tested).
//! - **Proof**: each game's file says how ([`clash`]: over every hidden last set;
//!   [`tile_poker`], [`clubbed`]: double-dummy to the end by [`solve::solve_root`], since
//!   once the pool or the stock is empty a player who remembers knows every card).
//! - **Lines**: every legal move of the seat, grouped by value, best first. A line's
//!   moves are worth the same in every case; the first line is strictly better than
//!   each other (for Clash case by case, see [`clash`]).
//! - **Good puzzle**: at least two lines, few moves in the best line (Clubbed 1, Tile
//!   Poker up to 3 cells of one tile that tie, Clash any number: the answers that keep
//!   the same cards for the last set are one line), and for the first attempts the easy
//!   computer player's move must not be in the best line. Later attempts take any good
//!   puzzle, so every date has one.
//! - **Rating**: [`solve::rating`]: 1500, ±150 as the easy player misses or finds it,
//!   +25 a line beyond two (at most +150), +100 when the second line is close (−50 when
//!   not).
//!
//! Generating is pure and takes well under a second or two a puzzle in release
//! (`cargo bench --bench core -- puzzles` measures it); the service generates ahead and stores.
//!
//! # Tests
//!
//! `tests.rs` checks puzzles with a checker that shares no code with the solvers (plain
//! recursion over the rules' `legal_moves`/`apply`, plain enumeration with the rules'
//! own set ranking). The default run checks the first days of 2027 per game; a whole
//! year per game is behind `#[ignore]`:
//! `cargo test --release --lib puzzles::tests::a_year -- --ignored`.

pub mod clash;
pub mod clubbed;
pub mod hosted;
pub mod solve;
#[cfg(test)]
mod tests;
pub mod tile_poker;

use crate::model::{AnyMove, AnyTable};
use crate::rules::{GameKind, Seat};
use jiff::civil::Date;
use serde::{Deserialize, Serialize};

/// The games with a daily puzzle, in the order `/puzzle` lists them.
pub const GAMES: [GameKind; 3] = [GameKind::Clash, GameKind::TilePoker, GameKind::Clubbed];

/// Why a game has no puzzle, for the games not in [`GAMES`] (`None` for those in it).
pub fn left_out(game: GameKind) -> Option<LeftOut> {
    match game {
        GameKind::Duel => Some(LeftOut::CoinFlip),
        GameKind::ShapeClash => Some(LeftOut::EndlessEndgame),
        GameKind::Clash | GameKind::TilePoker | GameKind::Clubbed => None,
    }
}

/// Why a game has no daily puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeftOut {
    /// Every decision is keep-or-bottom: a guess is right half the time.
    CoinFlip,
    /// Shape Clash: a pass is legal on every turn, even with a play in hand, and two
    /// voluntary passes leave the table as it was, so the endgame's game tree has cycles
    /// and a deal need not end: "best play to the end" has no value without a repetition
    /// rule the game does not have, and a solver that cut the tree at some depth would
    /// not prove anything.
    EndlessEndgame,
}

/// One daily puzzle: the position, whose turn it is, the answer and its proof.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Puzzle {
    pub game: GameKind,
    pub date: Date,
    /// The position: a table replayed from its seed and log, hidden cards included (it
    /// stays in the service; the edges get the seat's view and the public view).
    pub table: AnyTable,
    /// The seat to move: the player who solves.
    pub seat: Seat,
    /// Every move the seat may make, grouped into lines of moves that are worth the same
    /// in every case the solver looked at; the first line holds the solution, and is
    /// strictly better than each other line in at least one case and never worse.
    pub lines: Vec<Line>,
    /// What a line's [`Line::value`] counts.
    pub measure: Measure,
    /// The puzzle's starting rating (Glicko-2 scale, 1500 average), from how hard the
    /// solver judged it; the service moves it with the answers.
    pub rating: f64,
}

/// Moves worth the same: one of them as the one shown, and what they are worth.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Line {
    /// The move shown for the line (the solution's own move for the first line).
    pub shown: AnyMove,
    /// Every move of the line (`shown` included).
    pub moves: Vec<AnyMove>,
    /// What the line is worth, in the puzzle's [`Measure`]: higher is better.
    pub value: i64,
}

/// What a [`Line::value`] counts, so the edges can word the proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Measure {
    /// Clash: in how many of the `of` ways the defender's last set may be made (from the
    /// cards the attacker has not seen) the attacker scores this round.
    ScoresAgainst { of: u64 },
    /// Double-dummy to the end with best play by both: the solver's points less the
    /// opponent's (Tile Poker) or the opponent's store less the solver's (Clubbed), so
    /// that higher is better.
    FinalMargin,
}

/// What an answer was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The answer is in the first line.
    pub right: bool,
    /// The line the answer is in (0 is the solution's).
    pub line: usize,
}

impl Puzzle {
    /// The solution's move, as shown.
    pub fn solution(&self) -> &AnyMove {
        &self.lines[0].shown
    }

    /// Which line an answer is in; `None` for a move the seat may not make here.
    /// A Clash answer may name its cards in any order, as the rules accept it.
    pub fn judge(&self, answer: &AnyMove) -> Option<Judged> {
        let answer = canonical(answer);
        self.lines
            .iter()
            .position(|line| line.moves.contains(&answer))
            .map(|line| Judged {
                right: line == 0,
                line,
            })
    }
}

/// The puzzle of `game` on `date`: the same everywhere, found from a seed made of the two
/// alone. `None` for a game in [`left_out`].
pub fn daily(game: GameKind, date: Date) -> Option<Puzzle> {
    match game {
        GameKind::Clash => clash::daily(date),
        GameKind::TilePoker => tile_poker::daily(date),
        GameKind::Clubbed => clubbed::daily(date),
        GameKind::ShapeClash | GameKind::Duel => None,
    }
}

/// A move in the one form the lines list it: a Clash answer's cards highest first, as
/// the rules list them ([`crate::rules::MoveList`]); every other move as it is.
pub fn canonical(mv: &AnyMove) -> AnyMove {
    match mv {
        AnyMove::Clash(crate::rules::clash::ClashMove::Answer { cards }) => {
            let mut cards = cards.clone();
            cards.sort_unstable_by(|a, b| b.cmp(a));
            AnyMove::Clash(crate::rules::clash::ClashMove::Answer { cards })
        }
        other => other.clone(),
    }
}
