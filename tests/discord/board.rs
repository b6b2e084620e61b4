//! Playing on the board (issue 53) through the real bot, the simulator's OAuth2 and a
//! headless Chromium: a player signs in with Discord and plays their own seat of each game
//! to the end by clicking what a person clicks on the seat page, against a player in
//! Discord (or in a second browser); each move is seen on the other side (a move in the
//! browser on the channel's table, a move in Discord on the page, by its event stream).
//! Every page, answer and event of a seat is kept and, once the match's log says which
//! cards were where, scanned for a card that seat never saw; a third member is sent to the
//! public table. Forged moves (no session, another player's, a stale control, cross-site,
//! signed out, expired, another server's address) are refused with nothing changed; the
//! Activity runs in a harness standing in for Discord's client, served at the bot's origin
//! by a small proxy; a bot killed mid-match comes back under a page that carries on.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Display;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clash_bot::cards::Card;
use clash_bot::model::AnyTable;
use clash_bot::rules::{Action, Game, LoggedAction, MoveLog, Seat, Table};
use reqwest::header::{COOKIE, ORIGIN};
use serde_json::{json, Value};

use crate::browser::Browser;
use crate::harness::{
    button_by_label, button_by_prefix, button_with, current_table, holdings, match_number, stored,
    to_move, Bot,
};
use crate::sim::{SimMessage, Simulator, UserId};
use crate::web::{free_address, toggle_pages};

/// How long a move may take to show on the other side before the test fails (the goal is
/// 1 s; this is a bound for a loaded machine, not a measure).
const SHOWN_WITHIN: Duration = Duration::from_secs(15);

/// The bot with sign-in and its server's pages on (the Activity too when `activity`),
/// reached at `base` (the bot itself, or the proxy in front of it).
struct Board {
    bot: Bot,
    base: String,
    guild: u64,
    /// The proxy serving the Activity's harness at the bot's origin, when there is one.
    _proxy: Option<tokio::task::JoinHandle<()>>,
}

impl Board {
    async fn start(activity: bool) -> Board {
        let sim = Simulator::start().await;
        let address = free_address();
        let (base, proxy) = if activity {
            let (base, task) = proxy::start(format!("http://{address}")).await;
            (base, Some(task))
        } else {
            (format!("http://{address}"), None)
        };
        sim.register_redirect(&format!("{base}/signin/back"));
        let config = format!(
            "[web]\nlisten = \"{address}\"\npublic_url = \"{base}\"\nclient_id = \"{}\"\n\
             activity = {activity}\n",
            sim.client_id()
        );
        let secret = sim.client_secret();
        let bot = Bot::start_on(sim, Some(&config), &[("DISCORD_CLIENT_SECRET", &secret)]).await;
        wait_pages(&format!("http://{address}")).await;
        let admin = bot.sim.add_user("admin");
        toggle_pages(&bot, admin).await;
        let guild = bot.sim.guild_id().get();
        Board {
            bot,
            base,
            guild,
            _proxy: proxy,
        }
    }

    fn seat_url(&self, id: i64) -> String {
        format!("{}/s/{}/play/{id}", self.base, self.guild)
    }

    /// Kills the bot and starts it again on the same database, config and secret.
    async fn restart(&mut self) {
        let bot = &mut self.bot;
        bot.process.kill().await;
        let n = bot.sim.ready_count();
        let config = bot.db.parent().unwrap().join("test-config.toml");
        let secret = bot.sim.client_secret();
        bot.process = crate::sim::BotProcess::spawn_program_on(
            std::path::Path::new(env!("CARGO_BIN_EXE_clash-bot")),
            &["run", "--config", config.to_str().unwrap()],
            &bot.sim,
            &bot.db,
            &[("DISCORD_CLIENT_SECRET", &secret)],
            crate::sim::Cpus::All,
        );
        bot.sim.wait_commands_registered_for_ready(n + 1).await;
    }
}

async fn wait_pages(base: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(answer) = reqwest::get(format!("{base}/static/site.css")).await {
            if answer.status() == 200 {
                return;
            }
        }
        assert!(Instant::now() < deadline, "the pages never answered");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// What the seat page's script is watched by: every answer its `fetch` gets (the page
/// fetched again after an event, a control's answer) is kept in `window.__seen`, and
/// `window.__posts` counts the controls' answers once the page has swapped them in.
const HOOK: &str = r#"
if (!window.__hooked) {
  window.__hooked = true;
  window.__seen = [];
  window.__posts = 0;
  const f = window.fetch.bind(window);
  window.fetch = async function (url, options) {
    const r = await f(url, options);
    const text = await r.clone().text();
    window.__seen.push(text);
    if (options && options.method === 'POST') setTimeout(() => { window.__posts++; }, 50);
    return r;
  };
}
return window.__posts;
"#;

/// Marks what a person would click next on the seat's panel (`data-pick`), `arguments[0]`
/// tries in: a confirmation first (a success button), then a menu's options, then the
/// other buttons (never resign); a menu of several picks gets its first chips ticked and
/// its send button. With `arguments[1]` (menus first, for Clash's panels, where the menu
/// is the move and the buttons beside it are other ways to it: Type it, Back, Start
/// over), a menu of several picks comes before those buttons and gets as many chips
/// ticked as its legend asks for (`Choose 4 cards`), a window of them further along after
/// each refusal. What was marked, or null when the panel offers nothing.
const PICK: &str = r#"
const tried = arguments[0], menusFirst = !!arguments[1];
document.querySelectorAll('[data-pick], [data-send]').forEach(e => {
  e.removeAttribute('data-pick');
  e.removeAttribute('data-send');
});
const panel = document.getElementById('seat-panel');
if (!panel) return null;
const enabled = sel => [...panel.querySelectorAll(sel)].filter(e => !e.disabled);
const success = enabled('form.control button.success');
const choices = enabled('form.pick button.choice');
const others = enabled('form.control button').filter(b =>
  !b.classList.contains('success') && !b.classList.contains('danger'));
const click = list => {
  const b = list[tried % list.length];
  b.setAttribute('data-pick', '1');
  return { kind: 'click', label: b.textContent.trim(), of: list.length };
};
const first = menusFirst ? success.concat(choices) : success.concat(choices, others);
if (first.length) return click(first);
const chips = [...panel.querySelectorAll('form.pick label.chip')]
  .filter(l => !l.querySelector('input').disabled);
if (chips.length) {
  const form = chips[0].closest('form');
  const legend = form.querySelector('legend');
  const asked = menusFirst && legend && /\d+/.exec(legend.textContent);
  let ticked;
  if (asked) {
    const n = Math.min(Number(asked[0]), chips.length);
    const start = tried % (chips.length - n + 1);
    ticked = chips.slice(start, start + n);
  } else {
    ticked = chips.slice(0, 1 + (tried % chips.length));
  }
  // A chip is clicked to tick it (and, menus first, to untick one left over).
  chips.forEach(l => {
    const checked = l.querySelector('input').checked;
    const change = menusFirst ? ticked.includes(l) !== checked : ticked.includes(l) && !checked;
    if (change) l.setAttribute('data-pick', '1');
  });
  form.querySelector('button.btn').setAttribute('data-send', '1');
  return { kind: 'chips', label: String(ticked.length), of: chips.length };
}
if (others.length) return click(others);
return null;
"#;

/// A player's seat in their own browser, signed in through Discord's (the simulator's)
/// OAuth2, and everything it was sent, kept for the privacy scan.
struct BrowserSeat {
    browser: Browser,
    user: UserId,
    seat: Seat,
    /// Pages, answers and events this seat was sent, each with the number of moves the
    /// match had made once it was read (what the seat may have seen by then).
    texts: Vec<(usize, String)>,
    db: std::path::PathBuf,
    id: i64,
    /// The seat's event stream, read beside the page with its own cookie.
    events: Arc<Mutex<String>>,
    reader: tokio::task::JoinHandle<()>,
    /// Moves this seat made in the browser.
    moves: usize,
    /// Whether the panel's menus come before its other buttons (see [`PICK`]).
    menus_first: bool,
}

impl Drop for BrowserSeat {
    fn drop(&mut self) {
        self.reader.abort();
    }
}

impl BrowserSeat {
    /// `user` opens match `id`'s seat page: sent to sign in, to Discord's authorize page
    /// and back to the seat.
    async fn open(board: &Board, user: UserId, seat: Seat, id: i64) -> BrowserSeat {
        let browser = Browser::start().await;
        browser.set_viewport_size(390, 844).await;
        board.bot.sim.sign_in_as(user);
        let url = board.seat_url(id);
        browser.goto(&url).await;
        browser.find("[data-seat]").await;
        assert_eq!(browser.url().await, url, "signed in and back at the seat");
        BrowserSeat::attach(board, browser, user, seat, id).await
    }

    /// A seat page open in `browser` (or in the frame it looks at), followed from now on.
    async fn attach(
        board: &Board,
        browser: Browser,
        user: UserId,
        seat: Seat,
        id: i64,
    ) -> BrowserSeat {
        let url = board.seat_url(id);
        let cookie = browser
            .cookie("clash_session")
            .await
            .expect("a session cookie");
        let events = Arc::new(Mutex::new(String::new()));
        let reader = tokio::spawn(read_events(format!("{url}/events"), cookie, events.clone()));
        let mut me = BrowserSeat {
            browser,
            user,
            seat,
            texts: Vec::new(),
            db: board.bot.db.clone(),
            id,
            events,
            reader,
            moves: 0,
            menus_first: false,
        };
        me.keep().await;
        me
    }

    /// The page as it is and the answers its script got since the last call, kept.
    async fn keep(&mut self) {
        self.browser.execute(HOOK, &[]).await;
        let seen = self
            .browser
            .execute(
                "const s = window.__seen || []; window.__seen = []; return s;",
                &[],
            )
            .await;
        let mut texts: Vec<String> = seen
            .as_array()
            .into_iter()
            .flatten()
            .map(|text| text.as_str().unwrap_or_default().to_string())
            .collect();
        texts.push(self.browser.source().await);
        let moves = moves_made(&self.db, self.id);
        self.texts
            .extend(texts.into_iter().map(|text| (moves, text)));
    }

    /// The revision the page shows.
    async fn revision(&self) -> Option<String> {
        let now = self
            .browser
            .execute(
                "const s = document.querySelector('[data-seat]'); \
                 return s ? s.getAttribute('data-revision') : null;",
                &[],
            )
            .await;
        now.as_str().map(str::to_string)
    }

    /// Waits until the page, left alone, shows match `id` as stored (its revision).
    async fn shows(&mut self, bot: &Bot, id: i64) {
        let want = stored(bot, id).1.to_string();
        let deadline = Instant::now() + SHOWN_WITHIN;
        while self.revision().await.as_deref() != Some(want.as_str()) {
            assert!(
                Instant::now() < deadline,
                "the seat page never showed revision {want}: {}",
                self.browser.source().await
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        self.keep().await;
    }

    /// One move of match `id` on the board: clicks through the panel (a step, another
    /// step) until the match changes, trying another control after a refusal.
    async fn play(&mut self, bot: &Bot, id: i64) {
        let before = stored(bot, id);
        let mut tried = 0;
        for _ in 0..40 {
            self.browser.execute(HOOK, &[]).await;
            let pick = self
                .browser
                .execute(PICK, &[json!(tried), json!(self.menus_first)])
                .await;
            assert!(
                !pick.is_null(),
                "the seat to move has nothing to click: {}",
                self.browser.source().await
            );
            let posts = self
                .browser
                .execute(
                    "document.querySelector('[data-seat]').setAttribute('data-old', '1'); \
                     return window.__posts;",
                    &[],
                )
                .await;
            if pick["kind"] == "chips" {
                for chip in self.browser.find_all("label.chip[data-pick]").await {
                    chip.click().await;
                }
                self.browser.find("button[data-send]").await.click().await;
            } else {
                self.browser.find("[data-pick]").await.click().await;
            }
            self.answered(posts.as_i64().unwrap_or(0)).await;
            self.keep().await;
            let now = stored(bot, id);
            if now.1 != before.1 {
                assert_eq!(now.0, before.0 + 1, "a click made one move");
                self.moves += 1;
                return;
            }
            let refused = self
                .browser
                .execute(
                    "return !!document.querySelector('#seat-mine p.notice');",
                    &[],
                )
                .await;
            if refused == json!(true) {
                tried += 1;
            }
        }
        panic!("no move made on the board: {}", self.browser.source().await);
    }

    /// Waits for the answer to a control: counted and swapped in.
    async fn answered(&self, posts: i64) {
        let deadline = Instant::now() + SHOWN_WITHIN;
        loop {
            let done = self
                .browser
                .execute(
                    "return (window.__posts || 0) > arguments[0] && \
                     !document.querySelector('[data-seat][data-old]');",
                    &[json!(posts)],
                )
                .await;
            if done == json!(true) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the control was never answered: {}",
                self.browser.source().await
            );
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// Everything this seat was sent: its pages and answers, and its event stream.
    fn all_texts(&self) -> Vec<(usize, String)> {
        let mut texts = self.texts.clone();
        let moves = moves_made(&self.db, self.id);
        texts.push((moves, self.events.lock().unwrap().clone()));
        texts
    }
}

/// The moves match `id` has made, as stored.
fn moves_made(db: &std::path::Path, id: i64) -> usize {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("SELECT move_count FROM matches WHERE id = ?1", [id], |r| {
        r.get::<_, i64>(0)
    })
    .unwrap() as usize
}

/// Reads a seat's event stream into `into` until it ends (or the task is aborted); a
/// stream cut (the bot restarting) is opened again.
async fn read_events(url: String, cookie: String, into: Arc<Mutex<String>>) {
    let http = reqwest::Client::new();
    loop {
        if let Ok(mut answer) = http
            .get(&url)
            .header(COOKIE, format!("clash_session={cookie}"))
            .send()
            .await
        {
            if answer.status() == 200 {
                while let Ok(Some(chunk)) = answer.chunk().await {
                    into.lock()
                        .unwrap()
                        .push_str(&String::from_utf8_lossy(&chunk));
                }
                if into.lock().unwrap().contains("data: over") {
                    return;
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A page's text without its pictures' `data:` addresses (base64 could spell a card code).
fn without_pictures(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("data:image/") {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let end = tail.find('"').unwrap_or(tail.len());
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

/// Checks that no text a seat was sent shows a card it had not seen by then (`seen`, by
/// the number of moves made when the text was read); returns the cards the texts showed.
fn scan<C: Ord + Clone + Display>(
    who: &str,
    texts: &[(usize, String)],
    read: fn(&str) -> BTreeSet<C>,
    seen: &[BTreeSet<C>],
) -> BTreeSet<C> {
    let mut shown = BTreeSet::new();
    for (moves, text) in texts {
        let text = without_pictures(text);
        let by_then = &seen[(*moves).min(seen.len() - 1)];
        for card in read(&text) {
            assert!(
                by_then.contains(&card),
                "{who} was sent {card}, which they had not seen after {moves} moves: {text}"
            );
            shown.insert(card);
        }
    }
    shown
}

/// What each seat had seen after each move of a stored match (its log replayed): the
/// cards `seen` reads from its own view, gathered (index: moves made).
fn seen_by_move<G: Game, C: Ord + Clone>(
    log: &MoveLog<G>,
    seen: impl Fn(&G::View) -> Vec<C>,
) -> HashMap<Seat, Vec<BTreeSet<C>>> {
    let mut replay = Table::<G>::new(log.options.clone(), log.seed, log.first, log.max_strikes);
    let mut out: HashMap<Seat, Vec<BTreeSet<C>>> = HashMap::new();
    let mut note = |t: &Table<G>| {
        for seat in Seat::BOTH {
            let steps = out.entry(seat).or_default();
            let mut now = steps.last().cloned().unwrap_or_default();
            now.extend(seen(&t.game().view(seat)));
            steps.push(now);
        }
    };
    note(&replay);
    for LoggedAction { seat, action } in log.actions.iter() {
        match action {
            Action::Play(mv) => replay.play(*seat, mv.clone()).map(|_| ()).unwrap(),
            Action::Timeout => replay.timeout().map(|_| ()).unwrap(),
            Action::Resign => replay.resign(*seat).map(|_| ()).unwrap(),
            Action::Forfeit => replay.forfeit(*seat).map(|_| ()).unwrap(),
        }
        note(&replay);
    }
    out
}

/// Scans every seat's texts (by what it had seen) and the outsider's (by what was face
/// up for everybody at the end); some cards were shown, some hidden meanwhile.
fn check_privacy<C: Ord + Clone + Display>(
    game: &str,
    seats: &[BrowserSeat],
    outsider: &[String],
    read: fn(&str) -> BTreeSet<C>,
    seen: &HashMap<Seat, Vec<BTreeSet<C>>>,
    public: BTreeSet<C>,
    all: impl IntoIterator<Item = C>,
) {
    let all: BTreeSet<C> = all.into_iter().collect();
    for seat in seats {
        let texts = seat.all_texts();
        let steps = &seen[&seat.seat];
        let shown = scan(
            &format!("{game}: seat {:?}", seat.seat),
            &texts,
            read,
            steps,
        );
        let hidden = steps.iter().map(|s| all.len() - s.len()).max().unwrap_or(0);
        assert!(!shown.is_empty(), "{game}: the scan read cards");
        assert!(hidden > 0, "{game}: some cards were hidden from the seat");
        eprintln!(
            "{game}: seat {:?} was sent {} texts over {} moves showing {} cards; up to {hidden} cards hidden from it at a time, none shown",
            seat.seat,
            texts.len(),
            steps.len() - 1,
            shown.len(),
        );
    }
    let outsider: Vec<(usize, String)> = outsider.iter().map(|t| (0, t.clone())).collect();
    scan(&format!("{game}: the outsider"), &outsider, read, &[public]);
}

/// The Discord side of a game: `mover`'s move from the channel's table; the table after.
type DiscordMove<'a> = Box<
    dyn FnMut(UserId, SimMessage) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + 'a>>
        + 'a,
>;

/// Plays match `id` to its end: a seat in a browser clicks on the board and its move must
/// show on the channel's table (and the other browser's page); a seat in Discord plays
/// with `discord` and its move must show on every browser's page, by itself.
async fn play_out(bot: &Bot, id: i64, seats: &mut [BrowserSeat], mut discord: DiscordMove<'_>) {
    let mut turns = 0;
    while one_turn(bot, id, seats, &mut discord).await {
        turns += 1;
        assert!(turns < 400, "match {id} does not end");
    }
    ended(bot, id, seats).await;
}

/// Match `id` is over, and each browser shows its end: a link to the match's page.
async fn ended(bot: &Bot, id: i64, seats: &mut [BrowserSeat]) {
    assert!(stored(bot, id).4, "match {id} is over");
    for seat in seats.iter_mut() {
        seat.browser
            .wait_for(
                &format!("#seat-panel a[href$='/matches/{id}']"),
                "",
                SHOWN_WITHIN,
            )
            .await;
        seat.keep().await;
        assert!(seat.moves > 0, "the browser made moves");
    }
}

/// One turn of match `id` (see [`play_out`]); false once the match is over.
async fn one_turn(
    bot: &Bot,
    id: i64,
    seats: &mut [BrowserSeat],
    discord: &mut DiscordMove<'_>,
) -> bool {
    if stored(bot, id).4 {
        return false;
    }
    let table = current_table(bot, id, SHOWN_WITHIN).await;
    let Some(mover) = to_move(&table) else {
        return false;
    };
    if let Some(seat) = seats.iter_mut().find(|s| s.user == mover) {
        seat.play(bot, id).await;
        // In the channel: the table is drawn at the stored revision.
        current_table(bot, id, SHOWN_WITHIN).await;
    } else {
        discord(mover, table).await;
    }
    for seat in seats.iter_mut() {
        seat.shows(bot, id).await;
    }
    true
}

/// A third member signed in opens the seat page: sent to the public live table; its
/// texts.
async fn outsider_view(board: &Board, user: UserId, id: i64) -> Vec<String> {
    let browser = Browser::start().await;
    board.bot.sim.sign_in_as(user);
    browser.goto(&board.seat_url(id)).await;
    let live = format!("{}/s/{}/live/{id}", board.base, board.guild);
    let deadline = Instant::now() + SHOWN_WITHIN;
    while browser.url().await != live {
        assert!(Instant::now() < deadline, "{}", browser.url().await);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(browser.find_all("#seat-panel").await.is_empty());
    vec![browser.source().await]
}

/// The cards a page writes (`A♠` or `AS`).
fn cards(text: &str) -> BTreeSet<Card> {
    crate::web::cards_on_page(text)
}

/// What each seat saw of a finished match, move by move, and what everybody saw.
type Seen<C> = (HashMap<Seat, Vec<BTreeSet<C>>>, BTreeSet<C>);

fn known<G: Game, C: Ord + Clone>(
    bot: &Bot,
    id: i64,
    of: fn(AnyTable) -> Option<Table<G>>,
    public: impl Fn(&G::View) -> Vec<C>,
    own: impl Fn(&G::View) -> Vec<C>,
) -> Seen<C> {
    let log = bot.stored_log(id, of);
    // The stored count of moves also counts what came before the first action (the toss's
    // choice): the steps before it saw what the first did.
    let before = moves_made(&bot.db, id) - log.actions.len();
    let everybody = holdings(&log, &public).into_values().flatten().collect();
    let mut seen = seen_by_move(&log, |view| {
        let mut cards = public(view);
        cards.extend(own(view));
        cards
    });
    for steps in seen.values_mut() {
        let first = steps[0].clone();
        steps.splice(0..0, std::iter::repeat_n(first, before));
    }
    (seen, everybody)
}

/// Alice challenges Bob to `game` with `options`; the toss is chosen in Discord (its
/// `label`); the table and the match's number.
async fn started(
    bot: &Bot,
    alice: UserId,
    bob: UserId,
    game: &str,
    options: Value,
    label: &str,
) -> (SimMessage, i64) {
    let toss = bot.challenge_accepted(alice, bob, game, options).await;
    let table = bot.choose(&toss, [alice, bob], label).await;
    let id = match_number(&table);
    (table, id)
}

/// The Duel's Discord side: keep the card on top, or put it at the bottom, in turn.
fn duel_in_discord(bot: &Bot) -> DiscordMove<'_> {
    let mut choices = 0;
    Box::new(move |mover, table| {
        choices += 1;
        let pick = ["Keep on top", "Put on the bottom"][choices % 2];
        Box::pin(async move {
            bot.click(mover, &table, &button_by_label(&table, pick))
                .await;
        })
    })
}

/// A panel game's Discord side: the table's Play button, then `turn` on the panel.
fn panel_in_discord<'a>(bot: &'a Bot, game: &'static str) -> DiscordMove<'a> {
    let mut turns = 0;
    Box::new(move |mover, table| {
        turns += 1;
        let n = turns;
        Box::pin(async move {
            let turn = async |panel: SimMessage| match game {
                "clubbed" => {
                    crate::clubbed::play_turn(bot, mover, panel, |plays| plays.first().cloned())
                        .await;
                }
                "tile poker" => {
                    crate::tile_poker::place(bot, mover, &panel, n, false).await;
                }
                _ => {
                    crate::shape_clash::take_turn(bot, mover, &table, panel).await;
                }
            };
            crate::web::panel_turn(bot, mover, &table, turn).await;
        })
    })
}

/// One game played by Alice in a browser against Bob in Discord, with Eve looking.
async fn browser_against_discord(
    game: &str,
    options: Value,
    toss: &str,
) -> (Board, i64, BrowserSeat, Vec<String>) {
    let board = Board::start(false).await;
    let bot = &board.bot;
    let [alice, bob, eve] = ["alice", "bob", "eve"].map(|name| bot.sim.add_user(name));
    let (_, id) = started(bot, alice, bob, game, options, toss).await;
    let mut seats = [BrowserSeat::open(&board, alice, Seat::A, id).await];
    let outsider = outsider_view(&board, eve, id).await;
    let discord = match game {
        "Duel" => duel_in_discord(bot),
        "Clubbed" => panel_in_discord(bot, "clubbed"),
        "Tile Poker" => panel_in_discord(bot, "tile poker"),
        _ => panel_in_discord(bot, "shape clash"),
    };
    play_out(bot, id, &mut seats, discord).await;
    let [seat] = seats;
    (board, id, seat, outsider)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duel_played_in_a_browser_against_discord_shows_each_move_and_no_hidden_card() {
    let (board, id, seat, outsider) =
        browser_against_discord("Duel", json!({ "target": 1 }), "Choose first").await;
    let of = |t| match t {
        AnyTable::Duel(t) => Some(t),
        _ => None,
    };
    let (seen, public) = known(&board.bot, id, of, crate::duel::face_up, |_| vec![]);
    check_privacy(
        "duel",
        &[seat],
        &outsider,
        cards,
        &seen,
        public,
        Card::all(),
    );
    board.bot.process.assert_healthy();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clubbed_match_played_in_a_browser_against_discord_shows_each_move_and_no_hidden_card() {
    let (board, id, seat, outsider) =
        browser_against_discord("Clubbed", json!({}), "Play first").await;
    let of = |t| match t {
        AnyTable::Clubbed(t) => Some(t),
        _ => None,
    };
    let own = |view: &clash_bot::rules::clubbed::ClubbedView| view.hand.clone();
    let (seen, public) = known(&board.bot, id, of, crate::clubbed::face_up, own);
    check_privacy(
        "clubbed",
        &[seat],
        &outsider,
        cards,
        &seen,
        public,
        Card::all(),
    );
    board.bot.process.assert_healthy();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tile_poker_match_played_in_a_browser_against_discord_shows_each_move_and_no_pool_tile() {
    let (board, id, seat, outsider) =
        browser_against_discord("Tile Poker", json!({}), "Place first").await;
    let of = |t| match t {
        AnyTable::TilePoker(t) => Some(t),
        _ => None,
    };
    let public = |view: &clash_bot::rules::tile_poker::TilePokerView| {
        let board = view.public.board.placements().iter().map(|p| p.tile);
        let hands = view.public.hands.a.iter().chain(&view.public.hands.b);
        board.chain(hands.copied()).collect()
    };
    let (seen, public) = known(&board.bot, id, of, public, |_| vec![]);
    check_privacy(
        "tile poker",
        &[seat],
        &outsider,
        cards,
        &seen,
        public,
        Card::all(),
    );
    board.bot.process.assert_healthy();
}

mod proxy {
    //! A small reverse proxy for the Activity's test: it serves the harness standing in
    //! for Discord's client (tests/discord/activity/) itself and forwards every other
    //! request to the bot, answers streamed as they come (event streams included), so that
    //! the harness and the Activity share one origin, as the Embedded App SDK requires.

    use axum::body::Body;
    use axum::extract::{Request, State};
    use axum::http::header;
    use axum::response::{IntoResponse, Response};

    const HTML: &str = include_str!("activity/harness.html");
    const JS: &str = include_str!("activity/harness.js");
    const CSS: &str = include_str!("activity/harness.css");

    /// Listens on a free port of loopback, in front of the bot at `bot`; its address.
    pub async fn start(bot: String) -> (String, tokio::task::JoinHandle<()>) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .build()
            .unwrap();
        let file = |kind: &'static str, body: &'static str| {
            move || async move { ([(header::CONTENT_TYPE, kind)], body).into_response() }
        };
        let app = axum::Router::new()
            .route(
                "/harness.html",
                axum::routing::get(file("text/html; charset=utf-8", HTML)),
            )
            .route(
                "/harness.js",
                axum::routing::get(file("text/javascript; charset=utf-8", JS)),
            )
            .route(
                "/harness.css",
                axum::routing::get(file("text/css; charset=utf-8", CSS)),
            )
            .fallback(forward)
            .with_state((http, bot));
        let task = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        (base, task)
    }

    /// Headers a hop sets for itself, not passed on.
    fn hop(name: &header::HeaderName) -> bool {
        [
            header::HOST,
            header::CONNECTION,
            header::CONTENT_LENGTH,
            header::TRANSFER_ENCODING,
        ]
        .contains(name)
    }

    async fn forward(
        State((http, bot)): State<(reqwest::Client, String)>,
        request: Request,
    ) -> Response {
        let (parts, body) = request.into_parts();
        let Ok(body) = axum::body::to_bytes(body, 1 << 20).await else {
            return axum::http::StatusCode::BAD_REQUEST.into_response();
        };
        let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
        let mut out = http.request(parts.method, format!("{bot}{path}"));
        for (name, value) in parts.headers.iter().filter(|(name, _)| !hop(name)) {
            out = out.header(name, value);
        }
        let Ok(answer) = out.body(body).send().await else {
            return axum::http::StatusCode::BAD_GATEWAY.into_response();
        };
        let mut back = Response::builder().status(answer.status());
        for (name, value) in answer.headers().iter().filter(|(name, _)| !hop(name)) {
            back = back.header(name, value);
        }
        let chunks = futures_util::stream::unfold(answer, |mut answer| async move {
            match answer.chunk().await {
                Ok(Some(chunk)) => Some((Ok::<_, std::io::Error>(chunk), answer)),
                _ => None,
            }
        });
        back.body(Body::from_stream(chunks)).unwrap()
    }
}

/// The value of the first `name="{name}"` field of a page (`None` when it has none).
fn field(page: &str, name: &str, prefix: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"{prefix}");
    let at = page.find(&marker)? + marker.len() - prefix.len();
    Some(page[at..].split('"').next()?.to_string())
}

/// A control posted by hand, as a forger would: with a session cookie, a token and an
/// `Origin`, each when given, to `url`; the status and the page.
async fn post_control(
    url: &str,
    cookie: Option<&str>,
    csrf: Option<&str>,
    origin: Option<&str>,
    control: &str,
) -> (u16, String) {
    let mut body = format!("id={control}&kind=click");
    if let Some(csrf) = csrf {
        body.push_str(&format!("&csrf={csrf}"));
    }
    let mut request = crate::signin::client()
        .post(url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body);
    if let Some(cookie) = cookie {
        request = request.header(COOKIE, format!("clash_session={cookie}"));
    }
    if let Some(origin) = origin {
        request = request.header(ORIGIN, origin);
    }
    let answer = request.send().await.unwrap();
    (answer.status().as_u16(), answer.text().await.unwrap())
}

/// A seat page read with a session: the page, its CSRF token and its first move control
/// (a Duel's).
async fn seat_page(url: &str, cookie: &str) -> (String, String, Option<String>) {
    let answer = crate::signin::client()
        .get(url)
        .header(COOKIE, format!("clash_session={cookie}"))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200, "{url}");
    let page = answer.text().await.unwrap();
    let csrf = field(&page, "csrf", "").expect("a token");
    let panel = page.split("id=\"seat-panel\"").nth(1).unwrap_or_default();
    let panel = panel.split("id=\"seat-table\"").next().unwrap_or_default();
    (page.clone(), csrf, field(panel, "id", "gd:"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_moves_on_the_board_are_refused_and_change_nothing() {
    let board = Board::start(false).await;
    let (bot, base) = (&board.bot, board.base.as_str());
    let [alice, bob, eve] = ["alice", "bob", "eve"].map(|name| bot.sim.add_user(name));
    let (table, id) = started(
        bot,
        alice,
        bob,
        "Duel",
        json!({ "target": 3 }),
        "Choose first",
    )
    .await;
    let url = board.seat_url(id);
    let mover = to_move(&table).unwrap();
    let waiter = if mover == alice { bob } else { alice };
    let mut cookies = HashMap::new();
    for user in [alice, bob, eve] {
        let (cookie, _) = crate::signin::sign_in(bot, base, user, "/").await;
        cookies.insert(user, cookie);
    }
    let (_, csrf, control) = seat_page(&url, &cookies[&mover]).await;
    let control = control.expect("the mover's panel has a move");
    let (_, waiter_csrf, none) = seat_page(&url, &cookies[&waiter]).await;
    assert_eq!(none, None, "the waiting seat has no move to click");
    // Eve is not a player: her seat page is the public table.
    let eve_page = crate::signin::client()
        .get(&url)
        .header(COOKIE, format!("clash_session={}", cookies[&eve]))
        .send()
        .await
        .unwrap();
    assert_eq!(eve_page.status(), 303);
    let eve_csrf = crate::signin::sessions(bot)
        .into_iter()
        .find(|s| s.1 as u64 == eve.get())
        .unwrap()
        .3;
    let other_server = format!("{base}/s/{}/play/{id}", board.guild + 1);
    let mine = Some(cookies[&mover].as_str());

    let refused = async |what: &str, (status, page): (u16, String)| {
        assert!(status < 500, "{what}: {status}");
        assert!(
            [200, 303, 400, 403, 404].contains(&status),
            "{what}: {status} {page}"
        );
        if status == 200 {
            assert!(
                page.contains("class=\"notice\""),
                "{what}: a refusal: {page}"
            );
        }
    };
    // The match's version and revision as stored (the table's drawing may catch up).
    let check = |what: &str, before: (u32, i64, i64, Option<u64>, bool)| {
        let now = stored(bot, id);
        assert_eq!(
            (now.0, now.1, now.4),
            (before.0, before.1, before.4),
            "{what}: nothing changed"
        );
    };
    let before = stored(bot, id);
    for (what, target, cookie, token, origin) in [
        ("no session", &url, None, None, Some(base)),
        (
            "no session, a token",
            &url,
            None,
            Some(csrf.as_str()),
            Some(base),
        ),
        (
            "an outsider's session and token",
            &url,
            Some(cookies[&eve].as_str()),
            Some(eve_csrf.as_str()),
            Some(base),
        ),
        (
            "the other player's session and token",
            &url,
            Some(cookies[&waiter].as_str()),
            Some(waiter_csrf.as_str()),
            Some(base),
        ),
        (
            "the mover's session, another's token",
            &url,
            mine,
            Some(waiter_csrf.as_str()),
            Some(base),
        ),
        ("no token", &url, mine, None, Some(base)),
        (
            "a foreign origin",
            &url,
            mine,
            Some(csrf.as_str()),
            Some("http://evil.example"),
        ),
        ("no origin", &url, mine, Some(csrf.as_str()), None),
        (
            "another server's address",
            &other_server,
            mine,
            Some(csrf.as_str()),
            Some(base),
        ),
    ] {
        let answer = post_control(target, cookie, token, origin, &control).await;
        refused(what, answer).await;
        check(what, before);
    }

    // The move itself, then the same request again (replayed) and a control drawn at the
    // version before (stale): refused.
    let (status, page) = post_control(&url, mine, Some(&csrf), Some(base), &control).await;
    assert_eq!(status, 200, "{page}");
    let moved = stored(bot, id);
    assert_eq!(moved.0, before.0 + 1, "the move was made once");
    current_table(bot, id, SHOWN_WITHIN).await;
    let answer = post_control(&url, mine, Some(&csrf), Some(base), &control).await;
    refused("replayed", answer).await;
    check("replayed", moved);
    let (_, next_csrf, next) = seat_page(&url, &cookies[&waiter]).await;
    let next = next.expect("the other seat moves now");
    let v = moved.0;
    let stale = next.replacen(&format!(":{id}:{v}:"), &format!(":{id}:{}:", v - 1), 1);
    assert_ne!(stale, next, "{next}");
    let waiter_cookie = Some(cookies[&waiter].as_str());
    let answer = post_control(&url, waiter_cookie, Some(&next_csrf), Some(base), &stale).await;
    refused("stale", answer).await;
    check("stale", moved);

    // Signed out, then expired: the session is refused.
    let out = crate::signin::client()
        .post(format!("{base}/signout"))
        .header(COOKIE, format!("clash_session={}", cookies[&waiter]))
        .header(ORIGIN, base)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!("csrf={next_csrf}"))
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), 303);
    let answer = post_control(&url, waiter_cookie, Some(&next_csrf), Some(base), &next).await;
    refused("signed out", answer).await;
    check("signed out", moved);
    let (cookie, _) = crate::signin::sign_in(bot, base, waiter, "/").await;
    let (_, fresh_csrf, _) = seat_page(&url, &cookie).await;
    rusqlite::Connection::open(&bot.db)
        .unwrap()
        .execute(
            "UPDATE web_sessions SET expires_at = 1 WHERE signed_out = 0 AND user_id = ?1",
            [waiter.get() as i64],
        )
        .unwrap();
    let answer = post_control(&url, Some(&cookie), Some(&fresh_csrf), Some(base), &next).await;
    refused("expired", answer).await;
    check("expired", moved);
    // The event stream is a player's own too.
    for cookie in [None, Some(cookies[&eve].as_str())] {
        let mut request = crate::signin::client().get(format!("{url}/events"));
        if let Some(cookie) = cookie {
            request = request.header(COOKIE, format!("clash_session={cookie}"));
        }
        let status = request.send().await.unwrap().status().as_u16();
        assert_eq!(status, 403, "the events of a seat that is not the reader's");
    }
    bot.process.assert_healthy();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_in_discords_frame_signs_in_finds_the_match_and_plays_a_move() {
    let board = Board::start(true).await;
    let bot = &board.bot;
    let [alice, bob] = ["alice", "bob"].map(|name| bot.sim.add_user(name));
    let (table, id) = started(
        bot,
        alice,
        bob,
        "Duel",
        json!({ "target": 3 }),
        "Choose first",
    )
    .await;
    let mover = to_move(&table).unwrap();
    let seat = if mover == alice { Seat::A } else { Seat::B };

    // The table offers the board; clicking it launches the Activity (callback type 12).
    let launch = bot
        .click(mover, &table, &button_by_label(&table, "Play on the board"))
        .await;
    assert_eq!(launch.kind, 12, "{launch:?}");

    // Discord opens the Activity in the channel, with the mover in it.
    bot.sim
        .add_activity_instance("i-board", bot.channel, &[mover]);
    let query = [
        ("src", "/activity".to_string()),
        ("client_id", bot.sim.client_id()),
        ("frame_id", "f-board".to_string()),
        ("instance_id", "i-board".to_string()),
        ("platform", "desktop".to_string()),
        ("guild_id", board.guild.to_string()),
        ("channel_id", bot.channel.to_string()),
        ("code", bot.sim.activity_code(mover)),
        ("user_id", mover.to_string()),
        (
            "username",
            if mover == alice { "alice" } else { "bob" }.to_string(),
        ),
    ]
    .map(|(k, v)| format!("{k}={v}"))
    .join("&");
    let browser = Browser::start().await;
    browser
        .goto(&format!("{}/harness.html?{query}", board.base))
        .await;
    let deadline = Instant::now() + SHOWN_WITHIN;
    loop {
        let state = browser
            .execute(
                "const f = document.getElementById('activity');                  let seat = false; try { seat = !!f.contentDocument.querySelector('[data-seat]'); } catch (e) {}                  const s = f.contentDocument && f.contentDocument.getElementById('activity-status');                  return [window.harnessState, seat, s ? s.dataset.state || '' : ''];",
                &[],
            )
            .await;
        if state[1] == json!(true) {
            assert_eq!(state[0], "authenticated", "{state}");
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the Activity never showed the seat: {state}; log: {}",
            browser
                .execute("return JSON.stringify(window.harnessLog);", &[])
                .await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.switch_to_frame("#activity").await;
    let inside = browser.execute("return location.href;", &[]).await;
    assert_eq!(
        inside,
        json!(board.seat_url(id)),
        "the frame shows the seat"
    );
    let mut seat = BrowserSeat::attach(&board, browser, mover, seat, id).await;
    let before = stored(bot, id);
    seat.play(bot, id).await;
    let after = current_table(bot, id, SHOWN_WITHIN).await;
    assert_eq!(stored(bot, id).0, before.0 + 1, "one move");
    assert_ne!(
        to_move(&after),
        Some(mover),
        "the move is on the channel's table"
    );
    bot.process.assert_healthy();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shape_clash_deal_played_in_a_browser_against_discord_shows_no_held_complete() {
    use clash_bot::rules::shape_clash::{ShapeCard, ShapeClashView};
    let (board, id, seat, outsider) =
        browser_against_discord("Shape Clash", json!({ "target": 1 }), "Open the first deal").await;
    // Singles come in four copies: only a Complete (each unique) can be told apart.
    let name = |card: ShapeCard| card.as_complete().map(|c| c.to_string());
    let of = |t| match t {
        AnyTable::ShapeClash(t) => Some(t),
        _ => None,
    };
    let public = |view: &ShapeClashView| {
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
    };
    let own = |view: &ShapeClashView| view.hand.iter().copied().filter_map(name).collect();
    let (seen, public) = known(&board.bot, id, of, public, own);
    let all = ShapeCard::all().filter_map(name);
    let read = crate::shape_clash::completes_in;
    check_privacy("shape clash", &[seat], &outsider, read, &seen, public, all);
    board.bot.process.assert_healthy();
}

/// Clash's Discord side: the table's button opens the mover's panel, which says what is
/// to do (a set-up is secret, so the table may still read "to set up" until the reveal):
/// the set-up built with the menus, the first face-down set revealed, or the first cards
/// of the menu answered.
fn clash_in_discord(bot: &Bot) -> DiscordMove<'_> {
    Box::new(move |mover, table| {
        Box::pin(async move {
            let act = button_by_prefix(&table, "ac:");
            let opened = bot.sim.click(mover, table.id, &act).await;
            opened.response().await;
            let panel = opened.message().await;
            if panel.custom_ids().iter().any(|c| c.contains(":rv:")) {
                let reveal = button_with(&panel, ":rv:");
                let done = bot.click(mover, &panel, &reveal).await;
                assert_eq!(done.kind, 7, "{done:?}");
            } else if panel.button_id_by_label("Start over").is_some() {
                crate::clash::set_up(bot, mover, panel, 0).await;
            } else {
                crate::clash::answer(bot, mover, panel, 0).await;
            }
        })
    })
}

/// The cards of a Clash view anybody sees: the sets revealed this round and their answers.
fn clash_public(view: &clash_bot::rules::clash::ClashView) -> Vec<Card> {
    let exchanges = view.public.exchanges.iter();
    exchanges
        .flat_map(|e| e.set.iter().chain(e.answer.iter().flat_map(|a| &a.cards)))
        .copied()
        .collect()
}

/// The cards of a Clash view its seat holds: its hand and its own sets, face down.
fn clash_own(view: &clash_bot::rules::clash::ClashView) -> Vec<Card> {
    let mut cards = view.hand.clone();
    cards.extend(view.setup.iter().flat_map(|setup| setup.cards()));
    cards
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clash_played_in_a_browser_against_discord_as_defender_then_attacker() {
    use clash_bot::rules::clash::ClashMove;
    let of = |t| match t {
        AnyTable::Clash(t) => Some(t),
        _ => None,
    };
    let board = Board::start(false).await;
    let bot = &board.bot;
    let [alice, bob, eve] = ["alice", "bob", "eve"].map(|name| bot.sim.add_user(name));
    // A match to 1 point is one round: Alice defends in the first, attacks in the second.
    for defends in [true, false] {
        let toss = bot
            .challenge_accepted(alice, bob, "Clash", json!({ "target": 1 }))
            .await;
        let winner = crate::harness::toss_winner(&toss);
        let label = match (winner == alice) == defends {
            true => "Defend first",
            false => "Attack first",
        };
        let table = bot.choose(&toss, [alice, bob], label).await;
        let id = match_number(&table);
        assert_eq!(to_move(&table) == Some(alice), defends, "{}", table.content);
        let mut seat = BrowserSeat::open(&board, alice, Seat::A, id).await;
        seat.menus_first = true;
        let mut seats = [seat];
        let outsider = outsider_view(&board, eve, id).await;
        let mut discord = clash_in_discord(bot);
        let mut turns = 0;
        while one_turn(bot, id, &mut seats, &mut discord).await {
            turns += 1;
            assert!(turns < 40, "match {id} does not end");
            // Mid-round, Alice to answer the second set: how the board looks.
            if !defends && bot.stored_log(id, of).actions.len() == 4 {
                let browser = &seats[0].browser;
                for (width, height) in [(390, 844), (1280, 900)] {
                    browser.set_viewport_size(width, height).await;
                    let name = format!("board-clash-{width}");
                    let path = crate::web::screenshot_path(&name);
                    browser.save_screenshot(&path).await;
                    eprintln!(
                        "clash: the seat mid-round at {width}x{height}: {}",
                        path.display()
                    );
                }
                browser.set_viewport_size(390, 844).await;
            }
        }
        ended(bot, id, &mut seats).await;
        let [seat] = seats;

        // The browser did all its role does in a round, each move once: the set-up and
        // the four reveals, or the four answers.
        let log = bot.stored_log(id, of);
        let made: Vec<&ClashMove> = log
            .actions
            .iter()
            .filter(|a| a.seat == Seat::A)
            .filter_map(|a| match &a.action {
                Action::Play(mv) => Some(mv),
                _ => None,
            })
            .collect();
        let kinds: Vec<&str> = made
            .iter()
            .map(|mv| match mv {
                ClashMove::SetUp(_) => "set-up",
                ClashMove::Reveal { .. } => "reveal",
                ClashMove::Answer { .. } => "answer",
            })
            .collect();
        let role = match defends {
            true => vec!["set-up", "reveal", "reveal", "reveal", "reveal"],
            false => vec!["answer"; 4],
        };
        assert_eq!(kinds, role, "Alice's moves");
        if let ClashMove::SetUp(setup) = made[0] {
            // Built with the menus, set by set, from the first cards each offered.
            let dealt = Table::<clash_bot::rules::clash::Clash>::new(
                log.options.clone(),
                log.seed,
                log.first,
                log.max_strikes,
            )
            .game()
            .view(Seat::A)
            .hand;
            let picked: Vec<Card> = setup.sets.iter().rev().flatten().copied().collect();
            assert_eq!(
                picked,
                dealt[..10],
                "the sets of 4, 3, 2 and 1 picked in turn"
            );
        }
        assert_eq!(seat.moves, role.len(), "each made in the browser");

        let (seen, public) = known(bot, id, of, clash_public, clash_own);
        let what = if defends {
            "clash, defending"
        } else {
            "clash, attacking"
        };
        check_privacy(what, &[seat], &outsider, cards, &seen, public, Card::all());
    }
    bot.process.assert_healthy();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duel_with_both_players_in_browsers_shows_each_move_on_the_other_board() {
    let board = Board::start(false).await;
    let bot = &board.bot;
    let [alice, bob, eve] = ["alice", "bob", "eve"].map(|name| bot.sim.add_user(name));
    let (_, id) = started(
        bot,
        alice,
        bob,
        "Duel",
        json!({ "target": 2 }),
        "Choose first",
    )
    .await;
    let mut seats = [
        BrowserSeat::open(&board, alice, Seat::A, id).await,
        BrowserSeat::open(&board, bob, Seat::B, id).await,
    ];
    let outsider = outsider_view(&board, eve, id).await;
    let nobody: DiscordMove<'_> = Box::new(|mover, _| panic!("{mover} plays in a browser"));
    play_out(bot, id, &mut seats, nobody).await;
    let of = |t| match t {
        AnyTable::Duel(t) => Some(t),
        _ => None,
    };
    let (seen, public) = known(bot, id, of, crate::duel::face_up, |_| vec![]);
    check_privacy("duel", &seats, &outsider, cards, &seen, public, Card::all());
    bot.process.assert_healthy();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_killed_during_a_browser_match_comes_back_under_the_page_which_carries_on() {
    let mut board = Board::start(false).await;
    let [alice, bob] = ["alice", "bob"].map(|name| board.bot.sim.add_user(name));
    let (_, id) = started(
        &board.bot,
        alice,
        bob,
        "Duel",
        json!({ "target": 3 }),
        "Choose first",
    )
    .await;
    let mut seats = [BrowserSeat::open(&board, alice, Seat::A, id).await];
    {
        let mut discord = duel_in_discord(&board.bot);
        while seats[0].moves == 0 {
            assert!(one_turn(&board.bot, id, &mut seats, &mut discord).await);
        }
    }
    let before = stored(&board.bot, id);
    board.restart().await;
    assert_eq!(stored(&board.bot, id).0, before.0, "nothing lost");
    // The page, left alone, reconnects and follows the moves made after the restart; its
    // clicks play once each (`BrowserSeat::play`), to the end.
    let moves = seats[0].moves;
    play_out(&board.bot, id, &mut seats, duel_in_discord(&board.bot)).await;
    assert!(
        seats[0].moves > moves,
        "the browser played after the restart"
    );
    board.bot.process.assert_healthy();
}
