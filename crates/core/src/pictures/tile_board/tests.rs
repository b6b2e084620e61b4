//! The grid's labels, the picture read back pixel by pixel, and the alt text, on fixed
//! boards and on boards of seeded random games.

use super::*;
use crate::cards::rng_from_seed;
use crate::rules::tile_poker::{Placement, TilePoker, TilePokerOptions};
use crate::rules::{Game, Seat};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;

fn board(tiles: &[(i32, i32, &str)]) -> Board {
    let placements: Vec<Placement> = tiles
        .iter()
        .map(|&(row, col, tile)| Placement {
            tile: tile.parse().unwrap(),
            cell: Cell::new(row, col),
            by: None,
        })
        .collect();
    Board::try_from(placements).unwrap()
}

fn start_board() -> Board {
    board(&[(0, 0, "AS")])
}

/// Six tiles around the start, every empty neighbour of which is either open or completes
/// a 2×2 block.
fn six_tiles() -> Board {
    board(&[
        (0, 0, "AS"),
        (0, 1, "7D"),
        (1, 1, "KH"),
        (1, 2, "10C"),
        (-1, 1, "2H"),
        (2, 2, "QS"),
    ])
}

/// The board of a seeded random game once `placed` tiles (besides the A♠) are down, or at
/// its end.
fn random_board(seed: u64, placed: usize) -> Board {
    let mut game = TilePoker::new(&TilePokerOptions::default(), seed, Seat::A);
    let mut rng = rng_from_seed(seed);
    while game.board().len() <= placed {
        let Some(seat) = game.to_move() else { break };
        let mv = game.random_move(&mut rng);
        game.apply(seat, &mv).expect("random moves are legal");
    }
    game.board().clone()
}

fn full_board(seed: u64) -> Board {
    let board = random_board(seed, 51);
    assert_eq!(board.len(), 52);
    board
}

/// The 52 tiles in one line, down one column: the tallest board a game can make.
fn column_of_52() -> Board {
    let placements: Vec<Placement> = Card::all()
        .enumerate()
        .map(|(row, tile)| Placement {
            tile,
            cell: Cell::new(row as i32, 0),
            by: None,
        })
        .collect();
    Board::try_from(placements).unwrap()
}

/// A legal board of 52 tiles within a `span`×`span` box, grown greedily to have as many
/// open cells as it can: about the most a picture has to draw (14 gives the largest PNG).
fn bushy_board(span: i32) -> Board {
    let mut placements = vec![Placement {
        tile: Card::all().last().unwrap(),
        cell: Cell::ORIGIN,
        by: None,
    }];
    for tile in Card::all().take(51) {
        let board = Board::try_from(placements.clone()).unwrap();
        let best = board
            .legal_cells()
            .into_iter()
            .filter(|&cell| {
                let (tl, br) = board.bounds().unwrap();
                tl.row.min(cell.row) + span > br.row.max(cell.row)
                    && tl.col.min(cell.col) + span > br.col.max(cell.col)
            })
            .max_by_key(|&cell| {
                let mut next = placements.clone();
                next.push(Placement {
                    tile,
                    cell,
                    by: None,
                });
                Board::try_from(next).unwrap().legal_cells().len()
            })
            .unwrap();
        placements.push(Placement {
            tile,
            cell: best,
            by: None,
        });
    }
    Board::try_from(placements).unwrap()
}

fn last_cell(board: &Board) -> Option<Cell> {
    board.placements().last().map(|p| p.cell)
}

fn colour_at(pixmap: &Pixmap, (x, y): (u32, u32)) -> Rgb {
    let p = pixmap.pixel(x, y).expect("inside the picture").demultiply();
    assert_eq!(p.alpha(), 255, "the picture is opaque at ({x}, {y})");
    Rgb(p.red(), p.green(), p.blue())
}

/// Where to read a cell's colour, clear of glyphs and edges.
impl Layout {
    /// A point that shows a tile's own colour: inside it (the last placed tile, which
    /// shrinks a little, included), left of its rank and suit.
    fn tile_probe(&self, cell: Cell) -> Option<(u32, u32)> {
        let (x, y) = self.origin(cell)?;
        let inside = self.tile_inset() + self.px(LAST_SHRINK) as u32 + 1;
        Some((x + inside, y + self.cell / 2))
    }

    /// A point that shows an open cell's colour: inside its dashed edge, above its label.
    fn open_probe(&self, cell: Cell) -> Option<(u32, u32)> {
        let (x, y) = self.origin(cell)?;
        Some((x + self.cell / 2, y + self.cell / 4))
    }

    /// A point of the last placement's frame, in the gap above the tile.
    fn last_probe(&self, cell: Cell) -> Option<(u32, u32)> {
        let (x, y) = self.origin(cell)?;
        Some((x + self.cell / 2, y + self.tile_inset() / 2))
    }
}

const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
const MAX_PNG: usize = 200 * 1024;

/// Every grid cell of `board`'s picture shows what it holds: a tile, an open cell (the
/// legal cells), or bare felt; the last placement is framed.
fn check_picture(board: &Board) -> Result<(), TestCaseError> {
    let open = board.legal_cells();
    let last = last_cell(board);
    let pixmap = render_pixmap(board, &open, last);
    let layout = Layout::of(Grid::of(board));
    prop_assert_eq!(
        (pixmap.width(), pixmap.height()),
        (layout.width, layout.height)
    );
    for row in 0..layout.grid.rows {
        for col in 0..layout.grid.cols {
            let cell = Cell::new(layout.grid.top + row as i32, layout.grid.left + col as i32);
            if board.get(cell).is_some() {
                let probe = layout.tile_probe(cell).unwrap();
                prop_assert_eq!(colour_at(&pixmap, probe), TILE, "tile at {}", cell);
            } else if open.contains(&cell) {
                let probe = layout.open_probe(cell).unwrap();
                prop_assert_eq!(colour_at(&pixmap, probe), OPEN_FILL, "open at {}", cell);
            } else {
                let probe = layout.open_probe(cell).unwrap();
                prop_assert_eq!(colour_at(&pixmap, probe), FELT, "empty at {}", cell);
            }
        }
    }
    if let Some(last) = last {
        let probe = layout.last_probe(last).unwrap();
        prop_assert_eq!(colour_at(&pixmap, probe), LAST_OUTLINE);
    }
    Ok(())
}

/// Whether `alt` names `tile` on `cell`, in any of its styles.
fn names(alt: &str, grid: &Grid, tile: Card, cell: Cell) -> bool {
    let label = grid.label(cell).unwrap();
    let name = format!("{}{}", rank_text(tile.rank), tile.suit.symbol());
    [
        format!("{name} at {label}"),
        format!("{name} {label}"),
        format!("{} {label}", tile.code()),
    ]
    .iter()
    .any(|named| {
        alt.match_indices(named.as_str()).any(|(at, _)| {
            matches!(alt[at + named.len()..].chars().next(), Some(',' | '.'))
                && (at == 0 || alt[..at].ends_with(' '))
        })
    })
}

#[test]
fn columns_are_lettered_like_a_spreadsheet() {
    let letters: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
        .into_iter()
        .map(column_letters)
        .collect();
    assert_eq!(
        letters,
        ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]
    );
}

#[test]
fn the_start_grid_is_the_a_spades_grown_by_one() {
    let grid = Grid::of(&start_board());
    assert_eq!(
        grid,
        Grid {
            top: -1,
            left: -1,
            rows: 3,
            cols: 3
        }
    );
    assert_eq!(Grid::of(&Board::default()), grid, "an empty board too");
    assert_eq!(grid.label(Cell::ORIGIN).as_deref(), Some("B2"));
    assert_eq!(grid.label(Cell::new(-1, -1)).as_deref(), Some("A1"));
    assert_eq!(grid.label(Cell::new(1, 1)).as_deref(), Some("C3"));
    assert_eq!(grid.label(Cell::new(2, 0)), None);
    assert_eq!(grid.label(Cell::new(0, -2)), None);
    assert_eq!(grid.cell("b2"), Some(Cell::ORIGIN));
    assert_eq!(grid.cell("  C3 "), Some(Cell::new(1, 1)));
    assert_eq!(grid.cell("D2"), None, "outside the grid");
    assert_eq!(grid.cell("B4"), None, "outside the grid");
}

#[test]
fn a_wide_grid_goes_on_to_double_letters() {
    let tiles: Vec<(i32, i32, String)> = Card::all()
        .take(30)
        .enumerate()
        .map(|(col, tile)| (0, col as i32, tile.code()))
        .collect();
    let tiles: Vec<(i32, i32, &str)> = tiles.iter().map(|(r, c, t)| (*r, *c, t.as_str())).collect();
    let grid = Grid::of(&board(&tiles));
    assert_eq!(grid.cols, 32);
    assert_eq!(grid.label(Cell::new(0, 24)).as_deref(), Some("Z2"));
    assert_eq!(grid.label(Cell::new(0, 25)).as_deref(), Some("AA2"));
    assert_eq!(grid.label(Cell::new(1, 30)).as_deref(), Some("AF3"));
    assert_eq!(grid.cell("aa2"), Some(Cell::new(0, 25)));
    assert_eq!(grid.cell(" Af3 "), Some(Cell::new(1, 30)));
    assert_eq!(grid.cell("AG1"), None, "one column past the grid");
}

#[test]
fn malformed_labels_name_no_cell() {
    for board in [start_board(), full_board(7)] {
        let grid = Grid::of(&board);
        for label in [
            "",
            " ",
            "A",
            "1",
            "A0",
            "ZZZ999",
            "B-1",
            "B+1",
            "2B",
            "B 2",
            "B2x",
            "É2",
            "B²",
            "AAAAAAAAAAAAAAAA1",
            "A99999999999999999999999",
        ] {
            assert_eq!(grid.cell(label), None, "{label:?}");
        }
    }
}

#[test]
fn the_start_board_picture() {
    let board = start_board();
    let open = board.legal_cells();
    let grid = Grid::of(&board);
    let labels: Vec<String> = open.iter().map(|&c| grid.label(c).unwrap()).collect();
    assert_eq!(labels, ["B1", "A2", "C2", "B3"]);

    let png = render_png(&board, &open, None);
    assert_eq!(png[..8], PNG_SIGNATURE);
    assert!(png.len() < MAX_PNG, "{} bytes", png.len());
    let pixmap = Pixmap::decode_png(&png).unwrap();
    let layout = Layout::of(grid);
    assert_eq!((layout.cell, layout.ruler), (MAX_CELL, 38));
    assert_eq!((pixmap.width(), pixmap.height()), (242, 242));
    let at = |probe: Option<(u32, u32)>| colour_at(&pixmap, probe.unwrap());
    assert_eq!(at(layout.tile_probe(Cell::ORIGIN)), TILE);
    for &cell in &open {
        assert_eq!(at(layout.open_probe(cell)), OPEN_FILL, "{cell}");
    }
    assert_eq!(at(layout.open_probe(Cell::new(-1, -1))), FELT);
    assert_ne!(
        at(layout.last_probe(Cell::ORIGIN)),
        LAST_OUTLINE,
        "no last, no frame"
    );

    let framed = render_pixmap(&board, &open, Some(Cell::ORIGIN));
    assert_eq!(
        colour_at(&framed, layout.last_probe(Cell::ORIGIN).unwrap()),
        LAST_OUTLINE
    );
    assert_eq!(
        colour_at(&framed, layout.tile_probe(Cell::ORIGIN).unwrap()),
        TILE
    );

    assert_eq!(alt_text(Lang::ENGLISH, &board), "Row 2: A♠ at B2.");
}

#[test]
fn a_six_tile_board_picture() {
    let board = six_tiles();
    let open = board.legal_cells();
    let grid = Grid::of(&board);
    assert_eq!(
        grid,
        Grid {
            top: -2,
            left: -1,
            rows: 6,
            cols: 5
        }
    );
    let labels: Vec<String> = open.iter().map(|&c| grid.label(c).unwrap()).collect();
    assert_eq!(labels, ["C1", "D2", "A3", "E4", "E5", "D6"]);

    let last = Cell::new(2, 2);
    let png = render_png(&board, &open, Some(last));
    assert_eq!(png[..8], PNG_SIGNATURE);
    assert!(png.len() < MAX_PNG, "{} bytes", png.len());
    let pixmap = Pixmap::decode_png(&png).unwrap();
    let layout = Layout::of(grid);
    assert_eq!((pixmap.width(), pixmap.height()), (370, 434));
    let at = |probe: Option<(u32, u32)>| colour_at(&pixmap, probe.unwrap());
    for placement in board.placements() {
        assert_eq!(
            at(layout.tile_probe(placement.cell)),
            TILE,
            "{}",
            placement.tile
        );
    }
    for &cell in &open {
        assert_eq!(at(layout.open_probe(cell)), OPEN_FILL, "{cell}");
    }
    // B4 and C5 would complete a 2×2 block; A1 is far from every tile.
    for label in ["B4", "C5", "A1"] {
        assert_eq!(
            at(layout.open_probe(grid.cell(label).unwrap())),
            FELT,
            "{label}"
        );
    }
    assert_eq!(at(layout.last_probe(last)), LAST_OUTLINE);
    assert_ne!(at(layout.last_probe(Cell::ORIGIN)), LAST_OUTLINE);

    assert_eq!(
        alt_text(Lang::ENGLISH, &board),
        "Row 2: 2♥ at C2. Row 3: A♠ at B3, 7♦ at C3. Row 4: K♥ at C4, 10♣ at D4. \
         Row 5: Q♠ at D5."
    );
}

#[test]
fn an_empty_board_is_drawn_and_described() {
    let board = Board::default();
    let pixmap = render_pixmap(&board, &[], None);
    assert_eq!((pixmap.width(), pixmap.height()), (242, 242));
    assert_eq!(alt_text(Lang::ENGLISH, &board), "The board is empty.");
}

#[test]
fn full_boards_are_small_and_fully_described() {
    for board in [
        full_board(1),
        full_board(2),
        column_of_52(),
        bushy_board(14),
    ] {
        let png = render_png(&board, &[], last_cell(&board));
        assert_eq!(png[..8], PNG_SIGNATURE);
        assert!(png.len() < MAX_PNG, "{} bytes", png.len());
        let pixmap = Pixmap::decode_png(&png).unwrap();
        assert!(pixmap.width() <= MAX_SIDE && pixmap.height() <= MAX_SIDE);
        check_picture(&board).unwrap();

        let alt = alt_text(Lang::ENGLISH, &board);
        assert!(
            alt.chars().count() <= ALT_TEXT_LIMIT,
            "{} chars: {alt}",
            alt.chars().count()
        );
        let grid = Grid::of(&board);
        for p in board.placements() {
            assert!(
                names(&alt, &grid, p.tile, p.cell),
                "{} missing from {alt}",
                p.tile
            );
        }
    }
}

#[test]
fn the_tallest_board_is_drawn_small_and_described_in_full() {
    let board = column_of_52();
    let layout = Layout::of(Grid::of(&board));
    assert_eq!(layout.grid.rows, 54);
    assert!(
        layout.height <= MAX_SIDE && layout.cell >= MIN_CELL,
        "{layout:?}"
    );
    let alt = alt_text(Lang::ENGLISH, &board);
    assert!(
        alt.starts_with("Row 2: 2♣ at B2. Row 3: 2♦ at B3."),
        "{alt}"
    );
    assert!(alt.ends_with("Row 53: A♠ at B53."), "{alt}");
}

/// 52 tiles spread on a diagonal, `rows` and `cols` apart: no game makes it, but its
/// long labels need the shorter styles.
fn diagonal(rows: i32, cols: i32) -> Board {
    let placements: Vec<Placement> = Card::all()
        .enumerate()
        .map(|(i, tile)| Placement {
            tile,
            cell: Cell::new(i as i32 * rows, i as i32 * cols),
            by: None,
        })
        .collect();
    Board::try_from(placements).unwrap()
}

#[test]
fn a_long_description_drops_the_at_words_then_the_row_headings() {
    let alt = alt_text(Lang::ENGLISH, &diagonal(1, 30));
    assert!(
        alt.starts_with("Row 2: 2♣ B2. Row 3: 2♦ AF3. Row 4:"),
        "{alt}"
    );
    assert!(alt.chars().count() <= ALT_TEXT_LIMIT);

    let alt = alt_text(Lang::ENGLISH, &diagonal(1, 400_000));
    assert!(alt.starts_with("2C B2, 2D VSRR3, 2H "), "{alt}");
    assert!(alt.ends_with(" AS ARPQML53."), "{alt}");
    assert!(alt.chars().count() <= ALT_TEXT_LIMIT);

    let far = 40_000_000;
    let alt = alt_text(Lang::ENGLISH, &diagonal(far, far));
    assert!(alt.starts_with("2C B2, 2D CIMUOP40000002, "), "{alt}");
    assert!(alt.ends_with('…'), "{alt}");
    assert_eq!(alt.chars().count(), ALT_TEXT_LIMIT);
}

#[test]
fn boards_no_game_reaches_are_drawn_without_panicking() {
    let far = board(&[(0, 0, "AS"), (0, 100_000, "KH")]);
    // The grid stops at the edge of i32 instead of growing past it.
    let edges = board(&[
        (i32::MIN, i32::MIN, "AS"),
        (i32::MAX - 1, i32::MAX - 1, "KH"),
    ]);
    for board in [far, edges] {
        let grid = Grid::of(&board);
        let pixmap = render_pixmap(&board, &board.legal_cells(), last_cell(&board));
        assert!(pixmap.width() <= MAX_SIDE && pixmap.height() <= MAX_SIDE);
        assert!(alt_text(Lang::ENGLISH, &board).chars().count() <= ALT_TEXT_LIMIT);
        for p in board.placements() {
            let label = grid.label(p.cell).unwrap();
            assert_eq!(grid.cell(&label), Some(p.cell), "{label}");
        }
    }
}

proptest! {
    // A fixed seed: the same 24 boards every run, so the run time and the result never
    // depend on luck.
    #![proptest_config(ProptestConfig {
        cases: 24,
        rng_seed: RngSeed::Fixed(0x711e),
        ..ProptestConfig::default()
    })]

    /// Every cell of the grid has a label that reads back as the same cell, in any case
    /// and with spaces around; every legal cell is in the grid.
    #[test]
    fn every_label_reads_back(seed in any::<u64>(), placed in 0usize..52) {
        let board = random_board(seed, placed);
        let grid = Grid::of(&board);
        for row in 0..grid.rows {
            for col in 0..grid.cols {
                let cell = Cell::new(grid.top + row as i32, grid.left + col as i32);
                let label = grid.label(cell).unwrap();
                prop_assert_eq!(grid.cell(&label), Some(cell));
                prop_assert_eq!(grid.cell(&format!(" {} ", label.to_lowercase())), Some(cell));
            }
        }
        for cell in board.legal_cells() {
            prop_assert!(grid.label(cell).is_some(), "{} is outside {:?}", cell, grid);
        }
    }

    /// Tiles, open cells, empty cells and the last placement show in their colours.
    #[test]
    fn every_cell_shows_what_it_holds(seed in any::<u64>(), placed in 0usize..52) {
        check_picture(&random_board(seed, placed))?;
    }
}

/// Not a check: writes a start, a mid-game and a full board to the temporary folder, to
/// look at. `cargo test --lib tile_board -- --ignored --nocapture`
#[test]
#[ignore]
fn write_samples() {
    for (name, board) in [
        ("tile_sample_start", start_board()),
        ("tile_sample", random_board(3, 25)),
        ("tile_sample_full", full_board(3)),
        ("tile_sample_column", column_of_52()),
    ] {
        let png = render_png(&board, &board.legal_cells(), last_cell(&board));
        let path = std::env::temp_dir().join(format!("{name}.png"));
        std::fs::write(&path, &png).unwrap();
        println!(
            "{}: {} bytes\n{}",
            path.display(),
            png.len(),
            alt_text(Lang::ENGLISH, &board)
        );
    }
}
