//! Whole Clash matches played through the real bot (`clash-bot run`) against the simulator:
//! slash commands, buttons, selects and modals, with the privacy and robustness checks.

use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

use clash_bot::cards::Card;
use clash_bot::model::AnyTable;
use clash_bot::rules::clash::Clash;
use clash_bot::rules::Seat;
use serde_json::{json, Value};

use crate::harness::{
    button_by_label, button_by_prefix, button_with, cards_in, holdings, match_number, mentions,
    privacy_walk, Bot,
};
use crate::sim::{SimMessage, UserId, Visibility};

/// Challenges, accepts and chooses; returns the table message. Before the choice both
/// players can look at their dealt hands from the toss post.
pub(crate) async fn start_match(bot: &Bot, a: UserId, b: UserId, target: u32) -> SimMessage {
    let toss = bot
        .challenge_accepted(a, b, "Clash", json!({ "target": target }))
        .await;
    for player in [a, b] {
        let hand = bot
            .click(player, &toss, &button_by_prefix(&toss, "hd:"))
            .await;
        assert!(
            hand.is_ephemeral() && hand.content().contains("Your hand (13)"),
            "{}",
            hand.content()
        );
    }
    let table = bot.choose(&toss, [a, b], "Defend first").await;
    let winner = crate::harness::mention_after(&toss.content, "wins the toss");
    assert!(
        table.content.contains(&format!("🛡️ Defender <@{winner}>")),
        "{}",
        table.content
    );
    table
}

/// Waits until the table message no longer shows `old_act` (the action button of the
/// version before the move), i.e. the move is on the table.
async fn wait_table_change(bot: &Bot, table: &SimMessage, old_act: &str) -> SimMessage {
    bot.wait_change(table, old_act).await
}

/// Plays one move for whoever is to move, going through the panels. `style` varies the
/// way the set-up is built.
/// Plays one move (two for a set-up and the first reveal) for whoever is to move, going
/// through the panels; returns the table after it and the number of moves.
pub(crate) async fn play_one(
    bot: &Bot,
    table: &SimMessage,
    style: usize,
    outsider: UserId,
) -> (SimMessage, usize) {
    let text = table.content.clone();
    let turn_line = text
        .lines()
        .find(|l| l.starts_with("➡️"))
        .expect("whose move");
    let mover = mentions(turn_line)[0];
    let act = button_by_prefix(table, "ac:");
    let players = mentions(text.lines().next().unwrap());
    let waiter = players.into_iter().find(|p| *p != mover).unwrap();

    // Outsiders and the waiting player change nothing.
    let refused = bot.click(outsider, table, &act).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content().contains("This is a match between"),
        "{}",
        refused.content()
    );
    let refused = bot.click(waiter, table, &act).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content().contains(&format!("<@{mover}>'s move")),
        "{}",
        refused.content()
    );
    assert_eq!(bot.message(table).custom_ids(), table.custom_ids());

    let handle = bot.sim.click(mover, table.id, &act).await;
    let opened = handle.response().await;
    assert!(opened.is_ephemeral(), "panels are private: {opened:?}");
    let panel = handle.message().await;
    assert_eq!(panel.visibility, Visibility::Ephemeral(mover));

    if turn_line.contains("to set up") {
        // The set-up is secret and the defender moves on to reveal: the table is edited
        // once the attacker is to move, and its button opens the reveal panel meanwhile.
        set_up(bot, mover, panel, style).await;
        bot.sim.settle().await;
        assert_eq!(
            bot.message(table).content,
            text,
            "no table edit for a set-up"
        );
        return (reveal(bot, table, &act, mover).await, 2);
    } else if turn_line.contains("to reveal") {
        return (reveal(bot, table, &act, mover).await, 1);
    } else {
        answer(bot, mover, panel, style).await;
    }
    (wait_table_change(bot, table, &act).await, 1)
}

/// The defender reveals a set from a fresh panel; a second panel, clicked after the first
/// is used, is refused as stale.
async fn reveal(bot: &Bot, table: &SimMessage, act: &str, mover: UserId) -> SimMessage {
    let handle = bot.sim.click(mover, table.id, act).await;
    handle.response().await;
    let panel = handle.message().await;
    // A second panel, clicked after the first is used, must be refused as stale.
    let second = bot.sim.click(mover, table.id, act).await;
    second.response().await;
    let stale_panel = second.message().await;
    let reveal = button_with(&panel, ":rv:");
    let done = bot.click(mover, &panel, &reveal).await;
    assert_eq!(done.kind, 7, "{done:?}");
    let updated = wait_table_change(bot, table, act).await;
    let stale = bot
        .click(mover, &stale_panel, &button_with(&stale_panel, ":rv:"))
        .await;
    assert!(
        stale.content().contains("earlier turn"),
        "{}",
        stale.content()
    );
    assert_eq!(
        bot.message(&updated).content,
        updated.content,
        "a stale click changes nothing"
    );
    updated
}

/// The defender builds a set-up on `panel` and confirms it: with the menus (`style` 0,
/// one step back on the way), the hint (1), or the hint typed into the form (2).
pub(crate) async fn set_up(bot: &Bot, mover: UserId, panel: SimMessage, style: usize) {
    let mut panel = panel;
    match style % 3 {
        0 => {
            // Build it with the menus: 4, 3, 2, 1; one step back and again.
            let mut went_back = false;
            for size in [4usize, 3, 3, 2, 1] {
                let select = panel.selects().into_iter().next().expect("a card menu");
                assert_eq!(select.min_values as usize, size);
                assert!(select.options.len() <= 25);
                let values: Vec<&str> = select
                    .options
                    .iter()
                    .take(size)
                    .map(|(v, _)| v.as_str())
                    .collect();
                let cb = bot
                    .sim
                    .select(mover, panel.id, &select.custom_id, &values)
                    .await
                    .response()
                    .await;
                assert_eq!(cb.kind, 7, "{cb:?}");
                panel = bot.message(&panel);
                if size == 3 && !went_back {
                    went_back = true;
                    assert_eq!(panel.content.matches("-card:").count(), 2);
                    // Back once after the 3-card set, then pick it again.
                    let back = button_by_label(&panel, "Back");
                    bot.click(mover, &panel, &back).await;
                    panel = bot.message(&panel);
                    assert_eq!(panel.content.matches("-card:").count(), 1);
                }
            }
        }
        // The hint fills the panel in, at once or (not ready within 1.5 s, on a busy
        // machine) by an edit after a deferred acknowledgement: `press` waits for either.
        1 => {
            panel = bot.press(mover, &panel, "What would the bot do?").await;
        }
        _ => {
            // Type it: the suggested sets, typed into the modal.
            panel = bot.press(mover, &panel, "What would the bot do?").await;
            let typed: Vec<String> = panel
                .content
                .lines()
                .filter(|l| l.starts_with("• "))
                .map(|l| {
                    let cards = l.split(" — ").next().unwrap().split(": ").nth(1).unwrap();
                    cards_in(cards)
                        .iter()
                        .map(|c| c.code())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            let type_it = button_by_label(&panel, "Type it");
            let cb = bot.click(mover, &panel, &type_it).await;
            assert_eq!(cb.kind, 9, "Type it opens a modal");
            let modal = bot
                .sim
                .open_modals()
                .into_iter()
                .find(|m| m.user == mover)
                .unwrap();
            // A bad line first: refused with a reason, nothing changes.
            let bad = bot
                .sim
                .submit_modal(mover, &modal.custom_id, &[("cards", "AS KS | QS")])
                .await
                .response()
                .await;
            assert!(
                bad.is_ephemeral() && bad.content().contains("4 sets"),
                "{}",
                bad.content()
            );
            bot.click(mover, &panel, &type_it).await;
            let modal = bot
                .sim
                .open_modals()
                .into_iter()
                .find(|m| m.user == mover)
                .unwrap();
            let typed_in = bot
                .sim
                .submit_modal(mover, &modal.custom_id, &[("cards", &typed.join(" | "))])
                .await;
            let preview = typed_in.response().await;
            assert!(
                preview.is_ephemeral() && preview.content().contains("Confirm to commit"),
                "a typed set-up is previewed before it is committed: {}",
                preview.content()
            );
            panel = typed_in.message().await;
        }
    }
    let confirm = button_by_label(&panel, "Confirm");
    let done = bot.click(mover, &panel, &confirm).await;
    assert!(done.content().contains("committed"), "{}", done.content());
}

pub(crate) async fn answer(bot: &Bot, mover: UserId, panel: SimMessage, style: usize) {
    let select = panel.selects().into_iter().next().expect("a card menu");
    let n = select.min_values as usize;
    let values: Vec<&str> = select
        .options
        .iter()
        .skip(style % 2)
        .take(n)
        .map(|(v, _)| v.as_str())
        .collect();
    let cb = bot
        .sim
        .select(mover, panel.id, &select.custom_id, &values)
        .await
        .response()
        .await;
    assert!(cb.content().contains("Your answer"), "{}", cb.content());
    let panel = bot.message(&panel);
    let confirm = button_by_label(&panel, "Confirm");
    let done = bot.click(mover, &panel, &confirm).await;
    assert!(
        done.content().contains("You answered"),
        "{}",
        done.content()
    );
}

/// Every card each seat ever held in the match (hand, or own set-up), from the stored log.
pub(crate) fn clash_holdings(bot: &Bot, match_id: i64) -> HashMap<Seat, BTreeSet<Card>> {
    let log = bot.stored_log::<Clash>(match_id, |t| match t {
        AnyTable::Clash(t) => Some(t),
        _ => None,
    });
    holdings(&log, |view| {
        let mut cards = view.hand.clone();
        if let Some(setup) = &view.setup {
            cards.extend(setup.cards());
        }
        cards
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_clash_match_through_discord_with_a_restart() {
    let mut bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");

    let mut table = start_match(&bot, alice, bob, 3).await;
    let match_id = match_number(&table);

    // My hand: private to its owner; an outsider is told whose match it is.
    let hand_button = button_by_prefix(&table, "hd:");
    let mine = bot.click(alice, &table, &hand_button).await;
    assert!(
        mine.is_ephemeral() && mine.content().contains("Your hand (13)"),
        "{}",
        mine.content()
    );
    let theirs = bot.click(eve, &table, &hand_button).await;
    assert!(theirs.content().contains("This is a match between"));

    let mut moves = 0;
    let first_write = bot.sim.log_len();
    while !table.content.contains("wins the match") {
        let (next, made) = play_one(&bot, &table, moves / 9, eve).await;
        table = next;
        let before = moves;
        moves += made;
        if before < 5 && moves >= 5 {
            bot.restart().await;
            // The old table message's buttons still work after the restart.
            table = bot.message(&table);
        }
        assert!(moves < 200, "the match does not end");
    }
    assert!(
        crate::harness::offers_only_rematch(&table),
        "at the end the table offers only Rematch"
    );
    assert!(moves >= 9, "at least one whole round was played");
    let public: Vec<SimMessage> = bot.sim.public_messages(bot.channel);
    assert!(public.iter().any(|m| m.content.contains("🏆")));

    // Privacy: walk every post in order. A public post may only show cards that are
    // revealed (in it or before it); a private post only its owner's cards and revealed ones.
    let held = clash_holdings(&bot, match_id);
    let seat_of = crate::harness::seats(alice, bob);
    let hidden_shown = privacy_walk(&bot, seat_of, &held, |content| {
        let mut revealed = BTreeSet::new();
        for line in content.lines() {
            if line.contains("reveals") || line.contains("answers") || line.contains(" ⟵ ") {
                revealed.extend(cards_in(line));
            }
        }
        revealed
    });
    assert!(
        hidden_shown > 50,
        "hands were shown privately ({hidden_shown} cards)"
    );
    let writes = crate::harness::channel_writes(&bot, first_write);
    eprintln!(
        "played {moves} moves through Discord; {} posts, {hidden_shown} private card showings; {writes} channel writes ({:.2} a move)",
        bot.sim.log_len(),
        writes as f64 / moves as f64
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_are_refused_declined_cancelled_and_commands_answer() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let robot = bot.sim.add_bot_user("robot");
    let game = bot.choice("challenge", "game", "Clash");
    let registered: Vec<String> = bot
        .sim
        .registered_commands()
        .iter()
        .map(|c| c.name.clone())
        .collect();
    for name in ["challenge", "games", "resign", "rules", "rank"] {
        assert!(
            registered.contains(&name.to_string()),
            "{name} in {registered:?}"
        );
    }
    // Registered in every shipped language too (the simulator checks the localisations as
    // Discord does); an interaction still names the command in English.
    let challenge = bot.sim.command_json("challenge").expect("registered");
    assert_eq!(challenge["name_localizations"]["de"], "herausfordern");
    assert_eq!(
        challenge["options"][0]["name_localizations"]["ja"],
        "ゲーム"
    );
    assert_eq!(challenge["name_localizations"]["es-419"], "retar");
    assert!(challenge["name_localizations"].get("en-US").is_none());

    let me = bot
        .say(alice, "challenge", json!({"opponent": alice, "game": game}))
        .await;
    assert!(
        me.is_ephemeral() && me.content().contains("cannot challenge yourself"),
        "{}",
        me.content()
    );
    let bot_user = bot
        .say(alice, "challenge", json!({"opponent": robot, "game": game}))
        .await;
    assert!(
        bot_user.content().contains("Other bots cannot play"),
        "{}",
        bot_user.content()
    );
    let slow = bot
        .say(
            alice,
            "challenge",
            json!({"opponent": bob, "game": game, "turn_seconds": 3}),
        )
        .await;
    assert!(
        slow.content().contains("turn_seconds"),
        "{}",
        slow.content()
    );

    let first = bot
        .sim
        .slash(
            alice,
            bot.channel,
            "challenge",
            json!({"opponent": bob, "game": game}),
        )
        .await;
    first.response().await;
    let post = first.message().await;
    let again = bot
        .say(bob, "challenge", json!({"opponent": alice, "game": game}))
        .await;
    assert!(
        again.content().contains("already a pending challenge"),
        "{}",
        again.content()
    );
    // Only the challenger cancels; only the opponent accepts.
    let wrong = bot
        .click(alice, &post, &button_by_label(&post, "Accept"))
        .await;
    assert!(
        wrong.is_ephemeral() && wrong.content().contains("Only the challenged player"),
        "{}",
        wrong.content()
    );
    let wrong = bot
        .click(bob, &post, &button_by_label(&post, "Cancel"))
        .await;
    assert!(
        wrong.content().contains("Only the challenger"),
        "{}",
        wrong.content()
    );
    let declined = bot
        .click(bob, &post, &button_by_label(&post, "Decline"))
        .await;
    assert_eq!(declined.kind, 7);
    assert!(declined.content().contains("declined"));
    assert!(bot.message(&post).buttons().iter().all(|b| b.disabled));

    let second = bot
        .sim
        .slash(
            bob,
            bot.channel,
            "challenge",
            json!({"opponent": alice, "game": game}),
        )
        .await;
    second.response().await;
    let post = second.message().await;
    let cancelled = bot
        .click(bob, &post, &button_by_label(&post, "Cancel"))
        .await;
    assert!(
        cancelled.content().contains("withdrew"),
        "{}",
        cancelled.content()
    );

    let ranked = bot
        .say(alice, "rank", json!({"cards": "9S 9H 7D 7C"}))
        .await;
    assert!(
        ranked.is_ephemeral() && ranked.content().contains("two pair flash"),
        "{}",
        ranked.content()
    );
    let bad = bot.say(alice, "rank", json!({"cards": "9S 9X"})).await;
    assert!(bad.content().contains("`9X`"), "{}", bad.content());
    let rules = bot.say(alice, "rules", json!({"game": game})).await;
    assert!(
        rules.is_ephemeral() && rules.content().contains("split poker"),
        "{}",
        rules.content()
    );
    let games = bot.say(alice, "games", Value::Null).await;
    assert!(
        games.content().contains("no active matches"),
        "{}",
        games.content()
    );
    let resign = bot.say(alice, "resign", Value::Null).await;
    assert!(
        resign.content().contains("no active matches"),
        "{}",
        resign.content()
    );

    bot.process.assert_healthy();
    bot.sim.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_from_the_table_and_a_clean_shutdown() {
    let mut bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let table = start_match(&bot, alice, bob, 10).await;
    let games = bot
        .sim
        .slash(bob, bot.channel, "games", Value::Null)
        .await
        .response()
        .await;
    assert!(games.content().contains("Match #"), "{}", games.content());
    let resign = button_by_label(&table, "Resign");
    let ask = bot.sim.click(bob, table.id, &resign).await;
    ask.response().await;
    let confirm_panel = ask.message().await;
    let confirm = button_by_prefix(&confirm_panel, "rk:");
    let done = bot.click(bob, &confirm_panel, &confirm).await;
    assert!(
        done.content().contains("You resigned"),
        "{}",
        done.content()
    );
    let ended = bot
        .sim
        .wait_for(Duration::from_secs(10), |sim| {
            let m = sim.message(table.id)?;
            m.content.contains("resigned").then_some(m)
        })
        .await
        .expect("the table shows the resignation");
    assert!(
        ended.content.contains(&format!("<@{alice}> wins")),
        "{}",
        ended.content
    );
    assert!(crate::harness::offers_only_rematch(&ended));

    bot.process.terminate();
    let status = bot
        .process
        .wait_exit(Duration::from_secs(10))
        .await
        .expect("exits on SIGTERM");
    assert!(status.success(), "{status:?}");
    bot.process.assert_healthy();
    bot.sim.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_expire_and_a_run_out_clock_strikes_and_forfeits() {
    let config = "[clock]\nturn_seconds = 10\nmax_strikes = 1\nchallenge_expiry_seconds = 1\n";
    let bot = Bot::start_with_config(Some(config)).await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let game = bot.choice("challenge", "game", "Clash");

    let h = bot
        .sim
        .slash(
            alice,
            bot.channel,
            "challenge",
            json!({"opponent": bob, "game": game}),
        )
        .await;
    h.response().await;
    let post = h.message().await;
    assert!(
        post.content
            .contains("10 s per turn, 1 missed turns forfeit"),
        "{}",
        post.content
    );
    let expired = bot
        .sim
        .wait_for(Duration::from_secs(10), |sim| {
            let m = sim.message(post.id)?;
            m.content.contains("expired").then_some(m)
        })
        .await
        .expect("the challenge post says it expired");
    assert!(
        expired.buttons().iter().all(|b| b.disabled),
        "its buttons are disabled"
    );

    // A timed match: nobody moves, the clock runs out, the default move is played and
    // the single allowed strike forfeits.
    let table = start_match(&bot, alice, bob, 10).await;
    assert!(
        table.content.contains("clock runs out <t:"),
        "{}",
        table.content
    );
    let defender = mentions(table.content.lines().find(|l| l.starts_with("➡️")).unwrap())[0];
    let strike = bot
        .sim
        .wait_for(Duration::from_secs(20), |sim| {
            sim.public_messages(bot.channel)
                .into_iter()
                .find(|m| m.content.contains("ran out of time"))
        })
        .await
        .expect("a public post says the clock ran out");
    assert!(
        strike
            .content
            .contains(&format!("<@{defender}> ran out of time (missed turn 1/1)")),
        "{}",
        strike.content
    );
    assert!(
        strike.content.contains("has set up"),
        "the default set-up was played: {}",
        strike.content
    );
    let ended = bot
        .sim
        .wait_for(Duration::from_secs(10), |sim| {
            let m = sim.message(table.id)?;
            m.content.contains("forfeits").then_some(m)
        })
        .await
        .expect("the table shows the forfeit");
    assert!(crate::harness::offers_only_rematch(&ended));
    bot.process.assert_healthy();
    bot.sim.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_ends_the_bot_even_when_discord_cannot_be_reached() {
    // Nothing listens on port 9 of the loopback: the gateway can never be reached, and
    // serenity retries for ever. SIGTERM must still end the process promptly.
    let sim = crate::sim::Simulator::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut process = crate::sim::BotProcess::spawn(
        &sim,
        dir.path().join("clash.db"),
        &[("DISCORD_API_URL", "http://127.0.0.1:9")],
    );
    tokio::time::sleep(Duration::from_secs(1)).await;
    let asked = std::time::Instant::now();
    process.terminate();
    let status = process
        .wait_exit(Duration::from_secs(5))
        .await
        .expect("exits within 5 s of SIGTERM");
    assert!(status.success(), "{status:?}");
    eprintln!("exited {:?} after SIGTERM", asked.elapsed());
}
