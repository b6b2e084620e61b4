//! Slash commands: /challenge, /practice, /games, /resign, /rules, /rank (and, from `leaderboard`,
//! /leaderboard, /stats, /history; from `record`, /record).

use super::games::{mention, rank_report, Screen};
use super::ids::Id;
use super::{Context, Error};
use crate::ai::Level;
use crate::model::{Challenge, ChallengeAnswer, MatchInfo, Person, Place};
use crate::rules::GameKind;
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    use super::leaderboard::{history, leaderboard, stats};
    vec![
        challenge(),
        practice(),
        games(),
        resign(),
        rules(),
        rank(),
        leaderboard(),
        stats(),
        history(),
        super::record::record(),
        super::deathmatch::deathmatch(),
    ]
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    Clash,
    #[name = "Tile Poker"]
    TilePoker,
    Clubbed,
    #[name = "Shape Clash"]
    ShapeClash,
    Duel,
}

impl From<GameChoice> for GameKind {
    fn from(choice: GameChoice) -> GameKind {
        match choice {
            GameChoice::Clash => GameKind::Clash,
            GameChoice::TilePoker => GameKind::TilePoker,
            GameChoice::Clubbed => GameKind::Clubbed,
            GameChoice::ShapeClash => GameKind::ShapeClash,
            GameChoice::Duel => GameKind::Duel,
        }
    }
}

/// A challenge's buttons: Accept, Decline (not on an open challenge: nobody declines it for
/// everyone) and Cancel.
pub fn challenge_buttons(c: &Challenge, disabled: bool) -> Vec<CreateActionRow> {
    let button = |answer, label, style| {
        CreateButton::new(Id::Challenge { id: c.id, answer }.encode())
            .label(label)
            .style(style)
            .disabled(disabled)
    };
    let mut buttons = vec![button(
        ChallengeAnswer::Accept,
        "Accept",
        ButtonStyle::Success,
    )];
    if c.opponent.is_some() {
        buttons.push(button(
            ChallengeAnswer::Decline,
            "Decline",
            ButtonStyle::Danger,
        ));
    }
    buttons.push(button(
        ChallengeAnswer::Cancel,
        "Cancel",
        ButtonStyle::Secondary,
    ));
    vec![CreateActionRow::Buttons(buttons)]
}

/// Who a challenge is to: `<@2>`, or "anyone here" for an open challenge.
pub fn challenged(c: &Challenge) -> String {
    c.opponent
        .map_or_else(|| "anyone here".to_string(), mention)
}

/// The challenge post: who, what, the terms, and when it expires.
pub fn challenge_screen(c: &Challenge) -> Screen {
    let settings = &c.settings;
    let mut terms = Vec::new();
    if let Some(target) = settings.target {
        terms.push(format!("first to {target}"));
    }
    terms.push(if settings.turn_seconds == 0 {
        "untimed".to_string()
    } else {
        format!(
            "{} s per turn, {} missed turns forfeit",
            settings.turn_seconds, settings.max_strikes
        )
    });
    let expires = format!("This challenge expires <t:{}:R>.", c.expires_at / 1000);
    let text = match c.opponent {
        Some(opponent) => format!(
            "⚔️ **Challenge #{}** — {} challenges {} to **{}** ({}).\n{}, do you accept? {expires}",
            c.id,
            mention(c.challenger),
            mention(opponent),
            c.game,
            terms.join(", "),
            mention(opponent),
        ),
        None => format!(
            "⚔️ **Open challenge #{}** — {} challenges anyone here to **{}** ({}).\nThe first to accept plays. {expires}",
            c.id,
            mention(c.challenger),
            c.game,
            terms.join(", "),
        ),
    };
    Screen::new(text, challenge_buttons(c, false))
}

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
    let screen = challenge_screen(&created);
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
    ctx.send(poise::CreateReply::default().content(practice_line(&started.info)))
        .await?;
    Ok(())
}

/// The announcement of a match against the bot.
pub fn practice_line(info: &MatchInfo) -> String {
    let level = info.bot.map(|b| b.level).unwrap_or(Level::Strong);
    format!(
        "🤖 **Match #{}** — {} plays **{}** against {} ({level} level). Practice: not rated. The toss follows.",
        info.id,
        mention(info.players.a),
        info.game,
        mention(info.players.b),
    )
}

fn person(user: &serenity::User) -> Person {
    Person {
        id: user.id.get(),
        is_bot: user.bot,
    }
}

fn place_of(ctx: &Context<'_>) -> Place {
    Place {
        guild: ctx.guild_id().map(|g| g.get()).unwrap_or_default(),
        channel: ctx.channel_id().get(),
    }
}

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
            .content(super::truncate(content))
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

/// A Resign button per match (at most 4) and a Cancel that keeps playing.
pub fn confirm_resign_row(ids: &[i64]) -> CreateActionRow {
    let mut buttons: Vec<CreateButton> = ids
        .iter()
        .take(4)
        .map(|&m| {
            CreateButton::new(Id::ResignConfirm { m }.encode())
                .label(format!("Resign Match #{m}"))
                .style(ButtonStyle::Danger)
        })
        .collect();
    if let Some(&first) = ids.first() {
        buttons.push(
            CreateButton::new(Id::ResignCancel { m: first }.encode())
                .label("Cancel")
                .style(ButtonStyle::Secondary),
        );
    }
    CreateActionRow::Buttons(buttons)
}

/// How a game is played, with examples.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
) -> Result<(), Error> {
    let text = super::rules_text::summary(game.into());
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
    let text = match crate::cards::parse_cards(&cards) {
        Ok(parsed) => rank_report(&parsed).unwrap_or_else(|e| format!("Cannot rank that: {e}.")),
        Err(e) => format!("Cannot rank that: {e}."),
    };
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// The line of a toss post for a game dealt before the toss; it goes once the choice is made.
pub const DEALT_LINE: &str =
    "The cards are dealt: look at yours with **My hand** before the choice.\n";

/// The post where the first player is chosen: a Death Match's start post (the DMO picks)
/// or the toss post.
pub fn choice_message(info: &MatchInfo) -> Screen {
    if info.dm.is_some() {
        super::deathmatch::start_message(info)
    } else {
        toss_message(info)
    }
}

/// The toss post and the winner's two buttons; for a game dealt before the toss (Clash),
/// a My hand button so that both players can look at their cards before the choice.
pub fn toss_message(info: &MatchInfo) -> Screen {
    let Some(toss) = &info.toss else {
        return Screen::default();
    };
    let (first_label, second_label) = crate::model::games::choice_labels(info.game);
    let mut text = format!("🎲 **Match #{}** · {} · the toss:\n", info.id, info.game);
    for (i, reveal) in toss.reveals.iter().enumerate() {
        text += &format!(
            "{}{} reveals {}, {} reveals {}{}\n",
            if i > 0 { "Again: " } else { "" },
            mention(info.players.a),
            reveal.a,
            mention(info.players.b),
            reveal.b,
            if reveal.a.rank == reveal.b.rank {
                " — equal ranks, reveal again."
            } else {
                ""
            }
        );
    }
    text += &super::record::commitment_line(info);
    let dealt = crate::model::games::deals_before_toss(info.game);
    if dealt {
        text += DEALT_LINE;
    }
    // The bot, winning the toss, chooses by itself in a moment: no buttons for that.
    let bot_chooses = info.bot.is_some_and(|bot| bot.seat == toss.winner);
    text += &format!(
        "{} wins the toss and {}",
        mention(info.players[toss.winner]),
        if bot_chooses {
            "chooses in a moment."
        } else {
            "chooses:"
        }
    );
    let button = |first: bool, label: &str| {
        CreateButton::new(
            Id::Choose {
                m: info.id,
                v: info.version,
                first,
            }
            .encode(),
        )
        .label(label)
        .style(ButtonStyle::Primary)
    };
    let mut buttons = if bot_chooses {
        Vec::new()
    } else {
        vec![button(true, first_label), button(false, second_label)]
    };
    if dealt {
        buttons.push(
            CreateButton::new(Id::Hand { m: info.id }.encode())
                .label("My hand")
                .style(ButtonStyle::Secondary),
        );
    }
    // Discord refuses an empty row.
    let rows = if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    };
    Screen::new(super::truncate(text), rows)
}
