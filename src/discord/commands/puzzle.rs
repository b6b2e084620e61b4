//! `/puzzle [game]`: today's puzzle of a game, privately, drawn with the game's own table
//! and panel (its controls answer; `clicks::puzzle` judges), and `/puzzles [page]`: the
//! server's puzzle board. Rendering only: the puzzles, answers, ratings and streaks are
//! the service's (`service::puzzles`).

use super::{place_of, GameChoice};
use crate::discord::ids::Id;
use crate::discord::lang;
use crate::discord::seen::note_author;
use crate::discord::views::puzzle::{answered_text, board_screen, puzzle_screen, refusal};
use crate::discord::views::{attachment, Screen};
use crate::discord::{Context, Error};
use crate::model::{Place, UserId};
use crate::puzzles::hosted::{PuzzleBoard, PuzzleError};
use crate::rules::GameKind;
use crate::service::{Service, ServiceError};
use crate::words::{plain, Lang};
use poise::serenity_prelude as serenity;

/// Today's puzzle of a game, answered privately with the game's own controls.
#[poise::command(slash_command, guild_only)]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "Which game (the first you have not answered today if left out)"] game: Option<
        GameChoice,
    >,
) -> Result<(), Error> {
    note_author(ctx).await;
    // A puzzle not stored yet is made on demand, which may outlast Discord's 3 seconds.
    ctx.defer_ephemeral().await?;
    let service = &ctx.data().service;
    let (place, user) = (place_of(&ctx), ctx.author().id.get());
    let lang = lang::reader(ctx);
    let screen = open(service, lang, place, user, game.map(GameKind::from)).await?;
    ctx.send(private_reply(screen)).await?;
    Ok(())
}

/// The server's puzzle board: rating, puzzles solved and tried, streak.
#[poise::command(slash_command, guild_only)]
pub async fn puzzles(
    ctx: Context<'_>,
    #[description = "Page, 10 players each (1 if left out)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    note_author(ctx).await;
    let service = &ctx.data().service;
    let guild = place_of(&ctx).guild;
    let reply = match board(service, guild, page.unwrap_or(1)).await {
        Ok(board) => {
            let screen = board_screen(lang::server(ctx).await, &board);
            poise::CreateReply::default()
                .content(screen.text)
                .components(screen.rows)
                .allowed_mentions(serenity::CreateAllowedMentions::new())
        }
        Err(e) => {
            let words = refusal(lang::reader(ctx), &e).ok_or_else(|| storage(e))?;
            poise::CreateReply::default().content(words).ephemeral(true)
        }
    };
    ctx.send(reply).await?;
    Ok(())
}

/// A page of the server's puzzle board.
pub async fn board(service: &Service, guild: u64, page: u32) -> Result<PuzzleBoard, PuzzleError> {
    service.puzzles().board(guild, page).await
}

/// The puzzle screen of `game` (none: the first of the day's games the user has not
/// answered), or the refusal in words; a failure of storage is the caller's error.
pub async fn open(
    service: &Service,
    lang: Lang,
    place: Place,
    user: UserId,
    game: Option<GameKind>,
) -> Result<Screen, ServiceError> {
    let answered = answered_today(service, place.guild, user).await;
    let all_answered = crate::puzzles::GAMES.iter().all(|g| answered.contains(g));
    let game = game.unwrap_or_else(|| {
        crate::puzzles::GAMES
            .into_iter()
            .find(|g| !answered.contains(g))
            .unwrap_or(crate::puzzles::GAMES[0])
    });
    let shown = match service.puzzles().puzzle(place.guild, user, game).await {
        Ok(shown) => shown,
        Err(e) => {
            return refusal(lang, &e)
                .map(Screen::text)
                .ok_or_else(|| storage(e))
        }
    };
    let mut screen = puzzle_screen(lang, place, user, &shown, &answered);
    if let Some(attempt) = &shown.answered {
        // Answered already: the position without its controls, then the proof.
        screen.rows.retain(is_picker);
        screen.text = format!(
            "{}\n\n{}",
            screen.text,
            answered_text(lang, &shown, attempt)
        );
        if all_answered {
            screen.text = format!("{}\n{}", plain(lang, "puzzle-all-answered"), screen.text);
        }
        screen.text = crate::discord::text::truncate(screen.text);
    }
    Ok(screen)
}

/// The games whose puzzle of today the user has answered (a game whose puzzle cannot be
/// had counts as not answered).
async fn answered_today(service: &Service, guild: u64, user: UserId) -> Vec<GameKind> {
    let mut answered = Vec::new();
    for game in crate::puzzles::GAMES {
        if let Ok(shown) = service.puzzles().puzzle(guild, user, game).await {
            if shown.answered.is_some() {
                answered.push(game);
            }
        }
    }
    answered
}

/// Whether a row is `/puzzle`'s row of other games (its ids are [`Id::PuzzlePick`]).
fn is_picker(row: &serenity::CreateActionRow) -> bool {
    let json = serde_json::to_value(row).unwrap_or_default();
    json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["custom_id"].as_str())
        .all(|id| matches!(Id::parse(id), Some(Id::PuzzlePick { .. })))
}

/// A puzzle error the player cannot fix, for the log and the generic apology.
pub fn storage(e: PuzzleError) -> ServiceError {
    ServiceError::Storage(anyhow::anyhow!("puzzles: {e}"))
}

/// A screen as a private reply, its picture attached, notifying nobody.
fn private_reply(screen: Screen) -> poise::CreateReply {
    let mut reply = poise::CreateReply::default()
        .content(screen.text)
        .components(screen.rows)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(picture) = &screen.picture {
        reply = reply.attachment(attachment(picture));
    }
    reply
}
