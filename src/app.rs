//! The application, assembled in one place: the service over its database, the backups,
//! the metrics and web servers beside it, and the Discord bot in front; started in that
//! order, and stopped together at SIGINT or SIGTERM, the service's writes finished first.
//! `discord/` only speaks Discord; `web/` only serves pages.

use crate::config::Config;
use crate::discord::Bot;
use crate::metrics::Health;
use crate::service::{Clock, Defaults, Service};
use std::sync::Arc;

/// Runs the bot until SIGINT or SIGTERM; returns after a clean shutdown.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let (outbound, outbox) = crate::discord::outbox(&config);
    let service = Service::start(
        &config.database.path,
        config.leaderboard.min_games,
        Defaults::from_config(&config),
        Clock::system(),
        Arc::new(outbound),
    )?;
    tokio::spawn(crate::backup::schedule(&config.database)?);
    // The daily puzzles, made ahead now and every few hours (one at a time, off the async
    // threads), unless `[bot] puzzles_ahead` is off.
    if config.bot.puzzles_ahead {
        let puzzles = service.clone();
        tokio::spawn(async move { puzzles.puzzles().keep_generating().await });
    }
    let health = Arc::new(Health::default());
    serve_metrics(&config, &service, &health)?;
    serve_web(&config, &service)?;
    // /rank places a set among all sets of its size: build those tables off the async
    // threads now rather than on the first /rank.
    tokio::task::spawn_blocking(crate::rules::clash::sets::warm_up);
    let bot = Bot::build(&config, service.clone(), health, outbox).await?;
    let closer = bot.closer();
    tokio::select! {
        started = bot.start() => started?,
        () = wait_for_signal() => {
            tracing::info!("shutting down: finishing writes");
            service.shutdown().await;
            closer.close().await;
        }
    }
    service.shutdown().await;
    tracing::info!("stopped");
    Ok(())
}

/// The Prometheus metrics and `/healthz`, when `[metrics] listen` is set.
fn serve_metrics(config: &Config, service: &Service, health: &Arc<Health>) -> anyhow::Result<()> {
    let Some(listen) = config.metrics.listen else {
        return Ok(());
    };
    let handle = crate::metrics::install()?;
    let (service, health) = (service.clone(), health.clone());
    tokio::spawn(async move {
        if let Err(e) = crate::metrics::serve(listen, handle, service, health).await {
            tracing::error!("metrics: {e:#}");
        }
    });
    Ok(())
}

/// The web pages, when `[web] listen` is set; an error when sign-in is asked for without
/// its secret.
fn serve_web(config: &Config, service: &Service) -> anyhow::Result<()> {
    let Some(listen) = config.web.listen else {
        return Ok(());
    };
    let accounts = crate::web::signin::Accounts::from_config(config)?;
    let database = config.database.path.clone();
    let public_url = config.web.base_url().map(str::to_owned);
    let service = service.clone();
    let limits = config.web.limits();
    // The players' seats on their pages are played through the Discord edge's clicks.
    let seats: Arc<dyn crate::service::seats::Seats> =
        Arc::new(crate::discord::board::Board::new(service.clone()));
    tokio::spawn(async move {
        let served = crate::web::serve(
            listen,
            database,
            service,
            public_url,
            limits,
            accounts,
            Some(seats),
        );
        if let Err(e) = served.await {
            tracing::error!("web pages: {e:#}");
        }
    });
    Ok(())
}

#[cfg(test)]
mod seat_tests;

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
