//! What a command reads of its invocation (who asks, and where) and how it answers the
//! author privately, in their own language.

use crate::discord::{Context, Error};
use crate::model::{Person, Place};
use poise::serenity_prelude as serenity;

/// The command's author, or a member it names, as the model knows a player.
pub fn person(user: &serenity::User) -> Person {
    Person {
        id: user.id.get(),
        is_bot: user.bot,
    }
}

/// Where the command was used: its server (0 in a DM) and channel.
pub fn place_of(ctx: &Context<'_>) -> Place {
    Place {
        guild: ctx.guild_id().map(|g| g.get()).unwrap_or_default(),
        channel: ctx.channel_id().get(),
    }
}

/// Replies privately with catalogue message `key`, in the user's own language (worded
/// before the reply is sent: the arguments are not held across it).
pub fn reply<'a>(
    ctx: Context<'a>,
    key: &str,
    args: &crate::words::Args<'_>,
) -> impl std::future::Future<Output = Result<(), Error>> + Send + 'a {
    private(
        ctx,
        crate::words::text(crate::discord::lang::reader(ctx), key, args),
    )
}

/// Answers the command privately with `text` (cut to Discord's limit).
pub async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(crate::discord::text::truncate(text.into()))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
