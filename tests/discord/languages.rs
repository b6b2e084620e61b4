//! Who reads which language, through the real bot: a German-speaking player's private
//! answers are in German while the channel's posts are in the server's language: at first
//! the server's own Discord language (Japanese), then French once an admin picks it in
//! `/settings` (whose panel the admin reads in their own English).

use std::time::Duration;

use serde_json::json;

use crate::harness::Bot;
use crate::sim::{Fault, SimConfig, Simulator, UserId};

const MANAGE_GUILD: u64 = 1 << 5;

/// A public reply of `/name`, checked public.
async fn public(bot: &Bot, user: UserId, name: &str, options: serde_json::Value) -> String {
    let callback = bot.say(user, name, options).await;
    assert!(
        callback.accepted() && !callback.is_ephemeral(),
        "/{name}: {callback:?}"
    );
    callback.content().to_string()
}

/// A private reply of `/name`, checked private.
async fn private(bot: &Bot, user: UserId, name: &str, options: serde_json::Value) -> String {
    let callback = bot.say(user, name, options).await;
    assert!(callback.is_ephemeral(), "/{name}: {callback:?}");
    callback.content().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_player_reads_german_privately_and_the_channel_reads_the_servers_language() {
    let sim = Simulator::start_with(SimConfig::default()).await;
    sim.set_guild_locale(sim.guild_id(), "ja");
    let admin = sim.add_user("admin");
    sim.set_member(admin, &[], MANAGE_GUILD);
    let player = sim.add_user("spieler");
    sim.set_member(player, &[], 0);
    sim.set_locale(player, "de");
    let bot = Bot::start_on(sim, None, &[]).await;
    let clash = bot.choice("leaderboard", "game", "Clash");

    // The server's own Discord language, before any choice.
    let board = public(&bot, player, "leaderboard", json!({ "game": clash })).await;
    assert!(board.contains("Clash ランキング"), "{board}");
    assert!(!board.contains("leaderboard"), "{board}");

    // The admin picks French for the server's posts, on a panel in their own English.
    let handle = bot
        .sim
        .slash(admin, bot.channel, "settings", json!({}))
        .await;
    assert!(handle.response().await.is_ephemeral());
    let panel = handle.message().await;
    assert!(
        panel
            .content
            .contains("**Language**: Discord server language — default"),
        "{}",
        panel.content
    );
    let open = bot.sim.click(admin, panel.id, "st:lg").await;
    open.response().await;
    let choice = open.message().await;
    assert!(
        choice
            .content
            .contains("The language of this server's posts"),
        "{}",
        choice.content
    );
    let picked = bot.sim.select(admin, choice.id, "st:lp", &["fr"]).await;
    picked.response().await;
    let panel = picked.message().await;
    assert!(
        panel
            .content
            .contains("✅ This server's posts are now in Français."),
        "{}",
        panel.content
    );
    assert!(
        panel
            .content
            .contains("**Language**: Français — this server"),
        "{}",
        panel.content
    );

    // The channel reads French; the German player's own answers stay German.
    let board = public(&bot, player, "leaderboard", json!({ "game": clash })).await;
    assert!(board.contains("Classement Clash"), "{board}");
    assert!(
        board.contains("Personne n'est encore dans ce classement"),
        "{board}"
    );
    assert!(
        board.contains("`/défier`"),
        "the French command name: {board}"
    );
    let seasons = public(&bot, player, "season", json!({ "list": {} })).await;
    assert!(
        seasons.contains("Ce serveur n'a encore aucune saison"),
        "{seasons}"
    );
    let stats = public(&bot, player, "stats", json!({})).await;
    assert!(
        stats.contains("Tu n'as encore aucune partie classée"),
        "{stats}"
    );
    let refused = private(
        &bot,
        player,
        "leaderboard",
        json!({ "game": clash, "season": "Nope" }),
    )
    .await;
    assert_eq!(
        refused,
        "Dieser Server hat keine Saison namens **Nope**: Wähle eine aus der Liste oder `all` für alle Zeiten."
    );
    let refused = private(&bot, player, "record", json!({ "match": 999 })).await;
    assert_eq!(refused, "Es gibt keine Partie #999.");
    let refused = private(
        &bot,
        player,
        "season",
        json!({ "start": { "name": "Frühling" } }),
    )
    .await;
    assert!(
        refused.starts_with("Das können nur Organisatoren"),
        "{refused}"
    );
    // An English reader's refusal in the same French server is English.
    let refused = private(&bot, admin, "record", json!({ "match": 999 })).await;
    assert_eq!(refused, "There is no Match #999.");

    // A rated match: its game-over post, delivered by the outbox, carries French ratings.
    let opponent = bot.sim.add_user("adversaire");
    bot.sim.set_member(opponent, &[], 0);
    let boards = crate::leaderboard::Bot::on(bot);
    let over = boards.one_move_then_resign(player, opponent).await;
    assert!(over.content.contains("📈 Cotes : "), "{}", over.content);
    let board = public(&boards, player, "leaderboard", json!({ "game": clash })).await;
    assert!(
        board.contains("Classement Clash") && board.contains("2 joueurs"),
        "{board}"
    );
    let bot: &Bot = &boards;

    // Back to the server's own language: Japanese again.
    let handle = bot
        .sim
        .slash(admin, bot.channel, "settings", json!({}))
        .await;
    handle.response().await;
    let panel = handle.message().await;
    let open = bot.sim.click(admin, panel.id, "st:lg").await;
    open.response().await;
    let choice = open.message().await;
    let picked = bot.sim.select(admin, choice.id, "st:lp", &["server"]).await;
    picked.response().await;
    let board = public(bot, player, "leaderboard", json!({ "game": clash })).await;
    assert!(board.contains("Clash ランキング"), "{board}");
    bot.assert_clean();
}

/// Every text of a message: its content and its buttons' labels.
fn texts(message: &crate::sim::SimMessage) -> Vec<String> {
    let mut out = vec![message.content.clone()];
    out.extend(message.buttons().into_iter().filter_map(|b| b.label));
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_duel_by_a_german_and_a_japanese_player_in_a_french_server() {
    use crate::harness::{english_in, mentions, to_move};
    use crate::sim::Visibility;
    let sim = Simulator::start_with(SimConfig::default()).await;
    sim.set_guild_locale(sim.guild_id(), "fr");
    let (de, ja) = (sim.add_user("spieler"), sim.add_user("senshu"));
    for (user, locale) in [(de, "de"), (ja, "ja")] {
        sim.set_member(user, &[], 0);
        sim.set_locale(user, locale);
    }
    let bot = Bot::start_on(sim, None, &[]).await;
    let start = bot.sim.log_len();
    let toss = bot
        .challenge_accepted(de, ja, "Duel", json!({ "target": 2 }))
        .await;
    assert!(
        toss.content.contains("le tirage au sort"),
        "{}",
        toss.content
    );
    let mut table = bot.choose(&toss, [de, ja], "Choisir en premier").await;
    assert!(table.content.contains("Partie n°"), "{}", table.content);

    // Each player's own texts are theirs: Resign asks first, a click out of turn.
    let resign = table
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("rs:"))
        .expect("Resign");
    let asked = bot.click(de, &table, &resign).await;
    assert!(asked.content().contains("aufgeben?"), "{}", asked.content());
    let asked = bot.click(ja, &table, &resign).await;
    assert!(
        asked.content().contains("投了しますか"),
        "{}",
        asked.content()
    );

    let mut moves = 0;
    while let Some(mover) = to_move(&table) {
        let waiter = if mover == de { ja } else { de };
        let choices: Vec<String> = table
            .custom_ids()
            .into_iter()
            .filter(|id| id.starts_with("gd:"))
            .collect();
        let refused = bot.click(waiter, &table, &choices[0]).await;
        let theirs = if waiter == de {
            "ist am Zug, nicht du"
        } else {
            "の手番です"
        };
        assert!(refused.is_ephemeral(), "{refused:?}");
        assert!(refused.content().contains(theirs), "{}", refused.content());
        bot.click(mover, &table, &choices[moves % 2]).await;
        table = bot.message(&table);
        moves += 1;
        assert!(moves < 500, "the duel does not end");
    }
    let end = crate::harness::wait_post(&bot, "📈 ").await;
    assert!(end.content.contains("Cotes"), "{}", end.content);

    // No English in any of it: the channel's posts (French), each player's own (theirs).
    let mut private = 0;
    for posted in bot.sim.log_since(start) {
        let Some(message) = posted.message_id.and_then(|id| bot.sim.message(id)) else {
            continue;
        };
        for text in texts(&message) {
            assert_eq!(english_in(&text), None, "English left in {text}");
            match message.visibility {
                Visibility::Public => assert!(
                    mentions(&text).iter().all(|&u| u == de || u == ja),
                    "{text}"
                ),
                Visibility::Ephemeral(_) | Visibility::Dm(_) => private += 1,
            }
        }
    }
    assert!(private >= 4, "each player's own texts were seen: {private}");
    bot.assert_clean();
}

/// Issue 55 (4): a post is worded when it is sent, in the server's language of that
/// moment, not when the change that owes it is committed. A resignation's result, held
/// back by Discord (the channel rate-limited) while an admin picks French, goes out in
/// French; no English result is ever posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_held_back_while_the_server_picks_french_is_posted_in_french() {
    let bot = Bot::start().await;
    let admin = bot.sim.add_user("admin");
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    let (alice, bob) = (bot.sim.add_user("alice"), bot.sim.add_user("bob"));
    let toss = bot.challenge_accepted(alice, bob, "Duel", json!({})).await;
    let id = crate::harness::match_number(&toss);
    let winner = crate::harness::mention_after(&toss.content, "wins the toss");
    let first = toss.buttons()[0].custom_id.clone().unwrap();
    bot.click(winner, &toss, &first).await;
    let table = crate::harness::current_table(&bot, id, Duration::from_secs(10)).await;
    let resign = crate::harness::button_by_label(&table, "Resign");
    let ask = bot.sim.click(bob, table.id, &resign).await;
    ask.response().await;
    let confirm_panel = ask.message().await;
    let confirm = crate::harness::button_by_prefix(&confirm_panel, "rk:");
    // The channel's next write waits 6 s: the result is owed, in no language yet.
    bot.sim.inject([Fault::RateLimited { retry_after: 6.0 }]);
    let done = bot.click(bob, &confirm_panel, &confirm).await;
    assert!(
        done.content().contains("You resigned"),
        "{}",
        done.content()
    );

    let panel = bot
        .sim
        .slash(admin, bot.channel, "settings", json!({}))
        .await
        .message()
        .await;
    let open = bot.sim.click(admin, panel.id, "st:lg").await;
    open.response().await;
    let choice = open.message().await;
    let picked = bot.sim.select(admin, choice.id, "st:lp", &["fr"]).await;
    picked.response().await;
    let panel = picked.message().await;
    assert!(
        panel.content.contains("now in Français"),
        "{}",
        panel.content
    );

    let resigned = format!("<@{bob}> a abandonné.");
    let result = bot
        .sim
        .wait_for(Duration::from_secs(20), |sim| {
            sim.public_messages(bot.channel)
                .into_iter()
                .find(|m| m.id != table.id && m.content.contains(&resigned))
        })
        .await
        .expect("the result is posted in French");
    assert!(
        result.content.contains(&format!("Partie n° {id}")),
        "{}",
        result.content
    );
    for message in bot.sim.public_messages(bot.channel) {
        assert!(
            !message.content.contains(&format!("<@{bob}> resigned")),
            "an English result: {}",
            message.content
        );
    }
    bot.assert_clean();
}
