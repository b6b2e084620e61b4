//! A Death Match run by a host through the real bot: the host starts a Tile Poker Death
//! Match with a short clock, the DMO picks who goes first, the host pauses, resumes and
//! adds time, and missed turns forfeit. The EC, the DMO, a non-host and a spectator each
//! try what they may not do, and are refused privately with nothing changed.

use std::time::Duration;

use serde_json::json;

use crate::harness::{button_by_label, to_move, Bot};
use crate::sim::{SimMessage, UserId};
use crate::tile_poker::{open_panel, place, play_id};

const HOST_ROLE: u64 = 777_000_000_000_000_001;

/// A /deathmatch subcommand's reply.
async fn dm(
    bot: &Bot,
    user: UserId,
    sub: &str,
    options: serde_json::Value,
) -> crate::sim::Callback {
    bot.say(user, "deathmatch", json!({ sub: options })).await
}

/// Waits for the table (the public message naming the match with a Play button).
async fn wait_table(bot: &Bot, before: usize) -> SimMessage {
    bot.wait_public_since(before, "⚔️ Death Match: EC", "the table is posted")
        .await
}

/// Waits until the table message says `text`.
async fn table_says(bot: &Bot, table: &SimMessage, text: &str) -> SimMessage {
    let (id, wanted) = (table.id, text.to_string());
    bot.sim
        .wait_for(Duration::from_secs(25), move |sim| {
            let m = sim.message(id)?;
            m.content.contains(&wanted).then_some(m)
        })
        .await
        .unwrap_or_else(|| {
            panic!(
                "the table never said {text:?}: {}",
                bot.message(table).content
            )
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_runs_a_tile_poker_death_match_to_a_forfeit() {
    let config = format!("[deathmatch]\nhost_roles = [{HOST_ROLE}]\n");
    let bot = Bot::start_with_config(Some(&config)).await;
    let host = bot.sim.add_user("host");
    let ec = bot.sim.add_user("ec");
    let dmo = bot.sim.add_user("dmo");
    let eve = bot.sim.add_user("spectator");
    bot.sim.set_member(host, &[HOST_ROLE], 0);
    // Everyone else has no host role (and, here, every permission: the role decides).
    // The same game choices as /challenge.
    let game = bot.choice("challenge", "game", "Tile Poker");
    let start = json!({
        "game": game, "ec": ec, "dmo": dmo, "event": "Season 4, week 2",
        "turn_seconds": 10, "max_strikes": 2,
    });

    // A non-host, and the players themselves, may not start or run one.
    for who in [eve, ec] {
        let refused = dm(&bot, who, "start", start.clone()).await;
        assert!(
            refused.is_ephemeral() && refused.content().contains("Only Death Match hosts"),
            "{}",
            refused.content()
        );
    }
    let before = bot.sim.log_len();
    let posted = dm(&bot, host, "start", start).await;
    assert!(!posted.is_ephemeral(), "the start is public");
    let post = bot
        .wait_public_since(before, "Death Match · Tile Poker", "the start post")
        .await;
    for part in [
        "EC <@",
        "vs DMO <@",
        &format!("host <@{host}>"),
        "Season 4, week 2",
        "10 s a turn, 2 missed turns forfeit",
        "a draw goes to the DMO",
        "No toss: the DMO",
        "Deal commitment: `sha256 ",
    ] {
        assert!(post.content.contains(part), "{part}: {}", post.content);
    }
    let match_id = crate::harness::match_number(&post);
    // Only the DMO picks.
    let second = button_by_label(&post, "DMO: Place second");
    for who in [ec, eve, host] {
        let refused = bot.click(who, &post, &second).await;
        assert!(refused.is_ephemeral(), "{}", refused.content());
    }
    let before = bot.sim.log_len();
    let picked = bot.click(dmo, &post, &second).await;
    assert_eq!(picked.kind, 7, "{picked:?}");
    let mut table = wait_table(&bot, before).await;
    assert_eq!(to_move(&table), Some(ec), "the DMO let the EC go first");
    assert!(
        table
            .content
            .contains(&format!("host <@{host}> · Season 4, week 2")),
        "{}",
        table.content
    );

    // Pause: announced with the host and the reason; no moves while paused.
    for who in [ec, dmo] {
        let refused = dm(&bot, who, "pause", json!({"match": match_id})).await;
        assert!(
            refused.content().contains("Only Death Match hosts"),
            "{}",
            refused.content()
        );
    }
    let before = bot.sim.log_len();
    let ack = dm(
        &bot,
        host,
        "pause",
        json!({"match": match_id, "reason": "the EC lost connection"}),
    )
    .await;
    // The host's command is answered in public: the answer is the announcement itself
    // (an interaction answer, not a rate-limited channel post).
    assert!(
        !ack.is_ephemeral() && ack.content().contains("paused by the host"),
        "{}",
        ack.content()
    );
    let news = bot
        .wait_public_since(before, "paused by the host", "the pause is posted")
        .await;
    assert!(
        news.content.contains(&format!("<@{host}>"))
            && news.content.contains("Reason: the EC lost connection"),
        "{}",
        news.content
    );
    table = table_says(&bot, &table, "Paused by the host").await;
    let refused = bot.click(ec, &table, &play_id(&table)).await;
    assert!(
        refused.content().contains("paused"),
        "{}",
        refused.content()
    );
    // Nothing runs out while paused.
    tokio::time::sleep(Duration::from_secs(11)).await;
    assert!(bot
        .sim
        .public_messages(bot.channel)
        .iter()
        .all(|m| !m.content.contains("ran out of time")));

    let before = bot.sim.log_len();
    dm(&bot, host, "resume", json!({"match": match_id})).await;
    bot.wait_public_since(before, "resumed by the host", "the resume is posted")
        .await;
    table = table_says(&bot, &table, "clock runs out <t:").await;
    dm(
        &bot,
        host,
        "addtime",
        json!({"match": match_id, "seconds": 5, "reason": "lag"}),
    )
    .await;
    bot.wait_public_since(
        before,
        "added 5 s to the current turn",
        "added time is posted",
    )
    .await;

    // The EC misses a turn (a skip), the DMO places, the EC misses again: forfeit.
    table = table_says(&bot, &table, "Missed turns:").await;
    assert_eq!(to_move(&table), Some(dmo), "{}", table.content);
    let panel = open_panel(&bot, dmo, &table).await;
    place(&bot, dmo, &panel, 0, false).await;
    let ended = table_says(&bot, &table, "forfeits").await;
    assert!(
        ended.content.contains(&format!(
            "<@{dmo}> wins: <@{ec}> missed 2 turns and forfeits"
        )),
        "{}",
        ended.content
    );
    assert!(ended.buttons().iter().all(|b| b.disabled));

    // The dashboard: hosts only.
    let refused = dm(&bot, eve, "list", json!({})).await;
    assert!(refused.content().contains("Only Death Match hosts"));
    let list = dm(&bot, host, "list", json!({"event": "Season 4, week 2"})).await;
    assert!(list.is_ephemeral());
    assert!(
        list.content().contains(&format!("#{match_id}"))
            && list.content().contains(&format!("finished: <@{dmo}> won")),
        "{}",
        list.content()
    );
    // The record: to the host and the players, privately; it verifies, with the host's
    // actions in it.
    let refused = dm(&bot, eve, "record", json!({"match": match_id})).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("can get its record"),
        "{}",
        refused.content()
    );
    for who in [host, ec] {
        let reply = bot
            .say_message(who, "deathmatch", json!({"record": {"match": match_id}}))
            .await;
        assert!(reply.is_ephemeral());
        let file = reply
            .attachment(&format!("match-{match_id}.json"))
            .expect("the record file")
            .clone();
        let text = std::str::from_utf8(&file.bytes).unwrap().to_string();
        let verified = clash_bot::model::fairness::verify_json(&text);
        assert!(verified.passed(), "{verified}");
        let record: clash_bot::model::fairness::MatchRecordFile =
            serde_json::from_str(&text).unwrap();
        let actions: Vec<&str> = record
            .host_actions
            .iter()
            .map(|a| a.action.as_str())
            .collect();
        assert_eq!(actions, ["start", "pause", "resume", "addtime"]);
        assert_eq!(record.deathmatch.as_ref().unwrap().host, host.get());
    }
    // A finished match cannot be paused or voided.
    let late = dm(
        &bot,
        host,
        "void",
        json!({"match": match_id, "reason": "late"}),
    )
    .await;
    assert!(late.content().contains("over"), "{}", late.content());
    bot.assert_clean();
}

/// A Duel Death Match started by its host, on a bot whose Death Match results go to a
/// channel of their own: the start post waits for the DMO's pick.
struct DuelDm {
    bot: Bot,
    results: crate::sim::ChannelId,
    host: UserId,
    ec: UserId,
    dmo: UserId,
    post: SimMessage,
    match_id: i64,
}

async fn duel_death_match_with_results_channel() -> DuelDm {
    let sim = crate::sim::Simulator::start_with(crate::sim::SimConfig {
        channels: vec!["general".into(), "dm-results".into()],
        ..crate::sim::SimConfig::default()
    })
    .await;
    let results = sim.channel("dm-results");
    let config = format!("[deathmatch]\nhost_roles = [{HOST_ROLE}]\nresults_channel = {results}\n");
    let bot = Bot::start_on(sim, Some(&config), &[]).await;
    let host = bot.sim.add_user("host");
    let ec = bot.sim.add_user("ec");
    let dmo = bot.sim.add_user("dmo");
    bot.sim.set_member(host, &[HOST_ROLE], 0);
    let game = bot.choice("challenge", "game", "Duel");
    let before = bot.sim.log_len();
    dm(
        &bot,
        host,
        "start",
        json!({"game": game, "ec": ec, "dmo": dmo}),
    )
    .await;
    let post = bot
        .wait_public_since(before, "Death Match · Duel", "the start post")
        .await;
    let match_id = crate::harness::match_number(&post);
    DuelDm {
        bot,
        results,
        host,
        ec,
        dmo,
        post,
        match_id,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_void_after_play_says_so_and_reaches_the_results_channel_once() {
    let DuelDm {
        bot,
        results,
        host,
        dmo,
        post,
        match_id,
        ..
    } = duel_death_match_with_results_channel().await;
    let before = bot.sim.log_len();
    let picked = bot
        .click(dmo, &post, &button_by_label(&post, "DMO: Choose second"))
        .await;
    assert_eq!(picked.kind, 7, "{picked:?}");
    let table = wait_table(&bot, before).await;
    // A whole clash is played before the host voids it.
    for _ in 0..2 {
        let table = bot.message(&table);
        let mover = to_move(&table).expect("someone to move");
        let done = bot
            .click(mover, &table, &button_by_label(&table, "Keep on top"))
            .await;
        assert_eq!(done.kind, 7, "{done:?}");
    }
    let ack = dm(
        &bot,
        host,
        "void",
        json!({"match": match_id, "reason": "a broken rule"}),
    )
    .await;
    assert!(
        ack.content().contains("voided by the host")
            && ack
                .content()
                .contains("Not rated: the host voided the match.")
            && !ack.content().contains("before its first move"),
        "{}",
        ack.content()
    );
    let head = format!("**Match #{match_id}** · 🚫 voided");
    let posted = bot
        .sim
        .wait_for(Duration::from_secs(10), |sim| {
            let found: Vec<_> = sim
                .public_messages(results)
                .into_iter()
                .filter(|m| m.content.contains(&head))
                .collect();
            (!found.is_empty()).then_some(found)
        })
        .await
        .expect("the void reaches the results channel");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let all = bot
        .sim
        .public_messages(results)
        .into_iter()
        .filter(|m| m.content.contains(&head))
        .count();
    assert_eq!(all, 1, "posted once: {:?}", posted[0].content);
    assert!(
        posted[0].content.contains("Reason: a broken rule")
            && posted[0].content.contains("the host voided the match"),
        "{}",
        posted[0].content
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_award_before_the_first_move_says_once_that_it_is_not_rated() {
    let DuelDm {
        bot,
        results,
        host,
        ec,
        match_id,
        ..
    } = duel_death_match_with_results_channel().await;
    // The DMO has not picked: nobody has moved when the host awards it.
    let ack = dm(
        &bot,
        host,
        "award",
        json!({"match": match_id, "player": ec, "reason": "a no-show"}),
    )
    .await;
    // One thing said: who won, by a forfeit, and that it is not rated (docs/rules.md).
    let said = |text: &str| {
        text.contains(&format!("🏅 awarded to <@{ec}> by the host <@{host}>"))
            && text.contains("Not rated: the match ended before its first move.")
            && !text.contains("rated as a forfeit")
            && !text.contains("📈 Ratings")
    };
    assert!(said(ack.content()), "{}", ack.content());
    let head = format!("**Match #{match_id}** · 🏅 awarded");
    let posted = bot
        .sim
        .wait_for(Duration::from_secs(30), |sim| {
            sim.public_messages(results)
                .into_iter()
                .find(|m| m.content.contains(&head))
        })
        .await
        .expect("the award reaches the results channel");
    assert!(said(&posted.content), "{}", posted.content);
    bot.assert_clean();
}
