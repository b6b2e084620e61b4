//! The Tile Poker board as a picture: the labelled [`Grid`] players name cells with
//! (`B3`), a small PNG of the tiles with the open cells marked, and the same board in words
//! for its alt text; [`picture`] makes the table's. Pure: no Discord here, and the font
//! ships inside the crate, so a board draws the same on every machine.
//! The board in words is [`alt`]'s.
//!
//! Why one file of over 600 lines: drawing (tiles, glyphs, labels) and encoding are one
//! pipeline whose layout constants they share; split, each half would import the other.

use super::font::FONT;
pub use super::paint::Rgb;
use super::paint::{encode, rounded_rect};
use super::Picture;
use crate::cards::{Card, Rank, Suit};
use crate::rules::tile_poker::{Board, Cell, TilePokerPublic};
use crate::words::Lang;
use std::collections::HashMap;
use tiny_skia::{Color, FillRule, Paint, Path, Pixmap, Rect, Stroke, StrokeDash, Transform};

/// The labelled grid of a board: the tiles' bounding box grown by one cell on every side
/// (so every legal cell is inside). Columns are lettered from the left (A..Z, then AA,
/// AB…), rows numbered from the top (1, 2, …). An empty board (cannot happen in play, but
/// be total) is the single cell (0,0) grown by one. At the very edge of `i32`, where no
/// game reaches, the grid stops growing instead of overflowing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    pub top: i32,
    pub left: i32,
    pub rows: u32,
    pub cols: u32,
}

impl Grid {
    pub fn of(board: &Board) -> Grid {
        let (top_left, bottom_right) = board.bounds().unwrap_or((Cell::ORIGIN, Cell::ORIGIN));
        let top = top_left.row.saturating_sub(1);
        let left = top_left.col.saturating_sub(1);
        Grid {
            top,
            left,
            rows: span(top, bottom_right.row.saturating_add(1)),
            cols: span(left, bottom_right.col.saturating_add(1)),
        }
    }

    /// "B3"; None outside the grid.
    pub fn label(&self, cell: Cell) -> Option<String> {
        let (row, col) = self.position(cell)?;
        Some(format!("{}{}", column_letters(col), u64::from(row) + 1))
    }

    /// Reads a label back, case-insensitive, surrounding spaces ignored ("b3", " AA12 ");
    /// None if malformed or outside the grid.
    pub fn cell(&self, label: &str) -> Option<Cell> {
        let label = label.trim();
        let digits_at = label
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(label.len());
        let (letters, digits) = label.split_at(digits_at);
        if letters.is_empty() || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // Bijective base 26: A = 1 … Z = 26, AA = 27.
        let mut column: u64 = 0;
        for letter in letters.bytes() {
            let digit = u64::from(letter.to_ascii_uppercase() - b'A' + 1);
            column = column.checked_mul(26)?.checked_add(digit)?;
            if column > u64::from(self.cols) {
                return None;
            }
        }
        let row: u64 = digits.parse().ok()?;
        if row == 0 || row > u64::from(self.rows) {
            return None;
        }
        Some(Cell::new(
            i32::try_from(i64::from(self.top) + row as i64 - 1).ok()?,
            i32::try_from(i64::from(self.left) + column as i64 - 1).ok()?,
        ))
    }

    /// The cell's (row, column) index from the top-left corner, `None` outside the grid.
    pub fn position(&self, cell: Cell) -> Option<(u32, u32)> {
        let row = u32::try_from(i64::from(cell.row) - i64::from(self.top)).ok()?;
        let col = u32::try_from(i64::from(cell.col) - i64::from(self.left)).ok()?;
        (row < self.rows && col < self.cols).then_some((row, col))
    }
}

/// How many cells from `first` to `last`, both included, as far as a `u32` counts.
fn span(first: i32, last: i32) -> u32 {
    u32::try_from(i64::from(last) - i64::from(first) + 1).unwrap_or(u32::MAX)
}

/// The letters of the column with index `index` (0 is A, 26 is AA).
fn column_letters(index: u32) -> String {
    let mut rest = u64::from(index) + 1;
    let mut letters = Vec::new();
    while rest > 0 {
        rest -= 1;
        letters.push(b'A' + (rest % 26) as u8);
        rest /= 26;
    }
    letters.reverse();
    String::from_utf8(letters).expect("ASCII letters")
}

// ---------------------------------------------------------------------------------------
// The picture.

/// Whether the pictures' font draws `text` ([`super::font`], shared by every picture).
pub use super::font::drawable;

/// Green felt: dark enough for white tiles to stand out, and neither black nor white, so
/// it reads the same in Discord's light and dark themes.
pub const FELT: Rgb = Rgb(0x1e, 0x56, 0x3a);
/// The lines between cells: just visible, so the rulers are easy to follow.
pub const GRID_LINE: Rgb = Rgb(0x26, 0x64, 0x45);
/// The bands of the rulers and their letters and numbers.
pub const RULER_BAND: Rgb = Rgb(0x17, 0x45, 0x2e);
pub const RULER_TEXT: Rgb = Rgb(0xd4, 0xe8, 0xdb);
pub const TILE: Rgb = Rgb(0xfb, 0xfa, 0xf5);
pub const TILE_SHADOW: Rgb = Rgb(0x10, 0x33, 0x21);
/// Hearts and diamonds.
pub const RED_SUIT: Rgb = Rgb(0xc6, 0x28, 0x28);
/// Spades and clubs.
pub const BLACK_SUIT: Rgb = Rgb(0x1c, 0x1c, 0x1c);
/// An open cell: a lighter square of felt, a dashed edge and its label.
pub const OPEN_FILL: Rgb = Rgb(0x3a, 0x8a, 0x5e);
pub const OPEN_EDGE: Rgb = Rgb(0xc9, 0xec, 0xd6);
pub const OPEN_TEXT: Rgb = Rgb(0xff, 0xff, 0xff);
/// The frame around the last placed tile.
pub const LAST_OUTLINE: Rgb = Rgb(0xf5, 0xb7, 0x00);

/// Cell sizes in pixels: the largest for small boards, shrinking so that the picture stays
/// within [`MAX_SIDE`] a side and [`MAX_AREA`] in all. No legal board needs less than
/// [`MIN_CELL`] (the longest line, 52 tiles, is a 54-cell grid, 29 px a cell); a bigger,
/// impossible board is cut off.
pub const MAX_CELL: u32 = 64;
pub const MIN_CELL: u32 = 16;
pub const MAX_SIDE: u32 = 1600;
/// Discord shows a preview a few hundred pixels wide whatever the size, so more pixels
/// only cost time and bytes: this keeps the PNG of any board well under 200 KB.
pub const MAX_AREA: u64 = 1_200_000;
/// Space around the whole picture.
pub const MARGIN: u32 = 6;
/// The rulers' width, in cells.
const RULER: f32 = 0.6;
/// The gap between a tile and the edge of its cell, in cells (the last placement's frame
/// fills it).
const TILE_INSET: f32 = 0.07;
/// How much the last placed tile shrinks so its frame shows better, in cells.
const LAST_SHRINK: f32 = 0.03;
const TILE_RADIUS: f32 = 0.12;
/// The rank's and the suit's height (font size) on a tile, and where their centres sit.
const RANK_SIZE: f32 = 0.46;
const RANK_Y: f32 = 0.34;
const SUIT_SIZE: f32 = 0.5;
const SUIT_Y: f32 = 0.71;
/// An open cell's label and a ruler's text, font size in cells.
const LABEL_SIZE: f32 = 0.32;
const RULER_SIZE: f32 = 0.32;
/// The widest a ruler's letters, an open cell's label and a tile's rank may be, in
/// cells.
const TEXT_WIDTH: f32 = 0.78;
const OPEN_LABEL_WIDTH: f32 = 0.7;
const TILE_TEXT_WIDTH: f32 = 0.68;
const OPEN_INSET: f32 = 0.1;
const OPEN_EDGE_WIDTH: f32 = 0.04;

/// Where everything goes for one board: the cell size and the picture's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub grid: Grid,
    /// A cell's side in pixels.
    pub cell: u32,
    /// The rulers' width in pixels.
    pub ruler: u32,
    pub width: u32,
    pub height: u32,
}

impl Layout {
    pub fn of(grid: Grid) -> Layout {
        Layout::fitting(grid, MAX_SIDE, MAX_AREA)
    }

    /// The largest cells (up to [`MAX_CELL`]) that keep the picture within `max_side` a
    /// side and `max_area` in all, but never below [`MIN_CELL`] (a bigger grid is cut
    /// off at `max_side`).
    pub fn fitting(grid: Grid, max_side: u32, max_area: u64) -> Layout {
        let longest = u64::from(grid.rows.max(grid.cols));
        let room = f64::from(max_side - 2 * MARGIN) / (longest as f64 + f64::from(RULER));
        let mut cell = (room.floor() as u32).clamp(MIN_CELL, MAX_CELL);
        loop {
            let layout = Layout::with_cell(grid, cell, max_side);
            if cell == MIN_CELL || u64::from(layout.width) * u64::from(layout.height) <= max_area {
                return layout;
            }
            cell -= 1;
        }
    }

    fn with_cell(grid: Grid, cell: u32, max_side: u32) -> Layout {
        let ruler = (cell as f32 * RULER).round() as u32;
        let side = |cells: u32| {
            let full = u64::from(2 * MARGIN + ruler) + u64::from(cells) * u64::from(cell);
            full.min(u64::from(max_side)) as u32
        };
        Layout {
            grid,
            cell,
            ruler,
            width: side(grid.cols),
            height: side(grid.rows),
        }
    }

    /// The top-left pixel of the cell's square, `None` unless all of it is in the picture.
    pub fn origin(&self, cell: Cell) -> Option<(u32, u32)> {
        let (row, col) = self.grid.position(cell)?;
        let at = |index: u32, side: u32| {
            let start = u64::from(MARGIN + self.ruler) + u64::from(index) * u64::from(self.cell);
            (start + u64::from(self.cell) <= u64::from(side)).then_some(start as u32)
        };
        Some((at(col, self.width)?, at(row, self.height)?))
    }

    /// The cells of the grid that fit in the picture, as (row, column) counts.
    fn visible(&self) -> (u32, u32) {
        let fit = |side: u32| (side - (MARGIN + self.ruler).min(side)) / self.cell;
        (
            fit(self.height).min(self.grid.rows),
            fit(self.width).min(self.grid.cols),
        )
    }

    fn px(&self, fraction: f32) -> f32 {
        (self.cell as f32 * fraction).round()
    }

    /// The gap around a tile in pixels: at least 2, so the last placement's frame shows.
    fn tile_inset(&self) -> u32 {
        (self.px(TILE_INSET) as u32).max(2)
    }
}

/// The board's picture on a table: the legal cells marked (while the game goes on) and the
/// last placement outlined, its alt text the board in words.
pub fn picture(lang: Lang, public: &TilePokerPublic) -> Picture {
    let open = if public.to_move.is_some() {
        public.board.legal_cells()
    } else {
        Vec::new()
    };
    let last = public.board.placements().last().map(|p| p.cell);
    Picture {
        name: "board.png",
        bytes: render_png(&public.board, &open, last),
        alt: alt_text(lang, &public.board),
    }
}

/// The board picture: tiles, with the `open` cells (the legal cells for the player to
/// move; empty slice when the game is over) marked with their labels, and `last` (the last
/// placed cell) highlighted.
pub fn render_png(board: &Board, open: &[Cell], last: Option<Cell>) -> Vec<u8> {
    encode(&render_pixmap(board, open, last))
}

/// [`render_png`] before encoding, for tests that read pixels. Its layout is
/// `Layout::of(Grid::of(board))`.
pub fn render_pixmap(board: &Board, open: &[Cell], last: Option<Cell>) -> Pixmap {
    let mut canvas = Canvas::new(Layout::of(Grid::of(board)));
    canvas.draw(board, open, last);
    canvas.pixmap
}

/// What a picture is drawn from: every shape the same at each cell, and every glyph at
/// each size, anti-aliased once into a [`Mask`] and then painted through it wherever it
/// goes. Filling paths is most of tiny-skia's cost, and a board repeats a few shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Shape {
    /// The rounded card of a tile, also its shadow.
    Tile,
    /// The last placed tile's card, a little smaller inside its frame.
    LastTile,
    /// The gold frame behind the last placed tile.
    Frame,
    OpenSquare,
    OpenEdge,
    /// A character at a font size in quarter pixels.
    Glyph(char, u32),
}

/// Coverage (0..=255) of a shape, and where its top-left corner goes relative to the
/// point it is drawn at (a cell's corner, or a glyph's pen on the baseline).
struct Mask {
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

impl Mask {
    const EMPTY: Mask = Mask {
        left: 0,
        top: 0,
        width: 1,
        coverage: Vec::new(),
    };

    /// `path` through `transform` (and `stroke`d, if given) into a `width`×`height` mask
    /// whose corner is at (`left`, `top`).
    fn draw(
        path: &Path,
        transform: Transform,
        stroke: Option<&Stroke>,
        (left, top): (i32, i32),
        (width, height): (u32, u32),
    ) -> Mask {
        let Some(mut pixmap) = Pixmap::new(width, height) else {
            return Mask::EMPTY;
        };
        let mut paint = Paint::default();
        paint.set_color(Color::WHITE);
        let transform = transform.post_translate(-left as f32, -top as f32);
        match stroke {
            Some(stroke) => pixmap.stroke_path(path, &paint, stroke, transform, None),
            None => pixmap.fill_path(path, &paint, FillRule::Winding, transform, None),
        }
        Mask {
            left,
            top,
            width: width as usize,
            coverage: pixmap.pixels().iter().map(|p| p.alpha()).collect(),
        }
    }

    fn new(shape: Shape, layout: &Layout) -> Mask {
        let cell = layout.cell as f32;
        let whole = (layout.cell, layout.cell);
        // A rounded square inset by `inset` pixels on each side of the cell.
        let square = |inset: f32, radius: f32| {
            Rect::from_xywh(inset, inset, cell - 2.0 * inset, cell - 2.0 * inset)
                .and_then(|r| rounded_rect(r, radius))
        };
        let radius = layout.px(TILE_RADIUS);
        let tile_inset = layout.tile_inset() as f32;
        let (path, stroke) = match shape {
            Shape::Tile => (square(tile_inset, radius), None),
            Shape::LastTile => (square(tile_inset + layout.px(LAST_SHRINK), radius), None),
            Shape::Frame => (square(0.0, radius + 2.0), None),
            Shape::OpenSquare => (square(layout.px(OPEN_INSET), radius), None),
            Shape::OpenEdge => {
                let dash = cell / 10.0;
                let stroke = Stroke {
                    width: (cell * OPEN_EDGE_WIDTH).max(1.5),
                    dash: StrokeDash::new(vec![dash, dash * 0.7], 0.0),
                    ..Stroke::default()
                };
                (square(layout.px(OPEN_INSET), radius), Some(stroke))
            }
            Shape::Glyph(c, quarters) => return Mask::glyph(c, quarters),
        };
        match path {
            Some(path) => Mask::draw(&path, Transform::identity(), stroke.as_ref(), (0, 0), whole),
            None => Mask::EMPTY,
        }
    }

    fn glyph(c: char, quarters: u32) -> Mask {
        let font = &*FONT;
        let Some((path, (l, b, r, t))) = font
            .exact(c)
            .and_then(|g| Some((g.path.as_ref()?, g.bounds?)))
        else {
            return Mask::EMPTY;
        };
        let scale = quarters as f32 / 4.0 / font.units_per_em;
        // Font units are y-up; one pixel of room on each side for the anti-aliased edges.
        let left = (l * scale).floor() as i32 - 1;
        let top = (-t * scale).floor() as i32 - 1;
        let width = ((r * scale).ceil() as i32 + 1 - left).max(1) as u32;
        let height = ((-b * scale).ceil() as i32 + 1 - top).max(1) as u32;
        let transform = Transform::from_scale(scale, -scale);
        Mask::draw(path, transform, None, (left, top), (width, height))
    }
}

struct Canvas {
    pixmap: Pixmap,
    layout: Layout,
    masks: HashMap<Shape, Mask>,
    /// Only pixels in this box are painted: (left, top, right, bottom), right and bottom
    /// excluded. The whole picture, unless a film redraws a few cells ([`film`]).
    clip: (u32, u32, u32, u32),
}

impl Canvas {
    fn new(layout: Layout) -> Canvas {
        Canvas {
            pixmap: Pixmap::new(layout.width, layout.height)
                .expect("Layout keeps both sides within 1..=MAX_SIDE"),
            layout,
            masks: HashMap::new(),
            clip: (0, 0, layout.width, layout.height),
        }
    }

    /// Draws `board` (within the clip box): felt, rulers, the `open` cells, the tiles and
    /// the frame of the `last` placement. Every pixel is a function of these alone, so a
    /// box drawn again comes out as the whole picture drawn again would.
    fn draw(&mut self, board: &Board, open: &[Cell], last: Option<Cell>) {
        let (left, top, right, bottom) = self.clip;
        self.fill_rect(left, top, right - left, bottom - top, FELT);
        self.rulers();
        for &cell in open {
            if board.get(cell).is_none() {
                self.open_cell(cell);
            }
        }
        for placement in board.placements() {
            self.tile(placement.cell, placement.tile, Some(placement.cell) == last);
        }
        if let Some(cell) = last.filter(|&cell| board.get(cell).is_none()) {
            self.stamp(Shape::Frame, cell, LAST_OUTLINE);
        }
    }

    /// Paints `colour` through the mask of `shape` with its reference point at (`x`, `y`).
    /// The picture is opaque (it starts filled with felt) and stays so.
    fn paint(&mut self, shape: Shape, x: i32, y: i32, colour: Rgb) {
        let mask = self
            .masks
            .entry(shape)
            .or_insert_with(|| Mask::new(shape, &self.layout));
        let width = self.pixmap.width() as i32;
        let (left, top, right, bottom) = self.clip;
        let (xs, ys) = (left as i32..right as i32, top as i32..bottom as i32);
        let rows = mask.coverage.len() / mask.width;
        let (x0, y0) = (x + mask.left, y + mask.top);
        if x0 >= xs.end
            || y0 >= ys.end
            || x0 + mask.width as i32 <= xs.start
            || y0 + rows as i32 <= ys.start
        {
            return;
        }
        let data = self.pixmap.data_mut();
        let mix = |under: u8, over: u8, alpha: u32| {
            ((u32::from(over) * alpha + u32::from(under) * (255 - alpha) + 127) / 255) as u8
        };
        for (row, line) in mask.coverage.chunks_exact(mask.width).enumerate() {
            let py = y0 + row as i32;
            if !ys.contains(&py) {
                continue;
            }
            for (col, &alpha) in line.iter().enumerate() {
                let px = x0 + col as i32;
                if alpha == 0 || !xs.contains(&px) {
                    continue;
                }
                let at = (py as usize * width as usize + px as usize) * 4;
                let alpha = u32::from(alpha);
                data[at] = mix(data[at], colour.0, alpha);
                data[at + 1] = mix(data[at + 1], colour.1, alpha);
                data[at + 2] = mix(data[at + 2], colour.2, alpha);
            }
        }
    }

    /// Paints `shape` on `cell`, if the cell is in the picture.
    fn stamp(&mut self, shape: Shape, cell: Cell, colour: Rgb) {
        if let Some((x, y)) = self.layout.origin(cell) {
            self.paint(shape, x as i32, y as i32, colour);
        }
    }

    /// A rectangle of whole pixels, clipped to the clip box.
    fn fill_rect(&mut self, x: u32, y: u32, w: u32, h: u32, colour: Rgb) {
        let width = self.pixmap.width();
        let (left, top, clip_right, clip_bottom) = self.clip;
        let (right, bottom) = (
            x.saturating_add(w).min(clip_right),
            y.saturating_add(h).min(clip_bottom),
        );
        let (x, y) = (x.max(left), y.max(top));
        let data = self.pixmap.data_mut();
        for py in y.min(bottom)..bottom {
            let row = py as usize * width as usize;
            for px in x.min(right)..right {
                let at = (row + px as usize) * 4;
                data[at..at + 4].copy_from_slice(&[colour.0, colour.1, colour.2, 255]);
            }
        }
    }

    /// The ruler bands with the column letters and row numbers, and the grid lines.
    fn rulers(&mut self) {
        let Layout { cell, ruler, .. } = self.layout;
        let (rows, cols) = self.layout.visible();
        let start = MARGIN + ruler;
        let (span_x, span_y) = (cols * cell, rows * cell);
        self.fill_rect(start, MARGIN, span_x, ruler, RULER_BAND);
        self.fill_rect(MARGIN, start, ruler, span_y, RULER_BAND);
        let line = (cell / 32).max(1);
        for col in 0..=cols {
            let x = (start + col * cell).saturating_sub(line / 2);
            self.fill_rect(x, start, line, span_y, GRID_LINE);
        }
        for row in 0..=rows {
            let y = (start + row * cell).saturating_sub(line / 2);
            self.fill_rect(start, y, span_x, line, GRID_LINE);
        }
        let (cell, ruler) = (cell as f32, ruler as f32);
        let size = cell * RULER_SIZE;
        let middle = MARGIN as f32 + ruler / 2.0;
        let centre = |index: u32| start as f32 + (index as f32 + 0.5) * cell;
        for col in 0..cols {
            let letters = column_letters(col);
            self.text(
                &letters,
                centre(col),
                middle,
                size,
                cell * TEXT_WIDTH,
                RULER_TEXT,
            );
        }
        for row in 0..rows {
            let number = (u64::from(row) + 1).to_string();
            self.text(&number, middle, centre(row), size, ruler * 0.92, RULER_TEXT);
        }
    }

    fn open_cell(&mut self, cell: Cell) {
        let (Some((x, y)), Some(label)) = (self.layout.origin(cell), self.layout.grid.label(cell))
        else {
            return;
        };
        self.stamp(Shape::OpenSquare, cell, OPEN_FILL);
        self.stamp(Shape::OpenEdge, cell, OPEN_EDGE);
        let size = self.layout.cell as f32;
        let (cx, cy) = (x as f32 + size / 2.0, y as f32 + size / 2.0);
        let width = size * OPEN_LABEL_WIDTH;
        self.text(&label, cx, cy, size * LABEL_SIZE, width, OPEN_TEXT);
    }

    fn tile(&mut self, cell: Cell, tile: Card, is_last: bool) {
        let Some((x, y)) = self.layout.origin(cell) else {
            return;
        };
        if is_last {
            self.stamp(Shape::Frame, cell, LAST_OUTLINE);
            self.stamp(Shape::LastTile, cell, TILE);
        } else {
            let drop = (self.layout.cell / 32).max(1) as i32;
            self.paint(Shape::Tile, x as i32, y as i32 + drop, TILE_SHADOW);
            self.stamp(Shape::Tile, cell, TILE);
        }
        let colour = match tile.suit {
            Suit::Hearts | Suit::Diamonds => RED_SUIT,
            Suit::Spades | Suit::Clubs => BLACK_SUIT,
        };
        let size = self.layout.cell as f32;
        let (cx, y) = (x as f32 + size / 2.0, y as f32);
        let width = size * TILE_TEXT_WIDTH;
        let rank = rank_text(tile.rank);
        self.text(rank, cx, y + size * RANK_Y, size * RANK_SIZE, width, colour);
        let suit = tile.suit.symbol().to_string();
        self.text(
            &suit,
            cx,
            y + size * SUIT_Y,
            size * SUIT_SIZE,
            width,
            colour,
        );
    }

    /// Draws `text` centred on (`cx`, `cy`) (its ink, not its advance box), `size` pixels
    /// to the em, narrowed to `max_width` if wider. Glyphs sit on whole pixels.
    fn text(&mut self, text: &str, cx: f32, cy: f32, size: f32, max_width: f32, colour: Rgb) {
        let font = &*FONT;
        let Some(ink) = font.ink(text, |c, _| Some(c)) else {
            return;
        };
        let mut size = size;
        if ink.width() * size / font.units_per_em > max_width {
            size = max_width * font.units_per_em / ink.width();
        }
        // Quarter pixels: a picture uses few sizes, so each glyph is drawn once per size.
        let quarters = (size * 4.0).round().max(1.0) as u32;
        let scale = quarters as f32 / 4.0 / font.units_per_em;
        let (x0, baseline) = ink.centred((cx, cy), scale);
        let baseline = baseline.round() as i32;
        for (offset, c) in ink.placed {
            let x = (x0 + offset * scale).round() as i32;
            self.paint(Shape::Glyph(c, quarters), x, baseline, colour);
        }
    }
}

/// "10" rather than "T": people read it at once.
fn rank_text(rank: Rank) -> &'static str {
    match rank {
        Rank::Ten => "10",
        Rank::Two => "2",
        Rank::Three => "3",
        Rank::Four => "4",
        Rank::Five => "5",
        Rank::Six => "6",
        Rank::Seven => "7",
        Rank::Eight => "8",
        Rank::Nine => "9",
        Rank::Jack => "J",
        Rank::Queen => "Q",
        Rank::King => "K",
        Rank::Ace => "A",
    }
}

mod alt;
pub mod film;

pub use alt::{alt_text, alt_text_within, ALT_TEXT_LIMIT};

#[cfg(test)]
mod tests;
