//! `/settings`: one private panel where a server's admins (Manage Server) see and change
//! what their server decides for itself: Death Match host roles and results channel, the
//! default turn clock, missed turns and challenge expiry, where games may be started and
//! which, match threads, the leaderboard's minimum. The panel is drawn by
//! [`views::settings`](crate::discord::views::settings); its controls are clicks
//! ([`clicks::settings`](crate::discord::clicks)).

use crate::discord::reads::panel;
use crate::discord::views::settings::not_admin;
use crate::discord::views::Screen;
use crate::discord::{Context, Error};

/// See and change this server's settings (Manage Server).
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(ctx: Context<'_>) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    let admin = ctx.author_member().await.is_some_and(|m| {
        m.permissions
            .is_some_and(|p| p.manage_guild() || p.administrator())
    });
    // The panel is the admin's alone: in their own language.
    let lang = crate::discord::lang::reader(ctx);
    let screen = if admin {
        panel(ctx.data(), ctx.cache(), guild.get(), lang, None).await?
    } else {
        Screen::text(not_admin(lang))
    };
    ctx.send(
        poise::CreateReply::default()
            .content(crate::discord::text::truncate(screen.text))
            .components(screen.rows)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
