//! `/challenge` and `/practice`: a match against a person (who must accept) or the bot.

use super::{person, place_of, GameChoice};
use crate::ai::Level;
use crate::discord::views::challenge::{challenge_screen, practice_line};
use crate::discord::{lang, Context, Error};
use crate::model::MatchThread;
use crate::rules::GameKind;
use poise::serenity_prelude as serenity;

/// Challenge a player, me (the bot: we play at once), or anyone here (leave out the opponent).
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Who to challenge (me, to play the bot); leave out to let anyone here accept"]
    opponent: Option<serenity::User>,
    #[description = "Points (or clashes) that win the match; the game's default if left out"]
    target: Option<u32>,
    #[description = "Seconds per turn: 0 for untimed; the server's default if left out"]
    turn_seconds: Option<u32>,
) -> Result<(), Error> {
    if !super::game_channel_only(ctx).await? {
        return Ok(());
    }
    // Known by name before the match's thread is named.
    crate::discord::seen::note_author(ctx).await;
    let service = &ctx.data().service;
    let place = place_of(&ctx);
    let author = ctx.author();
    let game: GameKind = game.into();
    let me = ctx.framework().bot_id();
    if let Some(bot) = opponent.as_ref().filter(|o| o.id == me) {
        let level = ctx.data().bot_level;
        return start_practice(ctx, bot.id.get(), game, level, target, turn_seconds).await;
    }
    let created = service
        .challenges()
        .create(
            place,
            person(author),
            opponent.as_ref().map(person),
            game,
            target,
            turn_seconds,
        )
        .await?;
    let screen = challenge_screen(lang::server(ctx).await, &created);
    let reply = poise::CreateReply::default()
        .content(screen.text)
        .components(screen.rows);
    let handle = ctx.send(reply).await?;
    let message = handle.message().await?;
    service
        .challenges()
        .set_message(created.id, message.id.get())
        .await?;
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "strong"]
    Strong,
    #[name = "random (a beginner's first games)"]
    Random,
}

impl From<LevelChoice> for Level {
    fn from(choice: LevelChoice) -> Level {
        match choice {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Strong => Level::Strong,
            LevelChoice::Random => Level::Random,
        }
    }
}

/// Play against the bot: any game, any time. Not rated.
#[poise::command(slash_command, guild_only)]
pub async fn practice(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "How well the bot plays; strong if left out"] level: Option<LevelChoice>,
    #[description = "Points (or clashes) that win the match; the game's default if left out"]
    target: Option<u32>,
    #[description = "Seconds per turn: 0 for untimed; the server's default if left out"]
    turn_seconds: Option<u32>,
) -> Result<(), Error> {
    if !super::game_channel_only(ctx).await? {
        return Ok(());
    }
    let level = level.map_or(Level::Strong, Level::from);
    let me = ctx.framework().bot_id().get();
    start_practice(ctx, me, game.into(), level, target, turn_seconds).await
}

/// Starts a match against the bot and says so in the channel; the toss follows.
async fn start_practice(
    ctx: Context<'_>,
    bot: u64,
    game: GameKind,
    level: Level,
    target: Option<u32>,
    turn_seconds: Option<u32>,
) -> Result<(), Error> {
    let started = ctx
        .data()
        .service
        .bots()
        .practice(
            place_of(&ctx),
            person(ctx.author()),
            bot,
            game,
            level,
            target,
            turn_seconds,
        )
        .await?;
    // Played in a thread, the match is announced by the post the thread opens from.
    let threaded = started.info.thread == MatchThread::Wanted;
    // Said to the player alone when it is played in its thread: the thread's post says it
    // to the channel.
    let lang = if threaded {
        lang::reader(ctx)
    } else {
        lang::server(ctx).await
    };
    let mut line = practice_line(lang, &started.info);
    if threaded {
        line += " ";
        line += &crate::words::plain(lang, "practice-in-thread");
    }
    ctx.send(
        poise::CreateReply::default()
            .content(line)
            .ephemeral(threaded),
    )
    .await?;
    Ok(())
}
