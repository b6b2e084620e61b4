//! Who reads which language. What one user alone sees (an ephemeral reply, a panel, a
//! form, a command's suggestions) is in that user's Discord language; what a channel sees
//! (tables, results, boards, season news) is in its server's: the language its admins chose
//! in /settings, else the server's own Discord language, else English. The choice itself is
//! the catalogue's ([`Lang::of_reader`], [`Lang::of_server`]); this reads it off Discord.
//!
//! ```text
//! let mine = lang::reader(ctx);                     // an ephemeral reply
//! let theirs = lang::server(ctx).await;             // a public reply of a command
//! let voice = Voice::arrived(service, guild, reader_of(locale)).await; // a click
//! let theirs = Wording::new(service).lang(guild).await; // a post (delivery/)
//! ```

use super::Context;
use crate::service::Service;
use crate::words::Lang;
use poise::serenity_prelude::Interaction;

/// The language of the user who used the command: for what they alone see.
pub fn reader(ctx: Context<'_>) -> Lang {
    Lang::of_reader(ctx.locale())
}

/// The language of the user of a button, select or form (its `locale`): for what they
/// alone see.
pub fn reader_of(locale: &str) -> Lang {
    Lang::of_reader(Some(locale))
}

/// The language of what the command's channel sees. The server's Discord language the
/// interaction carries is remembered first, so even a server's first command is answered
/// in it.
pub async fn server(ctx: Context<'_>) -> Lang {
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let service = &ctx.data().service;
    if let poise::Context::Application(a) = ctx {
        if let Some(locale) = &a.interaction.guild_locale {
            note(service, guild, locale).await;
        }
    }
    server_of(service, guild).await
}

/// The two languages a click, a form or a move from the bot's pages is answered in, read
/// once where it arrives: its user's (`reader`, for what they alone see) and its server's
/// (`server`, for what the channel sees: a table it redraws, a choice it posts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Voice {
    pub reader: Lang,
    pub server: Lang,
}

impl Voice {
    /// The voice of an interaction from user language `reader` in server `guild`.
    pub async fn arrived(service: &Service, guild: u64, reader: Lang) -> Voice {
        Voice {
            reader,
            server: server_of(service, guild).await,
        }
    }
}

/// The language of what server `guild`'s channels see, at this moment. English when it
/// cannot be read (logged). Read in three places only: a command's [`server`], an
/// interaction's [`Voice::arrived`], and a post's
/// [`Wording`](crate::discord::delivery::Wording).
pub(super) async fn server_of(service: &Service, guild: u64) -> Lang {
    match service.settings().language(guild).await {
        Ok(lang) => lang,
        Err(e) => {
            tracing::warn!("guild {guild}: its language could not be read, English used: {e}");
            Lang::ENGLISH
        }
    }
}

/// Remembers the server's Discord language an interaction shows (any kind, in a server).
pub async fn note_guild_locale(service: &Service, interaction: &Interaction) {
    let (guild, locale) = match interaction {
        Interaction::Command(i) | Interaction::Autocomplete(i) => (i.guild_id, &i.guild_locale),
        Interaction::Component(i) => (i.guild_id, &i.guild_locale),
        Interaction::Modal(i) => (i.guild_id, &i.guild_locale),
        _ => return,
    };
    if let (Some(guild), Some(locale)) = (guild, locale) {
        note(service, guild.get(), locale).await;
    }
}

async fn note(service: &Service, guild: u64, locale: &str) {
    if let Err(e) = service.settings().guild_locale_seen(guild, locale).await {
        tracing::warn!("guild {guild}: its Discord language not remembered: {e}");
    }
}

/// A command as the reader types it, in `lang`: `` `/saison starten` `` for
/// `"season start"`, from the command names of commands.ftl.
pub fn command(lang: Lang, path: &str) -> String {
    let mut key = String::from("cmd");
    let mut names = Vec::new();
    for name in path.split(' ') {
        key = format!("{key}-{name}");
        names.push(crate::words::plain(lang, &key));
    }
    format!("`/{}`", names.join(" "))
}

/// A command with its options, as the reader types it, in `lang`:
/// `` `/tournament start tournament:3` ``.
pub fn command_with(lang: Lang, path: &str, options: &[(&str, String)]) -> String {
    let bare = command(lang, path);
    let mut out = bare.trim_end_matches('`').to_string();
    for (option, value) in options {
        let key = format!("cmd-{}-{option}", path.replace(' ', "-"));
        out += &format!(" {}:{value}", crate::words::plain(lang, &key));
    }
    out + "`"
}

/// A command's option with its value as the reader types it, in `lang`: `` `saison:all` ``.
pub fn option(lang: Lang, command: &str, option: &str, value: &str) -> String {
    let name = crate::words::plain(lang, &format!("cmd-{command}-{option}"));
    format!("`{name}:{value}`")
}
