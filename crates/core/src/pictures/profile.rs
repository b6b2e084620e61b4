//! A player's profile card as a PNG, with the card in words as its alt text: their name
//! and totals, one line a game (rating, its trend over the last matches as a sparkline and
//! an arrow, rank, W-L-D, streaks), their rarest achievements and their puzzle streak.
//! Drawn for `/profile` and as the web player page's link preview, from the model value
//! alone (`model::profile`), in the language it is given.

use super::font::{draw_text, fill_text, fit, text_width};
use super::paint::{encode, rounded_rect, Rgb};
use super::Picture;
use crate::model::achievements::percent;
use crate::model::profile::{GameLine, ProfileCard};
use crate::words::{plain, text, Args, Lang};
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

/// The card's size: Open Graph's large preview is about 1.9 to 1.
pub const WIDTH: u32 = 800;
pub const HEIGHT: u32 = 420;
/// Discord's limit on an attachment's description.
const ALT_LIMIT: usize = 1024;

const BACKGROUND: Rgb = Rgb(0x17, 0x1c, 0x26);
const PANEL: Rgb = Rgb(0x22, 0x29, 0x37);
const ACCENT: Rgb = Rgb(0xf2, 0xb1, 0x34);
const ACCENT_DIM: Rgb = Rgb(0x3d, 0x33, 0x1c);
const INK: Rgb = Rgb(0xf3, 0xf4, 0xf6);
const MUTED: Rgb = Rgb(0x9a, 0xa4, 0xb5);
const LINE: Rgb = Rgb(0x33, 0x3b, 0x4a);
const UP: Rgb = Rgb(0x4a, 0xde, 0x80);
const DOWN: Rgb = Rgb(0xf8, 0x71, 0x71);

const MARGIN: f32 = 24.0;
const RIGHT: f32 = WIDTH as f32 - MARGIN;
/// The name's left edge, after the initial's disc.
const NAME_X: f32 = 112.0;
const NAME_SIZE: f32 = 30.0;
/// The columns' left edges: game, rating, trend, rank, W-L-D, streak.
const COLUMNS: [f32; 6] = [MARGIN + 8.0, 166.0, 286.0, 440.0, 552.0, 636.0];
const HEADINGS: [&str; 6] = [
    "profile-col-game",
    "profile-col-rating",
    "profile-col-trend",
    "profile-col-rank",
    "profile-col-record",
    "profile-col-streak",
];
const HEADINGS_Y: f32 = 140.0;
const ROWS_Y: f32 = 150.0;
const ROW_H: f32 = 42.0;
const SPARK_W: f32 = 76.0;
const FOOTER_Y: f32 = 372.0;

/// The card of `card`'s player, in `lang`.
pub fn picture(lang: Lang, card: &ProfileCard) -> Picture {
    Picture {
        name: "profile.png",
        bytes: encode(&draw(lang, card)),
        alt: alt_text(lang, card),
    }
}

/// The card: header, games (or "no matches yet"), achievements.
fn draw(lang: Lang, card: &ProfileCard) -> Pixmap {
    let mut pixmap = Pixmap::new(WIDTH, HEIGHT).expect("a card's size");
    pixmap.fill(colour(BACKGROUND));
    fill_rect(&mut pixmap, (0.0, 0.0, WIDTH as f32, 6.0), ACCENT);
    draw_header(&mut pixmap, lang, card);
    fill_rect(&mut pixmap, (MARGIN, 116.0, RIGHT - MARGIN, 1.0), LINE);
    if card.games.is_empty() {
        draw_no_matches(&mut pixmap, lang);
    } else {
        draw_games(&mut pixmap, lang, &card.games);
    }
    fill_rect(
        &mut pixmap,
        (MARGIN, FOOTER_Y - 8.0, RIGHT - MARGIN, 1.0),
        LINE,
    );
    draw_achievements(&mut pixmap, lang, card);
    pixmap
}

/// The initial's disc, the name (cut with an ellipsis if too long), the totals line and,
/// on the right, the puzzle streak.
fn draw_header(pixmap: &mut Pixmap, lang: Lang, card: &ProfileCard) {
    fill_circle(pixmap, (60.0, 66.0), 34.0, ACCENT);
    let initial: String = card
        .name
        .chars()
        .find(|c| !c.is_whitespace())
        .map_or_else(|| "?".to_string(), |c| c.to_uppercase().collect());
    fill_text(pixmap, &initial, (60.0, 66.0), 36.0, 50.0, BACKGROUND);
    let mut name_room = RIGHT - NAME_X;
    if let Some(days) = card.puzzle_streak {
        let words = text(
            lang,
            "profile-puzzle-streak",
            &Args::new().num("days", days),
        );
        let size = 14.0;
        let width = (text_width(&words, size) + 28.0).min(300.0);
        let (x, y) = (RIGHT - width, 24.0);
        fill_rounded(pixmap, (x, y, width, 28.0), 14.0, ACCENT_DIM);
        let words = fit(&words, size, width - 28.0);
        draw_text(pixmap, &words, (x + 14.0, y + 19.0), size, width, ACCENT);
        name_room -= width + 16.0;
    }
    let name = fit(&card.name, NAME_SIZE, name_room);
    draw_text(
        pixmap,
        &name,
        (NAME_X, 64.0),
        NAME_SIZE,
        name_room + 1.0,
        INK,
    );
    let summary = if card.games.is_empty() {
        plain(lang, "profile-no-matches")
    } else {
        let (w, l, d) = card.totals();
        text(
            lang,
            "profile-summary",
            &Args::new()
                .num("matches", card.matches())
                .str("record", &record(w, l, d))
                .num("best", card.best_streak()),
        )
    };
    let summary = fit(&summary, 16.0, RIGHT - NAME_X);
    draw_text(
        pixmap,
        &summary,
        (NAME_X, 94.0),
        16.0,
        RIGHT - NAME_X,
        MUTED,
    );
}

/// A player without a rated match: said in the middle, with how to get one.
fn draw_no_matches(pixmap: &mut Pixmap, lang: Lang) {
    let centre = WIDTH as f32 / 2.0;
    let width = RIGHT - MARGIN;
    let none = plain(lang, "profile-no-matches");
    fill_text(pixmap, &none, (centre, 222.0), 28.0, width, INK);
    let challenge = format!("/{}", plain(lang, "cmd-challenge"));
    let hint = text(
        lang,
        "profile-no-matches-hint",
        &Args::new().str("challenge", &challenge),
    );
    fill_text(pixmap, &hint, (centre, 262.0), 16.0, width, MUTED);
}

/// The columns' headings and one line a game.
fn draw_games(pixmap: &mut Pixmap, lang: Lang, games: &[GameLine]) {
    for (i, key) in HEADINGS.iter().enumerate() {
        let heading = plain(lang, key);
        let room = column_room(i);
        let heading = fit(&heading, 12.0, room);
        draw_text(
            pixmap,
            &heading,
            (COLUMNS[i], HEADINGS_Y),
            12.0,
            room,
            MUTED,
        );
    }
    for (i, line) in games.iter().enumerate() {
        draw_game(pixmap, lang, line, ROWS_Y + i as f32 * ROW_H);
    }
}

/// The room of column `i`, to the next one (or the right margin), less a gap.
fn column_room(i: usize) -> f32 {
    COLUMNS.get(i + 1).copied().unwrap_or(RIGHT) - COLUMNS[i] - 8.0
}

/// One game's line, its panel's top at `top`.
fn draw_game(pixmap: &mut Pixmap, lang: Lang, line: &GameLine, top: f32) {
    fill_rounded(
        pixmap,
        (MARGIN - 8.0, top, RIGHT - MARGIN + 16.0, ROW_H - 4.0),
        8.0,
        PANEL,
    );
    let baseline = top + 25.0;
    let cell = |pixmap: &mut Pixmap, i: usize, words: &str, size: f32, colour: Rgb| {
        let room = column_room(i);
        let words = fit(words, size, room);
        draw_text(
            pixmap,
            &words,
            (COLUMNS[i], baseline),
            size,
            room + 1.0,
            colour,
        );
    };
    cell(pixmap, 0, line.game.title(), 17.0, INK);
    draw_rating(pixmap, line, (COLUMNS[1], baseline));
    draw_trend(pixmap, line, (COLUMNS[2], top + 19.0));
    let rank = match line.rank {
        Some(rank) => text(
            lang,
            "profile-rank",
            &Args::new().num("rank", rank).num("players", line.players),
        ),
        None => plain(lang, "profile-unranked"),
    };
    let rank_colour = if line.rank.is_some() { INK } else { MUTED };
    cell(pixmap, 3, &rank, 14.0, rank_colour);
    let s = &line.standing;
    cell(pixmap, 4, &record(s.wins, s.losses, s.draws), 15.0, INK);
    draw_streak(pixmap, lang, line, top);
}

/// The current streak (green won, red lost) over the best, small.
fn draw_streak(pixmap: &mut Pixmap, lang: Lang, line: &GameLine, top: f32) {
    let (current, best) = streak_parts(lang, line);
    let colour = match line.standing.streak {
        n if n > 0 => UP,
        n if n < 0 => DOWN,
        _ => MUTED,
    };
    let (x, room) = (COLUMNS[5], column_room(5));
    let current = fit(&current, 14.0, room);
    draw_text(pixmap, &current, (x, top + 17.0), 14.0, room + 1.0, colour);
    let best = fit(&best, 11.0, room);
    draw_text(pixmap, &best, (x, top + 32.0), 11.0, room + 1.0, MUTED);
}

/// The rating, large, and its deviation, small; a provisional one muted with a `?`, as
/// the boards mark it.
fn draw_rating(pixmap: &mut Pixmap, line: &GameLine, (x, baseline): (f32, f32)) {
    let rating = line.standing.rating.rating.round() as i64;
    let (words, colour) = if line.provisional {
        (format!("{rating}?"), MUTED)
    } else {
        (rating.to_string(), INK)
    };
    draw_text(pixmap, &words, (x, baseline), 21.0, column_room(1), colour);
    let after = x + text_width(&words, 21.0) + 5.0;
    let deviation = format!("±{:.0}", line.standing.rating.deviation);
    let room = COLUMNS[2] - 8.0 - after;
    draw_text(pixmap, &deviation, (after, baseline), 12.0, room, MUTED);
}

/// The trend: the rating after each of the last matches as a line, then an arrow and the
/// change, green up, red down.
fn draw_trend(pixmap: &mut Pixmap, line: &GameLine, (x, middle): (f32, f32)) {
    let change = line.change();
    let colour = match change {
        c if c > 0 => UP,
        c if c < 0 => DOWN,
        _ => MUTED,
    };
    draw_sparkline(
        pixmap,
        &line.trend,
        (x, middle - 12.0, SPARK_W, 24.0),
        colour,
    );
    let arrow_x = x + SPARK_W + 14.0;
    draw_arrow(pixmap, (arrow_x, middle), change, colour);
    let words = signed(change);
    let room = COLUMNS[3] - 8.0 - (arrow_x + 10.0);
    draw_text(
        pixmap,
        &words,
        (arrow_x + 10.0, middle + 6.0),
        15.0,
        room,
        colour,
    );
}

/// `points` as a line in `(x, y, w, h)`, its last point marked; a span of less than 20
/// points is drawn as 20, so a flat rating does not look like a cliff.
fn draw_sparkline(
    pixmap: &mut Pixmap,
    points: &[f64],
    (x, y, w, h): (f32, f32, f32, f32),
    colour: Rgb,
) {
    if points.len() < 2 {
        return;
    }
    let (lo, hi) = points
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &p| (lo.min(p), hi.max(p)));
    let (lo, hi) = if hi - lo < 20.0 {
        let mid = (lo + hi) / 2.0;
        (mid - 10.0, mid + 10.0)
    } else {
        (lo, hi)
    };
    let at = |i: usize, p: f64| {
        (
            x + w * i as f32 / (points.len() - 1) as f32,
            y + h - h * ((p - lo) / (hi - lo)) as f32,
        )
    };
    let mut pb = PathBuilder::new();
    for (i, &p) in points.iter().enumerate() {
        let (px, py) = at(i, p);
        if i == 0 {
            pb.move_to(px, py);
        } else {
            pb.line_to(px, py);
        }
    }
    if let Some(path) = pb.finish() {
        let stroke = Stroke {
            width: 2.0,
            line_join: tiny_skia::LineJoin::Round,
            ..Stroke::default()
        };
        pixmap.stroke_path(&path, &paint(colour), &stroke, Transform::identity(), None);
    }
    let last = at(points.len() - 1, points[points.len() - 1]);
    fill_circle(pixmap, last, 3.0, colour);
}

/// A triangle up for a gain, down for a loss, a bar for no change.
fn draw_arrow(pixmap: &mut Pixmap, (cx, cy): (f32, f32), change: i64, colour: Rgb) {
    let mut pb = PathBuilder::new();
    match change.signum() {
        1 => {
            pb.move_to(cx - 6.0, cy + 4.0);
            pb.line_to(cx + 6.0, cy + 4.0);
            pb.line_to(cx, cy - 6.0);
        }
        -1 => {
            pb.move_to(cx - 6.0, cy - 4.0);
            pb.line_to(cx + 6.0, cy - 4.0);
            pb.line_to(cx, cy + 6.0);
        }
        _ => {
            fill_rect(pixmap, (cx - 6.0, cy - 1.5, 12.0, 3.0), colour);
            return;
        }
    }
    pb.close();
    if let Some(path) = pb.finish() {
        pixmap.fill_path(
            &path,
            &paint(colour),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

/// The rarest achievements, each in a pill with its share of players, as many as fit.
fn draw_achievements(pixmap: &mut Pixmap, lang: Lang, card: &ProfileCard) {
    let baseline = FOOTER_Y + 25.0;
    if card.rarest.is_empty() {
        let none = plain(lang, "profile-achievements-none");
        draw_text(
            pixmap,
            &none,
            (MARGIN, baseline),
            14.0,
            RIGHT - MARGIN,
            MUTED,
        );
        return;
    }
    let label = plain(lang, "profile-achievements");
    let label = fit(&label, 14.0, 220.0);
    draw_text(pixmap, &label, (MARGIN, baseline), 14.0, 221.0, MUTED);
    let mut x = MARGIN + text_width(&label, 14.0) + 14.0;
    for rare in &card.rarest {
        let name = plain(lang, &format!("achievement-{}", rare.achievement.code()));
        let share = text(
            lang,
            "profile-rarity",
            &Args::new().num("percent", percent(rare.rarity)),
        );
        let share_w = text_width(&share, 13.0);
        let room = RIGHT - x - share_w - 40.0;
        if room < 60.0 {
            break;
        }
        let name = fit(&name, 14.0, room.min(200.0));
        let width = text_width(&name, 14.0) + share_w + 40.0;
        fill_rounded(pixmap, (x, FOOTER_Y + 6.0, width, 28.0), 14.0, PANEL);
        draw_text(pixmap, &name, (x + 14.0, baseline), 14.0, width, INK);
        let share_x = x + 14.0 + text_width(&name, 14.0) + 12.0;
        draw_text(
            pixmap,
            &share,
            (share_x, baseline),
            13.0,
            share_w + 1.0,
            ACCENT,
        );
        x += width + 10.0;
    }
}

/// W-L-D, the order every board uses.
fn record(wins: u32, losses: u32, draws: u32) -> String {
    format!("{wins}-{losses}-{draws}")
}

/// A change of rating with its sign: `+32`, `-12`, `0`.
fn signed(change: i64) -> String {
    if change > 0 {
        format!("+{change}")
    } else {
        change.to_string()
    }
}

/// The current streak (won or lost, or none) and the best, in words.
fn streak_words(lang: Lang, line: &GameLine) -> String {
    let (current, best) = streak_parts(lang, line);
    format!("{current} · {best}")
}

/// The current streak and the best, each in words.
fn streak_parts(lang: Lang, line: &GameLine) -> (String, String) {
    let s = &line.standing;
    let current = match s.streak {
        0 => plain(lang, "profile-streak-none"),
        n if n > 0 => text(lang, "profile-streak-won", &Args::new().num("count", n)),
        n => text(lang, "profile-streak-lost", &Args::new().num("count", -n)),
    };
    let best = text(
        lang,
        "profile-streak-best",
        &Args::new().num("best", s.best_streak),
    );
    (current, best)
}

/// The card in words: the player and their totals, each game's figures, the rarest
/// achievements and the puzzle streak, within Discord's limit.
pub fn alt_text(lang: Lang, card: &ProfileCard) -> String {
    let mut out = text(lang, "profile-alt", &Args::new().str("name", &card.name));
    if card.games.is_empty() {
        out += " ";
        out += &plain(lang, "profile-alt-none");
    }
    for line in &card.games {
        out += " ";
        out += &game_words(lang, line);
    }
    if !card.rarest.is_empty() {
        let list = card
            .rarest
            .iter()
            .map(|rare| {
                let name = plain(lang, &format!("achievement-{}", rare.achievement.code()));
                let share = text(
                    lang,
                    "web-achievements-rarity",
                    &Args::new().num("percent", percent(rare.rarity)),
                );
                format!("{name} ({share})")
            })
            .collect::<Vec<_>>()
            .join(", ");
        out += " ";
        out += &text(
            lang,
            "profile-alt-achievements",
            &Args::new().str("list", &list),
        );
    }
    if let Some(days) = card.puzzle_streak {
        out += " ";
        out += &text(lang, "profile-alt-puzzle", &Args::new().num("days", days));
    }
    if out.chars().count() > ALT_LIMIT {
        out = out.chars().take(ALT_LIMIT - 1).collect::<String>() + "…";
    }
    out
}

/// One game's line in words.
fn game_words(lang: Lang, line: &GameLine) -> String {
    let s = &line.standing;
    let rank = match line.rank {
        Some(rank) => text(
            lang,
            "profile-rank",
            &Args::new().num("rank", rank).num("players", line.players),
        ),
        None => plain(lang, "profile-unranked"),
    };
    let rating = s.rating.rating.round() as i64;
    let rating = if line.provisional {
        text(
            lang,
            "profile-alt-provisional",
            &Args::new().num("rating", rating),
        )
    } else {
        rating.to_string()
    };
    text(
        lang,
        "profile-alt-game",
        &Args::new()
            .str("game", line.game.title())
            .str("rating", &rating)
            .num("deviation", s.rating.deviation.round() as i64)
            .str("change", &signed(line.change()))
            .num("count", line.trend_matches())
            .str("rank", &rank)
            .str("record", &record(s.wins, s.losses, s.draws))
            .str("streak", &streak_words(lang, line)),
    )
}

fn colour(c: Rgb) -> tiny_skia::Color {
    tiny_skia::Color::from_rgba8(c.0, c.1, c.2, 255)
}

/// An anti-aliased paint of `c`.
fn paint(c: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(colour(c));
    paint.anti_alias = true;
    paint
}

fn fill_rect(pixmap: &mut Pixmap, (x, y, w, h): (f32, f32, f32, f32), c: Rgb) {
    if let Some(rect) = Rect::from_xywh(x, y, w, h) {
        pixmap.fill_rect(rect, &paint(c), Transform::identity(), None);
    }
}

fn fill_rounded(pixmap: &mut Pixmap, (x, y, w, h): (f32, f32, f32, f32), radius: f32, c: Rgb) {
    if let Some(path) = Rect::from_xywh(x, y, w, h).and_then(|r| rounded_rect(r, radius)) {
        pixmap.fill_path(
            &path,
            &paint(c),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

fn fill_circle(pixmap: &mut Pixmap, (cx, cy): (f32, f32), r: f32, c: Rgb) {
    if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
        pixmap.fill_path(
            &path,
            &paint(c),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

#[cfg(test)]
mod tests;
