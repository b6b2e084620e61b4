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
use crate::rules::{BySeat, Outcome, Seat};
use crate::web::layout::Voice;
use crate::words::Args;
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
fn grid(v: &Voice, public: &TilePokerPublic) -> Markup {
    let board = &public.board;
    let grid = Grid::of(board);
    if grid.rows > MAX_SIDE || grid.cols > MAX_SIDE {
        return html! { p.muted { (v.word("frames-tile-too-large")) } };
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
    // The page draws the board as a picture (its alt text the board in words): the grid
    // is there for who wants it as text, folded so that the board is not shown twice.
    html! {
        details.board-text { summary { (v.text("frames-tile-board", &Args::new().num("n", board.len()))) }
        div.scroll { table.grid {
            thead { tr { th {} @for col in 0..grid.cols { th scope="col" { (column(&grid, col)) } } } }
            tbody { @for row in 0..grid.rows {
                tr { th scope="row" { (row + 1) } @for col in 0..grid.cols { (td(cell_at(&grid, row, col))) } }
            } }
        } } }
    }
}

impl WebFrame for TilePoker {
    const SCORE: &'static str = "web-score-points";

    fn table(seats: &Seats, public: &TilePokerPublic) -> Markup {
        let v = &seats.voice;
        let tiles = |seat: Seat| {
            let slots = vec![
                ("who", html! { strong { (seats.name(seat)) } }),
                ("tiles", cards(v, &public.hands[seat])),
            ];
            v.fill("frames-tile-tiles", Args::new(), slots)
        };
        let sizes = Args::new()
            .num("board", public.board.len())
            .num("pool", public.pool_size);
        html! {
            ul.plain { @for seat in Seat::BOTH { li { (tiles(seat)) } } }
            p { (v.text("tile-board-pool", &sizes)) }
            (grid(v, public))
        }
    }

    fn to_do(v: &Voice, public: &TilePokerPublic) -> String {
        let stalls = public.to_move.map_or(0, |seat| public.non_placing[seat]);
        let stalls = match stalls {
            0 => String::new(),
            n => format!(" · {}", v.text("tile-stalls", &Args::new().num("n", n).num("max", MAX_NON_PLACING))),
        };
        v.text("tile-to-place", &Args::new().str("stalls", &stalls))
    }

    fn events(seats: &Seats, events: &[TilePokerEvent]) -> Vec<Markup> {
        events.iter().filter_map(|e| event(seats, e)).collect()
    }

    /// A placement names its cell as this step's grid labels it: the grid grows as tiles
    /// go down, so the label the mover saw may name another cell here.
    fn describe(v: &Voice, _: &TilePokerView, mv: &TilePokerMove, now: &TilePokerPublic) -> Markup {
        match mv {
            TilePokerMove::Place { tile, cell } => {
                let at = label(&Grid::of(&now.board), *cell);
                v.around("frames-tile-placed", Args::new().str("cell", &at), "tile", card(*tile))
            }
            TilePokerMove::Exchange { tile } => {
                v.around("frames-tile-exchanged", Args::new(), "tile", card(*tile))
            }
            TilePokerMove::Pass => html! { (v.word("frames-tile-passed")) },
        }
    }

}

/// One event of a turn, in words; none for what the action line says already.
fn event(seats: &Seats, event: &TilePokerEvent) -> Option<Markup> {
    let v = &seats.voice;
    let who = |seat: &Seat| Args::new().str("who", seats.name(*seat));
    Some(match event {
        TilePokerEvent::Placed { tile, lines, total, .. } => v.fill(
            "frames-tile-scores",
            Args::new().num("total", *total),
            vec![("tile", card(*tile)), ("lines", lines_text(v, lines, *tile))],
        ),
        TilePokerEvent::Drew { seat, tile } => v.around("frames-tile-drew", who(seat), "tile", card(*tile)),
        TilePokerEvent::Exchanged { seat, returned, drew } => v.fill(
            "frames-tile-event-exchanged",
            who(seat),
            vec![("returned", card(*returned)), ("drew", card(*drew))],
        ),
        TilePokerEvent::Skipped { seat } => html! { (v.text("tile-last-skipped", &who(seat))) },
        TilePokerEvent::Ended { outcome, scores, best_hands, aces } => {
            result(seats, *outcome, *scores, *best_hands, *aces)
        }
        TilePokerEvent::Passed { .. } | TilePokerEvent::ClockSkipped { .. } => return None,
    })
}

/// Every line a placement scores, then the total: `row …, 8; column …, 2 → 10 points`.
fn lines_text(v: &Voice, lines: &[LineScore], tile: Card) -> Markup {
    let points: u32 = lines.iter().map(|l| l.points).sum();
    if lines.is_empty() {
        return html! { (v.word("tile-lines-none")) };
    }
    let each = html! {
        @for (i, line) in lines.iter().enumerate() {
            @if i > 0 { "; " }
            (line_text(v, line, tile))
        }
    };
    let total = html! { strong { (v.text("frames-tile-points", &Args::new().num("n", points))) } };
    v.fill("frames-tile-lines", Args::new(), vec![("lines", each), ("points", total)])
}

/// `row 5♣ 5♦ K♥ K♣ 5♥ — full house, 8`, with the reason when the line scores nothing.
fn line_text(v: &Voice, line: &LineScore, tile: Card) -> Markup {
    let axis = match line.axis {
        Axis::Row => "row",
        Axis::Column => "column",
    };
    let tile_slot = || vec![("tile", card(tile))];
    let why = match (line.hand, line.contributes) {
        (None, _) => html! { (v.text("tile-line-too-long", &Args::new().num("n", line.tiles.len()))) },
        (Some(hand), true) => {
            let name = hand_name(v, Some(hand), &line.tiles);
            let args = Args::new().str("hand", &name).num("points", line.points);
            html! { (v.text("tile-line-scores", &args)) }
        }
        (Some(Category::HighCard), false) => v.fill("tile-line-not-highest", Args::new(), tile_slot()),
        (Some(hand), false) => {
            let name = hand_name(v, Some(hand), &line.tiles);
            v.fill("tile-line-not-part", Args::new().str("hand", &name), tile_slot())
        }
    };
    let slots = vec![("tiles", cards(v, &line.tiles)), ("why", why)];
    v.fill("tile-line", Args::new().str("axis", axis), slots)
}

/// The category's name, "royal flush" for the ace-high straight flush, "nothing" for none.
fn hand_name(v: &Voice, hand: Option<Category>, tiles: &[Card]) -> String {
    let ace_high =
        tiles.iter().any(|t| t.rank == Rank::Ace) && tiles.iter().any(|t| t.rank == Rank::King);
    let key = match hand {
        Some(Category::StraightFlush) if ace_high => "royal-flush".to_string(),
        Some(other) => other.name().replace(' ', "-"),
        None => "none".to_string(),
    };
    v.text("tile-category", &Args::new().str("category", &key))
}

/// The result with the tie-breaks it needed: points, then the best hand made, then aces.
fn result(
    seats: &Seats,
    outcome: Outcome,
    scores: BySeat<u32>,
    best: BySeat<Option<Category>>,
    aces: BySeat<u32>,
) -> Markup {
    let v = &seats.voice;
    let (a, b) = (seats.name(Seat::A), seats.name(Seat::B));
    let made = |seat: Seat| hand_name(v, best[seat], &[]);
    let tiebreak = if scores.a == scores.b && best.a != best.b {
        let args = Args::new().str("a", a).str("b", b);
        v.text("tile-tie-hands", &args.str("ha", &made(Seat::A)).str("hb", &made(Seat::B)))
    } else if scores.a == scores.b {
        let args = Args::new().str("a", a).str("b", b).num("aa", aces.a).num("ab", aces.b);
        v.text("tile-tie-aces", &args.str("hand", &made(Seat::A)))
    } else {
        String::new()
    };
    let verdict = match outcome.winner() {
        Some(w) => v.text("tile-verdict-win", &Args::new().str("winner", seats.name(w))),
        None => v.word("tile-verdict-draw"),
    };
    let args = Args::new().str("a", a).str("b", b).str("tiebreak", &tiebreak);
    let slots = vec![
        ("sa", html! { strong { (scores.a) } }),
        ("sb", html! { strong { (scores.b) } }),
        ("verdict", html! { strong { (verdict) } }),
    ];
    v.fill("tile-result", args, slots)
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
