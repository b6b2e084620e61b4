//! Tile Poker in Discord. Everything is public but the pool, so the table says it all:
//! the board as a picture (with its alt text), both hands, scores, the pool, the last turn
//! and what each of its lines scored, the clock and missed turns. The private panel of
//! the seat to move places a tile (pick the tile, then a labelled cell from a paged menu
//! that shows what each cell scores, or type the label in a form; a preview before
//! Confirm), exchanges or passes; when the stall guard or an empty pool forbids those, the
//! buttons say why.
//!
//! Why one file of over 600 lines: the table and the panel's steps (tile, cell, form,
//! preview, confirm) share their wording and ids; the picture is
//! `pictures/tile_board.rs`'s.

use super::controls::{action_button, action_id, table_buttons};
use super::{
    footer, mention, sentence, text_modal, title, GameUi, Input, Refusal, Screen, Step,
};
use crate::cards::{show_cards, Card, CardParseError, Rank};
use crate::words::Lang;
use crate::model::MatchInfo;
use crate::pictures::tile_board::{picture, Grid};
use crate::rules::tile_poker::{
    Axis, Category, Cell, LineScore, TilePoker, TilePokerError, TilePokerEvent, TilePokerMove,
    TilePokerPublic, TilePokerView, MAX_NON_PLACING,
};
use crate::rules::{count, BySeat, Outcome, Seat};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateModal, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

/// Options in one page of the cell menu (Discord's limit for a select).
pub const CELLS_PER_PAGE: usize = 25;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(proptest_derive::Arbitrary))]
pub enum TilePokerAction {
    /// The menu of the hand's tiles: the tile to place.
    PickTile,
    /// The cells for a tile, one page of the menu.
    Cells {
        tile: Card,
        page: u8,
    },
    /// The menu of cells for a tile.
    PickCell {
        tile: Card,
    },
    /// The form to type a cell's label.
    Type {
        tile: Card,
    },
    /// Confirm a placement.
    Place {
        tile: Card,
        cell: Cell,
    },
    /// The menu of tiles to exchange.
    Exchange,
    PickExchange,
    /// Confirm an exchange.
    ConfirmExchange {
        tile: Card,
    },
    Pass,
    /// Back to the panel.
    Back,
}

/// `row 5♣ 5♦ K♥ K♣ 5♥ — full house, 8`, with the reason when the line scores nothing.
pub fn line_text(line: &LineScore, tile: Card) -> String {
    let axis = match line.axis {
        Axis::Row => "row",
        Axis::Column => "column",
    };
    let tiles = show_cards(&line.tiles);
    let why = match (line.hand, line.contributes) {
        (None, _) => format!("{} tiles: a line of 6 or more scores 0", line.tiles.len()),
        (Some(hand), true) => format!("{}, **{}**", hand_name(hand, &line.tiles), line.points),
        (Some(Category::HighCard), false) => {
            format!("high card, but {tile} is not the highest: 0")
        }
        (Some(hand), false) => format!(
            "{}, but {tile} is not part of it: 0",
            hand_name(hand, &line.tiles)
        ),
    };
    format!("{axis} {tiles} — {why}")
}

/// The category's name, "royal flush" for the ace-high straight flush.
fn hand_name(hand: Category, tiles: &[Card]) -> &'static str {
    let ace_high =
        tiles.iter().any(|t| t.rank == Rank::Ace) && tiles.iter().any(|t| t.rank == Rank::King);
    match hand {
        Category::StraightFlush if ace_high => "royal flush",
        other => other.name(),
    }
}

/// Every line a placement scores, then the total: `row …, 8; column …, 2 → 10 points`.
fn lines_text(lines: &[LineScore], tile: Card) -> String {
    let points: u32 = lines.iter().map(|l| l.points).sum();
    if lines.is_empty() {
        return "it starts no line of 2 or more tiles: 0 points".into();
    }
    let parts: Vec<String> = lines.iter().map(|l| line_text(l, tile)).collect();
    format!(
        "{} → **{}**",
        parts.join("; "),
        count(points as usize, "point")
    )
}

/// The label of a cell on the board's picture (the grid of `public`).
fn label(public: &TilePokerPublic, cell: Cell) -> String {
    Grid::of(&public.board)
        .label(cell)
        .unwrap_or_else(|| cell.to_string())
}

/// Why the panel refused an input, with what the player sent. The picture names cells by
/// labels that depend on the board, so a refusal naming a cell carries its label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TilePokerInputError {
    /// A menu's or form's action came without the menu's values or the form's text, or
    /// with a value the menu does not write.
    NotMine,
    /// The menu came back with no value or several.
    PickOne { picked: usize },
    /// The menu's value is not a tile.
    BadCard(CardParseError),
    NotInHand { tile: Card },
    /// The typed text is no cell's label; `example` is one that is.
    NotACell { typed: String, example: String },
    /// The rules refused; `at` is the label of the cell they name, if they name one.
    Rules {
        error: TilePokerError,
        at: Option<String>,
    },
}

impl Refusal for TilePokerInputError {
    fn words(&self, lang: Lang) -> String {
        match self {
            TilePokerInputError::NotMine => super::not_mine(lang),
            TilePokerInputError::PickOne { .. } => "Pick one.".into(),
            TilePokerInputError::BadCard(e) => sentence(&e.to_string()),
            TilePokerInputError::NotInHand { tile } => format!("{tile} is not in your hand."),
            TilePokerInputError::NotACell { typed, example } => format!(
                "“{typed}” is not a cell of the board: type a label from the picture, such as {example}."
            ),
            TilePokerInputError::Rules { error, at } => rules_words(error, at.as_deref()),
        }
    }
}

/// A rules refusal in words for the player, naming its cell by `at`, its label.
fn rules_words(error: &TilePokerError, at: Option<&str>) -> String {
    let at = |cell: &Cell| at.map_or_else(|| cell.to_string(), str::to_string);
    match error {
        TilePokerError::CellTaken { cell, tile } => format!("{} already holds {tile}.", at(cell)),
        TilePokerError::NotConnected(cell) => format!(
            "{} touches no tile: place next to a tile on the board (diagonals do not count).",
            at(cell)
        ),
        TilePokerError::CompletesBlock { cell, with } => format!(
            "A tile at {} would complete a 2×2 block with {} {} {}: no block of four is allowed.",
            at(cell),
            with[0],
            with[1],
            with[2]
        ),
        other => sentence(&other.to_string()),
    }
}

/// A rules refusal, with the label on the picture of the cell it names.
fn refused(public: &TilePokerPublic, error: TilePokerError) -> TilePokerInputError {
    let at = match &error {
        TilePokerError::CellTaken { cell, .. }
        | TilePokerError::NotConnected(cell)
        | TilePokerError::CompletesBlock { cell, .. } => Some(label(public, *cell)),
        _ => None,
    };
    TilePokerInputError::Rules { error, at }
}

/// Why the seat to move may not exchange or pass, in a few words for a button.
fn stall_reason(public: &TilePokerPublic, exchange: bool) -> Option<&'static str> {
    let refused = if exchange {
        public.check_exchange(None)
    } else {
        public.check_pass()
    };
    refused.err().map(|e| match e {
        TilePokerError::PoolEmpty => "pool is empty",
        _ => "you must place now",
    })
}

fn last_turn_text(info: &MatchInfo, public: &TilePokerPublic) -> Option<String> {
    let who = |seat: Seat| mention(info.players[seat]);
    let mut parts = Vec::new();
    for event in &public.last_turn {
        match event {
            TilePokerEvent::Placed {
                seat,
                tile,
                cell,
                lines,
                ..
            } => parts.push(format!(
                "{} placed **{tile}** at **{}**: {}",
                who(*seat),
                label(public, *cell),
                lines_text(lines, *tile)
            )),
            TilePokerEvent::Drew { tile, .. } => parts.push(format!("drew {tile}")),
            TilePokerEvent::Exchanged {
                seat,
                returned,
                drew,
            } => parts.push(format!(
                "{} exchanged {returned} and drew {drew}",
                who(*seat)
            )),
            TilePokerEvent::Passed { seat } => parts.push(format!("{} passed", who(*seat))),
            TilePokerEvent::ClockSkipped { seat } => {
                parts.push(format!("{} ran out of time: turn skipped", who(*seat)))
            }
            TilePokerEvent::Skipped { seat } => {
                parts.push(format!("{} holds no tiles and is skipped", who(*seat)))
            }
            TilePokerEvent::Ended { .. } => {}
        }
    }
    (!parts.is_empty()).then(|| format!("Last turn: {}.", parts.join(", then ")))
}

/// The result with the tie-breaks it needed: points, then the best hand made, then aces.
fn result_text(
    info: &MatchInfo,
    outcome: Outcome,
    scores: BySeat<u32>,
    best: BySeat<Option<Category>>,
    aces: BySeat<u32>,
) -> String {
    let who = |seat: Seat| mention(info.players[seat]);
    let score = format!(
        "{} **{}** · {} **{}**",
        who(Seat::A),
        scores.a,
        who(Seat::B),
        scores.b
    );
    let made = |seat: Seat| best[seat].map_or("nothing", Category::name);
    let tie_break = if scores.a != scores.b {
        String::new()
    } else if best.a != best.b {
        format!(
            " Points tied; best hand made: {} {} · {} {}.",
            who(Seat::A),
            made(Seat::A),
            who(Seat::B),
            made(Seat::B)
        )
    } else {
        format!(
            " Points and best hands ({}) tied; aces placed: {} {} · {} {}.",
            made(Seat::A),
            who(Seat::A),
            aces.a,
            who(Seat::B),
            aces.b
        )
    };
    let verdict = match outcome.winner() {
        Some(w) => format!("🏆 {} wins.", who(w)),
        None => "🤝 A draw.".to_string(),
    };
    format!("All 52 tiles are down. Final score: {score}.{tie_break} {verdict}")
}

fn stall_text(public: &TilePokerPublic, seat: Seat) -> String {
    let stalls = public.non_placing[seat];
    if stalls == 0 {
        return String::new();
    }
    format!(" · passes and exchanges in a row: {stalls} of {MAX_NON_PLACING}")
}

/// The hand's tiles, each with the best it can score now.
fn tile_menu(info: &MatchInfo, public: &TilePokerPublic, hand: &[Card]) -> CreateActionRow {
    let cells = public.board.legal_cells();
    let options = hand
        .iter()
        .map(|&tile| {
            let best = cells
                .iter()
                .filter_map(|&cell| {
                    let lines = public.preview(tile, cell).ok()?;
                    Some((lines.iter().map(|l| l.points).sum::<u32>(), cell))
                })
                .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
            let description = match best {
                Some((0, _)) | None => "scores nothing anywhere now".to_string(),
                Some((points, cell)) => format!(
                    "best now: {} at {}",
                    count(points as usize, "point"),
                    label(public, cell)
                ),
            };
            CreateSelectMenuOption::new(format!("Place {tile}"), tile.code())
                .description(description)
        })
        .collect();
    pick_one(info, TilePokerAction::PickTile, options, "Place a tile…")
}

/// A menu to pick one of `options`, answered by `action`.
fn pick_one(
    info: &MatchInfo,
    action: TilePokerAction,
    options: Vec<CreateSelectMenuOption>,
    placeholder: impl Into<String>,
) -> CreateActionRow {
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            action_id::<TilePoker>(info, action),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(placeholder)
        .min_values(1)
        .max_values(1),
    )
}

/// The page of legal cells for `tile`, each with what it scores, and the page buttons.
fn cells_screen(info: &MatchInfo, public: &TilePokerPublic, tile: Card, page: u8) -> Screen {
    let cells = public.board.legal_cells();
    let pages = cells.len().div_ceil(CELLS_PER_PAGE).max(1);
    let page = usize::from(page).min(pages - 1);
    let grid = Grid::of(&public.board);
    let options = cells
        .iter()
        .skip(page * CELLS_PER_PAGE)
        .take(CELLS_PER_PAGE)
        .map(|&cell| cell_option(&grid, public, tile, cell))
        .collect();
    let mut text = format!(
        "**Match #{}** · place **{tile}**: pick one of the {} marked on the board",
        info.id,
        count(cells.len(), "open cell")
    );
    if pages > 1 {
        text += &format!(" (page {} of {pages})", page + 1);
    }
    text += ", or type its label.";
    let rows = vec![
        pick_one(
            info,
            TilePokerAction::PickCell { tile },
            options,
            format!("Cell for {tile}…"),
        ),
        CreateActionRow::Buttons(cells_buttons(info, tile, page, pages)),
    ];
    Screen::new(text, rows)
}

/// A legal cell for `tile` in the menu: its label and points, and the hands it makes.
fn cell_option(
    grid: &Grid,
    public: &TilePokerPublic,
    tile: Card,
    cell: Cell,
) -> CreateSelectMenuOption {
    let name = grid.label(cell).unwrap_or_else(|| cell.to_string());
    let lines = public.preview(tile, cell).unwrap_or_default();
    let points: u32 = lines.iter().map(|l| l.points).sum();
    let mut description: String = lines
        .iter()
        .filter(|l| l.points > 0)
        .map(|l| {
            let axis = if l.axis == Axis::Row { "row" } else { "column" };
            format!("{axis}: {}", l.hand.map_or("", |h| hand_name(h, &l.tiles)))
        })
        .collect::<Vec<_>>()
        .join(", ");
    if description.is_empty() {
        description = "scores nothing".into();
    }
    CreateSelectMenuOption::new(
        format!("{name} — {}", count(points as usize, "point")),
        format!("{},{}", cell.row, cell.col),
    )
    .description(description)
}

/// Under the cells menu: the pages before and after `page` (of `pages`), typing a cell,
/// and another tile.
fn cells_buttons(info: &MatchInfo, tile: Card, page: usize, pages: usize) -> Vec<CreateButton> {
    let mut buttons = Vec::new();
    if page > 0 {
        buttons.push(action_button::<TilePoker>(
            info,
            TilePokerAction::Cells {
                tile,
                page: (page - 1) as u8,
            },
            "◀ Previous cells",
            ButtonStyle::Secondary,
        ));
    }
    if page + 1 < pages {
        buttons.push(action_button::<TilePoker>(
            info,
            TilePokerAction::Cells {
                tile,
                page: (page + 1) as u8,
            },
            "More cells ▶",
            ButtonStyle::Secondary,
        ));
    }
    buttons.push(action_button::<TilePoker>(
        info,
        TilePokerAction::Type { tile },
        "Type a cell",
        ButtonStyle::Secondary,
    ));
    buttons.push(action_button::<TilePoker>(
        info,
        TilePokerAction::Back,
        "Other tile",
        ButtonStyle::Secondary,
    ));
    buttons
}

/// What a placement would score, and why, with Confirm.
fn preview_screen(
    info: &MatchInfo,
    public: &TilePokerPublic,
    tile: Card,
    cell: Cell,
) -> Result<Screen, TilePokerInputError> {
    let lines = public.preview(tile, cell).map_err(|e| refused(public, e))?;
    let text = format!(
        "**Match #{}** · place **{tile}** at **{}**: {}.\nConfirm to place it; you then draw from the pool{}.",
        info.id,
        label(public, cell),
        lines_text(&lines, tile),
        if public.pool_size == 0 {
            " (empty: no draw)"
        } else {
            ""
        }
    );
    let rows = vec![CreateActionRow::Buttons(vec![
        action_button::<TilePoker>(
            info,
            TilePokerAction::Place { tile, cell },
            format!("Confirm: {tile} at {}", label(public, cell)),
            ButtonStyle::Success,
        ),
        action_button::<TilePoker>(
            info,
            TilePokerAction::Cells { tile, page: 0 },
            "Other cell",
            ButtonStyle::Secondary,
        ),
        action_button::<TilePoker>(
            info,
            TilePokerAction::Back,
            "Other tile",
            ButtonStyle::Secondary,
        ),
    ])];
    Ok(Screen::new(text, rows))
}

/// One value from a menu.
fn one_value(input: &Input) -> Result<&str, TilePokerInputError> {
    let Input::Select(values) = input else {
        return Err(TilePokerInputError::NotMine);
    };
    match values.as_slice() {
        [value] => Ok(value),
        _ => Err(TilePokerInputError::PickOne {
            picked: values.len(),
        }),
    }
}

fn parse_card(code: &str) -> Result<Card, TilePokerInputError> {
    code.parse::<Card>().map_err(TilePokerInputError::BadCard)
}

/// `"row,col"` from the cell menu.
fn parse_cell(value: &str) -> Option<Cell> {
    let (row, col) = value.split_once(',')?;
    Some(Cell::new(row.parse().ok()?, col.parse().ok()?))
}

/// What `/rules` says of the game.
const RULES: &str = "**Tile Poker** — 52 tiles, one per card; A♠ starts the board. Each player holds 7 public tiles; the rest form a hidden pool.
A turn is one of: **place** a tile next to the board (never completing a 2×2 block) and draw; **exchange** a tile with the pool; **pass** (at most 2 non-placing turns in a row).
A placed tile scores the row and the column through it (2–5 tiles each) when it contributes to the line's best poker hand: high card or pair 2, two pair or trips 3, straight or flush 5, full house or quads 8, straight flush 13. Lines of 6+ score 0.
**Examples:** `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, then + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
Most points when all 52 tiles are placed wins; ties go to the best hand made, then to most aces placed.
**Clock:** a turn that runs out is **skipped** (no tile moves); 5 missed turns forfeit.
**In Discord:** the table shows the board as a picture, the open cells labelled (A1, B3…), both hands, scores and the last turn with what each line scored. **Play** opens your panel: pick a tile, then a cell from the menu (each shows what it scores) or type its label; a preview says what it scores before you confirm. **Exchange** and **Pass** say why when the rules forbid them.";

impl GameUi for TilePoker {
    const CODE: &'static str = "t";
    fn rules(_lang: Lang) -> String {
        RULES.to_string()
    }

    type Action = TilePokerAction;
    type InputError = TilePokerInputError;

    fn encode(action: &TilePokerAction) -> String {
        match action {
            TilePokerAction::PickTile => "pt".into(),
            TilePokerAction::Cells { tile, page } => format!("c:{}:{page}", tile.code()),
            TilePokerAction::PickCell { tile } => format!("pc:{}", tile.code()),
            TilePokerAction::Type { tile } => format!("t:{}", tile.code()),
            TilePokerAction::Place { tile, cell } => {
                format!("p:{}:{}:{}", tile.code(), cell.row, cell.col)
            }
            TilePokerAction::Exchange => "x".into(),
            TilePokerAction::PickExchange => "px".into(),
            TilePokerAction::ConfirmExchange { tile } => format!("cx:{}", tile.code()),
            TilePokerAction::Pass => "pass".into(),
            TilePokerAction::Back => "b".into(),
        }
    }

    fn parse(tail: &str) -> Option<TilePokerAction> {
        let mut parts = tail.split(':');
        let kind = parts.next()?;
        let args: Vec<&str> = parts.collect();
        let card = |i: usize| args.get(i).and_then(|c| c.parse::<Card>().ok());
        let action = match (kind, args.len()) {
            ("pt", 0) => TilePokerAction::PickTile,
            ("c", 2) => TilePokerAction::Cells {
                tile: card(0)?,
                page: args[1].parse().ok()?,
            },
            ("pc", 1) => TilePokerAction::PickCell { tile: card(0)? },
            ("t", 1) => TilePokerAction::Type { tile: card(0)? },
            ("p", 3) => TilePokerAction::Place {
                tile: card(0)?,
                cell: Cell::new(args[1].parse().ok()?, args[2].parse().ok()?),
            },
            ("x", 0) => TilePokerAction::Exchange,
            ("px", 0) => TilePokerAction::PickExchange,
            ("cx", 1) => TilePokerAction::ConfirmExchange { tile: card(0)? },
            ("pass", 0) => TilePokerAction::Pass,
            ("b", 0) => TilePokerAction::Back,
            _ => return None,
        };
        // Only the canonical form, so that every id reads back to itself.
        (Self::encode(&action) == tail).then_some(action)
    }

    fn wrap_action(action: TilePokerAction) -> super::AnyAction {
        super::AnyAction::TilePoker(action)
    }

    fn table(lang: Lang, info: &MatchInfo, public: &TilePokerPublic) -> Screen {
        let mut out = format!("{}\n", title(lang, info));
        for seat in [Seat::A, Seat::B] {
            let hand = &public.hands[seat];
            out += &format!(
                "{} **{}** · tiles: {}\n",
                mention(info.players[seat]),
                count(public.points[seat] as usize, "point"),
                if hand.is_empty() {
                    "none".to_string()
                } else {
                    show_cards(hand)
                }
            );
        }
        out += &format!(
            "Board: {} · pool: {}\n",
            count(public.board.len(), "tile"),
            count(public.pool_size, "tile")
        );
        if let Some(line) = last_turn_text(info, public) {
            out += &line;
            out += "\n";
        }
        if let Some(outcome) = public.outcome {
            if public.board.len() == crate::rules::tile_poker::TILES {
                out += &result_text(info, outcome, public.points, public.best_hand, public.aces);
                out += "\n";
            }
        }
        let what = match public.to_move {
            Some(seat) => format!("to place a tile{}", stall_text(public, seat)),
            None => String::new(),
        };
        out += &footer(lang, info, &what);
        let mut screen = Screen::new(
            out,
            vec![table_buttons(lang, info, false, Some(&Self::act_label(lang, public)))],
        );
        screen.picture = Some(picture(public));
        screen
    }

    /// Both hands are on the table.
    fn hand_line(_lang: Lang, _: &TilePokerView) -> Option<String> {
        None
    }

    fn act_label(_lang: Lang, _: &TilePokerPublic) -> String {
        "Play".into()
    }

    fn describe(_lang: Lang, mine: &TilePokerView, mv: &TilePokerMove) -> String {
        match mv {
            TilePokerMove::Place { tile, cell } => {
                format!("place {tile} on {}", label(&mine.public, *cell))
            }
            TilePokerMove::Exchange { tile } => format!("exchange {tile} with the pool"),
            TilePokerMove::Pass => "pass".into(),
        }
    }

    /// Only the end is news: the table shows every turn.
    fn events(_lang: Lang, info: &MatchInfo, events: &[TilePokerEvent]) -> Vec<String> {
        events
            .iter()
            .filter_map(|event| match event {
                TilePokerEvent::Ended {
                    outcome,
                    scores,
                    best_hands,
                    aces,
                } => Some(result_text(info, *outcome, *scores, *best_hands, *aces)),
                _ => None,
            })
            .collect()
    }

    /// Hands are public: "My hand" is the panel when it is your move.
    fn hand(lang: Lang, info: &MatchInfo, view: &TilePokerView) -> Screen {
        if view.public.to_move == Some(view.seat) {
            return Self::panel(lang, info, view);
        }
        Screen::text(format!(
            "**Match #{}** · your tiles: {}. Both hands are on the table for everybody.",
            info.id,
            show_cards(&view.public.hands[view.seat])
        ))
    }

    fn panel(_lang: Lang, info: &MatchInfo, view: &TilePokerView) -> Screen {
        let public = &view.public;
        let hand = &public.hands[view.seat];
        let mut text = format!(
            "**Tile Poker — Match #{}** · your move. Your tiles: {}\nPool: {}{}.\n",
            info.id,
            show_cards(hand),
            count(public.pool_size, "tile"),
            stall_text(public, view.seat)
        );
        let exchange_reason = stall_reason(public, true);
        let pass_reason = stall_reason(public, false);
        text += match (exchange_reason, pass_reason) {
            (None, _) => "Place a tile, exchange one with the pool, or pass.",
            (Some(_), None) => "Place a tile or pass (the pool is empty: no exchange).",
            (Some(_), Some(_)) => "You have passed or exchanged twice in a row: place a tile.",
        };
        let with_reason = |what: &str, reason: Option<&str>| match reason {
            Some(reason) => format!("{what} ({reason})"),
            None => what.to_string(),
        };
        let rows = vec![
            tile_menu(info, public, hand),
            CreateActionRow::Buttons(vec![
                action_button::<TilePoker>(
                    info,
                    TilePokerAction::Exchange,
                    with_reason("Exchange a tile", exchange_reason),
                    ButtonStyle::Secondary,
                )
                .disabled(exchange_reason.is_some()),
                action_button::<TilePoker>(
                    info,
                    TilePokerAction::Pass,
                    with_reason("Pass", pass_reason),
                    ButtonStyle::Secondary,
                )
                .disabled(pass_reason.is_some()),
            ]),
        ];
        Screen::new(text, rows)
    }

    fn step(
        lang: Lang,
        info: &MatchInfo,
        view: &TilePokerView,
        action: TilePokerAction,
        input: &Input,
    ) -> Result<Step<TilePokerMove>, TilePokerInputError> {
        let public = &view.public;
        let show = |screen: Screen| Ok(Step::Show(screen));
        match action {
            TilePokerAction::Back => show(Self::panel(lang, info, view)),
            TilePokerAction::PickTile => {
                let tile = parse_card(one_value(input)?)?;
                if !public.hands[view.seat].contains(&tile) {
                    return Err(TilePokerInputError::NotInHand { tile });
                }
                show(cells_screen(info, public, tile, 0))
            }
            TilePokerAction::Cells { tile, page } => show(cells_screen(info, public, tile, page)),
            TilePokerAction::PickCell { tile } => {
                let cell = parse_cell(one_value(input)?).ok_or(TilePokerInputError::NotMine)?;
                preview_screen(info, public, tile, cell).map(Step::Show)
            }
            TilePokerAction::Type { tile } => match input {
                Input::Modal(text) => {
                    preview_screen(info, public, tile, typed_cell(public, text)?).map(Step::Show)
                }
                _ => Ok(Step::Modal(cell_modal(info, tile))),
            },
            TilePokerAction::Place { tile, cell } => placed(public, tile, cell),
            TilePokerAction::Exchange => {
                public
                    .check_exchange(None)
                    .map_err(|e| refused(public, e))?;
                show(exchange_screen(info, &public.hands[view.seat]))
            }
            TilePokerAction::PickExchange => {
                let tile = parse_card(one_value(input)?)?;
                public
                    .check_exchange(Some(tile))
                    .map_err(|e| refused(public, e))?;
                show(confirm_exchange_screen(info, tile))
            }
            // The rules check the stall guard, the pool and the hand, and say why not.
            TilePokerAction::ConfirmExchange { tile } => Ok(Step::Play {
                mv: TilePokerMove::Exchange { tile },
                done: format!("You exchanged {tile}."),
            }),
            TilePokerAction::Pass => Ok(Step::Play {
                mv: TilePokerMove::Pass,
                done: "You passed.".into(),
            }),
        }
    }
}

/// The cell a player typed, by its label in the picture; a refusal names a cell they may
/// type instead.
fn typed_cell(public: &TilePokerPublic, text: &str) -> Result<Cell, TilePokerInputError> {
    let grid = Grid::of(&public.board);
    grid.cell(text)
        .ok_or_else(|| TilePokerInputError::NotACell {
            typed: text.trim().into(),
            example: public
                .board
                .legal_cells()
                .first()
                .and_then(|&c| grid.label(c))
                .unwrap_or_else(|| "B2".into()),
        })
}

/// The form that asks which cell to place `tile` at, by its label.
fn cell_modal(info: &MatchInfo, tile: Card) -> CreateModal {
    text_modal(
        action_id::<TilePoker>(info, TilePokerAction::Type { tile }),
        &format!("Place {tile}: which cell?"),
        "A label from the picture, e.g. B3",
        None,
    )
}

/// Placing `tile` at `cell`, if the rules allow it, with what it scores.
fn placed(
    public: &TilePokerPublic,
    tile: Card,
    cell: Cell,
) -> Result<Step<TilePokerMove>, TilePokerInputError> {
    let lines = public.preview(tile, cell).map_err(|e| refused(public, e))?;
    let points: u32 = lines.iter().map(|l| l.points).sum();
    Ok(Step::Play {
        mv: TilePokerMove::Place { tile, cell },
        done: format!(
            "You placed {tile} at {} for {}.",
            label(public, cell),
            count(points as usize, "point")
        ),
    })
}

/// Which tile of `hand` goes back into the pool: a select of them, and back.
fn exchange_screen(info: &MatchInfo, hand: &[Card]) -> Screen {
    let options = hand
        .iter()
        .map(|t| CreateSelectMenuOption::new(format!("Exchange {t}"), t.code()))
        .collect();
    Screen::new(
        format!(
            "**Match #{}** · which tile goes back into the pool? You then draw one at random.",
            info.id
        ),
        vec![
            pick_one(
                info,
                TilePokerAction::PickExchange,
                options,
                "Tile to exchange…",
            ),
            CreateActionRow::Buttons(vec![back_button(info)]),
        ],
    )
}

/// Exchanging `tile`: what it means, to confirm or go back.
fn confirm_exchange_screen(info: &MatchInfo, tile: Card) -> Screen {
    Screen::new(
        format!(
            "**Match #{}** · exchange **{tile}**? It goes back into the pool and you draw a random tile. That is a non-placing turn ({} in a row allowed).",
            info.id, MAX_NON_PLACING
        ),
        vec![CreateActionRow::Buttons(vec![
            action_button::<TilePoker>(
                info,
                TilePokerAction::ConfirmExchange { tile },
                format!("Confirm: exchange {tile}"),
                ButtonStyle::Success,
            ),
            back_button(info),
        ])],
    )
}

/// Back to the panel.
fn back_button(info: &MatchInfo) -> CreateButton {
    action_button::<TilePoker>(info, TilePokerAction::Back, "Back", ButtonStyle::Secondary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{parse_cards, rng_from_seed};
    use crate::discord::games::tests::info_of;
    use crate::pictures::tile_board::alt_text;
    use crate::rules::tile_poker::TilePokerOptions;
    use crate::rules::{Game, Table};
    use proptest::prelude::*;
    use serde_json::Value;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn new_table(seed: u64) -> Table<TilePoker> {
        Table::<TilePoker>::new(TilePokerOptions::default(), seed, Seat::A, 5)
    }

    /// A table after `moves` random moves.
    fn played(seed: u64, moves: usize) -> Table<TilePoker> {
        let mut table = new_table(seed);
        let mut rng = rng_from_seed(seed ^ 0xB0A2D);
        for _ in 0..moves {
            let Some(seat) = table.to_move() else { break };
            let mv = table.game().random_move(&mut rng);
            table.play(seat, mv).unwrap();
        }
        table
    }

    fn view_of(table: &Table<TilePoker>) -> TilePokerView {
        table.game().view(table.to_move().unwrap())
    }

    fn json(rows: &[CreateActionRow]) -> Vec<Value> {
        rows.iter()
            .map(|r| serde_json::to_value(r).unwrap())
            .collect()
    }

    /// Every component of the rows, flattened.
    fn components(rows: &[CreateActionRow]) -> Vec<Value> {
        json(rows)
            .into_iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .collect()
    }

    fn show(step: Result<Step<TilePokerMove>, TilePokerInputError>) -> Screen {
        match step {
            Ok(Step::Show(screen)) => screen,
            Ok(Step::Modal(_)) => panic!("a form, not a screen"),
            Ok(Step::Play { mv, .. }) => panic!("played {mv:?}"),
            Err(e) => panic!("refused: {}", e.words(crate::words::Lang::ENGLISH)),
        }
    }

    fn action_of(component: &Value) -> TilePokerAction {
        let id = component["custom_id"].as_str().unwrap();
        match crate::discord::ids::Id::parse(id) {
            Some(crate::discord::ids::Id::Game {
                action: super::super::AnyAction::TilePoker(a),
                ..
            }) => a,
            other => panic!("{id}: {other:?}"),
        }
    }

    /// The cells offered for `tile`, page after page, with their option labels.
    fn offered_cells(info: &MatchInfo, view: &TilePokerView, tile: Card) -> Vec<(Cell, String)> {
        let mut cells = Vec::new();
        let mut page = 0u8;
        loop {
            let screen = show(TilePoker::step(crate::words::Lang::ENGLISH, 
                info,
                view,
                TilePokerAction::Cells { tile, page },
                &Input::Click,
            ));
            let all = components(&screen.rows);
            let select = &all[0];
            let options = select["options"].as_array().unwrap();
            assert!(options.len() <= CELLS_PER_PAGE);
            for o in options {
                let cell = parse_cell(o["value"].as_str().unwrap()).unwrap();
                cells.push((cell, o["label"].as_str().unwrap().to_string()));
            }
            let next = all
                .iter()
                .find(|c| c["label"].as_str() == Some("More cells ▶"));
            match next.map(action_of) {
                Some(TilePokerAction::Cells { page: p, .. }) => {
                    assert_eq!(p, page + 1);
                    page = p;
                }
                _ => return cells,
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Every legal cell is offered exactly once across the pages, under the label
        /// the picture uses, and the typed label reads back to the same cell.
        #[test]
        fn prop_every_legal_cell_is_offered_once_under_its_picture_label(seed in any::<u64>(), moves in 0usize..45) {
            let table = played(seed, moves);
            prop_assume!(table.to_move().is_some());
            let info = info_of(&table, 1);
            let view = view_of(&table);
            let tile = view.public.hands[view.seat][0];
            let grid = Grid::of(&view.public.board);
            let offered = offered_cells(&info, &view, tile);
            let legal = view.public.board.legal_cells();
            prop_assert_eq!(offered.iter().map(|(c, _)| *c).collect::<Vec<_>>(), legal);
            for (cell, option) in &offered {
                let name = grid.label(*cell).expect("every legal cell has a label");
                prop_assert!(option.starts_with(&format!("{name} — ")), "{option}");
                prop_assert_eq!(grid.cell(&name), Some(*cell));
                prop_assert_eq!(grid.cell(&name.to_lowercase()), Some(*cell));
            }
        }
    }

    #[test]
    fn a_placement_preview_says_what_each_line_scores_and_why() {
        let five = card("5H");
        let lines = vec![
            LineScore {
                axis: Axis::Row,
                start: Cell::new(0, 0),
                tiles: parse_cards("5C 5D KH KC 5H").unwrap(),
                hand: Some(Category::FullHouse),
                contributes: true,
                points: 8,
            },
            LineScore {
                axis: Axis::Column,
                start: Cell::new(0, 4),
                tiles: parse_cards("5H AS").unwrap(),
                hand: Some(Category::HighCard),
                contributes: false,
                points: 0,
            },
        ];
        assert_eq!(
            lines_text(&lines, five),
            "row 5♣ 5♦ K♥ K♣ 5♥ — full house, **8**; column 5♥ A♠ — high card, but 5♥ is not the highest: 0 → **8 points**"
        );
        let six = LineScore {
            axis: Axis::Row,
            start: Cell::new(0, 0),
            tiles: parse_cards("2C 3C 4C 5C 6C 7C").unwrap(),
            hand: None,
            contributes: false,
            points: 0,
        };
        assert_eq!(
            line_text(&six, card("7C")),
            "row 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ — 6 tiles: a line of 6 or more scores 0"
        );
        let royal = LineScore {
            axis: Axis::Column,
            start: Cell::new(0, 0),
            tiles: parse_cards("TS JS QS KS AS").unwrap(),
            hand: Some(Category::StraightFlush),
            contributes: true,
            points: 13,
        };
        assert_eq!(
            line_text(&royal, card("TS")),
            "column T♠ J♠ Q♠ K♠ A♠ — royal flush, **13**"
        );
    }

    #[test]
    fn choosing_a_cell_previews_the_placement_with_confirm_and_confirm_plays_it() {
        let table = new_table(42);
        let info = info_of(&table, 1);
        let view = view_of(&table);
        let tile = view.public.hands[view.seat][0];
        let cell = Cell::new(0, 1);
        let screen = show(TilePoker::step(crate::words::Lang::ENGLISH, 
            &info,
            &view,
            TilePokerAction::PickCell { tile },
            &Input::Select(vec!["0,1".into()]),
        ));
        let expected = view.public.preview(tile, cell).unwrap();
        assert!(
            screen.text.contains(&lines_text(&expected, tile)),
            "{}",
            screen.text
        );
        let buttons = components(&screen.rows);
        assert_eq!(
            action_of(&buttons[0]),
            TilePokerAction::Place { tile, cell }
        );
        match TilePoker::step(crate::words::Lang::ENGLISH, 
            &info,
            &view,
            TilePokerAction::Place { tile, cell },
            &Input::Click,
        ) {
            Ok(Step::Play { mv, done }) => {
                assert_eq!(mv, TilePokerMove::Place { tile, cell });
                assert!(
                    done.starts_with(&format!("You placed {tile} at C2")),
                    "{done}"
                );
            }
            _ => panic!("Confirm plays the placement"),
        }
    }

    #[test]
    fn a_typed_cell_is_read_by_its_label_and_bad_labels_are_explained() {
        let table = new_table(42);
        let info = info_of(&table, 1);
        let view = view_of(&table);
        let tile = view.public.hands[view.seat][0];
        let typed = |text: &str| {
            TilePoker::step(crate::words::Lang::ENGLISH, 
                &info,
                &view,
                TilePokerAction::Type { tile },
                &Input::Modal(text.into()),
            )
        };
        // The start board's grid is 3×3 around A♠ (B2): C2 is right of it.
        let screen = show(typed(" c2 "));
        assert!(screen.text.contains("at **C2**"), "{}", screen.text);
        let Err(e) = typed("Z99").map_err(|e| e.words(crate::words::Lang::ENGLISH)) else {
            panic!()
        };
        assert!(e.contains("“Z99” is not a cell of the board"), "{e}");
        let Err(e) = typed("B2").map_err(|e| e.words(crate::words::Lang::ENGLISH)) else {
            panic!()
        };
        assert_eq!(e, "B2 already holds A♠.");
        let Err(e) = typed("A1").map_err(|e| e.words(crate::words::Lang::ENGLISH)) else {
            panic!()
        };
        assert!(e.contains("touches no tile"), "{e}");
        assert!(matches!(
            TilePoker::step(crate::words::Lang::ENGLISH, &info, &view, TilePokerAction::Type { tile }, &Input::Click),
            Ok(Step::Modal(_))
        ));
    }

    #[test]
    fn every_refusal_has_words_and_they_read_as_before() {
        let bad = "1Z".parse::<Card>().unwrap_err();
        let cell = Cell { row: 0, col: 1 };
        let rules = |error: TilePokerError, at: Option<&str>| TilePokerInputError::Rules {
            error,
            at: at.map(str::to_string),
        };
        let all = [
            TilePokerInputError::NotMine,
            TilePokerInputError::PickOne { picked: 2 },
            TilePokerInputError::BadCard(bad),
            TilePokerInputError::NotInHand { tile: card("7H") },
            TilePokerInputError::NotACell {
                typed: "Z99".into(),
                example: "C2".into(),
            },
            rules(TilePokerError::NotInHand(card("7H")), None),
            rules(
                TilePokerError::CellTaken {
                    cell,
                    tile: card("AS"),
                },
                Some("B2"),
            ),
            rules(TilePokerError::NotConnected(cell), Some("A1")),
            rules(
                TilePokerError::CompletesBlock {
                    cell,
                    with: [card("2C"), card("3C"), card("4C")],
                },
                Some("B3"),
            ),
            rules(TilePokerError::PoolEmpty, None),
            rules(TilePokerError::MustPlace, None),
            rules(TilePokerError::GameOver, None),
            rules(TilePokerError::NotYourTurn(Seat::B), None),
        ];
        for refusal in &all {
            assert!(!refusal.words(crate::words::Lang::ENGLISH).is_empty(), "{refusal:?}");
        }
        assert_eq!(TilePokerInputError::PickOne { picked: 0 }.words(crate::words::Lang::ENGLISH), "Pick one.");
        assert_eq!(
            TilePokerInputError::NotACell {
                typed: "Z99".into(),
                example: "C2".into()
            }
            .words(crate::words::Lang::ENGLISH),
            "“Z99” is not a cell of the board: type a label from the picture, such as C2."
        );
        assert_eq!(all[6].words(crate::words::Lang::ENGLISH), "B2 already holds A♠.");
        assert_eq!(
            all[8].words(crate::words::Lang::ENGLISH),
            "A tile at B3 would complete a 2×2 block with 2♣ 3♣ 4♣: no block of four is allowed."
        );
        assert_eq!(
            all[10].words(crate::words::Lang::ENGLISH),
            "You have passed or exchanged twice in a row: you must place a tile."
        );
    }

    #[test]
    fn a_tile_not_in_hand_is_refused_before_any_cell() {
        let table = new_table(42);
        let info = info_of(&table, 1);
        let view = view_of(&table);
        let theirs = view.public.hands[view.seat.other()][0];
        let step = TilePoker::step(crate::words::Lang::ENGLISH, 
            &info,
            &view,
            TilePokerAction::PickTile,
            &Input::Select(vec![theirs.code()]),
        );
        assert_eq!(
            step.err().map(|e| e.words(crate::words::Lang::ENGLISH)),
            Some(format!("{theirs} is not in your hand."))
        );
        let step = TilePoker::step(crate::words::Lang::ENGLISH, 
            &info,
            &view,
            TilePokerAction::PickCell { tile: theirs },
            &Input::Select(vec!["0,1".into()]),
        );
        assert_eq!(
            step.err().map(|e| e.words(crate::words::Lang::ENGLISH)),
            Some(format!("{theirs} is not in your hand."))
        );
    }

    #[test]
    fn exchange_and_pass_buttons_say_why_when_the_rules_forbid_them() {
        let mut table = new_table(7);
        // A passes twice (B places in between): the stall guard forbids both.
        for _ in 0..2 {
            table.play(Seat::A, TilePokerMove::Pass).unwrap();
            let tile = table.game().hand(Seat::B)[0];
            let cell = table.game().legal_cells()[0];
            table
                .play(Seat::B, TilePokerMove::Place { tile, cell })
                .unwrap();
        }
        let info = info_of(&table, 5);
        let view = view_of(&table);
        let panel = TilePoker::panel(crate::words::Lang::ENGLISH, &info, &view);
        let buttons = components(&panel.rows);
        let exchange = buttons
            .iter()
            .find(|b| {
                b["label"]
                    .as_str()
                    .is_some_and(|l| l.starts_with("Exchange"))
            })
            .unwrap();
        assert_eq!(exchange["label"], "Exchange a tile (you must place now)");
        assert_eq!(exchange["disabled"], true);
        let pass = buttons
            .iter()
            .find(|b| b["label"].as_str().is_some_and(|l| l.starts_with("Pass")))
            .unwrap();
        assert_eq!(pass["label"], "Pass (you must place now)");
        assert_eq!(pass["disabled"], true);
        assert!(panel.text.contains("place a tile"), "{}", panel.text);
        // A forged Exchange is refused with the rules' reason.
        let step = TilePoker::step(crate::words::Lang::ENGLISH, &info, &view, TilePokerAction::Exchange, &Input::Click);
        assert_eq!(
            step.err().map(|e| e.words(crate::words::Lang::ENGLISH)),
            Some(super::super::sentence(
                &TilePokerError::MustPlace.to_string()
            ))
        );
    }

    #[test]
    fn the_table_shows_both_hands_the_pool_the_last_turn_and_the_picture() {
        let mut table = new_table(42);
        let tile = table.game().hand(Seat::A)[0];
        table
            .play(
                Seat::A,
                TilePokerMove::Place {
                    tile,
                    cell: Cell::new(0, 1),
                },
            )
            .unwrap();
        let info = info_of(&table, 2);
        let public = table.game().public_view();
        let screen = TilePoker::table(crate::words::Lang::ENGLISH, &info, &public);
        for seat in Seat::BOTH {
            assert!(screen.text.contains(&show_cards(&public.hands[seat])));
        }
        assert!(screen.text.contains("pool: 36 tiles"), "{}", screen.text);
        assert!(
            screen
                .text
                .contains(&format!("Last turn: <@101> placed **{tile}** at **C2**")),
            "{}",
            screen.text
        );
        assert!(
            screen.text.contains("➡️ <@202> to place a tile"),
            "{}",
            screen.text
        );
        let picture = screen.picture.expect("the board's picture");
        assert_eq!(picture.name, "board.png");
        assert_eq!(picture.alt, alt_text(&public.board));
        assert!(picture.bytes.starts_with(b"\x89PNG"));
        // Hands are public: no "My hand", but Play and Resign.
        let labels: Vec<Value> = components(&screen.rows)
            .iter()
            .map(|b| b["label"].clone())
            .collect();
        assert_eq!(labels, vec![Value::from("Play"), Value::from("Resign")]);
    }

    #[test]
    fn the_end_names_the_tie_breaks_it_needed() {
        let table = new_table(1);
        let info = info_of(&table, 9);
        let win_a = Outcome::Win {
            winner: Seat::A,
            reason: crate::rules::EndReason::Play,
        };
        let text = |scores, best, aces| result_text(&info, win_a, scores, best, aces);
        let plain = text(
            BySeat::new(40, 30),
            BySeat::new(Some(Category::Pair), Some(Category::Flush)),
            BySeat::new(0, 0),
        );
        assert_eq!(
            plain,
            "All 52 tiles are down. Final score: <@101> **40** · <@202> **30**. 🏆 <@101> wins."
        );
        let by_hand = text(
            BySeat::new(40, 40),
            BySeat::new(Some(Category::FullHouse), Some(Category::Flush)),
            BySeat::new(0, 0),
        );
        assert!(
            by_hand.contains("Points tied; best hand made: <@101> full house · <@202> flush."),
            "{by_hand}"
        );
        let by_aces = text(
            BySeat::new(40, 40),
            BySeat::new(Some(Category::Flush), Some(Category::Flush)),
            BySeat::new(2, 1),
        );
        assert!(
            by_aces
                .contains("Points and best hands (flush) tied; aces placed: <@101> 2 · <@202> 1."),
            "{by_aces}"
        );
    }

    #[test]
    fn ids_read_back_only_in_their_canonical_form() {
        let tile = card("7D");
        let place = TilePokerAction::Place {
            tile,
            cell: Cell::new(-3, 12),
        };
        assert_eq!(TilePoker::encode(&place), "p:7D:-3:12");
        assert_eq!(TilePoker::parse("p:7D:-3:12"), Some(place));
        for forged in [
            "p:7D:-03:12",
            "p:7D:+3:12",
            "p:7d:-3:12",
            "c:7D:256",
            "pass:",
            "x:1",
            "",
        ] {
            assert_eq!(TilePoker::parse(forged), None, "{forged}");
        }
    }
}
