//! A whole Tile Poker game as one animated GIF: a frame for each placement, the score in
//! a band above the board, the end held. For a finished match's result post and the
//! replay's ▶▶.
//!
//! **Why GIF, not APNG.** An APNG would keep the board's true colours, and the `png` crate
//! here writes one; but Discord shows only the first frame of an APNG attachment (its media
//! proxy drops the animation, "working as expected": discord/discord-api-docs#6359),
//! while every Discord client, desktop, web and mobile, plays a GIF. GIF's limits are met
//! by what is drawn: the board uses a dozen colours, and their anti-aliased edges are
//! blends of known pairs, so one fixed palette of under 256 colours holds them all (each
//! plain colour exactly); and GIF, like APNG, can replace a rectangle of the previous frame
//! with transparent pixels where nothing changed, so each frame after the first costs
//! about a tile.
//!
//! **How it stays fast.** All frames share the final board's grid (the board does not
//! move as it grows), at a smaller cell than the live picture. The board is drawn once;
//! each placement then redraws only the cells it changed (the new tile, and the previous
//! one, which loses its frame) through the canvas's clip box, which by construction gives
//! the pixels a whole redraw would (`every_frame_is_the_board_drawn_whole`).

use super::{alt_text_within, Canvas, Grid, Layout, Rgb, ALT_TEXT_LIMIT, MARGIN};
use super::{BLACK_SUIT, FELT, GRID_LINE, LAST_OUTLINE, RED_SUIT, RULER_BAND, RULER_TEXT};
use super::{TILE, TILE_SHADOW};
use crate::model::MatchInfo;
use crate::pictures::Picture;
use crate::rules::tile_poker::{Board, Cell, TilePokerPublic};
use crate::rules::{BySeat, Seat};
use crate::words::{text, Args, Lang};
use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use tiny_skia::Pixmap;

/// The film's picture stays within this many pixels a side and this area (Discord shows
/// a few hundred pixels wide anyway): about 40 px a cell for a whole game.
pub const FILM_SIDE: u32 = 640;
pub const FILM_AREA: u64 = 420_000;
/// The score band above the board: its height, and its text's size, in pixels.
pub const BAND: u32 = 32;
const BAND_TEXT: f32 = 19.0;
/// How long each frame shows, in hundredths of a second: the deal, each placement, and
/// the end (held before the film starts over).
pub const DEAL_DELAY: u16 = 100;
pub const PLACEMENT_DELAY: u16 = 45;
pub const END_DELAY: u16 = 500;
/// The palette index that leaves the previous frame's pixel showing.
const TRANSPARENT: u8 = 255;

/// One frame: a board, the points, the last placement, and the band's words.
pub struct Frame<'a> {
    pub board: &'a Board,
    pub last: Option<Cell>,
    pub caption: String,
}

/// The frames of a game from its states in order (the deal first, the end last): the
/// deal, each state with a new tile, and the end. `end` is the band's words at the end
/// (the result); before it, the points and the tiles down, in `lang` when the font draws it.
pub fn frames<'a>(
    lang: Lang,
    states: &[&'a TilePokerPublic],
    names: &BySeat<String>,
    end: &str,
) -> Vec<Frame<'a>> {
    let score =
        |s: &TilePokerPublic| format!("{} {} - {} {}", names.a, s.points.a, s.points.b, names.b);
    let mut out: Vec<Frame<'a>> = Vec::new();
    let Some(last) = states.last() else {
        return out;
    };
    for (index, state) in states.iter().enumerate() {
        let new_tile = out
            .last()
            .is_none_or(|f| f.board.len() != state.board.len());
        if new_tile && index + 1 < states.len() {
            out.push(Frame {
                board: &state.board,
                last: state
                    .board
                    .placements()
                    .last()
                    .map(|p| p.cell)
                    .filter(|_| index > 0),
                caption: format!(
                    "{}   |   {}",
                    score(state),
                    tiles_down(lang, state.board.len())
                ),
            });
        }
    }
    out.push(Frame {
        board: &last.board,
        last: last.board.placements().last().map(|p| p.cell),
        caption: format!("{}   |   {end}", score(last)),
    });
    out
}

/// `6/52 tiles`, as the band draws it.
fn tiles_down(lang: Lang, n: usize) -> String {
    drawn(lang, "frames-film-tiles", &Args::new().num("n", n))
}

/// `key`'s words in `lang`, or in English when the film's font lacks their letters.
fn drawn(lang: Lang, key: &str, args: &Args<'_>) -> String {
    let words = text(lang, key, args);
    match super::drawable(&words) {
        true => words,
        false => text(Lang::ENGLISH, key, args),
    }
}

/// The GIF of `frames` (at least one), and its size in pixels.
pub fn film_gif(frames: &[Frame<'_>]) -> Vec<u8> {
    let last_board = frames.last().expect("a film has frames").board;
    let mut reel = Reel::new(Layout::fitting(Grid::of(last_board), FILM_SIDE, FILM_AREA));
    let mut out = Vec::new();
    {
        let (width, height) = (reel.width as u16, reel.height as u16);
        let mut encoder = gif::Encoder::new(&mut out, width, height, &reel.palette.flat())
            .expect("writing a GIF header into memory cannot fail");
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .expect("writing into memory cannot fail");
        let mut previous: Option<&Frame<'_>> = None;
        for (index, frame) in frames.iter().enumerate() {
            let changed = reel.changes(frame, previous);
            let delay = delay(index, frames.len());
            encoder
                .write_frame(&gif_frame(&changed, delay, previous.is_some()))
                .expect("writing into memory cannot fail");
            previous = Some(frame);
        }
    }
    out
}

/// How long frame `index` of `count` shows: the end's, the deal's, or a placement's delay.
fn delay(index: usize, count: usize) -> u16 {
    match (index, index + 1 == count) {
        (_, true) => END_DELAY,
        (0, _) => DEAL_DELAY,
        _ => PLACEMENT_DELAY,
    }
}

/// A box of the film's picture: (left, top, right, bottom), right and bottom excluded.
type PixelBox = (u32, u32, u32, u32);

/// What the film keeps from frame to frame: the board and the band as last drawn, the
/// band of the frame before, the palette, and the entry each pixel of the GIF shows.
struct Reel {
    width: u32,
    height: u32,
    board: Canvas,
    band: Canvas,
    previous_band: Option<Pixmap>,
    palette: Palette,
    shown: Vec<u8>,
}

impl Reel {
    fn new(layout: Layout) -> Reel {
        let (width, height) = (layout.width, layout.height + BAND);
        Reel {
            width,
            height,
            board: Canvas::new(layout),
            band: band_canvas(width),
            previous_band: None,
            palette: Palette::new(),
            shown: vec![0u8; width as usize * height as usize],
        }
    }

    /// Draws `frame` (over `previous`, if any) and gives the pixels that now differ from
    /// what shows, each with its palette entry; what shows is updated to them.
    fn changes(&mut self, frame: &Frame<'_>, previous: Option<&Frame<'_>>) -> Vec<(u32, u32, u8)> {
        let boxes = self.redraw(frame, previous);
        draw_band(&mut self.band, &frame.caption);
        let band = self.band.pixmap.clone();
        let changed = self.differences(&boxes, &band, previous.is_none());
        self.previous_band = Some(band);
        changed
    }

    /// Redraws the board's part that `frame` changes since `previous` (all of it at first)
    /// and gives the boxes this frame may change: the band, and the cells of the tiles that
    /// are new or lose their frame.
    fn redraw(&mut self, frame: &Frame<'_>, previous: Option<&Frame<'_>>) -> Vec<PixelBox> {
        let layout = self.board.layout;
        let mut boxes = vec![(0, 0, self.width, BAND)];
        let Some(before) = previous else {
            self.board.clip = (0, 0, layout.width, layout.height);
            self.board.draw(frame.board, &[], frame.last);
            boxes.push((0, BAND, self.width, self.height));
            return boxes;
        };
        let mut cells: Vec<Cell> = frame
            .board
            .placements()
            .iter()
            .map(|p| p.cell)
            .filter(|&cell| before.board.get(cell).is_none())
            .collect();
        cells.extend(before.last);
        cells.extend(frame.last);
        for cell in cells {
            let Some((x, y)) = layout.origin(cell) else {
                continue;
            };
            self.board.clip = (x, y, x + layout.cell, y + layout.cell);
            self.board.draw(frame.board, &[], frame.last);
            boxes.push((x, y + BAND, x + layout.cell, y + layout.cell + BAND));
        }
        boxes
    }

    /// What differs from what shows within `boxes` (everything, on the `first` frame),
    /// `band` above the board. The band is drawn whole every frame, but few of its pixels
    /// change: those are found before any is looked up in the palette.
    fn differences(
        &mut self,
        boxes: &[PixelBox],
        band: &Pixmap,
        first: bool,
    ) -> Vec<(u32, u32, u8)> {
        let width = self.width;
        let board = &self.board.pixmap;
        let pixel = |x: u32, y: u32| -> [u8; 3] {
            let (pixmap, y) = if y < BAND {
                (band, y)
            } else {
                (board, y - BAND)
            };
            let at = (y as usize * pixmap.width() as usize + x as usize) * 4;
            let data = pixmap.data();
            [data[at], data[at + 1], data[at + 2]]
        };
        let same_band = |x: u32, y: u32| {
            self.previous_band.as_ref().is_some_and(|before| {
                let at = (y as usize * width as usize + x as usize) * 4;
                before.data()[at..at + 3] == band.data()[at..at + 3]
            })
        };
        let mut changed: Vec<(u32, u32, u8)> = Vec::new();
        for &(left, top, right, bottom) in boxes {
            for y in top..bottom {
                for x in left..right {
                    if y < BAND && same_band(x, y) {
                        continue;
                    }
                    let index = self.palette.index(pixel(x, y));
                    let at = y as usize * width as usize + x as usize;
                    if first || self.shown[at] != index {
                        self.shown[at] = index;
                        changed.push((x, y, index));
                    }
                }
            }
        }
        changed
    }
}

/// The frame that puts `changed` pixels on what shows: the smallest box around them,
/// transparent elsewhere (a frame that changes nothing is one transparent pixel).
fn gif_frame(changed: &[(u32, u32, u8)], delay: u16, delta: bool) -> gif::Frame<'static> {
    let (mut left, mut top, mut right, mut bottom) = (u32::MAX, u32::MAX, 0, 0);
    for &(x, y, _) in changed {
        (left, top) = (left.min(x), top.min(y));
        (right, bottom) = (right.max(x + 1), bottom.max(y + 1));
    }
    if changed.is_empty() {
        (left, top, right, bottom) = (0, 0, 1, 1);
    }
    let (w, h) = (right - left, bottom - top);
    let mut buffer = vec![TRANSPARENT; w as usize * h as usize];
    for &(x, y, index) in changed {
        buffer[(y - top) as usize * w as usize + (x - left) as usize] = index;
    }
    gif::Frame {
        delay,
        dispose: gif::DisposalMethod::Keep,
        transparent: delta.then_some(TRANSPARENT),
        left: left as u16,
        top: top as u16,
        width: w as u16,
        height: h as u16,
        buffer: Cow::Owned(buffer),
        ..gif::Frame::default()
    }
}

/// A canvas for the score band, kept from frame to frame so that its glyphs are drawn
/// once.
fn band_canvas(width: u32) -> Canvas {
    Canvas::new(Layout {
        grid: Grid {
            top: 0,
            left: 0,
            rows: 0,
            cols: 0,
        },
        cell: BAND,
        ruler: 0,
        width,
        height: BAND,
    })
}

/// The score band: the caption centred on the rulers' colour.
fn draw_band(canvas: &mut Canvas, caption: &str) {
    let width = canvas.layout.width;
    canvas.fill_rect(0, 0, width, BAND, RULER_BAND);
    let room = (width - 2 * MARGIN) as f32;
    canvas.text(
        caption,
        width as f32 / 2.0,
        BAND as f32 / 2.0,
        BAND_TEXT,
        room,
        RULER_TEXT,
    );
}

/// The colours drawn over each other: every anti-aliased edge blends one of these pairs.
const BLENDS: [(Rgb, Rgb); 11] = [
    (TILE, FELT),
    (TILE_SHADOW, FELT),
    (TILE, TILE_SHADOW),
    (RED_SUIT, TILE),
    (BLACK_SUIT, TILE),
    (LAST_OUTLINE, FELT),
    (LAST_OUTLINE, GRID_LINE),
    (TILE, LAST_OUTLINE),
    (TILE, GRID_LINE),
    (TILE_SHADOW, GRID_LINE),
    (RULER_TEXT, RULER_BAND),
];
/// Steps between the two colours of a pair, both ends excluded.
const BLEND_STEPS: u32 = 16;

/// The film's one palette: the plain colours and 15 blends of each pair; any other colour
/// (where three blend) goes to the nearest entry, once.
struct Palette {
    colours: Vec<[u8; 3]>,
    /// Each colour met so far (as `0xRRGGBB`) and its entry.
    nearest: HashMap<u32, u8, BuildHasherDefault<ColourHasher>>,
}

/// A multiplicative hash of a colour: the palette looks up every changed pixel, and the
/// standard hasher's resistance to chosen keys buys nothing here.
#[derive(Default)]
struct ColourHasher(u64);

impl Hasher for ColourHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl Palette {
    fn new() -> Palette {
        let mut colours: Vec<[u8; 3]> = Vec::new();
        let mut add = |c: [u8; 3]| {
            if !colours.contains(&c) {
                colours.push(c);
            }
        };
        for (over, under) in BLENDS {
            add([over.0, over.1, over.2]);
            add([under.0, under.1, under.2]);
        }
        for (over, under) in BLENDS {
            for step in 1..BLEND_STEPS {
                let mix = |o: u8, u: u8| {
                    ((u32::from(o) * step + u32::from(u) * (BLEND_STEPS - step) + BLEND_STEPS / 2)
                        / BLEND_STEPS) as u8
                };
                add([
                    mix(over.0, under.0),
                    mix(over.1, under.1),
                    mix(over.2, under.2),
                ]);
            }
        }
        assert!(
            colours.len() <= usize::from(TRANSPARENT),
            "{}",
            colours.len()
        );
        Palette {
            colours,
            nearest: HashMap::default(),
        }
    }

    /// The palette as GIF wants it: 256 RGB triples (the last, unused, is transparent).
    fn flat(&self) -> Vec<u8> {
        let mut flat: Vec<u8> = self.colours.iter().flatten().copied().collect();
        flat.resize(256 * 3, 0);
        flat
    }

    fn index(&mut self, colour: [u8; 3]) -> u8 {
        let key = u32::from_be_bytes([0, colour[0], colour[1], colour[2]]);
        if let Some(&index) = self.nearest.get(&key) {
            return index;
        }
        let distance = |c: &[u8; 3]| -> u32 {
            c.iter()
                .zip(colour)
                .map(|(&a, b)| (i32::from(a) - i32::from(b)).pow(2) as u32)
                .sum()
        };
        let (index, _) = self
            .colours
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| distance(c))
            .expect("the palette has colours");
        let index = index as u8;
        self.nearest.insert(key, index);
        index
    }
}

/// The game as a GIF, from its states in order (the deal first, the end last): a frame
/// for each placement with the score, the end held, named `game.gif`; its alt text gives
/// the final score and board in words, in `lang` (the band's words too, where the font
/// draws them). `names` label the seats. `None` for no states.
pub fn picture(
    lang: Lang,
    info: &MatchInfo,
    names: &BySeat<String>,
    states: &[&TilePokerPublic],
) -> Option<Picture> {
    let last = states.last()?;
    let names = names
        .as_ref()
        .map(|seat, name| picture_name(lang, name, seat));
    let (key, winner) = match info.outcome.map(|o| o.winner()) {
        Some(Some(winner)) => ("frames-film-wins", names[winner].as_str()),
        Some(None) => ("frames-film-draw", ""),
        None => ("frames-film-final", ""),
    };
    let result = Args::new().str("winner", winner);
    let frames = frames(lang, states, &names, &drawn(lang, key, &result));
    let result = text(lang, key, &result);
    // The A♠ starts the board: every other tile was placed.
    let placements = last.board.len().saturating_sub(1);
    let id = info.id.to_string();
    let args = Args::new()
        .str("id", &id)
        .num("n", placements)
        .str("a", &names.a)
        .num("pa", last.points.a)
        .str("b", &names.b)
        .num("pb", last.points.b)
        .str("result", &result);
    let heading = text(lang, "frames-film-heading", &args);
    Some(Picture {
        name: "game.gif",
        bytes: film_gif(&frames),
        alt: film_alt(lang, &heading, &last.board),
    })
}

/// A player's name as the film's band can draw it: the letters the pictures' fonts draw
/// (every shipped language's), at most 16, else "Player A" in `lang`.
fn picture_name(lang: Lang, name: &str, seat: Seat) -> String {
    let kept: String = name
        .chars()
        .filter(|c| !c.is_control() && crate::pictures::font::drawable(&c.to_string()))
        .take(16)
        .collect();
    match kept.trim() {
        "" => {
            let seat = seat.to_string();
            text(lang, "web-film-player", &Args::new().str("seat", &seat))
        }
        kept => kept.to_string(),
    }
}

/// The film's alt text: what it shows, the final score, and the final board in words, in
/// Discord's 1024 characters.
pub fn film_alt(lang: Lang, heading: &str, board: &Board) -> String {
    let room = ALT_TEXT_LIMIT.saturating_sub(heading.chars().count() + 1);
    format!("{heading} {}", alt_text_within(lang, board, room))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rng_from_seed;
    use crate::rules::tile_poker::{TilePoker, TilePokerOptions};
    use crate::rules::{Game, Seat};

    /// Every public state of a seeded random game, from the deal to the end.
    fn game_states(seed: u64) -> Vec<TilePokerPublic> {
        let mut game = TilePoker::new(&TilePokerOptions::default(), seed, Seat::A);
        let mut rng = rng_from_seed(seed);
        let mut states = vec![game.public_view()];
        while let Some(seat) = game.to_move() {
            let mv = game.random_move(&mut rng);
            game.apply(seat, &mv).expect("random moves are legal");
            states.push(game.public_view());
        }
        states
    }

    /// The band drawn on a canvas of its own.
    fn band(width: u32, caption: &str) -> Pixmap {
        let mut canvas = band_canvas(width);
        draw_band(&mut canvas, caption);
        canvas.pixmap
    }

    fn names() -> BySeat<String> {
        BySeat::new("alice".to_string(), "bob".to_string())
    }

    #[test]
    fn a_name_keeps_the_letters_the_fonts_draw_else_the_seat_in_the_readers_language() {
        let de = Lang::from_tag("de").unwrap();
        assert_eq!(picture_name(de, "Łucja Żółć", Seat::A), "Łucja Żółć");
        assert_eq!(picture_name(de, "山田太郎", Seat::B), "山田太郎");
        assert_eq!(picture_name(de, "🂡🂢", Seat::A), "Spieler A");
        let ja = Lang::from_tag("ja").unwrap();
        assert_eq!(picture_name(ja, "\u{7}", Seat::B), "プレイヤー B");
        assert_eq!(picture_name(ja, &"x".repeat(40), Seat::B), "x".repeat(16));
    }

    /// The GIF's frames as they show: each composed over the ones before, as palette
    /// indices, with its delay.
    fn shown_frames(gif: &[u8]) -> (u32, u32, Vec<(Vec<u8>, u16)>) {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(gif).unwrap();
        let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
        let mut screen = vec![0u8; (width * height) as usize];
        let mut out = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            for row in 0..u32::from(frame.height) {
                for col in 0..u32::from(frame.width) {
                    let index = frame.buffer[(row * u32::from(frame.width) + col) as usize];
                    if Some(index) != frame.transparent {
                        let (x, y) = (u32::from(frame.left) + col, u32::from(frame.top) + row);
                        screen[(y * width + x) as usize] = index;
                    }
                }
            }
            out.push((screen.clone(), frame.delay));
        }
        (width, height, out)
    }

    /// A frame drawn whole, band and board, as palette indices.
    fn drawn_whole(layout: Layout, frame: &Frame<'_>) -> Vec<u8> {
        let mut canvas = Canvas::new(layout);
        canvas.draw(frame.board, &[], frame.last);
        let band = band(layout.width, &frame.caption);
        let mut palette = Palette::new();
        let mut out = Vec::new();
        for pixmap in [&band, &canvas.pixmap] {
            for p in pixmap.data().chunks_exact(4) {
                out.push(palette.index([p[0], p[1], p[2]]));
            }
        }
        out
    }

    #[test]
    fn every_frame_is_the_board_drawn_whole() {
        for seed in [3, 21] {
            let states = game_states(seed);
            let refs: Vec<&TilePokerPublic> = states.iter().collect();
            let frames = frames(Lang::ENGLISH, &refs, &names(), "alice wins");
            let gif = film_gif(&frames);
            let (width, height, shown) = shown_frames(&gif);
            let layout =
                Layout::fitting(Grid::of(frames.last().unwrap().board), FILM_SIDE, FILM_AREA);
            assert_eq!((width, height), (layout.width, layout.height + BAND));
            assert_eq!(shown.len(), frames.len());
            for (index, (frame, (pixels, _))) in frames.iter().zip(&shown).enumerate() {
                assert!(
                    pixels == &drawn_whole(layout, frame),
                    "seed {seed}: frame {index} differs from the board drawn whole"
                );
            }
        }
    }

    #[test]
    fn a_frame_a_placement_the_deal_and_the_end_held() {
        let states = game_states(3);
        let refs: Vec<&TilePokerPublic> = states.iter().collect();
        let frames = frames(Lang::ENGLISH, &refs, &names(), "alice wins");
        let last = states.last().unwrap();
        assert_eq!(last.board.len(), 52, "a random game places every tile");
        // The deal, one frame for each of the 51 placements (the last is the end).
        assert_eq!(frames.len(), 52);
        assert_eq!(frames[0].board.len(), 1);
        assert_eq!(frames[0].last, None, "nothing was placed at the deal");
        for pair in frames.windows(2) {
            assert_eq!(pair[1].board.len(), pair[0].board.len() + 1);
        }
        let end = frames.last().unwrap();
        assert_eq!(
            end.caption,
            format!(
                "alice {} - {} bob   |   alice wins",
                last.points.a, last.points.b
            )
        );
        assert!(
            frames[5].caption.ends_with("|   6/52 tiles"),
            "{}",
            frames[5].caption
        );
        let (_, _, shown) = shown_frames(&film_gif(&frames));
        let delays: Vec<u16> = shown.iter().map(|(_, d)| *d).collect();
        assert_eq!(delays[0], DEAL_DELAY);
        assert!(delays[1..51].iter().all(|d| *d == PLACEMENT_DELAY));
        assert_eq!(delays[51], END_DELAY);
    }

    #[test]
    fn a_whole_game_is_a_gif_under_a_megabyte_and_the_same_every_time() {
        let states = game_states(8);
        let refs: Vec<&TilePokerPublic> = states.iter().collect();
        let gif = film_gif(&frames(Lang::ENGLISH, &refs, &names(), "bob wins"));
        assert!(gif.starts_with(b"GIF89a"));
        assert!(gif.len() < 1024 * 1024, "{} bytes", gif.len());
        assert_eq!(
            gif,
            film_gif(&frames(Lang::ENGLISH, &refs, &names(), "bob wins"))
        );
    }

    #[test]
    fn plain_colours_keep_their_own_palette_entry() {
        let mut palette = Palette::new();
        for (over, under) in BLENDS {
            for c in [over, under] {
                let c = [c.0, c.1, c.2];
                let index = palette.index(c);
                assert_eq!(palette.colours[usize::from(index)], c);
            }
        }
        assert!(palette.colours.len() < 256);
    }

    /// Writes a whole game's film, and its middle and last frames as PNGs, to the temp
    /// directory to look at. `cargo test --lib film -- --ignored --nocapture`
    #[test]
    #[ignore]
    fn write_sample() {
        let states = game_states(3);
        let refs: Vec<&TilePokerPublic> = states.iter().collect();
        let frames = frames(Lang::ENGLISH, &refs, &names(), "alice wins");
        let gif = film_gif(&frames);
        let dir = std::env::temp_dir();
        std::fs::write(dir.join("tile_film.gif"), &gif).unwrap();
        let layout = Layout::fitting(Grid::of(frames.last().unwrap().board), FILM_SIDE, FILM_AREA);
        for index in [26, frames.len() - 1] {
            let mut canvas = Canvas::new(layout);
            canvas.draw(frames[index].board, &[], frames[index].last);
            let band = band(layout.width, &frames[index].caption);
            let mut whole = Pixmap::new(layout.width, layout.height + BAND).unwrap();
            whole.draw_pixmap(
                0,
                0,
                band.as_ref(),
                &Default::default(),
                Default::default(),
                None,
            );
            whole.draw_pixmap(
                0,
                BAND as i32,
                canvas.pixmap.as_ref(),
                &Default::default(),
                Default::default(),
                None,
            );
            whole
                .save_png(dir.join(format!("tile_film_{index}.png")))
                .unwrap();
        }
        println!(
            "{}: {} bytes",
            dir.join("tile_film.gif").display(),
            gif.len()
        );
    }
}
