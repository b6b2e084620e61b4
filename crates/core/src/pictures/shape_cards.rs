//! Shape Clash's cards as pictures: the public table's board (the top Complete and the
//! three Single piles, [`board_picture`]) and a player's hand ([`hand_picture`]), each card
//! drawn as it is and named beneath in the words the menus use, with the same board or hand
//! in words for the alt text, all in the reader's language. Pure; the font is `font.rs`'s
//! and the drawing `tile_board.rs`'s, so a picture is the same everywhere.
//!
//! A card reads without colour: the shape is its outline (circle, triangle, square), the
//! pattern its fill (solid, hollow, the left half filled for partial), and the three
//! colours are of three lightnesses (dark green, mid red, light blue) as well as named.

use super::font::fill_text;
use super::paint::{encode, rounded_rect, Rgb};
use super::tile_board::ALT_TEXT_LIMIT;
use super::Picture;
use crate::rules::shape_clash::{Category, Complete, Face, ShapeCard, ShapeClashPublic, Value};
use crate::words::{plain, text, Args, Lang};
use tiny_skia::{
    Color, FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, StrokeDash, Transform,
};

/// A card's size, the room between cards and around the picture, and the heading band
/// over the board's piles, in pixels.
pub const CARD_W: u32 = 112;
pub const CARD_H: u32 = 150;
pub const GAP: u32 = 14;
pub const MARGIN: u32 = 14;
pub const HEADING: u32 = 28;
/// A hand's cards go in rows of this many.
pub const HAND_ROW: usize = 6;

/// Slate: white cards stand out on it in Discord's light and dark themes alike.
pub const BACKGROUND: Rgb = Rgb(0x3b, 0x41, 0x4f);
pub const CARD: Rgb = Rgb(0xfa, 0xf8, 0xf2);
/// A Single's card: greyer, with a dashed edge, so it is not taken for a Complete.
pub const SINGLE_CARD: Rgb = Rgb(0xdd, 0xdf, 0xe4);
pub const INK: Rgb = Rgb(0x26, 0x28, 0x2e);
pub const HEADING_TEXT: Rgb = Rgb(0xf2, 0xf2, 0xf2);
pub const MATCHED_TEXT: Rgb = Rgb(0x9c, 0xe3, 0x9f);
/// Grey-scale lightness about 90, 60 and 130: told apart without their hue.
pub const RED: Rgb = Rgb(0xd6, 0x28, 0x28);
pub const GREEN: Rgb = Rgb(0x0f, 0x5c, 0x1f);
pub const BLUE: Rgb = Rgb(0x3d, 0x8b, 0xfd);

/// The centre of a card's symbol, from its top-left corner, and the symbol's size.
const SYMBOL_CY: f32 = 52.0;
const SYMBOL: f32 = 58.0;
const OUTLINE: f32 = 5.0;
const WORDS: f32 = 15.0;

fn colour_of(value: Value) -> Rgb {
    match value {
        Value::Red => RED,
        Value::Green => GREEN,
        Value::Blue => BLUE,
        _ => INK,
    }
}

fn paint(colour: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(colour.0, colour.1, colour.2, 255));
    paint.anti_alias = true;
    paint
}

/// The outline of `shape` centred on (`cx`, `cy`), `size` across, and its left half.
fn shape_paths(shape: Value, cx: f32, cy: f32, size: f32) -> Option<(Path, Path)> {
    let r = size / 2.0;
    match shape {
        Value::Circle => {
            // Two quarter circles of Bézier curves for the left half.
            let k = 0.552_284_8 * r;
            let mut half = PathBuilder::new();
            half.move_to(cx, cy - r);
            half.cubic_to(cx - k, cy - r, cx - r, cy - k, cx - r, cy);
            half.cubic_to(cx - r, cy + k, cx - k, cy + r, cx, cy + r);
            half.close();
            Some((PathBuilder::from_circle(cx, cy, r)?, half.finish()?))
        }
        Value::Triangle => {
            let (top, bottom) = (cy - r, cy + r * 0.8);
            let mut whole = PathBuilder::new();
            whole.move_to(cx, top);
            whole.line_to(cx + r, bottom);
            whole.line_to(cx - r, bottom);
            whole.close();
            let mut half = PathBuilder::new();
            half.move_to(cx, top);
            half.line_to(cx, bottom);
            half.line_to(cx - r, bottom);
            half.close();
            Some((whole.finish()?, half.finish()?))
        }
        _ => {
            let side = r * 0.85;
            let whole = PathBuilder::from_rect(Rect::from_ltrb(
                cx - side,
                cy - side,
                cx + side,
                cy + side,
            )?);
            let half =
                PathBuilder::from_rect(Rect::from_ltrb(cx - side, cy - side, cx, cy + side)?);
            Some((whole, half))
        }
    }
}

/// `shape` in `pattern` and `colour`: filled, outlined, or outlined with its left half
/// filled.
fn symbol(pixmap: &mut Pixmap, (cx, cy): (f32, f32), pattern: Value, colour: Rgb, shape: Value) {
    let Some((whole, half)) = shape_paths(shape, cx, cy, SYMBOL) else {
        return;
    };
    let paint = paint(colour);
    let stroke = Stroke {
        width: OUTLINE,
        line_join: tiny_skia::LineJoin::Round,
        ..Stroke::default()
    };
    let id = Transform::identity();
    match pattern {
        Value::Solid => pixmap.fill_path(&whole, &paint, FillRule::Winding, id, None),
        Value::Hollow => pixmap.stroke_path(&whole, &paint, &stroke, id, None),
        _ => {
            pixmap.fill_path(&half, &paint, FillRule::Winding, id, None);
            pixmap.stroke_path(&whole, &paint, &stroke, id, None);
        }
    }
}

/// A value in `lang`'s words: `Red`.
pub fn value_words(lang: Lang, value: Value) -> String {
    let key = value.name().to_ascii_lowercase();
    text(lang, "shape-value", &Args::new().str("value", &key))
}

/// A category in `lang`'s words: `Color`.
pub fn category_words(lang: Lang, category: Category) -> String {
    let key = category.to_string().to_ascii_lowercase();
    text(lang, "shape-category", &Args::new().str("category", &key))
}

/// A Complete's three values (or the Single piles' tops read together): `Solid Red Triangle`.
pub fn complete_words(lang: Lang, complete: Complete) -> String {
    let [p, c, s] = complete.values().map(|v| value_words(lang, v));
    let args = Args::new().str("pattern", &p).str("color", &c);
    text(lang, "shape-complete-card", &args.str("shape", &s))
}

/// The words a card is named by, as the menus and the table's text name it:
/// `Solid Red Triangle`, `Red (Single)`.
pub fn card_words(lang: Lang, card: ShapeCard) -> String {
    match card.face() {
        Face::Complete(c) => complete_words(lang, c),
        Face::Single(v) => {
            let value = value_words(lang, v);
            text(lang, "shape-single-card", &Args::new().str("value", &value))
        }
    }
}

/// One card with its top-left corner at (`x`, `y`).
fn card(pixmap: &mut Pixmap, lang: Lang, card: ShapeCard, x: f32, y: f32) {
    let body =
        Rect::from_xywh(x, y, CARD_W as f32, CARD_H as f32).and_then(|r| rounded_rect(r, 9.0));
    let Some(body) = body else {
        return;
    };
    let id = Transform::identity();
    let cx = x + CARD_W as f32 / 2.0;
    let centre = (cx, y + SYMBOL_CY);
    let words = |pixmap: &mut Pixmap, lines: &[String]| {
        for (i, line) in lines.iter().enumerate() {
            let cy = y + 98.0 + i as f32 * 17.0;
            fill_text(pixmap, line, (cx, cy), WORDS, CARD_W as f32 - 12.0, INK);
        }
    };
    match card.face() {
        Face::Complete(c) => {
            pixmap.fill_path(&body, &paint(CARD), FillRule::Winding, id, None);
            let [pattern, colour, shape] = c.values();
            symbol(pixmap, centre, pattern, colour_of(colour), shape);
            words(pixmap, &c.values().map(|v| value_words(lang, v)));
        }
        Face::Single(v) => {
            pixmap.fill_path(&body, &paint(SINGLE_CARD), FillRule::Winding, id, None);
            let edge = Stroke {
                width: 2.0,
                dash: StrokeDash::new(vec![7.0, 5.0], 0.0),
                ..Stroke::default()
            };
            if let Some(inner) =
                Rect::from_xywh(x + 5.0, y + 5.0, CARD_W as f32 - 10.0, CARD_H as f32 - 10.0)
                    .and_then(|r| rounded_rect(r, 6.0))
            {
                pixmap.stroke_path(&inner, &paint(INK), &edge, id, None);
            }
            match v.category() {
                Category::Pattern => symbol(pixmap, centre, v, INK, Value::Square),
                Category::Shape => symbol(pixmap, centre, Value::Solid, INK, v),
                // A colour is a band of it: no shape, so it is not read as one.
                Category::Color => {
                    if let Some(band) = Rect::from_xywh(cx - 40.0, centre.1 - 16.0, 80.0, 32.0)
                        .and_then(|r| rounded_rect(r, 6.0))
                    {
                        pixmap.fill_path(&band, &paint(colour_of(v)), FillRule::Winding, id, None);
                    }
                }
            }
            let single = plain(lang, "shape-picture-single");
            words(pixmap, &[value_words(lang, v), single]);
        }
    }
}

/// An empty pile's place: a dashed outline with `empty` in it.
fn empty_pile(pixmap: &mut Pixmap, lang: Lang, x: f32, y: f32) {
    let edge = Stroke {
        width: 2.0,
        dash: StrokeDash::new(vec![8.0, 6.0], 0.0),
        ..Stroke::default()
    };
    if let Some(outline) =
        Rect::from_xywh(x + 1.0, y + 1.0, CARD_W as f32 - 2.0, CARD_H as f32 - 2.0)
            .and_then(|r| rounded_rect(r, 9.0))
    {
        pixmap.stroke_path(
            &outline,
            &paint(HEADING_TEXT),
            &edge,
            Transform::identity(),
            None,
        );
    }
    let centre = (x + CARD_W as f32 / 2.0, y + CARD_H as f32 / 2.0);
    let empty = plain(lang, "shape-empty");
    fill_text(pixmap, &empty, centre, WORDS, CARD_W as f32, HEADING_TEXT);
}

/// The x of the left edge of the `index`-th card of a row.
fn column_x(index: usize) -> f32 {
    (MARGIN + index as u32 * (CARD_W + GAP)) as f32
}

/// The board's picture before encoding: under the headings `Complete (n)`, `Pattern`,
/// `Color` and `Shape`, the top Complete and the top of each Single pile; under them,
/// when the piles spell the top Complete, a line that says so.
pub fn board_pixmap(lang: Lang, public: &ShapeClashPublic) -> Pixmap {
    let width = 2 * MARGIN + 4 * CARD_W + 3 * GAP;
    let height = MARGIN + HEADING + CARD_H + HEADING + MARGIN / 2;
    let mut pixmap = Pixmap::new(width, height).expect("a fixed size");
    pixmap.fill(Color::from_rgba8(
        BACKGROUND.0,
        BACKGROUND.1,
        BACKGROUND.2,
        255,
    ));
    let complete = Args::new().num("n", public.completes.size);
    let mut headings = vec![text(lang, "shape-picture-complete", &complete)];
    headings.extend(
        Category::ALL
            .iter()
            .map(|&category| category_words(lang, category)),
    );
    let tops = std::iter::once(public.completes.top).chain(public.singles.iter().map(|p| p.top));
    let y = (MARGIN + HEADING) as f32;
    for (index, (heading, top)) in headings.iter().zip(tops).enumerate() {
        let x = column_x(index);
        let centre = (x + CARD_W as f32 / 2.0, (MARGIN + HEADING / 2) as f32);
        fill_text(
            &mut pixmap,
            heading,
            centre,
            16.0,
            CARD_W as f32,
            HEADING_TEXT,
        );
        match top {
            Some(top) => card(&mut pixmap, lang, top, x, y),
            None => empty_pile(&mut pixmap, lang, x, y),
        }
    }
    if public.matched {
        let centre = (width as f32 / 2.0, y + CARD_H as f32 + HEADING as f32 / 2.0);
        let line = plain(lang, "shape-picture-matched");
        fill_text(
            &mut pixmap,
            &line,
            centre,
            15.0,
            (width - 2 * MARGIN) as f32,
            MATCHED_TEXT,
        );
    }
    pixmap
}

/// The board as a picture, its alt text the board in words.
pub fn board_picture(lang: Lang, public: &ShapeClashPublic) -> Picture {
    Picture {
        name: "board.png",
        bytes: drawn(|| board_png(lang, public)),
        alt: board_alt(lang, public),
    }
}

#[cfg(any(test, feature = "test-support"))]
thread_local! {
    static WORDS_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with this thread's Shape Clash pictures in words only: each picture is made
/// as always (present or not, the same name and alt text) but its bytes are left empty,
/// not drawn. For the tests that read what the screens say at every step of many games
/// (drawing and encoding were nearly all of their time); the pixels have tests of their own.
#[cfg(any(test, feature = "test-support"))]
pub fn words_only<R>(f: impl FnOnce() -> R) -> R {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            WORDS_ONLY.with(|w| w.set(self.0));
        }
    }
    let _reset = Reset(WORDS_ONLY.with(|w| w.replace(true)));
    f()
}

/// A picture's bytes, `draw`n (in [`words_only`], left empty).
fn drawn(draw: impl FnOnce() -> Vec<u8>) -> Vec<u8> {
    #[cfg(any(test, feature = "test-support"))]
    if WORDS_ONLY.with(|w| w.get()) {
        return Vec::new();
    }
    draw()
}

pub fn board_png(lang: Lang, public: &ShapeClashPublic) -> Vec<u8> {
    encode(&board_pixmap(lang, public))
}

/// The board in words, for the picture's alt text.
pub fn board_alt(lang: Lang, public: &ShapeClashPublic) -> String {
    let top = match public.completes.top {
        Some(top) => {
            let card = card_words(lang, top);
            text(lang, "shape-alt-top", &Args::new().str("card", &card))
        }
        None => plain(lang, "shape-alt-no-top"),
    };
    let piles: Vec<String> = Category::ALL
        .iter()
        .zip(&public.singles)
        .map(|(&category, pile)| {
            let category = category_words(lang, category);
            let args = Args::new().str("category", &category);
            let Some(card) = pile.top else {
                return text(lang, "shape-alt-pile-empty", &args);
            };
            let value = match card.as_single() {
                Some(value) => value_words(lang, value),
                None => card_words(lang, card),
            };
            text(lang, "shape-alt-pile", &args.str("value", &value))
        })
        .collect();
    let matched = if public.matched {
        plain(lang, "shape-alt-matched")
    } else {
        String::new()
    };
    let (piles, args) = (piles.join(", "), Args::new().str("top", &top));
    let args = args.num("n", public.completes.size).str("piles", &piles);
    text(lang, "shape-alt-board", &args.str("matched", &matched))
}

/// A hand's picture before encoding: its cards in the order the panel lists them, in
/// rows of [`HAND_ROW`], each named beneath as the menus name it. `None` for no cards.
pub fn hand_pixmap(lang: Lang, hand: &[ShapeCard]) -> Option<Pixmap> {
    if hand.is_empty() {
        return None;
    }
    let columns = hand.len().min(HAND_ROW) as u32;
    let rows = hand.len().div_ceil(HAND_ROW) as u32;
    let width = 2 * MARGIN + columns * CARD_W + (columns - 1) * GAP;
    let height = 2 * MARGIN + rows * CARD_H + (rows - 1) * GAP;
    let mut pixmap = Pixmap::new(width, height)?;
    pixmap.fill(Color::from_rgba8(
        BACKGROUND.0,
        BACKGROUND.1,
        BACKGROUND.2,
        255,
    ));
    for (index, &c) in hand.iter().enumerate() {
        let x = column_x(index % HAND_ROW);
        let y = (MARGIN + (index / HAND_ROW) as u32 * (CARD_H + GAP)) as f32;
        card(&mut pixmap, lang, c, x, y);
    }
    Some(pixmap)
}

/// A hand as a picture, each card named as the menus name it; none for no cards.
pub fn hand_picture(lang: Lang, hand: &[ShapeCard]) -> Option<Picture> {
    Some(Picture {
        name: "hand.png",
        // As hand_png: no cards, no picture (drawn or not).
        bytes: if hand.is_empty() {
            return None;
        } else {
            drawn(|| hand_png(lang, hand).unwrap_or_default())
        },
        alt: hand_alt(lang, hand),
    })
}

pub fn hand_png(lang: Lang, hand: &[ShapeCard]) -> Option<Vec<u8>> {
    hand_pixmap(lang, hand).map(|p| encode(&p))
}

/// A hand in words, for the picture's alt text.
pub fn hand_alt(lang: Lang, hand: &[ShapeCard]) -> String {
    let words: Vec<String> = hand.iter().map(|c| card_words(lang, *c)).collect();
    let (cards, args) = (words.join(", "), Args::new().num("n", hand.len()));
    let text = text(lang, "shape-alt-hand", &args.str("cards", &cards));
    // Past Discord's limit (a hand of some fifty cards) it is cut, and says so.
    if text.chars().count() <= ALT_TEXT_LIMIT {
        return text;
    }
    let mut cut: String = text.chars().take(ALT_TEXT_LIMIT - 1).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests;
