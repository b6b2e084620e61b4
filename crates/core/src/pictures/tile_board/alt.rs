//! The Tile Poker board in words, for a picture's alt text (Discord's attachment
//! description, the web's `alt`): rows top to bottom, each tile at its cell's label, in the
//! reader's language, shortened step by step to fit a limit.

use super::{rank_text, Grid};
use crate::cards::Card;
use crate::rules::tile_poker::{Board, Cell};
use crate::words::{plain, text, Args, Lang};

/// Discord's limit on an attachment's description.
pub const ALT_TEXT_LIMIT: usize = 1024;

/// The same board in words for the attachment's description (Discord's limit: 1024
/// characters): rows top to bottom, e.g. "Row 2: 7♦ at A2, A♠ at B2. Row 3: K♥ at B3." —
/// always ≤ 1024 chars. A long description drops the " at" words, then the row headings
/// and the suit symbols ("7D A2, AS B2, KH B3."); every board a game can reach fits with
/// all its tiles named (a board of 52 tiles down one column takes 1009 characters in
/// full).
pub fn alt_text(lang: Lang, board: &Board) -> String {
    alt_text_within(lang, board, ALT_TEXT_LIMIT)
}

/// [`alt_text`] in at most `limit` characters (for a description that says more).
pub fn alt_text_within(lang: Lang, board: &Board, limit: usize) -> String {
    let grid = Grid::of(board);
    let mut tiles: Vec<(Cell, Card)> = board
        .placements()
        .iter()
        .map(|p| (p.cell, p.tile))
        .collect();
    if tiles.is_empty() {
        return plain(lang, "tile-alt-empty");
    }
    tiles.sort_unstable_by_key(|&(cell, _)| cell);
    let mut text = String::new();
    for style in [AltStyle::Full, AltStyle::NoAt, AltStyle::Compact] {
        text = describe(lang, &grid, &tiles, style);
        if text.chars().count() <= limit {
            return text;
        }
    }
    // Only a board no game reaches (or a tight limit) gets here: cut it, and say so.
    let mut cut: String = text.chars().take(limit.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum AltStyle {
    /// "Row 2: 7♦ at A2, A♠ at B2."
    Full,
    /// "Row 2: 7♦ A2, A♠ B2."
    NoAt,
    /// "7D A2, AS B2.": the label already names the row.
    Compact,
}

/// `tiles` in reading order (row, then column), in `lang`'s words.
fn describe(lang: Lang, grid: &Grid, tiles: &[(Cell, Card)], style: AltStyle) -> String {
    let name = |&(cell, tile): &(Cell, Card)| {
        let label = grid.label(cell).unwrap_or_else(|| "?".to_string());
        let shown = format!("{}{}", rank_text(tile.rank), tile.suit.symbol());
        match style {
            AltStyle::Full => {
                let args = Args::new().str("tile", &shown).str("cell", &label);
                text(lang, "tile-alt-at", &args)
            }
            AltStyle::NoAt => format!("{shown} {label}"),
            AltStyle::Compact => format!("{} {label}", tile.code()),
        }
    };
    if style == AltStyle::Compact {
        let named: Vec<String> = tiles.iter().map(name).collect();
        return format!("{}.", named.join(", "));
    }
    tiles
        .chunk_by(|a, b| a.0.row == b.0.row)
        .map(|row| {
            let number = i64::from(row[0].0.row) - i64::from(grid.top) + 1;
            let named: Vec<String> = row.iter().map(name).collect();
            let (number, named) = (number.to_string(), named.join(", "));
            let args = Args::new().str("row", &number).str("tiles", &named);
            text(lang, "tile-alt-row", &args)
        })
        .collect::<Vec<_>>()
        .join(" ")
}
