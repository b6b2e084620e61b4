//! Someone to play with: whole matches against the bot (Duel on the table, Clubbed with
//! its hidden hand), "What would the bot do?", open challenges and rematches, through the
//! real bot binary.

use std::time::Duration;

use clash_bot::rules::{EndReason, Outcome, Seat};
use serde_json::json;

use crate::harness::{
    button_by_label, button_by_prefix, cards_in, match_number, mention_after, mentions,
    offers_only_rematch, seats, to_move, Bot,
};
use crate::sim::{SimMessage, UserId, Visibility};

/// The bot, moving 50 ms after each of its turns starts (1.2 s by default).
async fn quick_bot() -> Bot {
    Bot::start_with_config(Some("[bot]\nmove_delay_ms = 50\n")).await
}

/// `/practice` for `player`: the announcement, then the table once the toss is decided
/// (by the player's click, or by the bot when it wins the toss).
async fn practice(bot: &Bot, player: UserId, game: &str, level: &str, first: &str) -> SimMessage {
    let before = bot.sim.log_len();
    let options = json!({
        "game": bot.choice("practice", "game", game),
        "level": bot.choice("practice", "level", level),
        "target": 2,
    });
    let announced = bot.say_message(player, "practice", options).await;
    assert!(
        announced.content.starts_with("🤖 **Match #")
            && announced.content.contains("Practice: not rated"),
        "{}",
        announced.content
    );
    decide_toss(bot, before, player, first).await;
    bot.wait_public_since(before, " · Match #", "the table is posted")
        .await
}

/// The toss of a match against the bot, posted at log index `before` or later: `player`
/// picks `first` when they won it; the bot, winning it, chooses by itself. The toss post
/// is drawn from the match as it is when it goes out, and once the choice is made it is
/// not posted at all: when the bot wins the toss (half the deals) and chooses (50 ms on)
/// before its toss post got out, on a busy machine, only the bot's choice is posted.
/// Either is awaited.
async fn decide_toss(bot: &Bot, before: usize, player: UserId, first: &str) {
    let toss = bot
        .sim
        .wait_for(Duration::from_secs(10), move |sim| {
            sim.log_since(before).iter().find_map(|p| {
                let m = sim.message(p.message_id?)?;
                (m.visibility == Visibility::Public
                    && (m.content.contains("wins the toss")
                        || m.content.contains("won the toss and chose")))
                .then_some(m)
            })
        })
        .await
        .expect("the toss or the bot's choice is posted");
    if !toss.content.contains("wins the toss") {
        return;
    }
    if mention_after(&toss.content, "wins the toss") == player {
        let chose = bot
            .click(player, &toss, &button_by_label(&toss, first))
            .await;
        assert_eq!(chose.kind, 7, "{chose:?}");
    } else {
        // The bot chooses by itself: no buttons for anyone to press for it.
        assert!(
            toss.content.contains("chooses in a moment"),
            "{}",
            toss.content
        );
        assert!(toss.button_id_by_label(first).is_none());
        bot.wait_public_since(
            before,
            "won the toss and chose",
            "the bot's choice is posted",
        )
        .await;
    }
}

/// Waits until the table is the player's to move, or the match is over.
async fn players_turn(bot: &Bot, table: &SimMessage, player: UserId) -> SimMessage {
    let id = table.id;
    bot.sim
        .wait_for(Duration::from_secs(20), move |sim| {
            let m = sim.message(id)?;
            let over = to_move(&m).is_none() && offers_only_rematch(&m);
            (to_move(&m) == Some(player) || over).then_some(m)
        })
        .await
        .expect("the bot moves by itself")
}

/// The end of a match against the bot: the table offers Rematch, the table and the result
/// post both give the stored result (the deal is unseeded, so that is a win for either
/// side or, in Clubbed and Duel, a draw), the post says it counts on no board, and nothing
/// was rated.
async fn assert_unrated_end(bot: &Bot, table: &SimMessage) {
    assert!(offers_only_rematch(table), "{:?}", table.buttons());
    let end = crate::harness::wait_post(bot, "Not rated: a match against the bot").await;
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    let result: String = conn
        .query_row(
            "SELECT result FROM matches WHERE id = ?1",
            [match_number(table)],
            |r| r.get(0),
        )
        .unwrap();
    let result: serde_json::Value = serde_json::from_str(&result).unwrap();
    let outcome: Outcome = serde_json::from_value(result["outcome"].clone()).unwrap();
    eprintln!("against the bot: {outcome:?}, scores {}", result["scores"]);
    match outcome {
        Outcome::Win { winner, reason } => {
            assert_eq!(reason, EndReason::Play, "{}", end.content);
            // The title names seat A, then seat B.
            let players = mentions(table.content.lines().next().unwrap());
            let winner = players[if winner == Seat::A { 0 } else { 1 }];
            assert!(
                table
                    .content
                    .contains(&format!("🏆 <@{winner}> wins the match.")),
                "{}",
                table.content
            );
            // The verdict, after any clash line of a Duel ("<@…> wins it").
            let verdict = end.content.find("🏆").map(|at| &end.content[at..]);
            assert!(
                verdict.is_some_and(|v| mention_after(v, " wins") == winner)
                    && !end.content.contains("🤝"),
                "the result post names {winner}: {}",
                end.content
            );
        }
        Outcome::Draw => {
            assert!(
                table.content.contains("🤝 The match is drawn."),
                "{}",
                table.content
            );
            assert!(
                end.content
                    .lines()
                    .any(|l| l.contains("🤝") && l.contains("draw"))
                    && !end.content.contains("🏆"),
                "the result post says the match is drawn: {}",
                end.content
            );
        }
    }
    let rated: i64 = conn
        .query_row("SELECT count(*) FROM ratings", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rated, 0, "a match against the bot rates nobody");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_duel_against_the_bot_and_a_rematch() {
    let bot = quick_bot().await;
    let alice = bot.sim.add_user("alice");
    let me = bot.sim.bot_id();
    let mut table = practice(&bot, alice, "Duel", "strong", "Choose first").await;
    assert!(
        table.content.contains(&format!("<@{alice}> vs <@{me}>")),
        "{}",
        table.content
    );
    let mut hinted = false;
    let mut turns = 0;
    loop {
        table = players_turn(&bot, &table, alice).await;
        if to_move(&table) != Some(alice) {
            break;
        }
        if !hinted {
            // Asked on the public table, the hint is Alice's alone: a private reply, or
            // (not ready within 1.5 s, on a busy machine) an acknowledgement and then a
            // private follow-up.
            hinted = true;
            let handle = bot
                .sim
                .click(
                    alice,
                    table.id,
                    &button_by_label(&table, "What would the bot do?"),
                )
                .await;
            let answered = handle.response().await;
            let hint = match answered.kind {
                4 => handle.message().await,
                6 => handle.wait_followups(1).await.remove(0),
                _ => panic!("a private reply, now or deferred: {answered:?}"),
            };
            assert!(hint.is_ephemeral(), "{hint:?}");
            assert!(
                hint.content.contains("💡")
                    && (hint.content.contains("keep on top")
                        || hint.content.contains("put at the bottom")),
                "{}",
                hint.content
            );
        }
        let label = if turns % 2 == 0 {
            "Keep on top"
        } else {
            "Put on the bottom"
        };
        let done = bot
            .click(alice, &table, &button_by_label(&table, label))
            .await;
        assert_eq!(done.kind, 7, "{done:?}");
        table = bot.message(&table);
        turns += 1;
        assert!(turns < 300, "the duel does not end");
    }
    assert_unrated_end(&bot, &table).await;

    // Rematch: against the bot, the next match starts at once, same game and level.
    let first = match_number(&table);
    let before = bot.sim.log_len();
    let again = bot
        .click(alice, &table, &button_by_label(&table, "Rematch"))
        .await;
    assert!(!again.is_ephemeral(), "{again:?}");
    assert!(
        again.content().contains(&format!("Match #{}", first + 1))
            && again.content().contains("strong level"),
        "{}",
        again.content()
    );
    bot.wait_public_since(before, "the toss", "the rematch's toss")
        .await;
    // One match of a game against the bot at a time.
    let busy = bot
        .say(
            alice,
            "practice",
            json!({"game": bot.choice("practice", "game", "Duel")}),
        )
        .await;
    assert!(
        busy.is_ephemeral()
            && busy
                .content()
                .contains(&format!("finish or resign Match #{}", first + 1)),
        "{}",
        busy.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_clubbed_game_against_the_bot_with_hints() {
    let bot = quick_bot().await;
    let alice = bot.sim.add_user("alice");
    // `/challenge opponent:@bot` is the other way in: it plays at the configured level.
    let before = bot.sim.log_len();
    let via_challenge = bot
        .say_message(
            alice,
            "challenge",
            json!({"opponent": bot.sim.bot_id(), "game": bot.choice("challenge", "game", "Clubbed")}),
        )
        .await;
    assert!(
        via_challenge.content.contains("strong level"),
        "{}",
        via_challenge.content
    );
    decide_toss(&bot, before, alice, "Play first").await;
    let mut table = bot
        .wait_public_since(before, " · Match #", "the table is posted")
        .await;
    let mut hints = 0;
    let mut turns = 0;
    loop {
        table = players_turn(&bot, &table, alice).await;
        if to_move(&table) != Some(alice) {
            break;
        }
        let handle = bot
            .sim
            .click(alice, table.id, &button_by_prefix(&table, "ac:"))
            .await;
        handle.response().await;
        let mut panel = handle.message().await;
        if hints < 3 {
            // The hint names a move of Alice's own: a card from her hand, or a draw.
            hints += 1;
            let handle = bot
                .sim
                .click(
                    alice,
                    panel.id,
                    &button_by_label(&panel, "What would the bot do?"),
                )
                .await;
            // The hint fills the panel in: at once, or (not ready within 1.5 s, on a busy
            // machine) acknowledged first and filled in by an edit.
            let hint = handle.response().await;
            assert!(
                hint.kind == 7 || hint.kind == 6,
                "the hint fills the panel in: {hint:?}"
            );
            panel = handle.message().await;
            let line = panel.content.lines().next().unwrap().to_string();
            assert!(line.starts_with("💡"), "{line}");
            let hand = cards_in(panel.content.split_once('\n').unwrap().1);
            let named = cards_in(&line);
            assert!(
                named.is_subset(&hand) && (named.len() == 1 || line.contains("draw")),
                "{line} / {hand:?}"
            );
        }
        loop {
            if let Some(label) = crate::clubbed::plays(&panel).first() {
                let done = bot
                    .click(alice, &panel, &button_by_label(&panel, label))
                    .await;
                assert!(done.content().contains("You played"), "{}", done.content());
                break;
            }
            if panel.button_id_by_label("Draw a card").is_none() {
                break;
            }
            bot.click(alice, &panel, &button_by_label(&panel, "Draw a card"))
                .await;
            panel = bot.message(&panel);
        }
        let id = table.id;
        table = bot
            .sim
            .wait_for(Duration::from_secs(20), move |sim| {
                let m = sim.message(id)?;
                (to_move(&m) != Some(alice)).then_some(m)
            })
            .await
            .expect("the turn passed");
        turns += 1;
        assert!(turns < 300, "the game does not end");
    }
    assert_unrated_end(&bot, &table).await;

    // Privacy: the bot's hand never showed. Every card a post shows was face up at some
    // point, or was in the hand of the one player it was shown to privately (Alice's
    // panels and hints).
    let shown =
        crate::clubbed::assert_private(&bot, match_number(&table), seats(alice, bot.sim.bot_id()));
    assert!(shown > 0, "Alice's hand was shown to her ({shown})");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_taken_by_whoever_accepts_first() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let carol = bot.sim.add_user("carol");
    let open = bot
        .say_message(
            alice,
            "challenge",
            json!({"game": bot.choice("challenge", "game", "Duel")}),
        )
        .await;
    assert!(
        open.content.contains("Open challenge") && open.content.contains("anyone here"),
        "{}",
        open.content
    );
    let labels: Vec<_> = open.buttons().into_iter().filter_map(|b| b.label).collect();
    assert_eq!(labels, ["Accept", "Cancel"], "nobody declines for everyone");
    // A second open challenge while this one waits: refused.
    let again = bot
        .say(
            alice,
            "challenge",
            json!({"game": bot.choice("challenge", "game", "Clash")}),
        )
        .await;
    assert!(
        again.is_ephemeral() && again.content().contains("already have an open challenge"),
        "{}",
        again.content()
    );
    let accept = button_by_label(&open, "Accept");
    let own = bot.click(alice, &open, &accept).await;
    assert!(
        own.is_ephemeral() && own.content().contains("cannot accept your own challenge"),
        "{}",
        own.content()
    );
    let before = bot.sim.log_len();
    let taken = bot.click(bob, &open, &accept).await;
    assert_eq!(taken.kind, 7, "{taken:?}");
    assert!(
        taken
            .content()
            .contains(&format!("<@{bob}> accepted <@{alice}>'s challenge")),
        "{}",
        taken.content()
    );
    // Its buttons are off now; a late click that still arrives is refused.
    let late = bot
        .sim
        .forge_click(carol, open.id, &accept)
        .await
        .response()
        .await;
    assert!(
        late.is_ephemeral() && late.content().contains("no longer open"),
        "{}",
        late.content()
    );
    let toss = bot
        .wait_public_since(before, "the toss", "the toss is posted")
        .await;
    assert!(
        toss.content.contains(&format!("<@{alice}>"))
            && toss.content.contains(&format!("<@{bob}>")),
        "{}",
        toss.content
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_is_a_challenge_the_other_player_accepts() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");
    let toss = bot
        .challenge_accepted(alice, bob, "Duel", json!({"target": 4, "turn_seconds": 60}))
        .await;
    let table = bot.choose(&toss, [alice, bob], "Choose first").await;
    let first = match_number(&table);
    // Still being played: no Rematch yet; Bob resigns.
    assert!(table.button_id_by_label("Rematch").is_none());
    let handle = bot
        .sim
        .click(bob, table.id, &button_by_label(&table, "Resign"))
        .await;
    handle.response().await;
    let confirm = handle.message().await;
    bot.click(bob, &confirm, &button_by_prefix(&confirm, "rk:"))
        .await;
    let id = table.id;
    let table = bot
        .sim
        .wait_for(Duration::from_secs(10), move |sim| {
            let m = sim.message(id)?;
            offers_only_rematch(&m).then_some(m)
        })
        .await
        .expect("the finished table offers Rematch");
    let rematch = button_by_label(&table, "Rematch");
    let outsider = bot.click(eve, &table, &rematch).await;
    assert!(
        outsider.is_ephemeral() && outsider.content().contains("This is a match between"),
        "{}",
        outsider.content()
    );
    // Bob (who lost) asks; it is a challenge to Alice with the same terms.
    let asked = bot.click(bob, &table, &rematch).await;
    assert!(!asked.is_ephemeral(), "{asked:?}");
    assert!(
        asked
            .content()
            .contains(&format!("<@{bob}> challenges <@{alice}> to **Duel**"))
            && asked.content().contains("first to 4")
            && asked.content().contains("60 s per turn"),
        "{}",
        asked.content()
    );
    let twice = bot.click(alice, &table, &rematch).await;
    assert!(
        twice.is_ephemeral() && twice.content().contains("already a pending challenge"),
        "{}",
        twice.content()
    );
    let challenge = bot
        .sim
        .public_messages(bot.channel)
        .into_iter()
        .rev()
        .find(|m| {
            m.content
                .contains(&format!("<@{bob}> challenges <@{alice}>"))
        })
        .expect("the rematch challenge is posted");
    let before = bot.sim.log_len();
    let accepted = bot
        .click(alice, &challenge, &button_by_label(&challenge, "Accept"))
        .await;
    assert!(
        accepted
            .content()
            .contains(&format!("this is **Match #{}**", first + 1)),
        "{}",
        accepted.content()
    );
    bot.wait_public_since(before, "the toss", "the rematch's toss")
        .await;
}
