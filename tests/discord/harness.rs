//! The one end-to-end harness: [`Bot::start`] gives each test the real bot binary on a
//! fresh database against its own simulator, plus the helpers every game's test uses
//! (challenge and toss, buttons by label or id prefix, mentions, the privacy walk's card
//! readers and the replay of a stored match).

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;
use std::time::Duration;

use clash_bot::cards::Card;
use clash_bot::model::{AnyTable, MatchPhase};
use clash_bot::rules::{Action, Game, LoggedAction, MoveLog, Seat, Table};
use serde_json::{json, Value};

use crate::sim::{
    BotProcess, Callback, ChannelId, Cpus, SimAttachment, SimMessage, Simulator, UserId,
    Visibility, BOT_IMAGE_BUDGET,
};

pub struct Bot {
    pub sim: Simulator,
    pub process: BotProcess,
    pub db: PathBuf,
    _dir: tempfile::TempDir,
    pub channel: ChannelId,
    /// This bot's share of the machine (see [`ROOM`]): last, so it is let go once the bot
    /// is gone.
    _room: Share,
}

/// The machine's two cores, shared by the tests' bots. The tests run several at a time
/// (`RUST_TEST_THREADS` in `.cargo/config.toml`): most of their time is spent waiting on
/// real clocks, not computing. Each bot holds one of the room's places while it runs; a
/// test whose assertions time the bot under load (a burst of searches, faults, a latency
/// bound) takes all but one with [`alone`]: at most one other bot runs beside it, as when
/// the tests ran two at a time.
static ROOM: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(PLACES as usize);

/// The room's places: as many as tests run at once by default.
const PLACES: u32 = 6;

thread_local! {
    /// Whether the test on this thread holds the room (its bots take no place).
    static ALONE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The places the test on this thread holds (its bots alive): a second bot of the same
    /// test takes none, for a test queued between the two would wait on the first.
    static SHARES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The room but one place, for a test that times the bot under load: held until dropped.
/// Call it first, in the test's own body (its thread is the one marked).
pub async fn alone() -> Alone {
    let permits = ROOM
        .acquire_many(PLACES - 1)
        .await
        .expect("the room stays open");
    ALONE.with(|alone| alone.set(true));
    Alone { _permits: permits }
}

/// The room, while held (see [`alone`]).
pub struct Alone {
    _permits: tokio::sync::SemaphorePermit<'static>,
}

impl Drop for Alone {
    fn drop(&mut self) {
        ALONE.with(|alone| alone.set(false));
    }
}

/// A bot's place in the room (none when its test holds the room or a place already).
struct Share {
    _permit: Option<tokio::sync::SemaphorePermit<'static>>,
}

impl Share {
    async fn take() -> Share {
        let held = ALONE.with(std::cell::Cell::get) || SHARES.with(std::cell::Cell::get) > 0;
        let permit = if held {
            None
        } else {
            Some(ROOM.acquire().await.expect("the room stays open"))
        };
        SHARES.with(|shares| shares.set(shares.get() + 1));
        Share { _permit: permit }
    }
}

impl Drop for Share {
    fn drop(&mut self) {
        SHARES.with(|shares| shares.set(shares.get().saturating_sub(1)));
    }
}

impl Bot {
    pub async fn start() -> Bot {
        Bot::start_with_config(None).await
    }

    /// Starts the bot with `run --config FILE` holding `config`, if given.
    pub async fn start_with_config(config: Option<&str>) -> Bot {
        Bot::start_on(Simulator::start().await, config, &[]).await
    }

    /// Starts the bot against `sim` (set up beforehand: guilds, shards), with `run --config
    /// FILE` holding `config` if given, and `extra_env` on top of the test environment.
    pub async fn start_on(sim: Simulator, config: Option<&str>, extra_env: &[(&str, &str)]) -> Bot {
        let program = std::path::Path::new(env!("CARGO_BIN_EXE_clash-bot"));
        Bot::start_program_on(sim, program, config, extra_env).await
    }

    /// [`Bot::start_on`] with the bot on one CPU of the machine ([`Cpus::One`]): it then
    /// thinks through one decision at a time on any machine.
    pub async fn start_on_one_cpu(sim: Simulator, config: Option<&str>) -> Bot {
        let program = std::path::Path::new(env!("CARGO_BIN_EXE_clash-bot"));
        Bot::start_program_with(sim, program, config, &[], Cpus::One).await
    }

    /// [`Bot::start_on`] with another build of the bot (`benches/bot/discord.rs` compares two).
    pub async fn start_program_on(
        sim: Simulator,
        program: &std::path::Path,
        config: Option<&str>,
        extra_env: &[(&str, &str)],
    ) -> Bot {
        Bot::start_program_with(sim, program, config, extra_env, Cpus::All).await
    }

    async fn start_program_with(
        sim: Simulator,
        program: &std::path::Path,
        config: Option<&str>,
        extra_env: &[(&str, &str)],
        cpus: Cpus,
    ) -> Bot {
        let room = Share::take().await;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("clash.db");
        let mut args = vec!["run".to_string()];
        if let Some(text) = config {
            let path = dir.path().join("test-config.toml");
            std::fs::write(&path, text).unwrap();
            args.extend(["--config".to_string(), path.to_str().unwrap().to_string()]);
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let process = BotProcess::spawn_program_on(program, &args, &sim, &db, extra_env, cpus);
        sim.wait_commands_registered().await;
        let channel = sim.default_channel();
        Bot {
            sim,
            process,
            db,
            _dir: dir,
            channel,
            _room: room,
        }
    }

    /// Kills the bot (no clean shutdown) and starts a new one on the same database.
    pub async fn restart(&mut self) {
        self.process.kill().await;
        let n = self.sim.ready_count();
        self.process = BotProcess::spawn(&self.sim, &self.db, &[]);
        self.sim.wait_commands_registered_for_ready(n + 1).await;
    }

    /// The value of a choice of a registered command's option.
    pub fn choice(&self, command: &str, option: &str, name: &str) -> Value {
        let cmd = self.sim.command_json(command).expect("registered");
        let opt = cmd["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == option)
            .unwrap_or_else(|| panic!("/{command} has no option {option}"));
        opt["choices"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("no choice {name}"))["value"]
            .clone()
    }

    /// A slash command's callback.
    pub async fn say(&self, user: UserId, name: &str, options: Value) -> Callback {
        self.sim
            .slash(user, self.channel, name, options)
            .await
            .response()
            .await
    }

    /// A slash command's reply message.
    pub async fn say_message(&self, user: UserId, name: &str, options: Value) -> SimMessage {
        let handle = self.sim.slash(user, self.channel, name, options).await;
        let callback = handle.response().await;
        assert!(callback.accepted(), "/{name}: {callback:?}");
        handle.message().await
    }

    /// Clicks the component `id` of `message`; returns the callback.
    pub async fn click(&self, user: UserId, message: &SimMessage, id: &str) -> Callback {
        self.sim.click(user, message.id, id).await.response().await
    }

    /// Clicks the button labelled `label`; returns the message the callback made or
    /// updated.
    pub async fn press(&self, user: UserId, message: &SimMessage, label: &str) -> SimMessage {
        let id = button_by_label(message, label);
        let handle = self.sim.click(user, message.id, &id).await;
        handle.response().await;
        handle.message().await
    }

    /// The current state of a message.
    pub fn message(&self, message: &SimMessage) -> SimMessage {
        self.sim.message(message.id).expect("message exists")
    }

    /// The files on a message now (a table's picture...), with their bytes, PNG size and alt
    /// text; empty when it has none.
    pub fn attachments(&self, message: &SimMessage) -> Vec<SimAttachment> {
        self.sim.attachments(message.id)
    }

    /// `a` challenges `b` to `game` (its /challenge choice name) and `b` accepts; returns
    /// the toss post.
    pub async fn challenge_accepted(
        &self,
        a: UserId,
        b: UserId,
        game: &str,
        extra: Value,
    ) -> SimMessage {
        let mut options = json!({"opponent": b, "game": self.choice("challenge", "game", game)});
        if let (Some(options), Some(extra)) = (options.as_object_mut(), extra.as_object()) {
            options.extend(extra.clone());
        }
        let handle = self.sim.slash(a, self.channel, "challenge", options).await;
        let callback = handle.response().await;
        assert!(
            callback.accepted() && !callback.is_ephemeral(),
            "{callback:?}"
        );
        let challenge = handle.message().await;
        // In the server's language: the challenged player named, Accept its first button.
        assert!(
            challenge.content.contains(&format!("<@{b}>")),
            "{}",
            challenge.content
        );
        let before = self.sim.log_len();
        let accept = challenge.buttons()[0].label.clone().unwrap();
        let accepted = self
            .click(b, &challenge, &button_by_label(&challenge, &accept))
            .await;
        assert_eq!(accepted.kind, 7, "accepting updates the challenge post");
        assert!(
            accepted.content().contains(&format!("<@{b}>")),
            "{}",
            accepted.content()
        );
        // The toss post opens with its die in every language.
        self.wait_public_since(before, "🎲", "the toss is posted")
            .await
    }

    /// Waits for a public message, posted or edited at log index `before` or later, that
    /// contains `text`; panics with `what` after 10 s.
    pub async fn wait_public_since(&self, before: usize, text: &str, what: &str) -> SimMessage {
        let text = text.to_string();
        self.sim
            .wait_for(Duration::from_secs(10), move |sim| {
                sim.log_since(before).iter().find_map(|p| {
                    let m = sim.message(p.message_id?)?;
                    (m.visibility == Visibility::Public && m.content.contains(&text)).then_some(m)
                })
            })
            .await
            .unwrap_or_else(|| panic!("{what}"))
    }

    /// The toss winner picks `label`; returns the new table message. The loser's click is
    /// refused first.
    pub async fn choose(&self, toss: &SimMessage, players: [UserId; 2], label: &str) -> SimMessage {
        self.choose_id(toss, players, &button_by_label(toss, label))
            .await
    }

    /// [`Bot::choose`] by the button's custom id (`tc:…`), whatever its language.
    pub async fn choose_id(&self, toss: &SimMessage, players: [UserId; 2], id: &str) -> SimMessage {
        let winner = toss_winner(toss);
        let loser = if winner == players[0] {
            players[1]
        } else {
            players[0]
        };
        let refused = self.click(loser, toss, id).await;
        assert!(refused.is_ephemeral(), "{}", refused.content());
        let before = self.sim.log_len();
        let chose = self.click(winner, toss, id).await;
        assert_eq!(chose.kind, 7, "{chose:?}");
        // The table: the public message with a Resign button, in any language.
        self.sim
            .wait_for(Duration::from_secs(10), move |sim| {
                sim.log_since(before).iter().find_map(|p| {
                    let m = sim.message(p.message_id?)?;
                    let table = m.custom_ids().iter().any(|id| id.starts_with("rs:"));
                    (m.visibility == Visibility::Public && table).then_some(m)
                })
            })
            .await
            .expect("the table is posted")
    }

    /// Waits until the message no longer carries `old_id` (a component of the version
    /// before a move): the move is on it.
    pub async fn wait_change(&self, message: &SimMessage, old_id: &str) -> SimMessage {
        let id = message.id;
        let old = old_id.to_string();
        self.sim
            .wait_for(Duration::from_secs(10), move |sim| {
                let m = sim.message(id)?;
                (!m.custom_ids().contains(&old)).then_some(m)
            })
            .await
            .expect("the message was updated after the move")
    }

    /// A match's stored move log, read from the database the bot writes: how it started
    /// from the state, and its actions from their `moves` rows (the choice of who goes
    /// first is no action of the table).
    pub fn stored_log<G: Game>(
        &self,
        match_id: i64,
        pick: fn(AnyTable) -> Option<Table<G>>,
    ) -> MoveLog<G> {
        let conn = clash_bot::storage::open(&self.db).unwrap();
        let state: String = conn
            .query_row("SELECT state FROM matches WHERE id = ?1", [match_id], |r| {
                r.get(0)
            })
            .unwrap();
        let phase: MatchPhase = serde_json::from_str(&state).unwrap();
        let MatchPhase::Playing(table) = phase else {
            panic!("the match was played")
        };
        let mut log = pick(*table).expect("a table of that game").log().clone();
        let mut rows = conn
            .prepare("SELECT seat, action FROM moves WHERE match_id = ?1 ORDER BY number")
            .unwrap();
        let rows = rows
            .query_map([match_id], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
            })
            .unwrap();
        for row in rows {
            let (seat, action) = row.unwrap();
            let action: Value = serde_json::from_str(&action).unwrap();
            if action.get("Choose").is_some() {
                continue;
            }
            log.actions.push(LoggedAction {
                seat: if seat == "A" { Seat::A } else { Seat::B },
                action: serde_json::from_value(action).unwrap(),
            });
        }
        log
    }

    /// Checks the bot's health, the simulator's rules, that no log line shows a card, and
    /// that every file on a message is a readable PNG within the bot's size budget, a
    /// whole game's film (a readable GIF under 1 MB), or a match record (`match-N.json`,
    /// JSON, in a private reply): the bot attaches nothing else.
    pub fn assert_clean(&self) {
        for line in self.process.lines() {
            assert!(
                cards_in(&line).is_empty() && codes_in(&line).is_empty(),
                "a log line shows cards: {line}"
            );
        }
        for m in self.sim.messages() {
            for a in m.attachments() {
                if a.filename.starts_with("match-") && a.filename.ends_with(".json") {
                    assert!(
                        m.is_ephemeral() && serde_json::from_slice::<Value>(&a.bytes).is_ok(),
                        "message {}: {} is not a private JSON record",
                        m.id,
                        a.filename
                    );
                    continue;
                }
                if a.filename.ends_with(".gif") {
                    assert!(
                        gif_frames(&a.bytes).is_some() && a.size < FILM_BUDGET,
                        "message {}: {} is {} bytes (budget {FILM_BUDGET}), GIF readable: {}",
                        m.id,
                        a.filename,
                        a.size,
                        gif_frames(&a.bytes).is_some()
                    );
                    continue;
                }
                assert!(
                    a.png_ok && a.size < BOT_IMAGE_BUDGET,
                    "message {}: {} is {} bytes (budget {BOT_IMAGE_BUDGET}), PNG readable: {}",
                    m.id,
                    a.filename,
                    a.size,
                    a.png_ok
                );
            }
        }
        self.process.assert_healthy();
        self.sim.assert_no_violations();
    }
}

/// A whole game's animated picture stays under this (issue 33).
pub const FILM_BUDGET: usize = 1024 * 1024;

/// The number of frames of a GIF that decodes to its end, `None` if it does not.
pub fn gif_frames(bytes: &[u8]) -> Option<usize> {
    let mut decoder = gif::DecodeOptions::new().read_info(bytes).ok()?;
    let mut frames = 0;
    while decoder.read_next_frame().ok()?.is_some() {
        frames += 1;
    }
    Some(frames)
}

/// Replays a stored log and returns every card each seat held at any point, as `held`
/// reads them from the seat's own view at each step: the truth the privacy walk checks
/// posts against. (A card is a [`Card`] in most games; Shape Clash's cards are its own.)
pub fn holdings<G: Game, C: Ord>(
    log: &MoveLog<G>,
    held: impl Fn(&G::View) -> Vec<C>,
) -> HashMap<Seat, BTreeSet<C>> {
    let mut replay = Table::<G>::new(log.options.clone(), log.seed, log.first, log.max_strikes);
    let mut out: HashMap<Seat, BTreeSet<C>> = HashMap::new();
    let mut note = |t: &Table<G>| {
        for seat in Seat::BOTH {
            out.entry(seat)
                .or_default()
                .extend(held(&t.game().view(seat)));
        }
    };
    note(&replay);
    for LoggedAction { seat, action } in log.actions.iter() {
        match action {
            Action::Play(mv) => {
                replay.play(*seat, mv.clone()).unwrap();
            }
            Action::Timeout => {
                replay.timeout().unwrap();
            }
            Action::Resign => {
                replay.resign(*seat).unwrap();
            }
            Action::Forfeit => {
                replay.forfeit(*seat).unwrap();
            }
        }
        note(&replay);
    }
    out
}

/// Channel writes (message posts and edits, which Discord rate-limits per channel, unlike
/// interaction answers) in the simulator's log from index `from` on.
pub fn channel_writes(bot: &Bot, from: usize) -> usize {
    bot.sim
        .log_since(from)
        .iter()
        .filter(|p| {
            matches!(
                p.kind,
                crate::sim::PostKind::ChannelMessage | crate::sim::PostKind::EditChannelMessage
            )
        })
        .count()
}

/// The seat of each of a match's two players (A challenged B); `None` for anyone else.
pub fn seats(a: UserId, b: UserId) -> impl Fn(UserId) -> Option<Seat> {
    move |u| {
        if u == a {
            Some(Seat::A)
        } else if u == b {
            Some(Seat::B)
        } else {
            None
        }
    }
}

/// Cards written as players read them (`A♠`), as the bot writes them in messages.
pub fn cards_in(text: &str) -> BTreeSet<Card> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = BTreeSet::new();
    for w in chars.windows(2) {
        if "23456789TJQKA".contains(w[0]) && "♠♥♦♣".contains(w[1]) {
            found.insert(format!("{}{}", w[0], w[1]).parse().unwrap());
        }
    }
    found
}

/// Card codes (`AS`) standing alone as words: how cards would leak into a log line.
pub fn codes_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.len() == 2 && !w.chars().any(|c| c.is_ascii_lowercase()))
        .filter(|w| w.parse::<Card>().is_ok())
        .map(str::to_string)
        .collect()
}

pub fn button_by_prefix(message: &SimMessage, prefix: &str) -> String {
    message
        .buttons()
        .into_iter()
        .filter_map(|b| b.custom_id)
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button in {:?}", message.custom_ids()))
}

/// The id of the button whose custom id contains `part` (e.g. `:rv:`).
pub fn button_with(message: &SimMessage, part: &str) -> String {
    message
        .buttons()
        .into_iter()
        .filter_map(|b| b.custom_id)
        .find(|id| id.contains(part))
        .unwrap_or_else(|| panic!("no {part} button in {:?}", message.custom_ids()))
}

/// Waits for a public post (not a table) in the bot's channel containing `text`.
pub async fn wait_post(bot: &Bot, text: &str) -> SimMessage {
    let wanted = text.to_string();
    let channel = bot.channel;
    bot.sim
        .wait_for(Duration::from_secs(10), move |sim| {
            sim.public_messages(channel)
                .into_iter()
                .find(|m| m.content.contains(&wanted) && !m.content.contains(" · Match #"))
        })
        .await
        .unwrap_or_else(|| panic!("no public post with {text:?}"))
}

/// Whether a finished match's table offers exactly one button, an enabled Rematch.
pub fn offers_only_rematch(table: &SimMessage) -> bool {
    let buttons = table.buttons();
    buttons.len() == 1 && buttons[0].label.as_deref() == Some("Rematch") && !buttons[0].disabled
}

/// [`offers_only_rematch`] in any language: the one button is an enabled `rm:`.
pub fn offers_only_rematch_in_any_language(table: &SimMessage) -> bool {
    let buttons = table.buttons();
    let rematch = |b: &crate::sim::ButtonInfo| {
        !b.disabled
            && b.custom_id
                .as_deref()
                .is_some_and(|id| id.starts_with("rm:"))
    };
    buttons.len() == 1 && rematch(&buttons[0])
}

/// English phrases that no French, German or Japanese text of a match carries.
const ENGLISH: [&str; 16] = [
    "Match #",
    " wins",
    "the toss",
    "chooses",
    "Choose",
    "Clashes won",
    "Libraries",
    "Resign",
    "Rematch",
    "Ratings",
    "My hand",
    "What would",
    "not yours",
    "on top",
    "bottom",
    "to move",
];

/// English words (as whole words, any case) that no French, German or Japanese text of a
/// match carries: the words of the games' English texts that the other languages do not
/// borrow (German says "High Card" and "Straight Flush", French "Score" and "Points").
const ENGLISH_WORDS: [&str; 58] = [
    "the", "your", "you", "and", "with", "cards", "turn", "play", "plays", "played", "pass",
    "passed", "draw", "drew", "deal", "round", "tiles", "stock", "sets", "answer", "answered",
    "reveal", "reveals", "revealed", "wins", "won", "confirm", "back", "exchange", "cell", "row",
    "column", "single", "singles", "keep", "ends", "next", "waiting", "captured", "captures",
    "pair", "nothing", "pick", "type", "other", "ended", "blocked", "left", "opens", "would",
    "what", "not", "yours", "is", "are", "has", "of", "to",
];

/// The first English phrase or word found in `text`, if any: English left in a text that
/// should be in another language.
pub fn english_in(text: &str) -> Option<&'static str> {
    if let Some(phrase) = ENGLISH.into_iter().find(|p| text.contains(p)) {
        return Some(phrase);
    }
    let words: BTreeSet<String> = text
        .split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .collect();
    ENGLISH_WORDS.into_iter().find(|w| words.contains(*w))
}

pub fn button_by_label(message: &SimMessage, label: &str) -> String {
    message.button_id_by_label(label).unwrap_or_else(|| {
        panic!(
            "no {label} button in {}: {:?}",
            message.content,
            message.buttons()
        )
    })
}

/// Every user mentioned (`<@…>`) in `text`, in order.
pub fn mentions(text: &str) -> Vec<UserId> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .map(UserId::new)
        .collect()
}

/// The winner of a toss post, in any language: the one its last line names.
pub fn toss_winner(toss: &SimMessage) -> UserId {
    let last = toss.content.lines().last().unwrap_or_default();
    *mentions(last)
        .first()
        .expect("the toss post names its winner")
}

/// The user mentioned last before `marker`.
pub fn mention_after(text: &str, marker: &str) -> UserId {
    let at = text
        .find(marker)
        .unwrap_or_else(|| panic!("{marker:?} not in {text}"));
    let start = text[..at].rfind("<@").expect("a mention");
    let end = start + text[start..].find('>').unwrap();
    UserId::new(text[start + 2..end].parse().unwrap())
}

/// The match number in a table's first line (`**Duel · Match #7** — …`).
pub fn match_number(table: &SimMessage) -> i64 {
    let at = table.content.find("Match #").expect("a match number") + "Match #".len();
    table.content[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

/// The seat to move, from the table's `➡️` line.
pub fn to_move(table: &SimMessage) -> Option<UserId> {
    let line = table.content.lines().find(|l| l.starts_with("➡️"))?;
    mentions(line).first().copied()
}

/// The privacy walk over every post of the simulator's log, in order (its text, embeds and
/// the descriptions of its pictures): a public post may
/// show only cards that `revealed_by` says were revealed (in that post or before it); a
/// private post only its owner's cards (`held`) and revealed ones; an outsider none.
/// Returns how many hidden cards were shown privately to their owners.
pub fn privacy_walk(
    bot: &Bot,
    seat_of: impl Fn(UserId) -> Option<Seat>,
    held: &HashMap<Seat, BTreeSet<Card>>,
    revealed_by: impl Fn(&str) -> BTreeSet<Card>,
) -> usize {
    let mut revealed: BTreeSet<Card> = BTreeSet::new();
    let mut hidden_shown = 0;
    for post in bot.sim.log() {
        // Content, embeds and the alt text of attached pictures: all a user reads.
        let text = post.text();
        let content = &text;
        let cards = cards_in(content);
        match post.visibility {
            Some(Visibility::Public) => {
                revealed.extend(revealed_by(content));
                for card in &cards {
                    assert!(
                        revealed.contains(card),
                        "public post shows unrevealed {card}: {content}"
                    );
                }
            }
            Some(Visibility::Ephemeral(user)) => {
                let Some(seat) = seat_of(user) else {
                    assert!(cards.is_empty(), "an outsider saw cards: {content}");
                    continue;
                };
                for card in &cards {
                    assert!(
                        held[&seat].contains(card) || revealed.contains(card),
                        "{user} saw {card}: {content}"
                    );
                    if !revealed.contains(card) {
                        hidden_shown += 1;
                    }
                }
            }
            _ => {}
        }
    }
    // Nothing but ephemeral replies ever carries a select of cards.
    for m in bot.sim.messages() {
        if !m.selects().is_empty() {
            assert!(
                m.is_ephemeral(),
                "a card menu in a public message: {}",
                m.content
            );
        }
    }
    hidden_shown
}

/// A match's stored state: (version, revision, table revision, table message, finished).
pub fn stored(bot: &Bot, id: i64) -> (u32, i64, i64, Option<u64>, bool) {
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    conn.query_row(
        "SELECT move_count, revision, table_revision, message_id, status FROM matches \
         WHERE id = ?1",
        [id],
        |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get::<_, Option<i64>>(3)?.map(|m| m as u64),
                r.get::<_, String>(4)? == "finished",
            ))
        },
    )
    .unwrap()
}

/// Waits (at most `within`) until match `id`'s table shows what is stored: drawn at the
/// stored revision, with components of the stored version (or, once over, only Rematch).
pub async fn current_table(bot: &Bot, id: i64, within: Duration) -> SimMessage {
    let started = std::time::Instant::now();
    loop {
        let (version, revision, table_revision, message, finished) = stored(bot, id);
        if let Some(table) = message.and_then(|m| bot.sim.message(m.into())) {
            let current = if finished {
                offers_only_rematch(&table)
            } else {
                let mark = format!(":{id}:{version}");
                table.custom_ids().iter().any(|c| c.contains(&mark))
            };
            if current && table_revision == revision {
                return table;
            }
        }
        assert!(
            started.elapsed() < within,
            "the table of match {id} does not show the stored state (version {version}, \
             revision {revision}, drawn {table_revision})"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The public messages the bot posted (not edits), by their first content.
pub fn public_posts(bot: &Bot) -> HashMap<String, usize> {
    let mut out = HashMap::new();
    for p in bot.sim.log_since(0) {
        if p.kind != crate::sim::PostKind::ChannelMessage {
            continue;
        }
        let Some(m) = p.message_id.and_then(|m| bot.sim.message(m)) else {
            continue;
        };
        if m.visibility == Visibility::Public {
            *out.entry(p.content.clone().unwrap_or_default())
                .or_default() += 1;
        }
    }
    out
}
