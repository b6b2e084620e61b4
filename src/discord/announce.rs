//! What the bot posts on its own that no match owes: an expired challenge's post, edited
//! to say so (retried through Discord's faults for a while).

use super::rest::{self};
use super::text::mention;
use super::views::challenge::{challenge_buttons, challenged};
use super::views::{message_json, Screen};
use crate::service::Notice;
use std::sync::Arc;
use tokio::sync::mpsc;

/// The notices that are not owed to a match's channel: expired challenges.
pub async fn announce(rest: Arc<rest::Rest>, mut rx: mpsc::UnboundedReceiver<Notice>) {
    while let Some(notice) = rx.recv().await {
        if let Notice::ChallengeExpired(challenge) = notice {
            // Each in its own task: one channel's faults hold up no other.
            tokio::spawn(expired(rest.clone(), challenge));
        }
    }
}

/// Edits an expired challenge's post to say so, retrying Discord's faults for a while.
async fn expired(rest: Arc<rest::Rest>, challenge: crate::model::Challenge) {
    let Some(message) = challenge.message_id else {
        return;
    };
    let content = format!(
        "⌛ Challenge #{} from {} to {} ({}) expired unanswered.",
        challenge.id,
        mention(challenge.challenger),
        challenged(&challenge),
        challenge.game
    );
    let screen = Screen::new(content, challenge_buttons(&challenge, true));
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
