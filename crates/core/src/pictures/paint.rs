//! What every picture paints with: an opaque colour, a rounded rectangle's path, and the
//! PNG encoding. Pure: tiny-skia and png only.

use tiny_skia::{Path, PathBuilder, Pixmap, Rect};

/// An opaque colour; `tiny_skia::Color` has no `const` constructor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

/// The picture as an RGB PNG (it is opaque), compressed for speed: zlib's fastest level
/// after the "up" filter is ten times faster than the default settings, for files about
/// a fifth larger (a full board stays near 100 KB).
pub fn encode(pixmap: &Pixmap) -> Vec<u8> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|rgba| [rgba[0], rgba[1], rgba[2]])
        .collect();
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
    encoder.set_filter(png::Filter::Up);
    encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(&rgb))
        .expect("writing a PNG of a size Layout makes into memory cannot fail");
    png
}

pub fn rounded_rect(rect: Rect, radius: f32) -> Option<Path> {
    let r = radius
        .min(rect.width() / 2.0)
        .min(rect.height() / 2.0)
        .max(0.0);
    let (l, t, rt, b) = (rect.left(), rect.top(), rect.right(), rect.bottom());
    let mut pb = PathBuilder::new();
    pb.move_to(l + r, t);
    pb.line_to(rt - r, t);
    pb.quad_to(rt, t, rt, t + r);
    pb.line_to(rt, b - r);
    pb.quad_to(rt, b, rt - r, b);
    pb.line_to(l + r, b);
    pb.quad_to(l, b, l, b - r);
    pb.line_to(l, t + r);
    pb.quad_to(l, t, l + r, t);
    pb.close();
    pb.finish()
}
