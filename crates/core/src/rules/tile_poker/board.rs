//! The unbounded Tile Poker grid: signed cells, which cells take a tile (docs/rules.md:
//! empty, next to a tile, completing no 2×2 block), the lines through a cell, and a
//! plain-text picture for the Discord layer.

use super::TilePokerError;
use crate::cards::Card;
use crate::rules::Seat;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// A cell of the grid. Rows grow downwards and columns rightwards; the starting A♠ is at
/// (0, 0). `Ord` is row first, then column: the order of [`Board::legal_cells`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(any(test, feature = "test-support"), derive(proptest_derive::Arbitrary))]
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

/// The placed tiles, in placement order, with a cell index for lookups and a bitboard of
/// occupied cells for the legal-cell scan. Serialized as the placement list only, so the
/// JSON is deterministic and the derived parts cannot disagree with it.
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(try_from = "Vec<Placement>", into = "Vec<Placement>")]
pub struct Board {
    placements: Vec<Placement>,
    index: HashMap<Cell, Card, BuildHasherDefault<CellHasher>>,
    occupied: Occupancy,
}

/// The placements only: the index and the bitboard are derived from them.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("placements", &self.placements)
            .finish_non_exhaustive()
    }
}

/// FxHash's rotate-xor-multiply: a cell is two small integers, and SipHash's resistance
/// to chosen keys buys nothing for a map that holds at most 52 placed cells.
#[derive(Clone, Copy, Default)]
struct CellHasher(u64);

impl Hasher for CellHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_i32(&mut self, i: i32) {
        self.write_u64(u64::from(i as u32));
    }

    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Occupied cells as one bit per cell, rows -64..=63 and columns -64..=63. Tiles in rows
/// and columns -62..=61 leave two cells of margin, enough to look at every neighbour of
/// every candidate cell; a real game's 52 connected tiles reach at most 51 cells from the
/// origin. A board with a tile further out (only ever built by hand) is marked `outside`
/// and answered by the cell-by-cell search instead.
#[derive(Clone)]
struct Occupancy {
    /// Row `r` is `rows[r + 64]`; column `c` is bit `c + 64`. Boxed: 2 KB inline would
    /// make every value holding a board (tables, views, their enums) that much larger.
    rows: Box<[u128; 128]>,
    /// The lowest and highest rows holding a tile (`top > bottom` while empty).
    top: i32,
    bottom: i32,
    outside: bool,
}

/// [`Occupancy`] holds tiles in rows and columns `-WINDOW..WINDOW`.
const WINDOW: i32 = 62;

impl Default for Occupancy {
    fn default() -> Self {
        Occupancy {
            rows: Box::new([0; 128]),
            top: 0,
            bottom: -1,
            outside: false,
        }
    }
}

impl Occupancy {
    fn in_window(cell: Cell) -> bool {
        (-WINDOW..WINDOW).contains(&cell.row) && (-WINDOW..WINDOW).contains(&cell.col)
    }

    fn row(&self, row: i32) -> u128 {
        self.rows[(row + 64) as usize]
    }

    fn insert(&mut self, cell: Cell) {
        if !Occupancy::in_window(cell) {
            self.outside = true;
            return;
        }
        self.rows[(cell.row + 64) as usize] |= 1 << (cell.col + 64);
        if self.top > self.bottom {
            (self.top, self.bottom) = (cell.row, cell.row);
        } else {
            self.top = self.top.min(cell.row);
            self.bottom = self.bottom.max(cell.row);
        }
    }

    /// `Some(false)` for a cell known empty; `None` when the bitboard cannot tell.
    fn holds(&self, cell: Cell) -> Option<bool> {
        if self.outside || !Occupancy::in_window(cell) {
            return None;
        }
        Some(self.row(cell.row) & 1 << (cell.col + 64) != 0)
    }

    /// [`Board::legal_cells`] by bit operations, row by row: a cell is legal when it is
    /// empty, next to a tile, and no 2×2 block through it has its other three cells filled.
    fn legal_cells(&self) -> Vec<Cell> {
        let mut cells = Vec::new();
        for row in self.top - 1..=self.bottom + 1 {
            let (above, here, below) = (self.row(row - 1), self.row(row), self.row(row + 1));
            // Bit c of `x << 1` is cell c - 1 of row x; of `x >> 1`, cell c + 1.
            let next_to = above | below | here << 1 | here >> 1;
            let blocks_above = above & (above << 1 & here << 1 | above >> 1 & here >> 1);
            let blocks_below = below & (below << 1 & here << 1 | below >> 1 & here >> 1);
            let mut free = next_to & !here & !(blocks_above | blocks_below);
            while free != 0 {
                let bit = free.trailing_zeros() as i32;
                cells.push(Cell::new(row, bit - 64));
                free &= free - 1;
            }
        }
        cells
    }
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
        if self.occupied.holds(cell) == Some(false) {
            return None;
        }
        self.index.get(&cell).copied()
    }

    pub fn tiles(&self) -> impl Iterator<Item = Card> + '_ {
        self.placements.iter().map(|p| p.tile)
    }

    /// Puts a tile down without any check: callers check with [`Board::check_cell`].
    pub(super) fn place(&mut self, placement: Placement) {
        self.index.insert(placement.cell, placement.tile);
        self.occupied.insert(placement.cell);
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
        if self.occupied.outside {
            self.legal_cells_by_search()
        } else {
            self.occupied.legal_cells()
        }
    }

    /// [`Board::legal_cells`] for any board: every neighbour of a tile, checked one by one.
    pub(super) fn legal_cells_by_search(&self) -> Vec<Cell> {
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
