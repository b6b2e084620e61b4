//! Seasons through the real bot: an organiser starts a season (a member without Manage
//! Server is refused), a match counts in it, the next season's start posts its placements,
//! and then the board is empty for the new season and full for the old one and all time;
//! the `season` option is suggested per server.

use serde_json::{json, Value};

use crate::leaderboard::Bot;
use crate::sim::UserId;

/// A /season subcommand's callback.
async fn season(bot: &Bot, user: UserId, sub: &str, options: Value) -> crate::sim::Callback {
    bot.sim
        .slash(user, bot.channel, "season", json!({ sub: options }))
        .await
        .response()
        .await
}

/// The season names the bot suggests while `user` types `typed` into /leaderboard's option.
async fn suggested(bot: &Bot, user: UserId, typed: &str) -> Vec<(String, String)> {
    let handle = bot
        .sim
        .autocomplete(
            user,
            bot.channel,
            "leaderboard",
            json!({"game": bot.clash, "season": typed}),
            "season",
        )
        .await;
    let response = handle.response().await;
    assert_eq!(response.kind, 8, "{response:?}");
    response.data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_string(),
                c["value"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_organiser_starts_seasons_and_each_has_its_own_board() {
    let bot = Bot::start().await;
    let admin = bot.sim.add_user("admin");
    let member = bot.sim.add_user("member");
    let (p0, p1) = (bot.sim.add_user("player00"), bot.sim.add_user("player01"));
    // Manage Server is 1 << 5; the member has no permission at all.
    bot.sim.set_member(admin, &[], 1 << 5);
    bot.sim.set_member(member, &[], 0);

    let refused = season(&bot, member, "start", json!({"name": "Season 1"})).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("Only organisers"),
        "{}",
        refused.content()
    );
    let list = bot.say(member, "season", json!({"list": {}})).await;
    assert!(list.content.contains("no seasons yet"), "{}", list.content);

    let before = bot.sim.log_len();
    let started = season(&bot, admin, "start", json!({"name": "Season 1"})).await;
    assert!(!started.is_ephemeral(), "{}", started.content());
    bot.wait_public_since(before, "🆕 **Season 1** starts now", "the start is posted")
        .await;

    // A match in Season 1: its result post names the season.
    let post = bot.one_move_then_resign(p0, p1).await;
    assert!(
        post.content.contains(&format!(
            "📈 Ratings (Season 1): <@{p0}> 1500 → 1662 (+162) · <@{p1}> 1500 → 1338 (-162)"
        )),
        "{}",
        post.content
    );

    // Season 2: Season 1's placements, then the new start.
    let before = bot.sim.log_len();
    season(
        &bot,
        admin,
        "start",
        json!({"name": "Season 2", "soft_reset": true}),
    )
    .await;
    let over = bot
        .wait_public_since(before, "🏁 **Season 1** is over", "the end is posted")
        .await;
    assert!(
        over.content.contains("final placements"),
        "{}",
        over.content
    );
    let placements = bot
        .wait_public_since(
            before,
            "🏅 **Clash** · final top 2 of Season 1",
            "placements",
        )
        .await;
    let lines: Vec<&str> = placements.content.lines().skip(1).collect();
    assert!(
        lines[0].starts_with("🥇 `  1.` ") && lines[0].contains(&format!("<@{p0}> (player00)")),
        "{}",
        placements.content
    );
    assert!(lines[1].starts_with("🥈 ") && lines[1].contains(&format!("<@{p1}>")));
    let new = bot
        .wait_public_since(before, "🆕 **Season 2** starts now", "the new start")
        .await;
    assert!(new.content.contains("Soft reset"), "{}", new.content);

    // The running season's board is empty; Season 1's and all time's hold both players.
    let current = bot.say(p0, "leaderboard", json!({"game": bot.clash})).await;
    assert!(
        current.content.contains("· Season 2")
            && current.content.contains("Nobody is on this board yet"),
        "{}",
        current.content
    );
    for (option, name) in [
        ("Season 1", "Season 1"),
        ("season 1", "Season 1"),
        ("all", "all time"),
    ] {
        let board = bot
            .say(
                p0,
                "leaderboard",
                json!({"game": bot.clash, "season": option}),
            )
            .await;
        assert!(
            board
                .content
                .contains(&format!("· {name} · page 1 of 1 · 2 players")),
            "{option}: {}",
            board.content
        );
    }
    // The board's buttons carry its season.
    let old = bot
        .say(
            p0,
            "leaderboard",
            json!({"game": bot.clash, "season": "Season 1"}),
        )
        .await;
    assert!(
        old.custom_ids()
            .iter()
            .all(|id| id.starts_with("lb:clash:1:")),
        "{:?}",
        old.custom_ids()
    );
    let unknown = bot
        .sim
        .slash(
            p0,
            bot.channel,
            "leaderboard",
            json!({"game": bot.clash, "season": "Season 9"}),
        )
        .await
        .response()
        .await;
    assert!(
        unknown.is_ephemeral() && unknown.content().contains("no season called **Season 9**"),
        "{}",
        unknown.content()
    );
    let stats = bot.say(p0, "stats", json!({})).await;
    assert!(
        stats.content.contains("no rated games in Season 2"),
        "{}",
        stats.content
    );
    let stats = bot.say(p0, "stats", json!({"season": "Season 1"})).await;
    assert!(
        stats.content.contains("📊 **Clash** · Season 1")
            && stats.content.contains("rank **#1** of 2"),
        "{}",
        stats.content
    );
    let history = bot.say(p1, "history", json!({"season": "all"})).await;
    assert!(
        history.content.contains("1500 → 1338 (-162)"),
        "{}",
        history.content
    );

    // The option suggests this server's seasons, newest first and marked, then all time.
    assert_eq!(
        suggested(&bot, p0, "").await,
        [
            ("Season 2 (running)".to_string(), "Season 2".to_string()),
            ("Season 1".to_string(), "Season 1".to_string()),
            ("All time".to_string(), "all".to_string()),
        ]
    );
    assert_eq!(
        suggested(&bot, p0, "1").await,
        [("Season 1".to_string(), "Season 1".to_string())]
    );

    // The list, and the end of Season 2 (nobody on its boards).
    let list = bot.say(member, "season", json!({"list": {}})).await;
    assert!(
        list.content.contains("**Season 2** · running since")
            && list.content.contains("· soft reset")
            && list.content.contains("**Season 1** · <t:"),
        "{}",
        list.content
    );
    let before = bot.sim.log_len();
    season(&bot, admin, "end", json!({})).await;
    let ended = bot
        .wait_public_since(before, "🏁 **Season 2** is over", "the end")
        .await;
    assert!(
        ended.content.contains("Nobody was on its boards")
            && ended.content.contains("No season runs now"),
        "{}",
        ended.content
    );
    let board = bot.say(p0, "leaderboard", json!({"game": bot.clash})).await;
    assert!(
        board
            .content
            .contains("· all time · page 1 of 1 · 2 players"),
        "{}",
        board.content
    );

    bot.process.assert_healthy();
    bot.sim.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn season_end_says_where_its_placements_are() {
    let bot = Bot::start().await;
    let admin = bot.sim.add_user("admin");
    let (p0, p1) = (bot.sim.add_user("player00"), bot.sim.add_user("player01"));
    bot.sim.set_member(admin, &[], 1 << 5);
    season(&bot, admin, "start", json!({"name": "Season 1"})).await;
    bot.one_move_then_resign(p0, p1).await;

    let before = bot.sim.log_len();
    let ended = season(&bot, admin, "end", json!({})).await;
    let reply = ended.content();
    // The answer stands on its own: no line ends waiting for what comes after it.
    assert!(
        reply.starts_with("🏁 **Season 1** is over")
            && reply.contains("Its final placements follow, one post per game (Clash)")
            && reply.contains("`/leaderboard` shows them again with `season:` set to **Season 1**")
            && reply.contains("No season runs now")
            && !reply.lines().any(|l| l.trim_end().ends_with(':')),
        "{reply}"
    );
    let placements = bot
        .wait_public_since(
            before,
            "🏅 **Clash** · final top 2 of Season 1",
            "the placements follow",
        )
        .await;
    assert!(
        placements.content.contains(&format!("<@{p0}> (player00)")),
        "{}",
        placements.content
    );
    bot.process.assert_healthy();
    bot.sim.assert_no_violations();
}
