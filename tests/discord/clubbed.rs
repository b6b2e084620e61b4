//! A whole Clubbed game through the real bot: the hidden hand in a private panel, fresh on
//! every click, with the playable cards as buttons and Draw only when the rules allow it;
//! clubbing announced; the end with stores and winner. Outsiders, the waiting player,
//! stale and forged buttons change nothing, and no hand ever shows up anywhere else.

use std::collections::BTreeSet;
use std::time::Duration;

use clash_bot::cards::Card;
use clash_bot::model::AnyTable;
use clash_bot::rules::clubbed::{Clubbed, ClubbedView};
use serde_json::json;

use crate::harness::{
    button_by_label, button_by_prefix, cards_in, holdings, match_number, privacy_walk, to_move, Bot,
};
use crate::sim::SimMessage;

/// The labels of a panel's Play buttons.
pub fn plays(panel: &SimMessage) -> Vec<String> {
    panel
        .buttons()
        .into_iter()
        .filter_map(|b| b.label)
        .filter(|l| l.starts_with("Play "))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_clubbed_game_through_discord() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");

    let toss = bot
        .challenge_accepted(alice, bob, "Clubbed", json!({}))
        .await;
    let mut table = bot.choose(&toss, [alice, bob], "Play first").await;
    assert!(
        table.content.starts_with("**Clubbed · Match #") && table.content.contains("Stock: 41"),
        "{}",
        table.content
    );
    let match_id = match_number(&table);

    let mut turns = 0;
    let first_write = bot.sim.log_len();
    let mut draws = 0;
    let mut forged_checked = false;
    let mut club_played = false;
    while let Some(mover) = to_move(&table) {
        let waiter = if mover == alice { bob } else { alice };
        let hand = button_by_label(&table, "My hand");
        let play = button_by_prefix(&table, "ac:");
        let outsider = bot.click(eve, &table, &hand).await;
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
        // The waiting player may look at their own hand: no buttons to play it.
        let handle = bot.sim.click(waiter, table.id, &hand).await;
        handle.response().await;
        assert!(plays(&handle.message().await).is_empty());

        let handle = bot.sim.click(mover, table.id, &play).await;
        assert!(handle.response().await.is_ephemeral());
        let panel = handle.message().await;
        if !forged_checked {
            forged_checked = true;
            // A forged Play of a card the mover does not hold: the rules refuse it.
            // A forged Play of the stack's top card, which the mover does not hold.
            let foreign = *cards_in(table.content.lines().nth(1).unwrap())
                .iter()
                .next()
                .expect("the turned-up card is on the table");
            let v = button_by_prefix(&panel, "gk:")
                .split(':')
                .nth(2)
                .unwrap()
                .to_string();
            let forged = format!("gk:{match_id}:{v}:p:{}", foreign.code());
            let refused = bot
                .sim
                .forge_click(mover, panel.id, &forged)
                .await
                .response()
                .await;
            assert!(
                refused.is_ephemeral() && refused.content().contains("not in your hand"),
                "{}",
                refused.content()
            );
            assert_eq!(
                bot.message(&table).content,
                table.content,
                "nothing changed"
            );
        }
        draws += play_turn(&bot, mover, panel, |labels| {
            // Vary the card; every fourth turn prefer a club, and until a club has been
            // played, any club the mover holds: a club is always playable and always
            // clubs, and the game cannot end before every card left the stock, so a
            // clubbing happens whatever the deal (it is not left to the deal's luck).
            let club = labels.iter().find(|l| l.contains('♣'));
            let pick = match club {
                Some(club) if turns % 4 == 0 || !club_played => Some(club),
                _ => labels.get(turns % labels.len().max(1)),
            };
            club_played |= pick.is_some_and(|label| label.contains('♣'));
            pick.cloned()
        })
        .await;
        let table_id = table.id;
        table = bot
            .sim
            .wait_for(Duration::from_secs(10), move |sim| {
                let m = sim.message(table_id)?;
                (to_move(&m) != Some(mover)).then_some(m)
            })
            .await
            .expect("the turn passed on the table");
        turns += 1;
        assert!(turns < 200, "the game does not end");
    }
    assert!(
        crate::harness::offers_only_rematch(&table),
        "at the end the table offers only Rematch"
    );
    let end = crate::harness::wait_post(&bot, "cannot play and the stock is empty").await;
    assert!(end.content.contains("Final stores"), "{}", end.content);
    // A clubbing is shown on the table's "Last turn" line (an edit, not a post of its own).
    let clubbings = bot
        .sim
        .log_since(0)
        .iter()
        .filter(|p| {
            p.content
                .as_deref()
                .is_some_and(|c| c.contains("Last turn") && c.contains(" and clubbed <@"))
        })
        .count();
    assert!(clubbings > 0, "clubbing is shown on the table");

    // Privacy: no hand shows anywhere but its owner's ephemeral messages.
    let shown = assert_private(&bot, match_id, crate::harness::seats(alice, bob));
    assert!(shown > 20, "hands were shown privately ({shown})");
    let writes = crate::harness::channel_writes(&bot, first_write);
    eprintln!(
        "clubbed: {turns} turns, {draws} draws, {clubbings} clubbings, {} posts; {writes} channel writes ({:.2} a move)",
        bot.sim.log_len(),
        writes as f64 / (turns + draws) as f64
    );
    bot.assert_clean();
}

/// The mover's turn on their panel: draws while the rules allow nothing else, then plays
/// the card `pick` chooses from the Play buttons' labels (it is asked again after each
/// draw, and `None` draws). Returns the number of draws.
pub async fn play_turn(
    bot: &Bot,
    mover: crate::sim::UserId,
    mut panel: SimMessage,
    mut pick: impl FnMut(&[String]) -> Option<String>,
) -> usize {
    let mut draws = 0;
    loop {
        if let Some(label) = pick(&plays(&panel)) {
            let done = bot
                .click(mover, &panel, &button_by_label(&panel, &label))
                .await;
            assert_eq!(done.kind, 7, "{done:?}");
            assert!(done.content().contains("You played"), "{}", done.content());
            return draws;
        }
        let draw = button_by_label(&panel, "Draw a card");
        let drew = bot.click(mover, &panel, &draw).await;
        assert_eq!(drew.kind, 7, "a draw refreshes the panel: {drew:?}");
        assert!(
            drew.content().contains("You drew a card"),
            "{}",
            drew.content()
        );
        draws += 1;
        panel = bot.message(&panel);
        if panel.buttons().is_empty() {
            // Drawing the last card left nothing to play: the game is over.
            return draws;
        }
    }
}

/// The cards a seat's view shows face up: the stack, and the last card played (a club
/// sweeps itself off at once).
pub fn face_up(view: &ClubbedView) -> Vec<Card> {
    let mut cards = view.public.open.clone();
    cards.extend(view.public.last_play.map(|p| p.card));
    cards
}

/// The Clubbed privacy walk over every post of match `match_id`: each card a post shows
/// was face up on the stack at some point, or was in the hand of the player it was shown
/// to privately. Returns how many hidden cards were shown privately to their owners.
pub fn assert_private(
    bot: &Bot,
    match_id: i64,
    seat_of: impl Fn(crate::sim::UserId) -> Option<clash_bot::rules::Seat>,
) -> usize {
    let log = bot.stored_log::<Clubbed>(match_id, |t| match t {
        AnyTable::Clubbed(t) => Some(t),
        _ => None,
    });
    let held = holdings(&log, |view| view.hand.clone());
    let face_up: BTreeSet<_> = holdings(&log, face_up)
        .values()
        .flatten()
        .copied()
        .collect();
    privacy_walk(bot, seat_of, &held, |content| {
        if content.starts_with("🎲") {
            // The toss (its post opens with the die in every language) is drawn from a
            // deck of its own: its cards are public.
            return cards_in(content);
        }
        let cards = cards_in(content);
        for card in &cards {
            assert!(
                face_up.contains(card),
                "a card never face up is public: {content}"
            );
        }
        cards
    })
}
