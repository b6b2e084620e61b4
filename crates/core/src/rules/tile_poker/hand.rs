//! Tile Poker line scoring (docs/rules.md): the best hand of a row or column of 2 to 5
//! tiles, whether the tile just placed contributes to it, and the points it earns.

use crate::cards::{Card, Rank};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest line that still scores; a longer one scores 0 whatever it holds.
pub const MAX_SCORED_LINE: usize = 5;

/// Hand categories in poker order, lowest first. Royal flush is a straight flush: docs/rules.md
/// gives both the same points and the tie-break compares categories only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
}

impl Category {
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];

    /// The points table of docs/rules.md#tile-poker-scoring.
    pub fn points(self) -> u32 {
        match self {
            Category::HighCard | Category::Pair => 2,
            Category::TwoPair | Category::ThreeOfAKind => 3,
            Category::Straight | Category::Flush => 5,
            Category::FullHouse | Category::FourOfAKind => 8,
            Category::StraightFlush => 13,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high card",
            Category::Pair => "pair",
            Category::TwoPair => "two pair",
            Category::ThreeOfAKind => "three of a kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full house",
            Category::FourOfAKind => "four of a kind",
            Category::StraightFlush => "straight flush",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

fn rank_count(tiles: &[Card], rank: Rank) -> usize {
    tiles.iter().filter(|t| t.rank == rank).count()
}

/// Five distinct ranks in a run; A 2 3 4 5 counts, K A 2 … does not wrap.
fn is_straight(tiles: &[Card]) -> bool {
    let mut values = [0u8; 5];
    for (v, t) in values.iter_mut().zip(tiles) {
        *v = t.rank.value();
    }
    values.sort_unstable();
    let distinct = values.windows(2).all(|w| w[0] != w[1]);
    distinct && (values[4] - values[0] == 4 || values == [2, 3, 4, 5, 14])
}

/// The best hand among 1 to 5 tiles. Straights, flushes, full houses and straight flushes
/// need exactly 5 tiles.
pub fn best_hand(tiles: &[Card]) -> Category {
    assert!(
        (1..=MAX_SCORED_LINE).contains(&tiles.len()),
        "a hand has 1 to 5 tiles"
    );
    // How many tiles of each rank, largest group first.
    let mut groups = [0u8; 15];
    for t in tiles {
        groups[usize::from(t.rank.value())] += 1;
    }
    groups.sort_unstable_by(|a, b| b.cmp(a));
    if tiles.len() == 5 {
        let flush = tiles.iter().all(|t| t.suit == tiles[0].suit);
        let straight = is_straight(tiles);
        match (flush, straight, groups[0], groups[1]) {
            (true, true, _, _) => return Category::StraightFlush,
            (_, _, 4, _) => return Category::FourOfAKind,
            (_, _, 3, 2) => return Category::FullHouse,
            (true, false, _, _) => return Category::Flush,
            (false, true, _, _) => return Category::Straight,
            _ => {}
        }
    }
    match (groups[0], groups[1]) {
        (4, _) => Category::FourOfAKind,
        (3, _) => Category::ThreeOfAKind,
        (2, 2) => Category::TwoPair,
        (2, _) => Category::Pair,
        _ => Category::HighCard,
    }
}

/// Whether `tiles[placed]` is part of the line's best hand `category`: one of the
/// grouped ranks, any tile of a 5-tile hand, or for high card strictly above every other
/// tile.
pub fn contributes(tiles: &[Card], placed: usize, category: Category) -> bool {
    let tile = tiles[placed];
    let same_rank = rank_count(tiles, tile.rank);
    match category {
        Category::Straight | Category::Flush | Category::FullHouse | Category::StraightFlush => {
            true
        }
        Category::FourOfAKind => same_rank == 4,
        Category::ThreeOfAKind => same_rank == 3,
        Category::TwoPair | Category::Pair => same_rank == 2,
        Category::HighCard => tiles
            .iter()
            .enumerate()
            .all(|(i, t)| i == placed || t.rank < tile.rank),
    }
}

/// How one line scored for the tile at `tiles[placed]`: `None` for a line too long to
/// score, else the best hand, whether the tile contributes, and the points.
pub fn score_line(tiles: &[Card], placed: usize) -> Option<(Category, bool, u32)> {
    if tiles.len() > MAX_SCORED_LINE {
        return None;
    }
    let category = best_hand(tiles);
    let counts = contributes(tiles, placed, category);
    Some((category, counts, if counts { category.points() } else { 0 }))
}
