//! /replay through the real bot: refused while the match is on, for a match that does not
//! exist and from another server; then a finished match stepped through privately with
//! ⏮ ◀ ▶ ⏭ (each click moves the viewer's own copy), and posted for the channel, where
//! every viewer's click is answered with a copy of their own; and a Tile Poker result post
//! that carries the whole game as a GIF, which ▶▶ gives too.

use std::time::Duration;

use serde_json::json;

use crate::harness::{
    button_by_label, button_by_prefix, gif_frames, match_number, to_move, wait_post, Bot,
    FILM_BUDGET,
};
use crate::sim::{SimMessage, Simulator, UserId};

/// The replay component that leads `nav` (`f`, `b`, `n`, `l`, `g`) from a replay message.
fn nav(message: &SimMessage, code: &str) -> String {
    message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("rp:") && id.ends_with(&format!(":{code}")))
        .unwrap_or_else(|| panic!("no rp …:{code} in {:?}", message.custom_ids()))
}

/// "step 3 of 9" in a replay's first line.
fn step_of(message: &SimMessage) -> (usize, usize) {
    let line = message.content.lines().next().unwrap();
    let at = line.find("step ").unwrap_or_else(|| panic!("{line}")) + "step ".len();
    let mut words = line[at..].split(' ');
    let step = words.next().unwrap().parse().unwrap();
    assert_eq!(words.next(), Some("of"));
    let last = words
        .next()
        .unwrap()
        .trim_end_matches(|c: char| !c.is_ascii_digit())
        .parse()
        .unwrap();
    (step, last)
}

/// Plays a Duel to 1 with Keep on top; returns the finished table.
async fn duel_to_the_end(bot: &Bot, alice: UserId, bob: UserId) -> SimMessage {
    let toss = bot
        .challenge_accepted(alice, bob, "Duel", json!({ "target": 1 }))
        .await;
    let mut table = bot.choose(&toss, [alice, bob], "Choose first").await;
    let match_id = match_number(&table);
    let early = bot.say(alice, "replay", json!({ "match": match_id })).await;
    assert!(
        early.is_ephemeral() && early.content().contains("is still under way"),
        "{}",
        early.content()
    );
    let mut moves = 0;
    while let Some(mover) = to_move(&table) {
        let keep = button_by_label(&table, "Keep on top");
        assert_eq!(bot.click(mover, &table, &keep).await.kind, 7);
        table = bot.message(&table);
        moves += 1;
        // Tied clashes do not count; the clash limit ends any deal.
        assert!(moves <= 400, "a Duel to 1 does not end");
    }
    table
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_is_stepped_through_by_each_viewer_at_their_own_pace() {
    // A second server, and the commands global so that they serve it too.
    let sim = Simulator::start().await;
    let elsewhere = sim.add_guild_on_shard("Elsewhere", 0, 1);
    let bot = Bot::start_on(sim, None, &[("DISCORD_GUILD_ID", "")]).await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");
    let command = bot
        .sim
        .command_json("replay")
        .expect("/replay is registered");
    assert_eq!(command["options"][0]["name"], "match", "{command}");
    assert_eq!(command["options"][1]["name"], "public", "{command}");

    let table = duel_to_the_end(&bot, alice, bob).await;
    let match_id = match_number(&table);
    let missing = bot
        .say(alice, "replay", json!({ "match": match_id + 100 }))
        .await;
    assert_eq!(
        missing.content(),
        format!("There is no Match #{}.", match_id + 100)
    );
    let there = bot
        .sim
        .slash(
            alice,
            bot.sim.guild_channel(elsewhere),
            "replay",
            json!({ "match": match_id }),
        )
        .await
        .response()
        .await;
    assert!(there.is_ephemeral(), "{there:?}");
    assert_eq!(
        there.content(),
        format!("Match #{match_id} was played on another server: replay it there.")
    );

    // Privately: the deal first, then each click moves the viewer's own message.
    let mine = bot
        .say_message(eve, "replay", json!({ "match": match_id }))
        .await;
    assert!(mine.is_ephemeral(), "{}", mine.content);
    assert!(
        mine.content.starts_with(&format!(
            "📼 **Replay of Match #{match_id}** (Duel) · step 0 of "
        )),
        "{}",
        mine.content
    );
    let (_, last) = step_of(&mine);
    assert!(last >= 1);
    let next = bot.click(eve, &mine, &nav(&mine, "n")).await;
    assert_eq!(next.kind, 7, "a click on one's own copy moves it");
    let mine = bot.message(&mine);
    assert_eq!(step_of(&mine), (1, last));
    assert!(mine.content.contains(": keep"), "{}", mine.content);
    bot.click(eve, &mine, &nav(&mine, "l")).await;
    let end = bot.message(&mine);
    assert_eq!(step_of(&end), (last, last));
    bot.click(eve, &end, &nav(&end, "b")).await;
    let before_end = bot.message(&end);
    assert_eq!(step_of(&before_end), (last - 1, last));
    bot.click(eve, &before_end, &nav(&before_end, "f")).await;
    let first = bot.message(&before_end);
    assert_eq!(step_of(&first), (0, last));
    assert_eq!(
        first.content,
        bot.say_message(eve, "replay", json!({ "match": match_id }))
            .await
            .content
    );
    assert!(end.content.contains("wins"), "{}", end.content);
    // The end is the final table's text.
    let final_text = table.content.lines().next().unwrap();
    assert!(end.content.contains(final_text), "{}", end.content);

    // For the channel: one public message, and each viewer's click a copy of their own.
    let posted = bot
        .say_message(bob, "replay", json!({ "match": match_id, "public": true }))
        .await;
    assert!(!posted.is_ephemeral(), "{}", posted.content);
    assert_eq!(step_of(&posted), (0, last));
    let handle = bot.sim.click(alice, posted.id, &nav(&posted, "n")).await;
    let answer = handle.response().await;
    assert!(answer.is_ephemeral() && answer.kind == 4, "{answer:?}");
    let alices = handle.message().await;
    assert_eq!(step_of(&alices), (1, last));
    let handle = bot.sim.click(eve, posted.id, &nav(&posted, "l")).await;
    assert!(handle.response().await.is_ephemeral());
    assert_eq!(step_of(&handle.message().await), (last, last));
    // Alice steps on in her copy; the channel's message never moved.
    bot.click(alice, &alices, &nav(&alices, "b")).await;
    assert_eq!(step_of(&bot.message(&alices)), (0, last));
    assert_eq!(bot.message(&posted).content, posted.content);
    assert_eq!(bot.message(&posted).edits, 0);
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tile_poker_result_post_carries_the_game_as_a_gif() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let toss = bot
        .challenge_accepted(alice, bob, "Tile Poker", json!({}))
        .await;
    let mut table = bot.choose(&toss, [alice, bob], "Place first").await;
    let match_id = match_number(&table);
    for _ in 0..2 {
        let mover = to_move(&table).expect("the game goes on");
        let panel = crate::tile_poker::open_panel(&bot, mover, &table).await;
        crate::tile_poker::place(&bot, mover, &panel, 0, false).await;
        let old = crate::tile_poker::play_id(&table);
        table = bot.wait_change(&table, &old).await;
    }
    let resign = button_by_label(&table, "Resign");
    let ask = bot.sim.click(bob, table.id, &resign).await;
    ask.response().await;
    let confirm_panel = ask.message().await;
    bot.click(
        bob,
        &confirm_panel,
        &button_by_prefix(&confirm_panel, "rk:"),
    )
    .await;

    let post = wait_post(&bot, "resigned").await;
    let post = bot
        .sim
        .wait_for(Duration::from_secs(10), move |sim| {
            sim.message(post.id)
                .filter(|m| m.attachment("game.gif").is_some())
        })
        .await
        .expect("the result post carries the game's GIF");
    let gif = post.attachment("game.gif").unwrap();
    assert!(gif.bytes.starts_with(b"GIF89a"), "a GIF");
    assert_eq!(gif.content_type.as_deref(), Some("image/gif"));
    // The deal, the two placements, and the resignation's end held.
    assert_eq!(gif_frames(&gif.bytes), Some(4));
    assert!(gif.size < FILM_BUDGET, "{} bytes", gif.size);
    let alt = gif.description.clone().expect("alt text");
    assert!(
        alt.starts_with(&format!(
            "Tile Poker, Match #{match_id}, one frame for each of its 2 placements"
        )),
        "{alt}"
    );
    assert!(alt.contains("Final board: Row "), "{alt}");
    assert!(alt.chars().count() <= 1024);

    // ▶▶ on the replay gives the same picture, privately.
    let replay = bot
        .say_message(alice, "replay", json!({ "match": match_id }))
        .await;
    let handle = bot.sim.click(alice, replay.id, &nav(&replay, "g")).await;
    assert!(handle.response().await.is_ephemeral());
    let film = handle.message().await;
    let again = film.attachment("game.gif").expect("▶▶ gives the GIF");
    assert_eq!(again.bytes, gif.bytes);
    bot.assert_clean();
}

/// A Clash match played to the end, then replayed by a member who did not play it and
/// by its loser, step by step: no step shows a card the channel was never shown (the
/// unrevealed sets, the saved cards and the hands at the end stay hidden), and a set-up
/// is told by its event alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clash_replay_shows_no_card_its_channel_never_showed() {
    let bot = Bot::start().await;
    let [alice, bob, eve] = ["alice", "bob", "eve"].map(|name| bot.sim.add_user(name));
    let mut table = crate::clash::start_match(&bot, alice, bob, 2).await;
    let match_id = match_number(&table);
    let mut moves = 0;
    while to_move(&table).is_some() {
        let (next, made) = crate::clash::play_one(&bot, &table, moves / 9, eve).await;
        (table, moves) = (next, moves + made);
        assert!(moves < 400, "the match does not end");
    }
    // Every card the channel was ever shown: its public posts and the table's edits.
    let shown: std::collections::BTreeSet<_> = bot
        .sim
        .log()
        .iter()
        .filter(|post| post.visibility == Some(crate::sim::Visibility::Public))
        .flat_map(|post| crate::harness::cards_in(&post.text()))
        .collect();
    let held: std::collections::BTreeSet<_> = crate::clash::clash_holdings(&bot, match_id)
        .into_values()
        .flatten()
        .collect();
    let hidden: Vec<_> = held.difference(&shown).collect();
    for viewer in [eve, bob] {
        let mut step = bot
            .say_message(viewer, "replay", json!({ "match": match_id }))
            .await;
        let (_, last) = step_of(&step);
        for at in 0..=last {
            assert_eq!(step_of(&step), (at, last));
            for card in crate::harness::cards_in(&step.content) {
                assert!(
                    shown.contains(&card),
                    "step {at} of the replay shows {card}, which the channel never showed:\n{}",
                    step.content
                );
            }
            if at < last {
                bot.click(viewer, &step, &nav(&step, "n")).await;
                step = bot.message(&step);
            }
        }
    }
    eprintln!(
        "clash replay: {} cards shown in the channel, {} held and never shown, none in the replay",
        shown.len(),
        hidden.len()
    );
    bot.assert_clean();
}
