//! Sharding through the real bot: Discord sends each guild's events, interactions included,
//! over the gateway session of the guild's shard, `(guild_id >> 22) % total_shards`. One
//! process runs every shard Discord recommends, or only a range of them, and then hosts the
//! guilds of those shards only.

use std::time::{Duration, Instant};

use serde_json::json;
use serenity::all::GatewayIntents;

use crate::harness::{button_by_label, current_table, to_move, Bot};
use crate::sim::{shard_of, GuildId, MessageId, SimConfig, Simulator, UserId};

/// serenity starts one shard every 5 s (Discord's identify limit), so the second shard of a
/// process connects about 5 s after the first.
const SHARDS_UP: Duration = Duration::from_secs(20);

/// A Duel challenged, accepted and begun in `guild`, and two choices made on its table.
async fn play_in(bot: &mut Bot, guild: GuildId, players: [UserId; 2]) {
    bot.channel = bot.sim.guild_channel(guild);
    let toss = bot
        .challenge_accepted(players[0], players[1], "Duel", json!({ "target": 5 }))
        .await;
    assert_eq!(
        toss.channel_id, bot.channel,
        "the toss is posted in the guild"
    );
    let mut table = bot.choose(&toss, players, "Choose first").await;
    for _ in 0..2 {
        let mover = to_move(&table).expect("a player to move");
        let keep = button_by_label(&table, "Keep on top");
        let done = bot.click(mover, &table, &keep).await;
        assert_eq!(done.kind, 7, "the choice updates the table: {done:?}");
        let before = table.content.clone();
        table = bot.message(&table);
        assert_ne!(table.content, before, "the move is on the table");
    }
}

/// A simulator that recommends `recommended` shards, with a guild on each of shards 0 and
/// 1 of 2, and four players.
async fn two_guilds(recommended: u64) -> (Simulator, [GuildId; 2], [UserId; 4]) {
    let sim = Simulator::start_with(SimConfig {
        recommended_shards: recommended,
        ..SimConfig::default()
    })
    .await;
    let zero = sim.add_guild_on_shard("Shard zero", 0, 2);
    let one = sim.add_guild_on_shard("Shard one", 1, 2);
    let players = ["alice", "bob", "carol", "dave"].map(|n| sim.add_user(n));
    (sim, [zero, one], players)
}

/// A process of a bot split over processes: shards `range` of 2, with its own database.
async fn shard_process(sim: &Simulator, range: &str) -> Bot {
    let config = "[discord]\ntotal_shards = 2\n";
    let env = [("DISCORD_GUILD_ID", ""), ("CLASH_SHARD_RANGE", range)];
    Bot::start_on(sim.clone(), Some(config), &env).await
}

/// Each interaction went over the session of the shard that owns its channel's guild.
fn assert_routed_by_guild(bot: &Bot, guilds: &[(GuildId, u64)], total: u64) {
    for (guild, shard) in guilds {
        let channel = bot.sim.guild_channel(*guild);
        let carried: Vec<[u64; 2]> = bot
            .sim
            .interaction_shards()
            .into_iter()
            .filter(|(_, c, _)| *c == channel)
            .map(|(_, _, s)| s)
            .collect();
        assert!(!carried.is_empty(), "guild {guild} had interactions");
        assert!(
            carried.iter().all(|s| *s == [*shard, total]),
            "guild {guild}'s interactions came over shard {shard} of {total}: {carried:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_shards_in_one_process_each_carry_their_guilds_games() {
    // Discord recommends 2 shards; "auto" (the default) runs them both in one process.
    let (sim, [zero, one], [alice, bob, carol, dave]) = two_guilds(2).await;
    let started = Instant::now();
    // Global commands: they serve every guild.
    let mut bot = Bot::start_on(sim, None, &[("DISCORD_GUILD_ID", "")]).await;
    bot.sim.wait_shards(0..=1, 2, SHARDS_UP).await;
    eprintln!(
        "two shards connected {:?} after the bot started",
        started.elapsed()
    );
    assert!(
        bot.sim
            .requests()
            .iter()
            .any(|r| r.path.ends_with("/gateway/bot")),
        "autosharding asks Discord for its recommended count"
    );
    bot.process
        .wait_for_line(
            "connecting: as many shards as Discord recommends",
            Duration::from_secs(1),
        )
        .await;
    // Each session got the guilds of its shard, and only those.
    let sessions = bot.sim.shard_sessions();
    assert_eq!(sessions.len(), 2, "{sessions:?}");
    for session in &sessions {
        let [id, total] = session.shard;
        assert_eq!(total, 2);
        assert!(session.live, "{session:?}");
        assert!(
            session.guilds.iter().all(|g| shard_of(*g, 2) == id),
            "{session:?}"
        );
    }
    assert!(sessions.iter().any(|s| s.guilds.contains(&zero)));
    assert!(sessions.iter().any(|s| s.guilds.contains(&one)));

    play_in(&mut bot, zero, [alice, bob]).await;
    play_in(&mut bot, one, [carol, dave]).await;
    assert_routed_by_guild(&bot, &[(zero, 0), (one, 1)], 2);
    bot.assert_clean();

    // SIGTERM stops both shards and the process cleanly.
    let term = Instant::now();
    bot.process.terminate();
    let status = bot
        .process
        .wait_exit(Duration::from_secs(10))
        .await
        .expect("the bot exits after SIGTERM");
    eprintln!("two shards stopped {:?} after SIGTERM", term.elapsed());
    assert!(status.success(), "{status:?}");
    bot.process
        .wait_for_line("stopped", Duration::from_secs(1))
        .await;
    bot.process.assert_no_line_contains("did not close in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_range_process_hosts_only_the_guilds_of_its_shards() {
    // Discord's recommendation is not asked: the range and total are configured.
    let sim = Simulator::start_with(SimConfig {
        recommended_shards: 1,
        ..SimConfig::default()
    })
    .await;
    let zero = sim.add_guild_on_shard("Shard zero", 0, 2);
    let one = sim.add_guild_on_shard("Shard one", 1, 2);
    let [carol, dave] = ["carol", "dave"].map(|n| sim.add_user(n));
    // The total from the shared file, the range from this process's environment (the
    // file's own `shard_range` key parses to the same setting: config.rs tests).
    let config = "[discord]\ntotal_shards = 2\n";
    let env = [("DISCORD_GUILD_ID", ""), ("CLASH_SHARD_RANGE", "1-1")];
    let mut bot = Bot::start_on(sim, Some(config), &env).await;
    bot.sim.wait_shards(1..=1, 2, SHARDS_UP).await;
    bot.process
        .wait_for_line("connecting: shard 1 of 2", Duration::from_secs(1))
        .await;

    let sessions = bot.sim.shard_sessions();
    assert_eq!(sessions.len(), 1, "only shard 1 connects: {sessions:?}");
    assert_eq!(sessions[0].shard, [1, 2]);
    assert!(sessions[0].guilds.contains(&one), "{sessions:?}");
    assert!(!sessions[0].guilds.contains(&zero), "{sessions:?}");
    assert!(
        bot.sim.serves(one) && !bot.sim.serves(zero),
        "guild zero's events have no session here: another process runs shard 0"
    );
    assert!(
        !bot.sim
            .requests()
            .iter()
            .any(|r| r.path.ends_with("/gateway/bot")),
        "a configured range does not ask for Discord's recommendation"
    );

    play_in(&mut bot, one, [carol, dave]).await;
    assert_routed_by_guild(&bot, &[(one, 1)], 2);
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_count_runs_that_many_shards_whatever_discord_recommends() {
    let sim = Simulator::start_with(SimConfig {
        recommended_shards: 1,
        ..SimConfig::default()
    })
    .await;
    let config = "[discord]\nshards = 2\n";
    let mut bot = Bot::start_on(sim, Some(config), &[]).await;
    bot.sim.wait_shards(0..=1, 2, SHARDS_UP).await;
    bot.process
        .wait_for_line("connecting: 2 shards", Duration::from_secs(1))
        .await;
    let sessions = bot.sim.shard_sessions();
    let shards: Vec<[u64; 2]> = sessions.iter().map(|s| s.shard).collect();
    assert_eq!(shards, [[0, 2], [1, 2]]);
    // Interactions only: no message, reaction or typing events to parse for nothing.
    assert!(
        sessions
            .iter()
            .all(|s| s.intents == GatewayIntents::GUILDS.bits()),
        "{sessions:?}"
    );
    assert!(
        !bot.sim
            .requests()
            .iter()
            .any(|r| r.path.ends_with("/gateway/bot")),
        "a configured count does not ask for Discord's recommendation"
    );
    bot.process.terminate();
    let status = bot.process.wait_exit(Duration::from_secs(10)).await;
    assert!(status.is_some_and(|s| s.success()), "{status:?}");
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_shard_count_request_ends_the_bot_with_the_reason() {
    // "auto" asks Discord for the count first; a wrong token is refused there (401), and
    // retrying cannot help, unlike a Discord that cannot be reached.
    let sim = Simulator::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut process = crate::sim::BotProcess::spawn(
        &sim,
        dir.path().join("clash.db"),
        &[("DISCORD_TOKEN", "not-the-token")],
    );
    let status = process
        .wait_exit(Duration::from_secs(10))
        .await
        .expect("the bot gives up");
    assert!(!status.success(), "{status:?}");
    process
        .wait_for_line(
            "Discord refused to give the bot's shard count (401 Unauthorized)",
            Duration::from_secs(1),
        )
        .await;
    let refused = sim.take_violations();
    assert!(
        refused.iter().all(|v| v.rule == "unauthorized"),
        "{refused:?}"
    );
}

/// The public messages of `channel` that are Match #`n`'s table: they carry its game's
/// buttons (`g<code>:<match>:…`).
fn tables_of_match(bot: &Bot, channel: crate::sim::ChannelId, n: i64) -> Vec<MessageId> {
    let mark = format!(":{n}:");
    bot.sim
        .public_messages(channel)
        .into_iter()
        .filter(|m| {
            m.custom_ids()
                .iter()
                .any(|c| c.starts_with('g') && c.contains(&mark))
        })
        .map(|m| m.id)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_two_databases_each_post_their_own_match_one() {
    // One bot split over two processes by shard, each with a database of its own: both
    // have a Match #1. Discord checks nonces per author, across channels, for minutes:
    // the two tables must not share one, or the second is answered with the first.
    let (sim, [zero, one], [alice, bob, carol, dave]) = two_guilds(1).await;
    let mut first = shard_process(&sim, "0-0").await;
    let mut second = shard_process(&sim, "1-1").await;
    sim.wait_shards(0..=1, 2, SHARDS_UP).await;
    // One after the other, so that each process's wait for its table sees only its own
    // guild's (Discord remembers a nonce for minutes: the second would still meet the
    // first's). The first's table is left at rest before the second starts.
    play_in(&mut first, zero, [alice, bob]).await;
    current_table(&first, 1, Duration::from_secs(10)).await;
    play_in(&mut second, one, [carol, dave]).await;
    current_table(&second, 1, Duration::from_secs(10)).await;
    for (bot, guild) in [(&first, zero), (&second, one)] {
        let channel = sim.guild_channel(guild);
        let tables = tables_of_match(bot, channel, 1);
        assert_eq!(
            tables.len(),
            1,
            "guild {guild}'s channel has its own Match #1 table: {:?}",
            sim.public_messages(channel)
                .iter()
                .map(|m| &m.content)
                .collect::<Vec<_>>()
        );
    }
    first.assert_clean();
    second.assert_clean();
}
