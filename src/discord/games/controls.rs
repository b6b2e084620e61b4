//! The components every game's messages share, each carrying its id ([`super::super::ids`]):
//! the table's My hand / action / Resign / Rematch row, a game's own action buttons, and
//! "What would the bot do?" on the private panel of the seat to move. Apart from the
//! dispatch in `mod.rs`, so that ids may name the games' actions without a circle.

use super::{AnyMove, AnyView, GameUi, Screen};
use crate::discord::ids::Id;
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
