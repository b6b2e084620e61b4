//! Tile Poker in Discord. Everything is public but the pool, so the table says it all:
//! the board as a picture (with its alt text), both hands, scores, the pool, the last turn
//! and what each of its lines scored, the clock and missed turns. The private panel of
//! the seat to move places a tile (pick the tile, then a labelled cell from a paged menu
//! that shows what each cell scores, or type the label in a form; a preview before
//! Confirm), exchanges or passes; when the stall guard or an empty pool forbids those, the
//! buttons say why. Every word comes from `locales/<tag>/tile.ftl`.
//!
//! Why one file of over 600 lines: the table and the panel's steps (tile, cell, form,
//! preview, confirm) share their wording and ids; the picture is
//! `pictures/tile_board.rs`'s.

use super::controls::{action_button, action_id, table_buttons};
use super::{footer, mention, text_modal, title, GameUi, Input, Refusal, Screen, Step};
use crate::cards::{show_cards, Card, CardParseError, Rank};
use crate::model::MatchInfo;
use crate::pictures::tile_board::{picture, Grid};
use crate::rules::tile_poker::{
    Axis, Category, Cell, LineScore, TilePoker, TilePokerError, TilePokerEvent, TilePokerMove,
    TilePokerPublic, TilePokerView, MAX_NON_PLACING,
};
use crate::rules::{BySeat, Outcome, Seat};
use crate::discord::text::{bold, match_name, match_number};
use crate::words::{plain, text, Args, Lang};
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

/// `row`/`column`, as the catalogue selects it (`$axis`).
fn axis_key(axis: Axis) -> &'static str {
    match axis {
        Axis::Row => "row",
        Axis::Column => "column",
    }
}

/// What a placement's lines score together.
fn points_of(lines: &[LineScore]) -> u32 {
    lines.iter().map(|l| l.points).sum()
}

/// `row 5♣ 5♦ K♥ K♣ 5♥ — full house, 8`, with the reason when the line scores nothing.
pub fn line_text(lang: Lang, line: &LineScore, tile: Card) -> String {
    let (tiles, tile) = (show_cards(&line.tiles), tile.to_string());
    let hand = hand_name(lang, line.hand, &line.tiles);
    let hand_args = || Args::new().str("hand", &hand).str("tile", &tile);
    let why = match (line.hand, line.contributes) {
        (None, _) => text(
            lang,
            "tile-line-too-long",
            &Args::new().num("n", line.tiles.len()),
        ),
        (Some(_), true) => text(
            lang,
            "tile-line-scores",
            &hand_args().str("points", &bold(line.points)),
        ),
        (Some(Category::HighCard), false) => text(lang, "tile-line-not-highest", &hand_args()),
        (Some(_), false) => text(lang, "tile-line-not-part", &hand_args()),
    };
    let args = Args::new().str("axis", axis_key(line.axis));
    text(lang, "tile-line", &args.str("tiles", &tiles).str("why", &why))
}

/// The catalogue's key of a category (`$category`).
fn category_key(hand: Category) -> &'static str {
    match hand {
        Category::HighCard => "high-card",
        Category::Pair => "pair",
        Category::TwoPair => "two-pair",
        Category::ThreeOfAKind => "three-of-a-kind",
        Category::Straight => "straight",
        Category::Flush => "flush",
        Category::FullHouse => "full-house",
        Category::FourOfAKind => "four-of-a-kind",
        Category::StraightFlush => "straight-flush",
    }
}

/// The category's name, "royal flush" for the ace-high straight flush of `tiles`,
/// "nothing" for none.
fn hand_name(lang: Lang, hand: Option<Category>, tiles: &[Card]) -> String {
    let ace_high =
        tiles.iter().any(|t| t.rank == Rank::Ace) && tiles.iter().any(|t| t.rank == Rank::King);
    let key = match hand {
        Some(Category::StraightFlush) if ace_high => "royal-flush",
        Some(other) => category_key(other),
        None => "none",
    };
    text(lang, "tile-category", &Args::new().str("category", key))
}

/// Every line a placement scores, then the total: `row …, 8; column …, 2 → 10 points`.
fn lines_text(lang: Lang, lines: &[LineScore], tile: Card) -> String {
    if lines.is_empty() {
        return plain(lang, "tile-lines-none");
    }
    let parts: Vec<String> = lines.iter().map(|l| line_text(lang, l, tile)).collect();
    let parts = parts.join("; ");
    let args = Args::new().str("lines", &parts).num("points", points_of(lines));
    crate::discord::text::emphasised(lang, "tile-lines-total", args)
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
            TilePokerInputError::PickOne { .. } => plain(lang, "tile-pick-one"),
            TilePokerInputError::BadCard(e) => bad_card(lang, e),
            TilePokerInputError::NotInHand { tile } => {
                error_words(lang, &TilePokerError::NotInHand(*tile), None)
            }
            TilePokerInputError::NotACell { typed, example } => {
                let args = Args::new().str("typed", typed).str("example", example);
                text(lang, "tile-not-a-cell", &args)
            }
            TilePokerInputError::Rules { error, at } => error_words(lang, error, at.as_deref()),
        }
    }
}

/// A menu value that is not a tile, in words.
fn bad_card(lang: Lang, error: &CardParseError) -> String {
    let (key, card) = match error {
        CardParseError::BadCard(card) => ("tile-bad-card", card),
        CardParseError::Duplicate(card) => ("tile-duplicate-card", card),
    };
    text(lang, key, &Args::new().str("card", card))
}

/// A rules refusal in words for the player. A cell is named by `at`, its label on the
/// picture, when the refusal has it (and a 2×2 block then says why it is refused); else
/// by its place from the start tile, as the rules name it.
fn error_words(lang: Lang, error: &TilePokerError, at: Option<&str>) -> String {
    let name = |cell: &Cell| match at {
        Some(label) => label.to_string(),
        None => {
            let (row, col) = (cell.row.to_string(), cell.col.to_string());
            text(lang, "tile-cell", &Args::new().str("row", &row).str("col", &col))
        }
    };
    let key = match error {
        TilePokerError::NotInHand(tile) => {
            let tile = tile.to_string();
            return text(lang, "tile-error-not-in-hand", &Args::new().str("tile", &tile));
        }
        TilePokerError::CellTaken { cell, tile } => {
            let (cell, tile) = (name(cell), tile.to_string());
            let args = Args::new().str("cell", &cell).str("tile", &tile);
            return text(lang, "tile-error-cell-taken", &args);
        }
        TilePokerError::NotConnected(cell) => {
            let cell = name(cell);
            return text(lang, "tile-error-not-connected", &Args::new().str("cell", &cell));
        }
        TilePokerError::CompletesBlock { cell, with } => {
            let (cell, with) = (name(cell), show_cards(with));
            let yes = if at.is_some() { "yes" } else { "no" };
            let args = Args::new().str("cell", &cell).str("with", &with);
            return text(lang, "tile-error-block", &args.str("yes", yes));
        }
        TilePokerError::NotYourTurn(seat) => {
            let seat = seat.to_string();
            return text(lang, "tile-error-not-your-turn", &Args::new().str("seat", &seat));
        }
        TilePokerError::PoolEmpty => "tile-error-pool-empty",
        TilePokerError::MustPlace => "tile-error-must-place",
        TilePokerError::GameOver => "tile-error-game-over",
    };
    plain(lang, key)
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
fn stall_reason(lang: Lang, public: &TilePokerPublic, exchange: bool) -> Option<String> {
    let refused = if exchange {
        public.check_exchange(None)
    } else {
        public.check_pass()
    };
    refused.err().map(|e| match e {
        TilePokerError::PoolEmpty => plain(lang, "tile-reason-pool-empty"),
        _ => plain(lang, "tile-reason-must-place"),
    })
}

/// One event of the last turn, in words; none for the end (the result says it).
fn last_event(lang: Lang, info: &MatchInfo, public: &TilePokerPublic, event: &TilePokerEvent) -> Option<String> {
    let who = |seat: &Seat| mention(info.players[*seat]);
    let by = |key: &str, seat: &Seat| text(lang, key, &Args::new().str("who", &who(seat)));
    Some(match event {
        TilePokerEvent::Placed {
            seat,
            tile,
            cell,
            lines,
            ..
        } => {
            let (who, card, at) = (who(seat), bold(tile), bold(label(public, *cell)));
            let lines = lines_text(lang, lines, *tile);
            let args = Args::new().str("who", &who).str("tile", &card).str("cell", &at);
            text(lang, "tile-last-placed", &args.str("lines", &lines))
        }
        TilePokerEvent::Drew { tile, .. } => {
            let tile = tile.to_string();
            text(lang, "tile-last-drew", &Args::new().str("tile", &tile))
        }
        TilePokerEvent::Exchanged {
            seat,
            returned,
            drew,
        } => {
            let (who, returned, drew) = (who(seat), returned.to_string(), drew.to_string());
            let args = Args::new().str("who", &who).str("returned", &returned);
            text(lang, "tile-last-exchanged", &args.str("drew", &drew))
        }
        TilePokerEvent::Passed { seat } => by("tile-last-passed", seat),
        TilePokerEvent::ClockSkipped { seat } => by("tile-last-clock", seat),
        TilePokerEvent::Skipped { seat } => by("tile-last-skipped", seat),
        TilePokerEvent::Ended { .. } => return None,
    })
}

fn last_turn_text(lang: Lang, info: &MatchInfo, public: &TilePokerPublic) -> Option<String> {
    let parts = public
        .last_turn
        .iter()
        .filter_map(|event| last_event(lang, info, public, event))
        .reduce(|before, after| {
            let args = Args::new().str("before", &before).str("after", &after);
            text(lang, "tile-then", &args)
        })?;
    Some(text(lang, "tile-last-turn", &Args::new().str("parts", &parts)))
}

/// The result with the tie-breaks it needed: points, then the best hand made, then aces.
fn result_text(
    lang: Lang,
    info: &MatchInfo,
    outcome: Outcome,
    scores: BySeat<u32>,
    best: BySeat<Option<Category>>,
    aces: BySeat<u32>,
) -> String {
    let (a, b) = (mention(info.players.a), mention(info.players.b));
    let made = |seat: Seat| hand_name(lang, best[seat], &[]);
    let (ha, hb) = (made(Seat::A), made(Seat::B));
    let players = || Args::new().str("a", &a).str("b", &b);
    let tiebreak = if scores.a != scores.b {
        String::new()
    } else if best.a != best.b {
        text(lang, "tile-tie-hands", &players().str("ha", &ha).str("hb", &hb))
    } else {
        let args = players().str("hand", &ha).num("aa", aces.a);
        text(lang, "tile-tie-aces", &args.num("ab", aces.b))
    };
    let verdict = match outcome.winner() {
        Some(w) => {
            let winner = mention(info.players[w]);
            let args = Args::new().str("winner", &winner);
            format!("🏆 {}", text(lang, "tile-verdict-win", &args))
        }
        None => format!("🤝 {}", plain(lang, "tile-verdict-draw")),
    };
    let (sa, sb) = (bold(scores.a), bold(scores.b));
    let args = players().str("sa", &sa).str("sb", &sb);
    let args = args.str("tiebreak", &tiebreak).str("verdict", &verdict);
    text(lang, "tile-result", &args)
}

fn stall_text(lang: Lang, public: &TilePokerPublic, seat: Seat) -> String {
    let stalls = public.non_placing[seat];
    if stalls == 0 {
        return String::new();
    }
    let args = Args::new().num("n", stalls).num("max", MAX_NON_PLACING);
    format!(" · {}", text(lang, "tile-stalls", &args))
}

/// The hand's tiles, each with the best it can score now.
fn tile_menu(
    lang: Lang,
    info: &MatchInfo,
    public: &TilePokerPublic,
    hand: &[Card],
) -> CreateActionRow {
    let cells = public.board.legal_cells();
    let options = hand
        .iter()
        .map(|&tile| {
            let best = cells
                .iter()
                .filter_map(|&cell| Some((points_of(&public.preview(tile, cell).ok()?), cell)))
                .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
            let description = match best {
                Some((0, _)) | None => plain(lang, "tile-menu-nothing"),
                Some((points, cell)) => {
                    let at = label(public, cell);
                    let args = Args::new().num("points", points).str("cell", &at);
                    text(lang, "tile-menu-best", &args)
                }
            };
            let card = tile.to_string();
            let name = text(lang, "tile-menu-place", &Args::new().str("tile", &card));
            CreateSelectMenuOption::new(name, tile.code()).description(description)
        })
        .collect();
    let placeholder = plain(lang, "tile-menu-placeholder");
    pick_one(info, TilePokerAction::PickTile, options, placeholder)
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
fn cells_screen(
    lang: Lang,
    info: &MatchInfo,
    public: &TilePokerPublic,
    tile: Card,
    page: u8,
) -> Screen {
    let cells = public.board.legal_cells();
    let pages = cells.len().div_ceil(CELLS_PER_PAGE).max(1);
    let page = usize::from(page).min(pages - 1);
    let grid = Grid::of(&public.board);
    let options = cells
        .iter()
        .skip(page * CELLS_PER_PAGE)
        .take(CELLS_PER_PAGE)
        .map(|&cell| cell_option(lang, &grid, public, tile, cell))
        .collect();
    let paging = if pages > 1 {
        let args = Args::new().num("page", page + 1).num("pages", pages);
        text(lang, "tile-cells-page", &args)
    } else {
        String::new()
    };
    let (number, card, shown) = (match_number(lang, info.id), tile.to_string(), bold(tile));
    let args = Args::new().str("match", &number).str("tile", &shown);
    let args = args.num("n", cells.len()).str("paging", &paging);
    let words = text(lang, "tile-cells", &args);
    let placeholder = text(lang, "tile-cells-placeholder", &Args::new().str("tile", &card));
    let rows = vec![
        pick_one(
            info,
            TilePokerAction::PickCell { tile },
            options,
            placeholder,
        ),
        CreateActionRow::Buttons(cells_buttons(lang, info, tile, page, pages)),
    ];
    Screen::new(words, rows)
}

/// A legal cell for `tile` in the menu: its label and points, and the hands it makes.
fn cell_option(
    lang: Lang,
    grid: &Grid,
    public: &TilePokerPublic,
    tile: Card,
    cell: Cell,
) -> CreateSelectMenuOption {
    let name = grid.label(cell).unwrap_or_else(|| cell.to_string());
    let lines = public.preview(tile, cell).unwrap_or_default();
    let mut description: String = lines
        .iter()
        .filter(|l| l.points > 0)
        .map(|l| {
            let hand = hand_name(lang, l.hand, &l.tiles);
            let args = Args::new().str("axis", axis_key(l.axis));
            text(lang, "tile-cell-line", &args.str("hand", &hand))
        })
        .collect::<Vec<_>>()
        .join(", ");
    if description.is_empty() {
        description = plain(lang, "tile-cell-nothing");
    }
    let args = Args::new().str("cell", &name).num("points", points_of(&lines));
    CreateSelectMenuOption::new(
        text(lang, "tile-cell-option", &args),
        format!("{},{}", cell.row, cell.col),
    )
    .description(description)
}

/// A grey button of the panel's steps.
fn step_button(info: &MatchInfo, action: TilePokerAction, label: String) -> CreateButton {
    action_button::<TilePoker>(info, action, label, ButtonStyle::Secondary)
}

/// Under the cells menu: the pages before and after `page` (of `pages`), typing a cell,
/// and another tile.
fn cells_buttons(
    lang: Lang,
    info: &MatchInfo,
    tile: Card,
    page: usize,
    pages: usize,
) -> Vec<CreateButton> {
    let mut buttons = Vec::new();
    let to_page = |page: usize| TilePokerAction::Cells {
        tile,
        page: page as u8,
    };
    if page > 0 {
        let label = plain(lang, "tile-button-previous");
        buttons.push(step_button(info, to_page(page - 1), label));
    }
    if page + 1 < pages {
        let label = plain(lang, "tile-button-more");
        buttons.push(step_button(info, to_page(page + 1), label));
    }
    let label = plain(lang, "tile-button-type");
    buttons.push(step_button(info, TilePokerAction::Type { tile }, label));
    let label = plain(lang, "tile-button-other-tile");
    buttons.push(step_button(info, TilePokerAction::Back, label));
    buttons
}

/// What a placement would score, and why, with Confirm.
fn preview_screen(
    lang: Lang,
    info: &MatchInfo,
    public: &TilePokerPublic,
    tile: Card,
    cell: Cell,
) -> Result<Screen, TilePokerInputError> {
    let lines = public.preview(tile, cell).map_err(|e| refused(public, e))?;
    let (card, at) = (tile.to_string(), label(public, cell));
    let lines = lines_text(lang, &lines, tile);
    let empty = if public.pool_size == 0 { "yes" } else { "no" };
    let (number, shown, shown_at) = (match_number(lang, info.id), bold(tile), bold(&at));
    let args = Args::new().str("match", &number).str("tile", &shown).str("cell", &shown_at);
    let words = text(lang, "tile-preview", &args.str("lines", &lines).str("empty", empty));
    let confirm = Args::new().str("tile", &card).str("cell", &at);
    let rows = vec![CreateActionRow::Buttons(vec![
        action_button::<TilePoker>(
            info,
            TilePokerAction::Place { tile, cell },
            text(lang, "tile-button-confirm-place", &confirm),
            ButtonStyle::Success,
        ),
        step_button(
            info,
            TilePokerAction::Cells { tile, page: 0 },
            plain(lang, "tile-button-other-cell"),
        ),
        step_button(
            info,
            TilePokerAction::Back,
            plain(lang, "tile-button-other-tile"),
        ),
    ])];
    Ok(Screen::new(words, rows))
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

impl GameUi for TilePoker {
    const CODE: &'static str = "t";
    fn rules(lang: Lang) -> String {
        crate::discord::text::emphasised(lang, "tile-rules", Args::new())
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
            let tiles = if hand.is_empty() {
                plain(lang, "tile-seat-no-tiles")
            } else {
                show_cards(hand)
            };
            let who = mention(info.players[seat]);
            let args = Args::new().str("who", &who).num("points", public.points[seat]);
            out += &crate::discord::text::emphasised(lang, "tile-seat", args.str("tiles", &tiles));
            out += "\n";
        }
        let args = Args::new().num("board", public.board.len());
        out += &text(lang, "tile-board-pool", &args.num("pool", public.pool_size));
        out += "\n";
        if let Some(line) = last_turn_text(lang, info, public) {
            out += &line;
            out += "\n";
        }
        if let Some(outcome) = public.outcome {
            if public.board.len() == crate::rules::tile_poker::TILES {
                let (points, best) = (public.points, public.best_hand);
                out += &result_text(lang, info, outcome, points, best, public.aces);
                out += "\n";
            }
        }
        let what = match public.to_move {
            Some(seat) => {
                let stalls = stall_text(lang, public, seat);
                text(lang, "tile-to-place", &Args::new().str("stalls", &stalls))
            }
            None => String::new(),
        };
        out += &footer(lang, info, &what);
        let act = Self::act_label(lang, public);
        let mut screen = Screen::new(out, vec![table_buttons(lang, info, false, Some(&act))]);
        screen.picture = Some(picture(lang, public));
        screen
    }

    fn act_label(lang: Lang, _: &TilePokerPublic) -> String {
        plain(lang, "tile-act")
    }

    fn explain(lang: Lang, error: &TilePokerError) -> String {
        error_words(lang, error, None)
    }

    fn describe(lang: Lang, mine: &TilePokerView, mv: &TilePokerMove) -> String {
        let (key, tile, cell) = match mv {
            TilePokerMove::Place { tile, cell } => {
                ("tile-describe-place", Some(tile), Some(label(&mine.public, *cell)))
            }
            TilePokerMove::Exchange { tile } => ("tile-describe-exchange", Some(tile), None),
            TilePokerMove::Pass => ("tile-describe-pass", None, None),
        };
        let (tile, cell) = (tile.map(Card::to_string), cell.unwrap_or_default());
        let args = Args::new().str("tile", tile.as_deref().unwrap_or_default());
        text(lang, key, &args.str("cell", &cell))
    }

    /// Only the end is news: the table shows every turn.
    fn events(lang: Lang, info: &MatchInfo, events: &[TilePokerEvent]) -> Vec<String> {
        events
            .iter()
            .filter_map(|event| match event {
                TilePokerEvent::Ended {
                    outcome,
                    scores,
                    best_hands,
                    aces,
                } => Some(result_text(
                    lang,
                    info,
                    *outcome,
                    *scores,
                    *best_hands,
                    *aces,
                )),
                _ => None,
            })
            .collect()
    }

    /// Hands are public: "My hand" is the panel when it is your move.
    fn hand(lang: Lang, info: &MatchInfo, view: &TilePokerView) -> Screen {
        if view.public.to_move == Some(view.seat) {
            return Self::panel(lang, info, view);
        }
        let (number, tiles) = (match_number(lang, info.id), show_cards(&view.public.hands[view.seat]));
        let args = Args::new().str("match", &number).str("tiles", &tiles);
        Screen::text(text(lang, "tile-your-tiles", &args))
    }

    fn panel(lang: Lang, info: &MatchInfo, view: &TilePokerView) -> Screen {
        let public = &view.public;
        let hand = &public.hands[view.seat];
        let heading = bold(format!("{} — {}", info.game.title(), match_name(lang, info.id)));
        let (tiles, stalls) = (show_cards(hand), stall_text(lang, public, view.seat));
        let args = Args::new().str("match", &heading).str("tiles", &tiles);
        let args = args.num("pool", public.pool_size).str("stalls", &stalls);
        let mut words = text(lang, "tile-panel", &args) + "\n";
        let exchange_reason = stall_reason(lang, public, true);
        let pass_reason = stall_reason(lang, public, false);
        words += &plain(
            lang,
            match (&exchange_reason, &pass_reason) {
                (None, _) => "tile-panel-all",
                (Some(_), None) => "tile-panel-no-exchange",
                (Some(_), Some(_)) => "tile-panel-must-place",
            },
        );
        let button = |action, key: &str, reason: &Option<String>| {
            let what = plain(lang, key);
            let label = match reason {
                Some(reason) => {
                    let args = Args::new().str("what", &what).str("reason", reason);
                    text(lang, "tile-with-reason", &args)
                }
                None => what,
            };
            step_button(info, action, label).disabled(reason.is_some())
        };
        let rows = vec![
            tile_menu(lang, info, public, hand),
            CreateActionRow::Buttons(vec![
                button(TilePokerAction::Exchange, "tile-button-exchange", &exchange_reason),
                button(TilePokerAction::Pass, "tile-button-pass", &pass_reason),
            ]),
        ];
        Screen::new(words, rows)
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
                show(cells_screen(lang, info, public, tile, 0))
            }
            TilePokerAction::Cells { tile, page } => show(cells_screen(lang, info, public, tile, page)),
            TilePokerAction::PickCell { tile } => {
                let cell = parse_cell(one_value(input)?).ok_or(TilePokerInputError::NotMine)?;
                preview_screen(lang, info, public, tile, cell).map(Step::Show)
            }
            TilePokerAction::Type { tile } => match input {
                Input::Modal(text) => {
                    let cell = typed_cell(public, text)?;
                    preview_screen(lang, info, public, tile, cell).map(Step::Show)
                }
                _ => Ok(Step::Modal(cell_modal(lang, info, tile))),
            },
            TilePokerAction::Place { tile, cell } => placed(lang, public, tile, cell),
            TilePokerAction::Exchange => {
                public
                    .check_exchange(None)
                    .map_err(|e| refused(public, e))?;
                show(exchange_screen(lang, info, &public.hands[view.seat]))
            }
            TilePokerAction::PickExchange => {
                let tile = parse_card(one_value(input)?)?;
                public
                    .check_exchange(Some(tile))
                    .map_err(|e| refused(public, e))?;
                show(confirm_exchange_screen(lang, info, tile))
            }
            // The rules check the stall guard, the pool and the hand, and say why not.
            TilePokerAction::ConfirmExchange { tile } => Ok(Step::Play {
                mv: TilePokerMove::Exchange { tile },
                done: text(
                    lang,
                    "tile-done-exchange",
                    &Args::new().str("tile", &tile.to_string()),
                ),
            }),
            TilePokerAction::Pass => Ok(Step::Play {
                mv: TilePokerMove::Pass,
                done: plain(lang, "tile-done-pass"),
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
fn cell_modal(lang: Lang, info: &MatchInfo, tile: Card) -> CreateModal {
    let card = tile.to_string();
    text_modal(
        action_id::<TilePoker>(info, TilePokerAction::Type { tile }),
        &text(lang, "tile-modal-title", &Args::new().str("tile", &card)),
        &plain(lang, "tile-modal-placeholder"),
        None,
    )
}

/// Placing `tile` at `cell`, if the rules allow it, with what it scores.
fn placed(
    lang: Lang,
    public: &TilePokerPublic,
    tile: Card,
    cell: Cell,
) -> Result<Step<TilePokerMove>, TilePokerInputError> {
    let lines = public.preview(tile, cell).map_err(|e| refused(public, e))?;
    let (card, at) = (tile.to_string(), label(public, cell));
    let args = Args::new().str("tile", &card).str("cell", &at);
    Ok(Step::Play {
        mv: TilePokerMove::Place { tile, cell },
        done: text(lang, "tile-done-place", &args.num("points", points_of(&lines))),
    })
}

/// Which tile of `hand` goes back into the pool: a select of them, and back.
fn exchange_screen(lang: Lang, info: &MatchInfo, hand: &[Card]) -> Screen {
    let options = hand
        .iter()
        .map(|t| {
            let card = t.to_string();
            let name = text(lang, "tile-exchange-option", &Args::new().str("tile", &card));
            CreateSelectMenuOption::new(name, t.code())
        })
        .collect();
    let number = match_number(lang, info.id);
    let placeholder = plain(lang, "tile-exchange-placeholder");
    Screen::new(
        text(lang, "tile-exchange", &Args::new().str("match", &number)),
        vec![
            pick_one(info, TilePokerAction::PickExchange, options, placeholder),
            CreateActionRow::Buttons(vec![back_button(lang, info)]),
        ],
    )
}

/// Exchanging `tile`: what it means, to confirm or go back.
fn confirm_exchange_screen(lang: Lang, info: &MatchInfo, tile: Card) -> Screen {
    let (number, card, shown) = (match_number(lang, info.id), tile.to_string(), bold(tile));
    let args = Args::new().str("match", &number).str("tile", &shown);
    let words = text(lang, "tile-exchange-confirm", &args.num("max", MAX_NON_PLACING));
    let confirm = text(lang, "tile-button-confirm-exchange", &Args::new().str("tile", &card));
    Screen::new(
        words,
        vec![CreateActionRow::Buttons(vec![
            action_button::<TilePoker>(
                info,
                TilePokerAction::ConfirmExchange { tile },
                confirm,
                ButtonStyle::Success,
            ),
            back_button(lang, info),
        ])],
    )
}

/// Back to the panel.
fn back_button(lang: Lang, info: &MatchInfo) -> CreateButton {
    step_button(info, TilePokerAction::Back, plain(lang, "tile-button-back"))
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
            Err(e) => panic!("refused: {}", e.words(Lang::ENGLISH)),
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
            let screen = show(TilePoker::step(Lang::ENGLISH, 
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
            lines_text(Lang::ENGLISH, &lines, five),
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
            line_text(Lang::ENGLISH, &six, card("7C")),
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
            line_text(Lang::ENGLISH, &royal, card("TS")),
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
        let screen = show(TilePoker::step(Lang::ENGLISH, 
            &info,
            &view,
            TilePokerAction::PickCell { tile },
            &Input::Select(vec!["0,1".into()]),
        ));
        let expected = view.public.preview(tile, cell).unwrap();
        assert!(
            screen.text.contains(&lines_text(Lang::ENGLISH, &expected, tile)),
            "{}",
            screen.text
        );
        let buttons = components(&screen.rows);
        assert_eq!(
            action_of(&buttons[0]),
            TilePokerAction::Place { tile, cell }
        );
        match TilePoker::step(Lang::ENGLISH, 
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
            TilePoker::step(Lang::ENGLISH, 
                &info,
                &view,
                TilePokerAction::Type { tile },
                &Input::Modal(text.into()),
            )
        };
        // The start board's grid is 3×3 around A♠ (B2): C2 is right of it.
        let screen = show(typed(" c2 "));
        assert!(screen.text.contains("at **C2**"), "{}", screen.text);
        let Err(e) = typed("Z99").map_err(|e| e.words(Lang::ENGLISH)) else {
            panic!()
        };
        assert!(e.contains("“Z99” is not a cell of the board"), "{e}");
        let Err(e) = typed("B2").map_err(|e| e.words(Lang::ENGLISH)) else {
            panic!()
        };
        assert_eq!(e, "B2 already holds A♠.");
        let Err(e) = typed("A1").map_err(|e| e.words(Lang::ENGLISH)) else {
            panic!()
        };
        assert!(e.contains("touches no tile"), "{e}");
        assert!(matches!(
            TilePoker::step(Lang::ENGLISH, &info, &view, TilePokerAction::Type { tile }, &Input::Click),
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
            assert!(!refusal.words(Lang::ENGLISH).is_empty(), "{refusal:?}");
        }
        assert_eq!(TilePokerInputError::PickOne { picked: 0 }.words(Lang::ENGLISH), "Pick one.");
        assert_eq!(
            TilePokerInputError::NotACell {
                typed: "Z99".into(),
                example: "C2".into()
            }
            .words(Lang::ENGLISH),
            "“Z99” is not a cell of the board: type a label from the picture, such as C2."
        );
        assert_eq!(all[6].words(Lang::ENGLISH), "B2 already holds A♠.");
        assert_eq!(
            all[8].words(Lang::ENGLISH),
            "A tile at B3 would complete a 2×2 block with 2♣ 3♣ 4♣: no block of four is allowed."
        );
        assert_eq!(
            all[10].words(Lang::ENGLISH),
            "You have passed or exchanged twice in a row: you must place a tile."
        );
    }

    #[test]
    fn a_tile_not_in_hand_is_refused_before_any_cell() {
        let table = new_table(42);
        let info = info_of(&table, 1);
        let view = view_of(&table);
        let theirs = view.public.hands[view.seat.other()][0];
        let step = TilePoker::step(Lang::ENGLISH, 
            &info,
            &view,
            TilePokerAction::PickTile,
            &Input::Select(vec![theirs.code()]),
        );
        assert_eq!(
            step.err().map(|e| e.words(Lang::ENGLISH)),
            Some(format!("{theirs} is not in your hand."))
        );
        let step = TilePoker::step(Lang::ENGLISH, 
            &info,
            &view,
            TilePokerAction::PickCell { tile: theirs },
            &Input::Select(vec!["0,1".into()]),
        );
        assert_eq!(
            step.err().map(|e| e.words(Lang::ENGLISH)),
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
        let panel = TilePoker::panel(Lang::ENGLISH, &info, &view);
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
        let step = TilePoker::step(Lang::ENGLISH, &info, &view, TilePokerAction::Exchange, &Input::Click);
        assert_eq!(
            step.err().map(|e| e.words(Lang::ENGLISH)),
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
        let screen = TilePoker::table(Lang::ENGLISH, &info, &public);
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
        assert_eq!(picture.alt, alt_text(Lang::ENGLISH, &public.board));
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
        let text = |scores, best, aces| result_text(Lang::ENGLISH, &info, win_a, scores, best, aces);
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

/// Every text of the room in every language, against Discord's limits and English.
#[cfg(test)]
mod words_tests {
    use super::*;
    use crate::cards::rng_from_seed;
    use crate::discord::games::tests::info_of;
    use crate::discord::limits::{
        BUTTON_LABEL, CONTENT, INPUT_LABEL, INPUT_PLACEHOLDER, MODAL_TITLE, OPTION_LABEL,
        PLACEHOLDER,
    };
    use crate::rules::tile_poker::TilePokerOptions;
    use crate::rules::{Game, Table};
    use serde_json::Value;

    /// A message's texts: its content, then every label, description and placeholder,
    /// each with its limit.
    #[derive(Default)]
    struct Texts(Vec<(String, usize)>);

    impl Texts {
        fn content(&mut self, text: String) {
            self.0.push((text, CONTENT));
        }

        fn screen(&mut self, screen: &Screen) {
            self.content(screen.text.clone());
            if let Some(picture) = &screen.picture {
                self.0.push((picture.alt.clone(), 1024));
            }
            for row in &screen.rows {
                self.row(serde_json::to_value(row).unwrap());
            }
        }

        fn row(&mut self, row: Value) {
            for c in row["components"].as_array().cloned().unwrap_or_default() {
                let mut put = |value: &Value, max| {
                    if let Some(text) = value.as_str() {
                        self.0.push((text.to_string(), max));
                    }
                };
                if c["type"] == 2 {
                    put(&c["label"], BUTTON_LABEL);
                }
                put(&c["placeholder"], PLACEHOLDER);
                for option in c["options"].as_array().cloned().unwrap_or_default() {
                    put(&option["label"], OPTION_LABEL);
                    put(&option["description"], OPTION_LABEL);
                }
            }
        }

        fn modal(&mut self, modal: &CreateModal) {
            let json = serde_json::to_value(modal).unwrap();
            self.0.push((json["title"].as_str().unwrap().into(), MODAL_TITLE));
            for row in json["components"].as_array().unwrap() {
                let input = &row["components"][0];
                self.0.push((input["label"].as_str().unwrap().into(), INPUT_LABEL));
                let placeholder = input["placeholder"].as_str().unwrap().into();
                self.0.push((placeholder, INPUT_PLACEHOLDER));
            }
        }

        fn step(&mut self, step: Result<Step<TilePokerMove>, TilePokerInputError>, lang: Lang) {
            match step {
                Ok(Step::Show(screen)) => self.screen(&screen),
                Ok(Step::Modal(modal)) => self.modal(&modal),
                Ok(Step::Play { done, .. }) => self.content(done),
                Err(e) => self.content(e.words(lang)),
            }
        }
    }

    /// The match info of a render test, with 19-digit ids and a 7-digit match number.
    fn long_info(table: &Table<TilePoker>) -> MatchInfo {
        let mut info = info_of(table, 1);
        info.id = 9_999_999;
        info.players = BySeat::new(9_999_999_999_999_999_991, 9_999_999_999_999_999_992);
        info.strikes = BySeat::new(4, 3);
        info
    }

    /// The states of a seeded game played through with random moves (every few moves),
    /// and every event it made.
    fn game(seed: u64) -> (Vec<Table<TilePoker>>, Vec<TilePokerEvent>) {
        let mut table = Table::<TilePoker>::new(TilePokerOptions::default(), seed, Seat::A, 5);
        let mut rng = rng_from_seed(seed);
        let (mut states, mut events) = (vec![table.clone()], Vec::new());
        for turn in 0..1000 {
            let Some(seat) = table.to_move() else { break };
            let mv = table.game().random_move(&mut rng);
            events.extend(table.play(seat, mv).unwrap());
            if turn % 7 == 0 || table.to_move().is_none() {
                states.push(table.clone());
            }
        }
        assert!(table.to_move().is_none(), "the game ends");
        (states, events)
    }

    /// The steps of the panel of the seat to move: tile, cells pages, form, preview,
    /// exchange and their confirmations, pass.
    fn steps(lang: Lang, info: &MatchInfo, view: &TilePokerView, out: &mut Texts) {
        let tile = view.public.hands[view.seat][0];
        let cell = view.public.board.legal_cells()[0];
        let value = format!("{},{}", cell.row, cell.col);
        let actions = [
            (TilePokerAction::PickTile, Input::Select(vec![tile.code()])),
            (TilePokerAction::Cells { tile, page: 1 }, Input::Click),
            (TilePokerAction::PickCell { tile }, Input::Select(vec![value])),
            (TilePokerAction::Type { tile }, Input::Click),
            (TilePokerAction::Type { tile }, Input::Modal("Z99".into())),
            (TilePokerAction::Place { tile, cell }, Input::Click),
            (TilePokerAction::Exchange, Input::Click),
            (TilePokerAction::PickExchange, Input::Select(vec![tile.code()])),
            (TilePokerAction::ConfirmExchange { tile }, Input::Click),
            (TilePokerAction::Pass, Input::Click),
            (TilePokerAction::Back, Input::Click),
        ];
        for (action, input) in actions {
            out.step(TilePoker::step(lang, info, view, action, &input), lang);
        }
        for mv in [
            TilePokerMove::Place { tile, cell },
            TilePokerMove::Exchange { tile },
            TilePokerMove::Pass,
        ] {
            out.content(TilePoker::describe(lang, view, &mv));
        }
    }

    /// Every rule error, with the cells they name.
    fn rule_errors() -> Vec<TilePokerError> {
        let (tile, cell) = ("7H".parse::<Card>().unwrap(), Cell::new(-12, 40));
        let with = [tile, tile, tile];
        vec![
            TilePokerError::NotInHand(tile),
            TilePokerError::CellTaken { cell, tile },
            TilePokerError::NotConnected(cell),
            TilePokerError::CompletesBlock { cell, with },
            TilePokerError::PoolEmpty,
            TilePokerError::MustPlace,
            TilePokerError::GameOver,
            TilePokerError::NotYourTurn(Seat::B),
        ]
    }

    /// Every refusal of the panel, the rules' with and without a label.
    fn input_errors() -> Vec<TilePokerInputError> {
        let long = "x".repeat(100);
        let mut all = vec![
            TilePokerInputError::NotMine,
            TilePokerInputError::PickOne { picked: 2 },
            TilePokerInputError::BadCard("1Z".parse::<Card>().unwrap_err()),
            TilePokerInputError::BadCard(CardParseError::Duplicate("AS".into())),
            TilePokerInputError::NotInHand {
                tile: "7H".parse().unwrap(),
            },
            TilePokerInputError::NotACell {
                typed: long,
                example: "AB12".into(),
            },
        ];
        for error in rule_errors() {
            for at in [None, Some("AB12".to_string())] {
                all.push(TilePokerInputError::Rules {
                    error: error.clone(),
                    at,
                });
            }
        }
        all
    }

    /// Everything the room says in a played game, rendered in `lang`.
    fn render(lang: Lang, seed: u64) -> Texts {
        let mut out = Texts::default();
        let (states, events) = game(seed);
        for table in &states {
            let info = long_info(table);
            let public = table.game().public_view();
            out.screen(&TilePoker::table(lang, &info, &public));
            let Some(seat) = table.to_move() else { continue };
            let view = table.game().view(seat);
            out.screen(&TilePoker::panel(lang, &info, &view));
            out.screen(&<TilePoker as GameUi>::hand(lang, &info, &table.game().view(seat.other())));
            steps(lang, &info, &view, &mut out);
        }
        let info = long_info(&states[0]);
        for line in TilePoker::events(lang, &info, &events) {
            out.content(line);
        }
        out.content(TilePoker::rules(lang));
        for error in rule_errors() {
            out.content(TilePoker::explain(lang, &error));
        }
        for error in input_errors() {
            out.content(error.words(lang));
        }
        out
    }

    #[test]
    fn every_text_fits_discord_in_every_language_and_names_no_key() {
        for lang in Lang::all() {
            for seed in [3, 42] {
                for (text, max) in render(lang, seed).0 {
                    let n = text.chars().count();
                    assert!(n <= max, "{}: {n} > {max}: {text}", lang.tag());
                    assert!(!text.contains('{'), "{}: {text}", lang.tag());
                    assert!(!text.contains("tile-"), "{}: {text}", lang.tag());
                }
            }
            let rules = TilePoker::rules(lang).chars().count();
            assert!(rules <= 1400, "{}: the rules take {rules}", lang.tag());
        }
    }

    /// The tables, panels, hands and posts of a played game, line by line.
    fn lines(lang: Lang) -> Vec<String> {
        let (states, events) = game(7);
        let mut out = Vec::new();
        for table in &states {
            let info = long_info(table);
            let public = table.game().public_view();
            out.push(TilePoker::table(lang, &info, &public).text);
            if let Some(seat) = table.to_move() {
                let view = table.game().view(seat);
                out.push(TilePoker::panel(lang, &info, &view).text);
                out.push(<TilePoker as GameUi>::hand(lang, &info, &table.game().view(seat.other())).text);
            }
            out.push(picture(lang, &public).alt);
        }
        out.extend(TilePoker::events(lang, &long_info(&states[0]), &events));
        out.iter().flat_map(|t| t.lines().map(str::to_string).collect::<Vec<_>>()).collect()
    }

    #[test]
    fn german_and_japanese_leave_no_english_line() {
        let english = lines(Lang::ENGLISH);
        for tag in ["de", "ja"] {
            let lang = Lang::from_tag(tag).unwrap();
            let theirs = lines(lang);
            assert_eq!(theirs.len(), english.len(), "{tag}");
            for (en, line) in english.iter().zip(&theirs) {
                assert_ne!(en, line, "{tag}: an English line");
            }
        }
    }

    #[test]
    fn every_refusal_and_rule_error_has_words_in_every_language() {
        let (inputs, rules) = (input_errors(), rule_errors());
        let words = |lang: Lang| -> Vec<String> {
            let inputs = inputs.iter().map(|e| e.words(lang));
            inputs
                .chain(rules.iter().map(|e| TilePoker::explain(lang, e)))
                .collect()
        };
        let english = words(Lang::ENGLISH);
        for lang in Lang::all().filter(|&l| l != Lang::ENGLISH) {
            for (en, words) in english.iter().zip(words(lang)) {
                assert!(!words.is_empty() && !words.contains("tile-"), "{words}");
                assert_ne!(en, &words, "{}: not translated", lang.tag());
            }
        }
    }
}
