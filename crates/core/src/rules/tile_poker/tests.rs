//! Tile Poker rules, one test per rule and per docs/rules.md example, plus whole random games
//! and property tests for the invariants.

use super::*;
use crate::cards::{parse_cards, rng_from_seed};
use crate::rules::invariants::{
    check_invariants, check_legal_moves, json, sorted, walks, Invariants,
};
use crate::rules::{Action, PlayError, Table};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::Rng;

fn tile(text: &str) -> Card {
    text.parse().unwrap()
}

fn tiles(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn place(t: &str, row: i32, col: i32) -> TilePokerMove {
    TilePokerMove::Place {
        tile: tile(t),
        cell: Cell::new(row, col),
    }
}

/// A table with an exact position: `board` as (row, col, tile) placed by nobody, the given
/// hands, and every other tile in the pool (in card order, so draws are predictable: the
/// highest remaining tile comes first). Seat `to_move` plays next.
fn scripted(
    board: &[(i32, i32, &str)],
    hand_a: &str,
    hand_b: &str,
    to_move: Seat,
) -> Table<TilePoker> {
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), 1, to_move, 5);
    let game = &mut table.game;
    game.board = Board::default();
    for &(row, col, t) in board {
        game.board.place(Placement {
            tile: tile(t),
            cell: Cell::new(row, col),
            by: None,
        });
    }
    game.hands = BySeat::new(tiles(hand_a), tiles(hand_b));
    game.sort_hand(Seat::A);
    game.sort_hand(Seat::B);
    let used: Vec<Card> = game.all_tiles_but_pool();
    game.pool = Card::all().filter(|c| !used.contains(c)).collect();
    assert_eq!(
        sorted(game.all_tiles()),
        Card::all().collect::<Vec<_>>(),
        "scripted position reuses a tile"
    );
    table
}

impl TilePoker {
    fn all_tiles_but_pool(&self) -> Vec<Card> {
        let mut tiles: Vec<Card> = self.board.tiles().collect();
        tiles.extend(self.hands.a.iter().chain(&self.hands.b));
        tiles
    }
}

fn play(table: &mut Table<TilePoker>, seat: Seat, mv: TilePokerMove) -> Vec<TilePokerEvent> {
    table.play(seat, mv).expect("legal move")
}

fn refused(table: &mut Table<TilePoker>, seat: Seat, mv: TilePokerMove) -> TilePokerError {
    let before = json(table);
    let err = match table.play(seat, mv) {
        Err(PlayError::Rule(err)) => err,
        other => panic!("expected a rule error, got {other:?}"),
    };
    assert_eq!(json(table), before, "a refused move changes nothing");
    err
}

/// The (points, lines) of the Placed event.
fn placed(events: &[TilePokerEvent]) -> (u32, Vec<LineScore>) {
    events
        .iter()
        .find_map(|e| match e {
            TilePokerEvent::Placed { points, lines, .. } => Some((*points, lines.clone())),
            _ => None,
        })
        .expect("a tile was placed")
}

/// Points scored by placing `t` at (row, col) on `board` (seat A to move, holding `t`).
fn points_for(board: &[(i32, i32, &str)], t: &str, row: i32, col: i32) -> u32 {
    let mut table = scripted(board, t, "", Seat::A);
    let (points, _) = placed(&play(&mut table, Seat::A, place(t, row, col)));
    assert_eq!(table.game().scores().a, points);
    points
}

/// A horizontal line of tiles starting at (row, col).
fn row_of(row: i32, col: i32, text: &'static str) -> Vec<(i32, i32, &'static str)> {
    text.split(' ')
        .enumerate()
        .map(|(i, t)| (row, col + i as i32, t))
        .collect()
}

// --- Set-up ---------------------------------------------------------------------------

#[test]
fn new_game_puts_ace_of_spades_at_origin_deals_seven_each_and_pools_37() {
    let game = TilePoker::new(&TilePokerOptions::default(), 9, Seat::B);
    assert_eq!(game.board().len(), 1);
    assert_eq!(game.board().get(Cell::ORIGIN), Some(START_TILE));
    assert_eq!(game.board().placements()[0].by, None);
    assert_eq!(game.hand(Seat::A).len(), 7);
    assert_eq!(game.hand(Seat::B).len(), 7);
    assert_eq!(game.pool_size(), 37);
    assert!(!game.hand(Seat::A).contains(&START_TILE));
    assert!(!game.pool.contains(&START_TILE));
    assert_eq!(sorted(game.all_tiles()), Card::all().collect::<Vec<_>>());
    assert_eq!(game.to_move(), Some(Seat::B));
    assert_eq!(game.turn(), 0);
    assert_eq!(TilePoker::NAME, "tile-poker");
}

#[test]
fn seed_42_deals_pinned_hands() {
    let game = TilePoker::new(&TilePokerOptions::default(), 42, Seat::A);
    let show = |s: Seat| {
        game.hand(s)
            .iter()
            .map(|c| c.code())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!([show(Seat::A), show(Seat::B)], PINNED_SEED_42_HANDS);
}

const PINNED_SEED_42_HANDS: [&str; 2] = ["KH JD TH 7C 5D 4S 3S", "AD KD TD 9S 8H 5H 4D"];

#[test]
fn options_take_no_fields() {
    let options: TilePokerOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(options, TilePokerOptions::default());
    assert!(serde_json::from_str::<TilePokerOptions>(r#"{"target": 3}"#).is_err());
}

// --- docs/rules.md examples -----------------------------------------------------------

#[test]
fn example_ace_beside_ace_is_a_pair_for_2() {
    assert_eq!(points_for(&[(0, 0, "AS")], "AH", 0, 1), 2);
}

#[test]
fn example_king_beside_ace_scores_0_because_k_is_not_higher() {
    assert_eq!(points_for(&[(0, 0, "AS")], "KH", 0, 1), 0);
}

#[test]
fn example_king_beside_a_pair_of_fives_scores_0_then_its_mate_makes_two_pair_for_3() {
    let mut table = scripted(&row_of(0, 0, "5C 5D"), "KH KC", "2C", Seat::A);
    let (points, lines) = placed(&play(&mut table, Seat::A, place("KH", 0, 2)));
    assert_eq!(points, 0);
    assert_eq!(lines[0].hand, Some(Category::Pair));
    assert!(!lines[0].contributes);
    play(&mut table, Seat::B, TilePokerMove::Pass);
    let (points, lines) = placed(&play(&mut table, Seat::A, place("KC", 0, 3)));
    assert_eq!(points, 3);
    assert_eq!(lines[0].hand, Some(Category::TwoPair));
    assert_eq!(table.game().scores().a, 3);
}

#[test]
fn example_five_completes_a_full_house_for_8() {
    assert_eq!(points_for(&row_of(0, 0, "5C 5D KH KC"), "5H", 0, 4), 8);
}

#[test]
fn example_row_of_six_scores_0_whatever_it_holds() {
    // Five hearts then the sixth: it would be a flush-and-more, but 6 tiles score 0.
    let mut table = scripted(&row_of(0, 0, "2H 3H 4H 5H 6H"), "7H", "2C", Seat::A);
    let (points, lines) = placed(&play(&mut table, Seat::A, place("7H", 0, 5)));
    assert_eq!(points, 0);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].tiles.len(), 6);
    assert_eq!(lines[0].hand, None);
    // And a pair at the end of a 6-tile row scores nothing either.
    assert_eq!(points_for(&row_of(0, 0, "2C 9D 4H 5S 6D"), "6H", 0, 5), 0);
}

// --- Scoring --------------------------------------------------------------------------

#[test]
fn row_and_column_both_score_and_add_up() {
    // AH at (0,1): row AS AH (pair, 2) and column AH above AD AC (trips, 3).
    let board = [(0, 0, "AS"), (1, 1, "AD"), (2, 1, "AC")];
    let mut table = scripted(&board, "AH", "2C", Seat::A);
    let (points, lines) = placed(&play(&mut table, Seat::A, place("AH", 0, 1)));
    assert_eq!(points, 5);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].axis, Axis::Row);
    assert_eq!(lines[0].hand, Some(Category::Pair));
    assert_eq!(lines[0].points, 2);
    assert_eq!(lines[1].axis, Axis::Column);
    assert_eq!(lines[1].start, Cell::new(0, 1));
    assert_eq!(lines[1].tiles, tiles("AH AD AC"));
    assert_eq!(lines[1].hand, Some(Category::ThreeOfAKind));
    assert_eq!(lines[1].points, 3);
    assert_eq!(table.game().best_hand.a, Some(Category::ThreeOfAKind));
}

#[test]
fn a_line_of_one_tile_is_not_a_line() {
    let mut table = scripted(&[(0, 0, "AS")], "3D", "2C", Seat::A);
    let (points, lines) = placed(&play(&mut table, Seat::A, place("3D", 1, 0)));
    assert_eq!(points, 0, "3 below A is not higher");
    assert_eq!(lines.len(), 1, "the 1-tile row through 3D is not reported");
    assert_eq!(lines[0].axis, Axis::Column);
}

#[test]
fn a_column_scores_while_the_crossing_row_of_six_scores_0() {
    let mut board = row_of(0, 0, "2C 3D 4H 6S 7D");
    board.push((1, 5, "KD"));
    let mut table = scripted(&board, "KC", "2D", Seat::A);
    let (points, lines) = placed(&play(&mut table, Seat::A, place("KC", 0, 5)));
    assert_eq!(lines[0].tiles.len(), 6);
    assert_eq!(lines[0].points, 0);
    assert_eq!(lines[1].hand, Some(Category::Pair));
    assert_eq!(points, 2);
}

#[test]
fn filling_a_gap_joins_two_lines_into_one_and_scores_the_whole() {
    let board = [(0, 0, "5C"), (0, 1, "5D"), (0, 3, "KH"), (0, 4, "KC")];
    let mut table = scripted(&board, "5H", "2C", Seat::A);
    let (points, lines) = placed(&play(&mut table, Seat::A, place("5H", 0, 2)));
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].start, Cell::new(0, 0));
    assert_eq!(lines[0].tiles, tiles("5C 5D 5H KH KC"));
    assert_eq!(lines[0].hand, Some(Category::FullHouse));
    assert_eq!(points, 8);
}

#[test]
fn filling_a_gap_into_six_or_more_scores_0() {
    let board = [
        (0, 0, "9C"),
        (0, 1, "TC"),
        (0, 2, "JC"),
        (0, 4, "KC"),
        (0, 5, "AC"),
    ];
    assert_eq!(points_for(&board, "QC", 0, 3), 0);
}

#[test]
fn a_gap_separates_lines() {
    // 9D at (0,2) joins nothing on its left: (0,1) is empty, so the pair of nines at
    // (0,-1), (0,0) is another line.
    let board = [(0, -1, "9S"), (0, 0, "9H"), (1, 2, "2D")];
    let mut table = scripted(&board, "9D", "2C", Seat::A);
    let (points, lines) = placed(&play(&mut table, Seat::A, place("9D", 0, 2)));
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].axis, Axis::Column);
    assert_eq!(points, 2, "9 above 2 is a high card");
}

#[test]
fn high_card_scores_only_when_strictly_higher_than_every_other_tile() {
    assert_eq!(points_for(&row_of(0, 0, "4C 9D"), "JH", 0, 2), 2);
    assert_eq!(points_for(&row_of(0, 0, "4C JD"), "9H", 0, 2), 0);
    // In the middle of a line (filling a gap) it works the same.
    let board = [(0, 0, "4C"), (0, 2, "9D"), (1, 0, "3S")];
    assert_eq!(points_for(&board, "TH", 0, 1), 2);
}

#[test]
fn a_pair_then_a_high_card_scores_nothing() {
    // Source clarification: a line can only gain from tiles that join its best hand.
    assert_eq!(points_for(&row_of(0, 0, "3C 3D"), "AH", 0, 2), 0);
    assert_eq!(points_for(&row_of(0, 0, "3C 3D"), "AH", 0, -1), 0);
}

#[test]
fn pair_scores_only_for_the_paired_rank() {
    assert_eq!(points_for(&row_of(0, 0, "4C 9D"), "9H", 0, 2), 2);
    assert_eq!(points_for(&row_of(0, 0, "4C 9D"), "4H", 0, 2), 2);
}

#[test]
fn three_of_a_kind_scores_3_for_the_third_but_not_for_a_kicker() {
    assert_eq!(points_for(&row_of(0, 0, "7C 7D"), "7H", 0, 2), 3);
    assert_eq!(points_for(&row_of(0, 0, "7C 7D 7H"), "2H", 0, 3), 0);
}

#[test]
fn two_pair_kicker_scores_nothing() {
    assert_eq!(points_for(&row_of(0, 0, "5C 5D KH KC"), "QH", 0, 4), 0);
}

#[test]
fn four_of_a_kind_scores_8_but_not_for_its_kicker() {
    assert_eq!(points_for(&row_of(0, 0, "QC QD QH"), "QS", 0, 3), 8);
    assert_eq!(points_for(&row_of(0, 0, "QC QD QH QS"), "3S", 0, 4), 0);
    assert_eq!(points_for(&row_of(0, 0, "3S QC QD QH"), "QS", 0, 4), 8);
}

#[test]
fn straight_scores_5_with_any_tile_including_the_wheel_and_broadway() {
    assert_eq!(points_for(&row_of(0, 0, "5C 6D 7H 8S"), "9C", 0, 4), 5);
    assert_eq!(points_for(&row_of(0, 0, "5C 6D 7H 8S"), "4C", 0, -1), 5);
    assert_eq!(points_for(&row_of(0, 0, "AC 2D 3H 4S"), "5C", 0, 4), 5);
    assert_eq!(points_for(&row_of(0, 0, "TC JD QH KS"), "AD", 0, 4), 5);
}

#[test]
fn straights_do_not_wrap_around() {
    assert_eq!(points_for(&row_of(0, 0, "QC KD AH 2S"), "3C", 0, 4), 0);
    assert_eq!(best_hand(&tiles("QC KD AH 2S 3C")), Category::HighCard);
}

#[test]
fn flush_scores_5_even_with_a_low_last_tile() {
    assert_eq!(points_for(&row_of(0, 0, "KD 9D 7D 4D"), "2D", 0, 4), 5);
}

#[test]
fn straight_flush_and_royal_flush_score_13() {
    assert_eq!(points_for(&row_of(0, 0, "5H 6H 7H 8H"), "9H", 0, 4), 13);
    assert_eq!(points_for(&row_of(0, 0, "TS JS QS KS"), "AS", 0, 4), 13);
    assert_eq!(best_hand(&tiles("AD 2D 3D 4D 5D")), Category::StraightFlush);
}

#[test]
fn full_house_scores_8_with_any_tile() {
    assert_eq!(points_for(&row_of(0, 0, "5C 5D 5H KC"), "KH", 0, 4), 8);
}

#[test]
fn five_tile_hands_need_exactly_five_tiles() {
    assert_eq!(best_hand(&tiles("5H 6H 7H 8H")), Category::HighCard);
    assert_eq!(best_hand(&tiles("5C 5D 5H KC")), Category::ThreeOfAKind);
    assert_eq!(best_hand(&tiles("2H 9H")), Category::HighCard);
}

#[test]
fn points_table_matches_rules() {
    let expected = [2, 2, 3, 3, 5, 5, 8, 8, 13];
    for (category, points) in Category::ALL.into_iter().zip(expected) {
        assert_eq!(category.points(), points, "{category}");
    }
    assert!(Category::ALL.windows(2).all(|w| w[0] < w[1]));
}

/// Independent count of each category among every `size`-tile hand of the deck.
fn category_counts(size: usize) -> [u32; 9] {
    let deck: Vec<Card> = Card::all().collect();
    let mut counts = [0u32; 9];
    let mut idx: Vec<usize> = (0..size).collect();
    let mut hand = vec![deck[0]; size];
    loop {
        for (h, &i) in hand.iter_mut().zip(&idx) {
            *h = deck[i];
        }
        counts[best_hand(&hand) as usize] += 1;
        let Some(i) = (0..size).rev().find(|&i| idx[i] < 52 - size + i) else {
            break;
        };
        idx[i] += 1;
        for j in i + 1..size {
            idx[j] = idx[j - 1] + 1;
        }
    }
    counts
}

#[test]
fn exhaustive_counts_of_every_four_and_five_tile_hand() {
    assert_eq!(category_counts(2), [1248, 78, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(
        category_counts(4),
        [183_040, 82_368, 2_808, 2_496, 0, 0, 0, 13, 0]
    );
    assert_eq!(
        category_counts(5),
        [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]
    );
}

// --- Legal cells ----------------------------------------------------------------------

#[test]
fn placed_tile_must_come_from_your_hand() {
    let mut table = scripted(&[(0, 0, "AS")], "2H", "KD", Seat::A);
    let err = refused(&mut table, Seat::A, place("KD", 0, 1));
    assert_eq!(err, TilePokerError::NotInHand(tile("KD")));
    assert_eq!(err.to_string(), "K♦ is not in your hand");
    let err = refused(&mut table, Seat::A, place("AS", 0, 1));
    assert_eq!(err, TilePokerError::NotInHand(tile("AS")));
}

#[test]
fn a_cell_must_be_empty() {
    let mut table = scripted(&[(0, 0, "AS")], "2H", "KD", Seat::A);
    let err = refused(&mut table, Seat::A, place("2H", 0, 0));
    assert_eq!(err.to_string(), "(row 0, col 0) already holds A♠");
}

#[test]
fn a_cell_must_touch_a_tile_orthogonally() {
    let mut table = scripted(&[(0, 0, "AS")], "2H", "KD", Seat::A);
    let err = refused(&mut table, Seat::A, place("2H", 1, 1));
    assert_eq!(err, TilePokerError::NotConnected(Cell::new(1, 1)));
    assert!(err.to_string().contains("diagonals do not count"));
    let err = refused(&mut table, Seat::A, place("2H", 0, 2));
    assert_eq!(err, TilePokerError::NotConnected(Cell::new(0, 2)));
    for cell in [Cell::new(i32::MAX, i32::MIN), Cell::new(i32::MIN, 0)] {
        let mv = TilePokerMove::Place {
            tile: tile("2H"),
            cell,
        };
        assert_eq!(
            refused(&mut table, Seat::A, mv),
            TilePokerError::NotConnected(cell)
        );
    }
    for cell in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
        assert!(table.is_legal(Seat::A, &place("2H", cell.0, cell.1)));
    }
}

#[test]
fn a_cell_may_not_complete_a_two_by_two_block() {
    let board = [(0, 0, "AS"), (0, 1, "KH"), (1, 0, "5C")];
    let mut table = scripted(&board, "2H", "KD", Seat::A);
    let err = refused(&mut table, Seat::A, place("2H", 1, 1));
    assert_eq!(
        err,
        TilePokerError::CompletesBlock {
            cell: Cell::new(1, 1),
            with: [tile("AS"), tile("KH"), tile("5C")],
        }
    );
    assert_eq!(
        err.to_string(),
        "a tile at (row 1, col 1) would complete a 2×2 block with A♠ K♥ 5♣"
    );
    // Each corner position of the block is checked.
    for (board, cell) in [
        ([(0, 1, "AS"), (1, 0, "KH"), (1, 1, "5C")], (0, 0)),
        ([(0, 0, "AS"), (1, 0, "KH"), (1, 1, "5C")], (0, 1)),
        ([(0, 0, "AS"), (0, 1, "KH"), (1, 1, "5C")], (1, 0)),
    ] {
        let mut table = scripted(&board, "2H", "KD", Seat::A);
        let err = refused(&mut table, Seat::A, place("2H", cell.0, cell.1));
        assert!(
            matches!(err, TilePokerError::CompletesBlock { .. }),
            "{err}"
        );
    }
    // Three in an L is fine: only the fourth would complete the block.
    let mut table = scripted(&[(0, 0, "AS"), (0, 1, "KH")], "2H", "KD", Seat::A);
    play(&mut table, Seat::A, place("2H", 1, 0));
}

#[test]
fn legal_cells_are_listed_row_then_column_and_agree_with_check_cell() {
    let board = [(0, 0, "AS"), (0, 1, "KH"), (1, 0, "5C")];
    let table = scripted(&board, "2H", "KD", Seat::A);
    let cells = table.game().legal_cells();
    let expected =
        [(-1, 0), (-1, 1), (0, -1), (0, 2), (1, -1), (2, 0)].map(|(r, c)| Cell::new(r, c));
    assert_eq!(cells, expected);
}

#[test]
fn legal_cells_from_the_bitboard_agree_with_the_cell_by_cell_search_in_random_games() {
    for seed in 0..60 {
        let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), seed, Seat::A, 5);
        let mut rng = rng_from_seed(seed ^ 0x1E6A);
        while let Some(seat) = table.to_move() {
            let board = table.game().board();
            assert_eq!(
                board.legal_cells(),
                board.legal_cells_by_search(),
                "seed {seed}"
            );
            let mv = table.game().random_move(&mut rng);
            table.play(seat, mv).unwrap();
        }
    }
}

#[test]
fn legal_cells_agree_at_the_edges_of_the_bitboard_and_beyond_it() {
    // An L of three tiles (whose fourth corner is illegal) at growing distances in every
    // direction: inside the bitboard, on its last row or column, and past it, where the
    // board falls back on the search. The tiles need not differ for this.
    let any = tile("2C");
    for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)] {
        for far in (56..=66).chain([1_000, i32::MAX - 1]) {
            let corner = Cell::new(dr * far, dc * far);
            let mut board = Board::default();
            for cell in [Cell::ORIGIN, corner, Cell::new(corner.row + 1, corner.col)] {
                board.place(Placement {
                    tile: any,
                    cell,
                    by: None,
                });
            }
            board.place(Placement {
                tile: any,
                cell: Cell::new(corner.row, corner.col - 1),
                by: None,
            });
            let cells = board.legal_cells();
            assert_eq!(cells, board.legal_cells_by_search(), "{corner}");
            assert!(!cells.contains(&Cell::new(corner.row + 1, corner.col - 1)));
            assert!(cells.contains(&Cell::new(corner.row - 1, corner.col)));
            assert_eq!(board.get(corner), Some(any));
            assert_eq!(board.get(Cell::new(corner.row - 1, corner.col)), None);
        }
    }
}

#[test]
fn the_cell_right_of_the_topmost_tile_in_the_rightmost_column_is_always_legal() {
    // A crowded comb: every column is full of tiles with gaps between them.
    let mut board = row_of(0, 0, "2C 3C 4C 5C 6C");
    board.extend([
        (1, 0, "7C"),
        (2, 0, "8C"),
        (1, 2, "9C"),
        (2, 2, "TC"),
        (1, 4, "JC"),
        (2, 4, "QC"),
    ]);
    let table = scripted(&board, "2H", "KD", Seat::A);
    assert!(table.is_legal(Seat::A, &place("2H", 0, 5)));
}

// --- Turns, drawing, exchanging, passing ----------------------------------------------

#[test]
fn placing_draws_the_top_tile_of_the_pool() {
    let mut table = scripted(&[(0, 0, "AS")], "2H", "KD", Seat::A);
    let top = *table.game().pool.last().unwrap();
    let events = play(&mut table, Seat::A, place("2H", 0, 1));
    assert_eq!(
        events[1],
        TilePokerEvent::Drew {
            seat: Seat::A,
            tile: top
        }
    );
    assert_eq!(table.game().hand(Seat::A), [top]);
    assert_eq!(table.game().pool_size(), 48);
    assert_eq!(table.to_move(), Some(Seat::B));
    assert_eq!(table.game().turn(), 1);
}

#[test]
fn placing_with_an_empty_pool_draws_nothing() {
    let mut table = scripted(&[(0, 0, "AS")], "2H 3H", "KD", Seat::A);
    table.game.pool.clear();
    let events = play(&mut table, Seat::A, place("2H", 0, 1));
    assert!(!events
        .iter()
        .any(|e| matches!(e, TilePokerEvent::Drew { .. })));
    assert_eq!(table.game().hand(Seat::A), tiles("3H"));
}

#[test]
fn exchange_returns_a_tile_to_the_pool_and_draws_one() {
    let mut table = scripted(&[(0, 0, "AS")], "2H 3H", "KD", Seat::A);
    let events = play(
        &mut table,
        Seat::A,
        TilePokerMove::Exchange { tile: tile("2H") },
    );
    let TilePokerEvent::Exchanged {
        seat,
        returned,
        drew,
    } = events[0]
    else {
        panic!("{events:?}")
    };
    assert_eq!((seat, returned), (Seat::A, tile("2H")));
    let game = table.game();
    assert_eq!(game.hand(Seat::A).len(), 2);
    assert!(game.hand(Seat::A).contains(&drew));
    assert!(game.hand(Seat::A).contains(&tile("3H")));
    assert_eq!(game.pool_size(), 48, "52 less A♠ and three hand tiles");
    assert_eq!(drew == returned, !game.pool.contains(&returned));
    assert_eq!(game.non_placing.a, 1);
    assert_eq!(table.to_move(), Some(Seat::B));
}

#[test]
fn exchange_may_draw_any_pool_tile_or_the_returned_one() {
    // Over many seeds the returned tile goes back at a random place: sometimes it comes
    // straight back, and the drawn tile is not always the old top of the pool.
    let (mut same, mut old_top, mut other) = (0, 0, 0);
    for seed in 0..400 {
        let mut game = TilePoker::new(&TilePokerOptions::default(), seed, Seat::A);
        game.pool.truncate(3);
        let top = *game.pool.last().unwrap();
        let returned = game.hands.a[0];
        let events = game
            .apply(Seat::A, &TilePokerMove::Exchange { tile: returned })
            .unwrap();
        let TilePokerEvent::Exchanged { drew, .. } = events[0] else {
            panic!()
        };
        match drew {
            d if d == returned => same += 1,
            d if d == top => old_top += 1,
            _ => other += 1,
        }
    }
    assert!(same > 50 && old_top > 200, "{same} {old_top} {other}");
    assert_eq!(
        other, 0,
        "only the returned tile or the old top can be drawn"
    );
}

#[test]
fn exchange_is_refused_once_the_pool_is_empty_and_for_a_tile_not_in_hand() {
    let mut table = scripted(&[(0, 0, "AS")], "2H", "KD", Seat::A);
    let err = refused(
        &mut table,
        Seat::A,
        TilePokerMove::Exchange { tile: tile("KD") },
    );
    assert_eq!(err, TilePokerError::NotInHand(tile("KD")));
    table.game.pool.clear();
    let err = refused(
        &mut table,
        Seat::A,
        TilePokerMove::Exchange { tile: tile("2H") },
    );
    assert_eq!(err, TilePokerError::PoolEmpty);
    assert_eq!(
        err.to_string(),
        "the pool is empty: there is nothing to exchange with"
    );
}

#[test]
fn stall_guard_allows_two_non_placing_turns_in_a_row_then_forces_a_placement() {
    let mut table = scripted(&[(0, 0, "AS")], "2H 3H", "KD QD", Seat::A);
    play(&mut table, Seat::A, TilePokerMove::Pass);
    play(&mut table, Seat::B, TilePokerMove::Pass);
    play(
        &mut table,
        Seat::A,
        TilePokerMove::Exchange { tile: tile("2H") },
    );
    play(&mut table, Seat::B, TilePokerMove::Pass);
    assert_eq!(table.game().non_placing, BySeat::new(2, 2));
    assert!(!table.game().public_view().may_stall());
    let err = refused(&mut table, Seat::A, TilePokerMove::Pass);
    assert_eq!(err, TilePokerError::MustPlace);
    assert_eq!(
        err.to_string(),
        "you have passed or exchanged twice in a row: you must place a tile"
    );
    let hand_tile = table.game().hand(Seat::A)[0];
    let err = refused(
        &mut table,
        Seat::A,
        TilePokerMove::Exchange { tile: hand_tile },
    );
    assert_eq!(err, TilePokerError::MustPlace);
    let mv = TilePokerMove::Place {
        tile: hand_tile,
        cell: Cell::new(0, 1),
    };
    play(&mut table, Seat::A, mv);
    assert_eq!(table.game().non_placing, BySeat::new(0, 2));
}

#[test]
fn stall_guard_counts_again_from_zero_after_a_placement() {
    let mut table = scripted(&[(0, 0, "AS")], "2H 3H", "KD QD", Seat::A);
    for _ in 0..2 {
        play(&mut table, Seat::A, TilePokerMove::Pass);
        play(&mut table, Seat::B, TilePokerMove::Pass);
    }
    play(&mut table, Seat::A, place("2H", 0, 1));
    play(&mut table, Seat::B, place("KD", 0, -1));
    play(&mut table, Seat::A, TilePokerMove::Pass);
    play(&mut table, Seat::B, TilePokerMove::Pass);
    play(&mut table, Seat::A, TilePokerMove::Pass);
    play(&mut table, Seat::B, TilePokerMove::Pass);
    assert_eq!(
        refused(&mut table, Seat::A, TilePokerMove::Pass),
        TilePokerError::MustPlace
    );
}

#[test]
fn a_player_without_tiles_is_skipped() {
    let mut table = scripted(&[(0, 0, "AS")], "2H", "KD QD", Seat::A);
    table.game.pool.clear();
    let events = play(&mut table, Seat::A, place("2H", 0, 1));
    assert_eq!(table.to_move(), Some(Seat::B));
    assert!(!events
        .iter()
        .any(|e| matches!(e, TilePokerEvent::Skipped { .. })));
    let events = play(&mut table, Seat::B, place("KD", 0, -1));
    assert_eq!(
        events.last(),
        Some(&TilePokerEvent::Skipped { seat: Seat::A })
    );
    assert_eq!(table.to_move(), Some(Seat::B));
    assert_eq!(
        table.game().turn(),
        2,
        "the turn still advances for the clock"
    );
    assert_eq!(
        table.play(Seat::A, TilePokerMove::Pass),
        Err(PlayError::NotYourTurn { to_move: Seat::B })
    );
}

#[test]
fn moves_alternate_and_every_move_is_one_turn() {
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), 5, Seat::A, 5);
    play(&mut table, Seat::A, TilePokerMove::Pass);
    assert_eq!((table.to_move(), table.game().turn()), (Some(Seat::B), 1));
    play(&mut table, Seat::B, TilePokerMove::Pass);
    assert_eq!((table.to_move(), table.game().turn()), (Some(Seat::A), 2));
}

#[test]
fn aces_placed_are_counted_per_seat() {
    let mut table = scripted(&[(0, 0, "AS")], "AH 2C", "AD 3C", Seat::A);
    play(&mut table, Seat::A, place("AH", 0, 1));
    play(&mut table, Seat::B, place("3C", 0, -1));
    assert_eq!(table.game().aces, BySeat::new(1, 0));
    assert_eq!(table.game().public_view().aces, BySeat::new(1, 0));
}

// --- End and tie-breaks ---------------------------------------------------------------

/// 51 tiles in one long row from (0,0) and `last` in A's hand: placing it at (1,0) ends
/// the game.
fn last_tile_position(last: &str) -> Table<TilePoker> {
    let all: Vec<Card> = Card::all()
        .filter(|&c| c != tile(last) && c != START_TILE)
        .collect();
    let mut table = scripted(&[(0, 0, "AS")], last, "", Seat::A);
    for (i, &t) in all.iter().enumerate() {
        table.game.board.place(Placement {
            tile: t,
            cell: Cell::new(0, i as i32 + 1),
            by: None,
        });
    }
    table.game.pool.clear();
    table
}

fn finish(table: &mut Table<TilePoker>, last: &str) -> Vec<TilePokerEvent> {
    play(table, Seat::A, place(last, 1, 0))
}

#[test]
fn the_game_ends_when_all_52_tiles_are_placed_and_most_points_win() {
    let mut table = last_tile_position("2C");
    table.game.points = BySeat::new(10, 11);
    let events = finish(&mut table, "2C");
    let win_b = Outcome::Win {
        winner: Seat::B,
        reason: EndReason::Play,
    };
    assert_eq!(
        events.last(),
        Some(&TilePokerEvent::Ended {
            outcome: win_b,
            scores: BySeat::new(10, 11),
            best_hands: table.game().best_hand,
            aces: table.game().aces,
        })
    );
    assert_eq!(table.outcome(), Some(win_b));
    assert_eq!(table.to_move(), None);
    assert_eq!(table.game().board().len(), 52);
    assert_eq!(
        table.play(Seat::A, TilePokerMove::Pass),
        Err(PlayError::GameOver)
    );
}

#[test]
fn tied_points_go_to_the_higher_best_scoring_hand() {
    let mut table = last_tile_position("2C");
    table.game.points = BySeat::new(10, 10);
    table.game.best_hand = BySeat::new(Some(Category::Flush), Some(Category::Straight));
    table.game.aces = BySeat::new(0, 3);
    finish(&mut table, "2C");
    assert_eq!(table.outcome().and_then(Outcome::winner), Some(Seat::A));
}

#[test]
fn pair_beats_high_card_in_the_tie_break_though_both_score_2() {
    let mut table = last_tile_position("2C");
    table.game.points = BySeat::new(4, 4);
    table.game.best_hand = BySeat::new(Some(Category::HighCard), Some(Category::Pair));
    finish(&mut table, "2C");
    assert_eq!(table.outcome().and_then(Outcome::winner), Some(Seat::B));
}

#[test]
fn tied_points_and_hands_go_to_most_aces_and_the_starting_ace_counts_for_nobody() {
    let mut table = last_tile_position("AH");
    table.game.points = BySeat::new(10, 12);
    table.game.best_hand = BySeat::new(Some(Category::Pair), Some(Category::Pair));
    table.game.aces = BySeat::new(0, 1);
    // AH under AS: a pair for 2, tying the points; A's ace ties the aces 1-1.
    let (points, _) = placed(&finish(&mut table, "AH"));
    assert_eq!(points, 2);
    assert_eq!(table.game().aces, BySeat::new(1, 1));
    assert_eq!(table.outcome(), Some(Outcome::Draw));

    let mut table = last_tile_position("AH");
    table.game.points = BySeat::new(10, 12);
    table.game.best_hand = BySeat::new(Some(Category::Pair), Some(Category::Pair));
    finish(&mut table, "AH");
    assert_eq!(table.outcome().and_then(Outcome::winner), Some(Seat::A));
}

#[test]
fn a_full_tie_is_a_draw() {
    let mut table = last_tile_position("2C");
    finish(&mut table, "2C");
    assert_eq!(table.outcome(), Some(Outcome::Draw));
    assert_eq!(table.game().scores(), BySeat::new(0, 0));
}

// --- Clock ----------------------------------------------------------------------------

#[test]
fn a_run_out_clock_skips_the_turn_without_moving_a_tile() {
    // docs/rules.md#timers: a skip, not a pass, and never a placement.
    let board = [(0, 0, "AS"), (0, 1, "KH"), (1, 0, "5C")];
    let mut table = scripted(&board, "2H 9S 3C", "KD", Seat::A);
    let before = table.game().public_view();
    let report = table.timeout().unwrap();
    assert_eq!(report.moves, vec![]);
    assert_eq!(
        report.events,
        vec![TilePokerEvent::ClockSkipped { seat: Seat::A }]
    );
    assert_eq!(report.strikes, 1);
    assert_eq!(table.to_move(), Some(Seat::B));
    let after = table.game().public_view();
    assert_eq!(after.board, before.board, "no tile moved");
    assert_eq!(after.hands, before.hands);
    assert_eq!(after.pool_size, before.pool_size);
    assert_eq!(after.turn, before.turn + 1);
}

#[test]
fn a_skip_does_not_count_towards_the_stall_guard() {
    let board = [(0, 0, "AS"), (0, 1, "KH"), (1, 0, "5C")];
    let mut table = scripted(&board, "2H 9S 3C", "KD", Seat::A);
    table.game.non_placing.a = 2;
    table.timeout().unwrap();
    assert_eq!(
        table.game().public_view().non_placing.a,
        2,
        "a skip is no pass"
    );
    let mut table = scripted(&board, "2H 9S 3C", "KD", Seat::A);
    table.game.non_placing.a = 1;
    table.timeout().unwrap();
    assert_eq!(table.game().public_view().non_placing.a, 1);
}

#[test]
fn a_skip_hands_the_turn_back_when_the_other_holds_no_tiles() {
    // B holds nothing: A's skipped turn comes back to A, as after any turn.
    let mut table = scripted(&[(0, 0, "AS")], "2H 3H", "", Seat::A);
    let report = table.timeout().unwrap();
    assert_eq!(
        report.events,
        vec![
            TilePokerEvent::ClockSkipped { seat: Seat::A },
            TilePokerEvent::Skipped { seat: Seat::B }
        ]
    );
    assert_eq!(table.to_move(), Some(Seat::A));
}

#[test]
fn the_default_move_is_still_always_legal() {
    let board = [(0, 0, "AS"), (0, 1, "KH"), (1, 0, "5C")];
    let mut table = scripted(&board, "2H 9S 3C", "KD", Seat::A);
    assert_eq!(table.game().default_move(), TilePokerMove::Pass);
    table.game.non_placing.a = 2;
    assert_eq!(table.game().default_move(), place("2H", -1, 0));
    assert!(table.is_legal(Seat::A, &place("2H", -1, 0)));
}

#[test]
fn timeouts_alone_end_only_by_forfeit() {
    // Skips move no tile, so the clock alone never finishes the board: the strikes do.
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), 11, Seat::A, 5);
    let mut timeouts = 0;
    while table.outcome().is_none() {
        table.timeout().unwrap();
        timeouts += 1;
        assert!(timeouts < 100);
    }
    assert_eq!(table.game().board().len(), 1);
    assert_eq!(timeouts, 9, "A's 5th strike comes on the 9th timeout");
    assert_eq!(
        table.outcome(),
        Some(Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Forfeit
        })
    );
}

#[test]
fn five_strikes_forfeit_the_match() {
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), 3, Seat::A, 5);
    for strike in 1..=5 {
        let report = table.timeout().unwrap();
        assert_eq!((report.strikes, report.forfeited), (strike, strike == 5));
        let seat = table.to_move().unwrap_or(Seat::B);
        if strike < 5 {
            let mv = table.game().random_move(&mut rng_from_seed(strike.into()));
            table.play(seat, mv).unwrap();
        }
    }
    assert_eq!(
        table.outcome(),
        Some(Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Forfeit
        })
    );
}

#[test]
fn resigning_gives_the_match_to_the_opponent() {
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), 3, Seat::A, 5);
    table.resign(Seat::B).unwrap();
    assert_eq!(table.outcome().and_then(Outcome::winner), Some(Seat::A));
    assert_eq!(table.log().actions.last().unwrap().action, Action::Resign);
}

// --- Views and rendering --------------------------------------------------------------

#[test]
fn views_show_the_board_both_hands_and_only_the_pool_size() {
    let game = TilePoker::new(&TilePokerOptions::default(), 7, Seat::A);
    let public = game.public_view();
    assert_eq!(public.hands.a, game.hand(Seat::A));
    assert_eq!(public.hands.b, game.hand(Seat::B));
    assert_eq!(public.pool_size, 37);
    assert_eq!(public.board, *game.board());
    let view = game.view(Seat::B);
    assert_eq!(view.seat, Seat::B);
    assert_eq!(view.public, public);
    for text in [json(&public), json(&view), json(&game.view(Seat::A))] {
        for t in &game.pool {
            assert!(!text.contains(&format!("\"{}\"", t.code())), "{t} leaks");
        }
        assert!(!text.contains("rng"));
    }
}

#[test]
fn board_text_draws_a_grid_with_codes_and_dots() {
    let board = [(0, 0, "AS"), (0, 1, "KH"), (1, 1, "TD"), (-1, 0, "2C")];
    let table = scripted(&board, "", "", Seat::A);
    let expected = "      0   1\n \
                    -1  2C  ..\n  \
                    0  AS  KH\n  \
                    1  ..  TD";
    assert_eq!(table.game().board_text(), expected);
    assert_eq!(table.game().public_view().board.text(), expected);
}

#[test]
fn board_serializes_as_its_placements_and_refuses_a_doubled_cell() {
    let game = TilePoker::new(&TilePokerOptions::default(), 7, Seat::A);
    assert_eq!(
        json(game.board()),
        r#"[{"tile":"AS","cell":{"row":0,"col":0},"by":null}]"#
    );
    let doubled = r#"[{"tile":"AS","cell":{"row":0,"col":0},"by":null},
                      {"tile":"KS","cell":{"row":0,"col":0},"by":"A"}]"#;
    assert!(serde_json::from_str::<Board>(doubled).is_err());
}

// --- Whole games and property tests ---------------------------------------------------

/// The witness docs/rules.md names: right of the topmost tile of the rightmost column.
fn witness_cell(board: &Board) -> Cell {
    let right = board.placements().iter().map(|p| p.cell.col).max().unwrap();
    let top = board
        .placements()
        .iter()
        .filter(|p| p.cell.col == right)
        .map(|p| p.cell.row)
        .min()
        .unwrap();
    Cell::new(top, right + 1)
}

fn random_game(seed: u64) -> (Table<TilePoker>, Vec<TilePokerEvent>) {
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), seed, Seat::A, 5);
    let mut rng = rng_from_seed(seed ^ 0x711E);
    let mut all_events = Vec::new();
    while let Some(seat) = table.to_move() {
        let game = table.game();
        assert!(!game.legal_cells().is_empty(), "seed {seed}: no legal cell");
        assert!(game.board.check_cell(witness_cell(&game.board)).is_ok());
        let mv = game.random_move(&mut rng);
        all_events.extend(table.play(seat, mv).expect("random moves are legal"));
        assert!(
            table.game().turn() < 500,
            "seed {seed}: the game does not end"
        );
    }
    (table, all_events)
}

#[test]
fn whole_random_games_end_with_all_52_tiles_placed_and_a_consistent_result() {
    for seed in 0..300 {
        let (table, events) = random_game(seed);
        let game = table.game();
        assert_eq!(game.board().len(), 52, "seed {seed}");
        assert!(game.hands.a.is_empty() && game.hands.b.is_empty() && game.pool.is_empty());
        let mut from_events = BySeat::new(0, 0);
        for e in &events {
            if let TilePokerEvent::Placed { seat, points, .. } = e {
                from_events[*seat] += points;
            }
        }
        assert_eq!(from_events, game.scores(), "seed {seed}");
        let placed_aces = |s: Seat| {
            game.board()
                .placements()
                .iter()
                .filter(|p| p.by == Some(s) && p.tile.rank == Rank::Ace)
                .count() as u32
        };
        assert_eq!(game.aces, BySeat::from_fn(placed_aces));
        let key = |s: Seat| (game.points[s], game.best_hand[s], game.aces[s]);
        let expected = match key(Seat::A).cmp(&key(Seat::B)) {
            Ordering::Equal => None,
            Ordering::Greater => Some(Seat::A),
            Ordering::Less => Some(Seat::B),
        };
        assert_eq!(table.outcome().unwrap().winner(), expected, "seed {seed}");
        assert!(matches!(events.last(), Some(TilePokerEvent::Ended { .. })));
    }
}

impl Invariants for TilePoker {
    type Item = Card;

    const APPLY_CHECKS_TURN: bool = true;

    fn all_items() -> Vec<Card> {
        Card::all().collect()
    }

    fn items(&self) -> Vec<Card> {
        self.all_tiles()
    }

    fn token(tile: &Card) -> String {
        format!("\"{}\"", tile.code())
    }

    /// The board and both hands are open: only the pool is hidden, from everybody. A tile
    /// just returned by an exchange was seen in its owner's public hand: that it is in the
    /// pool is public (the last turn names it); where it lies is not.
    fn hidden_from(&self, _viewer: Option<Seat>) -> Vec<Card> {
        let returned: Vec<Card> = self
            .last_turn
            .iter()
            .filter_map(|e| match e {
                TilePokerEvent::Exchanged { returned, .. } => Some(*returned),
                _ => None,
            })
            .collect();
        self.pool
            .iter()
            .copied()
            .filter(|t| !returned.contains(t))
            .collect()
    }

    /// Independent statement of legality (docs/rules.md), used to check `apply`. Reads the
    /// placement list directly, in i64 so no coordinate can overflow.
    fn oracle_legal(&self, seat: Seat, mv: &TilePokerMove) -> bool {
        if self.to_move() != Some(seat) {
            return false;
        }
        let occupied = |r: i64, c: i64| {
            self.board
                .placements()
                .iter()
                .any(|p| i64::from(p.cell.row) == r && i64::from(p.cell.col) == c)
        };
        let hand = &self.hands[seat];
        let may_stall = self.non_placing[seat] < 2;
        match mv {
            TilePokerMove::Place { tile, cell } => {
                let (r, c) = (i64::from(cell.row), i64::from(cell.col));
                let touches = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                    .into_iter()
                    .any(|(a, b)| occupied(a, b));
                let completes = [(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c)]
                    .into_iter()
                    .any(|(top, left)| {
                        [
                            (top, left),
                            (top, left + 1),
                            (top + 1, left),
                            (top + 1, left + 1),
                        ]
                        .into_iter()
                        .all(|(a, b)| (a, b) == (r, c) || occupied(a, b))
                    });
                hand.contains(tile) && !occupied(r, c) && touches && !completes
            }
            TilePokerMove::Exchange { tile } => {
                may_stall && !self.pool.is_empty() && hand.contains(tile)
            }
            TilePokerMove::Pass => may_stall,
        }
    }

    /// A move that is often legal and often subtly not, from the hand of the seat to move;
    /// once the game is over, any move.
    fn candidate_move(&self, _seat: Seat, seed: u64) -> TilePokerMove {
        let mut rng = rng_from_seed(seed);
        let any_tile = Card::from_index(rng.gen_range(0..52)).unwrap();
        let Some(seat) = self.to_move() else {
            return match seed % 3 {
                0 => TilePokerMove::Pass,
                1 => TilePokerMove::Exchange { tile: any_tile },
                _ => TilePokerMove::Place {
                    tile: any_tile,
                    cell: witness_cell(&self.board),
                },
            };
        };
        let hand = &self.hands[seat];
        let hand_tile = hand[rng.gen_range(0..hand.len())];
        // Listing the legal cells costs a check of every cell near the board: only when needed.
        let legal_cell = |rng: &mut GameRng| {
            let cells = self.legal_cells();
            cells[rng.gen_range(0..cells.len())]
        };
        match (seed >> 32) % 8 {
            0 => self.random_move(&mut rng),
            1 => {
                let (top_left, bottom_right) = self.board.bounds().unwrap();
                let near = Cell::new(
                    rng.gen_range(top_left.row - 2..=bottom_right.row + 2),
                    rng.gen_range(top_left.col - 2..=bottom_right.col + 2),
                );
                TilePokerMove::Place {
                    tile: hand_tile,
                    cell: near,
                }
            }
            2 => TilePokerMove::Place {
                tile: any_tile,
                cell: legal_cell(&mut rng),
            },
            3 => TilePokerMove::Place {
                tile: hand_tile,
                cell: legal_cell(&mut rng)
                    .offset(rng.gen_range(-1..=1), rng.gen_range(-1..=1))
                    .unwrap(),
            },
            4 => TilePokerMove::Exchange { tile: hand_tile },
            5 => TilePokerMove::Exchange { tile: any_tile },
            6 => TilePokerMove::Pass,
            _ => TilePokerMove::Place {
                tile: hand_tile,
                cell: Cell::new(
                    [i32::MIN, -1, i32::MAX][rng.gen_range(0..3)],
                    [i32::MIN, 0, i32::MAX][rng.gen_range(0..3)],
                ),
            },
        }
    }

    /// Passes and exchanges often, so the stall guard gets exercised.
    fn walk_move(&self, rng: &mut GameRng) -> TilePokerMove {
        stalling_move(self, rng)
    }

    /// Events name only tiles anybody may know, before or after the step.
    fn check_step(
        before: &Self,
        _seat: Seat,
        events: &[TilePokerEvent],
        after: &Self,
    ) -> Result<(), TestCaseError> {
        let (before, after) = (public_tiles(before), public_tiles(after));
        for t in events.iter().flat_map(event_tiles) {
            prop_assert!(
                before.contains(&t) || after.contains(&t),
                "event names hidden {}",
                t
            );
        }
        Ok(())
    }
}

/// A legal move that passes and exchanges often, so the stall guard gets exercised.
fn stalling_move(game: &TilePoker, rng: &mut GameRng) -> TilePokerMove {
    let seat = game.to_move().unwrap();
    let hand = &game.hands[seat];
    let mv = match rng.gen_range(0..10) {
        0..=1 => TilePokerMove::Pass,
        2 => TilePokerMove::Exchange {
            tile: hand[rng.gen_range(0..hand.len())],
        },
        _ => game.random_move(rng),
    };
    if game.oracle_legal(seat, &mv) {
        mv
    } else {
        game.random_move(rng)
    }
}

/// Tiles anybody may know: the board and both hands.
fn public_tiles(game: &TilePoker) -> Vec<Card> {
    game.all_tiles_but_pool()
}

fn event_tiles(event: &TilePokerEvent) -> Vec<Card> {
    match event {
        TilePokerEvent::Placed { tile, lines, .. } => {
            let mut all = vec![*tile];
            all.extend(lines.iter().flat_map(|l| l.tiles.iter().copied()));
            all
        }
        TilePokerEvent::Drew { tile, .. } => vec![*tile],
        TilePokerEvent::Exchanged { returned, drew, .. } => vec![*returned, *drew],
        _ => Vec::new(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn prop_invariants_hold_at_every_step(walk in walks::<TilePoker>(220)) {
        check_invariants(&walk)?;
    }
}

// --- What the public view offers the interface ------------------------------------------

#[test]
fn preview_scores_exactly_what_the_placement_then_scores() {
    for seed in 0..40 {
        let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), seed, Seat::A, 5);
        let mut rng = rng_from_seed(seed ^ 0x9E7);
        while let Some(seat) = table.to_move() {
            let mv = table.game().random_move(&mut rng);
            let public = table.game().public_view();
            let preview = match &mv {
                TilePokerMove::Place { tile, cell } => Some(public.preview(*tile, *cell)),
                _ => None,
            };
            let events = table.play(seat, mv).unwrap();
            if let Some(preview) = preview {
                assert_eq!(preview.unwrap(), placed(&events).1, "seed {seed}");
            }
        }
    }
}

#[test]
fn preview_refuses_what_the_move_refuses_with_the_same_error() {
    let table = Table::<TilePoker>::new(TilePokerOptions::default(), 42, Seat::A, 5);
    let public = table.game().public_view();
    let mine = public.hands.a[0];
    let theirs = public.hands.b[0];
    assert_eq!(
        public.preview(theirs, Cell::new(0, 1)),
        Err(TilePokerError::NotInHand(theirs))
    );
    assert_eq!(
        public.preview(mine, Cell::ORIGIN),
        Err(TilePokerError::CellTaken {
            cell: Cell::ORIGIN,
            tile: START_TILE
        })
    );
    assert_eq!(
        public.preview(mine, Cell::new(5, 5)),
        Err(TilePokerError::NotConnected(Cell::new(5, 5)))
    );
}

#[test]
fn check_pass_and_check_exchange_agree_with_the_stall_guard_and_the_pool() {
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), 7, Seat::A, 5);
    let public = |t: &Table<TilePoker>| t.game().public_view();
    assert_eq!(public(&table).check_pass(), Ok(()));
    assert_eq!(public(&table).check_exchange(None), Ok(()));
    // A passes twice (B places in between): the guard then forbids both.
    for _ in 0..2 {
        play(&mut table, Seat::A, TilePokerMove::Pass);
        let b_tile = table.game().hand(Seat::B)[0];
        let cell = table.game().legal_cells()[0];
        play(
            &mut table,
            Seat::B,
            TilePokerMove::Place { tile: b_tile, cell },
        );
    }
    let view = public(&table);
    assert_eq!(view.check_pass(), Err(TilePokerError::MustPlace));
    assert_eq!(view.check_exchange(None), Err(TilePokerError::MustPlace));
    assert_eq!(
        refused(&mut table, Seat::A, TilePokerMove::Pass),
        TilePokerError::MustPlace
    );
    let not_mine = view.hands.b[0];
    assert_eq!(
        public(&table).check_exchange(Some(not_mine)),
        Err(TilePokerError::MustPlace)
    );
}

#[test]
fn check_exchange_names_an_empty_pool() {
    // Place until the pool is empty, with someone still to move.
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), 3, Seat::A, 5);
    let mut rng = rng_from_seed(99);
    while table.game().pool_size() > 0 {
        let seat = table.to_move().unwrap();
        let tile = table.game().hand(seat)[0];
        let cells = table.game().legal_cells();
        let cell = cells[rng.gen_range(0..cells.len())];
        play(&mut table, seat, TilePokerMove::Place { tile, cell });
    }
    let view = table.game().public_view();
    assert!(view.to_move.is_some());
    assert_eq!(view.check_exchange(None), Err(TilePokerError::PoolEmpty));
    assert_eq!(view.check_pass(), Ok(()));
}

#[test]
fn the_public_view_shows_the_events_of_the_last_turn_only() {
    let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), 11, Seat::A, 5);
    assert!(table.game().public_view().last_turn.is_empty());
    let tile = table.game().hand(Seat::A)[0];
    let events = play(
        &mut table,
        Seat::A,
        TilePokerMove::Place {
            tile,
            cell: Cell::new(0, 1),
        },
    );
    assert_eq!(table.game().public_view().last_turn, events);
    let events = play(&mut table, Seat::B, TilePokerMove::Pass);
    assert_eq!(
        table.game().public_view().last_turn,
        vec![TilePokerEvent::Passed { seat: Seat::B }]
    );
    assert_eq!(events, table.game().public_view().last_turn);
    table.timeout().unwrap();
    assert_eq!(
        table.game().public_view().last_turn,
        vec![TilePokerEvent::ClockSkipped { seat: Seat::A }]
    );
}

#[test]
fn a_table_saved_before_the_last_turn_existed_still_loads() {
    let table = Table::<TilePoker>::new(TilePokerOptions::default(), 5, Seat::A, 5);
    let mut json = serde_json::to_value(table.game()).unwrap();
    json.as_object_mut().unwrap().remove("last_turn").unwrap();
    let game: TilePoker = serde_json::from_value(json).unwrap();
    assert!(game.public_view().last_turn.is_empty());
}

proptest! {
    // Any board, not only one a game reaches: up to 40 tiles in an 8×8 patch around a
    // corner or edge of the bitboard's window, inside it or past it. The bitboard must list
    // exactly the cells the cell-by-cell search does, and look up the same tiles.
    #[test]
    fn prop_legal_cells_from_the_bitboard_equal_the_search_on_any_board(
        corner in prop::sample::select(vec![
            (0, 0), (-62, -62), (61, 61), (-62, 61), (61, -62), (59, 0), (0, -61),
            (64, 64), (-66, 3), (i32::MAX - 5, 0), (0, i32::MIN + 5),
        ]),
        offsets in prop::collection::vec((-4i32..4, -4i32..4), 1..40),
    ) {
        let mut board = Board::default();
        for (dr, dc) in offsets {
            let cell = Cell::new(corner.0 + dr, corner.1 + dc); // in i32: |dr|, |dc| <= 4
            if board.get(cell).is_none() {
                board.place(Placement { tile: tile("2C"), cell, by: None });
            }
        }
        prop_assert_eq!(board.legal_cells(), board.legal_cells_by_search());
        let corner = Cell::new(corner.0, corner.1);
        for dr in -6..6 {
            for dc in -6..6 {
                let Some(cell) = corner.offset(dr, dc) else { continue };
                let placed = board.placements().iter().any(|p| p.cell == cell);
                prop_assert_eq!(board.get(cell).is_some(), placed, "{}", cell);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Issue 29's fuzz target: in positions of random games, a move is listed exactly when the
    /// table accepts it (every tile on every legal cell, exchanges and a pass by the stall
    /// guard), each once, and the seat's view lists the same moves.
    #[test]
    fn tile_poker_legal_moves_are_exactly_the_accepted_moves(
        walk in walks::<TilePoker>(60),
        arbitrary in prop::collection::vec(any::<TilePokerMove>(), 0..3),
    ) {
        check_legal_moves(&walk, &arbitrary)?;
    }
}
