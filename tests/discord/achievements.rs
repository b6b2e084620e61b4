//! Achievements end to end: a first rated win names "First win" in the match's result post
//! (one line, no post of its own), and `/achievements` shows it with its match, for its
//! winner and to anyone who names them.

use serde_json::json;

use crate::harness::{button_by_label, match_number, mention_after, to_move, wait_post, Bot};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_win_is_named_in_the_result_post_and_shown_by_achievements() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let toss = bot
        .challenge_accepted(alice, bob, "Duel", json!({ "target": 1 }))
        .await;
    let mut table = bot.choose(&toss, [alice, bob], "Choose first").await;
    let match_id = match_number(&table);
    let mut choices = 0;
    while let Some(mover) = to_move(&table) {
        let keep = button_by_label(&table, "Keep on top");
        bot.click(mover, &table, &keep).await;
        table = bot.message(&table);
        choices += 1;
        assert!(choices < 500, "the duel does not end");
    }
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
