//! The computer opponents: one player per game, at three levels, deciding from the view of
//! its own seat only. This module owns the [`Level`]s, the [`Player`] trait every game
//! implements, and the entry points the service and the Discord layer call ([`bot_move`],
//! [`hint`]).
//!
//! The decision functions take `&G::View`, never `G`: a player cannot read a hidden card
//! because no value holding one is in reach (`the_decision_input_is_the_seats_view`).

/// One player module per game ([`crate::for_each_game!`]), each implementing [`Player`].
macro_rules! player_modules {
    ($($module:ident: $kind:ident),* $(,)?) => { $(pub mod $module;)* };
}
crate::for_each_game!(player_modules);

use crate::cards::{rng_from_seed, GameRng};
use crate::rules::{Game, MoveList, Seat, Table};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// How well the bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// A uniformly chosen legal move, as `simulate` has always played.
    Random,
    /// Simple greedy play: the best-looking move now, no look-ahead.
    Easy,
    /// The bot at its best: searches, estimates and looks ahead (per game).
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Easy, Level::Strong];

    /// `strong`: the name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Strong => "strong",
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a level: choose one of random, easy, strong")]
pub struct UnknownLevel(pub String);

impl std::str::FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        let wanted = text.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|level| level.name() == wanted)
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

/// A game the bot can play. The only input is the seat's own [`Game::View`] (plus an RNG
/// for the random level and for sampling what the seat cannot see): the type is the
/// guarantee that the bot never reads hidden state.
pub trait Player: Game {
    /// The move `level` plays for the seat whose view this is, or `None` when that seat is
    /// not to move (or the game is over). Every move returned is legal.
    fn decide(level: Level, view: &Self::View, rng: &mut GameRng) -> Option<Self::Move>;
}

/// The bot's move for `seat` at `table`, or `None` when `seat` is not to move. Only
/// `seat`'s view is handed to the player.
pub fn bot_move<G: Player>(
    table: &Table<G>,
    seat: Seat,
    level: Level,
    rng: &mut GameRng,
) -> Option<G::Move> {
    if table.to_move() != Some(seat) {
        return None;
    }
    decide::<G>(level, &table.game().view(seat), rng)
}

/// The random level for any game: a move chosen uniformly among the seat's legal moves,
/// as its view lists them ([`Game::legal_moves_of`]), with the draws of
/// [`crate::rules::MoveList::choose`]: the same as [`Game::random_move`] on the game, so
/// a random bot plays what `simulate` plays. `None` when the seat is not to move.
pub fn random<G: Game>(view: &G::View, rng: &mut GameRng) -> Option<G::Move> {
    G::legal_moves_of(view).choose(rng)
}

/// [`Player::decide`] as a free function: the one door every caller goes through.
pub fn decide<G: Player>(level: Level, view: &G::View, rng: &mut GameRng) -> Option<G::Move> {
    G::decide(level, view, rng)
}

/// The seed of [`hint`]'s own RNG: the same view always gets the same hint.
const HINT_SEED: u64 = 0x4849_4E54;

/// "What would the bot do?": the strong player's move for the seat whose view this is
/// (`None` when it is not to move). Deterministic for a given view.
pub fn hint<G: Player>(view: &G::View) -> Option<G::Move> {
    decide::<G>(Level::Strong, view, &mut rng_from_seed(HINT_SEED))
}

#[cfg(test)]
mod tests;
