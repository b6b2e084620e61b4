//! Pixel checks of Shape Clash's pictures: each card's symbol where it should be, the 27
//! Completes told apart in grey-scale without their words, the board's piles and its
//! matched line, a hand's rows, and the same bytes every time. That the words are the
//! menus' is checked beside the menus (`discord/games/shape_clash.rs`).

use super::*;
use crate::rules::shape_clash::{Complete, PileView, ShapeClash};
use crate::rules::{Game, Seat, Table};

fn card_of(code: &str) -> ShapeCard {
    code.parse().unwrap()
}

fn rgb(pixmap: &Pixmap, x: f32, y: f32) -> Rgb {
    let p = pixmap.pixel(x as u32, y as u32).unwrap();
    Rgb(p.red(), p.green(), p.blue())
}

/// A hand of one card, and its card's symbol centre in the picture.
fn one_card(card: ShapeCard) -> (Pixmap, f32, f32) {
    let pixmap = hand_pixmap(Lang::ENGLISH, &[card]).unwrap();
    let cx = MARGIN as f32 + CARD_W as f32 / 2.0;
    (pixmap, cx, MARGIN as f32 + SYMBOL_CY)
}

#[test]
fn solid_fills_hollow_outlines_and_partial_fills_the_left_half() {
    for (code, colour) in [("SRC", RED), ("SGT", GREEN), ("SBS", BLUE)] {
        let (pixmap, cx, cy) = one_card(card_of(code));
        assert_eq!(rgb(&pixmap, cx, cy + 6.0), colour, "{code}");
    }
    for code in ["HRC", "HGT", "HBS"] {
        let (pixmap, cx, cy) = one_card(card_of(code));
        assert_eq!(rgb(&pixmap, cx, cy + 6.0), CARD, "{code}: hollow");
    }
    for (code, colour) in [("PRC", RED), ("PGT", GREEN), ("PBS", BLUE)] {
        let (pixmap, cx, cy) = one_card(card_of(code));
        let quarter = SYMBOL / 6.0;
        assert_eq!(rgb(&pixmap, cx - quarter, cy + 8.0), colour, "{code}: left");
        assert_eq!(rgb(&pixmap, cx + quarter, cy + 8.0), CARD, "{code}: right");
    }
}

#[test]
fn shapes_differ_where_a_circle_a_triangle_and_a_square_differ() {
    let r = SYMBOL / 2.0;
    // Near the top corners: only the square reaches there.
    let corner = |code: &str| {
        let (pixmap, cx, cy) = one_card(card_of(code));
        rgb(&pixmap, cx - r * 0.75, cy - r * 0.75)
    };
    assert_eq!(corner("SRS"), RED);
    assert_eq!(corner("SRC"), CARD);
    assert_eq!(corner("SRT"), CARD);
    // Left of centre near the top: the circle, not the triangle (its apex is narrow).
    let upper_left = |code: &str| {
        let (pixmap, cx, cy) = one_card(card_of(code));
        rgb(&pixmap, cx - r * 0.5, cy - r * 0.6)
    };
    assert_eq!(upper_left("SRC"), RED);
    assert_eq!(upper_left("SRT"), CARD);
}

/// The grey-scale of a card's symbol area (its words left out), 0..=255 a pixel.
fn grey_symbol(card: ShapeCard) -> Vec<f32> {
    let (pixmap, _, _) = one_card(card);
    let mut out = Vec::new();
    for y in MARGIN..MARGIN + 90 {
        for x in MARGIN..MARGIN + CARD_W {
            let p = pixmap.pixel(x, y).unwrap();
            out.push(
                0.299 * f32::from(p.red())
                    + 0.587 * f32::from(p.green())
                    + 0.114 * f32::from(p.blue()),
            );
        }
    }
    out
}

#[test]
fn the_27_completes_are_told_apart_in_grey_scale_without_their_words() {
    let greys: Vec<(String, Vec<f32>)> = (0..27)
        .map(|i| {
            let card = ShapeCard::complete(Complete::from_index(i).unwrap());
            (card_words(Lang::ENGLISH, card), grey_symbol(card))
        })
        .collect();
    for (i, (a, ga)) in greys.iter().enumerate() {
        for (b, gb) in &greys[i + 1..] {
            let mean = ga.iter().zip(gb).map(|(x, y)| (x - y).abs()).sum::<f32>() / ga.len() as f32;
            assert!(
                mean > 1.5,
                "{a} and {b} differ by {mean:.2} grey levels a pixel"
            );
        }
    }
}

#[test]
fn singles_are_drawn_apart_from_completes() {
    // A colour Single is a band of its colour; a shape Single is the shape in ink.
    let (pixmap, cx, cy) = one_card(card_of("Red1"));
    assert_eq!(rgb(&pixmap, cx, cy), RED);
    assert_eq!(
        rgb(&pixmap, cx - 35.0, cy),
        RED,
        "a band, wider than a shape"
    );
    let (pixmap, cx, cy) = one_card(card_of("Circle1"));
    assert_eq!(rgb(&pixmap, cx, cy + 6.0), INK);
    let (pixmap, cx, cy) = one_card(card_of("Hollow1"));
    assert_eq!(rgb(&pixmap, cx, cy + 6.0), SINGLE_CARD);
    // The card itself is greyer than a Complete's.
    assert_eq!(rgb(&pixmap, cx + 40.0, cy + 40.0), SINGLE_CARD);
    let (pixmap, cx, cy) = one_card(card_of("SRC"));
    assert_eq!(rgb(&pixmap, cx + 40.0, cy + 40.0), CARD);
}

fn fresh_public() -> ShapeClashPublic {
    Table::<ShapeClash>::new(Default::default(), 7, Seat::A, 0)
        .game()
        .public_view()
}

#[test]
fn the_board_shows_the_top_complete_and_each_pile_or_its_empty_place() {
    let mut public = fresh_public();
    public.completes = PileView {
        top: Some(card_of("SRC")),
        size: 4,
    };
    public.singles = [
        PileView {
            top: Some(card_of("Hollow1")),
            size: 2,
        },
        PileView { top: None, size: 0 },
        PileView {
            top: Some(card_of("Circle2")),
            size: 1,
        },
    ];
    public.matched = false;
    let pixmap = board_pixmap(Lang::ENGLISH, &public);
    assert_eq!(pixmap.width(), 2 * MARGIN + 4 * CARD_W + 3 * GAP);
    let y = (MARGIN + HEADING) as f32;
    let centre = |index: usize| column_x(index) + CARD_W as f32 / 2.0;
    assert_eq!(
        rgb(&pixmap, centre(0), y + SYMBOL_CY + 6.0),
        RED,
        "the Solid Red Circle"
    );
    assert_eq!(
        rgb(&pixmap, centre(1), y + SYMBOL_CY + 6.0),
        SINGLE_CARD,
        "Hollow"
    );
    assert_eq!(
        rgb(&pixmap, centre(2), y + SYMBOL_CY),
        BACKGROUND,
        "an empty pile"
    );
    assert_eq!(rgb(&pixmap, centre(3), y + SYMBOL_CY + 6.0), INK, "Circle");
    assert_eq!(
        board_alt(Lang::ENGLISH, &public),
        "Shape Clash board: top Complete Solid Red Circle (4 on the pile); Single piles: Pattern Hollow, Color empty, Shape Circle."
    );
    // Matched: a line under the cards, and the alt text says so.
    let line_row = (y + CARD_H as f32) as u32..pixmap.height();
    let ink_in = |p: &Pixmap| {
        line_row
            .clone()
            .flat_map(|y| (0..p.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| rgb(p, x as f32, y as f32) != BACKGROUND)
            .count()
    };
    assert_eq!(ink_in(&pixmap), 0);
    public.matched = true;
    let matched = board_pixmap(Lang::ENGLISH, &public);
    assert!(ink_in(&matched) > 100);
    assert!(board_alt(Lang::ENGLISH, &public).ends_with("; matched."));
}

#[test]
fn a_deal_starts_with_no_complete_and_each_empty_pile_has_its_empty_place() {
    let mut public = fresh_public();
    assert_eq!(public.completes.top, None);
    assert!(board_alt(Lang::ENGLISH, &public)
        .starts_with("Shape Clash board: no Complete yet (0 on the pile); Single piles: Pattern "));
    public.singles = [PileView { top: None, size: 0 }; 3];
    assert_eq!(
        board_alt(Lang::ENGLISH, &public),
        "Shape Clash board: no Complete yet (0 on the pile); Single piles: Pattern empty, Color empty, Shape empty."
    );
    let pixmap = board_pixmap(Lang::ENGLISH, &public);
    let y = (MARGIN + HEADING) as f32 + SYMBOL_CY;
    for index in 0..4 {
        assert_eq!(rgb(&pixmap, column_x(index) + 20.0, y), BACKGROUND);
    }
}

#[test]
fn a_hand_goes_in_rows_of_six_in_the_panels_order() {
    let hand: Vec<ShapeCard> = ["SRC", "HGT", "PBS", "Red1", "Circle1", "Solid1", "SGS"]
        .iter()
        .map(|c| card_of(c))
        .collect();
    let pixmap = hand_pixmap(Lang::ENGLISH, &hand).unwrap();
    assert_eq!(pixmap.width(), 2 * MARGIN + 6 * CARD_W + 5 * GAP);
    assert_eq!(pixmap.height(), 2 * MARGIN + 2 * CARD_H + GAP);
    // The seventh card starts the second row: the Solid Green Square.
    let (cx, cy) = (
        column_x(0) + CARD_W as f32 / 2.0,
        (MARGIN + CARD_H + GAP) as f32 + SYMBOL_CY,
    );
    assert_eq!(rgb(&pixmap, cx, cy), GREEN);
    assert_eq!(rgb(&pixmap, column_x(1) + 10.0, cy), BACKGROUND);
    assert_eq!(
        hand_alt(Lang::ENGLISH, &hand),
        "Your hand, 7 cards: Solid Red Circle, Hollow Green Triangle, Partial Blue Square, Red (Single), Circle (Single), Solid (Single), Solid Green Square."
    );
    assert!(hand_pixmap(Lang::ENGLISH, &[]).is_none());
    let many: Vec<ShapeCard> = ShapeCard::all().collect();
    let alt = hand_alt(Lang::ENGLISH, &many);
    assert_eq!(alt.chars().count(), ALT_TEXT_LIMIT);
    assert!(alt.starts_with("Your hand, 63 cards: ") && alt.ends_with('…'));
}

#[test]
fn pictures_are_pngs_the_same_every_time() {
    let mut table = Table::<ShapeClash>::new(Default::default(), 11, Seat::A, 0);
    let mut rng = crate::cards::rng_from_seed(11);
    for _ in 0..12 {
        let Some(seat) = table.to_move() else { break };
        let mv = table.game().random_move(&mut rng);
        table.play(seat, mv).unwrap();
    }
    let public = table.game().public_view();
    let png = board_png(Lang::ENGLISH, &public);
    assert!(png.starts_with(b"\x89PNG"));
    assert_eq!(png, board_png(Lang::ENGLISH, &public));
    assert!(png.len() < 60 * 1024, "{} bytes", png.len());
    let decoded = Pixmap::decode_png(&png).unwrap();
    assert_eq!(decoded.data(), board_pixmap(Lang::ENGLISH, &public).data());
    let hand = table.game().view(Seat::A).hand;
    assert_eq!(
        hand_png(Lang::ENGLISH, &hand),
        hand_png(Lang::ENGLISH, &hand)
    );
}

/// Writes a board and a hand to the temp directory to look at.
/// `cargo test --lib shape_cards -- --ignored --nocapture`
#[test]
#[ignore]
fn write_sample() {
    let mut public = fresh_public();
    public.completes = PileView {
        top: Some(card_of("PRT")),
        size: 3,
    };
    public.singles = [
        PileView {
            top: Some(card_of("Partial1")),
            size: 1,
        },
        PileView {
            top: Some(card_of("Red2")),
            size: 1,
        },
        PileView {
            top: Some(card_of("Triangle1")),
            size: 1,
        },
    ];
    public.matched = true;
    let dir = std::env::temp_dir();
    std::fs::write(
        dir.join("shape_board.png"),
        board_png(Lang::ENGLISH, &public),
    )
    .unwrap();
    let hand: Vec<ShapeCard> = (0..27)
        .step_by(4)
        .map(|i| ShapeCard::complete(Complete::from_index(i).unwrap()))
        .chain(["Blue1", "Square1", "Hollow1"].map(card_of))
        .collect();
    std::fs::write(
        dir.join("shape_hand.png"),
        hand_png(Lang::ENGLISH, &hand).unwrap(),
    )
    .unwrap();
    println!("{}", dir.display());
}
