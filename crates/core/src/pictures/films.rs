//! The whole game as one animated picture, for a finished match's result post and its
//! replay's ▶▶: which games draw one ([`filmed`]), and the drawing from any game's states
//! ([`film`]). Tile Poker's is the only film so far (`tile_board/film.rs`).

use super::tile_board;
use super::Picture;
use crate::model::{AnyPublic, MatchInfo};
use crate::rules::tile_poker::TilePokerPublic;
use crate::rules::{BySeat, GameKind};
use crate::words::Lang;

/// Whether the game makes a whole-game picture.
pub fn filmed(game: GameKind) -> bool {
    matches!(game, GameKind::TilePoker)
}

/// The whole game as one animated picture, from its states in order (the deal first, the
/// end last); states of another game are left out. `names` label the seats; its words
/// (the alt text, and the band's where the font draws them) are in `lang`. `None` for a
/// game that has none ([`filmed`]). Slow (a whole game is drawn): call it off the async
/// threads.
pub fn film(
    lang: Lang,
    info: &MatchInfo,
    names: &BySeat<String>,
    states: &[AnyPublic],
) -> Option<Picture> {
    match info.game {
        GameKind::TilePoker => {
            let own: Vec<&TilePokerPublic> = states
                .iter()
                .filter_map(|s| match s {
                    AnyPublic::TilePoker(p) => Some(p),
                    _ => None,
                })
                .collect();
            tile_board::film::picture(lang, info, names, &own)
        }
        _ => None,
    }
}
