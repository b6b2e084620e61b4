//! The Discord layer: slash commands (`commands/`, one room per group), the router of
//! buttons, selects and forms, every game's room (`games/`), the renderers they share
//! (`views/`), and the delivery of what the service owes the channels (`outbox.rs`, through
//! `rest.rs`). Thin: it turns interactions into service calls, and the public view or one
//! seat's own view into messages; it never holds a whole table.

mod announce;
mod asked;
#[cfg(test)]
mod boards_words_tests;
mod commands;
mod films;
pub mod games;
#[cfg(test)]
mod games_words_tests;
mod herald;
pub mod ids;
pub mod lang;
mod outbox;
mod refusals;
pub mod rest;
mod router;
mod schedules;
mod seen;
mod standings;
pub mod text;
pub mod views;

use crate::config::{Config, LeaderboardConfig, Sharding};
use crate::service::{Clock, Defaults, Service, ServiceError};
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::all::{GatewayIntents, Http, HttpBuilder};
use std::sync::Arc;

pub struct Data {
    pub service: Service,
    /// The bot's own writes: deferred answers (the outbox has its own handle).
    pub rest: Arc<rest::Rest>,
    pub leaderboard: LeaderboardConfig,
    /// The level the bot plays at when challenged with /challenge.
    pub bot_level: crate::ai::Level,
    /// What `/healthz` knows of the gateway and the delivery.
    pub health: Arc<crate::metrics::Health>,
    /// The web pages' public address (`[web] public_url`, without a trailing slash).
    pub web_url: Option<String>,
}

impl Data {
    /// Where server `guild`'s pages are, when the bot has a public address (whether the
    /// server turned them on is the caller's to know).
    pub fn pages_url(&self, guild: u64) -> Option<String> {
        self.web_url
            .as_deref()
            .map(|base| crate::model::pages::server(base, guild))
    }

    /// The pages' public address, when the bot has one and server `guild` turned its
    /// pages on: what links to a page are built from ([`crate::model::pages`]).
    pub async fn pages_base(&self, guild: u64) -> Option<&str> {
        pages_base(&self.service, self.web_url.as_deref(), guild).await
    }
}

/// `web_url`, the pages' public address, when the bot has one and server `guild` turned
/// its pages on (a failed read links nothing, and says so in the log).
pub async fn pages_base<'a>(
    service: &Service,
    web_url: Option<&'a str>,
    guild: u64,
) -> Option<&'a str> {
    let base = web_url?;
    match service.settings().of(guild).await {
        Ok(settings) if settings.web_pages => Some(base),
        Ok(_) => None,
        Err(e) => {
            tracing::warn!("guild {guild}: no link to its pages: {e}");
            None
        }
    }
}

/// A button that opens `url` in the browser.
pub fn web_link(label: &str, url: String) -> serenity::CreateButton {
    serenity::CreateButton::new_link(url).label(label)
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Runs the bot until SIGINT or SIGTERM; returns after a clean shutdown.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let token = config.token()?.to_string();
    let (outbound, delivery, notices) =
        outbox::ChannelOutbound::new(config.web.base_url().map(str::to_owned));
    let service = Service::start(
        &config.database.path,
        config.leaderboard.min_games,
        Defaults::from_config(&config),
        Clock::system(),
        Arc::new(outbound),
    )?;
    tokio::spawn(crate::backup::schedule(&config.database)?);
    let health = Arc::new(crate::metrics::Health::default());
    if let Some(listen) = config.metrics.listen {
        let handle = crate::metrics::install()?;
        let (service, health) = (service.clone(), health.clone());
        tokio::spawn(async move {
            if let Err(e) = crate::metrics::serve(listen, handle, service, health).await {
                tracing::error!("metrics: {e:#}");
            }
        });
    }

    if let Some(listen) = config.web.listen {
        let (database, public_url) = (
            config.database.path.clone(),
            config.web.base_url().map(str::to_owned),
        );
        let service = service.clone();
        tokio::spawn(async move {
            if let Err(e) = crate::web::serve(listen, database, service, public_url).await {
                tracing::error!("web pages: {e:#}");
            }
        });
    }

    // Against Discord, serenity's rate limiter waits out a 429 for its `retry_after` and
    // sends again. Pitfall: serenity 0.12's rate limiter ignores the proxy (it would send
    // to discord.com), so behind another address it is off and a 429 reaches the caller,
    // whose retries back off (the outbox delivery does).
    let mut http = HttpBuilder::new(&token).ratelimiter_disabled(false);
    if config.discord.api_url.trim_end_matches('/') != "https://discord.com" {
        http = http
            .proxy(config.discord.api_url.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();
    let rest =
        Arc::new(rest::Rest::new(&token, &config.discord.api_url).context("cannot set up HTTP")?);

    // /rank places a set among all sets of its size: build those tables off the async
    // threads now rather than on the first /rank.
    tokio::task::spawn_blocking(crate::rules::clash::sets::warm_up);
    let guild_id = config.discord.guild_id;
    let setup_service = service.clone();
    let leaderboard = config.leaderboard.clone();
    let bot_level = config.bot.level;
    let data_rest = rest.clone();
    let data_health = health.clone();
    let web_url = config.web.base_url().map(str::to_owned);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |ctx, event| Box::pin(router::on_event(ctx, event)),
            on_error: |error| Box::pin(on_error(error)),
            pre_command: |ctx| {
                Box::pin(async move { ctx.set_invocation_data(std::time::Instant::now()).await })
            },
            post_command: |ctx| Box::pin(async move { command_done(ctx, "ok").await }),
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
                    rest: data_rest,
                    leaderboard,
                    bot_level,
                    health: data_health,
                    web_url,
                })
            })
        })
        .build();

    // Interactions come whatever the intents. GUILDS is the one the bot needs (its guilds
    // and their channels); the other non-privileged intents would bring every message,
    // reaction, typing start and voice change of every guild, each a gateway event that
    // serenity parses (60-200 microseconds for a click's size on this 2-core machine) for
    // nothing, on the same thread as the clicks.
    let mut client = serenity::ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .context("cannot build the Discord client")?;
    tokio::spawn(announce::announce(rest.clone(), notices));
    let delivering = health.delivery_running();
    let delivery_service = service.clone();
    tokio::spawn(async move {
        let _alive = delivering;
        delivery.run(rest, delivery_service).await
    });
    let shards = client.shard_manager.clone();
    tokio::spawn(watch_shards(shards.clone(), health.clone()));
    let sharding = config.discord.sharding();
    tracing::info!("{}", describe_sharding(sharding));
    // Each shard gets the events (interactions included) of its own guilds only, so a
    // process with a range hosts just those guilds: the ones its database holds.
    let gateway_http = client.http.clone();
    let connection = async {
        let started = match sharding {
            // What serenity's `start_autosharded` does, except that it gives up at once when
            // Discord cannot be reached, where the other starts keep retrying.
            Sharding::Auto => {
                let total = recommended_shards(&gateway_http).await?;
                tracing::info!("Discord recommends {total} shard(s) for this bot");
                client.start_shards(total).await
            }
            Sharding::All(total) => client.start_shards(total).await,
            // Pitfall: serenity 0.12 reads the range's `end` as the last shard *included*
            // (`start_shard_range(4..7, 10)` starts shards 4 to 7).
            Sharding::Range { first, last, total } => {
                client.start_shard_range(first..last, total).await
            }
        };
        Ok::<(), anyhow::Error>(started?)
    };
    tokio::select! {
        started = connection => started.context("the Discord connection failed")?,
        () = wait_for_signal() => {
            tracing::info!("shutting down: finishing writes");
            service.shutdown().await;
            // Closing the gateway politely is not needed for anything we owe: when
            // Discord cannot be reached (or is mid-resume) it may never finish, so it
            // gets a few seconds and no more. serenity closes the shards one after the
            // other, each in up to half a second, so the wait grows with their number.
            let running = shards.runners.lock().await.len();
            if tokio::time::timeout(shutdown_grace(running), shards.shutdown_all()).await.is_err() {
                tracing::warn!("the gateway did not close in time; stopping anyway");
            }
        }
    }
    service.shutdown().await;
    tracing::info!("stopped");
    Ok(())
}

/// Discord's recommended shard count for the bot (`GET /gateway/bot`), asked again with
/// growing pauses while Discord cannot be reached or fails; a refusal (e.g. a wrong token)
/// is final.
async fn recommended_shards(http: &Http) -> anyhow::Result<u32> {
    let mut pause = std::time::Duration::from_secs(1);
    loop {
        match http.get_bot_gateway().await {
            Ok(gateway) => return Ok(gateway.shards.max(1)),
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
                if response.status_code.is_client_error()
                    && response.status_code.as_u16() != 429 =>
            {
                anyhow::bail!(
                    "Discord refused to give the bot's shard count ({}): {}",
                    response.status_code,
                    response.error.message
                );
            }
            Err(e) => {
                tracing::warn!(
                    "cannot ask Discord for the bot's shard count, asking again in {pause:?}: {e}"
                );
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(std::time::Duration::from_secs(60));
            }
        }
    }
}

fn describe_sharding(sharding: Sharding) -> String {
    match sharding {
        Sharding::Auto => "connecting: as many shards as Discord recommends".into(),
        Sharding::All(1) => "connecting: 1 shard".into(),
        Sharding::All(n) => format!("connecting: {n} shards"),
        Sharding::Range { first, last, total } if first == last => {
            format!("connecting: shard {first} of {total} (its guilds only)")
        }
        Sharding::Range { first, last, total } => {
            format!("connecting: shards {first} to {last} of {total} (their guilds only)")
        }
    }
}

/// How long a SIGTERM waits for `shards` gateway connections to close once the writes are
/// flushed: 2 s, plus 0.5 s a shard beyond the first two, and never more than 8 s (under
/// the 10 s a container manager usually gives before it kills).
fn shutdown_grace(shards: usize) -> std::time::Duration {
    let extra = u64::try_from(shards.saturating_sub(2)).unwrap_or(u64::MAX);
    std::time::Duration::from_millis(2000_u64.saturating_add(extra.saturating_mul(500)).min(8000))
}

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

/// Tells `/healthz` each second which shards are connected. serenity removes a shard's
/// runner while it restarts and adds it back once it has connected, so a shard missing
/// from the runners is not connected.
async fn watch_shards(shards: Arc<serenity::ShardManager>, health: Arc<crate::metrics::Health>) {
    loop {
        let now: Vec<(u32, bool)> = shards
            .runners
            .lock()
            .await
            .iter()
            .map(|(id, runner)| (id.0, runner.stage == serenity::ConnectionStage::Connected))
            .collect();
        health.shards_now(&now);
        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    }
}

/// Records a slash command's outcome and time (from `pre_command`'s mark).
async fn command_done(ctx: Context<'_>, outcome: &'static str) {
    let started = ctx
        .invocation_data::<std::time::Instant>()
        .await
        .map(|started| *started);
    if let Some(started) = started {
        // A command's name is one of a fixed set, never a user's words.
        let kind = format!("/{}", ctx.command().qualified_name);
        crate::metrics::interaction(kind, outcome, started);
    }
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let refused = matches!(
                error.downcast_ref::<ServiceError>(),
                Some(e) if e.is_user_error()
            );
            command_done(ctx, if refused { "refused" } else { "error" }).await;
            let message = match error.downcast_ref::<ServiceError>() {
                Some(e) if e.is_user_error() => refusals::refusal_in(lang::reader(ctx), e),
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

#[cfg(test)]
mod tests {
    use super::shutdown_grace;
    use std::time::Duration;

    #[test]
    fn shutdown_grace_grows_with_the_shards_up_to_eight_seconds() {
        assert_eq!(shutdown_grace(0), Duration::from_secs(2));
        assert_eq!(shutdown_grace(2), Duration::from_secs(2));
        assert_eq!(shutdown_grace(4), Duration::from_secs(3));
        assert_eq!(shutdown_grace(14), Duration::from_secs(8));
        assert_eq!(shutdown_grace(usize::MAX), Duration::from_secs(8));
    }
}
