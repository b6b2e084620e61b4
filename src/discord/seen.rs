//! The names users go by, remembered as they are seen: boards name players who left the
//! server, and a match's thread names its players.

use super::{Context, Service};
use poise::serenity_prelude::Interaction;

/// Remembers the name the user of any interaction goes by here, so boards can name them
/// after they leave the server, and a match's thread (named when it opens, maybe by the
/// click that accepts its challenge) names them. A name known already costs a lookup in
/// memory; a new one, one write, before the interaction is handled.
pub async fn note_user(service: &Service, interaction: &Interaction) {
    let (user, name) = match interaction {
        Interaction::Command(i) | Interaction::Autocomplete(i) => (
            i.user.id.get(),
            i.member
                .as_ref()
                .map_or(i.user.display_name(), |m| m.display_name()),
        ),
        Interaction::Component(i) => (
            i.user.id.get(),
            i.member
                .as_ref()
                .map_or(i.user.display_name(), |m| m.display_name()),
        ),
        Interaction::Modal(i) => (
            i.user.id.get(),
            i.member
                .as_ref()
                .map_or(i.user.display_name(), |m| m.display_name()),
        ),
        _ => return,
    };
    if let Err(e) = service.records().user_seen(user, name).await {
        tracing::error!("remembering the name of {user}: {e}");
    }
}

/// The same for the author of a command, before the reply is drawn: poise hands the
/// interaction to the event handler only after the command has run.
pub async fn note_author(ctx: Context<'_>) {
    let name = match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .map_or(a.interaction.user.display_name(), |m| m.display_name()),
        poise::Context::Prefix(p) => p.msg.author.display_name(),
    };
    let user = ctx.author().id.get();
    if let Err(e) = ctx.data().service.records().user_seen(user, name).await {
        tracing::error!("remembering the name of {user}: {e}");
    }
}
