//! `/profile` end to end, in a French server with its pages on: a player with no match gets
//! a card that says so; after a rated Duel the card names the game's figures, in French, in
//! the picture's description, the post links to the player's page, and that page's link
//! preview is the same card, served as a PNG with its ETag.

use serde_json::json;

use crate::sim::{SimMessage, UserId};
use crate::web::{bot_with_pages, free_address, get, links, play_duel, toggle_pages};

/// The card's budget (the issue's goal).
const BUDGET: usize = 150 * 1024;

/// The profile card on a `/profile` reply: a readable PNG of the card's size, within the
/// budget; its description.
fn card_of(message: &SimMessage) -> String {
    assert!(!message.is_ephemeral(), "posted in the channel");
    let card = message
        .attachment("profile.png")
        .unwrap_or_else(|| panic!("no card: {:?}", message.attachments()));
    assert!(card.png_ok, "a readable PNG");
    assert_eq!(card.dimensions(), Some((800, 420)));
    assert!(card.size < BUDGET, "{} bytes", card.size);
    card.description.clone().expect("the card in words")
}

async fn profile(
    bot: &crate::harness::Bot,
    user: UserId,
    options: serde_json::Value,
) -> SimMessage {
    bot.say_message(user, "profile", options).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profile_posts_the_card_in_the_servers_language_and_the_player_page_previews_it() {
    let address = free_address();
    let bot = bot_with_pages(&address).await;
    let base = format!("http://{address}");
    let guild = bot.sim.guild_id().get();
    let admin = bot.sim.add_user("admin");
    let panel = toggle_pages(&bot, admin).await;
    let alice = bot.sim.add_user("Zoë");
    let bob = bot.sim.add_user("Łukasz");
    // Played in English (the helpers press English buttons), then the server turns French.
    play_duel(&bot, alice, bob).await;
    let open = bot.sim.click(admin, panel.id, "st:lg").await;
    open.response().await;
    let choice = open.message().await;
    let picked = bot.sim.select(admin, choice.id, "st:lp", &["fr"]).await;
    picked.response().await;
    picked.message().await;

    // No match yet: the card says so, and there is no page to link to.
    let none = profile(&bot, admin, json!({})).await;
    assert_eq!(none.content, format!("Carte de profil de <@{admin}>"));
    assert_eq!(
        card_of(&none),
        "Carte de profil de admin. Aucune partie classée pour l'instant."
    );
    assert!(links(&none.components).is_empty());

    // Bob asks for Alice's: hers, in the server's language, with her page.
    let card = profile(&bot, bob, json!({ "member": alice })).await;
    assert_eq!(card.content, format!("Carte de profil de <@{alice}>"));
    let words = card_of(&card);
    assert!(
        words.starts_with("Carte de profil de Zoë. Duel : cote "),
        "{words}"
    );
    assert!(words.contains("sur la dernière partie, #"), "{words}");
    assert!(words.contains(" sur 2, V-D-N "), "{words}");
    let page = format!("{base}/s/{guild}/players/{alice}");
    assert_eq!(links(&card.components), vec![page.clone()]);

    // The page's preview is the card, in the page's language, at an absolute address.
    let (status, html) = get(&page).await;
    assert_eq!(status, 200);
    let image = format!("{page}/card.png");
    assert!(
        html.contains(&format!(r#"<meta property="og:image" content="{image}">"#)),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta name="twitter:card" content="summary_large_image">"#),
        "{html}"
    );
    let client = reqwest::Client::new();
    let answer = client.get(&image).send().await.unwrap();
    assert_eq!(answer.status().as_u16(), 200);
    let headers = answer.headers().clone();
    assert_eq!(headers["content-type"], "image/png");
    assert_eq!(headers["cache-control"], "no-cache");
    let etag = headers["etag"].to_str().unwrap().to_string();
    let bytes = answer.bytes().await.unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n") && bytes.len() < BUDGET);
    let again = client
        .get(&image)
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 304);
    // A player with no page has no card either: the same 404.
    let (status, _) = get(&format!("{base}/s/{guild}/players/{admin}/card.png")).await;
    assert_eq!(status, 404);
    bot.assert_clean();
}
