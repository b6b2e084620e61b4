//! A whole Duel match through the real bot: the choices are buttons on the public table,
//! the second chooser sees the first's choice, forced bottoms are shown, each clash's
//! result is public; outsiders, the waiting player, stale and forged buttons change nothing.

use std::collections::{BTreeSet, HashMap};

use clash_bot::cards::Card;
use clash_bot::model::AnyTable;
use clash_bot::rules::duel::{Duel, DuelView};
use clash_bot::rules::Seat;
use serde_json::json;

use crate::harness::{
    button_by_label, cards_in, holdings, match_number, privacy_walk, to_move, Bot,
};

/// The cards a seat's view shows face up: the clash's two revealed cards.
pub fn face_up(view: &DuelView) -> Vec<Card> {
    view.public
        .revealed
        .map(|r| vec![r.a, r.b])
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_duel_through_discord() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");

    let toss = bot
        .challenge_accepted(alice, bob, "Duel", json!({ "target": 3 }))
        .await;
    let mut table = bot.choose(&toss, [alice, bob], "Choose first").await;
    assert!(
        table.content.starts_with("**Duel · Match #") && table.content.contains("first to 3"),
        "{}",
        table.content
    );
    let match_id = match_number(&table);
    // Nothing is private in Duel: My hand says so, to a player; an outsider is refused.
    let resign = button_by_label(&table, "Resign");
    let refused = bot.click(eve, &table, &resign).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("This is a match between"),
        "{}",
        refused.content()
    );

    let mut choices = 0;
    let first_write = bot.sim.log_len();
    let mut saw_second_chooser_sees_first = false;
    let mut stale_checked = false;
    while let Some(mover) = to_move(&table) {
        let waiter = if mover == alice { bob } else { alice };
        let keep = button_by_label(&table, "Keep on top");
        let bottom = button_by_label(&table, "Put on the bottom");
        for (who, expect) in [(eve, "This is a match between"), (waiter, "'s move")] {
            let refused = bot.click(who, &table, &keep).await;
            assert!(
                refused.is_ephemeral() && refused.content().contains(expect),
                "{}",
                refused.content()
            );
        }
        if table.content.contains("⬆️ keeps it on top") || table.content.contains("⬇️ puts it")
        {
            saw_second_chooser_sees_first = true;
        }
        let pick = if choices % 3 == 0 { &keep } else { &bottom };
        let before = table.clone();
        let done = bot.click(mover, &table, pick).await;
        assert_eq!(
            done.kind, 7,
            "a choice on the table updates the table: {done:?}"
        );
        table = bot.message(&table);
        assert_ne!(table.content, before.content);
        if !stale_checked && to_move(&table).is_some() {
            // The old table's button, clicked again, is from an earlier turn.
            stale_checked = true;
            let next = to_move(&table).unwrap();
            let stale = bot
                .sim
                .forge_click(next, table.id, pick)
                .await
                .response()
                .await;
            assert!(
                stale.is_ephemeral() && stale.content().contains("earlier turn"),
                "{}",
                stale.content()
            );
            // A forged action tail is refused as not one of the bot's.
            let forged = format!("gd:{match_id}:0:zz");
            let forged = bot
                .sim
                .forge_click(next, table.id, &forged)
                .await
                .response()
                .await;
            assert!(
                forged.content().contains("not one of mine"),
                "{}",
                forged.content()
            );
            // A Clash action on a Duel match: refused too.
            let other = format!("gc:{match_id}:0:ap");
            let other = bot
                .sim
                .forge_click(next, table.id, &other)
                .await
                .response()
                .await;
            assert!(other.is_ephemeral(), "{other:?}");
            assert_eq!(
                bot.message(&table).content,
                table.content,
                "nothing changed"
            );
        }
        choices += 1;
        assert!(choices < 500, "the duel does not end");
    }
    assert!(
        saw_second_chooser_sees_first,
        "the second chooser saw the first's choice"
    );
    assert!(
        crate::harness::offers_only_rematch(&table),
        "at the end the table offers only Rematch"
    );
    // The result post, with the ratings. Whoever the deal favours wins it; and after 200
    // clashes (tied ones never count) the clash limit decides, a draw included.
    let end = crate::harness::wait_post(&bot, "📈 Ratings").await;
    assert!(
        end.content.contains("wins the duel")
            || end.content.contains("The clash limit (200) is reached"),
        "{}",
        end.content
    );
    let public = bot.sim.public_messages(bot.channel);
    let clash_posts = public
        .iter()
        .filter(|m| m.content.contains("Clashes won") && m.content.starts_with("**Match #"))
        .count();
    assert!(
        clash_posts >= 3,
        "each clash's result is posted ({clash_posts})"
    );

    // Privacy: no card a player has not seen face up ever appears anywhere.
    let log = bot.stored_log::<Duel>(match_id, |t| match t {
        AnyTable::Duel(t) => Some(t),
        _ => None,
    });
    let face_up = holdings(&log, face_up);
    let seen: BTreeSet<_> = face_up.values().flatten().copied().collect();
    let held: HashMap<Seat, BTreeSet<_>> =
        Seat::BOTH.into_iter().map(|s| (s, seen.clone())).collect();
    let seat_of = crate::harness::seats(alice, bob);
    privacy_walk(&bot, seat_of, &held, |content| {
        if content.contains("· the toss:") {
            // The toss is drawn from a deck of its own: its cards are public.
            return cards_in(content);
        }
        let shown = cards_in(content);
        for card in &shown {
            assert!(
                seen.contains(card),
                "a card never face up is shown: {content}"
            );
        }
        shown
    });
    let writes = crate::harness::channel_writes(&bot, first_write);
    eprintln!(
        "duel: {choices} choices, {clash_posts} clash posts, {} posts in all; {writes} channel writes ({:.2} a move)",
        bot.sim.log_len(),
        writes as f64 / choices as f64
    );
    bot.assert_clean();
}
