//! `/games` (your active matches) and `/resign`.

use crate::discord::lang;
use crate::discord::text::{bold, mention};
use crate::discord::views::challenge::confirm_resign_row;
use crate::discord::{Context, Error};
use crate::model::MatchInfo;
use crate::words::{plain, text, Args, Lang};

/// Your active matches.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let lang = lang::reader(ctx);
    let matches = ctx.data().service.matches().of_player(user).await;
    let content = if matches.is_empty() {
        let command = lang::command(lang, "challenge");
        text(lang, "games-none", &Args::new().str("command", &command))
    } else {
        let head = text(lang, "games-head", &Args::new().num("count", matches.len()));
        let mut lines = vec![head];
        lines.extend(matches.iter().map(|m| game_line(lang, m, user)));
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

/// One of `user`'s matches: its game, the opponent, whose move, the clock and its link.
pub(crate) fn game_line(lang: Lang, m: &MatchInfo, user: u64) -> String {
    let opponent = m
        .seat_of(user)
        .map(|s| m.players[s.other()])
        .unwrap_or_default();
    let turn = match m.to_move {
        Some(seat) if m.players[seat] == user => bold(plain(lang, "games-your-move")),
        Some(seat) => {
            let player = mention(m.players[seat]);
            text(
                lang,
                "games-their-move",
                &Args::new().str("player", &player),
            )
        }
        None => plain(lang, "games-over"),
    };
    let clock = m
        .deadline
        .map(|d| {
            let deadline = format!("<t:{}:R>", d / 1000);
            text(
                lang,
                "games-list-clock",
                &Args::new().str("deadline", &deadline),
            )
        })
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
    let (id, game, opponent) = (m.id.to_string(), m.game.to_string(), mention(opponent));
    let args = Args::new()
        .str("id", &id)
        .str("game", &game)
        .str("opponent", &opponent)
        .str("turn", &turn)
        .str("clock", &clock)
        .str("link", &link);
    text(lang, "games-line", &args)
}

/// Resign one of your matches (asks to confirm).
#[poise::command(slash_command, guild_only)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "The match number (needed only if you play several)"] r#match: Option<i64>,
) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let lang = lang::reader(ctx);
    let mut matches = ctx.data().service.matches().of_player(user).await;
    if let Some(id) = r#match {
        matches.retain(|m| m.id == id);
        if matches.is_empty() {
            let (id, games) = (id.to_string(), lang::command(lang, "games"));
            let args = Args::new().str("id", &id).str("games", &games);
            let reply = poise::CreateReply::default()
                .content(text(lang, "resign-no-such-match", &args))
                .ephemeral(true);
            ctx.send(reply).await?;
            return Ok(());
        }
    }
    let reply = match matches.len() {
        0 => poise::CreateReply::default().content(plain(lang, "resign-none")),
        1 => {
            let m = &matches[0];
            let (id, game) = (m.id.to_string(), m.game.to_string());
            let args = Args::new().str("id", &id).str("game", &game);
            poise::CreateReply::default()
                .content(text(lang, "resign-confirm", &args))
                .components(vec![confirm_resign_row(lang, &[m.id])])
        }
        _ => {
            let ids: Vec<i64> = matches.iter().map(|m| m.id).take(4).collect();
            let usage = format!(
                "`/{} {}:<{}>`",
                plain(lang, "cmd-resign"),
                plain(lang, "cmd-resign-match"),
                plain(lang, "resign-number")
            );
            poise::CreateReply::default()
                .content(text(
                    lang,
                    "resign-which",
                    &Args::new().str("usage", &usage),
                ))
                .components(vec![confirm_resign_row(lang, &ids)])
        }
    };
    ctx.send(reply.ephemeral(true)).await?;
    Ok(())
}
