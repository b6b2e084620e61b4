//! The Tile Poker player. Both hands are public, so the strong player scores every
//! placement it has and subtracts the opponent's best reply to it (a two-ply look-ahead
//! on a dense copy of the board); the easy one takes the most points now.

use super::{random, Level, Player};
use crate::cards::{Card, GameRng};
use crate::rules::tile_poker::{
    score_line, Board, Cell, TilePoker, TilePokerMove, TilePokerView, MAX_NON_PLACING,
};

impl Player for TilePoker {
    fn decide(level: Level, view: &TilePokerView, rng: &mut GameRng) -> Option<TilePokerMove> {
        let public = &view.public;
        if public.to_move != Some(view.seat) || public.hands[view.seat].is_empty() {
            return None;
        }
        Some(match level {
            Level::Random => random::<Self>(view, rng)?,
            Level::Easy => easy(view),
            Level::Strong => strong(view),
        })
    }
}

/// The board as a dense grid with a margin, where a hypothetical tile is one write.
struct Grid {
    top: i32,
    left: i32,
    width: i32,
    height: i32,
    cells: Vec<Option<Card>>,
}

/// Cells around the tiles: a placement and a reply reach two beyond, and lines are read
/// one further.
const MARGIN: i32 = 4;

impl Grid {
    fn new(board: &Board) -> Grid {
        let (lo, hi) = board.bounds().unwrap_or((Cell::ORIGIN, Cell::ORIGIN));
        let (top, left) = (lo.row - MARGIN, lo.col - MARGIN);
        let (height, width) = (hi.row - top + 1 + MARGIN, hi.col - left + 1 + MARGIN);
        let mut grid = Grid {
            top,
            left,
            width,
            height,
            cells: vec![None; (width * height) as usize],
        };
        for p in board.placements() {
            grid.set(p.cell, Some(p.tile));
        }
        grid
    }

    fn index(&self, cell: Cell) -> Option<usize> {
        let (r, c) = (cell.row - self.top, cell.col - self.left);
        ((0..self.height).contains(&r) && (0..self.width).contains(&c))
            .then(|| (r * self.width + c) as usize)
    }

    fn get(&self, cell: Cell) -> Option<Card> {
        self.index(cell).and_then(|i| self.cells[i])
    }

    fn set(&mut self, cell: Cell, tile: Option<Card>) {
        let i = self.index(cell).expect("cells stay inside the margin");
        self.cells[i] = tile;
    }

    fn filled(&self, r: i32, c: i32) -> bool {
        self.get(Cell::new(r, c)).is_some()
    }

    /// docs/rules.md#tile-poker-legal-cells: empty, next to a tile, completing no 2×2 block.
    fn legal(&self, cell: Cell) -> bool {
        let (r, c) = (cell.row, cell.col);
        if self.filled(r, c) || !cell.neighbours().any(|n| self.get(n).is_some()) {
            return false;
        }
        [(-1, -1), (-1, 1), (1, -1), (1, 1)]
            .into_iter()
            .all(|(dr, dc)| {
                !(self.filled(r + dr, c) && self.filled(r, c + dc) && self.filled(r + dr, c + dc))
            })
    }

    /// Points for `tile` placed on the empty `cell`, as the rules would score them.
    fn score(&mut self, tile: Card, cell: Cell) -> u32 {
        self.set(cell, Some(tile));
        let mut points = 0;
        for (dr, dc) in [(0, 1), (1, 0)] {
            let mut start = cell;
            while let Some(prev) = start.offset(-dr, -dc).filter(|&p| self.get(p).is_some()) {
                start = prev;
            }
            let mut tiles: [Option<Card>; 6] = [None; 6];
            let mut len = 0;
            let mut placed = 0;
            let mut at = start;
            while let Some(t) = self.get(at) {
                if len == 6 {
                    len += 1;
                    break;
                }
                if at == cell {
                    placed = len;
                }
                tiles[len] = Some(t);
                len += 1;
                at = Cell::new(at.row + dr, at.col + dc);
            }
            if (2..=5).contains(&len) {
                let line: Vec<Card> = tiles[..len].iter().map(|t| t.expect("filled")).collect();
                points += score_line(&line, placed).map_or(0, |(_, _, p)| p);
            }
        }
        self.set(cell, None);
        points
    }

    /// The best points any tile of `hand` scores on any of `cells` that is legal now.
    fn best(&mut self, hand: &[Card], cells: &[Cell]) -> u32 {
        let mut best = 0;
        for &cell in cells {
            if !self.legal(cell) {
                continue;
            }
            for &tile in hand {
                best = best.max(self.score(tile, cell));
            }
        }
        best
    }
}

fn easy(view: &TilePokerView) -> TilePokerMove {
    let public = &view.public;
    let mut grid = Grid::new(&public.board);
    let mut best: Option<(u32, Card, Cell)> = None;
    for cell in public.board.legal_cells() {
        for &tile in &public.hands[view.seat] {
            let points = grid.score(tile, cell);
            if best.is_none_or(|(b, _, _)| points > b) {
                best = Some((points, tile, cell));
            }
        }
    }
    let (_, tile, cell) = best.expect("a legal cell always exists");
    TilePokerMove::Place { tile, cell }
}

/// Points now minus the opponent's best reply; a pass only when every placement gives
/// away more than a point more than the board already offers.
fn strong(view: &TilePokerView) -> TilePokerMove {
    let public = &view.public;
    let me = view.seat;
    let hand = &public.hands[me];
    let theirs = &public.hands[me.other()];
    let mut grid = Grid::new(&public.board);
    let cells = public.board.legal_cells();
    let mut best: Option<(i64, TilePokerMove)> = None;
    for &cell in &cells {
        // The opponent's cells after a tile on `cell`: today's, less those it blocks, plus
        // its free neighbours.
        let mut replies: Vec<Cell> = cells.iter().copied().filter(|&c| c != cell).collect();
        replies.extend(cell.neighbours().filter(|n| grid.get(*n).is_none()));
        for &tile in hand {
            let points = i64::from(grid.score(tile, cell));
            grid.set(cell, Some(tile));
            let reply = i64::from(grid.best(theirs, &replies));
            grid.set(cell, None);
            // Between equals, spend the low tiles first and keep aces for the tie-break.
            let value = (points - reply) * 64 - i64::from(tile.rank.value());
            if best.as_ref().is_none_or(|(b, _)| value > *b) {
                best = Some((value, TilePokerMove::Place { tile, cell }));
            }
        }
    }
    let (value, place) = best.expect("a legal cell always exists");
    if public.non_placing[me] < MAX_NON_PLACING {
        let reply_now = i64::from(grid.best(theirs, &cells));
        if (-reply_now - 1) * 64 > value {
            return TilePokerMove::Pass;
        }
    }
    place
}
