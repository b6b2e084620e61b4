//! Tile Poker through the real bot: the table with the board's picture and both hands,
//! the private panel (a tile from a menu, a labelled cell from a paged menu or typed in a
//! form, a preview before Confirm), exchanges and passes within the stall guard, a whole
//! game to the last tile; and a run-out clock that skips the turn, then forfeits.

use std::time::Duration;

use clash_bot::model::AnyTable;
use clash_bot::pictures::tile_board;
use clash_bot::rules::tile_poker::TilePoker;
use clash_bot::rules::Table;
use serde_json::json;

use crate::harness::{button_by_label, button_by_prefix, match_number, to_move, Bot};
use crate::sim::{SimMessage, UserId};

/// The table's picture: one PNG under 200 KB, with the board in words as its alt text.
fn board_picture(bot: &Bot, table: &SimMessage) -> crate::sim::SimAttachment {
    let files = bot.attachments(table);
    assert_eq!(files.len(), 1, "one picture on the table: {files:?}");
    let picture = files.into_iter().next().unwrap();
    assert_eq!(picture.filename, "board.png");
    assert!(picture.png_ok, "a readable PNG");
    assert!(picture.size < 200 * 1024, "{} bytes", picture.size);
    let alt = picture.description.clone().expect("alt text");
    assert!(alt.starts_with("Row "), "{alt}");
    picture
}

/// The table's Play button id (it carries the match's version).
pub fn play_id(table: &SimMessage) -> String {
    button_by_prefix(table, "ac:")
}

/// The first select menu of a message whose id is one of Tile Poker's.
fn tile_select(message: &SimMessage) -> crate::sim::SelectInfo {
    message
        .selects()
        .into_iter()
        .find(|s| s.custom_id.starts_with("gt:"))
        .unwrap_or_else(|| panic!("no Tile Poker menu: {}", message.content))
}

/// The points an option of the cell menu promises: `B3 — 5 points`.
fn promised(label: &str) -> u32 {
    label
        .split(" — ")
        .nth(1)
        .and_then(|p| p.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{label}"))
}

/// The id of the button whose label starts with `start`.
fn labelled(message: &SimMessage, start: &str) -> String {
    message
        .buttons()
        .into_iter()
        .find(|b| b.label.as_deref().is_some_and(|l| l.starts_with(start)))
        .and_then(|b| b.custom_id)
        .unwrap_or_else(|| panic!("no {start}… button: {}", message.content))
}

/// Opens the mover's panel from the table.
pub async fn open_panel(bot: &Bot, mover: UserId, table: &SimMessage) -> SimMessage {
    let handle = bot.sim.click(mover, table.id, &play_id(table)).await;
    let callback = handle.response().await;
    assert!(callback.is_ephemeral(), "{callback:?}");
    handle.message().await
}

/// Places a tile: the first tile of the menu, then the best cell of the first page, or
/// (`typed`) the first cell typed in the form. Returns the mover's confirmation text.
pub async fn place(
    bot: &Bot,
    mover: UserId,
    panel: &SimMessage,
    pick: usize,
    typed: bool,
) -> String {
    let tiles = tile_select(panel);
    let (tile, _) = &tiles.options[pick % tiles.options.len()];
    let handle = bot
        .sim
        .select(mover, panel.id, &tiles.custom_id, &[tile.as_str()])
        .await;
    handle.response().await;
    let cells = handle.message().await;
    assert!(cells.content.contains("open cell"), "{}", cells.content);
    let menu = tile_select(&cells);
    let preview = if typed {
        let (_, first) = &menu.options[0];
        let label = first.split(" — ").next().unwrap().to_lowercase();
        bot.click(mover, &cells, &button_by_label(&cells, "Type a cell"))
            .await;
        let modal = bot
            .sim
            .open_modals()
            .into_iter()
            .find(|m| m.user == mover)
            .expect("the form is open");
        // A label that is not on the board first: refused, with a reason.
        let bad = bot
            .sim
            .submit_modal(mover, &modal.custom_id, &[("cards", "ZZ99")])
            .await
            .response()
            .await;
        assert!(
            bad.is_ephemeral() && bad.content().contains("is not a cell of the board"),
            "{}",
            bad.content()
        );
        bot.click(mover, &cells, &button_by_label(&cells, "Type a cell"))
            .await;
        let modal = bot
            .sim
            .open_modals()
            .into_iter()
            .find(|m| m.user == mover)
            .expect("the form is open");
        let handle = bot
            .sim
            .submit_modal(mover, &modal.custom_id, &[("cards", &label)])
            .await;
        assert!(handle.response().await.is_ephemeral());
        handle.message().await
    } else {
        let (value, _) = menu
            .options
            .iter()
            .max_by_key(|(_, label)| promised(label))
            .unwrap();
        let handle = bot
            .sim
            .select(mover, cells.id, &menu.custom_id, &[value.as_str()])
            .await;
        handle.response().await;
        handle.message().await
    };
    assert!(
        preview.content.contains("Confirm to place it"),
        "a placement is previewed: {}",
        preview.content
    );
    let done = bot
        .click(mover, &preview, &labelled(&preview, "Confirm"))
        .await;
    assert!(
        done.content().starts_with("You placed"),
        "{}",
        done.content()
    );
    done.content().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_tile_poker_game_through_discord() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");

    let toss = bot
        .challenge_accepted(alice, bob, "Tile Poker", json!({}))
        .await;
    let mut table = bot.choose(&toss, [alice, bob], "Place first").await;
    assert!(
        table.content.starts_with("**Tile Poker · Match #")
            && table.content.contains("pool: 37 tiles"),
        "{}",
        table.content
    );
    let match_id = match_number(&table);
    let start = board_picture(&bot, &table);
    assert_eq!(start.description.as_deref(), Some("Row 2: A♠ at B2."));
    let first_write = bot.sim.log_len();
    let (mut turns, mut exchanges, mut passes, mut typed) = (0, 0, 0, 0);
    while let Some(mover) = to_move(&table) {
        let waiter = if mover == alice { bob } else { alice };
        let play = play_id(&table);
        if turns < 4 {
            let outsider = bot.click(eve, &table, &play).await;
            assert!(
                outsider.content().contains("This is a match between"),
                "{}",
                outsider.content()
            );
            let waiting = bot.click(waiter, &table, &play).await;
            assert!(
                waiting.is_ephemeral() && waiting.content().contains("'s move"),
                "{}",
                waiting.content()
            );
        }
        let panel = open_panel(&bot, mover, &table).await;
        assert!(panel.content.contains("your move"), "{}", panel.content);
        let exchange = panel
            .buttons()
            .into_iter()
            .find(|b| {
                b.label
                    .as_deref()
                    .is_some_and(|l| l.starts_with("Exchange"))
            })
            .unwrap();
        match turns % 7 {
            // Exchange: pick the tile, then confirm.
            2 if !exchange.disabled => {
                let handle = bot
                    .sim
                    .click(mover, panel.id, &labelled(&panel, "Exchange"))
                    .await;
                handle.response().await;
                let menu_message = handle.message().await;
                let menu = tile_select(&menu_message);
                let handle = bot
                    .sim
                    .select(
                        mover,
                        menu_message.id,
                        &menu.custom_id,
                        &[menu.options[0].0.as_str()],
                    )
                    .await;
                handle.response().await;
                let confirm = handle.message().await;
                let done = bot
                    .click(mover, &confirm, &labelled(&confirm, "Confirm"))
                    .await;
                assert!(
                    done.content().starts_with("You exchanged"),
                    "{}",
                    done.content()
                );
                exchanges += 1;
            }
            5 if !panel
                .buttons()
                .iter()
                .any(|b| b.label.as_deref() == Some("Pass") && b.disabled) =>
            {
                let done = bot
                    .click(mover, &panel, &button_by_label(&panel, "Pass"))
                    .await;
                assert_eq!(done.content(), "You passed.");
                passes += 1;
            }
            k => {
                let by_form = k == 4;
                place(&bot, mover, &panel, turns, by_form).await;
                typed += usize::from(by_form);
            }
        }
        // A stale panel (the turn is over) changes nothing. The table may be redrawn with
        // the next version's buttons already (a loaded machine), so the old id is sent as a
        // client still showing the old message sends it, not looked up on the new one.
        if turns == 1 {
            let stale = bot
                .sim
                .forge_click(mover, table.id, &play)
                .await
                .response()
                .await;
            assert!(
                stale.content().contains("earlier turn") || stale.content().contains("'s move"),
                "{}",
                stale.content()
            );
        }
        table = bot.wait_change(&table, &play).await;
        turns += 1;
        assert!(turns < 200, "the game does not end");
    }
    assert!(
        crate::harness::offers_only_rematch(&table),
        "at the end the table offers only Rematch"
    );
    assert!(table.content.contains("Final score"), "{}", table.content);
    // The final board: all 52 tiles, in the picture and in its words, exactly as the
    // board replayed from the stored log reads.
    let last = board_picture(&bot, &table);
    assert_ne!(last.bytes, start.bytes);
    let log = bot.stored_log::<TilePoker>(match_id, |t| match t {
        AnyTable::TilePoker(t) => Some(t),
        _ => None,
    });
    let board = Table::replay(&log).unwrap().game().board().clone();
    assert_eq!(board.len(), 52);
    assert_eq!(
        last.description.unwrap(),
        tile_board::alt_text(clash_bot::words::Lang::ENGLISH, &board)
    );
    let end = crate::harness::wait_post(&bot, "All 52 tiles are down").await;
    assert!(
        end.content.contains(&format!("Match #{match_id}")),
        "{}",
        end.content
    );
    assert!(
        exchanges > 0 && passes > 0 && typed > 0,
        "{exchanges} {passes} {typed}"
    );
    let writes = crate::harness::channel_writes(&bot, first_write);
    eprintln!(
        "tile poker: {turns} turns ({exchanges} exchanges, {passes} passes, {typed} typed), {} posts; {writes} channel writes ({:.2} a move)",
        bot.sim.log_len(),
        writes as f64 / turns as f64
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_run_out_clock_skips_the_turn_and_missed_turns_forfeit() {
    let config = "[clock]\nturn_seconds = 10\nmax_strikes = 2\n";
    let bot = Bot::start_with_config(Some(config)).await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let toss = bot
        .challenge_accepted(alice, bob, "Tile Poker", json!({}))
        .await;
    let mut table = bot.choose(&toss, [alice, bob], "Place first").await;
    assert!(
        table.content.contains("clock runs out <t:"),
        "{}",
        table.content
    );
    let first = to_move(&table).unwrap();
    let sleeper = if first == alice { bob } else { alice };
    for missed in 1..=2 {
        // The first player places at once; the other lets the clock run out.
        let play = play_id(&table);
        let panel = open_panel(&bot, first, &table).await;
        place(&bot, first, &panel, 0, false).await;
        table = bot.wait_change(&table, &play).await;
        assert_eq!(to_move(&table), Some(sleeper), "{}", table.content);
        let board = table
            .content
            .lines()
            .find(|l| l.starts_with("Board: "))
            .unwrap()
            .to_string();
        let before = bot.sim.log_len();
        let strike = bot
            .sim
            .wait_for(Duration::from_secs(20), move |sim| {
                sim.log_since(before).iter().find_map(|p| {
                    let m = sim.message(p.message_id?)?;
                    m.content.contains("ran out of time").then_some(m)
                })
            })
            .await
            .expect("a public post says the clock ran out");
        assert!(
            strike.content.contains(&format!(
                "<@{sleeper}> ran out of time (missed turn {missed}/2); their turn is skipped"
            )),
            "{}",
            strike.content
        );
        table = bot.wait_change(&table, &play_id(&table)).await;
        if missed == 1 {
            assert!(
                table.content.contains(&format!(
                    "Last turn: <@{sleeper}> ran out of time: turn skipped"
                )),
                "{}",
                table.content
            );
            assert!(
                table.content.contains(&board),
                "no tile moved: {}",
                table.content
            );
            assert_eq!(to_move(&table), Some(first));
        }
    }
    assert!(
        table.content.contains(&format!(
            "<@{first}> wins: <@{sleeper}> missed 2 turns and forfeits"
        )),
        "{}",
        table.content
    );
    assert!(crate::harness::offers_only_rematch(&table));
    bot.assert_clean();
}
