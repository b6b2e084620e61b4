//! The daily puzzles end to end: `/puzzle` shows the day's Clubbed puzzle privately with the
//! game's own controls; one player clicks the solution and is told so, another clicks a
//! worse move and is shown the best; neither may answer again; `/puzzles` ranks them; and
//! nothing of a puzzle is posted in the channel but the board.
//!
//! With the server's pages on, the puzzle board has its page (no puzzle on it), and the
//! solver's profile card counts the puzzle streak.
//!
//! The test reads the solution from `clash_bot::puzzles::daily`, the same pure function the
//! bot made the puzzle with, for the date the bot's own message names.

use crate::harness::Bot;
use crate::sim::{SimMessage, UserId};
use clash_bot::model::AnyMove;
use clash_bot::puzzles::{daily, Puzzle};
use clash_bot::rules::clubbed::ClubbedMove;
use clash_bot::rules::GameKind;
use jiff::civil::Date;
use serde_json::json;

/// The first `YYYY-MM-DD` in a text.
fn date_in(text: &str) -> Date {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(9))
        .filter_map(|i| text.get(i..i + 10))
        .find_map(|s| s.parse::<Date>().ok())
        .unwrap_or_else(|| panic!("no date in {text}"))
}

/// `user`'s `/puzzle game: Clubbed`, its (private) message.
async fn clubbed_puzzle(bot: &Bot, user: UserId) -> SimMessage {
    let game = bot.choice("puzzle", "game", "Clubbed");
    let message = bot
        .say_message(user, "puzzle", json!({ "game": game }))
        .await;
    assert!(message.is_ephemeral(), "a puzzle is shown privately");
    message
}

/// Plays `mv` (a Clubbed card) on the controls `ids` of the puzzle message `message`, as a
/// player clicks it (`forged`: even if the message no longer shows them); returns the
/// callback and the message the answer made.
async fn send(
    bot: &Bot,
    user: UserId,
    message: &SimMessage,
    ids: &[String],
    mv: &AnyMove,
    forged: bool,
) -> crate::sim::InteractionHandle {
    let AnyMove::Clubbed(ClubbedMove::Play { card }) = mv else {
        panic!("a Clubbed puzzle is answered by a card: {mv:?}");
    };
    let code = card.code();
    assert!(
        ids.iter().all(|id| !id.starts_with('g')),
        "a puzzle's controls are no match's: {ids:?}"
    );
    match ids.iter().find(|id| id.ends_with(&format!(":p:{code}"))) {
        Some(id) if forged => bot.sim.forge_click(user, message.id, id).await,
        Some(id) => bot.sim.click(user, message.id, id).await,
        None => {
            let menu = ids
                .iter()
                .find(|id| id.starts_with('q') && id.ends_with(":m"))
                .unwrap_or_else(|| panic!("no control for {code} in {ids:?}"));
            if forged {
                bot.sim.forge_select(user, message.id, menu, &[&code]).await
            } else {
                bot.sim.select(user, message.id, menu, &[&code]).await
            }
        }
    }
}

/// [`send`], answered: the message the answer made.
async fn answer(bot: &Bot, user: UserId, message: &SimMessage, mv: &AnyMove) -> SimMessage {
    let handle = send(bot, user, message, &message.custom_ids(), mv, false).await;
    let callback = handle.response().await;
    assert!(callback.accepted(), "{callback:?}");
    handle.message().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_failed_answered_once_and_ranked() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");

    let shown = clubbed_puzzle(&bot, alice).await;
    assert!(
        shown.content.contains("Daily Clubbed puzzle"),
        "{}",
        shown.content
    );
    let date = date_in(&shown.content);
    let puzzle: Puzzle = daily(GameKind::Clubbed, date).expect("Clubbed has puzzles");
    assert!(puzzle.lines.len() >= 2, "a puzzle has a worse line");

    // Alice clicks the solution.
    let verdict = answer(&bot, alice, &shown, puzzle.solution()).await;
    assert!(verdict.content.contains("Right!"), "{}", verdict.content);
    assert!(
        verdict.content.contains("Other moves:"),
        "{}",
        verdict.content
    );
    assert!(
        verdict.content.contains("Streak: 1 day"),
        "{}",
        verdict.content
    );
    assert!(
        verdict.content.contains("Your puzzle rating: 1500 →"),
        "{}",
        verdict.content
    );

    // Bob clicks a move of the second line (unless the date turned meanwhile: then his
    // puzzle is another, and the test reads it again).
    let theirs = clubbed_puzzle(&bot, bob).await;
    let mut bobs = puzzle.clone();
    if date_in(&theirs.content) != date {
        bobs = daily(GameKind::Clubbed, date_in(&theirs.content)).unwrap();
    }
    let worse = bobs.lines[1].shown.clone();
    let verdict = answer(&bot, bob, &theirs, &worse).await;
    assert!(
        verdict.content.contains("Not the best."),
        "{}",
        verdict.content
    );
    assert!(
        verdict.content.contains("Streak: 0 days"),
        "{}",
        verdict.content
    );

    // Neither answers twice: the controls Bob saw are refused for the best move too, and
    // /puzzle shows Alice her verdict without controls to answer again.
    let again = send(
        &bot,
        bob,
        &theirs,
        &theirs.custom_ids(),
        bobs.solution(),
        true,
    )
    .await;
    let refused = format!("{:?}", again.response().await);
    assert!(refused.contains("You already answered"), "{refused}");
    let later = clubbed_puzzle(&bot, alice).await;
    assert!(
        later.content.contains("you found the best move"),
        "{}",
        later.content
    );
    let controls = later.custom_ids();
    assert!(
        controls.iter().all(|id| !id.starts_with('q')),
        "no controls to answer again: {controls:?}"
    );

    // The board ranks the one who solved above the one who did not.
    let board = bot.say_message(bob, "puzzles", json!({})).await;
    let (a, b) = (
        board.content.find(&format!("<@{alice}>")),
        board.content.find(&format!("<@{bob}>")),
    );
    assert!(a.is_some() && b.is_some(), "{}", board.content);
    assert!(a < b, "the solver first: {}", board.content);
    assert!(board.content.contains("solved 1 of 1"), "{}", board.content);

    // Nothing of the puzzles is posted in the channel but the board.
    for post in bot.sim.public_messages(bot.channel) {
        assert!(
            post.id == board.id || !post.content.contains("puzzle"),
            "a puzzle in the channel: {}",
            post.content
        );
    }
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzle_board_has_its_page_and_the_profile_card_counts_the_streak() {
    use crate::web::{bot_with_pages, free_address, get, toggle_pages};
    let address = free_address();
    let bot = bot_with_pages(&address).await;
    let guild = bot.sim.guild_id().get();
    let admin = bot.sim.add_user("admin");
    toggle_pages(&bot, admin).await;
    let page = format!("http://{address}/s/{guild}/puzzles");
    let (status, html) = get(&page).await;
    assert_eq!(status, 200, "{html}");
    assert!(html.contains("No one has answered a puzzle"), "{html}");

    let carol = bot.sim.add_user("Carol <b>");
    let shown = clubbed_puzzle(&bot, carol).await;
    let puzzle = daily(GameKind::Clubbed, date_in(&shown.content)).unwrap();
    let verdict = answer(&bot, carol, &shown, puzzle.solution()).await;
    assert!(verdict.content.contains("Right!"), "{}", verdict.content);

    let (status, html) = get(&page).await;
    assert_eq!(status, 200);
    assert!(html.contains("<h1>Puzzle board</h1>"), "{html}");
    // Her name escaped, her solve and her streak in the row; no puzzle on the page.
    assert!(html.contains("Carol &lt;b&gt;"), "{html}");
    assert!(!html.contains("Carol <b>"), "{html}");
    let row = &html[html.find("Carol &lt;b&gt;").unwrap()..];
    let row = &row[..row.find("</tr>").unwrap()];
    assert_eq!(
        row.matches("<td class=\"num\">1</td>").count()
            + row.matches("<td class=\"num wide\">1</td>").count(),
        4,
        "solved, tried, streak and best streak are 1: {row}"
    );
    assert!(!html.contains("Daily Clubbed puzzle"), "{html}");
    let (status, _) = get(&format!("{page}?page=2")).await;
    assert_eq!(status, 404, "no second page");

    let card = bot.say_message(carol, "profile", json!({})).await;
    let words = card
        .attachment("profile.png")
        .and_then(|card| card.description.clone())
        .expect("the card in words");
    assert!(words.contains("Puzzle streak: 1 day."), "{words}");
    bot.assert_clean();
}
