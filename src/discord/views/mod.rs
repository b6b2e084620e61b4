//! What the bot shows, shared by commands, clicks and the delivery: a [`Screen`] (text,
//! components, maybe a picture) and the renderers that more than one room uses. Pure
//! functions of what they are given, so any message can be redrawn at any time.

pub mod achievements;
pub mod challenge;
pub mod choice;
pub mod deathmatch;
pub mod leaderboard;
pub mod puzzle;
pub mod ratings;
pub mod replay;
pub mod schedule;
pub mod settings;
pub mod threads;
pub mod toss;
pub mod tournament;

use super::text::truncate;
use crate::pictures::Picture;
use poise::serenity_prelude as serenity;
use serenity::all::{CreateActionRow, CreateAttachment, CreateInteractionResponseMessage};

/// A message to show: its text, its components and maybe a picture.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    pub text: String,
    pub rows: Vec<CreateActionRow>,
    /// Attached to the message, replacing any picture it had.
    pub picture: Option<Picture>,
    /// Mentions in it notify nobody.
    pub silent: bool,
}

/// A picture as a message's attachment, its alt text the attachment's description.
pub fn attachment(picture: &Picture) -> CreateAttachment {
    CreateAttachment::bytes(picture.bytes.clone(), picture.name).description(picture.alt.clone())
}

impl Screen {
    pub fn new(text: impl Into<String>, rows: Vec<CreateActionRow>) -> Screen {
        Screen {
            text: text.into(),
            rows,
            picture: None,
            silent: false,
        }
    }

    /// The same screen, mentioning without notifying (a board names many players).
    pub fn silent(self) -> Screen {
        Screen {
            silent: true,
            ..self
        }
    }

    pub fn text(text: impl Into<String>) -> Screen {
        Screen::new(text, Vec::new())
    }
}

/// A screen as an interaction's message. serenity always sends its attachment list, so
/// an update without a picture removes the one the message had: a screen that replaces a
/// picture message carries its picture.
pub fn response_message(screen: Screen) -> CreateInteractionResponseMessage {
    let mut message = CreateInteractionResponseMessage::new()
        .content(truncate(screen.text))
        .components(screen.rows);
    if screen.silent {
        message = message.allowed_mentions(serenity::all::CreateAllowedMentions::new());
    }
    match &screen.picture {
        Some(picture) => message.add_file(attachment(picture)),
        None => message,
    }
}

/// A screen as the body of a message, new or edited, sent through [`rest::Rest`]: its
/// text, its components and, with a picture, the attachment that carries it (an edit's
/// picture replaces the one the message had; with none the attachments are left alone).
pub fn message_json(screen: &Screen) -> serde_json::Value {
    let mut body = serde_json::json!({
        "content": truncate(screen.text.clone()),
        "components": screen.rows,
    });
    if screen.silent {
        body["allowed_mentions"] = serde_json::json!({ "parse": [] });
    }
    if let Some(picture) = &screen.picture {
        body["attachments"] = serde_json::json!([{
            "id": 0,
            "filename": picture.name,
            "description": picture.alt,
        }]);
    }
    body
}
