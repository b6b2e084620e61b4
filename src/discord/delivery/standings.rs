//! Each tournament's one public message (the sign-up, then the standings), posted once
//! and then edited in place. What it shows is a pure function of the committed
//! tournament ([`crate::discord::views::tournament::public_screen`]); the database says which
//! messages are behind (`drawn_revision < revision`), so one redraw serves any number of
//! changes (they coalesce), and a restart redraws whatever was left behind.

use super::outbox::nonce::{message_id, shows, Nonces};
use crate::discord::asked::Asked;
use crate::discord::rest::{Call, Failure, Rest};
use crate::discord::views::message_json;
use crate::discord::views::tournament::public_screen;
use crate::model::tournaments::TournamentId;
use crate::service::{Service, ServiceError};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// The tournaments whose message was asked for.
#[derive(Default)]
pub struct Standings {
    asked: Asked<TournamentId>,
    /// The web pages' public address: a server with pages gets a link to the
    /// tournament's page under its message.
    web_url: Option<String>,
}

/// How long one redraw is retried through Discord's faults before it waits for the next
/// change (or the next start) to be tried again.
const RETRIES: Duration = Duration::from_secs(60);
/// The pause after a redraw that failed, before the drawer goes on.
const PAUSE: Duration = Duration::from_secs(2);

impl Standings {
    /// The drawer, linking to the web pages at `web_url` (when set).
    pub fn new(web_url: Option<String>) -> Standings {
        Standings {
            web_url,
            ..Standings::default()
        }
    }

    /// Asks for tournament `id`'s message to be brought up to date.
    pub fn ask(&self, id: TournamentId) {
        self.asked.ask(id);
    }

    /// Runs until the process ends: every message behind at the start, then each one
    /// asked for.
    pub async fn run(self: Arc<Self>, rest: Arc<Rest>, service: Service, nonces: Nonces) {
        match service.tournaments().owed().await {
            Ok(ids) => ids.into_iter().for_each(|id| self.ask(id)),
            Err(e) => tracing::error!("reading the tournament messages owed: {e}"),
        }
        loop {
            let asked = self.asked.take();
            if asked.is_empty() {
                self.asked.asked().await;
                continue;
            }
            for id in asked {
                if let Err(e) = draw(&rest, &service, &nonces, id, self.web_url.as_deref()).await {
                    tracing::warn!("drawing Tournament #{id}'s message: {e}; trying again");
                    self.ask(id);
                    tokio::time::sleep(PAUSE).await;
                }
            }
        }
    }
}

/// Brings tournament `id`'s message up to date: posts it the first time (with a nonce, so
/// a post whose answer was lost is not doubled), edits it after.
async fn draw(
    rest: &Rest,
    service: &Service,
    nonces: &Nonces,
    id: TournamentId,
    web_url: Option<&str>,
) -> Result<(), String> {
    let view = match service.tournaments().view(id).await {
        Ok(view) => view,
        Err(ServiceError::Storage(e)) => return Err(format!("reading it: {e:#}")),
        // Gone: nothing to draw.
        Err(_) => return Ok(()),
    };
    let t = &view.tournament;
    if t.drawn_revision >= t.revision {
        return Ok(());
    }
    // The public message is the channel's: in the server's language.
    let lang = super::Wording::new(service).lang(t.place.guild).await;
    let mut screen = public_screen(lang, &view);
    if let Some(url) = page_link(service, &view, web_url).await {
        let label = crate::words::plain(lang, "tournament-web");
        screen
            .rows
            .push(serenity::all::CreateActionRow::Buttons(vec![
                crate::discord::web_link(&label, url),
            ]));
    }
    let body = message_json(&screen);
    let channel = t.place.channel;
    let deadline = tokio::time::Instant::now() + RETRIES;
    let sent = match t.message_id {
        Some(message) => {
            let call = Call::edit_message(channel, message, body, screen.picture.as_ref());
            rest.deliver(&call, deadline, Failure::retryable)
                .await
                .map(|_| None)
        }
        None => post(rest, service, nonces, &view, body, &screen, deadline).await,
    };
    let posted = match sent {
        Ok(posted) => posted,
        Err(failure) if failure.retryable() => return Err(failure.to_string()),
        Err(refused) => {
            // Refused for good (no access to the channel, the message deleted): the
            // revision is marked drawn so that it is not asked for again and again.
            tracing::error!("Tournament #{id}'s message refused ({refused}); giving it up");
            None
        }
    };
    service
        .tournaments()
        .drawn(id, t.revision, posted)
        .await
        .map_err(|e| format!("recording it drawn: {e}"))
}

/// The address of the tournament's web page, when the bot has one and its server turned
/// its pages on (a message has room for one more row).
async fn page_link(
    service: &Service,
    view: &crate::model::tournaments::TournamentView,
    web_url: Option<&str>,
) -> Option<String> {
    let t = &view.tournament;
    let base = crate::discord::pages_base(service, web_url, t.place.guild).await?;
    Some(crate::model::pages::tournament(base, t.place.guild, t.id))
}

/// Posts a tournament's message for the first time. Sent again under its nonce, it may be
/// answered with the message an earlier try made, showing what that try drew: then the
/// message is recorded (not the revision) and edited at once.
async fn post(
    rest: &Rest,
    service: &Service,
    nonces: &Nonces,
    view: &crate::model::tournaments::TournamentView,
    mut body: serde_json::Value,
    screen: &crate::discord::views::Screen,
    deadline: tokio::time::Instant,
) -> Result<Option<u64>, Failure> {
    let t = &view.tournament;
    let channel = t.place.channel;
    nonces.standings(t.id).mark(&mut body);
    let call = Call::create_message(channel, body.clone(), screen.picture.as_ref());
    let answer = rest.deliver(&call, deadline, Failure::retryable).await?;
    let message = message_id(&answer)
        .ok_or_else(|| Failure::Transient("a post answered without its id".into()))?;
    if !shows(&answer, &body) {
        service
            .tournaments()
            .drawn(t.id, t.drawn_revision, Some(message))
            .await
            .map_err(|e| Failure::Transient(format!("recording the message: {e}")))?;
        let edit = Call::edit_message(
            channel,
            message,
            message_json(screen),
            screen.picture.as_ref(),
        );
        rest.deliver(&edit, deadline, Failure::retryable).await?;
    }
    Ok(Some(message))
}
