//! A seat played from the web ([`crate::service::seats::Seats`]): the same clicks as in
//! Discord ([`super::clicks::seat_click`]: the player, turn and version checks, the step,
//! one commit, the outbox), on the same panels and hands each game draws for Discord,
//! turned into edge-neutral controls. Only a seat's own controls of the match asked about
//! are taken, and only on its own server.

use super::clicks::{self, Answer, Origin};
use super::games::{self, Input};
use super::ids::Id;
use super::router::explain_text;
use super::views::Screen;
use crate::model::{MatchId, SeatMatch};
use crate::service::seats::{
    Boxed, Choice, Control, Field, Look, SeatAnswer, SeatForm, SeatInput, SeatPage, SeatScreen,
    Seats,
};
use crate::service::{Service, ServiceError};
use crate::words::{plain, Lang};
use poise::serenity_prelude as serenity;
use serde_json::Value;
use serenity::all::{ButtonStyle, CreateActionRow, CreateModal};

/// The Discord edge's seats, over the service.
pub struct Board {
    service: Service,
    /// The clicks' origin wants one; a seat's clicks read nothing from it.
    cache: serenity::Cache,
}

impl Board {
    pub fn new(service: Service) -> Board {
        Board {
            service,
            cache: serenity::Cache::new(),
        }
    }

    /// `user`'s seat of match `id`, refused unless it is server `guild`'s.
    async fn seat(&self, guild: u64, id: MatchId, user: u64) -> Result<SeatMatch, ServiceError> {
        let mine = self.service.matches().seat_view(id, user).await?;
        if mine.info.place.guild != guild {
            return Err(ServiceError::OtherServer);
        }
        Ok(mine)
    }

    async fn page(
        &self,
        guild: u64,
        id: MatchId,
        user: u64,
        lang: Lang,
    ) -> Result<SeatPage, ServiceError> {
        let mine = self.seat(guild, id, user).await?;
        let info = &mine.info;
        let to_move = !info.is_over() && info.to_move == Some(mine.seat);
        let hand = mine
            .view
            .as_ref()
            .map(|view| seat_screen(games::hand(lang, info, view)));
        let panel = match (&mine.view, to_move) {
            (_, false) => None,
            _ if info.choosing() => {
                // The channel's choice message, in the channel's language.
                let voice = super::lang::Voice::arrived(&self.service, guild, lang).await;
                Some(seat_screen(super::views::choice::choice_message(
                    voice.server,
                    info,
                    None,
                )))
            }
            _ if info.is_paused() => None,
            (Some(view), true) => Some(seat_screen(games::controls::panel(lang, info, view))),
            (None, true) => None,
        };
        let resign = (!info.is_over()).then(|| Control::Button {
            id: Id::Resign { m: id }.encode(),
            label: plain(lang, "games-button-resign"),
            emoji: None,
            look: Look::Danger,
            disabled: false,
        });
        // The opponent's last move, in the words the channel had for it.
        let last = self
            .service
            .matches()
            .last_move(id, info.revision)
            .filter(|last| last.seat != mine.seat)
            .map(|last| games::events(lang, info, &last.events).join("\n"))
            .filter(|lines| !lines.is_empty());
        Ok(SeatPage {
            hand,
            panel,
            to_move,
            resign,
            version: info.version,
            revision: info.revision,
            last,
        })
    }

    async fn answer(
        &self,
        (guild, id, user, lang): (u64, MatchId, u64, Lang),
        control: String,
        input: SeatInput,
    ) -> SeatAnswer {
        let Some(parsed) = accepted(&control, id) else {
            return SeatAnswer::Refused(games::not_mine(lang));
        };
        let before = match self.seat(guild, id, user).await {
            Ok(mine) => mine,
            Err(e) => return SeatAnswer::Refused(explain_text(lang, &e)),
        };
        let voice = super::lang::Voice::arrived(&self.service, guild, lang).await;
        let origin = Origin {
            user,
            guild,
            admin: false,
            on_public_message: false,
            message: None,
            channel: before.info.place.channel,
            cache: &self.cache,
            lang: voice.reader,
            server: voice.server,
            // Never on a public table: the answer redraws no table.
            board: &super::BoardOffer::Off,
        };
        let input = match input {
            SeatInput::Click => Input::Click,
            SeatInput::Select(values) => Input::Select(values),
            SeatInput::Form(text) => Input::Modal(text),
        };
        let answer = match clicks::seat_click(&self.service, &origin, parsed, &input).await {
            Ok((answer, _)) => answer,
            Err(e) => return SeatAnswer::Refused(explain_text(lang, &e)),
        };
        let revision = match self.service.matches().public(id).await {
            Ok(now) => now.info.revision,
            Err(e) => return SeatAnswer::Refused(explain_text(lang, &e)),
        };
        neutral(answer, revision != before.info.revision, lang)
    }
}

impl Seats for Board {
    fn screen(
        &self,
        guild: u64,
        id: MatchId,
        user: u64,
        lang: Lang,
    ) -> Boxed<'_, Result<SeatPage, ServiceError>> {
        Box::pin(self.page(guild, id, user, lang))
    }

    fn input(
        &self,
        guild: u64,
        id: MatchId,
        user: u64,
        lang: Lang,
        control: String,
        input: SeatInput,
    ) -> Boxed<'_, SeatAnswer> {
        Box::pin(self.answer((guild, id, user, lang), control, input))
    }
}

/// `control` read as one of a seat's own controls of match `id`; `None` for anything
/// else (another match's, a challenge's, a server's settings, no id at all).
fn accepted(control: &str, id: MatchId) -> Option<Id> {
    Id::parse(control).filter(|parsed| clicks::is_seat(parsed) && parsed.match_id() == Some(id))
}

/// A click's answer as the seat's: a committed change (`changed`) played, a screen with
/// controls a step, a screen of words only said (nothing changed: a refusal, a stale
/// control, a cancel).
fn neutral(answer: Answer, changed: bool, lang: Lang) -> SeatAnswer {
    let screen = match answer {
        Answer::Modal(modal) => return SeatAnswer::Form(form(&modal)),
        // The table's "Play on the board" is not a seat's control ([`accepted`]).
        Answer::LaunchActivity => return SeatAnswer::Refused(games::not_mine(lang)),
        Answer::Private(screen) | Answer::Update(screen) | Answer::Public(screen) => screen,
    };
    match (changed, screen.rows.is_empty()) {
        (true, true) => SeatAnswer::Played {
            done: screen.text,
            panel: None,
        },
        (true, false) => SeatAnswer::Played {
            done: String::new(),
            panel: Some(seat_screen(screen)),
        },
        (false, true) => SeatAnswer::Refused(screen.text),
        (false, false) => SeatAnswer::Screen(seat_screen(screen)),
    }
}

/// A Discord screen's text, controls and picture, edge-neutral.
pub fn seat_screen(screen: Screen) -> SeatScreen {
    SeatScreen {
        rows: screen.rows.iter().map(row).collect(),
        text: screen.text,
        picture: screen.picture,
    }
}

/// A row's controls, read from its Discord JSON (what serenity's builder sends). A link
/// button (no id) is left out: a seat's panels have none.
fn row(row: &CreateActionRow) -> Vec<Control> {
    let json = serde_json::to_value(row).unwrap_or_default();
    json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(control)
        .collect()
}

fn control(c: &Value) -> Option<Control> {
    let id = c["custom_id"].as_str()?.to_string();
    let text = |key: &str| c[key].as_str().unwrap_or_default().to_string();
    let disabled = c["disabled"].as_bool().unwrap_or(false);
    match c["type"].as_u64()? {
        2 => Some(Control::Button {
            id,
            label: text("label"),
            emoji: emoji(&c["emoji"]),
            look: look(c["style"].as_u64()),
            disabled,
        }),
        3 => Some(Control::Select {
            id,
            placeholder: text("placeholder"),
            min: count(&c["min_values"]),
            max: count(&c["max_values"]),
            options: c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| Choice {
                    value: o["value"].as_str().unwrap_or_default().to_string(),
                    label: o["label"].as_str().unwrap_or_default().to_string(),
                    description: o["description"].as_str().map(str::to_string),
                    emoji: emoji(&o["emoji"]),
                    picked: o["default"].as_bool().unwrap_or(false),
                })
                .collect(),
            disabled,
        }),
        _ => None,
    }
}

/// A menu's count of values (Discord's default: 1).
fn count(value: &Value) -> u8 {
    value
        .as_u64()
        .and_then(|n| u8::try_from(n).ok())
        .unwrap_or(1)
}

/// A button's colour by Discord's style number.
fn look(style: Option<u64>) -> Look {
    let is = |s: ButtonStyle| style == Some(u64::from(u8::from(s)));
    if is(ButtonStyle::Primary) {
        Look::Primary
    } else if is(ButtonStyle::Success) {
        Look::Success
    } else if is(ButtonStyle::Danger) {
        Look::Danger
    } else {
        Look::Secondary
    }
}

/// An emoji as text: a Unicode one itself, a server's own by its `:name:`.
fn emoji(e: &Value) -> Option<String> {
    let name = e["name"].as_str()?;
    Some(match e["id"] {
        Value::Null => name.to_string(),
        _ => format!(":{name}:"),
    })
}

/// A form's fields, from its Discord JSON.
fn form(modal: &CreateModal) -> SeatForm {
    let json = serde_json::to_value(modal).unwrap_or_default();
    let text = |v: &Value, key: &str| v[key].as_str().map(str::to_string);
    let length = |v: &Value, key: &str| v[key].as_u64().and_then(|n| u16::try_from(n).ok());
    let fields = json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"].as_u64() == Some(4))
        .map(|c| Field {
            id: text(&c, "custom_id").unwrap_or_default(),
            label: text(&c, "label").unwrap_or_default(),
            long: c["style"].as_u64() == Some(2),
            required: c["required"].as_bool().unwrap_or(true),
            min: length(&c, "min_length"),
            max: length(&c, "max_length"),
            placeholder: text(&c, "placeholder"),
            value: text(&c, "value"),
        })
        .collect();
    SeatForm {
        id: text(&json, "custom_id").unwrap_or_default(),
        title: text(&json, "title").unwrap_or_default(),
        fields,
    }
}

#[cfg(test)]
pub(crate) mod tests;
