//! The pictures' font, shared by every picture: a chain of two bundled faces, DejaVu Sans
//! Bold (Latin, Greek, Cyrillic, the card suits) and, for what it lacks, Noto Sans CJK JP
//! Bold (kana and kanji), both subset by `tools/fonts/subset.sh` (see `assets/fonts/`).
//! A character neither face has (a rare script in a player's name) is drawn as `?`.
//!
//! Every face is scaled by its own em to the first face's units, its baseline at 0, so
//! the rest of the drawing sees one font. A glyph is outlined the first time it is drawn,
//! once for the whole process: a picture draws a few dozen of the thousands of kanji.

use super::paint::Rgb;
use std::sync::{LazyLock, OnceLock};
use tiny_skia::{Color, FillRule, Paint, Path, PathBuilder, Pixmap, Transform};

/// The faces in the order they are asked for a character.
const FACES: [&[u8]; 2] = [
    include_bytes!("../../../../assets/fonts/DejaVuSans-Bold-subset.ttf"),
    include_bytes!("../../../../assets/fonts/NotoSansCJKjp-Bold-subset.otf"),
];

/// One glyph in the chain's font units, y up: its outline, ink box (left, bottom, right,
/// top) and advance.
pub(super) struct Glyph {
    pub(super) path: Option<Path>,
    pub(super) bounds: Option<(f32, f32, f32, f32)>,
    pub(super) advance: f32,
}

/// One face of the chain and its glyphs, each outlined on first use.
struct Face {
    face: ttf_parser::Face<'static>,
    /// From the face's units to the chain's: its em to the first face's em.
    scale: f32,
    glyphs: Box<[OnceLock<Glyph>]>,
}

impl Face {
    fn new(data: &'static [u8], units_per_em: Option<f32>) -> Face {
        let face = ttf_parser::Face::parse(data, 0).expect("a bundled font parses");
        let own = f32::from(face.units_per_em());
        Face {
            scale: units_per_em.map_or(1.0, |units| units / own),
            glyphs: (0..face.number_of_glyphs())
                .map(|_| OnceLock::new())
                .collect(),
            face,
        }
    }

    fn glyph(&self, id: ttf_parser::GlyphId) -> Option<&Glyph> {
        let slot = self.glyphs.get(usize::from(id.0))?;
        Some(slot.get_or_init(|| self.outline(id)))
    }

    fn outline(&self, id: ttf_parser::GlyphId) -> Glyph {
        let mut outline = Outline(PathBuilder::new());
        let bounds = self.face.outline_glyph(id, &mut outline).map(|b| {
            let s = self.scale;
            (
                f32::from(b.x_min) * s,
                f32::from(b.y_min) * s,
                f32::from(b.x_max) * s,
                f32::from(b.y_max) * s,
            )
        });
        let mut path = outline.0.finish();
        if self.scale != 1.0 {
            path = path.and_then(|p| p.transform(Transform::from_scale(self.scale, self.scale)));
        }
        Glyph {
            path,
            bounds,
            advance: self.face.glyph_hor_advance(id).map_or(0.0, f32::from) * self.scale,
        }
    }
}

/// The chain of faces, as one font.
pub(super) struct Glyphs {
    pub(super) units_per_em: f32,
    faces: Vec<Face>,
}

impl Glyphs {
    fn new() -> Glyphs {
        let first = Face::new(FACES[0], None);
        let units_per_em = f32::from(first.face.units_per_em());
        let mut faces = vec![first];
        faces.extend(
            FACES[1..]
                .iter()
                .map(|data| Face::new(data, Some(units_per_em))),
        );
        Glyphs {
            units_per_em,
            faces,
        }
    }

    /// The glyph for `c` in the first face that has it.
    pub(super) fn exact(&self, c: char) -> Option<&Glyph> {
        self.faces
            .iter()
            .find_map(|face| face.glyph(face.face.glyph_index(c)?))
    }

    fn has(&self, c: char) -> bool {
        self.faces
            .iter()
            .any(|face| face.face.glyph_index(c).is_some())
    }

    /// The glyph for `c`, or for `?` if no face has it.
    pub(super) fn glyph(&self, c: char) -> Option<(char, &Glyph)> {
        match self.exact(c) {
            Some(glyph) => Some((c, glyph)),
            None => Some(('?', self.exact('?')?)),
        }
    }

    /// Lays `text` out on one line: each inked glyph's pen position with what `keep` takes
    /// of it (a glyph it takes nothing of is passed over, its advance kept), and the ink's
    /// box; `None` when nothing is inked.
    pub(super) fn ink<'a, T>(
        &'a self,
        text: &str,
        keep: impl Fn(char, &'a Glyph) -> Option<T>,
    ) -> Option<Inked<T>> {
        let mut pen = 0.0;
        let mut placed = Vec::new();
        let (mut left, mut right) = (f32::MAX, f32::MIN);
        let (mut bottom, mut top) = (f32::MAX, f32::MIN);
        for c in text.chars() {
            let Some((c, glyph)) = self.glyph(c) else {
                continue;
            };
            if let (Some(bounds), Some(kept)) = (glyph.bounds, keep(c, glyph)) {
                left = left.min(pen + bounds.0);
                right = right.max(pen + bounds.2);
                bottom = bottom.min(bounds.1);
                top = top.max(bounds.3);
                placed.push((pen, kept));
            }
            pen += glyph.advance;
        }
        (!placed.is_empty()).then_some(Inked {
            placed,
            left,
            right,
            bottom,
            top,
        })
    }
}

/// The pictures' font: the faces are read at the first picture, their glyphs as drawn.
pub(super) static FONT: LazyLock<Glyphs> = LazyLock::new(Glyphs::new);

/// Whether the pictures' font draws every letter of `text` (else it shows `?`s): every
/// shipped language's words are drawable; a player's name in a rare script may not be.
pub fn drawable(text: &str) -> bool {
    text.chars().all(|c| c.is_whitespace() || FONT.has(c))
}

/// A line of text laid out by [`Glyphs::ink`]: pen positions and the ink's box, in font
/// units (y up).
pub(super) struct Inked<T> {
    pub(super) placed: Vec<(f32, T)>,
    left: f32,
    right: f32,
    bottom: f32,
    top: f32,
}

impl<T> Inked<T> {
    /// The ink's width, in font units.
    pub(super) fn width(&self) -> f32 {
        self.right - self.left
    }

    /// Where the line starts and its baseline (not rounded), for its ink drawn at `scale`
    /// to be centred on (`cx`, `cy`).
    pub(super) fn centred(&self, (cx, cy): (f32, f32), scale: f32) -> (f32, f32) {
        (
            cx - (self.left + self.right) / 2.0 * scale,
            cy + (self.bottom + self.top) / 2.0 * scale,
        )
    }
}

/// A solid anti-aliased paint of `colour`.
fn paint(colour: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(colour.0, colour.1, colour.2, 255));
    paint.anti_alias = true;
    paint
}

/// Fills `text` into `pixmap` centred on (`cx`, `cy`) (its ink), `size` pixels to the em,
/// narrowed to `max_width` if wider, straight through tiny-skia: for pictures that draw a
/// few words once (Shape Clash's cards), where the board's cached masks gain nothing. The
/// same font and metrics as the board's labels.
pub(super) fn fill_text(
    pixmap: &mut Pixmap,
    text: &str,
    (cx, cy): (f32, f32),
    size: f32,
    max_width: f32,
    colour: Rgb,
) {
    let font = &*FONT;
    let Some(ink) = font.ink(text, |_, glyph| glyph.path.as_ref()) else {
        return;
    };
    let mut scale = size / font.units_per_em;
    if ink.width() * scale > max_width {
        scale = max_width / ink.width();
    }
    let (x0, baseline) = ink.centred((cx, cy), scale);
    let baseline = baseline.round();
    let paint = paint(colour);
    for (offset, path) in ink.placed {
        let transform = Transform::from_scale(scale, -scale)
            .post_translate((x0 + offset * scale).round(), baseline);
        pixmap.fill_path(path, &paint, FillRule::Winding, transform, None);
    }
}

/// Draws `text` on `pixmap`, its baseline starting at (`x`, `y`), `size` pixels to the em,
/// cut at `max_width` (whole glyphs); a character the font lacks is drawn as `?`. For
/// pictures other than the board (the tournament bracket), which draw few glyphs and need
/// no cache.
pub(super) fn draw_text(
    pixmap: &mut Pixmap,
    text: &str,
    (x, y): (f32, f32),
    size: f32,
    max_width: f32,
    colour: Rgb,
) {
    let font = &*FONT;
    let scale = size / font.units_per_em;
    let paint = paint(colour);
    let mut pen = 0.0;
    for c in text.chars() {
        let Some((_, glyph)) = font.glyph(c) else {
            continue;
        };
        if (pen + glyph.advance) * scale > max_width {
            break;
        }
        if let Some(path) = &glyph.path {
            let transform = Transform::from_scale(scale, -scale).post_translate(x + pen * scale, y);
            pixmap.fill_path(path, &paint, FillRule::Winding, transform, None);
        }
        pen += glyph.advance;
    }
}

/// How far `text` moves the pen, `size` pixels to the em (a character the font lacks
/// counted as its `?`): for pictures that align text on its right or after another.
pub(super) fn text_width(text: &str, size: f32) -> f32 {
    let font = &*FONT;
    let units: f32 = text
        .chars()
        .filter_map(|c| font.glyph(c).map(|(_, glyph)| glyph.advance))
        .sum();
    units * size / font.units_per_em
}

/// `text` as it fits in `max_width` pixels at `size`: whole, or cut between characters
/// and ended with an ellipsis (a long name on a card).
pub(super) fn fit(text: &str, size: f32, max_width: f32) -> std::borrow::Cow<'_, str> {
    if text_width(text, size) <= max_width {
        return std::borrow::Cow::Borrowed(text);
    }
    let room = max_width - text_width("…", size);
    let mut width = 0.0;
    let mut cut = String::new();
    for c in text.chars() {
        width += text_width(c.encode_utf8(&mut [0; 4]), size);
        if width > room {
            break;
        }
        cut.push(c);
    }
    std::borrow::Cow::Owned(format!("{}…", cut.trim_end()))
}

/// A glyph outline drawn into a path.
struct Outline(PathBuilder);

impl ttf_parser::OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }

    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.0.quad_to(x1, y1, x, y);
    }

    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0.cubic_to(x1, y1, x2, y2, x, y);
    }

    fn close(&mut self) {
        self.0.close();
    }
}

#[cfg(test)]
mod tests;
