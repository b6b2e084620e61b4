//! A single elimination's bracket as a PNG, with the bracket in words as its alt text:
//! one column a round, a box a board (its two players, the winner in gold), lines from
//! each pair of boards to the board their winners play next. Drawn with the project's
//! picture stack (tiny-skia, the bundled fonts; see `tile_board.rs` and `font.rs`).

use super::font::draw_text;
use super::paint::{encode, Rgb};
use super::Picture;
use crate::model::tournaments::{elimination, Format, PairResult, Pairing, Status, TournamentView};
use crate::model::UserId;
use crate::words::{text, Args, Lang};
use tiny_skia::{Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

/// Brackets of more round-1 boards than this are told in words only: their picture would
/// be too tall to read in Discord's preview.
pub const MAX_PICTURED_BOARDS: usize = 16;
/// Discord's limit on an attachment's description.
const ALT_LIMIT: usize = 1024;

const BACKGROUND: Rgb = Rgb(0x1e, 0x56, 0x3a);
const BOX: Rgb = Rgb(0xfb, 0xfa, 0xf5);
const LINE: Rgb = Rgb(0xc9, 0xec, 0xd6);
const NAME: Rgb = Rgb(0x1c, 0x1c, 0x1c);
const WINNER: Rgb = Rgb(0xb0, 0x7a, 0x00);
const EMPTY: Rgb = Rgb(0x8a, 0x8a, 0x8a);
const HEADING: Rgb = Rgb(0xff, 0xff, 0xff);

const MARGIN: f32 = 12.0;
const HEADER: f32 = 26.0;
const BOX_W: f32 = 170.0;
const GAP: f32 = 36.0;
/// One player's line in a box.
const LINE_H: f32 = 20.0;
/// The room of one round-1 board, box and space.
const SLOT: f32 = 2.0 * LINE_H + 12.0;
const TEXT: f32 = 14.0;

/// A player's name as the picture shows it.
fn name_of(lang: Lang, view: &TournamentView, user: UserId) -> String {
    view.names.get(&user).cloned().unwrap_or_else(|| {
        let user = user.to_string();
        text(lang, "web-player-unknown", &Args::new().str("user", &user))
    })
}

/// Whether the tournament has a bracket picture ([`picture`] says when).
pub fn pictured(view: &TournamentView) -> bool {
    let t = &view.tournament;
    t.format == Format::SingleElimination
        && matches!(t.status, Status::Playing | Status::Finished)
        && elimination::bracket_size(view.entrants.len()) / 2 <= MAX_PICTURED_BOARDS
}

/// The bracket's picture, for a single elimination under way or finished of at most
/// [`MAX_PICTURED_BOARDS`] round-1 boards.
pub fn picture(lang: Lang, view: &TournamentView) -> Option<Picture> {
    if !pictured(view) {
        return None;
    }
    let size = elimination::bracket_size(view.entrants.len());
    Some(Picture {
        name: "bracket.png",
        bytes: encode(&draw(lang, view, size)),
        alt: alt_text(lang, view),
    })
}

/// The pairing of board `board` in round `round`, if it was paired.
fn pairing(view: &TournamentView, round: u32, board: u32) -> Option<&Pairing> {
    view.pairings
        .iter()
        .find(|p| p.round == round && p.board == board)
}

/// The bracket of `size` places: a column a round, each with its heading and its boards.
fn draw(lang: Lang, view: &TournamentView, size: usize) -> Pixmap {
    let rounds = size.trailing_zeros().max(1);
    let width = 2.0 * MARGIN + rounds as f32 * BOX_W + (rounds - 1) as f32 * GAP;
    let height = 2.0 * MARGIN + HEADER + (size / 2) as f32 * SLOT;
    let mut pixmap = Pixmap::new(width as u32, height as u32).expect("a bracket's size");
    pixmap.fill(tiny_skia::Color::from_rgba8(
        BACKGROUND.0,
        BACKGROUND.1,
        BACKGROUND.2,
        255,
    ));
    for round in 1..=rounds {
        let x = MARGIN + (round - 1) as f32 * (BOX_W + GAP);
        let heading = heading(lang, round, rounds);
        draw_text(
            &mut pixmap,
            &heading,
            (x, MARGIN + TEXT),
            TEXT,
            BOX_W,
            HEADING,
        );
        let boards = (size >> round) as u32;
        // A board of round r spans 2^(r-1) round-1 slots; its box is centred in them.
        let span = SLOT * f32::powi(2.0, round as i32 - 1);
        for board in 0..boards {
            let centre = MARGIN + HEADER + (board as f32 + 0.5) * span;
            let pairing = pairing(view, round, board);
            draw_board(&mut pixmap, lang, view, pairing, (x, centre));
            if round < rounds {
                let next_span = span * 2.0;
                let next_centre = MARGIN + HEADER + ((board / 2) as f32 + 0.5) * next_span;
                draw_link(&mut pixmap, x, centre, next_centre);
            }
        }
    }
    pixmap
}

/// A solid paint of `colour`.
fn paint(colour: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(colour.0, colour.1, colour.2, 255);
    paint
}

/// The heading of `round` of `rounds`: the last is the final.
fn heading(lang: Lang, round: u32, rounds: u32) -> String {
    if round == rounds {
        text(lang, "web-bracket-final", &Args::new())
    } else {
        text(lang, "web-bracket-round", &Args::new().num("round", round))
    }
}

/// One board's box, its left edge at `x` and centred on `centre`: its two players (the
/// winner in gold), a bye, or dashes while it is not paired.
fn draw_board(
    pixmap: &mut Pixmap,
    lang: Lang,
    view: &TournamentView,
    pairing: Option<&Pairing>,
    (x, centre): (f32, f32),
) {
    let top = centre - LINE_H;
    if let Some(rect) = Rect::from_xywh(x, top, BOX_W, 2.0 * LINE_H) {
        pixmap.fill_rect(rect, &paint(BOX), Transform::identity(), None);
    }
    for (i, (user, won)) in players(pairing).into_iter().enumerate() {
        let (text, colour) = match user {
            Some(user) => (name_of(lang, view, user), if won { WINNER } else { NAME }),
            None if pairing.is_some() => (text(lang, "web-bracket-bye", &Args::new()), EMPTY),
            None => ("-".to_string(), EMPTY),
        };
        let baseline = top + i as f32 * LINE_H + LINE_H - 5.0;
        draw_text(
            pixmap,
            &text,
            (x + 6.0, baseline),
            TEXT,
            BOX_W - 12.0,
            colour,
        );
    }
}

/// A board's two lines: each player, if any, and whether they won it (a draw has no
/// winner).
fn players(pairing: Option<&Pairing>) -> [(Option<UserId>, bool); 2] {
    match pairing {
        Some(p) => {
            let winner = p.winner().filter(|_| p.result != Some(PairResult::Draw));
            [
                (Some(p.a), winner == Some(p.a)),
                (p.b, p.b.is_some() && winner == p.b),
            ]
        }
        None => [(None, false), (None, false)],
    }
}

/// The line from the box at `x` centred on `centre` to the board its winner plays next,
/// centred on `next_centre` in the next column.
fn draw_link(pixmap: &mut Pixmap, x: f32, centre: f32, next_centre: f32) {
    let mut pb = PathBuilder::new();
    pb.move_to(x + BOX_W, centre);
    pb.line_to(x + BOX_W + GAP / 2.0, centre);
    pb.line_to(x + BOX_W + GAP / 2.0, next_centre);
    pb.line_to(x + BOX_W + GAP, next_centre);
    if let Some(path) = pb.finish() {
        let stroke = Stroke {
            width: 2.0,
            ..Stroke::default()
        };
        pixmap.stroke_path(&path, &paint(LINE), &stroke, Transform::identity(), None);
    }
}

/// The bracket in words: each round's boards, who beat whom, who is playing, who went
/// through without a game.
pub fn alt_text(lang: Lang, view: &TournamentView) -> String {
    let name = &view.tournament.name;
    let mut out = text(lang, "web-bracket-alt", &Args::new().str("name", name));
    let last = view.pairings.iter().map(|p| p.round).max().unwrap_or(0);
    for round in 1..=last {
        let boards = view
            .pairings
            .iter()
            .filter(|p| p.round == round)
            .map(|p| board_words(lang, view, p))
            .collect::<Vec<_>>()
            .join("; ");
        let args = Args::new().num("round", round).str("boards", &boards);
        out += " ";
        out += &text(lang, "web-bracket-alt-round", &args);
    }
    if out.chars().count() > ALT_LIMIT {
        out = out.chars().take(ALT_LIMIT - 1).collect::<String>() + "…";
    }
    out
}

/// One board in words: who beat whom, who is playing, who went through.
fn board_words(lang: Lang, view: &TournamentView, p: &Pairing) -> String {
    let a = name_of(lang, view, p.a);
    let Some(b) = p.b.map(|b| name_of(lang, view, b)) else {
        return text(lang, "web-bracket-through", &Args::new().str("a", &a));
    };
    let (key, args) = match p.result {
        Some(PairResult::A) => ("web-bracket-beat", Args::new().str("a", &a).str("b", &b)),
        Some(PairResult::B) => ("web-bracket-beat", Args::new().str("a", &b).str("b", &a)),
        _ => ("web-bracket-playing", Args::new().str("a", &a).str("b", &b)),
    };
    text(lang, key, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tournaments::{Entrant, Tournament};
    use crate::model::{MatchSettings, Place};
    use crate::rules::GameKind;
    use std::collections::{BTreeMap, HashMap};

    fn view(players: u64, status: Status) -> TournamentView {
        TournamentView {
            tournament: Tournament {
                id: 1,
                place: Place {
                    guild: 1,
                    channel: 2,
                },
                name: "Knockout".into(),
                game: GameKind::Duel,
                format: Format::SingleElimination,
                organiser: 9,
                settings: MatchSettings {
                    target: Some(1),
                    turn_seconds: 60,
                    max_strikes: 5,
                },
                rated: true,
                asked_rounds: None,
                rounds: Some(3),
                max_players: 256,
                status,
                round: 1,
                signup_closes_at: 0,
                message_id: None,
                revision: 1,
                drawn_revision: 0,
                created_at: 0,
            },
            entrants: (1..=players)
                .map(|u| Entrant {
                    user: u,
                    order: u as u32,
                    rating: None,
                    dropped: None,
                })
                .collect(),
            pairings: vec![
                Pairing {
                    round: 1,
                    board: 0,
                    a: 1,
                    b: None,
                    result: Some(PairResult::Walkover),
                },
                Pairing {
                    round: 1,
                    board: 1,
                    a: 4,
                    b: Some(5),
                    result: Some(PairResult::B),
                },
                Pairing {
                    round: 1,
                    board: 2,
                    a: 2,
                    b: None,
                    result: Some(PairResult::Walkover),
                },
                Pairing {
                    round: 1,
                    board: 3,
                    a: 3,
                    b: None,
                    result: Some(PairResult::Walkover),
                },
                Pairing {
                    round: 2,
                    board: 0,
                    a: 1,
                    b: Some(5),
                    result: None,
                },
            ],
            games: BTreeMap::new(),
            names: HashMap::from([(1, "Alice".into()), (5, "Eve".into())]),
        }
    }

    #[test]
    fn a_bracket_is_a_png_of_one_column_a_round_with_the_bracket_in_words() {
        let picture = picture(Lang::ENGLISH, &view(5, Status::Playing)).expect("a picture");
        let decoded = tiny_skia::Pixmap::decode_png(&picture.bytes).expect("a PNG");
        // Three rounds of 170 px boxes, four round-1 boards.
        assert_eq!(
            decoded.width(),
            (2.0 * MARGIN + 3.0 * BOX_W + 2.0 * GAP) as u32
        );
        assert_eq!(
            decoded.height(),
            (2.0 * MARGIN + HEADER + 4.0 * SLOT) as u32
        );
        assert_eq!(picture.name, "bracket.png");
        assert_eq!(
            picture.alt,
            "Bracket of Knockout. Round 1: Alice goes through; Eve beat player 4; \
             player 2 goes through; player 3 goes through. Round 2: Alice against Eve, \
             playing."
        );
        // Something is drawn: the boxes' colour is in it.
        assert!(decoded
            .pixels()
            .iter()
            .any(|p| (p.red(), p.green(), p.blue()) == (BOX.0, BOX.1, BOX.2)));
    }

    #[test]
    fn only_an_elimination_under_way_or_over_and_not_too_big_has_a_picture() {
        assert!(picture(Lang::ENGLISH, &view(5, Status::Signup)).is_none());
        assert!(picture(Lang::ENGLISH, &view(5, Status::Finished)).is_some());
        let mut swiss = view(5, Status::Playing);
        swiss.tournament.format = Format::Swiss;
        assert!(picture(Lang::ENGLISH, &swiss).is_none());
        assert!(picture(Lang::ENGLISH, &view(32, Status::Playing)).is_some());
        assert!(picture(Lang::ENGLISH, &view(33, Status::Playing)).is_none());
    }

    #[test]
    fn the_alt_text_fits_discords_limit() {
        let mut v = view(5, Status::Playing);
        v.tournament.name = "x".repeat(2000);
        assert_eq!(alt_text(Lang::ENGLISH, &v).chars().count(), ALT_LIMIT);
    }
}
