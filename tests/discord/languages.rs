//! Who reads which language, through the real bot: a German-speaking player's private
//! answers are in German while the channel's posts are in the server's language: at first
//! the server's own Discord language (Japanese), then French once an admin picks it in
//! `/settings` (whose panel the admin reads in their own English).

use serde_json::json;

use crate::harness::Bot;
use crate::sim::{SimConfig, Simulator, UserId};

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
        stats.contains("Vous n'avez encore aucune partie classée"),
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
