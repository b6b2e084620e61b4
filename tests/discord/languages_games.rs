//! Issue 41 end to end for the games with panels: a whole match of Clash, Tile Poker,
//! Clubbed and Shape Clash played by a German-speaking and a Japanese-speaking player in a
//! French server. Each player's private texts are in their language, the channel's in
//! French, and no English is left in any of them. The players click by custom id and
//! button style, never by label, so one driver plays every game whatever the deal and the
//! toss: the hint first, then the green Confirm, a menu's first choices or the first
//! enabled action.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::harness::{
    button_by_prefix, cards_in, english_in, mentions, privacy_walk, seats, to_move, Bot,
};
use crate::sim::{Posted, SimConfig, SimMessage, Simulator, UserId, Visibility};

/// The two players of every match here: German- and Japanese-speaking.
struct Players {
    de: UserId,
    ja: UserId,
}

impl Players {
    fn other(&self, user: UserId) -> UserId {
        if user == self.de {
            self.ja
        } else {
            self.de
        }
    }
}

/// A French server with its two players, the bot started on it.
async fn french_server() -> (Bot, Players) {
    let sim = Simulator::start_with(SimConfig::default()).await;
    sim.set_guild_locale(sim.guild_id(), "fr");
    let players = Players {
        de: sim.add_user("spieler"),
        ja: sim.add_user("senshu"),
    };
    for (user, locale) in [(players.de, "de"), (players.ja, "ja")] {
        sim.set_member(user, &[], 0);
        sim.set_locale(user, locale);
    }
    (Bot::start_on(sim, None, &[]).await, players)
}

/// A game's privacy walk over a match ([`privacy_walk`], with what the game's public
/// posts reveal read language-independently); returns the hidden cards shown privately.
type Privacy = fn(&Bot, i64, &Players) -> usize;

/// A whole match of `game` (its `/challenge` choice) with `options`, played to its end;
/// then every text of it is checked for its reader's language ([`check_languages`]), and
/// its posts for hidden cards (`privacy`, for a game with hidden hands).
async fn whole_match_in_three_languages(game: &str, options: Value, privacy: Option<Privacy>) {
    let started = Instant::now();
    let (bot, players) = french_server().await;
    let start = bot.sim.log_len();
    let toss = bot
        .challenge_accepted(players.de, players.ja, game, options)
        .await;
    look(&bot, &players, &toss, &["hd:"]).await;
    let choose = button_by_prefix(&toss, "tc:");
    let mut table = bot
        .choose_id(&toss, [players.de, players.ja], &choose)
        .await;
    look(&bot, &players, &table, &["hd:", "rs:"]).await;

    let mut turns = 0;
    while let Some(mover) = to_move(&table) {
        let act = button_by_prefix(&table, "ac:");
        if turns < 2 {
            let refused = bot.click(players.other(mover), &table, &act).await;
            assert!(refused.is_ephemeral(), "{refused:?}");
        }
        let handle = bot.sim.click(mover, table.id, &act).await;
        handle.response().await;
        let mut panel = handle.message().await;
        if turns < 4 {
            panel = hint(&bot, mover, panel).await;
        }
        play_turn(&bot, mover, panel).await;
        table = next_table(&bot, &table).await;
        turns += 1;
        assert!(
            turns < 400,
            "the {game} match does not end: {}",
            table.content
        );
    }
    assert!(
        crate::harness::offers_only_rematch_in_any_language(&table),
        "{}",
        table.content
    );
    check_languages(&bot, start, &players);
    if let Some(privacy) = privacy {
        let shown = privacy(&bot, match_id(&table), &players);
        assert!(shown > 0, "hands were shown privately");
    }
    bot.assert_clean();
    let end = table.content.lines().last().unwrap_or_default().to_string();
    eprintln!(
        "a whole {game} match in three languages: {turns} turns in {:.1} s; {end}",
        started.elapsed().as_secs_f64()
    );
}

/// Both players click the buttons of `message` whose ids start with `prefixes` (My hand,
/// Resign…): each answer is private.
async fn look(bot: &Bot, players: &Players, message: &SimMessage, prefixes: &[&str]) {
    for id in message.custom_ids() {
        if !prefixes.iter().any(|p| id.starts_with(p)) {
            continue;
        }
        for user in [players.de, players.ja] {
            let answer = bot.click(user, message, &id).await;
            assert!(answer.is_ephemeral(), "{id}: {answer:?}");
        }
    }
}

/// The panel after "What would the bot do?", if it has it: the hint in the mover's
/// language (a Clash set-up's panel filled in with it).
async fn hint(bot: &Bot, mover: UserId, panel: SimMessage) -> SimMessage {
    let ids = panel.custom_ids();
    match ids.into_iter().find(|id| id.starts_with("ht:")) {
        Some(id) => input(bot, mover, &panel, Input::Click(id)).await,
        None => panel,
    }
}

/// What the driver does on a panel.
enum Input {
    Click(String),
    Select(String, Vec<String>),
}

/// The next input on a panel: its enabled green (success) action, else its last menu's
/// first choices, else its first enabled action; `None` once the panel offers nothing.
fn next_input(panel: &SimMessage) -> Option<Input> {
    let game = |id: &Option<String>| id.as_deref().is_some_and(|id| id.starts_with('g'));
    let buttons: Vec<_> = panel
        .buttons()
        .into_iter()
        .filter(|b| !b.disabled && game(&b.custom_id))
        .collect();
    if let Some(green) = buttons.iter().find(|b| b.style == 3) {
        return Some(Input::Click(green.custom_id.clone()?));
    }
    if let Some(menu) = panel
        .selects()
        .into_iter()
        .rfind(|s| !s.disabled && s.custom_id.starts_with('g'))
    {
        let n = menu.min_values.max(1) as usize;
        let values = menu.options.iter().take(n).map(|(v, _)| v.clone());
        return Some(Input::Select(menu.custom_id, values.collect()));
    }
    Some(Input::Click(buttons.first()?.custom_id.clone()?))
}

/// Gives `input` to `panel`; returns the message the answer made or updated.
async fn input(bot: &Bot, user: UserId, panel: &SimMessage, input: Input) -> SimMessage {
    let handle = match input {
        Input::Click(id) => bot.sim.click(user, panel.id, &id).await,
        Input::Select(id, values) => {
            let values: Vec<&str> = values.iter().map(String::as_str).collect();
            bot.sim.select(user, panel.id, &id, &values).await
        }
    };
    let answer = handle.response().await;
    assert!(answer.accepted(), "{answer:?}");
    handle.message().await
}

/// The mover plays on their panel until it offers nothing more (the move is made).
async fn play_turn(bot: &Bot, mover: UserId, mut panel: SimMessage) {
    for _ in 0..16 {
        let Some(next) = next_input(&panel) else {
            return;
        };
        panel = input(bot, mover, &panel, next).await;
    }
    panic!("a turn does not end: {}", panel.content);
}

/// The table once the move is on it; a move the table does not show at once (a Clash
/// set-up) leaves it as it is after a while.
async fn next_table(bot: &Bot, table: &SimMessage) -> SimMessage {
    let (id, before) = (table.id, (table.content.clone(), table.custom_ids()));
    bot.sim
        .wait_for(Duration::from_secs(2), move |sim| {
            let now = sim.message(id)?;
            ((now.content.clone(), now.custom_ids()) != before).then_some(now)
        })
        .await
        .unwrap_or_else(|| bot.message(table))
}

/// The match of a table, from its Resign or Rematch button's id (`rs:7`, `rm:7`).
fn match_id(table: &SimMessage) -> i64 {
    let ids = table.custom_ids();
    let id = ids.iter().find_map(|id| {
        let rest = id.strip_prefix("rs:").or_else(|| id.strip_prefix("rm:"))?;
        rest.parse().ok()
    });
    id.unwrap_or_else(|| panic!("no match id in {ids:?}"))
}

/// Clash's privacy walk: the toss's cards (its post opens with the die), the revealed sets
/// and the answers (on a table line with ` ⟵ `, or in bold in a post) are public.
fn clash_privacy(bot: &Bot, id: i64, players: &Players) -> usize {
    let held = crate::clash::clash_holdings(bot, id);
    let seat_of = seats(players.de, players.ja);
    privacy_walk(bot, seat_of, &held, |content| {
        if content.starts_with("🎲") {
            return cards_in(content);
        }
        let lines = content.lines();
        let public = lines.filter(|l| l.contains(" ⟵ ") || l.contains("**"));
        public.flat_map(cards_in).collect::<BTreeSet<_>>()
    })
}

fn clubbed_privacy(bot: &Bot, id: i64, players: &Players) -> usize {
    crate::clubbed::assert_private(bot, id, seats(players.de, players.ja))
}

/// The strings under `keys` anywhere in `value`.
fn strings(value: &Value, keys: &[&str], out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for key in keys {
                if let Some(Value::String(s)) = map.get(*key) {
                    out.push(s.clone());
                }
            }
            map.values().for_each(|v| strings(v, keys, out));
        }
        Value::Array(items) => items.iter().for_each(|v| strings(v, keys, out)),
        _ => {}
    }
}

/// Every text a post set: its content, embeds, pictures' descriptions (alt texts), and its
/// components' labels, placeholders and descriptions.
fn texts(posted: &Posted) -> Vec<String> {
    let mut out = vec![posted.content.clone().unwrap_or_default()];
    let embeds = ["title", "description", "name", "value", "text"];
    strings(&Value::Array(posted.embeds.clone()), &embeds, &mut out);
    let pictures = posted.attachments.iter().flatten();
    out.extend(pictures.filter_map(|a| a.description.clone()));
    let components = ["label", "placeholder", "description"];
    strings(
        &Value::Array(posted.components.clone()),
        &components,
        &mut out,
    );
    out.retain(|t| !t.trim().is_empty());
    out
}

/// Whether a text has Japanese in it (kana or kanji).
fn japanese(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}'))
}

/// Whether a text has words (beyond game names, card notation, numbers and mentions).
fn has_words(text: &str) -> bool {
    const NAMES: [&str; 7] = [
        "Clash", "Tile", "Poker", "Clubbed", "Shape", "Duel", "Match",
    ];
    text.split(|c: char| !c.is_alphabetic())
        .any(|w| w.chars().count() > 2 && !NAMES.contains(&w))
}

/// Every post since log index `start`: no English left; the channel's posts French (no
/// Japanese, only the two players mentioned); each player's own in their language. Every
/// problem is told at once.
fn check_languages(bot: &Bot, start: usize, players: &Players) {
    let (mut private, mut problems) = (0, BTreeSet::new());
    for posted in bot.sim.log_since(start) {
        if !posted.accepted() {
            continue;
        }
        for text in texts(&posted) {
            if let Some(english) = english_in(&text) {
                problems.insert(format!("English ({english}) left in: {text}"));
            }
            let problem = match posted.visibility {
                Some(Visibility::Public) => {
                    let players = [players.de, players.ja];
                    let others = mentions(&text).iter().any(|u| !players.contains(u));
                    (japanese(&text) || others).then_some("not French for the channel")
                }
                Some(Visibility::Ephemeral(user)) if user == players.ja => {
                    private += 1;
                    (!japanese(&text) && has_words(&text)).then_some("not Japanese")
                }
                Some(Visibility::Ephemeral(user)) if user == players.de => {
                    private += 1;
                    japanese(&text).then_some("Japanese for the German player")
                }
                _ => None,
            };
            if let Some(problem) = problem {
                problems.insert(format!("{problem}: {text}"));
            }
        }
    }
    let problems: Vec<String> = problems.into_iter().collect();
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
    assert!(
        private >= 10,
        "each player's own texts were seen: {private}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_clash_match_in_german_and_japanese_in_a_french_server() {
    whole_match_in_three_languages("Clash", json!({ "target": 1 }), Some(clash_privacy)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_tile_poker_game_in_german_and_japanese_in_a_french_server() {
    whole_match_in_three_languages("Tile Poker", json!({}), None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_clubbed_game_in_german_and_japanese_in_a_french_server() {
    whole_match_in_three_languages("Clubbed", json!({}), Some(clubbed_privacy)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_shape_clash_match_in_german_and_japanese_in_a_french_server() {
    whole_match_in_three_languages("Shape Clash", json!({ "target": 1 }), None).await;
}
