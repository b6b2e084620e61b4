//! Discord's bad days: whole matches of four games at once while a fifth of the bot's writes
//! meet a fault of every kind (429s for the route and global ones, with `retry_after` and
//! the `X-RateLimit-*` headers, 500/502/503, a connection dropped before the write or after
//! it was applied) and each channel takes 5 posts per 5 s; and a burst of deferred answers
//! through the same faults. Every owed post and edit arrives exactly once, no request is
//! sent before the wait Discord stated, no write waits long once its fault has cleared, and
//! every deferred answer arrives.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::harness::{
    button_by_label, button_by_prefix, current_table, mention_after, public_posts, stored, to_move,
    Bot,
};
use crate::sim::{
    ChannelId, FaultPlan, SimConfig, SimMessage, Simulator, UserId, Visibility, Weather,
};

/// How long anything owed may take to show, faults included.
const PATIENCE: Duration = Duration::from_secs(40);

/// The bot against a simulator whose plan injects faults at `rate` of the bot's writes.
async fn bot_in_bad_weather(seed: u64, rate: f64, channels: &[&str]) -> Bot {
    let sim = Simulator::start_with(SimConfig {
        faults: Some(FaultPlan::every_kind(seed, rate)),
        channels: channels.iter().map(|c| c.to_string()).collect(),
        ..SimConfig::default()
    })
    .await;
    Bot::start_on(sim, Some("[bot]\nmove_delay_ms = 50\n"), &[]).await
}

/// Posts still owed by the outbox.
fn owed_posts(bot: &Bot) -> i64 {
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    conn.query_row(
        "SELECT count(*) FROM outbox WHERE delivered_at IS NULL",
        [],
        |r| r.get(0),
    )
    .unwrap()
}

/// Match `id`'s toss post in `channel`, once it is there.
async fn toss_of(bot: &Bot, channel: ChannelId, id: i64) -> SimMessage {
    let head = format!("**Match #{id}** · ");
    bot.sim
        .wait_for(PATIENCE, move |sim| {
            sim.messages().into_iter().find(|m| {
                m.channel_id == channel
                    && m.visibility == Visibility::Public
                    && m.content.contains(&head)
                    && m.content.contains("wins the toss")
            })
        })
        .await
        .unwrap_or_else(|| panic!("no toss for match {id}"))
}

/// A challenge in `channel`, accepted, its toss chosen (the first choice); the match id.
async fn challenge_in(
    bot: &Bot,
    channel: ChannelId,
    [a, b]: [UserId; 2],
    game: &str,
    extra: serde_json::Value,
) -> i64 {
    let mut options = json!({"opponent": b, "game": bot.choice("challenge", "game", game)});
    options
        .as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    let handle = bot.sim.slash(a, channel, "challenge", options).await;
    assert!(handle.response().await.accepted());
    let challenge = handle.message().await;
    let accepted = bot
        .click(b, &challenge, &button_by_label(&challenge, "Accept"))
        .await;
    let id: i64 = accepted
        .content()
        .split("**Match #")
        .nth(1)
        .and_then(|r| r.split("**").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", accepted.content()));
    let toss = toss_of(bot, channel, id).await;
    let winner = mention_after(&toss.content, "wins the toss");
    let first = toss.buttons()[0].custom_id.clone().unwrap();
    assert_eq!(bot.click(winner, &toss, &first).await.kind, 7);
    id
}

/// A practice match against the bot (random level) in `channel`, its toss decided; the
/// match id.
async fn practice_in(bot: &Bot, channel: ChannelId, player: UserId, game: &str) -> i64 {
    let options = json!({
        "game": bot.choice("practice", "game", game),
        "level": bot.choice("practice", "level", "random (a beginner's first games)"),
    });
    let handle = bot.sim.slash(player, channel, "practice", options).await;
    assert!(handle.response().await.accepted());
    let announced = handle.message().await;
    let id: i64 = announced
        .content
        .split("**Match #")
        .nth(1)
        .and_then(|r| r.split("**").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", announced.content));
    // The toss post is drawn from the match as it is when it goes out, and once the choice
    // is made it is not posted at all: when the bot wins the toss (half the deals) and
    // chooses (50 ms on) while a fault holds its toss post up, only the bot's choice is
    // posted. Either is awaited; the player chooses when they won the toss.
    let head = format!("**Match #{id}** · ");
    let toss = bot
        .sim
        .wait_for(PATIENCE, move |sim| {
            sim.messages().into_iter().find(|m| {
                m.channel_id == channel
                    && m.visibility == Visibility::Public
                    && m.content.contains(&head)
                    && (m.content.contains("wins the toss")
                        || m.content.contains("won the toss and chose"))
            })
        })
        .await
        .unwrap_or_else(|| panic!("no toss, and no choice by the bot, for match {id}"));
    if toss.content.contains("wins the toss")
        && mention_after(&toss.content, "wins the toss") == player
    {
        let first = toss.buttons()[0].custom_id.clone().unwrap();
        assert_eq!(bot.click(player, &toss, &first).await.kind, 7);
    }
    id
}

/// Plays match `id` to its end: `turn` makes one move of the player to move (each of
/// `players`) on the current table; the bot's own moves are its business.
async fn play_out<F, Fut>(bot: &Bot, id: i64, players: &[UserId], turn: F) -> usize
where
    F: Fn(UserId, SimMessage, usize) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut moves = 0;
    loop {
        let table = current_table(bot, id, PATIENCE).await;
        if stored(bot, id).4 {
            return moves;
        }
        match to_move(&table) {
            Some(mover) if players.contains(&mover) => {
                turn(mover, table, moves).await;
                moves += 1;
                assert!(moves < 200, "match {id} does not end");
            }
            // The bot is to move: it does so by itself.
            _ => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// One Clubbed turn: draws while nothing can be played, then the first playable card.
async fn clubbed_turn(bot: &Bot, mover: UserId, table: SimMessage) {
    let handle = bot
        .sim
        .click(mover, table.id, &button_by_prefix(&table, "ac:"))
        .await;
    handle.response().await;
    let mut panel = handle.message().await;
    loop {
        if let Some(label) = crate::clubbed::plays(&panel).first() {
            let done = bot
                .click(mover, &panel, &button_by_label(&panel, label))
                .await;
            assert!(done.content().contains("You played"), "{}", done.content());
            return;
        }
        let drew = bot
            .click(mover, &panel, &button_by_label(&panel, "Draw a card"))
            .await;
        assert!(drew.content().contains("You drew"), "{}", drew.content());
        panel = bot.message(&panel);
        if panel.buttons().is_empty() {
            return;
        }
    }
}

fn report(what: &str, weather: &Weather) {
    eprintln!(
        "{what}: faults injected {:?}; {} retries; invalid requests {}; post-limit 429s {}; \
         longest wait after a fault cleared {:.2} s",
        weather.injected,
        weather.retries,
        weather.invalid.len(),
        weather.post_limit_hits,
        weather.longest_wait_after_clear().as_secs_f64()
    );
}

/// Every write waits what Discord said and no more than a few seconds beyond.
fn assert_well_behaved(weather: &Weather) {
    assert!(
        weather.invalid.is_empty(),
        "requests sent before their wait: {:?}",
        weather.invalid
    );
    assert!(
        weather.injected.values().sum::<usize>() > 0,
        "the plan injected no fault"
    );
    let longest = weather.longest_wait_after_clear();
    assert!(
        longest < Duration::from_secs(6),
        "a write waited {longest:?} after its fault cleared"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_matches_of_four_games_at_once_through_discords_faults() {
    // Timed under its own load alone.
    let _room = crate::harness::alone().await;
    let bot = bot_in_bad_weather(35, 0.2, &["general", "tiles", "clubs"]).await;
    let [alice, bob, carol, dave, erin, fay] =
        ["alice", "bob", "carol", "dave", "erin", "fay"].map(|n| bot.sim.add_user(n));
    let general = bot.sim.channel("general");
    // Two matches share #general (its posts in order, under its post limit); the others
    // play against the bot in channels of their own.
    let clash = challenge_in(&bot, general, [alice, bob], "Clash", json!({"target": 1})).await;
    let duel = challenge_in(&bot, general, [carol, dave], "Duel", json!({"target": 3})).await;
    let tiles = practice_in(&bot, bot.sim.channel("tiles"), erin, "Tile Poker").await;
    let clubs = practice_in(&bot, bot.sim.channel("clubs"), fay, "Clubbed").await;

    let started = Instant::now();
    let (clash_players, duel_players) = ([alice, bob], [carol, dave]);
    let (tile_player, club_player) = ([erin], [fay]);
    let (clash_moves, duel_moves, tile_moves, club_moves) = tokio::join!(
        play_out(&bot, clash, &clash_players, |mover, table, n| {
            let bot = &bot;
            async move {
                assert_eq!(to_move(&table), Some(mover));
                crate::outbox::play(bot, &table, n).await;
            }
        }),
        play_out(&bot, duel, &duel_players, |mover, table, n| {
            let bot = &bot;
            async move {
                let label = if n % 2 == 0 {
                    "Keep on top"
                } else {
                    "Put on the bottom"
                };
                let done = bot
                    .click(mover, &table, &button_by_label(&table, label))
                    .await;
                assert_eq!(done.kind, 7, "{done:?}");
            }
        }),
        play_out(&bot, tiles, &tile_player, |mover, table, n| {
            let bot = &bot;
            async move {
                let panel = crate::tile_poker::open_panel(bot, mover, &table).await;
                crate::tile_poker::place(bot, mover, &panel, n, false).await;
            }
        }),
        play_out(&bot, clubs, &club_player, |mover, table, _| {
            let bot = &bot;
            async move { clubbed_turn(bot, mover, table).await }
        }),
    );
    // Everything owed is delivered.
    bot.sim
        .wait_for(PATIENCE, |_| (owed_posts(&bot) == 0).then_some(()))
        .await
        .expect("every post is delivered");
    for id in [clash, duel, tiles, clubs] {
        current_table(&bot, id, PATIENCE).await;
    }
    let elapsed = started.elapsed();

    // Exactly once: each post, and one table message per match.
    let posts = public_posts(&bot);
    for (content, n) in &posts {
        assert_eq!(*n, 1, "posted {n} times: {content}");
    }
    for (id, game) in [
        (clash, "Clash"),
        (duel, "Duel"),
        (tiles, "Tile Poker"),
        (clubs, "Clubbed"),
    ] {
        let head = format!("**{game} · Match #{id}**");
        let tables = bot
            .sim
            .messages()
            .into_iter()
            .filter(|m| m.content.starts_with(&head))
            .count();
        assert_eq!(tables, 1, "match {id} has {tables} table messages");
        let results = posts
            .keys()
            .filter(|c| c.starts_with(&format!("**Match #{id}**")) && c.contains("Rating"))
            .count()
            + posts
                .keys()
                .filter(|c| c.starts_with(&format!("**Match #{id}**")) && c.contains("Not rated"))
                .count();
        assert_eq!(results, 1, "match {id}: one result post");
    }

    let weather = bot.sim.weather();
    report("four games", &weather);
    eprintln!(
        "four games: {clash_moves} Clash, {duel_moves} Duel, {tile_moves} Tile Poker and \
         {club_moves} Clubbed moves by players in {elapsed:.1?}"
    );
    assert_well_behaved(&weather);
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_deferred_answer_of_a_burst_arrives_through_discords_faults() {
    // Timed under its own load alone.
    let _room = crate::harness::alone().await;
    // Forty matches' tosses and tables in one channel: without its post limit, or the
    // set-up alone would take a minute.
    let sim = Simulator::start_with(SimConfig {
        faults: Some(FaultPlan {
            posts_per_channel: None,
            ..FaultPlan::every_kind(36, 0.25)
        }),
        // A deferred answer's edit may wait out several faults: each hint's wait below.
        response_timeout: PATIENCE,
        ..SimConfig::default()
    })
    .await;
    // Whether a hint is deferred is a matter of time: the bot defers an answer not ready
    // after 1.5 s, and thinks through hints one fewer at a time than it has cores. On a
    // machine of many or fast cores a burst of forty could all be answered in time; on one
    // core the bot thinks one at a time, so a burst defers once its queue outlasts 1.5 s.
    let bot = Bot::start_on_one_cpu(sim, None).await;
    const HINTS: usize = 40;
    let mut panels: Vec<(UserId, SimMessage)> = Vec::new();
    for n in 0..HINTS {
        let a = bot.sim.add_user(&format!("a{n}"));
        let b = bot.sim.add_user(&format!("b{n}"));
        let id = challenge_in(&bot, bot.channel, [a, b], "Clash", json!({})).await;
        let table = current_table(&bot, id, PATIENCE).await;
        let mover = to_move(&table).expect("someone is to move");
        let opened = bot
            .sim
            .click(mover, table.id, &button_by_prefix(&table, "ac:"))
            .await;
        opened.response().await;
        panels.push((mover, opened.message().await));
    }
    // Each hint is a fresh search (a Clash set-up, some tens of milliseconds): a burst
    // asks every panel's hint at once, and should a fast core answer it all in time, the
    // next burst asks each one twice as often (a few bursts at most).
    let (mut deferred, mut answered, mut hints) = (0, 0, 0);
    for burst in 0..4 {
        let mut asked = tokio::task::JoinSet::new();
        for (mover, panel) in &panels {
            let hint = button_by_label(&bot.message(panel), "What would the bot do?");
            for _ in 0..1 << burst {
                let (sim, mover, panel, hint) = (bot.sim.clone(), *mover, panel.id, hint.clone());
                asked.spawn(async move {
                    let handle = sim.click(mover, panel, &hint).await;
                    let kind = handle.response().await.kind;
                    // A deferred answer is an edit of the panel, retried through the
                    // faults: the panel once this click's answer is on it.
                    let filled = handle.message().await;
                    (kind, filled.content.contains("What would the bot do?"))
                });
                hints += 1;
            }
        }
        while let Some(done) = asked.join_next().await {
            let (kind, filled) = done.expect("a hint");
            deferred += usize::from(kind == 6);
            answered += usize::from(filled);
        }
        eprintln!("burst {burst}: {hints} hints so far, {deferred} deferred");
        if deferred > 0 {
            break;
        }
    }
    let weather = bot.sim.weather();
    report("deferred answers", &weather);
    eprintln!("{hints} hints: {deferred} deferred, {answered} answered");
    assert_eq!(answered, hints, "every hint is answered");
    assert!(deferred > 0, "the bursts made the bot defer");
    assert_well_behaved(&weather);
    bot.assert_clean();
}
