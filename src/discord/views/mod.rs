//! What the bot shows, shared by commands, clicks and the delivery: a [`Screen`] (text,
//! components, maybe a picture) and the renderers that more than one room uses. Pure
//! functions of what they are given, so any message can be redrawn at any time.

pub mod bracket;
pub mod challenge;
pub mod choice;
pub mod deathmatch;
pub mod ratings;
pub mod replay;
pub mod threads;
pub mod toss;
pub mod tournament;

use super::text::truncate;
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

/// A picture attached to a message (a PNG, or a film's GIF), with its alt text (Discord's
/// attachment description).
#[derive(Clone, Debug)]
pub struct Picture {
    /// The file name: `board.png`, `game.gif`.
    pub name: &'static str,
    /// The file's bytes, in the format its name says.
    pub bytes: Vec<u8>,
    pub alt: String,
}

impl Picture {
    pub fn attachment(&self) -> CreateAttachment {
        CreateAttachment::bytes(self.bytes.clone(), self.name).description(self.alt.clone())
    }

    /// The file's media type, from its name.
    pub fn mime(&self) -> &'static str {
        if self.name.ends_with(".gif") {
            "image/gif"
        } else {
            "image/png"
        }
    }
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
        Some(picture) => message.add_file(picture.attachment()),
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
