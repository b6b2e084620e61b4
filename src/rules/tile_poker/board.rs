//! The unbounded Tile Poker grid: signed cells, which cells take a tile (RULES.md §2:
//! empty, next to a tile, completing no 2×2 block), the lines through a cell, and a
//! plain-text picture for the Discord layer.

use super::TilePokerError;
use crate::cards::Card;
use crate::rules::Seat;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::fmt;

/// A cell of the grid. Rows grow downwards and columns rightwards; the starting A♠ is at
/// (0, 0). `Ord` is row first, then column: the order of [`Board::legal_cells`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(test, derive(proptest_derive::Arbitrary))]
pub struct Cell {
    pub row: i32,
    pub col: i32,
}

impl Cell {
    pub const ORIGIN: Cell = Cell { row: 0, col: 0 };

    pub const fn new(row: i32, col: i32) -> Cell {
        Cell { row, col }
    }

    /// `None` off the edge of `i32`, where no tile can ever be.
    pub fn offset(self, rows: i32, cols: i32) -> Option<Cell> {
        Some(Cell {
            row: self.row.checked_add(rows)?,
            col: self.col.checked_add(cols)?,
        })
    }

    /// The four orthogonal neighbours.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .into_iter()
            .filter_map(move |(r, c)| self.offset(r, c))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "(row {}, col {})", self.row, self.col)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Axis {
    Row,
    Column,
}

impl Axis {
    fn step(self) -> (i32, i32) {
        match self {
            Axis::Row => (0, 1),
            Axis::Column => (1, 0),
        }
    }
}

/// One tile on the board and who placed it (`None` for the starting A♠).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub tile: Card,
    pub cell: Cell,
    pub by: Option<Seat>,
}

/// The placed tiles, in placement order, with a cell index for lookups. Serialized as the
/// placement list only, so the JSON is deterministic and the index cannot disagree with it.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(try_from = "Vec<Placement>", into = "Vec<Placement>")]
pub struct Board {
    placements: Vec<Placement>,
    index: HashMap<Cell, Card>,
}

impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        self.placements == other.placements
    }
}

impl Eq for Board {}

impl From<Board> for Vec<Placement> {
    fn from(board: Board) -> Self {
        board.placements
    }
}

impl TryFrom<Vec<Placement>> for Board {
    type Error = String;

    fn try_from(placements: Vec<Placement>) -> Result<Self, String> {
        let mut board = Board::default();
        for p in placements {
            if let Some(tile) = board.get(p.cell) {
                return Err(format!("{} holds both {} and {}", p.cell, tile, p.tile));
            }
            if board.placements.iter().any(|q| q.tile == p.tile) {
                return Err(format!("{} is placed twice", p.tile));
            }
            board.place(p);
        }
        Ok(board)
    }
}

impl Board {
    pub fn placements(&self) -> &[Placement] {
        &self.placements
    }

    pub fn len(&self) -> usize {
        self.placements.len()
    }

    pub fn is_empty(&self) -> bool {
        self.placements.is_empty()
    }

    pub fn get(&self, cell: Cell) -> Option<Card> {
        self.index.get(&cell).copied()
    }

    pub fn tiles(&self) -> impl Iterator<Item = Card> + '_ {
        self.placements.iter().map(|p| p.tile)
    }

    /// Puts a tile down without any check: callers check with [`Board::check_cell`].
    pub(super) fn place(&mut self, placement: Placement) {
        self.index.insert(placement.cell, placement.tile);
        self.placements.push(placement);
    }

    /// Whether a tile may go on `cell`, and if not, why.
    pub fn check_cell(&self, cell: Cell) -> Result<(), TilePokerError> {
        if let Some(tile) = self.get(cell) {
            return Err(TilePokerError::CellTaken { cell, tile });
        }
        if !cell.neighbours().any(|n| self.get(n).is_some()) {
            return Err(TilePokerError::NotConnected(cell));
        }
        // The cell is a corner of four 2×2 blocks; any with its other three cells filled
        // would be completed. Those three are named in reading order.
        for (dr, dc) in [(-1, -1), (-1, 0), (0, -1), (0, 0)] {
            let mut others = [(0, 0), (0, 1), (1, 0), (1, 1)]
                .into_iter()
                .map(|(r, c)| (dr + r, dc + c))
                .filter(|&offset| offset != (0, 0))
                .map(|(r, c)| cell.offset(r, c).and_then(|n| self.get(n)));
            if let (Some(Some(a)), Some(Some(b)), Some(Some(c))) =
                (others.next(), others.next(), others.next())
            {
                return Err(TilePokerError::CompletesBlock {
                    cell,
                    with: [a, b, c],
                });
            }
        }
        Ok(())
    }

    /// Every cell that takes a tile now, lowest row first, then lowest column.
    pub fn legal_cells(&self) -> Vec<Cell> {
        let candidates: BTreeSet<Cell> = self
            .placements
            .iter()
            .flat_map(|p| p.cell.neighbours())
            .collect();
        candidates
            .into_iter()
            .filter(|&c| self.check_cell(c).is_ok())
            .collect()
    }

    /// The maximal unbroken line through the occupied `cell` along `axis`: its first cell,
    /// its tiles in order, and where `cell` sits in it.
    pub fn line(&self, cell: Cell, axis: Axis) -> (Cell, Vec<Card>, usize) {
        let (dr, dc) = axis.step();
        let mut start = cell;
        while let Some(prev) = start.offset(-dr, -dc).filter(|&p| self.get(p).is_some()) {
            start = prev;
        }
        let mut tiles = Vec::new();
        let mut at = Some(start);
        while let Some(tile) = at.and_then(|c| self.get(c)) {
            tiles.push(tile);
            at = at.and_then(|c| c.offset(dr, dc));
        }
        let placed = match axis {
            Axis::Row => cell.col - start.col,
            Axis::Column => cell.row - start.row,
        };
        (start, tiles, placed as usize)
    }

    /// The smallest rectangle holding every tile: (top-left, bottom-right).
    pub fn bounds(&self) -> Option<(Cell, Cell)> {
        let cells = self.placements.iter().map(|p| p.cell);
        let top = cells.clone().map(|c| c.row).min()?;
        let bottom = cells.clone().map(|c| c.row).max()?;
        let left = cells.clone().map(|c| c.col).min()?;
        let right = cells.map(|c| c.col).max()?;
        Some((Cell::new(top, left), Cell::new(bottom, right)))
    }

    /// The board as a text grid for a code block: column numbers on top, row numbers on
    /// the left, two-letter codes (`AS`), `..` for an empty cell.
    pub fn text(&self) -> String {
        let Some((top_left, bottom_right)) = self.bounds() else {
            return String::new();
        };
        let cols = top_left.col..=bottom_right.col;
        let mut out = String::from("   ");
        for col in cols.clone() {
            out.push_str(&format!(" {col:>3}"));
        }
        for row in top_left.row..=bottom_right.row {
            out.push_str(&format!("\n{row:>3}"));
            for col in cols.clone() {
                let code = self
                    .get(Cell::new(row, col))
                    .map_or_else(|| "..".to_string(), |t| t.code());
                out.push_str(&format!("  {code}"));
            }
        }
        out
    }
}
