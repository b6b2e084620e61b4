//! `/rules` (how a game is played) and `/rank` (a Clash set's place in its table).

use super::GameChoice;
use crate::discord::games::rank_report;
use crate::discord::{Context, Error};

/// How a game is played, with examples.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
) -> Result<(), Error> {
    let text = super::rules_text::summary(crate::discord::lang::reader(ctx), game.into());
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// Rank a Clash set of 1 to 4 cards, e.g. `9S 9H 7D 7C`.
#[poise::command(slash_command)]
pub async fn rank(
    ctx: Context<'_>,
    #[description = "1 to 4 cards, e.g. 9S 9H 7D 7C (10 or T for ten; suits S H D C or ♠♥♦♣)"]
    cards: String,
) -> Result<(), Error> {
    let text = rank_report(crate::discord::lang::reader(ctx), &cards);
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
