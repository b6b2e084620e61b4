//! Tile Poker on the web. Everything is public but the pool: both hands, the pool's
//! size, and the board as an HTML grid labelled by the picture's own [`Grid`] (columns
//! lettered from the left, rows numbered from the top, one empty cell around the tiles),
//! the open cells named, the last placement marked and the lines it scored outlined. A
//! placement's lines and points are its events.

use super::{card, cards, Seats, WebFrame};
use crate::cards::{Card, Rank};
use crate::pictures::tile_board::Grid;
use crate::rules::tile_poker::{
    Axis, Category, Cell, LineScore, TilePoker, TilePokerEvent, TilePokerMove,
    TilePokerPublic, TilePokerView, MAX_NON_PLACING,
};
use crate::rules::{count, BySeat, Outcome, Seat};
use maud::{html, Markup};
use std::collections::HashSet;

/// The widest (or tallest) grid drawn; a board past it (which play never makes: 52 tiles
/// span at most 54 cells) is described instead.
const MAX_SIDE: u32 = 64;

/// `B3`, as the board's picture labels the cell; the rules' own words outside the grid.
fn label(grid: &Grid, cell: Cell) -> String {
    grid.label(cell).unwrap_or_else(|| cell.to_string())
}

/// The cell `row` rows and `col` columns from the grid's top-left corner.
fn cell_at(grid: &Grid, row: u32, col: u32) -> Option<Cell> {
    Cell::new(grid.top, grid.left).offset(i32::try_from(row).ok()?, i32::try_from(col).ok()?)
}

/// The letters of column `col`, as the picture's labels begin.
fn column(grid: &Grid, col: u32) -> String {
    cell_at(grid, 0, col)
        .and_then(|cell| grid.label(cell))
        .map(|l| l.trim_end_matches(|c: char| c.is_ascii_digit()).to_string())
        .unwrap_or_default()
}

/// The cells of the lines the last placement scored points with.
fn scored_cells(public: &TilePokerPublic) -> HashSet<Cell> {
    let mut cells = HashSet::new();
    for event in &public.last_turn {
        let TilePokerEvent::Placed { lines, .. } = event else {
            continue;
        };
        for line in lines.iter().filter(|l| l.points > 0) {
            let (dr, dc) = match line.axis {
                Axis::Row => (0, 1),
                Axis::Column => (1, 0),
            };
            let mut at = Some(line.start);
            for _ in &line.tiles {
                let Some(cell) = at else { break };
                cells.insert(cell);
                at = cell.offset(dr, dc);
            }
        }
    }
    cells
}

/// The board as a table of cells.
fn grid(public: &TilePokerPublic) -> Markup {
    let board = &public.board;
    let grid = Grid::of(board);
    if grid.rows > MAX_SIDE || grid.cols > MAX_SIDE {
        return html! { p.muted { "(the board is too large to draw here)" } };
    }
    let open: HashSet<Cell> = match public.to_move {
        Some(_) => board.legal_cells().into_iter().collect(),
        None => HashSet::new(),
    };
    let scored = scored_cells(public);
    let last = board.placements().last().map(|p| p.cell);
    let td = |cell: Option<Cell>| {
        let Some(cell) = cell else { return html! { td {} } };
        match board.get(cell) {
            Some(tile) => {
                let mut class = String::from("tile");
                if last == Some(cell) { class += " last"; }
                if scored.contains(&cell) { class += " scored"; }
                html! { td class=(class) { (card(tile)) } }
            }
            None if open.contains(&cell) => html! { td.open { (label(&grid, cell)) } },
            None => html! { td {} },
        }
    };
    html! {
        div.scroll { table.grid {
            caption { "The board: " (count(board.len(), "tile")) }
            thead { tr { th {} @for col in 0..grid.cols { th scope="col" { (column(&grid, col)) } } } }
            tbody { @for row in 0..grid.rows {
                tr { th scope="row" { (row + 1) } @for col in 0..grid.cols { (td(cell_at(&grid, row, col))) } }
            } }
        } }
    }
}

impl WebFrame for TilePoker {
    const SCORE: &'static str = "web-score-points";

    fn table(seats: &Seats, public: &TilePokerPublic) -> Markup {
        html! {
            ul.plain {
                @for seat in Seat::BOTH {
                    li { strong { (seats.name(seat)) } "'s tiles: " (cards(&public.hands[seat])) }
                }
            }
            p { "Board: " (count(public.board.len(), "tile")) " · pool: " (count(public.pool_size, "tile")) }
            (grid(public))
        }
    }

    fn to_do(public: &TilePokerPublic) -> String {
        let stalls = public.to_move.map_or(0, |seat| public.non_placing[seat]);
        match stalls {
            0 => "to place a tile".into(),
            n => format!("to place a tile (passes and exchanges in a row: {n} of {MAX_NON_PLACING})"),
        }
    }

    fn events(seats: &Seats, events: &[TilePokerEvent]) -> Vec<Markup> {
        events.iter().filter_map(|e| event(seats, e)).collect()
    }

    /// A placement names its cell as this step's grid labels it: the grid grows as tiles
    /// go down, so the label the mover saw may name another cell here.
    fn describe(_: &TilePokerView, mv: &TilePokerMove, now: &TilePokerPublic) -> Markup {
        match mv {
            TilePokerMove::Place { tile, cell } => {
                let at = label(&Grid::of(&now.board), *cell);
                html! { "placed " (card(*tile)) " on " (at) }
            }
            TilePokerMove::Exchange { tile } => html! { "exchanged " (card(*tile)) " with the pool" },
            TilePokerMove::Pass => html! { "passed" },
        }
    }

    /// Both hands are on the table.
    fn hand(_: &TilePokerView) -> Option<Markup> {
        None
    }
}

/// One event of a turn, in words; none for what the action line says already.
fn event(seats: &Seats, event: &TilePokerEvent) -> Option<Markup> {
    let who = |seat: &Seat| seats.name(*seat);
    Some(match event {
        TilePokerEvent::Placed { tile, lines, total, .. } => html! {
            (card(*tile)) " scores: " (lines_text(lines, *tile)) " (total " (total) ")"
        },
        TilePokerEvent::Drew { seat, tile } => html! { (who(seat)) " drew " (card(*tile)) "." },
        TilePokerEvent::Exchanged { seat, returned, drew } => html! {
            (who(seat)) " returned " (card(*returned)) " to the pool and drew " (card(*drew)) "."
        },
        TilePokerEvent::Skipped { seat } => html! { (who(seat)) " holds no tiles and is skipped." },
        TilePokerEvent::Ended { outcome, scores, best_hands, aces } => {
            result(seats, *outcome, *scores, *best_hands, *aces)
        }
        TilePokerEvent::Passed { .. } | TilePokerEvent::ClockSkipped { .. } => return None,
    })
}

/// Every line a placement scores, then the total: `row …, 8; column …, 2 → 10 points`.
fn lines_text(lines: &[LineScore], tile: Card) -> Markup {
    let points: u32 = lines.iter().map(|l| l.points).sum();
    if lines.is_empty() {
        return html! { "it starts no line of 2 or more tiles: 0 points" };
    }
    html! {
        @for (i, line) in lines.iter().enumerate() {
            @if i > 0 { "; " }
            (line_text(line, tile))
        }
        " → " strong { (count(points as usize, "point")) }
    }
}

/// `row 5♣ 5♦ K♥ K♣ 5♥ — full house, 8`, with the reason when the line scores nothing.
fn line_text(line: &LineScore, tile: Card) -> Markup {
    let axis = match line.axis {
        Axis::Row => "row",
        Axis::Column => "column",
    };
    let why = match (line.hand, line.contributes) {
        (None, _) => html! { (line.tiles.len()) " tiles: a line of 6 or more scores 0" },
        (Some(hand), true) => html! { (hand_name(hand, &line.tiles)) ", " (line.points) },
        (Some(Category::HighCard), false) => {
            html! { "high card, but " (card(tile)) " is not the highest: 0" }
        }
        (Some(hand), false) => {
            html! { (hand_name(hand, &line.tiles)) ", but " (card(tile)) " is not part of it: 0" }
        }
    };
    html! { (axis) " " (cards(&line.tiles)) " — " (why) }
}

/// The category's name, "royal flush" for the ace-high straight flush.
fn hand_name(hand: Category, tiles: &[Card]) -> &'static str {
    let ace_high =
        tiles.iter().any(|t| t.rank == Rank::Ace) && tiles.iter().any(|t| t.rank == Rank::King);
    match hand {
        Category::StraightFlush if ace_high => "royal flush",
        other => other.name(),
    }
}

/// The result with the tie-breaks it needed: points, then the best hand made, then aces.
fn result(
    seats: &Seats,
    outcome: Outcome,
    scores: BySeat<u32>,
    best: BySeat<Option<Category>>,
    aces: BySeat<u32>,
) -> Markup {
    let (a, b) = (seats.name(Seat::A), seats.name(Seat::B));
    let made = |seat: Seat| best[seat].map_or("nothing", Category::name);
    html! {
        "All 52 tiles are down. Final score: " (a) " " strong { (scores.a) } " · " (b) " " strong { (scores.b) } "."
        @if scores.a == scores.b && best.a != best.b {
            " Points tied; best hand made: " (a) " " (made(Seat::A)) " · " (b) " " (made(Seat::B)) "."
        } @else if scores.a == scores.b {
            " Points and best hands (" (made(Seat::A)) ") tied; aces placed: " (a) " " (aces.a) " · " (b) " " (aces.b) "."
        }
        " "
        @match outcome.winner() {
            Some(w) => strong { (seats.name(w)) " wins." },
            None => strong { "A draw." },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{page_of, public_part, render_all};
    use super::*;
    use crate::model::games::StepAction;
    use crate::model::{AnyMove, AnyPublic};
    use crate::rules::GameKind;

    #[test]
    fn grid_labels_read_as_the_pictures_do() {
        let grid = Grid::of(&Default::default());
        assert_eq!(label(&grid, Cell::ORIGIN), "B2");
        assert_eq!(label(&grid, Cell::new(9, 9)), "(row 9, col 9)");
        assert_eq!(cell_at(&grid, 0, 0), Some(Cell::new(-1, -1)));
        assert_eq!((column(&grid, 0), column(&grid, 2)), ("A".into(), "C".into()));
    }

    /// A seeded Tile Poker game played to the end: every step renders its grid, the
    /// deal's open cells are labelled, a scoring placement outlines its lines, and the
    /// end gives the final score.
    #[test]
    fn a_tile_poker_match_renders_its_grid_scoring_lines_and_final_score() {
        let page = page_of(GameKind::TilePoker, 4);
        let steps = render_all(&page);
        let first = public_part(&steps[0]);
        assert!(first.contains(r#"<table class="grid">"#), "{first}");
        assert!(first.contains("A♠"));
        for label in ["B1", "A2", "C2", "B3"] {
            assert!(first.contains(&format!(r#"<td class="open">{label}</td>"#)), "{label}");
        }
        assert!(steps.iter().any(|s| s.contains(r#"class="tile last scored""#)));
        assert!(steps.iter().any(|s| s.contains(" scores: ") && s.contains(" points</strong>")));
        // A placement names its cell by the label of the grid drawn with it.
        for (at, html) in page.replay.steps.iter().zip(&steps) {
            let (Some((_, StepAction::Play { mv, .. })), AnyPublic::TilePoker(now)) =
                (&at.action, &at.public)
            else {
                continue;
            };
            if let AnyMove::TilePoker(TilePokerMove::Place { cell, .. }) = mv {
                let named = label(&Grid::of(&now.board), *cell);
                assert!(html.contains(&format!(" on {named}.</p>")), "{named}: {html}");
            }
        }
        let last = steps.last().unwrap();
        let info = &page.replay.info;
        assert!(last.contains("All 52 tiles are down. Final score: "), "{last}");
        assert!(last.contains(&format!("<strong>{}</strong> · ", info.scores.a)), "{last}");
        assert!(!public_part(last).contains(r#"class="open""#), "no open cells at the end");
    }
}
