//! The Discord layer: poise slash commands, component and modal handlers, and the
//! announcer that posts what the service does on its own (clocks, expiries). Thin: it turns
//! interactions into service calls and snapshots into messages.

mod commands;
mod deathmatch;
pub mod games;
pub mod ids;
mod leaderboard;
mod record;
mod router;
mod rules_text;

use crate::config::{Config, DeathMatchConfig, LeaderboardConfig};
use crate::rules::{EndReason, Outcome};
use crate::service::{Clock, Defaults, Notice, Outbound, PublicMatch, Service, ServiceError};
use anyhow::Context as _;
use games::{mention, Screen};
use poise::serenity_prelude as serenity;
use serenity::all::{
    ChannelId, CreateInteractionResponseMessage, CreateMessage, EditMessage, GatewayIntents, Http,
    HttpBuilder, MessageId,
};
use std::sync::Arc;
use tokio::sync::mpsc;

pub struct Data {
    pub service: Service,
    pub leaderboard: LeaderboardConfig,
    pub deathmatch: DeathMatchConfig,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Runs the bot until SIGINT or SIGTERM; returns after a clean shutdown.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let token = config.token()?.to_string();
    let mut conn = crate::storage::open(&config.database.path)?;
    crate::service::records::board_configure(&mut conn, config.leaderboard.min_games)
        .context("cannot set up the leaderboards")?;
    let (tx, rx) = mpsc::unbounded_channel();
    let service = Service::open(
        conn,
        Defaults::from_config(&config),
        Clock::system(),
        Arc::new(ChannelOutbound(tx)),
    )
    .context("cannot load matches")?;

    let mut http = HttpBuilder::new(&token).ratelimiter_disabled(false);
    if config.discord.api_url.trim_end_matches('/') != "https://discord.com" {
        http = http
            .proxy(config.discord.api_url.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();

    // /rank places a set among all sets of its size: build those tables off the async
    // threads now rather than on the first /rank.
    tokio::task::spawn_blocking(crate::rules::clash::sets::warm_up);
    let guild_id = config.discord.guild_id;
    let setup_service = service.clone();
    let leaderboard = config.leaderboard.clone();
    let deathmatch_config = config.deathmatch.clone();
    deathmatch::set_results_channel(config.deathmatch.results_channel);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |ctx, event| Box::pin(router::on_event(ctx, event)),
            on_error: |error| Box::pin(on_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild_id {
                    Some(guild) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            commands,
                            serenity::GuildId::new(guild),
                        )
                        .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(
                    "ready as {} ({} commands registered {})",
                    ready.user.name,
                    commands.len(),
                    guild_id.map_or("globally".to_string(), |g| format!("in guild {g}"))
                );
                Ok(Data {
                    service: setup_service,
                    leaderboard,
                    deathmatch: deathmatch_config,
                })
            })
        })
        .build();

    let mut client = serenity::ClientBuilder::new_with_http(http, GatewayIntents::non_privileged())
        .framework(framework)
        .await
        .context("cannot build the Discord client")?;
    tokio::spawn(announce(client.http.clone(), service.clone(), rx));
    let shards = client.shard_manager.clone();
    tokio::select! {
        started = client.start() => started.context("the Discord connection failed")?,
        () = wait_for_signal() => {
            tracing::info!("shutting down: finishing writes");
            service.shutdown().await;
            // Closing the gateway politely is not needed for anything we owe: when
            // Discord cannot be reached (or is mid-resume) it may never finish, so it
            // gets a few seconds and no more.
            if tokio::time::timeout(SHUTDOWN_GRACE, shards.shutdown_all()).await.is_err() {
                tracing::warn!("the gateway did not close in time; stopping anyway");
            }
        }
    }
    service.shutdown().await;
    tracing::info!("stopped");
    Ok(())
}

/// How long a SIGTERM waits for the gateway to close once the writes are flushed.
const SHUTDOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(2);

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let mut term = signal(SignalKind::terminate()).expect("SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let message = match error.downcast_ref::<ServiceError>() {
                Some(e) if e.is_user_error() => capitalize(&e.to_string()),
                _ => {
                    tracing::error!("/{}: {error}", ctx.command().name);
                    "Something went wrong on our side; nothing was changed. Please try again."
                        .into()
                }
            };
            let reply = poise::CreateReply::default()
                .content(message)
                .ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                tracing::error!("cannot report an error: {e}");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}

/// The service's notices go through a channel to one task, so posts keep their order.
struct ChannelOutbound(mpsc::UnboundedSender<Notice>);

impl Outbound for ChannelOutbound {
    fn notify(&self, notice: Notice) {
        let _ = self.0.send(notice);
    }
}

async fn announce(http: Arc<Http>, service: Service, mut rx: mpsc::UnboundedReceiver<Notice>) {
    while let Some(notice) = rx.recv().await {
        if let Err(e) = announce_one(&http, &service, notice).await {
            tracing::error!("posting a notice: {e}");
        }
    }
}

async fn announce_one(http: &Http, service: &Service, notice: Notice) -> Result<(), Error> {
    match notice {
        Notice::ChallengeExpired(challenge) => {
            if let Some(message) = challenge.message_id {
                let content = format!(
                    "⌛ Challenge #{} from {} to {} ({}) expired unanswered.",
                    challenge.id,
                    mention(challenge.challenger),
                    mention(challenge.opponent),
                    challenge.game
                );
                ChannelId::new(challenge.place.channel)
                    .edit_message(
                        http,
                        MessageId::new(message),
                        EditMessage::new()
                            .content(content)
                            .components(commands::challenge_buttons(challenge.id, true)),
                    )
                    .await?;
            }
        }
        Notice::ClockRanOut { public, strike } => {
            let info = &public.info;
            let mut post = format!(
                "⏰ **Match #{}** · {} ran out of time (missed turn {}/{}); {}.",
                info.id,
                mention(info.players[strike.seat]),
                strike.strikes,
                info.settings.max_strikes,
                if strike.skipped {
                    "their turn is skipped"
                } else {
                    "the bot played for them"
                }
            );
            for line in games::events(info, &strike.events) {
                post += "\n";
                post += &line;
            }
            // A forfeit is the table's doing; a win by the default move is announced by
            // the rules' own event above.
            if let Some(outcome) = info.outcome {
                if let Outcome::Win {
                    reason: EndReason::Forfeit,
                    ..
                } = outcome
                {
                    post += "\n";
                    post += &games::outcome_line(info, outcome);
                }
                post += &leaderboard::rating_lines(service, info);
            }
            if info.is_over() {
                deathmatch::post_result(http, info, &post).await;
            }
            post_public(http, &public, post).await?;
            refresh_table(http, service, &public).await?;
        }
        Notice::ChoiceTimedOut { public } => {
            let who = if public.info.dm.is_some() {
                "the DMO did not pick in time and goes first"
            } else {
                "the toss winner did not choose in time and goes first"
            };
            post_public(
                http,
                &public,
                format!("⏰ **Match #{}** · {who}.", public.info.id),
            )
            .await?;
            refresh_table(http, service, &public).await?;
        }
        Notice::ReserveStarted { public, seat } => {
            let info = &public.info;
            let left = info
                .deadline
                .map(|d| format!(": it runs out <t:{}:R>", d / 1000))
                .unwrap_or_default();
            post_public(
                http,
                &public,
                format!(
                    "⏳ **Match #{}** · {}'s turn clock ran out; their reserve is running{left}.",
                    info.id,
                    mention(info.players[seat])
                ),
            )
            .await?;
            refresh_table(http, service, &public).await?;
        }
    }
    Ok(())
}

async fn post_public(http: &Http, public: &PublicMatch, content: String) -> Result<(), Error> {
    ChannelId::new(public.info.place.channel)
        .send_message(http, CreateMessage::new().content(truncate(content)))
        .await?;
    Ok(())
}

/// Edits the match's table message in place, or posts it if there is none yet. Drawn
/// from the public view only.
pub async fn refresh_table(
    http: &Http,
    service: &Service,
    public: &PublicMatch,
) -> Result<(), Error> {
    let Some(table) = &public.table else {
        return Ok(());
    };
    let info = &public.info;
    let screen = games::table(info, table);
    let channel = ChannelId::new(info.place.channel);
    match info.message_id {
        Some(id) => {
            channel
                .edit_message(http, MessageId::new(id), edit_message(screen))
                .await?;
        }
        None => {
            let message = channel.send_message(http, create_message(screen)).await?;
            service.set_table_message(info.id, message.id.get()).await?;
        }
    }
    Ok(())
}

/// A screen as a new message.
pub fn create_message(screen: Screen) -> CreateMessage {
    let message = CreateMessage::new()
        .content(truncate(screen.text))
        .components(screen.rows);
    match &screen.picture {
        Some(picture) => message.add_file(picture.attachment()),
        None => message,
    }
}

/// A screen as an edit of its message: a picture replaces the one the message had; with
/// no picture the attachments are left alone.
pub fn edit_message(screen: Screen) -> EditMessage {
    let edit = EditMessage::new()
        .content(truncate(screen.text))
        .components(screen.rows);
    match &screen.picture {
        Some(picture) => edit.new_attachment(picture.attachment()),
        None => edit,
    }
}

/// A screen as an interaction's message. serenity always sends its attachment list, so
/// an update without a picture removes the one the message had: a screen that replaces a
/// picture message carries its picture.
pub fn response_message(screen: Screen) -> CreateInteractionResponseMessage {
    let message = CreateInteractionResponseMessage::new()
        .content(truncate(screen.text))
        .components(screen.rows);
    match &screen.picture {
        Some(picture) => message.add_file(picture.attachment()),
        None => message,
    }
}

/// A service error as a sentence: `you cannot challenge yourself` → `You cannot challenge yourself.`
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect::<String>() + ".",
        None => String::new(),
    }
}

/// Discord refuses messages over 2000 characters.
pub fn truncate(mut text: String) -> String {
    const LIMIT: usize = 2000;
    if text.chars().count() > LIMIT {
        text = text.chars().take(LIMIT - 1).collect();
        text.push('…');
    }
    text
}
