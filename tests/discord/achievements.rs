//! Achievements end to end: a first rated win names "First win" in the match's result post
//! (one line, no post of its own), and `/achievements` shows it with its match, for its
//! winner and to anyone who names them; a server that turned the line off in `/settings`
//! gets none, and the achievement is earned all the same.

use serde_json::json;

use crate::harness::{button_by_label, match_number, mention_after, to_move, wait_post, Bot};

use crate::sim::{SimConfig, Simulator, UserId};

const MANAGE_GUILD: u64 = 1 << 5;

/// Plays a Duel to 1 between `a` and `b`, keeping every card on top; returns its number.
async fn duel_to_one(bot: &Bot, a: UserId, b: UserId) -> i64 {
    let toss = bot
        .challenge_accepted(a, b, "Duel", json!({ "target": 1 }))
        .await;
    let mut table = bot.choose(&toss, [a, b], "Choose first").await;
    let match_id = match_number(&table);
    let mut choices = 0;
    while let Some(mover) = to_move(&table) {
        let keep = button_by_label(&table, "Keep on top");
        bot.click(mover, &table, &keep).await;
        table = bot.message(&table);
        choices += 1;
        assert!(choices < 500, "the duel does not end");
    }
    match_id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_win_is_named_in_the_result_post_and_shown_by_achievements() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let match_id = duel_to_one(&bot, alice, bob).await;
    let end = wait_post(&bot, "📈 Ratings").await;
    assert!(end.content.contains("wins the duel"), "{}", end.content);
    let line = end
        .content
        .lines()
        .find(|l| l.starts_with("🏅 New achievements: "))
        .unwrap_or_else(|| panic!("no achievements line: {}", end.content));
    let winner = mention_after(line, ": First win");
    // A Duel to 1 is won without the opponent winning a clash.
    assert!(line.ends_with(": First win, Flawless duel"), "{line}");
    let posts = bot
        .sim
        .public_messages(bot.channel)
        .iter()
        .filter(|m| m.content.contains("New achievements"))
        .count();
    assert_eq!(posts, 1, "one line in the result post, no post of its own");

    let own = bot.say(winner, "achievements", json!({})).await;
    assert!(own.accepted(), "{own:?}");
    let text = own.content();
    assert!(text.contains("**First win**"), "{text}");
    assert!(text.contains(&format!("Match #{match_id}")), "{text}");
    // Two players on the server, one with it.
    assert!(text.contains("(50% of players)"), "{text}");
    let loser = if winner == alice { bob } else { alice };
    let named = bot
        .say(loser, "achievements", json!({ "member": winner }))
        .await;
    assert!(named.content().contains("**First win**"), "{named:?}");
    let stats = bot.say(winner, "stats", json!({})).await;
    assert!(
        stats
            .content()
            .contains("🏅 Achievements: 2 of 17, the rarest First win (50% of players)"),
        "{stats:?}"
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_turned_the_line_off_gets_no_line_but_the_achievement() {
    let sim = Simulator::start_with(SimConfig::default()).await;
    let admin = sim.add_user("admin");
    sim.set_member(admin, &[], MANAGE_GUILD);
    let bot = Bot::start_on(sim, None, &[]).await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");

    let handle = bot
        .sim
        .slash(admin, bot.channel, "settings", json!({}))
        .await;
    handle.response().await;
    let panel = handle.message().await;
    assert!(
        panel
            .content
            .contains("**Achievements in result posts**: named — default"),
        "{}",
        panel.content
    );
    let open = bot.sim.click(admin, panel.id, "st:lg").await;
    open.response().await;
    let screen = open.message().await;
    let off = bot.sim.click(admin, screen.id, "st:ac").await;
    off.response().await;
    let panel = off.message().await;
    assert!(
        panel
            .content
            .contains("Result posts no longer name achievements")
            && panel
                .content
                .contains("**Achievements in result posts**: not named — this server"),
        "{}",
        panel.content
    );

    let match_id = duel_to_one(&bot, alice, bob).await;
    let end = wait_post(&bot, "📈 Ratings").await;
    assert!(!end.content.contains("🏅"), "{}", end.content);
    let (a, b) = (
        bot.say(alice, "achievements", json!({})).await,
        bot.say(bob, "achievements", json!({})).await,
    );
    let won = if a.content().contains("**First win**") {
        a
    } else {
        b
    };
    assert!(
        won.content().contains(&format!("Match #{match_id}")),
        "{won:?}"
    );
    bot.assert_clean();
}
