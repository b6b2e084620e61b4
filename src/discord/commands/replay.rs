//! /replay: a finished match of this server, step by step ([`views::replay`]), privately
//! or posted for the channel to step through. Who may watch what, and when, is the
//! service's (`Matches::replay`); the ▶▶ picture and the clicks are the router's.

use crate::discord::refusals;
use crate::discord::text::truncate;
use crate::discord::views::{attachment, replay, Screen};
use crate::discord::{Context, Error};
use crate::model::MatchId;
use poise::serenity_prelude as serenity;

/// Step through a finished match of this server, move by move.
#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: MatchId,
    #[description = "Post it in the channel for everyone to step through (only you see it if left out)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let public = public.unwrap_or(false);
    let reply = match ctx.data().service.matches().replay(r#match, guild).await {
        Ok(whole) => {
            let pages = ctx.data().pages_base(guild).await;
            let lang = if public {
                crate::discord::lang::server(ctx).await
            } else {
                crate::discord::lang::reader(ctx)
            };
            screen_reply(replay::linked_step_screen(lang, &whole, 0, pages)).ephemeral(!public)
        }
        Err(e) => match refusals::replay(crate::discord::lang::reader(ctx), &e, r#match) {
            Some(text) => poise::CreateReply::default().content(text).ephemeral(true),
            None => return Err(e.into()),
        },
    };
    ctx.send(reply).await?;
    Ok(())
}

/// A screen as a command's reply: its text, components and picture, notifying nobody
/// when it is silent.
fn screen_reply(screen: Screen) -> poise::CreateReply {
    let mut reply = poise::CreateReply::default()
        .content(truncate(screen.text))
        .components(screen.rows);
    if screen.silent {
        reply = reply.allowed_mentions(serenity::CreateAllowedMentions::new());
    }
    if let Some(picture) = &screen.picture {
        reply = reply.attachment(attachment(picture));
    }
    reply
}
