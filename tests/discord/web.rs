//! The web pages through the real bot: a server's pages do not exist until its admin turns
//! them on in `/settings`; then its board, its players and its finished matches are there,
//! linked from Discord, with a hostile name shown as text. A running match's live pages,
//! fetched at every move of a whole match of each game, never show a card its table hides,
//! and in a browser the live page follows the moves by itself.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Display;
use std::time::{Duration, Instant};

use clash_bot::cards::Card;
use clash_bot::model::AnyTable;
use clash_bot::rules::Seat;
use serde_json::{json, Value};

use crate::harness::{button_by_label, button_by_prefix, holdings, match_number, to_move, Bot};
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
    // The record (its seed and salt deal every card) is its players', from `/record` in
    // Discord: the page says so and offers no download; the deal commitment stays public.
    let (status, _) = get(&format!("{base}/s/{guild}/matches/{id}/record.json")).await;
    assert_eq!(status, 404);
    assert!(page.contains(&format!("/record match:{id}")), "{page}");
    assert!(!page.contains("record.json"), "{page}");
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
pub(crate) fn screenshot_path(name: &str) -> std::path::PathBuf {
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

/// What the table of a running match has shown everybody so far, and what it still hides,
/// by the rules (its stored log replayed): the truth the live pages are scanned against.
pub struct Known<C> {
    /// Every card that was face up for everybody at some point.
    pub public: BTreeSet<C>,
    /// The cards of the game nobody at the table has seen face up.
    pub hidden: BTreeSet<C>,
}

impl<C: Ord> Known<C> {
    /// From the cards each seat's view showed face up (`public`, as [`holdings`] reads
    /// them) and the cards of the game that could be hidden.
    pub fn of(public: HashMap<Seat, BTreeSet<C>>, cards: impl IntoIterator<Item = C>) -> Self {
        let public: BTreeSet<C> = public.into_values().flatten().collect();
        let hidden = cards.into_iter().filter(|c| !public.contains(c)).collect();
        Known { public, hidden }
    }
}

/// Playing cards as a page writes them (`A♠`), or as codes (`AS`) standing alone.
pub(crate) fn cards_on_page(text: &str) -> BTreeSet<Card> {
    let mut cards = crate::harness::cards_in(text);
    cards.extend(
        crate::harness::codes_in(text)
            .iter()
            .filter_map(|code| code.parse::<Card>().ok()),
    );
    cards
}

/// The `alt` texts of a page's pictures.
fn alt_texts(page: &str) -> Vec<String> {
    page.split(" alt=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// A running match's pages, fetched before every move and scanned for the cards its table
/// hides: its live page (the table's picture's alt text included), the table's picture,
/// the revision its page polls (the page's stream of events) and the server's live list.
pub struct LiveScan<C> {
    base: String,
    live: String,
    id: i64,
    /// The cards a text shows, as the game writes them.
    read: fn(&str) -> BTreeSet<C>,
    fetched: usize,
    /// The answers 429 (over the budget of one client) waited out.
    throttled: usize,
    looks: usize,
    pictures: usize,
    alts: usize,
    /// The public cards the pages showed.
    shown: BTreeSet<C>,
    /// The cards that were hidden while the pages were fetched.
    hidden: BTreeSet<C>,
}

impl<C: Ord + Clone + Display> LiveScan<C> {
    pub fn new(bot: &Bot, address: &str, id: i64, read: fn(&str) -> BTreeSet<C>) -> Self {
        let base = format!("http://{address}/s/{}", bot.sim.guild_id().get());
        LiveScan {
            live: format!("{base}/live/{id}"),
            base,
            id,
            read,
            fetched: 0,
            throttled: 0,
            looks: 0,
            pictures: 0,
            alts: 0,
            shown: BTreeSet::new(),
            hidden: BTreeSet::new(),
        }
    }

    /// Fetches `url`; its status and body. A scan fetches faster than a person reads, so
    /// past the pages' budget for one client (429) it waits a moment and asks again.
    async fn fetch(&mut self, url: &str) -> (u16, Vec<u8>) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let response = reqwest::get(url).await.unwrap();
            let status = response.status().as_u16();
            if status == 429 && Instant::now() < deadline {
                self.throttled += 1;
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
            self.fetched += 1;
            return (status, response.bytes().await.unwrap().to_vec());
        }
    }

    /// Fetches a text page, which must answer 200.
    async fn text(&mut self, url: &str) -> String {
        let (status, body) = self.fetch(url).await;
        let body = String::from_utf8(body).unwrap();
        assert_eq!(status, 200, "{url}: {body}");
        body
    }

    /// Fetches every page of the running match, then checks that none shows a card the
    /// table has not shown everybody (`known` reads what it has, once the pages are in).
    pub async fn look(&mut self, known: impl FnOnce() -> Known<C>) {
        let page = self.text(&self.live.clone()).await;
        assert!(page.contains("data-live"), "{page}");
        let revision = self.text(&format!("{}/revision", self.live)).await;
        assert!(revision.parse::<i64>().is_ok(), "running: {revision}");
        let list = self.text(&format!("{}/live", self.base)).await;
        assert!(list.contains(&format!("/live/{}\"", self.id)), "{list}");
        // The table's picture: there when the page shows it (Tile Poker, Shape Clash).
        let (status, picture) = self.fetch(&format!("{}/table.png", self.live)).await;
        let pictured = page.contains("/table.png?r=");
        assert_eq!(status, if pictured { 200 } else { 404 }, "{page}");
        if pictured {
            assert!(picture.starts_with(b"\x89PNG"), "a PNG");
            self.pictures += 1;
        }
        let alts = alt_texts(&page);
        assert_eq!(alts.is_empty(), !pictured, "{page}");
        self.alts += alts.len();
        let known = known();
        assert!(known.public.is_disjoint(&known.hidden));
        let texts = [
            ("live page", &page),
            ("revision", &revision),
            ("live list", &list),
        ];
        let alts = alts.iter().map(|alt| ("alt text", alt));
        for (what, text) in texts.into_iter().chain(alts) {
            for card in (self.read)(text) {
                assert!(
                    known.public.contains(&card),
                    "the {what} of match {} shows {card}, which the table never showed: {text}",
                    self.id
                );
                self.shown.insert(card);
            }
        }
        self.hidden.extend(known.hidden);
        self.looks += 1;
    }

    /// The finished match's page at every step (`?step=`), the alt texts of its pictures,
    /// every step's picture and the film, and the record's address: none shows a card
    /// that was not face up for everybody during the match (`known`, read once it is
    /// over). Its hands at the end, a Clash set-up, Clubbed's hands added to the stores
    /// stay hidden; the record (seed and salt) is not served.
    pub async fn finished(&mut self, known: Known<C>, game: &str) {
        let public = &known.public;
        let page = format!("{}/matches/{}", self.base, self.id);
        let last_page = self.text(&page).await;
        let last: usize = last_page
            .split("data-step=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{game}: the page names its step: {last_page}"));
        let (mut steps, mut shown) = (0, BTreeSet::new());
        for step in 0..=last {
            let text = self.text(&format!("{page}?step={step}")).await;
            assert!(text.contains(&format!("data-step=\"{step}\"")), "{text}");
            let alts = alt_texts(&text);
            if !alts.is_empty() {
                let (status, picture) = self.fetch(&format!("{page}/steps/{step}")).await;
                assert_eq!(status, 200, "{game}: step {step}'s picture");
                assert!(picture.starts_with(b"\x89PNG"), "a PNG");
            }
            for (what, text) in
                std::iter::once(("page", &text)).chain(alts.iter().map(|a| ("alt text", a)))
            {
                for card in (self.read)(text) {
                    assert!(
                        public.contains(&card),
                        "the finished {game} match {}'s {what} at step {step} shows {card}, which its channel never showed: {text}",
                        self.id
                    );
                    shown.insert(card);
                }
            }
            steps += 1;
        }
        for download in ["record.json", "film.gif"] {
            let (status, body) = self.fetch(&format!("{page}/{download}")).await;
            match (download, status) {
                ("film.gif", 200) => assert!(body.starts_with(b"GIF8"), "{game}: a GIF"),
                (_, status) => assert_eq!(status, 404, "{game}: {download}"),
            }
        }
        assert!(
            !shown.is_empty(),
            "{game}: the finished pages showed public cards"
        );
        eprintln!(
            "{game}: the finished match's {steps} steps showed {} public cards; {} cards never shown, none on its pages",
            shown.len(),
            known.hidden.len()
        );
    }

    /// After the match: its revision says so; the scan saw public cards on the pages and
    /// had hidden ones to miss. Prints the figures.
    pub async fn finish(mut self, game: &str) {
        let revision = self.text(&format!("{}/revision", self.live)).await;
        assert_eq!(revision, "over");
        assert!(
            !self.shown.is_empty(),
            "{game}: the live pages showed public cards: the scan looked at cards"
        );
        assert!(
            !self.hidden.is_empty(),
            "{game}: some cards were hidden while the pages were fetched"
        );
        eprintln!(
            "{game}: {} pages fetched at {} moves ({} table pictures, {} alt texts; {} answers 429 waited out) showed {} public cards; {} cards hidden meanwhile, none shown",
            self.fetched,
            self.looks,
            self.pictures,
            self.alts,
            self.throttled,
            self.shown.len(),
            self.hidden.len()
        );
    }
}

/// Plays a running match to its end from `table`, one `step` at a time (a step makes a
/// move and returns the table after it), scanning its pages before every move.
async fn scan_match<C: Ord + Clone + Display>(
    bot: &Bot,
    address: &str,
    mut table: SimMessage,
    read: fn(&str) -> BTreeSet<C>,
    known: impl Fn(i64) -> Known<C>,
    mut step: impl AsyncFnMut(UserId, &SimMessage) -> SimMessage,
    game: &str,
) {
    let id = match_number(&table);
    let mut scan = LiveScan::new(bot, address, id, read);
    while let Some(mover) = to_move(&table) {
        scan.look(|| known(id)).await;
        table = step(mover, &table).await;
        assert!(scan.looks < 400, "{game}: the match does not end");
    }
    scan.finished(known(id), game).await;
    scan.finish(game).await;
}

/// A turn taken from the table's Play button: the mover's private panel, then `turn` on it;
/// the table once it shows the turn.
pub(crate) async fn panel_turn(
    bot: &Bot,
    mover: UserId,
    table: &SimMessage,
    turn: impl AsyncFnOnce(SimMessage),
) -> SimMessage {
    let act = button_by_prefix(table, "ac:");
    let panel = crate::tile_poker::open_panel(bot, mover, table).await;
    turn(panel).await;
    bot.wait_change(table, &act).await
}

/// The bot with its pages on, and two players and an outsider.
async fn with_pages() -> (String, Bot, [UserId; 3]) {
    let address = free_address();
    let bot = bot_with_pages(&address).await;
    let admin = bot.sim.add_user("admin");
    toggle_pages(&bot, admin).await;
    let users = ["alice", "bob", "eve"].map(|name| bot.sim.add_user(name));
    (address, bot, users)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clash_matchs_live_pages_never_show_a_card_the_table_does_not() {
    let (address, bot, [alice, bob, eve]) = with_pages().await;
    let table = crate::clash::start_match(&bot, alice, bob, 3).await;
    let mut moves = 0;
    // Public: the sets revealed and the answers; hidden: the cards held, never shown.
    let known = |id| {
        let log = bot.stored_log(id, |t| match t {
            AnyTable::Clash(t) => Some(t),
            _ => None,
        });
        let public = holdings(&log, |view: &clash_bot::rules::clash::ClashView| {
            let exchanges = view.public.exchanges.iter();
            exchanges
                .flat_map(|e| e.set.iter().chain(e.answer.iter().flat_map(|a| &a.cards)))
                .copied()
                .collect()
        });
        // A round's last answer is posted as the round ends, never kept on the table.
        let mut public = public;
        let posted = bot
            .sim
            .log()
            .into_iter()
            .filter(|post| post.visibility == Some(crate::sim::Visibility::Public));
        public
            .entry(Seat::A)
            .or_default()
            .extend(posted.flat_map(|post| crate::harness::cards_in(&post.text())));
        let held = crate::clash::clash_holdings(&bot, id);
        Known::of(public, held.into_values().flatten())
    };
    let step = async |_, table: &SimMessage| {
        let (next, made) = crate::clash::play_one(&bot, table, moves / 9, eve).await;
        moves += made;
        next
    };
    scan_match(&bot, &address, table, cards_on_page, known, step, "clash").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clubbed_matchs_live_pages_never_show_a_card_the_table_does_not() {
    let (address, bot, [alice, bob, _]) = with_pages().await;
    let toss = bot
        .challenge_accepted(alice, bob, "Clubbed", json!({}))
        .await;
    let table = bot.choose(&toss, [alice, bob], "Play first").await;
    // Public: the cards face up on the stack; hidden: every other card (hands, stock).
    let known = |id| {
        let log = bot.stored_log(id, |t| match t {
            AnyTable::Clubbed(t) => Some(t),
            _ => None,
        });
        Known::of(holdings(&log, crate::clubbed::face_up), Card::all())
    };
    let step = async |mover, table: &SimMessage| {
        let turn = async |panel| {
            crate::clubbed::play_turn(&bot, mover, panel, |plays| plays.first().cloned()).await;
        };
        panel_turn(&bot, mover, table, turn).await
    };
    scan_match(&bot, &address, table, cards_on_page, known, step, "clubbed").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duels_live_pages_never_show_a_card_the_table_does_not() {
    let (address, bot, [alice, bob, _]) = with_pages().await;
    let toss = bot
        .challenge_accepted(alice, bob, "Duel", json!({ "target": 2 }))
        .await;
    let table = bot.choose(&toss, [alice, bob], "Choose first").await;
    // Public: the cards revealed in the clashes; hidden: the rest of both libraries,
    // face down for their owners too.
    let known = |id| {
        let log = bot.stored_log(id, |t| match t {
            AnyTable::Duel(t) => Some(t),
            _ => None,
        });
        Known::of(holdings(&log, crate::duel::face_up), Card::all())
    };
    // Keeping a card on top twice forces it to the bottom: both choices, in turn.
    let mut choices = 0;
    let step = async |mover, table: &SimMessage| {
        choices += 1;
        let pick = ["Keep on top", "Put on the bottom"][choices % 2];
        bot.click(mover, table, &button_by_label(table, pick)).await;
        bot.message(table)
    };
    scan_match(&bot, &address, table, cards_on_page, known, step, "duel").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tile_poker_matchs_live_pages_never_show_a_tile_of_the_pool() {
    let (address, bot, [alice, bob, _]) = with_pages().await;
    let toss = bot
        .challenge_accepted(alice, bob, "Tile Poker", json!({}))
        .await;
    let table = bot.choose(&toss, [alice, bob], "Place first").await;
    // Both hands and the board are public; the pool is face down (what is drawn from it
    // next included) until a tile comes into a hand.
    let known = |id| {
        let log = bot.stored_log(id, |t| match t {
            AnyTable::TilePoker(t) => Some(t),
            _ => None,
        });
        let public = holdings(
            &log,
            |view: &clash_bot::rules::tile_poker::TilePokerView| {
                let board = view.public.board.placements().iter().map(|p| p.tile);
                let hands = view.public.hands.a.iter().chain(&view.public.hands.b);
                board.chain(hands.copied()).collect()
            },
        );
        Known::of(public, Card::all())
    };
    let mut turns = 0;
    let step = async |mover, table: &SimMessage| {
        turns += 1;
        let turn = async |panel| {
            crate::tile_poker::place(&bot, mover, &panel, turns, false).await;
        };
        panel_turn(&bot, mover, table, turn).await
    };
    scan_match(
        &bot,
        &address,
        table,
        cards_on_page,
        known,
        step,
        "tile poker",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shape_clash_matchs_live_pages_never_show_a_complete_held_or_in_a_pile() {
    use clash_bot::rules::shape_clash::{ShapeCard, ShapeClashView};
    let (address, bot, [alice, bob, _]) = with_pages().await;
    let toss = bot
        .challenge_accepted(alice, bob, "Shape Clash", json!({ "target": 1 }))
        .await;
    let table = bot.choose(&toss, [alice, bob], "Open the first deal").await;
    // Singles come in four copies, so only a Complete (each unique) can be told apart:
    // public once played on the board; hidden in a hand or a face-down pile.
    let name = |card: ShapeCard| card.as_complete().map(|c| c.to_string());
    let known = |id| {
        let log = bot.stored_log(id, |t| match t {
            AnyTable::ShapeClash(t) => Some(t),
            _ => None,
        });
        let public = holdings(&log, |view: &ShapeClashView| {
            let public = &view.public;
            let last = public.last_turn.iter().flat_map(|t| &t.plays);
            let plays = public.this_turn.iter().chain(last);
            let played = plays.flat_map(|mv| mv.cards());
            public
                .completes
                .top
                .into_iter()
                .chain(played)
                .filter_map(name)
                .collect()
        });
        Known::of(public, ShapeCard::all().filter_map(name))
    };
    let step = async |mover, table: &SimMessage| {
        let turn = async |panel| {
            crate::shape_clash::take_turn(&bot, mover, table, panel).await;
        };
        panel_turn(&bot, mover, table, turn).await
    };
    let read = crate::shape_clash::completes_in;
    scan_match(&bot, &address, table, read, known, step, "shape clash").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_live_duel_page_follows_the_moves_made_in_discord_by_itself() {
    let (address, bot, [alice, bob, _]) = with_pages().await;
    let toss = bot
        .challenge_accepted(alice, bob, "Duel", json!({ "target": 3 }))
        .await;
    let table = bot.choose(&toss, [alice, bob], "Choose first").await;
    let id = match_number(&table);
    let guild = bot.sim.guild_id().get();
    let browser = crate::browser::Browser::start().await;
    browser
        .goto(&format!("http://{address}/s/{guild}/live/{id}"))
        .await;
    browser
        .wait_for(
            "ul.plain li",
            "(chooses first): choosing…",
            Duration::from_secs(5),
        )
        .await;
    // The moves in Discord; the page, left alone, shows each (it polls its revision every
    // second and reloads itself when it changes).
    let mut table = table;
    for shown in ["(chooses first): puts it at the bottom", "Clash 1: "] {
        let mover = to_move(&table).expect("a clash of a match to 3 is not its last");
        bot.click(mover, &table, &button_by_label(&table, "Put on the bottom"))
            .await;
        table = bot.message(&table);
        let moved = Instant::now();
        browser
            .wait_for("main", shown, Duration::from_secs(10))
            .await;
        eprintln!(
            "the live page showed {shown:?} {:?} after the move",
            moved.elapsed()
        );
    }
    assert!(browser.title().await.contains(&format!("Match #{id} live")));
    browser.save_screenshot(&screenshot_path("live-duel")).await;
    assert_eq!(console_errors(&browser).await, Vec::<String>::new());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_whose_admin_picks_french_has_french_pages() {
    let address = free_address();
    let bot = bot_with_pages(&address).await;
    let base = format!("http://{address}");
    let guild = bot.sim.guild_id().get();
    let admin = bot.sim.add_user("admin");
    let panel = toggle_pages(&bot, admin).await;
    let (status, board) = get(&format!("{base}/s/{guild}/boards/clash")).await;
    assert_eq!(status, 200);
    assert!(board.contains("Clash leaderboard"), "{board}");

    let open = bot.sim.click(admin, panel.id, "st:lg").await;
    open.response().await;
    let choice = open.message().await;
    let picked = bot.sim.select(admin, choice.id, "st:lp", &["fr"]).await;
    picked.response().await;
    picked.message().await;

    let (status, board) = get(&format!("{base}/s/{guild}/boards/clash")).await;
    assert_eq!(status, 200);
    assert!(board.contains(r#"<html lang="fr">"#), "{board}");
    assert!(board.contains("Classement Clash"), "{board}");
    assert!(!board.contains("Clash leaderboard"), "{board}");
    let (_, japanese) = get(&format!("{base}/s/{guild}/boards/clash?lang=ja")).await;
    assert!(japanese.contains("Clash ランキング"), "{japanese}");
}
