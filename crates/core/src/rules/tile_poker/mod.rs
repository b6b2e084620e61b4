//! Tile Poker (Death Match 3), docs/rules.md#tile-poker: players place public hand tiles on an
//! unbounded grid started by A♠, scoring the poker hand of the row and column each tile
//! completes. This module owns the deal, the hidden pool, turns and the stall guard,
//! scoring, the end and its tie-breaks, and the default move of a run-out clock.
//!
//! A run-out clock is a **skip** (docs/rules.md#timers): no tile moves, the turn
//! passes, and the skip does not count towards the stall guard, since the strikes already
//! bound it ([`Game::skip_turn`]; `a_run_out_clock_skips_the_turn_without_moving_a_tile`,
//! `a_skip_does_not_count_towards_the_stall_guard`). A game played by the clock alone
//! therefore ends only by forfeit (`timeouts_alone_end_only_by_forfeit`).
//!
//! [`Game::default_move`] (no longer what the clock plays) is a pass while the stall guard
//! allows one, else the lowest tile on the first legal cell (lowest row, then lowest
//! column): a suggestion that is always legal.
//!
//! Why one file of over 600 lines: the turn's three actions, the stall guard, scoring of
//! the lines through a placed tile and the end's tie-breaks are one state machine; the
//! board and the hands are `board.rs`'s and `hand.rs`'s.

pub mod board;
pub mod hand;

pub use board::{Axis, Board, Cell, Placement};
pub use hand::{best_hand, contributes, score_line, Category, MAX_SCORED_LINE};

use super::{BySeat, EndReason, Game, MoveList, Outcome, Seat};
use crate::cards::{rng_from_seed, shuffled_deck, Card, GameRng, Rank, Suit};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use thiserror::Error;

pub const TILES: usize = 52;
pub const HAND_SIZE: usize = 7;
/// The tile on (0, 0) before the first move; it belongs to nobody.
pub const START_TILE: Card = Card::new(Rank::Ace, Suit::Spades);
/// Exchanges and passes a player may make in a row while holding tiles.
pub const MAX_NON_PLACING: u8 = 2;

/// docs/rules.md makes nothing about Tile Poker configurable; the struct exists so the options
/// of every game read the same way.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TilePokerOptions {}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(any(test, feature = "test-support"), derive(proptest_derive::Arbitrary))]
pub enum TilePokerMove {
    /// Put a hand tile on a legal cell, score it, then draw from the pool if any is left.
    Place {
        tile: Card,
        cell: Cell,
    },
    /// Return a hand tile to the pool and draw one (only while the pool is not empty).
    Exchange {
        tile: Card,
    },
    Pass,
}

/// One line a placed tile scored (2 or more tiles).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineScore {
    pub axis: Axis,
    /// The line's leftmost or topmost cell.
    pub start: Cell,
    pub tiles: Vec<Card>,
    /// `None` when the line is too long (6+ tiles) to score.
    pub hand: Option<Category>,
    /// Whether the placed tile is part of the best hand.
    pub contributes: bool,
    pub points: u32,
}

/// What happened. Hands are public, so drawn and returned tiles may be named; the pool's
/// order never appears.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TilePokerEvent {
    Placed {
        seat: Seat,
        tile: Card,
        cell: Cell,
        /// Each line of 2+ tiles through the cell (row first).
        lines: Vec<LineScore>,
        points: u32,
        total: u32,
    },
    Drew {
        seat: Seat,
        tile: Card,
    },
    Exchanged {
        seat: Seat,
        returned: Card,
        drew: Card,
    },
    Passed {
        seat: Seat,
    },
    /// The seat holds no tiles: the turn goes back to the other player.
    Skipped {
        seat: Seat,
    },
    /// The seat's clock ran out: its turn passed with no tile moved.
    ClockSkipped {
        seat: Seat,
    },
    Ended {
        outcome: Outcome,
        scores: BySeat<u32>,
        /// The tie-breaks, in order: the best hand each seat made, then aces placed.
        best_hands: BySeat<Option<Category>>,
        aces: BySeat<u32>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TilePokerError {
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    #[error("{cell} already holds {tile}")]
    CellTaken { cell: Cell, tile: Card },
    #[error("{0} touches no tile: place next to a tile on the board (diagonals do not count)")]
    NotConnected(Cell),
    #[error("a tile at {cell} would complete a 2×2 block with {} {} {}", with[0], with[1], with[2])]
    CompletesBlock { cell: Cell, with: [Card; 3] },
    #[error("the pool is empty: there is nothing to exchange with")]
    PoolEmpty,
    #[error("you have passed or exchanged twice in a row: you must place a tile")]
    MustPlace,
    #[error("the game is over")]
    GameOver,
    #[error("it is not your move: seat {0} is to play")]
    NotYourTurn(Seat),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TilePoker {
    options: TilePokerOptions,
    rng: GameRng,
    board: Board,
    /// Highest tile first.
    hands: BySeat<Vec<Card>>,
    /// Face down, known to nobody; the last tile is drawn next.
    pool: Vec<Card>,
    points: BySeat<u32>,
    /// Exchanges and passes in a row, reset by a placement.
    non_placing: BySeat<u8>,
    /// The highest category that has scored for each seat (tie-break).
    best_hand: BySeat<Option<Category>>,
    /// Aces each seat has placed (second tie-break).
    aces: BySeat<u32>,
    current: Seat,
    turn: u32,
    outcome: Option<Outcome>,
    /// The events of the last turn, for the public view. Absent from tables saved before
    /// it existed.
    #[serde(default)]
    last_turn: Vec<TilePokerEvent>,
}

/// What everybody may see: everything but the pool's tiles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TilePokerPublic {
    pub board: Board,
    pub hands: BySeat<Vec<Card>>,
    pub points: BySeat<u32>,
    pub pool_size: usize,
    pub to_move: Option<Seat>,
    pub turn: u32,
    pub non_placing: BySeat<u8>,
    pub best_hand: BySeat<Option<Category>>,
    pub aces: BySeat<u32>,
    pub outcome: Option<Outcome>,
    /// What the last turn did (placement and its lines, draw, exchange, pass, skip, end):
    /// all public, since hands are.
    pub last_turn: Vec<TilePokerEvent>,
}

impl TilePokerPublic {
    /// Whether the seat to move may pass (and, with tiles in the pool, exchange).
    pub fn may_stall(&self) -> bool {
        self.to_move
            .is_some_and(|s| self.non_placing[s] < MAX_NON_PLACING)
    }

    /// Why the seat to move may not pass, if it may not (the rules' own check).
    pub fn check_pass(&self) -> Result<(), TilePokerError> {
        let seat = self.to_move.ok_or(TilePokerError::GameOver)?;
        check_may_stall(self.non_placing[seat])
    }

    /// Why the seat to move may not exchange `tile` (any tile when `None`), if it may not.
    pub fn check_exchange(&self, tile: Option<Card>) -> Result<(), TilePokerError> {
        let seat = self.to_move.ok_or(TilePokerError::GameOver)?;
        check_exchange(
            self.non_placing[seat],
            self.pool_size,
            &self.hands[seat],
            tile,
        )
    }

    /// What placing `tile` on `cell` would score for the seat to move, line by line, or
    /// why it is not allowed: the same checks and scoring as the move itself.
    pub fn preview(&self, tile: Card, cell: Cell) -> Result<Vec<LineScore>, TilePokerError> {
        let seat = self.to_move.ok_or(TilePokerError::GameOver)?;
        check_in_hand(&self.hands[seat], tile)?;
        self.board.check_cell(cell)?;
        let mut board = self.board.clone();
        board.place(Placement {
            tile,
            cell,
            by: Some(seat),
        });
        Ok(score_lines(&board, cell))
    }
}

fn check_in_hand(hand: &[Card], tile: Card) -> Result<(), TilePokerError> {
    if hand.contains(&tile) {
        Ok(())
    } else {
        Err(TilePokerError::NotInHand(tile))
    }
}

/// The stall guard: no more than [`MAX_NON_PLACING`] exchanges and passes in a row.
fn check_may_stall(non_placing: u8) -> Result<(), TilePokerError> {
    if non_placing < MAX_NON_PLACING {
        Ok(())
    } else {
        Err(TilePokerError::MustPlace)
    }
}

/// The stall guard, then a tile in the pool, then the tile in hand (when one is named).
fn check_exchange(
    non_placing: u8,
    pool_size: usize,
    hand: &[Card],
    tile: Option<Card>,
) -> Result<(), TilePokerError> {
    check_may_stall(non_placing)?;
    if pool_size == 0 {
        return Err(TilePokerError::PoolEmpty);
    }
    tile.map_or(Ok(()), |tile| check_in_hand(hand, tile))
}

/// Scores every line of 2+ tiles through the just-placed `cell`.
fn score_lines(board: &Board, cell: Cell) -> Vec<LineScore> {
    [Axis::Row, Axis::Column]
        .into_iter()
        .filter_map(|axis| {
            let (start, tiles, placed) = board.line(cell, axis);
            if tiles.len() < 2 {
                return None;
            }
            let scored = score_line(&tiles, placed);
            Some(LineScore {
                axis,
                start,
                tiles,
                hand: scored.map(|(category, _, _)| category),
                contributes: scored.is_some_and(|(_, c, _)| c),
                points: scored.map_or(0, |(_, _, p)| p),
            })
        })
        .collect()
}

/// The legal moves of the Tile Poker seat to move (see [`MoveList`]): every hand tile on
/// every legal cell (tile by tile, highest tile first, each on the cells of
/// [`Board::legal_cells`] in their order), then an exchange of each hand tile while the
/// stall guard allows one and the pool is not empty, then a pass while the guard allows
/// one. Made on demand from the hand and the cells: a few hundred moves, in the order
/// Tile Poker's random player has always indexed them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TilePokerMoves {
    /// The hand, kept in place: a list is made for every random move.
    hand: [Option<Card>; HAND_SIZE],
    hand_len: usize,
    cells: Vec<Cell>,
    exchanges: bool,
    pass: bool,
}

impl TilePokerMoves {
    /// The moves of a seat holding `hand`, after `non_placing` passes and exchanges in a
    /// row, with `pool_size` tiles in the pool: the one enumeration behind
    /// [`Game::legal_moves`] and [`TilePokerView::legal_moves`].
    fn of(hand: &[Card], board: &Board, non_placing: u8, pool_size: usize) -> TilePokerMoves {
        debug_assert!(hand.len() <= HAND_SIZE, "a hand holds at most 7 tiles");
        let mut held = [None; HAND_SIZE];
        for (slot, &tile) in held.iter_mut().zip(hand) {
            *slot = Some(tile);
        }
        TilePokerMoves {
            hand: held,
            hand_len: hand.len().min(HAND_SIZE),
            cells: board.legal_cells(),
            exchanges: check_exchange(non_placing, pool_size, hand, None).is_ok(),
            pass: check_may_stall(non_placing).is_ok(),
        }
    }

    fn tile(&self, index: usize) -> Card {
        self.hand[index].expect("a tile of the hand")
    }

    fn holds(&self, tile: Card) -> bool {
        self.hand.contains(&Some(tile))
    }

    fn placements(&self) -> usize {
        self.hand_len * self.cells.len()
    }

    fn exchange_count(&self) -> usize {
        if self.exchanges {
            self.hand_len
        } else {
            0
        }
    }

    /// The move at `index` in the list's order.
    fn get(&self, index: usize) -> Option<TilePokerMove> {
        let placements = self.placements();
        if index < placements {
            Some(TilePokerMove::Place {
                tile: self.tile(index / self.cells.len()),
                cell: self.cells[index % self.cells.len()],
            })
        } else if index < placements + self.exchange_count() {
            Some(TilePokerMove::Exchange {
                tile: self.tile(index - placements),
            })
        } else if index == placements + self.exchange_count() && self.pass {
            Some(TilePokerMove::Pass)
        } else {
            None
        }
    }
}

impl MoveList<TilePokerMove> for TilePokerMoves {
    fn len(&self) -> usize {
        self.placements() + self.exchange_count() + usize::from(self.pass)
    }

    fn contains(&self, mv: &TilePokerMove) -> bool {
        match *mv {
            TilePokerMove::Place { tile, cell } => {
                self.holds(tile) && self.cells.binary_search(&cell).is_ok()
            }
            TilePokerMove::Exchange { tile } => self.exchanges && self.holds(tile),
            TilePokerMove::Pass => self.pass,
        }
    }

    /// One `gen_range` over the list's length, as Tile Poker has always drawn.
    fn choose(&self, rng: &mut GameRng) -> Option<TilePokerMove> {
        let len = self.len();
        if len == 0 {
            return None;
        }
        self.get(rng.gen_range(0..len))
    }
}

impl IntoIterator for TilePokerMoves {
    type Item = TilePokerMove;
    type IntoIter = TilePokerMovesIter;

    fn into_iter(self) -> TilePokerMovesIter {
        TilePokerMovesIter {
            moves: self,
            next: 0,
        }
    }
}

/// The moves of a [`TilePokerMoves`], made one at a time.
#[derive(Clone, Debug)]
pub struct TilePokerMovesIter {
    moves: TilePokerMoves,
    next: usize,
}

impl Iterator for TilePokerMovesIter {
    type Item = TilePokerMove;

    fn next(&mut self) -> Option<TilePokerMove> {
        let mv = self.moves.get(self.next)?;
        self.next += 1;
        Some(mv)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.moves.len() - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for TilePokerMovesIter {}

/// Hands are public, so one seat sees what everybody sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TilePokerView {
    pub seat: Seat,
    pub public: TilePokerPublic,
}

impl TilePokerView {
    /// This seat's legal moves ([`Game::legal_moves`] when it is to move, else none).
    pub fn legal_moves(&self) -> TilePokerMoves {
        let public = &self.public;
        if public.to_move != Some(self.seat) {
            return TilePokerMoves::default();
        }
        let seat = self.seat;
        TilePokerMoves::of(
            &public.hands[seat],
            &public.board,
            public.non_placing[seat],
            public.pool_size,
        )
    }
}

impl TilePoker {
    pub fn options(&self) -> &TilePokerOptions {
        &self.options
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The highest category that has scored for each seat so far.
    pub fn best_hands(&self) -> BySeat<Option<Category>> {
        self.best_hand
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    pub fn pool_size(&self) -> usize {
        self.pool.len()
    }

    /// The board as a text grid (see [`Board::text`]).
    pub fn board_text(&self) -> String {
        self.board.text()
    }

    pub fn legal_cells(&self) -> Vec<Cell> {
        self.board.legal_cells()
    }

    /// Every tile the game holds: board, hands, pool. Always all 52.
    pub fn all_tiles(&self) -> Vec<Card> {
        let mut tiles: Vec<Card> = self.board.tiles().collect();
        tiles.extend(self.hands.a.iter().chain(&self.hands.b).chain(&self.pool));
        tiles
    }

    fn sort_hand(&mut self, seat: Seat) {
        self.hands[seat].sort_unstable_by(|a, b| b.cmp(a));
    }

    fn place(&mut self, seat: Seat, tile: Card, cell: Cell, events: &mut Vec<TilePokerEvent>) {
        self.hands[seat].retain(|&t| t != tile);
        self.board.place(Placement {
            tile,
            cell,
            by: Some(seat),
        });
        let lines = score_lines(&self.board, cell);
        let points: u32 = lines.iter().map(|l| l.points).sum();
        self.points[seat] += points;
        let best = lines.iter().filter(|l| l.points > 0).filter_map(|l| l.hand);
        self.best_hand[seat] = self.best_hand[seat].max(best.max());
        if tile.rank == Rank::Ace {
            self.aces[seat] += 1;
        }
        self.non_placing[seat] = 0;
        events.push(TilePokerEvent::Placed {
            seat,
            tile,
            cell,
            lines,
            points,
            total: self.points[seat],
        });
        if let Some(drawn) = self.pool.pop() {
            self.hands[seat].push(drawn);
            self.sort_hand(seat);
            events.push(TilePokerEvent::Drew { seat, tile: drawn });
        }
    }

    fn exchange(&mut self, seat: Seat, tile: Card, events: &mut Vec<TilePokerEvent>) {
        self.hands[seat].retain(|&t| t != tile);
        // A uniformly random place in a uniformly shuffled pool leaves it uniformly
        // shuffled, so drawing the top is a random draw (possibly the same tile back).
        let at = self.rng.gen_range(0..=self.pool.len());
        self.pool.insert(at, tile);
        let drew = self
            .pool
            .pop()
            .expect("the pool holds at least the returned tile");
        self.hands[seat].push(drew);
        self.sort_hand(seat);
        self.non_placing[seat] += 1;
        events.push(TilePokerEvent::Exchanged {
            seat,
            returned: tile,
            drew,
        });
    }

    /// Most points; then the higher best scoring category; then most aces placed.
    fn decide(&self) -> Outcome {
        let key = |s: Seat| (self.points[s], self.best_hand[s], self.aces[s]);
        match key(Seat::A).cmp(&key(Seat::B)) {
            Ordering::Greater => Outcome::Win {
                winner: Seat::A,
                reason: EndReason::Play,
            },
            Ordering::Less => Outcome::Win {
                winner: Seat::B,
                reason: EndReason::Play,
            },
            Ordering::Equal => Outcome::Draw,
        }
    }

    /// Ends the turn: the other seat moves unless it holds no tiles; the game ends once
    /// every tile is on the board.
    fn end_turn(&mut self, seat: Seat, events: &mut Vec<TilePokerEvent>) {
        self.turn += 1;
        if self.board.len() == TILES {
            let outcome = self.decide();
            self.outcome = Some(outcome);
            events.push(TilePokerEvent::Ended {
                outcome,
                scores: self.points,
                best_hands: self.best_hand,
                aces: self.aces,
            });
            return;
        }
        let other = seat.other();
        if self.hands[other].is_empty() {
            // Tiles are left, so this seat still holds some (the pool is empty by now).
            debug_assert!(!self.hands[seat].is_empty());
            events.push(TilePokerEvent::Skipped { seat: other });
        } else {
            self.current = other;
        }
    }
}

impl Game for TilePoker {
    type Options = TilePokerOptions;
    type Move = TilePokerMove;
    type Event = TilePokerEvent;
    type View = TilePokerView;
    type PublicView = TilePokerPublic;
    type Error = TilePokerError;
    type LegalMoves = TilePokerMoves;

    const NAME: &'static str = "tile-poker";
    const TITLE: &'static str = "Tile Poker";

    fn new(options: &TilePokerOptions, seed: u64, first: Seat) -> Self {
        let mut rng = rng_from_seed(seed);
        let mut pool = shuffled_deck(&mut rng);
        pool.retain(|&t| t != START_TILE);
        let mut hands = BySeat::<Vec<Card>>::default();
        for seat in [first, first.other()] {
            hands[seat] = pool.split_off(pool.len() - HAND_SIZE);
        }
        let mut board = Board::default();
        board.place(Placement {
            tile: START_TILE,
            cell: Cell::ORIGIN,
            by: None,
        });
        let mut game = TilePoker {
            options: options.clone(),
            rng,
            board,
            hands,
            pool,
            points: BySeat::default(),
            non_placing: BySeat::default(),
            best_hand: BySeat::default(),
            aces: BySeat::default(),
            current: first,
            turn: 0,
            outcome: None,
            last_turn: Vec::new(),
        };
        game.sort_hand(Seat::A);
        game.sort_hand(Seat::B);
        game
    }

    fn to_move(&self) -> Option<Seat> {
        match self.outcome {
            Some(_) => None,
            None => Some(self.current),
        }
    }

    /// Every move is a whole turn.
    fn turn(&self) -> u32 {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn scores(&self) -> BySeat<u32> {
        self.points
    }

    fn apply(
        &mut self,
        seat: Seat,
        mv: &TilePokerMove,
    ) -> Result<Vec<TilePokerEvent>, TilePokerError> {
        match self.to_move() {
            None => return Err(TilePokerError::GameOver),
            Some(to_move) if to_move != seat => return Err(TilePokerError::NotYourTurn(to_move)),
            Some(_) => {}
        }
        let mut events = Vec::new();
        match *mv {
            TilePokerMove::Place { tile, cell } => {
                check_in_hand(&self.hands[seat], tile)?;
                self.board.check_cell(cell)?;
                self.place(seat, tile, cell, &mut events);
            }
            TilePokerMove::Exchange { tile } => {
                check_exchange(
                    self.non_placing[seat],
                    self.pool.len(),
                    &self.hands[seat],
                    Some(tile),
                )?;
                self.exchange(seat, tile, &mut events);
            }
            TilePokerMove::Pass => {
                check_may_stall(self.non_placing[seat])?;
                self.non_placing[seat] += 1;
                events.push(TilePokerEvent::Passed { seat });
            }
        }
        self.end_turn(seat, &mut events);
        self.last_turn.clone_from(&events);
        Ok(events)
    }

    /// docs/rules.md#timers: a skip. The turn passes with no tile moved and the stall guard's
    /// count untouched (a skip is neither a pass nor an exchange).
    fn skip_turn(&mut self) -> Option<Vec<TilePokerEvent>> {
        let seat = self.to_move()?;
        let mut events = vec![TilePokerEvent::ClockSkipped { seat }];
        self.end_turn(seat, &mut events);
        self.last_turn.clone_from(&events);
        Some(events)
    }

    /// A pass, or when the stall guard forbids one, the lowest tile on the first legal cell
    /// (see the module documentation): always legal, but not what the clock plays.
    fn default_move(&self) -> TilePokerMove {
        let seat = self.current;
        if self.non_placing[seat] < MAX_NON_PLACING {
            return TilePokerMove::Pass;
        }
        TilePokerMove::Place {
            tile: *self.hands[seat]
                .last()
                .expect("the seat to move holds tiles"),
            cell: self.board.legal_cells()[0],
        }
    }

    /// Placements outnumber the rest, so random games stay short.
    fn legal_moves(&self) -> TilePokerMoves {
        match self.to_move() {
            Some(seat) => TilePokerMoves::of(
                &self.hands[seat],
                &self.board,
                self.non_placing[seat],
                self.pool.len(),
            ),
            None => TilePokerMoves::default(),
        }
    }

    fn legal_moves_of(view: &TilePokerView) -> TilePokerMoves {
        view.legal_moves()
    }

    fn view(&self, seat: Seat) -> TilePokerView {
        TilePokerView {
            seat,
            public: self.public_view(),
        }
    }

    fn public_view(&self) -> TilePokerPublic {
        TilePokerPublic {
            board: self.board.clone(),
            hands: self.hands.clone(),
            points: self.points,
            pool_size: self.pool.len(),
            to_move: self.to_move(),
            turn: self.turn,
            non_placing: self.non_placing,
            best_hand: self.best_hand,
            aces: self.aces,
            outcome: self.outcome,
            last_turn: self.last_turn.clone(),
        }
    }
}

#[cfg(test)]
mod tests;
