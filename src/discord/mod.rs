//! The Discord layer: slash commands (`commands/`, one room per group), the router of
//! buttons, selects and forms (`router.rs`) and what each does (`clicks/`), every game's
//! room (`games/`), the renderers they share (`views/`), and what the bot owes the channels
//! with its delivery (`delivery/`, through `rest.rs`). Thin: it turns interactions into service calls, and the public view or one
//! seat's own view into messages; it never holds a whole table.

mod asked;
pub mod board;
#[cfg(test)]
mod boards_words_tests;
mod clicks;
mod commands;
mod delivery;
#[cfg(test)]
mod dm_words_tests;
mod films;
pub mod games;
#[cfg(test)]
mod games_words_tests;
pub mod ids;
pub mod lang;
pub mod limits;
mod reads;
mod refusals;
pub mod rest;
mod router;
mod seen;
pub mod text;
pub mod views;

use crate::config::{Config, LeaderboardConfig, Sharding};
use crate::service::{Service, ServiceError};
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
    /// What the tables offer to play on the board.
    pub board: BoardOffer,
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

/// The board `offer` in server `guild`: none unless its admins turned its pages on (the
/// seat pages are its pages).
pub async fn board_in(service: &Service, offer: &BoardOffer, guild: u64) -> BoardOffer {
    if *offer == BoardOffer::Off {
        return BoardOffer::Off;
    }
    match service.settings().of(guild).await {
        Ok(settings) if settings.web_pages => offer.clone(),
        Ok(_) => BoardOffer::Off,
        Err(e) => {
            tracing::warn!("guild {guild}: no board offered: {e}");
            BoardOffer::Off
        }
    }
}

/// A button that opens `url` in the browser.
pub fn web_link(label: &str, url: String) -> serenity::CreateButton {
    serenity::CreateButton::new_link(url).label(label)
}

/// How a running match's table offers its players the board (`[web]`): not at all (no
/// public address or no sign-in), a link to the seat's page, or the bot's Activity,
/// launched in Discord by a click.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum BoardOffer {
    #[default]
    Off,
    /// Links to the seat pages under this public address (no trailing slash).
    Web(String),
    /// The Activity (`[web] activity = true`).
    Activity,
}

impl BoardOffer {
    /// The board the configuration offers: the Activity when it is on (it needs the public
    /// address and the sign-in too), else links when players can sign in at a public address.
    pub fn of(public_url: Option<&str>, sign_in: bool, activity: bool) -> BoardOffer {
        match (public_url, sign_in) {
            (Some(_), true) if activity => BoardOffer::Activity,
            (Some(base), true) => BoardOffer::Web(base.to_owned()),
            _ => BoardOffer::Off,
        }
    }
}

/// The board `config` offers ([`BoardOffer::of`]): players sign in when the application's id
/// and secret are set.
fn board(config: &crate::config::Config) -> BoardOffer {
    let sign_in = matches!(config.web.sign_in(), Ok(Some(_)));
    BoardOffer::of(config.web.base_url(), sign_in, config.web.activity)
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The Discord side of the application, assembled over a running service: the delivery
/// of what the service owes the channels (`outbox`), the announcer, and the poise client.
/// [`Bot::start`] connects its shards; [`Bot::closer`] closes them at shutdown.
pub struct Bot {
    client: serenity::Client,
    sharding: Sharding,
}

/// The delivery's two ends, made before the service (which writes to the outbound) and
/// handed to [`Bot::build`] (which delivers).
pub struct Outbox {
    delivery: delivery::outbox::Delivery,
    notices: tokio::sync::mpsc::UnboundedReceiver<crate::service::Notice>,
}

/// The outbound the service writes to, and the [`Outbox`] the bot delivers from.
pub fn outbox(config: &Config) -> (delivery::outbox::ChannelOutbound, Outbox) {
    let (outbound, delivery, notices) = delivery::outbox::ChannelOutbound::new(
        config.web.base_url().map(str::to_owned),
        board(config),
    );
    (outbound, Outbox { delivery, notices })
}

/// Closes the bot's shards (see [`Bot::closer`]).
pub struct Closer(Arc<serenity::ShardManager>);

impl Closer {
    /// Closing the gateway politely is not needed for anything we owe: when Discord cannot
    /// be reached (or is mid-resume) it may never finish, so it gets a few seconds and no
    /// more. serenity closes the shards one after the other, each in up to half a second,
    /// so the wait grows with their number.
    pub async fn close(self) {
        let running = self.0.runners.lock().await.len();
        if tokio::time::timeout(shutdown_grace(running), self.0.shutdown_all())
            .await
            .is_err()
        {
            tracing::warn!("the gateway did not close in time; stopping anyway");
        }
    }
}

impl Bot {
    /// The client, its commands and handlers, with the delivery and the announcer running.
    pub async fn build(
        config: &Config,
        service: Service,
        health: Arc<crate::metrics::Health>,
        outbox: Outbox,
    ) -> anyhow::Result<Bot> {
        let token = config.token()?.to_string();
        let rest = Arc::new(
            rest::Rest::new(&token, &config.discord.api_url).context("cannot set up HTTP")?,
        );
        let data = Data {
            service: service.clone(),
            rest: rest.clone(),
            leaderboard: config.leaderboard.clone(),
            bot_level: config.bot.level,
            health: health.clone(),
            web_url: config.web.base_url().map(str::to_owned),
            board: board(config),
        };
        // Interactions come whatever the intents. GUILDS is the one the bot needs (its
        // guilds and their channels); the other non-privileged intents would bring every
        // message, reaction, typing start and voice change of every guild, each a gateway
        // event that serenity parses (60-200 microseconds for a click's size on this 2-core
        // machine) for nothing, on the same thread as the clicks.
        let client =
            serenity::ClientBuilder::new_with_http(http(config, &token), GatewayIntents::GUILDS)
                .framework(framework(config.discord.guild_id, data))
                .await
                .context("cannot build the Discord client")?;
        tokio::spawn(delivery::announce::announce(
            rest.clone(),
            service.clone(),
            outbox.notices,
        ));
        let delivering = health.delivery_running();
        let delivery = outbox.delivery;
        tokio::spawn(async move {
            let _alive = delivering;
            delivery.run(rest, service).await
        });
        tokio::spawn(watch_shards(client.shard_manager.clone(), health));
        Ok(Bot {
            client,
            sharding: config.discord.sharding(),
        })
    }

    /// What closes the shards once [`Bot::start`] runs.
    pub fn closer(&self) -> Closer {
        Closer(self.client.shard_manager.clone())
    }

    /// Connects the shards and runs until they stop. Each shard gets the events
    /// (interactions included) of its own guilds only, so a process with a range hosts
    /// just those guilds: the ones its database holds.
    pub async fn start(mut self) -> anyhow::Result<()> {
        tracing::info!("{}", describe_sharding(self.sharding));
        let started = match self.sharding {
            // What serenity's `start_autosharded` does, except that it gives up at once when
            // Discord cannot be reached, where the other starts keep retrying.
            Sharding::Auto => {
                let total = recommended_shards(&self.client.http).await?;
                tracing::info!("Discord recommends {total} shard(s) for this bot");
                self.client.start_shards(total).await
            }
            Sharding::All(total) => self.client.start_shards(total).await,
            // Pitfall: serenity 0.12 reads the range's `end` as the last shard *included*
            // (`start_shard_range(4..7, 10)` starts shards 4 to 7).
            Sharding::Range { first, last, total } => {
                self.client.start_shard_range(first..last, total).await
            }
        };
        started.context("the Discord connection failed")
    }
}

/// Serenity's HTTP client. Against Discord, serenity's rate limiter waits out a 429 for its
/// `retry_after` and sends again. Pitfall: serenity 0.12's rate limiter ignores the proxy
/// (it would send to discord.com), so behind another address it is off and a 429 reaches
/// the caller, whose retries back off (the outbox delivery does).
fn http(config: &Config, token: &str) -> Http {
    let mut http = HttpBuilder::new(token).ratelimiter_disabled(false);
    let api = config.discord.api_url.trim_end_matches('/');
    if api != "https://discord.com" {
        http = http.proxy(api).ratelimiter_disabled(true);
    }
    http.build()
}

/// The poise framework: every command and handler; at ready, the commands registered in
/// `guild_id` (or globally) and `data` handed to them.
fn framework(guild_id: Option<u64>, data: Data) -> poise::Framework<Data, Error> {
    poise::Framework::builder()
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
                        let guild = serenity::GuildId::new(guild);
                        poise::builtins::register_in_guild(ctx, commands, guild).await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(
                    "ready as {} ({} commands registered {})",
                    ready.user.name,
                    commands.len(),
                    guild_id.map_or("globally".to_string(), |g| format!("in guild {g}"))
                );
                Ok(data)
            })
        })
        .build()
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
                    crate::words::plain(lang::reader(ctx), "play-storage")
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
