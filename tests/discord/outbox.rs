//! Nothing stuck, nothing doubled: what the bot owes the channel (the table, the toss, a
//! round's result, the match's result and ratings) through the real binary, when the bot
//! is killed (SIGKILL) right after each move's answer, and when the channel fails (429,
//! 500, answers lost after the write).

use crate::harness::{
    button_by_label, button_by_prefix, button_with, current_table, public_posts, stored, to_move,
    Bot,
};

/// How long a table may take to show what is stored.
const TABLE_WAIT: Duration = Duration::from_secs(15);
use crate::sim::{Fault, SimMessage};
use serde_json::json;
use serenity::all::UserId;
use std::time::{Duration, Instant};

/// Plays the move the table asks for, through the mover's panel; returns when the bot has
/// answered the mover (the move is committed).
pub(crate) async fn play(bot: &Bot, table: &SimMessage, style: usize) {
    let mover = to_move(table).expect("someone to move");
    let turn = table
        .content
        .lines()
        .find(|l| l.starts_with("➡️"))
        .unwrap()
        .to_string();
    let handle = bot
        .sim
        .click(mover, table.id, &button_by_prefix(table, "ac:"))
        .await;
    handle.response().await;
    let panel = handle.message().await;
    if turn.contains("to set up") {
        let panel = bot.press(mover, &panel, "What would the bot do?").await;
        let done = bot
            .click(mover, &panel, &button_by_label(&panel, "Confirm"))
            .await;
        assert!(done.content().contains("committed"), "{}", done.content());
    } else if turn.contains("to reveal") {
        let done = bot.click(mover, &panel, &button_with(&panel, ":rv:")).await;
        assert!(
            done.content().contains("You revealed"),
            "{}",
            done.content()
        );
    } else {
        crate::clash::answer(bot, mover, panel, style).await;
    }
}

/// [`play`], and after a set-up the first reveal too, from the same table (a set-up edits
/// nothing: the defender still moves); returns the moves made.
async fn play_turn(bot: &Bot, table: &SimMessage, style: usize) -> usize {
    play(bot, table, style).await;
    if !table.content.contains("to set up") {
        return 1;
    }
    let mover = to_move(table).unwrap();
    let handle = bot
        .sim
        .click(mover, table.id, &button_by_prefix(table, "ac:"))
        .await;
    handle.response().await;
    let panel = handle.message().await;
    let done = bot.click(mover, &panel, &button_with(&panel, ":rv:")).await;
    assert!(
        done.content().contains("You revealed"),
        "{}",
        done.content()
    );
    2
}

/// The match's end: one result post with the ratings, no post twice, and the table
/// showing the result with its buttons disabled.
fn assert_finished_once(bot: &Bot, table: &SimMessage) {
    assert!(
        table.content.contains("wins the match"),
        "{}",
        table.content
    );
    let posts = public_posts(bot);
    for (content, n) in &posts {
        assert_eq!(*n, 1, "posted {n} times: {content}");
    }
    let results: Vec<_> = posts.keys().filter(|c| c.contains("📈 Ratings:")).collect();
    assert_eq!(results.len(), 1, "one result with ratings: {posts:?}");
    assert!(results[0].contains("wins the match"), "{}", results[0]);
}

async fn clash_to_one(bot: &Bot, a: UserId, b: UserId) -> (SimMessage, i64) {
    let toss = bot
        .challenge_accepted(a, b, "Clash", json!({ "target": 1 }))
        .await;
    let id = crate::harness::match_number(&toss);
    (toss, id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_right_after_each_answer_loses_no_move_and_posts_the_result_once() {
    let mut bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let (toss, id) = clash_to_one(&bot, alice, bob).await;
    // Killed the moment the choice is answered: the table is still posted.
    let winner = crate::harness::mention_after(&toss.content, "wins the toss");
    let chose = bot
        .click(winner, &toss, &toss.buttons()[0].custom_id.clone().unwrap())
        .await;
    assert_eq!(chose.kind, 7, "{chose:?}");
    bot.restart().await;
    let mut kills = 1;
    let mut table = current_table(&bot, id, TABLE_WAIT).await;
    let mut moves = 0;
    while !stored(&bot, id).4 {
        play(&bot, &table, moves).await;
        // SIGKILL right after the answer: whatever the channel was owed is sent by the
        // next process.
        bot.restart().await;
        kills += 1;
        moves += 1;
        table = current_table(&bot, id, TABLE_WAIT).await;
        assert!(moves < 60, "the match does not end");
    }
    assert_finished_once(&bot, &table);
    let writes = crate::harness::channel_writes(&bot, 0);
    eprintln!(
        "outbox: {moves} moves, {kills} kills (SIGKILL after each answer); {writes} channel writes"
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failing_channel_delays_posts_and_edits_but_loses_and_doubles_nothing() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    // The toss post itself fails first: a 500, then an answer lost after the write.
    bot.sim.inject([Fault::ServerError, Fault::LostAnswer]);
    let (toss, id) = clash_to_one(&bot, alice, bob).await;
    bot.choose(&toss, [alice, bob], "Attack first").await;
    let faults = [
        Fault::RateLimited { retry_after: 0.2 },
        Fault::ServerError,
        Fault::LostAnswer,
    ];
    let mut injected = 2;
    let mut moves = 0;
    let mut table = current_table(&bot, id, TABLE_WAIT).await;
    while !stored(&bot, id).4 {
        // Every move's table edit (and the round's post) meets three failures first.
        bot.sim.inject(faults.clone());
        injected += faults.len();
        moves += play_turn(&bot, &table, moves).await;
        table = current_table(&bot, id, TABLE_WAIT).await;
        assert!(moves < 60, "the match does not end");
    }
    // Faults not met by a write are left over.
    let left = bot.sim.faults_left();
    assert_finished_once(&bot, &table);
    let failed = bot
        .sim
        .requests()
        .iter()
        .filter(|r| r.status >= 429)
        .count();
    eprintln!(
        "outbox: {moves} moves through {} injected failures ({failed} failed requests, {left} unused); every post once",
        injected - left
    );
    assert!(failed >= injected - left, "{failed} < {}", injected - left);
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_goes_on_moving_sees_the_table_follow_within_seconds() {
    // Timed (the table within 4 s) alone.
    let _room = crate::harness::alone().await;
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let (toss, id) = clash_to_one(&bot, alice, bob).await;
    bot.choose(&toss, [alice, bob], "Defend first").await;
    let table = current_table(&bot, id, TABLE_WAIT).await;
    assert!(table.content.contains("to set up"), "{}", table.content);
    // The defender sets up, then thinks before revealing: the same player moves on, and
    // the public table still shows the set-up within a couple of seconds.
    play(&bot, &table, 0).await;
    let started = Instant::now();
    let table = current_table(&bot, id, TABLE_WAIT).await;
    let waited = started.elapsed();
    assert!(
        table.content.contains("to reveal"),
        "the table shows the set-up: {}",
        table.content
    );
    assert!(
        waited < Duration::from_secs(4),
        "the table followed after {waited:?}"
    );
    eprintln!("outbox: the table showed the set-up {waited:.1?} after it was committed");
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_answered_with_an_earlier_tries_message_is_edited_to_the_latest_state() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let carol = bot.sim.add_user("carol");
    let toss = bot
        .challenge_accepted(alice, bob, "Clash", json!({ "target": 10 }))
        .await;
    // The table's first post is made but its answer is lost; the next try meets a 429 of
    // 3 s, while the defender sets up and reveals (two commits, the reveal a hand-over);
    // the try after loses its answer again. The one after that is answered, through the
    // nonce, with the message the first try made: it shows the table as it was before the
    // set-up, and must be edited, not taken as drawn.
    bot.sim.inject([
        Fault::LostAnswer,
        Fault::RateLimited { retry_after: 3.0 },
        Fault::LostAnswer,
    ]);
    let table = bot.choose(&toss, [alice, bob], "Defend first").await;
    let id = crate::harness::match_number(&table);
    let (after, moves) = crate::clash::play_one(&bot, &table, 0, carol).await;
    assert_eq!(moves, 2, "a set-up and a reveal");
    assert_eq!(after.id, table.id, "the first try's message is the table");
    let current = current_table(&bot, id, TABLE_WAIT).await;
    assert_eq!(current.id, table.id, "one table message");
    let tables = bot
        .sim
        .public_messages(bot.channel)
        .into_iter()
        .filter(|m| m.custom_ids().iter().any(|c| c.starts_with("ac:")))
        .count();
    assert_eq!(tables, 1, "one table message for the match");
    assert_eq!(bot.sim.faults_left(), 0);
    // The path this test is for was taken (the moves were committed before the answer).
    bot.process
        .wait_for_line(
            &format!("the table of match {id} was answered with an earlier try's message"),
            Duration::from_secs(1),
        )
        .await;
    bot.assert_clean();
}
