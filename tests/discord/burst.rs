//! Many players asking the bot at once: every hint of a burst is answered (a late one
//! acknowledged first, then filled in), and no click waits past Discord's 3 s limit,
//! however long the queue of the bot's thinking grows.

use std::time::Instant;

use serde_json::json;

use crate::harness::{button_by_label, button_by_prefix, to_move, Bot};
use crate::sim::{SimMessage, UserId};

/// Clash set-up hints at once: each is the strong set-up search, and the bot thinks
/// through them a few at a time (one fewer than its cores).
const HINTS: usize = 40;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_hints_is_answered_in_full_and_in_time() {
    // Timed under its own load alone.
    let _room = crate::harness::alone().await;
    let bot = Bot::start().await;
    // Each match at the defender's set-up panel.
    let mut panels: Vec<(UserId, SimMessage)> = Vec::new();
    for n in 0..HINTS {
        let a = bot.sim.add_user(&format!("a{n}"));
        let b = bot.sim.add_user(&format!("b{n}"));
        let toss = bot.challenge_accepted(a, b, "Clash", json!({})).await;
        let table = bot.choose(&toss, [a, b], "Defend first").await;
        let mover = to_move(&table).expect("the defender is to move");
        let opened = bot
            .sim
            .click(mover, table.id, &button_by_prefix(&table, "ac:"))
            .await;
        opened.response().await;
        let panel = opened.message().await;
        assert!(panel.is_ephemeral(), "{}", panel.content);
        panels.push((mover, panel));
    }

    let started = Instant::now();
    let mut asked = tokio::task::JoinSet::new();
    for (mover, panel) in panels {
        let sim = bot.sim.clone();
        asked.spawn(async move {
            let hint = button_by_label(&panel, "What would the bot do?");
            let handle = sim.click(mover, panel.id, &hint).await;
            let kind = handle.response().await.kind;
            (kind, handle.message().await)
        });
    }
    let mut deferred = 0;
    while let Some(done) = asked.join_next().await {
        let (kind, panel) = done.expect("a hint");
        assert!(kind == 7 || kind == 6, "an update, now or deferred: {kind}");
        deferred += usize::from(kind == 6);
        // Filled in: the suggested sets, ready to confirm.
        assert!(
            panel.content.contains("What would the bot do?"),
            "{}",
            panel.content
        );
        let confirm = panel
            .buttons()
            .into_iter()
            .find(|b| b.label.as_deref() == Some("Confirm"))
            .expect("a Confirm button");
        assert!(!confirm.disabled, "the hinted set-up is ready to confirm");
    }
    eprintln!(
        "{HINTS} hints answered in {:.1?}, {deferred} of them deferred",
        started.elapsed()
    );
    bot.assert_clean();
}
