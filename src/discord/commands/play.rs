//! `/games` (your active matches) and `/resign`.

use crate::discord::text::mention;
use crate::discord::views::challenge::confirm_resign_row;
use crate::discord::{Context, Error};

/// Your active matches.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let matches = ctx.data().service.matches().of_player(user).await;
    let content = if matches.is_empty() {
        "You have no active matches. Start one with `/challenge`.".to_string()
    } else {
        let mut lines = vec![format!("Your active matches ({}):", matches.len())];
        for m in &matches {
            let opponent = m
                .seat_of(user)
                .map(|s| m.players[s.other()])
                .unwrap_or_default();
            let turn = match m.to_move {
                Some(seat) if m.players[seat] == user => "**your move**".to_string(),
                Some(seat) => format!("{}'s move", mention(m.players[seat])),
                None => "over".to_string(),
            };
            let clock = m
                .deadline
                .map(|d| format!(", clock runs out <t:{}:R>", d / 1000))
                .unwrap_or_default();
            let link = m
                .message_id
                .map(|id| {
                    format!(
                        " — https://discord.com/channels/{}/{}/{id}",
                        m.place.guild, m.place.channel
                    )
                })
                .unwrap_or_default();
            lines.push(format!(
                "• Match #{} · {} vs {} · {turn}{clock}{link}",
                m.id,
                m.game,
                mention(opponent)
            ));
        }
        lines.join("\n")
    };
    ctx.send(
        poise::CreateReply::default()
            .content(crate::discord::text::truncate(content))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Resign one of your matches (asks to confirm).
#[poise::command(slash_command, guild_only)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "The match number (needed only if you play several)"] r#match: Option<i64>,
) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let mut matches = ctx.data().service.matches().of_player(user).await;
    if let Some(id) = r#match {
        matches.retain(|m| m.id == id);
        if matches.is_empty() {
            let reply = poise::CreateReply::default()
                .content(format!(
                    "You have no active match #{id}. `/games` lists yours."
                ))
                .ephemeral(true);
            ctx.send(reply).await?;
            return Ok(());
        }
    }
    let reply = match matches.len() {
        0 => poise::CreateReply::default().content("You have no active matches to resign."),
        1 => {
            let m = &matches[0];
            poise::CreateReply::default()
                .content(format!(
                    "Resign Match #{} ({})? Your opponent wins at once.",
                    m.id, m.game
                ))
                .components(vec![confirm_resign_row(&[m.id])])
        }
        _ => {
            let ids: Vec<i64> = matches.iter().map(|m| m.id).take(4).collect();
            poise::CreateReply::default()
                .content("You play several matches: which one do you resign? (or use `/resign match:<number>`)")
                .components(vec![confirm_resign_row(&ids)])
        }
    };
    ctx.send(reply.ephemeral(true)).await?;
    Ok(())
}
