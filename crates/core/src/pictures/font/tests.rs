//! The font chain: every shipped language's words drawable, Japanese and Russian drawn
//! with ink, the faces scaled to one em and one baseline, `?` for the rest.

use super::*;
use crate::words::LOCALES;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// The literal characters of a Fluent pattern: its text, string literals and variants.
fn pattern_text(pattern: &Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => expression_text(expression, out),
        }
    }
}

fn expression_text(expression: &Expression<&str>, out: &mut String) {
    match expression {
        Expression::Inline(inline) => inline_text(inline, out),
        Expression::Select { variants, .. } => {
            for variant in variants {
                pattern_text(&variant.value, out);
            }
        }
    }
}

fn inline_text(inline: &InlineExpression<&str>, out: &mut String) {
    match inline {
        InlineExpression::StringLiteral { value } => out.push_str(value),
        InlineExpression::NumberLiteral { value } => out.push_str(value),
        InlineExpression::Placeable { expression } => expression_text(expression, out),
        _ => {}
    }
}

/// Every literal character of the catalogue's messages and terms in locale `tag`.
fn catalogue_text(files: &[(&str, &str)]) -> String {
    let mut out = String::new();
    for (_, source) in files {
        let resource = fluent_syntax::parser::parse(*source).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            let (value, attributes) = match entry {
                Entry::Message(m) => (m.value, m.attributes),
                Entry::Term(t) => (Some(t.value), t.attributes),
                _ => continue,
            };
            value.iter().for_each(|v| pattern_text(v, &mut out));
            attributes
                .iter()
                .for_each(|a| pattern_text(&a.value, &mut out));
        }
    }
    out
}

/// Discord's emoji, which the catalogue sends in messages and never draws in a picture
/// (no open bold face has them): the symbol blocks' emoji and the supplementary planes'.
fn emoji(c: char) -> bool {
    matches!(c, '\u{2300}'..='\u{23ff}' | '\u{2700}'..='\u{27bf}' | '\u{1f000}'..) && !FONT.has(c)
}

#[test]
fn every_character_of_every_language_is_drawable() {
    assert_eq!(LOCALES.len(), 9, "the nine shipped languages");
    for (tag, files) in LOCALES {
        let text = catalogue_text(files);
        assert!(text.chars().count() > 1000, "{tag}: the catalogue was read");
        let missing: std::collections::BTreeSet<char> = text
            .chars()
            .filter(|&c| !emoji(c) && !drawable(&c.to_string()))
            .collect();
        assert!(missing.is_empty(), "{tag}: the font lacks {missing:?}");
    }
}

#[test]
fn the_catalogues_words_are_drawable_as_rendered() {
    use crate::words::{text, Args, Lang};
    for lang in Lang::all() {
        let args = Args::new().num("n", 3).num("round", 2).str("seat", "A");
        for key in [
            "web-film-player",
            "web-bracket-round",
            "shape-picture-complete",
        ] {
            let words = text(lang, key, &args);
            assert!(drawable(&words), "{}: {key} = {words:?}", lang.tag());
        }
    }
}

/// How many pixels `text` inks, drawn 24 pixels to the em on a blank picture.
fn ink_of(text: &str) -> usize {
    let mut pixmap = Pixmap::new(400, 60).unwrap();
    fill_text(&mut pixmap, text, (200.0, 30.0), 24.0, 380.0, Rgb(0, 0, 0));
    pixmap.pixels().iter().filter(|p| p.alpha() > 0).count()
}

#[test]
fn japanese_and_russian_words_are_drawn_with_ink() {
    for word in [
        "プレイヤーA",
        "決勝",
        "Игрок А",
        "Раунд 2",
        "Łódź, ÉTÉ, çağrı",
    ] {
        assert!(drawable(word), "{word}");
        assert!(ink_of(word) > 100, "{word} is inked: {}", ink_of(word));
    }
    // Each character its own glyph, not the same `?` for all.
    assert_ne!(ink_of("決"), ink_of("勝"));
    assert_ne!(ink_of("Ж"), ink_of("?"));
}

#[test]
fn a_character_no_face_has_is_drawn_as_a_question_mark() {
    let rare = '\u{10900}'; // Phoenician
    assert!(!drawable(&format!("Al{rare}ce")));
    assert!(drawable("Alice \u{3000}\t"));
    assert_eq!(FONT.glyph(rare).map(|(c, _)| c), Some('?'));
    assert_eq!(ink_of(&rare.to_string()), ink_of("?"));
}

#[test]
fn the_faces_share_one_em_and_one_baseline() {
    let em = FONT.units_per_em;
    assert_eq!(em, 2048.0, "DejaVu's em");
    // A full-width kanji advances one em once the Japanese face (1000 units) is scaled.
    let kanji = FONT.exact('口').unwrap();
    assert!((kanji.advance - em).abs() < 1.0, "{}", kanji.advance);
    let latin = FONT.exact('H').unwrap();
    let (_, kanji_bottom, _, kanji_top) = kanji.bounds.unwrap();
    let (_, latin_bottom, _, latin_top) = latin.bounds.unwrap();
    assert_eq!(latin_bottom, 0.0, "H stands on the baseline");
    assert!(
        kanji_bottom.abs() < 0.12 * em,
        "口 sits near it: {kanji_bottom}"
    );
    assert!(
        kanji_top > latin_top && kanji_top < 0.95 * em,
        "{kanji_top} vs {latin_top}"
    );
}
