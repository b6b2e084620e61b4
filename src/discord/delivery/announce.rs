//! What the bot says on a challenge's post after it was answered: that it expired, or,
//! once an accepted challenge's match could not have its thread, where the match is
//! played (retried through Discord's faults for a while).

use super::Wording;
use crate::discord::rest;
use crate::discord::views::challenge::{accepted_screen, closed_screen, ChallengeEnd};
use crate::discord::views::message_json;
use crate::model::{MatchId, MatchThread};
use crate::service::{Notice, Service, ServiceError};
use std::sync::Arc;
use tokio::sync::mpsc;

/// The notices that are not owed to a match's channel: expired challenges.
pub async fn announce(
    rest: Arc<rest::Rest>,
    service: Service,
    mut rx: mpsc::UnboundedReceiver<Notice>,
) {
    while let Some(notice) = rx.recv().await {
        if let Notice::ChallengeExpired(challenge) = notice {
            // Each in its own task: one channel's faults hold up no other.
            tokio::spawn(expired(rest.clone(), service.clone(), challenge));
        }
    }
}

/// Edits an expired challenge's post to say so, retrying Discord's faults for a while.
async fn expired(rest: Arc<rest::Rest>, service: Service, challenge: crate::model::Challenge) {
    let Some(message) = challenge.message_id else {
        return;
    };
    let lang = Wording::new(&service).lang(challenge.place.guild).await;
    let screen = closed_screen(lang, &challenge, ChallengeEnd::Expired);
    let call = rest::Call::edit_message(
        challenge.place.channel,
        message,
        message_json(&screen),
        None,
    );
    let deadline = tokio::time::Instant::now() + EXPIRY_RETRIES;
    if let Err(e) = rest
        .deliver(&call, deadline, rest::Failure::retryable)
        .await
    {
        tracing::error!("marking challenge {} expired: {e}", challenge.id);
    }
}

/// How long an expired challenge's edit is retried.
const EXPIRY_RETRIES: std::time::Duration = std::time::Duration::from_secs(600);

/// Draws the post of the challenge that match `id` was accepted from again, when the
/// match's thread could not be opened: the post said the match is played in its thread,
/// and now says it is played in the channel. Nothing to do for a match with no challenge
/// post, or whose thread is fine. Safe to repeat: the post is drawn from the match as it
/// is. A fault worth retrying is returned; a refusal (the post deleted) is logged.
pub async fn accepted_again(
    rest: &rest::Rest,
    service: &Service,
    id: MatchId,
    wording: &Wording<'_>,
) -> Result<(), rest::Failure> {
    let transient = |e: ServiceError| {
        rest::Failure::Transient(format!("reading match {id} and its challenge: {e}"))
    };
    let challenge = match service.challenges().of_match(id).await {
        Ok(Some(challenge)) => challenge,
        Ok(None) => return Ok(()),
        Err(e) => return Err(transient(e)),
    };
    let info = match service.matches().public(id).await {
        Ok(public) => public.info,
        Err(e @ ServiceError::Storage(_)) => return Err(transient(e)),
        Err(_) => return Ok(()),
    };
    let (Some(message), MatchThread::Failed { .. }) = (challenge.message_id, &info.thread) else {
        return Ok(());
    };
    let lang = wording.lang(challenge.place.guild).await;
    let screen = accepted_screen(lang, &challenge, &info);
    let call = rest::Call::edit_message(
        challenge.place.channel,
        message,
        message_json(&screen),
        None,
    );
    match rest.send(&call).await {
        Ok(_) => Ok(()),
        Err(failure) if failure.retryable() => Err(failure),
        Err(refused) => {
            tracing::warn!("saying where match {id} is played on its challenge: {refused}");
            Ok(())
        }
    }
}
