//! /replay: a finished match of this server, step by step ([`views::replay`]), privately
//! or posted for the channel to step through. Who may watch what, and when, is the
//! service's (`Matches::replay`); the ▶▶ picture and the clicks are the router's.

use crate::discord::text::truncate;
use crate::discord::views::{attachment, replay, Screen};
use crate::discord::{Context, Error};
use crate::model::MatchId;
use crate::service::ServiceError;
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
            screen_reply(replay::linked_step_screen(&whole, 0, pages)).ephemeral(!public)
        }
        Err(e) => match refusal(&e, r#match) {
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

/// What to tell someone whose /replay (or a click on a replay) was refused; `None` for
/// the bot's own failures.
pub fn refusal(error: &ServiceError, id: MatchId) -> Option<String> {
    Some(match error {
        ServiceError::NoSuchMatch => format!("There is no Match #{id}."),
        ServiceError::OtherServer => {
            format!("Match #{id} was played on another server: replay it there.")
        }
        ServiceError::MatchNotOver => format!(
            "Match #{id} is still under way: its replay is available once it ends (until then its hands and its deal are secret)."
        ),
        ServiceError::Voided { reason } => format!(
            "Match #{id} was voided by its host ({reason}): it has no result, and no replay."
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_say_why_and_storage_errors_are_not_shown() {
        assert_eq!(
            refusal(&ServiceError::OtherServer, 4).unwrap(),
            "Match #4 was played on another server: replay it there."
        );
        assert!(refusal(&ServiceError::MatchNotOver, 4)
            .unwrap()
            .starts_with("Match #4 is still under way"));
        assert_eq!(
            refusal(
                &ServiceError::Voided {
                    reason: "no show".into()
                },
                4
            )
            .unwrap(),
            "Match #4 was voided by its host (no show): it has no result, and no replay."
        );
        let storage = ServiceError::Storage(anyhow::anyhow!("disk full"));
        assert_eq!(refusal(&storage, 4), None);
    }
}
