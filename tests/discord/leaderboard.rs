//! Ratings through the real bot: matches resigned before and after their first move, the
//! rating line of the game-over post, then /leaderboard (and its Next / Previous buttons),
//! /stats and /history.

use std::time::Duration;

use serde_json::{json, Value};

use crate::harness;
use crate::sim::{SimMessage, UserId, Visibility};

/// The shared harness, with Clash's choice value and label-based helpers (the seasons'
/// test plays its matches with them too).
pub(crate) struct Bot {
    inner: harness::Bot,
    pub(crate) clash: Value,
}

impl std::ops::Deref for Bot {
    type Target = harness::Bot;
    fn deref(&self) -> &harness::Bot {
        &self.inner
    }
}

impl Bot {
    pub(crate) async fn start() -> Bot {
        Bot::on(harness::Bot::start().await)
    }

    /// The helpers on a bot started otherwise (on a simulator set up beforehand).
    pub(crate) fn on(inner: harness::Bot) -> Bot {
        let clash = inner.choice("challenge", "game", "Clash");
        Bot { inner, clash }
    }

    /// A slash command's reply message.
    pub(crate) async fn say(&self, user: UserId, name: &str, options: Value) -> SimMessage {
        self.inner.say_message(user, name, options).await
    }

    async fn click(&self, user: UserId, message: &SimMessage, label: &str) -> SimMessage {
        self.inner.press(user, message, label).await
    }

    /// Challenge, accept; returns the toss post.
    async fn challenge(&self, a: UserId, b: UserId) -> SimMessage {
        self.inner
            .challenge_accepted(a, b, "Clash", json!({}))
            .await
    }

    /// `user` resigns their only match; returns the public post that announces it.
    async fn resign(&self, user: UserId) -> SimMessage {
        let ask = self.say(user, "resign", Value::Null).await;
        let before = self.sim.log_len();
        let done = self
            .click(user, &ask, &ask.buttons()[0].label.clone().unwrap())
            .await;
        assert!(done.content.contains("You resigned"), "{}", done.content);
        // The result post, not the table's edit (which says so too, and may come first):
        // it is the one with the ratings line (its emoji, in any language).
        self.sim
            .wait_for(Duration::from_secs(10), move |sim| {
                sim.log_since(before).iter().find_map(|p| {
                    let m = sim.message(p.message_id?)?;
                    (m.visibility == Visibility::Public
                        && (m.content.contains("📈 ") || m.content.contains("⚖️ ")))
                    .then_some(m)
                })
            })
            .await
            .expect("the resignation is posted")
    }

    /// A match between `a` and `b` with one move (the first set-up) before `b` resigns.
    pub(crate) async fn one_move_then_resign(&self, a: UserId, b: UserId) -> SimMessage {
        let toss = self.challenge(a, b).await;
        let winner = crate::harness::toss_winner(&toss);
        let before = self.sim.log_len();
        let choose = toss.buttons()[0].label.clone().unwrap();
        self.click(winner, &toss, &choose).await;
        let table = self
            .sim
            .wait_for(Duration::from_secs(10), move |sim| {
                sim.log_since(before).iter().find_map(|p| {
                    let m = sim.message(p.message_id?)?;
                    m.content.starts_with("**Clash · ").then_some(m)
                })
            })
            .await
            .expect("the table is posted");
        let turn = table
            .content
            .lines()
            .find(|l| l.starts_with("➡️"))
            .unwrap()
            .to_string();
        let mover = if turn.contains(&format!("<@{a}>")) {
            a
        } else {
            b
        };
        let act = table
            .custom_ids()
            .into_iter()
            .find(|id| id.starts_with("ac:"))
            .unwrap();
        let handle = self.sim.click(mover, table.id, &act).await;
        handle.response().await;
        let panel = handle.message().await;
        // The hint button, by its id: its label is in the mover's own language.
        let hint = panel
            .custom_ids()
            .into_iter()
            .find(|id| id.starts_with("ht:"))
            .unwrap();
        let handle = self.sim.click(mover, panel.id, &hint).await;
        handle.response().await;
        let panel = self.sim.message(handle.message().await.id).unwrap();
        // Confirm is the panel's one green (success, style 3) button; its label, like the
        // answer, is in the mover's own language, and the toss decides who moves.
        let confirm = panel.buttons().into_iter().find(|b| b.style == 3);
        let confirm = confirm.and_then(|b| b.custom_id);
        let handle = self.sim.click(mover, panel.id, &confirm.unwrap()).await;
        handle.response().await;
        let done = handle.message().await;
        // Committed; the table shows it once the attacker is to move.
        assert!(
            ["is committed", "Aufstellung steht"]
                .iter()
                .any(|w| done.content.contains(w)),
            "{}",
            done.content
        );
        self.resign(b).await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_boards_stats_and_history_through_discord() {
    let bot = Bot::start().await;
    let users: Vec<UserId> = (0..12)
        .map(|i| bot.sim.add_user(&format!("player{i:02}")))
        .collect();
    let registered: Vec<String> = bot
        .sim
        .registered_commands()
        .iter()
        .map(|c| c.name.clone())
        .collect();
    for name in ["leaderboard", "stats", "history"] {
        assert!(registered.contains(&name.to_string()), "{registered:?}");
    }

    // An empty board says how to get on it.
    let empty = bot
        .say(users[0], "leaderboard", json!({"game": bot.clash}))
        .await;
    assert!(!empty.is_ephemeral());
    assert!(
        empty.content.contains("Nobody is on this board yet")
            && empty.content.contains("/challenge"),
        "{}",
        empty.content
    );
    let none = bot.say(users[0], "stats", Value::Null).await;
    assert!(
        none.content.contains("You have no rated games"),
        "{}",
        none.content
    );

    // Resigned while the toss winner chooses: recorded, rated for nobody.
    bot.challenge(users[0], users[1]).await;
    let abandoned = bot.resign(users[1]).await;
    assert!(
        abandoned.content.contains("Not rated"),
        "{}",
        abandoned.content
    );

    // Six matches of one move each, the challenger winning: 12 players on the board.
    for pair in users.chunks(2) {
        let post = bot.one_move_then_resign(pair[0], pair[1]).await;
        assert!(
            post.content.contains(&format!(
                "📈 Ratings: <@{}> 1500 → 1662 (+162) · <@{}> 1500 → 1338 (-162)",
                pair[0], pair[1]
            )),
            "{}",
            post.content
        );
    }

    let board = bot
        .say(users[5], "leaderboard", json!({"game": bot.clash}))
        .await;
    assert!(!board.is_ephemeral());
    assert!(
        board.content.contains("page 1 of 2 · 12 players"),
        "{}",
        board.content
    );
    // Equal ratings and games: by user id. The six winners first, in the order they joined.
    let ranked: Vec<&str> = board
        .content
        .lines()
        .filter(|l| l.starts_with('`'))
        .collect();
    assert_eq!(ranked.len(), 10, "{}", board.content);
    for (i, winner) in users.iter().step_by(2).enumerate() {
        assert!(
            ranked[i].contains(&format!("{}.` <@{winner}> (player{:02})", i + 1, 2 * i)),
            "{}",
            ranked[i]
        );
        assert!(
            ranked[i].contains("1662? · 1-0-0 · 1 game · streak W1"),
            "{}",
            ranked[i]
        );
    }
    assert!(
        ranked[6].contains("1338? · 0-1-0 · 1 game · streak L1"),
        "{}",
        ranked[6]
    );
    let buttons = board.buttons();
    assert_eq!(
        buttons
            .iter()
            .map(|b| (b.label.clone().unwrap(), b.disabled))
            .collect::<Vec<_>>(),
        [("Previous".to_string(), true), ("Next".to_string(), false)]
    );

    // Next, by someone else: the same message, page 2.
    let handle = bot
        .sim
        .click(
            users[7],
            board.id,
            &board.button_id_by_label("Next").unwrap(),
        )
        .await;
    let cb = handle.response().await;
    assert_eq!(cb.kind, 7, "Next updates the board in place: {cb:?}");
    let page2 = bot.sim.message(board.id).unwrap();
    assert!(page2.content.contains("page 2 of 2"), "{}", page2.content);
    let ranked: Vec<&str> = page2
        .content
        .lines()
        .filter(|l| l.starts_with('`'))
        .collect();
    assert_eq!(ranked.len(), 2, "{}", page2.content);
    assert!(ranked[0].starts_with("` 11.`"), "{}", ranked[0]);
    assert!(
        ranked[1].contains(&format!("<@{}>", users[11])),
        "{}",
        ranked[1]
    );
    let buttons = page2.buttons();
    assert!(!buttons[0].disabled && buttons[1].disabled, "{buttons:?}");
    let handle = bot
        .sim
        .click(
            users[7],
            board.id,
            &page2.button_id_by_label("Previous").unwrap(),
        )
        .await;
    handle.response().await;
    assert!(bot
        .sim
        .message(board.id)
        .unwrap()
        .content
        .contains("page 1 of 2"));

    // A page that does not exist: told the range, privately.
    let handle = bot
        .sim
        .slash(
            users[0],
            bot.channel,
            "leaderboard",
            json!({"game": bot.clash, "page": 9}),
        )
        .await;
    let bad = handle.response().await;
    assert!(bad.is_ephemeral(), "{bad:?}");
    assert_eq!(
        bad.content(),
        "There is no page 9: the Clash leaderboard has pages 1 to 2."
    );

    // /stats of a winner, seen by their opponent.
    let stats = bot
        .say(
            users[1],
            "stats",
            json!({"user": users[0], "game": bot.clash}),
        )
        .await;
    for needle in [
        "📊 **Clash**".to_string(),
        format!("<@{}> (player00)", users[0]),
        // The deviation, after one game from 1500 ± 350.
        "Rating 1662 ± 290 (provisional until ± is below 110) · rank **#1** of 12".to_string(),
        "Record 1-0-0 (W-L-D, 1 game) · win rate 100%".to_string(),
        format!("Most played opponent: <@{}> (player01) (1 game)", users[1]),
        "won 1, you won 0, 0 drawn".to_string(),
    ] {
        assert!(
            stats.content.contains(&needle),
            "{needle}\n{}",
            stats.content
        );
    }
    // Without a game: every game they play; your own: no head-to-head.
    let own = bot.say(users[11], "stats", Value::Null).await;
    assert!(
        own.content.contains("rank **#12** of 12"),
        "{}",
        own.content
    );
    assert!(!own.content.contains("Head-to-head"), "{}", own.content);

    // /history: the rated match only, with result, opponent, score and date.
    let history = bot
        .say(users[1], "history", json!({"user": users[1]}))
        .await;
    let lines: Vec<&str> = history
        .content
        .lines()
        .filter(|l| l.starts_with("• "))
        .collect();
    assert_eq!(
        lines.len(),
        1,
        "the abandoned match is not listed: {}",
        history.content
    );
    assert!(
        lines[0].contains("**Loss** (resigned) vs")
            && lines[0].contains(&format!("<@{}> (player00)", users[0]))
            && lines[0].contains("<t:")
            && lines[0].contains(":d>")
            && lines[0].contains("1500 → 1338 (-162)"),
        "{}",
        lines[0]
    );

    bot.process.assert_healthy();
    bot.sim.assert_no_violations();
}
