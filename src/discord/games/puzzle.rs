//! A game's own controls aimed at a daily puzzle instead of a match. The game's panel
//! draws its components for a match (`g<code>:<match>:<version>:<tail>`); here each is
//! given the puzzle's id (`q<code>:<date>:<tail>`, [`Id::Puzzle`]) with the same action,
//! so a click on a puzzle never reaches a match, and the game's own pictures, words and
//! steps serve the puzzle unchanged. Components that only a match has (the hint, the
//! hand) are left out.

use super::{MatchInfo, Screen, Step};
use crate::discord::ids::Id;
use crate::model::{AnyMove, MatchSettings, MatchStatus, Place, UserId};
use crate::rules::{BySeat, GameKind, Seat};
use jiff::civil::Date;
use poise::serenity_prelude as serenity;
use serde_json::Value;
use serenity::all::{CreateActionRow, CreateButton, CreateInputText, CreateModal, InputTextStyle};

/// The neutral opponent of a drawn puzzle: no one (user id 0, which Discord never gives).
/// A puzzle's table names the solver and this opponent, shown as "the opponent".
pub const OPPONENT: UserId = 0;

/// The made-up match's number (no match has it: match ids start at 1).
pub const MATCH: i64 = 0;

/// The match info a puzzle is drawn with: the solver in the seat to move against
/// [`OPPONENT`], the game's default settings, untimed, match 0 at version 0 (its ids are
/// re-aimed at the puzzle by [`aim`] and [`aim_modal`], so neither number is ever read).
pub fn info(game: GameKind, place: Place, solver: UserId, seat: Seat) -> MatchInfo {
    let mut players = BySeat::new(OPPONENT, OPPONENT);
    players[seat] = solver;
    MatchInfo {
        id: MATCH,
        place,
        message_id: None,
        game,
        players,
        settings: MatchSettings {
            target: None,
            turn_seconds: 0,
            max_strikes: 0,
        },
        version: 0,
        deadline: None,
        status: MatchStatus::Active,
        created_at: 0,
        toss: None,
        picker: None,
        table_outcome: None,
        dm: None,
        revision: 0,
        table_revision: 0,
        bot: None,
        tournament: None,
        thread: crate::model::MatchThread::No,
        to_move: Some(seat),
        outcome: None,
        strikes: BySeat::new(0, 0),
        scores: BySeat::new(0, 0),
        commitment: None,
    }
}

/// A screen of a game's controls with every game id aimed at the puzzle of `date`; any
/// other component (a match's hint or hand) left out, and a row left empty dropped.
pub fn aim(screen: Screen, date: Date) -> Screen {
    let rows = screen
        .rows
        .into_iter()
        .filter_map(|row| aim_row(row, date))
        .collect();
    Screen { rows, ..screen }
}

/// A game's form aimed at the puzzle of `date`: the same title and field.
pub fn aim_modal(modal: CreateModal, date: Date) -> Option<CreateModal> {
    let json = serde_json::to_value(&modal).ok()?;
    let id = aimed(json["custom_id"].as_str()?, date)?;
    let title = json["title"].as_str().unwrap_or_default();
    let inputs = json["components"]
        .as_array()?
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|input| input_text(&input))
        .map(CreateActionRow::InputText)
        .collect();
    Some(CreateModal::new(id, title).components(inputs))
}

/// A step of a game's panel on a puzzle: its screen or form aimed at the puzzle.
pub fn aim_step(step: Step<AnyMove>, date: Date) -> Step<AnyMove> {
    match step {
        Step::Show(screen) => Step::Show(aim(screen, date)),
        Step::Modal(modal) => match aim_modal(modal, date) {
            Some(modal) => Step::Modal(modal),
            // A form the puzzle cannot route: nothing to fill (never made by a game).
            None => Step::Show(Screen::default()),
        },
        play => play,
    }
}

/// The puzzle's id for a game control's id; `None` for any other.
fn aimed(id: &str, date: Date) -> Option<String> {
    match Id::parse(id)? {
        Id::Game { action, .. } => Some(Id::Puzzle { date, action }.encode()),
        _ => None,
    }
}

fn aim_row(row: CreateActionRow, date: Date) -> Option<CreateActionRow> {
    match row {
        CreateActionRow::Buttons(buttons) => {
            let buttons: Vec<CreateButton> = buttons
                .into_iter()
                .filter_map(|button| {
                    let json = serde_json::to_value(&button).ok()?;
                    let id = aimed(json["custom_id"].as_str()?, date)?;
                    Some(button.custom_id(id))
                })
                .collect();
            (!buttons.is_empty()).then_some(CreateActionRow::Buttons(buttons))
        }
        CreateActionRow::SelectMenu(menu) => {
            let json = serde_json::to_value(&menu).ok()?;
            let id = aimed(json["custom_id"].as_str()?, date)?;
            Some(CreateActionRow::SelectMenu(menu.custom_id(id)))
        }
        CreateActionRow::InputText(input) => Some(CreateActionRow::InputText(input)),
    }
}

/// A form's field drawn again from its JSON (serenity's builder has no getters).
fn input_text(json: &Value) -> Option<CreateInputText> {
    let style = match json["style"].as_u64()? {
        2 => InputTextStyle::Paragraph,
        _ => InputTextStyle::Short,
    };
    let label = json["label"].as_str().unwrap_or_default();
    let mut input = CreateInputText::new(style, label, json["custom_id"].as_str()?);
    if let Some(placeholder) = json["placeholder"].as_str() {
        input = input.placeholder(placeholder);
    }
    if let Some(value) = json["value"].as_str() {
        input = input.value(value);
    }
    if let Some(min) = json["min_length"].as_u64() {
        input = input.min_length(min as u16);
    }
    if let Some(max) = json["max_length"].as_u64() {
        input = input.max_length(max as u16);
    }
    if let Some(required) = json["required"].as_bool() {
        input = input.required(required);
    }
    Some(input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::games::tests::info_of;
    use crate::rules::clash::Clash;
    use crate::rules::Table;
    use crate::words::Lang;

    fn ids(rows: &[CreateActionRow]) -> Vec<String> {
        let rows = serde_json::to_value(rows).unwrap();
        rows.as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
            .collect()
    }

    #[test]
    fn every_control_of_a_panel_is_aimed_at_the_puzzle_and_keeps_its_action() {
        let table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        let info = info_of(&table, 1);
        let view = crate::model::AnyView::Clash(crate::rules::Game::view(
            table.game(),
            info.to_move.unwrap(),
        ));
        let panel = crate::discord::games::controls::panel(Lang::ENGLISH, &info, &view);
        let before = ids(&panel.rows);
        let date = jiff::civil::date(2026, 12, 1);
        let aimed = aim(panel, date);
        let after = ids(&aimed.rows);
        assert!(!after.is_empty());
        // The hint is a match's: left out; every other control keeps its action.
        assert_eq!(after.len() + 1, before.len(), "{before:?} {after:?}");
        for (old, new) in before.iter().zip(&after) {
            let (Some(Id::Game { action, .. }), Some(Id::Puzzle { date: d, action: a })) =
                (Id::parse(old), Id::parse(new))
            else {
                panic!("{old} -> {new}");
            };
            assert_eq!((action, date), (a, d));
        }
    }

    #[test]
    fn a_form_keeps_its_title_and_field_under_the_puzzles_id() {
        let table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        let info = info_of(&table, 1);
        let setup = <Clash as crate::discord::games::GameUi>::parse("sm").unwrap();
        let id = crate::discord::games::controls::action_id::<Clash>(&info, setup);
        let modal = crate::discord::games::text_modal(id, "Your set", "7s 7h", Some("9c".into()));
        let date = jiff::civil::date(2026, 12, 1);
        let aimed = serde_json::to_value(aim_modal(modal, date).unwrap()).unwrap();
        assert!(matches!(
            Id::parse(aimed["custom_id"].as_str().unwrap()),
            Some(Id::Puzzle { date: d, .. }) if d == date
        ));
        assert_eq!(aimed["title"], "Your set");
        let field = &aimed["components"][0]["components"][0];
        assert_eq!(field["placeholder"], "7s 7h");
        assert_eq!(field["value"], "9c");
        assert_eq!(field["custom_id"], "cards");
    }
}
