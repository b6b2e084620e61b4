//! A Shape Clash match through the real bot: the private panel offers the legal plays of
//! the moment, the turn stays open after each play (the panel refreshes, the table does
//! not change until the turn ends), End turn with a Single and Pass end it; deal results
//! are posted. The table carries the board as a picture, the panel the hand. Outsiders,
//! the waiting player and forged plays change nothing, and no Complete held in a hand or
//! a pile is ever shown to anyone else (alt texts included).

use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

use clash_bot::model::AnyTable;
use clash_bot::rules::shape_clash::{ShapeCard, ShapeClash};
use clash_bot::rules::{Action, Game, Seat, Table};
use serde_json::json;

use crate::harness::{button_by_label, button_by_prefix, match_number, to_move, wait_post, Bot};
use crate::sim::{SimMessage, UserId, Visibility};

fn select_with(panel: &SimMessage, placeholder: &str) -> Option<crate::sim::SelectInfo> {
    panel.selects().into_iter().find(|s| {
        s.placeholder
            .as_deref()
            .is_some_and(|p| p.starts_with(placeholder))
    })
}

/// The names of the Completes (unique cards) a text shows.
pub fn completes_in(text: &str) -> BTreeSet<String> {
    ShapeCard::all()
        .filter_map(|c| c.as_complete())
        .map(|c| c.to_string())
        .filter(|name| text.contains(name.as_str()))
        .collect()
}

/// The deal under way, from the table's first line (`… · first to 1 · Deal 2`).
fn deal_of(table: &SimMessage) -> u32 {
    let first = table.content.lines().next().unwrap_or_default();
    first
        .rsplit_once(" · Deal ")
        .and_then(|(_, n)| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no deal number: {first}"))
}

/// The mover's turn on their panel: up to three plays that keep the turn, then a Single
/// that ends it, or a pass. The table is not edited mid-turn. Returns the actions taken.
pub async fn take_turn(
    bot: &Bot,
    mover: UserId,
    table: &SimMessage,
    mut panel: SimMessage,
) -> usize {
    let mut actions = 0;
    loop {
        actions += 1;
        assert!(actions < 40, "a turn does not end");
        // Keep the turn with up to three plays, then end it with a Single, or pass.
        let choice = if actions <= 3 {
            select_with(&panel, "Play and keep")
                .or_else(|| select_with(&panel, "Three Singles"))
                .or_else(|| select_with(&panel, "Open"))
        } else {
            None
        }
        .or_else(|| select_with(&panel, "End turn"));
        let Some(select) = choice else {
            let pass = button_by_label(
                &panel,
                if panel.content.contains("must pass") {
                    "Pass (no legal play)"
                } else {
                    "Pass (option 7)"
                },
            );
            let done = bot.click(mover, &panel, &pass).await;
            assert!(
                done.content().contains("You played: pass"),
                "{}",
                done.content()
            );
            break;
        };
        let value = select.options[0].0.clone();
        let before = bot.message(table).content;
        let done = bot
            .sim
            .select(mover, panel.id, &select.custom_id, &[value.as_str()])
            .await
            .response()
            .await;
        assert_eq!(done.kind, 7, "{done:?}");
        assert!(done.content().contains("You played"), "{}", done.content());
        panel = bot.message(&panel);
        if panel.selects().is_empty() && panel.buttons().is_empty() {
            break; // the turn (or the deal) ended
        }
        // The turn goes on: a fresh panel, and the table is not edited mid-turn.
        bot.sim.settle().await;
        assert_eq!(
            bot.message(table).content,
            before,
            "one table edit per turn"
        );
    }
    actions
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shape_clash_deal_through_discord() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");

    let toss = bot
        .challenge_accepted(alice, bob, "Shape Clash", json!({ "target": 1 }))
        .await;
    let mut table = bot.choose(&toss, [alice, bob], "Open the first deal").await;
    assert!(
        table.content.starts_with("**Shape Clash · Match #") && table.content.contains("Deal 1"),
        "{}",
        table.content
    );
    let match_id = match_number(&table);

    let mut turns = 0;
    // A deal that scores nothing (blocked with equal cards left) starts another, so a match
    // to 1 may take any number of deals (about one deal in ten scores nothing): the bound
    // is on each deal, which always ends (plays, or passes that draw until nobody can).
    let (mut deal, mut deal_turns) = (deal_of(&table), 0);
    let mut longest_turn = 0;
    let mut all_actions = 0;
    let first_write = bot.sim.log_len();
    let mut forged_checked = false;
    while let Some(mover) = to_move(&table) {
        if deal_of(&table) != deal {
            deal = deal_of(&table);
            deal_turns = 0;
            assert!(deal <= 50, "the match does not end: deal {deal}");
        }
        let waiter = if mover == alice { bob } else { alice };
        let act = button_by_prefix(&table, "ac:");
        for (who, expect) in [(eve, "This is a match between"), (waiter, "'s move")] {
            let refused = bot.click(who, &table, &act).await;
            assert!(
                refused.is_ephemeral() && refused.content().contains(expect),
                "{}",
                refused.content()
            );
        }
        let handle = bot.sim.click(mover, table.id, &act).await;
        assert!(handle.response().await.is_ephemeral());
        let panel = handle.message().await;
        assert_eq!(panel.visibility, Visibility::Ephemeral(mover));
        // The board as a picture on the table, the hand as one on the panel, each with
        // its words as alt text; the emoji text stays for those who see no pictures.
        let board = table.attachment("board.png").expect("the board's picture");
        let alt = board.description.clone().unwrap_or_default();
        assert!(alt.starts_with("Shape Clash board: "), "{alt}");
        assert!(
            table.content.contains("Single piles: "),
            "{}",
            table.content
        );
        let hand = panel.attachment("hand.png").expect("the hand's picture");
        let alt = hand.description.clone().unwrap_or_default();
        assert!(alt.starts_with("Your hand, "), "{alt}");
        assert!(hand.png_ok, "{alt}");
        if !forged_checked && select_with(&panel, "Play and keep").is_some() {
            forged_checked = true;
            // A play the panel did not offer (the opponent's kind of move, forged): the
            // rules refuse it and nothing changes.
            let select = select_with(&panel, "Play and keep").unwrap();
            for forged in ["o:0", "e:200", "zz"] {
                let refused = bot
                    .sim
                    .forge_select(mover, panel.id, &select.custom_id, &[forged])
                    .await
                    .response()
                    .await;
                assert!(
                    refused.is_ephemeral()
                        && (refused.content().contains("already open")
                            || refused.content().contains("not one this panel offered")),
                    "{forged}: {}",
                    refused.content()
                );
            }
            assert_eq!(bot.message(&table).content, table.content);
        }
        let actions = take_turn(&bot, mover, &table, panel).await;
        longest_turn = longest_turn.max(actions);
        all_actions += actions;
        let table_id = table.id;
        table = bot
            .sim
            .wait_for(Duration::from_secs(10), move |sim| {
                let m = sim.message(table_id)?;
                (!m.custom_ids().contains(&act)).then_some(m)
            })
            .await
            .expect("the table shows the turn");
        turns += 1;
        deal_turns += 1;
        assert!(deal_turns < 300, "deal {deal} does not end");
    }
    assert!(
        longest_turn >= 2,
        "a turn held several actions ({longest_turn})"
    );
    assert!(
        crate::harness::offers_only_rematch(&table),
        "at the end the table offers only Rematch"
    );
    // A target of 1: the first deal that scores ends the match (a blocked deal with
    // equal cards scores nothing, and a new deal starts).
    let end = wait_post(&bot, "wins the match").await;
    assert!(
        end.content.contains(" ends: ") && end.content.contains("Ratings"),
        "{}",
        end.content
    );

    // Privacy: replay the stored log; a Complete may appear in a public post only once it
    // was on the board, and in a private one also while it was in its reader's hand.
    let conn = clash_bot::storage::open(&bot.db).unwrap();
    let state: String = conn
        .query_row("SELECT state FROM matches WHERE id = ?1", [match_id], |r| {
            r.get(0)
        })
        .unwrap();
    let phase: clash_bot::model::MatchPhase = serde_json::from_str(&state).unwrap();
    let clash_bot::model::MatchPhase::Playing(table_state) = phase else {
        panic!("played")
    };
    let AnyTable::ShapeClash(stored) = *table_state else {
        panic!("a Shape Clash table")
    };
    // The state holds how the game started; its actions are one `moves` row each.
    let log = bot.stored_log::<ShapeClash>(match_id, |t| match t {
        AnyTable::ShapeClash(t) => Some(t),
        _ => None,
    });
    let mut replay =
        Table::<ShapeClash>::new(log.options.clone(), log.seed, log.first, log.max_strikes);
    let mut on_board: BTreeSet<String> = BTreeSet::new();
    let mut held: HashMap<Seat, BTreeSet<String>> = HashMap::new();
    let mut note = |t: &Table<ShapeClash>, on_board: &mut BTreeSet<String>| {
        let public = t.game().public_view();
        on_board.extend(
            public
                .completes
                .top
                .and_then(|c| c.as_complete())
                .map(|c| c.to_string()),
        );
        for seat in Seat::BOTH {
            let names = t
                .game()
                .hand(seat)
                .iter()
                .filter_map(|c| c.as_complete())
                .map(|c| c.to_string());
            held.entry(seat).or_default().extend(names);
        }
    };
    note(&replay, &mut on_board);
    for action in log.actions.iter() {
        match &action.action {
            Action::Play(mv) => {
                for card in mv.cards() {
                    on_board.extend(card.as_complete().map(|c| c.to_string()));
                }
                replay.play(action.seat, mv.clone()).unwrap();
            }
            Action::Timeout => {
                replay.timeout().unwrap();
            }
            Action::Resign => {
                replay.resign(action.seat).unwrap();
            }
            Action::Forfeit => {
                replay.forfeit(action.seat).unwrap();
            }
        }
        note(&replay, &mut on_board);
    }
    assert_eq!(
        serde_json::to_string(&replay).unwrap(),
        serde_json::to_string(&stored).unwrap()
    );
    let seat_of = crate::harness::seats(alice, bob);
    let mut private_shown = 0;
    for post in bot.sim.log() {
        let Some(content) = &post.content else {
            continue;
        };
        // What the post shows in words: its text and its pictures' alt texts.
        let alts = post.attachments.iter().flatten();
        let content = &alts.fold(content.clone(), |text, a| {
            text + "\n" + a.description.as_deref().unwrap_or_default()
        });
        let shown = completes_in(content);
        match post.visibility {
            Some(Visibility::Public) => {
                for name in &shown {
                    assert!(
                        on_board.contains(name),
                        "public post shows {name}: {content}"
                    );
                }
            }
            Some(Visibility::Ephemeral(user)) => match seat_of(user) {
                None => assert!(shown.is_empty(), "an outsider saw {shown:?}"),
                Some(seat) => {
                    for name in &shown {
                        assert!(
                            on_board.contains(name) || held[&seat].contains(name),
                            "{user} saw {name}: {content}"
                        );
                        private_shown += 1;
                    }
                }
            },
            _ => {}
        }
    }
    assert!(
        private_shown > 10,
        "hands were shown privately ({private_shown})"
    );
    let writes = crate::harness::channel_writes(&bot, first_write);
    eprintln!(
        "shape clash: {turns} turns in {deal} deals, {all_actions} actions, longest {longest_turn}, {} posts; {writes} channel writes ({:.2} an action)",
        bot.sim.log_len(),
        writes as f64 / all_actions as f64
    );
    bot.assert_clean();
}
