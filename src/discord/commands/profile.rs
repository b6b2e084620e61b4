//! /profile: a player's profile card, posted in the channel as a picture with its words as
//! the picture's description, in the server's language, and a link to their web page when
//! the server's pages are on. The card is the service's (`service::records`), its picture
//! the pictures room's (`pictures::profile`).

use crate::discord::seen::note_author;
use crate::discord::text::mention;
use crate::discord::views::attachment;
use crate::discord::{lang, Context, Error};
use crate::pictures::profile::picture;
use crate::words::{plain, text, Args};
use poise::serenity_prelude as serenity;
use serenity::all::{CreateActionRow, CreateAllowedMentions};

/// A player's profile card, posted as a picture (yours if no one is named).
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (yours if left out)"] member: Option<serenity::User>,
) -> Result<(), Error> {
    note_author(ctx).await;
    let data = ctx.data();
    let who = member.as_ref().unwrap_or(ctx.author());
    let (user, fallback) = (who.id.get(), who.display_name().to_string());
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let provisional = data.leaderboard.provisional_deviation;
    let mut card = data
        .service
        .records()
        .profile_card(guild, user, fallback, provisional)
        .await?;
    // The puzzle streak, judged on this server's today; none before a first answer.
    card.puzzle_streak = data
        .service
        .puzzles()
        .standing(user, guild)
        .await?
        .map(|standing| standing.streak.current);
    let lang = lang::server(ctx).await;
    let played = !card.games.is_empty();
    // Drawn off the async threads, as every picture is.
    let drawn = tokio::task::spawn_blocking(move || picture(lang, &card)).await?;
    let content = text(
        lang,
        "profile-post",
        &Args::new().str("player", &mention(user)),
    );
    let mut reply = poise::CreateReply::default()
        .content(content)
        .attachment(attachment(&drawn))
        .allowed_mentions(CreateAllowedMentions::new());
    // A player without a rated match has no page.
    if let (Some(base), true) = (data.pages_base(guild).await, played) {
        let url = crate::model::pages::player(base, guild, user);
        reply = reply.components(vec![CreateActionRow::Buttons(vec![
            crate::discord::web_link(&plain(lang, "profile-web"), url),
        ])]);
    }
    ctx.send(reply).await?;
    Ok(())
}
