//! Who may use a command, and where: the checks a command makes before it changes anything,
//! each refusing privately, in the author's language, with what they can do instead.

use super::private;
use crate::discord::{Context, Error};
use crate::words::{text, Args, Lang};

/// Refuses privately a game started outside the server's channels for games, saying
/// where to go; `true` when the command may go on (a thread of a listed channel counts).
pub async fn game_channel_only(ctx: Context<'_>) -> Result<bool, Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(true);
    };
    let settings = ctx.data().service.settings().of(guild.get()).await?;
    let parent = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .channel
            .as_ref()
            .and_then(|c| c.parent_id)
            .map(|p| p.get()),
        poise::Context::Prefix(_) => None,
    };
    if settings.allows_channel(ctx.channel_id().get(), parent) {
        return Ok(true);
    }
    let channels: Vec<String> = settings
        .game_channels
        .iter()
        .map(|c| format!("<#{c}>"))
        .collect();
    ctx.send(
        poise::CreateReply::default()
            .content(text(
                crate::discord::lang::reader(ctx),
                "replay-game-channels",
                &Args::new().str("channels", &channels.join(", ")),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(false)
}

/// Whether the author hosts Death Matches, organises tournaments and starts seasons here:
/// a member with one of the server's host `roles`, or, with none set, with Manage Server.
async fn is_organiser(ctx: Context<'_>, roles: &[u64]) -> bool {
    if ctx.guild_id().is_none() {
        return false;
    }
    let Some(member) = ctx.author_member().await else {
        return false;
    };
    if roles.is_empty() {
        member
            .permissions
            .is_some_and(|p| p.manage_guild() || p.administrator())
    } else {
        member.roles.iter().any(|r| roles.contains(&r.get()))
    }
}

/// Who may do what a command asks, as its refusal names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Organisers {
    /// Death Match hosts.
    Hosts,
    /// Tournament organisers.
    Tournament,
    /// Organisers (seasons).
    Any,
}

/// The refusal of a member who does not organise here, in `lang` (theirs): who may
/// (`roles`: the server's host roles; none: members who manage the server).
pub(crate) fn not_organiser(lang: Lang, who: Organisers, roles: &[u64]) -> String {
    let who = match who {
        Organisers::Hosts => "hosts",
        Organisers::Tournament => "tournament",
        Organisers::Any => "other",
    };
    let args = Args::new().str("who", who);
    if roles.is_empty() {
        return text(lang, "organisers-only", &args);
    }
    let roles: Vec<String> = roles.iter().map(|r| format!("<@&{r}>")).collect();
    text(
        lang,
        "organisers-only-roles",
        &args.str("roles", &roles.join(", ")),
    )
}

/// Refuses a member who does not organise here, privately, in their language, saying who
/// may; `true` when the author may go on.
pub async fn organiser_only(ctx: Context<'_>, who: Organisers) -> Result<bool, Error> {
    // The server's host roles, read once: they decide, and the refusal names them.
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let roles = ctx.data().service.settings().of(guild).await?.host_roles;
    if is_organiser(ctx, &roles).await {
        return Ok(true);
    }
    let lang = crate::discord::lang::reader(ctx);
    private(ctx, not_organiser(lang, who, &roles)).await?;
    Ok(false)
}

/// The author's id when they organise here; otherwise [`organiser_only`]'s refusal is said
/// and `None` (the command then ends, having changed nothing).
pub async fn organiser(ctx: Context<'_>, who: Organisers) -> Result<Option<u64>, Error> {
    Ok(organiser_only(ctx, who)
        .await?
        .then(|| ctx.author().id.get()))
}
