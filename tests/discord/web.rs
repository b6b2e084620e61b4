//! The web pages through the real bot: a server's pages do not exist until its admin turns
//! them on in `/settings`; then its board, its players and its finished matches are there,
//! linked from Discord, with a hostile name shown as text.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::harness::{button_by_label, match_number, to_move, Bot};
use crate::sim::{SimMessage, UserId};

const MANAGE_GUILD: u64 = 1 << 5;
/// A player name that would run a script if a page did not escape it.
pub const HOSTILE: &str = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>";

/// A free port on loopback for the bot's pages.
pub fn free_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().to_string()
}

pub async fn get(url: &str) -> (u16, String) {
    let response = reqwest::get(url).await.unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

/// The bot with its pages on `address` (and that as their public address), once they answer.
pub async fn bot_with_pages(address: &str) -> Bot {
    let config = format!("[web]\nlisten = \"{address}\"\npublic_url = \"http://{address}\"\n");
    let bot = Bot::start_with_config(Some(&config)).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(answer) = reqwest::get(format!("http://{address}/static/site.css")).await {
            if answer.status() == 200 {
                return bot;
            }
        }
        assert!(Instant::now() < deadline, "the pages never answered");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// An admin turns the server's pages on (or off) in `/settings`; the panel after it.
pub async fn toggle_pages(bot: &Bot, admin: UserId) -> SimMessage {
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    let panel = bot.say_message(admin, "settings", json!({})).await;
    let label = if panel.content.contains("**Web pages**: on") {
        "Web pages: on"
    } else {
        "Web pages: off"
    };
    bot.press(admin, &panel, label).await
}

/// A whole Duel to 1 between `a` and `b`, each keeping their card on top; its number.
pub async fn play_duel(bot: &Bot, a: UserId, b: UserId) -> i64 {
    let toss = bot
        .challenge_accepted(a, b, "Duel", json!({ "target": 1 }))
        .await;
    let mut table = bot.choose(&toss, [a, b], "Choose first").await;
    let id = match_number(&table);
    let mut clicks = 0;
    while let Some(mover) = to_move(&table) {
        let keep = button_by_label(&table, "Keep on top");
        bot.click(mover, &table, &keep).await;
        table = bot.message(&table);
        clicks += 1;
        assert!(clicks < 500, "the duel does not end");
    }
    crate::harness::wait_post(bot, "📈 Ratings").await;
    id
}

/// Match `id`'s result post in the channel, once its ratings are in.
pub async fn result_post(bot: &Bot, id: i64) -> SimMessage {
    let (channel, head) = (bot.channel, format!("**Match #{id}**"));
    bot.sim
        .wait_for(Duration::from_secs(10), move |sim| {
            sim.public_messages(channel)
                .into_iter()
                .find(|m| m.content.starts_with(&head) && m.content.contains("📈 Ratings"))
        })
        .await
        .unwrap_or_else(|| panic!("no result post for match {id}"))
}

/// The link buttons' addresses in a message.
pub fn links(components: &[Value]) -> Vec<String> {
    components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["url"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_pages_appear_when_its_admin_turns_them_on_and_show_its_matches() {
    let address = free_address();
    let bot = bot_with_pages(&address).await;
    let base = format!("http://{address}");
    let guild = bot.sim.guild_id().get();
    let admin = bot.sim.add_user("admin");
    let alice = bot.sim.add_user(HOSTILE);
    let bob = bot.sim.add_user("bob");
    let id = play_duel(&bot, alice, bob).await;
    assert!(
        links(&result_post(&bot, id).await.components).is_empty(),
        "no link on a result while the pages are off"
    );

    // Off by default: the server's pages answer as an unknown server's.
    let (status, unknown) = get(&format!("{base}/s/1")).await;
    assert_eq!(status, 404);
    for path in [
        format!("/s/{guild}"),
        format!("/s/{guild}/matches/{id}"),
        format!("/s/{guild}/players/{}", bob.get()),
    ] {
        assert_eq!(
            get(&format!("{base}{path}")).await,
            (404, unknown.clone()),
            "{path}"
        );
    }
    let board = bot
        .say_message(
            bob,
            "leaderboard",
            json!({ "game": bot.choice("leaderboard", "game", "Duel") }),
        )
        .await;
    assert!(
        links(&board.components).is_empty(),
        "no link while the pages are off"
    );

    let panel = toggle_pages(&bot, admin).await;
    assert!(
        panel.content.contains("Web pages are on"),
        "{}",
        panel.content
    );
    assert!(
        panel.content.contains(&format!("{base}/s/{guild}")),
        "{}",
        panel.content
    );

    let (status, home) = get(&format!("{base}/s/{guild}")).await;
    assert_eq!(status, 200);
    assert!(home.contains("bob"), "{home}");
    assert!(
        !home.contains("<script>alert"),
        "the hostile name is escaped"
    );
    assert!(
        home.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{home}"
    );

    let (status, page) = get(&format!("{base}/s/{guild}/matches/{id}")).await;
    assert_eq!(status, 200);
    assert!(page.contains(&format!("Match #{id}")), "{page}");
    // The result as the last step words it (a duel may be won or, at the clash limit, drawn).
    assert!(
        page.contains("wins the match.") || page.contains("The match is drawn."),
        "{page}"
    );
    let (status, record) = get(&format!("{base}/s/{guild}/matches/{id}/record.json")).await;
    assert_eq!(status, 200);
    assert!(
        clash_bot::model::fairness::verify_json(&record).passed(),
        "the downloaded record verifies"
    );
    let (status, player) = get(&format!("{base}/s/{guild}/players/{}", bob.get())).await;
    assert_eq!(status, 200);
    assert!(
        player.contains(&format!("/s/{guild}/matches/{id}")),
        "{player}"
    );

    // Discord links to the pages now.
    let board = bot
        .say_message(
            bob,
            "leaderboard",
            json!({ "game": bot.choice("leaderboard", "game", "Duel") }),
        )
        .await;
    assert_eq!(
        links(&board.components),
        vec![format!("{base}/s/{guild}/boards/duel?season=all")]
    );
    let replay = bot.say_message(bob, "replay", json!({ "match": id })).await;
    assert_eq!(
        links(&replay.components),
        vec![format!("{base}/s/{guild}/matches/{id}")]
    );
    // Stepping keeps the link.
    let stepped = bot.press(bob, &replay, "▶").await;
    assert!(stepped.content.contains("step 1 of"), "{}", stepped.content);
    assert_eq!(links(&stepped.components), links(&replay.components));
    // A result played now links to its match's page.
    let next = play_duel(&bot, bob, alice).await;
    let result = result_post(&bot, next).await;
    assert_eq!(
        links(&result.components),
        vec![format!("{base}/s/{guild}/matches/{next}")]
    );
    for link in links(&board.components)
        .into_iter()
        .chain(links(&result.components))
    {
        assert_eq!(get(&link).await.0, 200, "{link}");
    }

    // Off again: gone again.
    toggle_pages(&bot, admin).await;
    assert_eq!(get(&format!("{base}/s/{guild}")).await, (404, unknown));
}

/// Where a test's screenshots go, for a person to look at after the run.
fn screenshot_path(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("web-{name}.png"))
}

/// The page's console errors (a blocked script or style would be one: the policy is strict).
async fn console_errors(browser: &crate::browser::Browser) -> Vec<String> {
    browser
        .console()
        .await
        .into_iter()
        .filter(|line| line.starts_with("SEVERE"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_home_leads_to_a_player_and_a_match_stepped_through_on_a_phone_and_a_desktop()
{
    let address = free_address();
    let bot = bot_with_pages(&address).await;
    let base = format!("http://{address}");
    let guild = bot.sim.guild_id().get();
    let admin = bot.sim.add_user("admin");
    let alice = bot.sim.add_user(HOSTILE);
    let bob = bot.sim.add_user("bob");
    let id = play_duel(&bot, alice, bob).await;
    toggle_pages(&bot, admin).await;

    let browser = crate::browser::Browser::start().await;
    for (width, height, name) in [(390, 844, "phone"), (1280, 900, "desktop")] {
        browser.set_viewport_size(width, height).await;
        browser.goto(&format!("{base}/s/{guild}")).await;
        assert_eq!(browser.title().await, "Leaderboards · clash-bot");
        // The hostile name is text on the page: no script ran, no element was made of it.
        let names = browser.find_all("td.name a").await;
        let mut texts = Vec::new();
        for n in &names {
            texts.push(n.text().await);
        }
        assert!(texts.iter().any(|t| t == HOSTILE), "{texts:?}");
        assert_eq!(browser.alert_text().await, None, "no alert opened");
        let injected = browser
            .execute(
                "return document.querySelectorAll('img[src=x], main script').length",
                &[],
            )
            .await;
        assert_eq!(injected, serde_json::json!(0));
        // Nothing wider than the screen: on a phone the tables scroll in their boxes.
        let overflow = browser
            .execute(
                "return document.documentElement.scrollWidth - window.innerWidth",
                &[],
            )
            .await;
        assert!(overflow.as_i64().unwrap_or(1) <= 0, "{name}: {overflow}");
        browser
            .save_screenshot(&screenshot_path(&format!("home-{name}")))
            .await;

        // Home → bob's page → the match.
        browser
            .find(
                "td.name a[href$='/players/{bob}']"
                    .replace("{bob}", &bob.get().to_string())
                    .as_str(),
            )
            .await
            .click()
            .await;
        browser.wait_for("h1", "bob", Duration::from_secs(5)).await;
        browser
            .save_screenshot(&screenshot_path(&format!("player-{name}")))
            .await;
        browser
            .find(&format!("a[href$='/matches/{id}']"))
            .await
            .click()
            .await;
        let heading = browser
            .wait_for("h2#step", "Step ", Duration::from_secs(5))
            .await;
        let last: usize = heading
            .text()
            .await
            .rsplit(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .expect("Step n of N");
        assert!(last > 0);
        // To the start, then step through to the end with the links and the arrow key.
        browser
            .find("nav.steps a[data-rel=first]")
            .await
            .click()
            .await;
        browser
            .wait_for(
                "h2#step",
                &format!("Step 0 of {last}"),
                Duration::from_secs(5),
            )
            .await;
        for step in 1..=last {
            if step % 2 == 1 {
                browser
                    .find("nav.steps a[data-rel=next]")
                    .await
                    .click()
                    .await;
            } else {
                browser
                    .execute(
                        "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}))",
                        &[],
                    )
                    .await;
            }
            browser
                .wait_for(
                    "h2#step",
                    &format!("Step {step} of {last}"),
                    Duration::from_secs(5),
                )
                .await;
        }
        assert!(browser
            .find_all("nav.steps a[data-rel=next]")
            .await
            .is_empty());
        browser
            .save_screenshot(&screenshot_path(&format!("match-{name}")))
            .await;
        assert_eq!(console_errors(&browser).await, Vec::<String>::new());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_running_tournaments_page_shows_a_result_played_in_discord_by_itself() {
    let address = free_address();
    let bot = bot_with_pages(&address).await;
    let base = format!("http://{address}");
    let guild = bot.sim.guild_id().get();
    let organiser = bot.sim.add_user("organiser");
    toggle_pages(&bot, organiser).await;
    let players = [bot.sim.add_user("carol"), bot.sim.add_user("dave")];
    let create = json!({
        "game": bot.choice("challenge", "game", "Duel"),
        "format": 0,
        "name": "Web Cup",
        "target": 1,
    });
    crate::tournament::signed_up(&bot, organiser, &players, create).await;
    let before = bot.sim.log_len();
    crate::tournament::tournament(&bot, organiser, "start", json!({ "tournament": 1 })).await;
    let round = bot
        .wait_public_since(before, "· round 1", "round 1 is posted")
        .await;
    let (m, a, _) = crate::tournament::matches_of(&round)[0];

    let browser = crate::browser::Browser::start().await;
    browser
        .goto(&format!("{base}/s/{guild}/tournaments/1"))
        .await;
    assert!(browser.title().await.contains("Web Cup"));
    browser
        .wait_for("td", "playing", Duration::from_secs(5))
        .await;
    // A result in Discord: the page, left alone, shows it (it polls every second).
    crate::tournament::resign(&bot, a, m).await;
    let resigned = Instant::now();
    browser.wait_for("td", "won", Duration::from_secs(5)).await;
    let shown = resigned.elapsed();
    eprintln!("the tournament page showed the result {shown:?} after the resignation's answer");
    browser
        .save_screenshot(&screenshot_path("tournament"))
        .await;
    assert_eq!(console_errors(&browser).await, Vec::<String>::new());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clash_matchs_live_page_never_shows_a_card_the_channel_does_not_see() {
    let address = free_address();
    let bot = bot_with_pages(&address).await;
    let base = format!("http://{address}");
    let guild = bot.sim.guild_id().get();
    let admin = bot.sim.add_user("admin");
    toggle_pages(&bot, admin).await;
    let (alice, bob, eve) = (
        bot.sim.add_user("alice"),
        bot.sim.add_user("bob"),
        bot.sim.add_user("eve"),
    );
    let mut table = crate::clash::start_match(&bot, alice, bob, 3).await;
    let id = match_number(&table);
    let live = format!("{base}/s/{guild}/live/{id}");
    let (status, list) = get(&format!("{base}/s/{guild}/live")).await;
    assert_eq!(status, 200);
    assert!(list.contains(&format!("/live/{id}")), "{list}");

    // Every page and revision fetched while the match is played.
    let mut pages = Vec::new();
    let mut moves = 0;
    while !table.content.contains("wins the match") {
        let (status, page) = get(&live).await;
        assert_eq!(status, 200, "{page}");
        assert!(page.contains("data-live"), "{page}");
        pages.push(page);
        let (status, _) = get(&format!("{live}/revision")).await;
        assert_eq!(status, 200);
        let (next, made) = crate::clash::play_one(&bot, &table, moves / 9, eve).await;
        table = next;
        moves += made;
        assert!(moves < 200, "the match does not end");
    }
    assert_eq!(
        get(&format!("{live}/revision")).await,
        (200, "over".to_string())
    );
    // Every card the channel was ever shown as revealed (what the table reveals).
    let mut public = BTreeSet::new();
    for post in bot.sim.log() {
        if post.visibility == Some(crate::sim::Visibility::Public) {
            for line in post.text().lines() {
                if line.contains("reveals") || line.contains("answers") || line.contains(" ⟵ ") {
                    public.extend(crate::harness::cards_in(line));
                }
            }
        }
    }
    let held = crate::clash::clash_holdings(&bot, id);
    let hidden: BTreeSet<_> = held
        .values()
        .flatten()
        .filter(|c| !public.contains(c))
        .collect();
    assert!(!hidden.is_empty(), "some cards were never revealed");
    let mut revealed_shown = BTreeSet::new();
    for page in &pages {
        let shown = crate::harness::cards_in(page);
        revealed_shown.extend(shown.iter().copied());
        for card in &shown {
            assert!(
                public.contains(card),
                "the live page shows unrevealed {card}: {page}"
            );
        }
    }
    assert!(
        !revealed_shown.is_empty(),
        "the live pages show the revealed sets: the scan looked at cards"
    );
    eprintln!(
        "{} live pages fetched over {moves} moves showed {} revealed cards; {} cards never revealed, none shown",
        pages.len(),
        revealed_shown.len(),
        hidden.len()
    );
}
