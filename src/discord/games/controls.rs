//! The components every game's messages share, each carrying its id ([`super::super::ids`]):
//! the table's My hand / action / Resign / Rematch row, a game's own action buttons, and
//! "What would the bot do?" on the private panel of the seat to move. Apart from the
//! dispatch in `mod.rs`, so that ids may name the games' actions without a circle.

use super::{AnyMove, AnyView, GameUi, Screen};
use crate::discord::ids::Id;
use crate::discord::BoardOffer;
use crate::model::MatchInfo;
use crate::words::{plain, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// The private panel of the seat to move, with its "What would the bot do?".
pub fn panel(lang: Lang, info: &MatchInfo, view: &AnyView) -> Screen {
    with_hint_button(lang, info, super::panel(lang, info, view))
}

/// The panel with the bot's move for it (`mv` must be of the view's game), with its
/// "What would the bot do?".
pub fn hinted(lang: Lang, info: &MatchInfo, view: &AnyView, mv: &AnyMove) -> Screen {
    with_hint_button(lang, info, super::hinted(lang, info, view, mv))
}

/// Adds the "What would the bot do?" button to a panel: on a row of its own, or at the
/// end of the last row of buttons when the panel already has Discord's five rows.
fn with_hint_button(lang: Lang, info: &MatchInfo, mut screen: Screen) -> Screen {
    if info.to_move.is_none() || info.is_over() {
        return screen;
    }
    let hint = hint_button(lang, info);
    const MAX_ROWS: usize = 5;
    const MAX_BUTTONS: usize = 5;
    if screen.rows.len() < MAX_ROWS {
        screen.rows.push(CreateActionRow::Buttons(vec![hint]));
    } else if let Some(CreateActionRow::Buttons(buttons)) = screen.rows.last_mut() {
        if buttons.len() < MAX_BUTTONS {
            buttons.push(hint);
        }
    }
    screen
}

/// "What would the bot do?" for the seat to move.
pub fn hint_button(lang: Lang, info: &MatchInfo) -> CreateButton {
    button(
        Id::Hint {
            m: info.id,
            v: info.version,
        },
        plain(lang, "games-button-hint"),
        ButtonStyle::Secondary,
    )
    .emoji('💡')
}

/// The table's "Play on the board" while the match runs: the Activity's launch, or a link
/// to the seat's page (which sends anyone but the players to the public table). `None`
/// when the bot offers no board or the match is over.
pub fn board_button(lang: Lang, info: &MatchInfo, board: &BoardOffer) -> Option<CreateButton> {
    if info.is_over() {
        return None;
    }
    let label = plain(lang, "games-button-board");
    match board {
        BoardOffer::Off => None,
        BoardOffer::Activity => Some(
            button(
                Id::PlayOnBoard { m: info.id },
                label,
                ButtonStyle::Secondary,
            )
            .emoji('🃏'),
        ),
        BoardOffer::Web(base) => Some(
            CreateButton::new_link(crate::model::pages::seat(base, info.place.guild, info.id))
                .label(label)
                .emoji('🃏'),
        ),
    }
}

/// A table with its "Play on the board" ([`board_button`]): at the end of its last row of
/// buttons, or on a row of its own when that row is full.
pub fn with_board(mut table: Screen, lang: Lang, info: &MatchInfo, board: &BoardOffer) -> Screen {
    let Some(play) = board_button(lang, info, board) else {
        return table;
    };
    const MAX_ROWS: usize = 5;
    const MAX_BUTTONS: usize = 5;
    let rows = table.rows.len();
    match table.rows.last_mut() {
        Some(CreateActionRow::Buttons(buttons)) if buttons.len() < MAX_BUTTONS => {
            buttons.push(play)
        }
        _ if rows < MAX_ROWS => table.rows.push(CreateActionRow::Buttons(vec![play])),
        _ => {}
    }
    table
}

pub fn button(id: Id, label: impl Into<String>, style: ButtonStyle) -> CreateButton {
    CreateButton::new(id.encode()).label(label).style(style)
}

/// A button for one of a game's actions, drawn for the match's current version.
pub fn action_button<G: GameUi>(
    info: &MatchInfo,
    action: G::Action,
    label: impl Into<String>,
    style: ButtonStyle,
) -> CreateButton {
    CreateButton::new(action_id::<G>(info, action))
        .label(label)
        .style(style)
}

/// The custom id of one of a game's actions at the match's current version.
pub fn action_id<G: GameUi>(info: &MatchInfo, action: G::Action) -> String {
    Id::Game {
        m: info.id,
        v: info.version,
        action: G::wrap_action(action),
    }
    .encode()
}

/// The table's generic buttons: My hand (for games with hidden hands), the action of the
/// moment, Resign. Once the match is over: Rematch (a Death Match's stay, disabled).
pub fn table_buttons(
    lang: Lang,
    info: &MatchInfo,
    hand: bool,
    act: Option<&str>,
) -> CreateActionRow {
    let over = info.is_over();
    // Once a match (not a Death Match) is over, its one button offers the next one.
    if over && info.dm.is_none() {
        return CreateActionRow::Buttons(vec![button(
            Id::Rematch { m: info.id },
            plain(lang, "games-button-rematch"),
            ButtonStyle::Success,
        )]);
    }
    let mut buttons = Vec::new();
    if hand {
        buttons.push(
            button(
                Id::Hand { m: info.id },
                plain(lang, "games-button-hand"),
                ButtonStyle::Secondary,
            )
            .disabled(over),
        );
    }
    if let Some(label) = act {
        buttons.push(
            button(
                Id::Act {
                    m: info.id,
                    v: info.version,
                },
                label,
                ButtonStyle::Primary,
            )
            .disabled(over),
        );
    }
    buttons.push(
        button(
            Id::Resign { m: info.id },
            plain(lang, "games-button-resign"),
            ButtonStyle::Danger,
        )
        .disabled(over),
    );
    CreateActionRow::Buttons(buttons)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::games::tests::info_of;
    use crate::model::MatchStatus;
    use crate::rules::clash::Clash;
    use crate::rules::{Seat, Table};

    fn running() -> MatchInfo {
        info_of(&Table::<Clash>::new(Default::default(), 7, Seat::A, 5), 1)
    }

    /// The buttons' JSON of a screen's rows, as Discord receives them.
    fn buttons(screen: &Screen) -> Vec<serde_json::Value> {
        let rows = serde_json::to_value(&screen.rows).unwrap();
        rows.as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .collect()
    }

    fn table(info: &MatchInfo) -> Screen {
        Screen::new(
            "table",
            vec![table_buttons(Lang::ENGLISH, info, true, Some("Act"))],
        )
    }

    #[test]
    fn without_a_board_the_table_has_no_play_button() {
        let info = running();
        let screen = with_board(table(&info), Lang::ENGLISH, &info, &BoardOffer::Off);
        assert_eq!(buttons(&screen).len(), 3);
    }

    #[test]
    fn the_play_button_links_to_the_seat_page_on_the_web() {
        let info = running();
        let board = BoardOffer::Web("https://clash.example.org".into());
        let screen = with_board(table(&info), Lang::ENGLISH, &info, &board);
        let all = buttons(&screen);
        let play = all.last().unwrap();
        assert_eq!(play["label"], "Play on the board");
        assert_eq!(play["style"], 5, "a link button");
        assert_eq!(play["url"], "https://clash.example.org/s/1/play/7");
        assert_eq!(screen.rows.len(), 1, "on the table's own row");
    }

    #[test]
    fn the_play_button_launches_the_activity_when_it_is_on() {
        let info = running();
        let screen = with_board(table(&info), Lang::ENGLISH, &info, &BoardOffer::Activity);
        let play = buttons(&screen).last().cloned().unwrap();
        assert_eq!(play["custom_id"], Id::PlayOnBoard { m: 7 }.encode());
        assert_eq!(
            Id::parse(play["custom_id"].as_str().unwrap()),
            Some(Id::PlayOnBoard { m: 7 })
        );
    }

    #[test]
    fn a_finished_match_offers_no_board() {
        let mut info = running();
        info.status = MatchStatus::Finished;
        let screen = with_board(table(&info), Lang::ENGLISH, &info, &BoardOffer::Activity);
        assert!(buttons(&screen)
            .iter()
            .all(|b| b["label"] != "Play on the board"));
    }

    #[test]
    fn a_full_row_puts_the_play_button_on_a_row_of_its_own() {
        let info = running();
        let full = (0..5)
            .map(|i| button(Id::Hand { m: i }, "x", ButtonStyle::Secondary))
            .collect();
        let screen = Screen::new("t", vec![CreateActionRow::Buttons(full)]);
        let screen = with_board(screen, Lang::ENGLISH, &info, &BoardOffer::Activity);
        assert_eq!(screen.rows.len(), 2);
    }

    #[test]
    fn the_board_needs_a_public_address_and_sign_in() {
        assert_eq!(BoardOffer::of(None, true, true), BoardOffer::Off);
        assert_eq!(
            BoardOffer::of(Some("https://x"), false, true),
            BoardOffer::Off
        );
        assert_eq!(
            BoardOffer::of(Some("https://x"), true, false),
            BoardOffer::Web("https://x".into())
        );
        assert_eq!(
            BoardOffer::of(Some("https://x"), true, true),
            BoardOffer::Activity
        );
    }
}
