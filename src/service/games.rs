//! The games the service can host, behind one enum each for tables, moves and events, so
//! the service stores and runs any of them without knowing their rules.

use crate::rules::clash::{Clash, ClashEvent, ClashMove, ClashOptions};
use crate::rules::{BySeat, Game, GameKind, Outcome, Seat, Table};
use serde::{Deserialize, Serialize};

/// Per-match settings chosen in the challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSettings {
    /// The game's target score; `None` for the game's default.
    pub target: Option<u32>,
    /// Seconds per turn; 0 is untimed.
    pub turn_seconds: u32,
    /// Missed turns that forfeit; 0 never forfeits.
    pub max_strikes: u32,
}

/// The toss winner's two choices for a game, as its buttons say them.
pub fn choice_labels(kind: GameKind) -> (&'static str, &'static str) {
    use crate::rules::{
        clubbed::Clubbed, duel::Duel, shape_clash::ShapeClash, tile_poker::TilePoker,
    };
    match kind {
        GameKind::Clash => (Clash::FIRST_CHOICE, Clash::SECOND_CHOICE),
        GameKind::TilePoker => (TilePoker::FIRST_CHOICE, TilePoker::SECOND_CHOICE),
        GameKind::Clubbed => (Clubbed::FIRST_CHOICE, Clubbed::SECOND_CHOICE),
        GameKind::ShapeClash => (ShapeClash::FIRST_CHOICE, ShapeClash::SECOND_CHOICE),
        GameKind::Duel => (Duel::FIRST_CHOICE, Duel::SECOND_CHOICE),
    }
}

/// Games that can be played in Discord today (the others have rules but no interface yet).
pub const PLAYABLE: [GameKind; 1] = [GameKind::Clash];

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum AnyTable {
    Clash(Table<Clash>),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyMove {
    Clash(ClashMove),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyEvents {
    Clash(Vec<ClashEvent>),
}

/// What a run-out clock did to a table.
#[derive(Clone, Debug, PartialEq)]
pub struct ClockStrike {
    pub seat: Seat,
    pub strikes: u32,
    pub forfeited: bool,
    pub events: AnyEvents,
}

impl AnyTable {
    /// A new table, or `None` if the game cannot be played here yet.
    pub fn new(kind: GameKind, settings: &MatchSettings, seed: u64, first: Seat) -> Option<Self> {
        match kind {
            GameKind::Clash => {
                let mut options = ClashOptions::default();
                if let Some(target) = settings.target {
                    options.target = target;
                }
                Some(AnyTable::Clash(Table::new(
                    options,
                    seed,
                    first,
                    settings.max_strikes,
                )))
            }
            _ => None,
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyTable::Clash(_) => GameKind::Clash,
        }
    }

    pub fn to_move(&self) -> Option<Seat> {
        match self {
            AnyTable::Clash(t) => t.to_move(),
        }
    }

    pub fn turn(&self) -> u32 {
        match self {
            AnyTable::Clash(t) => t.game().turn(),
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyTable::Clash(t) => t.outcome(),
        }
    }

    pub fn scores(&self) -> BySeat<u32> {
        match self {
            AnyTable::Clash(t) => t.game().scores(),
        }
    }

    pub fn strikes(&self) -> BySeat<u32> {
        match self {
            AnyTable::Clash(t) => t.strikes(),
        }
    }

    /// Actions in the table's log.
    pub fn log_len(&self) -> usize {
        match self {
            AnyTable::Clash(t) => t.log().actions.len(),
        }
    }

    /// The last logged action as JSON (for the `moves` table).
    pub fn last_action_json(&self) -> Option<String> {
        match self {
            AnyTable::Clash(t) => t.log().actions.last().map(|a| json(&a.action)),
        }
    }

    /// Plays a move; the error is a sentence for the player.
    pub fn play(&mut self, seat: Seat, mv: AnyMove) -> Result<AnyEvents, String> {
        match (self, mv) {
            (AnyTable::Clash(t), AnyMove::Clash(mv)) => t
                .play(seat, mv)
                .map(AnyEvents::Clash)
                .map_err(|e| e.to_string()),
        }
    }

    pub fn timeout(&mut self) -> Result<ClockStrike, String> {
        match self {
            AnyTable::Clash(t) => t
                .timeout()
                .map(|r| ClockStrike {
                    seat: r.seat,
                    strikes: r.strikes,
                    forfeited: r.forfeited,
                    events: AnyEvents::Clash(r.events),
                })
                .map_err(|e| e.to_string()),
        }
    }

    pub fn resign(&mut self, seat: Seat) -> Result<Outcome, String> {
        match self {
            AnyTable::Clash(t) => t.resign(seat).map_err(|e| e.to_string()),
        }
    }

    pub fn as_clash(&self) -> Option<&Table<Clash>> {
        match self {
            AnyTable::Clash(t) => Some(t),
        }
    }
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("rules types serialize")
}
